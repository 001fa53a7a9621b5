"""A save fingerprints only the rules files its game reads, and a refusal names what changed."""

from __future__ import annotations

import json
import random
import shutil
from dataclasses import replace

import pytest

from tsukiji_table.cli import main
from tsukiji_table.games.session import RulesChanged, Session, verify_save
from tsukiji_table.paths import rules_root
from tsukiji_table.rulesdata import UndeclaredRead, load_rules, loader
from tsukiji_table.rulesdata.schema import FileSchema, Int, Later, Map, Str


@pytest.fixture
def rules_copy(tmp_path):
    dst = tmp_path / "rules"
    shutil.copytree(rules_root(), dst)
    return dst


def played(game_id: str, steps: int = 4, **rules) -> Session:
    """A session with a few random legal actions played."""
    session = Session.new(game_id, None, seed=3, **rules)
    rng = random.Random(1)
    for _ in range(steps):
        seats = session.game.to_move(session.table)
        if not seats:
            break
        legal = list(session.game.legal_actions(session.table, seats[0]))
        session.play(seats[0], legal[rng.randrange(len(legal))])
    return session


def saved_g08(tmp_path, rules_copy, **rules):
    session = played("jido:g08", rules_dir=rules_copy, **rules)
    path = tmp_path / "g08.json"
    session.save(path)
    return path, session.table.state_hash()


def add_a_game_file(monkeypatch, rules_copy) -> None:
    """A new mini-game's file in the box, with the schema its game would register."""
    monkeypatch.setitem(loader._SCHEMAS, ("jidohanbaiki", "g99.yaml"), FileSchema(Map({"id": Str()}), "a game added after the save"))
    (rules_copy / "jidohanbaiki" / "g99.yaml").write_text("id: jido:g99\n")


