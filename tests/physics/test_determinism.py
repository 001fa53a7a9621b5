"""Same tower state + drinks + mode + seed: bit-identical outcome, in any process."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tsukiji_table.physics import Tower, TowerState

from .conftest import CRATE, CRATE_B

ROOT = Path(__file__).resolve().parents[2]

SNIPPET = """
import json, sys
from tsukiji_table.physics import Tower, TowerState
state = TowerState.from_json(json.loads(sys.argv[1]))
tower = Tower(state=state)
res = tower.insert(json.loads(sys.argv[2]), mode=sys.argv[3], seed=int(sys.argv[4]))
print(json.dumps({"summary": res.summary_json(), "state": res.state_after.to_json(),
                  "out": [[e.drink, e.order, e.distance, e.time] for e in res.out], "sim_time": res.sim_time}))
"""


def _outcome(state: TowerState, drinks: list[str], mode: str, seed: int) -> dict:
    res = Tower(state=state).insert(drinks, mode=mode, seed=seed)
    return {
        "summary": res.summary_json(),
        "state": res.state_after.to_json(),
        "out": [[e.drink, e.order, e.distance, e.time] for e in res.out],
        "sim_time": res.sim_time,
    }


def _in_subprocess(state: TowerState, drinks: list[str], mode: str, seed: int) -> dict:
    out = subprocess.run(
        [sys.executable, "-c", SNIPPET, json.dumps(state.to_json()), json.dumps(drinks), mode, str(seed)],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT), "PATH": ""},
    )
    return json.loads(out.stdout)


def test_same_inputs_give_identical_results_in_process(jam_case) -> None:
    state = jam_case.state
    a = _outcome(state, CRATE_B, "batch", 11)
    b = _outcome(state, CRATE_B, "batch", 11)
    assert a == b
    assert a["summary"]["hash"] == b["summary"]["hash"]


def test_same_inputs_give_identical_results_in_two_processes(jam_case) -> None:
    state = jam_case.state
    here = _outcome(state, CRATE_B, "batch", 11)
    first = _in_subprocess(state, CRATE_B, "batch", 11)
    second = _in_subprocess(state, CRATE_B, "batch", 11)
    assert first == second == json.loads(json.dumps(here))


def test_sequential_and_inverted_are_deterministic_too() -> None:
    for mode, drinks in (("sequential", CRATE[:3]), ("inverted", CRATE[:2]), ("throw", CRATE[:2])):
        assert _outcome(TowerState(), drinks, mode, 5) == _outcome(TowerState(), drinks, mode, 5)


def test_different_seeds_give_different_outcomes() -> None:
    outcomes = {json.dumps(_outcome(TowerState(), CRATE, "batch", seed)["out"]) for seed in range(5)}
    assert len(outcomes) > 1
