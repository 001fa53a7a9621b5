"""What the games played through the machine share about drinks: the supply grid, names, reading a transaction.

The supply is a 6 x 6 grid zone, a row per colour and a column per shape
(shapes in length order), so every drink has its own place and a glance
shows which are missing.  Drinks are named ``COLOUR:SHAPE`` in actions; in
words they are ``{en, ja}`` names from the rules (``Catalogue``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ...physics.recording import LAST_VAR, drink_piece
from ...table import MoveMoney, SetVar, Table, Transaction, Tx, ZoneKind
from .common import Catalogue

LABEL_H = 9.0  # the window keeps the bottom 9 mm of a labelled zone for its label
SUPPLY = "supply"


def add_supply(table: Table, x: float, y: float, cell: tuple[float, float], zone: str = SUPPLY, label: dict[str, str] | None = None) -> None:
    """The 6 x 6 grid the supply's drinks stand in."""
    cx, cy = cell
    table.add_zone(
        zone, ZoneKind.GRID, rect=[x, y, 6 * cx, 6 * cy + LABEL_H], arrange="grid", cols=6, rows=6, label=label or {"en": "Supply", "ja": "サプライ"}
    )


def supply_pos(cat: Catalogue, drink: str) -> tuple[int, int]:
    """A drink's own place in the supply: its shape's column, its colour's row."""
    code = cat.drink(drink)
    return (code % 6, code // 6)


def to_supply(cat: Catalogue, tx: Tx, drinks: Iterable[str], zone: str = SUPPLY) -> None:
    drinks = list(drinks)
    if drinks:
        tx.move([drink_piece(d) for d in drinks], zone, pos=[supply_pos(cat, d) for d in drinks])


def in_zone(table: Table, zone: str) -> list[str]:
    """The drinks (``COLOUR:SHAPE``) in a zone, in its order."""
    return [p[len("drink.") :] for p in table.zones[zone].ids if p.startswith("drink.")]


def drink_names(cat: Catalogue, drink: Any) -> Any:
    """A drink's ``{en, ja}`` name (the text itself for something that is no drink)."""
    try:
        return cat.drink_names(cat.drink(drink))
    except ValueError:
        return str(drink)


def drink_list(cat: Catalogue, drinks: Iterable[str]) -> list[Any]:
    return [drink_names(cat, d) for d in drinks]


# ------------------------------------------------------------ reading a transaction (for the log)


def var_after(tx: Transaction, name: str) -> Any:
    """The last value ``tx`` gave variable ``name`` (None if it set none)."""
    value = None
    for c in tx.commands:
        if isinstance(c, SetVar) and c.name == name:
            value = c.after
    return value


def var_before(tx: Transaction, name: str) -> Any:
    for c in tx.commands:
        if isinstance(c, SetVar) and c.name == name:
            return c.before
    return None


def var_set(tx: Transaction, name: str) -> bool:
    return any(isinstance(c, SetVar) and c.name == name for c in tx.commands)


def tower_answer(tx: Transaction) -> dict[str, Any] | None:
    """The machine's answer an insertion in ``tx`` recorded (without its state), if any."""
    last = var_after(tx, LAST_VAR)
    return last if isinstance(last, dict) else None


def moved_to(tx: Transaction, zone: str) -> list[str]:
    """The drinks ``tx`` moved into ``zone``."""
    return [p[len("drink.") :] for c in tx.commands if getattr(c, "dst", None) == zone for p in getattr(c, "ids", ()) if p.startswith("drink.")]


def money_moved(tx: Transaction, src: str | None = None, dst: str | None = None) -> int:
    """What ``tx`` moved from ``src`` (any, if None) into ``dst`` (any, if None)."""
    total = 0
    for c in tx.commands:
        if isinstance(c, MoveMoney):
            for a, b, coins in c.legs:
                if (src is None or a == src) and (dst is None or b == dst):
                    total += sum(d * n for d, n in coins)
    return total


def kind_names(cat: Catalogue, kind: str) -> Any:
    """A colour or a shape named on its own (``{en, ja}``): a colour's Japanese name is an adjective (「赤の」) before a drink, a noun here."""
    names = cat.names.get(kind)
    if names is None:
        return kind
    if kind in cat.colours:
        return {lang: text.removesuffix("の") if lang == "ja" else text for lang, text in names.items()}
    return dict(names)


CRATE_GAP = 8.0  # mm between a crate's picture and its label under it


def add_crate_zone(table: Table, zone: str, x: float, y: float, crate: str, geometry: Any, label: dict[str, str], owner: int | None = None) -> None:
    """A crate on the table: its picture as the zone's board, one drink per pocket (``(col, row)``)."""
    g = geometry
    edge = g.wall - g.divider / 2  # the grid's cells sit on the picture's pockets
    table.add_zone(
        zone,
        ZoneKind.GRID,
        owner=owner,
        rect=[x, y, g.width, g.height + CRATE_GAP + LABEL_H],
        arrange="grid",
        cols=3,
        rows=2,
        board=crate,
        board_at=[g.width / 2, g.height / 2],
        inset=[edge, edge, edge, edge + CRATE_GAP],
        label=label,
    )


def crate_height(geometry: Any) -> float:
    """The room :func:`add_crate_zone` takes, top to bottom."""
    return float(geometry.height + CRATE_GAP + LABEL_H)
