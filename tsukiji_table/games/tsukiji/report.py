"""Plain summaries of a Tsukiji table: for ``script`` output and the turn log."""

from __future__ import annotations

from typing import Any

from ...table import Table
from . import variants
from . import zones as Z
from .context import Ctx


def market_values(ctx: Ctx, t: Table) -> dict[str, Any]:
    """The current value of one token of each fish market in play."""
    out: dict[str, Any] = {}
    for mid in ctx.fish_in_play(t):
        market = ctx.fish(mid)
        kinds = sorted(market.token_kinds)
        if mid in ("king_crab", "tuna"):
            out[mid] = "printed"
        elif mid == "fugu":
            out[mid] = "n x n"
        elif mid == "salmon":
            out[mid] = {"fresh": market.owned(t), "stale": market.stale_value}  # type: ignore[attr-defined]
        elif kinds:
            probe = [x for x in t.pieces if t.pieces[x].kind == kinds[0]][:1]
            out[mid] = market.value_of(t, probe) if probe else None
    return out


def game_summary(ctx: Ctx, t: Table) -> dict[str, Any]:
    seats = []
    for s in range(t.players):
        seats.append(
            {
                "seat": s,
                "money": ctx.money(t, s),
                "resources": ctx.resources(t, s),
                "licenses": [t.pieces[x].kind for x in ctx.licenses(t, s)],
                "boats": {
                    **{f"berth{n}": [b for b in t.zones[Z.berth(s, n)].ids] for n in ctx.berth_ids},
                    "sea": {b: [t.pieces[x].kind for x in t.zones[Z.hold(b)].ids] for b in t.zones[Z.sea(s)].ids},
                },
                "on_sale": [
                    {"item": item, "kind": t.pieces[item].kind, "column": col, "row": row, "price": ctx.price(t, item)}
                    for item, col, row in ctx.sale_items(t, s)
                ],
            }
        )
    return {
        "phase": t.vars.get("phase"),
        "turn": t.vars.get("turn"),
        "turns": t.vars.get("turn_count"),
        "ap": t.vars.get("ap"),
        "cart_ap": t.vars.get("cart_ap"),
        "markets": list(t.vars.get("in_play", [])),
        "overfished": list(t.vars.get("overfished", [])),
        "values": market_values(ctx, t),
        "end": t.vars.get("end"),
        "seats": seats,
        **variants.summary(ctx, t),
    }
