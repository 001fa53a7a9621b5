"""Builders that put the machine, the table, a crate and drinks into a pymunk Space.

The machine is first described as plain :class:`Piece` records (so it can be
flipped for the upside-down game and drawn by the UI), then turned into
pymunk shapes on a body by :func:`add_pieces`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from enum import IntEnum

import pymunk

from .fast import dress, handle, overlaps_any, set_angle, set_mass, set_position, set_spin, set_velocity
from .geometry import Point, drink_profile, inset_convex, polygon_area
from .spec import DrinkShape, TowerSpec

# Collision filter categories. Our side section squeezes the table into one
# plane, where drinks that came out would pile up in front of the exit and
# block it; on a real table they scatter sideways. So a drink that is out and
# off the tray in front of the exit stops touching other drinks (it still
# meets the machine and the table). While it lies in the opening or on the
# tray it holds back what leans on it, so taking it away can release them (T17).
DRINK_CATEGORY = 0b01
OUT_CATEGORY = 0b10
DRINK_FILTER = pymunk.ShapeFilter(categories=DRINK_CATEGORY, mask=pymunk.ShapeFilter.ALL_MASKS() ^ OUT_CATEGORY)
OUT_FILTER = pymunk.ShapeFilter(categories=OUT_CATEGORY, mask=pymunk.ShapeFilter.ALL_MASKS() ^ (DRINK_CATEGORY | OUT_CATEGORY))


def set_out_filter(body: pymunk.Body) -> None:
    """Let a drink that is wholly out pass through other drinks (see OUT_CATEGORY)."""
    for shape in body.shapes:
        shape.filter = OUT_FILTER


class Kind(IntEnum):
    """Collision types, one per kind of thing in the world."""

    DRINK = 1
    MACHINE = 2
    TABLE = 3
    CRATE = 4
    HAND = 5  # the hands and crate holding a batch over the slot


@dataclass(frozen=True)
class Piece:
    """One rigid part of the scenery: a thick segment (2 points) or a convex polygon."""

    name: str
    points: tuple[Point, ...]
    radius: float
    friction: float
    elasticity: float


_PIECES: dict[int, tuple[TowerSpec, list[Piece]]] = {}


def machine_pieces(spec: TowerSpec) -> list[Piece]:
    """The machine standing upright, in world coordinates (its back inner face at x=0).

    Cached per spec object: every insertion builds a fresh space from them.
    """
    hit = _PIECES.get(id(spec))
    if hit is None or hit[0] is not spec:
        hit = _PIECES[id(spec)] = (spec, _machine_pieces(spec))
    return list(hit[1])


def _machine_pieces(spec: TowerSpec) -> list[Piece]:
    m = spec.machine
    t, w, h = m.wall_thickness, m.inner_width, m.inner_height
    r = t / 2  # walls are segments whose rounded caps meet at the corners
    f, e = m.material.friction, m.material.elasticity
    exit_top = m.floor_front_y + m.exit_opening_height
    lip_r = m.lip_thickness / 2
    pieces = [
        Piece("back_wall", ((-r, r), (-r, h + r)), r, f, e),
        Piece("roof_back", ((-r, h + r), (m.opening_from_x - r, h + r)), r, f, e),
        Piece("roof_front", ((m.opening_to_x + r, h + r), (w + r, h + r)), r, f, e),
        Piece("front_wall", ((w + r, exit_top + r), (w + r, h + r)), r, f, e),
        # Its rounded top stands lip_height above the chute floor at the front face.
        Piece("lip", ((w + t - lip_r, m.floor_front_y - lip_r), (w + t - lip_r, m.floor_front_y + m.lip_height - lip_r)), lip_r, m.lip_friction, e),
    ]
    if m.tray_length > 0:  # the pickup tray in front of the exit, level with the chute's end, solid to the table
        x0, x1, top = w + t, w + t + m.tray_length, m.floor_front_y
        pieces.append(Piece("tray", ((x0, 0.0), (x1, 0.0), (x1, top), (x0, top)), 0.0, m.tray_friction, e))
    # The chute is solid down to the table (no hollow for a drink to tunnel
    # into): one convex block under each straight run of its floor.
    for i, ((x0, y0), (x1, y1)) in enumerate(zip(m.floor, m.floor[1:])):
        pieces.append(Piece(f"chute_{i + 1}", ((x0, 0.0), (x1, 0.0), (x1, y1), (x0, y0)), 0.0, m.floor_friction, e))
    sr = m.shelf_thickness / 2
    for s in m.shelves:
        for i, (a, b) in enumerate(zip(s.points, s.points[1:])):
            pieces.append(Piece(f"{s.name}_{i + 1}", (a, b), sr, f, e))
    pieces += [Piece(r.name, (r.at, r.at), m.rod_radius, f, e) for r in m.rods]
    return pieces


def funnel_pieces(spec: TowerSpec) -> list[Piece]:
    """The hands and crate that keep a batch over the slot: two thin walls standing on the slot's edges."""
    m, ins = spec.machine, spec.insertion
    r = ins["funnel_thickness"] / 2
    y0, y1 = m.outer_height + r, m.outer_height + ins["funnel_height"]
    f, e = m.material.friction, m.material.elasticity
    return [
        Piece("hand_back", ((m.opening_from_x + r, y0), (m.opening_from_x + r, y1)), r, f, e),
        Piece("hand_front", ((m.opening_to_x - r, y0), (m.opening_to_x - r, y1)), r, f, e),
    ]


