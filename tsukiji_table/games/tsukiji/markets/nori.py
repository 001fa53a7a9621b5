"""Nori (海苔, expansion): one free license each, tokens worth a tenth of the rest.

Entered only to take a license (free, and only while you hold none), once
per turn.  Each nori token is worth floor(your other tokens' value / 10)
(Example: 38 → 3).  Overfished, every player pays 100 yen per nori token
held, as far as they can, once any Buy action is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....table import Table
from .. import zones as Z
from .base import FishMarket, Pocket, market

if TYPE_CHECKING:
    from ....table import Tx


@market("nori")
class Nori(FishMarket):
    of_others = True
    pays_on_overfishing = True

    def value_beside(self, t: Table, tokens: list[str], others: int) -> int:
        return len(tokens) * (others // int(self.raw["value"]["tenth_of_others"]))

    def value_of(self, t: Table, tokens: list[str]) -> int:
        return 0  # alone, a nori token is worth a tenth of nothing

    def license_block(self, t: Table, seat: int, money: int, room: bool = False) -> str | None:
        if self.ctx.license_count(t, seat, self.id) >= int(self.raw["max_licenses_held"]):
            return "one_license_held"
        return super().license_block(t, seat, money, room)

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return self.license_block(t, seat, pocket.money, room=True) is None

    def on_overfished(self, t: Table, tx: Tx) -> None:
        fee = int(self.raw["overfished_fee"])
        for seat in range(t.players):
            owed = fee * len(self.my_tokens(t, seat))
            self.ctx.pay(tx, Z.money(seat), Z.BANK, min(owed, self.ctx.money(t, seat)))  # 「支払える分だけ支払います」
