"""G11 Vending Machine Poker: hands, payments, buying, throwing, the call, eliminations, the recorded machine."""

from __future__ import annotations

from typing import Any

import pytest

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.jidohanbaiki import g11_rules as rules
from tsukiji_table.games.jidohanbaiki import machine
from tsukiji_table.games.jidohanbaiki.drinks import in_zone
from tsukiji_table.games.session import Session
from tsukiji_table.rulesdata import load_rules
from tsukiji_table.text import set_language

from .recorded import assert_never_simulated_again

R = {"stubby_can": 1, "short_can": 2, "long_can": 3, "square_bottle": 4, "not_longest_bottle": 5, "longest_bottle": 6}
C = {"black": 0, "white": 1, "mint": 2, "blue": 3, "red": 4, "purple": 5}


def cards(*names: str) -> list[tuple[int, int]]:
    out = []
    for n in names:
        colour, _, shape = n.partition(":")
        out.append((C[colour], R[shape]))
    return out


def hand(*names: str) -> str:
    return rules.evaluate(cards(*names)).name


# ------------------------------------------------------------------ hands


def test_five_of_a_kind_beats_a_straight_flush() -> None:
    five = rules.evaluate(cards("black:short_can", "white:short_can", "mint:short_can", "blue:short_can", "red:short_can"))
    flush = rules.evaluate(cards("red:short_can", "red:long_can", "red:square_bottle", "red:not_longest_bottle", "red:longest_bottle"))
    assert five.name == "five_of_a_kind" and flush.name == "straight_flush" and five > flush


def test_colours_are_suits_and_shapes_rank_in_length_order() -> None:
    assert hand("red:stubby_can", "red:short_can", "red:long_can", "red:square_bottle", "red:longest_bottle") == "flush"
    assert hand("red:stubby_can", "blue:short_can", "red:long_can", "red:square_bottle", "red:not_longest_bottle") == "straight"
    low = rules.evaluate(cards("red:stubby_can", "blue:short_can", "red:long_can", "red:square_bottle", "red:not_longest_bottle"))
    high = rules.evaluate(cards("red:short_can", "blue:long_can", "red:square_bottle", "red:not_longest_bottle", "white:longest_bottle"))
    assert high > low  # the longest bottle ranks highest, the stubby can lowest


def test_there_is_no_wrap_around_straight() -> None:
    assert hand("red:not_longest_bottle", "blue:longest_bottle", "red:stubby_can", "red:short_can", "white:long_can") == "high_card"


def test_the_standard_order_below_five_of_a_kind() -> None:
    examples = [
        ("straight_flush", ("blue:stubby_can", "blue:short_can", "blue:long_can", "blue:square_bottle", "blue:not_longest_bottle")),
        ("four_of_a_kind", ("black:long_can", "white:long_can", "mint:long_can", "blue:long_can", "red:stubby_can")),
        ("full_house", ("black:long_can", "white:long_can", "mint:long_can", "blue:short_can", "red:short_can")),
        ("flush", ("mint:stubby_can", "mint:short_can", "mint:long_can", "mint:square_bottle", "mint:longest_bottle")),
        ("straight", ("mint:short_can", "red:long_can", "mint:square_bottle", "mint:not_longest_bottle", "mint:longest_bottle")),
        ("three_of_a_kind", ("black:long_can", "white:long_can", "mint:long_can", "blue:short_can", "red:stubby_can")),
        ("two_pair", ("black:long_can", "white:long_can", "mint:short_can", "blue:short_can", "red:stubby_can")),
        ("one_pair", ("black:long_can", "white:long_can", "mint:short_can", "blue:square_bottle", "red:stubby_can")),
        ("high_card", ("black:long_can", "white:longest_bottle", "mint:short_can", "blue:square_bottle", "red:stubby_can")),
    ]
    values = [rules.evaluate(cards(*names)) for _, names in examples]
    assert [v.name for v in values] == [name for name, _ in examples]
    assert values == sorted(values, reverse=True)


def test_the_hands_in_the_rules_data_are_those_the_referee_ranks() -> None:
    assert tuple(load_rules("jidohanbaiki").file("g11.yaml")["hands"]) == rules.HANDS


def test_a_crate_of_six_shows_its_best_five_and_keeps_the_best_spare() -> None:
    six = cards("black:long_can", "white:long_can", "mint:long_can", "blue:long_can", "red:long_can", "red:stubby_can")
    value, shown = rules.best_hand(six)
    assert value.name == "five_of_a_kind" and (C["red"], R["stubby_can"]) not in shown
    pairs = cards("black:long_can", "white:long_can", "mint:short_can", "blue:stubby_can", "red:stubby_can", "red:square_bottle")
    value, shown = rules.best_hand(pairs)
    assert value.name == "two_pair" and (C["mint"], R["short_can"]) not in shown  # the square bottle is the better kicker


