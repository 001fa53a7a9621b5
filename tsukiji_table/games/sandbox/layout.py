"""Lay every component of a box out in tidy labelled zones (the free tables).

The result is an ordinary :class:`~tsukiji_table.table.Table` whose zones
follow the layout conventions of ``zone.meta`` (``docs/architecture.md``):
a supply of one pile per kind, the bank, an open play area, and per seat a
private hand, a purse and a work area.  Nothing here knows any game's rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...rulesdata import Component, Rules, Variant
from ...table import Table, Visibility, ZoneKind
from ..base import populate
from ..pieces import crate_geometry, footprint, shape_of, tower_spec
from ..tower_zones import TowerRects, add_tower_zones, tower_rects

SEAT_W = 420.0  # a seat's panel: a hand of ~6 cards side by side
HAND_H = 104.0
PURSE_W = 120.0
AREA_H = 200.0  # room for a harbor board (240 x 160) with its label
GAP = 14.0
LABEL_H = 9.0  # room under a pile for its printed label
CELL_MIN_W = 50.0
PLAY_H = 200.0
CENTRE_W = 900.0  # the shared supply and the play area
BIG_SHAPES = ("board", "tower", "bag", "crate")
CRATES_PER_ROW = 3  # beside the machine, above the table in front of it
DECK_SHAPES = ("card", "board", "sign", "tile")


def _name(names: dict[str, str]) -> dict[str, str]:
    return {"en": names.get("en", ""), "ja": names.get("ja") or names.get("en", "")}


@dataclass
class _Shelf:
    """Left-to-right rows of rectangles inside a fixed width (shelf packing)."""

    width: float
    x: float = 0.0
    y: float = 0.0
    row_h: float = 0.0
    placed: list[tuple[Any, list[float]]] = field(default_factory=list)

    def put(self, item: Any, w: float, h: float) -> list[float]:
        if self.x > 0 and self.x + w > self.width:
            self.newline()
        rect = [self.x, self.y, w, h]
        self.placed.append((item, rect))
        self.x += w + GAP
        self.row_h = max(self.row_h, h)
        return rect

    def newline(self) -> None:
        if self.x > 0:
            self.y += self.row_h + GAP
        self.x, self.row_h = 0.0, 0.0

    @property
    def bottom(self) -> float:
        return self.y + self.row_h if self.x > 0 else self.y - GAP


def _piles(rules: Rules, sets: tuple[str, ...]) -> list[tuple[str, Component, Variant | None, list[str], str]]:
    """(pile id, component, variant, kind ids): one pile per kind, or one deck per component.

    A component with a back, or whose variants are all single (cards that
    differ), is one deck, as it comes out of the box.
    """
    out: list[tuple[str, Component, Variant | None, list[str], str]] = []
    for comp in rules.components.values():
        if comp.set not in sets:
            continue
        kinds = [(k, v, n) for k, v, n in comp.kinds() if comp.denomination_of(v) is None]
        if not kinds:
            continue
        if comp.variants and (comp.back or all(n == 1 for _, _, n in kinds)) and comp.shape not in ("drink",):
            # Different single pieces: cards and boards make a deck, chips lie side by side.
            arrange = "pile" if comp.back or comp.shape in DECK_SHAPES else "row"
            out.append((comp.id, comp, None, [k for k, _, _ in kinds], arrange))
        else:
            out.extend((k, comp, v, [k], "pile") for k, v, _ in kinds)
    return out


def build_sandbox(game_id: str, rules: Rules, players: int, seed: int, sets: tuple[str, ...], hidden_money: bool) -> Table:
    """The table of a free sandbox: every component of ``sets`` in the box, zones laid out."""
    table = Table(game_id, seed, players)
    table.add_zone("box", ZoneKind.STACK, Visibility.NOBODY, hidden=True)
    table.add_zone("fixtures", ZoneKind.STACK, hidden=True)
    table.add_zone("bank", ZoneKind.MONEY, unlimited=True, arrange="purse", label={"en": "Bank", "ja": "銀行"})
    populate(table, rules, zone="box", money_zone="bank", sets=sets)

    # Seats in columns left and right of the shared supply: a landscape table for a landscape screen.
    left = (players + 1) // 2
    seat_h = HAND_H + AREA_H + 2 * GAP
    centre_x = SEAT_W + 2 * GAP
    width = CENTRE_W
    shelf = _Shelf(width)
    piles = _piles(rules, sets)
    big = [p for p in piles if shape_of(p[1], p[2]) in BIG_SHAPES]
    small = [p for p in piles if shape_of(p[1], p[2]) not in BIG_SHAPES]
    tower = next((p for p in big if shape_of(p[1], p[2]) == "tower"), None)
    crate_ids = [f"{k}#{n}" if comp.count > 1 else k for k, comp, v, _, _ in big if shape_of(comp, v) == "crate" for n in range(1, comp.count + 1)]
    if tower is not None:
        # The machine with the crates beside it and the table in front of its exit, as one block.
        block = _tower_block(rules, crate_ids)
        rects = block[0]
        shelf.put(("tower_block", tower[0], (tower[1], block)), rects.landing[0] + rects.landing[2], rects.height)
    for group in (big, small):
        for kind_id, comp, variant, kinds, arrange in group:
            shape = shape_of(comp, variant)
            copies = comp.count if variant is None else variant.count
            if shape == "drink" or (tower is not None and shape in ("tower", "crate")):
                continue  # drinks sit in the crates; the tower block holds the crates
            w, h = footprint(comp, variant, rules)
            if shape == "crate":
                for n in range(1, copies + 1):
                    pid = kind_id if copies == 1 else f"{kind_id}#{n}"
                    shelf.put(("crate", pid, comp), w + 8, h + 8 + LABEL_H)
                continue
            if shape == "tower":
                shelf.put(("tower", kind_id, comp), w + 8, h + 8 + LABEL_H)
                continue
            if shape == "bag":
                shelf.put(("bag", kind_id, comp), w + 30, h + 14 + LABEL_H)
                continue
            if arrange == "row":
                per_row = min(len(kinds), 6)
                rows = -(-len(kinds) // per_row)
                shelf.put(("row", kind_id, (comp, variant)), per_row * (w + 3) + 7, rows * (h + 3) + 7 + LABEL_H)
                continue
            shelf.put(("pile", kind_id, (comp, variant)), max(w + 12, CELL_MIN_W), h + 12 + LABEL_H)
        if group is big:
            shelf.newline()
    shelf.put(("bank", None, None), 2 * PURSE_W, 70 + LABEL_H)
    supply_bottom = shelf.bottom
    for _, rect in shelf.placed:
        rect[0] += centre_x

    for item, rect in shelf.placed:
        what, ident, extra = item
        if what in ("pile", "row"):
            comp, variant = extra
            names = _name(variant.names if variant is not None else comp.names)
            table.add_zone(f"supply.{ident}", ZoneKind.STACK, rect=rect, label=names, arrange=what)
        elif what == "bank":
            table.zones["bank"].meta["rect"] = rect
        elif what == "crate":
            _add_crate(table, rules, ident, extra, rect)
        elif what == "tower_block":
            comp, (rects, crates) = extra
            add_tower_zones(table, _moved(rects, rect[0], rect[1]), board=ident)
            crate_comp = rules.components.get("crate")
            for pid, (cx, cy, cw, ch) in crates:
                if crate_comp is not None:
                    _add_crate(table, rules, pid, crate_comp, [rect[0] + cx, rect[1] + cy, cw, ch])
        elif what == "tower":
            table.add_zone("tower.inside", ZoneKind.STACK, rect=rect, label=_name(extra.names), arrange="row", board=ident, inset=[20, 70, 20, 40 + LABEL_H])
        elif what == "bag":
            table.add_zone("bag", ZoneKind.BAG, Visibility.NOBODY, rect=rect, label=_name(extra.names), arrange="pile", board=ident)

    top = supply_bottom + GAP * 2
    play_h = max(PLAY_H, max(left, 1) * seat_h - GAP - top)
    table.add_zone("table", ZoneKind.AREA, rect=[centre_x, top, width, play_h], label={"en": "Play area", "ja": "プレイエリア"}, arrange="free")
    money_vis = Visibility.OWNER if hidden_money else Visibility.EVERYONE
    for seat in range(players):
        column, row = (0, seat) if seat < left else (1, seat - left)
        x = 0.0 if column == 0 else centre_x + width + 2 * GAP
        y = row * seat_h
        table.add_zone(
            f"p{seat}.hand",
            ZoneKind.HAND,
            Visibility.OWNER,
            owner=seat,
            rect=[x, y, SEAT_W - PURSE_W - GAP, HAND_H],
            label={"en": "Hand", "ja": "手札"},
            arrange="fan",
        )
        table.add_zone(
            f"p{seat}.money",
            ZoneKind.MONEY,
            money_vis,
            owner=seat,
            rect=[x + SEAT_W - PURSE_W, y, PURSE_W, HAND_H],
            label={"en": "Purse", "ja": "財布"},
            arrange="purse",
        )
        table.add_zone(
            f"p{seat}.area",
            ZoneKind.AREA,
            owner=seat,
            rect=[x, y + HAND_H + GAP, SEAT_W, AREA_H],
            label={"en": "In front of you", "ja": "手元"},
            arrange="free",
        )
    return table


def _crate_rect(rules: Rules) -> tuple[float, float]:
    """A crate zone: the crate's picture with a 4 mm margin and its label."""
    g = crate_geometry(tower_spec(rules))
    return g.width + 8, g.height + 8 + LABEL_H


