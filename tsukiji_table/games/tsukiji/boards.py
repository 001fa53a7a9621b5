"""Market boards coming into play: at set-up, after overfishing, an expansion token or a crash (R1, R6-R8; which board: ``variants.bring_board``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...table import Table
from . import zones as Z

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
