"""Closed-fist inputs and coin tosses, shared by every game with sealed bids (Turin Market, G03 Genmaicha).

A sealed amount is held as a variable only its seat may read
(``secret.<seat>.<what>``): nothing moves on the table until every fist is
open, so nothing public (a purse, the bank's coins) depends on it before the
reveal.  Everyone sees only *that* a seat has sealed (``<what>_in``).  A tie
that the rules settle by a coin toss takes its outcome from the table's
generator and records it, so undo and replay never toss again.
"""

from __future__ import annotations

from itertools import permutations
from typing import Any

from ..table import Table, Tx


def sealed_var(seat: int, what: str) -> str:
    """The variable holding ``seat``'s sealed ``what`` (a bid, a re-bid): only that seat reads it."""
    return f"secret.{seat}.{what}"


def seal(table: Table, tx: Tx, seat: int, what: str, value: Any) -> None:
    """``seat`` closes its fist on ``value``: recorded for it alone; everyone sees only that it is in."""
    tx.set_var(sealed_var(seat, what), value)
    tx.set_var(f"{what}_in", sorted(table.vars.get(f"{what}_in", []) + [seat]))


def sealed_in(table: Table, what: str) -> list[int]:
    """The seats whose fist is closed on a ``what`` (public: who, never how much)."""
    return list(table.vars.get(f"{what}_in", []))


def open_fists(table: Table, tx: Tx, what: str) -> dict[int, Any]:
    """Every sealed ``what`` taken out of its secret variable at once (the reveal); by seat."""
    out = {}
    for seat in sealed_in(table, what):
        name = sealed_var(seat, what)
        out[seat] = table.vars.get(name)
        tx.del_var(name)
    tx.del_var(f"{what}_in")
    return out


def rank_by(amounts: dict[int, int]) -> list[list[int]]:
    """Seats grouped by equal amounts, highest first; seats in a group in seat order."""
    groups: dict[int, list[int]] = {}
    for seat in sorted(amounts):
        groups.setdefault(amounts[seat], []).append(seat)
    return [groups[a] for a in sorted(groups, reverse=True)]


def coin_toss(table: Table, tx: Tx, seats: list[int]) -> list[int]:
    """A seeded toss deciding the order of ``seats`` (two seats: the lower calls heads).

    With more than two, the outcome is a random order, as repeated tosses
    would give; the outcome is recorded (``vars["tosses"]``), so replays never re-toss.
    """
    outcomes = [list(p) for p in permutations(sorted(seats))]
    order = tx.choice("toss", outcomes)
    record: dict[str, Any] = {"seats": sorted(seats), "order": order}
    if len(seats) == 2:
        record["calls"] = {"heads": min(seats), "tails": max(seats)}
        record["result"] = "heads" if order[0] == min(seats) else "tails"
    tx.set_var("tosses", table.vars.get("tosses", []) + [record])
    return order
