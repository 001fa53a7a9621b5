"""One insertion into the upright machine, simulated frame by frame.

A :class:`TowerRun` owns a fresh :class:`~.sim.Simulation` built from the
tower state (the drinks already inside, with their exact poses) plus the
inserted drinks, released in groups: a batch is one group (a crate tipped in,
drinks letting go over a few tenths of a second); sequential and throws are
one group per drink, each after the previous one came to rest. Each frame it
updates every drink's status:

* ``outside``: not in the machine (still falling towards the slot, held over
  it, or a throw that bounced off);
* ``inside``: its centroid is in the machine's interior;
* ``out``: more than ``out_fraction`` of its profile area is past the exit
  plane (the front face), the rulebook's "more than half out" (T16). Out is
  final: the drink is the player's even if it slides back against the lip.

When everything rests, drinks that are out but still lying in the opening
are taken by hand (unless the caller wants them left there) and the machine
settles again: what comes out then is ``released`` (T17). Drinks still
inside are the jams of the new tower state.
"""

from __future__ import annotations

import random

import pymunk

from .fast import get_position
from .geometry import area_fraction_beyond_x, disc_area_beyond_x
from .insertion import InsertionError, Release, ThrowAim, crate_releases, hand_drop, throw_pose
from .sim import Simulation, Track, pose_parts
from .spec import TowerSpec
from .state import DrinkPose, ExitRecord, Foul, InsertionResult, NotEntered, ThrowOutcome, TowerState
from .validate import eased_out
from .world import Kind, funnel_pieces, machine_pieces, set_out_filter

UPRIGHT_MODES = ("single", "sequential", "batch", "throw")
STUCK_SPEED = 0.01  # m/s: a drink over the slot this slow rests on the drinks stuck in it
MAX_COLLECTS = 36  # rounds of taking drinks from the exit and settling again (each takes at least one)


