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

from .geometry import Placement, connected, liftable, normalised

PAD = 4  # room round the formation for a crate (at most 3 spots long) and the ring round it


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
    frame = _Frame(normalised(places))
    full = 0
    for mask in frame.masks:
        full |= mask
    return frame.enclosed(full)


def _overlap(a: Placement, b: Placement) -> bool:
    (aw, ah), (bw, bh) = a.size, b.size
    return a.x < b.x + bw and b.x < a.x + aw and a.y < b.y + bh and b.y < a.y + ah


class _Frame:
    """A bit grid round a formation: bit ``y * w + x`` is the spot at ``(x0 + x - PAD, y0 + y - PAD)``, ``(x0, y0)`` the
    top-left of the formation's bounds (the spot ``(x - PAD, y - PAD)`` of a normalised formation)."""

    def __init__(self, places: tuple[Placement, ...]):
        self.places = places
        # Read as plain tuples (x, y, rot) in one pass: a frame is made for every new formation of a game.
        self.sizes: list[tuple[int, int]] = []
        sizes = self.sizes
        x0 = y0 = 1 << 30
        x1 = y1 = -(1 << 30)
        for x, y, rot in places:
            cw, ch = size = (3, 2) if rot in (0, 180) else (2, 3)  # Placement.size
            sizes.append(size)
            if x < x0:
                x0 = x
            if y < y0:
                y0 = y
            if x + cw > x1:
                x1 = x + cw
            if y + ch > y1:
                y1 = y + ch
        self.w = w = x1 - x0 + 2 * PAD
        self.h = h = y1 - y0 + 2 * PAD
        self.all, self.not_left, self.not_right, self.border = _edges(w, h)
        base = (PAD - y0) * w + PAD - x0  # where the formation's top-left spot lies, less its own place
        shapes = _shapes(w)
        self.masks = [shapes[size] << (p[1] * w + p[0] + base) for p, size in zip(places, sizes)]

    def footprint(self, x: int, y: int, cw: int, ch: int) -> int:
        """The spots of a crate ``cw`` wide and ``ch`` tall with its top-left at ``(x, y)``."""
        return _shape(cw, ch, self.w) << (y * self.w + x)

    def grow(self, mask: int) -> int:
        """The spots beside ``mask`` (side by side), with ``mask`` itself."""
        w = self.w
        return (mask | ((mask << 1) & self.not_left) | ((mask >> 1) & self.not_right) | (mask << w) | (mask >> w)) & self.all

    def enclosed(self, full: int) -> bool:
        """Whether some empty spot of the frame cannot reach its edge through empty spots."""
        empty = self.all & ~full
        reach = self.border & empty
        w, not_left, not_right = self.w, self.not_left, self.not_right
        while True:
            # grow(reach) & empty, written out: this flood runs for most crates of every formation.
            more = (reach | ((reach << 1) & not_left) | ((reach >> 1) & not_right) | (reach << w) | (reach >> w)) & empty
            if more == reach:
                return more != empty
            reach = more

    def joined(self, full: int, seed: int) -> bool:
        """Whether the spots of ``full`` form one group through touching sides, flooding from ``seed`` (one crate of it).

        Crates touch along a side exactly when some of their spots lie side by
        side, so this is :func:`connected` over the crates, done with bits.
        """
        reach = seed
        w, not_left, not_right = self.w, self.not_left, self.not_right
        while True:
            more = (reach | ((reach << 1) & not_left) | ((reach >> 1) & not_right) | (reach << w) | (reach >> w)) & full  # grow, written out
            if more == reach:
                return more == full
            reach = more


@cache
def _edges(w: int, h: int) -> tuple[int, int, int, int]:
    """(every spot, all but the left column, all but the right column, the edge) of a frame ``w`` x ``h``."""
    every = (1 << (w * h)) - 1
    left_col = sum(1 << (y * w) for y in range(h))
    border = left_col | (left_col << (w - 1)) | ((1 << w) - 1) | (((1 << w) - 1) << (w * (h - 1)))
    return every, every & ~left_col, every & ~(left_col << (w - 1)), border


@cache
def _shapes(w: int) -> dict[tuple[int, int], int]:
    """:func:`_shape` of a crate lying 3 x 2 and 2 x 3, by its size."""
    return {(3, 2): _shape(3, 2, w), (2, 3): _shape(2, 3, w)}


