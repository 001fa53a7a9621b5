"""The six drink silhouettes, painted from the tower's own profiles.

A drink is drawn from the same outline the physics simulates
(:func:`tsukiji_table.physics.geometry.drink_profile`: centred on its area
centroid, long axis local +y, the neck at +y), plus a few flat details (can
rims, a bottle cap, a highlight).  The table's pictures (:mod:`.art`) paint
it standing in a box; the tower view paints it at a body's pose through the
world-to-screen transform.  One painter, so both look the same.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

import pygame

from ..physics.geometry import Polygon, drink_profile
from ..physics.spec import DrinkShape
from .theme import Colour, shade

Layer = tuple[str, Polygon]  # (role, polygon in local metres)
METAL: Colour = (202, 204, 210)
CAP: Colour = (232, 232, 238)


def _offset(shape: DrinkShape) -> tuple[float, float]:
    """Where the profile's bottom-left corner sits once centred (the centroid shift)."""
    first = drink_profile(shape)[0]
    return first[0]


@functools.cache
def drink_layers(shape: DrinkShape) -> tuple[Layer, ...]:
    """Polygons to paint, bottom first: the silhouette, then details (local metres)."""
    x0, y0 = _offset(shape)  # the bottom-left corner: (-w/2, -cy)
    w, h = shape.width, shape.height

    def rect(ax: float, ay: float, bx: float, by: float) -> Polygon:
        return [(x0 + ax, y0 + ay), (x0 + bx, y0 + ay), (x0 + bx, y0 + by), (x0 + ax, y0 + by)]

    if not shape.is_bottle:
        rim = 0.07 * h
        return (
            ("body", rect(0, 0, w, h)),
            ("metal", rect(0.04 * w, 0, 0.96 * w, rim)),
            ("metal", rect(0.04 * w, h - rim, 0.96 * w, h)),
            ("shine", rect(0.18 * w, 1.6 * rim, 0.3 * w, h - 1.6 * rim)),
        )
    nw = shape.neck_width
    body_top = h - shape.neck_length - shape.shoulder_length
    neck_base = h - shape.neck_length
    side = (w - nw) / 2
    outline = [(0, 0), (w, 0), (w, body_top), (w - side, neck_base), (w - side, h), (side, h), (side, neck_base), (0, body_top)]
    cap = min(shape.neck_length * 0.45, 0.004)
    return (
        ("body", [(x0 + x, y0 + y) for x, y in outline]),
        ("cap", rect(side - 0.0004, h - cap, w - side + 0.0004, h)),
        ("shine", rect(0.18 * w, 0.1 * body_top, 0.3 * w, 0.85 * body_top)),
    )


def edge_colour(colour: Colour) -> Colour:
    """The outline: darker for light drinks, light grey for the black ones."""
    return shade(colour, 0.55) if sum(colour) > 120 else (150, 150, 160)


def paint_drink(
    surf: pygame.Surface, shape: DrinkShape, colour: Colour, to_px: Callable[[float, float], tuple[float, float]], outline: Colour | None = None, width: int = 1
) -> None:
    """Paint one drink; ``to_px`` maps a local point (metres) to surface pixels."""
    roles = {"body": colour, "metal": METAL, "cap": CAP, "shine": shade(colour, 1.35)}
    body: list[tuple[float, float]] = []
    for role, poly in drink_layers(shape):
        pts = [to_px(x, y) for x, y in poly]
        if role == "body":
            body = pts
        pygame.draw.polygon(surf, roles[role], pts)
    if body:
        pygame.draw.polygon(surf, outline or edge_colour(colour), body, width)


def standing_transform(shape: DrinkShape, box: pygame.Rect) -> Callable[[float, float], tuple[float, float]]:
    """Local metres to the pixels of ``box``: the drink standing, cap up, filling the box."""
    x0, y0 = _offset(shape)
    sx = (box.w - 1) / shape.width
    sy = (box.h - 1) / shape.height
    return lambda x, y: (box.x + (x - x0) * sx, box.y + box.h - 1 - (y - y0) * sy)
