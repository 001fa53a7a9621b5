"""Aiming a throw (G11): a hand in front of the machine and a pull back from it.

The thrower holds the drink at a launch point in front of the machine (by
default tower.yaml's ``throw.distance`` and ``throw.height``) and pulls back
away from the opening, like a slingshot: the throw flies opposite to the
pull, ``PULL_GAIN`` metres per second for each metre pulled, never faster
than the hardest throw the simulation follows (``throw.max_speed``).  :func:`arc` is the trajectory hint
(plain ballistics: no spin, no bounce).  No pygame here.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...physics import ThrowAim, TowerSpec
from ...physics.sim import throw_speed_limit

PULL_GAIN = 16.0  # m/s per metre of pull: a quarter metre lobs across the table, 0.6 m is the hardest throw
MIN_PULL = 0.01  # m: less is a click, not a throw
HINT_STEP = 1 / 60  # s between dots of the hint
HINT_TIME = 1.2  # s of flight shown at most


@dataclass(frozen=True)
class Aim:
    """A hand position and a pull, in world metres; :attr:`problem` says why it cannot be thrown."""

    hand: tuple[float, float]
    pull: tuple[float, float]  # from the hand to the pointer
    throw: ThrowAim | None
    problem: str | None  # a catalogue key, or None


def reach_of(spec: TowerSpec) -> float:
    """The most a drink sticks out from its centre: the launch point must keep this clear."""
    return max(max(s.height, s.width) for s in spec.shapes.values())


def clamp_hand(spec: TowerSpec, x: float, y: float) -> tuple[float, float]:
    """A hand position the simulation accepts: in front of the machine, above the table, under the ceiling."""
    reach = reach_of(spec)
    front = spec.machine.exit_plane_x
    x = min(max(x, front + max(reach, spec.throw["hand_clearance"])), front + spec.table.in_front - reach)
    y = min(max(y, reach), spec.table.fence_height - reach)
    return (x, y)


def default_hand(spec: TowerSpec) -> tuple[float, float]:
    t = spec.throw
    return clamp_hand(spec, spec.machine.exit_plane_x + t["distance"], t["height"])


def aim_from(spec: TowerSpec, hand: tuple[float, float], pointer: tuple[float, float]) -> Aim:
    """The throw that pulling from ``hand`` back to ``pointer`` makes."""
    px, py = pointer[0] - hand[0], pointer[1] - hand[1]
    pull = math.hypot(px, py)
    if pull < MIN_PULL:
        return Aim(hand, (px, py), None, "tower.pull_more")
    speed = min(PULL_GAIN * pull, throw_speed_limit(spec))
    vx, vy = -px / pull * speed, -py / pull * speed
    # ThrowAim measures the angle above the horizontal towards the machine (-x).
    angle = math.degrees(math.atan2(vy, -vx))
    throw = ThrowAim(hand[0] - spec.machine.exit_plane_x, hand[1], angle, speed)
    return Aim(hand, (px, py), throw, None)


def velocity(throw: ThrowAim) -> tuple[float, float]:
    th = math.radians(throw.angle_deg)
    return (-throw.speed * math.cos(th), throw.speed * math.sin(th))


def arc(spec: TowerSpec, throw: ThrowAim) -> tuple[list[tuple[float, float]], bool]:
    """Dots of the flight until it reaches the machine or the table; and whether it drops into the slot."""
    m = spec.machine
    x0, y0 = m.exit_plane_x + throw.distance, throw.height
    vx, vy = velocity(throw)
    g = spec.sim.gravity
    dots: list[tuple[float, float]] = []
    roof = m.outer_height
    left = -m.wall_thickness
    for k in range(int(HINT_TIME / HINT_STEP) + 1):
        t = k * HINT_STEP
        x, y = x0 + vx * t, y0 + vy * t - g * t * t / 2
        if dots and dots[-1][1] >= roof > y and left <= x <= m.exit_plane_x:
            # Crossing the roof's height over the machine: in through the slot, or onto the roof.
            return dots + [(x, roof)], m.opening_from_x <= x <= m.opening_to_x
        if y < 0 or (left <= x <= m.exit_plane_x and y < roof):
            return dots + [(x, max(y, 0.0))], False
        dots.append((x, y))
    return dots, False
