"""A packed formation of crates (G04): where one crate may go without turning or leaving a gap.

G04 says a crate may be moved but never turned, and no gap may open between
crates (「ボトルクレートの向きを変えたり、ボトルクレート同士の間にすき間を作ったり
してはなりません」).  We read that as: after the move every crate still
touches the group along at least one spot of side (one group), and the crates
enclose no empty spot (no hole: every empty spot can be reached from outside
the group by steps between side-by-side spots).  A crate may go anywhere that
keeps this, other than where it lies (decision g04-a18-crates).

Generation works on bitmasks over the formation's bounding box with room
around it for a crate: one bit per spot.  A crate lying inside a ring of
others cannot be lifted (its place would be a hole).  A new place closes a
hole exactly where the crates' spots around it come in more than one run
(counted for every place at once, see :func:`corners`); no flood fill is
needed unless crates were laid over each other by hand.  Results are cached
per formation shape (translation does not matter).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache
from itertools import combinations, compress, starmap
from operator import sub

from .geometry import Placement, connected, liftable

# Room round the formation for a crate (at most 3 spots long) beside it.  The ring round such a place may lie past the
# frame's edge: read across it, a spot past a side is one at the other end of the row before or after, past the top or
# bottom one in the frame before or after (:func:`_places_for`'s lanes) or none, empty like the spot it stands for.
PAD = 3


@lru_cache(maxsize=1024)
def moves(places: tuple[Placement, ...]) -> tuple[tuple[int, Placement], ...]:
    """Every ``(crate, placement)`` one crate move may produce, in a fixed order."""
    x0 = min([p.x for p in places])
    y0 = min([p.y for p in places])
    new = tuple.__new__  # Placement(x, y, rot) without its Python __new__: one is made per listed move
    shape = tuple([new(Placement, (x - x0, y - y0, rot)) for x, y, rot in places])  # normalised(places)
    rots = [p.rot for p in places]
    return tuple([(k, new(Placement, (x + x0, y + y0, rots[k]))) for k, x, y in _moves(shape)])


def why_not(places: Sequence[Placement], k: int, to: Placement) -> str | None:
    """Why crate ``k`` may not move to ``to`` (None: it may); the reasons in the order a player meets them."""
    places = tuple(places)
    if to.rot != places[k].rot:
        return "turned"
    if to == places[k]:
        return "same"
    if not connected(places, skip=k):
        return "splits"
    after = places[:k] + (to,) + places[k + 1 :]
    if any(_overlap(to, p) for i, p in enumerate(places) if i != k):
        return "overlap"
    if not connected(after):
        return "apart"
    if holes(after):
        return "hole"
    return None


def holes(places: Sequence[Placement]) -> bool:
    """Whether the crates enclose an empty spot."""
    w, h, boxes, kinds = _layout(places)
    shapes = _boxed(w)[0]
    full = 0
    for box, kind in zip(boxes, kinds):
        full |= shapes[kind] << box
    return _enclosed(full, w, h)


def _overlap(a: Placement, b: Placement) -> bool:
    (aw, ah), (bw, bh) = a.size, b.size
    return a.x < b.x + bw and b.x < a.x + aw and a.y < b.y + bh and b.y < a.y + ah


_SIZES = ((3, 2), (2, 3))  # (wide, tall) of a crate by its kind: 0 lying (turned 0 or 180), 1 standing (90 or 270)


def _layout(places: Sequence[Placement]) -> tuple[int, int, list[int], list[int]]:
    """The frame round a formation: ``(w, h, boxes, kinds)``; per crate the bit of the top-left spot of its box (the spots it
    covers and those round it, the spot above and left of its own top-left) and its kind (:data:`_SIZES`).

    Bit ``y * w + x`` is the spot ``(x0 + x - PAD, y0 + y - PAD)``, ``(x0, y0)`` the top-left of the formation's bounds.
    """
    return _framed(places)[:4]


def _framed(places: Sequence[Placement]) -> tuple[int, int, list[int], list[int], int, int]:
    """:func:`_layout` and the top-left ``(x0, y0)`` of the formation's bounds."""
    n = len(places)
    xs, ys, rots = zip(*places)
    if rots.count(0) + rots.count(180) == n:  # all lying, as in every G04 game: no kind to read crate by crate
        kinds = [0] * n
        across, down = sorted(xs), sorted(ys)  # (cheaper than min and max of each)
        x0, y0, x1, y1 = across[0], down[0], across[-1] + 3, down[-1] + 2
    else:
        kinds = [0 if rot in (0, 180) else 1 for rot in rots]
        x0, y0 = min(xs), min(ys)
        x1 = max([x + 3 - kind for x, kind in zip(xs, kinds)])
        y1 = max([y + 2 + kind for y, kind in zip(ys, kinds)])
    w = x1 - x0 + 2 * PAD
    base = (PAD - 1 - y0) * w + PAD - 1 - x0
    return w, y1 - y0 + 2 * PAD, [y * w + x + base for x, y, _ in places], kinds, x0, y0


