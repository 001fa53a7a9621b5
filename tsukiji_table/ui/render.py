"""Drawing a laid-out table: zone panels, boards, pieces, badges, highlights.

The still part of the picture (everything but what is being dragged, the
highlights and the overlays) is drawn into a window-sized surface and kept
until the table, the view, the camera or the language changes; a frame
during a drag then costs one blit plus the dragged pieces.  Every drawing
pass records what it drew in :attr:`TableRenderer.items` (kind, zone, handle,
whether hidden, screen rect), which is what the tests assert on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import pygame

from . import i18n, theme
from .art import ArtCache
from .bots import seat_label
from .camera import Camera
from .fonts import fonts
from .kinds import KindCatalog
from .layout import Layout, Sprite, ZoneBox


@dataclass(frozen=True, slots=True)
class DrawItem:
    """One thing drawn: ``what`` is zone, board, piece, coin, purse or drag."""

    what: str
    zone: str
    handle: str
    kind: str
    hidden: bool
    rect: tuple[int, int, int, int]


class TableRenderer:
    """Draws layouts with cached pictures (see the module docstring)."""

    def __init__(self, catalog: KindCatalog, art: ArtCache | None = None):
        self.catalog = catalog
        self.art = art or ArtCache()
        self.items: list[DrawItem] = []
        self._static: pygame.Surface | None = None
        self._static_key: Any = None
        self._static_items: list[DrawItem] = []
        self.static_renders = 0
        self._badges: dict[tuple[str, int], pygame.Surface] = {}
        self._pills: dict[tuple[str, int, int], pygame.Surface] = {}
        self._late: list[tuple[pygame.Surface, pygame.Rect]] = []  # the zones' labels, drawn over everything still
        self.blits = 0  # surfaces (pictures, labels, badges) blitted by the last full drawing of the still part

    def invalidate(self) -> None:
        self._static_key = None

    # ----------------------------------------------------------- drawing

    def draw(
        self,
        surface: pygame.Surface,
        camera: Camera,
        layout: Layout,
        seats: list[dict[str, Any]],
        exclude: frozenset[str] = frozenset(),
        layout_rev: Any = None,
        still: tuple[Any, Callable[[pygame.Surface], None]] | None = None,
    ) -> None:
        """The still table into ``surface`` (from the cache when nothing changed).

        ``still``: a game screen's own still picture, ``(key, draw)``: ``draw``
        paints it over the zones whenever the cache is redrawn, and a new
        ``key`` redraws it (the flick field's crates and resting drinks).
        """
        size = surface.get_size()
        key = (layout_rev, id(layout), camera.key(), size, exclude, i18n.language(), still[0] if still is not None else None)
        if self._static is None or self._static.get_size() != size:
            self._static = pygame.Surface(size).convert() if pygame.display.get_init() and pygame.display.get_surface() else pygame.Surface(size)
            self._static_key = None
        if key != self._static_key:
            self.art.start_frame()
            self._late = []
            self._static_items = self._draw_static(self._static, camera, layout, seats, exclude)
            if still is not None:
                still[1](self._static)
            for label, at in self._late:  # over the pieces and the screen's own picture, which would hide them
                self._static.blit(label, at)
            # Stand-ins shown for pictures not drawn yet: redraw next frame with more of them crisp.
            self._static_key = key if self.art.pending == 0 else None
            self.static_renders += 1
        surface.blit(self._static, (0, 0))
        self.items = list(self._static_items)

    def _draw_static(self, surf: pygame.Surface, camera: Camera, layout: Layout, seats: list[dict[str, Any]], exclude: frozenset[str]) -> list[DrawItem]:
        surf.fill(theme.TABLE_BG)
        items: list[DrawItem] = []
        z = camera.zoom
        view_rect = surf.get_rect()
        blits = 0
        for box in layout.zones:
            rect = self._screen_rect(camera, box.rect)
            if not rect.colliderect(view_rect):
                continue
            if not box.bare:  # a bare zone lies on a piece: the piece is its picture
                blits += self._draw_zone(surf, box, rect, z, seats)
            items.append(DrawItem("zone", box.id, "", "", box.private, tuple(rect)))  # type: ignore[arg-type]
            if box.board is not None:
                b = box.board
                img = self.art.get(self.catalog.side(b.kind, b.down), camera.level, b.rot)
                pos = camera.to_screen(b.x, b.y)
                surf.blit(img, img.get_rect(center=(round(pos[0]), round(pos[1]))))
                blits += 1
                items.append(DrawItem("board", box.id, b.handle, b.kind, b.hidden, tuple(img.get_rect(center=pos))))  # type: ignore[arg-type]
            sprites = [s for s in layout.by_zone.get(box.id, ()) if s.handle not in exclude]
            blits += self._draw_sprites(surf, camera, sprites, items, view_rect)
        self.blits = blits
        return items

    def _draw_sprites(
        self,
        surf: pygame.Surface,
        camera: Camera,
        sprites: Iterable[Sprite],
        items: list[DrawItem],
        view_rect: pygame.Rect,
        what: str | None = None,
        offset: tuple[float, float] = (0, 0),
    ) -> int:
        level = camera.level
        n = 0
        for s in sprites:
            look = self.catalog.coin_kind(s.denom) if s.denom is not None else self.catalog.side(s.kind, s.down)
            img = self.art.get(look, level, s.rot)
            cx, cy = camera.to_screen(s.x, s.y)
            rect = img.get_rect(center=(round(cx + offset[0]), round(cy + offset[1])))
            if not rect.colliderect(view_rect):
                continue
            surf.blit(img, rect)
            n += 1
            kind = what or ("coin" if s.denom is not None else "purse" if s.kind == "purse" else "piece")
            items.append(DrawItem(kind, s.zone, s.handle, s.kind, s.hidden, tuple(rect)))  # type: ignore[arg-type]
            if s.count > 1 and not s.under and rect.w >= 10:
                self._badge(surf, f"×{s.count}", rect, camera.zoom)
                n += 1
        return n

    def _screen_rect(self, camera: Camera, rect: tuple[float, float, float, float]) -> pygame.Rect:
        x, y = camera.to_screen(rect[0], rect[1])
        z = camera.zoom
        return pygame.Rect(round(x), round(y), max(1, round(rect[2] * z)), max(1, round(rect[3] * z)))

    def _draw_zone(self, surf: pygame.Surface, box: ZoneBox, rect: pygame.Rect, z: float, seats: list[dict[str, Any]]) -> int:
        """A zone's panel and label; returns the surfaces blitted (for the benchmark's floor)."""
        owner_colour = None
        if box.owner is not None and 0 <= box.owner < len(seats):
            owner_colour = theme.hex_rgb(seats[box.owner].get("colour"), theme.ZONE_EDGE)
        fill = theme.ZONE_OWNED_FILL if owner_colour else theme.ZONE_FILL
        radius = max(2, min(12, int(4 * z)))
        pygame.draw.rect(surf, fill, rect, border_radius=radius)
        edge = owner_colour or theme.ZONE_EDGE
        pygame.draw.rect(surf, edge, rect, width=2 if owner_colour else 1, border_radius=radius)
        text = self.zone_label(box, seats)
        if not text or rect.w < 36:
            return 0
        px = max(11, min(18, int(5.2 * z)))
        if owner_colour is not None and fonts().font(px).size(text)[0] > rect.w - 10:
            text = self.zone_label(box, seats, named=False) or text  # the seat's colour frames it: the name may go, not the rest
        strip = int(9 * z)
        if strip >= px + 2:
            img = fonts().fit(text, px, theme.ZONE_LABEL, rect.w - 10)
            self._late.append((img, img.get_rect(midleft=(rect.x + 6, rect.top + strip / 2 if box.label_top else rect.bottom - strip / 2))))
            return 1
        # A far-away table: the label is taller than its strip, so it sits on a
        # dark pill over whatever is under it (drawn last: pieces and a screen's
        # own picture would cover it), and stays readable; a small pile
        # keeps its picture instead (its name is in the tooltip).
        if rect.w < 64 and box.owner is None:
            return 0
        pill = self._pill(text, px, rect.w - 6)
        self._late.append(
            (pill, pill.get_rect(topleft=(rect.x + 3, rect.top + 2)) if box.label_top else pill.get_rect(bottomleft=(rect.x + 3, rect.bottom - 2)))
        )
        return 1

    def _pill(self, text: str, px: int, max_w: int) -> pygame.Surface:
        key = (text, px, max_w)
        pill = self._pills.get(key)
        if pill is None:
            if len(self._pills) > 2000:
                self._pills.clear()
            img = fonts().fit(text, px, theme.ZONE_LABEL, max(10, max_w - 8))
            pill = pygame.Surface((img.get_width() + 8, img.get_height()), pygame.SRCALPHA)
            pygame.draw.rect(pill, (20, 34, 30, 190), pill.get_rect(), border_radius=pill.get_height() // 2)
            pill.blit(img, (4, 0))
            self._pills[key] = pill
        return pill

    def zone_label(self, box: ZoneBox, seats: list[dict[str, Any]], named: bool = True) -> str:
        """A zone's label: its name, its seat's name (unless ``named`` is False) and the money in it."""
        label = i18n.local(box.label) if box.label else (auto_label(box.id) if box.auto else "")
        owner = box.owner if named and box.owner is not None and 0 <= box.owner < len(seats) and not box.plain else None
        if box.money is not None and owner is not None:
            label = ""  # a seat's purse: its name and total say enough
        if owner is not None:
            name = seat_label(seats[owner], owner)
            label = f"{name} · {label}" if label else name
        if box.money is not None:
            label = f"{label} · {box.money:,}" if label else f"{box.money:,}"
        return label

    def _badge(self, surf: pygame.Surface, text: str, rect: pygame.Rect, zoom: float) -> None:
        # Small on a far-away table, so a count never hides the piece it counts.
        size = max(9, min(14, int(zoom * 4.5)))
        badge = self._badges.get((text, size))
        if badge is None:
            img = fonts().text(text, size, (250, 250, 250), bold=True)
            badge = pygame.Surface(img.get_rect().inflate(6, 0).size, pygame.SRCALPHA)
            pygame.draw.rect(badge, theme.BADGE, badge.get_rect(), border_radius=badge.get_height() // 2)
            badge.blit(img, img.get_rect(center=badge.get_rect().center))
            self._badges[(text, size)] = badge
        pad = badge.get_rect()
        pad.bottomright = (rect.right + pad.w // 2, rect.bottom + pad.h // 3)
        surf.blit(badge, pad)

    # ------------------------------------------------------ moving parts

    def draw_dragged(self, surface: pygame.Surface, camera: Camera, sprites: list[Sprite], offset: tuple[float, float]) -> None:
        """Pieces held by the mouse, shifted by ``offset`` pixels."""
        self._draw_sprites(surface, camera, sprites, self.items, surface.get_rect(), what="drag", offset=offset)

    def outline(self, surface: pygame.Surface, camera: Camera, rect: tuple[float, float, float, float], colour: theme.Colour, width: int = 3) -> None:
        r = self._screen_rect(camera, rect).inflate(4, 4)
        pygame.draw.rect(surface, colour, r, width=width, border_radius=6)


def auto_label(zone_id: str) -> str:
    """The label of a zone laid out without one: the catalogue's word for its last part ("p0.sticks": "Sticks"), else none (never the id)."""
    key = f"zone.{zone_id.rpartition('.')[2]}"
    return i18n.tr(key) if key in i18n.CATALOGUE else ""
