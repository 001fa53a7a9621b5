"""G19 Jasmine Tea: the blind bid, the three actions, the bet limit, the round's insertion and payout, the end."""

from __future__ import annotations

from typing import Any

import pytest

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.furniture import money_on
from tsukiji_table.games.jidohanbaiki import g19_rules as rules
from tsukiji_table.games.jidohanbaiki import machine
from tsukiji_table.games.jidohanbaiki.drinks import in_zone
from tsukiji_table.games.selfplay import play_game
from tsukiji_table.games.session import Session
from tsukiji_table.physics import TowerState
from tsukiji_table.rulesdata import load_rules
from tsukiji_table.table import SetVar, view


def new(players: int = 2, seed: int = 3) -> Session:
    return Session.new("jido:g19", players, seed, {})


def bid_all(s: Session, amounts: list[int]) -> None:
    for seat, amount in enumerate(amounts):
        if seat in s.game.to_move(s.table):
            s.play(seat, {"action": "bid", "amount": amount})


def mover(s: Session) -> int:
    return s.game.to_move(s.table)[0]


def money(s: Session) -> list[int]:
    return [s.table.money(f"p{k}.money") for k in range(s.table.players)]


def fake_machine(monkeypatch: pytest.MonkeyPatch, out: list[str] | None = None, jam: list[str] | None = None) -> None:
    """The machine lets out ``out`` (default: every drink put in) and keeps ``jam`` inside."""

    def fake(state: Any, drinks: list[str], mode: str, seed: int, aim: Any = None, **kw: Any) -> dict[str, Any]:
        assert mode == "batch"
        let_out = [d for d in drinks if (out is None or d in out) and d not in (jam or [])]
        exits = [{"drink": d, "order": k + 1, "distance": 0.1, "was_jammed": False, "released": False, "at_exit": False} for k, d in enumerate(let_out)]
        stuck = [d for d in drinks if d not in let_out]
        return {
            "mode": mode,
            "seed": seed,
            "inserted": list(drinks),
            "out": [{"drink": e["drink"], "order": e["order"], "distance": 0.1} for e in exits],
            "exits": exits,
            "jammed": stuck,
            "not_entered": [],
            "state": TowerState().to_json(),
            "hash": "",
        }

    monkeypatch.setattr(machine, "simulate", fake)


def one_turn(s: Session) -> None:
    """One turn: a drink (the first in the supply), or, with the supply empty, whatever comes first; then done."""
    seat = mover(s)
    if s.table.zones["supply"].ids:
        s.play(seat, {"action": "buy_drink", "drink": in_zone(s.table, "supply")[0]})
    else:
        s.play(seat, next(iter(s.game.legal_actions(s.table, seat))))
    if s.table.vars["phase"] == "turns" and s.table.vars["doing"] in ("bet", "drinks"):
        s.play(seat, {"action": "done"})


def finish_round_with_drinks(s: Session) -> None:
    """Every remaining turn of the round buys one drink and ends."""
    while s.table.vars["phase"] == "turns":
        one_turn(s)


# ------------------------------------------------------------------ the pure rules


def test_one_two_three_drinks_in_a_turn_cost_100_400_900() -> None:
    prices = [100, 400, 900]
    steps = [rules.drink_step_price(prices, k) for k in range(3)]
    assert steps == [100, 300, 500] and [sum(steps[: k + 1]) for k in range(3)] == prices


def test_the_bet_limit_is_200_plus_200_per_owned_card() -> None:
    assert [rules.bet_limit(200, 200, n) for n in range(3)] == [200, 400, 600]  # 2枚所有している場合、最大600円まで


def test_rounds_are_5_for_two_4_for_three_or_four_3_for_five_or_six() -> None:
    table = load_rules("jidohanbaiki").file("g19.yaml")["rounds"]
    assert [rules.rounds_for(n, table) for n in range(2, 7)] == [5, 4, 4, 3, 3]


def test_least_money_tie_goes_to_the_earliest_in_turn_order() -> None:
    assert rules.least_money([500, 300, 300, 900], start=2) == 2
    assert rules.least_money([500, 300, 300, 900], start=0) == 1
    assert rules.least_money([100, 300, 300, 100], start=1) == 3


def test_a_bet_without_a_matching_drink_loses_its_stake_to_the_bank() -> None:
    pay = rules.settle({"red": {0: 200}}, {}, ["blue:short_can"], 3)
    assert pay.won == {} and pay.to_bank == 200 and pay.hits == {"red": 0}


def test_a_winning_bet_is_paid_three_to_one_and_its_stake_still_goes() -> None:
    pay = rules.settle({"short_can": {1: 100}}, {}, ["blue:short_can", "red:short_can"], 3)
    assert pay.won == {1: 300} and pay.to_bank == 100


