"""What the Tsukiji screen draws for the variants: the crash tokens' two sides and the known order's queues.

A crash token lies in its board's title band, too small at Fit to show its
face, so its place is painted by the side up, each in its own colour and
mark: Crashed (amber, a falling arrow; the board stays open and is framed
amber) or Closed (red, a cross; the whole board is veiled and hatched, since
nobody may enter it).  The word is written too when it can be read.

The queues hold whole boards in a strip: their title and the boards' names,
next first, are written in it, never smaller than the table's smallest text;
what does not fit ends in "+N" and the tooltip lists every name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ....games.tsukiji.variants import CRASH_TOKEN
from ... import art, i18n, theme
from ...camera import Camera
from ...fonts import fonts
from . import words

if TYPE_CHECKING:
    from ...services import TableServices

MIN_PX = 11  # the table's smallest text (paint.MIN_PX)
SIDES: dict[str, theme.Colour] = {"crashed": (236, 156, 36), "closed": (200, 44, 40)}  # the tag's colour, by the side up
VEIL = (18, 18, 24, 120)  # over a Closed board
HATCH = (200, 44, 40, 150)
QUEUES = ("queue.fish", "queue.external")

Placed = list[tuple[pygame.Surface, tuple[int, int]]]


def badge_rows(badge: Callable[[str, int], pygame.Surface], texts: list[str], px: int, area: pygame.Rect) -> Placed:
    """``texts`` as badges in rows across ``area``, first first; what does not fit ends in "+N" (after the last shown, or in its
    place, but never in the first's: the first, the next board of a queue, matters most)."""
    x0, right, bottom = area.x, area.right, area.bottom
    x, y, end = x0, area.y, x0
    placed: Placed = []
    for k, text in enumerate(texts, 1):
        img = badge(text, px)
        if x > x0 and x + img.get_width() > right:
            x, y = x0, y + img.get_height() + 2
        if y + img.get_height() > bottom:
            if placed:
                more = badge(f"+{len(texts) - k + 1}", px)
                last, (lx, ly) = placed[-1]
                if end + more.get_width() <= right:
                    placed.append((more, (round(end), ly)))
                elif len(placed) > 1:
                    placed[-1] = (badge(f"+{len(texts) - k + 2}", px), (round(lx), ly))
            break
        placed.append((img, (round(x), round(y))))
        x += img.get_width() + 4
        end = x
    return placed


class VariantMarks:
    """Draws the crash sides and the queues for one table (the painter calls it over the table)."""

    def __init__(self, services: TableServices, badge: Callable[[str, int], pygame.Surface]):
        self.services = services
        self.badge = badge
        self._veils: dict[tuple[int, int], pygame.Surface] = {}

    # ------------------------------------------------------------ crash

    def sides(self) -> dict[str, str]:
        """Board (market id) -> the side its crash token shows: the token's face where one lies there, else the referee's record."""
        t = self.services.table
        out = {str(m): str(s) for m, s in (t.vars.get("crashed") or {}).items()}
        for zid, zone in t.zones.items():
            if zid.startswith("market.") and zid.endswith(".crash"):
                token = next((t.pieces[p] for p in zone.ids if t.pieces[p].kind == CRASH_TOKEN), None)
                if token is not None:
                    out[zid.split(".")[1]] = "crashed" if token.face_up else "closed"
        return out

    def crash(self, surf: pygame.Surface, cam: Camera) -> None:
        boxes = self.services.layout.boxes
        for mid, side in self.sides().items():
            colour = SIDES.get(side)
            board = boxes.get(f"market.{mid}.board")
            if colour is None or board is None or board.board is None:
                continue
            area = _screen(cam, board.board.rect)
            if side == "closed":
                surf.blit(self._veil(area.size), area)
            else:
                pygame.draw.rect(surf, colour, area.inflate(4, 4), width=3, border_radius=4)
            place = boxes.get(f"market.{mid}.crash")
            spot = _screen(cam, place.rect) if place is not None else pygame.Rect(area.right - area.w // 3, area.y, area.w // 3, area.h // 8)
            tag = self.tag_rect(spot, side)
            self._title_beside(surf, mid, area, tag, cam.zoom)
            self._tag(surf, tag, side, colour)

    @staticmethod
    def _word(side: str, spot: pygame.Rect) -> tuple[str, int] | None:
        """The side's word and its size, if the token's place is tall enough to read it."""
        px = min(16, spot.h - 3)
        return (i18n.tr(f"tk.side.{side}"), px) if px >= MIN_PX else None

    def tag_rect(self, spot: pygame.Rect, side: str) -> pygame.Rect:
        """The tag, as wide as what it shows (its mark, and its word when readable), at the right of the token's place:
        the board's name keeps the rest of the band."""
        s = max(4, spot.h - 4)
        w = s + 4
        word = self._word(side, spot)
        if word is not None:
            w += fonts().font(word[1], bold=True).size(word[0])[0] + 6
        w = min(w, spot.w)
        return pygame.Rect(spot.right - w, spot.y, w, spot.h)

    def _title_beside(self, surf: pygame.Surface, mid: str, area: pygame.Rect, tag: pygame.Rect, z: float) -> None:
        """Write the board's name again in its band, left of the tag: centred on the whole band, a long name ran under it."""
        t = self.services.table
        zid = f"market.{mid}.board"
        ids = t.zones[zid].ids if zid in t.zones else []
        px = int(12 * z)  # as the board's own title (art._board)
        if not ids or px < art.MIN_TEXT_PX:
            return
        look = self.services.catalog.look(t.pieces[ids[0]].kind)
        colour = art.board_band(look)
        band = pygame.Rect(area.x, area.y, tag.x - area.x, max(6, int(22 * z)))
        pygame.draw.rect(surf, colour, band, border_top_left_radius=max(3, int(5 * z)))
        img = fonts().fit(i18n.local(look.names), px, theme.ink_on(colour), band.w - max(4, int(8 * z)), bold=True, min_size=art.MIN_TEXT_PX)
        surf.blit(img, img.get_rect(center=band.center))

    def _tag(self, surf: pygame.Surface, rect: pygame.Rect, side: str, colour: theme.Colour) -> None:
        """The token's place: its side's colour, its mark (a falling arrow, a cross) and, when it can be read, its word."""
        pygame.draw.rect(surf, colour, rect, border_radius=max(2, rect.h // 4))
        pygame.draw.rect(surf, theme.shade(colour, 0.5), rect, width=1, border_radius=max(2, rect.h // 4))
        ink = theme.ink_on(colour)
        s = max(4, rect.h - 4)
        icon = pygame.Rect(rect.x + 2, rect.y + 2, s, s)
        if side == "closed":
            w = max(2, s // 4)
            pygame.draw.line(surf, ink, icon.topleft, icon.bottomright, w)
            pygame.draw.line(surf, ink, icon.topright, icon.bottomleft, w)
        else:
            shaft = pygame.Rect(0, 0, max(2, s // 3), s // 2)
            shaft.midtop = icon.midtop
            pygame.draw.rect(surf, ink, shaft)
            pygame.draw.polygon(surf, ink, [(icon.x, icon.centery), (icon.right, icon.centery), (icon.centerx, icon.bottom)])
        word = self._word(side, rect)
        if word is not None:
            img = fonts().fit(word[0], word[1], ink, rect.right - icon.right - 6, bold=True, min_size=MIN_PX)
            surf.blit(img, img.get_rect(midleft=(icon.right + 4, rect.centery)))

    def _veil(self, size: tuple[int, int]) -> pygame.Surface:
        """A Closed board's veil: darkened and hatched red (one surface per size)."""
        veil = self._veils.get(size)
        if veil is None:
            if len(self._veils) > 64:
                self._veils.clear()
            veil = pygame.Surface(size, pygame.SRCALPHA)
            veil.fill(VEIL)
            w, h = size
            step = max(8, min(w, h) // 6)
            for k in range(-h, w, step):
                pygame.draw.line(veil, HATCH, (k, h), (k + h, 0), max(2, step // 5))
            self._veils[size] = veil
        return veil

    # ------------------------------------------------------------ queues

    def queue_names(self, zid: str) -> list[str]:
        """The boards waiting in a queue, next first, by name without the word "market" (the title says it)."""
        t = self.services.table
        data = self.services.game.ctx.data  # type: ignore[attr-defined]
        zone = t.zones.get(zid)
        return [words.short(self.services, data.board_market[b]) for b in zone.ids if b in data.board_market] if zone is not None else []

    def queues(self, surf: pygame.Surface, cam: Camera) -> None:
        """Each queue's title on its first line, then its boards' names in rows, as large as the strip allows."""
        t = self.services.table
        for zid in QUEUES:
            box = self.services.layout.boxes.get(zid)
            names = self.queue_names(zid)
            if box is None or not names:
                continue
            rect = _screen(cam, box.rect)
            title = fonts().fit(i18n.local(t.zones[zid].meta.get("label") or {}), self.title_px(rect), theme.ZONE_LABEL, rect.w - 8, min_size=MIN_PX)
            surf.blit(title, (rect.x + 4, rect.y + 2))
            rows, px = self.rows(rect, title.get_height())
            for img, at in badge_rows(self.badge, [f"{k}. {name}" for k, name in enumerate(names, 1)], px, rows):
                surf.blit(img, at)

    @staticmethod
    def title_px(rect: pygame.Rect) -> int:
        """A queue's title size in a strip ``rect`` px high: the names take the rest, at least a row at MIN_PX."""
        return max(MIN_PX, min(14, (rect.h - 8) // 3))

    def rows(self, rect: pygame.Rect, title_h: int) -> tuple[pygame.Rect, int]:
        """Where a queue's names go under its title, and the largest size whose row fits there."""
        rows = pygame.Rect(rect.x + 4, rect.y + 4 + title_h, rect.w - 8, rect.bottom - 2 - (rect.y + 4 + title_h))
        return rows, next((p for p in range(16, MIN_PX, -1) if self.badge("1.", p).get_height() <= rows.h), MIN_PX)

    def queue_at(self, x: float, y: float) -> list[str] | None:
        """A queue under table point ``(x, y)``: its title, then every name (its tooltip)."""
        for zid in QUEUES:
            box = self.services.layout.boxes.get(zid)
            names = self.queue_names(zid)
            if box is None or not names:
                continue
            bx, by, bw, bh = box.rect
            if bx <= x <= bx + bw and by <= y <= by + bh:
                return [self.services.zone_title(zid)] + [f"{k}. {name}" for k, name in enumerate(names, 1)]
        return None


def _screen(cam: Camera, rect: Any) -> pygame.Rect:
    x, y = cam.to_screen(rect[0], rect[1])
    z = cam.zoom
    return pygame.Rect(round(x), round(y), max(1, round(rect[2] * z)), max(1, round(rect[3] * z)))
