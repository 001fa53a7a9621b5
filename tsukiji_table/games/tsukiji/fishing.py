"""The Fishing action (「漁業」): depart, catch, return and unload; prices.

A Fishing action costs 1 AP and opens a sub-phase in which each of your
boats may do one activity (``depart``, ``catch``, ``return``), in any order,
and prices on your harbor may be adjusted (``reprice`` an item, then
``set_price``), until ``end_fishing``.

Returning unloads the boat at once: King Crab and Tuna barrels wait on the
dock and start an auction every 2 (crab) or 3 (tuna) barrels; every other
barrel (and takoyaki from the Octopus market) waits in the unloading area
until it is ``place``d in the fresh row of a sales column.  Every 2 barrels
unloaded in one Fishing action pay 100 yen (decision q06).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ...table import Table
from ..base import IllegalAction
from . import bidding
from . import zones as Z

if TYPE_CHECKING:
    from ...table import Tx
    from .context import Ctx


def state(t: Table) -> dict[str, Any]:
    return t.vars["fishing"]


def _update(t: Table, tx: Tx, **changes: Any) -> None:
    tx.set_var("fishing", {**t.vars["fishing"], **changes})


def begin(ctx: Ctx, t: Table, tx: Tx, seat: int) -> None:
    tx.set_var("fishing", {"active": [], "used": [], "unloaded": 0, "pairs": 0})
    tx.set_var("phase", "fishing")


# ------------------------------------------------------------------ catching


def _carrying(t: Table, ctx: Ctx, seat: int, mid: str) -> int:
    """Fishing boats of ``seat`` at sea with at least one ``mid`` barrel (q29)."""
    kind = f"barrel.{mid}"
    n = 0
    for boat in t.zones[Z.sea(seat)].ids:
        if ctx.is_barge(t, boat):
            continue
        if any(t.pieces[b].kind == kind for b in t.zones[Z.hold(boat)].ids):
            n += 1
    return n


def unused_license(ctx: Ctx, t: Table, seat: int, mid: str) -> str | None:
    used = state(t)["used"]
    kind = f"license.{mid}"
    for lic in t.zones[Z.licenses(seat)].ids:
        if t.pieces[lic].kind == kind and lic not in used:
            return lic
    return None


def catch_problem(ctx: Ctx, t: Table, seat: int, boat: str, mid: str) -> str | None:
    """Why ``boat`` cannot catch ``mid`` now, or None if it can."""
    if t.pieces[boat].zone != Z.sea(seat):
        return f"{boat} is not at sea below your harbor"
    if ctx.is_barge(t, boat):
        return "a barge cannot catch"
    if boat in state(t)["active"]:
        return f"{boat} has already done its activity in this Fishing action"
    if mid not in ctx.data.markets or not ctx.in_play(t, mid) or ctx.data.markets[mid].type != "fish":
        return f"{mid!r} is not a fish market in play"
    if unused_license(ctx, t, seat, mid) is None:
        return f"you hold no {mid} license unused in this Fishing action"
    if not t.zones[Z.market(mid, "barrels")].ids:
        return f"no {mid} barrel is left to catch (overfished)"
    cargo = t.zones[Z.hold(boat)].ids
    kind = f"barrel.{mid}"
    if not cargo:
        held = ctx.license_count(t, seat, mid)
        if held <= _carrying(t, ctx, seat, mid):
            return f"an empty boat needs more {mid} licenses ({held}) than your boats at sea carrying {mid}"
        return None
    if any(t.pieces[b].kind != kind for b in cargo):
        return f"{boat} already carries another species; a partly loaded boat catches only its own"
    if len(cargo) >= ctx.slots(t, boat):
        return f"{boat} is full"
    limit = ctx.fish(mid).per_boat
    if limit is not None and len(cargo) >= limit:
        return f"a boat carries at most {limit} {mid} barrel(s)"
    return None


def catch(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    boat = ctx.piece_arg(t, action, "boat")
    mid = action.get("species")
    if not isinstance(mid, str):
        raise IllegalAction("'species' must name a fish market, e.g. mackerel")
    problem = catch_problem(ctx, t, seat, boat, mid)
    ctx.need(problem is None, problem or "")
    lic = unused_license(ctx, t, seat, mid)
    barrels = t.zones[Z.market(mid, "barrels")].ids
    tx.move([barrels[-1]], Z.hold(boat))
    f = state(t)
    _update(t, tx, active=[*f["active"], boat], used=[*f["used"], lic])


# ------------------------------------------------------ departing and returning


def depart(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    boat = ctx.piece_arg(t, action, "boat")
    ctx.need(any(b == boat for _, b in ctx.docked(t, seat)), f"{boat} is not at one of your berths")
    ctx.need(boat not in state(t)["active"], f"{boat} has already done its activity in this Fishing action")
    tx.move([boat], Z.sea(seat))
    _update(t, tx, active=[*state(t)["active"], boat])


def return_boat(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    boat = ctx.piece_arg(t, action, "boat")
    ctx.need(t.pieces[boat].zone == Z.sea(seat), f"{boat} is not at sea below your harbor")
    ctx.need(boat not in state(t)["active"], f"{boat} has already done its activity in this Fishing action")
    n = ctx.berth_arg(action)
    ctx.need(ctx.berth_room(t, seat, n, t.pieces[boat].kind), f"berth {n} cannot take {boat} now")
    tx.move([boat], Z.berth(seat, n))
    _update(t, tx, active=[*state(t)["active"], boat])
    cargo = list(t.zones[Z.hold(boat)].ids)
    if cargo:
        unload_cargo(ctx, t, tx, seat, cargo)


def unload_cargo(ctx: Ctx, t: Table, tx: Tx, seat: int, cargo: list[str]) -> None:
    """Unload barrels at ``seat``'s berth: bonus, species rules, auctions."""
    by_species: dict[str, list[str]] = {}
    cargo = [b for b in cargo if t.pieces[b].kind.startswith("barrel.")]
    for b in cargo:
        by_species.setdefault(ctx.species(t, b), []).append(b)
    for mid, barrels in by_species.items():
        market = ctx.fish(mid)
        tx.move(barrels, Z.dock(seat) if market.auction_every else Z.unload(seat))
        market.on_unloaded(t, tx, seat, barrels)
    f = state(t)
    unloaded = f["unloaded"] + len(cargo)
    rule = ctx.data.harbor["unload_bonus"]
    pairs = unloaded // int(rule["per_barrels"])
    ctx.pay(tx, Z.BANK, Z.money(seat), (pairs - f["pairs"]) * int(rule["yen"]))
    _update(t, tx, unloaded=unloaded, pairs=pairs)
    next_auction(ctx, t, tx)


