"""Saves: atomic, versioned, checked; replay finds the first diverging step."""

from __future__ import annotations

import json

import pytest

from tsukiji_table.games.session import Session, verify_save
from tsukiji_table.table import Autosaver, SaveError, atomic_write, read_save


def played(seed=5, actions=4):
    s = Session.new("demo", 3, seed=seed)
    for _ in range(actions):
        seat = s.game.to_move(s.table)[0]
        s.play(seat, {"action": "take", "count": 1 + seat % 3})
    return s


def test_save_then_load_gives_the_same_state(tmp_path):
    s = played()
    s.save(tmp_path / "g.json")
    back = Session.load(tmp_path / "g.json")
    assert back.table.state_hash() == s.table.state_hash()
    assert [tx.label for tx in back.table.done] == [tx.label for tx in s.table.done]
    back.table.undo()
    s.table.undo()
    assert back.table.state_hash() == s.table.state_hash()


def test_replay_verify_accepts_an_honest_save(tmp_path):
    played().save(tmp_path / "g.json")
    assert verify_save(tmp_path / "g.json").ok


def test_replay_verify_names_the_tampered_step(tmp_path):
    played().save(tmp_path / "g.json")
    data = json.loads((tmp_path / "g.json").read_text())
    # step 2 now takes a different stick than it did
    move = next(c for c in data["log"][2]["commands"] if c["t"] == "move")
    move["dst"] = "p2.sticks" if move["dst"] != "p2.sticks" else "p0.sticks"
    (tmp_path / "g.json").write_text(json.dumps(data))
    report = verify_save(tmp_path / "g.json")
    assert not report.ok and report.step == 2
    assert "DIVERGED at step 2" in report.describe()


def test_a_tampered_snapshot_is_caught_on_load(tmp_path):
    played().save(tmp_path / "g.json")
    data = json.loads((tmp_path / "g.json").read_text())
    data["snapshot"]["vars"]["turn"] = 2 - data["snapshot"]["vars"]["turn"] // 2
    (tmp_path / "g.json").write_text(json.dumps(data))
    with pytest.raises(SaveError, match="snapshot does not match its hash"):
        read_save(tmp_path / "g.json")


@pytest.mark.parametrize(
    "content, message",
    [
        ("", "the file is empty"),
        ('{"format": "tsukiji-table-save", "version": 1, "game": "de', "truncated"),
        ("this is not json", "not valid JSON"),
        ('{"hello": 1}', "not a tsukiji-table save"),
        ('{"format": "tsukiji-table-save", "version": 99}', "version 99 is newer"),
        ('{"format": "tsukiji-table-save", "version": 1, "game": "demo"}', "missing key 'seed'"),
    ],
)
def test_bad_save_files_give_clear_messages(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(SaveError, match=message) as err:
        read_save(path)
    assert str(path) in str(err.value)


def test_another_games_save_is_refused(tmp_path):
    played().save(tmp_path / "g.json")
    with pytest.raises(SaveError, match="save of 'demo', not of 'turin'"):
        read_save(tmp_path / "g.json", game="turin")


def test_atomic_write_keeps_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    target = tmp_path / "f.json"
    atomic_write(target, "old")
    import os

    def boom(*a, **k):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        atomic_write(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]  # no temp file left


def test_autosave_rotates_and_the_last_good_one_survives(tmp_path):
    saver = Autosaver(tmp_path, keep=3)
    sessions = [played(actions=n) for n in (1, 2, 3, 4)]
    for s in sessions:
        saver.save(s.snapshot())
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.1.json", "autosave.2.json", "autosave.json"]
    saver.path(0).write_text('{"format": "tsukiji-table-save", "vers')  # a crash mid-write
    latest, problems = saver.latest()
    assert latest is not None and len(latest.log) == len(sessions[2].table.done)
    assert problems and "truncated" in problems[0]
