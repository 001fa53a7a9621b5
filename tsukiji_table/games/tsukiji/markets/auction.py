"""Auction (「競り」市場): auction a lot of your tokens; the supply matches the bid.

Once per visit: build a lot, put it on the rightmost space whose minimum its
total resource value reaches, pay that space's fee, and let the other players
bid.  You must accept the highest bid; the supply pays you as much again.
Ties go to the bidder the seller picks (decision q09).
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


@market("auction")
class Auction(Market):
    ops = frozenset({"lot_add", "lot_clear", "start_auction"})

    def __init__(self, *args: Any):
        super().__init__(*args)
        self.bands = sorted((int(b["min"]), int(b["fee"])) for b in self.raw["bands"])

    def zone_specs(self) -> list[tuple[str, ZoneKind, dict[str, Any]]]:
        return [("lot", ZoneKind.STACK, {})]

    def fee(self, value: int) -> int:
        """The fee of the rightmost space whose minimum ``value`` reaches (q10)."""
        fee = self.bands[0][1]
        for lo, f in self.bands:
            if value >= lo:
                fee = f
        return fee

    def held(self, t: Table) -> bool:
        return visit(t).get("auctions", 0) > 0

    def operations(self, t: Table, seat: int) -> Iterator[dict[str, Any]]:
        if self.held(t):
            return
        yield from lot_actions(t, seat)
        lot = t.zones[Z.lot(seat)].ids
        if lot and self.ctx.money(t, seat) >= self.fee(self.ctx.value_of(t, lot)):
            yield {"action": "start_auction"}

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return any(pocket.money >= self.fee(self.ctx.value_of(t, [x])) for x in pocket.tokens)

    def op_lot_add(self, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        self.ctx.need(not self.held(t), "one auction per visit")
        lot_add(self.ctx, t, tx, seat, action)

    def op_lot_clear(self, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        lot_clear(self.ctx, t, tx, seat)

    def op_start_auction(self, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        ctx = self.ctx
        ctx.need(not self.held(t), "one auction per visit")
        lot = list(t.zones[Z.lot(seat)].ids)
        ctx.need(bool(lot), "put at least one token in your lot first (lot_add)")
        fee = self.fee(ctx.value_of(t, lot))
        ctx.need(ctx.money(t, seat) >= fee, f"this lot's space costs a {fee} yen fee")
        ctx.pay(tx, Z.money(seat), Z.BANK, fee)
        tx.move(lot, self.zone("lot"))
        bump_visit(t, tx, auctions=1)
        others = [s for s in range(t.players) if s != seat]
        bidding.start(ctx, t, tx, "auction", seat, others, self.zone("lot"), "market")

    def on_leave(self, t: Table, tx: Tx, seat: int) -> None:
        lot_clear(self.ctx, t, tx, seat)
