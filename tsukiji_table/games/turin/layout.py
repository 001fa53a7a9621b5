"""Where Turin Market's zones lie on screen, from ``rules/turin/layout.yaml``.

The window reads a zone's ``meta`` (``docs/architecture.md``); this module
computes it for a player count: each seat's panel and the market placed on
a grid of panels, the lot narrowed to its cards, money on offered cards
anchored to the card.  ``show`` (always, occupied, or steps of the round)
is left in the meta for the game's screen, which hides a zone while it
does not matter.  No pygame here: the table is built headless too.
"""

from __future__ import annotations

from typing import Any

from ...rulesdata import Rules
from .zones import sale_zone, zones_of

Meta = dict[str, Any]


def _place(entry: dict[str, Any], origin: tuple[float, float]) -> Meta:
    """A zone's meta from its layout entry, its rect moved to ``origin``."""
    if entry.get("hidden"):
        return {"hidden": True}
    x, y, w, h = entry["rect"]
    meta: Meta = {"rect": [origin[0] + x, origin[1] + y, w, h]}
    if entry.get("inset"):
        meta["inset"] = list(entry["inset"])
    if entry.get("arrange"):
        meta["arrange"] = entry["arrange"]
    if entry.get("show", "always") != "always":
        meta["show"] = entry["show"]
    return meta


def zone_layout(rules: Rules, players: int, cards: list[str]) -> dict[str, Meta]:
    """Layout meta for every zone of a ``players``-seat table (zone id -> meta)."""
    data = rules.file("layout.yaml")
    table = next(t for t in data["tables"] if t["players"] == players)
    gap = float(data["gap"])
    sw, sh = data["seat"]["size"]
    mw, mh = data["market"]["size"]
    cell_w, cell_h = max(sw, mw) + gap, max(sh, mh) + gap
    out: dict[str, Meta] = {}
    for seat, (col, row) in enumerate(table["seats"]):
        origin = (col * cell_w + (cell_w - gap - sw) / 2, row * cell_h + (cell_h - gap - sh) / 2)
        zones = zones_of(seat)
        for name, entry in data["seat"]["zones"].items():
            out[getattr(zones, name)] = _place(entry, origin)
    col, row = table["market"]
    origin = (col * cell_w + (cell_w - gap - mw) / 2, row * cell_h + (cell_h - gap - mh) / 2)
    for name, entry in data["market"]["zones"].items():
        meta = _place(entry, origin)
        per_card = entry.get("per_card")
        if per_card and "rect" in meta:
            # One card per player at most lies in the lot: no wider than that, centred.
            x, y, w, h = meta["rect"]
            narrow = min(w, players * per_card + 8)
            meta["rect"] = [x + (w - narrow) / 2, y, narrow, h]
        out[name] = meta
    for card in cards:
        sale = dict(data["sale"])
        out[sale_zone(card)] = {**_place(sale, (0.0, 0.0)), "anchor": card}
    return out
