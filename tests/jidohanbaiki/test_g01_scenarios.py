"""G01 Short-Can Flick's worked examples as ``tsukiji-table script`` files (tests/scenarios/jidohanbaiki/g01_*.yaml)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from tsukiji_table.games.jidohanbaiki.drinks import in_zone
from tsukiji_table.games.script import run_script
from tsukiji_table.physics.tabletop import STANDING
from tsukiji_table.physics.tabletop.recording import field_on_table, recorded_flick

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios" / "jidohanbaiki"


def _run(name: str) -> tuple[Any, dict[str, Any]]:
    path = SCENARIOS / name
    return run_script(path), yaml.safe_load(path.read_text(encoding="utf-8"))["expect"]


def test_g01_a_fault_costs_100_and_stands_the_knocked_drink_up_where_it_stood() -> None:
    result, expect = _run("g01_fault_costs_100_and_stands_the_drink_up.yaml")
    table = result.session.table
    assert {k: table.vars["last"][k] for k in expect["last"]} == expect["last"]
    assert [table.money(f"t{t}.money") for t in range(2)] == expect["money"]
    drink = expect["standing"]
    before = recorded_flick(table.done[-1])
    assert before is not None
    now, was = field_on_table(table).drink(drink), before.before.drink(drink)
    assert now.state == STANDING and (now.x, now.y) == (was.x, was.y)


def test_g01_the_next_shape_knocked_over_alone_is_collected_whatever_its_colour() -> None:
    result, expect = _run("g01_the_next_shape_is_collected_any_colour.yaml")
    table = result.session.table
    assert {k: table.vars["last"][k] for k in expect["last"]} == expect["last"]
    assert [table.money(f"t{t}.money") for t in range(2)] == expect["money"]
    for team, drinks in expect["collected"].items():
        assert in_zone(table, f"t{team}.stock") == drinks
    assert table.vars["progress"] == [0, 1]
