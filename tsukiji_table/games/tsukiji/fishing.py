"""The Fishing action (「漁業」): depart, catch, return and unload; prices.

A Fishing action costs 1 AP and opens a sub-phase in which each of your
boats may do one activity (``depart``, ``catch``, ``return``), in any order,
and prices on your harbor may be adjusted (``reprice`` an item, then
``set_price``), until ``end_fishing``.

Returning unloads the boat at once: King Crab and Tuna barrels wait on the
dock, and the game's flow starts an auction every 2 (crab) or 3 (tuna) of
them (:func:`auction_due`, :func:`open_auction`); every other barrel (and
takoyaki from the Octopus market) waits in the unloading area until it is
``place``d in the fresh row of a sales column.  Every 2 barrels unloaded in
one Fishing action pay 100 yen (decision q06).

The ``*_problem`` functions are the rules (why a move is illegal); the
actions in ``actions/fishing.py`` ask them.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ...table import Table
from ...text import Message, msg
from . import bidding
from . import zones as Z

if TYPE_CHECKING:
    from ...table import Tx
    from .context import Ctx

Why = Message | None


def state(t: Table) -> dict[str, Any]:
    return t.vars["fishing"]


def update(t: Table, tx: Tx, **changes: Any) -> None:
    tx.set_var("fishing", {**t.vars["fishing"], **changes})


def open_fishing(tx: Tx) -> None:
    tx.set_var("fishing", {"active": [], "used": [], "unloaded": 0, "pairs": 0})


def acted(t: Table, boat: str) -> Why:
    return msg("tsukiji.why.boat_acted", boat=boat) if boat in state(t)["active"] else None


def may_catch_again(ctx: Ctx, t: Table, boat: str) -> bool:
    """The blue boat (expansion) uses 2 licenses at once: a second catch in the same Fishing action, if it only caught so far."""
    f = state(t)
    done = f["active"].count(boat)
    return 0 < done < ctx.data.boat_licenses.get(t.pieces[boat].kind, 1) and f.get("caught", []).count(boat) == done


# ------------------------------------------------------------------ catching


def _carrying(t: Table, ctx: Ctx, seat: int, mid: str) -> int:
    """Fishing boats of ``seat`` at sea with at least one ``mid`` barrel (q29)."""
    kind = ctx.data.barrel_kind[mid]
    n = 0
    for boat in t.zones[Z.sea(seat)].ids:
        if ctx.is_barge(t, boat):
            continue
        if any(t.pieces[b].kind == kind for b in t.zones[Z.hold(boat)].ids):
            n += 1
    return n


def unused_license(ctx: Ctx, t: Table, seat: int, mid: str) -> str | None:
    used = state(t)["used"]
    kind = ctx.data.license_kind[mid]
    for lic in t.zones[Z.licenses(seat)].ids:
        if t.pieces[lic].kind == kind and lic not in used:
            return lic
    return None


def at_sea(ctx: Ctx, t: Table, seat: int, boat: Any) -> Why:
    if not isinstance(boat, str) or boat not in t.pieces:
        return msg("tsukiji.why.no_piece", value=str(boat))
    return None if t.pieces[boat].zone == Z.sea(seat) and ctx.is_boat(t, boat) else msg("tsukiji.why.not_at_sea", boat=boat)


def catch_problem(ctx: Ctx, t: Table, seat: int, boat: str, mid: str) -> Why:
    """Why ``boat`` cannot catch ``mid`` now, or None if it can."""
    why = at_sea(ctx, t, seat, boat)
    if why is not None:
        return why
    if ctx.is_barge(t, boat):
        return msg("tsukiji.why.barge_cannot_catch")
    second = second_instead(t, boat, mid)
    why = acted(t, boat)
    if why is not None and not may_catch_again(ctx, t, boat) and not second:
        return why
    if mid not in ctx.data.markets or not ctx.in_play(t, mid) or ctx.data.markets[mid].type != "fish":
        return msg("tsukiji.why.not_fish_in_play", market=mid)
    name = ctx.market_name(mid)
    drying = instead = None
    if not second and (unused_license(ctx, t, seat, mid) is None or ctx.data.markets[mid].raw.get("catches")):  # himono barrels: a drying license only
        drying = himono_license(ctx, t, seat, mid)
        instead = instead_license(ctx, t, seat, mid) if drying is None else None
        if drying is None and instead is None:
            return msg("tsukiji.why.no_unused_license", market=name)
    if not t.zones[Z.market(mid, "barrels")].ids:
        return msg("tsukiji.why.no_barrel_left", market=name)
    cargo = t.zones[Z.hold(boat)].ids
    kind = ctx.data.barrel_kind[mid]
    if not cargo and drying is None and instead is None:  # a himono license's own limit replaces the count of boats (x18); so does an aji license's (x20)
        held = ctx.license_count(t, seat, mid)
        if held <= _carrying(t, ctx, seat, mid):
            return msg("tsukiji.why.catch_rule", market=name, n=held)
        return None
    species = {t.pieces[b].kind for b in cargo} | {kind}
    if len(species) > ctx.data.boat_licenses.get(t.pieces[boat].kind, 1):  # the blue boat carries up to 2 species
        return msg("tsukiji.why.own_species_only", boat=boat)
    if len(cargo) >= ctx.slots(t, boat):
        return msg("tsukiji.why.boat_full", boat=boat)
    limit = ctx.fish(mid).per_boat
    if limit is not None and len(cargo) >= limit:
        return msg("tsukiji.why.per_boat", n=limit, market=name)
    return None


def instead_license(ctx: Ctx, t: Table, seat: int, mid: str) -> str | None:
    """An unused license whose catch may take ``mid`` instead (Horse Mackerel: 1 or 2 mackerel, if Mackerel is in use)."""
    if ctx.data.markets[mid].raw.get("catches"):
        return None
    for m in ctx.fish_in_play(t):
        rule = ctx.data.markets[m].raw.get("catches_instead")
        if rule and rule["market"] == mid and not ctx.overfished(t, m):
            lic = unused_license(ctx, t, seat, m)
            if lic is not None:
                return lic
    return None


def second_instead(t: Table, boat: str, mid: str) -> bool:
    """The second mackerel of an aji license's catch: the same boat, in the same Fishing action."""
    pending = state(t).get("instead") if "fishing" in t.vars else None
    return bool(pending) and pending["boat"] == boat and pending["market"] == mid and pending["left"] > 0  # type: ignore[index]


