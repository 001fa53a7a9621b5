"""Table furniture any game or free table may build: bags, pots, money on pieces, holders.

A table's zones are fixed when it is built (a save stores what lies where,
not which zones exist), so a place that may hold money or pieces during play
is built with the table, empty:

- :func:`add_bag`: an opaque bag (a zone of kind ``bag``): no seat sees into
  it, a piece taken out of it is a random one.
- :func:`add_pot`: money lying in the open (a pot, a bet display, a price stack).
- :func:`add_money_on`: money lying *on* a piece (a price on a stock card, a
  bet on a card, coins on an upside-down crate): a money zone anchored to the
  piece (``meta.anchor``), so it moves with it and is drawn on it.  One per
  piece, or one per seat and piece (``owner``) for bets placed side by side.
- :func:`add_holder`: pieces lying *in* a piece (the drinks in a crate's
  pockets), each at ``(col, row)`` in the holder's own frame, so they move
  and turn with it.

What lies on or in a piece goes with it; :func:`carried` and :func:`burden`
tell a hand what it would spill (the window refuses to flip a piece, or put
it in a pile, hand or bag, while something lies on it).
"""

from __future__ import annotations

from typing import Any

from ..table import Table, Visibility, Zone, ZoneKind

ON = "on."  # money lying on piece P is the zone "on.P" (or "on.P.s<seat>" for a seat's own stake)


def _meta(rect: Any, label: dict[str, str] | None, extra: dict[str, Any]) -> dict[str, Any]:
    meta = dict(extra)
    if rect is not None:
        meta["rect"] = [float(v) for v in rect]
    if label is not None:
        meta["label"] = label
    return meta


def add_bag(
    table: Table,
    zone_id: str = "bag",
    rect: Any = None,
    label: dict[str, str] | None = None,
    board: str | None = None,
    owner: int | None = None,
    **meta: Any,
) -> Zone:
    """An opaque bag (its pieces are hidden from every seat; drawing from it takes one at random).

    ``board`` names the bag's own piece when the box has one (Tsukiji's
    auction bag); without one the window draws a cloth bag.
    """
    label = label if label is not None else {"en": "Bag", "ja": "袋"}
    extra = {"arrange": "pile", **meta}
    if board is not None:
        extra["board"] = board
    return table.add_zone(zone_id, ZoneKind.BAG, Visibility.NOBODY, owner=owner, **_meta(rect, label, extra))


def add_pot(table: Table, zone_id: str = "pot", rect: Any = None, label: dict[str, str] | None = None, **meta: Any) -> Zone:
    """Money lying open on the table, seen by everyone (a pot, stakes, a price stack)."""
    label = label if label is not None else {"en": "Pot", "ja": "賭け金"}
    return table.add_zone(zone_id, ZoneKind.MONEY, **_meta(rect, label, {"arrange": "purse", **meta}))


def money_on(piece_id: str, owner: int | None = None) -> str:
    """The id of the money zone lying on ``piece_id`` (a seat's own, with ``owner``)."""
    return f"{ON}{piece_id}" + (f".s{owner}" if owner is not None else "")


def add_money_on(table: Table, piece_id: str, size: tuple[float, float], owner: int | None = None, rect: Any = None) -> Zone:
    """Money lying on ``piece_id``: anchored to it, drawn on it, moving with it.

    ``size`` is the piece's footprint (mm); ``rect`` the part of it the coins
    lie on (default: all of it), measured from the piece's top-left in its
    own frame.  The zone is ``bare`` (no panel, no label: the piece is its
    place; the window names it after the piece) and ``lying``: it takes coins only while the piece lies loose on
    the table (in an area or a grid), not in a pile, a hand or a bag.
    """
    w, h = size
    where = list(rect) if rect is not None else [0.0, 0.0, float(w), float(h)]
    return table.add_zone(
        money_on(piece_id, owner),
        ZoneKind.MONEY,
        owner=owner,
        anchor=piece_id,
        rect=[float(v) for v in where],
        arrange="purse",
        bare=True,
        lying=True,
    )


def add_holder(
    table: Table,
    zone_id: str,
    piece_id: str,
    size: tuple[float, float],
    cols: int,
    rows: int,
    inset: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0),
    label: dict[str, str] | None = None,
) -> Zone:
    """Pockets in ``piece_id`` (a crate): a grid anchored to it, one piece per pocket.

    Positions are ``(col, row)`` in the piece's own frame, so the pieces in
    it move and turn with it.  ``inset`` keeps the pockets off its edges.
    """
    w, h = size
    return table.add_zone(
        zone_id,
        ZoneKind.GRID,
        anchor=piece_id,
        rect=[0.0, 0.0, float(w), float(h)],
        inset=[float(v) for v in inset],
        arrange="grid",
        cols=cols,
        rows=rows,
        bare=True,
        cell_cap=1,
        label=label if label is not None else {"en": "In it", "ja": "中身"},
    )


def carried(table: Table, piece_id: str) -> list[str]:
    """The zones lying on or in ``piece_id`` (anchored to it)."""
    return [zid for zid, zone in table.zones.items() if zone.meta.get("anchor") == piece_id]


def burden(table: Table, piece_id: str) -> tuple[int, int]:
    """(pieces, money) lying on or in ``piece_id``."""
    pieces = money = 0
    for zid in carried(table, piece_id):
        zone = table.zones[zid]
        pieces += len(zone.ids)
        money += zone.money()
    return pieces, money


__all__ = ["ON", "add_bag", "add_holder", "add_money_on", "add_pot", "burden", "carried", "money_on"]
