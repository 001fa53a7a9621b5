"""Everything an insertion changed, held as it was while the machine shows it (every tower game).

The referee settles an insertion in one transaction: the drinks fall, the
drinks that came out go into a crate or a cart, the payouts are paid,
jammed drinks go back beside the machine and secret cards turn face up, all
together.  The tower view draws the inserted drinks itself while they fall;
this keeps every other zone the transaction changed (its coins, which
pieces lie in it, where, and which way up) as it was before it, until the
animation ends, so nobody reads the outcome off a cart, a crate or a purse
before the drinks have shown it.  The only change shown at once is the
inserted drinks leaving where they were (they are in the machine now); the
machine's own zones (``tower.*``) are the tower view's.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...physics.recording import LAST_VAR, drink_piece
from ...table import SetVar, Table, Transaction
from ...table.view import TableView, ZoneView, view

ONLOOKER = -1  # the scene's onlooker "seat" (a dialog everyone watches): sees what everyone sees
MACHINE_ZONES = "tower."  # the machine and the strip in front of its exit: the tower view shows them


@dataclass(frozen=True)
class HeldOutcome:
    """What every seat saw just before ``tx``, and the zones whose pieces ``tx`` did not move in or out."""

    tx: Transaction
    before: dict[int, TableView]
    in_machine: frozenset[str]  # the handles of the drinks the tower view shows falling

    @classmethod
    def of(cls, table: Table, tx: Transaction) -> HeldOutcome:
        """Taken right after ``tx`` (the newest transaction): undone and done again in place, as undo and redo
        would, to look at the table before it (the revision does not change)."""
        assert table.done and table.done[-1] is tx
        table.revert_transaction(tx)
        try:
            before = {seat: view(table, seat) for seat in (ONLOOKER, *range(table.players))}
        finally:
            table.apply_transaction(tx)
        return cls(tx, before, frozenset(drink_piece(d) for d in inserted(tx)))

    def apply(self, now: TableView) -> TableView:
        """``now`` with every zone ``tx`` changed as it was before it, but for the drinks put into the machine."""
        before = self.before.get(now.viewer if now.viewer is not None else ONLOOKER)
        if before is None:
            return now
        zones = {zid: self._held(zone, before.zones.get(zid)) for zid, zone in now.zones.items()}
        return replace(now, zones=zones)

    def _held(self, zone: ZoneView, was: ZoneView | None) -> ZoneView:
        if was is None or zone.id.startswith(MACHINE_ZONES):
            return zone
        coins = was.coins if was.coins != zone.coins else zone.coins
        pieces = zone.pieces
        if was.pieces != zone.pieces:
            pieces = tuple(p for p in was.pieces if p.handle not in self.in_machine)
        return zone if coins is zone.coins and pieces is zone.pieces else replace(zone, coins=coins, pieces=pieces)


def inserted(tx: Transaction) -> list[str]:
    """The drinks ``tx`` put into the machine (from its record of the insertion)."""
    for cmd in reversed(tx.commands):
        if isinstance(cmd, SetVar) and cmd.name == LAST_VAR and isinstance(cmd.after, dict):
            return [str(d) for d in cmd.after.get("inserted", [])]
    return []
