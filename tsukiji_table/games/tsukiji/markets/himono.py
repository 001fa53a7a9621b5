"""Himono (干物, dried fish, expansion): licenses that dry mackerel, aji and sardines.

A himono license catches mackerel, aji or sardine barrels (markets in play,
not overfished), and himono barrels only when none of those is available.
At most 2 barrels caught with one license may be at sea (boats and barges):
at 2 it shows its red X (face down) until one is unloaded or dumped
(:meth:`Himono.sync`, after every step).  Those barrels, unloaded at your
berth, go onto the license (2 items at most; the rest back to their
markets), not on sale.  At any time in your turn you may put mackerel, aji
or sardine barrels from your harbor or tokens from your supply on it
(``dry``).  At the start of your turn a license holding 2 items returns them
and gives you a himono barrel to put on sale at any price; himono barrels
never spoil.  Tokens are worth 5 and cannot be sold back.  A license lost
takes its items back to their markets unpaid.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from .. import zones as Z
from .base import FishMarket, market

if TYPE_CHECKING:
    from ....table import Tx


def dry(lic: str) -> str:
    """The zone of the items lying on a himono license."""
    return f"dry.{lic}"


def caught(t: Table) -> dict[str, str]:
    """Barrels at sea caught with a himono license: barrel -> license."""
    return dict(t.vars.get("himono") or {})


@market("himono")
class Himono(FishMarket):
    def __init__(self, *args: Any):
        super().__init__(*args)
        self.catches = tuple(str(m) for m in self.raw["catches"])
        self.holds = int(self.raw["holds"])
        self.at_sea_limit = int(self.raw["at_sea_limit"])

    def add_piece_zones(self, t: Table) -> None:
        """A zone on every himono license for what dries on it (anchored to the license)."""
        for pid in sorted(t.pieces):
            if t.pieces[pid].kind == self.license_kind:
                t.add_zone(dry(pid), ZoneKind.STACK, rect=[0, 0, 30, 14], arrange="row", anchor=pid, capacity=self.holds)

    # catching -------------------------------------------------------------

    def catchable(self, t: Table) -> list[str]:
        """What a himono license may catch now: mackerel, aji, sardines in play and not overfished; else himono."""
        ctx = self.ctx
        usable = [m for m in self.catches if m in ctx.data.markets and ctx.in_play(t, m) and not ctx.overfished(t, m)]
        return usable or [self.id]

    def license_for(self, t: Table, seat: int, mid: str, used: list[str]) -> str | None:
        """An unused, face-up himono license of ``seat`` that may catch ``mid``."""
        if mid not in self.catchable(t):
            return None
        for lic in t.zones[Z.licenses(seat)].ids:
            if t.pieces[lic].kind == self.license_kind and lic not in used and t.pieces[lic].face_up:
                return lic
        return None

    def record_catch(self, t: Table, tx: Tx, barrel: str, lic: str) -> None:
        tx.set_var("himono", {**caught(t), barrel: lic})

    def sync(self, t: Table, tx: Tx) -> bool:
        """Forget barrels no longer at sea; turn each license to its red X at 2 at sea, face up below. True if anything changed."""
        now = caught(t)
        at_sea = {b: lic for b, lic in now.items() if t.pieces[b].zone.startswith("hold.")}
        changed = False
        if at_sea != now:
            if at_sea:
                tx.set_var("himono", at_sea)
            else:
                tx.del_var("himono")
            changed = True
        for lic in {*now.values()}:
            full = sum(1 for x in at_sea.values() if x == lic) >= self.at_sea_limit
            if t.pieces[lic].face_up == full:
                tx.set_face([lic], not full)
                changed = True
        return changed

    # landing and drying ---------------------------------------------------------

    def room(self, t: Table, lic: str) -> int:
        return self.holds - len(t.zones[dry(lic)].ids)

    def land(self, t: Table, tx: Tx, barrels: list[str]) -> list[str]:
        """Barrels caught with a himono license go onto it (overflow back to their markets); returns the others."""
        mine = caught(t)
        rest = []
        for b in barrels:
            lic = mine.get(b)
            if lic is None:
                rest.append(b)
            elif lic in t.pieces and self.room(t, lic) > 0 and t.pieces[lic].zone.endswith(".harbor.licenses"):
                tx.move([b], dry(lic))
            else:
                self.ctx.return_barrel(t, tx, [b])
        return rest

    def dryable(self, t: Table, item: str) -> bool:
        """A mackerel, aji or sardine barrel or token (what may be put on a license)."""
        ctx = self.ctx
        kind = t.pieces[item].kind
        mid = ctx.data.barrel_market.get(kind) or ctx.data.token_market.get(kind)
        return mid in self.catches and not ctx.is_takoyaki(t, item)

    def convert(self, t: Table, tx: Tx, seat: int) -> None:
        """Start of ``seat``'s turn: each license holding 2 items gives a himono barrel to put on sale."""
        for lic in list(t.zones[Z.licenses(seat)].ids):
            if t.pieces[lic].kind != self.license_kind or self.room(t, lic) > 0:
                continue
            self.give_back(t, tx, lic)
            barrels = t.zones[self.barrels].ids
            if barrels:
                tx.move([barrels[-1]], Z.unload(seat))  # to be put on sale at any price (``place``)

    def give_back(self, t: Table, tx: Tx, lic: str) -> None:
        """The items on a license back to their markets, unpaid."""
        ctx = self.ctx
        items = list(t.zones[dry(lic)].ids)
        barrels = [x for x in items if ctx.is_barrel(t, x)]
        if barrels:
            ctx.return_barrel(t, tx, barrels)
        for x in items:
            if ctx.is_fish_token(t, x):
                ctx.fish(ctx.token_market(t, x)).return_tokens(t, tx, [x])

    def on_license_lost(self, t: Table, tx: Tx, lic: str) -> None:
        self.give_back(t, tx, lic)
        if not t.pieces[lic].face_up:
            tx.set_face([lic], True)