def himono_license(ctx: Ctx, t: Table, seat: int, mid: str) -> str | None:
    """An unused himono license (expansion) of ``seat`` that may catch ``mid`` now, if Himono is in play."""
    if "himono" not in ctx.markets or not ctx.in_play(t, "himono"):
        return None
    return ctx.markets["himono"].license_for(t, seat, mid, state(t)["used"])  # type: ignore[attr-defined]


def catch(ctx: Ctx, t: Table, tx: Tx, seat: int, boat: str, mid: str) -> None:
    barrel = t.zones[Z.market(mid, "barrels")].ids[-1]
    if second_instead(t, boat, mid):  # the second mackerel of the same aji license: no new license, no new activity
        tx.move([barrel], Z.hold(boat))
        pending = state(t)["instead"]
        update(t, tx, instead={**pending, "left": pending["left"] - 1})
        return
    lic = None if ctx.data.markets[mid].raw.get("catches") else unused_license(ctx, t, seat, mid)
    tx.move([barrel], Z.hold(boat))
    if lic is None:
        dryer = himono_license(ctx, t, seat, mid)
        if dryer is not None:  # caught with a himono license
            lic = dryer
            ctx.markets["himono"].record_catch(t, tx, barrel, lic)  # type: ignore[attr-defined]
        else:  # caught with an aji license: 1 or 2 mackerel
            lic = instead_license(ctx, t, seat, mid)
            rule = ctx.data.markets[ctx.species(t, lic)].raw["catches_instead"]  # type: ignore[arg-type]
            update(t, tx, instead={"boat": boat, "market": mid, "left": int(rule["up_to"]) - 1})
    f = state(t)
    update(t, tx, active=[*f["active"], boat], used=[*f["used"], lic], caught=[*f.get("caught", []), boat])


