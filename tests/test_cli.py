"""The command line: exit codes, located messages, never a traceback for user errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tsukiji_table.cli import main

ROOT = Path(__file__).resolve().parent.parent


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


def test_rules_check_reports_the_exact_counts(capsys):
    code, out, err = run(capsys, "rules", "check")
    assert code == 0, err
    assert "OK: rules data is valid" in out
    for line in (
        "    18  Goods card (商品カード)",
        "    36  Scudo coin (スクードコイン): 1 21, 5 15",
        "    36  Miniature drink (ミニチュアドリンク)",
        "    59  Cardboard money chip",
        "   119  Fish token (魚トークン)",
        "    15  Boat (漁船): slot1 6, slot2 4, slot3 3, slot4 1, barge6 1",
    ):
        assert line in out


def test_rules_check_counts_tsukijis_thirty_market_boards(capsys):
    """Base game 18 boards (9 fish, 9 external) and the expansion's 12 (6 and 6): 30, listed in text and JSON."""
    code, out, err = run(capsys, "rules", "check")
    assert code == 0, err
    assert "  boards: 30 (15 external markets, 15 fish markets)" in out.split("turin:")[0].split("tsukiji:")[1]
    code, out, _ = run(capsys, "rules", "check", "--json")
    assert json.loads(out)["tsukiji"]["boards"] == {"external_markets": 15, "fish_markets": 15, "total": 30}


def test_rules_check_json_has_every_box(capsys):
    code, out, _ = run(capsys, "rules", "check", "--json")
    data = json.loads(out)
    assert code == 0 and {"tsukiji", "turin", "jidohanbaiki"} <= set(data)
    assert {c["id"]: c["count"] for c in data["turin"]["components"]}["loan_card"] == 5


def test_rules_check_fails_with_located_errors(capsys, tmp_path):
    import shutil

    from tsukiji_table.paths import rules_root

    shutil.copytree(rules_root(), tmp_path / "rules")
    path = tmp_path / "rules" / "turin" / "components.yaml"
    path.write_text(path.read_text().replace("    count: 5\n", "    count: -5\n"))
    code, out, err = run(capsys, "rules", "check", "--rules-dir", str(tmp_path / "rules"))
    assert code == 1
    assert "rules/turin/components.yaml:" in err and "components[1].count: expected at least 0, got -5" in err


def test_rules_check_with_a_bad_override_names_it(capsys, tmp_path):
    over = tmp_path / "o.yaml"
    over.write_text("turin: [1, 2]\n")
    code, _, err = run(capsys, "rules", "check", "--rules-override", str(over))
    assert code == 1 and f"{over}:1 turin" in err


def test_script_plays_the_demo_game(capsys, tmp_path):
    script = tmp_path / "s.yaml"
    script.write_text(
        "game: demo\nplayers: 2\nseed: 3\noptions: {sticks: 7}\nactions:\n" + "".join(f"  - {{seat: {s}, action: take, count: {n}}}\n" for s, n in [])
    )
    code, out, _ = run(capsys, "script", str(script), "--json")
    state = json.loads(out)
    assert code == 0 and state["game"] == "demo" and state["actions"] == 0
    assert sum(z.get("stick", 0) for z in state["table"].values()) == 7


def test_script_stops_at_the_first_illegal_action(capsys, tmp_path):
    from tsukiji_table.games.session import Session

    first = Session.new("demo", 2, seed=3).table.vars["turn"]
    other = 1 - first
    script = tmp_path / "s.yaml"
    script.write_text(
        f"game: demo\nplayers: 2\nseed: 3\nactions:\n  - {{seat: {first}, action: take, count: 2}}\n  - {{seat: {first}, action: take, count: 1}}\n"
    )
    code, _, err = run(capsys, "script", str(script))
    assert code == 1
    assert f"s.yaml:6 actions[1] (seat {first}, take): illegal: it is not seat {first}'s move; waiting for seat {other}" in err


