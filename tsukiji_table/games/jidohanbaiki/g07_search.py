"""G07 as a search problem: lose as little money as possible.

The cost of a path is the money lost: the starting money minus the final
score (spent 100 coins, specials not taken back).  Reclaiming pays money
back, so steps may cost less than nothing; the bound
:meth:`ColourSortProblem.h` counts that in and stays admissible.  Among
equally good states the search prefers fewer specials paid for, then the
state furthest into the game, so plans without specials are tried first.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable

from . import g07_rules as m
from .g07_rules import Config, State


class ColourSortProblem:
    """A G07 position whose deck orders are known (a puzzle or a hint)."""

    counts_actions = False  # the par's move count is a witness, not a minimum

    def __init__(self, cfg: Config, state: State):
        if cfg.decks is None:
            raise ValueError("the solver needs known deck orders (puzzles fix them)")
        self.cfg = cfg
        self.root = state
        self.cards = len(cfg.cards)
        self._gaps: dict[tuple, tuple[int, int]] = {}

    def gaps(self, state: State) -> tuple[int, int]:
        """(drinks out of their crate, drinks that must change spot), cached by crate contents."""
        got = self._gaps.get(state.crates)
        if got is None:
            got = self._gaps[state.crates] = (m.misplaced(self.cfg, state), m.conflicts(state))
        return got

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
            yield move, nxt, here - self.value(nxt)

    def is_goal(self, state: State) -> bool:
        return state.result == m.WON

    def this_round(self, state: State) -> int:
        """Cards still to come this round (each moves at most one drink)."""
        return len(state.deck) + (1 if state.card >= 0 else 0)

    def dead(self, state: State) -> bool:
        if state.result == m.LOST:
            return True
        need, clashes = self.gaps(state)
        cards = self.this_round(state) + (state.purse[0] - 1) * self.cards
        # Special moves: the 500s in hand, and at most one card's worth back per card.
        later = (state.purse[0] - 1) * self.cards
        back = len(state.aside) + cards  # set-aside cards to come could pay specials back
        fives = state.purse[1] + min(state.spent[0], back)
        notes = state.purse[2] + min(state.spent[1], back // 2)
        return need > cards + fives + later or clashes > fives + 2 * notes + 2 * later

    def h(self, state: State) -> int:
        if state.result != m.PLAYING:
            return 0
        cfg = self.cfg
        spent = state.spent[0] * cfg.move_cost + state.spent[1] * cfg.swap_cost
        need, clashes = self.gaps(state)
        later = cfg.clock_cost - spent  # one more round at least, then at best all paid back
        back = len(state.aside) + self.this_round(state)
        fives = state.purse[1] + min(state.spent[0], back)
        notes = state.purse[2] + min(state.spent[1], back // 2)
        if need <= self.this_round(state) + fives and clashes <= fives + 2 * notes:
            credit = min(spent, cfg.card_value * (len(state.aside) + self.this_round(state)))
            return min(-credit, later)
        return later

    def tiebreak(self, state: State) -> tuple[int, int]:
        cfg = self.cfg
        specials = state.spent[0] * cfg.move_cost + state.spent[1] * cfg.swap_cost
        return specials, -(state.round * 100 - len(state.deck))
