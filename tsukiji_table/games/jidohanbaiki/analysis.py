"""The solver applied to games in progress: solve, hint and puzzle verification.

Everything goes through a real :class:`~tsukiji_table.games.session.Session`
and its referee: the solver searches the referee's own rule model from the
state the table shows, and its moves come back as the referee's action
dicts.  So a solution the solver finds is, by construction, a script the
game accepts; :func:`verify_puzzle` still replays it through the referee.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Protocol, cast

from ...table import Table
from ...text import msg
from ..base import Game, IllegalAction, shown_value
from ..session import Session
from . import g06_rules, g07_rules, g08_rules
from .common import card_matches
from .g06_search import RecyclingProblem
from .g07_search import ColourSortProblem
from .g08_search import CrateSlideProblem
from .puzzles import PuzzleSpec
from .solver import SOLVED, UNKNOWN, Result, solve


class NotSearchable(ValueError):
    """A position the solver cannot search (hidden deck order, unknown game)."""


class Position(Protocol):
    """What the solver reads of a session: its game and table (a bot passes just these)."""

    @property
    def game(self) -> Game: ...

    @property
    def table(self) -> Table: ...


class ModelGame(Protocol):
    """What the solver reads of a solo game (:class:`~.solo.SoloGame`): its pure rule model and how moves
    map to actions.  Read through this, not the class, so the games can offer the solver's bot."""

    @property
    def id(self) -> str: ...

    @property
    def model(self) -> ModuleType: ...

    def config(self, table: Table) -> Any: ...
    def read(self, table: Table) -> Any: ...
    def encode(self, table: Table, move: tuple) -> dict[str, Any]: ...
    def is_over(self, table: Table) -> bool: ...
    def won(self, table: Table) -> bool: ...
    def score(self, table: Table) -> dict[str, Any] | None: ...


SEARCHABLE = ("jido:g06", "jido:g07", "jido:g08")  # the games problem_for knows


def solo_game(position: Position) -> ModelGame:
    """The position's game, whose rule model the solver reads; :class:`NotSearchable` for another game."""
    game = position.game
    if game.id not in SEARCHABLE:
        raise NotSearchable(f"the solver does not know {game.id}")
    return cast(ModelGame, game)


def problem_for(session: Position) -> Any:
    """The search problem of the session's current position."""
    game, table = solo_game(session), session.table
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


def solve_session(
    session: Session,
    max_expanded: int = 200_000,
    max_seconds: float | None = None,
    limit: int | None = None,
    weight: float = 1.0,
    progress: Callable[[int], None] | None = None,
) -> Solution:
    """Search from the session's position; the solution as action dicts and its score.

    ``progress`` hears the count of expanded states now and then (see
    :func:`~.solver.solve`) and may raise to stop the search.
    """
    problem = problem_for(session)
    result = solve(problem, max_expanded=max_expanded, max_seconds=max_seconds, limit=limit, weight=weight, progress=progress)
    game, table = solo_game(session), session.table
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


def hint(session: Position, max_expanded: int = 4000, max_seconds: float = 1.5) -> dict[str, Any] | None:
    """The solver's next step from here, or ``None`` when the game is over.

    With a known future and a position small enough to search (puzzles, G08)
    it is the first move of the best plan found within the budget (optimal
    when the search finishes).  A normal G07 game hides its deck, and a full
    G06 table is too wide to search in a moment, so there the hint weighs the
    legal moves by plain rules of thumb (:func:`_greedy_g07`, :func:`_greedy_g06`).
    The window runs the same steps with the search on a worker thread
    (:func:`plan_hint`).
    """
    plan = plan_hint(session, max_expanded, max_seconds)
    return plan.finish(plan.search()) if plan.needs_search else plan.answer


@dataclass
class HintPlan:
    """How the hint for one position is found.

    Either at once (:attr:`answer`: the game is over, or a rule of thumb
    answers), or by a search: :meth:`search` reads only the rule model's
    immutable states, never the table, so it may run on a worker thread
    while the window keeps drawing; :meth:`finish` then turns its result
    into an action on the table the plan was made from.
    """

    session: Position
    answer: dict[str, Any] | None = None
    problem: Any = None
    max_expanded: int = 4000
    max_seconds: float | None = 1.5
    weight: float = 1.0

    @property
    def needs_search(self) -> bool:
        return self.problem is not None

    def search(self, progress: Callable[[int], None] | None = None) -> Result:
        """The search (``progress`` as for :func:`~.solver.solve`: it may raise to stop it)."""
        return solve(self.problem, max_expanded=self.max_expanded, max_seconds=self.max_seconds, weight=self.weight, progress=progress)

    def finish(self, result: Result) -> dict[str, Any] | None:
        """The first step of the plan found, as an action on the session's table."""
        game, table = solo_game(self.session), self.session.table
        if result.status != SOLVED and game.id == "jido:g06":
            return _greedy_g06(self.session)  # half a G06 search is no plan: the rules of thumb do better
        moves = real_moves(self.problem, result.moves if result.status == SOLVED else result.partial, None)[0]
        if not moves:
            legal = next(iter(game.model.moves(game.config(table), game.read(table))), None)
            return game.encode(table, legal) if legal is not None else None
        return game.encode(table, moves[0])


