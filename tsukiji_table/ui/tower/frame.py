"""Where the simulated machine sits on the table: world metres <-> table millimetres.

The tower's zone (``games/tower_zones.py``) stores where the simulation's
origin (the inside of the back wall, on the table) lies in its rect; one
metre of simulation is ``scale`` millimetres of table (1000: true size, so a
drink inside the machine is exactly as large as the same drink on the
table).  Composed with the table camera this is the view's only
world-to-screen transform.  No pygame here.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...physics.spec import TowerSpec

Rect = tuple[float, float, float, float]
OPENING_BELOW = 0.015  # m under the roof still counted as "at the opening" (a hand reaching in)
OPENING_SIDE = 0.010  # m beyond each end of the slot


@dataclass(frozen=True)
class TowerFrame:
    """The machine's placement on the table, from its zone's rect and meta."""

    spec: TowerSpec
    rect: Rect  # the tower zone, table mm
    origin: tuple[float, float]  # table mm of world (0, 0)
    scale: float = 1000.0  # table mm per world metre

    @classmethod
    def from_zone(cls, spec: TowerSpec, rect: Rect, meta: dict[str, Any]) -> TowerFrame:
        ox, oy = meta.get("origin") or (0.0, rect[3])
        return cls(
            spec,
            tuple(float(v) for v in rect),
            (rect[0] + float(ox), rect[1] + float(oy)),  # type: ignore[arg-type]
            float(meta.get("scale", 1000.0)),
        )

    # ------------------------------------------------------------- mapping

    def to_table(self, x: float, y: float) -> tuple[float, float]:
        """World metres (y up) to table millimetres (y down)."""
        return (self.origin[0] + x * self.scale, self.origin[1] - y * self.scale)

    def to_world(self, tx: float, ty: float) -> tuple[float, float]:
        return ((tx - self.origin[0]) / self.scale, (self.origin[1] - ty) / self.scale)

    def pose_to_table(self, x: float, y: float, angle: float) -> Callable[[float, float], tuple[float, float]]:
        """Local drink coordinates (metres) of a body at (x, y, angle) to table millimetres."""
        c, s = math.cos(angle), math.sin(angle)
        ox, oy, k = self.origin[0], self.origin[1], self.scale
        return lambda lx, ly: (ox + (x + lx * c - ly * s) * k, oy - (y + lx * s + ly * c) * k)

    # ------------------------------------------------------------- places

    @property
    def front_x(self) -> float:
        """World x of the front face (the exit plane)."""
        return self.spec.machine.exit_plane_x

    @property
    def anchor(self) -> tuple[float, float]:
        """World point in the middle of the slot, at the roof's top."""
        m = self.spec.machine
        return ((m.opening_from_x + m.opening_to_x) / 2, m.outer_height)

    def opening(self) -> Rect:
        """The drop target in table mm: the slot, from just inside it up to the top of the zone."""
        m = self.spec.machine
        x0, y_low = self.to_table(m.opening_from_x - OPENING_SIDE, m.outer_height - OPENING_BELOW)
        x1, _ = self.to_table(m.opening_to_x + OPENING_SIDE, 0.0)
        top = min(self.rect[1], y_low - 1.0)
        return (x0, top, x1 - x0, y_low - top)

    def at_opening(self, tx: float, ty: float) -> bool:
        x, y, w, h = self.opening()
        return x <= tx <= x + w and y <= ty <= y + h

    def machine_rect(self) -> Rect:
        """The machine's outline in table mm (outside of the walls, table to roof)."""
        m = self.spec.machine
        x0, y0 = self.to_table(-m.wall_thickness, m.outer_height)
        x1, y1 = self.to_table(m.exit_plane_x, 0.0)
        return (x0, y0, x1 - x0, y1 - y0)
