"""G03 and G15 rules data: the printed numbers, the assumed chart marked, and located errors for bad values."""

from __future__ import annotations

from pathlib import Path

import pytest

from tsukiji_table.rulesdata import RulesDataError, load_override, load_rules


def _errors(tmp_path: Path, text: str) -> list[str]:
    over = tmp_path / "mine.yaml"
    over.write_text(text, encoding="utf-8")
    with pytest.raises(RulesDataError) as err:
        load_rules("jidohanbaiki", None, load_override(over))
    return [str(e) for e in err.value.errors]


def test_the_genmaicha_numbers_are_the_rulebooks_and_the_missing_chart_is_marked_assumed() -> None:
    rules = load_rules("jidohanbaiki")
    g03 = rules.file("g03.yaml")
    assert (g03["row_values"], g03["col_values"], g03["start_money"]) == ([300, 200, 100], [400, 500, 600], 500)
    assert (g03["rounds"], g03["rounds_two_players"], g03["matcha_coins"], g03["ceremony_bonus"]) == (3, 4, [100, 200, 200], 500)
    assert rules.is_assumed("g03.yaml", "crate_drinks")
    assert not rules.is_assumed("g03.yaml", "row_values")


def test_the_hot_potato_numbers_are_the_rulebooks() -> None:
    g15 = load_rules("jidohanbaiki").file("g15.yaml")
    assert g15["deal"] == {"three": [8, 10, 12], "four": [7, 8, 9, 10], "five": [5, 6, 7, 8, 9], "six": [3, 4, 5, 6, 7, 8]}
    assert g15["money"] == {"three": 1500, "four": 1000, "five": 700, "six": 500}
    assert (g15["gives"], g15["gives_three_players"], g15["fine_per_drink"], g15["reshuffle_at"]) == (1, 2, 100, 1)


def test_a_chart_row_with_the_wrong_number_of_rounds_is_named(tmp_path: Path) -> None:
    (msg,) = _errors(tmp_path, "jidohanbaiki:\n  g03.yaml:\n    crate_drinks:\n      three: [4, 4]\n")
    assert "crate_drinks.three" in msg and "one number per round (3 rounds at 3 players)" in msg


def test_a_deal_for_the_wrong_number_of_players_is_named(tmp_path: Path) -> None:
    (msg,) = _errors(tmp_path, "jidohanbaiki:\n  g15.yaml:\n    deal:\n      four: [7, 8, 9]\n")
    assert "deal.four" in msg and "one number per player (4)" in msg
