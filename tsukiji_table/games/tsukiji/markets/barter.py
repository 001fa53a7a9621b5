"""Barter (「物々交換」市場): offer a lot; accept any one sealed offer, or none.

Once per visit.  The other players bid; the seller may take any offer (not
necessarily the highest), the bidder pays it and takes the tokens, or
decline them all and keep the tokens.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from ....text import msg
from .. import bidding
from .base import LOT_OPS, Action, Pocket, Why, bump_visit, market, visit
from .lots import LotMarket

if TYPE_CHECKING:
    from ....table import Tx


@market("barter")
class Barter(LotMarket):
    ops = {**LOT_OPS, "offer_lot": {}}

    def zone_specs(self) -> list[tuple[str, ZoneKind, dict[str, Any]]]:
        return [("lot", ZoneKind.STACK, {})]

    def lot_closed(self, t: Table) -> Why:
        return msg("tsukiji.why.one_lot") if visit(t).get("offers", 0) > 0 else None

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return bool(pocket.tokens)

    def cand_offer_lot(self, t: Table, seat: int) -> Iterable[Action]:
        yield {"action": "offer_lot"}

    def check_offer_lot(self, t: Table, seat: int, action: Action) -> Why:
        return self.lot_closed(t) or self.lot_problem(t, seat)

    def do_offer_lot(self, t: Table, tx: Tx, seat: int, action: Action) -> None:
        tx.move(self.lot(t, seat), self.zone("lot"))
        bump_visit(t, tx, offers=1)
        bidding.open_bids(t, tx, "barter", seat, [s for s in range(t.players) if s != seat], self.zone("lot"))
