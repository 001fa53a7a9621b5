"""Same field, mover, angle, power and seed: the same flick, bit for bit, in any process."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

from tsukiji_table.physics.tabletop import FieldState, load_tabletop, simulate_flick

from .tabletop_helpers import random_field

ROOT = Path(__file__).resolve().parents[2]

SNIPPET = """
import json, sys
from tsukiji_table.physics.tabletop import FieldState, load_tabletop, simulate_flick
cases = json.loads(sys.stdin.read())
out = [simulate_flick(FieldState.from_json(c["field"]), c["mover"], c["angle"], c["power"], c["seed"]).to_json() for c in cases]
print(json.dumps(out))
"""


def _cases(n: int) -> list[dict]:
    rng = random.Random(2024)
    cases = []
    for _ in range(n):
        field, mover = random_field(rng)
        cases.append({"field": field.to_json(), "mover": mover, "angle": rng.uniform(0, 360), "power": rng.uniform(0.3, 1.0), "seed": rng.randrange(2**31)})
    return cases


def _here(cases: list[dict]) -> list[dict]:
    return [simulate_flick(FieldState.from_json(c["field"]), c["mover"], c["angle"], c["power"], c["seed"]).to_json() for c in cases]


def _in_subprocess(cases: list[dict], hash_seed: str) -> list[dict]:
    out = subprocess.run(
        [sys.executable, "-c", SNIPPET],
        input=json.dumps(cases),
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT), "PATH": "", "PYTHONHASHSEED": hash_seed},
    )
    return json.loads(out.stdout)


def test_same_inputs_give_the_same_flick_in_two_processes() -> None:
    cases = _cases(12)
    here = json.loads(json.dumps(_here(cases)))
    assert _in_subprocess(cases, "1") == _in_subprocess(cases, "2") == here
    assert any(r["knocked"] for r in here)  # the cases do knock things over


def test_the_same_flick_twice_in_one_process_is_identical() -> None:
    cases = _cases(4)
    assert _here(cases) == _here(cases)


def test_the_seed_wobbles_the_fingernail_a_little() -> None:
    f = load_tabletop().flick
    field, mover = random_field(random.Random(5))
    launches = {(r.launch_angle, r.launch_speed) for r in (simulate_flick(field, mover, 45.0, 0.7, seed) for seed in range(6))}
    assert len(launches) == 6
    assert all(abs(a - 45.0) <= f.jitter_angle_deg and abs(v / f.max_speed / 0.7 - 1) <= f.jitter_speed + 1e-9 for a, v in launches)
