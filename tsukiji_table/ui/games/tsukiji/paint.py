"""What the Tsukiji screen draws on and over the table, beside the pieces.

- each harbor's title band: the seat's name in the seat's colour, and the
  buyer tokens assigned to that seat (Influence), in their owner's colour;
- the block of the seat whose turn it is, outlined;
- the price of every barrel on sale, on the barrel (the sales columns'
  printed prices are too small to read from far away);
- the value tracks' numbers (Eel, Swordfish) and the red numbers the Red Snapper grid reveals,
  once they can be read;
- each board's printed rules (entry, license price), close up;
- the names of what lies in a zone too small to draw it, in order;
- the variants' marks (:mod:`.variant_marks`): each crash token's side, the
  known market order's queues.

Text comes from the font cache and small badge surfaces kept here, so a
frame where nothing changed renders no text.  Sizes never go below
``MIN_PX``: what cannot be read at that size is left to the tooltips.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ....games.tsukiji import zones as Z
from ... import i18n, theme
from ...camera import Camera
from ...fonts import fonts
from ...layout import Layout
from . import words
from .variant_marks import VariantMarks, badge_rows

if TYPE_CHECKING:
    from ...services import TableServices

MIN_PX = 11  # the smallest text drawn on the table
PRICE_INK = (255, 244, 200)
RULES_INK = (60, 46, 30)
RED_INK = (214, 40, 40)
RULES_AT = (3.0, 24.0)  # mm from a board's top-left: below its title band, left of its spaces
RULES_W = 34.0  # the printed column left of the spaces (they start 37 mm into the board)
NAME_BAND = 19.0  # mm of a harbor board's title band left free above its berths


class Painter:
    """Draws the screen's extras for one table."""

    def __init__(self, services: TableServices):
        self.services = services
        self._badges: dict[tuple[str, int], pygame.Surface] = {}
        self._blocks: tuple[Any, dict[int, pygame.Rect]] = (None, {})
        self._rules_text: dict[tuple[str, int, int, str], list[str]] = {}
        self.listed: dict[str, list[str | None]] = {}  # zones shown as lists of names (the arranger's, see arrange.py)
        self.variants = VariantMarks(services, self.badge)

    # ------------------------------------------------------------ on the table

    def name_plates(self, surf: pygame.Surface, cam: Camera | None = None) -> None:
        """Each harbor's title band names its seat, in the seat's colour (every board is a "Harbor board")."""
        services = self.services
        cam = cam or services.camera
        z = cam.zoom
        band = round(NAME_BAND * z)
        px = min(18, band - 2)  # 11 px fits the band from 0.7 px per mm (thirty boards at Fit on 1920x1080)
        if px < MIN_PX:
            return  # too far away: the board's own title stays
        for seat in range(services.table.players):
            box = services.layout.boxes.get(f"p{seat}.harbor.board")
            if box is None or box.board is None:
                continue
            left, top, w, _ = box.board.rect
            x, y = cam.to_screen(left, top)
            rect = pygame.Rect(round(x), round(y), round(w * z), band)
            colour = theme.shade(services.seat_colour(seat), 0.8)
            pygame.draw.rect(surf, colour, rect, border_top_left_radius=max(3, int(5 * z)), border_top_right_radius=max(3, int(5 * z)))
            img = fonts().fit(services.seat_name(seat), px, theme.ink_on(colour), rect.w - 12, bold=True)
            surf.blit(img, img.get_rect(center=rect.center))

    def buyer_chips(self) -> list[tuple[int, int, str]]:
        """Buyer tokens assigned (Influence, expansion), each on the seat it will buy from: ``(target, owner, words)``."""
        services = self.services
        return [
            (int(b["target"]), int(b["owner"]), i18n.tr("tk.buyer_on", who=services.seat_name(int(b["owner"]))))
            for b in services.table.vars.get("buyers") or []
        ]

    def buyers(self, surf: pygame.Surface, cam: Camera | None = None) -> None:
        """Each assigned buyer token as a chip in its owner's colour at the right of the target harbor's title band."""
        chips = self.buyer_chips()
        if not chips:
            return
        services = self.services
        cam = cam or services.camera
        z = cam.zoom
        px = max(MIN_PX, min(15, round(NAME_BAND * z) - 6))
        ends: dict[int, float] = {}
        for target, owner, text in chips:
            box = services.layout.boxes.get(Z.harbor_board(target))
            if box is None or box.board is None:
                continue
            left, top, w, _ = box.board.rect
            colour = services.seat_colour(owner)
            img = fonts().text(text, px, theme.ink_on(colour), bold=True)
            x1 = ends.get(target, cam.to_screen(left + w, top)[0] - 3)
            rect = pygame.Rect(0, 0, img.get_width() + 10, img.get_height() + 2)
            rect.topright = (round(x1), round(cam.to_screen(left, top)[1]) + 1)
            pygame.draw.rect(surf, colour, rect, border_radius=rect.h // 2)
            pygame.draw.rect(surf, theme.HIGHLIGHT, rect, width=1, border_radius=rect.h // 2)
            surf.blit(img, img.get_rect(center=rect.center))
            ends[target] = rect.x - 3

    def turn_frame(self, surf: pygame.Surface) -> None:
        """Outline the block of the seat whose turn it is (drawn under what the mouse carries)."""
        turn = self.services.table.vars.get("turn")
        if turn is None or self.services.table.vars.get("phase") == "over":
            return
        block = self.seat_blocks(self.services.layout).get(int(turn))
        if block is None:
            return
        cam = self.services.camera
        x, y = cam.to_screen(block.x, block.y)
        rect = pygame.Rect(round(x), round(y), round(block.w * cam.zoom), round(block.h * cam.zoom)).inflate(10, 10)
        pygame.draw.rect(surf, theme.HIGHLIGHT, rect, width=3, border_radius=8)

    def seat_blocks(self, layout: Layout) -> dict[int, pygame.Rect]:
        """Each seat's block in mm (the union of its zones), worked out once per layout."""
        if self._blocks[0] is layout:
            return self._blocks[1]
        blocks: dict[int, pygame.Rect] = {}
        for box in layout.zones:
            seat = Z.seat_of(box.id)
            if seat is None:
                continue
            r = pygame.Rect(*(round(v) for v in box.rect))
            blocks[seat] = blocks[seat].union(r) if seat in blocks else r
        self._blocks = (layout, blocks)
        return blocks

    # ------------------------------------------------------------ over the table

    def overlay(self, surf: pygame.Surface, cam: Camera | None = None) -> None:
        """What is written over the table, as ``cam`` shows it (default: the window's camera; the loupe passes its own)."""
        cam = cam or self.services.camera
        z = cam.zoom
        self._prices(surf, cam, z)
        self._track_and_grid(surf, cam, z)
        self._rules(surf, cam, z)
        self._lists(surf, cam, z)
        self.variants.crash(surf, cam)
        self.variants.queues(surf, cam)

    def badge(self, text: str, px: int) -> pygame.Surface:
        key = (text, px)
        surf = self._badges.get(key)
        if surf is None:
            if len(self._badges) > 500:
                self._badges.clear()
            img = fonts().text(text, px, PRICE_INK, bold=True)
            surf = pygame.Surface(img.get_rect().inflate(4, 0).size, pygame.SRCALPHA)
            pygame.draw.rect(surf, (*theme.BADGE[:3], 225), surf.get_rect(), border_radius=surf.get_height() // 2)
            surf.blit(img, img.get_rect(center=surf.get_rect().center))
            self._badges[key] = surf
        return surf

    def _prices(self, surf: pygame.Surface, cam: Camera, z: float) -> None:
        """Each barrel on sale shows its price at its foot: the column's, or the one declared for "???"."""
        services = self.services
        layout = services.layout
        declared = services.table.vars.get("prices", {})
        px = max(MIN_PX, min(15, int(4.2 * z)))
        for zid, sprites in layout.by_zone.items():
            if ".harbor.sale." not in zid:
                continue
            printed = services.table.zones[zid].meta.get("price")
            for s in sprites:
                if s.under:
                    continue
                price = declared.get(s.handle, printed)
                if price is None:
                    continue
                img = self.badge(f"{price:,}", px)
                x, y = cam.to_screen(s.x, s.y + s.h / 2)
                surf.blit(img, img.get_rect(midbottom=(round(x), round(y) + img.get_height() // 3)))

    def _track_and_grid(self, surf: pygame.Surface, cam: Camera, z: float) -> None:
        """Every value track's numbers (Eel, Swordfish: any zone laid out as a track), and the red numbers the Red Snapper grid reveals."""
        services = self.services
        boxes = services.layout.boxes
        px = max(MIN_PX, min(15, int(4.2 * z)))
        for zid, box in boxes.items():
            if box.arrange != "track" or zid not in services.table.zones:
                continue
            meta = services.table.zones[zid].meta
            rx, ry, rw, _ = box.room
            lo, hi = int(meta.get("lo", 1)), int(meta.get("hi", 13))
            step = rw / (hi - lo + 1)
            if step * z < fonts().text(str(hi), px, PRICE_INK).get_width() + 3:
                continue
            for v in range(lo, hi + 1):
                x, y = cam.to_screen(rx + (v - lo + 0.5) * step, ry + 1)
                img = fonts().text(str(v), px, (250, 240, 210))
                surf.blit(img, img.get_rect(midtop=(round(x), round(y))))
        grid = boxes.get(Z.market("red_snapper", "tokens"))
        if grid is None or z < 1.2:
            return
        rs = self.services.game.ctx.fish("red_snapper")  # type: ignore[attr-defined]
        taken = {self.services.table.pieces[p].pos for p in self.services.table.zones[grid.id].ids}
        rx, ry, rw, rh = grid.room
        for c, r in rs.order:
            if (c, r) in taken:
                continue
            x, y = cam.to_screen(rx + (c + 0.5) * rw / rs.cols, ry + (r + 0.5) * rh / rs.rows)
            img = fonts().text(str(rs.red[c][r]), px + 2, RED_INK, bold=True)
            surf.blit(img, img.get_rect(center=(round(x), round(y))))

    def _lists(self, surf: pygame.Surface, cam: Camera, z: float) -> None:
        """The names of what lies in a zone too small to show it (boards laid in the auction lot by hand), first first."""
        services = self.services
        boxes = services.layout.boxes
        px = max(MIN_PX, min(15, int(4.2 * z)))
        for zid, kinds in self.listed.items():
            box = boxes.get(zid)
            if box is None:
                continue
            rx, ry, rw, rh = box.room
            x0, y = cam.to_screen(rx + 2, ry + 1)
            right, bottom = cam.to_screen(rx + rw - 2, ry + rh - 9)  # above the label strip
            names = ["?" if kind is None else i18n.local(services.catalog.look(kind).names, kind) for kind in kinds]
            area = pygame.Rect(round(x0), round(y), round(right - x0), round(bottom - y))
            for img, at in badge_rows(self.badge, [f"{k}. {name}" for k, name in enumerate(names, 1)], px, area):
                surf.blit(img, at)

    def listing_at(self, x: float, y: float) -> list[str] | None:
        """Every name of a listed zone (or a queue) under table point ``(x, y)``, first first (its tooltip: the zone shows only a few)."""
        queue = self.variants.queue_at(x, y)
        if queue is not None:
            return queue
        for zid, kinds in self.listed.items():
            box = self.services.layout.boxes.get(zid)
            if box is None:
                continue
            bx, by, bw, bh = box.rect
            if bx <= x <= bx + bw and by <= y <= by + bh:
                names = ["?" if k is None else i18n.local(self.services.catalog.look(k).names, k) for k in kinds]
                return [self.services.zone_title(zid)] + [f"{n}. {name}" for n, name in enumerate(names, 1)]
        return None

    def _rules(self, surf: pygame.Surface, cam: Camera, z: float) -> None:
        """The numbers printed down a board's left edge (below its title band), once they can be read."""
        px = min(15, int(5.5 * z) - 1)
        if px < MIN_PX:
            return
        view = surf.get_rect()
        for box in self.services.layout.zones:
            if box.board is None or not box.id.startswith("market."):
                continue
            left, top, bw, bh = box.board.rect
            x, y = cam.to_screen(left + RULES_AT[0], top + RULES_AT[1])
            if not view.colliderect(pygame.Rect(round(x), round(y), round(bw * z), round(bh * z))):
                continue  # off the window (or the loupe)
            width = int(RULES_W * z)
            for line in self.board_rules(box.id.split(".")[1], px, width):
                img = fonts().fit(line, px, RULES_INK, width, min_size=MIN_PX)
                surf.blit(img, (round(x), round(y)))
                y += img.get_height()

    def board_rules(self, mid: str, px: int, width: int) -> list[str]:
        """A board's printed rules wrapped to ``width`` px, worked out once per board, size and language."""
        key = (mid, px, width, i18n.language())
        lines = self._rules_text.get(key)
        if lines is None:
            lines = [part for line in words.board_rules(self.services, mid) for part in fonts().wrap(line, px, width)]
            self._rules_text[key] = lines
        return lines


__all__ = ["Painter", "MIN_PX"]
