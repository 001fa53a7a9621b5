"""One flick on the table top, simulated frame by frame at a fixed time step.

:class:`FlickRun` builds a :class:`~.world.TabletopWorld` from the field,
launches the mover (angle and power, with the seed's small wobble) and steps
until every drink is at rest.  At the first contact of two things it weighs
the blow (:mod:`.tipping`) and knocks a standing drink over when the blow is
hard enough; a drink whose centre crosses the field's boundary leaves play
and is put back, once all is still, where it crossed (A5).

    result = simulate_flick(field, "red:short_can", angle=30.0, power=0.7, seed=4)
    result.knocked_ids(), result.after, result.left

For an animation, ``run = FlickRun(...)``; ``while run.step(): draw(run.poses())``;
then ``run.result()``.  Same inputs, same result, in any process.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pymunk

from ..fast import get_position, get_spin, get_velocity, set_spin, set_velocity
from .chipmunk import arbiter_shapes, contact_blow, on_collision, pressing_speed, stepper
from .field import LEANING, LYING, STANDING, FieldError, FieldState
from .result import FlickResult, Frame, FramePose, Knock, PutBack, Touch
from .spec import TabletopSpec, load_tabletop
from .tipping import blow_impulse, contact_height, fall_blow, tip_moment
from .world import SURE, Kind, TabletopWorld, Track, angle_to_body, base_offset, unit

DOMINO_DEPTH = 8  # a falling drink may fell another, and so on, this deep at most
WAKE_SPEED = 0.005  # m/s into a resting drink that sets it moving (less: it stays put, as its grip on the table holds it)
SEARCH_STEP = 0.002  # m between spots tried when a drink is put back
SEARCH_REACH = 0.06  # m along the boundary either way
SEARCH_INSETS = (0.0, 0.01, 0.02, 0.04)  # m further into the field, if the edge is crowded


class FlickError(ValueError):
    """A flick that cannot be made (unknown mover, power out of range, ...)."""


@dataclass
class _Blow:
    """A contact that has just begun, weighed after the step that found it."""

    a: Track
    b: Track | None  # None: a crate
    other: str  # b's drink id, or the crate's id
    normal: tuple[float, float]  # from a to b
    closing: float
    m_eff: float
    restitution: float
    va: tuple[float, float]
    vb: tuple[float, float]


@dataclass
class _Left:
    track: Track
    time: float
    crossed: tuple[float, float]
    inward: tuple[float, float]
    along: tuple[float, float]


def check_flick(spec: TabletopSpec, field: FieldState, mover: str, angle: float, power: float, seed: int) -> None:
    """Raise :class:`FlickError` for inputs no flick can have."""
    if mover not in field.drink_ids():
        raise FlickError(f"the mover {mover!r} is not on the field")
    for name, value in (("angle", angle), ("power", power)):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise FlickError(f"{name} must be a finite number, got {value!r}")
    lo = spec.flick.min_power
    if not lo <= power <= 1.0:
        raise FlickError(f"power must be from {lo:g} (the gentlest flick) to 1 (the strongest), got {power!r}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise FlickError(f"seed must be an integer, got {seed!r}")


class FlickRun:
    """A flick in progress: :meth:`step` until it returns False, then :meth:`result`."""

    def __init__(self, spec: TabletopSpec, field: FieldState, mover: str, angle: float, power: float, seed: int, frames: bool = False) -> None:
        check_flick(spec, field, mover, angle, power, seed)
        self.spec, self.before = spec, field
        self.mover, self.angle, self.power, self.seed = mover, float(angle) % 360.0, float(power), seed
        self.world = world = TabletopWorld(spec, field)
        world.check_inside()  # the rest of check_field costs more than the flick: the caller's to ask
        rng = random.Random(seed)
        f = spec.flick
        self.launch_angle = (self.angle + rng.uniform(-f.jitter_angle_deg, f.jitter_angle_deg)) % 360.0
        self.launch_speed = min(spec.speed_limit, self.power * f.max_speed * (1.0 + rng.uniform(-f.jitter_speed, f.jitter_speed)))
        self.time = 0.0
        self.frames = 0
        self.done = False
        self.knocks: list[Knock | None] = []
        self.touches: list[Touch] = []
        self._touched: set[tuple[str, str]] = set()
        self.left: list[_Left] = []
        self.put_back: list[PutBack] = []
        self.left_at: dict[str, tuple[float, float]] = {}  # where each drink that left was when all came to rest
        self._pending: list[_Blow] = []
        self.samples: list[Frame] | None = [] if frames else None
        self.max_jump = 1.5 * spec.speed_limit * spec.sim.frame_dt
        self._vmax = spec.speed_limit
        self._vmax2, self._rest2, self._rest_frames = self._vmax * self._vmax, spec.sim.rest_speed**2, spec.sim.rest_frames
        jump2 = self.max_jump**2
        # What _watch reads every frame, in one tuple (one attribute to look up, not seventeen); the last:
        # a product sum within it is surely no jump (see world.SURE).
        self._watching = (
            self._vmax, self._vmax2, self._rest_frames, self._rest2, spec.sim.rest_spin, spec.sim.frame_dt,
            *field.bounds, world.coin_discs, *world.coin_box, jump2, jump2 * (1.0 - SURE),
        )  # fmt: skip
        self._substeps, self._frame_dt, self._time_cap = range(spec.sim.substeps), spec.sim.frame_dt, spec.sim.time_cap
        self._waking: list[Track] = []
        (self._step, self._space_handle), self._step_dt = stepper(world.space), spec.sim.step_dt
        self._resting = False
        space = world.space
        on_collision(space, int(Kind.DRINK), int(Kind.DRINK), begin=self._begin_drinks)
        on_collision(space, int(Kind.DRINK), int(Kind.RESTING), pre_solve=self._touch_resting)
        on_collision(space, int(Kind.DRINK), int(Kind.CRATE), begin=self._begin_crate)
        target = world.track(mover)
        world.activate(target)
        assert target.body is not None
        self.frame_move = self.launch_speed * spec.sim.frame_dt  # the most any drink moves in the next frame
        world.near_moving(target, self.frame_move)
        ux, uy = unit(self.launch_angle)
        target.body.velocity = (ux * self.launch_speed, uy * self.launch_speed)
        self._sample()

    # ------------------------------------------------------------ stepping

    def step(self) -> bool:
        """Advance one frame (several fixed substeps); False once everything is at rest."""
        if self.done:
            return False
        step, space, dt = self._step, self._space_handle, self._step_dt
        for _ in self._substeps:
            step(space, dt)
            if self._waking:
                self._wake()
            if self._pending:
                self._weigh_blows()
        self.frames += 1
        self.time = self.frames * self._frame_dt
        self._watch()
        if self.samples is not None:
            self._sample()
        if self._resting or not self.world.moving or self.time >= self._time_cap:
            self._finish()
        return not self.done

    def run(self) -> FlickResult:
        while self.step():
            pass
        return self.result()

    def _watch(self) -> None:
        """Once a frame, for the moving drinks: the boundary, coins, speed limits, rest.

        A drink still for ``rest_time`` becomes scenery again
        (:meth:`.world.TabletopWorld.settle`) while others still move; the
        flick is over when all have been still that long.
        """
        world = self.world
        vmax, vmax2, rest_frames, rest2, rest_w, dt, x0, y0, x1, y1, coins, cx0, cx1, cy0, cy1, jump2, jump_in = self._watching
        fastest = 0.0
        still: list[Track] = []
        position, velocity, spin, set_v, set_w = get_position, get_velocity, get_spin, set_velocity, set_spin
        for t in world.moving:  # nothing below adds or removes one
            h = t.handle  # read each value once, through Chipmunk's own getters (see ..fast)
            p = position(h)
            x, y = p.x, p.y
            px, py = t.last_pos
            dx, dy = x - px, y - py
            if dx * dx + dy * dy > jump_in and dx**2 + dy**2 > jump2:  # the ** only near the limit (see world.SURE)
                # A solver blow-up (never seen in tests; the tower keeps the same guard): undo it.
                b = t.body
                assert b is not None
                b.position, b.velocity, b.angular_velocity = t.last_pos, (0.0, 0.0), 0.0
                t.still = 0
                fastest = max(fastest, vmax * vmax)
                continue
            if not t.out and not (x0 <= x <= x1 and y0 <= y <= y1):
                self._leave(t, (px, py), (x, y))
            t.last_pos = (x, y)
            if coins:
                coin = None  # world.coin_under, inline; outside world.coin_box it is surely on none
                if cx0 <= x <= cx1 and cy0 <= y <= cy1:
                    for cx, cy, r2, cid, surely_out in coins:
                        dx, dy = x - cx, y - cy
                        if dx * dx + dy * dy <= surely_out and dx**2 + dy**2 <= r2:
                            coin = cid
                            break
                if coin != t.coin:
                    t.coin = coin
                    world.update_friction(t)
            v = velocity(h)
            vx, vy = v.x, v.y
            sp2 = vx * vx + vy * vy
            if sp2 > vmax2:
                k = vmax / math.sqrt(sp2)
                set_v(h, (vx * k, vy * k))
                sp2 = vmax2
            if sp2 > fastest:
                fastest = sp2
            w = spin(h)
            if w:  # the table's friction torque brakes its turning
                brake = t.spin_brake * dt
                w = 0.0 if -brake <= w <= brake else w - math.copysign(brake, w)
                set_w(h, w)
            if sp2 > rest2 or w > rest_w or w < -rest_w:
                t.still = 0
            else:
                t.still += 1
                still.append(t)
        if len(still) < len(world.moving):
            for t in still:  # at rest while others move: scenery again
                if t.still >= rest_frames:
                    world.settle(t)
        elif all(t.still >= rest_frames for t in still):
            self._resting = True  # everything has been still for rest_time: the flick is over
        self.frame_move = frame_move = math.sqrt(fastest) * dt
        for t in world.moving:
            at = t.near_at  # world.near_moving's own test, first: most frames it has nothing to build
            if at is not None:
                x, y = t.last_pos
                dx, dy = x - at[0], y - at[1]
                room2 = t.near_room2
                if dx * dx + dy * dy < room2 * (1.0 - SURE) or dx**2 + dy**2 < room2:
                    continue
            world.near_moving(t, frame_move)

    def _sample(self) -> None:
        if self.samples is not None:
            self.samples.append(Frame(self.time, self.poses()))

    def poses(self) -> tuple[FramePose, ...]:
        """Every drink now: (id, x, y, angle, state), in field order."""
        return self.world.poses()

    # ------------------------------------------------------------ contacts

    def _touch(self, a: str, b: str) -> None:
        key = (a, b) if a < b else (b, a)
        if key not in self._touched:
            self._touched.add(key)
            self.touches.append(Touch(a, b, self.time))

    def _track(self, shape: pymunk.Shape) -> Track | None:
        drink = self.world.owner.get(id(shape))
        return self.world.track(drink) if drink is not None and drink in self.world.index else None

    def _begin_drinks(self, arb: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        sa, sb = arbiter_shapes(arb)
        ta, tb = self._track(sa), self._track(sb)
        if ta is None or tb is None or ta is tb:
            return
        self._touch(ta.drink, tb.drink)
        self._queue(arb, ta, tb, tb.drink)

    def _touch_resting(self, arb: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        """A moving drink pressing into a resting one: that one becomes a body, met by the next step.

        A drink merely lying against a resting one (not moving into it)
        leaves it scenery: it is as immovable as the table's grip on it.
        """
        speed = pressing_speed(arb)
        if speed is None or speed <= WAKE_SPEED:
            return
        arb.process_collision = False
        t = self._track(arbiter_shapes(arb)[1])
        if t is not None and t not in self._waking:
            self._waking.append(t)

    def _wake(self) -> None:
        waking, self._waking = self._waking, []
        for t in waking:
            self.world.activate(t)
            self.world.near_moving(t, self.frame_move)  # it cannot be faster than what struck it

    def _begin_crate(self, arb: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        sa, sb = arbiter_shapes(arb)
        ta = self._track(sa)
        if ta is None or ta.out:
            return
        crate = self.world.owner.get(id(sb), "crate")
        self._touch(ta.drink, crate)
        self._queue(arb, ta, None, crate)

    def _queue(self, arb: pymunk.Arbiter, ta: Track, tb: Track | None, other: str) -> None:
        assert ta.body is not None
        blow = contact_blow(arb, ta.body, tb.body if tb is not None else None)
        if blow is not None:
            self._pending.append(_Blow(ta, tb, other, *blow))

    def _weigh_blows(self) -> None:
        """Knock over the standing drinks whose blow was hard enough (see :mod:`.tipping`)."""
        pending, self._pending = self._pending, []
        crate_top = self.spec.crate.height
        for blow in pending:
            impulse = blow_impulse(blow.m_eff, blow.closing, blow.restitution)
            z = contact_height(blow.a.top, blow.b.top if blow.b is not None else crate_top)
            nx, ny = blow.normal
            sides = [(blow.a, (-nx, -ny), blow.va, blow.other)]
            if blow.b is not None:
                sides.append((blow.b, (nx, ny), blow.vb, blow.a.drink))
            weighed = []
            for t, (dx, dy), (vx, vy), by in sides:
                striker = vx * dx + vy * dy < -0.5 * blow.closing  # it moved into the blow, not away from it
                weighed.append((striker, t, (dx, dy), (vx, vy), by))
            weighed.sort(key=lambda w: w[0])  # the struck one falls first: the striker may fall onto it
            for striker, t, (dx, dy), (vx, vy), by in weighed:
                if not t.out and t.body is not None and not self.world.field.inside(*t.body.position):
                    self._leave(t, t.last_pos, (t.body.position.x, t.body.position.y))  # over the line: what happens out there does not count
                if t.state != STANDING or t.out:
                    continue
                moment = tip_moment(t.tip, impulse, z, striker)
                if moment < t.tip.moment:
                    continue
                speed = math.hypot(vx, vy)
                fall = (vx / speed, vy / speed) if striker and speed > 1e-9 else (dx, dy)
                self._knock(t, math.degrees(math.atan2(fall[1], fall[0])) % 360.0, t.tip.excess(moment), by, 0)

    # ------------------------------------------------------------ falling

    def _knock(self, t: Track, direction: float, excess: float, by: str, depth: int) -> None:
        """``t`` goes over towards ``direction``: fell what it lands on, then lie (or lean)."""
        world = self.world
        slot = len(self.knocks)
        self.knocks.append(None)  # its order is taken now: the drinks it fells come after it
        x, y, _ = t.pose()
        base = (x, y)
        if depth < DOMINO_DEPTH:
            self._dominoes(t, base, direction, excess, depth)
        for offset in (0.0, *(s * a for a in self.spec.deflect_deg for s in (1.0, -1.0))):
            pose = self._lying_pose(t, base, direction + offset)
            if not world.overlaps(world.probe(t.shape, LYING, *pose), ignore=t):
                world.set_state(t, LYING, *pose)
                break
        else:
            world.set_state(t, LEANING, base, angle_to_body(LEANING, direction))
        x, y, _ = t.pose()
        if not t.out and not world.field.inside(x, y):
            self._leave(t, base, (x, y))  # it fell across the boundary: put back where it crossed
        self.knocks[slot] = Knock(t.drink, slot + 1, self.time, by, direction, t.state)

    def _lying_pose(self, t: Track, base: tuple[float, float], direction: float) -> tuple[tuple[float, float], float]:
        """Where a drink falling from ``base`` towards ``direction`` lies: its base face at the pivot edge."""
        ux, uy = unit(direction)
        reach = t.shape.width / 2 + base_offset(t.shape)
        return (base[0] + ux * reach, base[1] + uy * reach), angle_to_body(LYING, direction)

    def _dominoes(self, t: Track, base: tuple[float, float], direction: float, excess: float, depth: int) -> None:
        """Standing drinks under the fall are struck by it, nearest first (:func:`.tipping.fall_blow`)."""
        world = self.world
        pose = self._lying_pose(t, base, direction)
        ux, uy = unit(direction)
        pivot = (base[0] + ux * t.shape.width / 2, base[1] + uy * t.shape.width / 2)
        under = []
        for kind, other, _ in world.overlaps(world.probe(t.shape, LYING, *pose), ignore=t):
            o = world.track(other) if kind == "drink" else None
            if o is not None and o.state == STANDING and not o.out:
                ox, oy, _ = o.pose()
                under.append(((ox - pivot[0]) * ux + (oy - pivot[1]) * uy - o.shape.width / 2, o))
        under.sort(key=lambda g: g[0])
        e = t.shape.material.elasticity
        for gap, o in under:
            if o.state != STANDING:
                continue  # felled meanwhile by a nearer one
            blow = fall_blow(t.tip, excess, gap, o.tip, e * o.shape.material.elasticity)
            if blow is None:
                continue
            moment = tip_moment(o.tip, blow.impulse, blow.height, striker=False)
            if moment >= o.tip.moment:
                self._knock(o, direction, o.tip.excess(moment), t.drink, depth + 1)

    # ------------------------------------------------------------ the boundary

    def _leave(self, t: Track, a: tuple[float, float], b: tuple[float, float]) -> None:
        """``t``'s centre went from ``a`` to ``b``, out of the field: out of play until put back (A5)."""
        crossed, inward = _crossing(self.world.field.bounds, a, b)
        self.world.set_out(t, True)
        self.left.append(_Left(t, self.time, crossed, inward, (-inward[1], inward[0])))

    def _finish(self) -> None:
        """Put back, in the order they left, every drink that left the field (A5)."""
        self.done = True
        world = self.world
        for out in self.left:
            t = out.track
            self.left_at[t.drink] = t.pose()[:2]
            world.set_out(t, False)
            spot = self._free_spot(t, out)
            world.place(t, spot)
            self.put_back.append(PutBack(t.drink, out.time, out.crossed, spot))
        for t in world.moving:  # at rest, or the time cap: whatever still moves stops where it is
            if t.body is not None:
                set_velocity(t.handle, (0.0, 0.0))  # the body's setters, without pymunk's Python around them
                set_spin(t.handle, 0.0)

    def _free_spot(self, t: Track, out: _Left) -> tuple[float, float]:
        """Just inside the line where it crossed; else the nearest free spot along it, then further in."""
        world = self.world
        (nx, ny), (ax, ay) = out.inward, out.along
        angle = t.pose()[2]
        probe = world.probe(t.shape, t.state, out.crossed, angle)
        reach = _extent(probe, out.crossed, (-nx, -ny))  # how far the footprint sticks out towards the line
        start = (out.crossed[0] + nx * (reach + self.spec.put_back_gap), out.crossed[1] + ny * (reach + self.spec.put_back_gap))
        steps = int(SEARCH_REACH / SEARCH_STEP)
        offsets = [0.0] + [s * k * SEARCH_STEP for k in range(1, steps + 1) for s in (1.0, -1.0)]
        for inset in SEARCH_INSETS:
            for off in offsets:
                spot = (start[0] + ax * off + nx * inset, start[1] + ay * off + ny * inset)
                if not world.field.inside(*spot):
                    continue
                if not world.overlaps(world.probe(t.shape, t.state, spot, angle), ignore=t):
                    return spot
        return start

    # ------------------------------------------------------------ outcome

    def result(self) -> FlickResult:
        """The outcome; valid once :meth:`step` has returned False."""
        if not self.done:
            raise FlickError("the flick is still running")
        knocked = tuple(k for k in self.knocks if k is not None)
        on_coin = self.world.coins_under()
        return FlickResult(
            mover=self.mover,
            angle=self.angle,
            power=self.power,
            seed=self.seed,
            launch_angle=self.launch_angle,
            launch_speed=self.launch_speed,
            before=self.before,
            after=self.world.field_state(),
            knocked=knocked,
            touches=tuple(self.touches),
            left=tuple(self.put_back),
            on_coin=on_coin,
            sim_time=self.time,
            at_rest=self.time < self.spec.sim.time_cap,
            frames=tuple(self.samples) if self.samples is not None else None,
        )


