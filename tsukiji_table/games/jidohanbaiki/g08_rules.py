"""G08 Yuzu Crate Slide, solo mode, as a pure model (seed lines 199-227).

A turn: move one crate (optional: 「移動し、向きを変えることができます」), then
swap up to two pairs of drinks in orthogonally or diagonally adjacent spots,
across crates or not.  A crate may move only if lifting it leaves the other
crates in one group, and only to a place where it joins another crate along
a side of equal length (:func:`.geometry.destinations`).  The solo goal:
every crate holds one colour; the score is the number of turns.

Moves are tuples:

``("crate", k, Placement)``  move (and turn) crate ``k`` at the start of a turn;
``("swap", a, b)``           swap drinks ``a`` and ``b`` (codes, ``a < b``);
``("end",)``                 end the turn before the second swap.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations
from typing import NamedTuple

from ...text import Message, msg
from . import texts  # noqa: F401  (the words of the refusals)
from .geometry import Placement, all_destinations, connected, destinations, own_spots, recentre

PLAYING, WON, LOST = 0, 1, -1
START, MOVED, ONE_LEFT = 0, 1, 2  # phases of a turn

NEIGHBOURS = tuple((dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)


@dataclass(frozen=True)
class Config:
    floor: tuple[int, int] = (24, 24)
    full_side: bool = True
    swaps: int = 2
    max_turns: int | None = None  # sort within this many turns (a puzzle's limit, or g08.yaml's turn_limit)


class State(NamedTuple):
    places: tuple[Placement, ...]
    crates: tuple[tuple[int, ...], ...]  # drink codes in each crate's own spot order
    turn: int = 0  # turns begun: the score
    phase: int = START
    swaps_done: int = 0
    result: int = PLAYING


def spot_map(state: State) -> dict[tuple[int, int], tuple[int, int]]:
    """Global spot -> (crate, own spot)."""
    out = {}
    for k, place in enumerate(state.places):
        for s in range(6):
            out[place.spot(s)] = (k, s)
    return out


def locate(state: State) -> dict[int, tuple[int, int]]:
    """Drink -> (crate, own spot)."""
    return {d: (k, s) for k, crate in enumerate(state.crates) for s, d in enumerate(crate)}


def is_sorted(state: State) -> bool:
    return all(len({d // 6 for d in crate}) == 1 for crate in state.crates)


def misplaced(state: State) -> int:
    """A lower bound on the drinks that must still change crate.

    Exact (best colour-to-crate assignment) for up to four crates; for more,
    the larger of "per crate, all but its commonest colour" and "per colour,
    all but its best crate".
    """
    counts = []
    for crate in state.crates:
        row: dict[int, int] = {}
        for d in crate:
            row[d // 6] = row.get(d // 6, 0) + 1
        counts.append(row)
    colours = sorted({c for row in counts for c in row})
    n = len(state.crates)
    if n <= 4 and len(colours) <= n:
        best = 0
        for assign in permutations(range(n), len(colours)):
            kept = sum(counts[k].get(c, 0) for c, k in zip(colours, assign))
            best = max(best, kept)
        return 6 * n - best
    per_crate = sum(6 - max(row.values()) for row in counts)
    per_colour = sum(sum(row.get(c, 0) for row in counts) - max(row.get(c, 0) for row in counts) for c in colours)
    return max(per_crate, per_colour)


def pairs_beside(places: tuple[Placement, ...]) -> tuple[tuple[int, int, int, int], ...]:
    """``(crate, spot, crate, spot)`` for every two spots side by side or corner to corner (:func:`neighbour_pairs`, not kept).

    Listed crate by crate (the pairs of a crate with itself and with the
    crates after it, by its own spots): a crate's pairs depend only on its
    turn and on where each later crate beside it lies from it and how it is
    turned, and that recurs from formation to formation (a crate move leaves
    the others where they lay), so each crate's pairs are kept under that
    key (:func:`_crate_pairs`) and a new formation mostly reads them.
    """
    sizes = [(3, 2) if p.rot in (0, 180) else (2, 3) for p in places]  # as footprints
    n = len(places)
    # A crate's pairs read only the crates from it on: those of the crates after the last one a crate move
    # changed (by identity: the move leaves the other placements as they were) are the last formation's.
    last, last_rows = _last_rows
    start = n
    rows: list[tuple[tuple[int, int, int, int], ...]] = [()] * n
    if len(last) == n:
        while start and places[start - 1] is last[start - 1]:
            start -= 1
        rows[start:] = last_rows[start:]
    for k in range(start):
        x, y, rot = places[k]
        w, h = sizes[k]
        key: list[int] = [k, rot]
        for j in range(k + 1, n):
            ox, oy, turn = places[j]
            dx, dy = ox - x, oy - y
            ow, oh = sizes[j]
            if -ow <= dx <= w and -oh <= dy <= h:  # a spot of one beside (or on) a spot of the other
                if -ow < dx < w and -oh < dy < h:
                    return _overlapping_pairs(_spot_keys(places))  # crates laid over each other (by hand)
                key += (j, turn, dx, dy)
        found = tuple(key)
        pairs = _CRATE_PAIRS.get(found)
        if pairs is None:
            if len(_CRATE_PAIRS) > 100_000:
                _CRATE_PAIRS.clear()
            pairs = _CRATE_PAIRS[found] = _crate_pairs(found)
        rows[k] = pairs
    _last_rows[:] = places, rows
    out: list[tuple[int, int, int, int]] = []
    for row in rows:
        out += row
    return tuple(out)


_last_rows: list = [(), []]  # the last formation pairs_beside read without overlaps, and its pairs crate by crate

# pairs_beside kept per formation, for the solver: its search meets a formation again and again.  A self-played
# G08m game seldom does (311 of 4,384 asks in 100 six-player games) and reads pairs_beside itself: the thousands of
# formations kept here cost it more in the processor's caches than they saved (g08m_rules.runs).
neighbour_pairs = lru_cache(maxsize=65536)(pairs_beside)


def _spot_keys(places: tuple[Placement, ...]) -> dict[int, int]:
    """Spot ``x * _ROW + y`` -> crate spot ``crate * 6 + spot`` (a spot two crates cover is the later crate's)."""
    return {x * _ROW + y: 6 * k + s for k, place in enumerate(places) for s, (x, y) in enumerate(own_spots(place))}


_CRATE_PAIRS: dict[tuple[int, ...], tuple[tuple[int, int, int, int], ...]] = {}  # _crate_pairs by key, kept across formations


def _crate_pairs(key: tuple[int, ...]) -> tuple[tuple[int, int, int, int], ...]:
    """The pairs :func:`pairs_beside` lists for crate ``k``, given ``key``: ``(k, its turn)`` and, per later crate
    ``j`` beside it, ``(j, its turn, its x and y less crate k's)``.

    In the order of crate ``k``'s own spots and, for each, of :data:`NEIGHBOURS`
    (its *slot*): the pairs within the crate are known from its turn
    (:func:`_own_pairs`), those with each later crate from the two turns and
    the offset (:func:`_pairs_across`), each worked out once.
    """
    k, rot = key[0], key[1]
    slotted = list(_own_pairs(k, rot))
    for i in range(2, len(key), 4):
        j, turn, dx, dy = key[i : i + 4]
        slotted += [(slot, (k, s, j, t)) for slot, s, t in _pairs_across(rot, turn, dx, dy)]
    slotted.sort()  # by slot: no two pairs share one (a spot beside a crate is at most one other crate's)
    return tuple([pair for _, pair in slotted])


@lru_cache(maxsize=256)
def _own_pairs(k: int, rot: int) -> tuple[tuple[int, tuple[int, int, int, int]], ...]:
    """(slot, pair) of each pair of crate ``k``'s spots with a later spot of its own (see :func:`_crate_pairs`)."""
    mine = {spot: s for s, spot in enumerate(Placement(0, 0, rot).spots())}
    out = []
    for (x, y), s in mine.items():
        for i, (nx, ny) in enumerate(NEIGHBOURS):
            t = mine.get((x + nx, y + ny))
            if t is not None and t > s:
                out.append((8 * s + i, (k, s, k, t)))
    return tuple(out)


@lru_cache(maxsize=4096)
def _pairs_across(rot: int, turn: int, dx: int, dy: int) -> tuple[tuple[int, int, int], ...]:
    """(slot, own spot, other's spot) of each spot of a crate turned ``rot`` beside a spot of a crate turned ``turn``
    lying ``(dx, dy)`` from it (see :func:`_crate_pairs`)."""
    theirs = {spot: t for t, spot in enumerate(Placement(dx, dy, turn).spots())}
    out = []
    for s, (x, y) in enumerate(Placement(0, 0, rot).spots()):
        for i, (nx, ny) in enumerate(NEIGHBOURS):
            t = theirs.get((x + nx, y + ny))
            if t is not None:
                out.append((8 * s + i, s, t))
    return tuple(out)


def _overlapping_pairs(where: dict[int, int]) -> tuple[tuple[int, int, int, int], ...]:
    """:func:`neighbour_pairs` of crates laid over each other: a spot two crates cover is the later crate's."""
    out = []
    for key, i in where.items():
        for off in _NEIGHBOUR_KEYS:
            j = where.get(key + off)
            if j is not None and i < j:
                out.append((i // 6, i % 6, j // 6, j % 6))
    return tuple(out)


_ROW = 1 << 16  # far more than any spot's y, either way: x * _ROW + y is one spot's own number
_NEIGHBOUR_KEYS = tuple(dx * _ROW + dy for dx, dy in NEIGHBOURS)


@lru_cache(maxsize=65536)
def crate_moves(places: tuple[Placement, ...], full_side: bool) -> tuple[tuple[int, Placement], ...]:
    """Every (crate, placement) a crate move may produce."""
    return tuple(all_destinations(places, full_side))


def swaps(state: State) -> Iterator[tuple[int, int]]:
    """Pairs of drinks in adjacent spots (8-neighbourhood), each pair once, lower code first."""
    crates = state.crates
    for pair in neighbour_pairs(state.places):
        yield swap_of(crates, pair)


def swap_of(crates: tuple[tuple[int, ...], ...], pair: tuple[int, int, int, int]) -> tuple[int, int]:
    """The two drinks in the spots ``(crate, spot, crate, spot)``, lower code first."""
    ka, sa, kb, sb = pair
    a, b = crates[ka][sa], crates[kb][sb]
    return (a, b) if a < b else (b, a)


def moves(cfg: Config, state: State, useful_only: bool = False) -> Iterator[tuple]:
    """Every legal move; ``useful_only`` drops swaps of two same-coloured drinks
    (the search's states are colour patterns, so those change nothing)."""
    if state.result != PLAYING:
        return
    if cfg.max_turns is not None and state.phase == START and state.turn >= cfg.max_turns:
        return
    if state.phase == START:
        for k, place in crate_moves(state.places, cfg.full_side):
            yield ("crate", k, place)
    else:
        yield ("end",)
    for a, b in swaps(state):
        if useful_only and a // 6 == b // 6:
            continue
        yield ("swap", a, b)


def check(cfg: Config, state: State, move: tuple) -> Message | None:
    """Why ``move`` is illegal now (in words, both languages), or ``None``."""
    if state.result != PLAYING:
        return msg("jido.rule.over")
    kind = move[0]
    if kind != "end" and state.phase == START and cfg.max_turns is not None and state.turn >= cfg.max_turns:
        return msg("jido.g08.max_turns", n=cfg.max_turns)
    if kind == "crate":
        _, k, place = move
        if state.phase != START:
            return msg("jido.g08.crate_first")
        if place not in destinations(state.places, k, cfg.full_side):
            if not connected(state.places, skip=k):
                return msg("jido.g08.split")
            return msg("jido.g08.join")
        return None
    if kind == "swap":
        _, a, b = move
        where = locate(state)
        pa = state.places[where[a][0]].spot(where[a][1])
        pb = state.places[where[b][0]].spot(where[b][1])
        if a == b or max(abs(pa[0] - pb[0]), abs(pa[1] - pb[1])) != 1:
            return msg("jido.g08.neighbours")
        return None
    if kind == "end":
        if state.phase == START:
            return msg("jido.g08.not_begun")
        return None
    return msg("jido.rule.unknown_move", move=kind)


def apply(cfg: Config, state: State, move: tuple) -> State:
    """The state after a legal move."""
    kind = move[0]
    if kind == "crate":
        _, k, place = move
        places = state.places[:k] + (place,) + state.places[k + 1 :]
        return state._replace(places=recentre(places, *cfg.floor), turn=state.turn + 1, phase=MOVED, swaps_done=0)
    if kind == "end":
        return _out_of_turns(cfg, state._replace(phase=START, swaps_done=0))
    _, a, b = move
    ka = sa = kb = sb = -1
    for k, crate in enumerate(state.crates):
        if a in crate:
            ka, sa = k, crate.index(a)
        if b in crate:
            kb, sb = k, crate.index(b)
    return swap_spots(cfg, state, ka, sa, kb, sb)


def swap_spots(cfg: Config, state: State, ka: int, sa: int, kb: int, sb: int) -> State:
    """The state after swapping the contents of two spots (crate, own spot)."""
    crates = list(state.crates)
    if ka == kb:
        row = list(crates[ka])
        row[sa], row[sb] = row[sb], row[sa]
        crates[ka] = tuple(row)
    else:
        ra, rb = list(crates[ka]), list(crates[kb])
        ra[sa], rb[sb] = rb[sb], ra[sa]
        crates[ka], crates[kb] = tuple(ra), tuple(rb)
    turn = state.turn + 1 if state.phase == START else state.turn
    done = state.swaps_done + 1
    phase = START if done >= cfg.swaps else ONE_LEFT
    out = state._replace(crates=tuple(crates), turn=turn, phase=phase, swaps_done=0 if phase == START else done)
    return out._replace(result=WON) if is_sorted(out) else _out_of_turns(cfg, out)


def _out_of_turns(cfg: Config, state: State) -> State:
    """A game with a turn limit (every game has one) is lost when its last turn ends unsorted."""
    if cfg.max_turns is not None and state.phase == START and state.turn >= cfg.max_turns:
        return state._replace(result=LOST)
    return state


def score(cfg: Config, state: State) -> int:
    """Turns taken (lower is better)."""
    return state.turn
