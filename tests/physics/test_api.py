"""The headless JSON API a referee records like a die roll: every drink placed once, refusals as ValueError."""

from __future__ import annotations

import json

import pytest

from tsukiji_table.physics import InsertionError, Tower, TowerState, TowerStateError, simulate
from tsukiji_table.physics.spec import all_drink_ids

from .conftest import CRATE


def _placed(data: dict) -> list[str]:
    out = [e["drink"] for e in data["out"]]
    return out + data["jammed"] + [m["drink"] for m in data["not_entered"]] + list(data.get("landed", {})) + [d for d in data["collected"] if d not in out]


@pytest.mark.parametrize(
    "drinks, mode, aim",
    [
        (CRATE, "batch", None),
        (all_drink_ids(), "batch", None),
        (CRATE[:3], "sequential", None),
        (["red:short_can"], "single", None),
        (["red:short_can", "blue:long_can"], "throw", [0.6, 0.4, 40.0, 2.6]),
        (["red:short_can", "blue:long_can"], "inverted", None),
    ],
)
def test_simulate_places_every_drink_once_and_is_plain_json(drinks, mode, aim) -> None:
    data = simulate(None, drinks, mode, 3, aim)
    assert json.loads(json.dumps(data)) == data
    assert sorted(_placed(data)) == sorted(drinks)
    assert data["mode"] == mode and data["seed"] == 3 and data["inserted"] == drinks
    assert TowerState.from_json(data["state"]).drink_ids() == data["jammed"]
    if mode == "throw":
        assert [t["drink"] for t in data["throws"]] == drinks and data["aim"] == aim
    if mode == "inverted":
        assert set(data["landed"]) == set(drinks)


def test_simulate_matches_the_tower_object(jam_case) -> None:
    data = simulate(jam_case.state.to_json(), CRATE[:2], "batch", 5)
    res = Tower(state=jam_case.state).insert(CRATE[:2], "batch", 5)
    assert data["hash"] == res.hash and data["out"] == res.summary_json()["out"]


def test_simulate_refuses_what_cannot_be() -> None:
    with pytest.raises(TowerStateError, match="not inside the machine"):
        simulate({"version": 1, "inside": [{"drink": "red:short_can", "x": 1e300, "y": 0.2, "angle": 0, "vx": 0, "vy": 0, "spin": 0}]}, CRATE[:1], "single", 0)
    with pytest.raises(InsertionError, match="finite"):
        simulate(None, ["red:short_can"], "throw", 0, [0.3, 0.4, float("nan"), 2.0])
    with pytest.raises(InsertionError, match=r"\[distance, height, angle_deg, speed\]"):
        simulate(None, ["red:short_can"], "throw", 0, [0.3, 0.4])
    with pytest.raises(InsertionError, match="36 drinks"):
        simulate(None, all_drink_ids() + ["red:short_can"], "batch", 0)
