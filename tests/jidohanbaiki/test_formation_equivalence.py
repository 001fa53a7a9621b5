"""G04's corner masks (formation.corners, all places judged at once with bits) agree with the rule read spot by spot,
for formations of a game and for formations laid by hand: crates turned, laid over each other, apart, round holes."""

from __future__ import annotations

import random

from tsukiji_table.games.jidohanbaiki import formation
from tsukiji_table.games.jidohanbaiki.geometry import Placement, connected, overlap, touch

START = tuple(Placement(9 + 3 * (k % 2), 9 + 2 * (k // 2), 0) for k in range(6))
RING = (Placement(9, 9), Placement(12, 9), Placement(8, 11), Placement(13, 11), Placement(9, 13), Placement(12, 13))
STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def spots(p: Placement) -> set[tuple[int, int]]:
    cw, ch = p.size
    return {(p.x + dx, p.y + dy) for dx in range(cw) for dy in range(ch)}


def beside(cells: set[tuple[int, int]]) -> set[tuple[int, int]]:
    return {(x + dx, y + dy) for x, y in cells for dx, dy in STEPS} - cells


def reached(start: set[tuple[int, int]], within: set[tuple[int, int]]) -> set[tuple[int, int]]:
    """The spots of ``within`` reached from ``start`` (spots of it) by steps between side-by-side spots."""
    seen, todo = set(start), list(start)
    while todo:
        x, y = todo.pop()
        for dx, dy in STEPS:
            nxt = (x + dx, y + dy)
            if nxt in within and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def holed(cells: set[tuple[int, int]]) -> bool:
    """Whether an empty spot among ``cells`` cannot reach beyond them (a flood of the empty spots from a ring round them)."""
    x0, y0 = min(x for x, _ in cells) - 1, min(y for _, y in cells) - 1
    x1, y1 = max(x for x, _ in cells) + 1, max(y for _, y in cells) + 1
    empty = {(x, y) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1)} - cells
    edge = {(x, y) for x, y in empty if x in (x0, x1) or y in (y0, y1)}
    return len(reached(edge, empty)) != len(empty)


def spot_by_spot(places: tuple[Placement, ...]) -> tuple[int, tuple[tuple[int, int], ...]]:
    """formation.corners by the rule, place by place: a crate that may be lifted (the others stay one group: by touching
    crates, or by their spots when crates lie over each other; no hole where it lay) may go where it lies on no spot of
    the others, beside one, other than where it lies, and shuts in no empty spot."""
    own = [spots(p) for p in places]
    full = set().union(*own)
    apart = len(full) == 6 * len(places)
    x0, y0 = min(p.x for p in places), min(p.y for p in places)
    x1, y1 = max(x for x, _ in full) + 1, max(y for _, y in full) + 1
    w = x1 - x0 + 2 * formation.PAD
    out = []
    for k, p in enumerate(places):
        rest = full - own[k]
        if apart:
            lifts = connected(places, skip=k)
        else:  # a flood from another crate's spots (the one before it, the first for the first)
            seed = own[1 if k == 0 else 0] if len(places) > 1 else set()
            lifts = reached(rest & (seed | beside(seed)), rest) == rest
        if not lifts or (rest and holed(rest)):
            continue
        mask = 0
        cw, ch = p.size
        for x in range(x0 - cw, x1 + 1):
            for y in range(y0 - ch, y1 + 1):
                place = spots(Placement(x, y, p.rot))
                if (x, y) != (p.x, p.y) and not place & rest and beside(place) & rest and not holed(rest | place):
                    mask |= 1 << ((y - y0 + formation.PAD) * w + x - x0 + formation.PAD)
        if mask:
            out.append((k, mask))
    return w, tuple(out)


def by_hand(rng: random.Random) -> tuple[Placement, ...]:
    """A formation laid by hand: crates turned any way, each beside or over another or, now and then, apart from them."""
    places = [Placement(10, 10, rng.choice((0, 90, 180, 270)))]
    mode = rng.random()
    while len(places) < rng.randrange(1, 9):
        base = rng.choice(places)
        p = Placement(base.x + rng.randrange(-4, 5), base.y + rng.randrange(-4, 5), rng.choice((0, 90, 180, 270)))
        on = any(overlap(p, q) for q in places)
        if mode < 0.6 and (on or not any(touch(p, q) for q in places)):
            continue  # side by side only: many rings round holes
        places.append(p)
    return tuple(places)


def test_corner_masks_are_the_places_the_rule_allows_spot_by_spot_in_play_and_by_hand():
    rng = random.Random(19)
    formations = []
    for start in (START, RING, START[:4], START[:5] + (Placement(12, 13, 90),)):
        for _ in range(8):
            places = start
            for _ in range(rng.randrange(30)):
                formations.append(places)
                k, p = rng.choice(formation.moves(places) or ((0, places[0]),))
                places = places[:k] + (p,) + places[k + 1 :]
    formations += [by_hand(rng) for _ in range(300)]
    assert any(formation.holes(f) for f in formations) and any(len(set().union(*map(spots, f))) < 6 * len(f) for f in formations)
    for places in formations:
        assert formation.corners(places) == spot_by_spot(places), places


def test_lying_crates_touch_where_their_boxes_lie_a_step_apart_as_side_by_side_spots_say():
    rng = random.Random(20)
    checked = 0
    for start in (START, RING, START[:4]):
        for _ in range(10):
            places = start
            for _ in range(rng.randrange(40)):
                w, _, boxes, kinds = formation._layout(places)
                rows = formation._touching(w, boxes, kinds, [], (0, 0))  # lying crates: read from the steps between boxes
                assert isinstance(rows, bytes)
                assert list(rows) == [sum(1 << j for j, q in enumerate(places) if j != i and touch(p, q)) for i, p in enumerate(places)]
                checked += 1
                k, p = rng.choice(formation.moves(places) or ((0, places[0]),))
                places = places[:k] + (p,) + places[k + 1 :]
    assert checked > 100
