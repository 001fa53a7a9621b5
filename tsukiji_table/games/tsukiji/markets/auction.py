"""Auction (「競り」市場): auction a lot of your tokens; the supply matches the bid.

Once per visit: build a lot, put it on the rightmost space whose minimum its
total resource value reaches, pay that space's fee, and let the other players
bid.  You must accept the highest bid; the supply pays you as much again.
Ties go to the bidder the seller picks (decision q09).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from ....text import msg
from .. import bidding
from .. import zones as Z
from .base import LOT_OPS, Action, Pocket, Why, bump_visit, market, visit
from .lots import LotMarket

if TYPE_CHECKING:
    from ....table import Tx


@market("auction")
class Auction(LotMarket):
    ops = {**LOT_OPS, "start_auction": {}}

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

    def lot_closed(self, t: Table) -> Why:
        return msg("tsukiji.why.one_auction") if visit(t).get("auctions", 0) > 0 else None

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return any(pocket.money >= self.fee(self.ctx.value_of(t, [x])) for x in pocket.tokens)

    def cand_start_auction(self, t: Table, seat: int) -> Iterable[Action]:
        yield {"action": "start_auction"}

    def check_start_auction(self, t: Table, seat: int, action: Action) -> Why:
        why = self.lot_closed(t) or self.lot_problem(t, seat)
        if why is not None:
            return why
        fee = self.fee(self.ctx.value_of(t, self.lot(t, seat)))
        money = self.ctx.money(t, seat)
        return msg("tsukiji.why.fee", yen=fee, have=money) if money < fee else None

    def do_start_auction(self, t: Table, tx: Tx, seat: int, action: Action) -> None:
        lot = self.lot(t, seat)
        self.ctx.pay(tx, Z.money(seat), Z.BANK, self.fee(self.ctx.value_of(t, lot)))
        tx.move(lot, self.zone("lot"))
        bump_visit(t, tx, auctions=1)
        bidding.open_bids(t, tx, "auction", seat, [s for s in range(t.players) if s != seat], self.zone("lot"))
