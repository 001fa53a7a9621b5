"""G03 Genmaicha: the rulebook's worked example and every number it gives, as ``tsukiji-table script`` files."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from tsukiji_table.games.script import ScriptError, ScriptResult, run_script

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios" / "jidohanbaiki"


def _run(name: str) -> tuple[ScriptResult, dict[str, Any]]:
    path = SCENARIOS / name
    return run_script(path), yaml.safe_load(path.read_text(encoding="utf-8"))["expect"]


def _check(result: ScriptResult, expect: dict[str, Any]) -> None:
    """Every expectation a G03 scenario may state, compared with the table the script left."""
    state, table, game = result.state, result.session.table, result.session.game
    if "money" in expect:
        assert [seat["money"] for seat in state["seats"]] == expect["money"]
    if "lines" in expect:
        assert state["lines"] == expect["lines"]
    if "matcha" in expect:
        assert {k: table.money(f"matcha.{k}") for k in expect["matcha"]} == expect["matcha"]
    if "crate_drinks" in expect:
        assert [len(table.zones[f"crate.{k}"].ids) for k in range(1, table.players + 1)] == expect["crate_drinks"]
    if "kept" in expect:
        seat0, seat1 = expect["kept"]
        assert table.in_zone("p0.drinks") == seat0
        assert len(table.in_zone("p1.drinks")) == seat1
    if "face_up" in expect:
        assert [p for p in table.in_zone("ceremony") if table.pieces[p].face_up] == expect["face_up"]
    if "peeked" in expect:
        for seat, seen in expect["peeked"].items():
            assert table.vars[f"secret.{seat}.peeks"] == seen
    if "brands" in expect:
        assert table.vars.get("brands", {}) == expect["brands"]
        assert all(p in table.in_zone("box") for p in table.pieces if p.startswith("ad_sign#"))  # the sign was discarded
    for key in ("phase", "round", "order"):
        if key in expect:
            assert state[key] == expect[key], key
    assert game.id == "jido:g03"


def test_a_blue_stubby_can_counts_once_as_blue_and_once_as_stubby_can() -> None:
    _check(*_run("g03_blue_stubby_can.yaml"))


def test_an_ingredient_of_a_drink_cannot_be_used_twice() -> None:
    path = SCENARIOS / "g03_ingredient_used_twice.yaml"
    expect = yaml.safe_load(path.read_text(encoding="utf-8"))["expect"]
    with pytest.raises(ScriptError) as caught:
        run_script(path)
    assert f"actions[{expect['refused']}]" in str(caught.value)
    assert expect["reason"] in str(caught.value)


def test_a_brewed_line_pays_its_money_then_drops_by_100_never_below_0() -> None:
    _check(*_run("g03_line_never_below_zero.yaml"))


def test_setup_puts_the_printed_line_values_money_and_matcha_coins() -> None:
    _check(*_run("g03_setup_values.yaml"))


def test_matcha_iri_adds_an_ingredient_from_the_row_below_for_the_coin_between() -> None:
    _check(*_run("g03_matcha_iri.yaml"))


def test_tea_ceremony_peek_then_four_card_recipe_pays_500_and_turns_the_card_up() -> None:
    _check(*_run("g03_tea_ceremony_peek_and_win.yaml"))


def test_tea_ceremony_wrong_guess_discards_the_drinks_and_pays_the_plain_recipe() -> None:
    _check(*_run("g03_tea_ceremony_wrong_guess.yaml"))


def test_tea_market_brand_pays_its_owner_the_stake_back_and_as_much_again() -> None:
    _check(*_run("g03_tea_market.yaml"))


def test_tied_bids_bid_again_then_a_coin_toss_and_every_bid_is_paid() -> None:
    result, expect = _run("g03_tie_rebid_coin_toss.yaml")
    _check(result, expect)
    tosses = result.session.table.vars["tosses"]
    assert len(tosses) == 1 and tosses[0]["seats"] == [0, 1]
