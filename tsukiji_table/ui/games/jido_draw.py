"""Crates and drinks of the solo Jidohanbaiki games, drawn from above.

Seen from above a crate is six square cells and a drink is its cap: cans are
round (the stubby can widest), the square bottle is square, the two tall
bottles are small round caps with a collar.  Each cap carries its shape's
rank (1 = stubby can ... 6 = longest bottle) so shapes read at a glance.
Geometry is in millimetres of table; :class:`CrateView` knows where each
spot of a crate lies.  Nothing here knows the rules.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from ...games.jidohanbaiki.geometry import Placement
from .. import theme
from ..camera import Camera
from ..fonts import fonts

CRATE_YELLOW = (242, 194, 48)
CELL = (214, 166, 36)
# Cap size (mm across) per shape rank: the stubby can is the widest.
CAP_MM = {1: 19.0, 2: 15.0, 3: 14.0, 4: 14.0, 5: 11.0, 6: 11.0}
SPOT_MM = 24.0  # the spot these caps are sized for; a floor drawn with larger spots scales them up


@dataclass(frozen=True)
class CrateView:
    """A crate on the table: its number, footprint and the centre of each own spot."""

    number: int  # 1-based
    rect: tuple[float, float, float, float]  # mm
    spots: tuple[tuple[float, float], ...]  # centre of own spot 0..5, mm
    spot_mm: float
    cap_scale: float = 1.0  # caps drawn this much larger than their true size (large spots)

    def spot_at(self, x: float, y: float) -> int | None:
        half = self.spot_mm / 2
        for s, (cx, cy) in enumerate(self.spots):
            if abs(x - cx) <= half and abs(y - cy) <= half:
                return s
        return None

    def contains(self, x: float, y: float) -> bool:
        rx, ry, rw, rh = self.rect
        return rx <= x <= rx + rw and ry <= y <= ry + rh


def fixed_crate(number: int, rect: tuple[float, float, float, float], inset: float = 4.0) -> CrateView:
    """A crate lying the long way in a fixed rect (G07)."""
    x, y, w, h = rect
    cw, ch = (w - 2 * inset) / 3, (h - 2 * inset) / 2
    spots = tuple((x + inset + (s % 3 + 0.5) * cw, y + inset + (s // 3 + 0.5) * ch) for s in range(6))
    return CrateView(number, rect, spots, min(cw, ch))


def floor_crate(number: int, place: Placement, origin: tuple[float, float], spot_mm: float) -> CrateView:
    """A crate lying on the floor grid at ``place`` (G06, G08)."""
    ox, oy = origin
    w, h = place.size
    rect = (ox + place.x * spot_mm, oy + place.y * spot_mm, w * spot_mm, h * spot_mm)
    spots = tuple((ox + (gx + 0.5) * spot_mm, oy + (gy + 0.5) * spot_mm) for gx, gy in place.spots())
    return CrateView(number, rect, spots, spot_mm, max(1.0, spot_mm / SPOT_MM))


def px_rect(camera: Camera, rect: tuple[float, float, float, float]) -> pygame.Rect:
    x0, y0 = camera.to_screen(rect[0], rect[1])
    x1, y1 = camera.to_screen(rect[0] + rect[2], rect[1] + rect[3])
    return pygame.Rect(int(x0), int(y0), max(1, int(x1 - x0)), max(1, int(y1 - y0)))


def draw_crate(
    surf: pygame.Surface, camera: Camera, crate: CrateView, label: str | None = None, outline: theme.Colour | None = None, ghost: bool = False
) -> None:
    """The crate's frame and its six cells (a ghost is an outline only)."""
    z = camera.zoom
    box = px_rect(camera, crate.rect)
    if ghost:
        pygame.draw.rect(surf, outline or theme.HIGHLIGHT, box, width=max(1, int(1.2 * z)), border_radius=max(2, int(3 * z)))
        return
    pygame.draw.rect(surf, CRATE_YELLOW, box, border_radius=max(2, int(3 * z)))
    pygame.draw.rect(surf, theme.shade(CRATE_YELLOW, 0.6), box, width=max(1, int(0.8 * z)), border_radius=max(2, int(3 * z)))
    half = crate.spot_mm / 2 - 1.2
    for cx, cy in crate.spots:
        cell = px_rect(camera, (cx - half, cy - half, 2 * half, 2 * half))
        pygame.draw.rect(surf, CELL, cell, border_radius=max(1, int(2 * z)))
    if outline is not None:
        pygame.draw.rect(surf, outline, box.inflate(4, 4), width=max(2, int(0.8 * z)), border_radius=max(2, int(3 * z)))
    if label:
        draw_badge(surf, camera, crate, label)