@cache
def _boxed(w: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """(the spots of a crate, the spots beside it), each by kind, in a frame ``w`` wide, from the top-left of its box."""
    shapes = tuple(_shape(cw, ch, w) << (w + 1) for cw, ch in _SIZES)
    halos = tuple(_shape(cw + 2, ch, w) << w | _shape(cw, ch + 2, w) << 1 for cw, ch in _SIZES)
    return (shapes[0], shapes[1]), (halos[0] ^ shapes[0], halos[1] ^ shapes[1])


def _enclosed(full: int, w: int, h: int) -> bool:
    """Whether some empty spot of a frame ``w`` x ``h`` cannot reach its edge through empty spots."""
    every, _, _, border = _edges(w, h)
    empty = every & ~full
    return _flood(border & empty, empty, w, h) != empty  # (run for every crate of a formation with a hole)


def _joined(full: int, seed: int, w: int, h: int) -> bool:
    """Whether the spots of ``full`` form one group through touching sides, flooding from ``seed`` (one crate of it).

    Crates touch along a side exactly when some of their spots lie side by
    side, so this is :func:`connected` over the crates, done with bits.
    """
    return _flood(seed, full, w, h) == full


def _flood(reach: int, within: int, w: int, h: int) -> int:
    """The spots of ``within`` that ``reach`` (some of them) reaches by steps between side-by-side spots of ``within``."""
    _, not_left, not_right, _ = _edges(w, h)
    while True:
        # The spots beside reach and reach itself, kept to those within.
        more = (reach | ((reach << 1) & not_left) | ((reach >> 1) & not_right) | (reach << w) | (reach >> w)) & within
        if more == reach:
            return more
        reach = more


@cache
def _edges(w: int, h: int) -> tuple[int, int, int, int]:
    """(every spot, all but the left column, all but the right column, the edge) of a frame ``w`` x ``h``."""
    every = (1 << (w * h)) - 1
    left_col = sum(1 << (y * w) for y in range(h))
    border = left_col | (left_col << (w - 1)) | ((1 << w) - 1) | (((1 << w) - 1) << (w * (h - 1)))
    return every, every & ~left_col, every & ~(left_col << (w - 1)), border


@cache
def _shape(cw: int, ch: int, w: int) -> int:
    """The spots of a crate ``cw`` wide and ``ch`` tall with its top-left at the frame's corner."""
    row = (1 << cw) - 1
    return sum(row << (r * w) for r in range(ch))


def _euler(full: int, w: int) -> int:
    """The Euler number of the spots of ``full`` (groups, corner to corner counting, less holes): the spots as closed
    squares, corners less sides plus squares (``full`` lies an empty spot or more from the frame's edge)."""
    rows = full | full << 1  # a side between two spots of a row, or at its end, is a side of either
    return (rows | rows << w).bit_count() - rows.bit_count() - (full | full << w).bit_count() + full.bit_count()


def corners(places: tuple[Placement, ...]) -> tuple[int, tuple[tuple[int, int], ...]]:
    """``(w, ((crate, corners), ...))``: :func:`corners_at` without the spot of bit 0."""
    w, _, _, found = corners_at(places)
    return w, found


def corners_at(places: tuple[Placement, ...]) -> tuple[int, int, int, tuple[tuple[int, int], ...]]:
    """``(w, x, y, ((crate, corners), ...))``: per crate that may move, the bits (``y * w + x``) of the top-left spots it
    may move to, bit 0 the floor's spot ``(x, y)``.

    Bit ``y * w + x`` is the spot ``(x0 + x - PAD, y0 + y - PAD)``, ``(x0,
    y0)`` the top-left of the formation's bounds (``(0, 0)`` for a normalised
    one, see :func:`moves`).  Not kept: a formation's shape seldom recurs
    (13 of 8,575 in 60 self-played games), and its moves are kept by the
    caller, per formation.  Every place is judged at once with masks: the
    spots round each candidate place form runs of empty spots and of crates'
    spots, found for all candidates together.  With one group of crates none
    of which overlap, and no hole before, a place leaves as many holes as the
    crates' runs it touches less one (the Euler number of crates and place
    together: the place touches each run along one stretch of its edge, or
    one corner point), so a place is kept exactly when they form one run.
    Crates laid over each other by hand get the outside flood fill instead.
    """
    w, h, boxes, kinds, x0, y0 = _framed(places)
    n = len(boxes)
    shapes, halos_of = _boxed(w)
    if 1 in kinds:
        masks = [shapes[kind] << box for box, kind in zip(boxes, kinds)]
    else:  # all lying
        shape = shapes[0]
        masks = [shape << box for box in boxes]
    full = sum(masks)  # their union if no two crates overlap: then it has six spots a crate (a carry would lose one)
    apart = full.bit_count() == 6 * n
    if apart:
        # Which crates touch which: whether lifting one splits the group is then a look-up per graph of contacts, not a
        # flood over the spots.
        grouped, lifts = liftable(_touching(w, boxes, kinds, masks, halos_of))
        # One group: a hole is what the Euler number lacks of 1 (much cheaper than flooding the outside).
        holed = _euler(full, w) != 1 if grouped else _enclosed(full, w, h)
    else:
        # Crates laid over each other by hand, their spots counted once: their union, and lifting judged by a flood over the spots.
        full = 0
        for mask in masks:
            full |= mask
        holed = _enclosed(full, w, h)
        lifts = 0
        for k, own in enumerate(masks):
            if _joined(full & ~own, masks[1 if k == 0 else 0] if n > 1 else 0, w, h):
                lifts |= 1 << k
    movers: tuple[list[int], list[int]] = ([], [])  # the crates that may be lifted, by kind
    for k in _crates(lifts):  # (not those whose lifting splits the group)
        # Lifting it leaves its place shut in: without a hole before, exactly when every spot beside it is a crate's.
        if holed:
            if _enclosed(full ^ masks[k], w, h):
                continue
        else:
            halo = halos_of[kinds[k]] << boxes[k]
            if halo & full == halo:
                continue
        movers[kinds[k]].append(k)
    lying, standing = movers
    x0 -= PAD
    y0 -= PAD
    if not standing:
        return w, x0, y0, _places_for(w, h, full, 0, lying, masks, boxes, apart)
    if not lying:
        return w, x0, y0, _places_for(w, h, full, 1, standing, masks, boxes, apart)
    return w, x0, y0, tuple(sorted(_places_for(w, h, full, 0, lying, masks, boxes, apart) + _places_for(w, h, full, 1, standing, masks, boxes, apart)))


def _touching(w: int, boxes: list[int], kinds: list[int], masks: list[int], halos_of: tuple[int, int]) -> bytes | tuple[int, ...]:
    """Per crate of a formation none of whose crates overlap, the bits of the crates it touches (the key of :func:`liftable`)."""
    n = len(boxes)
    if n <= 8 and 1 not in kinds:
        # Lying crates touch exactly when one's box lies a step of _beside from the other's: their top-left spots three
        # apart across and at most a row apart, or two rows apart and at most two across.  The step is read back from the
        # bits alone as two crates lie less than w - 3 apart across.  Every pair is judged in C; each row of contacts is one byte.
        beside = _beside(w)
        return sum(compress(_PAIR_BITS[n], map(beside.__contains__, starmap(sub, combinations(boxes, 2))))).to_bytes(n, "little")
    # Crates none of which overlap touch exactly when a spot of one lies beside a spot of the other.
    touching = [0] * n
    for i in range(n - 1):
        halo, bit, row = halos_of[kinds[i]] << boxes[i], 1 << i, touching[i]  # the spots beside crate i
        for j in range(i + 1, n):  # touching is mutual: each pair tested once
            if masks[j] & halo:
                row |= 1 << j
                touching[j] |= bit
        touching[i] = row
    return tuple(touching)


# Per number of crates (up to 8), the bits of each pair of crates i < j (in the order of combinations): bit 8 * i + j,
# crate j in crate i's byte of contacts, and bit 8 * j + i.
_PAIR_BITS = tuple(tuple(1 << 8 * i + j | 1 << 8 * j + i for i, j in combinations(range(n), 2)) for n in range(9))


@cache
def _beside(w: int) -> frozenset[int]:
    """The steps ``y * w + x`` from a lying crate's top-left spot to that of a lying crate touching it, in a frame ``w`` wide."""
    return frozenset([dy * w + dx for dy in (-1, 0, 1) for dx in (-3, 3)] + [dy * w + dx for dy in (-2, 2) for dx in range(-2, 3)])


@cache
def _crates(bits: int) -> tuple[int, ...]:
    """The crates of ``bits``, in order."""
    return tuple(k for k in range(bits.bit_length()) if bits >> k & 1)


def _places_for(w: int, h: int, full: int, kind: int, movers: list[int], masks: list[int], boxes: list[int], apart: bool) -> tuple[tuple[int, int], ...]:
    """``((crate, bits of the top-left spots it may move to), ...)`` for the crates ``movers`` of one kind, each a crate of
    ``masks`` with the box at ``boxes`` (:func:`_layout`), leaving out crates with nowhere to go.

    The crates are judged side by side: crate ``movers[i]``'s formation without
    it lies in lane ``i`` of one number, a frame's worth of bits per lane, so
    each shift and mask below is made once for them all rather than once per
    crate (a candidate that touches the crates lies in its own lane and reads
    no crate's spot of another, the crates lying PAD spots inside each lane:
    see :data:`PAD`).  A mask ``a & ~b`` is written
    ``a ^ (a & b)``: Python makes ``~b`` as a new, negative number.
    """
    cw, ch = _SIZES[kind]
    lane = w * h
    rest = here = at = 0
    for k in movers:
        rest |= (full ^ masks[k]) << at  # (its spots are among full's)
        here |= 1 << (boxes[k] + at)
        at += lane
    here <<= w + 1  # the top-left spot of each crate: where it lies is not a move
    # Top-left spots where the crate would cover a spot of rest, and where it would cover one or lie beside one: a crate
    # widened by a spot each side or heightened by one each end.  Those spots lie in every frame (PAD spots round rest).
    row = rest | rest >> 1
    if cw == 3:
        row |= rest >> 2
    wide = row << 1 | row >> 1
    covers, near = row | row >> w, wide | wide >> w
    if ch == 3:
        covers |= row >> 2 * w
        near |= wide >> 2 * w
    near |= covers << w | covers >> w
    found = near ^ covers  # (covers lie among near)
    found ^= found & here
    if not found:
        return ()
    # The spots round a place, read clockwise from its top-left corner, come in runs of crates' spots and of empty ones;
    # one run of crates' spots: the place shuts nothing in.  A corner spot between two crates' spots joins them (they
    # meet at the place's corner point), as if a crate's.  A run starts at a crate's spot after an empty one: at a
    # corner or the spot after it (one term: the spot before the corner is empty, and the corner or the spot after it a
    # crate's), or at one of the spots along a side after that (one term for two spots side by side: both cannot start one).
    f = rest << (w + 1)  # bit q + w + 1: spot q (no spot round a place lies before it)
    left, right, up, down = f << 1, f >> 1, f << w, f >> w  # per spot, whether the spot left of it, right... is a crate's
    along_top = f ^ (f & left)
    along_right = f ^ (f & up)
    along_bottom = f ^ (f & right)
    along_left = f ^ (f & down)
    if cw == 3:
        along_top |= along_top >> 1
        along_bottom |= along_bottom >> 1
    if ch == 3:
        along_right |= along_right >> w
        along_left |= along_left >> w
    top_left, top_right, bottom_right, bottom_left = f | right, f | down, f | left, f | up
    top_left ^= top_left & down
    top_right ^= top_right & left
    bottom_right ^= bottom_right & up
    bottom_left ^= bottom_left & right
    # Each term as read at the bit of the spot it starts at, shifted to the place's top-left spot: at least two, twice.
    start = along_top >> 2
    twice = top_left & start
    once = top_left | start
    start = top_right >> cw + 1
    twice |= once & start
    once |= start
    start = along_right >> cw + 2 * w + 1
    twice |= once & start
    once |= start
    below = (ch + 1) * w
    start = bottom_right >> below + cw + 1
    twice |= once & start
    once |= start
    start = along_bottom >> below + 1
    twice |= once & start
    once |= start
    start = bottom_left >> below
    twice |= once & start
    once |= start
    twice |= once & along_left >> w
    one = (1 << lane) - 1
    out = []
    if apart:
        found ^= found & twice
        for k in movers:
            mine = found & one
            if mine:
                out.append((k, mine))
            found >>= lane
        return tuple(out)
    shape = _shape(cw, ch, w)
    for k in movers:
        mine = found & one
        doubt = mine & twice
        mine ^= doubt
        rest_k = full ^ masks[k]
        while doubt:
            low = doubt & -doubt  # the next doubtful corner
            doubt ^= low
            if not _enclosed(rest_k | (shape << (low.bit_length() - 1)), w, h):
                mine |= low
        if mine:
            out.append((k, mine))
        found >>= lane
        twice >>= lane
    return tuple(out)


@lru_cache(maxsize=4096)
def _moves(places: tuple[Placement, ...]) -> tuple[tuple[int, int, int], ...]:
    """``(crate, x, y)`` in the normalised frame of ``places`` (see :func:`moves`), crate by crate, each top to bottom and left to right."""
    w, found = corners(places)
    out: list[tuple[int, int, int]] = []
    for k, mask in found:
        while mask:
            low = mask & -mask
            mask ^= low
            i = low.bit_length() - 1
            out.append((k, i % w - PAD, i // w - PAD))
    return tuple(out)
