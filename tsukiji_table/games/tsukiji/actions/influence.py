"""Assigning a buyer token (the Influence market, expansion): free, at any time during your turn."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ....table import Table, Transaction, Tx
from ....text import Message, Seat, msg
from ...base import Int, Text, Why
from .common import OWN_TURN, TkAction, is_piece

if TYPE_CHECKING:
    from .. import TsukijiMarket

A = dict[str, Any]


class AssignBuyer(TkAction):
    """Your buyer token goes in front of another player: right after their next turn, you buy out of turn."""

    name = "assign_buyer"
    phases = OWN_TURN
    args = {"token": Text(), "seat": Int()}

    def mine(self, game: TsukijiMarket, t: Table, seat: int) -> list[str]:
        if "influence" not in game.ctx.markets:
            return []
        kind = game.ctx.markets["influence"].buyer_kind  # type: ignore[attr-defined]
        return [x for x in game.ctx.licenses(t, seat) if t.pieces[x].kind == kind]

    def candidates(self, game: TsukijiMarket, t: Table, seat: int) -> Iterable[A]:
        for token in self.mine(game, t, seat)[:1]:
            for other in range(t.players):
                if other != seat:
                    yield {"action": "assign_buyer", "token": token, "seat": other}

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        why = is_piece(t, action["token"])
        if why is None and action["token"] not in self.mine(game, t, seat):
            return msg("tsukiji.why.not_my_buyer", piece=action["token"])
        if why is None and (action["seat"] == seat or not 0 <= action["seat"] < t.players):
            return msg("tsukiji.why.buyer_other_seat")
        return why

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        game.ctx.markets["influence"].assign(t, tx, seat, action["token"], action["seat"])  # type: ignore[attr-defined]

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return [self.line(game, tx, target=Seat((tx.action or {})["seat"]))]


INFLUENCE = (AssignBuyer,)
