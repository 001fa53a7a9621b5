"""G19 Jasmine Tea (『ジャスミンティー』): the referee, two to six players.

The table: the supply of drinks, the twelve stock cards in the centre (each
seat's stakes lie on a card at the same place: its own corner), the drinks
bought this round in view, the game box (drinks that came out, out of the
game), the machine cut open (look inside, never touch), and per seat its
owned stock cards and a purse.

Setup ends with a blind ``bid`` for the start player.  A turn is one of
``buy_stock``, ``bet`` (again within the turn on any cards, up to the
round's limit) or ``buy_drink`` (up to three in a turn: 100, 400, 900 in
all), a turn that bets or buys drinks ends with ``done`` (or by itself
when it cannot go on); ``pass`` only for a player who can do nothing.
After the round's turns the player with the least money ``insert``s the
round's purchases at once; the bets are paid and the next round begins.
The flow is :mod:`.g19_flow`'s.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from types import ModuleType
from typing import Any, ClassVar

from ...table import Table, Transaction, Tx
from ...text import Message, Seat, msg
from ..base import Action, IllegalAction, Int, Text, Why
from ..furniture import money_on
from ..registry import register
from . import g19_flow as flow
from . import g19_rules as rules
from . import sealed_bids
from .drinks import drink_names, in_zone, money_moved, var_after
from .g19_words import P
from .tower_game import TowerGame

Act = dict[str, Any]


class G19Action(Action):
    def describe(self, game: JasmineTea, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return self.line(game, tx) + flow.round_lines(game, table, tx)

    def line(self, game: JasmineTea, tx: Transaction) -> list[Message]:
        return []


class Bid(sealed_bids.SealedBid, G19Action):
    """A blind bid for the start player: an amount in a closed hand (in 100s, up to what you have); all open together."""

    prefix = P


class TurnAction(G19Action):
    """An action of the turns: refused while the turn is busy with another kind of action."""

    phases = ("turns",)
    kind: ClassVar[str | None] = None  # the kind of turn this action may go on with

    def busy(self, table: Table) -> Why:
        doing = table.vars.get("doing")
        if doing is not None and doing != self.kind:
            return msg(f"{P}.why.other_step", what=msg(f"{P}.doing.{doing}"))
        return None


class BuyStock(TurnAction):
    """Pay 500 to the bank and take a stock card from the centre that has no bets on it; it is yours to the end."""

    name = "buy_stock"
    args = {"card": Text()}

    def candidates(self, game: JasmineTea, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": self.name, "card": p.removeprefix("stock_card.")} for p in table.zones[flow.CENTRE].ids)

    def check(self, game: JasmineTea, table: Table, seat: int, action: Act) -> Why:
        if why := game.catalogue.no_card(action["card"]) or self.busy(table):
            return why
        card = action["card"]
        name = game.card_names(card)
        if f"stock_card.{card}" not in table.zones[flow.CENTRE].ids:
            return msg(f"{P}.why.not_centre", card=name)
        if card in flow.bets(game, table):
            return msg(f"{P}.why.has_bets", card=name)
        price, money = int(game.data["stock_price"]), table.money(f"p{seat}.money")
        if money < price:
            return msg(f"{P}.why.stock_money", price=price, money=money)
        return None

    def apply(self, game: JasmineTea, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.pay(f"p{seat}.money", "bank", int(game.data["stock_price"]), bank="bank")
        zone = table.zones[f"p{seat}.stocks"]
        taken = {tuple(table.pieces[p].pos) for p in zone.ids if table.pieces[p].pos is not None}
        cols, rows = int(zone.meta["cols"]), int(zone.meta["rows"])
        free = [(c, r) for r in range(rows) for c in range(cols) if (c, r) not in taken]
        cell = free[0] if free else (len(zone.ids) % cols, rows - 1)  # more cards than places: they overlap the last row
        tx.move([f"stock_card.{action['card']}"], f"p{seat}.stocks", pos=[cell])
        tx.set_var("doing", "end")

    def line(self, game: JasmineTea, tx: Transaction) -> list[Message]:
        assert tx.action is not None
        return [msg(f"{P}.log.stock", who=Seat(tx.seat or 0), card=game.card_names(tx.action["card"]), price=game.data["stock_price"])]


class Bet(TurnAction):
    """Put money on a stock card (shape or colour); more bets may follow in the same turn, up to the round's limit."""

    name = "bet"
    kind = "bet"
    args = {"card": Text(), "amount": Int()}

    def candidates(self, game: JasmineTea, table: Table, seat: int) -> Iterable[Act]:
        step = int(game.data["bet_step"])
        most = min(flow.limit(game, table, seat) - flow.staked(game, table, seat), table.money(f"p{seat}.money"))
        return ({"action": self.name, "card": game.catalogue.card_name(k), "amount": a} for k in range(12) for a in range(step, most + 1, step))

    def check(self, game: JasmineTea, table: Table, seat: int, action: Act) -> Why:
        if why := game.catalogue.no_card(action["card"]) or self.busy(table):
            return why
        step, amount = int(game.data["bet_step"]), action["amount"]
        if amount < step or amount % step:
            return msg(f"{P}.why.bet_step", step=step)
        top, left = flow.limit(game, table, seat), flow.limit(game, table, seat) - flow.staked(game, table, seat)
        if amount > left:
            return msg(f"{P}.why.bet_limit", limit=top, owned=len(flow.owned(table, seat)), left=left)
        money = table.money(f"p{seat}.money")
        if amount > money:
            return msg(f"{P}.why.bet_money", amount=amount, money=money)
        return None

    def apply(self, game: JasmineTea, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.pay(f"p{seat}.money", money_on(f"stock_card.{action['card']}", seat), action["amount"], bank="bank")
        tx.set_var("doing", self.kind)

    def line(self, game: JasmineTea, tx: Transaction) -> list[Message]:
        assert tx.action is not None
        return [msg(f"{P}.log.bet", who=Seat(tx.seat or 0), amount=tx.action["amount"], card=game.card_names(tx.action["card"]))]


class BuyDrink(TurnAction):
    """Buy a drink from the supply to go into the machine at the round's end; up to three in a turn (100, 400, 900 in all)."""

    name = "buy_drink"
    kind = "drinks"
    args = {"drink": Text()}

    def candidates(self, game: JasmineTea, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": self.name, "drink": d} for d in in_zone(table, "supply"))

    def check(self, game: JasmineTea, table: Table, seat: int, action: Act) -> Why:
        if why := game.catalogue.no_drink(action["drink"]) or self.busy(table):
            return why
        if f"drink.{action['drink']}" not in table.zones["supply"].ids:
            return msg(f"{P}.why.not_in_supply", drink=drink_names(game.catalogue, action["drink"]))
        prices = game.data["drink_prices"]
        took = int(table.vars.get("took", 0)) if table.vars.get("doing") == self.kind else 0
        if took >= len(prices):
            return msg(f"{P}.why.three", n=len(prices))
        price, money = rules.drink_step_price(prices, took), table.money(f"p{seat}.money")
        if money < price:
            return msg(f"{P}.why.drink_money", n=took + 1, price=price, money=money)
        return None

    def apply(self, game: JasmineTea, table: Table, tx: Tx, seat: int, action: Act) -> None:
        took = int(table.vars.get("took", 0)) if table.vars.get("doing") == self.kind else 0
        price = rules.drink_step_price(game.data["drink_prices"], took)
        tx.pay(f"p{seat}.money", "bank", price, bank="bank")
        tx.move([f"drink.{action['drink']}"], flow.BOUGHT)
        tx.set_var("doing", self.kind)
        tx.set_var("took", took + 1)

    def line(self, game: JasmineTea, tx: Transaction) -> list[Message]:
        assert tx.action is not None
        purse = f"p{tx.seat or 0}.money"
        paid = money_moved(tx, src=purse, dst="bank") - money_moved(tx, src="bank", dst=purse)  # the change given back
        return [msg(f"{P}.log.drink", who=Seat(tx.seat or 0), drink=drink_names(game.catalogue, tx.action["drink"]), price=paid)]


class Done(TurnAction):
    """End a turn of bets or drink purchases."""

    name = "done"

    def check(self, game: JasmineTea, table: Table, seat: int, action: Act) -> Why:
        if table.vars.get("doing") not in ("bet", "drinks"):
            return msg(f"{P}.why.not_doing")
        return None

    def apply(self, game: JasmineTea, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.set_var("doing", "end")

    def line(self, game: JasmineTea, tx: Transaction) -> list[Message]:
        return [msg(f"{P}.log.done", who=Seat(tx.seat or 0))]


class Pass(TurnAction):
    """Let the turn go by: only for a player who can neither buy a stock card, nor bet, nor buy a drink (decision g19-pass)."""

    name = "pass"

    def check(self, game: JasmineTea, table: Table, seat: int, action: Act) -> Why:
        if why := self.busy(table):
            return why
        for what, can in (
            ("stock", flow.can_buy_stock(game, table, seat)),
            ("bet", flow.can_bet(game, table, seat)),
            ("drinks", flow.can_buy_drink(game, table, seat, 0)),
        ):
            if can:
                return msg(f"{P}.why.can_act", what=msg(f"{P}.can.{what}"))
        return None

    def apply(self, game: JasmineTea, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.set_var("doing", "end")

    def line(self, game: JasmineTea, tx: Transaction) -> list[Message]:
        return [msg(f"{P}.log.pass", who=Seat(tx.seat or 0))]


class Insert(G19Action):
    """The player with the least money puts every drink bought this round into the machine at once."""

    name = "insert"
    phases = ("insert",)

    def apply(self, game: JasmineTea, table: Table, tx: Tx, seat: int, action: Act) -> None:
        flow.insert(game, tx, table)

    def line(self, game: JasmineTea, tx: Transaction) -> list[Message]:
        record = var_after(tx, "result") or {}
        n = int(record.get("n", 0))
        return [msg(f"{P}.log.insert", who=Seat(tx.seat or 0), n=n) if n else msg(f"{P}.log.insert_none")]


def _heuristic(seat: int, rng: random.Random) -> Any:
    from .g19_bots import JasmineBot  # the bots read the referee: imported when one is made

    return JasmineBot(seat, rng)


@register
class JasmineTea(TowerGame):
    """G19: bet on the drinks that come out, invest in stock cards; the round's purchases go in at once."""

    id: ClassVar[str] = "jido:g19"
    reads: ClassVar[tuple[str, ...]] = ("g19.yaml", "tower.yaml")
    names: ClassVar[dict[str, str]] = {"en": "Jasmine Tea", "ja": "ジャスミンティー"}
    min_players: ClassVar[int] = 2  # 2人プレイでは5ラウンド…5～6人プレイでは3ラウンド
    max_players: ClassVar[int] = 6
    length: ClassVar[tuple[int, int] | None] = (20, 40)  # our estimate: the rulebook gives none
    how_to: ClassVar[dict[str, str]] = {
        "en": "Bet on drinks and invest. Each turn: buy a stock card (500), bet on colour or shape cards (up to 200 a round, 200 more per "
        "card you own), or buy up to three drinks (100, 400, 900). At the round's end the poorest player puts every drink bought into "
        "the vending machine at once; a card with a matching drink out pays its bettors 3 to 1, and stakes on an owned card go to its "
        "owner. At the end each owned card earns 200 per matching drink in the box. Most money wins.",
        "ja": "ドリンクに賭け、投資します。手番ごとに、ストックカードを購入（500円）、色か形状のカードに賭ける（1ラウンド200円まで、"
        "所有カード1枚につき+200円）、ドリンクを3本まで購入（100・400・900円）のいずれか。ラウンド終了時に所持金が最も少ない人が"
        "購入されたドリンクを一度に自動販売機に入れ、一致するドリンクが出たカードの賭けは3倍の支払い、所有カードの賭け金は所有者へ。"
        "終了時、所有カードは箱の一致するドリンク1本につき200円。最も多くのお金を持つ人の勝ち。",
    }
    actions = (Bid, BuyStock, Bet, BuyDrink, Done, Pass, Insert)
    bots: ClassVar[dict[str, Any]] = {"heuristic": _heuristic}

    flow: ClassVar[ModuleType] = flow

    def describe_action(self, table: Table, action: dict[str, Any]) -> Message:
        """Cards and drinks in words; a bid without its amount (nobody else's business until the reveal)."""
        name = action.get("action")
        try:
            if name == "buy_stock":
                return msg(f"{P}.does.buy_stock", card=self.card_names(action["card"]), price=self.data["stock_price"])
            if name == "bet":
                return msg(f"{P}.does.bet", card=self.card_names(action["card"]), amount=action["amount"])
            if name == "buy_drink":
                return msg(f"{P}.does.buy_drink", drink=self.catalogue.drink_names(self.catalogue.drink(action["drink"])))
        except (KeyError, IllegalAction):
            pass
        return self.action_title(str(name))

    def card_names(self, card: str) -> dict[str, str]:
        return self.catalogue.card_names(self.catalogue.card(card))

    def to_move(self, table: Table) -> list[int]:
        return flow.mover(table)

    def score_extra(self, table: Table) -> dict[str, Any]:
        """Per seat: the money before the end payout, and what each owned card earned (the end screen's breakdown)."""
        final = table.vars.get("final") or {}
        return {"breakdown": [final.get("seats", {}).get(str(s), {}) for s in range(table.players)]}
