"""The upside-down game (G20): the machine on an empty crate, two drinks dropped in, then lifted.

The machine is flipped top to bottom and carried by a kinematic body whose
old roof (with the insertion slot) sits at the crate's rim height, the slot
centred over the crate. The drinks are pushed into the old exit, which now
faces the players near the top (A49: "drop through the opening that now faces
up"; our exit is in the front face, so they go in sideways). Once they are at
rest the machine rises slowly (T27, 'ゆっくりと'), everything settles again,
and each drink is classified (T28, T29):

* ``in_slot``: standing (within ``slot_tilt_deg`` of upright) down in a slot pocket, its centroid over it;
* ``in_crate_not_slot``: otherwise its centroid is over the crate;
* ``outside_crate``: anywhere else on the table;
* ``caught_inside``: still inside the lifted machine.
"""

from __future__ import annotations

import math
import random

import pymunk

from .insertion import InsertionError
from .sim import Simulation, Track
from .spec import TowerSpec
from .state import DrinkPose, InsertionResult, InvertedLanding, TowerState
from .world import Kind, crate_pieces, crate_slot_ranges, flip_pieces, machine_pieces

RESULTS = ("in_slot", "in_crate_not_slot", "outside_crate", "caught_inside")


def upside_down_scene(spec: TowerSpec) -> list[tuple[str, str, list[tuple[float, float]]]]:
    """The machine standing upside down on its crate, before anything is dropped (world polygons, for drawing)."""
    run = InvertedRun(spec, ["red:short_can"], 0)
    return [p for p in run.sim.polygons() if p[0] in ("machine", "crate")]


class InvertedRun:
    """An upside-down drop in progress: :meth:`step` until False, then :meth:`result`."""

    def __init__(self, spec: TowerSpec, drinks: list[str], seed: int) -> None:
        if not 1 <= len(drinks) <= 6:
            raise InsertionError(f"the upside-down machine takes 1 to 6 drinks (G20 drops 2), got {len(drinks)}")
        self.spec, self.seed, self.drinks = spec, seed, list(drinks)
        m, c, inv = spec.machine, spec.crate, spec.inverted
        self.sim = sim = Simulation(spec)
        centre = (m.opening_from_x + m.opening_to_x) / 2 + inv["crate_offset"]
        self.crate_left = centre - c.outer_length / 2
        sim.add_scenery(crate_pieces(spec, self.crate_left), Kind.CRATE)
        self.machine = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        self.machine.position = (0.0, c.rim_y)
        sim.space.add(self.machine)
        sim.add_scenery(flip_pieces(machine_pieces(spec), m.outer_height), Kind.MACHINE, self.machine)
        rng = random.Random(seed)
        self.pending = [(i * inv["drop_interval"], self._drop_pose(d, rng)) for i, d in enumerate(drinks)]
        self.phase = "drop"
        self.phase_start = 0.0
        self.done = False

    def _drop_pose(self, drink: str, rng: random.Random) -> DrinkPose:
        """A drink pushed, lying down, into the old exit (now near the top of the front)."""
        m, inv = self.spec.machine, self.spec.inverted
        top = self.spec.crate.rim_y + m.outer_height - m.floor_front_y - m.lip_height
        bottom = self.spec.crate.rim_y + m.outer_height - m.floor_front_y - m.exit_opening_height
        y = (top + bottom) / 2 + rng.uniform(-inv["jitter_height"], inv["jitter_height"])
        # Lying with the long axis pointing into the machine, either end first.
        angle = math.copysign(math.pi / 2, rng.random() - 0.5) + rng.uniform(-inv["jitter_angle"], inv["jitter_angle"])
        spin = rng.uniform(-inv["jitter_spin"], inv["jitter_spin"])
        speed = inv["drop_speed"] * (1.0 + rng.uniform(-inv["jitter_speed"], inv["jitter_speed"]))
        # Held half way into the hole (a hand pushes it in, it does not fall past).
        x = m.exit_plane_x
        return DrinkPose(drink, x, y, angle, -speed, 0.0, spin)

    # -- driving ------------------------------------------------------------
    def step(self) -> bool:
        """Advance one frame; False once the run has finished."""
        if self.done:
            return False
        sim, s, inv = self.sim, self.spec.sim, self.spec.inverted
        while self.pending and self.pending[0][0] <= sim.time + 1e-9:
            pose = self.pending.pop(0)[1]
            sim.add_drink(pose, self.spec.shape_of(pose.drink))
            sim.still_frames = 0
        sim.step_frame()
        elapsed = sim.time - self.phase_start
        if self.phase == "drop":
            if not self.pending and (sim.at_rest or elapsed >= s.settle_cap):
                self.phase, self.phase_start = "lift", sim.time
                self.machine.velocity = (0.0, inv["lift_speed"])
                for t in sim.tracks:
                    t.body.activate()
        elif self.phase == "lift":
            if self.machine.position.y >= self.spec.crate.rim_y + inv["lift_height"]:
                self.machine.velocity = (0.0, 0.0)
                self.phase, self.phase_start = "settle", sim.time
                sim.still_frames = 0
        elif sim.at_rest or elapsed >= s.settle_cap:
            self.done = True
        return not self.done

    def run(self) -> InsertionResult:
        while self.step():
            pass
        return self.result()

    def polygons(self) -> list[tuple[str, str, list[tuple[float, float]]]]:
        return self.sim.polygons()

    # -- outcome ------------------------------------------------------------
    def classify(self, t: Track) -> str:
        """One of :data:`RESULTS` for a drink where it is now."""
        m, c = self.spec.machine, self.spec.crate
        x, y = t.body.position
        base = self.machine.position.y
        if 0.0 <= x <= m.exit_plane_x and base + m.wall_thickness / 2 <= y <= base + m.outer_height:
            return "caught_inside"
        pts = [p for part in t.world_parts() for p in part]
        low = min(pts, key=lambda p: p[1])
        if low[1] < c.rim_y - c.slot_depth / 2:
            # Snugly in (T28 'ぴったり'): standing down in the pocket with its centre over it, as drinks stand in a
            # crate; not lying with an end dipped in.
            upright = abs(math.cos(t.body.angle)) >= math.cos(math.radians(self.spec.inverted["slot_tilt_deg"]))
            for x0, x1 in crate_slot_ranges(self.spec, self.crate_left):
                if upright and x0 <= low[0] <= x1 and x0 <= x <= x1:
                    return "in_slot"
        if self.crate_left <= x <= self.crate_left + c.outer_length:
            return "in_crate_not_slot"
        return "outside_crate"

    def result(self) -> InsertionResult:
        landings = tuple(InvertedLanding(t.drink, self.classify(t), t.pose()) for t in self.sim.tracks)
        return InsertionResult(
            mode="inverted",
            seed=self.seed,
            inserted=tuple(self.drinks),
            out=(),
            jammed=(),
            missed=(),
            fouls=(),
            inverted=landings,
            sim_time=self.sim.time,
            at_rest=self.sim.at_rest,
            state_before=TowerState(),
            state_after=TowerState(),
        )
