"""Money and cards held as they were while the machine shows an insertion (G14, G20).

The referee settles an insertion in one transaction: the drinks fall, the
payouts are paid and secret cards turn face up together.  The tower view
hides the falling drinks until they have landed; this keeps the purses,
the money on cards and the faces of cards the transaction changed as they
were before it, until the animation ends, so nobody reads the outcome off a
purse before the drinks have shown it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...table import Table, Transaction
from ...table.view import TableView, ZoneView, view

ONLOOKER = -1  # the scene's onlooker "seat" (a dialog everyone watches): sees what everyone sees


@dataclass(frozen=True)
class HeldOutcome:
    """What every seat saw just before ``tx``, and the zones whose pieces ``tx`` did not move in or out."""

    tx: Transaction
    before: dict[int, TableView]
    same_pieces: frozenset[str]

    @classmethod
    def of(cls, table: Table, tx: Transaction) -> HeldOutcome:
        """Taken right after ``tx`` (the newest transaction): undone and done again in place, as undo and redo
        would, to look at the table before it (the revision does not change)."""
        assert table.done and table.done[-1] is tx
        after = {zid: tuple(z.ids) for zid, z in table.zones.items()}
        table.revert_transaction(tx)
        try:
            before = {seat: view(table, seat) for seat in (ONLOOKER, *range(table.players))}
            same = frozenset(zid for zid, z in table.zones.items() if tuple(z.ids) == after[zid])
        finally:
            table.apply_transaction(tx)
        return cls(tx, before, same)

    def apply(self, now: TableView) -> TableView:
        """``now`` with the coins and the pieces' faces of the zones ``tx`` changed as they were before it
        (the drinks that moved are left to the tower view, which hides them while they fall)."""
        before = self.before.get(now.viewer if now.viewer is not None else ONLOOKER)
        if before is None:
            return now
        zones = {zid: self._held(zone, before.zones.get(zid)) for zid, zone in now.zones.items()}
        return replace(now, zones=zones)

    def _held(self, zone: ZoneView, was: ZoneView | None) -> ZoneView:
        if was is None:
            return zone
        coins = was.coins if was.coins != zone.coins else zone.coins
        pieces = was.pieces if zone.id in self.same_pieces and was.pieces != zone.pieces else zone.pieces
        return zone if coins is zone.coins and pieces is zone.pieces else replace(zone, coins=coins, pieces=pieces)
