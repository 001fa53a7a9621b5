"""G06 as a search problem: keep as much money as possible.

The machine is part of the state: a dump's outcome is a function of what is
inside, the crate's drinks and the seed the table's chance counter gives,
so the search is over the player's choices only.  The cost of a path is the
money lost (a six-drink take gains 200, so steps may pay back); the bound
takes the best number of dumps (at least one for a jam) and the takes that
must name every other drink, a card at a time (:func:`cost_bound`).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from functools import lru_cache

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
        # Empty crates are alike (states are compared by the crates' contents), so
        # one of them stands for all: a swap into any other gives the same state.
        empty = [k for k, crate in enumerate(state.crates) if all(d == EMPTY for d in crate)]
        spare = set(empty[1:])
        for move in m.moves(self.cfg, state):
            if move[0] == "swap" and (move[1] in spare or move[3] in spare):
                continue
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
        left, spare = 0, False
        for crate in state.crates:
            for d in crate:
                if d != EMPTY:
                    if d in self.need:
                        left |= 1 << d
                    else:
                        spare = True
        jammed = any(m.drink_code(d) in self.need for d in m.inside(state))
        cfg = self.cfg
        return cost_bound(left, jammed, state.purse[1], not spare, cfg.take_cost, cfg.dump_cost, cfg.bonus, cfg.bonus_size)

    def tiebreak(self, state: State) -> tuple[int, int]:
        # Fewer drinks left to sort first, then fewer machine runs.
        return m.unsorted(self.cfg, state), state.rng


@lru_cache(maxsize=1 << 16)
def cost_bound(left: int, jammed: bool, dumps_left: int, all_needed: bool, take: int, dump: int, bonus: int, size: int) -> int:
    """A lower bound on the money still to lose sorting the drinks ``left`` (a bit mask).

    Choose how many 500 coins go into the machine (at least one for a jam)
    and how many drinks ``gone`` they carry (six a crate at most; at least
    one each when every drink in the crates must be sorted).  The
    takes must name every drink left, one card each, so they number at
    least the fewest cards naming them, less ``gone``, and one per six
    drinks; a take of six earns the bonus, at most once per card whose six
    drinks are all still to sort.  Cached: swaps leave the drinks to sort
    unchanged, so the search asks again and again.
    """
    n = left.bit_count()
    cards = cards_needed(left) if n else 0
    whole = sum(1 for c in range(6) if left >> (6 * c) & 63 == 63) + sum(1 for s in range(6) if all(left >> (6 * c + s) & 1 for c in range(6)))
    best: int | None = None
    for dumps in range(1 if jammed else 0, dumps_left + 1):
        for gone in range(dumps if all_needed else 0, min(n, size * dumps) + 1):
            rest = n - gone
            takes = max(0, cards - gone, -(-rest // size))
            cost = dumps * dump + takes * take - min(whole, rest // size, takes) * bonus
            best = cost if best is None else min(best, cost)
    return best if best is not None else 0  # a jam and no 500 coin: the state is already lost


@lru_cache(maxsize=1 << 16)
def cards_needed(drinks: int) -> int:
    """The fewest stock cards that name every drink of a bit mask (``colour * 6 + shape``).

    A drink is an edge between its colour card and its shape card, so this is
    a minimum vertex cover of a bipartite graph: by Kőnig's theorem, the size
    of a maximum matching of colours to shapes.  Cached: swaps move drinks
    between crates but leave the set to sort unchanged.
    """
    shapes_of = [[d % 6 for d in range(c * 6, c * 6 + 6) if drinks >> d & 1] for c in range(6)]
    owner = [-1] * 6  # the colour matched to each shape

    def augment(colour: int, seen: list[bool]) -> bool:
        for shape in shapes_of[colour]:
            if not seen[shape]:
                seen[shape] = True
                if owner[shape] < 0 or augment(owner[shape], seen):
                    owner[shape] = colour
                    return True
        return False

    return sum(1 for colour in range(6) if shapes_of[colour] and augment(colour, [False] * 6))
