"""Secrets of Tokyo Tsukiji Market: sealed bids show nowhere until the reveal; reveals are marked.

Issue 18 item 4: a bid paid with change left the public bank's coins
depending on the amount.  Nothing public may depend on a hidden choice until
its reveal: two games that differ only in one bid's amount must look the
same to every other seat, coin for coin, until the bids are revealed.
"""

from __future__ import annotations

import pytest

from tsukiji_table.table import view

from .test_bidding import crab_auction
from .tk_helpers import legal, lot_up, new_game, play, to_main


@pytest.mark.parametrize(("low", "high"), [(0, 300), (300, 500), (700, 1200), (100, 1900)])
def test_two_bids_differing_only_in_amount_look_the_same_to_every_other_seat(low: int, high: int) -> None:
    games = [crab_auction(), crab_auction()]
    for s, amount in zip(games, (low, high)):
        play(s, 1, "bid", amount=amount)  # seat 1 holds two 1,000-yen notes: most bids need change
    a, b = (s.table for s in games)
    for seat in (0, 2):
        assert view(a, seat) == view(b, seat), f"seat {seat} can tell the bids apart"
        assert [m.render() for m in games[0].game.describe(a, a.done[-1], seat)] == [m.render() for m in games[1].game.describe(b, b.done[-1], seat)]
    assert view(a, 1) != view(b, 1)  # the bidder knows its own bid
    play(games[0], 0, "bid", amount=0)
    play(games[1], 0, "bid", amount=0)
    assert view(a, 2) == view(b, 2)  # still sealed while seat 2 has not bid
    play(games[0], 2, "bid", amount=0)
    play(games[1], 2, "bid", amount=0)
    assert view(a, 2) != view(b, 2)  # revealed together


def test_a_sealed_bid_moves_no_coin_and_names_no_amount() -> None:
    s = crab_auction()
    t = s.table
    before = {zid: dict(z.coins) for zid, z in t.zones.items() if z.coins}
    play(s, 1, "bid", amount=700)
    assert {zid: dict(z.coins) for zid, z in t.zones.items() if z.coins} == before
    for viewer in (None, 0, 1, 2):
        line = " ".join(m.render() for m in s.game.describe(t, t.done[-1], viewer))
        assert "700" not in line and line == "seat 1 seals a bid"


def test_the_reveal_and_the_bag_draw_are_marked_as_reveals() -> None:
    s = crab_auction()
    t = s.table
    draw = next(tx for tx in reversed(t.done) if tx.action and tx.action["action"] == "return")
    assert draw.reveal  # the king crab token drawn from the bag
    play(s, 0, "bid", amount=100)
    play(s, 1, "bid", amount=200)
    assert not t.done[-1].reveal  # a sealed bid shows nothing
    play(s, 2, "bid", amount=0)
    assert t.done[-1].reveal  # the bids turned over
    play(s, 0, "end_fishing")
    assert not t.done[-1].reveal


def test_an_auction_market_reveal_is_marked_and_the_choice_after_it_is_not() -> None:
    s = new_game(3, "eel,fugu,salmon,auction,rental,trade")
    lot_up(s, "auction")
    play(s, 1, "bid", amount=200)
    play(s, 2, "bid", amount=200)
    assert s.table.done[-1].reveal and s.table.vars["phase"] == "choose"
    play(s, 0, "choose_winner", seat=1)
    assert not s.table.done[-1].reveal


def test_a_random_start_player_is_a_revealed_chance_result() -> None:
    s = new_game(3, first="random")  # type: ignore[arg-type]
    harbors = next(tx for tx in s.table.done if tx.label == "give each player a harbor")
    assert harbors.reveal and "first" in s.table.vars
    fixed = new_game(3)
    to_main(fixed)
    seat = fixed.table.vars["turn"]
    fixed.play(seat, next(a for a in legal(fixed, seat) if a["action"] == "open_berth"))  # paid from a purse, no chance
    # The set-up takes pieces out of the box (a reveal on any table); what a player then plays by choice is not one.
    assert [tx.reveal for tx in fixed.table.done if tx.seat is not None] == [False]
