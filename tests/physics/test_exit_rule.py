"""T16: a drink more than half out of the bottom counts as out, judged by its area."""

from __future__ import annotations

import math

import pytest

from tsukiji_table.physics import DrinkPose, TowerState
from tsukiji_table.physics.geometry import drink_profile
from tsukiji_table.physics.run import TowerRun

LYING_NECK_OUT = -math.pi / 2  # local +y (towards the neck) turned to +x, out of the machine


def _inside(poly, x, y) -> bool:
    n = len(poly)
    return all((poly[(i + 1) % n][0] - poly[i][0]) * (y - poly[i][1]) - (poly[(i + 1) % n][1] - poly[i][1]) * (x - poly[i][0]) >= 0 for i in range(n))


def _grid_fraction(parts, plane: float, steps: int = 300) -> float:
    """Area fraction beyond the plane by counting grid points: independent of the clipping code."""
    pts = [p for part in parts for p in part]
    x0, x1 = min(p[0] for p in pts), max(p[0] for p in pts)
    y0, y1 = min(p[1] for p in pts), max(p[1] for p in pts)
    inside = beyond = 0
    for i in range(steps):
        x = x0 + (i + 0.5) * (x1 - x0) / steps
        for j in range(steps // 3):
            y = y0 + (j + 0.5) * (y1 - y0) / (steps // 3)
            if any(_inside(p, x, y) for p in parts):
                inside += 1
                beyond += x >= plane
    return beyond / inside


def _world(parts, cx, cy, angle):
    c, s = math.cos(angle), math.sin(angle)
    return [[(cx + x * c - y * s, cy + x * s + y * c) for x, y in part] for part in parts]


def _status_when_placed(spec, drink: str, x: float, angle: float) -> str:
    """Place one drink at rest at the exit and classify it without simulating."""
    y = spec.machine.floor_front_y + 0.01
    run = TowerRun(spec, TowerState((DrinkPose(drink, x, y, angle),)), ["blue:stubby_can"], "single", 0)
    run.update_statuses()
    return next(t.status for t in run.sim.tracks if t.drink == drink)


def _x_for_fraction(spec, drink: str, target: float) -> float:
    """Centroid x at which `target` of the lying bottle's area is past the exit plane (bisection)."""
    parts = drink_profile(spec.shape_of(drink))
    plane = spec.machine.exit_plane_x
    lo, hi = plane - 0.05, plane + 0.05
    for _ in range(60):
        mid = (lo + hi) / 2
        if _grid_fraction(_world(parts, mid, 0.0, LYING_NECK_OUT), plane, 120) < target:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


@pytest.mark.parametrize("fraction, expected", [(0.6, "out"), (0.4, "inside")])
def test_drink_straddling_the_exit_is_judged_by_its_area(spec, fraction: float, expected: str) -> None:
    drink = "red:longest_bottle"
    x = _x_for_fraction(spec, drink, fraction)
    world = _world(drink_profile(spec.shape_of(drink)), x, 0.0, LYING_NECK_OUT)
    assert _grid_fraction(world, spec.machine.exit_plane_x) == pytest.approx(fraction, abs=0.02)
    assert _status_when_placed(spec, drink, x, LYING_NECK_OUT) == expected


def test_centroid_past_the_plane_is_not_enough(spec) -> None:
    # A bottle lying neck-first: its thin neck pulls the centroid outwards, so
    # the centroid can be past the plane while less than half the area is.
    drink = "red:longest_bottle"
    plane = spec.machine.exit_plane_x
    x_half = _x_for_fraction(spec, drink, 0.5)
    assert x_half > plane, "the centroid must cross the plane before half the area does"
    x = (plane + x_half) / 2
    fraction = _grid_fraction(_world(drink_profile(spec.shape_of(drink)), x, 0.0, LYING_NECK_OUT), plane)
    assert 0.4 < fraction < 0.5
    assert _status_when_placed(spec, drink, x, LYING_NECK_OUT) == "inside"
