"""Sardines (イワシ, expansion): tokens for the lander, and canned sardines.

Each sardine barrel unloaded at your berth goes on sale as usual and takes 2
tokens from the market's supply (never the white canned space): 1 for you,
1 into the can; only 1 left, it is yours.  Inside, canned sardines sell at
100 yen each.  The 2 licenses cost 500 while both are on the board, then
300 (both in one visit: 800).  Nobody holding a sardine license may enter.
Overfishing counts the supply only, not the can (decision x05).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from ....text import msg
from ...base import Int
from .. import zones as Z
from .base import Action, FishMarket, Pocket, Why, market

if TYPE_CHECKING:
    from ....table import Tx


@market("sardines")
class Sardines(FishMarket):
    ops = {"buy_license": {}, "buy_canned": {"count": Int(1)}}

    def __init__(self, *args: Any):
        super().__init__(*args)
        self.can = self.zone("canned")
        self.prices = {int(k): int(v) for k, v in self.raw["license_prices"].items()}

    def zone_specs(self) -> list[tuple[str, Any, dict[str, Any]]]:
        return [*super().zone_specs(), ("canned", ZoneKind.STACK, {})]

    def price_of_license(self, t: Table) -> int:
        left = len(t.zones[self.license_zone].ids)
        return self.prices.get(left, self.license_price)

    def entry_refusal(self, t: Table, seat: int) -> Why:
        if self.ctx.license_count(t, seat, self.id):
            return msg("tsukiji.why.sardine_license_held")
        return None

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        canned = bool(t.zones[self.can].ids) and pocket.money >= int(self.raw["canned_price"])
        return canned or self.license_block(t, seat, pocket.money, room=True) is None

    def on_unloaded(self, t: Table, tx: Tx, seat: int, barrels: list[str]) -> None:
        for _ in barrels:
            pool = list(t.zones[self.pool].ids)
            if not pool:
                return
            tx.move([pool[-1]], Z.supply(seat))  # one for you; if only one is left, it is yours
            if len(pool) > 1:
                tx.move([pool[-2]], self.can)

    # canned sardines ------------------------------------------------------

    def cand_buy_canned(self, t: Table, seat: int) -> Iterable[Action]:
        for n in range(1, len(t.zones[self.can].ids) + 1):
            yield {"action": "buy_canned", "count": n}

    def check_buy_canned(self, t: Table, seat: int, action: Action) -> Why:
        n, have = int(action["count"]), len(t.zones[self.can].ids)
        if not 1 <= n <= have:
            return msg("tsukiji.why.canned_left", n=have)
        cost, money = n * int(self.raw["canned_price"]), self.ctx.money(t, seat)
        return msg("tsukiji.why.costs", what=msg("tsukiji.canned_sardines", n=n), yen=cost, have=money) if money < cost else None

    def do_buy_canned(self, t: Table, tx: Tx, seat: int, action: Action) -> None:
        n = int(action["count"])
        self.ctx.pay(tx, Z.money(seat), Z.BANK, n * int(self.raw["canned_price"]))
        tx.move(t.zones[self.can].ids[-n:], Z.supply(seat))
