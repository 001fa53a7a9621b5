"""G14 Pocari Bet's heuristic bot: invest in its own card's kind and draft towards it.

It knows its own secret card (as its player does) and what every player
sees: the supply, the picks, the declarations and the drinks inside the
machine (T22: anyone may look inside).  It draws from either deck, picks
drinks of its card's kind (else drinks of the kind most often inside the
machine, which may be pushed out), declares its card's kind (the 500 bonus),
invests the most it may, except as start player when the 7th soda is in the
batch (it loses everything if that comes out, about three times in four).
"""

from __future__ import annotations

import random
from typing import Any

from ...table import Table
from . import g14_rules as rules
from .drinks import in_zone


class PocariBot:
    name = "heuristic"

    def __init__(self, seat: int, rng: random.Random):
        self.seat, self.rng = seat, rng

    def act(self, game: Any, table: Table, seat: int) -> dict[str, Any]:
        phase = table.vars.get("phase")
        card = self._card(table, seat)
        if phase == "draw":
            deck = self.rng.choice([d for d in ("shape", "colour") if table.zones[f"deck.{d}"].ids])
            return {"action": "draw", "deck": deck}
        if phase == "draft":
            inside = in_zone(table, "tower.inside")
            return {"action": "pick", "drink": max(game.supply(table), key=lambda d: (rules.matches(card, d), self._weight(inside, d), self.rng.random()))}
        if phase == "invest":
            money = table.money(f"p{seat}.money")
            risky = seat == table.vars.get("start") and bool(table.zones["seventh"].ids)
            amount = 100 if risky else min(300, money // 100 * 100)
            return {"action": "invest", "amount": max(100, amount)}
        if phase == "declare":
            return {"action": "declare", "kind": card or self.rng.choice(game.kinds)}
        if phase == "insert":
            return {"action": "insert"}
        return {"action": "pass_crate"}

    @staticmethod
    def _card(table: Table, seat: int) -> str:
        ids = table.zones[f"p{seat}.card"].ids
        return ids[0].removeprefix("stock_card.") if ids else ""

    @staticmethod
    def _weight(inside: list[str], drink: str) -> int:
        colour, _, shape = drink.partition(":")
        return sum(1 for d in inside if rules.matches(colour, d) or rules.matches(shape, d))
