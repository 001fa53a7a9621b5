"""Rental (「レンタル」市場): freezers and carts for 200 yen each.

A rented item takes a license space and arrives "2" side up (face up); its
first use flips it to "1" (face down), its second returns it here.  Using
them is in ``turn.py`` (freezer, at the start of a turn) and ``actions.py``
(cart, +1 AP for entering markets).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from .. import zones as Z
from .base import Market, Pocket, market

if TYPE_CHECKING:
    from ....table import Tx


@market("rental")
class Rental(Market):
    ops = frozenset({"rent"})

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

    def rentable(self, t: Table, seat: int, money: int, room: bool = False) -> list[str]:
        if self.ctx.free_license_spaces(t, seat) < 1 and not (room and self.ctx.can_make_room(t, seat)):
            return []
        return [i for i, info in self.items.items() if t.zones[self.zone(i)].ids and money >= int(info["price"])]

    def operations(self, t: Table, seat: int) -> Iterator[dict[str, Any]]:
        for item in self.rentable(t, seat, self.ctx.money(t, seat)):
            yield {"action": "rent", "item": item}

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return bool(self.rentable(t, seat, pocket.money, room=True))

    def op_rent(self, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        ctx = self.ctx
        item = ctx.choice_arg(action, "item", self.items, f"'item' must be one of {', '.join(self.items)}")
        ctx.need(bool(t.zones[self.zone(item)].ids), f"no {item} is left to rent")
        ctx.need(ctx.free_license_spaces(t, seat) > 0, "a rented item needs a free license space")
        price = int(self.items[item]["price"])
        ctx.need(ctx.money(t, seat) >= price, f"renting a {item} costs {price} yen")
        ctx.pay(tx, Z.money(seat), Z.BANK, price)
        piece = t.zones[self.zone(item)].ids[-1]
        tx.move([piece], Z.licenses(seat))
        tx.set_face([piece], True)

    def give_back(self, t: Table, tx: Tx, piece: str) -> None:
        """A used-up freezer or cart returns here (face up for the next renter)."""
        tx.set_face([piece], True)
        tx.move([piece], self.zone(t.pieces[piece].kind))
