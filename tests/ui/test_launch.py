"""Starting the window from the command line: user mistakes are one paragraph, never a traceback."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tsukiji_table.ui import LaunchError
from tsukiji_table.ui.launch import make_session


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "tsukiji_table", *args], capture_output=True, text=True, timeout=60, env={**__import__("os").environ, "SDL_VIDEODRIVER": "dummy"}
    )


@pytest.mark.parametrize(
    "args,code,words",
    [
        (("play", "chess"), 2, "unknown game"),
        (("play", "turin", "--players", "9"), 2, "not 9"),
        (("play", "turin", "--load", "/no/such/save.json"), 1, "no such file"),
        (("play", "turin", "--opt", "money"), 2, "KEY=VALUE"),
    ],
)
def test_play_mistakes_are_messages(args, code, words):
    run = _run(*args)
    assert run.returncode == code
    assert words in run.stderr and "Traceback" not in run.stderr


def test_play_of_a_box_opens_its_free_table_until_a_referee_exists():
    session = make_session("jidohanbaiki", None, 4)
    assert session.game.id in ("jidohanbaiki", "sandbox:jidohanbaiki")
    assert make_session("sandbox:jidohanbaiki", None, 4).table.players == 1  # the box's games are mostly solo


def test_options_from_the_command_line():
    session = make_session("sandbox:turin", 3, 1, ["money=hidden"])
    assert session.options["money"] == "hidden"
    with pytest.raises(LaunchError):
        make_session("sandbox:turin", 3, 1, ["colour=blue"])
