"""Invariants of a Turin Market table, for tests and the soak script.

Scudo: what lies in every money zone (purses, bids, the bank, money on
cards, on loan cards) equals the coins of the box plus what the unlimited
bank has minted.  Cards: every goods card lies in exactly one zone, and
where it lies fits the step of the game.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...table import Table, ZoneKind


def box_scudo(game: Any) -> int:
    scudo = game.rules.components["scudo"]
    return sum(scudo.denomination_of(v) * v.count for v in scudo.variants)


def check_table(game: Any, table: Table) -> None:
    """Raise AssertionError if scudo or pieces are not conserved."""
    held = sum(z.money() for z in table.zones.values() if z.kind is ZoneKind.MONEY)
    minted = sum(d * n for d, n in table.minted.items())
    assert held == box_scudo(game) + minted, f"scudo: {held} held, {box_scudo(game)} in the box + {minted} minted"
    assert all(n >= 0 for z in table.zones.values() for n in z.coins.values()), "scudo: a negative coin count"
    places = Counter(pid for z in table.zones.values() for pid in z.ids)
    assert set(places) == set(table.pieces) and max(places.values()) == 1, "a piece is in no zone or in two"
    for pid, piece in table.pieces.items():
        assert pid in table.zones[piece.zone].ids, f"{pid} thinks it is in {piece.zone}"
    assert table.money("pot") == 0, "scudo left in the scoring pot"


def check_end(game: Any, table: Table) -> None:
    """At the end: cards only in goods or the box, no money left on cards or bids."""
    assert game.is_over(table)
    for card in game.data.cards:
        where = table.pieces[card].zone
        assert where == "box" or where.endswith(".won"), f"{card} ended in {where}"
    for zid, zone in table.zones.items():
        if zid.startswith("sale.") or zid.endswith((".bid", ".rebid", ".debt")):
            assert zone.money() == 0, f"{zid} still holds {zone.money()} scudo"
    for s in range(table.players):
        assert not table.zones[f"p{s}.loan"].ids, "a loan card was not returned"
