"""Building a lot of fish tokens, shared by the Auction, Barter and Trade markets.

A player picks tokens one at a time into their lot area (``p<n>.lot``) and
then uses the lot as a whole.  Tokens are interchangeable within a kind and
side, so the candidates name one representative of each.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ....table import Table
from ....text import msg
from .. import zones as Z
from .base import Action, Market, Why, in_supply

if TYPE_CHECKING:
    from ....table import Tx


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


class LotMarket(Market):
    """A market where a lot is built first (``lot_add`` / ``lot_clear``), then used."""

    preparing = frozenset({"lot_add", "lot_clear"})

    def lot_closed(self, t: Table) -> Why:
        """Why no lot may be built now (an Auction or Barter holds one lot per visit)."""
        return None

    def lot(self, t: Table, seat: int) -> list[str]:
        return list(t.zones[Z.lot(seat)].ids)

    def cand_lot_add(self, t: Table, seat: int) -> Iterable[Action]:
        for x in representatives(t, t.zones[Z.supply(seat)].ids):
            yield {"action": "lot_add", "token": x}

    def check_lot_add(self, t: Table, seat: int, action: Action) -> Why:
        token = action["token"]
        return self.lot_closed(t) or in_supply(t, seat, token) or (None if self.ctx.is_fish_token(t, token) else msg("tsukiji.why.not_a_token", piece=token))

    def do_lot_add(self, t: Table, tx: Tx, seat: int, action: Action) -> None:
        tx.move([action["token"]], Z.lot(seat))

    def cand_lot_clear(self, t: Table, seat: int) -> Iterable[Action]:
        yield {"action": "lot_clear"}

    def check_lot_clear(self, t: Table, seat: int, action: Action) -> Why:
        return None if t.zones[Z.lot(seat)].ids else msg("tsukiji.why.lot_empty")

    def do_lot_clear(self, t: Table, tx: Tx, seat: int, action: Action) -> None:
        self.on_leave(t, tx, seat)

    def lot_problem(self, t: Table, seat: int) -> Why:
        """Why the lot cannot be used now (none built)."""
        return None if t.zones[Z.lot(seat)].ids else msg("tsukiji.why.lot_first")

    def on_leave(self, t: Table, tx: Tx, seat: int) -> None:
        ids = t.zones[Z.lot(seat)].ids
        if ids:
            tx.move(list(ids), Z.supply(seat))