def flip_pieces(pieces: list[Piece], height: float) -> list[Piece]:
    """Turn pieces upside down about the horizontal line ``y = height / 2``."""
    return [Piece(p.name, tuple((x, height - y) for x, y in p.points), p.radius, p.friction, p.elasticity) for p in pieces]


def crate_pieces(spec: TowerSpec, left_x: float) -> list[Piece]:
    """A crate seen along its long side, standing on the table from *left_x*."""
    c = spec.crate
    f, e = c.material.friction, c.material.elasticity
    rim = c.rim_y
    right_x = left_x + c.outer_length

    def box(name: str, x0: float, x1: float, y0: float, y1: float) -> Piece:
        return Piece(name, ((x0, y0), (x1, y0), (x1, y1), (x0, y1)), 0.0, f, e)

    pieces = [
        box("crate_base", left_x, right_x, 0.0, c.base_thickness),
        box("crate_wall_back", left_x, left_x + c.wall_thickness, 0.0, rim),
        box("crate_wall_front", right_x - c.wall_thickness, right_x, 0.0, rim),
    ]
    x = left_x + c.wall_thickness
    for i in range(c.slots - 1):
        x += c.slot_width
        pieces.append(box(f"crate_divider_{i + 1}", x, x + c.divider_thickness, 0.0, rim))
        x += c.divider_thickness
    return pieces


def crate_slot_ranges(spec: TowerSpec, left_x: float) -> list[tuple[float, float]]:
    """x-ranges of the crate's slot pockets."""
    c = spec.crate
    x = left_x + c.wall_thickness
    out = []
    for _ in range(c.slots):
        out.append((x, x + c.slot_width))
        x += c.slot_width + c.divider_thickness
    return out


def add_pieces(space: pymunk.Space, body: pymunk.Body, pieces: list[Piece], kind: Kind) -> list[pymunk.Shape]:
    """Create one pymunk shape per piece on *body* (static or kinematic)."""
    shapes = piece_shapes(body, pieces, kind)
    space.add(*shapes)
    return shapes


def piece_shapes(body: pymunk.Body, pieces: list[Piece], kind: Kind) -> list[pymunk.Shape]:
    """One pymunk shape per piece on *body*, not yet in any space."""
    shapes: list[pymunk.Shape] = []
    for p in pieces:
        if len(p.points) == 2:
            shape: pymunk.Shape = pymunk.Segment(body, p.points[0], p.points[1], p.radius)
        else:
            shape = pymunk.Poly(body, list(p.points), radius=p.radius)
        dress(shape, p.friction, p.elasticity, None, kind)
        shapes.append(shape)
    return shapes


class FixtureKit:
    """Scenery made once per spec and lent to one space at a time (see :func:`lend_fixtures`).

    Building pymunk shapes costs more than stepping a short insertion's first frames; the
    same shapes added to a fresh space in the same order get the same ids (Chipmunk numbers
    shapes per space, as they are added), so a space built from a lent kit steps bit for bit
    like one built from new shapes.
    """

    def __init__(self, pieces: list[Piece], kind: Kind) -> None:
        self.pieces = pieces
        self.body = pymunk.Body(body_type=pymunk.Body.STATIC)
        self.shapes = piece_shapes(self.body, pieces, kind)
        self.space: pymunk.Space | None = None

    def give_back(self, free: list[FixtureKit]) -> None:
        """Take the kit out of the space that borrowed it (that space's simulation is gone) and shelve it."""
        if self.space is not None:
            self.space.remove(self.body, *self.shapes)
            self.space = None
        free.append(self)


_KITS: dict[tuple[int, str], tuple[TowerSpec, list[FixtureKit]]] = {}


def lend_fixtures(
    space: pymunk.Space, spec: TowerSpec, name: str, pieces: Callable[[TowerSpec], list[Piece]], kind: Kind
) -> tuple[FixtureKit, list[FixtureKit]]:
    """Add a kit of *name* (its pieces from ``pieces(spec)``) to *space*: a shelved one, or a new one.

    Returns the kit and the shelf it goes back to: the borrower calls ``kit.give_back(shelf)``
    once the space is no longer stepped (the tower's simulation does when it is collected).
    """
    hit = _KITS.get((id(spec), name))
    if hit is None or hit[0] is not spec:
        hit = _KITS[(id(spec), name)] = (spec, [])
    free = hit[1]
    try:  # one atomic pop: a worker thread may be lending from the same shelf
        kit = free.pop()
    except IndexError:
        kit = FixtureKit(pieces(spec), kind)
    space.add(kit.body, *kit.shapes)
    kit.space = space
    return kit, free


