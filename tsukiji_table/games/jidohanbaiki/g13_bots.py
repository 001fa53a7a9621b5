"""G13 Akihabara Melon Soda's heuristic bot: take the pot when it is worth it, feed it sparingly otherwise.

Everything is open information.  The pot is worth its money plus what its
drinks would add to the bot's crate if most of them came out (new colours
and shapes pay 100 x players each, a filled slot saves 100).  The bot takes
it when that beats what the pot is likely to be worth to the next player by
a margin, keeping a drink to start the pot again; otherwise it feeds the
pot with coins while it has them (its drinks are worth keeping: a player
without drinks can never take), and a drink only when the coins are gone
or its supply is larger than the crate's free room needs.
"""

from __future__ import annotations

import random
from typing import Any

from ...table import Table
from . import g13_rules as rules
from .drinks import in_zone

OUT_RATE = 0.8  # about this share of a small batch comes out (docs/tower.md)
TAKE_AT = 300  # the least a pot must be worth to the bot


class MelonSodaBot:
    name = "heuristic"

    def __init__(self, seat: int, rng: random.Random):
        self.seat, self.rng = seat, rng

    def act(self, game: Any, table: Table, seat: int) -> dict[str, Any]:
        supply = in_zone(table, f"p{seat}.supply")
        money = table.money(f"p{seat}.money")
        pot = in_zone(table, "pot")
        crate = in_zone(table, f"p{seat}.crate")
        worth = table.money("pot.money") + OUT_RATE * rules.gain(crate, pot, table.players)
        if supply and (pot or table.money("pot.money")) and worth >= TAKE_AT:
            return {"action": "take", "drink": self._spare(supply, table, seat)}
        if money >= game.stake and len(supply) <= 2:
            return {"action": "add_coin"}
        if len(supply) > 1 or money < game.stake:
            return {"action": "add", "drink": self._spare(supply, table, seat)}
        return {"action": "add_coin"}

    def _spare(self, supply: list[str], table: Table, seat: int) -> str:
        """The drink that helps the next taker least: the kinds most crates already hold."""
        crates = [in_zone(table, f"p{s}.crate") for s in range(table.players) if s != seat]
        return min(supply, key=lambda d: (sum(rules.gain(c, [d], table.players) for c in crates), self.rng.random()))