def _add_crate(table: Table, rules: Rules, piece_id: str, comp: Component, rect: list[float]) -> None:
    """A crate zone whose grid cells sit exactly on the picture's pockets (tower.yaml's slots)."""
    g = crate_geometry(tower_spec(rules))
    # The grid divides the room evenly, so the room runs from the middle of
    # the wall-side gap to the middle of the far one: cell centres = pocket centres.
    edge = 4 + g.wall - g.divider / 2
    number = piece_id.rpartition("#")[2] or "1"
    name = _name(comp.names)
    zone = table.add_zone(
        f"crate.{number}",
        ZoneKind.GRID,
        rect=rect,
        # Numbered on the table as in the "Tip a crate in" menu, which names them so.
        label={"en": f"{name['en']} {number}", "ja": f"{name.get('ja', name['en'])}{number}"},
        arrange="grid",
        cols=g.cols,
        rows=g.rows,
        board=piece_id,
    )
    zone.meta["inset"] = [edge, edge, edge, edge]  # the window keeps the label's strip apart already


def _tower_block(rules: Rules, crate_ids: list[str]) -> tuple[TowerRects, list[tuple[str, tuple[float, float, float, float]]]]:
    """Crates in rows behind the machine (left), the machine, the table in front of its exit (right).

    The air above the landing strip stays clear: drinks fly there when they
    come out or are thrown (G11).
    """
    cw, ch = _crate_rect(rules)
    per_row = min(CRATES_PER_ROW, len(crate_ids))
    crates_w = per_row * (cw + GAP) if crate_ids else 0.0
    rects = tower_rects(tower_spec(rules), crates_w, 0.0)
    crates = [(pid, ((n % CRATES_PER_ROW) * (cw + GAP), (n // CRATES_PER_ROW) * (ch + GAP), cw, ch)) for n, pid in enumerate(crate_ids)]
    if crates and max(c[1][1] + ch for c in crates) > rects.height:
        raise ValueError("the crates do not fit beside the machine")  # a layout bug, caught by the tests
    return rects, crates


def _moved(r: TowerRects, dx: float, dy: float) -> TowerRects:
    def move(rect: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
        return (rect[0] + dx, rect[1] + dy, rect[2], rect[3])

    return TowerRects(move(r.tower), move(r.landing), r.origin, r.board_at, r.line)


def lay_out(table: Table, rules: Rules, sets: tuple[str, ...]) -> None:
    """The setup transaction: every piece from the box to its place."""
    with table.begin("lay out the box") as tx:
        for kind_id, comp, variant, kinds, _ in _piles(rules, sets):
            wanted = set(kinds)
            ids = [p.id for p in table.pieces.values() if p.kind in wanted]
            shape = shape_of(comp, variant)
            if shape in ("crate", "tower", "bag"):
                tx.move(ids, "fixtures")
            elif shape == "drink":
                continue
            elif shape == "board" and not comp.variants:
                # A player board (one per seat, e.g. a harbor): one in front of each seat.
                seated = [i for s, i in enumerate(ids) if f"p{s}.area" in table.zones]
                for s, pid in enumerate(seated):
                    rect = table.zones[f"p{s}.area"].meta["rect"]
                    tx.move([pid], f"p{s}.area", pos=[(rect[2] / 2, (rect[3] - 9) / 2)])
                rest = ids[len(seated) :]
                if rest:
                    tx.move(rest, f"supply.{kind_id}")
            else:
                tx.move(ids, f"supply.{kind_id}")
        _fill_crates(table, tx)


def _fill_crates(table: Table, tx: Any) -> None:
    """Drinks in the crates, one colour per crate, shapes in length order."""
    crates = sorted(z for z in table.zones if z.startswith("crate."))
    if not crates:
        return
    by_colour: dict[str, list[str]] = {}
    for pid, piece in table.pieces.items():
        if piece.kind.startswith("drink."):
            colour = piece.kind.split(".", 1)[1].split(":")[0]
            by_colour.setdefault(colour, []).append(pid)
    for crate, ids in zip(crates, by_colour.values()):
        ids = ids[:6]
        tx.move(ids, crate, pos=[(k % 3, k // 3) for k in range(len(ids))])
    leftover = [pid for pid, p in table.pieces.items() if p.kind.startswith("drink.") and p.zone == "box"]
    if leftover:
        area = table.zones["table"].meta["rect"]
        tx.move(leftover, "table", pos=[(20 + 18 * k, area[3] / 2) for k in range(len(leftover))])
