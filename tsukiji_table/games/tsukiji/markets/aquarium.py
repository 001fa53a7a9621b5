"""Aquarium (「水族館」市場): sell tokens at printed prices while demand lasts.

Each species has a space with a demand cap; a token sells while fewer than
the cap lie there, and stays there for the rest of the game.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from ....text import msg
from .. import zones as Z
from .base import SELL, Action, Market, Pocket, Why, distinct, in_supply, market
from .lots import representatives

if TYPE_CHECKING:
    from ....table import Tx


@market("aquarium")
class Aquarium(Market):
    ops = {"sell": SELL}

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

    def species_of(self, t: Table, token: str) -> str | None:
        """The Aquarium space a token would go to (None: not wanted here)."""
        if self.ctx.is_takoyaki(t, token):
            return None
        shape = self.ctx.data.token_shape.get(t.pieces[token].kind)  # an aji token fits the mackerel space
        return shape if shape in self.spaces else None

    def room(self, t: Table, mid: str) -> int:
        return self.spaces[mid][0] - len(t.zones[self.zone(mid)].ids)

    def demand(self, t: Table, token: str) -> int | None:
        """The price a token fetches now, or None when its species is not wanted."""
        mid = self.species_of(t, token)
        return self.spaces[mid][1] if mid is not None and self.room(t, mid) > 0 else None

    def crash_met(self, t: Table) -> bool:
        """Every space full, those of fish not in play too (「現在場にある魚に関するスペースだけでなく」)."""
        return all(self.room(t, mid) <= 0 for mid in self.spaces)

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return any(self.demand(t, x) is not None for x in pocket.tokens)

    def cand_sell(self, t: Table, seat: int) -> Iterable[Action]:
        for x in representatives(t, t.zones[Z.supply(seat)].ids):
            yield {"action": "sell", "tokens": [x], "barrels": []}

    def check_sell(self, t: Table, seat: int, action: Action) -> Why:
        tokens = action["tokens"]
        if action["barrels"]:
            return msg("tsukiji.why.barrels_only_mackerel")
        if not tokens:
            return msg("tsukiji.why.sell_something")
        why = distinct(tokens)
        wanted: dict[str, int] = {}
        for x in tokens:
            why = why or in_supply(t, seat, x) or (None if self.ctx.is_fish_token(t, x) else msg("tsukiji.why.not_a_token", piece=x))
            if why is not None:
                return why
            mid = self.species_of(t, x)
            if mid is None or self.room(t, mid) <= 0:
                return msg("tsukiji.why.no_demand", what=self.ctx.name(t, x))
            wanted[mid] = wanted.get(mid, 0) + 1
            if wanted[mid] > self.room(t, mid):
                return msg("tsukiji.why.demand_met", what=self.ctx.name(t, x), n=max(0, self.room(t, mid)))
        return why

    def do_sell(self, t: Table, tx: Tx, seat: int, action: Action) -> None:
        for x in action["tokens"]:
            mid = self.species_of(t, x)
            assert mid is not None  # the check said so
            self.ctx.pay(tx, Z.BANK, Z.money(seat), self.spaces[mid][1])
            tx.move([x], self.zone(mid))