# ------------------------------------------------------ departing and returning


def depart_problem(ctx: Ctx, t: Table, seat: int, boat: str) -> Why:
    if (t.vars.get("overseas") or {}).get(boat) == seat:
        return acted(t, boat)
    if not any(b == boat for _, b in ctx.docked(t, seat)):
        return msg("tsukiji.why.not_at_berth", piece=boat)
    return acted(t, boat)


def return_problem(ctx: Ctx, t: Table, seat: int, boat: str, n: int) -> Why:
    why = at_sea(ctx, t, seat, boat) or acted(t, boat)
    if why is not None:
        return why
    if n not in ctx.berth_ids:
        return msg("tsukiji.why.choose", key="berth", choices=list(ctx.berth_ids))
    if not ctx.berth_room(t, seat, n, t.pieces[boat].kind):
        return msg("tsukiji.why.berth_full", berth=n, boat=ctx.name(t, boat))
    return None


def mark_acted(t: Table, tx: Tx, boat: str) -> None:
    update(t, tx, active=[*state(t)["active"], boat])


def unload_cargo(ctx: Ctx, t: Table, tx: Tx, seat: int, cargo: list[str]) -> None:
    """Unload barrels at ``seat``'s berth: the landing bonus and each species' own rule."""
    by_species: dict[str, list[str]] = {}
    cargo = [b for b in cargo if ctx.is_barrel(t, b)]
    landed = cargo
    if t.vars.get("himono"):  # barrels caught with a himono license go onto it (expansion)
        cargo = ctx.markets["himono"].land(t, tx, cargo)  # type: ignore[attr-defined]
    for b in cargo:
        by_species.setdefault(ctx.species(t, b), []).append(b)
    for mid, barrels in by_species.items():
        market = ctx.fish(mid)
        tx.move(barrels, Z.dock(seat) if market.auction_every else Z.unload(seat))
        market.on_unloaded(t, tx, seat, barrels)
    f = state(t)
    unloaded = f["unloaded"] + len(landed)
    rule = ctx.data.harbor["unload_bonus"]
    pairs = unloaded // int(rule["per_barrels"])
    ctx.pay(tx, Z.BANK, Z.money(seat), (pairs - f["pairs"]) * int(rule["yen"]))
    update(t, tx, unloaded=unloaded, pairs=pairs)


# ------------------------------------------------------------- auctions


def auction_due(ctx: Ctx, t: Table) -> str | None:
    """The species whose barrels on the active player's dock call for an auction now, if any."""
    dock = t.zones[Z.dock(t.vars["turn"])].ids
    if not dock:
        return None
    for mid in sorted({ctx.species(t, b) for b in dock}):
        every = ctx.fish(mid).auction_every
        if every and sum(1 for b in dock if ctx.species(t, b) == mid) >= every:
            return mid
    return None


def open_auction(ctx: Ctx, t: Table, tx: Tx, mid: str) -> bool:
    """The landed barrels go back and a token of ``mid`` is drawn from the bag for sealed bids.

    False when the bag holds no such token (the barrels still go back; nothing is auctioned).
    """
    seat = t.vars["turn"]
    market = ctx.fish(mid)
    mine = [b for b in t.zones[Z.dock(seat)].ids if ctx.species(t, b) == mid]
    ctx.return_barrel(t, tx, mine[: market.auction_every])
    drawn = market.auction_token(t, tx)
    if drawn:
        bidding.open_bids(t, tx, mid, seat, list(range(t.players)), Z.AUCTION_LOT)
    return bool(drawn)


def leftovers(t: Table, seat: int) -> list[str]:
    """Unpaired crab / tuna on the dock: they go back without compensation when fishing ends."""
    return list(t.zones[Z.dock(seat)].ids)


