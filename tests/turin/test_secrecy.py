"""Nobody sees another's hand, chosen card or bid before the reveal."""

from __future__ import annotations

import json
import random

import pytest

from tsukiji_table.games.session import Session
from tsukiji_table.games.turin.bots import HeuristicBot
from tsukiji_table.table import view

from .helpers import act, bid_all, choose_all, hand, new, phase


def test_hands_are_seen_only_by_their_owner() -> None:
    s = new(3)
    mine = view(s.table, 0).zones["p0.hand"]
    theirs = view(s.table, 1).zones["p0.hand"]
    assert [p.handle for p in mine.pieces] == hand(s, 0)
    assert all(p.hidden and p.handle.startswith("?") for p in theirs.pieces)


def test_chosen_card_stays_secret_until_all_have_chosen() -> None:
    s = new(3)
    card = hand(s, 0)[0]
    act(s, 0, "choose_card", card=card)
    assert view(s.table, 1).zones["p0.choice"].pieces[0].hidden
    assert not view(s.table, 0).zones["p0.choice"].pieces[0].hidden
    assert card not in str(s.table.vars)
    act(s, 1, "choose_card", card=hand(s, 1)[0])
    act(s, 2, "choose_card", card=hand(s, 2)[0])
    assert card in [p.handle for p in view(s.table, 1).zones["lot"].pieces]


def test_a_sealed_bid_is_held_by_its_bidder_alone_until_the_reveal() -> None:
    s = new(3)  # open scudo: purses are public, and stay so: nothing leaves them before the reveal
    choose_all(s)
    act(s, 0, "bid", amount=4)
    for other in (1, 2):
        seen = view(s.table, other)
        assert seen.zones["p0.bid"].coins is None
        assert seen.zones["p0.money"].money == 15
        assert not any(name.startswith("secret.0.") for name in seen.vars)
    assert view(s.table, 0).vars["secret.0.bid"] == 4  # the bidder knows its own
    assert s.table.vars["bid_in"] == [0]
    act(s, 1, "bid", amount=2)
    act(s, 2, "bid", amount=1)
    results = {r["seat"]: r["bid"] for r in s.table.vars["result"]}
    assert results == {0: 4, 1: 2, 2: 1}
    assert not any(name.startswith("secret.") for name in s.table.vars)
    assert s.table.done[-1].reveal, "the transaction that shows every bid is marked as a reveal"


def test_rebids_are_sealed_too() -> None:
    s = new(3)
    choose_all(s)
    for seat, amount in enumerate([4, 2, 2]):
        act(s, seat, "bid", amount=amount)
    act(s, 1, "rebid", amount=3)
    seen = view(s.table, 2)
    assert seen.zones["p1.rebid"].coins is None and "secret.1.rebid" not in seen.vars
    assert view(s.table, 1).vars["secret.1.rebid"] == 3
    assert seen.zones["p0.bid"].money == 4  # the first bids are out in the open
    act(s, 2, "rebid", amount=1)
    assert s.table.done[-1].reveal and s.table.vars["result"][1]["rebid"] == 3


def test_hidden_scudo_keeps_purses_closed_all_game() -> None:
    s = new(3, scudo="hidden")
    assert view(s.table, 1).zones["p0.money"].coins is None
    assert view(s.table, 0).zones["p0.money"].money == 15


def test_heuristic_bot_does_not_react_to_a_sealed_bid() -> None:
    actions = []
    for sealed in (0, 9):
        s = new(3, seed=21)
        choose_all(s)
        act(s, 1, "bid", amount=sealed)
        bot = HeuristicBot(2, random.Random(5))
        actions.append(bot.act(s.game, s.table, 2))
    assert actions[0] == actions[1]


def _public(s: Session, seat: int) -> tuple:
    """Everything ``seat`` may learn: its view, its legal actions and its log lines."""
    game, table = s.game, s.table
    legal = sorted(json.dumps(a, sort_keys=True) for a in game.legal_actions(table, seat))
    lines = [[m.render() for m in game.describe(table, tx, seat)] for tx in table.done]
    return view(table, seat), legal, lines


def _sealed_bids(players: int, scudo: str, first: int, rebid: int | None = None) -> Session:
    """Seat 0 bids ``first`` (or, if ``rebid`` is given, ties and re-bids it); every other bid is fixed, the last one not yet in."""
    s = new(players, seed=1000, scudo=scudo)
    if phase(s) == "choose":
        choose_all(s)
    if rebid is None:
        act(s, 0, "bid", amount=first)
        for seat in range(1, players - 1):
            act(s, seat, "bid", amount=1)
        return s
    bid_all(s, [7, 7] + [1] * (players - 2))  # seats 0 and 1 tie for first
    act(s, 0, "rebid", amount=rebid)
    return s


@pytest.mark.parametrize("players,scudo", [(2, "open"), (3, "hidden"), (4, "open"), (5, "open")])
def test_bids_that_differ_only_in_amount_leave_every_other_seats_view_identical_until_the_reveal(players: int, scudo: str) -> None:
    # Seat 0 holds three 5s: most amounts need change, which used to come from the public bank.
    assert new(players, seed=1000).table.zones["p0.money"].coins == {5: 3}
    for seat in range(1, players):
        publics = [_public(_sealed_bids(players, scudo, amount), seat) for amount in range(16)]
        assert all(p == publics[0] for p in publics[1:]), f"seat {seat} can tell seat 0's bids apart"
    # The comparison sees the bids once they are revealed.
    revealed = []
    for amount in (2, 3):
        s = _sealed_bids(players, scudo, amount)
        act(s, players - 1, "bid", amount=1)
        revealed.append(_public(s, 1))
    assert revealed[0] != revealed[1]


@pytest.mark.parametrize("players", [2, 4])
def test_rebids_that_differ_only_in_amount_leave_every_other_seats_view_identical_until_the_reveal(players: int) -> None:
    for seat in range(1, players):
        publics = [_public(_sealed_bids(players, "open", 7, rebid=amount), seat) for amount in range(9)]
        assert all(p == publics[0] for p in publics[1:]), f"seat {seat} can tell seat 0's re-bids apart"


def test_chosen_cards_that_differ_leave_every_other_seats_view_identical_until_all_are_turned_over() -> None:
    publics = {seat: [] for seat in (1, 2)}
    for card in hand(new(3, seed=1000), 0):
        s = new(3, seed=1000)
        act(s, 0, "choose_card", card=card)
        act(s, 1, "choose_card", card=hand(s, 1)[0])
        for seat in (1, 2):
            publics[seat].append(_public(s, seat))
    for seat, seen in publics.items():
        assert all(p == seen[0] for p in seen[1:]), f"seat {seat} can tell seat 0's chosen card"
