"""The rulebook's worked examples as ``tsukiji-table script`` files (tests/scenarios/tsukiji)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from tsukiji_table.games.script import ScriptError, run_script
from tsukiji_table.games.tsukiji import zones as Z

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios" / "tsukiji"


def _counts(table: Any, zone: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for pid in table.zones[zone].ids:
        kind = table.pieces[pid].kind
        key = pid if kind == "value_marker" else kind
        out[key] = out.get(key, 0) + 1
    return out


def check(path: Path) -> None:
    expect = yaml.safe_load(path.read_text(encoding="utf-8"))["expect"]
    if "illegal" in expect:
        with pytest.raises(ScriptError) as err:
            run_script(path)
        assert expect["illegal"] in str(err.value)
        return
    result = run_script(path)
    t = result.session.table
    if "money" in expect:
        assert [seat["money"] for seat in result.state["seats"]] == expect["money"]
    if "resources" in expect:
        assert [seat["resources"] for seat in result.state["tsukiji"]["seats"]] == expect["resources"]
    for zone, kinds in (expect.get("zones") or {}).items():
        assert _counts(t, zone) == kinds, zone
    for name, value in (expect.get("vars") or {}).items():
        assert t.vars[name] == value, name
    for item, price in (expect.get("prices") or {}).items():
        assert result.session.game.ctx.price(t, item) == price  # type: ignore[attr-defined]
    for market, n in (expect.get("bag") or {}).items():
        assert sum(1 for p in t.zones[Z.BAG].ids if t.pieces[p].kind.startswith(f"fish_token.{market}")) == n
    for piece, pos in (expect.get("markers") or {}).items():
        assert t.pieces[piece].pos == pos, piece
    if "marker" in expect:
        assert t.pieces["value_marker"].pos == expect["marker"]


@pytest.mark.parametrize("name", sorted(p.name for p in SCENARIOS.glob("*.yaml")))
def test_rulebook_example_scenario(name: str) -> None:
    check(SCENARIOS / name)


def test_setup_three_players_is_a_scenario() -> None:
    assert (SCENARIOS / "setup_three_players.yaml").exists() and (SCENARIOS / "naomi_fishing.yaml").exists()
