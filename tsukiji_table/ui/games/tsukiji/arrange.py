"""How the Tsukiji table is laid out on screen, from the zones' layout data.

The referee gives every zone a fixed place (``rules/tsukiji/layout.yaml``):
all eighteen market boards have a slot, in play or not.  On screen the
boards in play are packed into a grid in the order they came into play
(fish markets first), the shared supply and auction bag follow them, and
the bottom row of harbors moves up under the last row of boards.  Every zone
keeps its place inside its group (a seat's block, a board).

Barrels aboard a boat ride just below it (its hold is anchored to the boat);
holds of boats not at sea are empty and hidden.  A player's fish tokens, and the items in a
sales cell, are shown as piles of one kind each, with a count.  Nothing
here imports pygame; it only rewrites copies of the view's ``meta``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ....table import ZoneKind
from ....table.view import PieceView, TableView, ZoneView

COLS = 6  # boards per row
BOATS = ("boat.slot1", "boat.slot2", "boat.slot3", "boat.slot4", "boat.barge6")  # one pile each, top to bottom


def _shift(meta: dict[str, Any], dx: float, dy: float) -> dict[str, Any]:
    x, y, w, h = meta["rect"]
    return {**meta, "rect": [x + dx, y + dy, w, h]}


def _hide(meta: dict[str, Any]) -> dict[str, Any]:
    return {**meta, "hidden": True}


def piles_by_kind(zone: ZoneView, cols: int, rows: int | None = None, order: tuple[str, ...] = ()) -> ZoneView:
    """A zone shown as a grid with one pile per (kind, side); ``order`` fixes the cell of listed kinds."""
    groups: dict[tuple[str, bool, bool], int] = {}
    pieces = []
    for p in zone.pieces:
        key = (p.kind, p.face_up, p.hidden)
        if key not in groups:
            groups[key] = order.index(p.kind) if p.kind in order else len(order) + len(groups)
        k = groups[key]
        pieces.append(replace(p, pos=(k % cols, k // cols)))
    n_rows = rows or max(1, -(-len(groups) // cols))
    used = max(groups.values(), default=0) + 1
    meta = {**zone.meta, "arrange": "grid", "cols": cols, "rows": max(n_rows, -(-used // cols))}
    return replace(zone, kind=ZoneKind.GRID, pieces=tuple(pieces), meta=meta)


class Arranger:
    """Rewrites a view's zone rects for the screen (see the module docstring)."""

    def __init__(self, layout: dict[str, Any]):
        self.lay = layout
        board = layout["market_board"]
        self.pitch = (board["w"] + board["gap"], board["h"] + board["gap"])
        self.origin = tuple(layout["market_origin"])

    def slot_origin(self, slot: tuple[int, int]) -> tuple[float, float]:
        return (self.origin[0] + slot[0] * self.pitch[0], self.origin[1] + slot[1] * self.pitch[1])

    def adjust(self, view: TableView, in_play: list[str], players: int) -> TableView:
        lay = self.lay
        fish = [m for m in in_play if m in lay["market_slots"] and view.zones.get(f"market.{m}.barrels") is not None]
        order = fish + [m for m in in_play if m not in fish]
        packed = {m: (k % COLS, k // COLS) for k, m in enumerate(order)}
        common_slot = (len(order) % COLS, len(order) // COLS)
        rows = common_slot[1] + 1
        market_bottom = self.origin[1] + rows * self.pitch[1]
        static_bottom = self.origin[1] + (1 + max(r for _, r in lay["market_slots"].values())) * self.pitch[1]
        seat_dy = {}
        for seat, (x, y) in enumerate(lay["seat_origins"][players]):
            seat_dy[seat] = (market_bottom - static_bottom) if y > self.origin[1] else 0.0
        cx, cy = self.slot_origin(common_slot)
        common_rects = lay.get("common_slot") or {}

        at_sea = {p.handle for s in range(players) for p in view.zones[f"p{s}.sea"].pieces}
        zones: dict[str, ZoneView] = {}
        for zid, zone in view.zones.items():
            meta = zone.meta
            if meta.get("anchor") is not None:
                # A hold is shown below its boat at sea; in a berth or on a board it is empty.
                zones[zid] = zone if meta["anchor"] in at_sea else replace(zone, meta=_hide(meta))
                continue
            if meta.get("hidden") or "rect" not in meta:
                zones[zid] = zone
                continue
            if "market" in meta:
                mid = meta["market"]
                if mid not in packed:
                    zones[zid] = replace(zone, meta=_hide(meta))
                    continue
                (sx, sy), (px, py) = self.slot_origin(tuple(lay["market_slots"][mid])), self.slot_origin(packed[mid])
                zone = replace(zone, meta=_shift(meta, px - sx, py - sy))
                if zid.endswith(".boats.boats") and zone.pieces:
                    zone = piles_by_kind(zone, 1, rows=len(BOATS), order=BOATS)
                zones[zid] = zone
            elif "seat" in meta:
                dy = seat_dy.get(meta["seat"], 0.0)
                zone = replace(zone, meta=_shift(meta, 0.0, dy)) if dy else zone
                if ".harbor." in zid and not zid.endswith(".harbor.board"):
                    # Inside the board the seat is plain: short labels ("Berth", "300"), one coloured edge.
                    zone = replace(zone, owner=None)
                if zid.endswith(".supply"):
                    zone = piles_by_kind(zone, int(meta.get("cols", 3)))
                elif ".harbor.sale." in zid and zone.pieces:
                    zone = piles_by_kind(zone, max(1, len({(p.kind, p.face_up) for p in zone.pieces})), rows=1)
                zones[zid] = zone
            elif zid in common_rects:
                x, y, w, h = common_rects[zid]
                zones[zid] = replace(zone, meta={**meta, "rect": [cx + x, cy + y, w, h]})
            else:
                zones[zid] = zone
        return replace(view, zones=zones)


__all__ = ["Arranger", "piles_by_kind", "PieceView"]
