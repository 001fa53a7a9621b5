"""A simple heuristic bot for Tokyo Tsukiji Market.

It scores each legal action with a few rules of thumb and plays the best
(its own random generator breaks ties): keep boats fishing and landing full
loads, price barrels a little under what their tokens are worth to a buyer,
buy barrels that cost less than their tokens are worth, sell tokens where a
market pays more than their end-of-game value, sell stale mackerel rather
than let it spoil, buy licenses, berths and boats while money allows, and bid
up to about the value of what is auctioned.  It reads the table only through
the referee's questions a player could answer by looking at the table (a
closed purse is guessed, never counted).
"""

from __future__ import annotations

import random
from operator import itemgetter
from typing import Any

from ...table import Table
from ..base import Game
from . import zones as Z
from .markets import Pocket

_SCORE = itemgetter(0)
NEVER = float("-inf")  # the score of a candidate that never wins

#: Guessed yen worth of one token where the value is hidden or printed.
DEFAULT_WORTH = {"king_crab": 600, "tuna": 2000, "squid": 600}


class HeuristicBot:
    name = "heuristic"

    def __init__(self, seat: int, rng: random.Random):
        self.seat = seat
        self.rng = rng
        self._probes: dict[tuple[int, str], str | None] = {}  # a token of each market, to ask its value (piece ids never change)
        self._richest: int | None = None  # the richest other seat's money, worked out once per decision
        self._memo: dict[tuple[Any, ...], Any] = {}  # answers that hold for one decision: the table does not change while we weigh
        # Nothing on our turn was worth its action points: cash tokens in, buy a license we can just afford,
        # so that play moves on (rather than two seats passing until the position repeats, q45).  Kept for
        # the market visit that follows, reconsidered at our next main-phase decision.
        self.eager = False
        self._handler: dict[str, Any] = {}  # each kind's scoring method (s_<name>, or its FIXED score), looked up once

    def act(self, game: Game, table: Table, seat: int) -> dict[str, Any]:
        """The best-scoring legal action: every candidate is weighed, and only the best-scoring ones are checked (:meth:`best`)."""
        ctx = game.ctx  # type: ignore[attr-defined]
        self._richest = None
        self._memo = {}
        money = ctx.money(table, seat)
        main = table.vars.get("phase") == "main"
        if main:
            self.eager = False
        best, best_score = self.best(game, ctx, table, seat, money)
        if main and best_score < IDLE:
            self.eager = True
            self._memo = {}
            best, best_score = self.best(game, ctx, table, seat, money)
        if best is None:
            raise ValueError(f"seat {seat} has no legal action")
        game.vouch(table, seat, best)  # type: ignore[attr-defined]  # its rule has just passed: play need not judge it again
        return best

    def best(self, game: Game, ctx: Any, t: Table, seat: int, money: int) -> tuple[dict[str, Any] | None, float]:
        """The legal action with the best score (a little noise breaks ties; the first listed among equals) and that score.

        Every candidate is weighed first; the rules are then asked about the
        best-scoring ones in turn, down to the first legal one (the check is
        the costly part, and the best-scoring candidate is most often legal).
        """
        weighed: list[tuple[float, Any, dict[str, Any]]] = []
        noise = self.rng.random
        handler = self._handler
        for candidates, legal in game.weighed_candidates(t, seat):
            for action in candidates:
                # score(), inlined with its handler looked up once per kind: this runs for every candidate of every decision.
                name = action["action"]
                weigh = handler.get(name)
                if weigh is None:
                    weigh = handler[name] = getattr(self, f"s_{name}", None) or _fixed(FIXED.get(name, 0.0))
                try:
                    score = weigh(ctx, t, seat, action, money)
                except LookupError:  # a candidate the rules refuse may name what a score cannot look up: it then never wins
                    if legal(action):
                        raise
                    score = NEVER
                score += noise() * 0.3
                if score > NEVER:
                    weighed.append((score, legal, action))
        weighed.sort(key=_SCORE, reverse=True)  # stable: equal scores keep the listing's order
        for score, legal, action in weighed:
            if legal(action):
                return action, score
        return None, NEVER

    # ----------------------------------------------------------- valuations

    def worth(self, ctx: Any, t: Table, seat: int, mid: str) -> int:
        """Yen one more token of ``mid`` is worth to ``seat`` now."""
        if mid in DEFAULT_WORTH:
            return DEFAULT_WORTH[mid]
        market = ctx.fish(mid)
        if mid == "fugu":
            mine = market.my_tokens(t, seat) if seat >= 0 else []
            return (2 * len(mine) + 1) * 100
        if mid == "salmon":
            return (market.owned(t) + 1) * 100
        key = (id(t), mid)
        if key not in self._probes:
            self._probes[key] = next((x for x in t.pieces if t.pieces[x].kind in market.token_kinds), None)
        probe = self._probes[key]
        return max(100, market.value_of(t, [probe]) * 100) if probe is not None else 100

    def ask(self, ctx: Any, t: Table, item: str) -> int:
        """The price to put on an item of our own: under its worth, within a buyer's reach (once per item and decision: every column asks)."""
        key = ("ask", item)
        if key not in self._memo:
            self._memo[key] = self._ask(ctx, t, item)
        return int(self._memo[key])

    def _ask(self, ctx: Any, t: Table, item: str) -> int:
        if ctx.is_takoyaki(t, item):
            want = 400
        else:
            want = int(self.worth(ctx, t, -1, ctx.species(t, item)) * 0.8)
        if self._richest is None:
            self._richest = max(self.seen_money(ctx, t, s) for s in range(t.players) if s != self.seat)
        return max(100, min(want, self._richest) // 100 * 100)

    def seen_money(self, ctx: Any, t: Table, seat: int) -> int:
        """Another seat's money as this bot can see it (a closed purse: a guess)."""
        if t.zones[Z.money(seat)].sees(self.seat):
            return ctx.money(t, seat)
        return int(ctx.data.harbor["start_money"])

    def short_of_cash(self, ctx: Any, t: Table, seat: int, money: int) -> bool:
        """Low on yen, or rich in fish but the poorest (so unable to end the game)."""
        if money < 800 or self.eager:
            return True
        key = ("short", seat, money)
        if key not in self._memo:
            # The others' purses are looked at only when our resources could end the game.
            self._memo[key] = ctx.resources(t, seat) >= 50 and money < min(self.seen_money(ctx, t, s) for s in range(t.players) if s != seat)
        return bool(self._memo[key])

    def cashes_tokens(self, ctx: Any, t: Table, seat: int, mid: str) -> bool:
        """Whether market ``mid`` pays yen for some token we hold (asked once per market and decision)."""
        key = ("cashes", seat, mid)
        if key not in self._memo:
            self._memo[key] = self._cashes_tokens(ctx, t, seat, mid)
        return bool(self._memo[key])

    def _cashes_tokens(self, ctx: Any, t: Table, seat: int, mid: str) -> bool:
        mine = ctx.tokens(t, seat)
        if not mine:
            return False
        info = ctx.data.markets[mid]
        if info.type == "fish":  # a sale its rule allows (Fugu, for one, buys only some tokens)
            fish = ctx.fish(mid)
            return info.raw["sell"] != "none" and any(fish.check_sell(t, seat, a) is None for a in fish.cand_sell(t, seat))
        market = ctx.markets[mid]
        if mid in ("aquarium", "new_aquarium"):
            return any(market.demand(t, x) is not None for x in mine)
        if mid == "sushi":  # the expansion's Sushi Restaurant: 1-5 tokens of different shapes
            return market.can_operate(t, seat, Pocket(0, tuple(mine)))
        if mid == "trade":
            value = ctx.value_of(t, mine)
            return any(value >= lo and not t.zones[market.zone(sid)].ids for sid, lo, _ in market.spaces)
        if mid == "government":
            return any(market.room(t, sp) > 0 for sp in market.spaces)
        return mid in ("barter", "auction")

    # --------------------------------------------------------------- scoring

    def score(self, ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int | None = None) -> float:
        """How much ``seat`` likes action ``a`` (``money``: its purse, when the caller has counted it)."""
        name = a["action"]
        money = ctx.money(t, seat) if money is None else money
        handler = getattr(self, f"s_{name}", None)
        if handler is not None:
            return handler(ctx, t, seat, a, money)
        return FIXED.get(name, 0.0)

    def s_bid(self, ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int) -> float:
        key = ("bid", seat, money)  # the amount aimed at, worked out once per decision (every amount asks)
        if key not in self._memo:
            state = t.vars["auction"]
            worth = ctx.value_of(t, t.zones[state["lot"]].ids) * 100
            target = 0 if state["owner"] == seat and state["kind"] in ("auction", "barter") else int(worth * 0.75)
            self._memo[key] = max(0, min(money - 200, target) // 100 * 100)
        return -abs(a["amount"] - self._memo[key]) / 100

    def s_choose_winner(self, ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int) -> float:
        return t.zones[Z.bid(a["seat"])].money() / 100 + (1 if a["seat"] == seat else 0)

    def s_accept_offer(self, ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int) -> float:
        lot = t.zones[t.vars["auction"]["lot"]].ids
        return (t.zones[Z.bid(a["seat"])].money() - ctx.value_of(t, lot) * 100) / 100

    def s_place(self, ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int) -> float:
        item = a.get("item") or t.vars["pricing"]
        price = a.get("price") or ctx.data.column_by_id[a["column"]].price
        return -abs(price - self.ask(ctx, t, item)) / 100

    s_set_price = s_place

    def s_catch(self, ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int) -> float:
        every = ctx.fish(a["species"]).auction_every
        if every and ctx.slots(t, a["boat"]) < every:
            return -1  # this boat alone can never land enough for an auction
        return 8 + min(self.worth(ctx, t, seat, a["species"]), 1500) / 500

    def s_fish(self, ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int) -> float:
        """A Fishing action is worth its action point when a boat can land a load, or catch with one of our licenses
        (crab and tuna only on a boat large enough to land an auction's worth, as :meth:`s_catch` says)."""
        at_sea = ctx.at_sea(t, seat)
        if any(t.zones[Z.hold(b)].ids for b in at_sea):
            return 4
        boats = [*at_sea, *(b for _, b in ctx.docked(t, seat))]
        for mid in {ctx.species(t, x) for x in ctx.licenses(t, seat)} - {""}:  # a freezer or a cart catches nothing
            every = ctx.fish(mid).auction_every
            if not ctx.overfished(t, mid) and any(not every or ctx.slots(t, b) >= every for b in boats):
                return 4
        return -1.5

    def s_return(self, ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int) -> float:
        cargo = t.zones[Z.hold(a["boat"])].ids
        if not cargo:
            return -5
        full = len(cargo) >= ctx.slots(t, a["boat"]) or ctx.species(t, cargo[0]) == "salmon"
        every = ctx.fish(ctx.species(t, cargo[0])).auction_every
        if every:
            return 9 if len(cargo) >= every else (1 if full else -2)
        return 9 if full else 2

    def s_depart(self, ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int) -> float:
        return 7 if any(ctx.species(t, x) for x in ctx.licenses(t, seat)) else -1

    def s_buy_barrel(self, ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int) -> float:
        price = ctx.price(t, a["barrel"])
        return 6 if price <= self.worth(ctx, t, seat, ctx.species(t, a["barrel"])) else -3

    def s_buy_takoyaki(self, ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int) -> float:
        return 6 if ctx.price(t, a["token"]) <= 500 else -3

    def s_buy(self, ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int) -> float:
        """A Buy action is worth its action point when another harbor has something we would buy (once per decision)."""
        key = ("buy", seat, money)
        if key not in self._memo:
            self._memo[key] = self._buy_worth(ctx, t, seat, money)
        return float(self._memo[key])

    def _buy_worth(self, ctx: Any, t: Table, seat: int, money: int) -> float:
        for other in range(t.players):
            if other == seat:
                continue
            for item, _, _ in ctx.sale_items(t, other):
                if ctx.is_takoyaki(t, item):
                    if ctx.price(t, item) <= 500:
                        return 6
                elif ctx.fish(ctx.species(t, item)).can_buy_barrel(t) and ctx.price(t, item) <= min(money, self.worth(ctx, t, seat, ctx.species(t, item))):
                    return 6
        return -2

    def s_enter(self, ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int) -> float:
        """A market's worth to enter now (weighed once per market and decision), less a little for paying in yen, tokens or goods."""
        mid = a["market"]
        key = ("enter", seat, mid)
        if key not in self._memo:
            self._memo[key] = self.enter_worth(ctx, t, seat, mid, money)
        return float(self._memo[key]) - (0.0 if a["pay"] in ("free", "ap") else 0.5)

    def enter_worth(self, ctx: Any, t: Table, seat: int, mid: str, money: int) -> float:
        """What entering ``mid`` is worth now, however we pay."""
        info = ctx.data.markets[mid]
        if self.short_of_cash(ctx, t, seat, money) and self.cashes_tokens(ctx, t, seat, mid):
            return 7
        if info.type == "fish":
            if mid in ("squid", "king_crab") and ctx.fish(mid).my_tokens(t, seat):
                return 6
            if mid == "mackerel" and sum(1 for i, _, r in ctx.sale_items(t, seat) if r == "bottom" and ctx.species(t, i) == "mackerel") >= 2:
                return 5
            lic = ctx.fish(mid).license_price
            if (
                money >= lic + (0 if self.eager else 1201)
                and ctx.free_license_spaces(t, seat) > 0
                and t.zones[Z.market(mid, "licenses")].ids
                and not ctx.overfished(t, mid)
            ):
                return 4.5
            return -1
        if mid == "boats":
            return 4 if money > (1200 if self.eager else 2500) else -1
        if mid in ("aquarium", "government", "trade", "new_aquarium"):
            return 4 if money < 2500 and self.cashes_tokens(ctx, t, seat, mid) else -1
        return self.enter_expansion(ctx, t, seat, mid, money)

    def enter_expansion(self, ctx: Any, t: Table, seat: int, mid: str, money: int) -> float:
        """The expansion's external markets: sell sets at Sushi, rent a boat while licenses outnumber boats, buy a board with money to spare."""
        if mid == "sushi":
            return 5 if self.cashes_tokens(ctx, t, seat, mid) and len(ctx.markets[mid].one_of_each_shape(t, ctx.tokens(t, seat))) >= 3 else -1
        if mid == "boat_rental":
            boats = sum(1 for _ in ctx.docked(t, seat)) + len(ctx.at_sea(t, seat))
            licenses = sum(1 for x in ctx.licenses(t, seat) if ctx.species(t, x))
            return 4 if licenses >= boats and 1500 < money else -1
        if mid == "influence":
            return 3 if money > 3500 else -1
        return -1

    def s_buy_license(self, ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int) -> float:
        mid = t.vars["visit"]["id"]
        return 6 if money >= ctx.fish(mid).license_price + (0 if self.eager else 801) and not ctx.overfished(t, mid) else -2

    def s_sell(self, ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int) -> float:
        mid = t.vars["visit"]["id"]
        if self.short_of_cash(ctx, t, seat, money):
            return 5
        if mid == "mackerel":
            barrels = a.get("barrels") or []
            where = Z.parse_sale(t.pieces[barrels[0]].zone) if barrels else None
            return 5 if where is not None and where[2] == "bottom" else -2
        if mid in ("squid", "king_crab", "aquarium", "new_aquarium"):
            return 5
        if mid == "sushi":  # more tokens to a space pay more: the biggest set first
            return 4 + len(a.get("tokens") or [])
        return -1

    def s_buy_boat(self, ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int) -> float:
        return 5 if money > (1200 if self.eager else 2500) and not ctx.is_barge(t, a["boat"]) else -4

    def s_open_berth(self, ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int) -> float:
        return 3 if money > 3000 else -3

    def s_donate(self, ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int) -> float:
        market = ctx.markets["government"]
        return 5 if market.spaces[a["space"]][1] > ctx.value_of(t, [a["token"]]) * 100 else -2

    def s_return_license(self, ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int) -> float:
        mid = ctx.species(t, a["license"])
        return 5 if ctx.overfished(t, mid) or not t.zones[Z.market(mid, "barrels")].ids else -6

    def s_trade_yen(self, ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int) -> float:
        return 5

    def s_rent_boat(self, ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int) -> float:
        """A rented boat for one voyage: a fishing boat (not a barge) we can afford and fill."""
        return 5 if not ctx.is_barge(t, a["boat"]) and money > 1000 else -3

    def s_buy_expansion(self, ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int) -> float:
        """A new fish board means licenses to buy and barrels to catch."""
        return 4 if a["type"] == "fish" and money > 3500 else -2

    def s_send_overseas(self, ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int) -> float:
        return -3  # our own harbor sells better (and lands a bonus)


def _fixed(value: float) -> Any:
    """A scoring method for a kind with no ``s_<name>``: its FIXED score, whatever the action."""

    def weigh(ctx: Any, t: Table, seat: int, a: dict[str, Any], money: int) -> float:
        return value

    return weigh


#: Below this, the best action of a main-phase decision is a waste of action points (the fixed "go on" steps score 1).
IDLE = 2

FIXED = {
    "start_actions": 1,
    "end_fishing": 1,
    "end_buy": 1,
    "leave": 1,
    "end_turn": 1,
    "decline_offers": 0.5,
    "reprice": -4,
    "sell_boat": -6,
    "dump": -6,
    "lot_clear": -6,
    "lot_add": 2,
    "take_loan": -3,
    "buy_stock": 2,
    "rent": -2,
    "convert_octopus": 4,
    "use_freezer": 3,
    "start_auction": 3,
    "offer_lot": 3,
    "trade_tokens": -1,
    "use_cart": 2,
    "transfer": 1,
    "buy_own_fugu": 3,
}
