"""The world-to-screen transform: table millimetres to window pixels.

Zoom moves in fixed steps (powers of 2^(1/6)), so every piece's picture is
rendered at a handful of exact sizes and cached per step instead of being
rescaled every frame.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

ZOOM_STEP = 2 ** (1 / 6)
MIN_LEVEL = -15  # ~0.18 px per mm: a whole big table on a small window
MAX_LEVEL = 18  # 8 px per mm: read the smallest print


def zoom_of(level: int) -> float:
    return ZOOM_STEP**level


@dataclass
class Camera:
    """Screen position of the world origin (``ox``, ``oy`` px) and a zoom level."""

    level: int = 0
    ox: float = 0.0
    oy: float = 0.0

    @property
    def zoom(self) -> float:
        """Pixels per millimetre."""
        return zoom_of(self.level)

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        z = self.zoom
        return (self.ox + x * z, self.oy + y * z)

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        z = self.zoom
        return ((sx - self.ox) / z, (sy - self.oy) / z)

    def zoom_at(self, steps: int, sx: float, sy: float) -> bool:
        """Zoom by ``steps`` keeping the world point under (sx, sy) where it is."""
        level = max(MIN_LEVEL, min(MAX_LEVEL, self.level + steps))
        if level == self.level:
            return False
        wx, wy = self.to_world(sx, sy)
        self.level = level
        z = self.zoom
        self.ox = sx - wx * z
        self.oy = sy - wy * z
        return True

    def pan(self, dx: float, dy: float) -> None:
        self.ox += dx
        self.oy += dy

    def fit(self, bounds: tuple[float, float, float, float], view: tuple[int, int, int, int], margin: float = 0.03) -> None:
        """Largest zoom step showing ``bounds`` (x, y, w, h in mm) inside ``view`` (px), centred."""
        bx, by, bw, bh = bounds
        vx, vy, vw, vh = view
        bw, bh = max(bw, 1.0), max(bh, 1.0)
        scale = min(vw / bw, vh / bh) * (1 - 2 * margin)
        self.level = max(MIN_LEVEL, min(MAX_LEVEL, math.floor(math.log(max(scale, 1e-6), ZOOM_STEP))))
        z = self.zoom
        self.ox = vx + (vw - bw * z) / 2 - bx * z
        self.oy = vy + (vh - bh * z) / 2 - by * z

    def key(self) -> tuple[int, int, int]:
        """What a cached screen layout depends on (whole pixels)."""
        return (self.level, round(self.ox), round(self.oy))