def test_the_end_payout_is_200_per_matching_drink_in_the_box() -> None:
    assert rules.end_payout(["blue", "long_can"], ["blue:short_can", "blue:long_can", "red:stubby_can"], 200) == {"blue": 400, "long_can": 200}


# ------------------------------------------------------------------ the blind bid


def test_each_player_starts_with_2000_and_the_twelve_cards_lie_in_the_centre() -> None:
    s = new(4)
    assert money(s) == [2000] * 4
    assert len(s.table.zones["cards"].ids) == 12 and len(s.table.zones["supply"].ids) == 36


def test_a_blind_bid_is_seen_by_its_bidder_alone_until_every_bid_is_in() -> None:
    s = new(3)
    s.play(1, {"action": "bid", "amount": 300})
    for seat in range(3):
        assert ("secret.1.bid" in view(s.table, seat).vars) == (seat == 1)
    assert all("300" not in m.render() for tx in s.table.done for m in s.game.describe(s.table, tx, None))
    assert money(s) == [2000] * 3  # nothing is paid until the bids are opened


def test_only_the_winner_pays_the_bid_and_starts() -> None:
    s = new(3)
    bid_all(s, [200, 500, 100])
    assert money(s) == [2000, 1500, 2000]
    assert s.table.vars["start"] == 1 and mover(s) == 1
    assert not any(name.startswith("secret.") for name in s.table.vars)


def test_tied_top_bidders_take_their_money_back_and_bid_again() -> None:
    s = new(3)
    bid_all(s, [400, 400, 100])
    assert s.table.vars["phase"] == "bid" and s.game.to_move(s.table) == [0, 1]
    assert money(s) == [2000] * 3
    bid_all(s, [0, 100])
    assert s.table.vars["start"] == 1 and money(s) == [2000, 1900, 2000]


def test_three_tied_re_bids_in_a_row_end_with_a_lot_among_the_tied() -> None:
    s = new(3)
    bid_all(s, [300, 300, 0])
    for _ in range(3):  # the rulebook re-bids until someone wins; a lot after three tied re-bids (assumed)
        assert s.table.vars["phase"] == "bid" and s.game.to_move(s.table) == [0, 1]
        bid_all(s, [200, 200])
    start = s.table.vars["start"]
    assert s.table.vars["phase"] == "turns" and start in (0, 1)
    assert money(s) == [1800 if k == start else 2000 for k in range(3)]


# ------------------------------------------------------------------ the actions


def test_buying_a_stock_costs_500_and_the_card_is_yours() -> None:
    s = new()
    bid_all(s, [0, 100])
    s.play(1, {"action": "buy_stock", "card": "red"})
    assert money(s)[1] == 1400 and s.table.zones["p1.stocks"].ids == ["stock_card.red"]
    assert mover(s) == 0  # one action a turn, then to the left


def test_a_card_with_bets_on_it_cannot_be_bought() -> None:
    s = new()
    bid_all(s, [0, 100])
    s.play(1, {"action": "bet", "card": "red", "amount": 100})
    s.play(1, {"action": "done"})
    with pytest.raises(IllegalAction, match="bets on it"):
        s.play(0, {"action": "buy_stock", "card": "red"})


def test_bets_are_limited_per_round_to_200_plus_200_per_owned_card() -> None:
    s = new()
    bid_all(s, [0, 100])
    s.play(1, {"action": "bet", "card": "red", "amount": 100})
    s.play(1, {"action": "bet", "card": "short_can", "amount": 100})  # split across cards in one action
    assert s.table.money(money_on("stock_card.red", 1)) == 100 and s.table.money(money_on("stock_card.short_can", 1)) == 100
    assert mover(s) == 0  # the limit is spent: the turn ended by itself
    s.play(0, {"action": "buy_stock", "card": "blue"})
    with pytest.raises(IllegalAction, match="at most 200"):
        s.play(1, {"action": "bet", "card": "mint", "amount": 100})  # a second turn, the same round's limit
    s.play(1, {"action": "buy_drink", "drink": "red:short_can"})
    s.play(1, {"action": "done"})
    s.play(0, {"action": "bet", "card": "blue", "amount": 400})  # one card owned: 400
    assert s.table.money(money_on("stock_card.blue", 0)) == 400


def test_a_fourth_drink_in_a_turn_is_never_bought_the_turn_ends_after_three() -> None:
    s = new()
    bid_all(s, [500, 0])  # 1,500 left: a 1,000 note and five 100s, so the third drink is paid with change
    for d in ("red:short_can", "red:long_can", "red:stubby_can"):
        s.play(0, {"action": "buy_drink", "drink": d})
    assert money(s)[0] == 1500 - 900 and mover(s) == 1
    lines = [m.render() for tx in s.table.done[-3:] for m in s.game.describe(s.table, tx, None)]
    assert [line.rsplit("(", 1)[1] for line in lines if "buys" in line] == ["100)", "300)", "500)"]  # what each drink added, change given back
    assert in_zone(s.table, "bought") == ["red:short_can", "red:long_can", "red:stubby_can"]


