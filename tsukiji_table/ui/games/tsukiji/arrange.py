"""How the Tsukiji table is laid out on screen, from the zones' layout data.

The referee gives every zone a fixed place (``rules/tsukiji/layout.yaml``):
all thirty market boards have a slot, in play or not.  On screen the
boards in play are packed into a grid in the order they came into play (fish
markets first) whose number of columns fits the window (:mod:`.grid`), the
seats beside the grid move with its right edge, and the shared supply,
auction bag and auction lot (any zone of no seat and no board) follow them.  Every zone keeps its place inside its group (a seat's block, a
board), except the seat's zones that matter now and then (loans, landed
crab, the unloading, a lot, a sealed bid): they are shown only while they
hold something, stacked in the column beside the harbor.

Barrels aboard a boat ride on its slots (its hold is anchored to the boat);
holds of boats not at sea are empty and hidden.  A player's fish tokens, the
items in a sales cell and the boats on a market are shown as piles of one
kind each, with a count.  Nothing here imports pygame; it only rewrites
copies of the view's ``meta``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from ....games.tsukiji.zones import slot_origin
from ....table import ZoneKind
from ....table.view import PieceView, TableView, ZoneView
from .grid import Grid, beside, choose, union

LABEL_H = 9.0  # the label strip the window keeps at a zone's foot (ui/layout.py)
PIECE_H = 24.0  # the tallest piece in the stacked zones (tokens, coins)
PILL_ROOM = 12.0  # more room below pieces, for a far-away label's pill
SHELF_GAP = 6.0  # mm between the piles on a shelf
EMPTY_H = 20.0  # an empty zone of the stack, shown in free mode: its label and room to drop on
ASPECT = 1740 / 800  # the table's part of a 1920x1080 window above the log (the screen passes the real one)

Rect = tuple[float, float, float, float]
SizeOf = Callable[[str], tuple[float, float]]


def _shift(meta: dict[str, Any], dx: float, dy: float) -> dict[str, Any]:
    x, y, w, h = meta["rect"]
    return {**meta, "rect": [x + dx, y + dy, w, h]}


def _hide(meta: dict[str, Any]) -> dict[str, Any]:
    return {**meta, "hidden": True}


def _inside(rect: list[float], outer: Rect) -> bool:
    x, y, w, h = rect
    return outer[0] <= x and outer[1] <= y and x + w <= outer[0] + outer[2] and y + h <= outer[1] + outer[3]


def occupied(zone: ZoneView) -> bool:
    """Holds pieces or money one can see (a closed purse tells nothing)."""
    return bool(zone.pieces) or bool(zone.money)


def closed(zone: ZoneView) -> bool:
    """Another seat's purse, shut to the viewer."""
    return zone.kind is ZoneKind.MONEY and zone.coins is None


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


def shelves(zone: ZoneView, rows: list[list[str]], size_of: SizeOf) -> ZoneView:
    """One pile per kind on shelves: each row of kinds centred left to right, a row per shelf.

    Every listed kind keeps its place whether or not any is left, so a pile
    never jumps sideways when another runs out (shelves left empty at the
    foot, or more than fit, are folded away).  The grid has 1 mm cells, so a pile
    sits where its width puts it; kinds not listed get a shelf of their own.
    """
    width, height = float(zone.meta["rect"][2]), float(zone.meta["rect"][3])
    present = {p.kind for p in zone.pieces}
    rows = [list(r) for r in rows]
    extra = sorted(present - {k for r in rows for k in r})
    if extra:
        rows.append(extra)
    # Shelves of kinds not here: the last ones go (nothing below them moves), then, while the
    # shelves would not fit one above the other, any (the expansion's boats share the Boats board).
    tall = max((size_of(k)[1] for r in rows for k in r), default=1.0)
    while rows and not present & set(rows[-1]):
        rows.pop()
    empty = [r for r in rows if not present & set(r)]
    while len(rows) * tall > height + 0.01 and empty:
        rows.remove(empty.pop())
    cell: dict[str, tuple[int, int]] = {}
    for r, kinds in enumerate(rows):
        widths = [size_of(k)[0] for k in kinds]
        x = max(0.0, (width - sum(widths) - SHELF_GAP * (len(kinds) - 1)) / 2)
        for kind, w in zip(kinds, widths):
            cell[kind] = (int(x + w / 2), r)
            x += w + SHELF_GAP
    pieces = tuple(replace(p, pos=cell[p.kind]) for p in zone.pieces)
    meta = {**zone.meta, "arrange": "grid", "cols": max(1, int(width)), "rows": len(rows)}
    return replace(zone, kind=ZoneKind.GRID, pieces=pieces, meta=meta)


