"""G03 Genmaicha on one screen: nobody learns another's sealed bid before the reveal, nor a card another peeked at."""

from __future__ import annotations

import random

import pytest

from tsukiji_table.games.contract import check_game
from tsukiji_table.games.jidohanbaiki.g03_bots import HeuristicBot
from tsukiji_table.games.session import Session
from tsukiji_table.table import view

from .seats import lines_for_owners_only, play_out, public

SECRET_LINES = {"jido.g03.log.bid_own", "jido.g03.log.rebid_own", "jido.g03.log.peek_saw"}


def _bids(players: int, amount: int) -> Session:
    """Seat 0 seals ``amount``; every other seat but the last seals 100; the last has not bid yet."""
    s = Session.new("jido:g03", players, 77)
    s.play(0, {"action": "bid", "amount": amount})
    for seat in range(1, players - 1):
        s.play(seat, {"action": "bid", "amount": 100})
    return s


@pytest.mark.parametrize("players", [2, 3, 6])
def test_bids_that_differ_only_in_amount_leave_every_other_seats_view_identical_until_the_reveal(players: int) -> None:
    for seat in range(1, players):
        publics = [public(_bids(players, amount), seat) for amount in range(0, 600, 100)]
        assert all(p == publics[0] for p in publics[1:]), f"seat {seat} can tell seat 0's bids apart"
    s = _bids(players, 300)
    assert view(s.table, 0).vars["secret.0.bid"] == 300  # the bidder knows its own
    assert s.table.money("p0.money") == 500  # nothing moved before the reveal
    s.play(players - 1, {"action": "bid", "amount": 0})
    assert s.table.vars["bids"][0] == [0, 300] and s.table.done[-1].reveal


def test_rebids_that_differ_only_in_amount_stay_sealed_until_all_are_in() -> None:
    def tied(amount: int) -> Session:
        s = Session.new("jido:g03", 3, 5)
        for seat, bid in ((0, 200), (1, 200), (2, 0)):
            s.play(seat, {"action": "bid", "amount": bid})
        s.play(0, {"action": "rebid", "amount": amount})
        return s

    for seat in (1, 2):
        publics = [public(tied(amount), seat) for amount in (0, 100, 200, 300)]
        assert all(p == publics[0] for p in publics[1:]), f"seat {seat} can tell seat 0's re-bid"


def _swapped_ceremony(swap: bool) -> Session:
    """Seed 11 (face down: purple, short can, blue), with the first two face-down cards swapped if ``swap``."""
    s = Session.new("jido:g03", 2, 11, {"ceremony": True})
    if swap:
        table = s.table
        a, b = table.zones["ceremony"].ids[:2]
        table.pieces[a].pos, table.pieces[b].pos = table.pieces[b].pos, table.pieces[a].pos
        zone = table.zones["ceremony"].ids
        zone[0], zone[1] = zone[1], zone[0]
    for seat, amount in ((0, 100), (1, 0)):
        s.play(seat, {"action": "bid", "amount": amount})
    s.play(0, {"action": "pick_crate", "crate": 1})
    s.play(0, {"action": "peek", "col": 1, "drink": "purple:short_can", "as": "colour"})
    return s


def test_a_peeked_card_is_told_to_the_peeker_alone() -> None:
    plain, swapped = _swapped_ceremony(False), _swapped_ceremony(True)
    assert public(plain, 1) == public(swapped, 1), "seat 1 can tell which card seat 0 saw"
    seen = [[m.render("en") for m in s.game.describe(s.table, s.table.done[-1], 0)] for s in (plain, swapped)]
    assert seen[0][-1] == "It is Short can" and seen[1][-1] == "It is Purple"
    assert "secret.0.peeks" not in view(plain.table, 1).vars
    assert plain.table.done[-1].reveal  # undo stops at a peek


@pytest.mark.parametrize("players", [2, 4, 6])
def test_no_view_names_a_hidden_card_or_another_seats_secret_at_any_step(players: int) -> None:
    options = {"matcha": True, "ceremony": True, "market": True}
    run = check_game("jido:g03", players, seed=players, options=options, max_actions=400, view_every=1, probe_every=50)
    assert run.over and run.views > run.actions


@pytest.mark.parametrize("players", [2, 5])
def test_log_lines_naming_a_secret_go_to_its_owner_alone(players: int) -> None:
    s = play_out(Session.new("jido:g03", players, 21, {"ceremony": True}), 21)
    assert lines_for_owners_only(s, SECRET_LINES) > 0
    for tx in s.table.done:
        if tx.action and tx.action.get("action") in ("bid", "rebid"):
            assert str(tx.action["amount"]) not in tx.label


def test_the_heuristic_bot_does_not_react_to_a_sealed_bid() -> None:
    actions = []
    for sealed in (0, 500):
        s = Session.new("jido:g03", 3, 21)
        s.play(s.game.to_move(s.table)[0], {"action": "bid", "amount": sealed})
        seat = s.game.to_move(s.table)[0]
        actions.append(HeuristicBot(seat, random.Random(5)).act(s.game, s.table, seat))
    assert actions[0] == actions[1]
