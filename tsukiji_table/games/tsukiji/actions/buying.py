"""The Buy action's steps: barrels and takoyaki from other harbors, then ``end_buy``."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ....table import Table, Transaction, Tx
from ....text import Message, Seat, msg
from ...base import Text, Why
from .. import buying, log
from .. import zones as Z
from .common import TkAction

if TYPE_CHECKING:
    from .. import TsukijiMarket

A = dict[str, Any]


class BuyItem(TkAction):
    """Buy an item on sale at another player's harbor: its price goes to that player."""

    takoyaki = False
    key = "barrel"

    def candidates(self, game: TsukijiMarket, t: Table, seat: int) -> Iterable[A]:
        for item in buying.on_sale(game.ctx, t, seat):
            if game.ctx.is_takoyaki(t, item) == self.takoyaki:
                yield {"action": self.name, self.key: item}

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        return buying.purchase_problem(game.ctx, t, seat, action[self.key], self.takoyaki)

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        buying.buy(game.ctx, t, tx, seat, action[self.key])

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.seat is not None and tx.action is not None
        ctx, item = game.ctx, tx.action[self.key]
        sold = [(payee, amount) for payer, payee, amount in log.payments(tx) if payer == Z.money(tx.seat)]
        payee, amount = sold[0] if sold else (Z.money(tx.seat), 0)
        seller = Z.seat_of(payee) or 0
        seen = ctx.purse_seen(t, tx.seat, viewer) or ctx.purse_seen(t, seller, viewer)
        shown = log.public_yen(amount) if seen else msg("tsukiji.yen_hidden")
        token = [pid for pid, src, dst in log.moves(tx) if dst == Z.supply(tx.seat) and pid != item]
        line = self.line(game, tx, seller=Seat(seller), item=ctx.name(t, item), yen=shown)
        return [line, *([msg("tsukiji.log.token_for_barrel", token=log.things(ctx, t, token))] if token else [])]


class BuyBarrel(BuyItem):
    name = "buy_barrel"
    phases = ("buy", "buyer")
    args = {"barrel": Text()}


class BuyTakoyaki(BuyItem):
    name = "buy_takoyaki"
    phases = ("buy", "buyer")
    args = {"token": Text()}
    takoyaki = True
    key = "token"


class EndBuy(TkAction):
    """The Buy action ends, once something was bought (or nothing is affordable any more, q33)."""

    name = "end_buy"
    phases = ("buy", "buyer")

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        if "buyer" in t.vars:  # a buyer token's out-of-turn buy: "whether or not you bought anything"
            return None
        if t.vars.get("bought", 0) > 0 or not game.any_legal(t, seat, ("buy_barrel", "buy_takoyaki")):
            return None
        return msg("tsukiji.why.buy_one")

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        tx.del_var("bought")
        if "buyer" in t.vars:
            game.ctx.markets["influence"].close_buy(t, tx)  # type: ignore[attr-defined]


BUY = (BuyBarrel, BuyTakoyaki, EndBuy)
