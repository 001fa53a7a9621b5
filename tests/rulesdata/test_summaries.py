"""Rules summaries (rules/<box>/summaries/): every game has its pages, their numbers are the rules' own,
a value or reading that is ours is marked and explained, and a mistake in a summary is located."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from tsukiji_table.games.registry import all_games
from tsukiji_table.paths import rules_root
from tsukiji_table.rulesdata import RulesDataError, load_override, load_rules
from tsukiji_table.rulesdata.summaries import ASSUMED_MARK, PAGES, fill, load_summaries, parse_path, summaries_for


@pytest.fixture
def turin_copy(tmp_path):
    """A rules folder with only Turin (and no summaries) to write summaries into."""
    dst = tmp_path / "rules"
    shutil.copytree(rules_root() / "turin", dst / "turin")
    shutil.rmtree(dst / "turin" / "summaries")
    (dst / "turin" / "summaries").mkdir()
    return dst


def _write(root, text: str, name: str = "mine.yaml") -> None:
    (root / "turin" / "summaries" / name).write_text(text, encoding="utf-8")


def _summary(text_en: str, text_ja: str = "テキスト", notes: str = "") -> str:
    section = f"""  - heading: {{en: Heading, ja: 見出し}}
    text: {{en: "{text_en}", ja: "{text_ja}"}}
{notes}"""
    return f"games: [turin]\nhow_to_play:\n{section}\nreference:\n{section}\n"


def _errors(root) -> list[str]:
    rules = load_rules("turin", root)
    with pytest.raises(RulesDataError) as err:
        load_summaries(rules, root)
    return [str(e) for e in err.value.errors]


def test_every_listed_game_has_a_how_to_play_page_and_a_rules_reference_in_both_languages():
    for game in all_games():
        assert game.how_to.get("en") and game.how_to.get("ja"), f"{game.id} has no short how-to-play in both languages"
        if game.box is None:
            continue
        found = summaries_for(game.id, load_rules(game.box))
        assert found, f"{game.id} has no rules summary in rules/{game.box}/summaries/"
        for summary in found:
            for page in PAGES:
                assert summary.pages[page], f"{summary.name}: {page} is empty"
                for section in summary.pages[page]:
                    assert summary.text(section, "en").strip() and summary.text(section, "ja").strip()


def test_the_refereed_games_give_their_length():
    for game in all_games():
        if not getattr(game, "free_table", False):
            assert game.length is not None and 0 < game.length[0] <= game.length[1], game.id


def test_a_summary_shows_the_numbers_of_the_rules_in_use(tmp_path):
    rules = load_rules("turin")
    (summary,) = summaries_for("turin", rules)
    goal = summary.pages["how_to_play"][0]
    assert "starts with 15 scudo" in summary.text(goal, "en") and "15スクード" in summary.text(goal, "ja")
    over = tmp_path / "over.yaml"
    over.write_text("turin:\n  game.yaml:\n    start_money: 20\n")
    changed = load_rules("turin", None, load_override(over))
    (summary,) = summaries_for("turin", changed)
    assert "starts with 20 scudo" in summary.text(summary.pages["how_to_play"][0], "en")


def test_an_assumed_value_is_marked_and_a_reading_of_ours_too(turin_copy):
    note = """    notes:
      - refs: ["list.yaml:goods[*].classic", "decision:a3-buying"]
        text: {en: "ours", ja: "当方の値"}
"""
    _write(
        turin_copy,
        _summary("Coffee gives {list.yaml:goods[id=coffee].classic}, grapes {list.yaml:goods[id=grapes].classic}; buying{decision:a3-buying}.", notes=note),
    )
    rules = load_rules("turin", turin_copy)
    (summary,) = load_summaries(rules, turin_copy)
    text = summary.text(summary.pages["reference"][0], "en")
    assert text == f"Coffee gives 7{ASSUMED_MARK}, grapes 6; buying{ASSUMED_MARK}."  # grapes' 6 is the rulebook's


def test_a_marked_value_without_a_note_is_an_error(turin_copy):
    _write(turin_copy, _summary("Coffee gives {list.yaml:goods[id=coffee].classic}."))
    errors = _errors(turin_copy)
    assert any("rules/turin/summaries/mine.yaml:" in e and "list.yaml:goods[2].classic is marked as ours" in e for e in errors), errors


def test_a_note_that_covers_nothing_assumed_is_an_error(turin_copy):
    note = """    notes:
      - refs: ["game.yaml:start_money"]
        text: {en: "ours", ja: "当方の値"}
"""
    _write(turin_copy, _summary("Start with {game.yaml:start_money}.", notes=note))
    errors = _errors(turin_copy)
    assert any("covers no assumed value" in e and "notes[0].refs[0]" in e for e in errors), errors


@pytest.mark.parametrize(
    "text,words",
    [
        ("{game.yaml:no_such_key}", "no such value in game.yaml"),
        ("{nofile.yaml:start_money}", "no such rules file"),
        ("{game.yaml:loan}", "not a number"),
        ("{decision:no-such-decision}", "no decision 'no-such-decision'"),
        ("a star * of our own", "kept for the assumed mark"),
        ("a {brace", "a brace that is not a reference"),
    ],
)
def test_a_bad_reference_is_located(turin_copy, text, words):
    _write(turin_copy, _summary(text))
    errors = _errors(turin_copy)
    assert any(words in e and "mine.yaml:" in e and "how_to_play[0].text.en" in e for e in errors), errors


def test_a_summary_missing_a_page_or_a_language_is_an_error(turin_copy):
    _write(turin_copy, "games: [turin]\nhow_to_play:\n  - heading: {en: H, ja: 見}\n    text: {en: T}\n")
    errors = _errors(turin_copy)
    assert any("missing key 'reference'" in e for e in errors) and any("text: missing key 'ja'" in e for e in errors), errors


def test_rules_check_reports_a_broken_summary(turin_copy):
    _write(turin_copy, _summary("{game.yaml:nothing}"))
    run = subprocess.run([sys.executable, "-m", "tsukiji_table", "rules", "check", "--rules-dir", str(turin_copy)], capture_output=True, text=True)
    assert run.returncode == 1
    assert "rules/turin/summaries/mine.yaml" in run.stderr and "no such value" in run.stderr


def test_paths_name_list_entries_by_id_or_index():
    assert parse_path("markets[id=eel].license_price") == ("markets", ("id", "eel"), "license_price")
    assert parse_path("goods[2].new") == ("goods", 2, "new")
    assert parse_path("goods[*]") == ("goods", "*")
    assert parse_path("goods..new") is None and parse_path("[1]") is None and parse_path("a b") is None
    rules = load_rules("tsukiji")
    assert fill("{fish_markets.yaml:markets[id=tuna].license_price}", rules) == "1,000"
