"""Rules data a user can hand the program: every problem is one located line, within limits that are said."""

from __future__ import annotations

import shutil

import pytest

from tsukiji_table.paths import rules_root
from tsukiji_table.rulesdata import RulesDataError, load_all, load_located, load_override, load_rules
from tsukiji_table.rulesdata.loader import files_of
from tsukiji_table.rulesdata.located import MAX_DEPTH, MAX_VALUES


@pytest.fixture
def rules_copy(tmp_path):
    dst = tmp_path / "rules"
    shutil.copytree(rules_root(), dst)
    return dst


def problems(text: str) -> list[str]:
    with pytest.raises(RulesDataError) as err:
        load_located(text, "x.yaml")
    return [str(e) for e in err.value.errors]


def alias_bomb(levels: int) -> str:
    lines = ['a0: &a0 ["x", "x", "x", "x", "x", "x", "x", "x", "x"]']
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, levels + 1)]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("levels", [6, 9])
def test_an_alias_bomb_is_refused_at_the_value_limit(levels):
    (msg,) = problems(alias_bomb(levels))
    assert msg.startswith("x.yaml:") and f"more than {MAX_VALUES:,} values" in msg


def test_deep_nesting_is_refused_with_its_line():
    (msg,) = problems("a:\n  b: " + "[" * 5000 + "]" * 5000 + "\n")
    assert msg.startswith("x.yaml:2") and f"nested more than {MAX_DEPTH} levels" in msg


def test_an_alias_inside_itself_is_refused():
    (msg,) = problems("a: &x [1, *x]\n")
    assert f"nested more than {MAX_DEPTH} levels deep once its aliases" in msg


def test_a_number_of_thousands_of_digits_is_a_located_error():
    (msg,) = problems("a:\n  b: " + "9" * 5000 + "\n")
    assert msg == "x.yaml:2 a.b: a number with too many digits"


def test_a_key_that_is_a_list_is_a_located_error():
    (msg,) = problems("? [1, 2]\n: 3\n")
    assert msg.startswith("x.yaml:1") and "a key must be a name" in msg


def test_a_huge_count_is_refused_before_any_game_starts(rules_copy):
    path = rules_copy / "turin" / "components.yaml"
    path.write_text(path.read_text().replace("    count: 5\n", "    count: 100000000\n", 1))
    with pytest.raises(RulesDataError, match=r"components\[1\]\.count: expected at most 1,000, got 100,000,000"):
        load_rules("turin", rules_copy)


def test_any_number_past_the_limit_is_refused(rules_copy):
    path = rules_copy / "tsukiji" / "harbor.yaml"
    path.write_text(path.read_text().replace("start_money: 2000", "start_money: 20000000000"))
    with pytest.raises(RulesDataError, match=r"harbor.yaml:\d+ start_money: expected at most 1,000,000, got 20,000,000,000 \(the limit for any number\)"):
        load_rules("tsukiji", rules_copy)


def test_a_number_that_is_not_finite_is_refused(rules_copy):
    path = rules_copy / "jidohanbaiki" / "tower.yaml"
    text = path.read_text()
    start = text.index("rod_radius: {value: ") + len("rod_radius: {value: ")
    end = text.index(",", start)
    path.write_text(text[:start] + ".nan" + text[end:])
    with pytest.raises(RulesDataError, match=r"rod_radius: expected a finite number, got nan"):
        load_rules("jidohanbaiki", rules_copy)


@pytest.mark.parametrize(("box", "name"), [(box, name) for box in ("tsukiji", "turin", "jidohanbaiki") for name in files_of(box)])
def test_a_required_file_deleted_is_named_as_missing(rules_copy, box, name):
    (rules_copy / box / name).unlink()
    with pytest.raises(RulesDataError) as err:
        load_rules(box, rules_copy)
    assert [str(e) for e in err.value.errors] == [f"{rules_copy / box / name}: missing: the {box} rules need this file ({files_of(box)[name].description})"]


def test_an_empty_rules_folder_is_not_ok(tmp_path):
    rules, errors = load_all(tmp_path)
    assert rules == {} and [str(e) for e in errors] == [f"{tmp_path}: no rules here: expected a folder per box (tsukiji, turin, jidohanbaiki)"]


def test_a_folder_that_is_no_box_is_named(rules_copy):
    (rules_copy / "chess").mkdir()
    _, errors = load_all(rules_copy)
    assert [str(e) for e in errors] == [f"{rules_copy / 'chess'}: not a box of this program (boxes: tsukiji, turin, jidohanbaiki)"]


def test_one_bad_value_gives_one_error_not_a_cascade(rules_copy):
    path = rules_copy / "tsukiji" / "harbor.yaml"
    path.write_text(path.read_text().replace("license_spaces: 4 ", "license_spaces: four "))
    with pytest.raises(RulesDataError) as err:
        load_rules("tsukiji", rules_copy)
    assert len(err.value.errors) == 1 and "license_spaces: expected a whole number" in str(err.value)


def test_an_unknown_file_in_an_override_is_blamed_on_the_override(tmp_path):
    over = tmp_path / "mine.yaml"
    over.write_text("turin:\n  cardz.yaml:\n    cards: []\n")
    with pytest.raises(RulesDataError) as err:
        load_rules("turin", None, load_override(over))
    (msg,) = [str(e) for e in err.value.errors]
    assert msg.startswith(f"{over}:2 turin.cardz.yaml: the turin rules have no such file") and "cards.yaml" in msg


def test_a_rules_folder_of_the_user_is_named_as_they_named_it(tmp_path):
    with pytest.raises(RulesDataError) as err:
        load_rules("turin", tmp_path / "x")
    assert str(err.value) == f"{tmp_path / 'x' / 'turin'}: no such rules folder"


def test_a_referee_that_cannot_read_the_users_rules_when_made_is_a_rules_error_naming_them(rules_copy):
    # G09 reads a coin value per drink shape when it is made: a shape renamed in components.yaml raised KeyError.
    from tsukiji_table.games.session import Session

    path = rules_copy / "jidohanbaiki" / "components.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("id: not_longest_bottle", "id: not_longest_x"), encoding="utf-8")
    with pytest.raises(RulesDataError) as err:
        Session.new("jido:g09", 3, 3, rules_dir=rules_copy)
    (message,) = (str(e) for e in err.value.errors)
    assert message.startswith(str(rules_copy / "jidohanbaiki")) and "jido:g09 cannot be set up with these rules" in message, message
