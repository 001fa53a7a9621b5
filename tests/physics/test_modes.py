"""Insertion modes: validation, sequential settling, throws (miss, foul), the upside-down game."""

from __future__ import annotations

import pytest

from tsukiji_table.physics import INVERTED_RESULTS, InsertionError, ThrowAim, Tower

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


def test_a_crate_is_tipped_in_within_a_moment_and_a_second_crate_follows(spec) -> None:
    run = Tower().start(CRATE + ["red:short_can", "blue:stubby_can"], "batch", 2)
    let_go: dict[str, float] = {}
    while run.step():
        for t in run.sim.tracks:
            let_go.setdefault(t.drink, run.sim.time)
    first, second = [let_go[d] for d in CRATE], [let_go["red:short_can"], let_go["blue:stubby_can"]]
    assert max(first) - min(first) < 0.4  # one crate turned over: its drinks leave within a moment
    assert min(second) >= spec.insertion["crate_interval"]  # the next crate (or handful of six) after it


def test_a_batch_never_lands_on_the_roof_or_behind_the_machine() -> None:
    for seed in range(4):
        res = Tower().insert(CRATE, "batch", seed)
        assert not res.missed and sorted(res.accounted()) == sorted(CRATE)


def test_throw_from_too_close_is_refused_as_touching_the_machine() -> None:
    with pytest.raises(InsertionError, match="the hand would touch"):
        Tower().insert(["red:short_can"], "throw", 0, ThrowAim(0.01, 0.45, 30, 1.7))


@pytest.mark.parametrize(
    "aim, message",
    [
        (ThrowAim(0.3, 0.45, float("nan"), 2.0), "finite numbers"),
        (ThrowAim(0.3, 0.45, 30, 1e9), "throw speed"),
        (ThrowAim(0.3, 0.45, 195, 2.0), "throw angle"),
        (ThrowAim(0.3, 99.0, 30, 2.0), "above the table"),
        (ThrowAim(5.0, 0.45, 30, 2.0), "stand"),
    ],
)
def test_impossible_throws_are_refused(aim, message) -> None:
    with pytest.raises(InsertionError, match=message):
        Tower().insert(["red:short_can"], "throw", 0, aim)


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
