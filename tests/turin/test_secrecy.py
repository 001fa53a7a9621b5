"""Nobody sees another's hand, chosen card or bid before the reveal."""

from __future__ import annotations

import random

from tsukiji_table.games.turin.bots import HeuristicBot
from tsukiji_table.table import view

from .helpers import act, choose_all, hand, new


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


def test_sealed_bids_and_purses_are_closed_until_the_reveal() -> None:
    s = new(3)  # open scudo: purses are public ...
    assert view(s.table, 1).zones["p0.money"].coins is not None
    choose_all(s)
    act(s, 0, "bid", amount=4)
    for other in (1, 2):
        seen = view(s.table, other)
        assert seen.zones["p0.bid"].coins is None  # ... but not what is in the fist,
        assert seen.zones["p0.money"].coins is None  # nor what is left beside it
    assert view(s.table, 0).zones["p0.bid"].money == 4
    assert "amount" not in str(s.table.vars) and s.table.vars["bid_in"] == [0]
    act(s, 1, "bid", amount=2)
    act(s, 2, "bid", amount=1)
    results = {r["seat"]: r["bid"] for r in s.table.vars["result"]}
    assert results == {0: 4, 1: 2, 2: 1}
    assert view(s.table, 1).zones["p0.money"].coins is not None


def test_rebids_are_sealed_too() -> None:
    s = new(3)
    choose_all(s)
    for seat, amount in enumerate([4, 2, 2]):
        act(s, seat, "bid", amount=amount)
    act(s, 1, "rebid", amount=3)
    seen = view(s.table, 2)
    assert seen.zones["p1.rebid"].coins is None
    assert seen.zones["p0.bid"].money == 4  # the first bids are out in the open


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
