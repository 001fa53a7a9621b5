"""Gestures on the table as transactions: what a drag, a key or a menu entry does.

Each function takes the table, the seat making the gesture and the handles
of the view it acted on, and changes the table in one transaction (so undo,
save and replay cover it), or raises :class:`GestureError` with a readable
reason and changes nothing.  No pygame here: the tests call these too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..games.furniture import burden, carried
from ..table import InsufficientFunds, MoveMoney, Table, TableError, Transaction, ZoneKind, resolve
from ..table.view import TableView
from ..text import Message, msg
from . import i18n
from .layout import Layout, ZoneBox, cell_at, cell_centre

ORDERED = (ZoneKind.STACK, ZoneKind.HAND, ZoneKind.BAG)

i18n.add_strings(
    {
        "gesture.room": {"en": "there is room for {n} more here", "ja": "ここにはあと{n}個しか入りません"},
        "gesture.full": {"en": "it is full", "ja": "いっぱいです"},
        "gesture.into_itself": {"en": "a piece cannot go into itself", "ja": "それ自身の中には置けません"},
        "gesture.no_fit": {"en": "it does not fit in there", "ja": "そこには入りません"},
        "gesture.money_on_it": {"en": "take the money off it first", "ja": "先に上のお金をどけてください"},
        "gesture.empty_first": {"en": "empty it first", "ja": "先に中身を出してください"},
        "gesture.only_coins": {"en": "only coins go there", "ja": "そこにはお金しか置けません"},
        "gesture.is_empty": {"en": "it is empty", "ja": "空です"},
        "gesture.no_table": {"en": "there is no open table to empty it onto", "ja": "中身を出す場所がありません"},
        "gesture.no_money": {"en": "there is no money there", "ja": "そこにお金はありません"},
        "gesture.same_purse": {"en": "that is the same purse", "ja": "同じ財布です"},
        "gesture.gone": {"en": "that piece is no longer there", "ja": "その駒はもうありません"},
        "gesture.nothing": {"en": "there is nothing to move", "ja": "動かすものがありません"},
        "gesture.not_there": {"en": "it cannot go there", "ja": "そこには置けません"},
        "gesture.no_shuffle": {"en": "there is nothing to shuffle", "ja": "シャッフルするものがありません"},
        "gesture.draw_where": {"en": "draw into a pile, a hand or an area", "ja": "山、手札、場のどれかに引いてください"},
        "gesture.only_have": {"en": "there are only {n} of those", "ja": "それは{n}枚しかありません"},
        "gesture.pay_one": {"en": "pay at least 1", "ja": "1以上を支払ってください"},
        "gesture.too_little": {"en": "there is not enough money there ({have} for {amount})", "ja": "お金が足りません（{amount}に対して{have}）"},
        "gesture.no_change": {
            "en": "the coins there cannot make that amount, and nobody can give change",
            "ja": "そこにある硬貨ではその金額を払えず、おつりを出せる人もいません",
        },
        "gesture.no_bank": {"en": "there is no bank to change money with", "ja": "両替できる銀行がありません"},
        "gesture.cannot_change": {"en": "that coin cannot be changed here", "ja": "ここではその硬貨を両替できません"},
    }
)


class GestureError(ValueError):
    """A gesture that cannot be done; ``reason`` says why, for the player, in the language in use.

    ``detail`` keeps the table's own words when a :class:`TableError` was
    behind it (for a bug report; never shown).
    """

    def __init__(self, reason: Message, detail: str = ""):
        self.reason = reason
        self.detail = detail
        super().__init__(reason.key or reason.text)

    def __str__(self) -> str:
        return self.reason.render()


def ids_of(table: Table, seat: int | None, handles: Sequence[str]) -> list[str]:
    try:
        return [resolve(table, seat, h) for h in handles]
    except TableError as exc:
        raise GestureError(msg("gesture.gone"), str(exc)) from None


def stack_of(view: TableView, layout: Layout, handle: str) -> list[str]:
    """All handles in the stack ``handle`` belongs to, bottom first (a pile, a grid cell, one spot)."""
    for zone in view.zones.values():
        handles = [p.handle for p in zone.pieces]
        if handle not in handles:
            continue
        box = layout.boxes.get(zone.id)
        arrange = box.arrange if box is not None else "pile"
        if arrange == "pile" or zone.kind in (ZoneKind.STACK, ZoneKind.BAG) and arrange not in ("fan", "row"):
            return [h for h in handles if h != zone.meta.get("board")]
        if arrange in ("fan", "row"):
            return [handle]
        me = next(p for p in zone.pieces if p.handle == handle)
        return [p.handle for p in zone.pieces if p.pos == me.pos]
    return [handle]


def target_positions(
    table: Table, box: ZoneBox, ids: Sequence[str], point: tuple[float, float], offsets: Sequence[tuple[float, float]] | None, layout: Layout
) -> tuple[list[Any] | None, int | None]:
    """(positions, index) for dropping ``ids`` at ``point`` (mm) into ``box``."""
    zone = table.zones[box.id]
    rx, ry, rw, rh = box.room
    x, y = point
    if zone.kind is ZoneKind.GRID:
        cols = max(1, int(zone.meta.get("cols", 1)))
        rows = max(1, int(zone.meta.get("rows", 1)))
        cell = cell_at(box, cols, rows, x, y)
        if zone.meta.get("cell_cap"):
            return _free_cells(table, box, ids, cols, rows, cell), None
        return [cell] * len(ids), None
    if zone.kind is ZoneKind.AREA and box.arrange == "landing":
        # The table in front of the tower: a position is (metres from the front face, order).
        front = box.rect[0] + float(zone.meta.get("front", 0.0))
        scale = float(zone.meta.get("scale", 1000.0))
        offs = offsets or [(0.0, 0.0)] * len(ids)
        return [(round(max(0.0, min(x + dx, box.rect[0] + box.rect[2]) - front) / scale, 4), 0.0) for dx, _ in offs], None
    if zone.kind is ZoneKind.AREA:
        x0, y0 = box.rect[0], box.rect[1]
        offs = offsets or [(0.0, 0.0)] * len(ids)
        # Keep the pieces inside the zone's rect, as a hand keeps them on the table.
        return [(round(min(max(x + dx - x0, 0.0), box.rect[2]), 1), round(min(max(y + dy - y0, 0.0), box.rect[3]), 1)) for dx, dy in offs], None
    if zone.kind is ZoneKind.TRACK:
        lo = int(zone.meta.get("lo", 0))
        hi = int(zone.meta.get("hi", lo + 10))
        span = max(1, hi - lo + 1)
        pos = lo + min(span - 1, max(0, int((x - rx) / (rw / span))))
        return [pos] * len(ids), None
    if zone.kind is ZoneKind.HAND:
        # Drop between the cards under the mouse: reorder a hand by dragging.
        others = [s for s in layout.by_zone.get(box.id, []) if s.handle not in ids]
        index = sum(1 for s in others if s.x < x)
        remaining = [i for i in zone.ids if i not in ids]
        return None, min(index, len(remaining))
    return None, None


def _free_cells(table: Table, box: ZoneBox, ids: Sequence[str], cols: int, rows: int, cell: tuple[int, int]) -> list[Any]:
    """Cells for ``ids`` in a grid of one piece per cell (a crate's pockets): the cell dropped on, then the nearest free ones."""
    zone = table.zones[box.id]
    taken = {table.pieces[i].pos for i in zone.ids if i not in ids}
    cap = int(zone.meta.get("cell_cap", 1))
    free = [(c, r) for r in range(rows) for c in range(cols) if sum(1 for t in taken if t == (c, r)) < cap]
    if len(free) < len(ids):
        raise GestureError(msg("gesture.room", n=len(free)) if free else msg("gesture.full"))
    cx, cy = cell_centre(box, cols, rows, *cell)
    free.sort(key=lambda rc: (cell_centre(box, cols, rows, *rc)[0] - cx) ** 2 + (cell_centre(box, cols, rows, *rc)[1] - cy) ** 2)
    return free[: len(ids)]


def check_load(table: Table, ids: Sequence[str], dst: str | None = None, turning: bool = False) -> None:
    """Refuse to tip over what lies on or in a piece: turning it over, or putting it in a pile, hand or bag.

    A piece may not go into what lies on or in itself either (a crate into its own pockets).
    """
    for pid in ids:
        if dst is not None and table.zones[dst].meta.get("anchor") in ids:
            raise GestureError(msg("gesture.into_itself"))
        if dst is not None and table.zones[dst].meta.get("anchor") and any(table.zones[z].kind is not ZoneKind.MONEY for z in carried(table, pid)):
            raise GestureError(msg("gesture.no_fit"))  # a crate into a crate's pocket
        if not turning and (dst is None or table.zones[dst].kind not in ORDERED):
            continue
        pieces, money = burden(table, pid)
        if pieces or money:
            raise GestureError(msg("gesture.money_on_it") if money else msg("gesture.empty_first"))


def move(
    table: Table,
    seat: int | None,
    handles: Sequence[str],
    box: ZoneBox,
    point: tuple[float, float],
    layout: Layout,
    offsets: Sequence[tuple[float, float]] | None = None,
) -> Transaction:
    """Move pieces (by handle) to ``box`` where they were dropped; a drag from a bag draws at random."""
    ids = ids_of(table, seat, handles)
    if not ids:
        raise GestureError(msg("gesture.nothing"))
    src = table.pieces[ids[0]].zone
    if box.id not in table.zones or table.zones[box.id].kind is ZoneKind.MONEY:
        raise GestureError(msg("gesture.only_coins"))
    check_load(table, ids, box.id)
    try:
        with table.begin("move", seat) as tx:
            if table.zones[src].kind is ZoneKind.BAG and all(table.pieces[i].zone == src for i in ids) and src != box.id:
                counter, rng = table.rng()
                ids = rng.sample(table.zones[src].ids, len(ids))
                pos, index = target_positions(table, box, ids, point, offsets, layout)
                tx.move(ids, box.id, pos=pos, index=index, rng=counter)
            else:
                pos, index = target_positions(table, box, ids, point, offsets, layout)
                tx.move(ids, box.id, pos=pos, index=index)
    except TableError as exc:
        raise GestureError(msg("gesture.not_there"), str(exc)) from None
    if not table.done or table.done[-1].label != "move":
        raise GestureError(msg("gesture.nothing"))
    return table.done[-1]


def flip(table: Table, seat: int | None, handles: Sequence[str]) -> Transaction:
    ids = ids_of(table, seat, handles)
    check_load(table, ids, turning=True)
    with table.begin("flip", seat) as tx:
        tx.flip(ids)
    return table.done[-1]


def rotate(table: Table, seat: int | None, handles: Sequence[str], degrees: int) -> Transaction:
    ids = ids_of(table, seat, handles)
    with table.begin("rotate", seat) as tx:
        tx.rotate(ids, degrees)
    return table.done[-1]


def shuffle(table: Table, seat: int | None, zone: str) -> Transaction:
    if len(table.zones[zone].ids) < 2:
        raise GestureError(msg("gesture.no_shuffle"))
    with table.begin("shuffle", seat) as tx:
        tx.shuffle(zone)
    return table.done[-1]


def draw(table: Table, seat: int | None, bag: str, dst: str) -> Transaction:
    """One random piece from ``bag`` (or the top of a stack) into ``dst`` (an ordered zone or an area)."""
    zone = table.zones[bag]
    if not zone.ids:
        raise GestureError(msg("gesture.is_empty"))
    target = table.zones[dst]
    with table.begin("draw", seat) as tx:
        counter, rng = table.rng()
        pid = rng.choice(zone.ids) if zone.kind is ZoneKind.BAG else zone.ids[-1]
        pos = None
        if target.kind is ZoneKind.AREA:
            rect = target.meta.get("rect") or [0, 0, 100, 100]
            pos = [(round(20 + 8 * (len(target.ids) % 30), 1), round(rect[3] / 2, 1))]
        elif target.kind in (ZoneKind.GRID, ZoneKind.TRACK):
            raise GestureError(msg("gesture.draw_where"))
        tx.move([pid], dst, pos=pos, rng=counter if zone.kind is ZoneKind.BAG else None)
    return table.done[-1]


def empty(table: Table, seat: int | None, handle: str, layout: Layout) -> Transaction:
    """Tip out what lies in a piece (a crate's drinks) onto the table beside it, in a row.

    They go into the area the piece lies in (else onto the play area,
    ``table``): right of it, or left of it where the area has no room on the right.
    """
    (pid,) = ids_of(table, seat, [handle])
    inside = [i for zid in carried(table, pid) if table.zones[zid].kind is not ZoneKind.MONEY for i in table.zones[zid].ids]
    if not inside:
        raise GestureError(msg("gesture.is_empty"))
    here = table.pieces[pid].zone
    dst = here if table.zones[here].kind is ZoneKind.AREA and here in layout.boxes else "table" if "table" in layout.boxes else None
    if dst is None or table.zones[dst].kind is not ZoneKind.AREA:
        raise GestureError(msg("gesture.no_table"))
    area = layout.boxes[dst]
    ax, ay, aw, ah = area.rect
    sprites = {s.handle: s for s in layout.sprites if not s.under}
    widths = [sprites[i].w if i in sprites else 20.0 for i in inside]
    row = sum(widths) + 3.0 * (len(widths) - 1)
    me = sprites.get(pid) if dst == here else None
    if me is not None:
        left, top, w, h = me.rect
        x = left + w + 6.0 if left + w + 6.0 + row <= ax + area.room[2] else left - 6.0 - row
        y = top + h / 2
    else:
        x, y = area.room[0] + 10.0, area.room[1] + area.room[3] / 2
    pos = []
    for w in widths:
        pos.append((round(min(max(x + w / 2 - ax, 0.0), aw), 1), round(min(max(y - ay, 0.0), ah), 1)))
        x += w + 3.0
    with table.begin("empty", seat) as tx:
        tx.move(inside, dst, pos=pos)
    return table.done[-1]


def move_coins(table: Table, seat: int | None, src: str, dst: str, denomination: int, count: int) -> Transaction:
    """Hand over ``count`` coins of one denomination (a split money stack)."""
    if src == dst:
        raise GestureError(msg("gesture.same_purse"))
    have = table.zones[src].coins.get(denomination, 0)
    if count < 1 or have < count:
        raise GestureError(msg("gesture.only_have", n=have))
    with table.begin("coins", seat) as tx:
        tx.add(MoveMoney(((src, dst, ((denomination, count),)),)))
    return table.done[-1]


def pay(table: Table, seat: int | None, src: str, dst: str, amount: int) -> Transaction:
    """Pay an amount, the coins chosen and change made as at a real table."""
    if amount <= 0:
        raise GestureError(msg("gesture.pay_one"))
    try:
        with table.begin("pay", seat) as tx:
            tx.pay(src, dst, amount, bank=bank_zone(table))
    except InsufficientFunds as exc:
        raise GestureError(msg("gesture.too_little", have=f"{table.zones[src].money():,}", amount=f"{amount:,}"), str(exc)) from None
    except TableError as exc:
        raise GestureError(msg("gesture.no_change"), str(exc)) from None
    return table.done[-1]


def take_all(table: Table, seat: int | None, src: str, dst: str) -> Transaction:
    """Every coin of ``src`` (a pot, the money on a card) into ``dst`` (the taker's purse)."""
    coins = tuple(sorted((d, n) for d, n in table.zones[src].coins.items() if n))
    if not coins:
        raise GestureError(msg("gesture.no_money"))
    if src == dst:
        raise GestureError(msg("gesture.same_purse"))
    with table.begin("coins", seat) as tx:
        tx.add(MoveMoney(((src, dst, coins),)))
    return table.done[-1]


def change(table: Table, seat: int | None, zone: str, denomination: int) -> Transaction:
    bank = bank_zone(table)
    if bank is None:
        raise GestureError(msg("gesture.no_bank"))
    try:
        with table.begin("change", seat) as tx:
            tx.change(zone, bank, denomination)
    except TableError as exc:
        raise GestureError(msg("gesture.cannot_change"), str(exc)) from None
    return table.done[-1]


def bank_zone(table: Table) -> str | None:
    """The table's bank: an unlimited money zone, else one called ``bank``."""
    for zid, zone in table.zones.items():
        if zone.kind is ZoneKind.MONEY and zone.unlimited:
            return zid
    return "bank" if "bank" in table.zones else None
