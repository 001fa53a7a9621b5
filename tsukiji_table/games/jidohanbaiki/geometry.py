"""Crates lying on a grid of drink spots: footprints, contacts and connectivity.

A crate is a 2 x 3 grid of spots.  Its :class:`Placement` is the top-left
spot of its footprint and a rotation in degrees, clockwise: at 0 and 180 it
lies 3 spots wide and 2 tall, at 90 and 270 it lies 2 wide and 3 tall.  A
crate's own spot ``(col, row)`` (``row * 3 + col``; col 0-2, row 0-1, as at
rotation 0) lands on a global spot that depends on the rotation, so turning
a crate round moves its drinks with it.

Two crates *touch* when their footprints share a stretch of boundary at least
one spot long; they *join* (G08's rule for where a crate may go) when one of
them lies flush against a whole side of the other, sides of equal length
(``full_side``), or, with ``same_length``, against a side of equal length
with any overlap.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache
from typing import NamedTuple

ROTATIONS = (0, 90, 180, 270)


class Placement(NamedTuple):
    x: int
    y: int
    rot: int = 0

    @property
    def size(self) -> tuple[int, int]:
        return (3, 2) if self.rot in (0, 180) else (2, 3)

    def spot(self, spot: int) -> tuple[int, int]:
        """The global ``(x, y)`` of the crate's own spot index."""
        c, r = spot % 3, spot // 3
        rot = self.rot
        if rot == 0:
            return self.x + c, self.y + r
        if rot == 90:
            return self.x + 1 - r, self.y + c
        if rot == 180:
            return self.x + 2 - c, self.y + 1 - r
        return self.x + r, self.y + 2 - c

    def spots(self) -> tuple[tuple[int, int], ...]:
        return tuple(self.spot(s) for s in range(6))

    def moved(self, dx: int, dy: int) -> Placement:
        return Placement(self.x + dx, self.y + dy, self.rot)


@lru_cache(maxsize=4096)
def own_spots(place: Placement) -> tuple[tuple[int, int], ...]:
    """A crate's six global spots by own spot, kept: a placement recurs from formation to formation."""
    return place.spots()


def overlap(a: Placement, b: Placement) -> bool:
    (aw, ah), (bw, bh) = a.size, b.size
    return a.x < b.x + bw and b.x < a.x + aw and a.y < b.y + bh and b.y < a.y + ah


def _shared(a0: int, a1: int, b0: int, b1: int) -> int:
    return min(a1, b1) - max(a0, b0)


def touch(a: Placement, b: Placement) -> bool:
    """Whether the footprints share a boundary stretch of at least one spot."""
    (aw, ah), (bw, bh) = a.size, b.size
    if a.x + aw == b.x or b.x + bw == a.x:
        return _shared(a.y, a.y + ah, b.y, b.y + bh) > 0
    if a.y + ah == b.y or b.y + bh == a.y:
        return _shared(a.x, a.x + aw, b.x, b.x + bw) > 0
    return False


def joins(a: Placement, b: Placement, full_side: bool = True) -> bool:
    """Whether ``a`` lies against a side of ``b`` of its own length (see module doc)."""
    (aw, ah), (bw, bh) = a.size, b.size
    if a.x + aw == b.x or b.x + bw == a.x:  # side by side: the vertical sides touch
        if ah != bh:
            return False
        return a.y == b.y if full_side else _shared(a.y, a.y + ah, b.y, b.y + bh) > 0
    if a.y + ah == b.y or b.y + bh == a.y:  # one above the other
        if aw != bw:
            return False
        return a.x == b.x if full_side else _shared(a.x, a.x + aw, b.x, b.x + bw) > 0
    return False


def connected(places: Sequence[Placement], skip: int | None = None) -> bool:
    """Whether the crates (all but ``skip``) form one group through touching sides."""
    idx = [i for i in range(len(places)) if i != skip]
    if len(idx) <= 1:
        return True
    seen = {idx[0]}
    todo = [idx[0]]
    while todo:
        i = todo.pop()
        for j in idx:
            if j not in seen and touch(places[i], places[j]):
                seen.add(j)
                todo.append(j)
    return len(seen) == len(idx)


def destinations(places: Sequence[Placement], k: int, full_side: bool = True) -> list[Placement]:
    """Every placement crate ``k`` may move to (G08): none if lifting it splits the group.

    The crate must join another crate along a side of equal length, overlap
    nothing and end somewhere other than where it lies (a turn in place is a
    different placement).
    """
    if not connected(places, skip=k):
        return []
    return [place for _, place in _moves(places, footprints(places), 1 << k, full_side)]


