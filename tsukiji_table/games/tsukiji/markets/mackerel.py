"""Mackerel (サバ): always in play, the starting license, and selling in pairs.

The only market that buys barrels straight from your own harbor: tokens and
barrels returned to the board pay 100 yen per 2 items, counted over the whole
visit (decision q15), so selling them one by one pays the same as together.
At most one license may be bought per visit.  Setting aside one license per
player happens in ``setup.py``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ....table import Table
from .. import zones as Z
from .base import FishMarket, Pocket, bump_visit, market, visit

if TYPE_CHECKING:
    from ....table import Tx


@market("mackerel")
class Mackerel(FishMarket):
    def __init__(self, *args: Any):
        super().__init__(*args)
        self.pair_yen = int(self.raw["sell_pair_yen"])

    def my_barrels(self, t: Table, seat: int) -> list[str]:
        kind = self.barrel_kind
        return [item for item, _, _ in self.ctx.sale_items(t, seat) if t.pieces[item].kind == kind]

    def can_sell(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return bool(self.my_tokens(t, seat, pocket)) or bool(self.my_barrels(t, seat))

    def sell_batches(self, t: Table, seat: int) -> Iterator[list[str]]:
        mine = self.my_tokens(t, seat)
        if mine:
            yield mine[:1]

    def operations(self, t: Table, seat: int) -> Iterator[dict[str, Any]]:
        yield from super().operations(t, seat)
        seen: set[str] = set()
        for barrel in self.my_barrels(t, seat):
            zone = t.pieces[barrel].zone
            if zone not in seen:
                seen.add(zone)
                yield {"action": "sell", "barrels": [barrel]}

    def op_sell(self, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        ctx = self.ctx
        tokens = action.get("tokens") or []
        barrels = action.get("barrels") or []
        ctx.need(isinstance(tokens, list) and isinstance(barrels, list), "'tokens' and 'barrels' must be lists")
        ctx.need(len(tokens) + len(barrels) >= 1, "sell at least one mackerel token or barrel")
        ctx.need(len(set(tokens + barrels)) == len(tokens) + len(barrels), "an item is listed twice")
        supply = Z.supply(seat)
        for x in tokens:
            ctx.need(x in t.pieces and t.pieces[x].zone == supply and t.pieces[x].kind in self.token_kinds, f"{x} is not a mackerel token in your supply")
        mine = set(self.my_barrels(t, seat))
        for b in barrels:
            ctx.need(b in mine, f"{b} is not a mackerel barrel on sale at your harbor")
        before = visit(t).get("pairs", 0)
        after = before + len(tokens) + len(barrels)
        ctx.pay(tx, Z.BANK, Z.money(seat), (after // 2 - before // 2) * self.pair_yen)
        if tokens:
            tx.move(tokens, self.pool)
        if barrels:
            ctx.clear_price(t, tx, barrels)
            ctx.return_barrel(t, tx, barrels)
        bump_visit(t, tx, pairs=len(tokens) + len(barrels))
