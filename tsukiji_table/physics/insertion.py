"""Where, when and how drinks enter the machine, for each insertion mode.

The seeded jitter drawn here (tipping side and angle, release times, entry x,
angle, spin; for throws also speed and launch angle) is the only randomness
in the tower. Draws happen in a fixed order, drink by drink, so a seed always
means the same entries.
"""

from __future__ import annotations

import functools
import math
import random
from dataclasses import dataclass

from .geometry import drink_profile
from .sim import throw_speed_limit
from .spec import DrinkShape, TowerSpec
from .state import DrinkPose

MODES = ("single", "sequential", "batch", "throw", "inverted")
CRATE_SIZE = 6  # a crate holds 2 x 3 drinks; a bigger batch is tipped in crate by crate


class InsertionError(ValueError):
    """An insertion that cannot be made (bad mode, unknown or duplicate drink, impossible throw, ...)."""


@dataclass(frozen=True)
class ThrowAim:
    """A throw from in front of the machine (G11): launch point and velocity.

    ``distance`` is measured from the machine's front face, ``height`` from
    the table; ``angle_deg`` is above the horizontal, towards the machine.
    """

    distance: float
    height: float
    angle_deg: float
    speed: float

    @classmethod
    def default(cls, spec: TowerSpec) -> ThrowAim:
        t = spec.throw
        return cls(t["distance"], t["height"], t["angle_deg"], t["speed"])

    def to_json(self) -> list[float]:
        return [self.distance, self.height, self.angle_deg, self.speed]


def check_aim(spec: TowerSpec, aim: ThrowAim) -> None:
    """Refuse a throw that cannot be: not a number, from inside the machine or the table, too hard."""
    values = (aim.distance, aim.height, aim.angle_deg, aim.speed)
    if any(isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) for v in values):
        raise InsertionError(f"a throw needs four finite numbers (distance, height, angle, speed), got {list(values)}")
    reach = max(max(s.height, s.width) for s in spec.shapes.values())
    clear = max(reach, spec.throw["hand_clearance"])
    ceiling = spec.table.fence_height - reach
    far = spec.table.in_front - reach
    fastest = throw_speed_limit(spec)
    if not clear <= aim.distance <= far:
        raise InsertionError(
            f"throw from {aim.distance:g} m in front: stand {clear:g} to {far:g} m from the machine's front face "
            "(closer, the hand would touch the machine, T14)"
        )
    if not reach <= aim.height <= ceiling:
        raise InsertionError(f"throw from {aim.height:g} m high: throw from {reach:g} to {ceiling:g} m above the table")
    if not -180.0 <= aim.angle_deg <= 180.0:
        raise InsertionError(f"throw angle {aim.angle_deg:g} degrees: expected -180 to 180 (0 flat towards the machine, 90 straight up)")
    if not 0.0 < aim.speed <= fastest:
        raise InsertionError(f"throw speed {aim.speed:g} m/s: expected more than 0 and at most {fastest:g} m/s")


@dataclass(frozen=True)
class Release:
    """A drink let go at ``time`` (s after the start) in ``pose``, once its place is free."""

    time: float
    pose: DrinkPose


def _extent(shape: DrinkShape, angle: float) -> tuple[float, float, float, float]:
    """(min_x, max_x, min_y, max_y) of the profile rotated by *angle*, about its centroid."""
    c, s = math.cos(angle), math.sin(angle)
    pts = _profile_points(shape)
    xs, ys = [x * c - y * s for x, y in pts], [x * s + y * c for x, y in pts]
    return min(xs), max(xs), min(ys), max(ys)


@functools.cache
def _profile_points(shape: DrinkShape) -> tuple[tuple[float, float], ...]:
    """Every corner of the profile's parts, in one tuple (asked for each drink let go)."""
    return tuple(p for part in drink_profile(shape) for p in part)


def _upright_angle(rng: random.Random, spread: float) -> float:
    # Drinks leave a crate or a hand either way up, never quite straight.
    base = math.pi if rng.random() < 0.5 else 0.0
    return base + rng.uniform(-spread, spread)


def _place(spec: TowerSpec, drink: str, x: float, angle: float, vx: float, spin: float) -> DrinkPose:
    """A pose just above the roof, between the slot's edges (the funnel), at *x* if it fits."""
    m, ins = spec.machine, spec.insertion
    x0, x1, y0, _ = _extent(spec.shape_of(drink), angle)
    margin = ins["funnel_thickness"] + 0.0005
    lo, hi = m.opening_from_x + margin - x0, m.opening_to_x - margin - x1
    x = min(max(x, lo), hi) if lo <= hi else (m.opening_from_x + m.opening_to_x) / 2
    return DrinkPose(drink, x, m.outer_height + ins["drop_clearance"] - y0, angle, vx, -ins["drop_speed"], spin)