class Arranger:
    """Rewrites a view's zone rects for the screen (see the module docstring)."""

    def __init__(self, layout: dict[str, Any], size_of: SizeOf):
        self.lay = layout
        self.size_of = size_of
        self.order = list(layout["market_order"]) + list(layout.get("expansion_market_order") or [])
        stack = layout["seat_stack"]
        self.stacked = list(stack["zones"])
        self.grid: Grid | None = None  # the grid of the last layout (for tests and the screen)
        self.listed: dict[str, list[str | None]] = {}  # zones shown as a list of names: their pieces' kinds in order (None: face down)

    def packing(self, view: TableView, in_play: list[str]) -> dict[str, int]:
        """Each board in play and its slot: fish markets first, then the rest, in the order they came into play."""
        boards = [m for m in in_play if view.zones.get(f"market.{m}.board") is not None]
        fish = [m for m in boards if view.zones.get(f"market.{m}.barrels") is not None]
        return {m: k for k, m in enumerate(fish + [m for m in boards if m not in fish])}

    def adjust(
        self,
        view: TableView,
        in_play: list[str],
        players: int,
        free: bool = False,
        labels: Mapping[str, dict[str, str]] | None = None,
        aspect: float = ASPECT,
    ) -> TableView:
        """The view laid out for the screen; ``labels`` replaces the labels of some zones (by id).

        ``aspect`` is the shape (width / height) of the window "Fit" fills: the
        boards' grid takes the number of columns that shows the table largest in it.
        """
        lay = self.lay
        packed = self.packing(view, in_play)
        common_from = slot_origin(lay, players, len(lay["market_order"]))
        shared = [
            z.meta["rect"] for z in view.zones.values() if "rect" in z.meta and not z.meta.get("hidden") and not {"market", "seat", "anchor"} & z.meta.keys()
        ]
        extent = union(tuple(r) for r in shared)
        extent = (extent[0] - common_from[0], extent[1] - common_from[1], extent[2], extent[3])
        grid = self.grid = choose(lay, players, len(packed), extent, aspect)
        common_to = grid.shared_slot()
        block = (float(lay["seat_block"]["w"]), float(lay["seat_block"]["h"]))
        origins = [(x + grid.shift, y) if beside((x, y, *block), grid.origin) else (x, y) for x, y in lay["seat_origins"][players]]
        moved = [(o[0] - x, o[1] - y) for o, (x, y) in zip(origins, lay["seat_origins"][players])]
        bx, by, bw, bh = lay["seat_zones"]["harbor.board"]["rect"]
        boards = [(x + bx, y + by, bw, bh) for x, y in origins]

        at_sea = {p.handle for s in range(players) for p in view.zones[f"p{s}.sea"].pieces}
        zones: dict[str, ZoneView] = {}
        self.listed.clear()
        for zid, zone in view.zones.items():
            zone = self._list_if_too_big(zid, zone)
            meta = zone.meta
            if labels and zid in labels:
                meta = {**meta, "label": labels[zid]}
            quiet = meta.get("quiet")
            if quiet is True or (quiet == "occupied" and occupied(zone)):
                meta = {k: v for k, v in meta.items() if k != "label"}  # the tooltip still names it
            if meta.get("show") == "occupied" and not occupied(zone) and (not free or closed(zone)):
                meta = _hide(meta)  # in free mode an empty zone stays, to drop on; a closed purse says nothing
            zone = replace(zone, meta=meta) if meta is not zone.meta else zone
            if meta.get("named") and zone.pieces:  # boards waiting in a queue: their names in the label, not 200 mm boards
                zone = replace(zone, pieces=())
            if meta.get("anchor") is not None:
                # A hold is shown on its boat at sea; in a berth or on a board it is empty.
                zones[zid] = zone if meta["anchor"] in at_sea else replace(zone, meta=_hide(meta))
            elif meta.get("hidden") or "rect" not in meta:
                zones[zid] = zone
            elif "market" in meta:
                zones[zid] = self._market_zone(view, zone, packed, grid)
            elif "seat" in meta:
                seat = int(meta["seat"])
                zone = replace(zone, meta=_shift(meta, *moved[seat])) if moved[seat] != (0, 0) else zone
                zones[zid] = self._seat_zone(zid, zone, boards[seat])
            else:  # the shared zones follow the last board in play
                dx, dy = common_to[0] - common_from[0], common_to[1] - common_from[1]
                zones[zid] = replace(zone, meta=_shift(meta, dx, dy))
        for seat, origin in enumerate(origins):
            self._stack(zones, seat, origin)
        return replace(view, zones=zones)

    def _list_if_too_big(self, zid: str, zone: ZoneView) -> ZoneView:
        """A zone holding pieces larger than itself (the known order's queues of boards) is shown as a list of their names.

        Drawn full size they would cover the boards beside it; the painter
        writes the names, first piece first, in the zone.
        """
        meta = zone.meta
        if not zone.pieces or meta.get("hidden") or meta.get("named") or "board" in meta or "rect" not in meta or meta.get("anchor") is not None:
            return zone  # (a `named` zone's label names its pieces already)
        _, _, w, h = meta["rect"]
        if not any(sw > w + 0.5 or sh > h + 0.5 for sw, sh in (self.size_of(p.kind) for p in zone.pieces)):
            return zone
        self.listed[zid] = [None if p.hidden or not p.face_up else p.kind for p in zone.pieces]
        return replace(zone, pieces=(), meta={**meta, "show": "always"})

    def _market_zone(self, view: TableView, zone: ZoneView, packed: dict[str, int], grid: Grid) -> ZoneView:
        """A board's zone moved with its board, from the slot the referee gave it to its packed slot."""
        mid = zone.meta["market"]
        if mid not in packed:
            return replace(zone, meta=_hide(zone.meta))
        sx, sy = view.zones[f"market.{mid}.board"].meta["rect"][:2]
        px, py = grid.slot(packed[mid])
        zone = replace(zone, meta=_shift(zone.meta, px - sx, py - sy))
        if zone.meta.get("shelves") and zone.pieces:
            zone = shelves(zone, zone.meta["shelves"], self.size_of)
        return zone

    def _seat_zone(self, zid: str, zone: ZoneView, board: Rect) -> ZoneView:
        if not zid.endswith(".harbor.board") and _inside(zone.meta["rect"], board):
            # Inside the board the seat is plain: short labels ("Berth", "300"), one coloured edge.
            zone = replace(zone, owner=None)
        if zid.endswith(".supply") or zid.endswith(".lot") or zid.endswith(".bank"):
            zone = piles_by_kind(zone, int(zone.meta.get("cols", 5)), zone.meta.get("rows"))
        elif ".harbor.sale." in zid and zone.pieces:
            zone = piles_by_kind(zone, max(1, len({(p.kind, p.face_up) for p in zone.pieces})), rows=1)
        return zone

    def _stack(self, zones: dict[str, ZoneView], seat: int, origin: tuple[float, float]) -> None:
        """The seat's zones shown while occupied, top down in the stack's rect (see layout.yaml)."""
        stack = self.lay["seat_stack"]
        ids = [f"p{seat}.{name}" for name in self.stacked]
        shown = [zid for zid in ids if zid in zones and not zones[zid].meta.get("hidden")]  # hidden while empty
        if not shown:
            return
        x, y, w, h = stack["rect"]
        gap = float(stack["gap"])
        full = [zid for zid in shown if occupied(zones[zid])]
        spare = h - gap * (len(shown) - 1) - EMPTY_H * (len(shown) - len(full))
        each = min(float(stack["max_h"]), spare / len(full)) if full else EMPTY_H
        # Keep the pill's room below the pieces while there is room for it.
        inset = max(0.0, min(PILL_ROOM, each - LABEL_H - PIECE_H))
        top = origin[1] + y
        for zid in shown:
            height = each if zid in full else EMPTY_H  # in free mode an empty zone is a strip to drop on
            rect = [origin[0] + x, top, w, height]
            zones[zid] = replace(zones[zid], meta={**zones[zid].meta, "rect": rect, "inset": [0, 0, 0, inset if zid in full else 0]})
            top += height + gap


__all__ = ["Arranger", "closed", "occupied", "piles_by_kind", "shelves", "PieceView"]
