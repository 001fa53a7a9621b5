"""The field as a pymunk space seen from above: footprints, table friction, crates as walls.

There is no gravity in this plane.  The table's friction is a pivot joint
from a moving drink to the static body with no positional bias, so it only
ever brakes (the tank of pymunk's examples); its force limit is Coulomb
friction, ``μ m g``.  A drink flicked at speed v slides ``v**2 / (2 μ g)``
on an empty table, and a push weaker than its friction does not move it.
Its turning is braked once a frame by the friction torque about its own
axis (:attr:`Track.spin_brake`, applied by the run).

A drink's footprint depends on how it is: a disc (a square for the square
bottle) while standing or leaning, its side profile while lying.  Knocking
one over swaps its shapes (:meth:`TabletopWorld.set_state`).

**Resting drinks are scenery.**  A drink that is not moving is a static
shape (free to step), and only once something moving comes near it
(:meth:`TabletopWorld.near`): until then it is an entry in a short list.
The first contact with a moving drink makes it a body
(:meth:`TabletopWorld.activate`, called between steps), and a body that has
been still for a while becomes scenery again.  So a flick across a crowded
field only ever builds and simulates the few drinks it comes near: that
keeps a flick hundreds of times faster than real time.  Crates are
static boxes.  Nothing else bounds the world: friction stops every drink
within half a metre, and a drink that leaves the field is put back.  No pygame, no game rules.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any

import pymunk

from ..fast import dress, handle
from ..geometry import Point, drink_profile, inset_convex, polygon_area
from ..spec import DrinkShape
from .chipmunk import (
    add_body,
    add_shapes,
    body_pose,
    circle,
    gripped_body,
    moment,
    poly,
    release,
    remove_body,
    remove_shapes,
    set_filter,
    set_mass,
    set_max_force,
    set_pose,
    static_body,
)
from .field import LYING, STANDING, FieldCoin, FieldCrate, FieldDrink, FieldError, FieldState
from .overlap import depth
from .spec import TabletopSpec
from .tipping import Tipping


class Kind(IntEnum):
    """Collision types."""

    DRINK = 1  # a drink moving (a body)
    RESTING = 2  # a drink at rest (a static shape)
    CRATE = 3


# A drink that left the field (A5) is out of play until it is put back: it
# passes through the drinks and still meets the walls.  Probes (a footprint
# tried somewhere before a drink is put there) see drinks and walls.
DRINK_CAT, OUT_CAT, WALL_CAT, PROBE_CAT = 0b0001, 0b0010, 0b0100, 0b1000
IN_FILTER = pymunk.ShapeFilter(categories=DRINK_CAT, mask=DRINK_CAT | WALL_CAT | PROBE_CAT)
OUT_FILTER = pymunk.ShapeFilter(categories=OUT_CAT, mask=WALL_CAT)
WALL_FILTER = pymunk.ShapeFilter(categories=WALL_CAT, mask=DRINK_CAT | OUT_CAT | PROBE_CAT)
PROBE_FILTER = pymunk.ShapeFilter(categories=PROBE_CAT, mask=DRINK_CAT | WALL_CAT)
NEAR_SLACK = 0.005  # m: resting drinks built this much beyond what a moving one could reach in two frames
SQUARE_BASE_ARM = 0.3826  # mean distance from the centre of a unit square: the lever of friction turning it
OVERLAP_CORRECTION = 0.5
OVERLAP_OK = 0.0005  # m of overlap a placement may have: contact slop, not a drink inside another
# The per-frame tests of a squared distance against a limit were always made with ``**``, a pow()
# per square that can differ from a product in the last bit.  A product sum further than this share
# from the limit decides alike (the two sums differ by ~1e-16 of themselves, ten million times less),
# so only a sum within it pays for the ``**`` that decides: the same decisions, without two pow() per test.
SURE = 1e-9


@dataclass(slots=True)
class Track:
    """One drink in the world and what has happened to it."""

    drink: str
    shape: DrinkShape
    tip: Tipping
    state: str
    x: float  # pose while it rests (a body's pose while it moves)
    y: float
    body_angle: float
    body: pymunk.Body | None = None  # None while it rests
    handle: Any = None  # the body's handle for :mod:`..fast`'s getters and setters, while it moves
    shapes: list[pymunk.Shape] = field(default_factory=list)
    pivot: pymunk.PivotJoint | None = None  # the table's grip, while it moves
    spin_brake: float = 0.0  # rad/s^2: the friction torque over its moment of inertia
    last_pos: tuple[float, float] = (0.0, 0.0)
    coin: str | None = None
    out: bool = False  # left the field, waiting to be put back
    still: int = 0  # frames it has been still (while it moves)
    index: int = 0  # in the field's drinks
    reach: float = 0.0  # how far its footprint extends from its centre (see :func:`reach`)
    near_at: tuple[float, float] | None = None  # where (moving) it last had its surroundings built
    near_room: float = 0.0  # how far it may move from there before they are built again
    near_room2: float = 0.0  # near_room**2

    @property
    def top(self) -> float:
        """Its highest point above the table: where it can meet another drink."""
        return self.shape.height if self.state == STANDING else self.shape.width

    def pose(self) -> tuple[float, float, float]:
        """(x, y, body angle) now."""
        b = self.body
        if b is None:
            return self.x, self.y, self.body_angle
        return body_pose(b)

    def to_field(self) -> FieldDrink:
        x, y, a = self.pose()
        return FieldDrink(self.drink, x, y, self.state, body_to_angle(self.state, a))


def angle_to_body(state: str, angle_deg: float) -> float:
    """The body's rotation for a field angle: a lying drink's profile runs along local +y."""
    a = math.radians(angle_deg)
    return a if state == STANDING else a - math.pi / 2


def body_to_angle(state: str, body_angle: float) -> float:
    a = body_angle if state == STANDING else body_angle + math.pi / 2
    return math.degrees(a) % 360.0


def unit(angle_deg: float) -> Point:
    a = math.radians(angle_deg)
    return (math.cos(a), math.sin(a))


@functools.cache
def _lying_parts(shape: DrinkShape, radius: float) -> tuple[tuple[tuple[Point, ...], float], ...]:
    """(inset vertices, share of the mass) per convex part of the side profile."""
    parts = drink_profile(shape)
    total = sum(polygon_area(p) for p in parts)
    return tuple((tuple(inset_convex(p, radius)), polygon_area(p) / total) for p in parts)


def base_offset(shape: DrinkShape) -> float:
    """From a lying drink's centroid back to its base face, along its axis."""
    return -min(y for part in drink_profile(shape) for _, y in part)