def test_fewer_than_five_drinks_make_only_sets_and_lose_to_the_same_hand_with_more_kickers() -> None:
    four = rules.evaluate(cards("red:long_can", "red:square_bottle", "red:not_longest_bottle", "red:longest_bottle"))
    assert four.name == "high_card"
    assert rules.evaluate(cards("red:long_can", "blue:long_can", "white:stubby_can")) < rules.evaluate(
        cards("red:long_can", "blue:long_can", "white:stubby_can", "mint:short_can")
    )
    assert rules.evaluate([]) < rules.evaluate(cards("red:stubby_can"))


def test_a_tie_splits_the_pot_as_evenly_as_coins_allow_and_the_rest_stays() -> None:
    assert rules.split_pot(700, 2) == (300, 100)
    assert rules.split_pot(900, 3) == (300, 0)
    assert rules.split_pot(1000, 3) == (300, 100)


def test_the_pot_gives_no_change_so_a_buyer_overpays_as_little_as_possible() -> None:
    assert rules.coins_to_pay({1000: 1, 500: 2, 100: 3}, 200) == {100: 2}
    assert rules.coins_to_pay({1000: 1, 500: 2}, 200) == {500: 1}
    assert rules.coins_to_pay({1000: 1, 500: 1, 100: 1}, 700) == {1000: 1}  # 500 + 100 is short; 1,000 overpays least
    assert rules.coins_to_pay({100: 1}, 200) is None


# ------------------------------------------------------------------ the referee


def new(players: int = 2, seed: int = 5) -> Session:
    return Session.new("jido:g11", players, seed, {})


def turn(session: Session) -> int:
    return int(session.table.vars["turn"])


def test_each_player_starts_with_2300_and_an_empty_crate() -> None:
    s = new(4)
    assert [s.table.money(f"p{k}.money") for k in range(4)] == [2300] * 4
    assert s.table.zones["p0.money"].coins == {1000: 1, 500: 2, 100: 3}
    assert all(not s.table.zones[f"p{k}.crate"].ids for k in range(4))
    assert len(in_zone(s.table, "supply")) == 36


def test_buying_pays_cans_100_and_bottles_200_into_the_pot() -> None:
    s = new()
    seat = turn(s)
    s.play(seat, {"action": "buy", "drinks": ["red:short_can", "blue:longest_bottle"]})
    assert s.table.money("pot") == 300
    assert s.table.money(f"p{seat}.money") == 2000


def test_no_more_drinks_than_the_crate_has_empty_spots(monkeypatch: pytest.MonkeyPatch) -> None:
    s = new()
    first = turn(s)
    _machine_gives_back(monkeypatch)
    s.play(first, {"action": "buy", "drinks": ["red:stubby_can", "blue:stubby_can", "white:stubby_can", "black:stubby_can"]})
    s.play(first, {"action": "end_turn"})
    s.play(turn(s), {"action": "buy", "drinks": ["mint:stubby_can"]})
    s.play(turn(s), {"action": "end_turn"})
    with pytest.raises(IllegalAction, match="room for 2 more"):
        s.play(first, {"action": "buy", "drinks": ["red:short_can", "blue:short_can", "white:short_can"]})


def test_drinks_inside_the_machine_are_not_for_sale(monkeypatch: pytest.MonkeyPatch) -> None:
    s = new()
    seat = turn(s)
    _machine_keeps_everything(monkeypatch)
    s.play(seat, {"action": "buy", "drinks": ["red:short_can"]})
    assert in_zone(s.table, "tower.inside") == ["red:short_can"]
    s.play(seat, {"action": "end_turn"})
    with pytest.raises(IllegalAction, match="not for sale"):
        s.play(turn(s), {"action": "buy", "drinks": ["red:short_can"]})


def test_a_buy_is_inserted_one_drink_at_a_time() -> None:
    s = new()
    seat = turn(s)
    s.play(seat, {"action": "buy", "drinks": ["red:short_can", "blue:long_can"]})
    assert s.table.vars["tower.last"]["mode"] == "sequential"


def test_after_buying_the_turn_can_only_end() -> None:
    s = new()
    seat = turn(s)
    s.play(seat, {"action": "buy", "drinks": ["red:short_can"]})
    kinds = {a["action"] for a in s.game.legal_actions(s.table, seat)}
    assert kinds == {"end_turn"}
    with pytest.raises(IllegalAction, match="already bought"):
        s.play(seat, {"action": "buy", "drinks": ["blue:short_can"]})


