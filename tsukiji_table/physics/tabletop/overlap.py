"""How deep two footprints overlap: rounded convex shapes, measured in plain Python.

pymunk's shape query finds the candidates, but its reported depth cannot be
trusted for a polygon queried against a circle (the sign flips) or for
shapes with the same centre (it reports 0).  Placing a drink (a fall, a put
back) and checking a field must not be fooled, so the depth is measured
here: every footprint is a core (a point for a disc, a convex polygon
otherwise) grown by a radius, and two of them overlap by
``radius_a + radius_b - distance(core_a, core_b)``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pymunk

from .chipmunk import world_core

Point = tuple[float, float]
Core = list[Point]  # one point for a disc, else a convex polygon


def core_of(shape: pymunk.Shape) -> tuple[Core, float]:
    """A pymunk circle or polygon as (core in world coordinates, radius)."""
    fast = world_core(shape)  # the same numbers by Chipmunk's own getters
    if fast is not None:
        return fast
    body = shape.body
    assert body is not None, "a shape in the space has a body"
    if isinstance(shape, pymunk.Circle):
        c = body.local_to_world(shape.offset)
        return [(c.x, c.y)], shape.radius
    assert isinstance(shape, pymunk.Poly)
    pts = []
    for v in shape.get_vertices():
        w = body.local_to_world(v)
        pts.append((w.x, w.y))
    return pts, shape.radius


def depth(a: pymunk.Shape, b: pymunk.Shape) -> float:
    """How far the two shapes overlap (metres; <= 0 when they do not)."""
    ca, ra = core_of(a)
    cb, rb = core_of(b)
    return ra + rb - core_distance(ca, cb)


def core_distance(a: Core, b: Core) -> float:
    """Distance between two cores (0 when they intersect)."""
    if len(a) >= 3 and len(b) >= 3 and _polygons_intersect(a, b):
        return 0.0
    if len(a) >= 3 and len(b) == 1 and _inside(b[0], a):
        return 0.0
    if len(b) >= 3 and len(a) == 1 and _inside(a[0], b):
        return 0.0
    best = math.inf
    for p in a:
        best = min(best, _point_to_core(p, b))
    for p in b:
        best = min(best, _point_to_core(p, a))
    return best


def _point_to_core(p: Point, core: Core) -> float:
    if len(core) == 1:
        return math.hypot(p[0] - core[0][0], p[1] - core[0][1])
    return min(_point_to_segment(p, core[i], core[(i + 1) % len(core)]) for i in range(len(core)))


def _point_to_segment(p: Point, a: Point, b: Point) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def _inside(p: Point, poly: Sequence[Point]) -> bool:
    """Whether p lies in a convex polygon (either winding)."""
    sign = 0.0
    n = len(poly)
    for i in range(n):
        (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % n]
        cross = (x1 - x0) * (p[1] - y0) - (y1 - y0) * (p[0] - x0)
        if cross != 0.0:
            if sign == 0.0:
                sign = cross
            elif (cross > 0) != (sign > 0):
                return False
    return True


def _polygons_intersect(a: Sequence[Point], b: Sequence[Point]) -> bool:
    """Separating axis test of two convex polygons."""
    for poly in (a, b):
        n = len(poly)
        for i in range(n):
            (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % n]
            nx, ny = y0 - y1, x1 - x0
            pa = [nx * x + ny * y for x, y in a]
            pb = [nx * x + ny * y for x, y in b]
            if max(pa) < min(pb) or max(pb) < min(pa):
                return False
    return True
