"""G05 Chocolate Milk's heuristic bot: collect one colour or shape per crate, sell what does not fit when it pays.

It sees what every player sees.  Buying, it picks the drink one step away
that best matches the attribute its open crate already collects (any drink
while the crate is empty); it sells the drinks that match nothing of its
crate once their cards pay at least 300 each, buys a new crate when its
crates are full and it can, and otherwise passes.
"""

from __future__ import annotations

import random
from typing import Any

from ...table import Table
from . import g05_rules as rules

SELL_AT = 300


class ChocolateBot:
    name = "heuristic"

    def __init__(self, seat: int, rng: random.Random):
        self.seat, self.rng = seat, rng

    def act(self, game: Any, table: Table, seat: int) -> dict[str, Any]:
        legal = list(game.legal_actions(table, seat))
        crates = game.crates_of(table, seat)
        open_crate = next((c for c in crates if len(c) < int(game.data["crate_room"])), None)
        target = rules.best_set(open_crate)[0] if open_crate else None
        prices = game.prices(table)
        keep = {rules.best_set(c)[0] for c in crates}
        stray = [d for d in game.held(table, seat) if not keep & set(rules.parts(d))]
        worth = [d for d in stray if rules.sale([d], prices)[0] >= SELL_AT]
        if worth and {"action": "sell", "drinks": worth[:1]} in legal:
            return {"action": "sell", "drinks": worth[:1]}
        buys = [a for a in legal if a["action"] == "buy"]
        if buys:

            def value(a: dict[str, Any]) -> tuple[int, int, float]:
                d = a["drink"]
                match = 2 if target in rules.parts(d) else 0
                cheap = -sum(prices.get(x, 0) for x in rules.parts(d))
                return (match, cheap, self.rng.random())

            return max(buys, key=value)
        if {"action": "crate"} in legal:
            return {"action": "crate"}
        sells = [a for a in legal if a["action"] == "sell"]
        if sells:
            return max(sells, key=lambda a: (rules.sale(a["drinks"], prices)[0], self.rng.random()))
        return {"action": "pass"}
