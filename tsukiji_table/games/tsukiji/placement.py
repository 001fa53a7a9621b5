"""Is the table as the rules left it?  Where each kind of piece may lie.

A table rearranged by hand (free mode, or "do it anyway" in assisted mode)
can hold what the rules never make: a fish token at sea, a boat on a sales
column, a barrel in someone's supply.  The referee reads the game from where
pieces lie, so before any action it asks :func:`problem`, and every action
is refused with what is out of place until the table is put back (undo, or
move it back by hand).  The rules' own moves keep these invariants, so a
table the referee left needs no look (``TsukijiMarket`` remembers which
revision it left).

The Ledger of the invariant tests (``conservation.py``) asks the same
question after every action.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...table import Table
from ...text import Message, Seat, msg
from . import bidding
from . import zones as Z
from .data import FISH

if TYPE_CHECKING:
    from .context import Ctx

Why = Message | None
Rule = Callable[[str, str], bool]  # (zone role, zone id) -> may lie there

LOTS = ("market.auction.lot", "market.barter.lot")
#: Market spaces where sold tokens stay for the rest of the game (any species).
TOKEN_SPACES = ("market.trade.s", "market.government.", "market.sushi.", "market.new_aquarium.")


def role(zone_id: str) -> str:
    """What a zone is, whatever its seat: ``p2.harbor.sale.c3.top`` -> ``harbor.sale``, ``hold.boat.x`` -> ``hold``."""
    if zone_id.startswith("hold."):
        return "hold"
    if zone_id.startswith("dry."):
        return "dry"
    if zone_id.startswith("p") and "." in zone_id:
        head, _, rest = zone_id.partition(".")
        if head[1:].isdigit():
            parts = rest.split(".")
            return f"harbor.{parts[1]}" if parts[0] == "harbor" and len(parts) > 1 else parts[0]
    return zone_id


def _rules(ctx: Ctx) -> dict[str, Rule]:
    """Where each kind may lie, by kind (what the rules ever do with it)."""
    data = ctx.data
    out: dict[str, Rule] = {}
    bagged = {m for m, info in data.markets.items() if info.raw.get("sold_to") == "bag"}
    auctioned = {m for m, info in data.markets.items() if info.raw.get("auction_every")}
    dried = {m for info in data.markets.values() for m in (info.raw.get("catches") or [])} | {m for m, info in data.markets.items() if info.raw.get("catches")}
    for mid in data.fish_ids:
        own = f"market.{mid}."

        def barrel(r: str, z: str, own: str = own, landed: bool = mid in auctioned, dries: bool = mid in dried) -> bool:
            return r in ("box", "hold", "harbor.sale", "harbor.dock" if landed else "harbor.unload") or z == own + "barrels" or (dries and r == "dry")

        def license_(r: str, z: str, own: str = own) -> bool:
            return r in ("box", "harbor.licenses") or z == own + "licenses"

        out[data.barrel_kind[mid]] = barrel
        out[data.license_kind[mid]] = license_
    for kind, mid in data.token_market.items():
        if kind == data.takoyaki_kind:

            def takoyaki(r: str, z: str) -> bool:
                held = r in ("box", "supply", "lot", "harbor.sale", "harbor.unload") or z in LOTS or z == "market.octopus.takoyaki"
                return held or z.startswith(TOKEN_SPACES)

            out[kind] = takoyaki
            continue

        shape = data.token_shape.get(kind, mid)

        def token(
            r: str, z: str, mid: str = mid, shape: str = shape, bag: bool = mid in bagged, landed: bool = mid in auctioned, dries: bool = mid in dried
        ) -> bool:
            if r in ("box", "supply", "lot") or z in LOTS or z.startswith(TOKEN_SPACES) or (landed and z == Z.AUCTION_LOT) or (dries and r == "dry"):
                return True
            if z == f"market.aquarium.{shape}":
                return True
            if bag:
                return z in (Z.BAG, Z.AUCTION_LOT)
            return z in (f"market.{mid}.tokens", f"market.{mid}.canned")

        out[kind] = token
    for kind in data.boat_slots:
        out[kind] = lambda r, z: r in ("box", "sea", "harbor.berth") or z in ("market.boats.boats", "market.used_boats.boats", "market.overseas.boats")
    for kind in ("freezer", "cart"):

        def rented(r: str, z: str, kind: str = kind) -> bool:
            return r in ("box", "harbor.licenses") or z == f"market.rental.{kind}"

        out[kind] = rented
    out["buyer_token"] = lambda r, z: r in ("box", "harbor.licenses") or z in ("market.influence.buyers", "market.influence.assigned")
    out["expansion_token"] = lambda r, z: z in ("box", "market.influence.expansion")
    out["boat_rental_token"] = lambda r, z: z in ("box", "market.boat_rental.tokens", "market.boat_rental.out")
    out["loan"] = lambda r, z: r in ("box", "bank") or z == "market.bank.loans"
    out["stock"] = lambda r, z: r in ("box", "bank") or z == "market.bank.stocks"
    for size in ("small", "large"):
        out[f"berth_cover.{size}"] = lambda r, z: r in ("box", "harbor.cover")
    out["harbor_board"] = lambda r, z: r in ("box", "harbor.board")
    for mid in data.fish_ids:
        track = data.markets[mid].raw.get("track")
        if track is not None:

            def marker(r: str, z: str, home: str = f"market.{mid}.track") -> bool:
                return z in ("box", home)

            out[str(track.get("marker") or "value_marker")] = marker
    out["auction_bag"] = lambda r, z: z in ("box", Z.BAG_PIECE)
    out["crash_token"] = lambda r, z: z == "box" or (z.startswith("market.") and z.endswith(".crash"))
    for mid, info in data.markets.items():

        def board(r: str, z: str, mid: str = mid, queue: str = Z.QUEUE_FISH if info.type == FISH else Z.QUEUE_EXTERNAL) -> bool:
            return z in ("box", f"market.{mid}.board", queue)

        out[t_kind(info.board)] = board
    return out


def t_kind(board_piece: str) -> str:
    """A market board's kind from its piece id (``market_board.eel`` has one copy: the id is the kind)."""
    return board_piece.split("#", 1)[0]