@cache
def _shape(cw: int, ch: int, w: int) -> int:
    """The spots of a crate ``cw`` wide and ``ch`` tall with its top-left at the frame's corner."""
    row = (1 << cw) - 1
    return sum(row << (r * w) for r in range(ch))


@cache
def _ring_offsets(cw: int, ch: int, w: int) -> tuple[int, ...]:
    """Bit offsets, from a crate's top-left spot in a frame ``w`` wide, of the spots round it in order round it (each beside the next)."""
    cells = [(i, 0) for i in range(cw + 2)] + [(cw + 1, 1 + j) for j in range(ch)]
    cells += [(cw + 1 - i, ch + 1) for i in range(cw + 2)] + [(0, ch - j) for j in range(ch)]
    return tuple((cy - 1) * w + (cx - 1) for cx, cy in cells)


@cache
def _columns(w: int, h: int, cw: int, ch: int) -> int:
    """The top-left spots of a frame ``w`` x ``h`` where a crate ``cw`` x ``ch`` lies wholly inside it."""
    xs = (1 << (w - cw + 1)) - 1
    out = 0
    for y in range(h - ch + 1):
        out |= xs << (y * w)
    return out


@cache
def _ring_steps(cw: int, ch: int, w: int) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int, int], ...]]:
    """The spots round a crate ``cw`` x ``ch`` (:func:`_ring_offsets`, plus ``w + 1`` so none is negative), each with the
    direction it is reached from the spot before it round the ring (0 from the left, 1 from above, 2 from the right, 3 from
    below): ``(side spots as (direction, offset), corner spots as (direction, offset, offset of the spot after it))``."""
    offsets = [off + w + 1 for off in _ring_offsets(cw, ch, w)]
    steps = {1: 0, w: 1, -1: 2, -w: 3}
    n = len(offsets)
    corner_at = (0, cw + 1, cw + ch + 2, 2 * cw + ch + 3)
    sides, corners = [], []
    for i, off in enumerate(offsets):
        d = steps[off - offsets[i - 1]]
        if i in corner_at:
            corners.append((d, off, offsets[(i + 1) % n]))
        else:
            sides.append((d, off))
    return tuple(sides), tuple(corners)


def _euler(full: int, w: int) -> int:
    """The Euler number of the spots of ``full`` (groups, corner to corner counting, less holes) from its 2 x 2 windows
    (Gray's bit quads: ``(n1 - n3 - 2 * diagonals) / 4``); ``full`` lies an empty spot or more from the frame's edge."""
    a, b, c, d = full, full >> 1, full >> w, full >> (w + 1)
    odd = a ^ b ^ c ^ d
    pairs = (a & b) | (c & d)  # with an odd count: three set
    diagonal = (a & d & ~(b | c)) | (b & c & ~(a | d))
    return ((odd & ~pairs).bit_count() - (odd & pairs).bit_count() - 2 * diagonal.bit_count()) // 4


