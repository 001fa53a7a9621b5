"""G13 Akihabara Melon Soda: the sets, the pot, taking it (A41), the three end conditions, the score (A42)."""

from __future__ import annotations

import pytest

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.jidohanbaiki import g13_rules as rules
from tsukiji_table.games.jidohanbaiki.drinks import in_zone
from tsukiji_table.games.session import Session
from tsukiji_table.physics.recording import tower_state

COLOURS = ("black", "white", "mint", "blue", "red", "purple")
SHAPES = ("stubby_can", "short_can", "long_can", "square_bottle", "not_longest_bottle", "longest_bottle")


def new(players: int = 2, seed: int = 3) -> Session:
    return Session.new("jido:g13", players, seed, {})


def mover(s: Session) -> int:
    return s.game.to_move(s.table)[0]


# ------------------------------------------------------------------ the pure rules


def test_six_sets_of_one_drink_per_colour_are_the_36_drinks_and_each_has_every_shape() -> None:
    groups = rules.sets(COLOURS, SHAPES)
    assert len({d for g in groups for d in g}) == 36
    for g in groups:
        assert sorted(d.split(":")[0] for d in g) == sorted(COLOURS) and sorted(d.split(":")[1] for d in g) == sorted(SHAPES)


def test_a_crate_counts_different_colours_plus_different_shapes_not_drinks() -> None:
    assert rules.kinds(["red:long_can", "red:short_can", "blue:long_can"]) == 2 + 2
    sc = rules.score(["red:long_can", "red:short_can", "blue:long_can"], stray=2, money=300, players=3)
    assert (sc.bonus, sc.empty, sc.stray, sc.total) == (4 * 3 * 100, 300, 200, 300 + 1200 - 300 - 200)


def test_the_three_end_conditions() -> None:
    assert rules.ending([True, True, False], [3, 2, 1], [100, 100, 100]) == "crates"
    assert rules.ending([True, False, False], [0, 2, 1], [0, 100, 100]) == "spent"
    assert rules.ending([False, False, False], [0, 0, 1], [100, 100, 100]) == "drinks"
    assert rules.ending([True, False, False], [0, 2, 1], [100, 0, 100]) is None


# ------------------------------------------------------------------ the referee


def test_each_player_starts_with_a_crate_one_drink_of_each_colour_and_1000() -> None:
    s = new(4)
    for p in range(4):
        supply = in_zone(s.table, f"p{p}.supply")
        assert sorted(d.split(":")[0] for d in supply) == sorted(COLOURS)
        assert s.table.money(f"p{p}.money") == 1000 and not s.table.zones[f"p{p}.crate"].ids


def test_play_passes_to_the_left() -> None:
    s = new(4)
    first = mover(s)
    s.play(first, {"action": "add_coin"})
    assert mover(s) == (first + 1) % 4


def test_an_empty_pot_cannot_be_taken() -> None:
    s = new()
    seat = mover(s)
    with pytest.raises(IllegalAction, match="pot is empty"):
        s.play(seat, {"action": "take", "drink": in_zone(s.table, f"p{seat}.supply")[0]})


def test_taking_the_pot_needs_a_drink_to_start_it_again() -> None:
    s = new()
    a = mover(s)
    s.play(a, {"action": "add_coin"})
    b = mover(s)
    for d in in_zone(s.table, f"p{b}.supply")[:-1]:
        s.play(b, {"action": "add", "drink": d})
        s.play(mover(s), {"action": "add_coin"})
    assert not any(x["action"] == "take" and x["drink"] not in in_zone(s.table, f"p{b}.supply") for x in s.game.legal_actions(s.table, b))
    with pytest.raises(IllegalAction, match="not in your supply"):
        s.play(b, {"action": "take", "drink": in_zone(s.table, "pot")[0]})


def test_without_money_no_100_goes_in() -> None:
    s = new(3)
    first = mover(s)
    while s.table.money(f"p{first}.money"):
        s.play(mover(s), {"action": "add_coin"})
    while mover(s) != first:
        s.play(mover(s), {"action": "add_coin"})
    with pytest.raises(IllegalAction, match="no 100 left"):
        s.play(first, {"action": "add_coin"})


def test_drinks_that_stay_inside_are_nobodys_until_a_later_insertion_and_undo_never_runs_the_machine_again(monkeypatch: pytest.MonkeyPatch) -> None:
    s = new(2, 5)
    for _ in range(6):
        seat = mover(s)
        if len(in_zone(s.table, f"p{seat}.supply")) > 3:
            s.play(seat, {"action": "add", "drink": in_zone(s.table, f"p{seat}.supply")[0]})
        else:
            s.play(seat, {"action": "add_coin"})
    seat = mover(s)
    s.play(seat, {"action": "take", "drink": in_zone(s.table, f"p{seat}.supply")[0]})
    inside = in_zone(s.table, "tower.inside")
    assert sorted(inside) == sorted(tower_state(s.table).all_ids())
    everywhere = [d for z in s.table.zones if z != "box" for d in in_zone(s.table, z)]
    assert len(everywhere) == len(set(everywhere)) == 12

    import tsukiji_table.games.jidohanbaiki.machine as machine

    monkeypatch.setattr(machine, "simulate", lambda *a, **k: pytest.fail("the machine ran again"))
    before = {z: list(s.table.zones[z].ids) for z in s.table.zones}
    s.table.undo()
    s.table.redo()
    assert {z: list(s.table.zones[z].ids) for z in s.table.zones} == before
