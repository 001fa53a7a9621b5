"""The actions of an auction round: choose a card, bid, re-bid, hand over the goose, take cards.

Each is an :class:`~tsukiji_table.games.base.Action`: its phase, the form of
its arguments, the candidates ``legal_actions`` offers, one ``check`` (the
rule, written once, in words both languages know), ``apply`` (the action's
own change; what follows by itself is :mod:`.flow`'s) and ``describe`` (its
log line, as the viewer may read it).
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations
from typing import TYPE_CHECKING, Any

from ...table import Table, Transaction, Tx
from ...text import Message, Seat, msg
from ..base import Action, Arg, Int, ListOf, Why
from ..sealed import seal
from . import rounds
from .words import CARD_ID, card_id, card_msg, cards_msg, consequences, moved, short, var_set, who
from .zones import zones_of

if TYPE_CHECKING:
    from .game import Turin

Act = dict[str, Any]


class CardArg(Arg):
    """A goods card id: ``c04`` (``goods_card.c04`` is accepted too)."""

    def form(self, value: Any) -> Why:
        if isinstance(value, str) and CARD_ID.fullmatch(value):
            return None
        return msg("turin.why.card_form", value=short(value))

    def describe(self) -> Message:
        return msg("turin.want.card")


class TurinAction(Action):
    """What every Turin action's log line ends with: what the referee then did by itself."""

    names_own_pick: bool = False  # the action's own line already says which cards its seat took

    def line(self, game: Turin, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        raise NotImplementedError

    def describe(self, game: Turin, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        chooser = tx.seat if self.names_own_pick else None
        return self.line(game, table, tx, viewer) + consequences(game.data, table, tx, chooser)


class ChooseCard(TurinAction):
    """Put a card of one's hand face down for the auction; all turn over together."""

    name = "choose_card"
    phases = ("choose",)
    args = {"card": CardArg()}

    def candidates(self, game: Turin, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": self.name, "card": c} for c in table.zones[zones_of(seat).hand].ids)

    def check(self, game: Turin, table: Table, seat: int, action: Act) -> Why:
        card = card_id(action["card"])
        if card not in table.zones[zones_of(seat).hand].ids:
            return msg("turin.why.not_in_hand", card=card_msg(game.data, card), id=card, seat=Seat(seat))
        return None

    def apply(self, game: Turin, table: Table, tx: Tx, seat: int, action: Act) -> None:
        rounds.choose(tx, seat, card_id(action["card"]))

    def label(self, action: Act) -> str:
        return self.name  # the card stays secret until all are turned over

    def line(self, game: Turin, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        lot = moved(tx, None, "lot")
        if lot:  # the last choice: that it was made goes without saying
            return [msg("turin.log.lot", cards=cards_msg(game.data, lot))]
        return [msg("turin.log.chose", who=who(tx))]


class Bid(TurinAction):
    """A sealed bid of 0 up to what one has: held in secret until every bid is in."""

    name = "bid"
    phases = ("bid",)
    args = {"amount": Int()}
    what = "bid"

    def candidates(self, game: Turin, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": self.name, "amount": n} for n in range(rounds.free_money(table, seat) + 1))

    def check(self, game: Turin, table: Table, seat: int, action: Act) -> Why:
        money = rounds.free_money(table, seat)
        if not 0 <= action["amount"] <= money:
            return msg("turin.why.bid_range", money=money, seat=Seat(seat))
        return None

    def apply(self, game: Turin, table: Table, tx: Tx, seat: int, action: Act) -> None:
        seal(table, tx, seat, self.what, action["amount"])

    def label(self, action: Act) -> str:
        return self.name  # the amount is nobody else's business until the reveal

    def line(self, game: Turin, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        if var_set(tx, f"{self.what}s") is not None:
            return []  # the last bid: the revealed amounts say all (consequences)
        return [msg(f"turin.log.{self.what}", who=who(tx))]


class Rebid(Bid):
    """A tied player's sealed re-bid (only among the tied), added to what it pays."""

    name = "rebid"
    phases = ("rebid",)
    what = "rebid"


class Goose(TurinAction):
    """Hand the goose to a tied player, who loses the tie (goose=tiebreak)."""

    name = "goose"
    phases = ("goose",)
    args = {"to": Int(0)}

    def candidates(self, game: Turin, table: Table, seat: int) -> Iterable[Act]:
        pending = rounds.goose_pending(table)
        return ({"action": self.name, "to": s} for s in (pending[1] if pending else []))

    def check(self, game: Turin, table: Table, seat: int, action: Act) -> Why:
        pending = rounds.goose_pending(table)
        left = pending[1] if pending else []
        if action["to"] not in left:
            return msg("turin.why.goose_to", seats=[Seat(s) for s in left])
        return None

    def apply(self, game: Turin, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.move(["goose"], zones_of(action["to"]).goose)

    def line(self, game: Turin, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.action is not None
        return [msg("turin.log.goose", who=who(tx), to=Seat(tx.action["to"]))]


class Pick(TurinAction):
    """Take as many cards from the lot as one's place gives, in rank order."""

    name = "pick"
    phases = ("pick",)
    args = {"cards": ListOf(CardArg(), 1)}
    role = "take"
    names_own_pick = True

    def candidates(self, game: Turin, table: Table, seat: int) -> Iterable[Act]:
        head = rounds.picker(table)
        if head is None or head[2] != self.role:
            return ()
        return ({"action": self.name, "cards": list(combo)} for combo in combinations(table.zones["lot"].ids, head[1]))

    def check(self, game: Turin, table: Table, seat: int, action: Act) -> Why:
        head = rounds.picker(table)
        if head is None:  # the gate lets only the queue's head through: there is one
            return msg("turin.why.use_pick", seat=Seat(seat), action=game.action_title("pick"))
        _, n, role = head
        if role != self.role:
            take = role == "take"
            return msg("turin.why.use_pick" if take else "turin.why.use_return", seat=Seat(seat), action=game.action_title("pick" if take else "return_cards"))
        cards = [card_id(c) for c in action["cards"]]
        lot = table.zones["lot"].ids
        if len(cards) != n or len(set(cards)) != n or any(c not in lot for c in cards):
            key = "turin.why.take_n" if role == "take" else "turin.why.return_n"
            return msg(key, seat=Seat(seat), n=n, lot=list(lot))
        return None

    def apply(self, game: Turin, table: Table, tx: Tx, seat: int, action: Act) -> None:
        rounds.take(table, tx, seat, [card_id(c) for c in action["cards"]], self.role)

    def line(self, game: Turin, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.action is not None
        cards = cards_msg(game.data, [card_id(c) for c in tx.action["cards"]])
        return [msg("turin.log.pick" if self.role == "take" else "turin.log.returned", who=who(tx), cards=cards)]


class ReturnCards(Pick):
    """Tied at a re-bid of nothing: choose which of one's place's cards go back to the box."""

    name = "return_cards"
    role = "return"


ROUND_ACTIONS: tuple[type[Action], ...] = (ChooseCard, Bid, Rebid, Goose, Pick, ReturnCards)
