"""The rulebook's worked examples, as ``tsukiji-table script`` files."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from tsukiji_table.games.script import run_script

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios" / "turin"


def _run(name: str) -> tuple[Any, dict[str, Any]]:
    path = SCENARIOS / name
    expect = yaml.safe_load(path.read_text(encoding="utf-8"))["expect"]
    return run_script(path), expect


def _check_common(result: Any, expect: dict[str, Any]) -> None:
    state = result.state
    table = result.session.table
    if "phase" in expect:
        assert state["phase"] == expect["phase"]
    if "money" in expect:
        assert [seat["money"] for seat in state["seats"]] == expect["money"]
    if "won" in expect:
        assert [table.in_zone(f"p{s}.won") for s in range(table.players)] == expect["won"]
    if "last_auction" in expect:
        got = state["last_auction"]
        for want in expect["last_auction"]:
            row = next(r for r in got if r["seat"] == want["seat"])
            assert {k: row[k] for k in want} == want


def test_worked_example_tie_rebid_c4_a2_b2() -> None:
    result, expect = _run("worked_example_tie_rebid.yaml")
    _check_common(result, expect)


def test_grapes_majority_scoring_example() -> None:
    result, expect = _run("grapes_majority_scoring.yaml")
    _check_common(result, expect)
    score = result.state["score"]
    goods = {g["good"]: g for g in score["goods"]}
    for good, want in expect["goods"].items():
        assert {k: goods[good][k] for k in want} == want
    index = {g["good"]: i for i, g in enumerate(score["goods"])}
    for good, deltas in expect["goods_delta"].items():
        assert [seat["goods"][index[good]] for seat in score["seats"]] == deltas


def test_every_turin_scenario_runs_to_its_end() -> None:
    for path in sorted(SCENARIOS.glob("*.yaml")):
        result = run_script(path)
        assert result.played == len(yaml.safe_load(path.read_text(encoding="utf-8"))["actions"])
