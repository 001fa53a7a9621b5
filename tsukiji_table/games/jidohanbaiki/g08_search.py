"""G08 as a search problem: fewest turns to sort every crate by colour.

States are compared by what matters for the future: the crates' shape (not
where on the floor the group lies), the colour in every spot (drinks of one
colour are interchangeable for the goal) and the phase of the turn.  The
bound: a swap moves at most two drinks into their crates, a turn has two.
"""

from __future__ import annotations

from typing import Hashable, Iterable

from . import g08_rules as m
from .g08_rules import Config, State
from .geometry import normalised


class CrateSlideProblem:
    def __init__(self, cfg: Config, state: State):
        self.cfg = cfg
        self.root = state
        self._bound: dict[tuple, int] = {}

    def start(self) -> State:
        return self.root

    def key(self, state: State) -> Hashable:
        colours = tuple(tuple(d // 6 for d in crate) for crate in state.crates)
        return normalised(state.places), colours, state.phase, state.swaps_done

    def successors(self, state: State) -> Iterable[tuple[tuple, State, int]]:
        for move in m.moves(self.cfg, state, useful_only=True):
            nxt = m.apply(self.cfg, state, move)
            yield move, nxt, nxt.turn - state.turn

    def is_goal(self, state: State) -> bool:
        return state.result == m.WON

    def misplaced(self, state: State) -> int:
        colours = tuple(tuple(sorted(d // 6 for d in crate)) for crate in state.crates)
        got = self._bound.get(colours)
        if got is None:
            got = self._bound[colours] = m.misplaced(state)
        return got

    def h(self, state: State) -> int:
        if state.result == m.WON:
            return 0
        per_turn = 2 * self.cfg.swaps
        left = 0 if state.phase == m.START else 2 * (self.cfg.swaps - state.swaps_done)
        rest = max(0, self.misplaced(state) - left)
        return -(-rest // per_turn)

    def dead(self, state: State) -> bool:
        if self.cfg.max_turns is None:
            return False
        return state.turn + self.h(state) > self.cfg.max_turns
