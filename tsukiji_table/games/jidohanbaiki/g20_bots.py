"""G20 Upside-Down Vending Machine's heuristic bot: cheap shares, one coin on the likeliest payer, hold to the end.

It bids a little (100 or 200 while it has money to spare), buys the
cheapest shares while it keeps 300 for bets, bets one coin on "outside the
crate" (the best single coin: +66 per 100 on the machine as calibrated in
``docs/tower.md``), drops drinks of the colours it holds most of (a drink
that lands in a crate raises its card), and never sells before the end,
where every share is sold at its card's value anyway.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from ...table import Table
from .drinks import in_zone

RESERVE = 300  # kept for bets


class UpsideDownBot:
    name = "heuristic"

    def __init__(self, seat: int, rng: random.Random):
        self.seat, self.rng = seat, rng

    def act(self, game: Any, table: Table, seat: int) -> dict[str, Any]:
        phase = table.vars.get("phase")
        money = table.money(f"p{seat}.money")
        if phase == "bid":
            amount = self.rng.choice((100, 200)) if money >= 600 else 0
            return {"action": "bid", "amount": min(amount, money // 100 * 100)}
        if phase == "buy":
            options = [a for a in game.legal_actions(table, seat) if a["action"] == "buy_share"]
            options = [a for a in options if table.money(f"value.{table.vars['shares'].index(a['colour'])}") <= money - RESERVE]
            if options:
                return min(options, key=lambda a: table.money(f"value.{table.vars['shares'].index(a['colour'])}"))
            return {"action": "done_buying"}
        if phase == "bet":
            bet = {"action": "bet", "landing": "outside_crate", "coins": 1}
            return bet if game.check(table, seat, bet) is None else {"action": "no_bet"}
        if phase == "drop":
            held = [d.partition(":")[0] for d in in_zone(table, f"p{seat}.shares")]
            tops = [in_zone(table, f"card.{k}")[-1] for k in range(int(game.data["share_colours"])) if table.zones[f"card.{k}"].ids]
            n = game.drop_size(table)
            best = max(combinations(tops, n), key=lambda pick: (sum(held.count(d.partition(":")[0]) for d in pick), self.rng.random()))
            return {"action": "drop", "drinks": list(best)}
        return {"action": "done_selling"}