def test_a_turn_of_bets_cannot_turn_into_a_drink_purchase() -> None:
    s = new()
    bid_all(s, [100, 0])
    s.play(0, {"action": "bet", "card": "red", "amount": 100})
    with pytest.raises(IllegalAction, match="bets first"):
        s.play(0, {"action": "buy_drink", "drink": "red:short_can"})


def test_passing_is_refused_while_something_can_be_done() -> None:
    s = new()
    bid_all(s, [100, 0])
    with pytest.raises(IllegalAction, match="passing is only"):
        s.play(0, {"action": "pass"})


def test_three_actions_each_then_two_in_the_last_round(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_machine(monkeypatch)
    s = new(6)  # three rounds
    bid_all(s, [0, 0, 100, 0, 0, 0])
    for rnd, turns in ((1, 18), (2, 18), (3, 12)):
        assert s.table.vars["round"] == rnd
        n = 0
        while s.table.vars["phase"] == "turns":
            one_turn(s)
            n += 1
        assert n == turns
        s.play(mover(s), {"action": "insert"})
    assert s.game.is_over(s.table)


# ------------------------------------------------------------------ the round's end


def test_only_the_player_with_the_least_money_inserts(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_machine(monkeypatch)
    s = new(3)
    bid_all(s, [0, 300, 0])
    finish_round_with_drinks(s)
    poorest = min(range(3), key=lambda k: (money(s)[k], (k - 1) % 3))
    assert s.game.to_move(s.table) == [poorest]
    for other in set(range(3)) - {poorest}:
        with pytest.raises(IllegalAction):
            s.play(other, {"action": "insert"})
    s.play(poorest, {"action": "insert"})
    assert s.table.vars["round"] == 2


def test_the_rounds_purchases_go_into_the_machine_at_once_and_what_came_out_into_the_box(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_machine(monkeypatch, jam=["black:stubby_can"])
    s = new()
    bid_all(s, [100, 0])
    finish_round_with_drinks(s)
    bought = in_zone(s.table, "bought")
    s.play(mover(s), {"action": "insert"})
    assert s.table.vars["tower.last"]["inserted"] == bought and s.table.vars["tower.last"]["mode"] == "batch"
    assert sorted(in_zone(s.table, "discards")) == sorted(d for d in bought if d != "black:stubby_can")
    assert in_zone(s.table, "tower.inside") == ["black:stubby_can"]  # jammed drinks stay in the machine (A48)
    assert not s.table.zones["bought"].ids


def test_a_drink_jammed_in_an_earlier_round_counts_in_the_round_it_comes_out() -> None:
    """Decision g19-a48-jams: jammed drinks stay in the machine; pushed out later, they count then and go into the box."""
    _, s = play_game("jido:g19", 2, 3, ["heuristic", "heuristic"])  # seed 3: the machine pushes out a jammed drink
    pushed_any = False
    for tx in s.table.done:
        if not (tx.action and tx.action.get("action") == "insert"):
            continue
        last = next(c.after for c in tx.commands if isinstance(c, SetVar) and c.name == "tower.last")
        result = next(c.after for c in tx.commands if isinstance(c, SetVar) and c.name == "result")
        earlier = [e["drink"] for e in last["exits"] if e.get("was_jammed")]
        pushed_any = pushed_any or bool(earlier)
        assert set(earlier) <= set(result["came"])
        assert set(last["jammed"]) == set(result["stayed"])
        assert not set(last["jammed"]) & set(result["came"])
    assert pushed_any
    assert not set(in_zone(s.table, "tower.inside")) & set(in_zone(s.table, "supply"))


def test_undoing_the_insertion_never_runs_the_machine_again(monkeypatch: pytest.MonkeyPatch) -> None:
    s = new()
    bid_all(s, [100, 0])
    finish_round_with_drinks(s)
    s.play(mover(s), {"action": "insert"})
    after = s.table.state_hash()

    def refuse(*args: Any, **kw: Any) -> dict[str, Any]:
        raise AssertionError("the machine ran again")

    monkeypatch.setattr(machine, "simulate", refuse)
    s.table.undo()
    s.table.redo()
    assert s.table.state_hash() == after


def test_the_game_ends_after_the_last_round_and_the_richest_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_machine(monkeypatch)
    s = new()
    bid_all(s, [100, 0])
    while not s.game.is_over(s.table):
        finish_round_with_drinks(s)
        s.play(mover(s), {"action": "insert"})
    score = s.game.score(s.table)
    assert score is not None and s.table.vars["round"] == 5
    best = max(score["scores"])
    assert score["winner"] == [k for k, v in enumerate(score["scores"]) if v == best]
