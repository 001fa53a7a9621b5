"""Temporary files left by saves killed mid-write are removed by the next save into their folder."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from tsukiji_table.games.session import Session
from tsukiji_table.table import Autosaver, read_save
from tsukiji_table.table.tempfiles import STALE_SECONDS, leftovers


def aged(path, seconds):
    then = time.time() - seconds
    os.utime(path, (then, then))


def test_old_leftovers_go_at_the_next_save_and_a_save_in_progress_stays(tmp_path):
    old = [tmp_path / ".autosave.json.ab12cd34.tmp", tmp_path / ".turin-20260101-120000.json.x_y9z8w7.tmp"]
    young = tmp_path / ".autosave.1.json.qwertyui.tmp"  # another process may be writing it now
    mine = tmp_path / "notes.tmp"  # not ours: never touched
    for p in [*old, young, mine]:
        p.write_text("{")
    for p in [*old, mine]:
        aged(p, STALE_SECONDS + 5)
    Session.new("demo", 2, 1).save(tmp_path / "game.json")
    assert leftovers(tmp_path) == [young] and mine.exists()
    assert read_save(tmp_path / "game.json").game == "demo"


WRITER = """
import sys
from tsukiji_table.games.session import Session
from tsukiji_table.table import Autosaver
session = Session.new("tsukiji", 4, 3)
saver = Autosaver(sys.argv[1])
print("ready", flush=True)
while True:
    session.autosave(saver)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_autosaves_killed_mid_write_leave_a_loadable_file_and_no_leftover_after_the_next_save(tmp_path):
    folder = tmp_path / "autosave"
    for trial in range(4):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(folder)], stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        time.sleep(0.3 + 0.07 * trial)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
    saver = Autosaver(folder)
    save, problems = saver.latest()
    assert save is not None and problems == []
    for p in leftovers(folder):
        aged(p, STALE_SECONDS + 1)
    Session.new("demo", 2, 1).autosave(saver)
    assert leftovers(folder) == []
