"""Crates on the spot grid: rotation, contacts, joins and the one-group rule."""

from __future__ import annotations

from tsukiji_table.games.jidohanbaiki.geometry import Placement, connected, destinations, joins, recentre, touch


def test_a_crate_turned_a_quarter_stands_two_wide_and_three_tall():
    assert Placement(0, 0, 0).size == (3, 2) and Placement(0, 0, 90).size == (2, 3)


def test_turning_a_crate_moves_its_spots_with_it():
    # Own spot 0 is the top-left at rotation 0; it goes round clockwise.
    assert [Placement(0, 0, r).spot(0) for r in (0, 90, 180, 270)] == [(0, 0), (1, 0), (2, 1), (0, 2)]
    for rot in (0, 90, 180, 270):
        p = Placement(5, 7, rot)
        w, h = p.size
        assert sorted(p.spots()) == sorted((5 + x, 7 + y) for x in range(w) for y in range(h))


def test_crates_touch_along_at_least_one_spot_of_side():
    a = Placement(0, 0)
    assert touch(a, Placement(3, 1)) and touch(a, Placement(0, 2))
    assert not touch(a, Placement(3, 2))  # corner only
    assert not touch(a, Placement(4, 0))  # a gap


def test_joining_needs_sides_of_equal_length():
    a = Placement(0, 0)
    assert joins(Placement(0, 2), a)  # long side on long side
    assert joins(Placement(3, 0), a)  # short side on short side
    assert not joins(Placement(3, 0, 90), a)  # long side on short side
    assert not joins(Placement(1, 2), a)  # slid along: not a whole side
    assert joins(Placement(1, 2), a, full_side=False)


def test_lifting_the_middle_crate_of_a_column_splits_the_group():
    col = (Placement(0, 0), Placement(0, 2), Placement(0, 4))
    assert connected(col) and not connected(col, skip=1)
    assert destinations(col, 1) == []
    assert Placement(3, 4) in destinations(col, 0)


def test_a_group_that_leaves_the_floor_is_moved_back_to_its_middle():
    moved = recentre((Placement(-3, 0), Placement(0, 0)), 24, 24)
    assert moved == (Placement(9, 11), Placement(12, 11))


def test_the_moves_read_pair_by_pair_are_those_read_place_by_place():
    # all_destinations reads a whole-side join from each pair of crates (_flush_moves); _moves compares every place
    # beside every crate with every crate.  Random walks of moves from the set-up block, and crates thrown anywhere.
    import random

    from tsukiji_table.games.jidohanbaiki.geometry import ROTATIONS, _moves, all_destinations, contact_masks, footprints, liftable

    def by_place(places):
        rects = footprints(places)
        return _moves(places, rects, liftable(contact_masks(rects))[1], True)

    rng = random.Random(4)
    formations = []
    for n in range(1, 8):
        for _ in range(20):
            places = tuple(Placement(9 + 3 * (k % 2), 9 + 2 * (k // 2)) for k in range(n))
            for _ in range(20):
                formations.append(places)
                moves = all_destinations(places, True)
                if not moves:
                    break
                k, place = rng.choice(moves)
                places = recentre(places[:k] + (place,) + places[k + 1 :], 24, 24)
    formations += [tuple(Placement(rng.randint(0, 8), rng.randint(0, 8), rng.choice(ROTATIONS)) for _ in range(rng.randint(1, 6))) for _ in range(500)]
    for places in formations:
        assert all_destinations(places, True) == by_place(places)
