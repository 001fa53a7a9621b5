"""Saves, replays and the self-play command line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tsukiji_table.games.selfplay import make_bot, play_game
from tsukiji_table.games.session import Session, verify_save

from .helpers import act, choose_all, new


def test_save_load_replay_verify_gives_the_same_hash(tmp_path: Path) -> None:
    for players, options in ((2, {}), (3, {"goose": "tiebreak"}), (4, {"scudo": "hidden"}), (5, {"series": 3})):
        result, session = play_game("turin", players, 321, ["heuristic"] + ["random"] * (players - 1), options)
        path = tmp_path / f"turin{players}.json"
        session.save(path)
        loaded = Session.load(path)
        assert loaded.table.state_hash() == result.hash
        report = verify_save(path)
        assert report.ok, report.describe()


def test_mid_auction_save_resumes_identically(tmp_path: Path) -> None:
    s = new(3, seed=11)
    choose_all(s)
    act(s, 0, "bid", amount=3)  # sealed: seats 1 and 2 have not bid yet
    path = tmp_path / "mid.json"
    s.save(path)
    loaded = Session.load(path)
    assert loaded.table.state_hash() == s.table.state_hash()
    for session in (s, loaded):
        act(session, 1, "bid", amount=3)
        act(session, 2, "bid", amount=1)
        act(session, 0, "rebid", amount=2)
        act(session, 1, "rebid", amount=2)  # a coin toss: recorded, so both agree
    assert loaded.table.state_hash() == s.table.state_hash()
    assert verify_save(path).ok


def test_replay_cli_verifies_a_turin_save(tmp_path: Path) -> None:
    _, session = play_game("turin", 4, 77, ["heuristic", "random", "heuristic", "random"])
    path = tmp_path / "game.json"
    session.save(path)
    out = subprocess.run([sys.executable, "-m", "tsukiji_table", "replay", str(path), "--verify"], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


def test_selfplay_json_has_means_win_rates_and_a_hash_per_game() -> None:
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "tsukiji_table",
            "selfplay",
            "turin",
            "--players",
            "4",
            "--games",
            "5",
            "--seed",
            "3",
            "--json",
            "--bots",
            "heuristic,random,random,random",
        ],
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["game"] == "turin" and data["players"] == 4 and data["games"] == 5
    assert len(data["mean_scores"]) == 4 and len(data["win_rate"]) == 4
    assert [r["seed"] for r in data["results"]] == [3, 4, 5, 6, 7]
    for r in data["results"]:
        assert len(r["scores"]) == 4 and r["winner"] and len(r["hash"]) == 64 and r["turns"] == 5


def test_selfplay_is_deterministic_for_a_seed() -> None:
    a, _ = play_game("turin", 5, 9, ["heuristic"] * 5)
    b, _ = play_game("turin", 5, 9, ["heuristic"] * 5)
    assert a.hash == b.hash and a.scores == b.scores


def test_bots_are_registered() -> None:
    s = new(3)
    assert make_bot(s.game, "heuristic", 0, 1).name == "heuristic"
    assert make_bot(s.game, "random", 0, 1).name == "random"


def test_bid_after_reload_keeps_sealed_bids_hidden(tmp_path: Path) -> None:
    from tsukiji_table.table import view

    s = new(3, seed=4)
    choose_all(s)
    act(s, 2, "bid", amount=5)
    path = tmp_path / "sealed.json"
    s.save(path)
    loaded = Session.load(path)
    seen = view(loaded.table, 0)
    assert "secret.2.bid" not in seen.vars and seen.zones["p2.money"].money == 15
    assert view(loaded.table, 2).vars["secret.2.bid"] == 5
