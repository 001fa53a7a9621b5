"""G19 Jasmine Tea's worked examples as ``tsukiji-table script`` files (``tests/scenarios/jidohanbaiki/g19_*.yaml``).

Each file quotes the rule it shows; the seed makes the machine do what the
example needs (found by trying seeds; the machine's outcome is then fixed by
the seed like a die).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.jidohanbaiki import g19_rules as rules
from tsukiji_table.games.jidohanbaiki.drinks import in_zone
from tsukiji_table.games.script import ScriptResult, run_script
from tsukiji_table.games.session import Session
from tsukiji_table.table import Table

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios" / "jidohanbaiki"
ROUND = "g19_owned_card_stakes_and_four_blue.yaml"
END = "g19_end_payout_per_boxed_drink.yaml"


def _run(name: str) -> tuple[ScriptResult, dict[str, Any]]:
    path = SCENARIOS / name
    return run_script(path), yaml.safe_load(path.read_text(encoding="utf-8"))["expect"]


def _money(table: Table) -> list[int]:
    return [table.money(f"p{s}.money") for s in range(table.players)]


def test_stakes_on_an_owned_card_go_to_its_owner() -> None:
    result, expect = _run(ROUND)
    record = result.session.table.vars["result"]
    assert record["to_owner"] == expect["to_owner"]  # seat 1's 200 on seat 0's blue card
    assert _money(result.session.table) == expect["money"]


def test_the_owners_own_stake_on_their_own_card_goes_to_the_bank() -> None:
    result, expect = _run(ROUND)
    record = result.session.table.vars["result"]
    assert record["to_bank"] == expect["to_bank"] == 200  # seat 0's own 200 on blue: not to seat 0
    assert "1" not in record["to_owner"]


def test_four_blue_drinks_out_pay_the_blue_card_once() -> None:
    result, expect = _run(ROUND)
    record = result.session.table.vars["result"]
    assert len(record["came"]) == expect["came_out"] and record["hits"]["blue"] == expect["blue_out"] == 4
    assert record["bets"] == expect["bets"]  # 3 x 200 each, not 4 x 3 x 200


def test_the_player_with_the_least_money_inserts_and_starts_the_next_round() -> None:
    path = SCENARIOS / ROUND
    script = yaml.safe_load(path.read_text(encoding="utf-8"))
    s = Session.new(script["game"], script["players"], script["seed"], {})
    for a in script["actions"][:-1]:
        s.play(a["seat"], {k: v for k, v in a.items() if k != "seat"})
    assert _money(s.table) == script["expect"]["before_insert"]
    with pytest.raises(IllegalAction):
        s.play(1, {"action": "insert"})  # seat 1 has more money
    s.play(0, {"action": "insert"})
    assert s.table.vars["start"] == script["expect"]["next_start"]


def test_owned_cards_pay_200_per_matching_drink_in_the_box_at_the_end() -> None:
    result, expect = _run(END)
    table = result.session.table
    assert result.session.game.is_over(table)
    boxed = in_zone(table, "discards")
    assert sorted(boxed) == expect["boxed"] and sorted(in_zone(table, "tower.inside")) == expect["inside"]
    final = table.vars["final"]["seats"]
    for seat, cards in expect["cards"].items():
        owned = [p.removeprefix("stock_card.") for p in table.zones[f"p{seat}.stocks"].ids]
        assert final[str(seat)]["cards"] == cards == rules.end_payout(owned, boxed, 200)  # drinks still inside pay nothing
    assert [final[str(s)]["before"] + final[str(s)]["total"] for s in range(2)] == _money(table) == expect["money"]