def hand_drop(spec: TowerSpec, drink: str, rng: random.Random) -> DrinkPose:
    """One drink held over the slot and let go (single and sequential modes)."""
    ins, m = spec.insertion, spec.machine
    centre = (m.opening_from_x + m.opening_to_x) / 2
    half = (m.opening_to_x - m.opening_from_x) / 2
    x = centre + rng.uniform(-half, half)
    angle = _upright_angle(rng, ins["jitter_angle"])
    spin = rng.uniform(-ins["jitter_spin"], ins["jitter_spin"])
    return _place(spec, drink, x, angle, 0.0, spin)


def crate_releases(spec: TowerSpec, drinks: list[str], rng: random.Random) -> list[Release]:
    """A batch tipped in crate by crate (T6, T25): when and where each drink lets go.

    The list is the crate's slots row by row (slot ``i`` is column ``i % 3``,
    row ``i // 3``). Each crate is tipped towards the front or the back by a
    seeded angle: the column on that side lets go first, the row that lies
    lower a moment before the other, each drink a little late by jitter; it
    leaves rotated as the crate and sliding towards that side. Columns keep
    their places across the slot as seen from above the tipped crate.
    """
    ins, m, c = spec.insertion, spec.machine, spec.crate
    centre = (m.opening_from_x + m.opening_to_x) / 2
    pitch = c.slot_width + c.divider_thickness
    out: list[Release] = []
    for k in range(0, len(drinks), CRATE_SIZE):
        crate = drinks[k : k + CRATE_SIZE]
        side = 1.0 if rng.random() < 0.5 else -1.0  # +1: towards the front
        tip = math.radians(rng.uniform(ins["tip_angle_min_deg"], ins["tip_angle_max_deg"]))
        # The crate's length seen from above (mirrored past 90 degrees); the drinks
        # spread as they slide off, so never less than ``spread`` of it.
        squeeze = math.copysign(max(abs(math.cos(tip)), ins["spread"]), math.cos(tip))
        first_row = rng.randrange(2)
        start = (k // CRATE_SIZE) * ins["crate_interval"]
        for i, drink in enumerate(crate):
            col, row = i % 3, i // 3
            u = (col - 1) * pitch  # along the crate, +1 column towards the front
            rank = (2 - col) if side > 0 else col  # 0 for the column on the tipping side
            t = start + rank * ins["column_delay"] + (row != first_row) * ins["row_delay"] + rng.uniform(0.0, ins["release_jitter"])
            x = centre + u * squeeze + rng.uniform(-ins["jitter_x"], ins["jitter_x"])
            # Standing in the crate (either end up), turned with it; clockwise when tipped to the front.
            base = 0.0 if rng.random() < 0.5 else math.pi
            angle = base - side * tip + rng.uniform(-ins["jitter_angle"], ins["jitter_angle"])
            spin = rng.uniform(-ins["jitter_spin"], ins["jitter_spin"])
            vx = side * ins["slide_speed"] * rng.uniform(0.5, 1.0)
            out.append(Release(t, _place(spec, drink, x, angle, vx, spin)))
    return out


def drop_poses(spec: TowerSpec, drinks: list[str], rng: random.Random) -> list[DrinkPose]:
    """The poses of :func:`crate_releases` (for callers that only need where drinks start)."""
    return [r.pose for r in crate_releases(spec, drinks, rng)]


def throw_pose(spec: TowerSpec, drink: str, aim: ThrowAim, rng: random.Random) -> DrinkPose:
    """The launch pose and velocity of one thrown drink."""
    t = spec.throw
    check_aim(spec, aim)
    speed = min(aim.speed * (1.0 + rng.uniform(-t["jitter_speed"], t["jitter_speed"])), throw_speed_limit(spec))
    theta = math.radians(aim.angle_deg + rng.uniform(-t["jitter_angle_deg"], t["jitter_angle_deg"]))
    angle = _upright_angle(rng, spec.insertion["jitter_angle"])
    spin = rng.uniform(-t["jitter_spin"], t["jitter_spin"])
    x = spec.machine.exit_plane_x + aim.distance
    # The player stands in front (+x) and throws back towards the machine.
    return DrinkPose(drink, x, aim.height, angle, -speed * math.cos(theta), speed * math.sin(theta), spin)


def aim_speed(spec: TowerSpec, distance: float, height: float, angle_deg: float) -> float:
    """Launch speed whose ballistic arc passes over the slot's centre at roof height.

    A helper for UIs and tests; it ignores the drink's size and spin.
    """
    m = spec.machine
    dx = spec.machine.exit_plane_x + distance - (m.opening_from_x + m.opening_to_x) / 2
    dy = m.outer_height - height
    th = math.radians(angle_deg)
    # dy = dx tan(th) - g dx^2 / (2 v^2 cos^2 th)  =>  solve for v.
    denom = 2 * math.cos(th) ** 2 * (dx * math.tan(th) - dy)
    if denom <= 0:
        raise InsertionError("no arc at that angle reaches the slot")
    return math.sqrt(spec.sim.gravity * dx * dx / denom)
