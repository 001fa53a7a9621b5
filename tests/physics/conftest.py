"""Shared fixtures for the tower tests (headless, no pygame)."""

from __future__ import annotations

import os

import pytest

from tsukiji_table.physics import TowerSpec, load_spec


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


CRATE = ["red:stubby_can", "blue:short_can", "mint:long_can", "black:square_bottle",
         "white:not_longest_bottle", "purple:longest_bottle"]
