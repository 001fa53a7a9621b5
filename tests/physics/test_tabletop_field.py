"""The field: its boundary (A5), its JSON form, and the mistakes it refuses."""

from __future__ import annotations

import json
import math

import pytest

from tsukiji_table.physics.tabletop import (
    STANDING,
    FieldCoin,
    FieldDrink,
    FieldError,
    FieldState,
    FlickError,
    FlickResult,
    load_tabletop,
    simulate_flick,
)
from tsukiji_table.physics.tabletop.flick import check_field
from tsukiji_table.physics.tabletop.layout import crates_around, demo_field, nearest_free_spot

from .tabletop_helpers import BOUNDS, CAN, in_a_row, with_crate


def test_a_drink_pushed_over_the_field_edge_is_put_back_where_it_crossed() -> None:
    target = "blue:stubby_can"
    # The stubby can 4 mm ahead of the can, 6 mm off its line, 2 cm from the right edge: a glancing push.
    field = FieldState((0.0, 0.0, 0.2, 0.3), (FieldDrink(CAN, 0.15, 0.15), FieldDrink(target, 0.173, 0.144)))
    result = simulate_flick(field, CAN, 0.0, 0.55, seed=1)
    assert result.knocked == ()  # pushed, not knocked over
    (back,) = [p for p in result.left if p.drink == target]
    assert back.crossed[0] == pytest.approx(0.2)
    after = result.after.drink(target)
    r = load_tabletop().shape_of(target).width / 2
    gap = load_tabletop().put_back_gap
    assert (after.x, after.y) == pytest.approx((0.2 - r - gap, back.crossed[1]))  # just inside the line, where it crossed
    assert after.state == STANDING
    assert back.put_back == (after.x, after.y)


def test_the_mover_itself_can_leave_and_come_back() -> None:
    field = FieldState((0.0, 0.0, 0.3, 0.2), (FieldDrink(CAN, 0.15, 0.1),))
    result = simulate_flick(field, CAN, 90.0, 0.6, seed=4)  # straight down, off the bottom edge
    (back,) = result.left
    assert back.drink == CAN and back.crossed[1] == pytest.approx(0.2)
    after = result.after.drink(CAN)
    assert after.state == STANDING and result.after.inside(after.x, after.y)


def test_crates_are_walls_the_can_stops_against() -> None:
    spec = load_tabletop()
    crate_x = 0.25
    field = with_crate(FieldState(BOUNDS, (FieldDrink(CAN, 0.1, 0.15),)), crate_x, 0.15, 90.0)
    result = simulate_flick(field, CAN, 0.0, 1.0, seed=1)
    assert result.after.drink(CAN).x < crate_x - spec.crate.width / 2
    assert result.left == ()


def test_a_drink_resting_on_the_launch_coin_is_reported_on_it() -> None:
    spec = load_tabletop()
    field = demo_field(spec, ["blue:stubby_can", "mint:long_can"], CAN, seed=3)
    result = simulate_flick(field, CAN, 0.0, spec.flick.min_power, seed=1)
    assert result.on_coin.get(CAN) == "coin.500"


def test_field_and_result_json_read_back_bit_for_bit() -> None:
    spec = load_tabletop()
    field = demo_field(spec, ["blue:stubby_can", "mint:long_can", "white:longest_bottle"], CAN, seed=5)
    assert FieldState.from_json(json.loads(json.dumps(field.to_json()))) == field
    result = simulate_flick(field, CAN, 12.5, 0.8, seed=9, frames=True)
    again = FlickResult.from_json(json.loads(json.dumps(result.to_json(frames=True))))
    assert again == result
    assert again.hash == result.after.hash()
    assert result.frames is not None and result.frames[-1].time == pytest.approx(result.sim_time)


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ({"version": 1, "bounds": [0, 0, 0.3], "drinks": []}, "bounds must be a list of 4"),
        ({"version": 1, "bounds": [0, 0, -1, 1], "drinks": []}, "x0 < x1"),
        ({"version": 1, "bounds": [0, 0, 1, 1], "drinks": [{"id": "red:soda", "x": 0.1, "y": 0.1}]}, "drinks[0]"),
        ({"version": 1, "bounds": [0, 0, 1, 1], "drinks": [{"id": CAN, "x": "a", "y": 0.1}]}, "x must be a finite number"),
        ({"version": 1, "bounds": [0, 0, 1, 1], "drinks": [{"id": CAN, "x": 0.1, "y": 0.1, "state": "flying"}]}, "state must be one of"),
        ({"version": 1, "bounds": [0, 0, 1, 1], "drinks": [{"id": CAN, "x": 0.1, "y": 0.1}, {"id": CAN, "x": 0.5, "y": 0.5}]}, "repeated"),
        ({"version": 1, "bounds": [0, 0, 1, 1], "coins": [{"id": "c", "x": 0, "y": 0, "value": -5}]}, "whole number of yen"),
        ({"bounds": [0, 0, 1, 1]}, "not a field state"),
    ],
)
def test_a_malformed_field_is_refused_naming_the_problem(data: dict, words: str) -> None:
    with pytest.raises(FieldError, match=None) as err:
        FieldState.from_json(data)
    assert words in str(err.value)


