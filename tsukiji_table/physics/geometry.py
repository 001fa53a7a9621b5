"""Plain polygon helpers: drink profiles, areas and half-plane clipping.

Polygons are lists of ``(x, y)`` tuples in counter-clockwise order. Nothing
here touches pymunk, so it can be tested (and reused by the UI) on its own.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence

from .spec import DrinkShape

Point = tuple[float, float]
Polygon = list[Point]


def polygon_area(poly: Sequence[Point]) -> float:
    """Signed area (positive for counter-clockwise)."""
    n = len(poly)
    s = 0.0
    for i in range(n):
        x0, y0 = poly[i]
        x1, y1 = poly[(i + 1) % n]
        s += x0 * y1 - x1 * y0
    return 0.5 * s


def polygon_centroid(poly: Sequence[Point]) -> Point:
    a = polygon_area(poly)
    cx = cy = 0.0
    n = len(poly)
    for i in range(n):
        x0, y0 = poly[i]
        x1, y1 = poly[(i + 1) % n]
        cross = x0 * y1 - x1 * y0
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    return cx / (6 * a), cy / (6 * a)


def clip_beyond_x(poly: Sequence[Point], plane_x: float) -> Polygon:
    """The part of a convex polygon with ``x >= plane_x`` (Sutherland-Hodgman, one edge)."""
    out: Polygon = []
    n = len(poly)
    for i in range(n):
        p, q = poly[i], poly[(i + 1) % n]
        p_in, q_in = p[0] >= plane_x, q[0] >= plane_x
        if p_in:
            out.append(p)
        if p_in != q_in:
            t = (plane_x - p[0]) / (q[0] - p[0])
            out.append((plane_x, p[1] + t * (q[1] - p[1])))
    return out


def area_fraction_beyond_x(parts: Sequence[Sequence[Point]], plane_x: float, total: float | None = None) -> float:
    """Fraction of the total area of convex *parts* that lies at ``x >= plane_x``.

    Pass *total* (the parts' summed area) when it is already known.
    """
    if total is None:
        total = sum(abs(polygon_area(p)) for p in parts)
    beyond = 0.0
    for part in parts:
        if max(p[0] for p in part) <= plane_x:
            continue
        clipped = clip_beyond_x(part, plane_x)
        if len(clipped) >= 3:
            beyond += abs(polygon_area(clipped))
    return beyond / total if total > 0 else 0.0


def disc_area_beyond_x(cx: float, radius: float, plane_x: float) -> float:
    """Area of the disc of *radius* about x = *cx* that lies at ``x >= plane_x`` (a circular segment)."""
    h = cx + radius - plane_x  # the segment's height
    if h <= 0.0:
        return 0.0
    if h >= 2 * radius:
        return math.pi * radius * radius
    d = radius - h  # from the centre to the chord
    return radius * radius * math.acos(d / radius) - d * math.sqrt(radius * radius - d * d)


def inset_convex(poly: Sequence[Point], r: float) -> Polygon:
    """Move every edge of a convex CCW polygon inwards by *r*.

    pymunk rounds a polygon by *r* outwards; insetting first keeps the
    collision outline the size the YAML says.
    """
    n = len(poly)
    lines = []
    for i in range(n):
        (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % n]
        dx, dy = x1 - x0, y1 - y0
        length = math.hypot(dx, dy)
        nx, ny = -dy / length, dx / length  # inward normal of a CCW edge
        lines.append(((x0 + nx * r, y0 + ny * r), (dx, dy)))
    out: Polygon = []
    for i in range(n):
        (p, d), (q, e) = lines[i - 1], lines[i]
        denom = d[0] * e[1] - d[1] * e[0]
        t = ((q[0] - p[0]) * e[1] - (q[1] - p[1]) * e[0]) / denom
        out.append((p[0] + t * d[0], p[1] + t * d[1]))
    return out


@functools.cache
def _profile(shape: DrinkShape) -> tuple[tuple[Point, ...], ...]:
    return tuple(tuple(p) for p in _build_profile(shape))


def drink_profile(shape: DrinkShape) -> list[Polygon]:
    """Convex parts of a drink's side profile, centred on its area centroid (cached).

    A can is one rectangle. A bottle is a body with tapered shoulders (one
    convex hexagon) plus a neck rectangle, because the neck joint is concave.
    """
    return [list(p) for p in _profile(shape)]


def _build_profile(shape: DrinkShape) -> list[Polygon]:
    w, h = shape.width, shape.height
    if not shape.is_bottle:
        parts = [[(-w / 2, 0.0), (w / 2, 0.0), (w / 2, h), (-w / 2, h)]]
    else:
        nw = shape.neck_width
        body_top = h - shape.neck_length - shape.shoulder_length
        neck_base = h - shape.neck_length
        parts = [
            [(-w / 2, 0.0), (w / 2, 0.0), (w / 2, body_top), (nw / 2, neck_base), (-nw / 2, neck_base), (-w / 2, body_top)],
            [(-nw / 2, neck_base), (nw / 2, neck_base), (nw / 2, h), (-nw / 2, h)],
        ]
    total = sum(polygon_area(p) for p in parts)
    cx = sum(polygon_area(p) * polygon_centroid(p)[0] for p in parts) / total
    cy = sum(polygon_area(p) * polygon_centroid(p)[1] for p in parts) / total
    return [[(x - cx, y - cy) for x, y in p] for p in parts]


def segment_quad(a: Point, b: Point, radius: float) -> Polygon:
    """A thick segment as a rectangle (for drawing walls; caps are ignored)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length * radius, dx / length * radius
    return [(a[0] - nx, a[1] - ny), (b[0] - nx, b[1] - ny), (b[0] + nx, b[1] + ny), (a[0] + nx, a[1] + ny)]
