"""Right-click menus and hover tooltips of the table.

:class:`TableMenus` owns the open menu and the tooltip being shown.  A menu
lists every action the piece or zone under the mouse allows (flip, rotate,
to my hand / in front of me / the play area, shuffle, draw; for money: pay
an amount, take from the bank, change a coin) and the game screen's own
entries.  A tooltip names the piece in the current language with its key
facts and any value the rulebook does not give.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from ...table import ZoneKind
from .. import gestures, i18n, theme
from ..layout import Sprite, ZoneBox
from ..widgets import ContextMenu, draw_tooltip
from .table_furniture import money_entries, pay_targets, piece_entries

if TYPE_CHECKING:
    from .table import TableScene

HOVER_S = 0.35  # rest before the tooltip shows
SEEN_BY = {"owner": "tip.private", "others": "tip.others", "nobody": "tip.unseen"}  # who sees into a seat's zone

i18n.add_strings(
    {
        "tip.others": {"en": "Everyone but {name} sees this", "ja": "{name}以外の全員が見られます"},
        "tip.unseen": {"en": "Nobody sees this, not even {name}", "ja": "{name}本人も含め、誰も見られません"},
        "tip.face_down_own": {"en": "face down: the others see its back", "ja": "裏向き：他の人には裏面が見えます"},
        "field.back.hides": {"en": "one back for all", "ja": "共通の裏面"},
        "tip.not_in_rulebook": {"en": "the rulebook does not give this value", "ja": "ルールブックに記載のない値です"},
    }
)


class TableMenus:
    """The menus and tooltips of one table scene (see the module docstring)."""

    def __init__(self, scene: TableScene):
        self.scene = scene
        self.services = scene.services
        self.menu: ContextMenu | None = None
        self._tip_key: Any = None
        self._tip: list[tuple[str, theme.Colour]] = []

    # --------------------------------------------------------------- menus

    def open(self, entries: Sequence[tuple[Any, Any]], at: tuple[int, int] | None = None) -> None:
        """A menu of ``(label, on_click)`` entries at ``at`` (default: the mouse), kept inside the window."""
        if entries:
            self.menu = ContextMenu(at if at is not None else self.scene.input.mouse, entries, self.scene.screen_rect)

    def close(self) -> None:
        self.menu = None

    def handle(self, event: pygame.event.Event) -> None:
        """The open menu takes every event; an entry may open another menu in its place."""
        menu = self.menu
        if menu is None:
            return
        menu.handle(event)
        if self.menu is menu and menu.closed:
            self.menu = None

    def open_at(self, pos: tuple[int, int]) -> None:
        """The menu of the piece (or zone) under a window point."""
        layout = self.scene.layout
        wx, wy = self.scene.canvas.world(pos)
        sprite = layout.sprite_at(wx, wy)
        box = layout.boxes.get(sprite.zone) if sprite is not None else layout.zone_at(wx, wy)
        self.open(self.menu_entries(sprite, box), pos)

    def menu_entries(self, sprite: Sprite | None, box: ZoneBox | None) -> list[tuple[Any, Any]]:
        """Every action the piece (or zone) under the mouse allows."""
        s, hand = self.services, self.scene.input
        table, seat = s.table, s.viewer
        own = self.scene.plugin.menu_entries(sprite, box)
        out: list[tuple[Any, Any]] = []
        if box is not None and box.kind is ZoneKind.MONEY:
            return self._money_entries(sprite, box) + money_entries(s, hand, box) + own
        if sprite is not None and sprite.kind != "purse":
            handles = [sprite.handle]
            out.append(("act.flip", lambda: hand.gesture(lambda: gestures.flip(table, seat, handles))))
            out.append(("act.rotate_left", lambda: hand.gesture(lambda: gestures.rotate(table, seat, handles, -90))))
            out.append(("act.rotate_right", lambda: hand.gesture(lambda: gestures.rotate(table, seat, handles, 90))))
            layout = s.layout
            for key, dst in (
                ("act.to_hand", hand.my_zone(ZoneKind.HAND)),
                ("act.to_area", hand.my_zone(ZoneKind.AREA)),
                ("act.to_table", "table" if "table" in table.zones else None),
            ):
                if dst is not None and dst != sprite.zone and dst in layout.boxes:
                    target = layout.boxes[dst]
                    point = (target.room[0] + 20 + 8 * (len(table.zones[dst].ids) % 20), target.room[1] + target.room[3] / 2)
                    out.append((key, lambda target=target, point=point: hand.gesture(lambda: gestures.move(table, seat, handles, target, point, layout))))
            out.extend(piece_entries(s, hand, sprite))
        if box is not None and table.zones[box.id].meta.get("sealed"):
            return out + own  # look, never touch (T22): no shuffle, no draw
        if box is not None and box.kind in (ZoneKind.STACK, ZoneKind.BAG, ZoneKind.HAND) and box.count > 1:
            out.append(("act.shuffle", lambda: hand.gesture(lambda: gestures.shuffle(table, seat, box.id))))
        if box is not None and box.kind in (ZoneKind.STACK, ZoneKind.BAG) and box.count > 0:
            out.append(("act.draw", lambda: hand.draw_to_me(box.id)))
        return out + own

    def _money_entries(self, sprite: Sprite | None, box: ZoneBox) -> list[tuple[Any, Any]]:
        s, hand = self.services, self.scene.input
        table, seat = s.table, s.viewer
        mine = hand.my_zone(ZoneKind.MONEY)
        bank = gestures.bank_zone(table)
        out: list[tuple[Any, Any]] = []
        payer = box.id if box.id == mine else mine
        if payer is not None:
            have = table.zones[payer].money()
            targets = pay_targets(s, payer)
            if box.id != payer:
                targets = [box.id]
            for dst in targets:
                who = s.zone_title(dst)
                out.append(
                    (
                        lambda who=who: i18n.tr("act.pay", who=who),
                        lambda dst=dst: s.ask_number(
                            i18n.tr("ask.amount"), 1, max(1, have), lambda n, dst=dst: hand.gesture(lambda: gestures.pay(table, seat, payer, dst, n))
                        ),
                    )
                )
        if bank is not None and box.id == mine and mine is not None:
            out.append(
                (
                    "act.take_money",
                    lambda: s.ask_number(i18n.tr("ask.amount"), 1, 100000, lambda n: hand.gesture(lambda: gestures.pay(table, seat, bank, mine, n))),
                )
            )
        if sprite is not None and sprite.denom is not None and bank is not None and box.id != bank:
            d = sprite.denom
            if any(x < d for x in table.denominations):
                coin = i18n.local(s.catalog.coin_kind(d).names)
                out.append((lambda coin=coin: i18n.tr("act.change", coin=coin), lambda: hand.gesture(lambda: gestures.change(table, seat, box.id, d))))
        return out

    # ------------------------------------------------------------- tooltips

    def draw(self, surf: pygame.Surface) -> None:
        """The open menu, else the tooltip of what the mouse rests on."""
        if self.menu is not None:
            self.menu.draw(surf)
            return
        scene, hand = self.scene, self.scene.input
        if hand.busy or scene.dialogs.showing() or hand.hover_t < HOVER_S:
            return
        tip = scene.hud.tip_at(hand.mouse)
        if tip:
            draw_tooltip(surf, [(tip, theme.PANEL_TEXT)], hand.mouse)
            return
        if scene.hud.hit(hand.mouse):
            return
        lines = self.tooltip_lines()
        if lines:
            draw_tooltip(surf, lines, hand.mouse)

    def tooltip_lines(self) -> list[tuple[str, theme.Colour]]:
        """The tooltip at the mouse: the game screen's for what it draws itself, else the piece's or zone's."""
        scene = self.scene
        wx, wy = scene.canvas.world(scene.input.mouse)
        own = scene.plugin.hover_lines(wx, wy)
        if own is not None:
            return own
        layout = scene.layout
        sprite = layout.sprite_at(wx, wy)
        box = layout.boxes.get(sprite.zone) if sprite is not None else layout.zone_at(wx, wy)
        key = (sprite.handle if sprite else None, sprite.count if sprite else 0, box.id if box else None, i18n.language(), scene.canvas.key)
        if key != self._tip_key:
            self._tip_key = key
            self._tip = self._describe_hover(sprite, box)
        return self._tip

    def _describe_hover(self, sprite: Sprite | None, box: ZoneBox | None) -> list[tuple[str, theme.Colour]]:
        s = self.services
        lines: list[tuple[str, theme.Colour]] = []
        if sprite is not None:
            if sprite.denom is not None:
                look = s.catalog.coin_kind(sprite.denom)
            else:
                look = s.catalog.side(sprite.kind, sprite.down)
            if sprite.hidden and sprite.kind != "purse":
                lines.append((i18n.tr("tip.hidden") + (f" — {i18n.local(look.names)}" if look.back else ""), theme.PANEL_TEXT))
            else:
                lines.append((i18n.local(look.names), theme.PANEL_TEXT))
            if sprite.count > 1:
                lines.append((i18n.tr("tip.count", n=sprite.count), theme.MUTED_TEXT))
            if look.denomination is not None:
                lines.append((i18n.tr("tip.value", value=f"{look.denomination:,}"), theme.MUTED_TEXT))
            if not sprite.hidden and look.copies > 1 and look.component:
                lines.append((i18n.tr("tip.copies", n=look.copies), theme.MUTED_TEXT))
            if sprite.down:
                lines.append((i18n.tr("tip.face_down_own" if look.peek else "tip.face_down"), theme.MUTED_TEXT))
            if not sprite.hidden or look.back:  # a common back's own assumptions name no piece
                for field_name, note in look.assumed:
                    key = f"field.{field_name}"
                    what = i18n.tr(key) if key in i18n.CATALOGUE else field_name
                    # The rules data's notes are English: a Japanese window says what an assumed value is instead.
                    why = note if i18n.language() == "en" else i18n.tr("tip.not_in_rulebook")
                    lines.append((i18n.tr("tip.assumed", note=f"{what} — {why}"), theme.ASSUMED))
        if box is not None:
            if box.money is not None and sprite is None:
                lines.append((i18n.tr("tip.total", amount=f"{box.money:,}"), theme.PANEL_TEXT))
            lines.append((i18n.tr("tip.zone", zone=s.zone_title(box.id)), theme.MUTED_TEXT))
            zone = s.table.zones.get(box.id)
            if zone is not None and zone.owner is not None and zone.visibility.value in SEEN_BY:
                lines.append((i18n.tr(SEEN_BY[zone.visibility.value], name=s.seat_name(zone.owner)), theme.MUTED_TEXT))
        return lines


__all__ = ["TableMenus"]
