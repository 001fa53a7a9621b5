"""Shared fixtures for the tower tests (headless, no pygame)."""

from __future__ import annotations

import os
from dataclasses import dataclass

import pytest

from tsukiji_table.physics import Tower, TowerSpec, TowerState, load_spec


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: long Monte Carlo runs; set TOWER_SLOW=1 to run them")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if os.environ.get("TOWER_SLOW") == "1":
        return
    skip = pytest.mark.skip(reason="slow; set TOWER_SLOW=1")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def spec() -> TowerSpec:
    return load_spec()


# A crate of every shape, and two more used for jams and push-outs.
CRATE = ["red:stubby_can", "blue:short_can", "mint:long_can", "black:square_bottle", "white:not_longest_bottle", "purple:longest_bottle"]
CRATE_A = ["red:longest_bottle", "blue:not_longest_bottle", "mint:square_bottle", "black:long_can", "white:short_can", "purple:stubby_can"]
CRATE_B = ["blue:longest_bottle", "red:not_longest_bottle", "black:square_bottle", "mint:long_can", "purple:short_can", "white:stubby_can"]


@dataclass(frozen=True)
class JamCase:
    """Crate A jams with ``seed_a``; crate B, inserted next with ``seed_b``, pushes a jam out."""

    seed_a: int
    seed_b: int
    state: TowerState  # after crate A
    pushed: tuple[str, ...]  # the jammed drinks crate B pushes out


@pytest.fixture(scope="session")
def jam_case() -> JamCase:
    """The first seeds (in a bounded search) showing a jam that the next crate pushes out.

    Searching keeps the tests true to the behaviour when tower.yaml is
    re-tuned; finding none within the bound is itself a failure.
    """
    for seed_a in range(40):
        tower = Tower()
        first = tower.insert(CRATE_A, "batch", seed_a)
        if not first.jammed:
            continue
        for seed_b in range(20):
            second = Tower(state=tower.state).insert(CRATE_B, "batch", seed_b)
            pushed = tuple(e.drink for e in second.out if e.drink in first.jammed)
            if pushed:
                return JamCase(seed_a, seed_b, tower.state, pushed)
    pytest.fail("no jam pushed out by the next crate in 40 x 20 seeds")
