"""Random moves by hand on any table, as a player at a free table makes them.

Used by the game contract to play free tables (which have no referee) and
by storms that check a table survives anything a hand can do.  Each move is
one transaction without an action, like a drag in the window.
"""

from __future__ import annotations

import random
from typing import Any

from ..table import InsufficientFunds, Table, TableError, ZoneKind, make_move, plan_payment


def random_position(table: Table, zone_id: str, rng: random.Random) -> Any:
    """A position a hand could put a piece at in ``zone_id`` (None for ordered zones)."""
    zone = table.zones[zone_id]
    meta = zone.meta
    if zone.kind is ZoneKind.GRID:
        return (rng.randrange(max(1, int(meta.get("cols", 1)))), rng.randrange(max(1, int(meta.get("rows", 1)))))
    if zone.kind is ZoneKind.AREA:
        rect = meta.get("rect") or [0, 0, 100, 100]
        return (round(rng.uniform(0, float(rect[2])), 1), round(rng.uniform(0, float(rect[3])), 1))
    if zone.kind is ZoneKind.TRACK:
        lo = int(meta.get("lo", 0))
        return rng.randint(lo, int(meta.get("hi", lo + 10)))
    return None


def random_hand_move(table: Table, rng: random.Random, seat: int = 0) -> bool:
    """Move a random piece to a random zone, flip one, or pay a coin; False if nothing can move."""
    zones = [z for z in table.zones.values() if not z.meta.get("sealed") and z.kind is not ZoneKind.MONEY]
    movable = [pid for z in zones if not z.meta.get("hidden") for pid in z.ids if pid != z.meta.get("board")]
    purses = [z.id for z in table.zones.values() if z.kind is ZoneKind.MONEY]
    roll = rng.random()
    if roll < 0.15 and len(purses) >= 2:
        src, dst = rng.sample(purses, 2)
        have = table.money(src)
        if have:
            amount = rng.choice([d for d in table.denominations if d <= have] or [have])
            try:
                table.do([plan_payment(table, src, dst, amount)], "pay", seat)
                return True
            except (InsufficientFunds, TableError):
                pass
    if not movable:
        return False
    pid = rng.choice(movable)
    if roll < 0.3:
        with table.begin("flip", seat) as tx:
            tx.flip([pid])
        return True
    targets = [z.id for z in zones if not z.meta.get("hidden")] or [z.id for z in zones]
    dst = rng.choice(targets)
    pos = random_position(table, dst, rng)
    try:
        table.do([make_move(table, [pid], dst, None if pos is None else [pos])], "move", seat)
    except TableError:
        return False
    return True