def reach(shape: DrinkShape, state: str) -> float:
    """How far its footprint extends from its centre, at most (cached per shape name and state)."""
    key = (shape.name, state, shape.width, shape.height)
    hit = _REACH.get(key)
    if hit is None:
        hit = _REACH[key] = _reach(shape, state)
    return hit


_REACH: dict[tuple[str, str, float, float], float] = {}


def drink_reach(spec: TabletopSpec, drink_id: str, state: str) -> float:
    """:func:`reach` of a drink by its id, kept in ``spec.reach_by_id`` (:meth:`TabletopWorld.near` asks it often)."""
    r = spec.reach_by_id[(drink_id, state)] = reach(spec.shape_of(drink_id), state)
    return r


def _reach(shape: DrinkShape, state: str) -> float:
    if state == LYING:
        return max(math.hypot(x, y) for part in drink_profile(shape) for x, y in part)
    return shape.width / 2 * (math.sqrt(2.0) if shape.name == "square_bottle" else 1.0)


MAX_REACH = 0.06  # m: more than any drink's reach (a lying longest bottle: 30 mm); near's grid relies on it
GRID = 0.1  # m: the side of a square of the grid the unbuilt drinks are sorted into (see TabletopWorld.near)
GRID_SLACK = 1e-9  # m: squares looked at reach this much further than needed (rounding)
FAR_AWAY = 1e9  # m: a place (or NaN) beyond this is in no square of the grid


def footprint(spec: TabletopSpec, shape: DrinkShape, state: str) -> list[tuple[tuple[Point, ...], float, float]]:
    """The footprint as (vertices, or one centre for a disc; radius; share of the mass), local metres."""
    return list(_footprint(spec.corner_radius, shape, state))


@functools.cache
def _footprint(r: float, shape: DrinkShape, state: str) -> tuple[tuple[tuple[Point, ...], float, float], ...]:
    if state == LYING:
        return tuple((verts, r, share) for verts, share in _lying_parts(shape, r))
    if shape.name == "square_bottle":
        h = shape.width / 2 - r
        return ((((-h, -h), (h, -h), (h, h), (-h, h)), r, 1.0),)
    return ((((0.0, 0.0),), shape.width / 2, 1.0),)


