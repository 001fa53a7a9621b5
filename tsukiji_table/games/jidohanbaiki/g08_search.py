"""G08 as a search problem: fewest turns to sort every crate by colour.

The search runs on colour patterns: drinks of one colour are
interchangeable for the goal, so each drink is replaced by its colour and a
swap is named by its two spots.  States are compared by the crates' shape
(not where on the floor the group lies), the colours and the phase of the
turn.  :meth:`CrateSlideProblem.actions` turns a plan back into moves of the
real drinks.  The bound: a swap moves at most two drinks into their crates,
a turn has two.  The cost is ``100 x turns + actions``: fewest turns first,
then fewest actions.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from functools import lru_cache

from . import g08_rules as m
from .g08_rules import Config, State
from .geometry import Placement, normalised

TURN = 100  # cost units per turn; each action costs 1


@lru_cache(maxsize=65536)
def _shape(places: tuple[Placement, ...]) -> tuple[Placement, ...]:
    return normalised(places)


class CrateSlideProblem:
    counts_actions = True  # fewest turns, then fewest actions

    def __init__(self, cfg: Config, state: State):
        self.cfg = cfg
        self.real = state
        self.root = state._replace(crates=tuple(tuple((d // 6) * 6 for d in crate) for crate in state.crates))
        self._bound: dict[tuple, int] = {}

    def start(self) -> State:
        return self.root

    def key(self, state: State) -> Hashable:
        return _shape(state.places), state.crates, state.phase, state.swaps_done

    def successors(self, state: State) -> Iterable[tuple[tuple, State, int]]:
        cfg = self.cfg
        if state.result != m.PLAYING:
            return
        if cfg.max_turns is not None and state.phase == m.START and state.turn >= cfg.max_turns:
            return
        if state.phase == m.START:
            for k, place in m.crate_moves(state.places, cfg.full_side):
                nxt = m.apply(cfg, state, ("crate", k, place))
                yield ("crate", k, place), nxt, TURN + 1
        else:
            yield ("end",), m.apply(cfg, state, ("end",)), 1
        crates = state.crates
        step = (TURN if state.phase == m.START else 0) + 1
        for ka, sa, kb, sb in m.neighbour_pairs(state.places):
            if crates[ka][sa] != crates[kb][sb]:
                yield ("spots", ka, sa, kb, sb), m.swap_spots(cfg, state, ka, sa, kb, sb), step

    def is_goal(self, state: State) -> bool:
        return state.result == m.WON

    def misplaced(self, state: State) -> int:
        colours = tuple(sorted(tuple(sorted(crate)) for crate in state.crates))
        got = self._bound.get(colours)
        if got is None:
            got = self._bound[colours] = m.misplaced(state)
        return got

    def h(self, state: State) -> int:
        if state.result == m.WON:
            return 0
        per_turn = 2 * self.cfg.swaps
        left = 0 if state.phase == m.START else 2 * (self.cfg.swaps - state.swaps_done)
        need = self.misplaced(state)
        rest = max(0, need - left)
        return TURN * -(-rest // per_turn) + -(-need // 2)

    def dead(self, state: State) -> bool:
        if state.result == m.LOST:
            return True
        if self.cfg.max_turns is None:
            return False
        return state.turn + self.h(state) // TURN > self.cfg.max_turns

    def actions(self, plan: list[tuple], start: State | None = None) -> tuple[list[tuple], State]:
        """The plan's moves with real drinks, and the real final state."""
        state = self.real if start is None else start
        out = []
        for move in plan:
            if move[0] == "spots":
                _, ka, sa, kb, sb = move
                a, b = state.crates[ka][sa], state.crates[kb][sb]
                move = ("swap", min(a, b), max(a, b))
            out.append(move)
            state = m.apply(self.cfg, state, move)
        return out, state
