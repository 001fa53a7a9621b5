"""Aiming a flick: pull back from your can and let go (no pygame).

As the tower's throw is aimed (``ui/tower/aim.py``), like a slingshot: the
player presses on their can and pulls the pointer back, away from where the
can should go.  The flick goes the opposite way; its power grows with the
pull, reaching 1 (``flick.max_speed``) at :data:`PULL_FULL` metres of table.
The hint is the straight path the can would slide on an empty table,
``v**2 / (2 μ g)`` long (it does not foresee collisions: that is the
player's part).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...physics.tabletop import TabletopSpec

PULL_FULL = 0.10  # m of table pulled back for power 1; a fingertip's feel on a table of miniatures
HINT_DOT = 0.008  # m between the dots of the path hint


@dataclass(frozen=True)
class FlickAim:
    """A pull from the can (field metres); ``angle`` and ``power`` are what letting go now would flick."""

    origin: tuple[float, float]
    pull: tuple[float, float]  # from the can to the pointer
    angle: float  # degrees, clockwise on screen from +x: opposite to the pull
    power: float  # 0..1
    ok: bool  # strong enough to be a flick

    @property
    def action(self) -> dict[str, float]:
        """The headless form of this flick (docs/tabletop.md)."""
        return {"angle": round(self.angle, 2), "power": round(self.power, 3)}


def aim_from(spec: TabletopSpec, origin: tuple[float, float], pointer: tuple[float, float]) -> FlickAim:
    """The flick that pulling from ``origin`` back to ``pointer`` makes."""
    px, py = pointer[0] - origin[0], pointer[1] - origin[1]
    pull = math.hypot(px, py)
    power = min(1.0, pull / PULL_FULL)
    angle = math.degrees(math.atan2(-py, -px)) % 360.0 if pull > 0 else 0.0
    return FlickAim(origin, (px, py), angle, power, power >= spec.flick.min_power)


def slide_distance(spec: TabletopSpec, power: float) -> float:
    """How far a standing can slides on an empty table (m): ``v**2 / (2 μ g)``."""
    v = power * spec.flick.max_speed
    return v * v / (2 * spec.friction * spec.sim.gravity)


def path_dots(spec: TabletopSpec, aim: FlickAim) -> list[tuple[float, float]]:
    """Field points every :data:`HINT_DOT` along the empty-table slide."""
    length = slide_distance(spec, aim.power)
    ux, uy = math.cos(math.radians(aim.angle)), math.sin(math.radians(aim.angle))
    n = max(1, int(length / HINT_DOT))
    return [(aim.origin[0] + ux * length * k / n, aim.origin[1] + uy * length * k / n) for k in range(1, n + 1)]
