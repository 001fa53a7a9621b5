"""The daily puzzle: made from the date, and offered only once the solver has
solved it (its par is the solver's result).

The date picks the game (G08 on even days of the year, G07 on odd days) and
seeds the scramble; candidates that the solver cannot finish within its
budget, or that are too easy, are skipped for the next one.

The budget is a count of expanded states, never a clock: the same date
gives the same puzzle and par on every machine, however busy (the window
makes it on a worker thread while it keeps drawing).  A puzzle once made is
kept in the user's data directory (``daily/YYYY-MM-DD.json``), so opening
it again, or a saved game of it, costs no search; a kept file that is
unreadable, from another maker or whose solution no longer wins at its par
is made again.
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ...paths import user_data_dir
from ...rulesdata import Rules, load_rules
from ...table.save import atomic_write
from ..session import Session
from .analysis import solution_problem, solve_session
from .common import Catalogue
from .generate import g07_candidate, g08_candidate
from .puzzles import PuzzleError, PuzzleSpec, forget, register_maker, remember

# Expanded states per candidate, by game: at most about 3 s of search each on
# a 2020s laptop (a G07 state with special actions has many more successors
# than a G08 one), so a puzzle is offered within seconds; harder candidates
# are skipped.  Nearly every qualifying G07 candidate is solved within 1,000;
# the G08 figure is about what the former 2.5 s cap allowed, so nearly every
# date keeps the puzzle it had (60 of 61 from 2026-12-01 on).
BUDGETS = {"jido:g07": 4_000, "jido:g08": 10_500}
TRIES = 12
MAKER = 3  # bump whenever candidates, budgets or tests change: kept puzzles of another maker are made again

Progress = Callable[[int, int, int], None]  # (candidate number from 0, states expanded in it so far, its budget)


def parse_date(text: str) -> _dt.date:
    try:
        return _dt.date.fromisoformat(text)
    except ValueError:
        raise PuzzleError(f"a daily puzzle is daily:YYYY-MM-DD, not daily:{text}") from None


def candidate(date: _dt.date, attempt: int, cat: Catalogue) -> tuple[str, dict[str, Any], dict[str, Any], int]:
    """(game, start, goal, difficulty) of the ``attempt``-th candidate for ``date``."""
    rng = random.Random(f"daily:{date.isoformat()}:{attempt}")
    # Gentle on Mondays, harder at the weekend; a little easier after every few candidates that fail.
    level = max(1, 1 + date.weekday() // 2 - attempt // 4)
    if date.toordinal() % 2 == 0:
        arrangement = rng.choice(["column", "block", "steps", "row"])
        start = g08_candidate(rng, cat, 3, arrangement, swaps=6 + 6 * level, crate_moves=1 if level >= 3 else rng.randrange(2))
        return "jido:g08", start, {}, level
    start = g07_candidate(
        rng,
        cat,
        relocations=4 + 2 * level,
        clock=1,
        move=1 if level >= 2 else 0,
        swap=1 if level >= 4 else 0,
        shuffles=0 if level < 2 else 1 if level < 4 else 2,
    )
    return "jido:g07", start, {}, level


def daily_puzzle(text: str, rules: Rules | None = None, progress: Progress | None = None) -> PuzzleSpec:
    """The verified daily puzzle of a date (``YYYY-MM-DD``), remembered under its id.

    Read back from the user's data directory when it was made before;
    otherwise made and kept there.  ``progress`` hears each candidate as it
    is tried and the solver's count of states now and then; it may raise to
    stop the work (nothing is remembered or kept then).
    """
    date = parse_date(text)
    kept = _read_kept(date)
    if kept is not None:
        return remember(kept)
    spec = make_daily(date, rules, progress)
    _keep(date, spec)
    return remember(spec)


def make_daily(date: _dt.date, rules: Rules | None = None, progress: Progress | None = None) -> PuzzleSpec:
    """Make and solve the daily puzzle of ``date`` (see :func:`daily_puzzle`)."""
    cat = Catalogue.from_rules(rules or load_rules("jidohanbaiki"))
    pid = f"daily:{date.isoformat()}"
    for attempt in range(TRIES):
        game, start, goal, level = candidate(date, attempt, cat)
        budget = BUDGETS[game]
        if progress is not None:
            progress(attempt, 0, budget)
        spec = PuzzleSpec(
            id=f"{pid}~{attempt}",
            game=game,
            title={"en": f"Daily puzzle, {date.isoformat()}", "ja": f"今日のパズル（{date.isoformat()}）"},
            text={
                "en": "Made from today's date and solved by the computer before it was offered.",
                "ja": "今日の日付から作られ、出題前にコンピューターが解いたパズルです。",
            },
            difficulty=min(5, level),
            start=start,
            goal=goal,
            par={"score": 0, "moves": 0, "optimal": True},
            solution=[],
        )
        # A candidate is startable under its own id while it is solved, so the
        # date's id never names an unverified puzzle (even if the work is stopped).
        remember(spec)
        try:
            sol = solve_session(
                Session.new(game, 1, 0, {"puzzle": spec.id}),
                max_expanded=budget,
                progress=None if progress is None else _states_heard(progress, attempt, budget),
            )
        finally:
            forget(spec.id)
        if sol.status == "solved" and len(sol.actions) >= 3 + level:
            spec.id = pid
            spec.par = {"score": int(sol.score or 0), "moves": len(sol.actions), "optimal": sol.result.optimal}
            spec.solution = sol.actions
            spec.extra = {"attempt": attempt, "seconds": round(sol.result.seconds, 3), "states": sol.result.expanded}
            return spec
    raise PuzzleError(f"no daily puzzle could be verified for {date.isoformat()} (tried {TRIES} candidates)")


def _states_heard(progress: Progress, attempt: int, budget: int) -> Callable[[int], None]:
    """The solver's progress callback: its count of states, told with this candidate's attempt and budget."""
    return lambda n: progress(attempt, n, budget)


def kept_path(date: _dt.date) -> Path:
    return user_data_dir() / "daily" / f"{date.isoformat()}.json"


def _keep(date: _dt.date, spec: PuzzleSpec) -> None:
    data = {"maker": MAKER, **spec.to_yaml_data(), "extra": spec.extra}
    try:
        kept_path(date).parent.mkdir(parents=True, exist_ok=True)
        atomic_write(kept_path(date), json.dumps(data, ensure_ascii=False, indent=1))
    except OSError:
        pass  # a read-only home: the puzzle is simply made again next time


def _read_kept(date: _dt.date) -> PuzzleSpec | None:
    """The kept puzzle of ``date`` if it is sound: this maker's, and its solution wins at par."""
    try:
        data = json.loads(kept_path(date).read_text(encoding="utf-8"))
        if data.get("maker") != MAKER or data.get("id") != f"daily:{date.isoformat()}":
            return None
        spec = PuzzleSpec(
            id=data["id"],
            game=data["game"],
            title=data["title"],
            text=data["text"],
            difficulty=int(data["difficulty"]),
            start=data["start"],
            goal=data["goal"],
            par=data["par"],
            solution=data["solution"],
            extra=data.get("extra", {}),
        )
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
    probe = dataclasses.replace(spec, id=f"{spec.id}~kept")
    remember(probe)
    try:
        sound = solution_problem(probe) is None
    except Exception:  # noqa: BLE001 - a file edited by hand may break anywhere; it is simply made again
        sound = False
    finally:
        forget(probe.id)
    return spec if sound else None


register_maker("daily:", daily_puzzle)