def test_only_drinks_in_the_crate_when_the_turn_began_may_be_thrown() -> None:
    s = Session.new("jido:g11", 2, 0, {})
    s.play(0, {"action": "buy", "drinks": ["red:short_can"]})
    s.play(0, {"action": "end_turn"})
    s.play(1, {"action": "buy", "drinks": ["blue:short_can"]})
    s.play(1, {"action": "end_turn"})
    assert s.table.vars["throwable"] == ["red:short_can"]
    throws = [a for a in s.game.legal_actions(s.table, 0) if a["action"] == "throw"]
    assert throws and {a["drink"] for a in throws} == {"red:short_can"}
    with pytest.raises(IllegalAction, match="not in your crate"):
        s.play(0, {**throws[0], "drink": "blue:short_can"})


def test_a_throw_from_closer_than_the_hand_allows_is_refused_with_a_reason_in_both_languages() -> None:
    s = Session.new("jido:g11", 2, 0, {})
    s.play(0, {"action": "buy", "drinks": ["red:short_can"]})
    s.play(0, {"action": "end_turn"})
    s.play(1, {"action": "buy", "drinks": ["blue:short_can"]})
    s.play(1, {"action": "end_turn"})
    bad = {"action": "throw", "drink": "red:short_can", "distance": 0.01, "height": 0.3, "angle": 45.0, "speed": 3.0}
    why = s.game.check(s.table, 0, bad)
    assert why is not None
    assert "hand" in why.render("en")
    assert "手" in why.render("ja")


def test_six_drinks_at_the_end_of_a_turn_must_call(monkeypatch: pytest.MonkeyPatch) -> None:
    s = new()
    seat = turn(s)
    _machine_gives_back(monkeypatch)
    s.play(seat, {"action": "buy", "drinks": [f"{c}:stubby_can" for c in C]})
    assert len(in_zone(s.table, f"p{seat}.crate")) == 6
    with pytest.raises(IllegalAction, match="must call"):
        s.play(seat, {"action": "end_turn", "call": False})
    s.play(seat, {"action": "end_turn", "call": True})
    assert s.table.vars["caller"] == seat


def test_after_a_call_every_other_player_has_one_more_turn_then_the_hands_are_shown(monkeypatch: pytest.MonkeyPatch) -> None:
    s = new(3, seed=5)
    _machine_gives_back(monkeypatch)
    order = []
    first = turn(s)
    s.play(first, {"action": "buy", "drinks": ["red:short_can"]})
    s.play(first, {"action": "end_turn", "call": True})
    for _ in range(2):
        seat = turn(s)
        order.append(seat)
        s.play(seat, {"action": "buy", "drinks": [f"{['white', 'blue'][len(order) - 1]}:long_can"]})
        s.play(seat, {"action": "end_turn"})
    assert order == [(first + 1) % 3, (first + 2) % 3]
    assert s.table.vars["round"] == 2 and s.table.vars["showdown"]["round"] == 1
    assert turn(s) == (first + 1) % 3  # the next round starts left of the caller


def test_the_log_names_who_begins_the_next_round_also_when_it_is_the_player_who_just_moved(monkeypatch: pytest.MonkeyPatch) -> None:
    s = new(2, seed=5)
    _machine_gives_back(monkeypatch)
    first = turn(s)
    s.play(first, {"action": "buy", "drinks": ["red:short_can"]})
    s.play(first, {"action": "end_turn", "call": True})
    other = turn(s)
    s.play(other, {"action": "buy", "drinks": ["blue:short_can"]})
    s.play(other, {"action": "end_turn"})
    assert turn(s) == other  # left of the caller: the player whose turn just ended
    names = {first: "Aiko", other: "Ben"}
    lines = [m.render("en", seat_name=lambda k: names[k]) for m in s.game.describe(s.table, s.table.done[-1], None)]
    assert "Round 2 begins with Ben" in lines


def test_the_machine_is_emptied_into_the_supply_at_the_end_of_a_round(monkeypatch: pytest.MonkeyPatch) -> None:
    s = new(2, seed=5)
    first = turn(s)
    _machine_keeps_everything(monkeypatch)
    s.play(first, {"action": "buy", "drinks": ["red:short_can"]})
    s.play(first, {"action": "end_turn", "call": True})
    other = turn(s)
    s.play(other, {"action": "buy", "drinks": ["blue:short_can"]})
    s.play(other, {"action": "end_turn"})
    assert not s.table.zones["tower.inside"].ids
    assert "red:short_can" in in_zone(s.table, "supply") and s.table.vars["showdown"]["emptied"] == ["red:short_can", "blue:short_can"]


