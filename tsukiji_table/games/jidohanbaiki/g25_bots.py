"""G25 Shopping Centre's heuristic bot: shop where the dearest items are, then head for the exit.

It sees what every player sees (the map, the items on the cards, the prices,
the crate beside the machine).  Walking, it weighs each circle it can reach
by the best item in front of it (a drink or a laundry item at its card's
price, salmon 500 or 400, a crab about 600, a tuna its expected number less
its price, the machine two black drinks' worth; with balance, less what the
push may topple out of the basket on a long walk) and, once its cart is worth
enough or the shop is about to close, walks to the exit instead.  Shopping,
it takes the best item there and uses the machine whenever it can.
"""

from __future__ import annotations

import random
from typing import Any

from ...table import Table
from . import g25_rules as rules

LEAVE_AT = 1500  # yen in the cart that are worth a trip to the exit
CRAB_GUESS = 600
TUNA_GUESS = 1900
MACHINE_GUESS = 2  # black drinks expected out of one insertion
FALL_GUESS = {1: 0.0, 2: 0.05, 3: 0.3}  # with balance: the share of the basket's drinks a walk of so many circles topples


class ShopperBot:
    name = "heuristic"

    def __init__(self, seat: int, rng: random.Random):
        self.seat, self.rng = seat, rng

    def act(self, game: Any, table: Table, seat: int) -> dict[str, Any]:
        if table.vars.get("phase") == "move":
            return {"action": "move", "to": self._walk(game, table, seat)}
        best, value = self._best_here(game, table, seat, game.at(table, seat))
        if best is not None and value > 0:
            return best
        return {"action": "end"}

    # ------------------------------------------------------------ walking

    def _walk(self, game: Any, table: Table, seat: int) -> str:
        shop = game.shop
        here = game.at(table, seat)
        options = sorted(shop.reachable(here, *game.steps))
        dist = self._to_exit(game)
        cart = self._cart_value(game, table, seat)
        late = int(table.vars["round"]) >= int(game.data["max_rounds"]) - 6
        leaving = here != shop.exit and (cart >= LEAVE_AT or late or self._rival_ending(game, table, seat) and cart > 0)
        risk = self._risk(game, table, seat, here)
        if leaving:
            return min(options, key=lambda c: (dist.get(c, 99) + risk(c) / 300, -self._best_here(game, table, seat, c)[1], self.rng.random()))
        scored = [
            (self._best_here(game, table, seat, c)[1] - 40 * dist.get(c, 0) * (cart > 0) - risk(c), self.rng.random(), c) for c in options if c != shop.exit
        ]
        if not scored:
            return options[0]
        return max(scored)[2]

    def _risk(self, game: Any, table: Table, seat: int, here: str) -> Any:
        """With balance: yen the drinks in the cart may lose on a walk to each circle (a longer walk is a harder push)."""
        if not table.vars.get("balance"):
            return lambda c: 0.0
        prices = self._prices(table)
        drinks = sum(self._item_value(game, table, seat, p, prices) for p in table.zones[f"p{seat}.cart"].ids if p.startswith("drink."))
        steps = game.shop.distances(here)
        return lambda c: drinks * FALL_GUESS.get(steps.get(c, 3), 0.3)

    def _to_exit(self, game: Any) -> dict[str, int]:
        cached = getattr(game, "_g25_exit_dist", None)
        if cached is None:
            cached = game.shop.distances(game.shop.exit)
            game._g25_exit_dist = cached
        return cached

    @staticmethod
    def _rival_ending(game: Any, table: Table, seat: int) -> bool:
        """Everyone else but one is done: whoever leaves next may end the game, so cash in."""
        need = int(game.data["exits"])
        exits = list(table.vars["exits"])
        others_short = sum(1 for s, e in enumerate(exits) if s != seat and e < need)
        return others_short <= 1 and any(e == need - 1 for s, e in enumerate(exits) if s != seat)

    # ------------------------------------------------------------ valuing

    def _prices(self, table: Table) -> dict[str, int]:
        return {z.removeprefix("price."): table.money(z) for z in table.zones if z.startswith("price.")}

    def _item_value(self, game: Any, table: Table, seat: int, piece: str, prices: dict[str, int]) -> int:
        it = game.item(piece)
        if it.what == "newspaper":
            return 50
        if it.what == "detergent":
            spare = sum(1 for p in table.zones[f"p{seat}.cart"].ids if rules.is_clothing(game.data, game.item(p).what))
            return 150 if spare else 20
        if it.what == "salmon":
            return int(game.data["salmon"]["later" if table.vars.get("salmon_left") else "fresh"])
        cat = rules.category_of(game.data, it)
        return int(prices.get(cat, 0)) if cat else 0

    def _best_here(self, game: Any, table: Table, seat: int, circle: str) -> tuple[dict[str, Any] | None, int]:
        prices = self._prices(table)
        best: tuple[dict[str, Any] | None, int] = (None, 0)
        took = table.vars.get("took") and circle == game.at(table, seat)
        if circle in game.shop.machine and game.black_in_crate(table) and not (table.vars.get("vended") and circle == game.at(table, seat)):
            best = ({"action": "vend"}, MACHINE_GUESS * int(prices.get("black", 0)) + 100)
        if took:
            return best
        money = table.money(f"p{seat}.money")
        for card in game.shop.faces.get(circle, ()):
            fish = game.card_fish(card)
            if fish == "crab" and game.in_bag(table, "crab"):
                cand: tuple[dict[str, Any] | None, int] = ({"action": "draw", "fish": "crab"}, CRAB_GUESS)
            elif fish == "tuna" and game.in_bag(table, "tuna") and game.tuna_price(table, seat) <= money:
                cand = ({"action": "draw", "fish": "tuna"}, TUNA_GUESS - game.tuna_price(table, seat))
            else:
                cand = (None, 0)
                for p in game.offered(table, card):
                    v = self._item_value(game, table, seat, p, prices)
                    if v > cand[1]:
                        cand = ({"action": "take", "piece": p}, v)
            if cand[1] > best[1]:
                best = cand
        return best

    def _cart_value(self, game: Any, table: Table, seat: int) -> int:
        items = [game.item(p) for p in table.zones[f"p{seat}.cart"].ids]
        return rules.payout(game.data, items, self._prices(table), bool(table.vars.get("salmon_left"))).total
