"""The heuristic bot: values cards by the majorities they win or protect.

It looks at the table only through ``zone_view`` for its own seat (its hand,
the public goods, the lot, its purse, prices on offered cards), so it never
sees a sealed bid or another hand.  Its choices, in order:

* a seller choosing among buyers sells to the rival who gains least;
* it buys an offered card worth clearly more to it than the price;
* it takes the loan when short of money with a valuable lot on the table;
* it bids about half of what the best cards it could take are worth to it
  (plus a share of what they would be worth to its strongest rival), never
  more than it has;
* it offers a just-won card it hardly needs for what a rival would gain;
* it puts into the lot the card that helps it most against the others.
"""

from __future__ import annotations

import math
import random
from itertools import combinations
from typing import Any

from ...table import Table
from ...table.view import view_vars, zone_view
from ..base import Game
from .board import zones_of
from .valuation import Market, card_gain, cards_gain, market_of, seat_value

BID_SHARE = 0.22  # of the value at stake: money kept is score, and losers still pay half
DENIAL = 0.15  # weight of what a card would give the strongest rival
BUY_MARGIN = 2.0  # scudo of value a purchase must clear
RESERVE = 2  # scudo kept back when buying or offering
ASK_SHARE = 0.6  # of what the card would be worth to the keenest rival: priced to sell


