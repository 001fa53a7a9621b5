"""Paying with coins: exact payment, change, the bank breaking coins, minting."""

from __future__ import annotations

import pytest

from tsukiji_table.table import InsufficientFunds, TableError
from tsukiji_table.table.money import exact_coins, greedy


def test_exact_payment_moves_only_the_payers_coins(table):
    with table.begin("pay") as tx:
        cmd = tx.pay("p1.money", "p0.money", 600)
    assert cmd.legs == (("p1.money", "p0.money", ((100, 1), (500, 1))),)
    assert table.money("p1.money") == 1100 and table.money("p0.money") == 2600


def test_overpayment_gets_change_from_the_payee(table):
    with table.begin("pay") as tx:
        tx.pay("p0.money", "p1.money", 500, bank="bank")
    # p0 had only 1000s: it paid 1000 and received 500 change from p1.
    assert table.money("p0.money") == 1500
    assert table.zones["p0.money"].coins == {1000: 1, 500: 1}
    assert table.money("p1.money") == 2200


def test_the_bank_breaks_coins_when_the_payee_has_no_change(table):
    with table.begin("pay") as tx:
        # p0 holds only 1000s; p1 cannot give 800 back from 3 x 500 + 2 x 100 (+ the 1000)
        cmd = tx.pay("p0.money", "p1.money", 200, bank="bank")
    legs = {(s, d) for s, d, _ in cmd.legs}
    assert ("p0.money", "bank") in legs  # the 1000 went to the bank to be changed
    assert table.money("p0.money") == 1800 and table.money("p1.money") == 1900
    table.undo()
    assert table.zones["p0.money"].coins == {1000: 2}


def test_an_unlimited_bank_mints_what_it_lacks_and_records_it(table):
    with table.begin("pay") as tx:
        cmd = tx.pay("bank", "p0.money", 9000)
    assert cmd.minted  # the bank held 4000
    assert table.money("p0.money") == 11000
    minted_total = sum(d * n for d, n in table.minted.items())
    assert table.money("bank") == 4000 + minted_total - 9000
    table.undo()
    assert table.minted == {} and table.money("bank") == 4000


def test_paying_more_than_one_holds_is_refused(table):
    with pytest.raises(InsufficientFunds, match="holds 1700, needs 2000"):
        with table.begin("pay") as tx:
            tx.pay("p1.money", "p0.money", 2000)
    assert table.money("p1.money") == 1700


def test_no_change_and_no_bank_is_an_error(table):
    with pytest.raises(TableError, match="no bank was named"):
        with table.begin("pay") as tx:
            tx.pay("p0.money", "p1.money", 200)


def test_breaking_a_coin_prefers_the_next_smaller_coins(table):
    with table.begin("change") as tx:
        tx.change("p0.money", "bank", 1000)
    assert table.zones["p0.money"].coins == {1000: 1, 500: 2}


@pytest.mark.parametrize(
    "have, amount, expected",
    [
        ({500: 1, 100: 4}, 900, {500: 1, 100: 4}),
        ({500: 2, 100: 1}, 600, {500: 1, 100: 1}),
        ({500: 3}, 1000, {500: 2}),
        ({500: 1, 100: 2}, 400, None),
        ({5: 2, 1: 3}, 8, {5: 1, 1: 3}),
        ({5: 1, 3: 3}, 9, {3: 3}),  # greedy (5 first) fails; the search finds it
    ],
)
def test_exact_coins(have, amount, expected):
    assert exact_coins(have, amount) == expected


def test_greedy_refuses_impossible_amounts():
    with pytest.raises(TableError):
        greedy(150, [100, 500])


def test_paying_exactly_and_by_change_give_the_same_coins_as_the_full_planner(table):
    """The exact-payment shortcut gives the very coins the general planner gives
    (payments are recorded in saves, so a different pick would change a replay)."""
    from tsukiji_table.table.money import _Plan, plan_payment

    checked = 0
    for amount in range(100, 3000, 100):
        for src, dst in (("p0.money", "p1.money"), ("p1.money", "p0.money")):
            if table.money(src) < amount:
                continue
            plan = _Plan(table)
            exact = plan.pay_from(src, amount)
            if exact is None:
                continue
            plan.give(src, dst, exact)
            assert plan_payment(table, src, dst, amount) == plan.command()
            checked += 1
    assert checked > 5
