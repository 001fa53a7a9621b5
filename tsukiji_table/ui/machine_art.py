"""The vending-machine tower cut open along its side, drawn from tower.yaml.

The same pieces the physics collides with (:func:`~tsukiji_table.physics.world.machine_pieces`:
walls and roof, the chute blocks, the shelf, the baffle, the catch rod, the
lip) are painted here, so what a player sees inside is exactly what the
drinks bounce off.  Drawn once per zoom step into the tower's picture (the
board under the zone ``tower.inside``).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from ..physics.geometry import segment_quad
from ..physics.spec import TowerSpec
from ..physics.world import machine_pieces
from .theme import Colour, shade

INSIDE: Colour = (184, 200, 210)  # the interior behind the cut: mid-tone, so white and black drinks both show
SHELF: Colour = (70, 74, 84)
ROD: Colour = (176, 132, 84)
CHUTE_SHADE = 0.72


def machine_to_px(spec: TowerSpec, px_per_mm: float) -> Callable[[float, float], tuple[float, float]]:
    """World metres to the pixels of the machine's picture (its top-left = back wall outside, roof top)."""
    m = spec.machine
    k = px_per_mm * 1000.0
    return lambda x, y: ((x + m.wall_thickness) * k, (m.outer_height - y) * k)


def draw_machine(surf: pygame.Surface, spec: TowerSpec, colour: Colour, px_per_mm: float) -> None:
    """Paint the cut-away machine filling ``surf`` (see :func:`machine_to_px`)."""
    to_px = machine_to_px(spec, px_per_mm)
    k = px_per_mm * 1000.0
    m = spec.machine
    inside = [to_px(0, 0), to_px(m.inner_width, 0), to_px(m.inner_width, m.inner_height), to_px(0, m.inner_height)]
    pygame.draw.polygon(surf, INSIDE, inside)
    edge = shade(colour, 0.55)
    for piece in machine_pieces(spec):
        pts = list(piece.points)
        is_shelf = not piece.name.startswith(("back_wall", "roof", "front_wall", "chute", "lip")) and len(pts) == 2
        if len(pts) > 2:  # the chute's blocks, the tray before the exit
            poly = [to_px(x, y) for x, y in pts]
            pygame.draw.polygon(surf, shade(colour, CHUTE_SHADE) if piece.name.startswith("chute") else colour, poly)
            continue
        if len(pts) == 2 and pts[0] == pts[1]:  # a rod
            c = to_px(*pts[0])
            r = max(2, round(piece.radius * k))
            pygame.draw.circle(surf, ROD, c, r)
            pygame.draw.circle(surf, shade(ROD, 0.6), c, r, width=1)
            continue
        fill = SHELF if is_shelf else colour
        _thick_segment(surf, [to_px(*p) for p in segment_quad(pts[0], pts[1], piece.radius)], (to_px(*pts[0]), to_px(*pts[1])), piece.radius * k, fill)
    # The chute's top surface, where drinks slide, and the outline of the walls.
    floor = [to_px(x, y) for x, y in m.floor]
    pygame.draw.lines(surf, edge, False, floor, max(1, round(0.6 * px_per_mm)))
    w, h = surf.get_size()
    pygame.draw.line(surf, edge, (0, 0), (0, h - 1), 1)


def _thick_segment(surf: pygame.Surface, quad: list[tuple[float, float]], ends: tuple[tuple[float, float], ...], radius_px: float, fill: Colour) -> None:
    """A segment with rounded caps, as pymunk collides with it."""
    pygame.draw.polygon(surf, fill, quad)
    r = max(1, math.ceil(radius_px))
    for c in ends:
        pygame.draw.circle(surf, fill, (round(c[0]), round(c[1])), r)
