"""Invariants of a Turin Market table, for tests and the soak script.

Scudo: what lies in every money zone (purses, bids, the bank, money on
cards, on loan cards) equals the coins of the box plus what the unlimited
bank has minted.  Cards: every goods card lies in exactly one zone, and
where it lies fits the step of the game.  A broken invariant raises
:class:`~tsukiji_table.table.invariants.InvariantError`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...table import Table
from ...table.invariants import Checker, check_money, check_placement

if TYPE_CHECKING:
    from .game import Turin


def box_scudo(game: Turin) -> int:
    assert game.rules is not None, "Turin Market has its rules data"
    return sum(d * n for d, n in game.rules.components["scudo"].coins())


def check_table(game: Turin, table: Table) -> None:
    """Raise InvariantError if scudo or pieces are not conserved."""
    check = Checker("Turin Market conservation", table)
    check_money(table, check, box_scudo(game), "scudo")
    check_placement(table, check)
    check.that(table.money("pot") == 0, f"{table.money('pot')} scudo left in the scoring pot")


def check_end(game: Turin, table: Table) -> None:
    """At the end: cards only in goods or the box, no money left on cards or bids."""
    check = Checker("Turin Market end", table)
    check.that(game.is_over(table), f"the game is not over (phase {game.phase(table)})")
    for card in game.data.cards:
        where = table.pieces[card].zone
        check.that(where == "box" or where.endswith(".won"), f"{card} ended in {where}")
    for zid, zone in table.zones.items():
        if zid.startswith("sale.") or zid.endswith((".bid", ".rebid", ".debt")):
            check.that(zone.money() == 0, f"{zid} still holds {zone.money()} scudo")
    for s in range(table.players):
        check.that(not table.zones[f"p{s}.loan"].ids, f"seat {s}'s loan card was not returned")
