"""Random flicks: no NaN, no drink lost or left inside a wall, none through a crate.

Six hundred here (a few seconds on a quiet machine); ``scripts/flick_soak.py``
runs the full 10,000 the same way and prints a RESULT line.
"""

from __future__ import annotations

import math
import random

from tsukiji_table.physics.tabletop import FieldDrink, FieldState, load_tabletop, simulate_flick
from tsukiji_table.physics.tabletop.audit import audit

from .tabletop_helpers import BOUNDS, CAN, random_field, with_crate

FLICKS = 600


def test_random_flicks_keep_every_drink_on_the_field_and_out_of_the_walls() -> None:
    spec = load_tabletop()
    rng = random.Random(7)
    knocked = left = 0
    for n in range(FLICKS):
        if n % 10 == 0:
            field, mover = random_field(rng)
        result = simulate_flick(field, mover, rng.uniform(0, 360), rng.uniform(spec.flick.min_power, 1.0), rng.randrange(2**31))
        assert audit(result, spec) == [], n
        knocked += len(result.knocked)
        left += len(result.left)
        field = result.after  # play on: knocked drinks stay down, the next flick meets them
    assert knocked > 30 and left > 5  # the run did exercise knocks and the boundary


def test_full_power_flicks_straight_at_crates_never_pass_through_them() -> None:
    spec = load_tabletop()
    rng = random.Random(11)
    for n in range(150):
        shape = rng.choice(list(spec.shapes))
        mover = f"blue:{shape}"
        crate_x = 0.1 + rng.uniform(0.03, 0.2) + spec.crate.width / 2
        turn, dy = rng.choice((0.0, 90.0, 45.0)), rng.uniform(-0.03, 0.03)
        field = with_crate(FieldState(BOUNDS, (FieldDrink(mover, 0.1, 0.15),)), crate_x, 0.15 + dy, turn)
        angle = rng.uniform(-25, 25)
        result = simulate_flick(field, mover, angle, 1.0, n, frames=True)
        assert audit(result, spec) == [], (n, mover)
        if turn == 90.0 and abs(angle) < 3 and abs(dy) < 0.015:  # square on to its face
            assert result.after.drink(mover).x < crate_x - spec.crate.width / 2


def test_the_audit_reports_a_drink_inside_a_crate_or_off_the_field() -> None:
    spec = load_tabletop()
    result = simulate_flick(FieldState(BOUNDS, (FieldDrink(CAN, 0.1, 0.15),)), CAN, 0.0, 0.5, 1)
    assert audit(result, spec) == []
    boxed = result.__class__(**{**result.__dict__, "after": with_crate(result.after, result.after.drink(CAN).x, 0.15)})
    assert any("inside a wall" in p for p in audit(boxed, spec))
    lost = result.__class__(**{**result.__dict__, "after": FieldState(BOUNDS, (FieldDrink(CAN, 0.9, math.inf),))})
    assert any("not a number" in p for p in audit(lost, spec))
