"""rules/turin/layout.yaml: where the zones lie on screen, checked like any rules file."""

from __future__ import annotations

from pathlib import Path

import pytest

from tsukiji_table.games.session import Session
from tsukiji_table.games.turin.board import zones_of
from tsukiji_table.rulesdata import RulesDataError


def test_every_zone_of_every_table_gets_a_place_or_is_hidden() -> None:
    for players in range(2, 6):
        table = Session.new("turin", players, 1).table
        for zid, zone in table.zones.items():
            meta = zone.meta
            assert meta.get("hidden") or meta.get("rect"), f"{players} players: {zid} has no place"
        assert table.zones["pot"].meta.get("hidden") and table.zones["deck"].meta.get("hidden")
        assert table.zones["sale.c07"].meta["anchor"] == "c07"  # money offered lies on its card
        assert table.zones[zones_of(0).loan].meta["show"] == "occupied"


def test_the_lot_is_as_wide_as_one_card_per_player() -> None:
    two = Session.new("turin", 2, 1).table.zones["lot"].meta["rect"]
    five = Session.new("turin", 5, 1).table.zones["lot"].meta["rect"]
    assert two[2] < five[2] and five[2] >= 5 * 63


def test_a_layout_mistake_names_the_file_line_and_key(tmp_path: Path) -> None:
    override = tmp_path / "layout.yaml"
    override.write_text("turin:\n  layout.yaml:\n    seat:\n      zones:\n        hand: {rect: [0, 0, 500, 101]}\n", encoding="utf-8")
    with pytest.raises(RulesDataError) as err:
        Session.new("turin", 3, 1, rules_override=override)
    assert f"{override}:5" in str(err.value) and "beyond the panel" in str(err.value)


def test_a_player_count_without_a_table_is_refused(tmp_path: Path) -> None:
    override = tmp_path / "layout.yaml"
    override.write_text("turin:\n  layout.yaml:\n    tables:\n      - {players: 2, seats: [[0, 0], [1, 0]], market: [0.5, 1]}\n", encoding="utf-8")
    with pytest.raises(RulesDataError, match="no table for 3 players"):
        Session.new("turin", 3, 1, rules_override=override)
