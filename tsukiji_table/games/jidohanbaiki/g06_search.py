"""G06 as a search problem: keep as much money as possible.

The machine is part of the state: a dump's outcome is a function of what is
inside, the crate's drinks and the seed the table's chance counter gives,
so the search is over the player's choices only.  The cost of a path is the
money lost (a six-drink take gains 200, so steps may pay back); the bound
counts every possible bonus and the dump a jammed drink still needs.
"""

from __future__ import annotations

from typing import Hashable, Iterable

from ...physics import Tower
from . import g06_rules as m
from .common import EMPTY
from .g06_rules import Config, State


class RecyclingProblem:
    counts_actions = False  # the par's move count is a witness, not a minimum

    def __init__(self, cfg: Config, state: State):
        self.cfg = cfg
        self.root = state
        self.need = cfg.targets or cfg.drinks

    def start(self) -> State:
        return self.root

    def key(self, state: State) -> Hashable:
        # Crates are arranged freely, so which crate is which does not matter: only their contents.
        return tuple(sorted(state.crates)), state.sorted, state.tower, state.purse, state.rng

    def successors(self, state: State) -> Iterable[tuple[tuple, State, int]]:
        here = m.money(state)
        for move in m.moves(self.cfg, state):
            tower = Tower(self.cfg.spec, state.tower) if move[0] == "dump" else None
            nxt = m.apply(self.cfg, state, move, tower)
            yield move, nxt, here - (m.money(nxt) if nxt.result != m.LOST else 0)

    def is_goal(self, state: State) -> bool:
        return state.result == m.WON

    def dead(self, state: State) -> bool:
        return state.result == m.LOST

    def h(self, state: State) -> int:
        if state.result != m.PLAYING:
            return 0
        cfg = self.cfg
        in_crates = sum(1 for crate in state.crates for d in crate if d != EMPTY and d in self.need)
        # Every take or dump sorts at most six drinks and costs at least its price; a take
        # of six earns the bonus back.
        full, rest = divmod(in_crates, cfg.bonus_size)
        cost = full * min(cfg.take_cost - cfg.bonus, cfg.dump_cost) + (min(cfg.take_cost, cfg.dump_cost) if rest else 0)
        jammed = any(m.drink_code(d) in self.need for d in m.inside(state))
        return max(cost, cfg.dump_cost + (full - 1) * (cfg.take_cost - cfg.bonus)) if jammed else cost

    def tiebreak(self, state: State) -> tuple[int, int]:
        # Fewer drinks left to sort first, then fewer machine runs.
        return m.unsorted(self.cfg, state), state.rng
