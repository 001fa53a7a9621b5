"""The shared invariant checks: each names the checker, the moment of play and what broke."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tsukiji_table.table import Table
from tsukiji_table.table.invariants import Checker, InvariantError, check_money, check_placement

BOX = 4000 + 2000 + 1700  # the coins make_table puts in the bank and the purses


def broken(check: Callable[..., None], table: Table, *args: object) -> InvariantError:
    with pytest.raises(InvariantError) as caught:
        check(table, Checker("test checker", table), *args)
    return caught.value


def test_a_sound_table_passes(table):
    with table.begin("draw", seat=0) as tx:
        tx.move(["card#0"], "p0.hand")
        tx.pay("p0.money", "p1.money", 500, bank="bank")
    check_placement(table, Checker("test checker", table))
    check_money(table, Checker("test checker", table), BOX, "yen")


def test_the_message_names_the_checker_and_the_last_transaction(table):
    with table.begin("draw", seat=1) as tx:
        tx.move(["card#0"], "p1.hand")
    table.zones["discard"].ids.append("card#0")
    err = broken(check_placement, table)
    assert str(err) == "test checker, after transaction 1 'draw' by seat 1: card#0 lies in two places, discard and p1.hand"


def test_a_piece_in_no_zone_breaks_placement(table):
    table.zones["deck"].ids.remove("card#3")
    assert broken(check_placement, table).invariant == "card#3 lie(s) in no zone"


def test_a_piece_that_names_another_zone_breaks_placement(table):
    table.pieces["marker"].zone = "area"
    assert broken(check_placement, table).invariant == "marker thinks it is in area, lies in track"


def test_a_coin_from_nowhere_breaks_money(table):
    table.zones["p1.money"].coins[100] += 1
    assert broken(check_money, table, BOX, "yen").invariant == "yen: 7800 on the table, but the box holds 7700 and 0 were minted"


def test_a_negative_coin_count_breaks_money(table):
    table.zones["p1.money"].coins[100] = -1
    table.zones["p0.money"].coins[100] = 1
    assert broken(check_money, table, BOX, "yen").invariant == "yen: p1.money holds -1 coins of 100"


def test_minted_coins_count_as_part_of_the_box(table):
    with table.begin("mint") as tx:
        tx.pay("bank", "p0.money", 5000, bank="bank")  # the unlimited bank mints what it lacks
    assert sum(d * n for d, n in table.minted.items()) > 0
    check_money(table, Checker("test checker", table), BOX, "yen")