# ------------------------------------------------------------- placing


def column_problem(ctx: Ctx, column: str, price: int | None) -> Why:
    """Why ``column`` (with ``price`` for the "???" column) is not a place to sell at."""
    col = ctx.data.column_by_id.get(column)
    if col is None:
        return msg("tsukiji.why.choose", key="column", choices=list(ctx.data.column_by_id))
    if col.declared:
        if price is None or not col.lo <= price <= col.hi or price % col.step:
            return msg("tsukiji.why.declared_price", column=column, step=col.step, lo=col.lo, hi=col.hi)
        return None
    return msg("tsukiji.why.printed_price", column=column, price=col.price) if price is not None and price != col.price else None


def column_choices(ctx: Ctx) -> Iterator[dict[str, Any]]:
    for col in ctx.data.columns:
        if col.declared:
            for p in range(col.lo, col.hi + 1, col.step):
                yield {"column": col.id, "price": p}
        else:
            yield {"column": col.id}


def declared(ctx: Ctx, column: str, price: int | None) -> int | None:
    """The price to record for an item in ``column`` (None: the column's printed one)."""
    return price if ctx.data.column_by_id[column].declared else None


def place(ctx: Ctx, t: Table, tx: Tx, seat: int, item: str, column: str, price: int | None) -> None:
    """An unloaded barrel (or new takoyaki) into the fresh row of a column."""
    tx.move([item], Z.sale(seat, column, "top"))
    ctx.set_price(t, tx, item, declared(ctx, column, price))
    if not ctx.is_takoyaki(t, item):
        ctx.fish(ctx.species(t, item)).on_placed(t, tx, seat, item)


def move_to(ctx: Ctx, t: Table, tx: Tx, seat: int, item: str, column: str, price: int | None) -> None:
    """An item on sale to another column of its row (or a new declared price)."""
    _, old, row = Z.parse_sale(t.pieces[item].zone)  # type: ignore[misc]
    if column != old:
        tx.move([item], Z.sale(seat, column, row))
    ctx.set_price(t, tx, item, declared(ctx, column, price))


def on_my_harbor(t: Table, seat: int, item: Any) -> Why:
    if not isinstance(item, str) or item not in t.pieces:
        return msg("tsukiji.why.no_piece", value=str(item))
    where = Z.parse_sale(t.pieces[item].zone)
    return None if where is not None and where[0] == seat else msg("tsukiji.why.not_on_my_harbor", piece=item)


# ------------------------------------------------------------- barges


def transfer_problem(ctx: Ctx, t: Table, seat: int, barrel: str, barge: str) -> Why:
    if barrel not in t.pieces:
        return msg("tsukiji.why.no_piece", value=barrel)
    if barge not in t.pieces:
        return msg("tsukiji.why.no_piece", value=barge)
    sea = Z.sea(seat)
    zone = t.pieces[barrel].zone
    boat = zone[len("hold.") :] if zone.startswith("hold.") else None
    if boat is None or t.pieces[boat].zone != sea or ctx.is_barge(t, boat) or not ctx.is_barrel(t, barrel):
        return msg("tsukiji.why.not_aboard_fishing_boat", piece=barrel)
    if t.pieces[barge].zone != sea or not ctx.is_barge(t, barge):
        return msg("tsukiji.why.not_my_barge", piece=barge)
    if boat in t.vars.get("rented", {}):
        return msg("tsukiji.why.rented_no_transfer")
    cargo = t.zones[Z.hold(barge)].ids
    if len(cargo) >= ctx.slots(t, barge):
        return msg("tsukiji.why.boat_full", boat=barge)
    mid = ctx.species(t, barrel)
    limit = ctx.fish(mid).per_boat
    if limit is not None and sum(1 for b in cargo if ctx.species(t, b) == mid) >= limit:
        return msg("tsukiji.why.per_boat", n=limit, market=ctx.market_name(mid))
    return None
