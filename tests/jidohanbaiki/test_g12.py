"""G12 Colour vs Shape: the split of the drinks, the turns, the 500 actions, passing, the crates and the cards."""

from __future__ import annotations

import pytest

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.jidohanbaiki import g12_rules as rules
from tsukiji_table.games.jidohanbaiki.drinks import in_zone
from tsukiji_table.games.session import Session

COLOURS = ("black", "white", "mint", "blue", "red", "purple")
SHAPES = ("stubby_can", "short_can", "long_can", "square_bottle", "not_longest_bottle", "longest_bottle")


def new(seed: int = 47) -> Session:
    return Session.new("jido:g12", 2, seed, {})


def drinks_everywhere(s: Session) -> list[str]:
    return [d for z in s.table.zones if z != "box" for d in in_zone(s.table, z)]


# ------------------------------------------------------------------ the pure rules


def test_each_side_gets_three_drinks_of_each_of_its_kinds_and_the_36_are_split() -> None:
    colour_side, shape_side = rules.split(COLOURS, SHAPES)
    assert len(colour_side) == len(shape_side) == 18 and not set(colour_side) & set(shape_side)
    assert all(sum(1 for d in colour_side if d.startswith(f"{c}:")) == 3 for c in COLOURS)
    assert all(sum(1 for d in shape_side if d.endswith(f":{s}")) == 3 for s in SHAPES)


def test_a_card_scores_its_crates_value_per_drink_of_its_kind_only() -> None:
    placed = [[], [], ["purple:short_can", "purple:long_can", "red:long_can"], [], [], []]
    assert rules.points(["x", "x", "purple", "x", "x", "x"], placed, 0, [100, 200, 300, 400, 500, 600])[2] == 600


def test_a_crate_goes_to_whoever_placed_more_and_to_nobody_on_a_tie() -> None:
    assert (rules.crate_owner((3, 2)), rules.crate_owner((0, 1)), rules.crate_owner((2, 2))) == (0, 1, None)


# ------------------------------------------------------------------ the referee


def test_the_colour_player_holds_three_of_each_colour_and_2000_in_500_coins() -> None:
    s = new()
    supply = in_zone(s.table, "p0.supply")
    assert sorted({d.split(":")[0] for d in supply}) == sorted(COLOURS) and len(supply) == 18
    assert s.table.money("p0.money") == s.table.money("p1.money") == 2000
    assert [s.table.money(f"value.{k}") for k in range(6)] == [100, 200, 300, 400, 500, 600]


def test_the_turns_alternate_until_one_passes_then_the_other_plays_alone() -> None:
    s = new()
    s.play(0, {"action": "place", "drink": "purple:short_can", "card": 2})
    assert s.game.to_move(s.table) == [1]
    s.play(1, {"action": "pass"})
    assert s.game.to_move(s.table) == [0]
    s.play(0, {"action": "place", "drink": "purple:stubby_can", "card": 2})
    assert s.game.to_move(s.table) == [0]


def test_passing_discards_the_drinks_left_in_your_supply() -> None:
    s = new()
    s.play(0, {"action": "pass"})
    assert not s.table.zones["p0.supply"].ids and len(in_zone(s.table, "discard")) == 18


def test_a_drink_not_in_your_supply_is_refused_in_words() -> None:
    s = new()
    with pytest.raises(IllegalAction, match="not in your supply"):
        s.play(0, {"action": "place", "drink": "blue:long_can", "card": 0})  # the shape player's drink


def test_taking_back_costs_500_and_returns_the_cards_drinks_to_the_supply() -> None:
    s = new()
    s.play(0, {"action": "place", "drink": "purple:short_can", "card": 2})
    s.play(1, {"action": "place", "drink": "blue:long_can", "card": 0})
    s.play(0, {"action": "take_back", "card": 2})
    assert "purple:short_can" in in_zone(s.table, "p0.supply") and s.table.money("p0.money") == 1500


def test_the_500_actions_need_a_500_coin_and_drinks_on_the_card() -> None:
    s = new()
    with pytest.raises(IllegalAction, match="no drinks on"):
        s.play(0, {"action": "insert", "card": 0})
    for _ in range(4):
        s.play(0, {"action": "place", "drink": in_zone(s.table, "p0.supply")[0], "card": 0})
        s.play(1, {"action": "place", "drink": in_zone(s.table, "p1.supply")[0], "card": 3})
    for _ in range(4):
        s.play(0, {"action": "take_back", "card": 0})
        s.play(1, {"action": "place", "drink": in_zone(s.table, "p1.supply")[0], "card": 3})
        s.play(0, {"action": "place", "drink": in_zone(s.table, "p0.supply")[0], "card": 0})
        s.play(1, {"action": "place", "drink": in_zone(s.table, "p1.supply")[0], "card": 4})
    assert s.table.money("p0.money") == 0
    with pytest.raises(IllegalAction, match="500 coin"):
        s.play(0, {"action": "take_back", "card": 0})


def test_an_insertion_runs_the_machine_once_and_undo_does_not_run_it_again(monkeypatch: pytest.MonkeyPatch) -> None:
    s = new(5)
    for _ in range(3):
        s.play(0, {"action": "place", "drink": in_zone(s.table, "p0.supply")[0], "card": 4})
        s.play(1, {"action": "place", "drink": in_zone(s.table, "p1.supply")[0], "card": 1})
    s.play(0, {"action": "insert", "card": 1})
    after = sorted(drinks_everywhere(s))
    assert len(after) == 36 and not s.table.zones["tower.inside"].ids

    import tsukiji_table.games.jidohanbaiki.machine as machine

    monkeypatch.setattr(machine, "simulate", lambda *a, **k: pytest.fail("the machine ran again"))
    s.table.undo()
    s.table.redo()
    assert sorted(drinks_everywhere(s)) == after


def test_a_crate_with_more_than_six_drinks_waits_for_its_owner_to_discard_down_to_six() -> None:
    s = new()
    for _ in range(5):
        s.play(0, {"action": "place", "drink": in_zone(s.table, "p0.supply")[0], "card": 0})
        s.play(1, {"action": "place", "drink": in_zone(s.table, "p1.supply")[0], "card": 0})
    s.play(0, {"action": "place", "drink": in_zone(s.table, "p0.supply")[0], "card": 0})
    s.play(1, {"action": "pass"})
    s.play(0, {"action": "pass"})
    assert s.table.vars["phase"] == "trim" and s.game.to_move(s.table) == [0]
    waiting = in_zone(s.table, "on.0.0") + in_zone(s.table, "on.1.0")
    assert len(waiting) == 11
    with pytest.raises(IllegalAction, match="not in the 100 crate"):
        s.play(0, {"action": "discard", "drink": in_zone(s.table, "discard")[0]})
    for d in waiting[:5]:
        s.play(0, {"action": "discard", "drink": d})
    assert s.game.is_over(s.table)
    assert sorted(in_zone(s.table, "crate.0")) == sorted(waiting[5:])
