"""G04's crate moves (formation.py): the fast generation agrees with the rule written place by place."""

from __future__ import annotations

import random

from tsukiji_table.games.jidohanbaiki import formation
from tsukiji_table.games.jidohanbaiki.geometry import Placement, bounds

START = tuple(Placement(9 + 3 * (k % 2), 9 + 2 * (k // 2), 0) for k in range(6))


def every_place(places):
    """Each (crate, place) within reach, judged one by one by formation.why_not."""
    x0, y0, x1, y1 = bounds(places)
    out = set()
    for k, p in enumerate(places):
        for x in range(x0 - 4, x1 + 2):
            for y in range(y0 - 4, y1 + 2):
                to = Placement(x, y, p.rot)
                if formation.why_not(places, k, to) is None:
                    out.add((k, to))
    return out


def test_generated_crate_moves_are_exactly_the_places_the_rule_allows():
    rng = random.Random(7)
    for _ in range(25):
        places = START
        for _ in range(rng.randrange(25)):
            found = formation.moves(places)
            assert set(found) == every_place(places) and len(set(found)) == len(found)
            k, p = rng.choice(found)
            places = places[:k] + (p,) + places[k + 1 :]


def test_a_ring_of_crates_encloses_a_hole_and_its_crates_cannot_close_it_again():
    ring = (Placement(9, 9), Placement(12, 9), Placement(8, 11), Placement(13, 11), Placement(9, 13), Placement(12, 13))
    assert formation.holes(ring)
    open_ring = ring[:5] + (Placement(15, 13),)
    assert not formation.holes(open_ring)
    assert formation.why_not(open_ring, 5, Placement(12, 13)) == "hole"


def test_a_turned_crate_keeps_its_turn_when_it_moves():
    places = START[:5] + (Placement(12, 13, 90),)  # by hand, in free mode
    assert all(p.rot == 90 for k, p in formation.moves(places) if k == 5)


def test_g04_lists_and_recognises_exactly_the_crate_moves_the_rule_allows():
    """G04's listing of crate moves (made as read, looked up by one bit) is formation.moves, whatever the formation's place on the floor."""
    from tsukiji_table.games.jidohanbaiki.g04_rules import CrateMoves

    rng = random.Random(11)
    for _ in range(10):
        places = START
        for _ in range(rng.randrange(20)):
            found = formation.moves(places)
            listed = CrateMoves(places)
            assert list(listed) == [("crate", k, p) for k, p in found] == [listed[i] for i in range(len(listed))]
            x0, y0, x1, y1 = bounds(places)
            for k, p in enumerate(places):
                for x in range(x0 - 5, x1 + 3):
                    for y in range(y0 - 5, y1 + 3):
                        for rot in (p.rot, (p.rot + 90) % 360):
                            to = Placement(x, y, rot)
                            assert (("crate", k, to) in listed) == ((k, to) in found)
            k, p = rng.choice(found)
            places = places[:k] + (p,) + places[k + 1 :]


def test_liftable_lifts_exactly_the_crates_whose_lifting_leaves_the_others_one_group():
    """geometry.liftable (Warshall's closure over a copy of the graph per crate, with bits) against a search crate by
    crate: every graph of contacts of up to six crates, as tuples and as bytes, and random ones of seven to ten."""
    from itertools import combinations

    from tsukiji_table.games.jidohanbaiki.geometry import liftable

    def one_group(touching, crates):
        if not crates:
            return True
        seen, todo = set(), [min(crates)]
        while todo:
            i = todo.pop()
            if i not in seen:
                seen.add(i)
                todo += [j for j in crates if touching[i] >> j & 1]
        return seen == crates

    def plain(touching):
        n = len(touching)
        every = set(range(n))
        return one_group(touching, every), sum(1 << k for k in range(n) if one_group(touching, every - {k}))

    def graph(n, edges):
        rows = [0] * n
        for i, j in edges:
            rows[i] |= 1 << j
            rows[j] |= 1 << i
        return tuple(rows)

    checked = 0
    for n in range(7):
        pairs = list(combinations(range(n), 2))
        for chosen in range(1 << len(pairs)):
            rows = graph(n, [pair for b, pair in enumerate(pairs) if chosen >> b & 1])
            assert liftable.__wrapped__(rows) == liftable.__wrapped__(bytes(rows)) == plain(rows), rows
            checked += 1
    rng = random.Random(3)
    for n in (7, 8, 9, 10):
        for _ in range(2000):
            p = rng.random()
            rows = graph(n, [pair for pair in combinations(range(n), 2) if rng.random() < p])
            assert liftable.__wrapped__(rows) == plain(rows), rows
            checked += 1
    assert checked > 40000


def test_places_at_the_frames_edge_are_those_the_rule_allows_for_standing_and_lying_crates():
    """A place beside the formation may reach the frame's edge (PAD): its ring is read across the edge. Standing crates
    (three tall) are the tightest fit above and below, lying ones (three wide) left and right."""
    rng = random.Random(5)
    for turned in ((), (5,), (1, 4), (0, 2, 3, 5), tuple(range(6))):
        for _ in range(6):
            places, y = [], 9
            for k in range(6):  # a column of crates, each on the one before
                places.append(Placement(9, y, 90 if k in turned else 0))
                y += places[-1].size[1]
            places = tuple(places)
            for _ in range(rng.randrange(12)):
                found = formation.moves(places)
                assert set(found) == every_place(places), places
                k, p = rng.choice(found)
                places = places[:k] + (p,) + places[k + 1 :]
