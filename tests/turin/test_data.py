"""The rules data: a fair deck, the list card, decisions, and a user's own cards."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tsukiji_table.games.session import Session, load_game_rules
from tsukiji_table.games.turin import Turin
from tsukiji_table.games.turin.data import turin_data
from tsukiji_table.rulesdata import RulesDataError, load_rules


@pytest.fixture(scope="module")
def rules():
    return load_rules("turin")


def test_deck_has_18_cards_of_3_2_1_of_three_different_goods(rules) -> None:
    data = turin_data(rules)
    assert len(data.cards) == 18
    for card, goods in data.cards.items():
        assert sorted(n for _, n in goods) == [1, 2, 3], card
        assert len({g for g, _ in goods}) == 3, card


def test_every_good_has_the_same_total(rules) -> None:
    data = turin_data(rules)
    totals = [0] * len(data.goods)
    for goods in data.cards.values():
        for g, n in goods:
            totals[g] += n
    assert len(data.goods) == 9 and totals == [12] * 9


def test_card_contents_are_marked_assumed(rules) -> None:
    for i in range(18):
        assert rules.is_assumed("cards.yaml", f"cards[{i}].goods")


def test_grapes_classic_bonus_is_the_rulebook_six_and_the_rest_assumed(rules) -> None:
    data = turin_data(rules)
    g = data.goods.index("grapes")
    assert data.bonus["classic"][g] == 6
    assert not rules.is_assumed("list.yaml", f"goods[{g}].classic")
    for i, good in enumerate(data.goods):
        assert rules.is_assumed("list.yaml", f"goods[{i}].new")
        if good != "grapes":
            assert rules.is_assumed("list.yaml", f"goods[{i}].classic")


def test_goods_have_japanese_and_english_names_assumed_but_grapes(rules) -> None:
    data = turin_data(rules)
    assert data.good_names["grapes"] == {"en": "Grapes", "ja": "ぶどう"}
    for i, good in enumerate(data.goods):
        names = data.good_names[good]
        assert names["en"] and re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", names["ja"])
        assert rules.is_assumed("components.yaml", f"axes.good[{i}].names") == (good != "grapes")


def test_every_digest_ambiguity_has_a_decision_with_a_japanese_quote(rules) -> None:
    ids = {d.split("-")[0] for d in rules.decisions}
    assert {f"a{i}" for i in range(1, 9)} <= ids
    for d in rules.decisions.values():
        assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", d.quote), d.id
        assert len(d.reading) > 20


def test_setup_numbers_come_from_game_yaml(rules) -> None:
    data = turin_data(rules)
    assert data.start_money == 15 and (data.loan_amount, data.loan_repay, data.loan_marker) == (10, 15, 2)
    assert {p: (s.deal, s.leftover) for p, s in data.setups.items()} == {2: (6, "box"), 3: (6, "none"), 4: (4, "lot"), 5: (3, "lot")}


def test_own_cards_by_rules_override(tmp_path: Path) -> None:
    override = tmp_path / "my-turin.yaml"
    # Swap the goods of c01 and c02 so every total stays 12.
    override.write_text(
        "turin:\n"
        "  cards.yaml:\n"
        "    cards:\n"
        "      - {id: c01, goods: [{chocolate: 3}, {coffee: 2}, {truffles: 1}]}\n"
        "      - {id: c02, goods: [{grapes: 3}, {chocolate: 2}, {hazelnuts: 1}]}\n",
        encoding="utf-8",
    )
    rules = load_game_rules(Turin, None, override)
    assert not rules.is_assumed("cards.yaml", "cards[0].goods")
    assert rules.is_assumed("cards.yaml", "cards[2].goods")
    s = Session.new("turin", 3, 1, rules_override=override)
    assert s.game.data.card_goods("c01") == {"chocolate": 3, "coffee": 2, "truffles": 1}


def test_override_errors_name_the_file_line_and_key(tmp_path: Path) -> None:
    override = tmp_path / "bad.yaml"
    override.write_text("turin:\n  cards.yaml:\n    cards:\n      - {id: c01, goods: [{grapes: 3}, {coffee: 2}]}\n", encoding="utf-8")
    with pytest.raises(RulesDataError) as err:
        load_game_rules(Turin, None, override)
    assert f"{override}:4 cards[0].goods: expected 3 entries, got 2" in str(err.value)


def test_override_with_an_unknown_good_is_refused(tmp_path: Path) -> None:
    override = tmp_path / "bad.yaml"
    override.write_text("turin:\n  cards.yaml:\n    cards:\n      - {id: c01, goods: [{grapes: 3}, {coffee: 2}, {tea: 1}]}\n", encoding="utf-8")
    with pytest.raises(RulesDataError, match="tea"):
        Session.new("turin", 3, 1, rules_override=override)


def test_list_card_total_must_match_the_cards(tmp_path: Path) -> None:
    override = tmp_path / "bad.yaml"
    override.write_text("turin:\n  list.yaml:\n    goods:\n      - {id: grapes, total: 13}\n", encoding="utf-8")
    with pytest.raises(RulesDataError, match="the cards hold 12 grapes, the list card says 13"):
        Session.new("turin", 3, 1, rules_override=override)


def test_same_good_twice_on_a_card_is_refused(tmp_path: Path) -> None:
    override = tmp_path / "bad.yaml"
    override.write_text("turin:\n  cards.yaml:\n    cards:\n      - {id: c01, goods: [{grapes: 3}, {grapes: 2}, {rice: 1}]}\n", encoding="utf-8")
    with pytest.raises(RulesDataError, match="twice"):
        load_game_rules(Turin, None, override)


def test_rules_check_reports_cross_file_problems_with_file_and_line(tmp_path: Path) -> None:
    import subprocess
    import sys

    override = tmp_path / "bad.yaml"
    override.write_text("turin:\n  list.yaml:\n    goods:\n      - {id: grapes, total: 13}\n", encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "tsukiji_table", "rules", "check", "--rules-override", str(override)], capture_output=True, text=True)
    assert out.returncode == 1
    assert f"{override}:4 goods[0].total: the cards hold 12 grapes, the list card says 13" in out.stderr