class HeuristicBot:
    """See the module docstring."""

    name = "heuristic"

    def __init__(self, seat: int, rng: random.Random):
        self.seat = seat
        self.rng = rng

    # ------------------------------------------------------------ seeing

    def _look(self, game: Game, table: Table, seat: int) -> None:
        data = game.data  # type: ignore[attr-defined]
        self.data = data
        n = table.players

        def visible(zid: str) -> list[str]:
            return [p.handle for p in zone_view(table, table.zones[zid], seat).pieces if not p.hidden]

        self.hand = visible(zones_of(seat).hand)
        self.lot = visible("lot")
        counts = []
        for s in range(n):
            row = [0] * len(data.goods)
            for card in visible(zones_of(s).won):
                for g, k in data.cards[card]:
                    row[g] += k
            counts.append(row)
        self.market: Market = market_of(data, table.vars["options"]["list"], counts)
        # A sealed bid stays in the purse until the reveal, but it is spoken for.
        own = view_vars(table, seat)
        sealed = sum(int(own.get(f"secret.{seat}.{what}", 0)) for what in ("bid", "rebid"))
        self.money = (zone_view(table, table.zones[zones_of(seat).money], seat).money or 0) - sealed
        self.rivals = [s for s in range(n) if s != seat]

    def gain(self, seat: int, card: str) -> float:
        return card_gain(self.market, seat, self.data.cards[card])

    def rival_gain(self, card: str) -> float:
        return max((self.gain(s, card) for s in self.rivals), default=0.0)

    def worth(self, card: str) -> float:
        """Value of taking ``card``: own gain plus part of what it denies a rival."""
        return self.gain(self.seat, card) + DENIAL * self.rival_gain(card)

    # ------------------------------------------------------------ acting

    def act(self, game: Game, table: Table, seat: int) -> dict[str, Any]:
        self.seat = seat
        actions = list(game.legal_actions(table, seat))
        by_name: dict[str, list[dict[str, Any]]] = {}
        for a in actions:
            by_name.setdefault(a["action"], []).append(a)
        if "next_game" in by_name:
            return by_name["next_game"][0]
        self._look(game, table, seat)
        if "sell_to" in by_name:
            card = by_name["sell_to"][0]["card"]
            return min(by_name["sell_to"], key=lambda a: self.gain(a["buyer"], card))
        choice = self._maybe_buy(table, by_name.get("buy", []))
        if choice is None and "take_loan" in by_name:
            choice = self._maybe_loan(table)
        if choice is not None:
            return choice
        phase = table.vars.get("phase")
        if "choose_card" in by_name:
            return max(by_name["choose_card"], key=lambda a: self.gain(seat, a["card"]) - self.rival_gain(a["card"]))
        if "bid" in by_name or "rebid" in by_name:
            return self._bid(game, table, phase, by_name)
        if "pick" in by_name:
            return max(
                by_name["pick"],
                key=lambda a: sum(self.worth(c) for c in a["cards"]) + 0.01 * cards_gain(self.market, seat, [self.data.cards[c] for c in a["cards"]]),
            )
        if "return_cards" in by_name:
            return max(by_name["return_cards"], key=lambda a: sum(self.rival_gain(c) for c in a["cards"]))
        if "goose" in by_name:
            # The goose's holder loses the tie: give it to the strongest rival.
            return max(by_name["goose"], key=lambda a: (a["to"] != seat, seat_value(self.market, a["to"])))
        if phase == "sell":
            return self._sell(table, by_name)
        return actions[0]

    def _maybe_buy(self, table: Table, buys: list[dict[str, Any]]) -> dict[str, Any] | None:
        best, best_net = None, BUY_MARGIN
        for a in buys:
            cost = table.money(f"sale.{a['card']}")  # the price lies on the card, in view of all
            if self.money - cost < RESERVE:
                continue
            net = self.worth(a["card"]) - cost
            if net > best_net:
                best, best_net = a, net
        return best

    def _maybe_loan(self, table: Table) -> dict[str, Any] | None:
        if self.money >= 5 or table.vars.get("phase") != "bid" or not self.lot:
            return None
        # 10 now costs 15 later: only worth it with a rich lot ahead.
        if max(self.worth(c) for c in self.lot) >= 9:
            return {"action": "take_loan"}
        return None

    def _stake(self, game: Game, table: Table) -> float:
        """Value of the cards the first place would take from this lot."""
        slots = game.data.setups[table.players].slots(table.vars["round"] == 1)  # type: ignore[attr-defined]
        n = min(slots[0], len(self.lot))
        if n == 0:
            return 0.0
        return max(sum(self.worth(c) for c in combo) for combo in combinations(self.lot, n))

    def _bid(self, game: Game, table: Table, phase: str | None, by_name: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
        verb = "rebid" if "rebid" in by_name else "bid"
        stake = self._stake(game, table)
        if verb == "bid":
            amount = int(BID_SHARE * stake + self.rng.random())
        else:
            # Bidding nothing in a tie risks the both-zero rule: put in a little.
            amount = 1 + int(0.1 * stake) if stake > 2 else 0
        # Keep money for the auctions still to come.
        setup = game.data.setups[table.players]  # type: ignore[attr-defined]
        rounds_left = max(1, len(self.hand) - setup.final_hand + (1 if self.lot and not self.hand else 0))
        budget = math.ceil(self.money * 1.5 / rounds_left)
        return {"action": verb, "amount": max(0, min(self.money, budget, amount))}

    def _sell(self, table: Table, by_name: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
        if self.money < 4 and by_name.get("withdraw"):
            return by_name["withdraw"][0]
        offers = by_name.get("offer", [])
        if offers:
            best, best_margin = None, 2.0
            for card in {a["card"] for a in offers}:
                # What keeping it is worth: the value it adds on top of the rest.
                keep = self._keep_value(card)
                ask = math.ceil(ASK_SHARE * self.rival_gain(card))
                if ask <= self.money - RESERVE and ask - keep > best_margin:
                    best, best_margin = {"action": "offer", "card": card, "price": ask}, ask - keep
            if best is not None:
                return best
        return by_name["pass"][0]

    def _keep_value(self, card: str) -> float:
        m = self.market
        without = [list(row) for row in m.counts]
        for g, k in self.data.cards[card]:
            without[self.seat][g] -= k
        lighter = Market(without, [r + 0 for r in m.remaining], m.bonus)
        return card_gain(lighter, self.seat, self.data.cards[card])
