"""Aquarium (「水族館」市場): sell tokens at printed prices while demand lasts.

Each species has a space with a demand cap; a token sells while fewer than
the cap lie there, and stays there for the rest of the game.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from ...base import IllegalAction
from .. import zones as Z
from .base import Market, Pocket, market
from .lots import representatives

if TYPE_CHECKING:
    from ....table import Tx


@market("aquarium")
class Aquarium(Market):
    ops = frozenset({"sell"})

    def __init__(self, *args: Any):
        super().__init__(*args)
        self.spaces = {s["market"]: (int(s["cap"]), int(s["yen"])) for s in self.raw["spaces"]}

    def zone_specs(self) -> list[tuple[str, ZoneKind, dict[str, Any]]]:
        names = self.ctx.data.markets
        return [
            (
                mid,
                ZoneKind.STACK,
                {
                    "spec": "space",
                    "index": k,
                    "cap": cap,
                    "price": yen,
                    "species": mid,
                    "label": {lang: f"{names[mid].names[lang]} {cap}x {yen:,}" for lang in ("en", "ja")},
                },
            )
            for k, (mid, (cap, yen)) in enumerate(self.spaces.items())
        ]

    def demand(self, t: Table, token: str) -> int | None:
        """The price a token fetches now, or None when its species is not wanted."""
        mid = self.ctx.token_market(t, token)
        if mid not in self.spaces or self.ctx.is_takoyaki(t, token):
            return None
        cap, yen = self.spaces[mid]
        return yen if len(t.zones[self.zone(mid)].ids) < cap else None

    def operations(self, t: Table, seat: int) -> Iterator[dict[str, Any]]:
        for x in representatives(t, t.zones[Z.supply(seat)].ids):
            if self.demand(t, x) is not None:
                yield {"action": "sell", "tokens": [x]}

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return any(self.demand(t, x) is not None for x in pocket.tokens)

    def op_sell(self, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        ctx = self.ctx
        for x in ctx.tokens_arg(action):
            ctx.need(x in t.pieces and t.pieces[x].zone == Z.supply(seat), f"{x} is not in your supply")
            price = self.demand(t, x)
            if price is None:
                raise IllegalAction(f"the Aquarium has no demand for {t.pieces[x].kind}")
            ctx.pay(tx, Z.BANK, Z.money(seat), price)
            tx.move([x], self.zone(ctx.token_market(t, x)))