def _crossing(bounds: tuple[float, float, float, float], a: tuple[float, float], b: tuple[float, float]) -> tuple[tuple[float, float], tuple[float, float]]:
    """Where the path from ``a`` (inside) to ``b`` (outside) crosses the boundary, and the inward normal there.

    If ``a`` is not inside (a drink already over the line when a blow
    found it, before the frame's look), the edge ``b`` is furthest beyond
    counts, at ``b``'s nearest point on it.
    """
    x0, y0, x1, y1 = bounds
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    if x0 <= ax <= x1 and y0 <= ay <= y1:
        best: tuple[float, tuple[float, float], tuple[float, float]] | None = None
        for edge, inward in ((x0, (1.0, 0.0)), (x1, (-1.0, 0.0))):
            if dx and (ax - edge) * (b[0] - edge) <= 0:
                s = (edge - ax) / dx
                hit = (s, (edge, min(max(ay + s * dy, y0), y1)), inward)
                best = hit if best is None or hit[0] < best[0] else best
        for edge, inward in ((y0, (0.0, 1.0)), (y1, (0.0, -1.0))):
            if dy and (ay - edge) * (b[1] - edge) <= 0:
                s = (edge - ay) / dy
                hit = (s, (min(max(ax + s * dx, x0), x1), edge), inward)
                best = hit if best is None or hit[0] < best[0] else best
        if best is not None:
            return best[1], best[2]
    bx, by = b
    beyond = [(x0 - bx, (x0, min(max(by, y0), y1)), (1.0, 0.0)), (bx - x1, (x1, min(max(by, y0), y1)), (-1.0, 0.0))]
    beyond += [(y0 - by, (min(max(bx, x0), x1), y0), (0.0, 1.0)), (by - y1, (min(max(bx, x0), x1), y1), (0.0, -1.0))]
    _, point, inward = max(beyond, key=lambda e: e[0])
    return point, inward


