"""What must hold after any flick: nothing lost, nothing inside a wall, nothing through one.

Used by the robustness tests and ``scripts/flick_soak.py`` (10,000 random
flicks).  Each problem is one line naming the drink and what is wrong.
"""

from __future__ import annotations

import math

from .field import FieldError
from .flick import check_field
from .result import FlickResult
from .spec import TabletopSpec
from .world import crate_corners


def audit(result: FlickResult, spec: TabletopSpec) -> list[str]:
    """Problems of one flick's result (empty when all is well)."""
    problems = []
    before, after = result.before, result.after
    if after.drink_ids() != before.drink_ids():
        problems.append(f"drinks changed: {before.drink_ids()} -> {after.drink_ids()}")
    for d in after.drinks:
        if not all(math.isfinite(v) for v in (d.x, d.y, d.angle)):
            problems.append(f"{d.id}: not a number ({d.x}, {d.y}, {d.angle})")
        elif not after.inside(d.x, d.y):
            problems.append(f"{d.id}: lost, off the field at ({d.x:.4f}, {d.y:.4f})")
    if not problems:
        try:
            check_field(after, spec)
        except FieldError as exc:
            problems.append(f"inside a wall or a drink: {exc}")
    if not result.at_rest:
        problems.append(f"still moving at the time cap ({result.sim_time:.1f} s)")
    for frame in result.frames or ():
        for drink, x, y, _angle, _state in frame.drinks:
            for crate in after.crates:
                if _inside(crate_corners(spec, crate), x, y):
                    problems.append(f"{drink}: through {crate.id} at t={frame.time:.3f} s")
                    return problems
    return problems


def _inside(poly: list[tuple[float, float]], x: float, y: float) -> bool:
    signs = {(bx - ax) * (y - ay) - (by - ay) * (x - ax) > 0 for (ax, ay), (bx, by) in zip(poly, poly[1:] + poly[:1])}
    return len(signs) == 1
