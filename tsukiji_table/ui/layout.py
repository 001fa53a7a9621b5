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

Anchored zones live in their piece's own frame: when the piece is turned,
their rect turns with it and a grid's cells (a crate's pockets) keep their
``(col, row)`` in the piece (:class:`Turn`).  ``bare: true`` draws no panel
and no label (money lying on a card: the card is its place); ``lying: true``
places the zone only while its piece lies loose (in an area or a grid, not
on a pile or in a hand).  A zone anchored to a face-down piece is not placed
unless it holds money (nothing stands in an upside-down crate).  A bag
without a piece of its own is drawn as a cloth bag.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..table import PieceView, TableView, ZoneKind, ZoneView
from .kinds import CLOTH_BAG, KindCatalog

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


@dataclass(frozen=True, slots=True)
class Turn:
    """The frame of a piece as drawn: its top-left on the table, its own size, how far it is turned.

    ``rot`` is clockwise in degrees (a multiple of 90), as the art turns a
    piece.  Points and rects in the piece's own frame are measured from its
    unturned top-left.
    """

    x: float
    y: float
    w: float  # the piece's own size, unturned
    h: float
    rot: int

    def to_table(self, px: float, py: float) -> tuple[float, float]:
        """A point of the piece's own frame on the table."""
        w, h, r = self.w, self.h, self.rot % 360
        u, v = (px, py) if r == 0 else (h - py, px) if r == 90 else (w - px, h - py) if r == 180 else (py, w - px)
        return (self.x + u, self.y + v)

    def to_piece(self, x: float, y: float) -> tuple[float, float]:
        """A table point in the piece's own frame."""
        u, v = x - self.x, y - self.y
        w, h, r = self.w, self.h, self.rot % 360
        return (u, v) if r == 0 else (v, h - u) if r == 90 else (w - u, h - v) if r == 180 else (w - v, u)

    def rect(self, r: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
        """A rect of the piece's own frame as drawn on the table (axis-aligned)."""
        (ax, ay), (bx, by) = self.to_table(r[0], r[1]), self.to_table(r[0] + r[2], r[1] + r[3])
        return (min(ax, bx), min(ay, by), abs(bx - ax), abs(by - ay))


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
    bare: bool = False  # no panel, no label: it lies on a piece (meta ``bare``)
    label_top: bool = False  # the label at the top edge: its foot is taken by a picture (the machine, the table line)
    turn: Turn | None = None  # anchored: the frame of the piece it lies on or in
    own_room: tuple[float, float, float, float] | None = None  # with ``turn``: the room in the piece's own frame


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
    down: bool = False  # face down, and the viewer knows it (their own card, a salmon token's "4" side)

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

    def place(zid: str, rect: tuple[float, float, float, float], turn: Turn | None = None) -> None:
        """``rect`` on the table, or (with ``turn``) in the frame of the piece the zone is anchored to."""
        zone, meta = view.zones[zid], metas[zid]
        rx, ry, rw, rh = rect
        label = meta.get("label")
        bare = bool(meta.get("bare"))
        room_h = rh - (LABEL_H if label and not bare else 0.0)
        inset = meta.get("inset") or (0, 0, 0, 0)
        room = (rx + inset[0], ry + inset[1], max(1.0, rw - inset[0] - inset[2]), max(1.0, room_h - inset[1] - inset[3]))
        arrange = meta.get("arrange") or DEFAULT_ARRANGE.get(zone.kind, "pile")
        private = zone.kind is ZoneKind.MONEY and zone.coins is None or any(p.hidden for p in zone.pieces)
        box = ZoneBox(
            zid,
            turn.rect(rect) if turn else rect,
            turn.rect(room) if turn else room,
            label,
            arrange,
            zone.kind,
            zone.owner,
            private,
            len(zone.pieces) if zone.kind is not ZoneKind.MONEY else sum((zone.coins or {}).values()),
            zone.money if zone.kind is ZoneKind.MONEY else None,
            auto=meta.get("rect") is None,
            plain=bool(meta.get("plain")),
            label_top=bool(meta.get("label_top")),
            bare=bare,
            turn=turn,
            own_room=room if turn else None,
        )
        board_id = meta.get("board")
        if isinstance(board_id, str) and board_id in pieces_by_handle:
            piece, _ = pieces_by_handle[board_id]
            at = zone.meta.get("board_at")
            bx, by = (rx + float(at[0]), ry + float(at[1])) if isinstance(at, (list, tuple)) else (rx + rw / 2, ry + room_h / 2)
            box.board = _sprite(piece, zid, bx, by, cat, under=True)
        elif zone.kind is ZoneKind.BAG and board_id is None:
            # A bag of our own (no piece in the box): a cloth bag under what it holds.
            bw, bh = cat.look(CLOTH_BAG).size
            box.board = Sprite(f"bag:{zid}", CLOTH_BAG, zid, box.room[0] + box.room[2] / 2, box.room[1] + box.room[3] / 2, bw, bh, under=True)
        zones.append(box)
        mine = _arrange(zone, box, arrange, cat, boards, meta)
        by_zone[zid] = mine
        sprites.extend(mine)

    for zid in order:
        place(zid, rects[zid])
    for zid, rect, turn in _anchored(view, metas, sprites, cat):
        place(zid, rect, turn)
    if rects:
        x0 = min(r[0] for r in rects.values())
        y0 = min(r[1] for r in rects.values())
        x1 = max(r[0] + r[2] for r in rects.values())
        y1 = max(r[1] + r[3] for r in rects.values())
        bounds = (x0, y0, x1 - x0, y1 - y0)
    else:
        bounds = (0.0, 0.0, 400.0, 300.0)
    return Layout(zones, sprites, bounds, by_zone, {z.id: z for z in zones})


def _anchored(
    view: TableView, metas: Mapping[str, Mapping[str, Any]], sprites: list[Sprite], cat: KindCatalog
) -> list[tuple[str, tuple[float, float, float, float], Turn]]:
    """The zones anchored to a piece that is drawn (its top sprite, not a pile's edge), in the piece's frame.

    A ``lying`` zone (money on a card) needs its piece loose in an area or a
    grid; a zone that holds pieces (a crate's pockets) needs its piece face up.
    """
    out = []
    drawn = {s.handle: s for s in sprites if not s.under}
    for zid in view.zones:
        meta = metas[zid]
        anchor, rect = meta.get("anchor"), meta.get("rect")
        if not anchor or meta.get("hidden") or anchor not in drawn or not (isinstance(rect, (list, tuple)) and len(rect) == 4):
            continue
        piece = drawn[anchor]
        if meta.get("lying") and view.zones[piece.zone].kind not in (ZoneKind.AREA, ZoneKind.GRID):
            continue
        if view.zones[zid].kind is not ZoneKind.MONEY and (piece.down or piece.hidden):
            continue
        w, h = cat.look(piece.kind).size
        left, top, _, _ = piece.rect
        turn = Turn(left, top, w, h, piece.rot if piece.rot % 90 == 0 else 0)
        out.append((zid, (float(rect[0]), float(rect[1]), float(rect[2]), float(rect[3])), turn))
    return out


def _sprite(p: PieceView, zone: str, x: float, y: float, cat: KindCatalog, turn: int = 0, **kw: Any) -> Sprite:
    """The sprite of piece ``p`` centred at (x, y); ``turn`` adds the rotation of the piece it lies in."""
    rot = (p.rot + turn) % 360
    w, h = _size(cat, p.kind, rot)
    return Sprite(p.handle, p.kind, zone, x, y, w, h, rot, p.hidden, down=not p.face_up and not p.hidden, **kw)


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
        cells: dict[Any, list[tuple[int, Any]]] = {}
        for n, p in pieces:
            cells.setdefault(tuple(p.pos) if isinstance(p.pos, (list, tuple)) else p.pos, []).append((n, p))
        out = []
        for cell, group in cells.items():
            c, r = cell if isinstance(cell, tuple) and len(cell) == 2 else (0, 0)
            out.extend(_pile(zone, box, group, cat, cell_centre(box, cols, rows, c, r), slot=cell, badge_all=True))
        return out
    if arrange == "free" and zone.kind is ZoneKind.AREA:
        placed = [(n, p) for n, p in pieces if isinstance(p.pos, (list, tuple)) and len(p.pos) == 2]
        loose = [(n, p) for n, p in pieces if not (isinstance(p.pos, (list, tuple)) and len(p.pos) == 2)]
        out = []
        x0, y0 = box.rect[0], box.rect[1]
        for n, p in placed:
            out.append(_sprite(p, zone.id, x0 + float(p.pos[0]), y0 + float(p.pos[1]), cat, slot=tuple(p.pos), index=n))
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


def cell_centre(box: ZoneBox, cols: int, rows: int, c: int, r: int) -> tuple[float, float]:
    """The centre of grid cell (c, r) on the table (in the frame of the piece a holder is anchored to)."""
    rx, ry, rw, rh = box.own_room if box.own_room is not None else box.room
    x, y = rx + (c + 0.5) * rw / cols, ry + (r + 0.5) * rh / rows
    return box.turn.to_table(x, y) if box.turn is not None else (x, y)


def cell_at(box: ZoneBox, cols: int, rows: int, x: float, y: float) -> tuple[int, int]:
    """The grid cell (c, r) under the table point (x, y), clamped to the grid."""
    if box.turn is not None and box.own_room is not None:
        x, y = box.turn.to_piece(x, y)
        rx, ry, rw, rh = box.own_room
    else:
        rx, ry, rw, rh = box.room
    c = min(cols - 1, max(0, int((x - rx) / (rw / cols))))
    r = min(rows - 1, max(0, int((y - ry) / (rh / rows))))
    return c, r


def landing_x(box: ZoneBox, meta: dict[str, Any], distance: float, width: float) -> float:
    """Centre x (mm) of a piece ``distance`` metres in front of the machine, kept inside the strip."""
    x = box.rect[0] + float(meta.get("front", 0.0)) + distance * float(meta.get("scale", 1000.0))
    return min(max(x, box.rect[0] + width / 2), box.rect[0] + box.rect[2] - width / 2)


LANDING_GAP = 3.0  # mm between drinks laid side by side in front of the machine


def _landing(zone: ZoneView, box: ZoneBox, pieces: list[tuple[int, Any]], cat: KindCatalog) -> list[Sprite]:
    """The table in front of the machine: each piece stands on the table line at its ``(distance, order)``.

    Drinks that came out are recorded at their distance in metres from the
    front face (``tower.out``, see ``games/tower_zones.py``); a piece without
    a position stands at the near end.  Drinks that landed close together are
    set side by side in the order they landed (nearest first), never on top of
    each other; a row that reaches the far end goes on in a row behind it.
    """
    line = box.rect[1] + float(zone.meta.get("line", box.rect[3] - LABEL_H))
    far = box.rect[0] + box.rect[2]

    def distance(item: tuple[int, Any]) -> tuple[float, float]:
        pos = item[1].pos
        return (float(pos[0]), float(pos[1])) if isinstance(pos, (list, tuple)) and len(pos) == 2 else (0.0, 0.0)

    sizes = {n: _size(cat, p.kind, p.rot) for n, p in pieces}
    row_h = max((h for _, h in sizes.values()), default=0.0) + LANDING_GAP
    out = []
    row, right = 0, -math.inf
    for n, p in sorted(pieces, key=distance):
        w, h = sizes[n]
        x = max(landing_x(box, zone.meta, distance((n, p))[0], w), right + LANDING_GAP + w / 2)
        if x + w / 2 > far and right > -math.inf:
            row, right = row + 1, -math.inf
            x = landing_x(box, zone.meta, 0.0, w)
        right = x + w / 2
        slot = tuple(p.pos) if isinstance(p.pos, (list, tuple)) else None
        out.append(_sprite(p, zone.id, x, line - h / 2 - row * row_h, cat, slot=slot, index=n))
    return out


def _pile(
    zone: ZoneView, box: ZoneBox, pieces: list[tuple[int, Any]], cat: KindCatalog, centre: tuple[float, float], slot: Any, badge_all: bool = True
) -> list[Sprite]:
    """A stack: its top piece at ``centre`` and a few edges beneath for depth."""
    n = len(pieces)
    out = []
    edges = min(PILE_EDGES, n - 1)
    turn = box.turn.rot if box.turn is not None else 0
    for k in range(edges, 0, -1):
        idx, p = pieces[n - 1 - k]
        out.append(_sprite(p, zone.id, centre[0] - k * PILE_STEP, centre[1] + k * PILE_STEP, cat, turn, under=True, slot=slot, index=idx))
    idx, top = pieces[-1]
    out.append(_sprite(top, zone.id, centre[0], centre[1], cat, turn, count=n if badge_all else 1, slot=slot, index=idx))
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
        for (n, p), (w, _) in zip(pieces, sizes):
            out.append(_sprite(p, zone.id, x + w / 2, ry + rh / 2, cat, index=n))
            x += (w + gap) * step_scale
        return out
    x, y, line_h = rx + 2, ry + 2, 0.0
    for (n, p), (w, h) in zip(pieces, sizes):
        if x + w > rx + rw and x > rx + 2:
            x, y, line_h = rx + 2, y + line_h + gap, 0.0
        out.append(_sprite(p, zone.id, x + w / 2, y + h / 2, cat, index=n))
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
