"""When a flick knocks a drink over (A8) and when it only pushes it: the model seen through flicks."""

from __future__ import annotations

import pytest

from tsukiji_table.physics.tabletop import LEANING, LYING, STANDING, FieldDrink, FieldState, load_tabletop, simulate_flick
from tsukiji_table.physics.tabletop.tipping import blow_impulse, contact_height, fall_blow, tip_moment, tipping

from .tabletop_helpers import BOUNDS, CAN, in_a_row, with_crate

SHAPES = ("stubby_can", "short_can", "long_can", "square_bottle", "not_longest_bottle", "longest_bottle")


@pytest.mark.parametrize("shape", SHAPES)
def test_a_hard_flick_at_a_drink_close_by_knocks_it_over(shape: str) -> None:
    target = f"blue:{shape}"
    result = simulate_flick(in_a_row(target, 0.03), CAN, 0.0, 0.9, seed=1)
    assert result.knocked_ids()[0] == target
    assert result.after.drink(target).state in (LYING, LEANING)
    assert result.knocked[0].by == CAN


@pytest.mark.parametrize("shape", SHAPES)
def test_a_slow_push_slides_a_drink_without_knocking_it_over(shape: str) -> None:
    target = f"blue:{shape}"
    field = in_a_row(target, 0.005)
    result = simulate_flick(field, CAN, 0.0, 0.2, seed=1)
    assert result.knocked == ()
    after = result.after.drink(target)
    assert after.state == STANDING
    assert after.x > field.drink(target).x + 0.001  # it was pushed along, standing
    assert result.touched(CAN) == [target]


def test_a_knocked_drink_falls_away_from_the_blow_and_lies_beyond_where_it_stood() -> None:
    target = "blue:longest_bottle"
    field = in_a_row(target, 0.03)
    result = simulate_flick(field, CAN, 0.0, 0.9, seed=1)
    knock = result.knocked[0]
    assert abs(((knock.direction + 180) % 360) - 180) < 20  # it fell along +x, the way it was hit
    assert result.after.drink(target).x > field.drink(target).x + 0.015  # lying, its centre beyond its old base


def _least_power(target: str, gap: float) -> float:
    lo, hi = load_tabletop().flick.min_power, 1.0
    for _ in range(12):
        mid = (lo + hi) / 2
        if target in simulate_flick(in_a_row(target, gap), CAN, 0.0, mid, seed=3).knocked_ids():
            hi = mid
        else:
            lo = mid
    return hi


def test_the_squat_stubby_can_takes_a_harder_flick_to_knock_over_than_a_slim_can() -> None:
    assert _least_power("blue:stubby_can", 0.03) > _least_power("blue:long_can", 0.03) + 0.05


def test_a_drink_further_away_takes_a_harder_flick() -> None:
    assert _least_power("blue:short_can", 0.15) > _least_power("blue:short_can", 0.02) + 0.05


def test_a_bottle_sliding_hard_into_a_crate_trips_over_but_the_stubby_can_does_not() -> None:
    spec = load_tabletop()
    for mover, trips in (("blue:longest_bottle", True), ("blue:stubby_can", False)):
        crate_x = 0.1 + 0.08 + spec.crate.width / 2  # 8 cm ahead, across the path
        field = with_crate(FieldState(BOUNDS, (FieldDrink(mover, 0.1, 0.15),)), crate_x, 0.15, 90.0)
        result = simulate_flick(field, mover, 0.0, 1.0, seed=2)
        assert "crate#1" in result.touched(mover)
        assert (mover in result.knocked_ids()) is trips
        if trips:
            assert result.knocked[0].by == "crate#1"
        after = result.after.drink(mover)
        assert after.x < crate_x - spec.crate.width / 2  # still this side of the wall


def test_a_falling_bottle_fells_a_can_standing_where_it_lands() -> None:
    bottle, behind = "blue:longest_bottle", "mint:short_can"
    field = in_a_row(bottle, 0.03)
    b = field.drink(bottle)
    spec = load_tabletop()
    gap = 0.03  # between the bottle's far edge and the can: inside its length (53 mm)
    x = b.x + spec.shape_of(bottle).width / 2 + gap + spec.shape_of(behind).width / 2
    field = field.with_drinks([b.__class__(behind, x, b.y)])
    result = simulate_flick(field, CAN, 0.0, 0.9, seed=1)
    assert result.knocked_ids()[:2] == [bottle, behind]
    assert result.knocked[1].by == bottle


def test_the_knock_over_rule_weighs_the_blow_against_each_drinks_tipping_moment() -> None:
    spec = load_tabletop()
    g = spec.sim.gravity
    short, stubby, bottle = (tipping(spec.shapes[n], g) for n in ("short_can", "stubby_can", "longest_bottle"))
    # Lifting the centre of mass over the edge: a squat drink must rise further.
    assert stubby.lift > short.lift > bottle.lift > 0
    # A blow that is just enough, and one a little weaker.
    z = contact_height(short.height, short.height)
    j = short.moment / z
    assert tip_moment(short, j * 1.01, z, striker=False) >= short.moment
    assert tip_moment(short, j * 0.99, z, striker=False) < short.moment
    # A striker hit at or above its centre of mass does not trip; one hit below it may.
    assert tip_moment(bottle, 1.0, bottle.com, striker=True) == 0.0
    assert tip_moment(bottle, 1.0, 0.01, striker=True) > 0.0
    # The impulse grows with the closing speed; a falling drink that does not reach deals none.
    assert blow_impulse(0.003, 1.0, 0.04) > blow_impulse(0.003, 0.5, 0.04) > 0
    assert fall_blow(bottle, 0.0, bottle.height + 0.001, short, 0.04) is None
