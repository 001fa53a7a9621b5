"""Invariant checks of a table, shared by the games' conservation checkers.

A broken invariant is a bug in a referee or in the table, never a player's
mistake, so it raises :class:`InvariantError`, which names the checker, the
moment of play (the last transaction) and the invariant.  The checks use
``raise``, not ``assert``: ``python -O`` strips assert statements, and a
soak run under ``-O`` would then check nothing.
"""

from __future__ import annotations

from typing import NoReturn

from .table import Table


class InvariantError(AssertionError):
    """An invariant of the table broke.

    An ``AssertionError``, so test runners and the soak scripts report it as a
    failed check, as they did the bare asserts it replaces.
    """

    def __init__(self, checker: str, where: str, invariant: str):
        super().__init__(f"{checker}, {where}: {invariant}")
        self.checker = checker
        self.where = where
        self.invariant = invariant


def moment(table: Table) -> str:
    """Where play stands, for a message: the last transaction, or the set-up."""
    if not table.done:
        return "before any transaction"
    tx = table.done[-1]
    by = f" by seat {tx.seat}" if tx.seat is not None else ""
    return f"after transaction {len(table.done)} {tx.label!r}{by}"


class Checker:
    """Raises :class:`InvariantError` for one checker at one moment of play.

    ``that(ok, invariant)`` reads like the assert it replaces; in a loop over
    every piece prefer ``if ...: fail(...)``, which builds the message only
    when it is needed.
    """

    def __init__(self, name: str, table: Table | None = None, where: str | None = None):
        self.name = name
        self.where = where if where is not None else moment(table) if table is not None else "anywhere"

    def fail(self, invariant: str) -> NoReturn:
        raise InvariantError(self.name, self.where, invariant)

    def that(self, ok: bool, invariant: str) -> None:
        if not ok:
            self.fail(invariant)


def check_placement(table: Table, check: Checker) -> None:
    """Every piece lies in exactly one zone, the one it names."""
    pieces = table.pieces
    lies_in: dict[str, str] = {}
    for zid, zone in table.zones.items():
        for pid in zone.ids:
            if pid in lies_in:
                check.fail(f"{pid} lies in two places, {lies_in[pid]} and {zid}")
            if pid not in pieces:
                check.fail(f"{zid} holds {pid}, which is no piece")
            lies_in[pid] = zid
    for pid, piece in pieces.items():
        found = lies_in.get(pid)
        if found is not None and piece.zone != found:
            check.fail(f"{pid} thinks it is in {piece.zone}, lies in {found}")
    if len(lies_in) != len(pieces):
        lost = sorted(set(pieces) - set(lies_in))
        check.fail(f"{', '.join(lost[:5])}{' ...' if len(lost) > 5 else ''} lie(s) in no zone")


def check_money(table: Table, check: Checker, box: int, unit: str) -> None:
    """No coin count is negative, and the coins on the table are the box's plus what was minted."""
    held = 0
    for zid, zone in table.zones.items():
        for denom, n in zone.coins.items():
            if n < 0:
                check.fail(f"{unit}: {zid} holds {n} coins of {denom}")
            held += denom * n
    minted = sum(d * n for d, n in table.minted.items())
    check.that(held == box + minted, f"{unit}: {held} on the table, but the box holds {box} and {minted} were minted")
