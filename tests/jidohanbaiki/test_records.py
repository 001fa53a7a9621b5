"""Records: best results survive a restart; a corrupt database is reported and replaced."""

from __future__ import annotations

import sqlite3
from dataclasses import replace

from tsukiji_table.games.jidohanbaiki.analysis import replay_solution
from tsukiji_table.games.jidohanbaiki.puzzles import get_puzzle
from tsukiji_table.games.jidohanbaiki.records import Records, puzzle_key, record_key, record_session
from tsukiji_table.paths import user_data_dir


def test_records_survive_a_restart(tmp_path):
    path = tmp_path / "records.sqlite3"
    first = Records(path)
    assert first.add("jido:g07", "jido:g07", True, 3400, 41, date="2026-11-01")
    first.close()
    again = Records(path)
    best = again.best("jido:g07")
    assert (best.score, best.moves, best.date) == (3400, 41, "2026-11-01")


def test_the_best_money_game_is_the_highest_score_then_fewest_moves(tmp_path):
    r = Records(tmp_path / "r.sqlite3")
    r.add("jido:g07", "jido:g07", True, 3000, 30)
    assert r.add("jido:g07", "jido:g07", True, 3500, 50)
    assert r.add("jido:g07", "jido:g07", True, 3500, 40)
    assert not r.add("jido:g07", "jido:g07", False, 0, 10)
    assert (r.best("jido:g07").score, r.best("jido:g07").moves) == (3500, 40)
    assert r.played("jido:g07") == (4, 3)


def test_the_best_crate_slide_is_the_fewest_turns(tmp_path):
    r = Records(tmp_path / "r.sqlite3")
    r.add("jido:g08", "jido:g08", True, 19, 50, lower_is_better=True)
    assert r.add("jido:g08", "jido:g08", True, 17, 45, lower_is_better=True)
    assert not r.add("jido:g08", "jido:g08", True, 18, 40, lower_is_better=True)
    assert r.best("jido:g08").score == 17


def test_free_placement_wins_are_kept_but_never_best_and_tower_undos_are_marked(tmp_path):
    r = Records(tmp_path / "r.sqlite3")
    assert not r.add("puzzle:g07-01", "jido:g07", True, 100, 12, ranked=False)
    assert r.best("puzzle:g07-01") is None
    assert r.add("puzzle:g07-01", "jido:g07", True, 100, 15, marks=("tower-undo",))
    assert r.best("puzzle:g07-01").marks == ("tower-undo",)


def test_a_corrupt_database_is_reported_set_aside_and_replaced(tmp_path):
    path = tmp_path / "records.sqlite3"
    Records(path).add("jido:g07", "jido:g07", True, 3400, 41)
    path.write_bytes(b"this is not a database" * 100)
    r = Records(path)
    assert r.best("jido:g07") is None
    assert r.warning and "moved aside" in r.warning
    assert any(p.name.startswith("records.sqlite3.corrupt-") for p in tmp_path.iterdir())
    # The fresh store works at once: the game being recorded is not lost.
    assert r.add("jido:g07", "jido:g07", True, 3000, 30)
    assert Records(path).best("jido:g07").score == 3000


def test_a_database_damaged_while_open_is_replaced_and_the_result_still_stored(tmp_path):
    path = tmp_path / "records.sqlite3"
    r = Records(path)
    r.add("jido:g07", "jido:g07", True, 3400, 41)
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE results")
    conn.execute("CREATE TABLE results (nonsense TEXT)")
    conn.commit()
    conn.close()
    assert r.add("jido:g07", "jido:g07", True, 3100, 20)
    assert r.warning is not None and r.best("jido:g07").score == 3100


def test_keys_name_the_puzzle_or_the_game_with_its_variants():
    assert record_key("jido:g07", {"mode": "strict", "puzzle": "g07-03"}) == f"puzzle:g07-03#{get_puzzle('g07-03').digest}"
    assert record_key("jido:g07", {"puzzle": "g07-99"}) == "puzzle:g07-99"  # gone from the pack: the id alone
    assert record_key("jido:g07", {"mode": "strict", "puzzle": "", "too_hard": True, "too_simple": 2, "too_easy": False}) == "jido:g07+too_hard+too_simple=2"


def test_a_finished_puzzle_is_recorded_in_the_users_data_directory(home):
    session = replay_solution(get_puzzle("g08-02"))
    record, best = record_session(session)
    assert best and record.key == puzzle_key(get_puzzle("g08-02")) and record.score == 2
    assert (user_data_dir() / "records.sqlite3").exists()
    assert Records().best(record.key).moves == len(get_puzzle("g08-02").solution)


def test_a_puzzle_changed_under_its_id_starts_without_a_best(home):
    spec = get_puzzle("g08-02")
    record, _ = record_session(replay_solution(spec))
    changed = replace(spec, start={**spec.start, "crates": list(reversed(spec.start["crates"]))})
    assert changed.digest != spec.digest and replace(spec, title={"en": "x", "ja": "x"}).digest == spec.digest
    assert Records().best(puzzle_key(changed)) is None, "a best of the old puzzle is not the new one's"
    assert Records().best(puzzle_key(spec)) == record
