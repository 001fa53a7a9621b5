"""Saves, replays and the command line for Tokyo Tsukiji Market."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tsukiji_table.games.selfplay import play_game
from tsukiji_table.games.session import Session, verify_save
from tsukiji_table.games.tsukiji import zones as Z

from .tk_helpers import ids, new_game, play, take, to_main


def test_save_load_replay_verify_gives_the_same_hash(tmp_path: Path) -> None:
    for players, options in ((2, {}), (3, {"money": "hidden"}), (4, {"markets": "first_game"}), (6, {})):
        result, session = play_game("tsukiji", players, 321, ["heuristic"] + ["random"] * (players - 1), options)
        path = tmp_path / f"tsukiji{players}.json"
        session.save(path)
        loaded = Session.load(path)
        assert loaded.table.state_hash() == result.hash
        report = verify_save(path)
        assert report.ok, report.describe()


def test_save_in_the_middle_of_sealed_bids_resumes_identically(tmp_path: Path) -> None:
    s = new_game(3, "king_crab,eel,fugu,salmon,rental,trade")
    boat = take(s, Z.market("boats", "boats"), kind="boat.slot2")
    with s.table.begin("arrange") as tx:
        tx.move(boat, Z.sea(0))
        tx.move(take(s, Z.market("king_crab", "barrels"), 2), Z.hold(boat[0]))
    to_main(s)
    play(s, 0, "fish")
    play(s, 0, "depart", boat=ids(s, Z.berth(0, 1))[0])
    play(s, 0, "return", boat=boat[0], berth=1)
    play(s, 1, "bid", amount=300)
    path = tmp_path / "mid.json"
    s.save(path)
    loaded = Session.load(path)
    assert loaded.table.state_hash() == s.table.state_hash()
    for session in (s, loaded):
        play(session, 0, "bid", amount=300)
        play(session, 2, "bid", amount=100)
        play(session, 0, "choose_winner", seat=1)
    assert loaded.table.state_hash() == s.table.state_hash()
    assert verify_save(path).ok


def test_undo_and_redo_of_a_whole_turn_restore_the_hash() -> None:
    s = new_game(4, "random", seed=8)
    t = s.table
    start = t.state_hash()
    n = len(t.done)
    to_main(s)
    seat = t.vars["turn"]
    play(s, seat, "fish")
    play(s, seat, "end_fishing")
    after = t.state_hash()
    while len(t.done) > n:
        t.undo()
    assert t.state_hash() == start
    while t.undone:
        t.redo()
    assert t.state_hash() == after


def test_replay_cli_verifies_a_tsukiji_save(tmp_path: Path) -> None:
    _, session = play_game("tsukiji", 4, 77, ["heuristic", "random", "heuristic", "random"])
    path = tmp_path / "game.json"
    session.save(path)
    out = subprocess.run([sys.executable, "-m", "tsukiji_table", "replay", str(path), "--verify"], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.startswith("OK"), out.stdout + out.stderr


def test_selfplay_cli_prints_the_design_json(tmp_path: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "tsukiji_table", "selfplay", "tsukiji", "--players", "3", "--games", "2", "--seed", "5", "--json"],
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["game"] == "tsukiji" and data["players"] == 3 and data["games"] == 2
    for r in data["results"]:
        assert set(r) == {"seed", "scores", "winner", "turns", "hash"}
        assert len(r["scores"]) == 3 and r["turns"] > 0 and len(r["hash"]) == 64
    again = json.loads(
        subprocess.run(
            [sys.executable, "-m", "tsukiji_table", "selfplay", "tsukiji", "--players", "3", "--games", "2", "--seed", "5", "--json"],
            capture_output=True,
            text=True,
        ).stdout
    )
    assert again["results"] == data["results"]


def test_script_cli_names_the_first_illegal_action(tmp_path: Path) -> None:
    script = tmp_path / "bad.yaml"
    script.write_text(
        "game: tsukiji\nplayers: 2\nseed: 1\noptions: {first: 0}\nactions:\n  - {seat: 0, action: fish}\n  - {seat: 0, action: catch, boat: boat.slot1#1, species: mackerel}\n"
    )
    out = subprocess.run([sys.executable, "-m", "tsukiji_table", "script", str(script)], capture_output=True, text=True)
    assert out.returncode == 1 and "bad.yaml:7 actions[1] (seat 0, catch): illegal: 1-slot fishing boat is not one of your boats at sea" in out.stderr
    assert "Traceback" not in out.stderr


def test_bad_market_option_is_a_usage_error() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "tsukiji_table", "selfplay", "tsukiji", "--players", "2", "--opt", "markets=eel,whale"], capture_output=True, text=True
    )
    assert out.returncode == 2 and "unknown market 'whale'" in out.stderr and "Traceback" not in out.stderr
