"""Fugu (フグ): free licenses that are lost on landing, and n x n values.

n fugu tokens held are worth n x n resources together, and n sold together
pay n x n x 100 yen.  Landing fugu at your own berth returns your fugu
licenses to the board (decision q07).  The start-of-turn self-buy of stale
fugu lives in ``turn.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....table import Table
from .. import zones as Z
from .base import FishMarket, market

if TYPE_CHECKING:
    from ....table import Tx


@market("fugu")
class Fugu(FishMarket):
    def value_of(self, t: Table, tokens: list[str]) -> int:
        return len(tokens) ** 2

    def on_unloaded(self, t: Table, tx: Tx, seat: int, barrels: list[str]) -> None:
        kind = self.license_kind
        mine = [x for x in t.zones[Z.licenses(seat)].ids if t.pieces[x].kind == kind]
        if mine:
            tx.move(mine, self.license_zone)
