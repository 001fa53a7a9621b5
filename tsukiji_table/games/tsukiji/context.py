"""The referee's view of the game: static data, market modules and queries.

A :class:`Ctx` is built once per rules object (``markets.build_context``
adds the market modules).  Its methods read a table and answer the
questions every part of the referee asks (whose boats are where, what an
item on sale costs, how many resources a player holds), and perform the few
moves shared by all parts (a barrel going back to its market, which is the
box once that market is overfished).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from ...table import Table
from ...text import Message, msg
from . import zones as Z
from .data import FISH, TsukijiData

if TYPE_CHECKING:
    from ...table import Tx
    from .markets.base import FishMarket, Market

PURSES = tuple(Z.money(seat) for seat in range(8))  # asked thousands of times a game: named once


class Ctx:
    """Static data and market modules of one rules object, with table queries."""

    def __init__(self, data: TsukijiData):
        self.data = data
        self.markets: dict[str, Market] = {}  # filled by markets.build_context
        self.fish_markets: dict[str, FishMarket] = {}  # the fish markets among them, likewise
        self.step = int(data.harbor["denomination_step"])
        self.license_spaces = int(data.harbor["license_spaces"])
        self.berth_ids = tuple(int(b["id"]) for b in data.berths)
        self.berth_info = {int(b["id"]): b for b in data.berths}
        self._sale_zones: dict[int, list[tuple[str, str, str]]] = {}
        self.sale_rows = {row: tuple((c.id, row) for c in data.columns) for row in Z.ROWS}
        #: Barrel kinds that never spoil (Himono): they stay where they are at spoilage.
        self.never_spoils = frozenset(data.barrel_kind[m] for m, info in data.markets.items() if info.raw.get("never_spoils"))

    # ------------------------------------------------------------- markets

    def fish(self, mid: str) -> FishMarket:
        return self.fish_markets[mid]

    def in_play(self, t: Table, mid: str) -> bool:
        return mid in t.vars["in_play"]

    def overfished(self, t: Table, mid: str) -> bool:
        return mid in t.vars["overfished"]

    def usable(self, t: Table, mid: str) -> bool:
        """Whether ``mid``'s board is on this table at all (the expansion's boards are only with the expansion)."""
        return self.data.markets[mid].board in t.pieces

    def fish_in_play(self, t: Table) -> list[str]:
        return [m for m in t.vars["in_play"] if self.data.markets[m].type == FISH]

    # ---------------------------------------------------------- pieces

    def species(self, t: Table, piece: str) -> str:
        """The market a barrel or license belongs to ("" for anything else)."""
        kind = t.pieces[piece].kind
        return self.data.barrel_market.get(kind) or self.data.license_market.get(kind, "")

    def is_barrel(self, t: Table, piece: str) -> bool:
        return t.pieces[piece].kind in self.data.barrel_market

    def is_license(self, t: Table, piece: str) -> bool:
        return t.pieces[piece].kind in self.data.license_market

    def is_fish_token(self, t: Table, piece: str) -> bool:
        return t.pieces[piece].kind in self.data.token_market

    def token_market(self, t: Table, token: str) -> str:
        return self.data.token_market[t.pieces[token].kind]

    def is_takoyaki(self, t: Table, piece: str) -> bool:
        return t.pieces[piece].kind == self.data.takoyaki_kind

    def is_barge(self, t: Table, boat: str) -> bool:
        return t.pieces[boat].kind in self.data.barge_kinds

    def is_boat(self, t: Table, piece: str) -> bool:
        return t.pieces[piece].kind in self.data.boat_slots

    def slots(self, t: Table, boat: str) -> int:
        return self.data.boat_slots[t.pieces[boat].kind]

    # ------------------------------------------------------------ seats

    def money(self, t: Table, seat: int) -> int:
        return t.zones[PURSES[seat]].money()

    def pay(self, tx: Tx, src: str, dst: str, amount: int) -> None:
        if amount:
            tx.pay(src, dst, amount, bank=Z.BANK)

    def berth_open(self, t: Table, seat: int, n: int) -> bool:
        zone = t.zones.get(Z.cover(seat, n))
        return zone is None or not zone.ids

    def docked(self, t: Table, seat: int) -> Iterator[tuple[int, str]]:
        for n in self.berth_ids:
            for boat in t.zones[Z.berth(seat, n)].ids:
                if t.pieces[boat].kind in self.data.boat_slots:  # a hand may have left anything there
                    yield n, boat

    def at_sea(self, t: Table, seat: int) -> list[str]:
        return [b for b in t.zones[Z.sea(seat)].ids if t.pieces[b].kind in self.data.boat_slots]

    def berth_room(self, t: Table, seat: int, n: int, boat_kind: str) -> bool:
        """Whether a boat of ``boat_kind`` can dock at berth ``n`` now."""
        if not self.berth_open(t, seat, n):
            return False
        info = self.berth_info[n]
        there = t.zones[Z.berth(seat, n)].ids
        if boat_kind in self.data.barge_kinds:
            return bool(info["barge"]) and not there
        if any(t.pieces[b].kind in self.data.barge_kinds for b in there):
            return False
        return len(there) < int(info["boats"])

    def free_berths(self, t: Table, seat: int, boat_kind: str) -> list[int]:
        return [n for n in self.berth_ids if self.berth_room(t, seat, n, boat_kind)]

    def licenses(self, t: Table, seat: int) -> list[str]:
        return t.zones[Z.licenses(seat)].ids

    def license_count(self, t: Table, seat: int, mid: str) -> int:
        kind = self.data.license_kind[mid]
        return sum(1 for p in t.zones[Z.licenses(seat)].ids if t.pieces[p].kind == kind)

    def free_license_spaces(self, t: Table, seat: int) -> int:
        return self.license_spaces - len(t.zones[Z.licenses(seat)].ids)

    def can_make_room(self, t: Table, seat: int) -> bool:
        """A license space is free, or one can be freed by returning a license."""
        zone = t.zones[Z.licenses(seat)].ids
        return len(zone) < self.license_spaces or any(t.pieces[x].kind in self.data.license_market for x in zone)

    def tokens(self, t: Table, seat: int) -> list[str]:
        return t.zones[Z.supply(seat)].ids

    def sale_zones(self, seat: int) -> list[tuple[str, str, str]]:
        """``(zone id, column, row)`` of ``seat``'s sales area, fresh row first."""
        got = self._sale_zones.get(seat)
        if got is None:
            got = self._sale_zones[seat] = [(Z.sale(seat, c.id, row), c.id, row) for row in Z.ROWS for c in self.data.columns]
        return got

    def sale_items(self, t: Table, seat: int) -> Iterator[tuple[str, str, str]]:
        """``(item, column, row)`` for everything on sale at ``seat``'s harbor."""
        zones, pieces, tako, barrels = t.zones, t.pieces, self.data.takoyaki_kind, self.data.barrel_market
        for zid, col, row in self.sale_zones(seat):
            ids = zones[zid].ids
            if ids:
                for item in ids:
                    kind = pieces[item].kind
                    if kind in barrels or kind == tako:  # only what can be on sale
                        yield item, col, row

    def price(self, t: Table, item: str) -> int:
        """The sale price of an item on a harbor: its column's, or the declared one."""
        zone_id = t.pieces[item].zone
        col = zone_id.split(".")[3]
        column = self.data.column_by_id[col]
        if column.price is None:  # declared by the seller
            # An item put there by hand has no declared price yet: the lowest one.
            return int(t.vars["prices"].get(item, column.lo))
        return column.price

    # -------------------------------------------------------- resources

    def value_of(self, t: Table, tokens: Iterable[str]) -> int:
        """Total resource value of ``tokens`` treated as one holding (decision q11)."""
        by_market: dict[str, list[str]] = {}
        markets = self.data.token_market
        for tok in tokens:
            mid = markets.get(t.pieces[tok].kind)
            if mid is not None:  # anything else a hand put there is worth nothing
                by_market.setdefault(mid, []).append(tok)
        if not any(self.fish(m).of_others for m in by_market):
            return sum(self.fish(m).value_of(t, ids) for m, ids in by_market.items())
        # Nori: worth a tenth of the holding's other tokens (decision q11: a lot is valued as a holding).
        others = sum(self.fish(m).value_of(t, ids) for m, ids in by_market.items() if not self.fish(m).of_others)
        return others + sum(self.fish(m).value_beside(t, ids, others) for m, ids in by_market.items() if self.fish(m).of_others)

    def resources(self, t: Table, seat: int) -> int:
        return self.value_of(t, t.zones[Z.supply(seat)].ids)

    def owned_zones(self, t: Table) -> Iterator[str]:
        """Zones whose tokens belong to a player (for fresh salmon)."""
        for seat in range(t.players):
            yield Z.supply(seat)
            yield Z.lot(seat)
        yield Z.market("auction", "lot")
        yield Z.market("barter", "lot")

    # ------------------------------------------------------------ moves

    def return_barrel(self, t: Table, tx: Tx, barrels: Iterable[str]) -> None:
        """Send barrels back to their markets, or to the box if overfished (q39)."""
        groups: dict[str, list[str]] = {}
        for b in barrels:
            mid = self.species(t, b)
            dst = Z.BOX if self.overfished(t, mid) or not self.in_play(t, mid) else Z.market(mid, "barrels")
            groups.setdefault(dst, []).append(b)
        for dst, ids in groups.items():
            tx.move(ids, dst)

    def clear_price(self, t: Table, tx: Tx, items: Iterable[str]) -> None:
        prices = t.vars["prices"]
        gone = [i for i in items if i in prices]
        if gone:
            tx.set_var("prices", {k: v for k, v in prices.items() if k not in gone})

    def set_price(self, t: Table, tx: Tx, item: str, price: int | None) -> None:
        prices = dict(t.vars["prices"])
        if price is None:
            prices.pop(item, None)
        else:
            prices[item] = price
        tx.set_var("prices", prices)

    # ------------------------------------------------------------- words

    def name(self, t: Table, piece_or_kind: str) -> dict[str, str]:
        """The ``{en, ja}`` name of a piece (or a kind), for log lines and refusals."""
        kind = t.pieces[piece_or_kind].kind if piece_or_kind in t.pieces else piece_or_kind
        return self.data.kind_names.get(kind) or {"en": kind, "ja": kind}

    def a(self, t: Table, piece_or_kind: str) -> Message:
        """ "a Mackerel barrel" / "an Eel barrel" (Japanese has no article)."""
        name = self.name(t, piece_or_kind)
        article = "tsukiji.an" if name.get("en", "")[:1].lower() in "aeiou" and name.get("en", "")[:1] else "tsukiji.a"
        return msg(article, what=name)

    def the_market(self, mid: str) -> Message:
        """ "the Eel market" / 「ウナギ市場」, "the Aquarium market" / 「「水族館」市場」: a market as a place."""
        info = self.data.markets.get(mid)
        if info is None:
            return msg("tsukiji.the_market", name={"en": mid, "ja": mid})
        board = self.data.kind_names.get(info.board.split("#", 1)[0], {})
        return msg("tsukiji.the_market", name={"en": info.names["en"], "ja": board.get("ja") or info.names.get("ja", mid)})

    def market_name(self, mid: str) -> dict[str, str]:
        info = self.data.markets.get(mid)
        return info.names if info is not None else {"en": mid, "ja": mid}

    def purse_seen(self, t: Table, seat: int, viewer: int | None) -> bool:
        """Whether ``viewer`` may see what goes in and out of ``seat``'s purse (the money option)."""
        return viewer is None or t.zones[Z.money(seat)].sees(viewer)


def ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def round_up(amount: float, step: int) -> int:
    return int(math.ceil(amount / step - 1e-9)) * step
