"""Where and how drinks enter the machine, for each insertion mode.

The seeded jitter drawn here (entry x, angle, spin; for throws also speed and
launch angle) is the only randomness in the tower. Draws happen in a fixed
order, drink by drink, so a seed always means the same entries.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from .geometry import drink_profile
from .sim import speed_limit
from .spec import DrinkShape, TowerSpec
from .state import DrinkPose

MODES = ("single", "sequential", "batch", "throw", "inverted")


class InsertionError(ValueError):
    """An insertion that cannot be made (bad mode, unknown or duplicate drink, ...)."""


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


def _extent(shape: DrinkShape, angle: float) -> tuple[float, float, float, float]:
    """(min_x, max_x, min_y, max_y) of the profile rotated by *angle*, about its centroid."""
    c, s = math.cos(angle), math.sin(angle)
    pts = [(x * c - y * s, x * s + y * c) for part in drink_profile(shape) for x, y in part]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return min(xs), max(xs), min(ys), max(ys)


def _upright_angle(rng: random.Random, spread: float) -> float:
    # Drinks leave a crate or a hand either way up, never quite straight.
    base = math.pi if rng.random() < 0.5 else 0.0
    return base + rng.uniform(-spread, spread)


def drop_poses(spec: TowerSpec, drinks: list[str], rng: random.Random) -> list[DrinkPose]:
    """Poses for drinks let go together above the slot, in rows of ``columns``.

    Rows are packed left to right without overlap and centred on the slot;
    each row hangs above the one before, so the lowest row lands first.
    """
    ins, m = spec.insertion, spec.machine
    cols = int(ins["columns"])
    slot_lo, slot_hi = m.opening_from_x, m.opening_to_x
    slot_w = slot_hi - slot_lo
    roof_top = m.outer_height
    gap = ins["layer_gap"]
    base = roof_top + ins["drop_clearance"]
    poses: list[DrinkPose] = []
    for start in range(0, len(drinks), cols):
        row = drinks[start : start + cols]
        n = len(row)
        placed: list[tuple[str, float, tuple[float, float, float, float], float]] = []  # (drink, angle, extent, spin)
        xs: list[float] = []
        for i, drink in enumerate(row):
            dx = rng.uniform(-ins["jitter_x"], ins["jitter_x"])
            angle = _upright_angle(rng, ins["jitter_angle"])
            spin = rng.uniform(-ins["jitter_spin"], ins["jitter_spin"])
            placed.append((drink, angle, _extent(spec.shape_of(drink), angle), spin))
            xs.append(slot_lo + slot_w * (i + 0.5) / n + dx)
        for i in range(1, n):  # push right until no two drinks overlap
            xs[i] = max(xs[i], xs[i - 1] + placed[i - 1][2][1] - placed[i][2][0] + gap)
        left = xs[0] + placed[0][2][0]
        right = xs[-1] + placed[-1][2][1]
        shift = 0.0
        if left < slot_lo or right > slot_hi:  # re-centre a row that sticks out
            shift = (slot_lo + slot_hi) / 2 - (left + right) / 2
        height = max(ext[3] - ext[2] for _, _, ext, _ in placed)
        for (drink, angle, ext, spin), x in zip(placed, xs):
            poses.append(DrinkPose(drink, x + shift, base - ext[2], angle, 0.0, -ins["drop_speed"], spin))
        base += height + gap
    return poses


def throw_pose(spec: TowerSpec, drink: str, aim: ThrowAim, rng: random.Random) -> DrinkPose:
    """The launch pose and velocity of one thrown drink."""
    t = spec.throw
    # A harder throw than the simulation's speed limit is thrown at the limit.
    speed = min(aim.speed * (1.0 + rng.uniform(-t["jitter_speed"], t["jitter_speed"])), speed_limit(spec))
    theta = math.radians(aim.angle_deg + rng.uniform(-t["jitter_angle_deg"], t["jitter_angle_deg"]))
    angle = _upright_angle(rng, spec.insertion["jitter_angle"])
    spin = rng.uniform(-t["jitter_spin"], t["jitter_spin"])
    x = spec.machine.exit_plane_x + aim.distance
    reach = max(spec.shape_of(drink).height, spec.shape_of(drink).width)
    ceiling = spec.table.fence_height - reach
    if aim.distance < reach or not reach <= aim.height <= ceiling or aim.speed <= 0:
        raise InsertionError(
            f"throw from {aim.distance:.3f} m in front at {aim.height:.3f} m height with speed {aim.speed}: "
            f"stand at least {reach:.3f} m away, throw from {reach:.3f} to {ceiling:.2f} m high, with a positive speed"
        )
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
