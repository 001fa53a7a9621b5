"""Boats (「漁船」市場) and Used Boats (「中古漁船」市場): buying and selling boats.

Buying needs a berth that can take the boat at that moment (boats at sea do
not matter; the right "2" berth holds two boats or the barge, and a barge
docks nowhere else).  Only a boat at one of your berths can be sold.

New boats cost 500 yen per slot (a barge 1,000) and sell back for 10 % of
that, rounded up to 100 yen.  Used boats sell for 200 per slot (barge 400)
and are bought for 300 per slot (barge 600); the Used Boats market is closed
to everyone once the end of the game is triggered.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from .. import zones as Z
from ..context import round_up
from .base import Market, Pocket, market

if TYPE_CHECKING:
    from ....table import Tx


class BoatMarket(Market):
    ops = frozenset({"buy_boat", "sell_boat"})

    def zone_specs(self) -> list[tuple[str, ZoneKind, dict[str, Any]]]:
        return [("boats", ZoneKind.STACK, {})]

    def buy_price(self, t: Table, boat: str) -> int:
        raise NotImplementedError

    def sell_price(self, t: Table, boat: str) -> int:
        raise NotImplementedError

    def purchases(self, t: Table, seat: int, money: int) -> Iterator[tuple[str, int]]:
        seen: set[str] = set()
        for boat in t.zones[self.zone("boats")].ids:
            kind = t.pieces[boat].kind
            if kind in seen or self.buy_price(t, boat) > money:
                continue
            seen.add(kind)
            for n in self.ctx.free_berths(t, seat, kind):
                yield boat, n

    def operations(self, t: Table, seat: int) -> Iterator[dict[str, Any]]:
        for boat, n in self.purchases(t, seat, self.ctx.money(t, seat)):
            yield {"action": "buy_boat", "boat": boat, "berth": n}
        for _, boat in self.ctx.docked(t, seat):
            yield {"action": "sell_boat", "boat": boat}

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return next(self.ctx.docked(t, seat), None) is not None or next(self.purchases(t, seat, pocket.money), None) is not None

    def op_buy_boat(self, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        ctx = self.ctx
        boat = ctx.piece_arg(t, action, "boat")
        ctx.need(t.pieces[boat].zone == self.zone("boats"), f"{boat} is not on the {self.info.names['en']} board")
        n = ctx.berth_arg(action)
        ctx.need(ctx.berth_room(t, seat, n, t.pieces[boat].kind), f"berth {n} cannot take {boat} now")
        price = self.buy_price(t, boat)
        ctx.need(ctx.money(t, seat) >= price, f"{boat} costs {price} yen")
        ctx.pay(tx, Z.money(seat), Z.BANK, price)
        tx.move([boat], Z.berth(seat, n))

    def op_sell_boat(self, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        ctx = self.ctx
        boat = ctx.piece_arg(t, action, "boat")
        ctx.need(any(b == boat for _, b in ctx.docked(t, seat)), f"{boat} is not at one of your berths")
        ctx.pay(tx, Z.BANK, Z.money(seat), self.sell_price(t, boat))
        tx.move([boat], self.zone("boats"))


@market("boats")
class Boats(BoatMarket):
    def setup(self, t: Table, tx: Tx, players: int) -> None:
        for variant, by_players in self.raw["contents"].items():
            got = self.from_box(t, f"boat.{variant}", int(by_players[players]))
            if got:
                tx.move(got, self.zone("boats"))

    def buy_price(self, t: Table, boat: str) -> int:
        return self.ctx.data.boat_price(t.pieces[boat].kind)

    def sell_price(self, t: Table, boat: str) -> int:
        return round_up(self.buy_price(t, boat) * int(self.raw["resale_percent"]) / 100, 100)


@market("used_boats")
class UsedBoats(BoatMarket):
    def _price(self, t: Table, boat: str, per_slot: str, barge: str) -> int:
        if self.ctx.is_barge(t, boat):
            return int(self.raw[barge])
        return int(self.raw[per_slot]) * self.ctx.slots(t, boat)

    def buy_price(self, t: Table, boat: str) -> int:
        return self._price(t, boat, "buy_per_slot", "buy_barge")

    def sell_price(self, t: Table, boat: str) -> int:
        return self._price(t, boat, "sell_per_slot", "sell_barge")
