"""Octopus (タコ) and takoyaki (たこ焼き).

An octopus token (worth 3) may be turned into 3 takoyaki, which the owner puts
on sale at their harbor at prices of their choice; they never spoil.  A
takoyaki bought from another player is worth 5; one still on your own harbor
is worth nothing.  A takoyaki can pay the Octopus entry cost.  The overfishing
check ignores takoyaki.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from .. import zones as Z
from .base import FishMarket, Pocket, market

if TYPE_CHECKING:
    from ....table import Tx


@market("octopus")
class Octopus(FishMarket):
    ops = frozenset({"buy_license", "convert_octopus"})

    def __init__(self, *args: Any):
        super().__init__(*args)
        self.takoyaki = self.zone("takoyaki")
        self.takoyaki_value = int(self.raw["takoyaki_value"])
        self.per_octopus = int(self.raw["takoyaki_per_octopus"])

    def zone_specs(self) -> list[tuple[str, ZoneKind, dict[str, Any]]]:
        return [*super().zone_specs(), ("takoyaki", ZoneKind.STACK, {})]

    def setup(self, t: Table, tx: Tx, players: int) -> None:
        super().setup(t, tx, players)
        tako = self.from_box(t, self.ctx.data.takoyaki_kind, self.info.quantity("takoyaki", players))
        if tako:
            tx.move(tako, self.takoyaki)

    def value_of(self, t: Table, tokens: list[str]) -> int:
        tako = self.ctx.data.takoyaki_kind
        n_tako = sum(1 for x in tokens if t.pieces[x].kind == tako)
        return n_tako * self.takoyaki_value + (len(tokens) - n_tako) * int(self.raw["value"]["fixed"])

    def return_tokens(self, t: Table, tx: Tx, tokens: list[str]) -> None:
        tako = [x for x in tokens if self.ctx.is_takoyaki(t, x)]
        octo = [x for x in tokens if x not in tako]
        if tako:
            tx.move(tako, self.takoyaki)
        if octo:
            tx.move(octo, self.pool)

    def can_convert(self, t: Table, seat: int, pocket: Pocket | None = None) -> bool:
        return bool(self.my_tokens(t, seat, pocket)) and bool(t.zones[self.takoyaki].ids)

    def operations(self, t: Table, seat: int) -> Iterator[dict[str, Any]]:
        yield from super().operations(t, seat)
        if self.can_convert(t, seat):
            yield {"action": "convert_octopus"}

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return super().can_operate(t, seat, pocket) or self.can_convert(t, seat, pocket)

    def op_convert_octopus(self, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        """1 octopus token back to the board; up to 3 takoyaki to put on sale."""
        ctx = self.ctx
        mine = self.my_tokens(t, seat)
        ctx.need(bool(mine), "you have no octopus token to convert")
        pool = t.zones[self.takoyaki].ids
        ctx.need(bool(pool), "no takoyaki is left on the Octopus board")
        tx.move([mine[-1]], self.pool)
        # They wait in the unloading area until each is given a sales column.
        tx.move(pool[-self.per_octopus :], Z.unload(seat))
