"""Insertion modes: validation, sequential settling, throws (miss, foul), the upside-down game."""

from __future__ import annotations

import dataclasses

import pytest

from tsukiji_table.physics import INVERTED_RESULTS, InsertionError, ThrowAim, Tower, aim_speed

from .conftest import CRATE


@pytest.mark.parametrize(
    "drinks, mode, message",
    [
        (["red:short_can"], "shake", "unknown mode"),
        ([], "batch", "at least one"),
        (["red:short_can", "red:short_can"], "batch", "repeated"),
        (["red:short_can", "blue:short_can"], "single", "exactly one"),
    ],
)
def test_impossible_insertions_are_refused(drinks, mode, message) -> None:
    with pytest.raises(InsertionError, match=message):
        Tower().insert(drinks, mode, 0)


def test_a_drink_inside_cannot_be_inserted_again(jam_case) -> None:
    tower = Tower(state=jam_case.state)
    stuck = tower.state.drink_ids()
    assert stuck
    with pytest.raises(InsertionError, match="already inside"):
        tower.insert([stuck[0], "red:short_can"], "batch", 0)
    assert tower.state == jam_case.state


def test_sequential_drops_the_next_drink_only_after_the_last_one_settled() -> None:
    run = Tower().start(CRATE[:3], "sequential", 2)
    counts = []
    while run.step():
        counts.append((len(run.sim.tracks), run.sim.still_frames))
    # A new drink appears in the step whose frame completed the rest period,
    # i.e. right after a frame that was one short of it.
    spawns = 0
    for (n_before, still_before), (n_after, _) in zip(counts, counts[1:]):
        if n_after > n_before:
            spawns += 1
            assert still_before == run.spec.sim.rest_frames - 1
    assert spawns == 2
    assert counts[-1][0] == 3


def test_batch_drops_everything_at_once() -> None:
    run = Tower().start(CRATE, "batch", 2)
    assert len(run.sim.tracks) == 6


def test_default_throw_goes_in_cleanly() -> None:
    res = Tower().insert(["red:short_can"], "throw", 0)
    assert not res.fouls and not res.missed


def test_a_short_throw_hits_the_front_and_misses(spec) -> None:
    res = Tower().insert(["red:short_can"], "throw", 0, ThrowAim(0.25, 0.45, 30, 1.2))
    assert [m.drink for m in res.missed] == ["red:short_can"]
    assert [f.reason for f in res.fouls] == ["touched"]
    # The foul is a touch of the outside of the front wall, below the roof.
    x, y = res.fouls[0].point
    assert x >= spec.machine.inner_width - 1e-3 and y < spec.machine.inner_height


def test_a_long_throw_sails_over_without_touching() -> None:
    res = Tower().insert(["red:short_can"], "throw", 0, ThrowAim(0.25, 0.45, 30, 2.2))
    assert [m.drink for m in res.missed] == ["red:short_can"] and not res.fouls
    assert res.missed[0].pose.x < 0  # landed behind the machine


def test_throwing_at_a_light_machine_topples_it(spec) -> None:
    light = dataclasses.replace(spec, machine=dataclasses.replace(spec.machine, mass=0.002))
    res = Tower(light).insert(["red:square_bottle"], "throw", 0, ThrowAim(0.25, 0.2, 10, 2.4))
    assert "toppled" in [f.reason for f in res.fouls]
    assert "toppled" not in [f.reason for f in Tower().insert(["red:square_bottle"], "throw", 0, ThrowAim(0.25, 0.2, 10, 2.4)).fouls]


def test_aim_speed_reaches_the_slot(spec) -> None:
    assert aim_speed(spec, 0.25, 0.45, 30) == pytest.approx(spec.throw["speed"], abs=0.01)
    with pytest.raises(InsertionError):
        aim_speed(spec, 0.25, 0.45, -80)


def test_throw_from_inside_the_table_is_refused() -> None:
    with pytest.raises(InsertionError, match="stand at least"):
        Tower().insert(["red:short_can"], "throw", 0, ThrowAim(0.0, 0.45, 30, 1.7))


@pytest.fixture(scope="module")
def upside_down_results() -> dict[str, int]:
    """First seed (of 80) at which each landing class happens for a can and a bottle."""
    first: dict[str, int] = {}
    for seed in range(80):
        res = Tower().insert(["red:short_can", "blue:longest_bottle"], "inverted", seed)
        assert res.state_after.inside == () and len(res.inverted) == 2
        for landing in res.inverted:
            first.setdefault(landing.result, seed)
    return first


@pytest.mark.parametrize("result", INVERTED_RESULTS)
def test_every_upside_down_result_happens(upside_down_results, result: str) -> None:
    assert result in upside_down_results


def test_upside_down_landings_are_deterministic(upside_down_results) -> None:
    seed = upside_down_results["caught_inside"]
    a = Tower().insert(["red:short_can", "blue:longest_bottle"], "inverted", seed)
    b = Tower().insert(["red:short_can", "blue:longest_bottle"], "inverted", seed)
    assert a.inverted == b.inverted and "caught_inside" in [x.result for x in a.inverted]


def test_upside_down_needs_an_empty_machine(jam_case) -> None:
    tower = Tower(state=jam_case.state)
    with pytest.raises(InsertionError, match="empty the machine"):
        tower.insert(["white:long_can", "red:long_can"], "inverted", 0)
    tower.empty()
    assert len(tower.insert(["white:long_can", "red:long_can"], "inverted", 0).inverted) == 2
