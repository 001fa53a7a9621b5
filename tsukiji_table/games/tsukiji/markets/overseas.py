"""Overseas (「海外」市場, expansion): boats come in from sea here and their cargo is auctioned.

Visited only while returning boats in a Fishing action (``send_overseas``,
``actions/overseas.py``): 100 yen to the supply per group of boats; their
barrels become one lot for sealed bids by everyone, the active player
breaking ties (an active winner pays the supply, another pays the active
player).  Before bidding: +1 on the Eel track per eel barrel; every 2 crab
(3 tuna) barrels go back for 1 token drawn from the bag, every 2 swordfish
barrels for 1 token from the board; leftovers of those go back unpaid.  The
winner returns every barrel and takes 1 matching token per barrel.  A
swordfish token in the lot moves the Swordfish marker by the winning bid.
The boats stay here (``overseas`` variable: boat -> seat) until a later
Fishing action departs them; nothing here counts for the landing bonus.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from ....text import msg
from .. import bidding
from .. import zones as Z
from .base import Market, Why, market

if TYPE_CHECKING:
    from ....table import Tx


def docked_here(t: Table) -> dict[str, int]:
    """Boats lying at the Overseas market, with their owners."""
    return dict(t.vars.get("overseas") or {})


@market("overseas")
class Overseas(Market):
    def zone_specs(self) -> list[tuple[str, ZoneKind, dict[str, Any]]]:
        return [("boats", ZoneKind.STACK, {})]

    def entry_refusal(self, t: Table, seat: int) -> Why:
        return msg("tsukiji.why.overseas_by_fishing")

    @property
    def fee(self) -> int:
        return int(self.raw["group_fee"])

    def send_problem(self, t: Table, seat: int, boats: list[str]) -> Why:
        ctx = self.ctx
        if not ctx.in_play(t, self.id):
            return msg("tsukiji.why.not_in_play", market=self.names)
        if not boats or len(set(boats)) != len(boats):
            return msg("tsukiji.why.overseas_boats")
        active = t.vars["fishing"]["active"]
        for boat in boats:
            if boat not in t.pieces or t.pieces[boat].zone != Z.sea(seat) or not ctx.is_boat(t, boat):
                return msg("tsukiji.why.not_at_sea", boat=str(boat))
            if boat in active:
                return msg("tsukiji.why.boat_acted", boat=boat)
        if not any(t.zones[Z.hold(b)].ids for b in boats):
            return msg("tsukiji.why.overseas_empty")
        money = ctx.money(t, seat)
        return msg("tsukiji.why.costs", what=self.names, yen=self.fee, have=money) if money < self.fee else None

    def send(self, t: Table, tx: Tx, seat: int, boats: list[str]) -> None:
        """Dock ``boats`` here, make their cargo one lot and open the sealed bids."""
        ctx = self.ctx
        ctx.pay(tx, Z.money(seat), Z.BANK, self.fee)
        cargo = [b for boat in boats for b in t.zones[Z.hold(boat)].ids]
        tx.move(list(boats), self.zone("boats"))
        tx.set_var("overseas", {**docked_here(t), **{b: seat for b in boats}})
        f = t.vars["fishing"]
        tx.set_var("fishing", {**f, "active": [*f["active"], *boats]})
        by: dict[str, list[str]] = {}
        for b in cargo:
            by.setdefault(ctx.species(t, b), []).append(b)
        for mid, barrels in sorted(by.items()):
            fish = ctx.fish(mid)
            every = fish.auction_every
            if not every:
                tx.move(barrels, Z.AUCTION_LOT)
                if fish.raw.get("track") and fish.up:  # type: ignore[attr-defined]
                    fish.move_marker(t, tx, fish.up * len(barrels))  # type: ignore[attr-defined]
                continue
            for k in range(0, len(barrels) - every + 1, every):
                ctx.return_barrel(t, tx, barrels[k : k + every])
                fish.auction_token(t, tx)
            left = barrels[len(barrels) - len(barrels) % every :]
            if left:
                ctx.return_barrel(t, tx, left)
        for boat in boats:
            rented = t.vars.get("rented") or {}
            if boat in rented:  # its voyage ends at this dock too (decision x17)
                ctx.markets["boat_rental"].give_back(t, tx, boat)  # type: ignore[attr-defined]
                tx.set_var("overseas", {b: s for b, s in docked_here(t).items() if b != boat})
        bidding.open_bids(t, tx, self.id, seat, list(range(t.players)), Z.AUCTION_LOT)
        tx.reveal()  # tokens drawn from the bag

    def deliver(self, t: Table, tx: Tx, winner: int, lot: list[str], winning_bid: int) -> None:
        """The winner's lot: each barrel back to its market for 1 matching token; tokens to the winner."""
        ctx = self.ctx
        tokens = [x for x in lot if ctx.is_fish_token(t, x)]
        if tokens:
            tx.move(tokens, Z.supply(winner))
        for barrel in [x for x in lot if ctx.is_barrel(t, x)]:
            fish = ctx.fish(ctx.species(t, barrel))
            ctx.return_barrel(t, tx, [barrel])
            fish.take_token(t, tx, winner, "top")  # straight from sea: fresh salmon (decision x17)
        if any(ctx.token_market(t, x) == "swordfish" for x in tokens):
            ctx.fish("swordfish").after_auction(t, tx, winning_bid)

    def depart(self, t: Table, tx: Tx, boat: str) -> None:
        tx.set_var("overseas", {b: s for b, s in docked_here(t).items() if b != boat})
