"""Polygon helpers and the six drink profiles."""

from __future__ import annotations

import math

import pytest

from tsukiji_table.physics.geometry import area_fraction_beyond_x, clip_beyond_x, drink_profile, inset_convex, polygon_area, polygon_centroid
from tsukiji_table.physics.spec import SHAPES

SQUARE = [(0.0, 0.0), (2.0, 0.0), (2.0, 2.0), (0.0, 2.0)]


def test_area_and_centroid_of_a_square() -> None:
    assert polygon_area(SQUARE) == pytest.approx(4.0)
    assert polygon_centroid(SQUARE) == pytest.approx((1.0, 1.0))


def test_clipping_keeps_only_the_part_beyond_the_plane() -> None:
    part = clip_beyond_x(SQUARE, 1.5)
    assert polygon_area(part) == pytest.approx(1.0)
    assert min(x for x, _ in part) == pytest.approx(1.5)
    assert clip_beyond_x(SQUARE, 3.0) == []


@pytest.mark.parametrize("plane, fraction", [(-1.0, 1.0), (0.5, 0.75), (1.0, 0.5), (2.0, 0.0)])
def test_area_fraction_beyond_a_plane(plane: float, fraction: float) -> None:
    assert area_fraction_beyond_x([SQUARE], plane) == pytest.approx(fraction)


def test_inset_moves_every_edge_inwards() -> None:
    inner = inset_convex(SQUARE, 0.25)
    assert polygon_area(inner) == pytest.approx(1.5 * 1.5)
    assert min(x for x, _ in inner) == pytest.approx(0.25)


def _extent(shape) -> tuple[float, float]:
    pts = [p for part in drink_profile(shape) for p in part]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return max(xs) - min(xs), max(ys) - min(ys)


def test_drinks_are_ordered_by_length_rank(spec) -> None:
    lengths = [_extent(spec.shapes[s])[1] for s in SHAPES]
    assert lengths == sorted(lengths) and len(set(lengths)) == 6
    assert [spec.shapes[s].rank for s in SHAPES] == [1, 2, 3, 4, 5, 6]


def test_stubby_can_is_shortest_and_widest(spec) -> None:
    widths = {s: _extent(spec.shapes[s])[0] for s in SHAPES}
    assert max(widths, key=widths.get) == "stubby_can"


def test_longest_and_not_longest_bottles_are_close_in_height(spec) -> None:
    a, b = spec.shapes["not_longest_bottle"].height, spec.shapes["longest_bottle"].height
    assert 0 < b - a < 0.1 * b


def test_bottles_have_necks_and_cans_do_not(spec) -> None:
    for name in SHAPES:
        shape = spec.shapes[name]
        parts = drink_profile(shape)
        assert len(parts) == (2 if shape.is_bottle else 1)
        if shape.is_bottle:
            neck_width = max(x for x, _ in parts[1]) - min(x for x, _ in parts[1])
            assert neck_width < 0.6 * shape.width


def test_square_bottle_is_the_widest_bottle_with_flat_shoulders(spec) -> None:
    bottles = [spec.shapes[s] for s in SHAPES if spec.shapes[s].is_bottle]
    square = spec.shapes["square_bottle"]
    assert square.width == max(b.width for b in bottles)
    assert square.shoulder_length < min(b.shoulder_length for b in bottles if b is not square)


@pytest.mark.parametrize("name", SHAPES)
def test_profiles_are_centred_on_their_area_centroid(spec, name: str) -> None:
    parts = drink_profile(spec.shapes[name])
    total = sum(polygon_area(p) for p in parts)
    cx = sum(polygon_area(p) * polygon_centroid(p)[0] for p in parts) / total
    cy = sum(polygon_area(p) * polygon_centroid(p)[1] for p in parts) / total
    assert math.hypot(cx, cy) < 1e-12