def make_shapes(
    spec: TabletopSpec,
    shape: DrinkShape,
    state: str,
    body: pymunk.Body,
    pose: tuple[float, float, float] | None = None,
    shape_filter: pymunk.ShapeFilter = IN_FILTER,
    kind: int = 0,
) -> list[pymunk.Shape]:
    """The footprint as pymunk shapes on ``body``; with ``pose``, placed in the world (on a static body)."""
    out: list[pymunk.Shape] = []
    own = spec.shapes.get(shape.name) is shape  # then kept by name: hashing a DrinkShape for _footprint's cache costs more
    parts = spec.footprints.get((shape.name, state)) if own else None
    if parts is None:
        parts = _footprint(spec.corner_radius, shape, state)
        if own:
            spec.footprints[(shape.name, state)] = parts
    friction, elasticity = shape.material.friction, shape.material.elasticity
    if pose is not None:
        x, y, a = pose
        if len(parts) == 1 and len(parts[0][0]) == 1 and parts[0][0][0] == (0.0, 0.0):  # a disc about its centre: (x, y) exactly
            disc = circle(body, parts[0][1], (x, y))
            dress(disc, friction, elasticity, shape_filter, kind)
            return [disc]
        c, s = math.cos(a), math.sin(a)
    for verts, radius, share in parts:
        if pose is not None:
            verts = tuple((x + vx * c - vy * s, y + vx * s + vy * c) for vx, vy in verts)
        made: pymunk.Shape
        made = circle(body, radius, verts[0]) if len(verts) == 1 else poly(body, verts, radius)
        if pose is None:
            set_mass(made, shape.mass * share)
        dress(made, friction, elasticity, shape_filter, kind)
        out.append(made)
    return out


def crate_corners(spec: TabletopSpec, crate: FieldCrate) -> list[Point]:
    """The crate's outline on the field (metres), corners in order."""
    hl, hw = spec.crate.length / 2, spec.crate.width / 2
    c, s = math.cos(math.radians(crate.angle)), math.sin(math.radians(crate.angle))
    return [(crate.x + x * c - y * s, crate.y + x * s + y * c) for x, y in ((-hl, -hw), (hl, -hw), (hl, hw), (-hl, hw))]


def new_space(spec: TabletopSpec) -> pymunk.Space:
    space = pymunk.Space()
    space.gravity = (0.0, 0.0)  # seen from above: the table's weight is in the friction joints
    space.iterations = spec.sim.iterations
    space.collision_slop = 0.0002  # metres: the default assumes pixels
    # Share of an overlap pushed out per 1/60 s (pymunk's 10% leaves a drink pressed
    # into a crate a millimetre deep when it comes to rest).
    space.collision_bias = (1.0 - OVERLAP_CORRECTION) ** 60
    return space


