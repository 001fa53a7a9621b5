"""Market boards coming into play: at set-up, and after overfishing (R1, R6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...table import Table
from . import zones as Z
from .data import FISH

if TYPE_CHECKING:
    from ...table import Tx
    from .context import Ctx


def add_market(ctx: Ctx, t: Table, tx: Tx, mid: str, rng: int | None = None) -> None:
    """Bring a board from the box into play and set it up as at game start."""
    board = ctx.data.markets[mid].board
    tx.move([board], Z.market(mid, "board"), rng=rng)
    tx.set_face([board], True)
    ctx.markets[mid].setup(t, tx, t.players)
    tx.set_var("in_play", [*t.vars["in_play"], mid])


def draw_fish_market(ctx: Ctx, t: Table, tx: Tx) -> str | None:
    """A random fish board from the box (after overfishing), set up; None if none is left."""
    pool = [
        m
        for m, info in ctx.data.markets.items()
        if info.type == FISH and info.board in t.pieces and t.pieces[info.board].zone == Z.BOX and t.players >= info.min_players
    ]
    if not pool:
        return None
    counter, rng = t.rng()
    mid = rng.choice(pool)
    add_market(ctx, t, tx, mid, rng=counter)
    tx.reveal()  # a board drawn at random is a chance result shown to all
    return mid
