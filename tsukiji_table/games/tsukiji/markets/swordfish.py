"""Swordfish (メカジキ, expansion): auctioned like King Crab, valued on a track like Eel.

Every 2 swordfish barrels unloaded in one Fishing action return to the board
and put 1 swordfish token from the board (not the bag) up for sealed bids.
The winning bid moves the marker: above (value x 100) +2, below -2, equal
no move.  Selling pays the tokens' value x 100, and 200 yen more once per
visit; sold tokens go to the box and the marker moves down 1 per token.
The marker starts on 6; moves beyond 1-13 stop at the ends (q03).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....table import Table
from .. import zones as Z
from .base import bump_visit, market, visit
from .eel import TrackMarket

if TYPE_CHECKING:
    from ....table import Tx


@market("swordfish")
class Swordfish(TrackMarket):
    def auction_token(self, t: Table, tx: Tx) -> list[str]:
        """The token up for auction: taken from the board, in plain view."""
        ids = t.zones[self.pool].ids
        if not ids:
            return []
        token = ids[-1]
        tx.move([token], Z.AUCTION_LOT)
        return [token]

    def after_auction(self, t: Table, tx: Tx, winning_bid: int) -> None:
        """The winning bid against the current value x 100 moves the marker 2 up or down."""
        step = int(self.raw["track"]["auction_step"])
        par = self.marker(t) * 100
        if winning_bid != par:
            self.move_marker(t, tx, step if winning_bid > par else -step)

    def sell_yen(self, t: Table, tokens: list[str]) -> int:
        bonus = 0 if visit(t).get("bonus") else int(self.raw.get("sell_visit_bonus", 0))
        return super().sell_yen(t, tokens) + (bonus if tokens else 0)

    def after_sale(self, t: Table, tx: Tx, seat: int, tokens: list[str]) -> None:
        super().after_sale(t, tx, seat, tokens)
        if not visit(t).get("bonus"):
            bump_visit(t, tx, bonus=1)