_CACHE: dict[int, dict[str, Rule]] = {}


def rules_of(ctx: Ctx) -> dict[str, Rule]:
    got = _CACHE.get(id(ctx))
    if got is None:
        got = _CACHE[id(ctx)] = _rules(ctx)
    return got


def where(ctx: Ctx, t: Table, zone_id: str) -> Message:
    """A zone as players name it: "Player 2 · At sea", "Eel · Tokens", "aboard a 2-slot fishing boat"."""
    zone = t.zones[zone_id]
    label = zone.meta.get("label") or _unlabelled(zone_id)
    if zone_id.startswith("hold."):
        return msg("tsukiji.where.hold", boat=ctx.a(t, zone_id[len("hold.") :]))
    if zone.owner is not None:
        return msg("tsukiji.where.seat", seat=Seat(zone.owner), place=label)
    market = zone.meta.get("market")
    if market:
        return msg("tsukiji.where.market", market=ctx.market_name(market), place=label)
    if zone_id == Z.BOX:
        return msg("tsukiji.where.box")
    return msg("tsukiji.where.plain", place=label)


def _unlabelled(zone_id: str) -> Message:
    """A place the table draws without a label, in words (never its id)."""
    parts = zone_id.split(".")
    if parts[-1] == "board":
        return msg("tsukiji.where.harbor_board")
    if parts[-2:-1] == ["cover"]:
        return msg("tsukiji.where.cover", n=parts[-1])
    if parts[-1] == "boats":
        return msg("tsukiji.where.boats")
    return msg("tsukiji.where.bag" if parts[0] == "bag" else "tsukiji.where.table")


def problem(ctx: Ctx, t: Table) -> Why:
    """What the rules would never have left on this table (None: all is in order)."""
    rules = rules_of(ctx)
    pieces = t.pieces
    for zid, zone in t.zones.items():
        if not zone.ids:
            continue
        r = role(zid)
        for pid in zone.ids:
            kind = pieces[pid].kind
            rule = rules.get(kind)
            if rule is not None and not rule(r, zid):
                return _off(ctx, t, msg("tsukiji.off.lies", piece=ctx.a(t, pid), where=where(ctx, t, zid)))
        if r == "hold":
            why = _hold_problem(ctx, t, zid)
            if why is not None:
                return _off(ctx, t, why)
    return _grid_problem(ctx, t) or _bids_problem(ctx, t)


def _off(ctx: Ctx, t: Table, what: Message) -> Message:
    return msg("tsukiji.off", what=what)


def _hold_problem(ctx: Ctx, t: Table, zone_id: str) -> Why:
    boat = zone_id[len("hold.") :]
    cargo = t.zones[zone_id].ids
    name = ctx.a(t, boat)
    if len(cargo) > ctx.slots(t, boat):
        return msg("tsukiji.off.overloaded", boat=name)
    species = [ctx.species(t, b) for b in cargo]
    if not ctx.is_barge(t, boat) and len(set(species)) > ctx.data.boat_licenses.get(t.pieces[boat].kind, 1):  # the blue boat: 2
        return msg("tsukiji.off.mixed", boat=name)
    for mid in set(species):
        limit = ctx.fish(mid).per_boat
        if limit is not None and species.count(mid) > limit:
            return msg("tsukiji.off.per_boat", boat=name, n=limit, market=ctx.market_name(mid))
    return None


def _grid_problem(ctx: Ctx, t: Table) -> Why:
    """Red Snapper tokens must each lie on their own printed spot."""
    if "red_snapper" not in ctx.markets:
        return None
    market = ctx.markets["red_snapper"]
    spots = set(market.order)  # type: ignore[attr-defined]
    seen: set[object] = set()
    for pid in t.zones[Z.market("red_snapper", "tokens")].ids:
        pos = t.pieces[pid].pos
        if pos not in spots or pos in seen:
            return _off(ctx, t, msg("tsukiji.off.spot", piece=ctx.a(t, pid)))
        seen.add(pos)
    return None


def _bids_problem(ctx: Ctx, t: Table) -> Why:
    """A sealed bid must still be covered by its bidder's purse when the bids are revealed."""
    a = t.vars.get("auction")
    if a is None or "bids" in a:
        return None
    for seat in a["bidders"]:
        if seat not in a["pending"] and bidding.sealed(t, seat) > ctx.money(t, seat):
            return _off(ctx, t, msg("tsukiji.off.bid_purse", seat=Seat(seat)))
    return None
