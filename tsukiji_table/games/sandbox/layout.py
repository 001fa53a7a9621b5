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
from ..pieces import footprint, shape_of

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
    out = []
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
    for group in (big, small):
        for kind_id, comp, variant, kinds, arrange in group:
            shape = shape_of(comp, variant)
            copies = comp.count if variant is None else variant.count
            if shape == "drink":
                continue  # drinks sit in the crates
            w, h = footprint(comp, variant)
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
            label = _name(extra.names)
            zone = table.add_zone(f"crate.{ident.rpartition('#')[2] or '1'}", ZoneKind.GRID, rect=rect, label=label,
                                  arrange="grid", cols=3, rows=2, board=ident)
            zone.meta["inset"] = [4, 4, 4, 4 + LABEL_H]
        elif what == "tower":
            table.add_zone("tower.inside", ZoneKind.STACK, rect=rect, label=_name(extra.names), arrange="row", board=ident,
                           inset=[20, 70, 20, 40 + LABEL_H])
        elif what == "bag":
            table.add_zone("bag", ZoneKind.BAG, Visibility.NOBODY, rect=rect, label=_name(extra.names), arrange="pile", board=ident)

    top = supply_bottom + GAP * 2
    play_h = max(PLAY_H, max(left, 1) * seat_h - GAP - top)
    table.add_zone("table", ZoneKind.AREA, rect=[centre_x, top, width, play_h], label={"en": "Play area", "ja": "プレイエリア"},
                   arrange="free")
    money_vis = Visibility.OWNER if hidden_money else Visibility.EVERYONE
    for seat in range(players):
        column, row = (0, seat) if seat < left else (1, seat - left)
        x = 0.0 if column == 0 else centre_x + width + 2 * GAP
        y = row * seat_h
        table.add_zone(f"p{seat}.hand", ZoneKind.HAND, Visibility.OWNER, owner=seat, rect=[x, y, SEAT_W - PURSE_W - GAP, HAND_H],
                       label={"en": "Hand", "ja": "手札"}, arrange="fan")
        table.add_zone(f"p{seat}.money", ZoneKind.MONEY, money_vis, owner=seat, rect=[x + SEAT_W - PURSE_W, y, PURSE_W, HAND_H],
                       label={"en": "Purse", "ja": "財布"}, arrange="purse")
        table.add_zone(f"p{seat}.area", ZoneKind.AREA, owner=seat, rect=[x, y + HAND_H + GAP, SEAT_W, AREA_H],
                       label={"en": "In front of you", "ja": "手元"}, arrange="free")
    return table


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
                rest = ids[len(seated):]
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
    for crate, (colour, ids) in zip(crates, by_colour.items()):
        ids = ids[:6]
        tx.move(ids, crate, pos=[(k % 3, k // 3) for k in range(len(ids))])
    leftover = [pid for pid, p in table.pieces.items() if p.kind.startswith("drink.") and p.zone == "box"]
    if leftover:
        area = table.zones["table"].meta["rect"]
        tx.move(leftover, "table", pos=[(20 + 18 * k, area[3] / 2) for k in range(len(leftover))])
