"""Conservation over many self-play games: every scudo and every card accounted for.

A few hundred games run here; ``scripts/soak_turin.py --games 5000`` runs
thousands with the same checks (set TSUKIJI_SLOW=1 to run them as a test).
"""

from __future__ import annotations

import os
from collections import Counter

import pytest

from tsukiji_table.games.selfplay import play_game
from tsukiji_table.games.session import Session
from tsukiji_table.games.turin.conservation import check_end, check_table
from tsukiji_table.table.invariants import InvariantError

from ..optimized import raised_under_optimize
from .helpers import minted, total_scudo

OPTION_SETS = [
    {},
    {"goose": "tiebreak"},
    {"goose": "handicap", "scudo": "hidden"},
    {"list": "new", "series": 3},
]


def _check(session: Session) -> None:
    check_table(session.game, session.table)


def test_scudo_balances_against_the_bank_mints_in_self_play() -> None:
    for k in range(240):
        players = 2 + k % 4
        options = OPTION_SETS[(k // 4) % len(OPTION_SETS)]
        bots = ["heuristic" if (k + s) % 3 == 0 else "random" for s in range(players)]
        _, session = play_game("turin", players, 50_000 + k, bots, options, check=_check)
        check_end(session.game, session.table)


def leak_a_coin() -> None:
    """A coin from nowhere in seat 0's purse, then the table check."""
    s = Session.new("turin", 3, 1)
    t = s.table
    t.zones["p0.money"].coins[1] = t.zones["p0.money"].coins.get(1, 0) + 1
    check_table(s.game, t)


def test_the_table_check_names_a_coin_from_nowhere_even_under_python_O() -> None:
    with pytest.raises(InvariantError) as caught:
        leak_a_coin()
    err = caught.value
    assert (err.checker, err.where) == ("Turin Market conservation", "after transaction 1 'setup'")
    assert err.invariant == "scudo: 97 on the table, but the box holds 96 and 0 were minted"
    assert raised_under_optimize("tests.turin.test_conservation:leak_a_coin") == ("InvariantError", str(err))


def end_with_a_scudo_on_a_bid() -> None:
    """A finished game with a scudo left on seat 0's bid, then the end check."""
    _, s = play_game("turin", 2, 7)
    s.table.zones["p0.bid"].coins[1] = 1
    check_end(s.game, s.table)


def test_the_end_check_names_money_left_on_a_bid_even_under_python_O() -> None:
    with pytest.raises(InvariantError) as caught:
        end_with_a_scudo_on_a_bid()
    err = caught.value
    assert err.checker == "Turin Market end"
    assert err.invariant == "p0.bid still holds 1 scudo"
    assert raised_under_optimize("tests.turin.test_conservation:end_with_a_scudo_on_a_bid") == ("InvariantError", str(err))


def test_total_scudo_is_the_box_plus_mints() -> None:
    s = Session.new("turin", 5, 2)
    assert total_scudo(s.table) == 21 * 1 + 15 * 5 + minted(s.table)


@pytest.mark.skipif(not os.environ.get("TSUKIJI_SLOW"), reason="thousands of games: set TSUKIJI_SLOW=1")
def test_conservation_over_thousands_of_games() -> None:
    seen: Counter[int] = Counter()
    for k in range(4000):
        players = 2 + k % 4
        _, session = play_game("turin", players, 90_000 + k, None, OPTION_SETS[k % 4], check=_check)
        check_end(session.game, session.table)
        seen[players] += 1
    assert min(seen.values()) == 1000