def all_destinations(places: Sequence[Placement], full_side: bool = True) -> list[tuple[int, Placement]]:
    """``(crate, placement)`` for every crate and each of its :func:`destinations`, crate by crate.

    The same moves as asking :func:`destinations` crate by crate, with the
    work shared: which crates touch which, and, per spot beside a crate
    where a crate could lie, which crates it would lie on, are worked out
    once for all the crates.
    """
    return [(k, place) for k, found in enumerate(crate_destinations(places, full_side)) for place in found]


def crate_destinations(places: Sequence[Placement], full_side: bool = True) -> list[list[Placement]]:
    """Per crate, its :func:`destinations` (:func:`all_destinations` by crate, so a listing can be made of them in one pass)."""
    if full_side:
        found = _flush_moves(places)
        if found is not None:
            return found
    rects = footprints(places)
    out: list[list[Placement]] = [[] for _ in places]
    for k, place in _moves(places, rects, liftable(contact_masks(rects))[1], full_side):
        out[k].append(place)
    return out


def _flush_moves(places: Sequence[Placement]) -> list[list[Placement]] | None:
    """:func:`_moves` of every crate that may be lifted, joining along a whole side (``full_side``), read pair by pair,
    by crate; None if two crates overlap or there are more than eight (then :func:`_moves` reads them).

    A place where a crate may lie flush against a whole side of crate ``b`` is one of four (:data:`_SIDES`), of
    ``b``'s shape.  What another crate does to them (lies on one, has the same place beside it) and whether it
    touches ``b`` depend only on the two crates' shapes and the offset between them: worked out once per
    (shapes, offset) (:func:`_pair`) and looked up for each pair of crates, where :func:`_moves` compares every
    place beside every crate with every crate (this runs for every new formation of a self-played game).
    """
    n = len(places)
    if n > 8:
        return None  # (a crate's bits fill one byte of a side's below)
    crates = [(p.x, p.y, 0 if p.rot in (0, 180) else 1) for p in places]  # shape 0: 3 x 2 (as footprints)
    # Per crate, a byte per side (side s in bits 8s to 8s + 7): on, the crates lying on that place; twice, the
    # earlier crates it also lies beside.  A pair's answer is shifted in whole, a bit per side at once.
    on = [0] * n
    twice = [0] * n
    touching = [0] * n
    pairs = _PAIRS
    for a in range(n):
        xa, ya, sa = crates[a]
        for b in range(a + 1, n):
            xb, yb, sb = crates[b]
            key = (sa, sb, xb - xa, yb - ya)
            pair = pairs.get(key)
            if pair is None:
                pair = pairs[key] = _pair(*key)
            if pair is _APART:
                continue
            touch_, overlap_, a_on, b_on, same = pair
            if overlap_:
                return None
            if touch_:
                touching[a] |= 1 << b
                touching[b] |= 1 << a
            on[a] |= a_on << b
            on[b] |= b_on << a
            twice[b] |= same << a
    lifts = liftable(tuple(touching))[1]
    new = tuple.__new__  # Placement(x, y, rot) without its Python __new__: one is made per place
    out: list[list[Placement]] = [[] for _ in range(n)]  # per crate, the places in _moves' order (beside which crate, turn, side)
    for b in range(n):
        bit = 1 << b
        others = lifts & ~bit  # the crates that may go beside b
        if not others:
            continue
        xb, yb, sb = crates[b]
        lying_on, beside = on[b], twice[b]
        spots = []  # (x, y, the crates that may go there, the turn of the crate lying there or -1)
        for side, (dx, dy) in enumerate(_SIDES[sb]):
            mask = lying_on >> 8 * side & 255
            x, y, lying = xb + dx, yb + dy, -1
            if mask:
                if mask & (mask - 1) or not mask & others:
                    continue  # on two crates or more, or on one that may not be lifted
                may = mask
                there = places[mask.bit_length() - 1]
                if x == there.x and y == there.y:
                    lying = there.rot
            else:
                may = others
            earlier = beside >> 8 * side & 255
            if earlier:  # crates before b it lies beside: listed there first
                may &= earlier if not earlier & (earlier - 1) else 0
            if may:  # (a place for no crate is left out at once, for both turns)
                spots.append((x, y, may, lying))
        for rot in _TURNS[sb]:
            for x, y, may, lying in spots:
                if rot != lying:  # not where that crate lies
                    place = new(Placement, (x, y, rot))
                    for k in _BITS[may]:
                        out[k].append(place)
    return out