def draw_badge(surf: pygame.Surface, camera: Camera, crate: CrateView, label: str) -> None:
    """The crate's number on its top-left corner (drawn after every crate, so none hides it)."""
    box = px_rect(camera, crate.rect)
    img = fonts().text(label, max(11, min(18, int(3.6 * camera.zoom))), (250, 250, 250), bold=True)
    pill = img.get_rect().inflate(10, 4)
    pill.center = (box.x + pill.w // 2 - 4, box.y - 2)
    pygame.draw.rect(surf, theme.BADGE, pill, border_radius=pill.h // 2)
    surf.blit(img, img.get_rect(center=pill.center))


def mark_spot(surf: pygame.Surface, camera: Camera, crate: CrateView, spot: int, colour: theme.Colour) -> None:
    """A target: the spot's cell outlined."""
    half = crate.spot_mm / 2 - 1.0
    cx, cy = crate.spots[spot]
    pygame.draw.rect(
        surf,
        colour,
        px_rect(camera, (cx - half, cy - half, 2 * half, 2 * half)),
        width=max(3, int(camera.zoom * 1.2)),
        border_radius=max(2, int(camera.zoom * 2)),
    )


def draw_cap(surf: pygame.Surface, centre: tuple[float, float], rank: int, colour: theme.Colour, z: float, ring: theme.Colour | None = None) -> None:
    """One drink seen from above, centred at a screen point."""
    d = CAP_MM.get(rank, 14.0) * z
    cx, cy = int(centre[0]), int(centre[1])
    edge = theme.shade(colour, 0.55) if sum(colour) > 160 else (150, 150, 160)
    if rank == 4:
        rect = pygame.Rect(0, 0, int(d), int(d))
        rect.center = (cx, cy)
        pygame.draw.rect(surf, colour, rect, border_radius=max(1, int(d / 6)))
        pygame.draw.rect(surf, edge, rect, width=max(1, int(z * 0.5)), border_radius=max(1, int(d / 6)))
    else:
        pygame.draw.circle(surf, colour, (cx, cy), max(2, int(d / 2)))
        pygame.draw.circle(surf, edge, (cx, cy), max(2, int(d / 2)), width=max(1, int(z * 0.5)))
        if rank <= 3:  # a can's rim
            pygame.draw.circle(surf, (205, 206, 212), (cx, cy), max(2, int(d / 2 - 1.4 * z)), width=max(1, int(z * 0.6)))
        else:  # a bottle's cap and collar
            pygame.draw.circle(surf, (236, 236, 240), (cx, cy), max(1, int(d / 3.4)))
    img = fonts().text(str(rank), max(9, int(min(d * 0.55, 22))), theme.ink_on(colour if rank <= 4 else (236, 236, 240)), bold=True)
    surf.blit(img, img.get_rect(center=(cx, cy)))
    if ring is not None:
        # Two rings, dark then bright, so a pick shows on every colour of drink.
        pygame.draw.circle(surf, theme.INK, (cx, cy), int(d / 2 + 2.2 * z), width=max(3, int(z * 1.6)))
        pygame.draw.circle(surf, ring, (cx, cy), int(d / 2 + 2.2 * z), width=max(2, int(z * 1.0)))


def draw_drinks(
    surf: pygame.Surface,
    camera: Camera,
    crate: CrateView,
    drinks: Iterable[tuple[int, int]],
    colours: dict[int, theme.Colour],
    rings: dict[int, theme.Colour] | None = None,
) -> None:
    """``drinks`` are (own spot, drink code); colours by colour index."""
    rings = rings or {}
    for spot, d in drinks:
        cx, cy = crate.spots[spot]
        draw_cap(surf, camera.to_screen(cx, cy), d % 6 + 1, colours[d // 6], camera.zoom * crate.cap_scale, rings.get(d))
