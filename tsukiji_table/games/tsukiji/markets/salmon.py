"""Salmon (サケ): fresh or stale tokens, and one salmon barrel per boat.

A salmon barrel bought from the top row pays a token fresh side up (face up
here); from the bottom row, "4" side up (face down).  A "4" token is worth 4;
a fresh one is worth the number of salmon tokens players own.  A boat or
barge carries at most one salmon barrel (``per_boat``, used by fishing).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....table import Table
from .. import zones as Z
from .base import FishMarket, market

if TYPE_CHECKING:
    from ....table import Tx


@market("salmon")
class Salmon(FishMarket):
    def __init__(self, *args: Any):
        super().__init__(*args)
        self.stale_value = int(self.raw["stale_value"])

    def owned(self, t: Table) -> int:
        """Salmon tokens owned by players, fresh and stale."""
        kinds = self.token_kinds
        pieces = t.pieces
        return sum(1 for z in self.ctx.owned_zones(t) for x in t.zones[z].ids if pieces[x].kind in kinds)

    def value_of(self, t: Table, tokens: list[str]) -> int:
        fresh = sum(1 for x in tokens if t.pieces[x].face_up)
        total = (len(tokens) - fresh) * self.stale_value
        return total + fresh * self.owned(t) if fresh else total

    def take_token(self, t: Table, tx: Tx, seat: int, row: str) -> str | None:
        ids = t.zones[self.pool].ids
        if not ids:
            return None
        token = ids[-1]
        tx.move([token], Z.supply(seat))
        tx.set_face([token], row == "top")
        return token

    def return_tokens(self, t: Table, tx: Tx, tokens: list[str]) -> None:
        if tokens:
            tx.set_face(tokens, True)
            tx.move(tokens, self.pool)
