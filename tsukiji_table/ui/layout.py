"""Where everything sits on the table, in millimetres, from a view.

:func:`lay_out` reads a :class:`~tsukiji_table.table.TableView` and the
zones' ``meta`` (``rect``, ``label``, ``arrange``, ``cols``/``rows``,
``lo``/``hi``, ``board``, ``hidden``, ``inset``) and returns zone boxes and
sprites in drawing order.  It works from the view only, so what a seat may
not see never reaches the screen.  Nothing here imports pygame.

Conventions beyond ``docs/architecture.md``: a zone with a label keeps the
bottom ``LABEL_H`` mm of its rect for it; ``inset: [l, t, r, b]`` shrinks
the room pieces are arranged in; pieces in ``free`` zones are placed by
their ``pos`` (the piece's centre, mm from the rect's top-left); a zone
with ``anchor: <piece handle>`` has its ``rect`` measured from that piece's
top-left corner as drawn (money lying on a card) and is not drawn while the
piece is not.  A game screen may override any zone's meta for the moment
(``overrides``), e.g. to show a zone only while it matters.  ``plain: true``
labels a seat's zone without the seat's name (it lies in a block that
names the seat already); it keeps the seat's coloured edge.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..table import TableView, ZoneKind, ZoneView
from .kinds import KindCatalog

LABEL_H = 9.0
PILE_EDGES = 2  # pieces drawn under a pile's top, offset, to show its depth
PILE_STEP = 1.2  # mm between those edges
AUTO_W, AUTO_H = 140.0, 90.0  # a zone a game gave no rect

DEFAULT_ARRANGE = {
    ZoneKind.STACK: "pile",
    ZoneKind.BAG: "pile",
    ZoneKind.HAND: "fan",
    ZoneKind.GRID: "grid",
    ZoneKind.AREA: "free",
    ZoneKind.TRACK: "track",
    ZoneKind.MONEY: "purse",
}


@dataclass(slots=True)
class ZoneBox:
    id: str
    rect: tuple[float, float, float, float]
    room: tuple[float, float, float, float]  # where pieces go
    label: Any
    arrange: str
    kind: ZoneKind
    owner: int | None
    private: bool  # the viewer may not see its faces
    count: int
    money: int | None = None  # a purse's total (None when closed or not money)
    board: Sprite | None = None
    auto: bool = False
    plain: bool = False  # a seat's zone labelled without the seat's name (meta ``plain``)


@dataclass(slots=True)
class Sprite:
    """One picture on the table; ``handle`` is what a command needs to act on it."""

    handle: str
    kind: str
    zone: str
    x: float  # centre, mm
    y: float
    w: float  # as drawn (rotation applied)
    h: float
    rot: int = 0
    hidden: bool = False
    count: int = 1  # a pile's or coin stack's size, shown as a badge
    under: bool = False  # an edge under a pile's top: drawn, never picked
    denom: int | None = None  # a coin stack of this denomination
    slot: Any = None  # the grid cell / free position: pieces sharing it form a stack
    index: int = 0  # position in the zone's order

    def contains(self, x: float, y: float) -> bool:
        return abs(x - self.x) <= self.w / 2 and abs(y - self.y) <= self.h / 2

    @property
    def rect(self) -> tuple[float, float, float, float]:
        return (self.x - self.w / 2, self.y - self.h / 2, self.w, self.h)


@dataclass
class Layout:
    zones: list[ZoneBox]
    sprites: list[Sprite]
    bounds: tuple[float, float, float, float]
    by_zone: dict[str, list[Sprite]] = field(default_factory=dict)
    boxes: dict[str, ZoneBox] = field(default_factory=dict)

    def zone_at(self, x: float, y: float, accept: Any = None) -> ZoneBox | None:
        """The smallest zone whose rect holds (x, y) (and that ``accept`` takes)."""
        best: ZoneBox | None = None
        for box in self.zones:
            rx, ry, rw, rh = box.rect
            if rx <= x <= rx + rw and ry <= y <= ry + rh and (accept is None or accept(box)):
                if best is None or rw * rh < best.rect[2] * best.rect[3]:
                    best = box
        return best

    def sprite_at(self, x: float, y: float) -> Sprite | None:
        """The topmost pickable sprite at (x, y)."""
        for sprite in reversed(self.sprites):
            if not sprite.under and sprite.contains(x, y):
                return sprite
        return None


def _size(cat: KindCatalog, kind: str, rot: int) -> tuple[float, float]:
    w, h = cat.look(kind).size
    return (h, w) if rot % 180 == 90 else (w, h)


def _rects(view: TableView, metas: Mapping[str, Mapping[str, Any]]) -> dict[str, tuple[float, float, float, float]]:
    """Every shown zone's rect; zones a game gave none are put in a row below the rest.

    Anchored zones are left out: their place is known once their piece is laid out.
    """
    rects: dict[str, tuple[float, float, float, float]] = {}
    missing = []
    for zid in view.zones:
        meta = metas[zid]
        if meta.get("hidden") or zid == "box" or meta.get("anchor"):
            continue
        rect = meta.get("rect")
        if isinstance(rect, (list, tuple)) and len(rect) == 4:
            rects[zid] = tuple(float(v) for v in rect)  # type: ignore[assignment]
        else:
            missing.append(zid)
    bottom = max((r[1] + r[3] for r in rects.values()), default=0.0) + 30.0
    for n, zid in enumerate(missing):
        rects[zid] = (float((n % 8) * (AUTO_W + 10)), bottom + (n // 8) * (AUTO_H + 10), AUTO_W, AUTO_H)
    return rects


def lay_out(view: TableView, cat: KindCatalog, overrides: Mapping[str, Mapping[str, Any]] | None = None) -> Layout:
    """Zones and sprites of ``view``, in drawing order (big zones under small ones, anchored zones last).

    ``overrides`` (zone id -> meta keys) replace keys of the zones' own meta.
    """
    metas = {zid: {**z.meta, **overrides[zid]} if overrides and zid in overrides else z.meta for zid, z in view.zones.items()}
    rects = _rects(view, metas)
    boards: dict[str, str] = {}
    for zid in rects:
        board = metas[zid].get("board")
        if isinstance(board, str):
            boards[board] = zid
    pieces_by_handle = {p.handle: (p, z.id) for z in view.zones.values() for p in z.pieces} if boards else {}
    order = sorted(rects, key=lambda z: -(rects[z][2] * rects[z][3]))
    zones: list[ZoneBox] = []
    sprites: list[Sprite] = []
    by_zone: dict[str, list[Sprite]] = {}

    def place(zid: str, rect: tuple[float, float, float, float]) -> None:
        zone, meta = view.zones[zid], metas[zid]
        rx, ry, rw, rh = rect
        label = meta.get("label")
        room_h = rh - (LABEL_H if label else 0.0)
        inset = meta.get("inset") or (0, 0, 0, 0)
        room = (rx + inset[0], ry + inset[1], max(1.0, rw - inset[0] - inset[2]), max(1.0, room_h - inset[1] - inset[3]))
        arrange = meta.get("arrange") or DEFAULT_ARRANGE.get(zone.kind, "pile")
        private = zone.kind is ZoneKind.MONEY and zone.coins is None or any(p.hidden for p in zone.pieces)
        box = ZoneBox(
            zid,
            rect,
            room,
            label,
            arrange,
            zone.kind,
            zone.owner,
            private,
            len(zone.pieces) if zone.kind is not ZoneKind.MONEY else sum((zone.coins or {}).values()),
            zone.money if zone.kind is ZoneKind.MONEY else None,
            auto=meta.get("rect") is None,
            plain=bool(meta.get("plain")),
        )
        board_id = meta.get("board")
        if isinstance(board_id, str) and board_id in pieces_by_handle:
            piece, _ = pieces_by_handle[board_id]
            bw, bh = _size(cat, piece.kind, piece.rot)
            at = zone.meta.get("board_at")
            bx, by = (rx + float(at[0]), ry + float(at[1])) if isinstance(at, (list, tuple)) else (rx + rw / 2, ry + room_h / 2)
            box.board = Sprite(board_id, piece.kind, zid, bx, by, bw, bh, piece.rot, piece.hidden, under=True)
        zones.append(box)
        mine = _arrange(zone, box, arrange, cat, boards, meta)
        by_zone[zid] = mine
        sprites.extend(mine)

    for zid in order:
        place(zid, rects[zid])
    for zid, rect in _anchored(view, metas, sprites):
        place(zid, rect)
    if rects:
        x0 = min(r[0] for r in rects.values())
        y0 = min(r[1] for r in rects.values())
        x1 = max(r[0] + r[2] for r in rects.values())
        y1 = max(r[1] + r[3] for r in rects.values())
        bounds = (x0, y0, x1 - x0, y1 - y0)
    else:
        bounds = (0.0, 0.0, 400.0, 300.0)
    return Layout(zones, sprites, bounds, by_zone, {z.id: z for z in zones})


def _anchored(view: TableView, metas: Mapping[str, Mapping[str, Any]], sprites: list[Sprite]) -> list[tuple[str, tuple[float, float, float, float]]]:
    """Rects of the zones anchored to a piece that is drawn (its top sprite, not a pile's edge)."""
    out = []
    drawn = {s.handle: s for s in sprites if not s.under}
    for zid in view.zones:
        meta = metas[zid]
        anchor, rect = meta.get("anchor"), meta.get("rect")
        if not anchor or meta.get("hidden") or anchor not in drawn or not (isinstance(rect, (list, tuple)) and len(rect) == 4):
            continue
        left, top, _, _ = drawn[anchor].rect
        out.append((zid, (left + float(rect[0]), top + float(rect[1]), float(rect[2]), float(rect[3]))))
    return out


def _arrange(zone: ZoneView, box: ZoneBox, arrange: str, cat: KindCatalog, boards: dict[str, str], meta: Mapping[str, Any] | None = None) -> list[Sprite]:
    meta = zone.meta if meta is None else meta
    if arrange == "purse" or zone.kind is ZoneKind.MONEY:
        return _purse(zone, box, cat)
    pieces = [(n, p) for n, p in enumerate(zone.pieces) if p.handle not in boards]
    if not pieces:
        return []
    rx, ry, rw, rh = box.room
    if arrange in ("tower", "flick"):
        return []  # the game's screen draws them where the physics left them (ui/tower, ui/flick)
    if arrange == "landing" and zone.kind is ZoneKind.AREA:
        return _landing(zone, box, pieces, cat)
    if arrange == "pile" or zone.kind is ZoneKind.BAG:
        return _pile(zone, box, pieces, cat, (rx + rw / 2, ry + rh / 2), slot=None)
    if arrange == "grid" and zone.kind is ZoneKind.GRID:
        cols = max(1, int(meta.get("cols", 1)))
        rows = max(1, int(meta.get("rows", 1)))
        cw, ch = rw / cols, rh / rows
        cells: dict[Any, list[tuple[int, Any]]] = {}
        for n, p in pieces:
            cells.setdefault(tuple(p.pos) if isinstance(p.pos, (list, tuple)) else p.pos, []).append((n, p))
        out = []
        for cell, group in cells.items():
            c, r = cell if isinstance(cell, tuple) and len(cell) == 2 else (0, 0)
            centre = (rx + (c + 0.5) * cw, ry + (r + 0.5) * ch)
            out.extend(_pile(zone, box, group, cat, centre, slot=cell, badge_all=True))
        return out
    if arrange == "free" and zone.kind is ZoneKind.AREA:
        placed = [(n, p) for n, p in pieces if isinstance(p.pos, (list, tuple)) and len(p.pos) == 2]
        loose = [(n, p) for n, p in pieces if not (isinstance(p.pos, (list, tuple)) and len(p.pos) == 2)]
        out = []
        x0, y0 = box.rect[0], box.rect[1]
        for n, p in placed:
            w, h = _size(cat, p.kind, p.rot)
            out.append(Sprite(p.handle, p.kind, zone.id, x0 + float(p.pos[0]), y0 + float(p.pos[1]), w, h, p.rot, p.hidden, slot=tuple(p.pos), index=n))
        out.extend(_row(zone, box, loose, cat, overlap=True))
        return out
    if arrange == "track" and zone.kind is ZoneKind.TRACK:
        lo = int(meta.get("lo", 0))
        hi = int(meta.get("hi", lo + 10))
        span = max(1, hi - lo + 1)
        groups: dict[int, list[tuple[int, Any]]] = {}
        for n, p in pieces:
            pos = p.pos if isinstance(p.pos, int) else lo
            groups.setdefault(pos, []).append((n, p))
        out = []
        for pos, group in groups.items():
            centre = (rx + (min(max(pos, lo), hi) - lo + 0.5) * rw / span, ry + rh / 2)
            out.extend(_pile(zone, box, group, cat, centre, slot=pos, badge_all=True))
        return out
    return _row(zone, box, pieces, cat, overlap=arrange == "fan")


def landing_x(box: ZoneBox, meta: dict[str, Any], distance: float, width: float) -> float:
    """Centre x (mm) of a piece ``distance`` metres in front of the machine, kept inside the strip."""
    x = box.rect[0] + float(meta.get("front", 0.0)) + distance * float(meta.get("scale", 1000.0))
    return min(max(x, box.rect[0] + width / 2), box.rect[0] + box.rect[2] - width / 2)


def _landing(zone: ZoneView, box: ZoneBox, pieces: list[tuple[int, Any]], cat: KindCatalog) -> list[Sprite]:
    """The table in front of the machine: each piece stands on the table line at its ``(distance, order)``.

    Drinks that came out are recorded at their distance in metres from the
    front face (``tower.out``, see ``games/tower_zones.py``); a piece without
    a position stands at the near end.
    """
    line = box.rect[1] + float(zone.meta.get("line", box.rect[3] - LABEL_H))
    out = []
    for n, p in pieces:
        w, h = _size(cat, p.kind, p.rot)
        d = float(p.pos[0]) if isinstance(p.pos, (list, tuple)) and len(p.pos) == 2 else 0.0
        out.append(
            Sprite(
                p.handle,
                p.kind,
                zone.id,
                landing_x(box, zone.meta, d, w),
                line - h / 2,
                w,
                h,
                p.rot,
                p.hidden,
                slot=tuple(p.pos) if isinstance(p.pos, (list, tuple)) else None,
                index=n,
            )
        )
    return out


def _pile(
    zone: ZoneView, box: ZoneBox, pieces: list[tuple[int, Any]], cat: KindCatalog, centre: tuple[float, float], slot: Any, badge_all: bool = True
) -> list[Sprite]:
    """A stack: its top piece at ``centre`` and a few edges beneath for depth."""
    n = len(pieces)
    out = []
    edges = min(PILE_EDGES, n - 1)
    for k in range(edges, 0, -1):
        idx, p = pieces[n - 1 - k]
        w, h = _size(cat, p.kind, p.rot)
        out.append(
            Sprite(p.handle, p.kind, zone.id, centre[0] - k * PILE_STEP, centre[1] + k * PILE_STEP, w, h, p.rot, p.hidden, under=True, slot=slot, index=idx)
        )
    idx, top = pieces[-1]
    w, h = _size(cat, top.kind, top.rot)
    out.append(Sprite(top.handle, top.kind, zone.id, centre[0], centre[1], w, h, top.rot, top.hidden, count=n if badge_all else 1, slot=slot, index=idx))
    return out


def _row(zone: ZoneView, box: ZoneBox, pieces: list[tuple[int, Any]], cat: KindCatalog, overlap: bool) -> list[Sprite]:
    """Left to right; a fan overlaps to fit, a row wraps onto new lines."""
    if not pieces:
        return []
    rx, ry, rw, rh = box.room
    sizes = [_size(cat, p.kind, p.rot) for _, p in pieces]
    gap = 3.0
    out = []
    if overlap:
        total = sum(w for w, _ in sizes) + gap * (len(sizes) - 1)
        step_scale = 1.0 if total <= rw - 4 else max(0.08, (rw - 4 - sizes[-1][0]) / max(1.0, total - sizes[-1][0]))
        x = rx + 2 + (max(0.0, rw - 4 - total) / 2 if total <= rw - 4 else 0.0)
        for (n, p), (w, h) in zip(pieces, sizes):
            out.append(Sprite(p.handle, p.kind, zone.id, x + w / 2, ry + rh / 2, w, h, p.rot, p.hidden, index=n))
            x += (w + gap) * step_scale
        return out
    x, y, line_h = rx + 2, ry + 2, 0.0
    for (n, p), (w, h) in zip(pieces, sizes):
        if x + w > rx + rw and x > rx + 2:
            x, y, line_h = rx + 2, y + line_h + gap, 0.0
        out.append(Sprite(p.handle, p.kind, zone.id, x + w / 2, y + h / 2, w, h, p.rot, p.hidden, index=n))
        x += w + gap
        line_h = max(line_h, h)
    return out


def _purse(zone: ZoneView, box: ZoneBox, cat: KindCatalog) -> list[Sprite]:
    rx, ry, rw, rh = box.room
    if zone.coins is None:
        w, h = cat.look("purse").size
        return [Sprite(f"purse:{zone.id}", "purse", zone.id, rx + rw / 2, ry + rh / 2, w, h, hidden=True)]
    denoms = sorted((d for d, n in zone.coins.items() if n > 0), reverse=True)
    if not denoms:
        return []
    looks = [cat.coin_kind(d) for d in denoms]
    widths = [look.size[0] for look in looks]
    gap = 10.0  # room for each stack's count badge
    total = sum(widths) + gap * (len(widths) - 1)
    per_line = len(denoms) if total <= rw else max(1, len(denoms) // 2 + len(denoms) % 2)
    out = []
    lines = [list(range(i, min(i + per_line, len(denoms)))) for i in range(0, len(denoms), per_line)]
    line_h = rh / len(lines)
    for li, line in enumerate(lines):
        line_w = sum(widths[k] for k in line) + gap * (len(line) - 1)
        x = rx + max(2.0, (rw - line_w) / 2)
        for k in line:
            look, d = looks[k], denoms[k]
            w, h = look.size
            out.append(Sprite(f"coin:{zone.id}:{d}", look.id, zone.id, x + w / 2, ry + line_h * (li + 0.5), w, h, denom=d, count=zone.coins[d], slot=d))
            x += w + gap
    return out
