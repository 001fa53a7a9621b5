"""The Fishing action's steps: depart, catch, return; put on sale, re-price; barges.

``place`` is also how takoyaki made at the Octopus market go on sale, so it
is possible inside a market too; while anything waits in the unloading area,
it is the only action (the game's gate says so).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ....table import Table, Transaction, Tx
from ....text import Message, msg
from ...base import Int, Text, Why
from .. import fishing, log
from .. import zones as Z
from .common import OWN_TURN, TkAction, is_piece, who

if TYPE_CHECKING:
    from .. import TsukijiMarket

A = dict[str, Any]


def _boats_at_sea(game: TsukijiMarket, t: Table, seat: int) -> Iterable[str]:
    """Boats at sea that have not acted, one of each (kind, load): identical boats have identical choices."""
    active = fishing.state(t)["active"]
    seen: set[tuple[str, tuple[str, ...]]] = set()
    for boat in game.ctx.at_sea(t, seat):
        if boat in active:
            continue
        key = (t.pieces[boat].kind, tuple(t.pieces[b].kind for b in t.zones[Z.hold(boat)].ids))
        if key not in seen:
            seen.add(key)
            yield boat


class Depart(TkAction):
    """A boat at one of your berths puts to sea."""

    name = "depart"
    phases = ("fishing",)
    args = {"boat": Text()}

    def candidates(self, game: TsukijiMarket, t: Table, seat: int) -> Iterable[A]:
        abroad = [b for b, s in (t.vars.get("overseas") or {}).items() if s == seat]  # boats lying at the Overseas market
        return ({"action": "depart", "boat": b} for b in [*(b for _, b in game.ctx.docked(t, seat)), *abroad])

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        return is_piece(t, action["boat"]) or fishing.depart_problem(game.ctx, t, seat, action["boat"])

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        tx.move([action["boat"]], Z.sea(seat))
        fishing.mark_acted(t, tx, action["boat"])
        if action["boat"] in (t.vars.get("overseas") or {}):  # no fee to leave the Overseas market
            game.ctx.markets["overseas"].depart(t, tx, action["boat"])  # type: ignore[attr-defined]

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return [self.line(game, tx, boat=game.ctx.a(t, tx.action["boat"]))]  # type: ignore[index]


class Catch(TkAction):
    """A fishing boat at sea takes a barrel of a species you hold an unused license of (the catch rule, q29)."""

    name = "catch"
    phases = ("fishing",)
    args = {"boat": Text(), "species": Text()}

    def candidates(self, game: TsukijiMarket, t: Table, seat: int) -> Iterable[A]:
        held = sorted({game.ctx.species(t, x) for x in game.ctx.licenses(t, seat) if game.ctx.is_license(t, x)})
        if "horse_mackerel" in held and game.ctx.in_play(t, "mackerel"):  # an aji license catches mackerel instead (expansion)
            held = sorted({*held, "mackerel"})
        if "himono" in held:  # a himono license catches mackerel, aji or sardines (expansion)
            held = sorted({*held, *game.ctx.markets["himono"].catchable(t)})  # type: ignore[attr-defined]
        for boat in _boats_at_sea(game, t, seat):
            for mid in held:
                yield {"action": "catch", "boat": boat, "species": mid}

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        return fishing.catch_problem(game.ctx, t, seat, action["boat"], action["species"])

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        fishing.catch(game.ctx, t, tx, seat, action["boat"], action["species"])

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        a = tx.action or {}
        return [self.line(game, tx, boat=game.ctx.a(t, a["boat"]), barrel=game.ctx.a(t, game.ctx.data.barrel_kind.get(a["species"], a["species"])))]


class Return(TkAction):
    """A boat at sea comes back to a berth with room, and unloads at once."""

    name = "return"
    phases = ("fishing",)
    args = {"boat": Text(), "berth": Int()}

    def candidates(self, game: TsukijiMarket, t: Table, seat: int) -> Iterable[A]:
        for boat in _boats_at_sea(game, t, seat):
            for n in game.ctx.berth_ids:
                yield {"action": "return", "boat": boat, "berth": n}

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        return fishing.return_problem(game.ctx, t, seat, action["boat"], action["berth"])

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        boat = action["boat"]
        tx.move([boat], Z.berth(seat, action["berth"]))
        fishing.mark_acted(t, tx, boat)
        cargo = list(t.zones[Z.hold(boat)].ids)
        if cargo:
            fishing.unload_cargo(game.ctx, t, tx, seat, cargo)
        if boat in t.vars.get("rented", {}):  # a rented boat's one voyage is over (Boat Rental)
            game.ctx.markets["boat_rental"].give_back(t, tx, boat)  # type: ignore[attr-defined]

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        a, seat = tx.action or {}, tx.seat if tx.seat is not None else 0
        boat = game.ctx.a(t, a["boat"])
        landed = [pid for pid, src, _ in log.moves(tx) if src == Z.hold(a["boat"])]
        if not landed:
            return [self.line(game, tx, boat=boat, berth=a["berth"])]
        lines = [msg("tsukiji.log.return_unload", who=who(tx), berth=a["berth"], cargo=log.things(game.ctx, t, landed))]
        bonus = log.paid(tx, Z.BANK, Z.money(seat))
        if bonus:  # every 2 barrels landed in one Fishing action pay 100 yen (q06)
            lines.append(msg("tsukiji.log.landing_bonus", yen=log.yen(game.ctx, t, seat, bonus, viewer)))
        licenses = [pid for pid, src, dst in log.moves(tx) if src == Z.licenses(seat) and dst == Z.market("fugu", "licenses")]
        if licenses:
            lines.append(msg("tsukiji.log.fugu_licenses", n=len(licenses)))
        return lines


class Place(TkAction):
    """Something waiting in your unloading area goes to the fresh row of a sales column (the "???" column at a declared price)."""

    name = "place"
    phases = ("placing",)  # the game's phase while anything waits in the unloading area
    args = {"item": Text(), "column": Text(), "price": Int(required=False)}

    def candidates(self, game: TsukijiMarket, t: Table, seat: int) -> Iterable[A]:
        seen: set[str] = set()
        for item in t.zones[Z.unload(seat)].ids:
            kind = t.pieces[item].kind
            if kind not in seen:
                seen.add(kind)
                for choice in fishing.column_choices(game.ctx):
                    yield {"action": "place", "item": item, **choice}

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        why = is_piece(t, action["item"])
        if why is None and t.pieces[action["item"]].zone != Z.unload(seat):
            return msg("tsukiji.why.not_waiting", piece=action["item"])
        return why or fishing.column_problem(game.ctx, action["column"], action.get("price"))

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        fishing.place(game.ctx, t, tx, seat, action["item"], action["column"], action.get("price"))

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        a = tx.action or {}
        return [self.line(game, tx, item=game.ctx.a(t, a["item"]), price=_price(game, a))]


def _price(game: TsukijiMarket, a: A) -> Message:
    col = game.ctx.data.column_by_id[a["column"]]
    return log.public_yen(int(a["price"] if col.declared else col.price))  # type: ignore[arg-type]


class Reprice(TkAction):
    """Move an item on sale at your harbor to another column of its row (then ``set_price``, unless given here)."""

    name = "reprice"
    phases = ("fishing",)
    args = {"item": Text(), "column": Text(required=False), "price": Int(required=False)}

    def candidates(self, game: TsukijiMarket, t: Table, seat: int) -> Iterable[A]:
        seen: set[tuple[str, str]] = set()
        for item, col, _row in game.ctx.sale_items(t, seat):
            key = (t.pieces[item].zone, t.pieces[item].kind)
            if key in seen and not game.ctx.data.column_by_id[col].declared:
                continue
            seen.add(key)
            yield {"action": "reprice", "item": item}

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        why = fishing.on_my_harbor(t, seat, action["item"])
        if why is None and "column" in action:
            return fishing.column_problem(game.ctx, action["column"], action.get("price"))
        if why is None and "price" in action:
            return msg("tsukiji.why.price_needs_column")
        return why

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        if "column" in action:
            fishing.move_to(game.ctx, t, tx, seat, action["item"], action["column"], action.get("price"))
        else:
            tx.set_var("pricing", action["item"])

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        a = tx.action or {}
        if "column" in a:
            return [msg("tsukiji.log.set_price", who=who(tx), item=game.ctx.a(t, a["item"]), price=_price(game, a))]
        return [self.line(game, tx, item=game.ctx.a(t, a["item"]))]


class SetPrice(TkAction):
    """The item being re-priced goes to this column of its row."""

    name = "set_price"
    phases = ("pricing",)
    args = {"column": Text(), "price": Int(required=False)}

    def candidates(self, game: TsukijiMarket, t: Table, seat: int) -> Iterable[A]:
        return ({"action": "set_price", **choice} for choice in fishing.column_choices(game.ctx))

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        return fishing.on_my_harbor(t, seat, t.vars["pricing"]) or fishing.column_problem(game.ctx, action["column"], action.get("price"))

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        fishing.move_to(game.ctx, t, tx, seat, t.vars["pricing"], action["column"], action.get("price"))
        tx.del_var("pricing")

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        item = None  # the item is the variable the step cleared
        for _, before, _ in log.var_changes(tx, "pricing"):
            item = before
        return [self.line(game, tx, item=game.ctx.a(t, str(item)), price=_price(game, tx.action or {}))]


class EndFishing(TkAction):
    """The Fishing action ends; unpaired crab / tuna on the dock go back unpaid."""

    name = "end_fishing"
    phases = ("fishing",)

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        left = fishing.leftovers(t, seat)
        if left:
            game.ctx.return_barrel(t, tx, left)
        tx.del_var("fishing")

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        seat = tx.seat if tx.seat is not None else 0
        back = [pid for pid, src, _ in log.moves(tx) if src == Z.dock(seat)]
        return [self.line(game, tx), *([msg("tsukiji.log.unpaired", barrels=log.things(game.ctx, t, back))] if back else [])]


class Transfer(TkAction):
    """A barrel from one of your fishing boats at sea onto your barge at sea."""

    name = "transfer"
    phases = OWN_TURN
    args = {"barrel": Text(), "barge": Text()}

    def candidates(self, game: TsukijiMarket, t: Table, seat: int) -> Iterable[A]:
        ctx = game.ctx
        boats = ctx.at_sea(t, seat)
        barges = [b for b in boats if ctx.is_barge(t, b)]
        if not barges:
            return
        for boat in boats:
            if ctx.is_barge(t, boat):
                continue
            seen: set[str] = set()
            for barrel in t.zones[Z.hold(boat)].ids:
                if t.pieces[barrel].kind not in seen:
                    seen.add(t.pieces[barrel].kind)
                    for barge in barges:
                        yield {"action": "transfer", "barrel": barrel, "barge": barge}

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        return fishing.transfer_problem(game.ctx, t, seat, action["barrel"], action["barge"])

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        tx.move([action["barrel"]], Z.hold(action["barge"]))

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        a = tx.action or {}
        return [self.line(game, tx, barrel=game.ctx.a(t, a["barrel"]), barge=game.ctx.name(t, a["barge"]))]


FISHING = (Depart, Catch, Return, Place, Reprice, SetPrice, EndFishing)
ANY = (Transfer,)
