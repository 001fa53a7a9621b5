"""A loupe: the board or harbor under the mouse, drawn larger beside it.

With all thirty boards in play "Fit" draws a board about 95 px wide on a
1366x768 window: its pieces can be dragged, but its title, prices and
tracks cannot be read.  While the table is shown that small, resting the
mouse on a market board or a seat's harbor for a moment draws it again,
close enough to read (pieces, counts, prices, the printed rules), beside
it rather than over it, so the board itself stays free to drop on.  It
goes as soon as the mouse leaves the board, and never takes an event.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ....games.tsukiji import zones as Z
from ... import theme
from ...camera import Camera
from ...render import TableRenderer

if TYPE_CHECKING:
    from ...services import TableServices
    from .paint import Painter

SMALL = 0.65  # px per mm below which the table is too small to read (a board title needs about 0.7)
READ_LEVEL = 7  # the loupe's zoom step: 2.24 px per mm, a board 470 px wide with its printed rules (less when the window has no room)
DELAY = 0.35  # seconds the mouse rests on a board before the loupe shows
ROOM = (0.48, 0.8)  # the most of the table's window (width, height) the loupe takes
GAP = 10  # px between the board and its loupe


class Loupe:
    """Shows the board under the mouse larger, beside it, while the table is too small to read."""

    def __init__(self, services: TableServices, painter: Painter):
        self.services = services
        self.painter = painter
        self.renderer = TableRenderer(services.catalog)
        self.target: tuple[str, pygame.Rect] | None = None  # what is under the mouse (id, rect in mm) and
        self.rested = 0.0  # for how long
        self.shown: pygame.Rect | None = None  # where the loupe was last drawn (px)
        self._looked: tuple[object, ...] | None = None  # the mouse, layout and camera the target was looked up for
        self._found: tuple[str, pygame.Rect] | None = None

    def _under_mouse(self) -> tuple[str, pygame.Rect] | None:
        """The market board or seat block (id, rect in mm) under the mouse."""
        s = self.services
        if s.on_hud(s.mouse):
            return None
        x, y = s.world(s.mouse)
        for box in s.layout.zones:
            if box.board is not None and box.id.startswith("market.") and box.id.endswith(".board"):
                bx, by, bw, bh = box.rect
                if bx <= x <= bx + bw and by <= y <= by + bh:
                    return box.id, pygame.Rect(round(bx), round(by), round(bw), round(bh))
        for seat, block in self.painter.seat_blocks(s.layout).items():
            if block.collidepoint(x, y):
                return Z.harbor_board(seat), block
        return None

    def update(self, dt: float) -> None:
        """Follow the mouse: rest on the same board for ``DELAY`` to show it (looked up again only when something moved)."""
        s = self.services
        small = s.camera.zoom < SMALL and not s.covered and not s.showing()
        key = (s.mouse, id(s.layout), s.camera.key()) if small else None
        if key != self._looked:
            self._looked = key
            self._found = self._under_mouse() if small else None
        target = self._found
        if target is None or self.target is None or target[0] != self.target[0]:
            self.rested = 0.0
        else:
            self.rested += dt
        self.target = target

    def camera_for(self, rect: pygame.Rect) -> tuple[Camera, pygame.Rect]:
        """The loupe's camera and where it is drawn (px): beside ``rect`` (mm) on the side with more room."""
        s = self.services
        area = s.table_rect()
        cam = Camera(level=READ_LEVEL)
        while cam.level > s.camera.level + 1 and (rect.w * cam.zoom > area.w * ROOM[0] or rect.h * cam.zoom > area.h * ROOM[1]):
            cam.level -= 1
        w, h = round(rect.w * cam.zoom) + 8, round(rect.h * cam.zoom) + 8
        left, top = s.camera.to_screen(rect.x, rect.y)
        right = left + rect.w * s.camera.zoom
        x = right + GAP if area.right - right >= left - area.x else left - GAP - w
        x = max(area.x, min(x, area.right - w))
        y = max(area.y, min(top + rect.h * s.camera.zoom / 2 - h / 2, area.bottom - h))
        where = pygame.Rect(round(x), round(y), w, h)
        cam.ox, cam.oy = 4 - rect.x * cam.zoom, 4 - rect.y * cam.zoom
        return cam, where

    def draw(self, surf: pygame.Surface) -> None:
        self.shown = None
        if self.target is None or self.rested < DELAY:
            return
        s = self.services
        cam, where = self.camera_for(self.target[1])
        lens = pygame.Surface(where.size).convert() if pygame.display.get_surface() else pygame.Surface(where.size)
        seats = [{"name": s.seat_name(k), "colour": "#{:02x}{:02x}{:02x}".format(*s.seat_colour(k)[:3])} for k in range(s.table.players)]
        self.renderer.draw(lens, cam, s.layout, seats, layout_rev=id(s.layout))
        self.painter.name_plates(lens, cam)
        self.painter.buyers(lens, cam)
        self.painter.overlay(lens, cam)
        surf.blit(lens, where)
        pygame.draw.rect(surf, theme.HIGHLIGHT, where.inflate(4, 4), width=2, border_radius=6)
        self.shown = where


__all__ = ["Loupe", "SMALL"]