def plan_hint(session: Position, max_expanded: int = 4000, max_seconds: float | None = 1.5) -> HintPlan:
    """The hint's plan for the session's position (see :func:`hint`)."""
    game, table = solo_game(session), session.table
    if game.is_over(table):
        return HintPlan(session)
    if game.id == "jido:g06" and _crowded(game.read(table)):
        return HintPlan(session, _greedy_g06(session))
    try:
        problem = problem_for(session)
    except NotSearchable:
        return HintPlan(session, _greedy_g07(session))
    if game.id == "jido:g08" and len(problem.root.crates) > 4:
        max_expanded = min(max_expanded, 400)  # a wide table: a short look ahead answers at once
    return HintPlan(session, None, problem, max_expanded, max_seconds, 1.0 if game.id != "jido:g08" else 2.0)


def _crowded(state: Any) -> bool:
    """Too many drinks in crates for a quick search (each state has hundreds of swaps)."""
    return sum(1 for crate in state.crates for d in crate if d >= 0) > 12


def _greedy_g07(session: Position) -> dict[str, Any] | None:
    """Card moves that bring colours home; draw; at a round's end take money back,
    then (only then) a special action that clears a clash; else end the round."""
    game, table = solo_game(session), session.table
    cfg, state = game.config(table), game.read(table)
    legal = list(g07_rules.moves(cfg, state))
    if not legal:
        return None

    def after(move: tuple) -> tuple[int, int]:
        nxt = g07_rules.apply(cfg, state, move)
        if nxt.result == g07_rules.WON:
            return (-1, -1)
        return (g07_rules.misplaced(cfg, nxt) + g07_rules.conflicts(nxt), g07_rules.misplaced(cfg, nxt))

    card_moves = [m for m in legal if m[0] == "move"]
    if card_moves:
        return game.encode(table, min(card_moves, key=after))
    for wanted in (("draw",), ("reclaim", cfg.swap_cost), ("reclaim", cfg.move_cost)):
        if wanted in legal:
            return game.encode(table, wanted)
    now = (g07_rules.misplaced(cfg, state) + g07_rules.conflicts(state), g07_rules.misplaced(cfg, state))
    specials = [m for m in legal if m[0] in ("smove", "sswap") and after(m) < now]
    if specials:
        return game.encode(table, min(specials, key=after))
    return game.encode(table, ("end_round",)) if ("end_round",) in legal else game.encode(table, legal[0])


def _greedy_g06(session: Position) -> dict[str, Any] | None:
    """Rules of thumb: take a crate of one kind (the bonus); keep the fullest crates
    for the 500 coins and clear jams with them; sort the other crates by the
    biggest group a card takes; dump when nothing else is left."""
    game, table = solo_game(session), session.table
    cfg, state = game.config(table), game.read(table)
    legal = list(g06_rules.moves(cfg, state))
    if not legal:
        return None
    size = [sum(1 for d in crate if d >= 0) for crate in state.crates]

    def group(move: tuple) -> int:
        return sum(1 for d in state.crates[move[1]] if d >= 0 and card_matches(move[2], d))

    takes = [m for m in legal if m[0] == "take"]
    dumps = sorted((m for m in legal if m[0] == "dump"), key=lambda m: -size[m[1]])
    full = [m for m in takes if group(m) >= cfg.bonus_size]
    if full:
        return game.encode(table, full[0])
    if state.tower.inside and dumps:
        return game.encode(table, dumps[0])
    kept = {m[1] for m in dumps[: state.purse[1]]}  # the crates the 500 coins will tip in whole
    rest = [m for m in takes if m[1] not in kept]
    if rest:
        return game.encode(table, max(rest, key=lambda m: (group(m), -size[m[1]])))
    if dumps:
        return game.encode(table, dumps[0])
    return game.encode(table, max(takes, key=group) if takes else legal[0])