def test_a_drink_inside_a_crate_or_another_drink_or_off_the_field_is_refused() -> None:
    field = FieldState(BOUNDS, (FieldDrink(CAN, 0.1, 0.15), FieldDrink("blue:long_can", 0.105, 0.15)))
    with pytest.raises(FieldError, match="inside red:short_can|inside blue:long_can"):
        check_field(field)
    with pytest.raises(FieldError, match=r"inside crate#1 \(crate\)"):
        check_field(with_crate(FieldState(BOUNDS, (FieldDrink(CAN, 0.1, 0.15),)), 0.1, 0.15))
    with pytest.raises(FieldError, match="outside the field"):
        simulate_flick(FieldState(BOUNDS, (FieldDrink(CAN, 0.6, 0.15),)), CAN, 0.0, 0.5, seed=1)


@pytest.mark.parametrize(
    ("mover", "power", "words"), [(CAN, 0.0, "power must be from"), (CAN, 1.5, "power must be from"), ("blue:long_can", 0.5, "not on the field")]
)
def test_an_impossible_flick_is_refused(mover: str, power: float, words: str) -> None:
    with pytest.raises(FlickError, match=words):
        simulate_flick(in_a_row("white:stubby_can", 0.05), mover, 0.0, power, seed=1)
    with pytest.raises(FlickError, match="angle must be a finite number"):
        simulate_flick(in_a_row("white:stubby_can", 0.05), CAN, math.nan, 0.5, seed=1)


def test_six_crates_lie_round_the_field_against_its_boundary() -> None:
    spec = load_tabletop()
    bounds = (0.06, 0.06, 0.46, 0.34)
    crates = crates_around(spec, bounds)
    assert len(crates) == 6
    field = FieldState(bounds, (FieldDrink(CAN, 0.26, 0.2),), crates, (FieldCoin("coin.500", 0.26, 0.2, 500),))
    check_field(field)  # no crate reaches into the field
    near = [c for c in crates if abs(c.y - (bounds[1] - spec.crate.width / 2)) < 1e-9 or abs(c.x - (bounds[0] - spec.crate.width / 2)) < 1e-9]
    assert near  # flat against the line


def test_nearest_free_spot_avoids_the_drink_standing_there() -> None:
    spec = load_tabletop()
    field = in_a_row("blue:stubby_can", 0.05)
    t = field.drink("blue:stubby_can")
    x, y = nearest_free_spot(spec, field, "mint:long_can", t.x, t.y)
    assert math.hypot(x - t.x, y - t.y) >= spec.shape_of("blue:stubby_can").width / 2 + spec.shape_of("mint:long_can").width / 2 - 0.0006
    check_field(field.with_drinks([FieldDrink("mint:long_can", x, y)]))


def test_coins_laid_edge_to_edge_make_a_path_and_a_gap_breaks_it() -> None:
    from tsukiji_table.physics.tabletop.layout import coin_chain

    spec = load_tabletop()
    d = 2 * spec.coin_radius(100)
    path = [FieldCoin(f"c{n}", 0.05 + n * d, 0.1, 100) for n in range(4)] + [FieldCoin("goal", 0.05 + 4 * d, 0.1, 500)]
    assert coin_chain(spec, path, ["c0"], "goal") == ["c0", "c1", "c2", "c3", "goal"]
    gap = [c if c.id != "c2" else FieldCoin("c2", c.x, c.y + 0.002 + d, 100) for c in path]  # one coin nudged off the line
    assert coin_chain(spec, gap, ["c0"], "goal") is None
