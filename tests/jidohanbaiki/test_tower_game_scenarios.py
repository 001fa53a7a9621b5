"""The issue's worked examples for the games played through the machine, as ``tsukiji-table script`` files.

Each file under ``tests/scenarios/jidohanbaiki/`` names the rule it shows,
with the seed that makes the machine do what the example needs (found by
trying seeds; the machine's outcome is then fixed by the seed like a die).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from tsukiji_table.games.jidohanbaiki.drinks import in_zone
from tsukiji_table.games.script import run_script
from tsukiji_table.physics.recording import LAST_VAR
from tsukiji_table.table import SetVar

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios" / "jidohanbaiki"


def _run(name: str) -> tuple[Any, dict[str, Any]]:
    path = SCENARIOS / name
    expect = yaml.safe_load(path.read_text(encoding="utf-8"))["expect"]
    return run_script(path), expect


def test_g11_a_tie_splits_the_pot_and_the_remainder_stays_for_the_next_round() -> None:
    result, expect = _run("g11_tie_splits_pot_remainder_stays.yaml")
    table = result.session.table
    assert [table.money(f"p{s}.money") for s in range(3)] == expect["money"]
    assert table.money("pot") == expect["pot"]
    record = table.vars["showdown"]
    assert record["winners"] == expect["winners"]
    assert {int(s): h["hand"] for s, h in record["hands"].items()} == expect["hands"]
    assert {s: sorted(in_zone(table, f"p{s}.crate")) for s in range(3)} == expect["crates"]
    assert table.vars["round"] == expect["round"] and table.vars["turn"] == expect["turn"]


def test_g11_a_throw_that_grazes_the_machine_and_goes_in_does_not_eliminate() -> None:
    result, expect = _run("g11_throw_grazes_and_goes_in.yaml")
    table = result.session.table
    throw = table.vars[LAST_VAR]["throws"][0]
    assert {k: throw[k] for k in expect["throw"]} == expect["throw"]
    assert table.vars["out"] == expect["out"]
    assert {s: in_zone(table, f"p{s}.crate") for s in range(2)} == expect["crates"]
    assert result.session.game.is_over(table) is expect["over"]


def test_g11_a_throw_that_knocks_the_machine_over_eliminates_the_thrower() -> None:
    result, expect = _run("g11_knocked_over_eliminates.yaml")
    table = result.session.table
    assert table.vars[LAST_VAR]["throws"][0]["outcome"] == expect["throw"]["outcome"]
    assert table.vars["out"] == expect["out"]
    assert {s: in_zone(table, f"p{s}.crate") for s in range(2)} == expect["crates"]
    assert result.session.game.is_over(table) is expect["over"]
    assert table.vars["winner"] == expect["winner"]


def test_g14_a_drink_jammed_in_one_round_pays_when_it_comes_out_in_the_next() -> None:
    result, expect = _run("g14_jam_pays_next_round.yaml")
    table = result.session.table
    inserts = [tx for tx in table.done if tx.action and tx.action.get("action") == "insert"]
    first = next(c.after for c in inserts[0].commands if isinstance(c, SetVar) and c.name == LAST_VAR)
    assert expect["jammed_in_round_1"] in first["jammed"]
    record = table.vars["result"]
    assert record["round"] == expect["round"]
    assert expect["came_out"] in record["came"] and expect["came_out"] not in record["released"]
    for seat, want in expect["seats"].items():
        assert {k: record["seats"][str(seat)][k] for k in want} == want


def test_g20_the_printed_settlement_p1_plus_200_p2_plus_100_minus_100_p3_minus_100() -> None:
    result, expect = _run("g20_printed_settlement.yaml")
    table = result.session.table
    record = table.vars["drop"]
    assert record["landed"] == expect["landed"]
    assert [table.money(f"p{s}.money") for s in range(3)] == expect["money"]
    for seat, want in expect["bets"].items():
        assert {k: record["bets"][str(seat)][k] for k in want} == want
    for seat, net in expect["net"].items():
        bet = record["bets"][str(seat)]
        assert bet["paid"] - bet["lost"] == net
    assert record["crates"] == expect["crates"]


TOWER_GAMES = ("g11", "g14", "g19", "g20")  # the other games' scenarios include refusals on purpose


def test_every_tower_game_scenario_plays_to_its_last_action() -> None:
    paths = sorted(p for p in SCENARIOS.glob("*.yaml") if p.name.split("_")[0] in TOWER_GAMES)
    assert {p.name.split("_")[0] for p in paths} == set(TOWER_GAMES)
    for path in paths:
        result = run_script(path)
        assert result.played == len(yaml.safe_load(path.read_text(encoding="utf-8"))["actions"]), path.name
