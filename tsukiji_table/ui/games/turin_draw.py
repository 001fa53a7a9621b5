"""What Turin Market draws over the table: counts per good, the pick, offers, the list card.

* Over each seat's goods, the running count of every good, in the list
  card's order, the current majorities ringed in gold.
* While a player takes cards, the lot's cards they may click, and those
  chosen; while offers are made, the cards the player at the screen may
  offer, and the place to drag them to.
* In the right-hand column, the list card: every good with its bonus on
  the side played and who holds its majority.

Everything is read from the view of the seat at the screen; text comes
from the font cache (sized by zoom step), so a still frame renders none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...games.turin import market
from ...games.turin.board import zones_of
from .. import i18n, theme
from ..fonts import fonts
from ..widgets import panel
from .turin_art import good_colour

if TYPE_CHECKING:
    from .turin import TurinScreen

GOLD = (255, 208, 64)
BOARD_W = 170  # the list card under the info panel, as wide as the right-hand buttons


class TurinPainter:
    """Draws the overlay of one Turin screen (see the module docstring)."""

    def __init__(self, screen: TurinScreen):
        self.screen = screen
        self.services = screen.services

    def draw(self, surf: pygame.Surface) -> None:
        self._tallies(surf)
        self._lot_marks(surf)
        self._offer_marks(surf)
        self._board(surf)

    # ---------------------------------------------------------- helpers

    def _screen_rect(self, rect: tuple[float, float, float, float]) -> pygame.Rect:
        cam = self.services.camera
        x, y = cam.to_screen(rect[0], rect[1])
        return pygame.Rect(round(x), round(y), round(rect[2] * cam.zoom), round(rect[3] * cam.zoom))

    def _around(self, handle: str) -> pygame.Rect | None:
        """The screen rect just around a piece as drawn, if it is."""
        sprite = next((s for s in self.services.layout.sprites if s.handle == handle and not s.under), None)
        return None if sprite is None else self._screen_rect(sprite.rect).inflate(6, 6)

    # ------------------------------------------------------------ parts

    def _tallies(self, surf: pygame.Surface) -> None:
        s = self.services
        data = self.screen.data
        counts = self.screen.counts()
        leaders = self.screen.leaders()
        n_goods = len(data.goods)
        for seat in range(s.table.players):
            box = s.layout.boxes.get(zones_of(seat).won)
            if box is None:
                continue
            inset = s.table.zones[zones_of(seat).won].meta.get("inset") or (0, 0, 0, 0)
            strip = self._screen_rect((box.rect[0], box.rect[1], box.rect[2], max(6.0, inset[1])))
            cell_w = strip.w / n_goods
            side = int(min(cell_w - 4, strip.h - 4))
            if side < 8:
                continue
            px = max(9, min(24, int(side * 0.72)))
            for g, good in enumerate(data.goods):
                colour = good_colour(s.catalog, good)
                cell = pygame.Rect(0, 0, side, side)
                cell.center = (int(strip.x + cell_w * (g + 0.5)), strip.centery)
                count = counts[seat][g]
                if count:
                    pygame.draw.rect(surf, colour, cell, border_radius=max(2, side // 5))
                    img = fonts().text(str(count), px, theme.ink_on(colour), bold=True)
                    surf.blit(img, img.get_rect(center=cell.center))
                else:
                    pygame.draw.rect(surf, theme.shade(colour, 0.7), cell.inflate(-side // 2, -side // 2), width=1, border_radius=2)
                if seat in leaders[g]:
                    pygame.draw.rect(surf, GOLD, cell.inflate(4, 4), width=2, border_radius=max(3, side // 4))

    def _lot_marks(self, surf: pygame.Surface) -> None:
        pick = self.screen.my_pick()
        if pick is None:
            return
        n, _ = pick
        colour = self.services.seat_colour(self.services.viewer)
        for sprite in self.services.layout.by_zone.get("lot", []):
            if sprite.under:
                continue
            r = self._screen_rect(sprite.rect).inflate(4, 4)  # close in: the lot's label lies just below
            chosen = sprite.handle in self.screen.picked
            pygame.draw.rect(surf, theme.HIGHLIGHT if chosen else colour, r, width=3 if chosen else 2, border_radius=6)

    def _offer_marks(self, surf: pygame.Surface) -> None:
        s = self.services
        table = s.table
        if self.screen.free:
            return
        offers = market.active_offers(table)
        for card in offers:
            r = self._around(card)
            if r is not None:
                pygame.draw.rect(surf, GOLD, r, width=2, border_radius=8)
        if table.vars.get("phase") != "sell" or s.viewer not in s.game.to_move(table):
            return
        mine = market.offerable(table, s.viewer) if table.money(zones_of(s.viewer).money) >= 1 else []
        for card in mine:
            r = self._around(card)
            if r is not None:
                pygame.draw.rect(surf, theme.SELECT, r, width=3, border_radius=8)
        lot = s.layout.boxes.get("lot")
        if mine and lot is not None:
            area = self._screen_rect(lot.room).inflate(-10, -10)
            img = fonts().fit(i18n.tr("turin.panel.sell"), max(12, min(20, int(6 * s.camera.zoom))), theme.ZONE_LABEL, area.w)
            surf.blit(img, img.get_rect(center=area.center))

    def _board(self, surf: pygame.Surface) -> None:
        """The list card in the right-hand column: good, bonus, majority holders."""
        s = self.services
        data = self.screen.data
        top = self._panel_bottom() + 10
        rows = len(data.goods)
        row_h = 22
        width = BOARD_W
        height = 34 + rows * row_h + 8
        r = s.screen_rect
        if top + height > r.h - 8:
            return  # no room on a small window: the tallies on the table still tell
        box = pygame.Rect(r.w - width - 10, top, width, height)
        panel(surf, box, 215)
        side = s.table.vars.get("options", {}).get("list", "classic")
        title = i18n.tr("turin.board.title", side=i18n.local(data.side_names[side]))
        img = fonts().fit(title, theme.FONT_SMALL, theme.PANEL_TEXT, width - 16, bold=True)
        surf.blit(img, (box.x + 8, box.y + 8))
        leaders = self.screen.leaders()
        bonus = data.bonus[side]
        y = box.y + 32
        for g, good in enumerate(data.goods):
            colour = good_colour(s.catalog, good)
            sw = pygame.Rect(box.x + 8, y + 4, 14, 14)
            pygame.draw.rect(surf, colour, sw, border_radius=3)
            pygame.draw.rect(surf, theme.PANEL_EDGE, sw, width=1, border_radius=3)
            name = fonts().fit(i18n.local(data.good_names[good]), theme.FONT_SMALL - 1, theme.PANEL_TEXT, 78)
            surf.blit(name, name.get_rect(midleft=(sw.right + 6, sw.centery)))
            b = fonts().text(str(bonus[g]), theme.FONT_SMALL, theme.HIGHLIGHT, bold=True)
            surf.blit(b, b.get_rect(midright=(box.x + 128, sw.centery)))
            x = box.x + 138
            for seat in sorted(leaders[g]):
                pygame.draw.circle(surf, s.seat_colour(seat), (x, sw.centery), 6)
                pygame.draw.circle(surf, GOLD, (x, sw.centery), 6, width=1)
                x += 13
            y += row_h

    def _panel_bottom(self) -> int:
        """Where the window's info panel ends (it sits under the buttons, one line per entry)."""
        return self.services.panel_rect().bottom
