"""G10's heuristic bot: the take that leaves it furthest ahead of the best other player.

G10 has no hidden information; the bot reads the public position through the
referee's model and tries every take on it.
"""

from __future__ import annotations

import random
from typing import Any

from ...table import Table
from . import g10_rules as m


class CollapseBot:
    name = "heuristic"

    def __init__(self, seat: int, rng: random.Random):
        self.seat = seat
        self.rng = rng

    def act(self, game: Any, table: Table, seat: int) -> dict[str, Any]:
        cfg, state = game.model_state(table)
        best, best_score = None, float("-inf")
        for move in m.moves(cfg, state):
            after = m.apply(cfg, state, move)
            totals = m.scores(cfg, after)
            lead = totals[seat] - max(t for s, t in enumerate(totals) if s != seat)
            score = lead + self.rng.random() * 0.1  # ties broken at random
            if score > best_score:
                best, best_score = move, score
        assert best is not None, "the seat to move has no take"
        return game.encode(table, best)
