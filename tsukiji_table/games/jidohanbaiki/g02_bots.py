"""G02 Magical Golden Ball Racer: the heuristic bot.

Everything is on the open table, so the bot reads the model state.  As the
racer it lays the straight road, coin after coin, from the start line to
the 500 coin (the shortest road there is), and when the pile is empty it
moves a coin lying off that line onto it.  As a crate player it takes only
a drink after which the crate can still be completed from what is left on
the table, the scarcest first (the drink fewest others could replace), and
when no such drink is left it puts back the drink that reopens the crate.
"""

from __future__ import annotations

import random
from typing import Any

from . import g02_rules as model
from .common import colour_of, shape_of


class HeuristicBot:
    name = "heuristic"

    def __init__(self, seat: int, rng: random.Random):
        self.seat = seat
        self.rng = rng

    def act(self, game: Any, table: Any, seat: int) -> dict[str, Any]:
        cfg, state = game.config, game.state(table)
        move = racer_move(cfg, state) if seat == state.racer else crate_move(cfg, state, seat, self.rng)
        return game.encode(move)


def racer_move(cfg: model.Config, state: model.State) -> model.Move:
    """The next coin of the straight road: from the pile, or a coin lying off the line."""
    line = [(c, cfg.mid) for c in range(cfg.length(state.players))]
    gap = next(s for s in line if s not in state.road)
    if model.pile(cfg, state):
        return ("lay", gap)
    spare = next(s for s in sorted(state.road) if s not in line)
    return ("shift", spare, gap)


def crate_move(cfg: model.Config, state: model.State, seat: int, rng: random.Random) -> model.Move:
    """A drink that keeps the crate completable, the scarcest first; else put back the drink that reopens it."""
    crate, pool = state.crates[seat], state.pool
    takes = [d for d in sorted(pool) if model.fits(cfg, crate, d)]
    good = [d for d in takes if model.still_possible(cfg, (*crate, d), pool - {d})]
    if good:

        def scarcity(d: int) -> tuple[int, float]:
            alike = sum(1 for e in takes if e != d and (colour_of(e) == colour_of(d) or shape_of(e) == shape_of(d)))
            return (alike, rng.random())

        return ("take", min(good, key=scarcity))
    back = [d for d in crate if model.still_possible(cfg, tuple(e for e in crate if e != d), pool | {d})]
    if back:
        return ("return", back[-1])
    if crate:
        return ("return", crate[-1])
    return ("take", rng.choice(takes))
