"""G11 Vending Machine Poker's heuristic bot: buy towards a hand, throw carefully, call when it is good.

It reads only what every player sees (crates, supply, purses and the
machine are open) and plays legal actions.  Buying: fill the crate with the
drinks that most improve its best hand, cheapest first on a tie, as far as
the money goes.  With no money (or a full crate) it throws the drink that
matters least, aimed at the slot with the ballistic arc from close by (a
lob never knocks the machine over, ``docs/tower.md``).  It calls once its
hand is two pair or better, or when it must.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from ...physics import aim_speed
from ...table import Table
from . import g11_rules as rules

AIM = (0.3, 0.3, 55.0)  # from 30 cm, 30 cm up, 55 degrees: an easy lob into the slot
CALL_AT = rules.HANDS.index("two_pair")


class PokerBot:
    name = "heuristic"

    def __init__(self, seat: int, rng: random.Random):
        self.seat, self.rng = seat, rng

    def act(self, game: Any, table: Table, seat: int) -> dict[str, Any]:
        if table.vars.get("phase") == "keep":
            return self._keep(game, table, seat)
        did = table.vars.get("did")
        if did is None:
            buy = self._buy(game, table, seat)
            if buy is not None:
                return buy
        if did in (None, "throw"):
            throw = self._throw(game, table, seat)
            if throw is not None:
                return throw
        call = {"action": "end_turn", "call": True}
        value = self._value(game, game.crate(table, seat))
        strong = rules.HANDS.index(value.name) <= CALL_AT and len(game.crate(table, seat)) >= 4
        if (strong or game.check(table, seat, {"action": "end_turn", "call": False}) is not None) and game.check(table, seat, call) is None:
            return call
        return {"action": "end_turn", "call": False}

    @staticmethod
    def _value(game: Any, drinks: list[str]) -> rules.HandValue:
        return rules.best_hand([game.card(d) for d in drinks])[0]

    def _keep(self, game: Any, table: Table, seat: int) -> dict[str, Any]:
        pool = sorted(game.crate(table, seat) + game.caught(table, seat))
        n = min(len(pool), game.data["crate_spots"])
        best = max(combinations(pool, n), key=lambda pick: self._value(game, list(pick)))
        return {"action": "keep", "drinks": list(best)}

    def _buy(self, game: Any, table: Table, seat: int) -> dict[str, Any] | None:
        crate, money, room = game.crate(table, seat), game.money(table, seat), game.room(table, seat)
        supply = game.supply(table)
        picks: list[str] = []
        for _ in range(room):
            spend = game.price(picks)
            options = [d for d in supply if d not in picks and spend + game.price([d]) <= money]
            if not options:
                break
            best = max(options, key=lambda d: (self._value(game, crate + picks + [d]), -game.price([d]), self.rng.random()))
            picks.append(best)
        if not picks:
            return None
        action = {"action": "buy", "drinks": sorted(picks)}
        return action if game.check(table, seat, action) is None else None

    def _throw(self, game: Any, table: Table, seat: int) -> dict[str, Any] | None:
        throwable = table.vars.get("throwable", [])
        crate = game.crate(table, seat)
        if not throwable or (table.vars.get("did") == "throw" and len(crate) >= 5):
            return None
        # The drink whose loss hurts the hand least.
        drink = max(throwable, key=lambda d: self._value(game, [x for x in crate if x != d]))
        dist, height, angle = AIM
        action = game.throw_action(drink, dist, height, angle, aim_speed(game.tower_spec, dist, height, angle))
        return action if game.check(table, seat, action) is None else None
