"""The issue's worked examples for the games played through the machine, as ``tsukiji-table script`` files.

Each file under ``tests/scenarios/jidohanbaiki/`` names the rule it shows,
with the seed that makes the machine do what the example needs (found by
trying seeds; the machine's outcome is then fixed by the seed like a die).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from tsukiji_table.games.jidohanbaiki.drinks import in_zone, money_moved
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


def test_g12_two_purple_drinks_on_the_purple_card_at_the_300_crate_score_6_points() -> None:
    result, expect = _run("g12_purple_300_two_drinks_six_points_blue_600_paid.yaml")
    table = result.session.table
    record = table.vars["result"]
    purple = expect["purple"]
    assert table.vars["cards.0"][purple["column"]] == "purple"
    assert record["points"]["0"][purple["column"]] == purple["yen"] == purple["points"] * 100


def test_g12_the_blue_card_worth_600_pays_600_to_whoever_holds_most_blue() -> None:
    result, expect = _run("g12_purple_300_two_drinks_six_points_blue_600_paid.yaml")
    record = result.session.table.vars["result"]
    blue = next(p for p in record["payouts"] if p["card"] == "blue")
    assert {k: blue[k] for k in expect["blue"]} == expect["blue"]
    assert record["crates"][5]["owner"] == expect["crate_600_owner"]


def test_g12_a_crate_tie_discards_its_drinks_and_a_card_tie_pays_nobody() -> None:
    result, expect = _run("g12_ties_discard_the_crate_and_pay_nobody.yaml")
    table = result.session.table
    record = table.vars["result"]
    tied = expect["tied_crate"]
    assert record["crates"][tied["column"]]["counts"] == tied["counts"] and record["crates"][tied["column"]]["owner"] is None
    assert set(tied["discarded"]) <= set(in_zone(table, "discard")) and not table.zones[f"crate.{tied['column']}"].ids
    assert {k: v for k, v in table.vars["owners"].items() if v is not None} == expect["owners"]
    blue = next(p for p in record["payouts"] if p["card"] == "blue")
    assert {k: blue[k] for k in expect["blue"]} == expect["blue"]


def test_g12_drinks_that_do_not_come_out_leave_the_game_and_every_drink_is_still_somewhere() -> None:
    result, expect = _run("g12_drinks_that_do_not_come_out_leave_the_game.yaml")
    table = result.session.table
    assert sorted(in_zone(table, "on.0.5")) == sorted(expect["back_on_card"])
    assert sorted(in_zone(table, "discard")) == sorted(expect["out_of_the_game"])
    assert not table.zones["tower.inside"].ids and table.vars.get("tower.state") is None
    everywhere = [d for z in table.zones for d in in_zone(table, z) if z != "box"]
    assert len(everywhere) == len(set(everywhere)) == 36
    assert table.money("p1.money") == expect["shape_player_money"]


def test_g13_the_pot_goes_into_the_machine_as_one_batch_and_what_comes_out_fills_the_takers_crate() -> None:
    result, expect = _run("g13_pot_goes_in_as_one_batch_and_full_crates_end.yaml")
    table = result.session.table
    takes = [tx for tx in table.done if tx.action and tx.action.get("action") == "take"]
    first = next(c.after for c in takes[0].commands if isinstance(c, SetVar) and c.name == LAST_VAR)
    want = expect["first_take"]
    assert first["mode"] == want["mode"] and sorted(first["inserted"]) == sorted(want["inserted"])
    assert sum(1 for c in takes[0].commands if isinstance(c, SetVar) and c.name == LAST_VAR) == 1  # one insertion, one batch
    assert money_moved(takes[0], "pot.money", "p1.money") == want["money"]
    assert sorted(in_zone(table, "p1.crate")) == sorted(expect["crate"])


def test_g13_the_game_ends_when_all_players_but_one_have_six_drinks_in_their_crate() -> None:
    result, expect = _run("g13_pot_goes_in_as_one_batch_and_full_crates_end.yaml")
    table = result.session.table
    assert result.session.game.is_over(table) and table.vars["result"]["why"] == expect["why"]
    assert table.vars["result"]["seats"]["1"] == expect["seat1"]


def test_g13_the_game_ends_when_a_player_has_used_up_both_money_and_drinks() -> None:
    result, expect = _run("g13_end_when_a_player_has_used_up_money_and_drinks.yaml")
    table = result.session.table
    assert result.session.game.is_over(table)
    assert table.vars["result"]["why"] == expect["why"] and table.vars["result"]["spent"] == expect["spent"]
    assert [len(table.zones[f"p{s}.supply"].ids) for s in range(3)] == expect["supply"]
    assert table.money("pot.money") == expect["pot_money"] and len(table.zones["pot"].ids) == expect["pot_drinks"]


def test_g13_the_game_ends_when_only_one_player_still_has_drinks_and_each_is_scored() -> None:
    result, expect = _run("g13_end_when_only_one_player_still_has_drinks.yaml")
    table = result.session.table
    record = table.vars["result"]
    assert record["why"] == expect["why"] and table.vars["winner"] == expect["winner"]
    assert [record["seats"][str(s)]["total"] for s in range(2)] == expect["totals"]
    for seat, want in expect["seats"].items():
        assert {k: record["seats"][str(seat)][k] for k in want} == want


TOWER_GAMES = ("g11", "g12", "g13", "g14", "g19", "g20", "g25")  # the other games' scenarios include refusals on purpose


def test_every_tower_game_scenario_plays_to_its_last_action() -> None:
    paths = sorted(p for p in SCENARIOS.glob("*.yaml") if p.name.split("_")[0] in TOWER_GAMES)
    assert {p.name.split("_")[0] for p in paths} == set(TOWER_GAMES)
    for path in paths:
        result = run_script(path)
        assert result.played == len(yaml.safe_load(path.read_text(encoding="utf-8"))["actions"]), path.name
