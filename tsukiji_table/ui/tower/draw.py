"""Painting the tower view: drinks at their poses, the table line, the opening, the aim.

Everything goes through one transform: world metres -> table millimetres
(:class:`~.frame.TowerFrame`) -> window pixels (the table's camera).  The
machine itself is the picture under the zone (:mod:`..machine_art`), drawn
with the still table.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from ...physics.spec import DrinkShape
from .. import theme
from ..camera import Camera
from ..drink_art import paint_drink
from .frame import Rect, TowerFrame

TABLE_TOP: theme.Colour = (150, 112, 74)  # the wooden table the machine stands on
OPENING_OK: tuple[int, int, int, int] = (120, 220, 140, 90)
OPENING_NO: tuple[int, int, int, int] = (230, 90, 80, 70)
JAM_EDGE: theme.Colour = theme.WARN
HINT_IN: theme.Colour = (120, 230, 140)
HINT_OUT: theme.Colour = (250, 214, 90)


def pose_to_screen(frame: TowerFrame, camera: Camera, x: float, y: float, angle: float) -> Callable[[float, float], tuple[float, float]]:
    """Local drink metres of a body at (x, y, angle) to window pixels."""
    to_table = frame.pose_to_table(x, y, angle)
    z, ox, oy = camera.zoom, camera.ox, camera.oy

    def to_px(lx: float, ly: float) -> tuple[float, float]:
        tx, ty = to_table(lx, ly)
        return (ox + tx * z, oy + ty * z)

    return to_px


def world_to_screen(frame: TowerFrame, camera: Camera, x: float, y: float) -> tuple[float, float]:
    return camera.to_screen(*frame.to_table(x, y))


def screen_rect(camera: Camera, rect: Rect) -> pygame.Rect:
    x, y = camera.to_screen(rect[0], rect[1])
    z = camera.zoom
    return pygame.Rect(round(x), round(y), max(1, round(rect[2] * z)), max(1, round(rect[3] * z)))


def draw_drink(
    surf: pygame.Surface, frame: TowerFrame, camera: Camera, shape: DrinkShape, colour: theme.Colour, x: float, y: float, angle: float, jammed: bool = False
) -> None:
    """One drink where the simulation has it; a jammed one is edged in warning orange."""
    to_px = pose_to_screen(frame, camera, x, y, angle)
    if jammed:
        paint_drink(surf, shape, colour, to_px, outline=JAM_EDGE, width=max(2, round(camera.zoom * 1.2)))
    else:
        paint_drink(surf, shape, colour, to_px)


SCENERY: dict[str, theme.Colour] = {"machine": (206, 64, 60), "crate": (236, 196, 60), "hand": (240, 214, 190)}


def draw_scenery(surf: pygame.Surface, frame: TowerFrame, camera: Camera, polygons: list[tuple[str, str, list[tuple[float, float]]]]) -> None:
    """Moving scenery of a replay (the upside-down machine and its crate, the hands over the slot), from world polygons."""
    for kind, _name, poly in polygons:
        pts = [world_to_screen(frame, camera, x, y) for x, y in poly]
        if len(pts) >= 3:
            colour = SCENERY.get(kind, theme.PANEL_TEXT)
            pygame.draw.polygon(surf, colour, pts)
            pygame.draw.polygon(surf, theme.shade(colour, 0.55), pts, width=1)


def cover(surf: pygame.Surface, camera: Camera, rect: Rect, colour: theme.Colour) -> None:
    """Hide part of the still picture (the upright machine while it is shown upside down)."""
    pygame.draw.rect(surf, colour, screen_rect(camera, rect))


def draw_table_line(surf: pygame.Surface, camera: Camera, x0: float, x1: float, line_y: float, thickness: float) -> None:
    """The table top under the machine and in front of it (table mm)."""
    a = camera.to_screen(x0, line_y)
    b = camera.to_screen(x1, line_y + thickness)
    rect = pygame.Rect(round(a[0]), round(a[1]), max(1, round(b[0] - a[0])), max(2, round(b[1] - a[1])))
    pygame.draw.rect(surf, TABLE_TOP, rect)
    pygame.draw.line(surf, theme.shade(TABLE_TOP, 0.6), rect.topleft, rect.topright, 1)


def draw_opening(surf: pygame.Surface, camera: Camera, rect: Rect, ok: bool) -> None:
    """Tint the slot where a drop is taken (green) or the machine a drop would touch (red)."""
    r = screen_rect(camera, rect)
    tint = pygame.Surface(r.size, pygame.SRCALPHA)
    tint.fill(OPENING_OK if ok else OPENING_NO)
    surf.blit(tint, r)
    pygame.draw.rect(surf, theme.HIGHLIGHT if ok else theme.ERROR, r, width=2, border_radius=4)


def draw_hint(surf: pygame.Surface, frame: TowerFrame, camera: Camera, dots: list[tuple[float, float]], into_slot: bool) -> None:
    """The trajectory hint: dots every 1/60 s, green when it drops into the slot."""
    colour = HINT_IN if into_slot else HINT_OUT
    r = max(3, round(camera.zoom * 2))
    for k, (x, y) in enumerate(dots):
        if k % 2 == 0 or k == len(dots) - 1:
            pygame.draw.circle(surf, colour, world_to_screen(frame, camera, x, y), r)


def draw_pull(surf: pygame.Surface, frame: TowerFrame, camera: Camera, hand: tuple[float, float], pointer: tuple[float, float], ok: bool) -> None:
    """The slingshot band from the hand back to the pointer."""
    a = world_to_screen(frame, camera, *hand)
    b = world_to_screen(frame, camera, *pointer)
    pygame.draw.line(surf, theme.HIGHLIGHT if ok else theme.ERROR, a, b, max(2, round(camera.zoom)))
    pygame.draw.circle(surf, theme.PANEL_TEXT, a, max(3, round(camera.zoom * 2.5)), width=2)


def ease(a: float, b: float, t: float) -> float:
    """Smooth step from a to b (t in 0..1)."""
    t = min(1.0, max(0.0, t))
    return a + (b - a) * t * t * (3 - 2 * t)


def near_angle(target: float, around: float) -> float:
    """``target`` plus whole turns, as close as possible to ``around`` (no spinning the long way)."""
    return target + 2 * math.pi * round((around - target) / (2 * math.pi))
