"""Invariants after every action of many self-play games (2-6 players, random markets).

Every barrel, token, license and boat lies in exactly one place and where the
rules allow (``conservation.Ledger``); money moves only by the rules'
payments; strict mode accepts only legal actions and every listed action is
accepted.  A few hundred games run here; ``scripts/soak_tsukiji.py`` runs
thousands (set TSUKIJI_SLOW=1 to run them as a test).
"""

from __future__ import annotations

import os
import random

import pytest

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.selfplay import make_bot, play_game
from tsukiji_table.games.session import Session
from tsukiji_table.games.tsukiji import zones as Z
from tsukiji_table.games.tsukiji.conservation import Ledger, check_end
from tsukiji_table.table.invariants import InvariantError

from ..optimized import raised_under_optimize

MIXES = (("heuristic", "random"), ("random", "random"), ("heuristic", "heuristic"))


def bots_for(k: int, players: int) -> list[str]:
    mix = MIXES[k % len(MIXES)]
    return [mix[(k + s) % 2] for s in range(players)]


def play_checked(players: int, seed: int, bots: list[str], options: dict | None = None, cap: int = 4000) -> Session:
    """Play with a ledger check after every action (at most ``cap`` actions)."""
    session = Session.new("tsukiji", players, seed, options)
    session.table.digests = False
    game, t = session.game, session.table
    ledger = Ledger(game, t)
    seat_bots = [make_bot(game, bots[s], s, seed) for s in range(players)]
    for _ in range(cap):
        if game.is_over(t):
            break
        seat = game.to_move(t)[0]
        action = seat_bots[seat].act(game, t, seat)
        assert action in list(game.legal_actions(t, seat))
        game.play(t, seat, action)
        ledger.check(t)
    return session


def slip_a_coin_from_the_supply() -> None:
    """A 100-yen coin slipped from the supply into seat 0's purse with no transaction, then the ledger check."""
    session = Session.new("tsukiji", 2, 1)
    t = session.table
    ledger = Ledger(session.game, t)
    ledger.check(t)
    t.zones[Z.BANK].coins[100] -= 1
    t.zones[Z.money(0)].coins[100] = t.zones[Z.money(0)].coins.get(100, 0) + 1
    ledger.check(t)


def test_the_ledger_names_money_no_transaction_paid_even_under_python_O() -> None:
    with pytest.raises(InvariantError) as caught:
        slip_a_coin_from_the_supply()
    err = caught.value
    assert (err.checker, err.where) == ("Tsukiji Market ledger", "after transaction 2 'give each player a harbor'")
    assert err.invariant == "the players hold 4100 yen; the ledger says 4000"
    assert raised_under_optimize("tests.tsukiji.test_invariants:slip_a_coin_from_the_supply") == ("InvariantError", str(err))


def crown_the_loser() -> None:
    """A finished game whose final score names the wrong winner, then the end check."""
    _, session = play_game("tsukiji", 2, 7, ["random", "random"])
    session.table.vars["final"]["winner"] = [1]
    check_end(session.game, session.table)


def test_the_end_check_names_a_wrong_winner_even_under_python_O() -> None:
    with pytest.raises(InvariantError) as caught:
        crown_the_loser()
    err = caught.value
    assert err.checker == "Tsukiji Market end"
    _, fair = play_game("tsukiji", 2, 7, ["random", "random"])  # the same game, its score left alone
    scores = fair.table.vars["final"]["scores"]
    best = max(scores)
    assert [1] != fair.table.vars["final"]["winner"]
    assert err.invariant == f"the winner is [1], but seats {[s for s, v in enumerate(scores) if v == best]} score best ({best})"
    assert raised_under_optimize("tests.tsukiji.test_invariants:crown_the_loser") == ("InvariantError", str(err))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_invariants_hold_after_every_action(players: int) -> None:
    for k in range(8):
        session = play_checked(players, 1000 * players + k, bots_for(k, players), {"mode": "strict"})
        if session.game.is_over(session.table):
            check_end(session.game, session.table)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_self_play_games_end_with_a_consistent_score(players: int) -> None:
    for k in range(24):
        bots = bots_for(k, players) if k % 6 else ["random"] * players
        result, session = play_game("tsukiji", players, 5000 * players + k, bots)
        check_end(session.game, session.table)
        assert result.turns == session.table.vars["turn_count"] > 0


@pytest.mark.skipif(not os.environ.get("TSUKIJI_SLOW"), reason="thousands of games: set TSUKIJI_SLOW=1")
def test_invariants_over_thousands_of_games() -> None:
    for k in range(2000):
        players = 2 + k % 5
        session = play_checked(players, 70_000 + k, bots_for(k, players), cap=100_000)
        check_end(session.game, session.table)


def test_every_listed_action_is_accepted_and_undoes_cleanly() -> None:
    rng = random.Random(5)
    for players, seed in ((2, 1), (3, 2), (5, 3), (6, 4)):
        count = {"n": 0}

        def check(session: Session, count: dict[str, int] = count) -> None:
            count["n"] += 1
            game, t = session.game, session.table
            if count["n"] % 5 or game.is_over(t):
                return
            seat = game.to_move(t)[0]
            actions = list(game.legal_actions(t, seat))
            for action in rng.sample(actions, min(6, len(actions))):
                before = t.state_hash()
                game.play(t, seat, action)
                t.undo()
                t.undone.clear()
                assert t.state_hash() == before

        play_game("tsukiji", players, seed, bots=["heuristic"] * players, check=check)


def test_strict_mode_refuses_actions_outside_the_legal_list() -> None:
    rng = random.Random(9)
    session = Session.new("tsukiji", 4, 3, {"mode": "strict"})
    game, t = session.game, session.table
    bots = [make_bot(game, "heuristic", s, 3) for s in range(4)]
    refused = 0
    for _ in range(600):
        if game.is_over(t):
            break
        seat = game.to_move(t)[0]
        legal = list(game.legal_actions(t, seat))
        probe = dict(rng.choice(legal))
        keys = [k for k in probe if k != "action"]
        if keys:
            probe[keys[0]] = {"boat": "boat.slot9", "berth": 9, "amount": 123, "market": "whale", "column": "c9"}.get(keys[0], "nothing")
        else:
            probe["action"] = probe["action"] + "_twice"
        for who, action in ((seat, probe), ((seat + 1) % t.players, rng.choice(legal))):
            if who in game.to_move(t) and action in list(game.legal_actions(t, who)):
                continue
            before = t.state_hash()
            with pytest.raises(IllegalAction):
                game.play(t, who, action)
            assert t.state_hash() == before
            refused += 1
        game.play(t, seat, bots[seat].act(game, t, seat))
    assert refused > 300