_BITS = tuple(tuple(k for k in range(8) if bits >> k & 1) for bits in range(256))  # the crates of a mask of up to 8
_SIZES = ((3, 2), (2, 3))  # by shape
_TURNS = ((0, 180), (90, 270))  # the rotations of each shape
_PAIRS: dict[tuple[int, int, int, int], tuple] = {}  # (shape a, shape b, b's offset from a) -> _pair's answer
_APART = ()  # _pair's answer for crates too far apart to matter to each other


def _pair(sa: int, sb: int, dx: int, dy: int) -> tuple:
    """For crate ``a`` of shape ``sa`` at (0, 0) and crate ``b`` of shape ``sb`` at (dx, dy): (whether they touch,
    whether they overlap, the sides of ``a`` whose place ``b`` lies on, the sides of ``b`` whose place ``a`` lies on,
    the sides of ``b`` whose place is also a place beside ``a``), each set of sides as bits ``8 * side``, or
    :data:`_APART` if all of it is empty."""
    (wa, ha), (wb, hb) = _SIZES[sa], _SIZES[sb]
    a, b = (0, 0, wa, ha), (dx, dy, dx + wb, dy + hb)
    a_on = sum(1 << 8 * side for side, (x, y) in enumerate(_SIDES[sa]) if _overlapping((x, y, x + wa, y + ha), b))
    b_on = sum(1 << 8 * side for side, (x, y) in enumerate(_SIDES[sb]) if _overlapping((dx + x, dy + y, dx + x + wb, dy + y + hb), a))
    same = sum(1 << 8 * side for side, (x, y) in enumerate(_SIDES[sb]) if sa == sb and (dx + x, dy + y) in _SIDES[sa])
    out = (_touching(a, b), _overlapping(a, b), a_on, b_on, same)
    return out if any(out) else _APART