def table_pieces(spec: TowerSpec) -> list[Piece]:
    """The table top (top face at y=0), two fences at its ends and a ceiling: a closed world."""
    tb = spec.table
    slab = 0.1  # far thicker than a step of the fastest drink: never passed through
    x0 = -spec.machine.wall_thickness - tb.behind
    x1 = spec.machine.exit_plane_x + tb.in_front
    f, e = tb.material.friction, tb.material.elasticity
    return [
        Piece("table", ((x0, -slab), (x1, -slab), (x1, 0.0), (x0, 0.0)), 0.0, f, e),
        Piece("fence_back", ((x0 - slab, -slab), (x0, -slab), (x0, tb.fence_height), (x0 - slab, tb.fence_height)), 0.0, f, e),
        Piece("fence_front", ((x1, -slab), (x1 + slab, -slab), (x1 + slab, tb.fence_height), (x1, tb.fence_height)), 0.0, f, e),
        Piece(
            "ceiling",
            ((x0 - slab, tb.fence_height), (x1 + slab, tb.fence_height), (x1 + slab, tb.fence_height + slab), (x0 - slab, tb.fence_height + slab)),
            0.0,
            f,
            e,
        ),
    ]


def world_bounds(spec: TowerSpec) -> tuple[float, float, float, float]:
    """(x_min, x_max, y_min, y_max) that no drink may ever leave."""
    tb = spec.table
    x0 = -spec.machine.wall_thickness - tb.behind
    x1 = spec.machine.exit_plane_x + tb.in_front
    return x0, x1, -0.001, tb.fence_height


_IDENTITY = pymunk.Transform.identity()  # made once: pymunk makes one per Poly it is not given


def add_drink(space: pymunk.Space, spec: TowerSpec, shape_spec: DrinkShape, position: Point, angle: float, velocity: Point, spin: float) -> pymunk.Body:
    """Add one drink body; its origin is the centroid of its profile.

    The mass and pose are set by Chipmunk's setters in the order pymunk's properties would (see .fast).
    """
    body = pymunk.Body()
    r = spec.corner_radius
    friction, elasticity = shape_spec.material.friction, shape_spec.material.elasticity
    shapes = []
    for verts, mass in _collision_parts(shape_spec, r):
        poly = pymunk.Poly(body, verts, _IDENTITY, r)
        set_mass(poly, mass)
        dress(poly, friction, elasticity, DRINK_FILTER, Kind.DRINK)
        shapes.append(poly)
    h = handle(body)
    set_position(h, position)
    set_angle(h, angle)
    set_velocity(h, velocity)
    set_spin(h, spin)
    space.add(body, *shapes)
    return body


class Probe:
    """A drink's collision shapes on a body outside any space, to ask whether a place is free."""

    def __init__(self, spec: TowerSpec, shape: DrinkShape) -> None:
        self.body = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        r = spec.corner_radius
        self.polys = [pymunk.Poly(self.body, verts, _IDENTITY, r) for verts, _ in _collision_parts(shape, r)]

    def overlaps(self, space: pymunk.Space, x: float, y: float, angle: float) -> bool:
        """Whether the drink placed at (x, y, angle) would overlap anything in *space*."""
        h = handle(self.body)
        set_position(h, (x, y))
        set_angle(h, angle)
        return any(overlaps_any(space, poly) for poly in self.polys)


_PROBES: dict[tuple[int, str], tuple[TowerSpec, list[Probe]]] = {}


def lend_probe(spec: TowerSpec, shape: DrinkShape) -> tuple[Probe, list[Probe]]:
    """A probe of *shape* (shelved, or new) and the shelf to put it back on once asked.

    Probes are kept between insertions (making one costs more than asking it); one at a
    time uses a probe, so a worker thread asking at the same moment gets another.
    """
    hit = _PROBES.get((id(spec), shape.name))
    if hit is None or hit[0] is not spec:
        hit = _PROBES[(id(spec), shape.name)] = (spec, [])
    free = hit[1]
    try:  # one atomic pop, as for fixtures
        return free.pop(), free
    except IndexError:
        return Probe(spec, shape), free


@functools.cache
def _collision_parts(shape: DrinkShape, radius: float) -> tuple[tuple[list[Point], float], ...]:
    """(inset vertices, mass) per convex part: the mass is shared out by area."""
    parts = drink_profile(shape)
    total = sum(polygon_area(p) for p in parts)
    return tuple((inset_convex(p, radius), shape.mass * polygon_area(p) / total) for p in parts)


def new_space(spec: TowerSpec) -> pymunk.Space:
    """An empty space with gravity and solver settings from the spec."""
    s = spec.sim
    space = pymunk.Space()
    space.gravity = (0.0, -s.gravity)
    space.iterations = s.iterations
    # Sleeping: bodies idle this long stop costing anything until touched.
    space.sleep_time_threshold = s.sleep_time
    space.idle_speed_threshold = s.rest_speed
    # Allowed overlap before pushing apart; the default (0.1) assumes pixels.
    space.collision_slop = 0.0002
    # Share of an overlap pushed out per 1/60 s. Chipmunk's 10% lets a drink
    # that hit hard sit a few millimetres inside the table when it falls asleep.
    space.collision_bias = (1.0 - s.overlap_correction) ** 60
    return space
