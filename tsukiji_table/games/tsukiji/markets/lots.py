"""Building a lot of fish tokens, shared by the Auction, Barter and Trade markets.

A player picks tokens one at a time into their lot area (``p<n>.lot``) and
then uses the lot as a whole.  Tokens are interchangeable within a kind and
side, so the legal actions name one representative of each.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ....table import Table
from .. import zones as Z

if TYPE_CHECKING:
    from ....table import Tx
    from ..context import Ctx


def representatives(t: Table, ids: list[str]) -> list[str]:
    """One token of each (kind, side) among ``ids``."""
    seen: set[tuple[str, bool]] = set()
    out = []
    for x in ids:
        p = t.pieces[x]
        key = (p.kind, p.face_up)
        if key not in seen:
            seen.add(key)
            out.append(x)
    return out


def lot_actions(t: Table, seat: int) -> Iterator[dict[str, Any]]:
    for x in representatives(t, t.zones[Z.supply(seat)].ids):
        yield {"action": "lot_add", "token": x}
    if t.zones[Z.lot(seat)].ids:
        yield {"action": "lot_clear"}


def lot_add(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    token = ctx.piece_arg(t, action, "token")
    ctx.need(t.pieces[token].zone == Z.supply(seat), f"{token} is not in your supply")
    tx.move([token], Z.lot(seat))


def lot_clear(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any] | None = None) -> None:
    ids = t.zones[Z.lot(seat)].ids
    if ids:
        tx.move(list(ids), Z.supply(seat))
