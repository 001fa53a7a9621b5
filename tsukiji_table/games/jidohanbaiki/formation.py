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
others cannot be lifted (its place would be a hole).  A new place can close a
hole only where the empty spots around it come in more than one run; only
those places get the full outside flood fill (see :func:`_encloses`).
Results are cached per formation shape (translation does not matter).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache

from .geometry import Placement, connected, normalised

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
    """A bit grid round a normalised formation: bit ``y * w + x`` is the spot at ``(x - PAD, y - PAD)``."""

    def __init__(self, places: tuple[Placement, ...]):
        self.places = places
        self.w = max(p.x + p.size[0] for p in places) + 2 * PAD
        self.h = max(p.y + p.size[1] for p in places) + 2 * PAD
        w, h = self.w, self.h
        self.all = (1 << (w * h)) - 1
        left_col = sum(1 << (y * w) for y in range(h))
        self.not_left = self.all & ~left_col
        self.not_right = self.all & ~(left_col << (w - 1))
        self.border = left_col | (left_col << (w - 1)) | ((1 << w) - 1) | (((1 << w) - 1) << (w * (h - 1)))
        self.masks = [self.footprint(p.x + PAD, p.y + PAD, *p.size) for p in places]

    def footprint(self, x: int, y: int, cw: int, ch: int) -> int:
        """The spots of a crate ``cw`` wide and ``ch`` tall with its top-left at ``(x, y)``."""
        row = (1 << cw) - 1
        return sum(row << ((y + r) * self.w + x) for r in range(ch))

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
def _runs(window: int, cw: int, ch: int) -> int:
    """How many separate runs of empty spots lie round a crate, given its :meth:`_Frame.window`.

    The spots round a crate, corners included, taken in order round it form a
    cycle in which each spot lies side by side with the next.
    """
    ww = cw + 2
    cells = [(i, 0) for i in range(cw + 2)] + [(cw + 1, 1 + j) for j in range(ch)]
    cells += [(cw + 1 - i, ch + 1) for i in range(cw + 2)] + [(0, ch - j) for j in range(ch)]
    flags = [bool(window >> (cy * ww + cx) & 1) for cx, cy in cells]
    if all(flags):
        return 1
    return sum(1 for i, f in enumerate(flags) if f and not flags[i - 1])


@cache
def _ring(cw: int, ch: int, w: int) -> int:
    """The spots round a crate ``cw`` x ``ch`` (corners too), as bits of a frame ``w`` wide from the box's top-left corner."""
    ww = cw + 2
    box = sum(((1 << ww) - 1) << (r * w) for r in range(ch + 2))
    inside = sum(((1 << cw) - 1) << ((r + 1) * w + 1) for r in range(ch))
    return box & ~inside


@cache
def _ring_runs(bits: int, cw: int, ch: int, w: int) -> int:
    """:func:`_runs` of the empty spots round a crate, read from ``bits`` laid out as :func:`_ring` gives them."""
    window = 0
    ww = cw + 2
    for r in range(ch + 2):
        window |= ((bits >> (r * w)) & ((1 << ww) - 1)) << (r * ww)
    return _runs(window, cw, ch)


@lru_cache(maxsize=4096)
def _moves(places: tuple[Placement, ...]) -> tuple[tuple[int, int, int], ...]:
    """``(crate, x, y)`` in the normalised frame of ``places`` (see :func:`moves`)."""
    frame = _Frame(places)
    w = frame.w
    out: list[tuple[int, int, int]] = []
    for k, own in enumerate(frame.masks):
        cw, ch = places[k].size
        rest = 0
        for i, mask in enumerate(frame.masks):
            if i != k:
                rest |= mask
        if not frame.joined(rest, frame.masks[1 if k == 0 else 0] if len(places) > 1 else 0):
            continue  # lifting it splits the group
        if frame.enclosed(rest):
            continue  # lifting it leaves its place shut in: it cannot move
        beside = frame.grow(rest) & ~rest
        # Top-left corners where the crate would cover a spot of ``rest`` / a spot beside it.
        covers = touches = 0
        for dy in range(ch):
            for dx in range(cw):
                shift = dy * w + dx
                covers |= rest >> shift
                touches |= beside >> shift
        shape = frame.footprint(0, 0, cw, ch)
        # The empty spots round a new place are those round it that ``rest`` leaves empty (the
        # crate covers only its own spots), read in one shift and mask rather than row by row.
        empty = frame.all & ~rest
        ring = _ring(cw, ch, w)
        xs = (1 << (w - cw + 1)) - 1
        for y in range(frame.h - ch + 1):
            row = (touches >> (y * w)) & xs & ~(covers >> (y * w))
            while row:
                low = row & -row  # the next candidate corner, left to right
                row ^= low
                x = low.bit_length() - 1
                fp = shape << (y * w + x)
                if fp != own:
                    # If the empty spots round the new place form one run, any way out that went
                    # across it now goes round it: nothing is shut in.  Otherwise flood the outside.
                    if _ring_runs((empty >> ((y - 1) * w + x - 1)) & ring, cw, ch, w) <= 1 or not frame.enclosed(rest | fp):
                        out.append((k, x - PAD, y - PAD))
    return tuple(out)
