"""Overfishing (乱獲): a fish market whose barrels or tokens have all left it.

Checked after every step of play.  An overfished market's remaining barrels
go to the box, and so does every barrel of that species that would later
return to it; its board, tokens and licenses stay in play.  A random fish
market is then drawn from the box and set up as at the start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...table import Table
from . import zones as Z
from .boards import draw_fish_market
from .data import FISH

if TYPE_CHECKING:
    from ...table import Tx
    from .context import Ctx


def check(ctx: Ctx, t: Table, tx: Tx) -> list[str]:
    """Mark newly overfished markets and bring in replacements; returns them."""
    newly: list[str] = []
    changed = True
    while changed:
        changed = False
        for mid in list(t.vars["in_play"]):
            if ctx.data.markets[mid].type != FISH or mid in t.vars["overfished"]:
                continue
            market = ctx.fish(mid)
            if not market.exhausted(t):
                continue
            tx.set_var("overfished", [*t.vars["overfished"], mid])
            left = list(t.zones[market.barrels].ids)
            if left:
                tx.move(left, Z.BOX)
            draw_fish_market(ctx, t, tx)
            newly.append(mid)
            changed = True
    return newly
