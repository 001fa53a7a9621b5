"""The actions around the auctions: sale offers, buying, the loan, the next game of a series.

Offers, withdrawals and passing belong to the sale step; buying and the loan
are open to every seat at any time until the scoring (the rulebook's "at any
time"); when several want a card at the same moment the game waits for its
seller's ``sell_to`` (the phase ``choose_buyer``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...table import Table, Transaction, Tx
from ...text import Message, Seat, msg
from ..base import Action, Int, ListOf, Why
from . import flow, market, rounds
from .actions import Act, CardArg, TurinAction
from .words import card_id, card_msg, paid, var_before, var_set, who
from .zones import sale_zone, zones_of

if TYPE_CHECKING:
    from .game import Turin

PLAYING = ("choose", "bid", "rebid", "goose", "pick", "sell")  # the steps of a round


class Offer(TurinAction):
    """Offer a card just won for sale: the price moves from the purse onto the card."""

    name = "offer"
    phases = ("sell",)
    args = {"card": CardArg(), "price": Int()}

    def candidates(self, game: Turin, table: Table, seat: int) -> Iterable[Act]:
        money = rounds.free_money(table, seat)
        return ({"action": self.name, "card": c, "price": p} for c in market.offerable(table, seat) for p in range(1, money + 1))

    def check(self, game: Turin, table: Table, seat: int, action: Act) -> Why:
        card = card_id(action["card"])
        if seat in table.vars.get("offered_now", []):
            return msg("turin.why.offered_already", seat=Seat(seat))
        if card not in market.offerable(table, seat):
            return msg("turin.why.not_offerable", seat=Seat(seat), card=card_msg(game.data, card))
        money = rounds.free_money(table, seat)
        if not 1 <= action["price"] <= money:
            return msg("turin.why.price", hi=money)
        return None

    def apply(self, game: Turin, table: Table, tx: Tx, seat: int, action: Act) -> None:
        market.offer(table, tx, seat, card_id(action["card"]), action["price"])

    def line(self, game: Turin, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.action is not None
        return [msg("turin.log.offer", who=who(tx), card=card_msg(game.data, card_id(tx.action["card"])), price=tx.action["price"])]


class Withdraw(TurinAction):
    """Take back an offer made before the auction that just ended, and the money on the card."""

    name = "withdraw"
    phases = ("sell",)
    args = {"card": CardArg()}

    def candidates(self, game: Turin, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": self.name, "card": c} for c in market.withdrawable(table, seat))

    def check(self, game: Turin, table: Table, seat: int, action: Act) -> Why:
        card = card_id(action["card"])
        if card in market.withdrawable(table, seat):
            return None
        if market.seller_of(table, card) == seat:
            return msg("turin.why.offer_stands", card=card_msg(game.data, card))
        return msg("turin.why.no_offer", seat=Seat(seat), card=card_msg(game.data, card))

    def apply(self, game: Turin, table: Table, tx: Tx, seat: int, action: Act) -> None:
        market.withdraw(table, tx, seat, card_id(action["card"]))

    def line(self, game: Turin, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.action is not None
        card = card_id(tx.action["card"])
        return [msg("turin.log.withdraw", who=who(tx), card=card_msg(game.data, card), price=paid(tx, sale_zone(card)))]


class Pass(TurinAction):
    """Done with offers and withdrawals this round."""

    name = "pass"
    phases = ("sell",)

    def apply(self, game: Turin, table: Table, tx: Tx, seat: int, action: Act) -> None:
        market.sale_done(table, tx, [seat])

    def line(self, game: Turin, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return [msg("turin.log.pass", who=who(tx))]


class Buy(TurinAction):
    """Buy an offered card at its price (any time); ``together``: others who want it at the same moment."""

    name = "buy"
    anytime = True
    phases = PLAYING
    args = {"card": CardArg(), "together": ListOf(Int(0), default=[])}

    def candidates(self, game: Turin, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": self.name, "card": c} for c in market.active_offers(table))

    def check(self, game: Turin, table: Table, seat: int, action: Act) -> Why:
        card = card_id(action["card"])
        seller = market.seller_of(table, card)
        if seller is None:
            return msg("turin.why.not_for_sale", card=card_msg(game.data, card))
        cost = market.price(table, card)
        together = action["together"]
        for b in sorted({seat, *together}) if together else (seat,):
            if b >= table.players:
                return msg("turin.why.no_seat", n=b)
            if b == seller:
                return msg("turin.why.own_card", seat=Seat(b), card=card_msg(game.data, card))
            if b != seat and any(rounds.sealed_var(b, w) in table.vars for w in rounds.SEALED):
                # What another seat holds in its fist is its secret: a joint request would show it.
                return msg("turin.why.sealed_buyer", seat=Seat(b))
            money = rounds.free_money(table, b)
            if money < cost:
                return msg("turin.why.afford", seat=Seat(b), money=money, card=card_msg(game.data, card), price=cost)
        return None

    def apply(self, game: Turin, table: Table, tx: Tx, seat: int, action: Act) -> None:
        card = card_id(action["card"])
        buyers = sorted({seat, *action["together"]})
        if len(buyers) == 1:
            market.transfer(game.data, table, tx, card, seat)
        else:
            market.ask_seller(tx, card, buyers)

    def line(self, game: Turin, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.action is not None and tx.seat is not None
        card = card_id(tx.action["card"])
        seller = Seat((var_before(tx, "offers") or table.vars.get("offers", {})).get(card, {}).get("seller", tx.seat))
        pending = var_set(tx, "pending_sale")
        if pending:
            return [msg("turin.log.buy_wait", buyers=[Seat(b) for b in pending["buyers"]], card=card_msg(game.data, card), seller=seller)]
        price = paid(tx, zones_of(tx.seat).money)
        return [msg("turin.log.buy", who=who(tx), seller=seller, card=card_msg(game.data, card), price=price)]


class SellTo(TurinAction):
    """Several asked for the card at once: its seller chooses the buyer."""

    name = "sell_to"
    phases = ("choose_buyer",)
    args = {"card": CardArg(), "buyer": Int(0)}

    def candidates(self, game: Turin, table: Table, seat: int) -> Iterable[Act]:
        pending = market.pending_sale(table)
        return ({"action": self.name, "card": pending[0], "buyer": b} for b in pending[2]) if pending else ()

    def check(self, game: Turin, table: Table, seat: int, action: Act) -> Why:
        card, _, buyers = market.pending_sale(table) or ("", seat, [])
        if card_id(action["card"]) != card:
            return msg("turin.why.waiting_card", card=card_msg(game.data, card))
        buyer = action["buyer"]
        if buyer not in buyers:
            return msg("turin.why.buyer", seats=[Seat(b) for b in buyers])
        cost, money = market.price(table, card), rounds.free_money(table, buyer)
        if money < cost:  # a purse emptied by hand since the request (free mode)
            return msg("turin.why.afford", seat=Seat(buyer), money=money, card=card_msg(game.data, card), price=cost)
        return None

    def apply(self, game: Turin, table: Table, tx: Tx, seat: int, action: Act) -> None:
        market.transfer(game.data, table, tx, card_id(action["card"]), action["buyer"])

    def line(self, game: Turin, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.action is not None
        buyer = tx.action["buyer"]
        card = card_msg(game.data, card_id(tx.action["card"]))
        return [msg("turin.log.sold", who=who(tx), card=card, buyer=Seat(buyer), price=paid(tx, zones_of(buyer).money))]


class TakeLoan(TurinAction):
    """Once per game, at any time: a loan card and 10 scudo now, 15 to repay at the end."""

    name = "take_loan"
    anytime = True
    phases = PLAYING

    def check(self, game: Turin, table: Table, seat: int, action: Act) -> Why:
        if table.zones[zones_of(seat).loan].ids or seat in table.vars.get("loans_taken", []):
            return msg("turin.why.loan_taken", seat=Seat(seat))
        if not table.zones["loans"].ids:
            return msg("turin.why.no_loans")
        return None

    def apply(self, game: Turin, table: Table, tx: Tx, seat: int, action: Act) -> None:
        market.take_loan(game.data, table, tx, seat)

    def line(self, game: Turin, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return [msg("turin.log.loan", who=who(tx), n=game.data.loan_amount)]


class NextGame(TurinAction):
    """A three-game series: after a game's scoring, everything back in the box and a fresh deal."""

    name = "next_game"
    anytime = True  # between games anyone may start the next one
    phases = ("interlude",)

    def apply(self, game: Turin, table: Table, tx: Tx, seat: int, action: Act) -> None:
        flow.start_game(game, table, tx, table.vars["game"] + 1)

    def line(self, game: Turin, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return [msg("turin.log.next", g=var_set(tx, "game") or "")]


TRADING_ACTIONS: tuple[type[Action], ...] = (Offer, Withdraw, Pass, Buy, SellTo, TakeLoan, NextGame)