def next_auction(ctx: Ctx, t: Table, tx: Tx) -> None:
    """Start the next crab or tuna auction the dock calls for, if any."""
    if t.vars.get("phase") != "fishing":
        return
    seat = t.vars["turn"]
    dock = t.zones[Z.dock(seat)].ids
    for mid in sorted({ctx.species(t, b) for b in dock}):
        market = ctx.fish(mid)
        every = market.auction_every
        mine = [b for b in dock if ctx.species(t, b) == mid]
        if every is None or len(mine) < every:  # a barrel put on the dock by hand is no auction
            continue
        ctx.return_barrel(t, tx, mine[:every])
        drawn = tx.draw(Z.BAG, Z.AUCTION_LOT, 1, where=lambda p, kinds=market.token_kinds: p.kind in kinds)
        if not drawn:
            # The bag holds no token of this species: nothing to auction.
            return next_auction(ctx, t, tx)
        bidding.start(ctx, t, tx, mid, seat, list(range(t.players)), Z.AUCTION_LOT, "fishing")
        return


# ------------------------------------------------------------- placing


def place(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    """An unloaded barrel (or new takoyaki) into the fresh row of a column."""
    item = ctx.piece_arg(t, action, "item")
    ctx.need(t.pieces[item].zone == Z.unload(seat), f"{item} is not waiting to be put on sale")
    column, price = _column(ctx, action)
    tx.move([item], Z.sale(seat, column, "top"))
    if price is not None:
        ctx.set_price(t, tx, item, price)
    if not ctx.is_takoyaki(t, item):
        ctx.fish(ctx.species(t, item)).on_placed(t, tx, seat, item)


def _column(ctx: Ctx, action: dict[str, Any]) -> tuple[str, int | None]:
    column = action.get("column")
    if not isinstance(column, str) or (col := ctx.data.column_by_id.get(column)) is None:
        raise IllegalAction(f"'column' must be one of {', '.join(ctx.data.column_by_id)}, got {column!r}")
    price = action.get("price")
    if col.declared:
        if not (ctx.amount_ok(price) and col.lo <= price <= col.hi and price % col.step == 0):
            raise IllegalAction(f"column {column} needs a declared 'price', a multiple of {col.step} from {col.lo} to {col.hi}")
        return column, price
    ctx.need(price is None or price == col.price, f"column {column} has the printed price {col.price}")
    return column, None


def column_choices(ctx: Ctx) -> Iterator[dict[str, Any]]:
    for col in ctx.data.columns:
        if col.declared:
            for p in range(col.lo, col.hi + 1, col.step):
                yield {"column": col.id, "price": p}
        else:
            yield {"column": col.id}


def reprice(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    """Choose an item on your harbor to move to another column of its row.

    With ``column`` (and ``price``) given it is done at once; without, the
    next action is ``set_price``.
    """
    item = ctx.piece_arg(t, action, "item")
    where = Z.parse_sale(t.pieces[item].zone)
    ctx.need(where is not None and where[0] == seat, f"{item} is not on sale at your harbor")
    if "column" in action:
        _move_to(ctx, t, tx, seat, item, action)
        return
    tx.set_var("pricing", item)
    tx.set_var("phase", "pricing")


def set_price(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    item = t.vars["pricing"]
    _move_to(ctx, t, tx, seat, item, action)
    tx.del_var("pricing")
    tx.set_var("phase", "fishing")


def _move_to(ctx: Ctx, t: Table, tx: Tx, seat: int, item: str, action: dict[str, Any]) -> None:
    where = Z.parse_sale(t.pieces[item].zone)
    if where is None:  # moved by hand while its price was being chosen
        raise IllegalAction(f"{item} is no longer on sale at a harbor")
    _, old, row = where
    column, price = _column(ctx, action)
    if column != old:
        tx.move([item], Z.sale(seat, column, row))
    ctx.set_price(t, tx, item, price)


# ------------------------------------------------------------- barges


def transfer_problem(ctx: Ctx, t: Table, seat: int, barrel: str, barge: str) -> str | None:
    sea = Z.sea(seat)
    boat = t.pieces[barrel].zone[len("hold.") :] if t.pieces[barrel].zone.startswith("hold.") else None
    if boat is None or t.pieces[boat].zone != sea or ctx.is_barge(t, boat):
        return f"{barrel} is not aboard one of your fishing boats at sea"
    if t.pieces[barge].zone != sea or not ctx.is_barge(t, barge):
        return f"{barge} is not one of your barges at sea"
    cargo = t.zones[Z.hold(barge)].ids
    if len(cargo) >= ctx.slots(t, barge):
        return f"{barge} is full"
    mid = ctx.species(t, barrel)
    limit = ctx.fish(mid).per_boat
    if limit is not None and sum(1 for b in cargo if ctx.species(t, b) == mid) >= limit:
        return f"a barge carries at most {limit} {mid} barrel(s)"
    return None


def transfer(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    barrel = ctx.piece_arg(t, action, "barrel")
    barge = ctx.piece_arg(t, action, "barge")
    problem = transfer_problem(ctx, t, seat, barrel, barge)
    ctx.need(problem is None, problem or "")
    tx.move([barrel], Z.hold(barge))


def transfer_actions(ctx: Ctx, t: Table, seat: int) -> Iterator[dict[str, Any]]:
    boats = t.zones[Z.sea(seat)].ids
    barges = [b for b in boats if ctx.is_barge(t, b)]
    if not barges:
        return
    for boat in boats:
        if ctx.is_barge(t, boat):
            continue
        seen: set[str] = set()
        for barrel in t.zones[Z.hold(boat)].ids:
            kind = t.pieces[barrel].kind
            if kind in seen:
                continue
            seen.add(kind)
            for barge in barges:
                if transfer_problem(ctx, t, seat, barrel, barge) is None:
                    yield {"action": "transfer", "barrel": barrel, "barge": barge}


# ------------------------------------------------------------- the phase


def end_fishing(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    ctx.need(not t.zones[Z.unload(seat)].ids, "put every unloaded barrel on sale first (place)")
    leftovers = list(t.zones[Z.dock(seat)].ids)
    if leftovers:  # unpaired crab / tuna go back without compensation
        ctx.return_barrel(t, tx, leftovers)
    tx.del_var("fishing")
    tx.set_var("phase", "main")


def place_actions(ctx: Ctx, t: Table, seat: int) -> Iterator[dict[str, Any]]:
    seen: set[str] = set()
    for item in t.zones[Z.unload(seat)].ids:
        kind = t.pieces[item].kind
        if kind in seen:
            continue
        seen.add(kind)
        for choice in column_choices(ctx):
            yield {"action": "place", "item": item, **choice}


def actions(ctx: Ctx, t: Table, seat: int) -> Iterator[dict[str, Any]]:
    """Legal actions in the fishing phase (placing first, if anything waits)."""
    if t.zones[Z.unload(seat)].ids:
        yield from place_actions(ctx, t, seat)
        return
    active = state(t)["active"]
    for _, boat in ctx.docked(t, seat):
        if boat not in active:
            yield {"action": "depart", "boat": boat}
    held = {ctx.species(t, lic) for lic in ctx.licenses(t, seat) if t.pieces[lic].kind.startswith("license.")}
    seen_kinds: set[tuple[str, tuple[str, ...]]] = set()
    for boat in t.zones[Z.sea(seat)].ids:
        if boat in active:
            continue
        kind = t.pieces[boat].kind
        cargo = tuple(t.pieces[b].kind for b in t.zones[Z.hold(boat)].ids)
        if (kind, cargo) in seen_kinds:
            continue  # an identical boat with an identical load: same choices
        seen_kinds.add((kind, cargo))
        for mid in sorted(held):
            if catch_problem(ctx, t, seat, boat, mid) is None:
                yield {"action": "catch", "boat": boat, "species": mid}
        for n in ctx.free_berths(t, seat, kind):
            yield {"action": "return", "boat": boat, "berth": n}
    seen_items: set[tuple[str, str]] = set()
    for item, col, _row in ctx.sale_items(t, seat):
        key = (t.pieces[item].zone, t.pieces[item].kind)
        if key in seen_items and not ctx.data.column_by_id[col].declared:
            continue
        seen_items.add(key)
        yield {"action": "reprice", "item": item}
    yield {"action": "end_fishing"}


def pricing_actions(ctx: Ctx, t: Table, seat: int) -> Iterator[dict[str, Any]]:
    for choice in column_choices(ctx):
        yield {"action": "set_price", **choice}
