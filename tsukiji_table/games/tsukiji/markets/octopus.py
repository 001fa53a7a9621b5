"""Octopus (タコ) and takoyaki (たこ焼き).

An octopus token (worth 3) may be turned into 3 takoyaki, which the owner puts
on sale at their harbor at prices of their choice; they never spoil.  A
takoyaki bought from another player is worth 5; one still on your own harbor
is worth nothing.  A takoyaki can pay the Octopus entry cost.  The overfishing
check ignores takoyaki.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from ....text import msg
from .. import zones as Z
from .base import Action, FishMarket, Pocket, Why, market

if TYPE_CHECKING:
    from ....table import Tx


@market("octopus")
class Octopus(FishMarket):
    ops = {"buy_license": {}, "convert_octopus": {}}

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

    def convert_problem(self, t: Table, seat: int, pocket: Pocket | None = None) -> Why:
        if not self.my_tokens(t, seat, pocket):
            return msg("tsukiji.why.no_octopus")
        return None if t.zones[self.takoyaki].ids else msg("tsukiji.why.none_left", what=self.ctx.name(t, self.ctx.data.takoyaki_kind))

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return super().can_operate(t, seat, pocket) or self.convert_problem(t, seat, pocket) is None

    def cand_convert_octopus(self, t: Table, seat: int) -> Iterable[Action]:
        yield {"action": "convert_octopus"}

    def check_convert_octopus(self, t: Table, seat: int, action: Action) -> Why:
        return self.convert_problem(t, seat)

    def do_convert_octopus(self, t: Table, tx: Tx, seat: int, action: Action) -> None:
        """1 octopus token back to the board; up to 3 takoyaki to put on sale."""
        tx.move([self.my_tokens(t, seat)[-1]], self.pool)
        # They wait in the unloading area until each is given a sales column.
        tx.move(t.zones[self.takoyaki].ids[-self.per_octopus :], Z.unload(seat))
