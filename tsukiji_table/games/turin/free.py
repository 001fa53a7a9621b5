"""Free play: moving pieces and money by hand, and ending the game to total it.

In *free* mode these are always accepted; in *assisted* mode only with
``confirmed: true`` (the window asked "this is not a legal move; do it
anyway?"); in *strict* mode never.  The referee keeps reading the game from
the zones, so whatever was moved by hand is counted where it lies, and the
flow moves on if a move finished a step (a hand emptied, the lot taken).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ...table import Table, Transaction, Tx, Visibility, ZoneKind
from ...text import Message, msg
from ..base import Flag, Int, Text, Why
from . import flow, market
from .actions import Act, TurinAction
from .trading import PLAYING
from .words import CARD_ID, card_id, card_msg, paid, short, who, zone_msg

if TYPE_CHECKING:
    from .game import Turin


class ByHand(TurinAction):
    """What the actions by hand share: free mode, or assisted with ``confirmed``."""

    anytime = True
    modes = ("free", "assisted")

    def check(self, game: Turin, table: Table, seat: int, action: Act) -> Why:
        if game.mode(table) == "assisted" and action.get("confirmed") is not True:
            return msg("turin.why.confirm", action=self.name)
        return self.rule(game, table, seat, action)

    def rule(self, game: Turin, table: Table, seat: int, action: Act) -> Why:
        return None

    def candidates(self, game: Turin, table: Table, seat: int) -> Iterable[Act]:
        return ()  # too many forms to list: made by hand (docs/actions/turin.md)


def piece_of(table: Table, value: str) -> str | None:
    """The piece ``value`` names (a card may be ``c04`` or ``goods_card.c04``), or None."""
    if value in table.pieces:
        return value
    if CARD_ID.fullmatch(value) and card_id(value) in table.pieces:
        return card_id(value)
    return None


class Move(ByHand):
    """Move a piece to a zone; chips follow the majorities afterwards."""

    name = "move"
    after_end = True
    args = {"piece": Text(), "to": Text(), "confirmed": Flag(default=False)}

    def rule(self, game: Turin, table: Table, seat: int, action: Act) -> Why:
        if piece_of(table, action["piece"]) is None:
            return msg("turin.why.no_piece", piece=short(action["piece"]))
        zone = table.zones.get(action["to"])
        if zone is None or zone.kind is ZoneKind.MONEY:
            return msg("turin.why.no_zone", zone=short(action["to"]))
        return None

    def apply(self, game: Turin, table: Table, tx: Tx, seat: int, action: Act) -> None:
        piece = piece_of(table, action["piece"])
        assert piece is not None
        dst = action["to"]
        p = table.pieces[piece]
        was_seen = table.kinds[p.kind].back is None or (p.face_up and table.zones[p.zone].visibility is Visibility.EVERYONE)
        tx.move([piece], dst)
        if table.zones[dst].visibility is Visibility.EVERYONE:
            tx.set_face([piece], True)
            if not was_seen:
                tx.reveal()  # a card from a hand or the deck, now face up for all
        market.update_chips(game.data, table, tx)

    def line(self, game: Turin, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.action is not None
        piece = piece_of(table, tx.action["piece"]) or ""
        dst = table.zones[tx.action["to"]]
        shown = dst.visibility is Visibility.EVERYONE or (dst.visibility is Visibility.OWNER and viewer == dst.owner)
        what: Any = _piece_name(game, table, piece) if shown else msg("turin.log.a_card")
        return [msg("turin.log.move", who=who(tx), what=what, where=zone_msg(table, tx.action["to"]))]


def _piece_name(game: Turin, table: Table, piece: str) -> Any:
    if piece in game.data.cards:
        return card_msg(game.data, piece)
    return piece


class Pay(ByHand):
    """Move money between two money zones (purses, the bank, money on a card or a loan card)."""

    name = "pay"
    after_end = True
    args = {"from": Text(), "to": Text(), "amount": Int(1), "confirmed": Flag(default=False)}

    def rule(self, game: Turin, table: Table, seat: int, action: Act) -> Why:
        src, dst = action["from"], action["to"]
        for zid in (src, dst):
            zone = table.zones.get(zid)
            if zone is None or zone.kind is not ZoneKind.MONEY or zid == "pot":  # the pot is the scorer's scratch
                return msg("turin.why.no_money_zone", zone=short(zid))
        if src == dst:
            return msg("turin.why.same_zone", zone=zone_msg(table, src))
        if not table.zones[src].unlimited and table.money(src) < action["amount"]:
            return msg("turin.why.holds_only", zone=zone_msg(table, src), money=table.money(src))
        return None

    def apply(self, game: Turin, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.pay(action["from"], action["to"], action["amount"], bank="bank")

    def line(self, game: Turin, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.action is not None
        src, dst = tx.action["from"], tx.action["to"]
        where = {"who": who(tx), "src": zone_msg(table, src), "dst": zone_msg(table, dst)}
        if all(table.zones[z].sees(viewer) for z in (src, dst)):
            return [msg("turin.log.pay", amount=paid(tx, src), **where)]
        return [msg("turin.log.pay_hidden", **where)]


class EndGame(ByHand):
    """Score the table as it lies now and end the game."""

    name = "end_game"
    phases = (*PLAYING, "choose_buyer")
    args = {"confirmed": Flag(default=False)}

    def candidates(self, game: Turin, table: Table, seat: int) -> Iterable[Act]:
        # Listed in free mode; in assisted mode it takes confirmed: true, which is asked, not offered.
        return ({"action": self.name},) if game.mode(table) == "free" else ()

    def apply(self, game: Turin, table: Table, tx: Tx, seat: int, action: Act) -> None:
        flow.end_now(tx)

    def line(self, game: Turin, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return [msg("turin.log.scored", who=who(tx))]


FREE_ACTIONS = (Move, Pay, EndGame)
