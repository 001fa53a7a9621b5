"""G17 Crate-Fill Draft: the heuristic bot.

It reads only its own view: its packet, its hand and picks (face down, but
its own), and the open crates.  The crates fill in an order one can guess
(the fuller, the sooner), so each open crate has a likely place in that
order, and each place a price for one of the picks (200 for the 2nd and 3rd
crates, 300 for the 4th and 5th).  A drink goes where it is worth most: a
drink one's cards name into a crate that will pay for them, a drink they do
not name into a crate that pays nobody (the 1st or the 6th) rather than
taking room in one that pays.  A pick is the card naming most drinks in the
crates it will score, the full one and the likeliest next.
"""

from __future__ import annotations

import random
from typing import Any

from ...table import Table, view
from . import g17_rules as model
from .common import card_matches

UNSURE = 0.8  # a card still in hand may not be the one picked for that crate


class HeuristicBot:
    name = "heuristic"

    def __init__(self, seat: int, rng: random.Random):
        self.seat = seat
        self.rng = rng

    def act(self, game: Any, table: Table, seat: int) -> dict[str, Any]:
        phase = table.vars.get("phase")
        legal = list(game.legal_actions(table, seat))
        if phase == "draft":
            return legal[self.rng.randrange(len(legal))]
        seen = Seen(game, table, seat)
        if phase == "pick":
            return max(legal, key=lambda a: (seen.pick_worth(game.card_codes[a["card"]]), self.rng.random()))
        return max(legal, key=lambda a: (seen.fill_worth(a["crate"], game.drink_codes[a["drink"]]), self.rng.random()))


class Seen:
    """What the bot knows: its cards, the crates and how full each is."""

    def __init__(self, game: Any, table: Table, seat: int):
        self.cfg: model.Config = game.cfg
        seen = view(table, seat)
        codes = game.card_codes

        def cards(zone: str) -> list[int]:
            return [codes[p.handle.removeprefix("stock_card.")] for p in seen.zones[zone].pieces if not p.hidden]

        self.hand = cards(f"p{seat}.hand")
        self.picks = cards(f"p{seat}.first") + cards(f"p{seat}.second")
        self.full = len(seen.zones["aside"].pieces)
        self.filled = game.filled(table)  # open on the table: everyone sees the crates
        self.crates = {k: [game.drink_codes[p.handle[6:]] for p in seen.zones[f"crate.{k}"].pieces] for k in game.open_crates(table)}
        self.supply = [game.drink_codes[p.handle[6:]] for p in seen.zones["supply"].pieces]
        self.order = sorted(self.crates, key=lambda k: (-len(self.crates[k]), k))
        self._weights: dict[tuple[int, int], float] = {}
        self._usual: dict[int, float] = {}  # per slot, the weight of the drink one takes at random from the supply

    def _rank(self, crate: int, extra: int = 0) -> int:
        """The place crate ``crate`` will likely take in the fill order (1 = first full)."""
        size = len(self.crates[crate]) + extra
        ahead = sum(1 for k in self.order if k != crate and (len(self.crates[k]), -k) > (size, -crate))
        return self.full + ahead + 1

    def _slot(self, rank: int) -> int | None:
        for n, pick in enumerate(self.cfg.picks):
            if rank in pick.crates:
                return n
        return None

    def _weight(self, slot: int, drink: int) -> float:
        """How much a drink in a crate paying pick ``slot`` is worth to us, per yen of that pick (worked out once per decision)."""
        key = (slot, drink)
        got = self._weights.get(key)
        if got is None:
            got = self._weights[key] = self._work_out_weight(slot, drink)
        return got

    def _work_out_weight(self, slot: int, drink: int) -> float:
        if slot < len(self.picks):
            return 1.0 if card_matches(self.picks[slot], drink) else 0.0
        if not self.hand:
            return 0.0
        return UNSURE * max(1.0 if card_matches(c, drink) else 0.0 for c in self.hand)

    def fill_worth(self, crate: int, drink: int) -> float:
        slot = self._slot(self._rank(crate, extra=1))
        if slot is None:
            return 0.0
        usual = self._usual.get(slot)
        if usual is None:
            usual = self._usual[slot] = sum(self._weight(slot, d) for d in self.supply) / max(1, len(self.supply))
        return self.cfg.picks[slot].per_drink * (self._weight(slot, drink) - usual)

    def pick_worth(self, card: int) -> float:
        """Drinks the card names in the crates its pick scores: those full, and the likeliest next, as far as filled."""
        pick = self.cfg.picks[len(self.picks)]
        worth = 0.0
        for rank in pick.crates:
            if rank <= len(self.filled):
                worth += model.matches(card, self.filled[rank - 1])
            else:
                ahead = rank - len(self.filled) - 1
                if ahead < len(self.order):
                    crate = self.crates[self.order[ahead]]
                    worth += model.matches(card, crate) * (0.5 + 0.5 * len(crate) / self.cfg.crate_size)
        return worth