def _extent(shapes: list[pymunk.Shape], centre: tuple[float, float], direction: tuple[float, float]) -> float:
    """How far the shapes reach from ``centre`` along the unit ``direction``."""
    dx, dy = direction
    reach = 0.0
    for s in shapes:
        if s.body is None:
            continue
        if isinstance(s, pymunk.Circle):
            c = s.body.local_to_world(s.offset)
            reach = max(reach, (c.x - centre[0]) * dx + (c.y - centre[1]) * dy + s.radius)
        elif isinstance(s, pymunk.Poly):
            for v in s.get_vertices():
                w = s.body.local_to_world(v)
                reach = max(reach, (w.x - centre[0]) * dx + (w.y - centre[1]) * dy + s.radius)
    return reach


def check_field(field: FieldState, spec: TabletopSpec | None = None) -> None:
    """Raise :class:`FieldError` for a drink off the field, inside a crate or inside another drink.

    A field a game built (:mod:`.layout`) or a flick left is always clear;
    check one that came from elsewhere (a hand-made setup, a script).
    """
    TabletopWorld(spec or load_tabletop(), field).check_clear()


def simulate_flick(
    field: FieldState, mover: str, angle: float, power: float, seed: int, *, spec: TabletopSpec | None = None, frames: bool = False
) -> FlickResult:
    """Flick ``mover`` across ``field`` and simulate it to rest.

    ``angle``: degrees, clockwise on screen from +x (0 right, 90 down the
    table).  ``power``: from ``flick.min_power`` to 1, the launch speed as a
    share of ``flick.max_speed`` (tabletop.yaml).  ``seed``: the wobble of
    the fingernail (a game draws it from its table's RNG).  ``frames``:
    keep every drink's pose once a frame, for an animation.
    """
    spec = spec or load_tabletop()
    if not isinstance(field, FieldState):
        raise FieldError(f"expected a FieldState, got {type(field).__name__}")
    run = FlickRun(spec, field, mover, angle, power, seed, frames)
    try:
        return run.run()
    finally:
        run.world.close()  # freed now, not by the cycle collector in some later flick's time