class HintBot:
    """A self-play bot that follows the hint (``tsukiji-table selfplay jido:g06 --bots heuristic``).

    It searches as the hint does, then keeps to the plan it found while the
    table stays on it, and searches again only when the plan is used up or
    the table left it.  A short search that cannot reach the goal gives the
    path to the most promising position it saw, and from there the next
    short search may lead straight back: a bot that is a function of the
    position would go round for ever.  So the bot remembers the positions it
    met; back at one, it searches :data:`WIDEN` times further, and it
    resigns when even the widest search leads it back :data:`GIVE_UP` times.
    Searches are bounded by states, never by the clock, so the same game is
    played the same way on any machine.
    """

    name = "heuristic"
    BUDGET = 300  # states a search expands at a new position
    WIDEN = 4  # the search grows this many times at each return to a position
    MAX_BUDGET = 20_000  # the widest search (seconds on a wide G08 table)
    GIVE_UP = 6  # returns to one position before the bot resigns

    def __init__(self, seat: int, rng: Any):
        self.seat = seat
        self.seen: dict[str, int] = {}
        self.plan: list[tuple[str, tuple]] = []  # (position before, model move) still to play

    def act(self, game: Any, table: Any, seat: int) -> dict[str, Any]:
        position = _position(game.read(table))
        returns = self.seen.get(position, 0)
        self.seen[position] = returns + 1
        if returns >= self.GIVE_UP:
            return {"action": "resign"}
        if returns == 0 and self.plan and self.plan[0][0] == position:
            return game.encode(table, self.plan.pop(0)[1])
        self.plan = []
        plan = plan_hint(_View(game, table), max_expanded=self.BUDGET, max_seconds=None)
        if not plan.needs_search:
            return plan.answer if plan.answer is not None else {"action": "resign"}
        plan.max_expanded = min(self.MAX_BUDGET, plan.max_expanded * self.WIDEN**returns)
        result = plan.search()
        moves = real_moves(plan.problem, result.moves if result.status == SOLVED else result.partial, None)[0]
        if not moves or (result.status != SOLVED and game.id == "jido:g06"):
            step = plan.finish(result)
            return step if step is not None else {"action": "resign"}
        cfg, state = game.config(table), game.read(table)
        for move in moves:
            self.plan.append((_position(state), move))
            state = game.model.apply(cfg, state, move)
        return game.encode(table, self.plan.pop(0)[1])


def _position(state: Any) -> str:
    """A rule model's state without its count of turns or actions: what the bot can come back to."""
    if hasattr(state, "_replace"):
        state = state._replace(**{f: 0 for f in ("turn", "actions") if f in state._fields})
    return repr(state)


@dataclass
class _View:
    """Just what :func:`hint` reads of a session."""

    game: Game
    table: Table


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
            raise IllegalAction(msg("jido.solution_step", puzzle=spec.id, n=n + 1, action=shown_value(action), why=exc.reason)) from None
    return session


def solution_problem(spec: PuzzleSpec) -> str | None:
    """Why the stored solution of a puzzle does not win at par, or ``None`` when it does.

    Raises :class:`IllegalAction` naming the step the referee refuses.
    """
    played = replay_solution(spec)
    game, table = solo_game(played), played.table
    score = game.score(table)
    if not game.won(table) or score is None:
        return "the stored solution does not win"
    par = spec.par
    if (score["scores"][0], len(spec.solution)) != (par["score"], par["moves"]):
        return f"the stored solution scores {score['scores'][0]} in {len(spec.solution)} moves, not the par"
    return None


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
            verdict.problems.append(
                "marked unsolvable, but the solver " + ("found a solution" if res.status == SOLVED else "ran out of budget before proving it")
            )
    elif res.status != SOLVED:
        verdict.ok = False
        verdict.problems.append("unsolvable: the search space is exhausted" if res.status != UNKNOWN else "not solved within the budget")
    else:
        par = spec.par
        if res.optimal and (par["score"] != sol.score or (exact_moves and par["moves"] != len(res.moves))):
            verdict.ok = False
            verdict.problems.append(f"par is score {par['score']} in {par['moves']} moves; the solver's best is {sol.score} in {len(res.moves)}")
        try:
            problem = solution_problem(spec)
        except IllegalAction as exc:
            problem = str(exc)
        if problem is not None:
            verdict.ok = False
            verdict.problems.append(problem)
    verdict.seconds = time.perf_counter() - t0
    return verdict


__all__ = [
    "HintPlan",
    "NotSearchable",
    "Solution",
    "Verdict",
    "hint",
    "plan_hint",
    "problem_for",
    "replay_solution",
    "solve_session",
    "verify_puzzle",
    "g08_rules",
]
