"""G07 as a search problem: lose as little money as possible, then act as little.

The cost of a path is ``1000 x money lost + actions``, money lost being the
starting money minus the final score (spent 100 coins, specials not taken
back).  Reclaiming pays money back, so steps may cost less than nothing; the
bound :meth:`ColourSortProblem.h` counts that in and stays admissible.
"""

from __future__ import annotations

from typing import Hashable, Iterable

from . import g07_rules as m
from .g07_rules import Config, State

MONEY = 1000  # cost units per yen lost: money first, actions second


class ColourSortProblem:
    """A G07 position whose deck orders are known (a puzzle or a hint)."""

    def __init__(self, cfg: Config, state: State):
        if cfg.decks is None:
            raise ValueError("the solver needs known deck orders (puzzles fix them)")
        self.cfg = cfg
        self.root = state
        self.cards = len(cfg.cards)

    def start(self) -> State:
        return self.root

    def key(self, state: State) -> Hashable:
        return state

    def value(self, state: State) -> int:
        """The money the state is worth: the purse, plus set-aside cards once won."""
        return m.score(self.cfg, state) if state.result == m.WON else m.money(state.purse)

    def successors(self, state: State) -> Iterable[tuple[tuple, State, int]]:
        here = self.value(state)
        for move in m.moves(self.cfg, state):
            nxt = m.apply(self.cfg, state, move)
            yield move, nxt, MONEY * (here - self.value(nxt)) + 1

    def is_goal(self, state: State) -> bool:
        return state.result == m.WON

    def this_round(self, state: State) -> int:
        """Cards still to come this round (each moves at most one drink)."""
        return len(state.deck) + (1 if state.card >= 0 else 0)

    def dead(self, state: State) -> bool:
        if state.result == m.LOST:
            return True
        need = m.misplaced(self.cfg, state)
        cards = self.this_round(state) + (state.purse[0] - 1) * self.cards
        # Special moves: the 500s in hand, and at most one card's worth back per card.
        later = (state.purse[0] - 1) * self.cards
        back = len(state.aside) + cards  # set-aside cards to come could pay specials back
        fives = state.purse[1] + min(state.spent[0], back)
        notes = state.purse[2] + min(state.spent[1], back // 2)
        return need > cards + fives + later or m.conflicts(state) > fives + 2 * notes + 2 * later

    def h(self, state: State) -> int:
        if state.result != m.PLAYING:
            return 0
        cfg = self.cfg
        spent = state.spent[0] * cfg.move_cost + state.spent[1] * cfg.swap_cost
        need = m.misplaced(cfg, state)  # each misplaced drink takes one action at least
        later = cfg.clock_cost - spent  # one more round at least, then at best all paid back
        back = len(state.aside) + self.this_round(state)
        if need <= self.this_round(state) + state.purse[1] + min(state.spent[0], back):
            credit = min(spent, cfg.card_value * (len(state.aside) + self.this_round(state)))
            return MONEY * min(-credit, later) + need
        return MONEY * later + need
