"""A fixed-step pymunk world with drinks in it: stepping, rest detection, drawing data.

:class:`Simulation` knows nothing about games or about what counts as "out";
the insertion runs (:mod:`.run`, :mod:`.inverted`) watch it frame by frame.
"""

from __future__ import annotations

import functools
import math
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pymunk

from .fast import body_memory, get_angle, get_position, handle, in_step, multi_stepper, read_body, set_spin, set_velocity
from .geometry import Polygon, drink_profile, polygon_area, segment_quad
from .spec import DrinkShape, TowerSpec
from .state import DrinkPose
from .world import FixtureKit, Kind, Piece, add_drink, add_pieces, lend_fixtures, lend_probe, new_space, table_pieces


@dataclass(slots=True)  # slots: the per-frame loops read and write its fields for every drink
class Track:
    """One drink in the simulation and what has happened to it."""

    drink: str
    shape: DrinkShape
    parts: list[Polygon]  # the true profile, local coordinates
    reach: float  # farthest profile point from the centroid
    area: float  # of the true profile
    body: pymunk.Body
    was_jammed: bool = False
    thrown: bool = False
    status: str = "outside"  # outside / inside / out
    entered: bool = False
    exit_order: int = 0
    exit_time: float = 0.0
    last_pos: tuple[float, float] = (0.0, 0.0)  # at the end of the latest frame (read once per frame)
    last_speed: float = 0.0  # m/s at the end of the latest frame
    rescues: int = 0  # frames in which a solver blow-up was undone
    clear: bool = False  # out and wholly past the front face: no longer touches other drinks
    collected: bool = False  # taken from the exit by hand: no longer in the space
    grazed: bool = False  # a thrown drink touched the machine outside the slot
    touched: bool = False  # a thrown drink touched the machine at all
    released: bool = False  # came out while drinks at the exit were being taken (T17)
    quiet: bool = False  # asleep at its last status check, which changed nothing (see TowerRun.update_statuses)
    asleep: bool = False  # the body slept at the end of the latest frame (read once per frame)
    handle: Any = None  # the body's handle for .fast's getters and setters
    memory: Any = None  # the body's bytes for .fast's read_body

    def world_parts(self) -> list[Polygon]:
        """The profile in world coordinates."""
        a, p = get_angle(self.handle), get_position(self.handle)  # Chipmunk's getters: no Vec2d on the way
        c, s = math.cos(a), math.sin(a)
        px, py = p.x, p.y
        return [[(px + x * c - y * s, py + x * s + y * c) for x, y in part] for part in self.parts]

    def pose(self) -> DrinkPose:
        b = self.body
        return DrinkPose(self.drink, b.position.x, b.position.y, b.angle, b.velocity.x, b.velocity.y, b.angular_velocity)


def safe_move(spec: TowerSpec) -> float:
    """The furthest a drink may move in one physics step (m).

    pymunk has no continuous collision: a drink must never move further in
    one step than (thinnest scenery + narrowest drink) x safety, or it could
    skip through a shelf.
    """
    thinnest = min(spec.machine.shelf_thickness, spec.machine.wall_thickness, 2 * spec.machine.rod_radius, spec.insertion["funnel_thickness"])
    narrowest = min(d.width for d in spec.shapes.values())
    return spec.sim.tunnel_safety * (thinnest + narrowest)


def speed_limit(spec: TowerSpec) -> float:
    """The fastest a drink may move (m/s) at the base number of substeps.

    Faster drinks (throws) are stepped in more, shorter substeps: see
    :meth:`Simulation.step_frame`. A drink that is hit never gains more
    speed than this, so a solver blow-up cannot fling it.
    """
    return safe_move(spec) / spec.sim.step_dt


def throw_speed_limit(spec: TowerSpec) -> float:
    """The hardest throw (m/s): no faster than the most substeps can follow."""
    return min(spec.throw["max_speed"], safe_move(spec) * spec.sim.max_substeps / spec.sim.frame_dt)


@functools.cache
def _profile_facts(shape: DrinkShape) -> tuple[list[Polygon], float, float]:
    """(profile parts, reach, area) of a shape; parts are shared, never mutated."""
    parts = drink_profile(shape)
    reach = max(math.hypot(x, y) for part in parts for x, y in part)
    return parts, reach, sum(abs(polygon_area(p)) for p in parts)


def pose_parts(spec: TowerSpec, pose: DrinkPose) -> list[Polygon]:
    """A drink's profile placed at *pose*, in world coordinates."""
    parts, _, _ = _profile_facts(spec.shape_of(pose.drink))
    c, s = math.cos(pose.angle), math.sin(pose.angle)
    return [[(pose.x + x * c - y * s, pose.y + x * s + y * c) for x, y in part] for part in parts]