class TowerRun:
    """An insertion in progress: call :meth:`step` until it returns False, then :meth:`result`.

    ``mode="collect"`` with no drinks takes the drinks at the exit and settles.
    """

    def __init__(
        self,
        spec: TowerSpec,
        state: TowerState,
        drinks: list[str],
        mode: str,
        seed: int,
        aim: ThrowAim | None = None,
        collect: bool = True,
    ) -> None:
        if mode not in UPRIGHT_MODES + ("collect",):
            raise InsertionError(f"mode {mode!r} is not one of {', '.join(UPRIGHT_MODES)}")
        if mode == "single" and len(drinks) != 1:
            raise InsertionError(f"single mode inserts exactly one drink, got {len(drinks)}")
        self.spec, self.mode, self.seed, self.collect = spec, mode, seed, collect or mode == "collect"
        self.state_before = state
        self.drinks = list(drinks)
        self.aim = aim
        m = spec.machine
        self.plane_x = m.exit_plane_x
        self.clear_x = m.exit_plane_x + m.tray_length  # past the tray: on the table, scattered sideways
        # Asked every frame: computed once.
        self.roof_top, self.back_of_plane = m.outer_height, m.exit_plane_x - m.wall_thickness
        self.slot_from, self.slot_to = m.opening_from_x, m.opening_to_x
        self.sim = sim = Simulation(spec)
        sim.add_fixtures("machine", machine_pieces, Kind.MACHINE)
        for pose in state.inside:
            track = sim.add_drink(pose, spec.shape_of(pose.drink), was_jammed=True)
            track.status, track.entered = "inside", True
        for pose in state.at_exit:  # out already (an earlier result counted them)
            track = sim.add_drink(pose, spec.shape_of(pose.drink))
            track.status, track.entered = "out", True
        self.before_exit = set(state.exit_ids())
        rng = random.Random(seed)
        self.groups: list[list[Release]]
        if mode == "throw":
            aim = self.aim = aim or ThrowAim.default(spec)
            self.groups = [[Release(0.0, throw_pose(spec, d, aim, rng))] for d in drinks]
            self._watch_throws()
        elif mode == "batch":
            self.groups = [crate_releases(spec, drinks, rng)]
        elif mode == "collect":
            self.groups = []
        else:  # single, sequential: one at a time, each settling first
            self.groups = [[Release(0.0, hand_drop(spec, d, rng))] for d in drinks]
        self.funnel = mode in ("batch", "single", "sequential")
        self.slot_top = m.outer_height + spec.insertion["funnel_height"]  # drinks stuck in the slot can pile this high
        if self.funnel:
            sim.add_fixtures("hands", funnel_pieces, Kind.HAND)
        self.settle_cap = spec.sim.settle_cap
        self.cap = spec.sim.time_cap + self.settle_cap * max(1, len(self.groups))
        self.pending: list[Release] = []
        self.waited: list[Release] = []  # never let go: the machine was full up to the hand
        self.knocked: tuple[str, tuple[float, float]] | None = None
        self.collected: list[str] = []
        self.collects = 0
        self.exit_count = 0
        self.phase = "insert"
        self.phase_start = 0.0
        self.last_release = 0.0
        self.done = False
        # Skipping sleeping drinks in update_statuses needs a woken body to stay awake past the next frame.
        self.quiet_ok = spec.sim.sleep_time > 2 * spec.sim.frame_dt
        if self.groups:
            self._next_group()
        else:
            self._collect_or_finish()

    # -- driving ------------------------------------------------------------
    def _next_group(self) -> None:
        self.pending = sorted(self.groups.pop(0), key=lambda r: r.time)  # stable: list order on ties
        self.phase_start = self.sim.time
        self._release_due()

    def _release_due(self, climb: bool = False) -> bool:
        """Let go of every drink whose time has come, if its place is free (else it waits).

        With ``climb`` (everything rests and the place is still taken: the
        drinks below are stuck in the slot) the drink is put in higher up
        between the hands, on top of them. Returns whether any was let go.
        """
        sim, spec = self.sim, self.spec
        elapsed = sim.time - self.phase_start + 1e-9
        let_go = False
        while self.pending and self.pending[0].time <= elapsed:
            pose = self.pending[0].pose
            shape = spec.shape_of(pose.drink)
            if self.mode != "throw" and not sim.free_space(pose, shape):
                higher = self._higher(pose) if climb else None
                if higher is None:
                    break  # the hand waits: keeps the order of the crate
                pose = higher
            self.pending.pop(0)
            let_go = True
            sim.add_drink(pose, shape, thrown=self.mode == "throw")
            sim.still_frames = 0
            self.last_release = sim.time
        return let_go

    def _higher(self, pose: DrinkPose) -> DrinkPose | None:
        """The same drink higher up between the hands, in the first free place (None: the hands are full)."""
        top = self.spec.machine.outer_height + self.spec.insertion["funnel_height"]
        shape = self.spec.shape_of(pose.drink)
        y = pose.y
        while y + shape.height < top:
            y += 0.01
            moved = DrinkPose(pose.drink, pose.x, y, pose.angle, pose.vx, pose.vy, pose.spin)
            if self.sim.free_space(moved, shape):
                return moved
        return None

    def _blocked(self) -> bool:
        """A drink is due but its place over the slot is taken."""
        return bool(self.pending) and self.pending[0].time <= self.sim.time - self.phase_start + 1e-9

    def step(self) -> bool:
        """Advance one frame; False once the run has finished."""
        if self.done:
            return False
        sim = self.sim
        sim.step_frame()
        self.update_statuses()
        if self.pending:
            self._release_due()
        if sim.time >= self.cap:
            self.waited += self.pending
            self.pending = []
            self.done = True
        elif sim.at_rest or sim.time - max(self.last_release, self.phase_start) >= self.settle_cap:  # settled
            if self._blocked() and self._release_due(climb=True):
                pass  # put in on top of the drinks stuck in the slot
            elif not self.pending or self._blocked():
                self.waited += self.pending  # at rest and the hands are full: they never go in
                self.pending = []
                if self.groups:
                    self._next_group()
                else:
                    self._collect_or_finish()
        return not self.done

    def _collect_or_finish(self) -> None:
        """Take the drinks lying in the exit and let the machine settle again, or end."""
        at_exit = [t for t in self.sim.tracks if self._at_exit(t)]
        if not self.collect or not at_exit or self.collects >= MAX_COLLECTS:
            self.done = True
            return
        self.collects += 1
        for t in at_exit:
            self.sim.remove_drink(t)
            self.collected.append(t.drink)
        self.phase, self.phase_start = "collect", self.sim.time

    def run(self) -> InsertionResult:
        while self.step():
            pass
        return self.result()

    def polygons(self) -> list[tuple[str, str, list[tuple[float, float]]]]:
        """World polygons of every body for drawing (see :meth:`Simulation.polygons`), and of the drinks still in the hand."""
        out = self.sim.polygons()
        for pose in self.waiting():
            out += [("drink", pose.drink, part) for part in pose_parts(self.spec, pose)]
        return out

    def waiting(self) -> list[DrinkPose]:
        """Drinks not let go yet (this group's, then the later groups'), at the poses they will start from."""
        return [r.pose for r in self.pending] + [r.pose for g in self.groups for r in g]

    # -- watching -----------------------------------------------------------
    def update_statuses(self) -> None:
        """Each drink's status from where it is at the end of this frame (see the module's docstring)."""
        m = self.spec.machine
        plane, clear_x, back, slot_from, slot_to = self.plane_x, self.clear_x, self.back_of_plane, self.slot_from, self.slot_to
        inner_top, roof_top = m.inner_height, self.roof_top
        quiet_ok = self.quiet_ok
        for t in self.sim.live:
            # Asleep now and at its last check, which changed nothing: the same position, pose and
            # speed as then (a body that wakes stays awake longer than a frame), so nothing changes.
            asleep = quiet_ok and t.asleep
            if asleep and t.quiet:
                continue
            x, y = t.last_pos  # this frame's position, read once by the simulation
            status = t.status
            if status == "out":
                if not t.clear and x - t.reach > clear_x:
                    t.clear = True
                    set_out_filter(t.body)
                    asleep = False
            elif status == "outside":
                # Inside: in the interior, or in the slot through the roof (a drink resting there is in the machine).
                if 0.0 <= x <= back and 0.0 <= y <= (roof_top if slot_from <= x <= slot_to else inner_top):
                    t.status, t.entered = "inside", True
                elif self.funnel and slot_from <= x <= slot_to and roof_top < y <= self.slot_top and t.last_speed < STUCK_SPEED:
                    # Resting on drinks stuck in the slot, put in by hand: in the machine, jammed (T25: all go in).
                    t.status, t.entered = "inside", True
            elif y > roof_top and not (slot_from <= x <= slot_to and y <= self.slot_top):
                t.status = "outside"  # went back up out of the slot (above it, on drinks stuck in it, it is still in)
            elif x + t.reach > plane and self._out_now(t):
                self.exit_count += 1
                t.status, t.exit_order, t.exit_time = "out", self.exit_count, self.sim.time
                t.released = self.phase == "collect"
            t.quiet = asleep and t.status == status

    def _out_now(self, t: Track) -> bool:
        """More than ``out_fraction`` of the drink's profile is past the exit plane (T16).

        The profile lies within ``reach`` of the drink's centre: while the part of that disc past
        the plane is clearly smaller than the share needed, the drink cannot be out, and its
        profile is not clipped (this test runs every frame for each drink lying at the exit).
        """
        plane, needed = self.plane_x, self.spec.machine.out_fraction * t.area
        # Margins far above rounding (1e-9 m, a millionth of the area): the answer is the clipped profile's.
        if disc_area_beyond_x(get_position(t.handle).x + 1e-9, t.reach, plane) < needed * (1 - 1e-6):
            return False
        return area_fraction_beyond_x(t.world_parts(), plane, t.area) > self.spec.machine.out_fraction

    def _at_exit(self, t: Track) -> bool:
        """Out, but still lying in the exit (in the opening or on the tray before it): it may hold others back."""
        if t.status != "out" or t.collected or t.clear:
            return False
        return min(p[0] for part in t.world_parts() for p in part) < self.clear_x

    def _watch_throws(self) -> None:
        """Note grazes, and a hit hard enough to knock the machine over (T14)."""
        m = self.spec.machine
        rim = self.spec.throw["opening_rim"]
        w_out = m.inner_width + 2 * m.wall_thickness
        h_out = m.outer_height
        # Tipping about a bottom edge needs the centre of mass lifted over it.
        half_diag = ((w_out / 2) ** 2 + (h_out / 2) ** 2) ** 0.5
        lift_energy = m.mass * self.spec.sim.gravity * (half_diag - h_out / 2)
        inertia = m.mass * (w_out**2 + h_out**2) / 3  # box about an edge
        pivots = ((-m.wall_thickness, 0.0, 1.0), (self.plane_x, 0.0, -1.0))  # back tips CCW, front CW

        def at_slot(px: float, py: float) -> bool:
            return m.opening_from_x - rim <= px <= m.opening_to_x + rim and py >= m.inner_height - rim

        def begin(arb: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
            t = self.sim.track_of(arb.shapes[0].body)
            if t is None or not t.thrown:
                return
            t.touched = True
            if not t.entered and not t.grazed:
                t.grazed = any(not at_slot(*cp.point_b) for cp in arb.contact_point_set.points)

        def post_solve(arb: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
            t = self.sim.track_of(arb.shapes[0].body)
            if t is None or not t.thrown or self.knocked is not None:
                return
            jx, jy = arb.total_impulse  # on the drink; the machine gets the opposite
            for cp in arb.contact_point_set.points[:1]:
                px, py = cp.point_b
                for pivot_x, pivot_y, sign in pivots:
                    ang = sign * ((px - pivot_x) * -jy - (py - pivot_y) * -jx)
                    if ang > 0 and ang * ang / (2 * inertia) > lift_energy:
                        self.knocked = (t.drink, (px, py))
                        return

        self.sim.space.on_collision(int(Kind.DRINK), int(Kind.MACHINE), begin=begin, post_solve=post_solve)

    # -- outcome ------------------------------------------------------------
    def _not_entered(self, drink: str, pose: DrinkPose) -> NotEntered:
        m = self.spec.machine
        roof = m.outer_height
        if pose.y > roof and m.opening_from_x <= pose.x <= m.opening_to_x and self.mode != "throw":
            where = "hand"  # resting in the hands over the slot: the machine was full
        elif pose.y > roof - 0.002 and -m.wall_thickness <= pose.x <= self.plane_x:
            where = "roof"
        else:
            where = "table"
        return NotEntered(drink, where, pose)

    def result(self) -> InsertionResult:
        """The outcome; valid once :meth:`step` has returned False."""
        tracks = self.sim.tracks
        outs = sorted((t for t in tracks if t.status == "out" and t.drink not in self.before_exit), key=lambda t: t.exit_order)
        at_exit = [t for t in tracks if self._at_exit(t)]
        exit_ids = {t.drink for t in at_exit}
        out = tuple(
            ExitRecord(
                t.drink,
                k + 1,
                max(0.0, t.body.position.x - self.plane_x),
                t.exit_time,
                t.was_jammed,
                t.pose(),
                t.released,
                t.drink in exit_ids,
            )
            for k, t in enumerate(outs)
        )
        inside = [t for t in tracks if t.status == "inside"]
        missed = [self._not_entered(t.drink, t.pose()) for t in tracks if t.status == "outside"]
        missed += [NotEntered(r.pose.drink, "hand", r.pose) for r in self.waited + self.pending]
        throws: list[ThrowOutcome] = []
        fouls: list[Foul] = []
        if self.mode == "throw":
            thrown = {t.drink: t for t in tracks if t.thrown}
            for d in self.drinks:
                t = thrown.get(d)
                if t is None:
                    continue
                if self.knocked is not None and self.knocked[0] == d:
                    throws.append(ThrowOutcome(d, "knocked_over", t.grazed, self.knocked[1]))
                    fouls.append(Foul(d, "toppled", self.sim.time, self.knocked[1]))
                elif t.entered and t.status in ("inside", "out"):
                    throws.append(ThrowOutcome(d, "in", t.grazed))
                else:
                    throws.append(ThrowOutcome(d, "bounced_off" if t.touched or t.entered else "landed_outside", t.grazed))
        return InsertionResult(
            mode=self.mode,
            seed=self.seed,
            inserted=tuple(self.drinks),
            out=out,
            jammed=tuple(t.drink for t in inside),
            missed=tuple(missed),
            fouls=tuple(fouls),
            inverted=(),
            sim_time=self.sim.time,
            at_rest=self.sim.at_rest,
            state_before=self.state_before,
            # A drink the pile pressed into a wall is eased out, so the state is one the next insertion accepts.
            state_after=TowerState(tuple(eased_out(self.spec, t.pose()) for t in inside), tuple(eased_out(self.spec, t.pose(), at_exit=True) for t in at_exit)),
            throws=tuple(throws),
            knocked_over=self.knocked is not None,
            collected=tuple(self.collected),
        )
