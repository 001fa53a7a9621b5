"""Records on a disk that refuses: healthy records are never set aside, and nothing raises.

Read-only files are made two ways: a folder where SQLite's journal must go
(SQLite then cannot write, whoever runs the test), and a real read-only
file and folder when the tests do not run as root (root writes anyway).
"""

from __future__ import annotations

import os
import sqlite3

import pytest

from tests.ui.conftest import app  # noqa: F401  (the app fixture)
from tsukiji_table.cli import main
from tsukiji_table.games.jidohanbaiki import records
from tsukiji_table.games.jidohanbaiki.records import SCHEMA_VERSION, Records

AS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def with_a_record(path):
    assert Records(path).add("jido:g07", "jido:g07", True, 3400, 41)


def not_moved(folder):
    return not any(".corrupt-" in p.name for p in folder.iterdir())


def test_a_database_that_cannot_be_written_is_read_and_kept(tmp_path, monkeypatch):
    path = tmp_path / "records.sqlite3"
    with_a_record(path)
    real = sqlite3.connect

    def read_only(*args, **kwargs):  # what SQLite answers for a read-only file, whoever runs the test
        conn = real(*args, **kwargs)
        conn.execute("PRAGMA query_only = ON")
        return conn

    monkeypatch.setattr(records.sqlite3, "connect", read_only)
    r = Records(path)
    assert r.best("jido:g07").score == 3400
    assert r.add("jido:g07", "jido:g07", True, 3500, 30) is False
    assert r.warning and "left as it is" in r.warning and "not kept" in r.warning and "moved aside" not in r.warning
    assert not_moved(tmp_path)
    monkeypatch.undo()
    assert Records(path).best("jido:g07").score == 3400


def test_a_disk_that_fails_sets_nothing_aside(tmp_path):
    path = tmp_path / "records.sqlite3"
    with_a_record(path)
    (tmp_path / "records.sqlite3-journal").mkdir()  # SQLite reports a disk I/O error for every access
    r = Records(path)
    assert r.best("jido:g07") is None and r.add("jido:g07", "jido:g07", True, 3500, 30) is False
    assert "left as it is" in r.warning and "moved aside" not in r.warning and not_moved(tmp_path)
    (tmp_path / "records.sqlite3-journal").rmdir()
    assert Records(path).best("jido:g07").score == 3400


@pytest.mark.skipif(AS_ROOT, reason="root writes read-only files anyway")
def test_a_read_only_database_file_is_read_and_kept(tmp_path):
    path = tmp_path / "records.sqlite3"
    with_a_record(path)
    path.chmod(0o444)
    tmp_path.chmod(0o555)
    try:
        r = Records(path)
        assert r.best("jido:g07").score == 3400
        assert r.add("jido:g07", "jido:g07", True, 3500, 30) is False
        assert r.warning and "moved aside" not in r.warning and not_moved(tmp_path)
    finally:
        tmp_path.chmod(0o755)


def test_a_database_of_a_newer_version_is_read_and_never_set_aside(tmp_path):
    path = tmp_path / "records.sqlite3"
    with_a_record(path)
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    r = Records(path)
    assert [b.score for b in r.all_best()] == [3400]
    assert r.add("jido:g07", "jido:g07", True, 3500, 30) is False
    assert "newer version" in r.warning and not_moved(tmp_path)
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION + 1
    assert conn.execute("SELECT COUNT(*) FROM results").fetchone()[0] == 1
    conn.close()


def test_a_data_folder_that_cannot_be_made_gives_no_records_and_no_false_message(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    r = Records(blocker / "home" / "records.sqlite3")
    assert r.best("jido:g07") is None and r.all_best() == [] and r.played("jido:g07") == (0, 0)
    assert r.add("jido:g07", "jido:g07", True, 3500, 30) is False
    assert "cannot be made" in r.warning and "moved aside" not in r.warning


@pytest.mark.parametrize("argv", [["puzzles", "list"], ["puzzles", "records"], ["puzzles", "records", "--json"]])
def test_the_puzzle_commands_run_with_an_unwritable_data_folder(tmp_path, monkeypatch, capsys, argv):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("TSUKIJI_TABLE_HOME", str(blocker / "home"))
    assert main(argv) == 0
    err = capsys.readouterr().err
    assert "Traceback" not in err and "cannot be made" in err and "moved aside" not in err


def test_the_solo_menu_and_a_finished_solo_game_run_with_an_unwritable_data_folder(tmp_path, monkeypatch, app):  # noqa: F811
    from tsukiji_table.games.jidohanbaiki.puzzles import get_puzzle
    from tsukiji_table.games.session import Session
    from tsukiji_table.ui.games.jido_menu import SoloMenu

    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("TSUKIJI_TABLE_HOME", str(blocker / "home"))
    app.scene = SoloMenu(app)
    app.step()
    spec = get_puzzle("g07-01")
    scene = app.open_session(Session.new(spec.game, 1, 0, {"puzzle": spec.id}), cover_first=False)
    app.step()
    for action in spec.solution:
        assert scene.play(dict(action))
    app.step()
    assert scene.game.won(scene.table)
    assert any("cannot be made" in t.text for t in scene.toasts.items)
    assert app.errors == []
