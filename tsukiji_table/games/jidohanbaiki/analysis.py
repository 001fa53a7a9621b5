"""The solver applied to games in progress: solve, hint and puzzle verification.

Everything goes through a real :class:`~tsukiji_table.games.session.Session`
and its referee: the solver searches the referee's own rule model from the
state the table shows, and its moves come back as the referee's action
dicts.  So a solution the solver finds is, by construction, a script the
game accepts; :func:`verify_puzzle` still replays it through the referee.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from ..base import IllegalAction
from ..session import Session
from . import g07_rules, g08_rules
from .g06_search import RecyclingProblem
from .g07_search import ColourSortProblem
from .g08_search import CrateSlideProblem
from .puzzles import PuzzleSpec
from .solver import SOLVED, UNKNOWN, Result, solve


class NotSearchable(ValueError):
    """A position the solver cannot search (hidden deck order, unknown game)."""


def problem_for(session: Session) -> Any:
    """The search problem of the session's current position."""
    game, table = session.game, session.table
    cfg, state = game.config(table), game.read(table)
    if game.id == "jido:g07":
        if cfg.decks is None:
            raise NotSearchable("the deck order is hidden in a normal game")
        return ColourSortProblem(cfg, state)
    if game.id == "jido:g08":
        return CrateSlideProblem(cfg, state)
    if game.id == "jido:g06":
        return RecyclingProblem(cfg, state)
    raise NotSearchable(f"the solver does not know {game.id}")


@dataclass
class Solution:
    result: Result
    actions: list[dict[str, Any]] = field(default_factory=list)
    score: int | None = None

    @property
    def status(self) -> str:
        return self.result.status


def solve_session(session: Session, max_expanded: int = 200_000, max_seconds: float | None = None,
                  limit: int | None = None, weight: float = 1.0) -> Solution:
    """Search from the session's position; the solution as action dicts and its score."""
    problem = problem_for(session)
    result = solve(problem, max_expanded=max_expanded, max_seconds=max_seconds, limit=limit, weight=weight)
    game, table = session.game, session.table
    moves, final = real_moves(problem, result.moves, result.final)
    result.moves, result.final = moves, final
    result.partial = real_moves(problem, result.partial, None)[0]
    actions = [game.encode(table, m) for m in moves]
    score = None
    if result.status == SOLVED and final is not None:
        score = game.model.score(game.config(table), final)
    return Solution(result, actions, score)


def real_moves(problem: Any, plan: list[tuple], final: Any) -> tuple[list[tuple], Any]:
    """A plan in the referee's moves (G08 searches colour patterns, see g08_search)."""
    convert = getattr(problem, "actions", None)
    if convert is None or not plan:
        return plan, final
    return convert(plan)


def hint(session: Session, max_expanded: int = 4000, max_seconds: float = 2.0) -> dict[str, Any] | None:
    """The solver's next step from here, or ``None`` when the game is over.

    With a known future (puzzles, G08) it is the first move of the best
    plan found within the budget (optimal when the search finishes).  In a
    normal G07 game the deck is hidden, so the hint weighs the legal moves
    one step ahead: fewest drinks out of place, fewest spot clashes, least
    money spent.
    """
    game, table = session.game, session.table
    if game.is_over(table):
        return None
    try:
        problem = problem_for(session)
    except NotSearchable:
        return _greedy_g07(session)
    result = solve(problem, max_expanded=max_expanded, max_seconds=max_seconds, weight=1.0 if game.id == "jido:g07" else 2.0)
    moves = real_moves(problem, result.moves if result.status == SOLVED else result.partial, None)[0]
    if not moves:
        legal = next(iter(game.model.moves(game.config(table), game.read(table))), None)
        return game.encode(table, legal) if legal is not None else None
    return game.encode(table, moves[0])


def _greedy_g07(session: Session) -> dict[str, Any] | None:
    game, table = session.game, session.table
    cfg, state = game.config(table), game.read(table)
    best, best_key = None, None
    for move in g07_rules.moves(cfg, state):
        nxt = g07_rules.apply(cfg, state, move)
        if nxt.result == g07_rules.WON:
            return game.encode(table, move)
        key = (g07_rules.misplaced(cfg, nxt) + g07_rules.conflicts(nxt), -g07_rules.money(nxt.purse), move[0] != "draw")
        if best_key is None or key < best_key:
            best, best_key = move, key
    return game.encode(table, best) if best is not None else None


@dataclass
class Verdict:
    """What ``puzzles verify`` found for one puzzle."""

    id: str
    ok: bool
    status: str
    seconds: float
    expanded: int
    score: int | None = None
    moves: int | None = None
    optimal: bool = False
    problems: list[str] = field(default_factory=list)


def replay_solution(spec: PuzzleSpec, actions: list[dict[str, Any]] | None = None) -> Session:
    """A puzzle session with the stored (or given) solution played through the referee."""
    session = Session.new(spec.game, 1, 0, {"puzzle": spec.id})
    for n, action in enumerate(actions if actions is not None else spec.solution):
        try:
            session.play(0, dict(action))
        except IllegalAction as exc:
            raise IllegalAction(f"{spec.id}: solution step {n + 1} {action}: {exc}") from None
    return session


def verify_puzzle(spec: PuzzleSpec, max_expanded: int = 400_000, max_seconds: float | None = 120.0) -> Verdict:
    """Solve a puzzle from its start and check its par and stored solution.

    A solvable puzzle must be solved, its par must equal the solver's best
    (when the search proved it optimal), and its stored solution must replay
    to a win with the par score.  An ``unsolvable`` puzzle must exhaust.
    """
    t0 = time.perf_counter()
    session = Session.new(spec.game, 1, 0, {"puzzle": spec.id})
    sol = solve_session(session, max_expanded=max_expanded, max_seconds=max_seconds)
    exact_moves = getattr(problem_for(session), "counts_actions", False)
    res = sol.result
    verdict = Verdict(spec.id, True, res.status, 0.0, res.expanded, sol.score, len(res.moves) if res.moves else None, res.optimal)
    if spec.unsolvable:
        if res.status != "unsolvable":
            verdict.ok = False
            verdict.problems.append("marked unsolvable, but the solver " + ("found a solution" if res.status == SOLVED else "ran out of budget before proving it"))
    elif res.status != SOLVED:
        verdict.ok = False
        verdict.problems.append("unsolvable: the search space is exhausted" if res.status != UNKNOWN else "not solved within the budget")
    else:
        par = spec.par
        if res.optimal and (par["score"] != sol.score or (exact_moves and par["moves"] != len(res.moves))):
            verdict.ok = False
            verdict.problems.append(f"par is score {par['score']} in {par['moves']} moves; the solver's best is {sol.score} in {len(res.moves)}")
        try:
            played = replay_solution(spec)
            score = played.game.score(played.table)
            if not played.game.won(played.table):
                verdict.ok = False
                verdict.problems.append("the stored solution does not win")
            elif score and (score["scores"][0], len(spec.solution)) != (par["score"], par["moves"]):
                verdict.ok = False
                verdict.problems.append(f"the stored solution scores {score['scores'][0]} in {len(spec.solution)} moves, not the par")
        except IllegalAction as exc:
            verdict.ok = False
            verdict.problems.append(str(exc))
    verdict.seconds = time.perf_counter() - t0
    return verdict


__all__ = ["NotSearchable", "Solution", "Verdict", "hint", "problem_for", "replay_solution", "solve_session", "verify_puzzle", "g08_rules"]
