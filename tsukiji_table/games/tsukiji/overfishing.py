"""Overfishing (乱獲): a fish market whose barrels or tokens have all left it.

Checked after every step of play.  An overfished market's remaining barrels
go to the box, and so does every barrel of that species that would later
return to it; its board, tokens and licenses stay in play.  A random fish
market is then drawn from the box (or the next of its queue: known order) and set up as at the start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...table import Table
from . import zones as Z
from .data import FISH
from .variants import bring_board

if TYPE_CHECKING:
    from ...table import Tx
    from .context import Ctx


def _any_due(ctx: Ctx, t: Table) -> bool:
    """Whether a fish market in play, not yet overfished, has run out (asked after every step of play: most often none has)."""
    fish, overfished = ctx.fish_markets, t.vars["overfished"]
    for mid in t.vars["in_play"]:
        market = fish.get(mid)
        if market is not None and mid not in overfished and market.exhausted(t):
            return True
    return False


def check(ctx: Ctx, t: Table, tx: Tx) -> list[str]:
    """Mark newly overfished markets and bring in replacements; returns them."""
    newly: list[str] = []
    while _any_due(ctx, t):  # then a pass over the markets in play overfishes at least that one
        fish = ctx.fish_markets
        for mid in list(t.vars["in_play"]):
            market = fish.get(mid)
            if market is None or mid in t.vars["overfished"] or not market.exhausted(t):
                continue
            tx.set_var("overfished", [*t.vars["overfished"], mid])
            left = list(t.zones[market.barrels].ids)
            if left:
                tx.move(left, Z.BOX)
            market.before_draw(t, tx)
            bring_board(ctx, t, tx, FISH)
            if market.pays_on_overfishing:
                tx.set_var("overfish_due", [*t.vars.get("overfish_due", []), mid])
            newly.append(mid)
    settle(ctx, t, tx)
    return newly


def settle(ctx: Ctx, t: Table, tx: Tx) -> None:
    """The payments overfishing calls for (Horse Mackerel, Nori), once any Buy action is over (「購入」アクションを完了してから)."""
    due = t.vars.get("overfish_due")
    if not due or "bought" in t.vars:
        return
    tx.del_var("overfish_due")
    for mid in due:
        ctx.fish(mid).on_overfished(t, tx)
