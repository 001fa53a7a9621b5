"""Making himono (expansion): an item onto a himono license, free, at any time during your turn."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ....table import Table, Transaction, Tx
from ....text import Message, msg
from ...base import Text, Why
from .. import zones as Z
from .common import OWN_TURN, TkAction, is_piece

if TYPE_CHECKING:
    from .. import TsukijiMarket

A = dict[str, Any]


class Dry(TkAction):
    """A mackerel, aji or sardine barrel on sale at your harbor, or such a token from your supply, onto your himono license."""

    name = "dry"
    phases = OWN_TURN
    args = {"item": Text(), "license": Text()}

    def licenses(self, game: TsukijiMarket, t: Table, seat: int) -> list[str]:
        himono = game.ctx.markets.get("himono")
        if himono is None:
            return []
        return [x for x in game.ctx.licenses(t, seat) if t.pieces[x].kind == himono.license_kind and himono.room(t, x) > 0]  # type: ignore[attr-defined]

    def items(self, game: TsukijiMarket, t: Table, seat: int) -> list[str]:
        himono = game.ctx.markets["himono"]
        pool = [item for item, _, _ in game.ctx.sale_items(t, seat)] + list(t.zones[Z.supply(seat)].ids)
        return [x for x in pool if himono.dryable(t, x)]  # type: ignore[attr-defined]

    def candidates(self, game: TsukijiMarket, t: Table, seat: int) -> Iterable[A]:
        lics = self.licenses(game, t, seat)
        if not lics:
            return
        seen: set[tuple[str, str]] = set()
        for item in self.items(game, t, seat):
            key = (t.pieces[item].kind, t.pieces[item].zone)
            if key not in seen:
                seen.add(key)
                yield {"action": "dry", "item": item, "license": lics[0]}

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        why = is_piece(t, action["item"]) or is_piece(t, action["license"])
        if why is not None:
            return why
        if action["license"] not in self.licenses(game, t, seat):
            return msg("tsukiji.why.no_room_on_himono", piece=action["license"])
        if action["item"] not in self.items(game, t, seat):
            return msg("tsukiji.why.not_dryable", piece=action["item"])
        return None

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        game.ctx.clear_price(t, tx, [action["item"]])
        tx.move([action["item"]], f"dry.{action['license']}")

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return [self.line(game, tx, item=game.ctx.a(t, (tx.action or {})["item"]))]


HIMONO = (Dry,)
