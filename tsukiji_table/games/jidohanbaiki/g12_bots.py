"""G12 Colour vs Shape's heuristic bot: place drinks of a card's kind on the dearest cards, win the crates that pay.

Everything is open information.  The bot places the drink and card that
score most (a drink of the card's kind scores the crate's value), breaking
ties towards crates it does not yet lead; it pays 500 to put an opponent's
card into the machine only when that card holds a lot (the drinks that jam
leave the game: the card's points and the crate's lead go with them); it
passes once its supply is empty.  At the end it discards the drink whose
loss costs it least.
"""

from __future__ import annotations

import random
from typing import Any

from ...table import Table
from . import g12_flow as flow
from . import g12_rules as rules
from .drinks import in_zone

ATTACK_AT = 2000  # an opponent's card worth this much in points is worth 500 and the machine's gamble


class ColourShapeBot:
    name = "heuristic"

    def __init__(self, seat: int, rng: random.Random):
        self.seat, self.rng = seat, rng

    def act(self, game: Any, table: Table, seat: int) -> dict[str, Any]:
        if table.vars.get("phase") == "trim":
            k = int(table.vars["trim"])
            won = flow.won_crates(table)
            both = (flow.cards_of(table, 0), flow.cards_of(table, 1))
            drink = rules.best_keep(flow.to_trim(table, k), int(game.data["crate_holds"]), seat, won, both, game.values)
            return {"action": "discard", "drink": drink}
        money = table.money(f"p{seat}.money")
        other = 1 - seat
        if money >= int(game.data["action_cost"]):
            theirs = rules.points(flow.cards_of(table, other), flow.placed(table, other), other, game.values)
            k = max(range(6), key=lambda j: theirs[j])
            if theirs[k] >= ATTACK_AT:
                return {"action": "insert", "card": k}
        supply = in_zone(table, f"p{seat}.supply")
        if not supply:
            return {"action": "pass"}
        cards = flow.cards_of(table, seat)
        counts = [(len(table.zones[f"on.{seat}.{k}"].ids), len(table.zones[f"on.{other}.{k}"].ids)) for k in range(6)]

        def value(drink: str, k: int) -> tuple[int, int, float]:
            scores = game.values[k] if rules.kind_of(drink, seat) == cards[k] else 0
            mine, against = counts[k]
            lead = 1 if mine <= against else 0  # a drink where we do not yet lead may win the crate
            return (scores, lead * game.values[k], self.rng.random())

        drink, k = max(((d, j) for d in supply for j in range(6)), key=lambda p: value(*p))
        return {"action": "place", "drink": drink, "card": k}
