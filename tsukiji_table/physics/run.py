"""One insertion into the upright machine, simulated frame by frame.

A :class:`TowerRun` owns a fresh :class:`~.sim.Simulation` built from the
tower state (the drinks already inside, with their exact poses) plus the
inserted drinks. Each frame it updates every drink's status:

* ``outside``: not in the machine (still falling towards the slot, or a throw
  that bounced off);
* ``inside``: its centroid is in the machine's interior;
* ``out``: more than ``out_fraction`` of its profile area is past the exit
  plane (the front face), the rulebook's "more than half out" (T16). Out is
  final: the drink is the player's even if it slides back against the lip.

The run ends when everything is at rest or at the time cap. Drinks still
inside are the jams of the new tower state.
"""

from __future__ import annotations

import random

import pymunk

from .geometry import area_fraction_beyond_x
from .insertion import InsertionError, ThrowAim, drop_poses, throw_pose
from .sim import Simulation, Track
from .spec import TowerSpec
from .state import DrinkPose, ExitRecord, Foul, InsertionResult, Landing, TowerState
from .world import Kind, machine_pieces, set_out_filter

UPRIGHT_MODES = ("single", "sequential", "batch", "throw")


class TowerRun:
    """An insertion in progress: call :meth:`step` until it returns False, then :meth:`result`."""

    def __init__(self, spec: TowerSpec, state: TowerState, drinks: list[str], mode: str, seed: int, aim: ThrowAim | None = None) -> None:
        if mode not in UPRIGHT_MODES:
            raise InsertionError(f"mode {mode!r} is not one of {', '.join(UPRIGHT_MODES)}")
        if mode == "single" and len(drinks) != 1:
            raise InsertionError(f"single mode inserts exactly one drink, got {len(drinks)}")
        self.spec, self.mode, self.seed = spec, mode, seed
        self.state_before = state
        self.drinks = list(drinks)
        m = spec.machine
        self.plane_x = m.exit_plane_x
        self.sim = sim = Simulation(spec)
        sim.add_scenery(machine_pieces(spec), Kind.MACHINE)
        for pose in state.inside:
            track = sim.add_drink(pose, spec.shape_of(pose.drink), was_jammed=True)
            track.status, track.entered = "inside", True
        rng = random.Random(seed)
        if mode == "throw":
            aim = aim or ThrowAim.default(spec)
            self.groups = [[throw_pose(spec, d, aim, rng)] for d in drinks]
            self._watch_throws()
        elif mode == "batch":
            self.groups = [drop_poses(spec, drinks, rng)]
        else:  # single, sequential: one at a time, each settling first
            self.groups = [drop_poses(spec, [d], rng) for d in drinks]
        self.fouls: list[Foul] = []
        self._fouled: set[str] = set()
        self.exit_count = 0
        self.phase_start = 0.0
        self.done = False
        sim.frame_hooks.append(self.update_statuses)
        self._spawn_next()

    # -- driving ------------------------------------------------------------
    def _spawn_next(self) -> None:
        group = self.groups.pop(0)
        for pose in group:
            self.sim.add_drink(pose, self.spec.shape_of(pose.drink), thrown=self.mode == "throw")
        self.sim.still_frames = 0
        self.phase_start = self.sim.time

    def step(self) -> bool:
        """Advance one frame; False once the run has finished."""
        if self.done:
            return False
        sim, s = self.sim, self.spec.sim
        sim.step_frame()
        phase_cap = s.settle_cap if len(self.drinks) > 1 and self.mode != "batch" else s.time_cap
        if sim.at_rest or sim.time - self.phase_start >= phase_cap or sim.time >= s.time_cap:
            if self.groups and sim.time < s.time_cap:
                self._spawn_next()
            else:
                self.done = True
        return not self.done

    def run(self) -> InsertionResult:
        while self.step():
            pass
        return self.result()

    def polygons(self) -> list[tuple[str, str, list[tuple[float, float]]]]:
        """World polygons of every body for drawing (see :meth:`Simulation.polygons`)."""
        return self.sim.polygons()

    # -- watching -----------------------------------------------------------
    def update_statuses(self) -> None:
        m = self.spec.machine
        inner_right, inner_top = self.plane_x, m.inner_height
        roof_top = m.outer_height
        for t in self.sim.tracks:
            if t.status == "out":
                continue
            x, y = t.last_pos  # this frame's position, read once by the simulation
            if t.status == "outside":
                if 0.0 <= x <= inner_right and 0.0 <= y <= inner_top:
                    t.status, t.entered = "inside", True
            elif y > roof_top:  # went back up out of the slot
                t.status = "outside"
            elif x + t.reach > self.plane_x and (area_fraction_beyond_x(t.world_parts(), self.plane_x, t.area) > m.out_fraction):
                self.exit_count += 1
                t.status, t.exit_order, t.exit_time = "out", self.exit_count, self.sim.time
                set_out_filter(t.body)

    def _watch_throws(self) -> None:
        """Report fouls: a thrown drink touching the machine outside the slot, or toppling it."""
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
            if t is None or not t.thrown or t.entered or t.drink in self._fouled:
                return
            for cp in arb.contact_point_set.points:
                px, py = cp.point_b
                if not at_slot(px, py):
                    self._fouled.add(t.drink)
                    self.fouls.append(Foul(t.drink, "touched", self.sim.time, (px, py)))
                    return

        def post_solve(arb: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
            t = self.sim.track_of(arb.shapes[0].body)
            if t is None or not t.thrown or any(f.reason == "toppled" for f in self.fouls):
                return
            jx, jy = arb.total_impulse  # on the drink; the machine gets the opposite
            for cp in arb.contact_point_set.points[:1]:
                px, py = cp.point_b
                for pivot_x, pivot_y, sign in pivots:
                    ang = sign * ((px - pivot_x) * -jy - (py - pivot_y) * -jx)
                    if ang > 0 and ang * ang / (2 * inertia) > lift_energy:
                        self.fouls.append(Foul(t.drink, "toppled", self.sim.time, (px, py)))
                        return

        self.sim.space.on_collision(int(Kind.DRINK), int(Kind.MACHINE), begin=begin, post_solve=post_solve)

    # -- outcome ------------------------------------------------------------
    def result(self) -> InsertionResult:
        """The outcome; valid once :meth:`step` has returned False."""
        tracks = self.sim.tracks
        outs = sorted((t for t in tracks if t.status == "out"), key=lambda t: t.exit_order)
        out = tuple(ExitRecord(t.drink, t.exit_order, max(0.0, t.body.position.x - self.plane_x), t.exit_time, t.was_jammed, t.pose()) for t in outs)
        inside = [t for t in tracks if t.status == "inside"]
        roof = self.spec.machine.inner_height
        missed = tuple(Landing(t.drink, t.pose(), t.body.position.y > roof) for t in tracks if t.status == "outside")
        return InsertionResult(
            mode=self.mode,
            seed=self.seed,
            inserted=tuple(self.drinks),
            out=out,
            jammed=tuple(t.drink for t in inside),
            missed=missed,
            fouls=tuple(self.fouls),
            inverted=(),
            sim_time=self.sim.time,
            at_rest=self.sim.at_rest,
            state_before=self.state_before,
            state_after=TowerState(tuple(_pose(t) for t in inside)),
        )


def _pose(t: Track) -> DrinkPose:
    return t.pose()
