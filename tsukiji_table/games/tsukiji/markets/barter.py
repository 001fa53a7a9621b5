"""Barter (「物々交換」市場): offer a lot; accept any one sealed offer, or none.

Once per visit.  The other players bid; the seller may take any offer (not
necessarily the highest), the bidder pays it and takes the tokens, or
decline them all and keep the tokens.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from .. import bidding
from .. import zones as Z
from .base import Market, Pocket, bump_visit, market, visit
from .lots import lot_actions, lot_add, lot_clear

if TYPE_CHECKING:
    from ....table import Tx


@market("barter")
class Barter(Market):
    ops = frozenset({"lot_add", "lot_clear", "offer_lot"})

    def zone_specs(self) -> list[tuple[str, ZoneKind, dict[str, Any]]]:
        return [("lot", ZoneKind.STACK, {})]

    def offered(self, t: Table) -> bool:
        return visit(t).get("offers", 0) > 0

    def operations(self, t: Table, seat: int) -> Iterator[dict[str, Any]]:
        if self.offered(t):
            return
        yield from lot_actions(t, seat)
        if t.zones[Z.lot(seat)].ids:
            yield {"action": "offer_lot"}

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return bool(pocket.tokens)

    def op_lot_add(self, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        self.ctx.need(not self.offered(t), "one lot per visit")
        lot_add(self.ctx, t, tx, seat, action)

    def op_lot_clear(self, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        lot_clear(self.ctx, t, tx, seat)

    def op_offer_lot(self, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        ctx = self.ctx
        ctx.need(not self.offered(t), "one lot per visit")
        lot = list(t.zones[Z.lot(seat)].ids)
        ctx.need(bool(lot), "put at least one token in your lot first (lot_add)")
        tx.move(lot, self.zone("lot"))
        bump_visit(t, tx, offers=1)
        others = [s for s in range(t.players) if s != seat]
        bidding.start(ctx, t, tx, "barter", seat, others, self.zone("lot"), "market")

    def on_leave(self, t: Table, tx: Tx, seat: int) -> None:
        lot_clear(self.ctx, t, tx, seat)
