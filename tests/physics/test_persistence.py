"""Jams persist in the tower state and can be pushed out later; emptying removes all."""

from __future__ import annotations

import json

from tsukiji_table.physics import Tower, TowerState

from .conftest import CRATE_A, CRATE_B


def test_a_jammed_drink_is_inside_for_the_next_insertion_and_can_come_out() -> None:
    tower = Tower()
    first = tower.insert(CRATE_A, "batch", 3)
    assert first.jammed, "seed 3 jams part of crate A"
    assert tower.state.drink_ids() == list(first.jammed)
    second = tower.insert(CRATE_B, "batch", 0)
    pushed = [e for e in second.out if e.drink in first.jammed]
    assert pushed, "seed 0 of crate B pushes a jammed drink out"
    assert all(e.was_jammed for e in pushed)
    assert all(e.drink not in tower.state.drink_ids() for e in pushed)


def test_jams_change_what_the_next_insertion_does() -> None:
    jammed = Tower()
    jammed.insert(CRATE_A, "batch", 3)
    with_jam = jammed.insert(CRATE_B, "batch", 0)
    without = Tower().insert(CRATE_B, "batch", 0)
    assert with_jam.summary_json() != without.summary_json()


def test_state_round_trips_through_json_exactly() -> None:
    tower = Tower()
    tower.insert(CRATE_A, "batch", 3)
    text = json.dumps(tower.state.to_json())
    back = TowerState.from_json(json.loads(text))
    assert back == tower.state
    assert back.hash() == tower.state_hash()
    # A reloaded state continues exactly like the original one.
    a = Tower(state=back).insert(CRATE_B, "batch", 7)
    b = Tower(state=tower.state).insert(CRATE_B, "batch", 7)
    assert a.summary_json() == b.summary_json()


def test_empty_removes_every_drink() -> None:
    tower = Tower()
    res = tower.insert(CRATE_A, "batch", 3)
    removed = tower.empty()
    assert removed == list(res.jammed)
    assert tower.state == TowerState() and tower.state.drink_ids() == []
    assert tower.state_hash() == TowerState().hash()


def test_hash_depends_on_contents() -> None:
    tower = Tower()
    empty_hash = tower.state_hash()
    tower.insert(CRATE_A, "batch", 3)
    assert tower.state_hash() != empty_hash
    assert len(tower.state_hash()) == 64
