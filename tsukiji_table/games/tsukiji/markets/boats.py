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

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from ....text import msg
from .. import zones as Z
from ..context import round_up
from .base import BOAT_OPS, Action, Market, Pocket, Why, market

if TYPE_CHECKING:
    from ....table import Tx


class BoatMarket(Market):
    ops = BOAT_OPS

    def zone_specs(self) -> list[tuple[str, ZoneKind, dict[str, Any]]]:
        return [("boats", ZoneKind.STACK, {})]

    def buy_price(self, t: Table, boat: str) -> int:
        raise NotImplementedError

    def sell_price(self, t: Table, boat: str) -> int:
        raise NotImplementedError

    def purchases(self, t: Table, seat: int, money: int) -> Iterator[tuple[str, int]]:
        """One boat of each kind on the board, with each berth that could take it now."""
        seen: set[str] = set()
        for boat in t.zones[self.zone("boats")].ids:
            kind = t.pieces[boat].kind
            if kind in seen:
                continue
            seen.add(kind)
            if money < self.buy_price(t, boat):  # buy_block's last rule, asked once per kind (the entry check asks often)
                continue
            for n in self.ctx.berth_ids:
                if self.ctx.berth_room(t, seat, n, kind):
                    yield boat, n

    def buy_block(self, t: Table, seat: int, boat: str, n: int, money: int, freed: str | None = None) -> str | None:
        """What stops ``boat`` being bought for berth ``n`` (the rule, as a short name; the entry check asks it often), or None."""
        ctx = self.ctx
        if boat not in t.pieces or t.pieces[boat].zone != self.zone("boats"):
            return "not_on_board"
        if n not in ctx.berth_ids:
            return "choose"
        if not ctx.berth_room(t, seat, n, t.pieces[boat].kind) and freed is None:  # a boat traded in frees its place
            return "berth_full"
        return "costs" if money < self.buy_price(t, boat) else None

    def buy_problem(self, t: Table, seat: int, boat: str, n: int, money: int, freed: str | None = None) -> Why:
        block = self.buy_block(t, seat, boat, n, money, freed)
        if block is None:
            return None
        ctx = self.ctx
        if block == "not_on_board":
            return msg("tsukiji.why.not_on_board", piece=str(boat), market=self.names)
        if block == "choose":
            return msg("tsukiji.why.choose", key="berth", choices=list(ctx.berth_ids))
        if block == "berth_full":
            return msg("tsukiji.why.berth_full", berth=n, boat=ctx.name(t, boat))
        return msg("tsukiji.why.costs", what=ctx.name(t, boat), yen=self.buy_price(t, boat), have=money)

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return next(self.ctx.docked(t, seat), None) is not None or next(self.purchases(t, seat, pocket.money), None) is not None

    def cand_buy_boat(self, t: Table, seat: int) -> Iterable[Action]:
        seen: set[str] = set()
        for boat in t.zones[self.zone("boats")].ids:
            kind = t.pieces[boat].kind
            if kind not in seen:
                seen.add(kind)
                if kind in self.ctx.data.trade_in_kinds:
                    for n, trade in self.ctx.docked(t, seat):
                        yield {"action": "buy_boat", "boat": boat, "berth": n, "trade_in": trade}
                    continue
                for n in self.ctx.berth_ids:
                    yield {"action": "buy_boat", "boat": boat, "berth": n}

    def check_buy_boat(self, t: Table, seat: int, action: Action) -> Why:
        boat, trade = action["boat"], action.get("trade_in")
        if boat in t.pieces and t.pieces[boat].kind in self.ctx.data.trade_in_kinds:
            why = self.trade_in_problem(t, seat, trade)
            if why is not None or trade is None:
                return why
            if t.pieces[trade].zone == Z.berth(seat, action["berth"]) and t.pieces[boat].zone == self.zone("boats"):
                return self.buy_problem(t, seat, boat, action["berth"], self.ctx.money(t, seat), freed=trade)
        elif trade is not None:
            return msg("tsukiji.why.no_trade_in")
        return self.buy_problem(t, seat, boat, action["berth"], self.ctx.money(t, seat))

    def trade_in_problem(self, t: Table, seat: int, trade: Any) -> Why:
        """Why ``trade`` is not another fishing boat of yours at a berth (the blue boat's trade-in, decision x19)."""
        ctx = self.ctx
        if trade is None or trade not in t.pieces or not any(b == trade for _, b in ctx.docked(t, seat)):
            return msg("tsukiji.why.trade_in_needed")
        if ctx.is_barge(t, trade) or trade in t.vars.get("rented", {}):
            return msg("tsukiji.why.trade_in_needed")
        return None

    def do_buy_boat(self, t: Table, tx: Tx, seat: int, action: Action) -> None:
        boat, trade = action["boat"], action.get("trade_in")
        self.ctx.pay(tx, Z.money(seat), Z.BANK, self.buy_price(t, boat))
        if trade is not None:  # traded in, without compensation: to Used Boats if in play, else here
            home = "used_boats" if self.ctx.in_play(t, "used_boats") else "boats"
            tx.move([trade], Z.market(home, "boats"))
        tx.move([boat], Z.berth(seat, action["berth"]))

    def cand_sell_boat(self, t: Table, seat: int) -> Iterable[Action]:
        for _, boat in self.ctx.docked(t, seat):
            yield {"action": "sell_boat", "boat": boat}

    def check_sell_boat(self, t: Table, seat: int, action: Action) -> Why:
        boat = action["boat"]
        if boat in t.vars.get("rented", {}):
            return msg("tsukiji.why.rented_not_sold")
        return None if any(b == boat for _, b in self.ctx.docked(t, seat)) else msg("tsukiji.why.not_at_berth", piece=str(boat))

    def do_sell_boat(self, t: Table, tx: Tx, seat: int, action: Action) -> None:
        boat = action["boat"]
        self.ctx.pay(tx, Z.BANK, Z.money(seat), self.sell_price(t, boat))
        tx.move([boat], self.zone("boats"))


@market("boats")
class Boats(BoatMarket):
    def setup(self, t: Table, tx: Tx, players: int) -> None:
        contents = dict(self.raw["contents"])
        if t.vars.get("blue_boat"):  # expansion: the blue boat as well as the normal 4-slot boat
            contents[self.raw["expansion_blue_boat"]] = {p: 1 for p in range(2, 7)}
        if t.vars.get("barges") == "two_fours":  # expansion: the two 4-slot barges instead of the 6-slot one
            swap = self.raw["expansion_barges"]
            del contents[swap["instead_of"]]
            contents[swap["use"]] = {p: int(swap["count"]) for p in range(2, 7)}
        for variant, by_players in contents.items():
            got = self.from_box(t, self.ctx.data.boat_kind[variant], int(by_players[players]))
            if got:
                tx.move(got, self.zone("boats"))

    def crash_met(self, t: Table) -> bool:
        """Every boat bought: none left on the board."""
        return self.emptied(t, "boats")

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
