"""The frame-by-frame API a tower view will use: step, read polygons, apply the result."""

from __future__ import annotations

import pytest

from tsukiji_table.physics import InsertionError, Tower

from .conftest import CRATE, CRATE_A


def test_stepping_frame_by_frame_gives_the_same_result_as_insert() -> None:
    tower = Tower()
    run = tower.start(CRATE, "batch", 9)
    frames = 0
    while run.step():
        frames += 1
        polys = run.polygons()
        assert sum(1 for kind, _, _ in polys if kind == "drink") >= len(CRATE)
    stepped = run.result()
    assert frames > 10
    assert stepped.summary_json() == Tower().insert(CRATE, "batch", 9).summary_json()
    assert tower.state.inside == ()  # start() does not change the tower
    tower.apply(stepped)
    assert tower.state == stepped.state_after


def test_polygons_are_in_world_metres_and_name_every_drink() -> None:
    run = Tower().start(CRATE, "batch", 9)
    polys = run.polygons()
    kinds = {kind for kind, _, _ in polys}
    assert {"machine", "table", "drink"} <= kinds
    assert {name for kind, name, _ in polys if kind == "drink"} == set(CRATE)
    # Before the first step the drinks hang above the roof of the machine.
    roof = run.spec.machine.outer_height
    for kind, _, poly in polys:
        assert len(poly) >= 3
        if kind == "drink":
            assert min(y for _, y in poly) > roof


def test_a_result_from_another_state_cannot_be_applied(jam_case) -> None:
    tower = Tower()
    stale = tower.start(CRATE, "batch", 3).run()
    tower.insert(CRATE_A, "batch", jam_case.seed_a)  # jams: the tower's contents changed
    assert tower.state.inside
    with pytest.raises(InsertionError, match="did not start"):
        tower.apply(stale)
