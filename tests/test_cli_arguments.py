"""Command-line arguments that cannot be: a usage message (exit 2) naming them, never a silent guess."""

from __future__ import annotations

import pytest

from tsukiji_table.cli import main
from tsukiji_table.cli import selfplay as selfplay_cli


def run(capsys, *argv: str) -> tuple[int, str]:
    try:
        code = main(list(argv))
    except SystemExit as exc:  # argparse's own usage errors
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out + err


def test_selfplay_with_zero_players_is_refused_not_played_with_two(capsys):
    code, text = run(capsys, "selfplay", "turin", "--players", "0", "--seed", "1")
    assert code == 2 and "Turin Market is for 2-5 players, not 0" in text


@pytest.mark.parametrize(
    ("argv", "named"),
    [
        (("selfplay", "turin", "--games", "0"), "--games"),
        (("puzzles", "solve", "p1", "--budget", "0"), "--budget"),
        (("puzzles", "verify", "--budget", "-5"), "--budget"),
        (("selfplay", "turin", "--seed", str(10**30)), "--seed"),
        (("selfplay", "turin", "--seed", "abc"), "--seed"),
    ],
)
def test_a_number_out_of_range_is_a_usage_error_naming_the_option(capsys, argv, named):
    code, text = run(capsys, *argv)
    assert code == 2 and named in text and "whole number" in text


def test_a_selfplay_game_that_hits_the_action_cap_is_an_error_message(capsys, monkeypatch):
    real = selfplay_cli.play_game
    monkeypatch.setattr(selfplay_cli, "play_game", lambda *a, **k: real(*a, **k, max_actions=5))
    code, text = run(capsys, "selfplay", "tsukiji", "--players", "2", "--seed", "3")
    assert code == 1 and "did not finish" in text and "no end after 5 actions" in text


def test_screenshot_into_a_folder_is_refused(capsys, tmp_path):
    code, text = run(capsys, "screenshot", "turin", "-o", str(tmp_path))
    assert code == 2 and "is a folder" in text
    assert list(tmp_path.iterdir()) == []


def test_screenshot_to_a_name_that_is_not_png_is_refused_not_written_as_another_format(capsys, tmp_path):
    target = tmp_path / "s.txt"
    code, text = run(capsys, "screenshot", "turin", "-o", str(target))
    assert code == 2 and ".png" in text and not target.exists()
