"""G19 Jasmine Tea's heuristic bot: own a card or two early, bet on what is sure to be in the machine, feed it cheaply.

A winning bet pays three times the stake and the stake is lost either way,
so a bet pays off when its kind comes out more than one time in three.  The
bot buys a stock card while it owns fewer than two and the game is young
(the card raises its bet limit, collects the others' stakes and pays 200
per matching drink in the box at the end), buys single drinks (100: the
dearer second and third are not worth it) of its cards' kinds, and bets
what its limit allows on the card with the most drinks of its kind in this
round's purchases, preferring its own or nobody's cards (a stake on another
player's card feeds them).
"""

from __future__ import annotations

import random
from typing import Any

from ...table import Table
from . import g19_flow as flow
from . import g19_rules as rules
from .drinks import in_zone

KEEP = 300  # money kept back for the bets of the rounds to come


class JasmineBot:
    name = "heuristic"

    def __init__(self, seat: int, rng: random.Random):
        self.seat, self.rng = seat, rng

    def act(self, game: Any, table: Table, seat: int) -> dict[str, Any]:
        phase = table.vars.get("phase")
        if phase == "bid":
            return {"action": "bid", "amount": self.rng.choice((0, 100, 100, 200))}
        if phase == "insert":
            return {"action": "insert"}
        doing = table.vars.get("doing")
        if doing == "drinks":
            return {"action": "done"}  # one drink a turn
        bet = self._bet(game, table, seat)
        if doing == "bet":
            return bet or {"action": "done"}
        stock = self._stock(game, table, seat)
        for choice in (stock, bet, self._drink(game, table, seat)):
            if choice is not None and game.check(table, seat, choice) is None:
                return choice
        legal = list(game.legal_actions(table, seat))
        done = [a for a in legal if a["action"] in ("done", "pass")]
        return done[0] if done else self.rng.choice(legal)

    def _stock(self, game: Any, table: Table, seat: int) -> dict[str, Any] | None:
        last = int(table.vars["round"]) >= int(table.vars["rounds"])
        money = table.money(f"p{seat}.money")
        if last or len(flow.owned(table, seat)) >= 2 or money < int(game.data["stock_price"]) + KEEP:
            return None
        held = flow.bets(game, table)
        free = [p.removeprefix("stock_card.") for p in table.zones[flow.CENTRE].ids if p.removeprefix("stock_card.") not in held]
        if not free:
            return None
        seen = in_zone(table, flow.DISCARDS) + in_zone(table, flow.BOUGHT) + in_zone(table, "tower.inside")
        best = max(free, key=lambda c: (sum(rules.matches(c, d) for d in seen), self.rng.random()))
        return {"action": "buy_stock", "card": best}

    def _bet(self, game: Any, table: Table, seat: int) -> dict[str, Any] | None:
        step = int(game.data["bet_step"])
        left = min(flow.limit(game, table, seat) - flow.staked(game, table, seat), table.money(f"p{seat}.money") - step)
        left -= left % step
        if left < step:
            return None
        bought = in_zone(table, flow.BOUGHT)
        owners = flow.owners(game, table)

        def worth(card: str) -> tuple[int, int, float]:
            mine_or_free = owners.get(card, seat) == seat
            return (sum(rules.matches(card, d) for d in bought), int(mine_or_free), self.rng.random())

        best = max((game.catalogue.card_name(k) for k in range(12)), key=worth)
        if worth(best)[0] == 0:
            return None
        return {"action": "bet", "card": best, "amount": left}

    def _drink(self, game: Any, table: Table, seat: int) -> dict[str, Any] | None:
        supply = in_zone(table, "supply")
        if not supply or table.money(f"p{seat}.money") < KEEP:
            return None
        mine = flow.owned(table, seat)
        best = max(supply, key=lambda d: (sum(rules.matches(c, d) for c in mine), self.rng.random()))
        return {"action": "buy_drink", "drink": best}
