"""What every Tsukiji action shares: the referee's context, and words for its log line."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....table import Table, Transaction
from ....text import Message, Seat, msg
from ...base import Action, Why

if TYPE_CHECKING:
    from .. import TsukijiMarket

#: The phases of a player's own turn in which the "any time" actions (open a berth, return a license, transfer to the barge) may be taken.
OWN_TURN = ("start", "main", "fishing", "buy", "market")


class TkAction(Action):
    """An action of Tokyo Tsukiji Market (``game.ctx`` holds its data, markets and questions)."""

    def line(self, game: TsukijiMarket, tx: Transaction, **params: Any) -> Message:
        """This action's own log line: ``tsukiji.log.<name>`` with the seat as ``who``."""
        return msg(f"tsukiji.log.{self.name}", who=who(tx), **params)

    def describe(self, game: Any, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return [self.line(game, tx)]


def who(tx: Transaction) -> Seat:
    return Seat(tx.seat if tx.seat is not None else 0)


def is_piece(t: Table, value: Any) -> Why:
    """Why ``value`` does not name a piece on this table."""
    return None if isinstance(value, str) and value in t.pieces else msg("tsukiji.why.no_piece", value=str(value))
