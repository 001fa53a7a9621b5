"""Jams persist in the tower state and can be pushed out later; emptying removes all."""

from __future__ import annotations

import json

from tsukiji_table.physics import Tower, TowerState

from .conftest import CRATE_A, CRATE_B


def test_a_jammed_drink_is_inside_for_the_next_insertion_and_can_come_out(jam_case) -> None:
    tower = Tower()
    first = tower.insert(CRATE_A, "batch", jam_case.seed_a)
    assert first.jammed
    assert tower.state.drink_ids() == list(first.jammed) and tower.state == jam_case.state
    second = tower.insert(CRATE_B, "batch", jam_case.seed_b)
    pushed = [e for e in second.out if e.drink in first.jammed]
    assert [e.drink for e in pushed] == list(jam_case.pushed)
    assert all(e.was_jammed for e in pushed)
    assert all(e.drink not in tower.state.drink_ids() for e in pushed)


def test_jams_change_what_the_next_insertion_does(jam_case) -> None:
    with_jam = Tower(state=jam_case.state).insert(CRATE_B, "batch", jam_case.seed_b)
    without = Tower().insert(CRATE_B, "batch", jam_case.seed_b)
    assert with_jam.summary_json() != without.summary_json()


def test_state_round_trips_through_json_exactly(jam_case) -> None:
    tower = Tower(state=jam_case.state)
    text = json.dumps(tower.state.to_json())
    back = TowerState.from_json(json.loads(text))
    assert back == tower.state
    assert back.hash() == tower.state_hash()
    # A reloaded state continues exactly like the original one.
    a = Tower(state=back).insert(CRATE_B, "batch", 7)
    b = Tower(state=tower.state).insert(CRATE_B, "batch", 7)
    assert a.summary_json() == b.summary_json()


def test_empty_removes_every_drink(jam_case) -> None:
    tower = Tower()
    res = tower.insert(CRATE_A, "batch", jam_case.seed_a)
    removed = tower.empty()
    assert removed == list(res.jammed)
    assert tower.state == TowerState() and tower.state.drink_ids() == []
    assert tower.state_hash() == TowerState().hash()


def test_hash_depends_on_contents(jam_case) -> None:
    tower = Tower()
    empty_hash = tower.state_hash()
    tower.insert(CRATE_A, "batch", jam_case.seed_a)
    assert tower.state_hash() != empty_hash
    assert len(tower.state_hash()) == 64
