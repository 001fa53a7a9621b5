"""Rules data: the shipped files are valid and exact; errors are located."""

from __future__ import annotations

import shutil

import pytest

from tsukiji_table.paths import rules_root
from tsukiji_table.rulesdata import RulesDataError, load_all, load_override, load_rules


@pytest.fixture
def rules_copy(tmp_path):
    dst = tmp_path / "rules"
    shutil.copytree(rules_root(), dst)
    return dst


def errors_of(box, root, override=None):
    with pytest.raises(RulesDataError) as err:
        load_rules(box, root, load_override(override) if override else None)
    return [str(e) for e in err.value.errors]


def test_shipped_rules_are_valid():
    rules, errors = load_all()
    assert errors == []
    assert {"tsukiji", "turin", "jidohanbaiki"} <= set(rules)


def test_component_counts_are_exact_to_the_rulebooks():
    rules, _ = load_all()
    ts = {c.id: c.count for c in rules["tsukiji"].components.values()}
    assert (ts["harbor_board"], ts["berth_cover"], ts["boat"], ts["market_board"]) == (6, 12, 15, 18)
    assert ts["barrel"] + ts["value_marker"] == 64 and ts["fish_token"] == 119
    assert ts["license"] + ts["stock"] + ts["loan"] + ts["freezer"] + ts["cart"] == 42
    assert (ts["yen_100"], ts["yen_500"], ts["yen_1000"], ts["auction_bag"]) == (35, 10, 15, 1)
    assert (ts["expansion_boat"], ts["expansion_market_board"], ts["expansion_barrel"]) == (3, 12, 36)
    assert (ts["expansion_fish_token"], ts["expansion_license"], ts["crash_token"]) == (65, 23, 12)
    assert ts["buyer_token"] + ts["expansion_token"] + ts["boat_rental_token"] == 10
    boats = {v.id: v.count for v in rules["tsukiji"].components["boat"].variants}
    assert boats == {"slot1": 6, "slot2": 4, "slot3": 3, "slot4": 1, "barge6": 1}
    tu = {c.id: c.count for c in rules["turin"].components.values()}
    assert tu == {"goods_card": 18, "loan_card": 5, "list_card": 4, "scudo": 36, "goods_chip": 9, "goose": 1}
    jd = rules["jidohanbaiki"].components
    drinks = [v.id for v in jd["drink"].variants]
    assert len(drinks) == len(set(drinks)) == 36 and "red:short_can" in drinks and "mint:longest_bottle" in drinks
    assert {v.id: v.count for v in jd["money"].variants} == {"100": 32, "500": 15, "1000": 10, "5000": 2}
    assert (jd["crate"].count, jd["stock_card"].count, jd["ad_sign"].count) == (6, 12, 12)


def test_assumed_values_are_recorded_with_their_note():
    rules = load_rules("tsukiji")
    note = rules.assumed_note("components.yaml", "components[4].variants[0].count")
    assert note and "3-player example" in note
    assert not rules.is_assumed("components.yaml", "components[0].count")


def test_malformed_yaml_names_file_and_line(rules_copy):
    path = rules_copy / "turin" / "components.yaml"
    lines = path.read_text().splitlines()
    lines[20] = lines[20] + " : : ["
    path.write_text("\n".join(lines))
    (msg,) = errors_of("turin", rules_copy)
    assert msg.startswith(f"{rules_copy}/turin/components.yaml:2") and "invalid YAML" in msg


def test_missing_key_names_the_entry(rules_copy):
    path = rules_copy / "jidohanbaiki" / "components.yaml"
    text = path.read_text().replace("    count: 6\n    shape: crate\n", "    shape: crate\n")
    path.write_text(text)
    (msg,) = errors_of("jidohanbaiki", rules_copy)
    assert "rules/jidohanbaiki/components.yaml:" in msg and "components[2]: missing key 'count'" in msg


def test_wrong_type_names_line_and_path(rules_copy):
    path = rules_copy / "turin" / "components.yaml"
    text = path.read_text().replace("    count: 5\n", "    count: five\n")
    path.write_text(text)
    (msg,) = errors_of("turin", rules_copy)
    line = text.splitlines().index("    count: five") + 1
    assert msg == f"{rules_copy}/turin/components.yaml:{line} components[1].count: expected a whole number, got the text 'five'"