def _give_back(kits: list[tuple[FixtureKit, list[FixtureKit]]]) -> None:
    for kit, shelf in kits:
        kit.give_back(shelf)


@dataclass
class SceneryItem:
    kind: Kind
    piece: Piece
    body: pymunk.Body


class Simulation:
    """A space with the table, scenery and drinks, stepped a frame at a time."""

    def __init__(self, spec: TowerSpec) -> None:
        self.spec = spec
        self.space = new_space(spec)
        self.time = 0.0
        self.frames = 0
        self.still_frames = 0
        self.tracks: list[Track] = []
        self.live: list[Track] = []  # the tracks not collected, in the same order: what the per-frame loops visit
        self.scenery: list[SceneryItem] = []
        self._by_body: dict[int, Track] = {}
        self._steps = multi_stepper(self.space)
        self._kits: list[tuple[FixtureKit, list[FixtureKit]]] = []
        # Lent fixtures go back to their shelf when this simulation is gone (not at exit: nothing would reuse them).
        weakref.finalize(self, _give_back, self._kits).atexit = False
        self.add_fixtures("table", table_pieces, Kind.TABLE)
        s = spec.sim
        self.safe_move = safe_move(spec)
        self.max_speed = speed_limit(spec)
        self.longest_half = max(d.height for d in spec.shapes.values()) / 2
        # The same limit for the tip of a spinning bottle.
        self.max_spin = self.max_speed / self.longest_half
        # In one frame a drink gains at most this much speed by falling.
        self.gain = 1.5 * s.gravity * s.frame_dt
        self.fastest = 0.0  # m/s, the fastest drink (tip of a spin included) after the last frame
        # No drink's centre can be this low (half the narrowest drink over the table): lower, it was pushed into it.
        self.lowest = min(d.width for d in spec.shapes.values()) / 4
        self.substeps = s.substeps
        # Asked every frame: computed once.
        self.fewest, self.most, self.frame_dt = s.fewest_substeps, s.max_substeps, s.frame_dt
        self.rest_frames = s.rest_frames
        self.rest2, self.rest_spin = s.rest_speed * s.rest_speed, s.rest_spin

    # -- building ---------------------------------------------------------
    def add_scenery(self, pieces: list[Piece], kind: Kind, body: pymunk.Body | None = None) -> list[pymunk.Shape]:
        body = body if body is not None else self.space.static_body
        self.scenery += [SceneryItem(kind, p, body) for p in pieces]
        return add_pieces(self.space, body, pieces, kind)

    def add_fixtures(self, name: str, pieces: Callable[[TowerSpec], list[Piece]], kind: Kind) -> None:
        """Add scenery that never changes for a spec (table, machine, hands), lent from a shelf (see :class:`~.world.FixtureKit`)."""
        kit, shelf = lend_fixtures(self.space, self.spec, name, pieces, kind)
        self._kits.append((kit, shelf))
        self.scenery += [SceneryItem(kind, p, kit.body) for p in kit.pieces]

    def add_drink(self, pose: DrinkPose, shape: DrinkShape, *, was_jammed: bool = False, thrown: bool = False) -> Track:
        body = add_drink(self.space, self.spec, shape, (pose.x, pose.y), pose.angle, (pose.vx, pose.vy), pose.spin)
        parts, reach, area = _profile_facts(shape)
        track = Track(pose.drink, shape, parts, reach, area, body, was_jammed=was_jammed, thrown=thrown)
        track.last_pos = (pose.x, pose.y)
        track.handle, track.memory = handle(body), body_memory(body)
        track.last_speed = math.hypot(pose.vx, pose.vy) + abs(pose.spin) * reach
        self.fastest = max(self.fastest, track.last_speed)
        self.tracks.append(track)
        self.live.append(track)
        self._by_body[id(body)] = track
        return track

    def remove_drink(self, track: Track) -> None:
        """Take a drink out of the world (collected by hand); its track keeps its last pose."""
        self.space.remove(track.body, *track.body.shapes)
        track.collected = True
        self.live.remove(track)
        self.still_frames = 0
        for t in self.live:  # what leaned on it may move now
            t.body.activate()

    def free_space(self, pose: DrinkPose, shape: DrinkShape) -> bool:
        """Whether a drink placed at *pose* would overlap nothing (a drink waiting in the hand checks first)."""
        probe, shelf = lend_probe(self.spec, shape)
        try:
            return not probe.overlaps(self.space, pose.x, pose.y, pose.angle)
        finally:
            shelf.append(probe)

    def track_of(self, body: pymunk.Body | None) -> Track | None:
        return self._by_body.get(id(body))

    # -- stepping ---------------------------------------------------------
    def step_frame(self) -> None:
        """Advance one frame, then clamp speeds and check rest.

        The frame is cut into the base number of substeps, or more while a
        drink is fast (a throw in flight), so that no drink moves further
        than ``safe_move`` in one step. The count depends only on the state,
        so it is as deterministic as the rest.
        """
        space, frame_dt = self.space, self.frame_dt
        need = math.ceil((self.fastest + self.gain) * frame_dt / self.safe_move)
        n = need if need > self.fewest else self.fewest  # min(max(fewest, need), most), without two calls
        if n > self.most:
            n = self.most
        self.substeps = n
        dt = frame_dt / n
        # The first through pymunk when it has bookkeeping to do (something added or removed since):
        # the same Chipmunk step either way.
        if in_step(space):
            space.step(dt)
            self._steps(dt, n - 1)
        else:
            self._steps(dt, n)
        self.frames += 1
        self.time = self.frames * frame_dt
        self.still_frames = self.still_frames + 1 if self._limit_and_check_still() else 0

    def _limit_and_check_still(self) -> bool:
        """Clamp speeds (see ``max_speed``) and report whether every drink is still.

        One pass over the drinks a frame: this loop is most of the Python
        time of a simulation. It also notes which drinks sleep (``Track.asleep``),
        so that the status checks after it need not ask Chipmunk again.
        """
        base, wmax, gain, dt, lowest = self.max_speed, self.max_spin, self.gain, self.frame_dt, self.lowest
        rest2, rest_w, read = self.rest2, self.rest_spin, read_body
        still = True
        fastest = 0.0
        for t in self.live:
            vx, vy, w, a, b, c, d, tx, ty, asleep = read(t.memory)  # all at once, in one call (see .fast)
            if asleep:
                t.asleep = True
                continue
            t.asleep = False
            x, y = a * 0.0 + c * 0.0 + tx, b * 0.0 + d * 0.0 + ty  # fast.position_of, inline: cpBodyGetPosition's arithmetic
            h = t.handle
            # A drink may be as fast as it was (a throw in flight) plus what
            # gravity adds, or the base speed: nothing else gives it speed.
            vmax = t.last_speed + gain
            if vmax < base:
                vmax = base
            px, py = t.last_pos
            jump = 1.5 * vmax * dt
            if (x - px) ** 2 + (y - py) ** 2 > jump * jump or y < lowest:
                # A drink pinched between immovable things can make the solver
                # blow up inside one frame and fling it through a wall, or press
                # it into the table: undone.
                body = t.body
                body.position = t.last_pos
                body.velocity = (0.0, 0.0)
                body.angular_velocity = 0.0
                t.rescues += 1
                t.last_speed = 0.0
                still = False
                continue
            t.last_pos = (x, y)
            sp2 = vx * vx + vy * vy
            if sp2 > vmax * vmax:
                k = vmax / math.sqrt(sp2)
                set_velocity(h, (vx * k, vy * k))
                sp2 = vmax * vmax
            if w > wmax or w < -wmax:
                w = math.copysign(wmax, w)
                set_spin(h, w)
            sp = math.sqrt(sp2)
            t.last_speed = sp
            tip = sp + abs(w) * t.reach
            if tip > fastest:
                fastest = tip
            if still and (sp2 > rest2 or w > rest_w or w < -rest_w):
                still = False
        self.fastest = fastest
        return still

    @property
    def at_rest(self) -> bool:
        return self.still_frames >= self.rest_frames

    # -- reading ----------------------------------------------------------
    def max_penetration(self) -> float:
        """Deepest overlap (metres, >= 0) of any drink with the scenery.

        A few tenths of a millimetre is normal contact slop; more means a
        drink is stuck in a wall or went through one.
        """
        worst = 0.0
        for t in self.tracks:
            if t.collected:
                continue
            for shape in t.body.shapes:
                for hit in self.space.shape_query(shape):
                    if hit.shape is None or hit.shape.collision_type == int(Kind.DRINK):
                        continue
                    for cp in hit.contact_point_set.points:
                        worst = max(worst, -cp.distance)
        return worst

    def polygons(self) -> list[tuple[str, str, Polygon]]:
        """Every body as ``(kind, name, world polygon)``: scenery first, then drinks.

        Segments are drawn as rectangles of their thickness; a drink is one
        polygon per convex part (``name`` is its drink id).
        """
        out: list[tuple[str, str, Polygon]] = []
        for item in self.scenery:
            body, p = item.body, item.piece
            pts: Polygon = [(w.x, w.y) for w in map(body.local_to_world, p.points)]
            poly = segment_quad(pts[0], pts[1], p.radius) if len(pts) == 2 else pts
            out.append((item.kind.name.lower(), p.name, poly))
        for t in self.tracks:
            out += [("drink", t.drink, part) for part in t.world_parts()]
        return out