def test_script_reports_a_malformed_action(capsys, tmp_path):
    script = tmp_path / "s.yaml"
    script.write_text("game: demo\nplayers: 2\nactions:\n  - {seat: 7, action: take}\n")
    code, _, err = run(capsys, "script", str(script))
    assert code == 1 and "s.yaml:4 actions[0].seat: expected a seat number from 0 to 1, got 7" in err


def test_script_with_an_unknown_game(capsys, tmp_path):
    script = tmp_path / "s.yaml"
    script.write_text("game: chess\nplayers: 2\n")
    code, _, err = run(capsys, "script", str(script))
    assert code == 1 and "s.yaml:1: unknown game 'chess'" in err


def test_replay_verify_ok_and_diverged(capsys, tmp_path):
    from tsukiji_table.games.session import Session

    s = Session.new("demo", 2, seed=1)
    s.play(s.game.to_move(s.table)[0], {"action": "take", "count": 2})
    s.save(tmp_path / "g.json")
    code, out, _ = run(capsys, "replay", str(tmp_path / "g.json"), "--verify")
    assert code == 0 and out.startswith("OK:")
    data = json.loads((tmp_path / "g.json").read_text())
    data["log"][1]["commands"][0]["ids"] = ["stick#1", "stick#2"]
    (tmp_path / "g.json").write_text(json.dumps(data))
    code, out, _ = run(capsys, "replay", str(tmp_path / "g.json"), "--verify")
    assert code == 1 and out.startswith("DIVERGED at step 1 (") and "take(count=2) now does something else" in out


@pytest.mark.parametrize("content", ["", "{not json", '{"format": "other"}'])
def test_replay_of_a_corrupt_file_is_a_data_error(capsys, tmp_path, content):
    (tmp_path / "x.json").write_text(content)
    code, _, err = run(capsys, "replay", str(tmp_path / "x.json"), "--verify")
    assert code == 1 and "x.json" in err


def test_replay_of_a_missing_file(capsys, tmp_path):
    code, _, err = run(capsys, "replay", str(tmp_path / "nope.json"))
    assert code == 1 and "no such file" in err


def test_wrong_arguments_are_usage_errors(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["selfplay", "demo", "--games", "many"])
    assert exc.value.code == 2
    assert "--games: expected a whole number of at least 1, got 'many'" in capsys.readouterr().err
    code, _, err = run(capsys, "selfplay", "demo", "--players", "9")
    assert code == 2 and "2-4 players, not 9" in err
    code, _, err = run(capsys, "selfplay", "demo", "--opt", "sticks")
    assert code == 2 and "KEY=VALUE" in err


def test_selfplay_json_has_the_design_shape(capsys):
    code, out, _ = run(capsys, "selfplay", "demo", "--players", "3", "--games", "2", "--seed", "4", "--json")
    data = json.loads(out)
    assert code == 0 and data["game"] == "demo" and data["players"] == 3 and data["games"] == 2
    assert [r["seed"] for r in data["results"]] == [4, 5]
    for r in data["results"]:
        assert set(r) == {"seed", "scores", "winner", "turns", "hash"} and len(r["scores"]) == 3


def test_selfplay_without_a_seed_plays_the_same_games_every_time(capsys):
    first = run(capsys, "selfplay", "jido:g04", "--players", "3", "--games", "3", "--json")
    again = run(capsys, "selfplay", "jido:g04", "--players", "3", "--games", "3", "--json")
    assert first[0] == 0 and first[1] == again[1]
    assert [r["seed"] for r in json.loads(first[1])["results"]] == [1, 2, 3]


def test_python_dash_m_runs_the_same_program():
    res = subprocess.run([sys.executable, "-m", "tsukiji_table", "rules", "check"], capture_output=True, text=True, cwd=ROOT)
    assert res.returncode == 0 and "OK: rules data is valid" in res.stdout


def test_a_bad_subcommand_exits_2_without_traceback():
    res = subprocess.run([sys.executable, "-m", "tsukiji_table", "frobnicate"], capture_output=True, text=True, cwd=ROOT)
    assert res.returncode == 2 and "Traceback" not in res.stderr and "invalid choice" in res.stderr
