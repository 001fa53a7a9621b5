"""Final scoring (rulebook 10.2) and the loan / interest example."""

from __future__ import annotations

from tsukiji_table.games.tsukiji import scoring
from tsukiji_table.games.tsukiji import zones as Z

from .tk_helpers import EXAMPLE_MARKETS, arrange, ctx, give_tokens, money, new_game


def score_now(s) -> dict:
    with s.table.begin("score") as tx:
        scoring.final_scoring(ctx(s), s.table, tx)
    return s.table.vars["final"]


def test_loan_and_interest_example() -> None:
    """A took 2 loans, B 1; C and D bought a stock each: 1,500 interest, 800 each."""
    s = new_game(4, EXAMPLE_MARKETS + ",bank")
    loans = list(s.table.zones[Z.market("bank", "loans")].ids)
    stocks = list(s.table.zones[Z.market("bank", "stocks")].ids)
    arrange(
        s,
        [(loans[:2], Z.bank_tokens(0)), (loans[2:3], Z.bank_tokens(1)), (stocks[:1], Z.bank_tokens(2)), (stocks[1:], Z.bank_tokens(3))],
        pay={0: 3000, 1: 3000, 2: 3000, 3: 3000},
    )
    for seat in range(4):  # equal resources: everyone tied highest and lowest (q19): +500 -300
        give_tokens(s, seat, "mackerel", 1)
    final = score_now(s)
    rows = final["breakdown"]
    assert [r["loan_repayment"] for r in rows] == [-1000, -500, 0, 0]
    assert [r["interest_paid"] for r in rows] == [-1000, -500, 0, 0]
    assert [r["dividend"] for r in rows] == [0, 0, 800, 800]
    assert [money(s, seat) for seat in range(4)] == [3000 + 200 - 2000, 3000 + 200 - 1000, 3000 + 200 + 800, 3000 + 200 + 800]
    assert final["scores"] == [1300, 2300, 4100, 4100]
    assert final["winner"] == [2, 3]  # a tie shares the win


def test_interest_goes_to_the_supply_without_stockholders() -> None:
    s = new_game(3, EXAMPLE_MARKETS + ",bank")
    loans = list(s.table.zones[Z.market("bank", "loans")].ids)
    arrange(s, [(loans[:1], Z.bank_tokens(0))])
    final = score_now(s)
    assert [r["dividend"] for r in final["breakdown"]] == [0, 0, 0]


def test_repaying_loans_may_leave_a_player_in_debt() -> None:
    s = new_game(3, EXAMPLE_MARKETS + ",bank")
    loans = list(s.table.zones[Z.market("bank", "loans")].ids)
    stocks = list(s.table.zones[Z.market("bank", "stocks")].ids)
    arrange(s, [(loans, Z.bank_tokens(0)), (stocks[:1], Z.bank_tokens(1))], pay={0: 1000})
    give_tokens(s, 1, "eel", 1)
    give_tokens(s, 2, "eel", 1)
    final = score_now(s)
    row = final["breakdown"][0]
    # 1,000 yen, minus the 500 penalty for fewest resources, minus 3 x (500 + 500).
    assert money(s, 0) == 0 and row["debt"] == -2500 and final["scores"][0] == -2500
    assert final["breakdown"][1]["dividend"] == 1500  # paid in full from the supply
    assert s.table.vars["debt"] == [2500, 0, 0]


def test_resource_bonus_and_penalty() -> None:
    s = new_game(3)
    give_tokens(s, 0, "mackerel", 5)
    give_tokens(s, 1, "mackerel", 3)
    give_tokens(s, 2, "mackerel", 1)
    final = score_now(s)
    assert [r["resource_bonus"] for r in final["breakdown"]] == [1000, 0, -500]
    assert final["scores"] == [3000 + 500, 2000 + 300, 1500 + 100]


def test_tied_bonus_500_each_and_tied_penalty_300_each() -> None:
    s = new_game(4)
    give_tokens(s, 0, "mackerel", 5)
    give_tokens(s, 1, "mackerel", 5)
    final = score_now(s)
    assert [r["resource_bonus"] for r in final["breakdown"]] == [500, 500, -300, -300]


def test_tokens_count_100_yen_per_resource() -> None:
    s = new_game(3)
    give_tokens(s, 0, "tuna", 1, kind="fish_token.tuna_25")
    final = score_now(s)
    assert final["breakdown"][0]["token_yen"] == 2500


def test_unsold_barrels_on_a_harbor_are_worth_nothing() -> None:
    s = new_game(3)
    eel = s.table.zones[Z.market("eel", "barrels")].ids[-1:]
    arrange(s, [(list(eel), Z.sale(0, "c5", "top"))])
    final = score_now(s)
    assert final["breakdown"][0]["resources"] == 0


def test_a_projection_scores_the_table_as_it_stands_and_changes_nothing() -> None:
    """Free mode's "score the table": the same breakdown as ending now, with the table, history and redo kept."""
    s = new_game(4, EXAMPLE_MARKETS + ",bank")
    loans = list(s.table.zones[Z.market("bank", "loans")].ids)
    stocks = list(s.table.zones[Z.market("bank", "stocks")].ids)
    arrange(s, [(loans[:1], Z.bank_tokens(0)), (stocks[:1], Z.bank_tokens(2))], pay={0: 1000})
    give_tokens(s, 1, "mackerel", 3)
    give_tokens(s, 3, "mackerel", 1)
    s.table.undo()  # something to redo: a projection must not clear it
    before, done, undone = s.table.state_hash(), len(s.table.done), len(s.table.undone)
    projected = s.game.projected_score(s.table)
    assert (s.table.state_hash(), len(s.table.done), len(s.table.undone)) == (before, done, undone)
    assert "final" not in s.table.vars and money(s, 0) == 1000
    assert projected == score_now(s), "the projection is the scoring itself"
    assert projected["breakdown"][0]["loan_repayment"] == -500 and projected["breakdown"][2]["dividend"] == 500
