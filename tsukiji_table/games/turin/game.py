"""The Turin Market referee: who is to move, what they may do, and doing it.

``play`` validates an action (raising :class:`IllegalAction` with a reason a
player can read) and then applies it as one transaction, in which the game
also runs every automatic step that follows (reveals, payments, forced
picks, the next round, the final scoring).  The action vocabulary is listed
in ``docs/actions/turin.md``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import combinations
from typing import Any, ClassVar

from ...rulesdata import Rules
from ...table import Table
from ..base import Game, IllegalAction, Option
from . import free, market, rounds
from .board import build_table, deal, gather, zones_of
from .bots import HeuristicBot
from .data import TurinData, turin_data
from .scoring import Settlement, apply_settlement, holdings, projection, settle

PHASES = {
    "choose": "card choice",
    "bid": "sealed bid",
    "rebid": "tie re-bid",
    "goose": "goose tie-break",
    "pick": "picking",
    "sell": "sale offers",
    "interlude": "end of a game of the series",
    "over": "end of the game",
}


class Turin(Game):
    """Turin Market for 2-5 players (registered in ``__init__``)."""

    id: ClassVar[str] = "turin"
    box: ClassVar[str | None] = "turin"
    names: ClassVar[dict[str, str]] = {"en": "Turin Market", "ja": "トリノマーケット"}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    length: ClassVar[tuple[int, int] | None] = (20, 30)  # the rulebook gives no playing time: our estimate
    how_to: ClassVar[dict[str, str]] = {
        "en": "Bid in secret for goods cards. Each round everyone puts a card from hand into the lot, then all reveal a fistful of scudo at once "
        "and the highest bids take the cards. Win the majority of a good for its bonus, offer cards you won for sale, "
        "and end with the most scudo.",
        "ja": "商品カードを秘密の入札で競り落とします。毎ラウンド、全員が手札から1枚を出し、握ったスクードを同時に公開して、高い順にカードを取ります。"
        "各商品の最多ボーナスを狙い、取ったカードを売りに出し、最後に最も多くのスクードを持つプレイヤーの勝ちです。",
    }
    options: ClassVar[tuple[Option, ...]] = (
        Option("list", ("classic", "new"), "classic", "side of the list card (majority bonuses)", {"en": "List card", "ja": "一覧カード"}),
        Option("scudo", ("open", "hidden"), "open", "whether everyone sees everyone's money", {"en": "Scudo", "ja": "スクード"}),
        Option("series", (1, 3), 1, "one game, or three in a row with running totals", {"en": "Games", "ja": "ゲーム数"}),
        Option("goose", ("off", "tiebreak", "handicap"), "off", "the goose house rule", {"en": "Goose", "ja": "ガチョウ"}),
    )
    bots: ClassVar[dict[str, Any]] = {"heuristic": HeuristicBot}
    rules: Rules  # never None: the constructor refuses to run without

    def __init__(self, rules: Rules | None):
        super().__init__(rules)
        assert rules is not None, "Turin Market needs its rules data"
        self.data: TurinData = turin_data(rules)
        self._handlers: dict[str, Callable[[Table, int, dict[str, Any]], None]] = {
            "choose_card": self._choose_card,
            "bid": self._bid,
            "rebid": self._rebid,
            "goose": self._goose,
            "pick": self._pick,
            "return_cards": self._pick,
            "offer": self._offer,
            "withdraw": self._withdraw,
            "pass": self._pass,
            "buy": self._buy,
            "sell_to": self._sell_to,
            "take_loan": self._take_loan,
            "next_game": self._next_game,
            "set_mode": self._set_mode,
            "move": self._free,
            "pay": self._free,
            "end_game": self._free,
        }

    # ---------------------------------------------------------- structure

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        return build_table(self.id, self.rules, self.data, players, options, seed)

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        keep = {o.name: options.get(o.name, o.default) for o in self.options}
        keep["mode"] = options.get("mode", "assisted")
        with table.begin("setup") as tx:
            tx.set_var("options", keep)
            tx.set_var("game", 1)
            tx.set_var("round", 1)
            deal(tx, table, self.data, keep)
            rounds.start_round(self, table, tx)

    # ------------------------------------------------------------ queries

    def phase(self, table: Table) -> str:
        return table.vars.get("phase", "over")

    def mode(self, table: Table) -> str:
        return table.vars["options"].get("mode", "assisted")

    def to_move(self, table: Table) -> list[int]:
        """Seats whose input is awaited.  In the simultaneous steps the list
        starts one seat further each round, so that a loop asking the first
        listed seat (self-play) does not always let seat 0 buy first."""
        v = table.vars
        pending = market.pending_sale(table)
        if pending:
            return [pending[1]]
        phase = v.get("phase")
        if phase == "choose":
            return self._rotate(table, rounds.choosers(table))
        if phase == "bid":
            return self._rotate(table, rounds.bidders(table))
        if phase == "rebid":
            return self._rotate(table, rounds.rebidders(table))
        if phase == "goose":
            p = rounds.goose_pending(table)
            return [p[0]] if p else []
        if phase == "pick":
            return [v["queue"][0][0]] if v.get("queue") else []
        if phase == "sell":
            return self._rotate(table, market.sellers(table))
        if phase == "interlude":
            return [0]
        return []

    @staticmethod
    def _rotate(table: Table, seats: list[int]) -> list[int]:
        first = (table.vars.get("round", 1) - 1) % table.players
        return sorted(seats, key=lambda s: (s - first) % table.players)

    def is_over(self, table: Table) -> bool:
        return table.vars.get("phase") == "over"

    def turns(self, table: Table) -> int:
        """Auctions played (over all games of a series)."""
        return table.vars.get("rounds_played", 0)

    def legal_actions(self, table: Table, seat: int) -> Iterator[dict[str, Any]]:
        """The step's actions for ``seat`` if its input is awaited, plus buys and
        the loan, which are open to every seat at any time."""
        phase = self.phase(table)
        if phase == "over":
            return
        pending = market.pending_sale(table)
        if pending:
            card, seller, buyers = pending
            if seat == seller:
                for b in buyers:
                    yield {"action": "sell_to", "card": card, "buyer": b}
            return
        if phase == "interlude":
            yield {"action": "next_game"}
            return
        if seat in self.to_move(table):
            yield from self._phase_actions(table, seat, phase)
        money = table.money(zones_of(seat).money)
        for card, seller in market.active_offers(table).items():
            if seller != seat and money >= market.price(table, card):
                yield {"action": "buy", "card": card}
        if self._may_loan(table, seat):
            yield {"action": "take_loan"}
        if self.mode(table) == "free":
            yield {"action": "end_game"}

    def _phase_actions(self, table: Table, seat: int, phase: str) -> Iterator[dict[str, Any]]:
        z = zones_of(seat)
        money = table.money(z.money)
        if phase == "choose":
            for card in table.zones[z.hand].ids:
                yield {"action": "choose_card", "card": card}
        elif phase in ("bid", "rebid"):
            for amount in range(money + 1):
                yield {"action": phase, "amount": amount}
        elif phase == "goose":
            for to in self._goose_tied(table):
                yield {"action": "goose", "to": to}
        elif phase == "pick":
            _, n, role = table.vars["queue"][0]
            verb = "pick" if role == "take" else "return_cards"
            for combo in combinations(table.zones["lot"].ids, n):
                yield {"action": verb, "cards": list(combo)}
        elif phase == "sell":
            if money >= 1:
                for card in market.offerable(table, seat):
                    for price in range(1, money + 1):
                        yield {"action": "offer", "card": card, "price": price}
            for card in market.withdrawable(table, seat):
                yield {"action": "withdraw", "card": card}
            yield {"action": "pass"}

    def _may_loan(self, table: Table, seat: int) -> bool:
        return not table.zones[zones_of(seat).loan].ids and seat not in table.vars.get("loans_taken", []) and bool(table.zones["loans"].ids)

    # --------------------------------------------------------------- play

    def play(self, table: Table, seat: int, action: dict[str, Any]) -> None:  # type: ignore[override]  # until it moves onto declared actions
        if not isinstance(action, dict):
            raise IllegalAction(f"an action is a mapping like {{action: bid, amount: 2}}, not {action!r}")
        name = action.get("action")
        handler = self._handlers.get(name) if isinstance(name, str) else None
        if handler is None:
            raise IllegalAction(f"unknown action {name!r}; Turin Market's actions are {', '.join(sorted(self._handlers))}")
        if not isinstance(seat, int) or not 0 <= seat < table.players:
            raise IllegalAction(f"no seat {seat!r} at a {table.players}-player table")
        v = table.vars
        if name not in free.FREE_ACTIONS and name != "set_mode":
            if v.get("phase") == "over":
                raise IllegalAction("the game is over")
            pending = market.pending_sale(table)
            if pending and name != "sell_to":
                raise IllegalAction(f"seat {pending[1]} must first choose who buys {pending[0]} (sell_to)")
        handler(table, seat, action)

    def _expect(self, table: Table, seat: int, phase: str, verb: str) -> None:
        now = self.phase(table)
        if now != phase:
            raise IllegalAction(f"{verb} belongs to the {PHASES[phase]}; now it is the {PHASES.get(now, now)}")
        movers = self.to_move(table)
        if seat not in movers:
            who = ", ".join(f"seat {s}" for s in movers) or "nobody"
            raise IllegalAction(f"seat {seat} has nothing to do in the {PHASES[phase]} now; waiting for {who}")

    def _choose_card(self, table: Table, seat: int, action: dict[str, Any]) -> None:
        self._expect(table, seat, "choose", "choosing a card")
        card = self.card_arg(action, "card")
        if card not in table.zones[zones_of(seat).hand].ids:
            raise IllegalAction(f"{card} is not in seat {seat}'s hand")
        with table.begin("choose a card", seat) as tx:
            rounds.choose_card(self, table, tx, seat, card)

    def _bid(self, table: Table, seat: int, action: dict[str, Any], phase: str = "bid") -> None:
        self._expect(table, seat, phase, "a bid" if phase == "bid" else "a re-bid")
        money = table.money(zones_of(seat).money)
        amount = int_arg(action, "amount", 0, money, f"seat {seat} has {money} scudo to bid with")
        with table.begin(phase, seat) as tx:
            (rounds.bid if phase == "bid" else rounds.rebid)(self, table, tx, seat, amount)

    def _rebid(self, table: Table, seat: int, action: dict[str, Any]) -> None:
        self._bid(table, seat, action, "rebid")

    def _goose(self, table: Table, seat: int, action: dict[str, Any]) -> None:
        self._expect(table, seat, "goose", "handing over the goose")
        left = self._goose_tied(table)
        to = action.get("to")
        if not isinstance(to, int) or to not in left:
            raise IllegalAction(f"the goose goes to one of the tied seats {left}, not {to!r}")
        with table.begin(f"goose to seat {to}", seat) as tx:
            rounds.give_goose(self, table, tx, to)

    @staticmethod
    def _goose_tied(table: Table) -> list[int]:
        """The seats the goose may go to; the goose step waits on a tie."""
        pending = rounds.goose_pending(table)
        assert pending is not None, "the goose step without a goose tie"
        return pending[1]

    def _pick(self, table: Table, seat: int, action: dict[str, Any]) -> None:
        self._expect(table, seat, "pick", "picking cards")
        _, n, role = table.vars["queue"][0]
        verb = "pick" if role == "take" else "return_cards"
        if action["action"] != verb:
            why = "takes its cards with pick" if role == "take" else "re-bid nothing in a tie and sends its cards to the box with return_cards"
            raise IllegalAction(f"seat {seat} {why}")
        raw = action.get("cards", [action["card"]] if "card" in action else None)
        if not isinstance(raw, list):
            raise IllegalAction(f"{verb} needs cards: a list of {n} card(s) from the lot")
        cards = [self.card_id(c) for c in raw]
        lot = table.zones["lot"].ids
        if len(set(cards)) != len(cards) or len(cards) != n or any(c not in lot for c in cards):
            raise IllegalAction(f"seat {seat} {'takes' if role == 'take' else 'returns'} {n} card(s) from the lot {list(lot)}, not {raw}")
        with table.begin(verb, seat) as tx:
            rounds.pick(self, table, tx, seat, cards, role)

    def _offer(self, table: Table, seat: int, action: dict[str, Any]) -> None:
        self._expect(table, seat, "sell", "an offer")
        card = self.card_arg(action, "card")
        if seat in table.vars.get("offered_now", []):
            raise IllegalAction(f"seat {seat} has already offered a card this round (one per round)")
        if card not in market.offerable(table, seat):
            raise IllegalAction(f"seat {seat} may offer only a card it has just won at this auction, not {card}")
        money = table.money(zones_of(seat).money)
        price = int_arg(action, "price", 1, money, f"the price is money put on the card: 1 to {money} scudo")
        with table.begin(f"offer {card} for {price}", seat) as tx:
            market.offer(self, table, tx, seat, card, price)

    def _withdraw(self, table: Table, seat: int, action: dict[str, Any]) -> None:
        self._expect(table, seat, "sell", "withdrawing an offer")
        card = self.card_arg(action, "card")
        if card not in market.withdrawable(table, seat):
            if market.active_offers(table).get(card) == seat:
                raise IllegalAction(f"{card}'s offer stands until the end of the next auction")
            raise IllegalAction(f"seat {seat} has no offer on {card}")
        with table.begin(f"withdraw {card}", seat) as tx:
            market.withdraw(self, table, tx, seat, card)

    def _pass(self, table: Table, seat: int, action: dict[str, Any]) -> None:
        self._expect(table, seat, "sell", "passing")
        with table.begin("no more offers", seat) as tx:
            market.finish_sales(self, table, tx, seat)

    def _buy(self, table: Table, seat: int, action: dict[str, Any]) -> None:
        if self.phase(table) == "interlude":
            raise IllegalAction("this game of the series has ended; start the next one first")
        card = self.card_arg(action, "card")
        seller = market.active_offers(table).get(card)
        if seller is None:
            raise IllegalAction(f"{card} is not offered for sale")
        together = action.get("together") or []
        if not isinstance(together, list) or not all(isinstance(s, int) for s in together):
            raise IllegalAction("together lists the other seats that want the card at the same moment, e.g. [2, 3]")
        buyers = sorted({seat, *together})
        cost = market.price(table, card)
        for b in buyers:
            if not 0 <= b < table.players:
                raise IllegalAction(f"no seat {b}")
            if b == seller:
                raise IllegalAction(f"seat {b} offered {card}; it cannot buy it")
            if table.money(zones_of(b).money) < cost:
                raise IllegalAction(f"seat {b} has {table.money(zones_of(b).money)} scudo; {card} costs {cost}")
        with table.begin(f"buy {card}", seat) as tx:
            if len(buyers) == 1:
                market.transfer(self, table, tx, card, seat)
            else:
                market.ask_seller(table, tx, card, buyers)

    def _sell_to(self, table: Table, seat: int, action: dict[str, Any]) -> None:
        pending = market.pending_sale(table)
        if not pending:
            raise IllegalAction("nobody is waiting to buy a card")
        card, seller, buyers = pending
        if seat != seller:
            raise IllegalAction(f"only the seller of {card} chooses its buyer")
        buyer = action.get("buyer")
        if buyer not in buyers:
            raise IllegalAction(f"the buyer is one of seats {buyers}, not {buyer!r}")
        with table.begin(f"sell {card} to seat {buyer}", seat) as tx:
            market.transfer(self, table, tx, card, buyer)

    def _take_loan(self, table: Table, seat: int, action: dict[str, Any]) -> None:
        if self.phase(table) == "interlude":
            raise IllegalAction("this game of the series has ended; start the next one first")
        if not self._may_loan(table, seat):
            raise IllegalAction(
                f"seat {seat} has already taken its loan (once per game)"
                if table.zones[zones_of(seat).loan].ids or seat in table.vars.get("loans_taken", [])
                else "no loan card is left"
            )
        with table.begin("take the loan", seat) as tx:
            market.take_loan(self, table, tx, seat)

    def _next_game(self, table: Table, seat: int, action: dict[str, Any]) -> None:
        if self.phase(table) != "interlude":
            raise IllegalAction("next_game starts the next game of a series once a game has ended")
        with table.begin("next game", seat) as tx:
            opts = table.vars["options"]
            gather(tx, table, self.data)
            for name in ("offers", "loans_taken", "result", "tosses", "ranking"):
                tx.del_var(name)
            tx.set_var("game", table.vars["game"] + 1)
            tx.set_var("round", 1)
            deal(tx, table, self.data, opts)
            rounds.start_round(self, table, tx)

    def _set_mode(self, table: Table, seat: int, action: dict[str, Any]) -> None:
        mode = action.get("mode")
        if mode not in ("free", "assisted", "strict"):
            raise IllegalAction(f"mode is free, assisted or strict, not {mode!r}")
        with table.begin(f"{mode} mode", seat) as tx:
            tx.set_var("options", {**table.vars["options"], "mode": mode})

    def _free(self, table: Table, seat: int, action: dict[str, Any]) -> None:
        free.play_free(self, table, seat, action)

    # ------------------------------------------------------------- ending

    def end_game(self, table: Table, tx: Any) -> None:
        """The last card of 2-3 player hands joins the goods; score; record the result."""
        final = self.data.setups[table.players].final_hand
        hands = [table.in_zone(zones_of(s).hand) for s in range(table.players)]
        if final and all(len(h) <= final for h in hands):
            for s, hand in enumerate(hands):
                if hand:
                    tx.move(hand, zones_of(s).won)
                    tx.set_face(hand, True)
        for s in range(table.players):
            z = zones_of(s)  # an interrupted auction (free mode): bids go back
            for zid in (z.bid, z.rebid):
                tx.pay(zid, z.money, table.money(zid))
        market.update_chips(self, table, tx)
        side = table.vars["options"]["list"]
        result = settle(self.data, side, holdings(table, self.data))
        apply_settlement(tx, table, result)
        record = {"game": table.vars.get("game", 1), "goods": result.goods, "seats": result.seats, "scores": result.scores}
        tx.set_var("finals", table.vars.get("finals", []) + [record])
        for name in ("offers", "pending_sale", "queue", "won_now", "offered_now", "sell_done", "bid_in", "rebid_in", "tied", "goose_tie"):
            tx.del_var(name)
        series = table.vars["options"].get("series", 1)
        tx.set_var("phase", "interlude" if table.vars.get("game", 1) < series else "over")

    def score(self, table: Table) -> dict[str, Any] | None:
        finals = table.vars.get("finals")
        if not finals or self.phase(table) not in ("over", "interlude"):
            return None
        last = finals[-1]
        # Read from the zones, so coins moved by hand after the end still count.
        now = [table.money(zones_of(s).money) - last["seats"][s]["unpaid"] for s in range(table.players)]
        games = [f["scores"] for f in finals[:-1]] + [now]
        totals = [sum(g[s] for g in games) for s in range(table.players)]
        best = max(totals)
        return {
            "scores": totals,
            "winner": [s for s in range(table.players) if totals[s] == best],
            "games": games,
            "list": table.vars["options"]["list"],
            "goods": last["goods"],
            "seats": last["seats"],
        }

    def projection(self, table: Table) -> Settlement:
        """The scoring as if the game ended now (running totals, free mode)."""
        return projection(table, self.data, table.vars["options"]["list"])

    def public_state(self, table: Table) -> dict[str, Any]:
        out = super().public_state(table)
        v = table.vars
        out.update(
            phase=v.get("phase"),
            game_no=v.get("game"),
            round=v.get("round"),
            offers={c: {"seller": s, "price": market.price(table, c)} for c, s in market.active_offers(table).items()},
        )
        if v.get("result"):
            out["last_auction"] = v["result"]
        return out

    # -------------------------------------------------------------- args

    def card_id(self, value: Any) -> str:
        """A goods card's id from ``c04`` or ``goods_card.c04``."""
        if isinstance(value, str):
            short = value.rsplit(".", 1)[-1]
            if short in self.data.cards:
                return short
        raise IllegalAction(f"{value!r} is not a goods card (c01 ... c{len(self.data.cards):02d})")

    def card_arg(self, action: dict[str, Any], key: str) -> str:
        if key not in action:
            raise IllegalAction(f"{action.get('action')} needs {key}: a goods card id such as c04")
        return self.card_id(action[key])


def int_arg(action: dict[str, Any], key: str, lo: int, hi: int, why: str) -> int:
    value = action.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise IllegalAction(f"{action.get('action')} needs {key}: a whole number from {lo} to {hi}")
    if not lo <= value <= hi:
        raise IllegalAction(f"{key} {value} is out of range: {why}")
    return value
