"""Horse Mackerel (アジ, expansion): the other mandatory fish market.

No license income when anyone enters, and entered once per turn.  Tokens are
worth 1 and cannot be sold back (they fit the Aquarium's mackerel spaces:
same shape, ``components.yaml``).  Overfished: every player receives 200 yen
per aji token held (after any Buy action), and the Mackerel market, if not in
use, is set up before the usual new fish market is drawn (no licenses set
aside).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....table import Table
from .. import zones as Z
from ..boards import add_market
from .base import FishMarket, market

if TYPE_CHECKING:
    from ....table import Tx


@market("horse_mackerel")
class HorseMackerel(FishMarket):
    pays_on_overfishing = True

    def before_draw(self, t: Table, tx: Tx) -> None:
        other = str(self.raw["brings"])
        if other in self.ctx.data.markets and self.ctx.usable(t, other) and not self.ctx.in_play(t, other):
            add_market(self.ctx, t, tx, other)

    def on_overfished(self, t: Table, tx: Tx) -> None:
        pay = int(self.raw["overfished_payout"])
        for seat in range(t.players):
            self.ctx.pay(tx, Z.BANK, Z.money(seat), pay * len(self.my_tokens(t, seat)))