def edit(path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_a_save_keeps_a_fingerprint_of_each_file_its_game_reads(tmp_path, rules_copy):
    path, _ = saved_g08(tmp_path, rules_copy)
    data = json.loads(path.read_text())
    assert sorted(data["rules_files"]) == ["jidohanbaiki/components.yaml", "jidohanbaiki/g08.yaml"]
    assert data["rules_overrides"] == {}


def test_adding_a_file_to_the_box_leaves_a_g08_save_loadable(tmp_path, rules_copy, monkeypatch):
    path, digest = saved_g08(tmp_path, rules_copy)
    add_a_game_file(monkeypatch, rules_copy)
    assert "g99.yaml" in load_rules("jidohanbaiki", rules_copy).files
    assert Session.load(path, rules_dir=rules_copy).table.state_hash() == digest
    assert verify_save(path, rules_copy).ok


def test_an_optional_key_added_to_a_schema_later_leaves_saves_loadable_while_files_leave_it_out(tmp_path, rules_copy, monkeypatch):
    """``Later`` keys (tower.yaml's ``simulation.min_substeps``) are absent from the validated data when the file
    leaves them out, so the file's fingerprint, and every save made before the key existed, stay as they were."""
    path, digest = saved_g08(tmp_path, rules_copy)
    g08 = ("jidohanbaiki", "g08.yaml")
    base = loader._SCHEMAS[g08]
    root = base.schema
    assert isinstance(root, Map)
    fields = dict(root.fields)
    fields["tuning"] = Later(Int(1, 9))
    monkeypatch.setitem(loader._SCHEMAS, g08, replace(base, schema=Map(fields, root.extra, root.post)))
    monkeypatch.setattr(loader, "_CACHE", {})  # validate again under the new schema
    assert "tuning" not in load_rules("jidohanbaiki", rules_copy).files["g08.yaml"]
    assert Session.load(path, rules_dir=rules_copy).table.state_hash() == digest
    with open(rules_copy / "jidohanbaiki" / "g08.yaml", "a", encoding="utf-8") as f:
        f.write("tuning: 3\n")
    assert load_rules("jidohanbaiki", rules_copy).files["g08.yaml"]["tuning"] == 3
    with pytest.raises(RulesChanged):
        Session.load(path, rules_dir=rules_copy)


def test_changing_a_file_another_game_reads_leaves_a_g08_save_loadable(tmp_path, rules_copy):
    path, digest = saved_g08(tmp_path, rules_copy)
    edit(rules_copy / "jidohanbaiki" / "decisions.yaml", "decisions:", "# a new reading noted\ndecisions:")
    g07 = rules_copy / "jidohanbaiki" / "g07.yaml"
    g07.write_text(g07.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    edit(rules_copy / "jidohanbaiki" / "tower.yaml", "machine:", "machine:  # the tower G08 does not use")
    assert Session.load(path, rules_dir=rules_copy).table.state_hash() == digest


def test_changing_g08_yaml_refuses_a_g08_save_naming_the_file(tmp_path, rules_copy):
    path, _ = saved_g08(tmp_path, rules_copy)
    edit(rules_copy / "jidohanbaiki" / "g08.yaml", "spot_mm: 24", "spot_mm: 25")
    with pytest.raises(RulesChanged) as refused:
        Session.load(path, rules_dir=rules_copy)
    text = str(refused.value)
    assert text.startswith(f"{path}: the save was made with other rules data")
    assert "rules/jidohanbaiki/g08.yaml has changed since the game was saved" in text and "components.yaml" not in text
    with pytest.raises(RulesChanged) as again:
        verify_save(path, rules_copy)
    assert str(again.value) == text, "replay --verify says the same"


def test_replay_verify_names_the_changed_file_without_a_traceback(tmp_path, rules_copy, capsys):
    path, _ = saved_g08(tmp_path, rules_copy)
    edit(rules_copy / "jidohanbaiki" / "g08.yaml", "swaps_per_turn: 2", "swaps_per_turn: 3")
    code = main(["replay", str(path), "--verify", "--rules-dir", str(rules_copy)])
    _, err = capsys.readouterr()
    assert code == 1 and "Traceback" not in err
    assert "rules/jidohanbaiki/g08.yaml has changed since the game was saved" in err


def test_a_save_made_with_an_override_is_refused_without_it_naming_the_override(tmp_path, rules_copy):
    over = tmp_path / "mine.yaml"
    over.write_text("jidohanbaiki:\n  g08.yaml:\n    spot_mm: 30\n")
    path, digest = saved_g08(tmp_path, rules_copy, rules_override=over)
    assert "jidohanbaiki/g08.yaml" in json.loads(path.read_text())["rules_overrides"]
    with pytest.raises(RulesChanged, match=r"the --rules-override of rules/jidohanbaiki/g08\.yaml differs"):
        Session.load(path, rules_dir=rules_copy)
    assert Session.load(path, rules_dir=rules_copy, rules_override=over).table.state_hash() == digest


def test_an_override_of_a_file_the_game_does_not_read_is_not_compared(tmp_path, rules_copy):
    over = tmp_path / "mine.yaml"
    over.write_text("jidohanbaiki:\n  g07.yaml:\n    card_value: 400\n")
    path, digest = saved_g08(tmp_path, rules_copy)
    assert Session.load(path, rules_dir=rules_copy, rules_override=over).table.state_hash() == digest


def legacy(path) -> None:
    """Make ``path`` a save of before per-file fingerprints: one fingerprint of the whole box."""
    data = json.loads(path.read_text())
    del data["rules_files"], data["rules_overrides"]
    path.write_text(json.dumps(data))


def test_an_older_save_loads_while_its_box_is_unchanged(tmp_path, rules_copy):
    path, digest = saved_g08(tmp_path, rules_copy)
    legacy(path)
    assert json.loads(path.read_text())["rules_fingerprint"] == load_rules("jidohanbaiki", rules_copy).fingerprint
    assert Session.load(path, rules_dir=rules_copy).table.state_hash() == digest
    assert verify_save(path, rules_copy).ok


def test_an_older_save_whose_box_changed_gets_a_clear_message(tmp_path, rules_copy, monkeypatch, capsys):
    path, _ = saved_g08(tmp_path, rules_copy)
    legacy(path)
    add_a_game_file(monkeypatch, rules_copy)
    with pytest.raises(RulesChanged, match=r"made by an older version, which kept one fingerprint for all of rules/jidohanbaiki"):
        Session.load(path, rules_dir=rules_copy)
    assert main(["replay", str(path), "--verify", "--rules-dir", str(rules_copy)]) == 1
    assert "older version" in capsys.readouterr().err


def test_the_refusal_reads_in_japanese(tmp_path, rules_copy):
    from tsukiji_table.text import set_language

    path, _ = saved_g08(tmp_path, rules_copy)
    edit(rules_copy / "jidohanbaiki" / "g08.yaml", "spot_mm: 24", "spot_mm: 25")
    set_language("ja")
    try:
        with pytest.raises(RulesChanged, match=r"rules/jidohanbaiki/g08\.yaml はセーブ後に変更されています"):
            Session.load(path, rules_dir=rules_copy)
    finally:
        set_language("en")


def test_a_game_cannot_read_a_file_it_does_not_declare():
    view = load_rules("jidohanbaiki").only(["g08.yaml"])
    assert view.file("g08.yaml")["swaps_per_turn"] == 2
    assert view.has("g07.yaml") and "g07.yaml" not in view.files
    with pytest.raises(UndeclaredRead, match=r"rules/jidohanbaiki/g07\.yaml .* add 'g07\.yaml' to the game's `reads`"):
        view.file("g07.yaml")


def test_a_game_whose_file_is_missing_from_the_rules_dir_gets_a_located_message(tmp_path, rules_copy):
    (rules_copy / "jidohanbaiki" / "g08.yaml").unlink()
    from tsukiji_table.rulesdata import RulesDataError

    # Every file of a box is required (issue 18): the folder's check names it before the game's reads would.
    with pytest.raises(RulesDataError, match=r"rules/jidohanbaiki/g08\.yaml: missing: the jidohanbaiki rules need this file"):
        Session.new("jido:g08", rules_dir=rules_copy)


def test_moving_a_zone_in_tsukijis_layout_leaves_its_saves_loadable(tmp_path, rules_copy):
    """layout.yaml says only where zones lie: a save keeps no fingerprint of it (a redesigned screen
    refused every Tsukiji save as 'rules/tsukiji/layout.yaml has changed')."""
    session = played("tsukiji", rules_dir=rules_copy)
    path = tmp_path / "tsukiji.json"
    session.save(path)
    assert "tsukiji/layout.yaml" not in json.loads(path.read_text())["rules_files"]
    edit(rules_copy / "tsukiji" / "layout.yaml", "seat_block: {w: 456, h: 264}", "seat_block: {w: 460, h: 264}")
    assert Session.load(path, rules_dir=rules_copy).table.state_hash() == session.table.state_hash()
    assert verify_save(path, rules_copy).ok
    edit(rules_copy / "tsukiji" / "harbor.yaml", "license_spaces: 4 ", "license_spaces: 5 ")  # a rules file still counts
    with pytest.raises(RulesChanged, match="harbor.yaml"):
        Session.load(path, rules_dir=rules_copy)
