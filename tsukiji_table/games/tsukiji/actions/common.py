"""What every Tsukiji action shares: the referee's context, words for its log line, refusals in words."""

from __future__ import annotations

from dataclasses import replace
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

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Each kind's rule (its ``check``) refuses with the pieces it names in words (:func:`named`)."""
        super().__init_subclass__(**kwargs)
        rule = cls.__dict__.get("check")
        if rule is not None:

            def check(self: Action, game: Any, table: Table, seat: int, action: dict[str, Any], _rule: Any = rule) -> Why:
                why = _rule(self, game, table, seat, action)
                return why if why is None else named(game, table, why)

            check.__doc__ = rule.__doc__
            cls.check = check  # type: ignore[method-assign]

            def passes(self: Action, game: Any, table: Table, seat: int, action: dict[str, Any], _rule: Any = rule) -> bool:
                return _rule(self, game, table, seat, action) is None  # a listing needs no words for a refusal

            cls.passes = passes  # type: ignore[method-assign]

    def line(self, game: TsukijiMarket, tx: Transaction, **params: Any) -> Message:
        """This action's own log line: ``tsukiji.log.<name>`` with the seat as ``who``."""
        return msg(f"tsukiji.log.{self.name}", who=who(tx), **params)

    def describe(self, game: Any, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return [self.line(game, tx)]


#: The parameters of a refusal that name one piece.
PIECE_PARAMS = ("piece", "boat", "barge", "license", "item")


def named(game: TsukijiMarket, t: Table, why: Message) -> Message:
    """``why`` with every piece it names by id named in words ("1-slot fishing boat", never ``boat.slot1#1``).

    A piece the table does not have (a script's typo) cannot be named: the
    refusal is then that there is no such piece, in the script's own words.
    """
    ids = {k: v for k, v in why.params.items() if isinstance(v, str) and v in t.pieces}
    missing = next((v for k, v in why.params.items() if k in PIECE_PARAMS and isinstance(v, str) and v not in t.pieces), None)
    if missing is not None:
        return msg("tsukiji.why.no_piece", value=missing)
    return replace(why, params={**why.params, **{k: game.ctx.name(t, v) for k, v in ids.items()}}) if ids else why


def who(tx: Transaction) -> Seat:
    return Seat(tx.seat if tx.seat is not None else 0)


def is_piece(t: Table, value: Any) -> Why:
    """Why ``value`` does not name a piece on this table."""
    return None if isinstance(value, str) and value in t.pieces else msg("tsukiji.why.no_piece", value=str(value))
