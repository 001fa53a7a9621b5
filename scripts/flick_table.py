#!/usr/bin/env python3
"""Print the knock-over model's numbers for each drink (the table in docs/tabletop.md).

For each shape: its tipping moment, the closing speed at which a short can
knocks it over standing still (the blow at half the lower height), and the
least power of a flick that knocks it over from 3 cm and from 10 cm
(simulated, bisected).  Also how far a flick slides on an empty table.

    .venv/bin/python scripts/flick_table.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tsukiji_table.physics.tabletop import FieldDrink, FieldState, load_tabletop, simulate_flick  # noqa: E402
from tsukiji_table.physics.tabletop.tipping import contact_height  # noqa: E402

CAN = "red:short_can"


def least_power(target: str, gap: float) -> float:
    spec = load_tabletop()
    x = 0.1 + spec.shape_of(CAN).width / 2 + gap + spec.shape_of(target).width / 2
    field = FieldState((0.0, 0.0, 0.6, 0.3), (FieldDrink(CAN, 0.1, 0.15), FieldDrink(target, x, 0.15)))
    lo, hi = spec.flick.min_power, 1.0
    if target not in simulate_flick(field, CAN, 0.0, hi, 1).knocked_ids():
        return float("nan")
    for _ in range(14):
        mid = (lo + hi) / 2
        lo, hi = (lo, mid) if target in simulate_flick(field, CAN, 0.0, mid, 1).knocked_ids() else (mid, hi)
    return hi


def main() -> int:
    spec = load_tabletop()
    can = spec.shapes["short_can"]
    print(f"{'shape':20}{'w x h mm':>10}{'mass g':>8}{'lift mm':>9}{'M mN·m·s':>10}{'knock m/s':>11}{'power @3cm':>12}{'@10cm':>8}")
    for name, shape in spec.shapes.items():
        tip = spec.tips[name]
        z = contact_height(can.height, shape.height)
        e = can.material.elasticity * shape.material.elasticity
        m_eff = can.mass * shape.mass / (can.mass + shape.mass)
        speed = tip.moment / ((1 + e) * m_eff * z)
        target = f"blue:{name}"
        print(
            f"{name:20}{shape.width * 1000:>5.0f} x {shape.height * 1000:<3.0f}{shape.mass * 1000:>7.1f}{tip.lift * 1000:>9.2f}{tip.moment * 1000:>10.4f}"
            f"{speed:>11.2f}{least_power(target, 0.03):>12.2f}{least_power(target, 0.10):>8.2f}"
        )
    print("\nslide of a standing can on an empty table (v^2 / 2 mu g):")
    for p in (0.25, 0.5, 0.75, 1.0):
        v = p * spec.flick.max_speed
        print(f"  power {p:.2f}: {v:.2f} m/s, {v * v / (2 * spec.friction * spec.sim.gravity) * 100:.0f} cm")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