class TabletopWorld:
    """A field built into a pymunk space (see the module docstring)."""

    def __init__(self, spec: TabletopSpec, state: FieldState) -> None:
        self.spec = spec
        self.field = state
        self.space = new_space(spec)
        self.owner: dict[int, str] = {}  # id(static shape) -> crate id; id(drink shape) -> drink id
        self.drinks = state.drinks
        self.tracks: list[Track | None] = [None] * len(state.drinks)  # made when first needed
        self.index = {d.id: i for i, d in enumerate(state.drinks)}
        self.moving: list[Track] = []  # the drinks that are bodies now, in the order they started
        self.coins: tuple[FieldCoin, ...] = state.coins
        self.unbuilt: set[int] = set(range(len(state.drinks)))  # resting drinks with no shapes yet
        # The unbuilt drinks and crates by square of the grid, so that :meth:`near` looks only at
        # the squares around a point, not at the whole field: a drink by its index, crate i as
        # i - len(crates) (negative: crates sort first, in their order, and are built first).
        self._cells: dict[tuple[int, int], list[int]] = {}
        self._cell_of: list[tuple[int, int] | None] = []
        self._nowhere: list[int] = []  # drinks at no sensible place (check_inside refuses them): looked at always
        # (x, y, r**2, id, r**2 enlarged by SURE: a product sum beyond it is surely outside), the last laid on top first
        self.coin_discs: list[tuple[float, float, float, str, float]] = []
        boxes = []  # each coin's square, enlarged by SURE: a drink outside them all is surely on no coin
        for coin in reversed(state.coins):
            r = spec.coin_radius(coin.value)
            r2, wide = r**2, r * (1.0 + SURE)
            self.coin_discs.append((coin.x, coin.y, r2, coin.id, r2 * (1.0 + SURE)))
            boxes.append((coin.x - wide, coin.x + wide, coin.y - wide, coin.y + wide))
        # All the coins' squares in one (a moving drink outside it is on none): x0, x1, y0, y1.
        self.coin_box = (
            (min(b[0] for b in boxes), max(b[1] for b in boxes), min(b[2] for b in boxes), max(b[3] for b in boxes))
            if boxes
            else (math.inf, -math.inf, math.inf, -math.inf)
        )
        self._by_coin: set[int] = set()  # the drinks (as they were) in a coin's square, for coins_under
        self._outside: int | None = None  # the first drink off the field, for check_inside
        # One pass over the drinks for all of that: a flick's own work is hardly more than this.
        x0, y0, x1, y1 = state.bounds
        sane = -FAR_AWAY < x0 and x1 < FAR_AWAY and -FAR_AWAY < y0 and y1 < FAR_AWAY
        cells, cell_of, floor = self._cells, self._cell_of, math.floor
        for i, d in enumerate(state.drinks):
            x, y = d.x, d.y
            for bx0, bx1, by0, by1 in boxes:
                if bx0 <= x <= bx1 and by0 <= y <= by1:
                    self._by_coin.add(i)
            if not (x0 <= x <= x1 and y0 <= y <= y1 and sane):
                if self._outside is None and not (x0 <= x <= x1 and y0 <= y <= y1):
                    self._outside = i
                if not (-FAR_AWAY < x < FAR_AWAY and -FAR_AWAY < y < FAR_AWAY):
                    self._nowhere.append(i)
                    cell_of.append(None)
                    continue
            cell = (floor(x / GRID), floor(y / GRID))
            held = cells.get(cell)
            if held is None:
                cells[cell] = [i]
            else:
                held.append(i)
            cell_of.append(cell)
        self._probe: pymunk.Body | None = None  # made on the first probe: most flicks never need one
        self._probes: dict[tuple[DrinkShape, str], list[pymunk.Shape]] = {}
        self._retired: list[Any] = []  # bodies and joints taken out of the space
        # Crates are built, like resting drinks, when something comes near (a crate reaches less far
        # than MAX_REACH from its centre, so the squares that hold the drinks in reach hold it too).
        self._crate_reach = math.hypot(spec.crate.length, spec.crate.width) / 2
        assert self._crate_reach < MAX_REACH
        self._crates_left = n = len(state.crates)
        for i, c in enumerate(state.crates):
            cells.setdefault((math.floor(c.x / GRID), math.floor(c.y / GRID)), []).append(i - n)

    def track(self, drink_id: str) -> Track:
        """The drink's track (made on first use)."""
        i = self.index[drink_id]
        t = self.tracks[i]
        return t if t is not None else self._make_track(i)

    def _make_track(self, i: int) -> Track:
        d = self.drinks[i]
        shape = self.spec.shape_of(d.id)
        t = Track(d.id, shape, self.spec.tips[shape.name], d.state, d.x, d.y, angle_to_body(d.state, d.angle), last_pos=(d.x, d.y))
        t.index, t.reach = i, reach(shape, d.state)
        t.coin = self.coin_under(d.x, d.y) if i in self._by_coin else None  # see coins_under
        self.tracks[i] = t
        return t

    def made(self) -> list[Track]:
        """The drinks that have a track (everything a flick came near)."""
        return [t for t in self.tracks if t is not None]

    def check_inside(self) -> None:
        """Raise :class:`FieldError` for a drink off the field (the first, found while the world was made)."""
        if self._outside is not None:
            d = self.drinks[self._outside]
            raise FieldError(f"{d.id} stands outside the field {self.field.bounds}: put it back on the field first")

    def check_clear(self) -> None:
        """Raise :class:`FieldError` for a drink off the field, inside a crate or inside another drink."""
        self.check_inside()
        for d in self.drinks:
            t = self.track(d.id)
            self.near(t.x, t.y, t.reach)
            for kind, other, deep in self.overlaps(t.shapes, ignore=t):
                raise FieldError(f"{t.drink} is {deep * 1000:.1f} mm inside {other} ({kind}): move it clear first")

    # ------------------------------------------------------------ building on approach

    def near(self, x: float, y: float, radius: float) -> None:
        """Build the crates and resting drinks whose footprint may reach within ``radius`` of ``(x, y)``."""
        unbuilt = self.unbuilt
        if not unbuilt and not self._crates_left:
            return
        far = radius + MAX_REACH
        if -FAR_AWAY < x < FAR_AWAY and -FAR_AWAY < y < FAR_AWAY and far < FAR_AWAY:
            found = self._around(x, y, far + GRID_SLACK)
        else:  # a point at no sensible place: everything is looked at
            found = sorted([k for cell in self._cells.values() for k in cell] + self._nowhere)
        if not found:
            return
        tracks, drinks, far2, reaches = self.tracks, self.drinks, far * far, self.spec.reach_by_id
        far_out = far2 * (1.0 + SURE)  # a product sum beyond it is surely beyond far2 (see SURE)
        crates = self.field.crates
        crate_far2 = (radius + self._crate_reach) ** 2
        crate_out = crate_far2 * (1.0 + SURE)
        for k in found:
            if k < 0:
                crate = crates[k + len(crates)]
                dx, dy = crate.x - x, crate.y - y
                if dx * dx + dy * dy <= crate_out and dx**2 + dy**2 <= crate_far2:
                    self._build_crate(k)
                continue
            t = tracks[k]
            if t is None:
                d = drinks[k]
                dx, dy = d.x - x, d.y - y
                d2 = dx * dx + dy * dy
                if d2 > far_out:
                    continue
                r = reaches.get((d.id, d.state))
                if r is None:
                    r = drink_reach(self.spec, d.id, d.state)
                out = radius + r
                if d2 > out * out * (1.0 + SURE):  # surely beyond (radius + r) ** 2: the test below would say so
                    continue
                gap2 = dx**2 + dy**2
                if gap2 > far2 or gap2 > (radius + r) ** 2:
                    continue
                t = self._make_track(k)
            elif (t.x - x) ** 2 + (t.y - y) ** 2 > (radius + t.reach) ** 2:
                continue
            self._unlist(k)
            self._rest_shapes(t)

    def _around(self, x: float, y: float, look: float) -> list[int]:
        """The unbuilt crates, then drinks (each in field order), in the grid's squares within ``look`` of ``(x, y)`` along x and y."""
        gx0, gx1 = math.floor((x - look) / GRID), math.floor((x + look) / GRID)
        gy0, gy1 = math.floor((y - look) / GRID), math.floor((y + look) / GRID)
        get = self._cells.get
        found: list[int] = []
        for gx in range(gx0, gx1 + 1):
            for gy in range(gy0, gy1 + 1):
                cell = get((gx, gy))
                if cell:
                    found += cell
        if self._nowhere:
            found += self._nowhere
        if len(found) > 1:
            found.sort()  # built in field order, as a pass over the whole field would
        return found

    def _unlist(self, k: int) -> None:
        """Drink ``k`` has shapes (or a body) now: :meth:`near` need not look at it again."""
        if k in self.unbuilt:
            self.unbuilt.discard(k)
            cell = self._cell_of[k]
            (self._nowhere if cell is None else self._cells[cell]).remove(k)

    def _build_crate(self, code: int) -> None:
        """Build crate ``code`` (its index - the number of crates): :meth:`near` found it within reach."""
        crates = self.field.crates
        crate = crates[code + len(crates)]
        self._cells[(math.floor(crate.x / GRID), math.floor(crate.y / GRID))].remove(code)
        self._crates_left -= 1
        wall = poly(static_body(self.space), crate_corners(self.spec, crate), 0.0)
        dress(wall, *self.spec.crate_material, WALL_FILTER, Kind.CRATE)
        add_shapes(self.space, [wall])
        self.owner[id(wall)] = crate.id

    def near_moving(self, t: Track, frame_move: float) -> None:
        """Keep the surroundings of a moving drink built: all it could touch before the next look.

        ``frame_move`` bounds how far any drink moves in a frame (the
        fastest one's speed: a blow never sends a drink off faster than its
        striker came).  What lies within two frames' travel is built; the
        next look comes before the drink has used up the first of them.
        """
        x, y = t.last_pos
        at = t.near_at
        if at is not None and (x - at[0]) ** 2 + (y - at[1]) ** 2 < t.near_room2:
            return
        t.near_at = (x, y)
        t.near_room = frame_move + NEAR_SLACK
        t.near_room2 = t.near_room**2
        self.near(x, y, t.reach + 2 * frame_move + NEAR_SLACK)

    # ------------------------------------------------------------ resting / moving

    def _rest_shapes(self, t: Track) -> None:
        t.shapes = make_shapes(self.spec, t.shape, t.state, static_body(self.space), (t.x, t.y, t.body_angle), OUT_FILTER if t.out else IN_FILTER, Kind.RESTING)
        for s in t.shapes:
            self.owner[id(s)] = t.drink
        add_shapes(self.space, t.shapes)

    def _drop_shapes(self, t: Track) -> None:
        for s in t.shapes:
            self.owner.pop(id(s), None)
        remove_shapes(self.space, t.shapes)
        t.shapes = []

    def activate(self, t: Track) -> None:
        """A resting drink becomes a body (something touched it)."""
        if t.body is not None:
            return
        if t.shapes:
            self._drop_shapes(t)
        else:
            self._unlist(t.index)
        body, pivot = gripped_body(static_body(self.space), (t.x, t.y), t.body_angle, 0.0)  # max_bias 0: brake only, never pull back
        t.body, t.pivot, t.still, t.near_at, t.handle = body, pivot, 0, None, handle(body)
        t.last_pos = (t.x, t.y)
        t.shapes = self._body_shapes(t)
        add_body(self.space, body, t.shapes, pivot)
        self.update_friction(t)
        self.moving.append(t)

    def settle(self, t: Track) -> None:
        """A body that stays still becomes scenery again, where it is."""
        body = t.body
        if body is None:
            return
        t.x, t.y, t.body_angle = t.pose()
        self._drop_shapes(t)
        remove_body(self.space, body, t.pivot)
        self._retired += (body, t.pivot)  # for close(), with the shapes the space keeps
        t.body, t.pivot, t.handle = None, None, None
        self.moving.remove(t)
        self._rest_shapes(t)

    def _body_shapes(self, t: Track) -> list[pymunk.Shape]:
        assert t.body is not None
        shapes = make_shapes(self.spec, t.shape, t.state, t.body, None, OUT_FILTER if t.out else IN_FILTER, Kind.DRINK)
        for s in shapes:
            self.owner[id(s)] = t.drink
        return shapes

    # ------------------------------------------------------------ friction

    def update_friction(self, t: Track) -> None:
        """Friction limits for the drink's state and what it stands on (a coin is slipperier)."""
        if t.pivot is None or t.body is None:
            return
        spec, s = self.spec, t.shape
        weight = s.mass * spec.sim.gravity
        if t.state == LYING:
            mu, arm = spec.lying_friction, s.height / 4  # a rod turning about its middle
        else:
            mu = spec.coin_friction if t.coin is not None else spec.friction
            arm = SQUARE_BASE_ARM * s.width if s.name == "square_bottle" else s.width / 3  # (2/3) r of a disc
        set_max_force(t.pivot, mu * weight)
        t.spin_brake = mu * weight * arm / moment(t.body)

    def coin_under(self, x: float, y: float) -> str | None:
        """The coin whose face holds the point, if any (the last laid on top wins)."""
        for cx, cy, r2, coin, _ in self.coin_discs:
            if (x - cx) ** 2 + (y - cy) ** 2 <= r2:
                return coin
        return None

    # ------------------------------------------------------------ states

    def set_state(self, t: Track, state: str, position: Point, body_angle: float) -> None:
        """Swap a drink's footprint (knocked over), moving it to ``position``."""
        t.state = state
        t.reach = reach(t.shape, state)
        if t.body is None:
            if t.shapes:
                self._drop_shapes(t)
            else:
                self._unlist(t.index)
            t.x, t.y, t.body_angle = position[0], position[1], body_angle
            self._rest_shapes(t)
            return
        self._drop_shapes(t)
        set_pose(t.body, position, body_angle)
        t.shapes = self._body_shapes(t)
        add_shapes(self.space, t.shapes)
        self.update_friction(t)

    def set_out(self, t: Track, out: bool) -> None:
        t.out = out
        for s in t.shapes:
            set_filter(s, OUT_FILTER if out else IN_FILTER)

    def place(self, t: Track, position: Point) -> None:
        """Stand a drink, stopped, at ``position`` (put back after leaving the field)."""
        if t.body is not None:
            t.body.position = position
            t.body.velocity, t.body.angular_velocity = (0.0, 0.0), 0.0
            self.settle(t)
        else:
            self.set_state(t, t.state, position, t.body_angle)
        t.last_pos = position
        t.coin = self.coin_under(*position)

    # ------------------------------------------------------------ queries

    def probe(self, shape: DrinkShape, state: str, position: Point, body_angle: float) -> list[pymunk.Shape]:
        """Footprint shapes at a pose, on a body outside the space, for :meth:`overlaps` (the same shapes
        for the same footprint each time, moved: valid until the next probe)."""
        body = self._probe
        if body is None:
            body = self._probe = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        set_pose(body, position, body_angle)
        key = (shape, state)
        made = self._probes.get(key)  # the same footprint tried again: its shapes follow the probe body
        if made is None:
            made = self._probes[key] = make_shapes(self.spec, shape, state, body, None, PROBE_FILTER)
        return made

    def overlaps(self, shapes: list[pymunk.Shape], ignore: Track | None = None, slack: float = OVERLAP_OK) -> list[tuple[str, str, float]]:
        """What the shapes overlap by more than ``slack``: (``crate`` or ``drink``, id, depth)."""
        hits: list[tuple[str, str, float]] = []
        seen: set[str] = set()
        for shape in shapes:
            bb = shape.cache_bb()
            self.near((bb.left + bb.right) / 2, (bb.bottom + bb.top) / 2, math.hypot(bb.right - bb.left, bb.top - bb.bottom) / 2)
            for info in self.space.shape_query(shape):
                other = info.shape
                if other is None or other in shapes:
                    continue
                deep = depth(shape, other)  # not pymunk's distance: see .overlap
                if deep <= slack:
                    continue
                kind = other.collision_type
                if kind in (Kind.DRINK, Kind.RESTING):
                    i = self.index.get(self.owner.get(id(other), ""))
                    t = self.tracks[i] if i is not None else None
                    if t is None or t is ignore or t.out or t.drink in seen:
                        continue
                    hits.append(("drink", t.drink, deep))
                    seen.add(t.drink)
                elif kind == Kind.CRATE:
                    hits.append(("crate", self.owner.get(id(other), "crate"), deep))
        return hits

    def close(self) -> None:
        """Done with the space (see :func:`.chipmunk.release`): no step, query or change after this."""
        others: list[object] = [s for made in self._probes.values() for s in made] + self._retired
        if self._probe is not None:
            others.append(self._probe)
        release(self.space, others)

    def field_state(self) -> FieldState:
        """The field as it is now (drinks in their original order; those never touched exactly as they were)."""
        drinks = tuple(d if t is None else t.to_field() for d, t in zip(self.drinks, self.tracks))
        return FieldState(self.field.bounds, drinks, self.field.crates, self.field.coins)

    def poses(self) -> tuple[tuple[str, float, float, float, str], ...]:
        """Every drink now: (id, x, y, angle, state), in field order."""
        out = []
        for d, t in zip(self.drinks, self.tracks):
            if t is None:
                out.append((d.id, d.x, d.y, d.angle, d.state))
            else:
                x, y, a = t.pose()
                out.append((t.drink, x, y, body_to_angle(t.state, a), t.state))
        return tuple(out)

    def coins_under(self) -> dict[str, str]:
        """drink -> the coin it stands on, for every drink on a coin."""
        out: dict[str, str] = {}
        discs = self.coin_discs
        if not discs:
            return out
        by_coin = self._by_coin
        for i, t in enumerate(self.tracks):
            if t is None:
                if i not in by_coin:
                    continue  # in no coin's square (FieldDrink coordinates never change): surely on none
                d = self.drinks[i]
                x, y, coin = d.x, d.y, None  # coin_under, inline
                for cx, cy, r2, cid, surely_out in discs:
                    dx, dy = x - cx, y - cy
                    if dx * dx + dy * dy <= surely_out and dx**2 + dy**2 <= r2:  # see SURE
                        coin = cid
                        break
            else:
                coin = t.coin
            if coin is not None:
                out[self.drinks[i].id] = coin
        return out
