"""A small but varied table: every zone kind, hidden and open, coins and a bank."""

from __future__ import annotations

import pytest

from tsukiji_table.table import KindInfo, Table, Visibility, ZoneKind


def make_table(seed: int = 7) -> Table:
    t = Table("test", seed, players=2)
    t.add_kind(KindInfo("card", "card", back="card.back"))
    t.add_kind(KindInfo("card.back", "card"))
    t.add_kind(KindInfo("token", "token"))
    t.add_kind(KindInfo("marker", "marker"))
    for d in (100, 500, 1000):
        t.add_kind(KindInfo(f"yen{d}", "yen", denomination=d))
    t.add_zone("box", ZoneKind.STACK, Visibility.NOBODY)
    t.add_zone("deck", ZoneKind.STACK, Visibility.NOBODY)
    t.add_zone("discard", ZoneKind.STACK)
    t.add_zone("bag", ZoneKind.BAG, Visibility.NOBODY)
    t.add_zone("grid", ZoneKind.GRID, cols=3, rows=2)
    t.add_zone("area", ZoneKind.AREA)
    t.add_zone("track", ZoneKind.TRACK, lo=1, hi=13)
    t.add_zone("bank", ZoneKind.MONEY, unlimited=True)
    for seat in range(2):
        t.add_zone(f"p{seat}.hand", ZoneKind.HAND, Visibility.OWNER, owner=seat)
        t.add_zone(f"p{seat}.money", ZoneKind.MONEY, Visibility.OWNER, owner=seat)
        t.add_zone(f"p{seat}.supply", ZoneKind.STACK, owner=seat)
    for n in range(12):
        t.add_piece(f"card#{n}", "card", "deck", face_up=False)
    for n in range(10):
        t.add_piece(f"token#{n}", "token", "bag")
    t.add_piece("marker", "marker", "track", pos=1)
    t.add_coins("bank", 100, 20)
    t.add_coins("bank", 500, 4)
    t.add_coins("p0.money", 1000, 2)
    t.add_coins("p1.money", 500, 3)
    t.add_coins("p1.money", 100, 2)
    return t


@pytest.fixture
def table() -> Table:
    return make_table()
