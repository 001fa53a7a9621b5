"""Sending boats to the Overseas market (expansion) during a Fishing action."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ....table import Table, Transaction, Tx
from ....text import Message
from ...base import ListOf, Text, Why
from .. import log
from .. import zones as Z
from .common import TkAction

if TYPE_CHECKING:
    from .. import TsukijiMarket

A = dict[str, Any]


class SendOverseas(TkAction):
    """Boats at sea come in at the Overseas market instead of a berth (100 yen a group): their cargo is auctioned as one lot."""

    name = "send_overseas"
    phases = ("fishing",)
    args = {"boats": ListOf(Text())}

    def candidates(self, game: TsukijiMarket, t: Table, seat: int) -> Iterable[A]:
        if not game.ctx.in_play(t, "overseas"):
            return
        active = t.vars["fishing"]["active"]
        for boat in game.ctx.at_sea(t, seat):
            if boat not in active and t.zones[Z.hold(boat)].ids:
                yield {"action": "send_overseas", "boats": [boat]}

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        return game.ctx.markets["overseas"].send_problem(t, seat, list(action["boats"]))  # type: ignore[attr-defined]

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        game.ctx.markets["overseas"].send(t, tx, seat, list(action["boats"]))  # type: ignore[attr-defined]

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        lot = [pid for pid, _, dst in log.moves(tx) if dst == Z.AUCTION_LOT]
        return [self.line(game, tx, lot=log.things(game.ctx, t, lot))]


OVERSEAS = (SendOverseas,)