def _overlapping(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    """:func:`overlap` of two footprints as rectangles."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _moves(places: Sequence[Placement], rects: list[tuple[int, int, int, int]], lifts: int, full_side: bool) -> list[tuple[int, Placement]]:
    """``(crate, placement)`` for each crate of the bits ``lifts`` and each place it may go, crate by crate.

    The places are tried beside each crate ``b`` of the same shape, by ``b``,
    by rotation, by spot; a crate ``k`` may go to one that lies on no crate
    but ``k``, beside a crate other than ``k``, is not where ``k`` lies, and
    is listed for ``k`` where first found beside a crate other than ``k``.
    So each place is read once, with the bits of the crates it may go for
    (rather than once per crate, each with a set of the places seen).
    """
    beside = []  # per crate b: its shape (0: 3 x 2, 1: 2 x 3) and [(x, y, bits of the crates it lies on)]
    next_to: dict[tuple[int, int, int], int] = {}  # (x, y, shape) -> bits of the crates it lies beside
    for b, (bx, by, bx1, by1) in enumerate(rects):
        w, h = bx1 - bx, by1 - by  # a place beside it of its own length has its shape (crates are 3 x 2)
        shape = 0 if w == 3 else 1
        spots = []
        for x, y in _spots_beside(bx, by, bx1, by1, w, h, full_side):
            x1, y1 = x + w, y + h
            mask = 0
            for j, (ox, oy, ox1, oy1) in enumerate(rects):
                if x < ox1 and ox < x1 and y < oy1 and oy < y1:
                    mask |= 1 << j
            if not mask & (mask - 1):  # on two crates or more, no crate may go there
                spots.append((x, y, mask))
                key = (x, y, shape)
                next_to[key] = next_to.get(key, 0) | 1 << b
        beside.append((shape, spots))
    new = tuple.__new__  # Placement(x, y, rot) without its Python __new__: one is made per place
    rows: list[tuple[int, Placement]] = []  # (bits of the crates that may go there, place)
    for b, (shape, spots) in enumerate(beside):
        bit = 1 << b
        for rot in (0, 180) if shape == 0 else (90, 270):
            for x, y, mask in spots:
                may = lifts & ~bit
                if mask:
                    may &= mask
                    if (x, y, rot) == places[mask.bit_length() - 1]:
                        continue  # where that crate lies
                earlier = next_to[x, y, shape] & (bit - 1)  # crates before b it lies beside: listed there first
                if earlier:
                    may &= earlier if not earlier & (earlier - 1) else 0
                if may:
                    rows.append((may, new(Placement, (x, y, rot))))
    return [(k, place) for k in range(len(rects)) if lifts >> k & 1 for may, place in rows if may >> k & 1]


@lru_cache(maxsize=4096)
def _spots_beside(bx: int, by: int, bx1: int, by1: int, w: int, h: int, full_side: bool) -> tuple[tuple[int, int], ...]:
    """Top-left spots where a crate ``w`` x ``h`` lies against a side of its own length of the crate ``(bx, by, bx1, by1)``
    (kept: a crate move leaves the other crates where they lay, and their spots are asked for again)."""
    bw, bh = bx1 - bx, by1 - by
    spots: list[tuple[int, int]] = []
    if w == bw:  # above or below, flush or (same_length) sliding along
        shifts = (0,) if full_side else range(-(w - 1), bw)
        spots += [(bx + s, by - h) for s in shifts] + [(bx + s, by1) for s in shifts]
    if h == bh:  # left or right
        shifts = (0,) if full_side else range(-(h - 1), bh)
        spots += [(bx - w, by + s) for s in shifts] + [(bx1, by + s) for s in shifts]
    return tuple(spots)


_SIDES = tuple(_spots_beside(0, 0, w, h, w, h, True) for w, h in _SIZES)  # per shape: above, below, left, right


def footprints(places: Sequence[Placement]) -> list[tuple[int, int, int, int]]:
    """``(x0, y0, x1, y1)`` of each crate's footprint, ends exclusive (what :func:`overlap` and :func:`touch` compare)."""
    out = []
    for p in places:
        w, h = (3, 2) if p.rot in (0, 180) else (2, 3)
        out.append((p.x, p.y, p.x + w, p.y + h))
    return out


def contacts(rects: Sequence[tuple[int, int, int, int]]) -> list[list[int]]:
    """Per footprint ``(x0, y0, x1, y1)``, the others that :func:`touch` it: crates none of which overlap touch
    exactly when a spot of one lies beside a spot of the other (side by side)."""
    n = len(rects)
    out: list[list[int]] = [[] for _ in range(n)]
    for i in range(n):
        a = rects[i]
        for j in range(i + 1, n):
            b = rects[j]
            if _touching(a, b):
                out[i].append(j)
                out[j].append(i)
    return out


def _touching(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    """:func:`touch` of two footprints as rectangles."""
    if a[2] == b[0] or b[2] == a[0]:
        return min(a[3], b[3]) > max(a[1], b[1])
    if a[3] == b[1] or b[3] == a[1]:
        return min(a[2], b[2]) > max(a[0], b[0])
    return False


def contact_masks(rects: Sequence[tuple[int, int, int, int]]) -> tuple[int, ...]:
    """:func:`contacts` as bits: per footprint, bit ``j`` set for each crate ``j`` that touches it (the key of :func:`liftable`)."""
    n = len(rects)
    out = [0] * n
    for i in range(n):
        a = rects[i]
        for j in range(i + 1, n):
            if _touching(a, rects[j]):
                out[i] |= 1 << j
                out[j] |= 1 << i
    return tuple(out)


@lru_cache(maxsize=4096)
def liftable(touching: tuple[int, ...] | bytes) -> tuple[bool, int]:
    """(whether the crates form one group, the bits of the crates that may be lifted leaving the others one group),
    given :func:`contact_masks`: :func:`joined_without` for every crate at once.  Kept per graph of contacts: a few
    hundred of them recur, formation after formation.

    Worked out with bits for every crate at once (no search crate by crate): copy ``k`` of the graph lacks crate
    ``k`` and copy ``n`` is whole, each a row of bits per crate, and one pass of Warshall's closure over all the copies
    together makes each row read the crates its crate reaches in its copy.  A copy is one group when that row reaches
    all.  The closure leaves crate 0 out: a path from the crate of a row read never passes through that crate again,
    and crate 0 is that crate or (in copy 0) not there at all.
    """
    n = len(touching)
    if n < 3:
        return n < 2 or touching[0] != 0, (1 << n) - 1  # lifting one of two crates leaves one: a group
    width, ident, rep, keep, ones, low, spread, read, want, carries, gather, at, pivots = _closing(n)
    everyone = (1 << n) - 1
    rows = int.from_bytes(touching, "little") if width == 8 else sum(row << width * i for i, row in enumerate(touching))
    reach = (rows | ident) * rep & keep
    for j, row_j in pivots:
        # Each crate that reaches crate j (bit j of its row, spread over the row) reaches what j reaches (j's row, copied to every row).
        reach |= ((reach >> j) & ones) * everyone & ((reach >> row_j) & low) * spread
    # Per copy, whether the row read falls short of what it should reach (then adding everyone carries past the row), as
    # bit k for copy k.
    short = ((((reach & read) ^ want) + read) & carries) * gather >> at & (everyone << 1 | 1)
    return not short >> n, everyone ^ (short & everyone)


@cache
def _closing(n: int) -> tuple[int, int, int, int, int, int, int, int, int, int, int, int, tuple[tuple[int, int], ...]]:
    """The masks :func:`liftable` works with for ``n`` crates (three or more): ``(width, ident, rep, keep, ones, low,
    spread, read, want, carries, gather, at, pivots)``.

    A row is ``width`` bits (a byte up to eight crates: the rows of :func:`contact_masks` as bytes), a copy ``n`` rows,
    ``size`` bits.  Copy ``k`` is read at the row of a crate other than ``k`` (crate 1 for copy 0, crate 0 for the
    others): copy 0 lies at bit 0 and copy ``k`` at ``k * size + width``, so that copy ``k``'s row read lies at
    ``k * size + width``, evenly spaced.
    """
    width = max(n, 8)
    size = width * n
    everyone = (1 << n) - 1
    bases = [0] + [k * size + width for k in range(1, n + 1)]
    firsts = [1 << width * i for i in range(n)]  # bit 0 of each row of a copy
    spread = sum(firsts)
    rep = sum(1 << base for base in bases)
    keep = everyone * spread << bases[n]
    for k in range(n):  # copy k: no row k, nothing reaches k
        keep |= sum((everyone ^ 1 << k) * first for i, first in enumerate(firsts) if i != k) << bases[k]
    reads = [k * size + width for k in range(n + 1)]
    # Bit k of short, copy k's carry (at reads[k] + n) times gather: its term 1 << (n - k) * (size - 1) moves it to
    # at + k, and no two terms of the product meet (the copies lie size apart, more than n + 1).
    gather = sum(1 << j * (size - 1) for j in range(n + 1))
    return (
        width,
        sum(first << i for i, first in enumerate(firsts)),  # ident: each crate reaches itself
        rep,
        keep,
        spread * rep,  # ones: bit 0 of every row of every copy
        everyone * rep,  # low: row 0 of every copy
        spread,
        sum(everyone << at for at in reads),  # read: the row read of every copy
        sum((everyone ^ (1 << k if k < n else 0)) << at for k, at in enumerate(reads)),  # want: what it should reach
        sum(1 << at + n for at in reads),  # carries
        gather,
        width + n + n * (size - 1),  # at
        tuple((j, width * j) for j in range(1, n)),  # pivots (not crate 0: see liftable)
    )


def joined_without(contacts: list[list[int]], skip: int) -> bool:
    """Whether the crates but ``skip`` form one group, given each crate's :func:`contacts` (:func:`connected` with ``skip`` lifted)."""
    n = len(contacts)
    if n <= 2:
        return True
    first = 1 if skip == 0 else 0
    seen = {first, skip}
    todo = [first]
    while todo:
        for j in contacts[todo.pop()]:
            if j not in seen:
                seen.add(j)
                todo.append(j)
    return len(seen) == n


def bounds(places: Sequence[Placement]) -> tuple[int, int, int, int]:
    """``(x0, y0, x1, y1)``: the spots the crates cover, end exclusive."""
    sizes = [p.size for p in places]
    x1 = max([p.x + w for p, (w, _) in zip(places, sizes)])
    y1 = max([p.y + h for p, (_, h) in zip(places, sizes)])
    return min([p.x for p in places]), min([p.y for p in places]), x1, y1


def recentre(places: tuple[Placement, ...], width: int, height: int) -> tuple[Placement, ...]:
    """The same group, shifted to the middle of the floor if any crate left it."""
    x0, y0, x1, y1 = bounds(places)
    if x0 >= 0 and y0 >= 0 and x1 <= width and y1 <= height:
        return places
    dx = (width - (x1 - x0)) // 2 - x0
    dy = (height - (y1 - y0)) // 2 - y0
    return tuple(p.moved(dx, dy) for p in places)


def normalised(places: Sequence[Placement]) -> tuple[Placement, ...]:
    """The group shifted so its top-left corner is at (0, 0): the shape, not the place."""
    x0, y0, _, _ = bounds(places)
    return tuple(p.moved(-x0, -y0) for p in places)