def test_duplicate_id_is_reported(rules_copy):
    path = rules_copy / "turin" / "components.yaml"
    path.write_text(path.read_text().replace("  - id: list_card", "  - id: loan_card"))
    msgs = errors_of("turin", rules_copy)
    assert any("components[2].id: duplicate id 'loan_card'" in m for m in msgs)


def test_duplicate_key_is_reported(rules_copy):
    path = rules_copy / "turin" / "components.yaml"
    path.write_text(path.read_text().replace("    count: 5\n", "    count: 5\n    count: 6\n"))
    msgs = errors_of("turin", rules_copy)
    assert any("components[1].count: duplicate key" in m for m in msgs)


def test_unknown_piece_kind_reference_is_reported(rules_copy):
    from tsukiji_table.rulesdata import register_file
    from tsukiji_table.rulesdata.schema import FileSchema, Int, List, Map, Ref

    register_file("turin", "testrefs.yaml", FileSchema(Map({"uses": List(Map({"kind": Ref("kind"), "n": Int(1)}))}), optional=True))
    (rules_copy / "turin" / "testrefs.yaml").write_text("uses:\n  - {kind: goods_card, n: 1}\n  - {kind: goods_crad, n: 2}\n")
    (msg,) = errors_of("turin", rules_copy)
    assert msg.startswith(f"{rules_copy}/turin/testrefs.yaml:3 uses[1].kind: unknown kind 'goods_crad'")


def test_a_file_without_a_schema_is_an_error(rules_copy):
    (rules_copy / "turin" / "extra.yaml").write_text("a: 1\n")
    (msg,) = errors_of("turin", rules_copy)
    assert "rules/turin/extra.yaml" in msg and "no schema" in msg


def test_an_override_replaces_values_and_is_validated(rules_copy, tmp_path):
    over = tmp_path / "mine.yaml"
    over.write_text("turin:\n  components.yaml:\n    components:\n      - id: goose\n        count: 2\n")
    rules = load_rules("turin", rules_copy, load_override(over))
    assert rules.components["goose"].count == 2
    assert rules.fingerprint != load_rules("turin", rules_copy).fingerprint


def test_an_override_that_breaks_a_constraint_points_into_the_override(rules_copy, tmp_path):
    over = tmp_path / "mine.yaml"
    over.write_text(
        "turin:\n  components.yaml:\n    components:\n      - id: goods_card\n        variants:\n          - {id: c01, names: {en: A, ja: A}, count: 2}\n"
    )
    msgs = errors_of("turin", rules_copy, over)
    assert any("add up to 18" in m and f"(changed by {over}:4)" in m for m in msgs), msgs


def test_a_wrong_value_in_an_override_is_located_in_the_override_alone(rules_copy, tmp_path):
    # It used to add "(changed by rules/turin/game.yaml:2)": our file named as the one that changed it.
    over = tmp_path / "mine.yaml"
    over.write_text("turin:\n  game.yaml:\n    start_money: lots\n")
    (msg,) = errors_of("turin", rules_copy, over)
    assert msg.startswith(f"{over}:3 start_money:") and "changed by" not in msg, msg


def test_an_override_for_an_unknown_box_is_refused(tmp_path):
    over = tmp_path / "mine.yaml"
    over.write_text("chess:\n  board.yaml: {}\n")
    with pytest.raises(RulesDataError, match=r"mine.yaml:1 chess: unknown box"):
        load_override(over)


def test_assumed_form_must_say_true(rules_copy):
    path = rules_copy / "turin" / "components.yaml"
    path.write_text(path.read_text().replace("count: {value: 21, assumed: true,", "count: {value: 21, assumed: yes please,"))
    msgs = errors_of("turin", rules_copy)
    assert any("'assumed' must be true" in m for m in msgs)


def test_decisions_need_a_japanese_quote_and_a_reading(rules_copy):
    path = rules_copy / "turin" / "decisions.yaml"
    path.write_text("decisions:\n  - id: x\n    topic: t\n    reading: r\n")
    (msg,) = errors_of("turin", rules_copy)
    assert "decisions.yaml:2 decisions[0]: missing key 'quote'" in msg


def test_an_id_given_as_a_list_is_a_located_error_not_a_crash(rules_copy):
    path = rules_copy / "turin" / "components.yaml"
    text = path.read_text(encoding="utf-8")
    first = text.index("- id: ")
    end = text.index("\n", first)
    path.write_text(text[:first] + "- id: [goose, duck]" + text[end:], encoding="utf-8")
    msgs = errors_of("turin", rules_copy)
    assert any("components.yaml:" in m and "components[0].id" in m for m in msgs), msgs
