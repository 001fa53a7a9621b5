"""Same tower state + drinks + mode + seed: bit-identical outcome, in any process."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tsukiji_table.physics import ThrowAim, Tower, TowerState, simulate
from tsukiji_table.physics.spec import all_drink_ids

from .conftest import CRATE, CRATE_A, CRATE_B

ROOT = Path(__file__).resolve().parents[2]

SNIPPET = """
import json, sys
from tsukiji_table.physics import simulate
print(json.dumps(simulate(json.loads(sys.argv[1]), json.loads(sys.argv[2]), sys.argv[3], int(sys.argv[4]), json.loads(sys.argv[5]))))
"""


def _outcome(state: TowerState, drinks: list[str], mode: str, seed: int, aim: list[float] | None = None) -> dict:
    res = Tower(state=state).insert(drinks, mode=mode, seed=seed, aim=ThrowAim(*aim) if aim else None)
    return {
        "summary": res.summary_json(),
        "state": res.state_after.to_json(),
        "out": [[e.drink, e.order, e.distance, e.time] for e in res.out],
        "sim_time": res.sim_time,
    }


def _in_subprocess(state: TowerState, drinks: list[str], mode: str, seed: int, aim: list[float] | None = None) -> dict:
    out = subprocess.run(
        [sys.executable, "-c", SNIPPET, json.dumps(state.to_json()), json.dumps(drinks), mode, str(seed), json.dumps(aim)],
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


@pytest.mark.parametrize(
    "drinks, mode, aim",
    [
        (CRATE_B, "batch", None),
        (CRATE, "sequential", None),
        (["red:short_can", "blue:longest_bottle"], "throw", [1.2, 0.5, 45.0, 3.6]),
        (["red:short_can", "blue:longest_bottle"], "inverted", None),
        ([d for d in all_drink_ids() if d not in CRATE_A][:30], "batch", None),
    ],
)
def test_same_inputs_give_identical_results_in_two_processes(jam_case, drinks, mode, aim) -> None:
    state = jam_case.state if mode != "inverted" else TowerState()
    drinks = [d for d in drinks if d not in state.drink_ids()]
    here = simulate(state.to_json(), drinks, mode, 11, aim)
    first = _in_subprocess(state, drinks, mode, 11, aim)
    second = _in_subprocess(state, drinks, mode, 11, aim)
    assert first == second == json.loads(json.dumps(here))


def test_sequential_and_inverted_are_deterministic_too() -> None:
    for mode, drinks in (("sequential", CRATE[:3]), ("inverted", CRATE[:2]), ("throw", CRATE[:2])):
        assert _outcome(TowerState(), drinks, mode, 5) == _outcome(TowerState(), drinks, mode, 5)


def test_different_seeds_give_different_outcomes() -> None:
    outcomes = {json.dumps(_outcome(TowerState(), CRATE, "batch", seed)["out"]) for seed in range(5)}
    assert len(outcomes) > 1


def test_runs_stepped_in_turn_or_abandoned_halfway_give_the_outcomes_of_runs_alone(jam_case) -> None:
    """The fixed scenery is lent from run to run (it costs more to build than a crate's first frames): no run may see another's."""
    alone = [_outcome(jam_case.state, CRATE_B, "batch", 11), _outcome(TowerState(), CRATE, "batch", 12)]
    abandoned = Tower(state=jam_case.state).start(CRATE_B, "batch", 11)
    for _ in range(30):
        abandoned.step()
    del abandoned  # its simulation gives its scenery back when it is collected
    runs = [Tower(state=jam_case.state).start(CRATE_B, "batch", 11), Tower().start(CRATE, "batch", 12)]
    busy = True
    while busy:
        busy = any([run.step() for run in runs])
    together = [r.result() for r in runs]
    assert [[e.drink, e.order, e.distance, e.time] for e in together[0].out] == alone[0]["out"]
    assert [[e.drink, e.order, e.distance, e.time] for e in together[1].out] == alone[1]["out"]
    assert [r.state_after.to_json() for r in together] == [a["state"] for a in alone]


def test_insertions_on_two_threads_at_once_give_the_outcomes_of_insertions_alone() -> None:
    """The window simulates on a worker thread while its own loop may replay an insertion: the lent scenery is never shared."""
    import threading

    cases = [(CRATE, seed) for seed in range(3)]
    alone = [_outcome(TowerState(), drinks, "batch", seed) for drinks, seed in cases]
    found: list[list[dict]] = [[], []]

    def work(k: int) -> None:
        found[k] = [_outcome(TowerState(), drinks, "batch", seed) for drinks, seed in cases]

    threads = [threading.Thread(target=work, args=(k,)) for k in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert found == [alone, alone]


def test_a_pymunk_laid_out_otherwise_reads_drinks_by_chipmunks_getters_with_the_same_outcome(jam_case, monkeypatch) -> None:
    """The frame's pass reads a drink's cpBody bytes where the layout was checked at import; the getters give the same floats."""
    from tsukiji_table.physics import fast, sim

    cases = [(jam_case.state, CRATE_B, "batch", 11), (TowerState(), CRATE, "sequential", 4), (TowerState(), CRATE[:2], "inverted", 5)]
    by_bytes = [_outcome(*case) for case in cases]
    monkeypatch.setattr(fast, "_read_by_bytes", False)
    monkeypatch.setattr(sim, "read_body", fast._read_by_getters)
    by_getters = [_outcome(*case) for case in cases]
    assert by_getters == by_bytes
    if fast._layout_holds():  # where this pymunk's cpBody is laid out as read, the fast path was the one in use
        assert fast.read_body == fast._BODY.unpack_from