def corners(places: tuple[Placement, ...]) -> tuple[int, tuple[tuple[int, int], ...]]:
    """``(w, ((crate, corners), ...))``: per crate that may move, the bits (``y * w + x``) of the top-left spots it may move to.

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
    frame = _Frame(places)
    w = frame.w
    masks = frame.masks
    full = 0
    for mask in masks:
        full |= mask
    # Which crates touch which: whether lifting one splits the group is then a look-up per graph of contacts, not a
    # flood over the spots (crates laid over each other by hand, their spots counted once, are flooded as before).
    apart = full.bit_count() == 6 * len(masks)  # six spots a crate
    if apart:
        # Crates none of which overlap touch exactly when a spot of one lies beside a spot of the other (contact_masks).
        touching = [0] * len(masks)
        halos = []  # the spots beside each crate (asked again below: is its place shut in once it is lifted?)
        for i, own in enumerate(masks):
            halo = ((own << 1) | (own >> 1) | (own << w) | (own >> w)) & ~own
            halos.append(halo)
            for j in range(i + 1, len(masks)):  # touching is mutual: each pair tested once
                if masks[j] & halo:
                    touching[i] |= 1 << j
                    touching[j] |= 1 << i
        grouped, lifts = liftable(tuple(touching))
        # One group: a hole is what the Euler number lacks of 1 (much cheaper than flooding the outside).
        holed = _euler(full, w) != 1 if grouped else frame.enclosed(full)
    else:
        holed = frame.enclosed(full)
    by_shape: dict[tuple[int, int], list[int]] = {}  # the crates that may be lifted, by shape: there are two
    for k, own in enumerate(masks):
        if not (lifts >> k & 1 if apart else frame.joined(full & ~own, masks[1 if k == 0 else 0] if len(places) > 1 else 0)):
            continue  # lifting it splits the group
        # Lifting it leaves its place shut in: without a hole before, exactly when no empty spot lies beside it.
        # (Crates lie at least PAD spots inside the frame: a spot beside one is a shift away, with no row to wrap.)
        if holed:
            if frame.enclosed(full & ~own):
                continue
        elif not (halos[k] if apart else (own << 1) | (own >> 1) | (own << w) | (own >> w)) & ~full:
            continue
        by_shape.setdefault(frame.sizes[k], []).append(k)
    found_of: dict[int, int] = {}
    for (cw, ch), movers in by_shape.items():
        found_of.update(_places_for(frame, full, cw, ch, movers, apart))
    return w, tuple([(k, found_of[k]) for k in sorted(found_of)])


def _places_for(frame: _Frame, full: int, cw: int, ch: int, movers: list[int], apart: bool) -> dict[int, int]:
    """Crate -> the bits of the top-left spots it may move to, for the crates ``movers`` of one shape ``cw`` x ``ch``.

    The crates are judged side by side: crate ``movers[i]``'s formation without
    it lies in lane ``i`` of one number, a frame's worth of bits per lane, so
    each shift and mask below is made once for them all rather than once per
    crate (a candidate that touches the crates reads only spots of its own
    lane, the crates lying PAD spots inside it).
    """
    w, lane = frame.w, frame.w * frame.h
    masks = frame.masks
    columns, every, one = _lanes(w, frame.h, cw, ch, len(movers))
    rest = here = 0
    for i, k in enumerate(movers):
        own = masks[k]
        rest |= (full & ~own) << (i * lane)
        here |= (own & -own) << (i * lane)  # where it lies (not a move)
    beside = ((rest << 1) | (rest >> 1) | (rest << w) | (rest >> w)) & ~rest
    # Top-left corners where the crate would cover a spot of ``rest`` / a spot beside it.
    covers, touches = rest, beside
    for dx in range(1, cw):
        covers |= rest >> dx
        touches |= beside >> dx
    row_covers, row_touches = covers, touches
    for dy in range(1, ch):
        covers |= row_covers >> (dy * w)
        touches |= row_touches >> (dy * w)
    found = touches & ~covers & columns & ~here
    if not found:
        return {}
    # A run of empty spots round a place starts at a spot of its ring that is empty after one that is not.  An
    # empty corner spot between two crates' spots divides no run of crates' spots (they meet at the place's corner
    # point): a run starting at a corner counts only if the spot after it is empty too.  One run: nothing is shut in.
    empty = (every & ~rest) << (w + 1)
    # Per direction, the empty spots after a spot that is not (from the left, from above, from the right, from below).
    starts = (empty & ~(empty << 1), empty & ~(empty << w), empty & ~(empty >> 1), empty & ~(empty >> w))
    sides, ring_corners = _ring_steps(cw, ch, w)
    once = twice = 0
    for d, off in sides:
        start = starts[d] >> off
        twice |= once & start
        once |= start
    for d, off, after in ring_corners:
        start = (starts[d] >> off) & (empty >> after)
        twice |= once & start
        once |= start
    out: dict[int, int] = {}
    if apart:
        found &= ~twice
        for i, k in enumerate(movers):
            mine = found >> (i * lane) & one
            if mine:
                out[k] = mine
        return out
    shape = frame.footprint(0, 0, cw, ch)
    for i, k in enumerate(movers):
        mine = found >> (i * lane) & one
        doubt = mine & twice >> (i * lane)
        mine &= ~doubt
        rest_k = full & ~masks[k]
        while doubt:
            low = doubt & -doubt  # the next doubtful corner
            doubt ^= low
            if not frame.enclosed(rest_k | (shape << (low.bit_length() - 1))):
                mine |= low
        if mine:
            out[k] = mine
    return out


@cache
def _lanes(w: int, h: int, cw: int, ch: int, n: int) -> tuple[int, int, int]:
    """(:func:`_columns` in each of ``n`` lanes of a frame ``w`` x ``h``, every spot of them, every spot of one lane)."""
    lane = w * h
    one = (1 << lane) - 1
    columns = _columns(w, h, cw, ch)
    return sum(columns << (i * lane) for i in range(n)), sum(one << (i * lane) for i in range(n)), one


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
