"""Layout meta a game screen sets for the moment, and zones anchored to a piece."""

from __future__ import annotations

from tsukiji_table.table import KindInfo, Table, ZoneKind, view
from tsukiji_table.ui.kinds import KindCatalog
from tsukiji_table.ui.layout import lay_out


def _table() -> Table:
    table = Table("t", 1, 1)
    table.add_kind(KindInfo("card", "card"))
    table.add_kind(KindInfo("coin", "coin", denomination=1))
    table.add_zone("row", ZoneKind.STACK, rect=[0, 0, 300, 100], arrange="row")
    table.add_zone("scratch", ZoneKind.STACK, rect=[0, 120, 100, 100])
    table.add_zone("on_card", ZoneKind.MONEY, anchor="c2", rect=[0, 50, 40, 30], label={"en": "For sale"})
    table.add_zone("bank", ZoneKind.MONEY, unlimited=True, rect=[320, 0, 60, 40])
    for n in range(3):
        table.add_piece(f"c{n}", "card", "row")
    return table


def test_an_anchored_zone_follows_its_piece() -> None:
    table = _table()
    cat = KindCatalog(table, None)
    layout = lay_out(view(table, 0), cat)
    card = next(s for s in layout.by_zone["row"] if s.handle == "c2")
    x, y, w, h = layout.boxes["on_card"].rect
    assert (x, y, w, h) == (card.rect[0], card.rect[1] + 50, 40, 30)
    assert layout.zones[-1].id == "on_card"  # drawn over the card
    with table.begin("move", None) as tx:
        tx.move(["c2"], "scratch")
    moved = lay_out(view(table, 0), cat)
    card = next(s for s in moved.by_zone["scratch"] if s.handle == "c2")
    assert moved.boxes["on_card"].rect[:2] == (card.rect[0], card.rect[1] + 50)


def test_an_anchored_zone_is_not_drawn_without_its_piece() -> None:
    table = _table()
    with table.begin("move", None) as tx:
        tx.move(["c2"], "scratch")
    layout = lay_out(view(table, 0), KindCatalog(table, None), {"scratch": {"hidden": True}})
    assert "scratch" not in layout.boxes and "on_card" not in layout.boxes


def test_overrides_replace_meta_for_the_moment() -> None:
    table = _table()
    cat = KindCatalog(table, None)
    layout = lay_out(view(table, 0), cat, {"scratch": {"hidden": True}, "bank": {"rect": [0, 300, 80, 50]}})
    assert "scratch" not in layout.boxes
    assert layout.boxes["bank"].rect == (0, 300, 80, 50)
    assert table.zones["bank"].meta["rect"] == [320, 0, 60, 40]  # the table itself is untouched


def test_a_plain_zone_of_a_seat_is_labelled_without_the_seat_name() -> None:
    from tsukiji_table.ui.render import TableRenderer

    table = Table("t", 1, 1)
    table.add_kind(KindInfo("coin", "coin", denomination=1))
    label = {"en": "Money"}
    table.add_zone("named", ZoneKind.MONEY, owner=0, rect=[0, 0, 100, 40], label=label)
    table.add_zone("plain", ZoneKind.MONEY, owner=0, rect=[0, 50, 100, 40], label=label, plain=True)
    table.add_zone("tray", ZoneKind.STACK, owner=0, rect=[0, 100, 100, 40], label={"en": "Lot"}, plain=True)
    cat = KindCatalog(table, None)
    layout = lay_out(view(table, 0), cat)
    renderer = TableRenderer(cat)
    seats = [{"name": "Aiko"}]
    assert renderer.zone_label(layout.boxes["named"], seats) == "Aiko · 0"
    assert renderer.zone_label(layout.boxes["plain"], seats) == "Money · 0"
    assert renderer.zone_label(layout.boxes["tray"], seats) == "Lot"
    assert layout.boxes["plain"].owner == 0  # still edged in the seat's colour
