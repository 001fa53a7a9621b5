"""Boat Rental (「漁船レンタル」市場, expansion): a boat from Boats or Used Boats for one voyage.

Each rental takes a rental token from this board (at least one must be
left) and needs a berth with room for the boat now; it costs 100 yen per
slot (boats and barges alike) and the blue boat is never rented.  The token
records where the boat came from (``rented`` variable: boat -> seat, source
market, token).  When the rented boat next docks at its renter's berth, it
is unloaded, then goes back to the market it came from, and the token back
here.  A rented boat is not owned: it cannot be sold, and nothing moves from
it onto a barge.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from ....text import msg
from ...base import Int, Text
from .. import zones as Z
from ..variants import home_or_box
from .base import Action, Market, Pocket, Why, market

if TYPE_CHECKING:
    from ....table import Tx

SOURCES = ("boats", "used_boats")


def rented(t: Table) -> dict[str, dict[str, Any]]:
    """Boats out on rental: ``{boat: {"seat", "from", "token"}}``."""
    return t.vars.get("rented") or {}


@market("boat_rental")
class BoatRental(Market):
    ops = {"rent_boat": {"boat": Text(), "berth": Int()}}

    def __init__(self, *args: Any):
        super().__init__(*args)
        self.token_kind = str(self.raw["token"])
        self.per_slot = int(self.raw["price_per_slot"])
        self.never = frozenset(self.raw.get("not_rentable") or ())

    def zone_specs(self) -> list[tuple[str, ZoneKind, dict[str, Any]]]:
        return [("tokens", ZoneKind.STACK, {}), ("out", ZoneKind.STACK, {})]

    def setup(self, t: Table, tx: Tx, players: int) -> None:
        got = self.from_box(t, self.token_kind, int(self.raw["tokens"]))
        if got:
            tx.move(got, self.zone("tokens"))

    def price(self, t: Table, boat: str) -> int:
        return self.per_slot * self.ctx.slots(t, boat)

    def offered(self, t: Table) -> Iterable[str]:
        """One boat of each kind on the Boats and Used Boats boards in play (never the blue boat)."""
        for src in SOURCES:
            if not self.ctx.in_play(t, src):
                continue
            seen: set[str] = set()
            for boat in t.zones[Z.market(src, "boats")].ids:
                kind = t.pieces[boat].kind
                if kind not in seen and kind not in self.never:
                    seen.add(kind)
                    yield boat

    def rent_problem(self, t: Table, seat: int, boat: Any, n: Any, money: int) -> Why:
        if not t.zones[self.zone("tokens")].ids:
            return msg("tsukiji.why.no_rental_token")
        if not isinstance(boat, str) or boat not in t.pieces or t.pieces[boat].zone not in [Z.market(s, "boats") for s in SOURCES]:
            return msg("tsukiji.why.not_for_rent", piece=str(boat))
        if t.pieces[boat].kind in self.never:
            return msg("tsukiji.why.blue_not_rented")
        if n not in self.ctx.berth_ids:
            return msg("tsukiji.why.choose", key="berth", choices=list(self.ctx.berth_ids))
        if not self.ctx.berth_room(t, seat, n, t.pieces[boat].kind):
            return msg("tsukiji.why.berth_full", berth=n, boat=self.ctx.name(t, boat))
        price = self.price(t, boat)
        return msg("tsukiji.why.costs", what=self.ctx.name(t, boat), yen=price, have=money) if money < price else None

    def crash_met(self, t: Table) -> bool:
        """No boat rental token left on the board."""
        return self.emptied(t, "tokens")

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return any(self.rent_problem(t, seat, boat, n, pocket.money) is None for boat in self.offered(t) for n in self.ctx.berth_ids)

    def cand_rent_boat(self, t: Table, seat: int) -> Iterable[Action]:
        for boat in self.offered(t):
            for n in self.ctx.berth_ids:
                yield {"action": "rent_boat", "boat": boat, "berth": n}

    def check_rent_boat(self, t: Table, seat: int, action: Action) -> Why:
        return self.rent_problem(t, seat, action["boat"], action["berth"], self.ctx.money(t, seat))

    def do_rent_boat(self, t: Table, tx: Tx, seat: int, action: Action) -> None:
        boat = action["boat"]
        src = t.pieces[boat].zone.split(".")[1]
        token = t.zones[self.zone("tokens")].ids[-1]
        self.ctx.pay(tx, Z.money(seat), Z.BANK, self.price(t, boat))
        tx.move([boat], Z.berth(seat, action["berth"]))
        tx.move([token], self.zone("out"))
        tx.set_face([token], src == "boats")  # the side showing the market it came from
        tx.set_var("rented", {**rented(t), boat: {"seat": seat, "from": src, "token": token}})

    def give_back(self, t: Table, tx: Tx, boat: str) -> None:
        """The voyage is over: the boat back to its market, the token back here."""
        info = rented(t)[boat]
        tx.move([boat], Z.market(info["from"], "boats"))
        tx.set_face([info["token"]], True)
        tx.move([info["token"]], home_or_box(t, self.id, self.zone("tokens")))  # the box once Boat Rental is Closed
        left = {b: i for b, i in rented(t).items() if b != boat}
        if left:
            tx.set_var("rented", left)
        else:
            tx.del_var("rented")
