"""Rental (「レンタル」市場): freezers and carts for 200 yen each.

A rented item takes a license space and arrives "2" side up (face up); its
first use flips it to "1" (face down), its second returns it here.  Using
them is in ``actions/turn.py`` (freezer, at the start of a turn; cart, +1 AP
for entering markets).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from ....text import msg
from ...base import Text
from .. import zones as Z
from ..variants import home_or_box
from .base import Action, Market, Pocket, Why, market

if TYPE_CHECKING:
    from ....table import Tx


@market("rental")
class Rental(Market):
    ops = {"rent": {"item": Text()}}

    def __init__(self, *args: Any):
        super().__init__(*args)
        self.items = {i["id"]: i for i in self.raw["items"]}

    def zone_specs(self) -> list[tuple[str, ZoneKind, dict[str, Any]]]:
        return [(item, ZoneKind.STACK, {}) for item in self.items]

    def setup(self, t: Table, tx: Tx, players: int) -> None:
        for item, info in self.items.items():
            got = self.from_box(t, item, int(info["count"]))
            if got:
                tx.move(got, self.zone(item))

    def crash_met(self, t: Table) -> bool:
        """No freezer and no cart left on the board."""
        return self.emptied(t, *self.items)

    def rent_problem(self, t: Table, seat: int, item: str, money: int, room: bool = False) -> Why:
        if item not in self.items:
            return msg("tsukiji.why.choose", key="item", choices=list(self.items))
        if not t.zones[self.zone(item)].ids:
            return msg("tsukiji.why.none_left", what=self.ctx.name(t, item))
        if self.ctx.free_license_spaces(t, seat) < 1 and not (room and self.ctx.can_make_room(t, seat)):
            return msg("tsukiji.why.rent_needs_space")
        price = int(self.items[item]["price"])
        return msg("tsukiji.why.costs", what=self.ctx.name(t, item), yen=price, have=money) if money < price else None

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return any(self.rent_problem(t, seat, item, pocket.money, room=True) is None for item in self.items)

    def cand_rent(self, t: Table, seat: int) -> Iterable[Action]:
        for item in self.items:
            yield {"action": "rent", "item": item}

    def check_rent(self, t: Table, seat: int, action: Action) -> Why:
        return self.rent_problem(t, seat, action["item"], self.ctx.money(t, seat))

    def do_rent(self, t: Table, tx: Tx, seat: int, action: Action) -> None:
        item = action["item"]
        self.ctx.pay(tx, Z.money(seat), Z.BANK, int(self.items[item]["price"]))
        piece = t.zones[self.zone(item)].ids[-1]
        tx.move([piece], Z.licenses(seat))
        tx.set_face([piece], True)

    def give_back(self, t: Table, tx: Tx, piece: str) -> None:
        """A used-up freezer or cart returns here (face up for the next renter)."""
        tx.set_face([piece], True)
        tx.move([piece], home_or_box(t, self.id, self.zone(t.pieces[piece].kind)))  # the box once Rental is Closed
