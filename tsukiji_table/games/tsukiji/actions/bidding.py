"""Sealed bids and the owner's choice: ``bid``, ``choose_winner``, ``accept_offer``, ``decline_offers``.

A bid's log line never gives its amount: the game's flow reveals all bids
together once the last is in, and that line names them (``log.py``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ....table import Table, Transaction, Tx
from ....text import Message, Seat, msg
from ...base import Int, Why
from .. import bidding
from .common import TkAction

if TYPE_CHECKING:
    from .. import TsukijiMarket

A = dict[str, Any]


class Bid(TkAction):
    """Seal a bid: a multiple of 100 yen from 0 to what you hold."""

    name = "bid"
    phases = ("bid",)
    args = {"amount": Int(0)}

    def candidates(self, game: TsukijiMarket, t: Table, seat: int) -> Iterable[A]:
        return ({"action": "bid", "amount": a} for a in range(0, game.ctx.money(t, seat) + 1, game.ctx.step))

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        amount, step, money = action["amount"], game.ctx.step, game.ctx.money(t, seat)
        if amount % step:
            return msg("tsukiji.why.bid_step", step=step)
        return msg("tsukiji.why.bid_money", have=money, amount=amount) if amount > money else None

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        bidding.seal(t, tx, seat, action["amount"])

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        # The last bid turns every bid over: the reveal's line names them all, this one too.
        return [] if tx.reveal else [self.line(game, tx)]


class Choice(TkAction):
    """The auction's owner picks among the revealed bids."""

    phases = ("choose",)
    args = {"seat": Int(0)}
    barter = False

    def candidates(self, game: TsukijiMarket, t: Table, seat: int) -> Iterable[A]:
        if (bidding.state(t)["kind"] == "barter") == self.barter:
            for s in bidding.state(t)["tied"]:
                yield {"action": self.name, "seat": s}

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        a = bidding.state(t)
        if (a["kind"] == "barter") != self.barter:
            return msg("tsukiji.why.barter_choice" if self.barter else "tsukiji.why.tie_choice")
        if action["seat"] not in a["tied"]:
            return msg("tsukiji.why.choose_seat", seats=[Seat(s) for s in a["tied"]])
        return None

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        bidding.resolve(game.ctx, t, tx, action["seat"])

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return [self.line(game, tx, winner=Seat((tx.action or {})["seat"]))]


class ChooseWinner(Choice):
    """Break a tie for the highest bid (q09)."""

    name = "choose_winner"


class AcceptOffer(Choice):
    """The Barter seller takes one offer, not necessarily the highest."""

    name = "accept_offer"
    barter = True


class DeclineOffers(TkAction):
    """The Barter seller takes no offer and keeps the lot."""

    name = "decline_offers"
    phases = ("choose",)

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        return None if bidding.state(t)["kind"] == "barter" else msg("tsukiji.why.tie_choice")

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        bidding.decline(game.ctx, t, tx)


BIDS = (Bid, ChooseWinner, AcceptOffer, DeclineOffers)
