"""Lay every component of a box out in tidy labelled zones (the free tables).

The result is an ordinary :class:`~tsukiji_table.table.Table` whose zones
follow the layout conventions of ``zone.meta`` (``docs/architecture.md``):
a supply of one pile per kind, a bag, the bank and a pot, an open play area
and a place to set things aside; per seat a private hand, a forehead (seen by
the others only), a purse, a work area and a closed hand (seen by nobody, not
even its holder: G16).  Money may lie on every card, board, tile, sign and
crate; the crates are pieces whose drinks move and turn with them.  Nothing
here knows any game's rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...rulesdata import Component, Rules, Variant
from ...table import Table, Visibility, ZoneKind
from ..base import populate
from ..furniture import add_bag, add_holder, add_money_on, add_pot
from ..pieces import crate_geometry, footprint, shape_of, tower_spec
from ..tower_zones import TowerRects, add_tower_zones, tower_rects

HAND_W = 292.0  # a hand of ~6 cards side by side
HAND_H = 104.0
PURSE_W = 120.0
HEAD_W = 80.0  # a forehead: one card held up to it
AREA_W = 420.0
AREA_H = 200.0  # room for a harbor board (240 x 160) with its label
GAP = 14.0
SEAT_W = HAND_W + GAP + HEAD_W + GAP + PURSE_W  # a seat's panel
FIST_W = SEAT_W - AREA_W - GAP  # a closed hand beside the work area
ASIDE_W = 200.0  # the place things are set aside, right of the play area
MONEY_SHAPES = ("card", "board", "tile", "sign", "crate")  # money may lie on these (prices, bets, stakes)
LABEL_H = 9.0  # room under a pile for its printed label
CELL_MIN_W = 50.0
PLAY_H = 200.0
CENTRE_W = 900.0  # the shared supply and the play area
BIG_SHAPES = ("board", "tower", "bag", "crate")
CRATES_PER_ROW = 3  # beside the machine, above the table in front of it
CRATE_MARGIN = 4.0  # around a crate standing in the crates' place
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

    A component that comes face down (a deck), or whose variants are all
    single (cards that differ), is one deck, as it comes out of the box.
    """
    out: list[tuple[str, Component, Variant | None, list[str], str]] = []
    for comp in rules.components.values():
        if comp.set not in sets:
            continue
        kinds = [(k, v, n) for k, v, n in comp.kinds() if comp.denomination_of(v) is None]
        if not kinds:
            continue
        deck = comp.back is not None and comp.back.face_down
        if comp.variants and (deck or all(n == 1 for _, _, n in kinds)) and comp.shape not in ("drink",):
            # Different single pieces: cards and boards make a deck, chips lie side by side.
            arrange = "pile" if deck or comp.shape in DECK_SHAPES else "row"
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
    crate_ids = _crate_ids(rules, sets)
    if tower is not None:
        # The machine with the crates beside it and the table in front of its exit, as one block.
        block = _tower_block(rules, crate_ids)
        rects = block[0]
        shelf.put(("tower_block", tower[0], block), rects.landing[0] + rects.landing[2], rects.height)
    elif crate_ids:
        shelf.put(("crates", None, None), *_crates_size(rules, len(crate_ids)))
    for group in (big, small):
        for kind_id, comp, variant, kinds, arrange in group:
            shape = shape_of(comp, variant)
            if shape in ("drink", "crate") or (tower is not None and shape == "tower"):
                continue  # drinks sit in the crates; crates stand in their own place
            w, h = footprint(comp, variant, rules)
            if shape == "tower":
                shelf.put(("tower", kind_id, comp), w + 8, h + 8 + LABEL_H)
            elif shape == "bag":
                shelf.put(("bag", kind_id, comp), w + 30, h + 14 + LABEL_H)
            elif arrange == "row":
                per_row = min(len(kinds), 6)
                rows = -(-len(kinds) // per_row)
                shelf.put(("row", kind_id, (comp, variant)), per_row * (w + 3) + 7, rows * (h + 3) + 7 + LABEL_H)
            else:
                shelf.put(("pile", kind_id, (comp, variant)), max(w + 12, CELL_MIN_W), h + 12 + LABEL_H)
        if group is big:
            shelf.newline()
    if not any(shape_of(c, None) == "bag" for c in rules.components.values() if c.set in sets):
        shelf.put(("bag", None, None), 90.0, 84.0 + LABEL_H)  # a cloth bag of our own: games draw from one (G03)
    shelf.put(("bank", None, None), 2 * PURSE_W, 70 + LABEL_H)
    shelf.put(("pot", None, None), PURSE_W, 70 + LABEL_H)
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
        elif what == "pot":
            add_pot(table, rect=rect)
        elif what == "crates":
            _add_crates(table, rules, rect, crate_ids)
        elif what == "tower_block":
            rects, places = extra
            add_tower_zones(table, _moved(rects, rect[0], rect[1]), board=ident)
            if crate_ids:
                _add_crates(table, rules, [rect[0], rect[1], rects.tower[0] - GAP, rects.height], crate_ids)
        elif what == "tower":
            table.add_zone("tower.inside", ZoneKind.STACK, rect=rect, label=_name(extra.names), arrange="row", board=ident, inset=[20, 70, 20, 40 + LABEL_H])
        elif what == "bag":
            add_bag(table, rect=rect, label=_name(extra.names) if extra is not None else None, board=ident)

    top = supply_bottom + GAP * 2
    play_h = max(PLAY_H, max(left, 1) * seat_h - GAP - top)
    play_w = width - ASIDE_W - GAP
    table.add_zone("table", ZoneKind.AREA, rect=[centre_x, top, play_w, play_h], label={"en": "Play area", "ja": "プレイエリア"}, arrange="free")
    table.add_zone(
        "aside", ZoneKind.AREA, rect=[centre_x + play_w + GAP, top, ASIDE_W, play_h], label={"en": "Set aside", "ja": "脇に置いたもの"}, arrange="free"
    )
    for seat in range(players):
        column, row = (0, seat) if seat < left else (1, seat - left)
        _add_seat(table, seat, 0.0 if column == 0 else centre_x + width + 2 * GAP, row * seat_h, hidden_money)
    _add_money_on_pieces(table, rules)
    return table


def _add_seat(table: Table, seat: int, x: float, y: float, hidden_money: bool) -> None:
    """A seat's panel: hand, forehead and purse above; work area and closed hand below."""
    money_vis = Visibility.OWNER if hidden_money else Visibility.EVERYONE
    below = y + HAND_H + GAP
    table.add_zone(f"p{seat}.hand", ZoneKind.HAND, Visibility.OWNER, owner=seat, rect=[x, y, HAND_W, HAND_H], label={"en": "Hand", "ja": "手札"}, arrange="fan")
    table.add_zone(
        f"p{seat}.forehead",
        ZoneKind.HAND,
        Visibility.OTHERS,
        owner=seat,
        rect=[x + HAND_W + GAP, y, HEAD_W, HAND_H],
        label={"en": "Forehead", "ja": "おでこ"},
        arrange="fan",
        plain=True,
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
    table.add_zone(f"p{seat}.area", ZoneKind.AREA, owner=seat, rect=[x, below, AREA_W, AREA_H], label={"en": "In front of you", "ja": "手元"}, arrange="free")
    table.add_zone(
        f"p{seat}.fist",
        ZoneKind.HAND,
        Visibility.NOBODY,
        owner=seat,
        rect=[x + AREA_W + GAP, below, FIST_W, AREA_H],
        label={"en": "Closed hand", "ja": "握った手"},
        arrange="fan",
        plain=True,
    )


def _add_money_on_pieces(table: Table, rules: Rules) -> None:
    """A place for money on every card, board, tile, sign and crate (prices, bets, stakes)."""
    looks: dict[str, tuple[str, tuple[float, float]]] = {}
    for comp in rules.components.values():
        for kind_id, variant, _ in comp.kinds():
            looks[kind_id] = (shape_of(comp, variant), footprint(comp, variant, rules))
    for pid, piece in table.pieces.items():
        shape, size = looks.get(piece.kind, ("", (0.0, 0.0)))
        if shape in MONEY_SHAPES:
            add_money_on(table, pid, size)


def _crate_ids(rules: Rules, sets: tuple[str, ...]) -> list[str]:
    out: list[str] = []
    for comp in rules.components.values():
        if comp.set in sets:
            for kind_id, variant, copies in comp.kinds():
                if shape_of(comp, variant) == "crate":
                    out.extend(kind_id if copies == 1 else f"{kind_id}#{n}" for n in range(1, copies + 1))
    return out


def _crate_cell(rules: Rules) -> tuple[float, float]:
    """The room one crate takes in the crates' place: its picture and a margin."""
    g = crate_geometry(tower_spec(rules))
    return g.width + 2 * CRATE_MARGIN, g.height + 2 * CRATE_MARGIN


def _crates_size(rules: Rules, n: int) -> tuple[float, float]:
    cw, ch = _crate_cell(rules)
    per_row = min(CRATES_PER_ROW, n)
    return per_row * (cw + GAP) - GAP, -(-n // CRATES_PER_ROW) * (ch + GAP) - GAP + LABEL_H


def crate_homes(rules: Rules, crate_ids: list[str]) -> list[tuple[str, tuple[float, float]]]:
    """Where each crate stands in the crates' place: its centre, mm from the place's top-left."""
    cw, ch = _crate_cell(rules)
    return [(pid, ((n % CRATES_PER_ROW) * (cw + GAP) + cw / 2, (n // CRATES_PER_ROW) * (ch + GAP) + ch / 2)) for n, pid in enumerate(crate_ids)]


def _add_crates(table: Table, rules: Rules, rect: list[float], crate_ids: list[str]) -> None:
    """The crates' place (an area the crates stand in) and the pockets of each crate.

    A crate is a piece: it is moved, turned and turned upside down by hand,
    and its drinks (``crate.N``, a holder anchored to it) go with it.  The
    grid's cells sit exactly on the picture's pockets (tower.yaml's slots):
    the grid divides the room evenly, so the room runs from the middle of the
    wall-side gap to the middle of the far one.
    """
    g = crate_geometry(tower_spec(rules))
    table.add_zone("crates", ZoneKind.AREA, rect=rect, label={"en": "Crates", "ja": "クレート置き場"}, arrange="free")
    edge = g.wall - g.divider / 2
    name = _name(rules.components["crate"].names) if "crate" in rules.components else {"en": "Crate"}
    for pid in crate_ids:
        number = pid.rpartition("#")[2] or "1"
        # Numbered on the table as in the "Tip a crate in" menu, which names them so.
        label = {"en": f"{name['en']} {number}", "ja": f"{name.get('ja', name['en'])}{number}"}
        add_holder(table, f"crate.{number}", pid, (g.width, g.height), g.cols, g.rows, (edge, edge, edge, edge), label)


def _tower_block(rules: Rules, crate_ids: list[str]) -> tuple[TowerRects, list[tuple[str, tuple[float, float]]]]:
    """The crates' place behind the machine (left), the machine, the table in front of its exit (right).

    The air above the landing strip stays clear: drinks fly there when they
    come out or are thrown (G11).
    """
    crates_w = _crates_size(rules, len(crate_ids))[0] + GAP if crate_ids else 0.0
    rects = tower_rects(tower_spec(rules), crates_w, 0.0)
    if crate_ids and _crates_size(rules, len(crate_ids))[1] > rects.height:
        raise ValueError("the crates do not fit beside the machine")  # a layout bug, caught by the tests
    return rects, crate_homes(rules, crate_ids)


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
            if shape in ("tower", "bag") or shape == "crate" and "crates" not in table.zones:
                tx.move(ids, "fixtures")
            elif shape in ("drink", "crate"):
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
        homes = crate_homes(rules, _crate_ids(rules, sets)) if "crates" in table.zones else []
        if homes:
            tx.move([pid for pid, _ in homes], "crates", pos=[xy for _, xy in homes])
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
