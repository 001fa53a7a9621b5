"""Drinks that come out at other times (T17, T23): taken from the exit, the machine settles again."""

from __future__ import annotations

import functools
import json
import random

import pytest

from tsukiji_table.physics import InsertionError, Tower, TowerState, take_from_exit
from tsukiji_table.physics.spec import all_drink_ids


@functools.cache
def _left_in_the_exit(release: bool) -> tuple[list[str], int]:
    """The first crate (bounded search) that leaves a drink lying in the exit; with ``release``, one whose taking lets another out."""
    ids = all_drink_ids()
    rng = random.Random(7)
    for _ in range(400):
        crate, seed = rng.sample(ids, 6), rng.randrange(2**31)
        tower = Tower()
        res = tower.insert(crate, "batch", seed, collect=False)
        if res.state_after.at_exit and (not release or tower.collect().out):
            return crate, seed
    pytest.fail("no crate in 400 left a drink in the exit" + (" holding another back" if release else ""))


def test_a_drink_lying_in_the_exit_is_out_and_stays_there_until_taken() -> None:
    crate, seed = _left_in_the_exit(False)
    tower = Tower()
    res = tower.insert(crate, "batch", seed, collect=False)
    lying = tower.state.exit_ids()
    assert lying and all(e.at_exit for e in res.out if e.drink in lying)  # T16: out, it is the player's
    assert sorted(res.accounted()) == sorted(crate)
    with pytest.raises(InsertionError, match="take the drinks lying in the exit first"):
        tower.insert([d for d in all_drink_ids() if d not in crate][:1], "single", 0)
    took = tower.collect()
    assert sorted(took.collected) == sorted(lying) and not tower.state.at_exit


def test_taking_a_drink_from_the_exit_can_release_others() -> None:
    crate, seed = _left_in_the_exit(True)
    tower = Tower()
    tower.insert(crate, "batch", seed, collect=False)
    inside_before = tower.state.drink_ids()
    took = tower.collect()
    assert took.out and all(e.released and e.was_jammed and e.drink in inside_before for e in took.out)
    assert sorted(tower.state.drink_ids() + [e.drink for e in took.out]) == sorted(inside_before)


def test_by_default_an_insertion_takes_what_lies_in_the_exit() -> None:
    crate, seed = _left_in_the_exit(False)
    left = Tower().insert(crate, "batch", seed, collect=False)
    res = Tower().insert(crate, "batch", seed)
    assert set(left.state_after.exit_ids()) <= set(res.collected) and not res.state_after.at_exit
    assert sorted(res.accounted()) == sorted(crate)
    inside = {d for d in crate if d not in [e.drink for e in res.out if not e.released]}
    assert all(e.drink in inside for e in res.out if e.released)


def test_take_from_exit_is_plain_json_in_and_out() -> None:
    crate, seed = _left_in_the_exit(True)
    tower = Tower()
    tower.insert(crate, "batch", seed, collect=False)
    data = take_from_exit(json.loads(json.dumps(tower.state.to_json())))
    assert json.loads(json.dumps(data)) == data
    assert data["collected"] and data["released"] == [e["drink"] for e in data["out"]]
    assert TowerState.from_json(data["state"]) == tower.collect().state_after


def test_taking_from_an_empty_exit_changes_nothing() -> None:
    res = Tower().collect()
    assert not res.out and not res.collected and res.state_after == TowerState()
