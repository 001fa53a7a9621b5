"""The puzzle pack: every stored solution wins at par (golden); the solver
proves the unsolvable variants unsolvable; the daily puzzle is verified."""

from __future__ import annotations

import datetime as dt
import json
import statistics
import time
from pathlib import Path

import pytest

from tsukiji_table.games.jidohanbaiki import analysis
from tsukiji_table.games.jidohanbaiki.analysis import hint, replay_solution, solve_session, verify_puzzle
from tsukiji_table.games.jidohanbaiki.daily import daily_puzzle, kept_path, make_daily
from tsukiji_table.games.jidohanbaiki.puzzles import PuzzleError, forget, get_puzzle, load_pack, pack_ids, read_puzzle, remember, remembered
from tsukiji_table.games.session import Session

FIXTURES = Path(__file__).parent / "fixtures"


def test_the_pack_holds_puzzles_for_all_three_games():
    specs = load_pack()
    assert len(specs) >= 30
    assert {s.game for s in specs} == {"jido:g06", "jido:g07", "jido:g08"}
    assert all(s.par["optimal"] for s in specs)


def test_recycling_sorter_stars_climb_with_the_length_of_the_best_plan():
    specs = [s for s in load_pack() if s.game == "jido:g06"]
    moves: dict[int, list[int]] = {}
    for spec in specs:
        moves.setdefault(spec.difficulty, []).append(spec.par["moves"])
    assert sorted(moves) == [1, 2, 3, 4, 5]
    medians = [statistics.median(moves[star]) for star in sorted(moves)]
    assert all(a < b for a, b in zip(medians, medians[1:])), medians
    # One introductory puzzle; every other one needs at least three steps.
    assert sorted(spec.par["moves"] for spec in specs)[:2] == [2, 3]


@pytest.mark.parametrize("pid", pack_ids())
def test_stored_solution_replays_to_a_win_at_par(pid):
    spec = get_puzzle(pid)
    session = replay_solution(spec)
    score = session.game.score(session.table)
    assert session.game.won(session.table)
    assert score["scores"][0] == spec.par["score"] and len(spec.solution) == spec.par["moves"]


@pytest.mark.parametrize("pid", ["g07-01", "g07-04", "g08-03", "g08-05"])
def test_the_solver_confirms_the_par(pid):
    verdict = verify_puzzle(get_puzzle(pid), max_expanded=20_000)
    assert verdict.ok, verdict.problems
    assert verdict.optimal


@pytest.mark.parametrize("name", ["g08-one-turn-short", "g07-two-clashes"])
def test_the_solver_proves_an_unsolvable_variant_unsolvable(name):
    spec = remember(read_puzzle(FIXTURES / f"{name}.yaml"))
    sol = solve_session(Session.new(spec.game, 1, 0, {"puzzle": spec.id}), max_expanded=200_000)
    assert sol.status == "unsolvable"
    assert verify_puzzle(spec).ok


def test_the_same_position_with_one_more_turn_is_solved_in_two():
    spec = read_puzzle(FIXTURES / "g08-one-turn-short.yaml")
    spec.id, spec.goal = "g08-two-turns", {}
    remember(spec)
    sol = solve_session(Session.new(spec.game, 1, 0, {"puzzle": spec.id}))
    assert sol.status == "solved" and sol.score == 2


def test_a_broken_puzzle_file_names_the_file_line_and_key(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text((FIXTURES / "g07-two-clashes.yaml").read_text().replace("difficulty: 1", "difficulty: 9"))
    with pytest.raises(PuzzleError, match=r"bad.yaml:\d+ difficulty: expected at most 5"):
        read_puzzle(bad)


def test_an_unknown_puzzle_is_a_clear_error():
    with pytest.raises(PuzzleError, match="no puzzle 'nope'"):
        get_puzzle("nope")


def test_the_daily_puzzle_is_made_from_the_date_and_verified():
    a = get_puzzle("daily:2026-12-01")
    assert a.solution and a.par["optimal"]
    session = replay_solution(a)
    assert session.game.won(session.table) and session.game.score(session.table)["scores"][0] == a.par["score"]
    b = get_puzzle("daily:2026-12-08")
    assert {a.game, b.game} == {"jido:g07", "jido:g08"}


def test_the_daily_puzzle_does_not_depend_on_how_fast_the_machine_is():
    # A solver slowed to a crawl (a busy machine, or the window's worker thread)
    # must still give the same puzzle and par: the budget counts states, not seconds.
    date = dt.date(2026, 2, 5)  # its first candidate needs some 2,100 states: 8 progress reports
    quick = make_daily(date)
    slow = make_daily(date, progress=lambda attempt, states, budget: time.sleep(0.4 if states else 0))
    assert (slow.game, slow.start, slow.par, slow.solution) == (quick.game, quick.start, quick.par, quick.solution)
    assert slow.extra["attempt"] == quick.extra["attempt"] == 0


def test_a_daily_puzzle_stopped_half_way_is_not_remembered(home):
    date = "2026-01-04"

    def stop(attempt: int, states: int, budget: int) -> None:
        if states:
            raise KeyboardInterrupt  # what a window's Cancel does, in its own exception

    forget(f"daily:{date}")
    with pytest.raises(KeyboardInterrupt):
        daily_puzzle(date, progress=stop)
    assert remembered(f"daily:{date}") is None and not kept_path(dt.date.fromisoformat(date)).exists()
    assert all(remembered(f"daily:{date}~{n}") is None for n in range(12))


def test_a_daily_puzzle_made_once_is_read_back_without_a_search(home, monkeypatch):
    date = "2026-01-06"
    forget(f"daily:{date}")
    made = daily_puzzle(date)
    assert kept_path(dt.date.fromisoformat(date)).is_file()
    forget(f"daily:{date}")

    def no_search(*args, **kwargs):
        raise AssertionError("the kept puzzle was solved again")

    monkeypatch.setattr(analysis, "solve_session", no_search)
    again = get_puzzle(f"daily:{date}")
    assert (again.game, again.start, again.par, again.solution) == (made.game, made.start, made.par, made.solution)


def test_a_kept_daily_puzzle_whose_solution_fails_is_made_again(home):
    date = "2026-01-06"
    forget(f"daily:{date}")
    made = daily_puzzle(date)
    path = kept_path(dt.date.fromisoformat(date))
    data = json.loads(path.read_text())
    data["par"]["score"] += 1  # edited by hand: the stored solution no longer reaches it
    path.write_text(json.dumps(data))
    forget(f"daily:{date}")
    again = get_puzzle(f"daily:{date}")
    assert again.par == made.par and json.loads(path.read_text())["par"] == made.par
    path.write_text("{not json")
    forget(f"daily:{date}")
    assert get_puzzle(f"daily:{date}").par == made.par


def test_a_daily_puzzle_needs_a_real_date():
    with pytest.raises(PuzzleError, match="YYYY-MM-DD"):
        get_puzzle("daily:tomorrow")


def test_the_hint_is_the_first_step_of_a_best_plan():
    spec = get_puzzle("g08-03")
    session = Session.new(spec.game, 1, 0, {"puzzle": spec.id})
    step = hint(session)
    assert step in list(session.game.legal_actions(session.table, 0))
    session.play(0, step)
    rest = solve_session(session)
    assert session.table.vars["turn"] - (1 if session.table.vars["phase"] else 0) + rest.score == spec.par["score"]


def test_a_hint_in_a_normal_game_is_a_legal_action():
    for game in ("jido:g07", "jido:g08"):
        session = Session.new(game, 1, 3)
        step = hint(session, max_expanded=300)
        assert step in list(session.game.legal_actions(session.table, 0))
