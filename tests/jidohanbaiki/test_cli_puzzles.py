"""``tsukiji-table puzzles ...`` and scripted solo games."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from tsukiji_table.cli import main
from tsukiji_table.games.jidohanbaiki.analysis import replay_solution
from tsukiji_table.games.jidohanbaiki.puzzles import get_puzzle
from tsukiji_table.games.jidohanbaiki.records import record_session

FIXTURES = Path(__file__).parent / "fixtures"


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


def test_puzzles_list_shows_every_puzzle_with_its_par(capsys, home):
    code, out, _ = run(capsys, "puzzles", "list", "--json")
    data = json.loads(out)["puzzles"]
    assert code == 0 and len(data) >= 20
    assert all("par" in p and p["best"] is None for p in data)


def test_puzzles_verify_passes_a_sound_puzzle(capsys):
    code, out, _ = run(capsys, "puzzles", "verify", "g08-01", "--json")
    data = json.loads(out)
    assert code == 0 and data["failed"] == [] and data["puzzles"][0]["optimal"]


def test_puzzles_verify_exits_1_naming_an_unsolvable_puzzle(capsys, tmp_path):
    text = (FIXTURES / "g07-two-clashes.yaml").read_text().replace("unsolvable: true\n", "")
    (tmp_path / "g07-two-clashes.yaml").write_text(text)
    shutil.copy(FIXTURES / "g08-one-turn-short.yaml", tmp_path)  # marked unsolvable, and so it is: passes
    code, out, err = run(capsys, "puzzles", "verify", "--dir", str(tmp_path))
    assert code == 1
    assert "FAIL g07-two-clashes" in out and "ok   g08-one-turn-short" in out
    assert "puzzles that fail: g07-two-clashes (unsolvable" in err


def test_puzzles_verify_reports_a_broken_file(capsys, tmp_path):
    (tmp_path / "x.yaml").write_text("id: x\ngame: jido:g99\n")
    code, _, err = run(capsys, "puzzles", "verify", "--dir", str(tmp_path))
    assert code == 1 and "x.yaml:2 game: expected one of" in err


def test_puzzles_solve_prints_the_solution(capsys):
    code, out, _ = run(capsys, "puzzles", "solve", "g07-01", "--json")
    data = json.loads(out)
    assert code == 0 and data["score"] == get_puzzle("g07-01").par["score"]


def test_puzzles_daily_is_verified_and_playable(capsys):
    code, out, _ = run(capsys, "puzzles", "daily", "--date", "2026-12-03", "--json")
    data = json.loads(out)
    assert code == 0 and data["id"] == "daily:2026-12-03" and data["solution"]


def test_puzzles_records_lists_the_best_results(capsys, home):
    record_session(replay_solution(get_puzzle("g07-01")))
    code, out, _ = run(capsys, "puzzles", "records", "--json")
    records = json.loads(out)["records"]
    assert code == 0 and records[0]["key"] == f"puzzle:g07-01#{get_puzzle('g07-01').digest}" and records[0]["won"]


def test_a_script_plays_a_puzzle_through_the_referee(capsys, tmp_path):
    spec = get_puzzle("g08-01")
    lines = ["game: jido:g08", "options: {puzzle: g08-01}", "actions:"]
    lines += [f"  - {json.dumps({'seat': 0, **a})}" for a in spec.solution]
    script = tmp_path / "s.yaml"
    script.write_text("\n".join(lines) + "\n")
    code, out, _ = run(capsys, "script", str(script), "--json")
    data = json.loads(out)
    assert code == 0 and data["over"] and data["score"]["result"] == "won"


def test_a_script_names_an_illegal_solo_action(capsys, tmp_path):
    script = tmp_path / "s.yaml"
    script.write_text("game: jido:g07\nseed: 3\nactions:\n  - {seat: 0, action: end_round}\n")
    code, _, err = run(capsys, "script", str(script))
    assert code == 1 and "s.yaml:4 actions[0] (seat 0, end_round): illegal: the round is not over" in err


def test_puzzles_daily_names_a_bad_date(capsys):
    try:
        code = main(["puzzles", "daily", "--date", "2026-13-01"])
    except SystemExit as exc:  # argparse's usage error
        code = exc.code
    _, err = capsys.readouterr()
    assert code == 2 and "--date" in err and "'2026-13-01'" in err and "Traceback" not in err
