"""A best-first search over the player's choices, for puzzles and hints.

A :class:`Problem` gives a start state, the successors of a state with their
step costs, the goal test, an admissible lower bound ``h`` on the cost still
to pay and a sound ``dead`` test.  :func:`solve` runs A* (re-opening a state
reached more cheaply, so step costs may be negative as long as no cycle
gains): the first goal taken from the queue is optimal, and an exhausted
queue proves that no solution exists within ``limit``.  A budget of
expanded states turns the answer into ``unknown``; ``weight > 1`` trades
optimality for speed (the result is then marked not optimal).  A
``progress`` callback hears the count of expanded states every
:data:`REPORT_EVERY`; it may raise to stop the search (a window's Cancel).

Chance is not searched: every puzzle fixes its outcomes (deck orders, the
deterministic tower), so a state's successors are a function of the state.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

S = TypeVar("S")

SOLVED, UNSOLVABLE, UNKNOWN = "solved", "unsolvable", "unknown"
REPORT_EVERY = 256  # expanded states between progress reports (and clock checks): well under 0.1 s


class Problem(Protocol[S]):
    def start(self) -> S: ...

    def key(self, state: S) -> Hashable: ...

    def successors(self, state: S) -> Iterable[tuple[Any, S, int]]: ...

    def is_goal(self, state: S) -> bool: ...

    def h(self, state: S) -> int: ...

    def dead(self, state: S) -> bool: ...


@dataclass
class Result(Generic[S]):
    status: str
    cost: int | None = None
    moves: list[Any] = field(default_factory=list)
    final: S | None = None
    expanded: int = 0
    seconds: float = 0.0
    optimal: bool = False
    partial: list[Any] = field(default_factory=list)  # unknown: the path to the most promising state seen

    @property
    def solved(self) -> bool:
        return self.status == SOLVED


def solve(
    problem: Problem[S],
    start: S | None = None,
    max_expanded: int = 200_000,
    max_seconds: float | None = None,
    limit: int | None = None,
    weight: float = 1.0,
    progress: Callable[[int], None] | None = None,
) -> Result[S]:
    """Search from ``start`` (default: the problem's start); see the module docstring.

    ``limit`` prunes every state whose ``g + h`` exceeds it, so an exhausted
    search with a limit proves "no solution costing at most ``limit``".
    """
    t0 = time.perf_counter()
    root = problem.start() if start is None else start
    nodes: list[tuple[S, int, int, Any]] = [(root, 0, -1, None)]  # state, g, parent, move
    best: dict[Hashable, int] = {problem.key(root): 0}
    counter = 0
    order = getattr(problem, "tiebreak", None)
    tiebreak: Callable[[S, int], Any] = (lambda st, g: order(st)) if order is not None else (lambda st, g: -g)
    heap: list[tuple[float, Any, int, int]] = [(weight * problem.h(root), tiebreak(root, 0), counter, 0)]
    expanded = 0
    promising = (problem.h(root), 0, 0)  # (h, -g, node) of the state that looks closest to a goal
    while heap:
        f, g_neg, _, idx = heapq.heappop(heap)
        state, g, parent, _ = nodes[idx]
        if best.get(problem.key(state), g) < g:
            continue  # a cheaper path to this state was found after this entry was queued
        if problem.is_goal(state):
            return Result(SOLVED, g, _path(nodes, idx), state, expanded, time.perf_counter() - t0, weight == 1.0)
        expanded += 1
        promising = min(promising, (problem.h(state), -g, idx))
        if expanded % REPORT_EVERY == 0:
            if progress is not None:
                progress(expanded)
            if max_seconds is not None and time.perf_counter() - t0 > max_seconds:
                return Result(UNKNOWN, None, [], None, expanded, time.perf_counter() - t0, partial=_path(nodes, promising[2]))
        if expanded > max_expanded:
            return Result(UNKNOWN, None, [], None, expanded, time.perf_counter() - t0, partial=_path(nodes, promising[2]))
        for move, nxt, step in problem.successors(state):
            g2 = g + step
            key = problem.key(nxt)
            if best.get(key, g2 + 1) <= g2 or problem.dead(nxt):
                continue
            h2 = problem.h(nxt)
            if limit is not None and g2 + h2 > limit:
                continue
            best[key] = g2
            nodes.append((nxt, g2, idx, move))
            counter += 1
            # Ties: the problem's own order (default: the deeper state), then the older one.
            heapq.heappush(heap, (g2 + weight * h2, tiebreak(nxt, g2), counter, len(nodes) - 1))
    return Result(UNSOLVABLE, None, [], None, expanded, time.perf_counter() - t0, True)


def _path(nodes: list[tuple[Any, int, int, Any]], idx: int) -> list[Any]:
    moves = []
    while nodes[idx][2] >= 0:
        moves.append(nodes[idx][3])
        idx = nodes[idx][2]
    return moves[::-1]


def replay_cost(problem: Problem[S], moves: list[Any], start: S | None = None) -> tuple[S, int]:
    """Follow ``moves`` through the successors; the final state and total cost.

    Raises ``ValueError`` naming the first move that is not a successor.
    """
    state = problem.start() if start is None else start
    total = 0
    for n, move in enumerate(moves):
        for m, nxt, step in problem.successors(state):
            if m == move:
                state, total = nxt, total + step
                break
        else:
            raise ValueError(f"move {n + 1} ({move!r}) is not legal there")
    return state, total
