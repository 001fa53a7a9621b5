"""Every loader, fed random mutations of valid files, answers with a message or succeeds, in time.

Rules files, overrides, saves, scripts, tower states and puzzles are broken
at random by :mod:`tsukiji_table.cli.inputs` (a value of another type or
size, a key gone, a line cut, an alias bomb, nesting thousands deep ...)
and read through the real command line.  The answer must be exit code 0, 1
or 2 with a message on a failure, never another exception, and within the
time limit.  ``scripts/attack_inputs.py`` runs thousands of these.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tsukiji_table.cli.inputs import KINDS, attempt, mutate, run_cli, scratch

# Examples per kind in CI: reading a rules folder and starting its games takes a second.
EXAMPLES = {"rules": 12, "override": 12, "save": 25, "script": 25, "tower state": 20, "puzzle": 15}
SECONDS = 30.0  # CPU seconds for an answer (an alias bomb once took 23 s and 1.6 GB)

_examples: dict[str, list[tuple[str, str]]] = {}


def examples(kind: str) -> list[tuple[str, str]]:
    if kind not in _examples:
        _examples[kind] = KINDS[kind].examples()
    return _examples[kind]


@pytest.fixture(scope="module")
def work():
    with scratch() as folder:
        yield folder


def test_every_loader_is_attacked():
    assert set(EXAMPLES) == set(KINDS)


@pytest.mark.parametrize("kind", sorted(EXAMPLES))
def test_every_loader_answers_a_mutated_file_with_a_message_or_success(kind, work):
    @settings(max_examples=EXAMPLES[kind], deadline=None, derandomize=True, suppress_health_check=list(HealthCheck), database=None)
    @given(seed=st.integers(0, 2**32 - 1))
    def check(seed: int) -> None:
        rng = random.Random(seed)
        name, text = rng.choice(examples(kind))
        broken = mutate(text, rng, KINDS[kind].fmt)
        out = attempt(KINDS[kind], name, broken, work / kind.replace(" ", "_"), SECONDS)
        assert out.ok, f"{kind} {name} (seed {seed}): {out.problem}"

    check()


def test_a_tower_state_nested_deeply_is_a_message(tmp_path):
    path = tmp_path / "tower.json"
    path.write_text(json.dumps({"version": 1, "inside": []})[:-1] + ', "deep": ' + "[" * 100_000 + "]" * 100_000 + "}")
    code, err = run_cli(["tower", "--drinks", "red:short_can", "--mode", "single", "--seed", "1", "--state", str(path)])
    assert code == 1 and "tower state" in err