def test_a_player_who_can_neither_buy_nor_throw_is_out(monkeypatch: pytest.MonkeyPatch) -> None:
    s = new(3, seed=5)
    first = turn(s)
    victim = (first + 1) % 3
    with s.table.begin("the victim spends everything elsewhere") as tx:
        tx.pay(f"p{victim}.money", "bank", 2300, bank="bank")
    _machine_gives_back(monkeypatch)
    s.play(first, {"action": "buy", "drinks": ["red:short_can"]})
    s.play(first, {"action": "end_turn"})
    assert victim in s.table.vars["out"] and turn(s) == (first + 2) % 3


def test_more_drinks_out_than_the_crate_holds_are_chosen_by_the_player(monkeypatch: pytest.MonkeyPatch) -> None:
    s = new(2, seed=5)
    first = turn(s)
    jammed = ["purple:longest_bottle", "purple:long_can"]
    _machine_keeps_everything(monkeypatch)
    s.play(first, {"action": "buy", "drinks": jammed})
    s.play(first, {"action": "end_turn"})
    seat = turn(s)
    five = [f"{c}:stubby_can" for c in list(C)[:5]]
    _machine_gives_back(monkeypatch, extra=jammed)  # the jammed pair is pushed out with them: seven for six spots
    s.play(seat, {"action": "buy", "drinks": five})
    assert s.table.vars["phase"] == "keep" and sorted(in_zone(s.table, f"p{seat}.caught")) == sorted(five + jammed)
    keeps = list(s.game.legal_actions(s.table, seat))
    assert keeps and all(len(a["drinks"]) == 6 for a in keeps)
    kept = five[:4] + jammed
    s.play(seat, {"action": "keep", "drinks": kept})
    assert sorted(in_zone(s.table, f"p{seat}.crate")) == sorted(kept)
    assert five[4] in in_zone(s.table, "supply") and s.table.vars["phase"] == "turn"


def test_the_machine_runs_once_undo_and_replay_never_simulate_again(monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> None:
    s = new(2, seed=5)
    seat = turn(s)
    s.play(seat, {"action": "buy", "drinks": ["red:short_can", "blue:longest_bottle"]})
    assert_never_simulated_again(s, monkeypatch, machine, "simulate", "machine")


def test_every_refusal_of_the_game_reads_in_japanese() -> None:
    s = new()
    seat = turn(s)
    set_language("ja")
    try:
        with pytest.raises(IllegalAction) as err:
            s.play(seat, {"action": "end_turn"})
        assert "購入" in str(err.value)
    finally:
        set_language("en")


# ------------------------------------------------------------------ helpers: a machine that does what a test needs


def _answer(out: list[str], jammed: list[str] | None = None) -> dict[str, Any]:
    from tsukiji_table.physics import TowerState

    return {
        "mode": "single",
        "seed": 0,
        "inserted": out,
        "out": [{"drink": d, "order": k + 1, "distance": 0.1} for k, d in enumerate(out)],
        "exits": [{"drink": d, "order": k + 1, "distance": 0.1, "was_jammed": False, "released": False, "at_exit": False} for k, d in enumerate(out)],
        "jammed": jammed or [],
        "not_entered": [],
        "state": TowerState().to_json(),
        "hash": "",
    }


def _machine_gives_back(monkeypatch: pytest.MonkeyPatch, extra: list[str] | None = None) -> None:
    """Every drink put in comes straight out (and ``extra`` with them, as if pushed out)."""

    def fake(state: Any, drinks: list[str], mode: str, seed: int, aim: Any = None, **kw: Any) -> dict[str, Any]:
        answer = _answer(list(drinks) + (extra or []))
        answer["mode"] = mode
        answer["inserted"] = list(drinks)
        return answer

    monkeypatch.setattr(machine, "simulate", fake)


def _machine_keeps_everything(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every drink put in jams; returns the list of drinks kept inside (filled as it goes)."""
    from tsukiji_table.physics import DrinkPose, TowerState

    kept: list[str] = []

    def fake(state: Any, drinks: list[str], mode: str, seed: int, aim: Any = None, **kw: Any) -> dict[str, Any]:
        kept.extend(drinks)
        inside = TowerState.from_json(state).inside if state else ()
        poses = list(inside) + [DrinkPose(d, 0.05 + 0.001 * k, 0.2, 0.0, 0.0, 0.0, 0.0) for k, d in enumerate(drinks)]
        answer = _answer([], jammed=list(drinks))
        answer.update({"mode": mode, "inserted": list(drinks), "out": [], "exits": [], "state": TowerState(tuple(poses)).to_json()})
        return answer

    monkeypatch.setattr(machine, "simulate", fake)
    return kept
