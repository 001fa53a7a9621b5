"""Right-click menus and hover tooltips of the table (a mixin of the table scene).

A menu lists every action the piece or zone under the mouse allows (flip,
rotate, to my hand / in front of me / the play area, shuffle, draw; for
money: pay an amount, take from the bank, change a coin) and the game
screen's own entries.  A tooltip names the piece in the current language
with its key facts and any value the rulebook does not give.
"""

from __future__ import annotations

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
    }
)


class TableMenus:
    """Menus and tooltips of :class:`TableScene`."""

    # --------------------------------------------------------------- menus

    def _open_menu(self: TableScene, pos: tuple[int, int]) -> None:
        wx, wy = self.world(pos)
        sprite = self.layout.sprite_at(wx, wy)
        box = self.layout.boxes.get(sprite.zone) if sprite is not None else self.layout.zone_at(wx, wy)
        entries = self.menu_entries(sprite, box)
        if entries:
            self.menu = ContextMenu(pos, entries, self.screen_rect)

    def menu_entries(self: TableScene, sprite: Sprite | None, box: ZoneBox | None) -> list[tuple[Any, Any]]:
        """Every action the piece (or zone) under the mouse allows."""
        table, seat = self.table, self.viewer
        out: list[tuple[Any, Any]] = []
        if box is not None and box.kind is ZoneKind.MONEY:
            return self._money_entries(sprite, box) + money_entries(self, box) + self.plugin.menu_entries(sprite, box)
        if sprite is not None and sprite.kind != "purse":
            handles = [sprite.handle]
            out.append(("act.flip", lambda: self._gesture(lambda: gestures.flip(table, seat, handles))))
            out.append(("act.rotate_left", lambda: self._gesture(lambda: gestures.rotate(table, seat, handles, -90))))
            out.append(("act.rotate_right", lambda: self._gesture(lambda: gestures.rotate(table, seat, handles, 90))))
            layout = self.layout
            for key, dst in (
                ("act.to_hand", self.my_zone(ZoneKind.HAND)),
                ("act.to_area", self.my_zone(ZoneKind.AREA)),
                ("act.to_table", "table" if "table" in table.zones else None),
            ):
                if dst is not None and dst != sprite.zone and dst in layout.boxes:
                    target = layout.boxes[dst]
                    point = (target.room[0] + 20 + 8 * (len(table.zones[dst].ids) % 20), target.room[1] + target.room[3] / 2)
                    out.append((key, lambda target=target, point=point: self._gesture(lambda: gestures.move(table, seat, handles, target, point, layout))))
            out.extend(piece_entries(self, sprite))
        if box is not None and table.zones[box.id].meta.get("sealed"):
            return out + self.plugin.menu_entries(sprite, box)  # look, never touch (T22): no shuffle, no draw
        if box is not None and box.kind in (ZoneKind.STACK, ZoneKind.BAG, ZoneKind.HAND) and box.count > 1:
            out.append(("act.shuffle", lambda: self._gesture(lambda: gestures.shuffle(table, seat, box.id))))
        if box is not None and box.kind in (ZoneKind.STACK, ZoneKind.BAG) and box.count > 0:
            out.append(("act.draw", lambda: self.draw_to_me(box.id)))
        return out + self.plugin.menu_entries(sprite, box)

    def _money_entries(self: TableScene, sprite: Sprite | None, box: ZoneBox) -> list[tuple[Any, Any]]:
        table, seat = self.table, self.viewer
        mine = self.my_zone(ZoneKind.MONEY)
        bank = gestures.bank_zone(table)
        out: list[tuple[Any, Any]] = []
        payer = box.id if box.id == mine else mine
        if payer is not None:
            have = table.zones[payer].money()
            targets = pay_targets(self, payer)
            if box.id != payer:
                targets = [box.id]
            for dst in targets:
                who = self.zone_title(dst)
                out.append(
                    (
                        lambda who=who: i18n.tr("act.pay", who=who),
                        lambda dst=dst: self.ask_number(
                            i18n.tr("ask.amount"), 1, max(1, have), lambda n, dst=dst: self._gesture(lambda: gestures.pay(table, seat, payer, dst, n))
                        ),
                    )
                )
        if bank is not None and box.id == mine and mine is not None:
            out.append(
                (
                    "act.take_money",
                    lambda: self.ask_number(i18n.tr("ask.amount"), 1, 100000, lambda n: self._gesture(lambda: gestures.pay(table, seat, bank, mine, n))),
                )
            )
        if sprite is not None and sprite.denom is not None and bank is not None and box.id != bank:
            d = sprite.denom
            if any(x < d for x in table.denominations):
                coin = i18n.local(self.catalog.coin_kind(d).names)
                out.append((lambda coin=coin: i18n.tr("act.change", coin=coin), lambda: self._gesture(lambda: gestures.change(table, seat, box.id, d))))
        return out

    def zone_title(self: TableScene, zone_id: str) -> str:
        from ..describe import zone_name

        return zone_name(self, zone_id)

    def draw_menu_and_tooltip(self: TableScene, surf: pygame.Surface) -> None:
        if self.menu is not None:
            self.menu.draw(surf)
            return
        if self.drag is not None or self.press is not None or self.modals or self.hover_t < HOVER_S:
            return
        tip = self.hud.tip_at(self.mouse)
        if tip:
            draw_tooltip(surf, [(tip, theme.PANEL_TEXT)], self.mouse)
            return
        if self.hud.hit(self.mouse):
            return
        lines = self.tooltip_lines()
        if lines:
            draw_tooltip(surf, lines, self.mouse)

    def tooltip_lines(self: TableScene) -> list[tuple[str, theme.Colour]]:
        wx, wy = self.world(self.mouse)
        own = self.plugin.hover_lines(wx, wy)
        if own is not None:
            return own
        sprite = self.layout.sprite_at(wx, wy)
        box = self.layout.boxes.get(sprite.zone) if sprite is not None else self.layout.zone_at(wx, wy)
        key = (sprite.handle if sprite else None, sprite.count if sprite else 0, box.id if box else None, i18n.language(), self._layout_key)
        if key == self._hover_key:
            return self._tip
        self._hover_key = key
        self._tip = self._describe_hover(sprite, box)
        return self._tip

    def _describe_hover(self: TableScene, sprite: Sprite | None, box: ZoneBox | None) -> list[tuple[str, theme.Colour]]:
        lines: list[tuple[str, theme.Colour]] = []
        if sprite is not None:
            if sprite.denom is not None:
                look = self.catalog.coin_kind(sprite.denom)
            else:
                look = self.catalog.side(sprite.kind, sprite.down)
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
                    lines.append((i18n.tr("tip.assumed", note=f"{what} — {note}"), theme.ASSUMED))
        if box is not None:
            if box.money is not None and sprite is None:
                lines.append((i18n.tr("tip.total", amount=f"{box.money:,}"), theme.PANEL_TEXT))
            lines.append((i18n.tr("tip.zone", zone=self.zone_title(box.id)), theme.MUTED_TEXT))
            zone = self.table.zones.get(box.id)
            if zone is not None and zone.owner is not None and zone.visibility.value in SEEN_BY:
                lines.append((i18n.tr(SEEN_BY[zone.visibility.value], name=self.seat_name(zone.owner)), theme.MUTED_TEXT))
        return lines
