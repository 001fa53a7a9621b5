"""Right-click entries for table furniture: money on a piece, pots, crates, setting aside.

Read by the table's menus (:mod:`.table_menus`): a piece that money may lie
on offers "Put money on it..." and "Take the money on it"; a piece that holds
others (a crate) offers "Empty it"; any piece offers "Set aside" where the
table has a place for that; a pot offers "Take it all".  Each entry is a hand
gesture (:mod:`..gestures`), so undo, saves and the log cover it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...games.furniture import carried
from ...table import ZoneKind
from .. import gestures, i18n
from ..layout import Sprite, ZoneBox

if TYPE_CHECKING:
    from ..services import TableServices
    from .table_input import TableInput

ASIDE = "aside"  # the free tables' place for what is set aside

i18n.add_strings(
    {
        "act.put_money": {"en": "Put money on it...", "ja": "上にお金を置く…"},
        "act.take_money_on": {"en": "Take the money on it", "ja": "上のお金を取る"},
        "act.take_all": {"en": "Take it all", "ja": "すべて取る"},
        "act.empty": {"en": "Empty it", "ja": "中身を出す"},
        "act.set_aside": {"en": "Set aside", "ja": "脇に置く"},
    }
)

Entries = list[tuple[Any, Any]]


def piece_entries(services: TableServices, hand: TableInput, sprite: Sprite) -> Entries:
    """What a hand may do with what lies on or in the piece under the mouse, and setting it aside."""
    table, seat, layout = services.table, services.viewer, services.layout
    pid = sprite.handle
    out: Entries = []
    if pid in table.pieces:
        purse = hand.my_zone(ZoneKind.MONEY)
        for zid in carried(table, pid):
            zone = table.zones[zid]
            if zone.kind is ZoneKind.MONEY:
                if zid not in layout.boxes or zone.owner not in (None, seat):
                    continue
                if purse is not None and table.zones[purse].money():
                    have = table.zones[purse].money()
                    out.append(
                        (
                            "act.put_money",
                            lambda zid=zid, have=have: services.ask_number(
                                i18n.tr("ask.amount"), 1, have, lambda n: hand.gesture(lambda: gestures.pay(table, seat, purse, zid, n))
                            ),
                        )
                    )
                if purse is not None and zone.coins:
                    out.append(("act.take_money_on", lambda zid=zid: hand.gesture(lambda: gestures.take_all(table, seat, zid, purse))))
            elif zone.ids:
                out.append(("act.empty", lambda: hand.gesture(lambda: gestures.empty(table, seat, pid, layout))))
    if ASIDE in table.zones and sprite.zone != ASIDE and ASIDE in layout.boxes:
        target = layout.boxes[ASIDE]
        point = (target.room[0] + 30 + 10 * (len(table.zones[ASIDE].ids) % 14), target.room[1] + target.room[3] / 2)
        handles = [sprite.handle]
        out.append(("act.set_aside", lambda: hand.gesture(lambda: gestures.move(table, seat, handles, target, point, layout))))
    return out


def money_entries(services: TableServices, hand: TableInput, box: ZoneBox) -> Entries:
    """A pot or the money on a piece (a money zone nobody owns, not the bank): take it all into my purse."""
    table = services.table
    zone = table.zones[box.id]
    purse = hand.my_zone(ZoneKind.MONEY)
    if purse is None or zone.owner is not None or zone.unlimited or not zone.coins or box.id == purse:
        return []
    return [("act.take_all", lambda: hand.gesture(lambda: gestures.take_all(table, services.viewer, box.id, purse)))]


def pay_targets(services: TableServices, payer: str) -> list[str]:
    """Where a purse's "Pay..." entries may pay: purses, banks and pots, not the money lying on each piece."""
    zones = services.table.zones
    return [z for z, zone in zones.items() if zone.kind is ZoneKind.MONEY and z != payer and not zone.meta.get("hidden") and not zone.meta.get("anchor")]


__all__ = ["money_entries", "pay_targets", "piece_entries"]
