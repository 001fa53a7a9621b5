"""G15 Drink Hot-Potato's heuristic bot: keeps the card that names fewest of its drinks, gives away what its card names.

It reads only what its seat may see: its own card and drinks, everyone's
drinks, the discards.  When giving it first passes on the drinks its own
card names (each would cost it 100 on its turn); among the rest it gives
the drink most likely named by the active player's unseen card (a drink
whose colour card and shape card are both still unseen is twice as
likely to be named as one with a single unseen card).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...table import Table
from .common import card_matches
from .g15_rules import cards_of, matching

if TYPE_CHECKING:
    from .g15 import HotPotato

Act = dict[str, Any]


class HeuristicBot:
    name = "heuristic"

    def __init__(self, seat: int, rng: random.Random):
        self.seat = seat
        self.rng = rng

    def act(self, game: HotPotato, table: Table, seat: int) -> Act:
        legal = list(game.legal_actions(table, seat))
        if table.vars.get("phase") == "keep":
            drinks = game.drinks(table, seat)
            return min(legal, key=lambda a: (matching(game.codes[f"stock_card.{a['card']}"], drinks), a["card"]))
        mine = [game.codes[p] for p in table.zones[f"p{seat}.hand"].ids]
        seen = set(mine) | {game.codes[p] for p in table.zones["discard"].ids}

        def worth(action: Act) -> tuple[int, int, str]:
            d = game.codes["drink." + action["drink"]]
            costs_me = sum(1 for c in mine if card_matches(c, d))
            colour, shape = cards_of(d)
            return (costs_me, (colour not in seen) + (shape not in seen), action["drink"])

        return max(legal, key=worth)
