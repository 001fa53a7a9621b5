"""G04's heuristic bot: capture when it can, otherwise leave the board with more jumps for it than against it.

G04 has no hidden information, so the bot reads the public position through
the referee's model.  Each legal action is tried on the pure model and the
position after it scored: captures made, then the jumps the bot's drinks
threaten minus those threatening them, then its drinks on the crates.  Crate
moves are many (a hundred or more): a sample of them is tried.
"""

from __future__ import annotations

import random
from typing import Any

from ...table import Table
from . import g04_rules as m

CRATE_SAMPLE = 16  # crate moves tried per decision


def threats(state: m.State, colour: int) -> tuple[int, int]:
    """(jumps ``colour``'s drinks could make now, jumps other drinks could make over ``colour``'s).

    Both are read from ``colour``'s own drinks: a jump over one of them comes
    from the spot on one side of it and lands on the spot on the other.
    """
    at, where = m.board(state.places, state.crates)
    spots = m.spot_map(state.places)
    mine = theirs = 0
    for d, (x, y) in where.items():
        if d // 6 != colour:
            continue
        for dx, dy in m.AROUND:
            other = at.get((x + dx, y + dy))
            if other is not None and other // 6 != colour:  # it could jump that one
                beyond = (x + 2 * dx, y + 2 * dy)
                if beyond in spots and beyond not in at:
                    mine += 1
            other = at.get((x - dx, y - dy))
            if other is not None and other // 6 != colour:  # that one could jump it
                beyond = (x + dx, y + dy)
                if beyond in spots and beyond not in at:
                    theirs += 1
    return mine, theirs


def value(state: m.State, seat: int) -> float:
    """How good the position is for ``seat``."""
    colour = state.colours[seat]
    if state.over:
        return 1000.0 if seat in state.winners else -1000.0
    mine, theirs = threats(state, colour)
    _, where = m.board(state.places, state.crates)
    on_table = sum(1 for d in where if d // 6 == colour)
    return 100.0 * len(state.captured[seat]) + 4.0 * mine - 6.0 * theirs + 1.0 * on_table


class CheckersBot:
    """Greedy on :func:`value`, with a random sample of crate moves."""

    name = "heuristic"

    def __init__(self, seat: int, rng: random.Random):
        self.seat = seat
        self.rng = rng

    def act(self, game: Any, table: Table, seat: int) -> dict[str, Any]:
        cfg, state = game.model_state(table)
        runs = m.runs(cfg, state)
        crates = runs.get("crate", ())  # read only as sampled
        others = [mv for kind, run in runs.items() if kind != "crate" for mv in run]
        crates = self.rng.sample(crates, CRATE_SAMPLE) if len(crates) > CRATE_SAMPLE else list(crates)
        best, best_value = None, float("-inf")
        for move in others + crates:
            after = m.apply(cfg, state, move)
            score = value(after, seat) + self.rng.random() * 0.5  # ties broken at random
            if score > best_value:
                best, best_value = move, score
        assert best is not None, "the seat to move has no legal move"
        return game.encode(table, best)
