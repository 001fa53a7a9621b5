"""G04 Crate Checkers as a pure model (seed lines 83-105).

Six crates lie as a 6 x 6 grid of spots.  Each player has the six drinks of
one colour.  A turn: move a crate (never turned, never leaving a gap:
:mod:`.formation`), before or after placing or moving one drink.  A drink is
placed on an empty spot with no drink of another colour beside it (side or
corner); a drink on the table moves one spot in any of eight directions, or
jumps a drink of another colour next to it onto the empty spot beyond and
captures it.  Whoever captures the number of drinks for their player count
wins at once (decisions g04-a18-*).

Moves are tuples:

``("crate", k, Placement)``    move crate ``k``;
``("place", drink, k, spot)``  put ``drink`` from the supply in crate ``k``'s own spot;
``("move", drink, dir)``       step or jump one of the mover's drinks (``dir`` as in :data:`DIRS`);
``("end",)``                   end the turn (only when more crate moves are allowed but not needed).

Drinks are codes ``colour * 6 + shape`` (:mod:`.common`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import chain
from operator import itemgetter
from typing import Any, NamedTuple

from ...text import Message, msg
from . import formation
from .common import EMPTY, MadeWhenRead, kept_last
from .geometry import Placement, recentre

DIRS: dict[str, tuple[int, int]] = {"n": (0, -1), "ne": (1, -1), "e": (1, 0), "se": (1, 1), "s": (0, 1), "sw": (-1, 1), "w": (-1, 0), "nw": (-1, -1)}
AROUND = tuple(DIRS.values())


@dataclass(frozen=True)
class Config:
    players: int = 2
    target: int = 3  # captures that win
    min_crates: int = 1
    max_crates: int = 1
    rounds: int = 30  # turns each before the game ends by the limit
    floor: tuple[int, int] = (24, 24)


class State(NamedTuple):
    """A position (the fields' order is read by :func:`apply` and :func:`settle`, which unpack a state and make the next of its fields, and by the referee's ``write``)."""

    places: tuple[Placement, ...]
    crates: tuple[tuple[int, ...], ...]  # per crate, its six own spots: a drink or EMPTY
    colours: tuple[int, ...]  # per seat, its colour
    supply: tuple[tuple[int, ...], ...]  # per seat, the drinks not yet placed
    captured: tuple[tuple[int, ...], ...]  # per seat, the drinks it has taken
    seat: int = 0  # to move
    crates_moved: int = 0  # this turn
    drink_done: bool = False  # this turn
    ending: bool = False  # the turn was ended by an "end" move
    turns: int = 0  # turns finished
    over: bool = False
    winners: tuple[int, ...] = ()
    reason: str = ""  # "target", "limit" or "stuck" once over


# A State made from its fields as a tuple: without _replace's keyword look-ups and Python-level _make (two states an action).
_new = tuple.__new__
# An object made without its class's call, its fields then set (a listing's runs, made once a position).
_made = object.__new__

# ------------------------------------------------------------ the board


@lru_cache(maxsize=65536)
def _spots(place: Placement) -> tuple[tuple[int, int], ...]:
    """A crate's six global spots by own spot (a placement recurs from position to position)."""
    return place.spots()


def board(places: tuple[Placement, ...], crates: tuple[tuple[int, ...], ...]) -> tuple[dict[tuple[int, int], int], dict[int, tuple[int, int]]]:
    """(global spot -> drink, drink -> global spot) of the drinks in the crates."""
    last = _last_board
    if last[0] is not places or last[1] is not crates:
        last[:] = places, crates, _board(places, crates)
    return last[2]


# The last board asked for, by identity (as :func:`.common.kept_last` keeps the last formation's answers).
_last_board: list = [None, None, None]


@kept_last
@lru_cache(maxsize=4096)
def spot_map(places: tuple[Placement, ...]) -> dict[tuple[int, int], tuple[int, int]]:
    """Global spot -> (crate, own spot)."""
    return {xy: (k, s) for k, place in enumerate(places) for s, xy in enumerate(_spots(place))}


@lru_cache(maxsize=4096)
def _board(places: tuple[Placement, ...], crates: tuple[tuple[int, ...], ...]) -> tuple[dict[tuple[int, int], int], dict[int, tuple[int, int]]]:
    at: dict[tuple[int, int], int] = {}
    for k, place in enumerate(places):
        spots = _spots(place)
        for s, d in enumerate(crates[k]):
            if d != EMPTY:
                at[spots[s]] = d
    return at, {d: xy for xy, d in at.items()}


def crate_moves(state: State) -> tuple[tuple[int, Placement], ...]:
    return formation.moves(state.places)


class CrateMoves(MadeWhenRead[tuple]):
    """The crate moves of a formation as model moves ``("crate", k, Placement)``, in :func:`formation.moves`'s order.

    Each is made when read: a listing is made at every position and a random
    bot reads one of its hundred or so crate moves.  Built from the
    formation's corner masks (:func:`formation.corners`), counted with
    ``bit_count``.
    """

    __slots__ = ("w", "x0", "y0", "found", "counts", "size", "places")

    def __init__(self, places: tuple[Placement, ...]):
        self.w, self.x0, self.y0, found = formation.corners_at(places)  # bit 0 the floor's spot (x0, y0)
        self.found = found
        self.counts = [mask.bit_count() for _, mask in found]
        self.size = sum(self.counts)
        self.places = places

    def _move(self, k: int, bit: int) -> tuple:
        w = self.w
        return ("crate", k, _new(Placement, (bit % w + self.x0, bit // w + self.y0, self.places[k][2])))  # Placement(...), made in C

    def item(self, index: int) -> Any:
        for (k, mask), n in zip(self.found, self.counts):
            if index < n:
                return self._move(k, _nth_bit(mask, index))
            index -= n
        raise IndexError(index)

    def __contains__(self, move: object) -> bool:
        """Whether ``move`` is one of these crate moves: a look at one bit."""
        if not (isinstance(move, tuple) and len(move) == 3 and move[0] == "crate" and isinstance(move[2], Placement)):
            return False
        _, k, place = move
        if not (isinstance(k, int) and 0 <= k < len(self.places) and place.rot == self.places[k].rot):
            return False
        x, y = place.x - self.x0, place.y - self.y0
        if not (0 <= x < self.w and y >= 0):
            return False
        return any(kk == k and mask >> (y * self.w + x) & 1 for kk, mask in self.found)

    def __iter__(self) -> Iterator[tuple]:
        for k, mask in self.found:
            while mask:
                low = mask & -mask
                mask ^= low
                yield self._move(k, low.bit_length() - 1)


_y = itemgetter(1)  # a placement's y


def _nth_bit(mask: int, index: int) -> int:
    """The place of ``mask``'s set bit ``index`` (0: the lowest), ``index`` less than its set bits."""
    at = 0
    while index >= 8:  # halved until few set bits are left to pass over: some 30 corners a crate
        half = mask.bit_length() >> 1
        low = mask & ((1 << half) - 1)
        n = low.bit_count()
        if index < n:
            mask = low
        else:
            mask >>= half
            at += half
            index -= n
    for _ in range(index):
        mask &= mask - 1  # drop the lowest
    return at + (mask & -mask).bit_length() - 1


@kept_last
def _crate_move_list(places: tuple[Placement, ...]) -> CrateMoves:
    """The crate moves of a formation, kept for the last formation asked about alone.

    Not kept by formation: one recurs seldom (362 of 14,664 in 100 self-played
    six-player games), and the thousand an lru_cache kept, with their big
    masks, cost more in the processor's caches than the formations they saved
    (``scripts/bench_selfplay.py jido:g04 --players 6``: about 4% a game).
    """
    return CrateMoves(places)


def placements(state: State, colour: int) -> Iterator[tuple[int, int]]:
    """(crate, own spot) of every empty spot with no drink of another colour beside it, crate by crate and spot by spot."""
    drinks = _drinks(state)
    if drinks is None:  # crates laid over each other by hand: read spot by spot, the later crate's spot counting
        yield from _placements_by_spot(state, colour)
        return
    free = drinks.free(colour)
    for i, bit in enumerate(drinks.grid.bits):
        if bit & free:
            yield divmod(i, 6)


# ------------------------------------------------------------ the board as bits


class _Grid:
    """A formation's spots as bits: bit ``(y - y0) * w + x - x0`` is the global spot ``(x, y)``.

    ``bits`` holds each spot's bit by index ``crate * 6 + own spot``, ``masks``
    each crate's six bits together (read when it moves, not summed again),
    ``spots`` every spot's.  No crate lies above the top row ``y0``, and every crate lies
    an empty column or more inside either side, so a step or a jump shifted
    past a row's end finds no spot.  The frame is made with room to spare (:data:`SLACK`): a
    crate moved within it leaves every other crate's bits as they were, and
    the next formation's grid is this one with six bits changed
    (:meth:`moved`).
    """

    __slots__ = ("bits", "masks", "spots", "w", "x0", "y0")

    def __init__(self, bits: tuple[int, ...], masks: tuple[int, ...], spots: int, w: int, x0: int, y0: int):
        self.bits, self.masks, self.spots, self.w, self.x0, self.y0 = bits, masks, spots, w, x0, y0

    def moved(self, k: int, place: Placement) -> _Grid | None:
        """This grid with crate ``k`` at ``place`` (None if it would leave the frame or lie over another crate)."""
        x, y, rot = place
        x0, w, y0 = self.x0, self.w, self.y0
        if x <= x0 or x + (3 if rot in (0, 180) else 2) >= x0 + w or y < y0:  # Placement.size, read in place
            return None
        new = _crate_bits((y - y0) * w + x - x0, rot, w)
        masks = self.masks
        kept = self.spots ^ masks[k]  # the crate's spots are some of the spots: ^ takes them out
        mask = sum(new)  # distinct bits: their sum is their union
        if kept & mask:
            return None
        # Its fields set here, without a class call (one a crate move).
        grid = _made(_Grid)
        bits, i = self.bits, k * 6
        grid.bits, grid.masks, grid.spots = bits[:i] + new + bits[i + 6 :], masks[:k] + (mask,) + masks[k + 1 :], kept | mask
        grid.w, grid.x0, grid.y0 = w, x0, y0
        return grid


SLACK = 3  # spare columns each side of a new grid and rows above it: a crate moved by one formation seldom leaves them


def _grid(places: tuple[Placement, ...]) -> _Grid | None:
    """A new grid round the crates (None if crates overlap); not kept (a crate move carries the grid over, :meth:`_Grid.moved`,
    and a formation asked for afresh recurs seldom: 99 of 1,345 in 100 six-player games)."""
    # Each crate's six bits from its corner's (its own spots' offsets are those of its turn): read per crate, not per spot.
    x0 = min(places)[0] - 1 - SLACK  # the least placement by its fields in order starts with the least x
    y0 = min(places, key=_y)[1] - SLACK
    w = max([p[0] + (3 if p[2] in (0, 180) else 2) for p in places]) - x0 + 1 + SLACK  # Placement.size, read in place
    each = [_crate_bits((p[1] - y0) * w + p[0] - x0, p[2], w) for p in places]
    bits = sum(each, ())
    spots = sum(bits)  # distinct bits: their sum is their union
    if spots.bit_count() != len(bits):
        return None  # two spots in one (their sum carries)
    return _Grid(bits, tuple(map(sum, each)), spots, w, x0, y0)


@lru_cache(maxsize=4096)
def _crate_bits(corner: int, rot: int, w: int) -> tuple[int, ...]:
    """The bits of a crate's six own spots in a grid ``w`` wide, its corner at bit ``corner`` (kept: a placement recurs)."""
    return tuple([bit << corner for bit in _crate_shape(rot, w)])


@cache
def _crate_shape(rot: int, w: int) -> tuple[int, ...]:
    """:func:`_crate_bits` with the corner at bit 0 (a grid's width takes few values)."""
    return tuple([1 << (y * w + x) for x, y in Placement(0, 0, rot).spots()])


class _Drinks:
    """A position's drinks as bits of its grid (:class:`_Grid`): each drink's spot, and every spot taken.

    Carried from position to position: a drink action changes two or three
    spots (:meth:`after`), a crate move the spots of one crate's drinks
    (:meth:`shifted`).
    """

    __slots__ = ("grid", "where", "taken", "_free", "_moves")

    def __init__(self, grid: _Grid, where: list[int], taken: int):
        self.grid = grid
        self.where = where  # per drink code, the bit of its spot (0: not in a crate)
        self.taken = taken
        # (colour, :meth:`free`) and the :meth:`moves` last made: the turn's end and the listing both ask.
        self._free: tuple[int, int] | None = None
        self._moves: DrinkMoves | None = None

    @classmethod
    def read(cls, grid: _Grid, crates: tuple[tuple[int, ...], ...]) -> _Drinks:
        """The drinks of ``crates`` laid out in ``grid``."""
        where = [0] * 36
        for bit, d in zip(grid.bits, chain.from_iterable(crates)):
            if d != EMPTY:
                where[d] = bit
        return cls(grid, where, sum(where))  # distinct bits: their sum is their union

    def after(self, drink: int, left: int, lands: int, victim: int | None, lost: int) -> _Drinks:
        """The drinks once ``drink`` has left the bit ``left`` (0 from the supply) for ``lands``, capturing ``victim`` at ``lost``."""
        where = self.where.copy()
        where[drink] = lands
        if victim is not None:
            where[victim] = 0
        return _Drinks(self.grid, where, self.taken ^ left ^ lands ^ lost)

    def shifted(self, grid: _Grid, k: int, crate: tuple[int, ...]) -> _Drinks:
        """The drinks in ``grid``, this grid with crate ``k`` (holding ``crate``) moved (:meth:`_Grid.moved`)."""
        where = self.where
        if crate.count(EMPTY) == 6:
            return _Drinks(grid, where, self.taken)  # (never changed in place: each position copies what it changes)
        where = where.copy()
        taken = self.taken & ~self.grid.masks[k]  # every drink in the crate's old spots is one of its own
        for d, bit in zip(crate, grid.bits[k * 6 : k * 6 + 6]):
            if d != EMPTY:
                where[d] = bit
                taken |= bit
        return _Drinks(grid, where, taken)

    def free(self, colour: int) -> int:
        """The empty spots with no drink of another colour beside them: :func:`placements` as bits."""
        kept = self._free
        if kept is not None and kept[0] == colour:
            return kept[1]
        taken = self.taken
        other = taken ^ sum(self.where[colour * 6 : colour * 6 + 6])  # the colour's drinks are some of those taken
        if other:  # the spots beside (or corner to corner with) a drink of another colour: the bits grown by one each way
            w = self.grid.w
            other |= (other << 1) | (other >> 1)
            other |= (other << w) | (other >> w)
        free = self.grid.spots & ~(taken | other)
        self._free = (colour, free)
        return free

    def moving(self, colour: int) -> list[int]:
        """Per direction of :data:`DIRS`, the spots of the colour's drinks that may step or jump that way (:func:`drink_moves` as bits)."""
        return self.moves(colour).moving

    def moves(self, colour: int) -> DrinkMoves:
        """The colour's steps and jumps (:class:`DrinkMoves`), worked out once a position: from :meth:`moving`'s bits per direction.

        A drink may go ``s`` bits on to an open spot, or over another colour's drink
        there to an open spot ``s`` bits beyond: ``own & ((open | (other & open >> s)) >> s)``
        (bits ``s`` on shifted back to their source; shifted the other way for a
        direction back along the bits).  The grid's empty column each side keeps a
        step or a jump from wrapping round to another row's spot.
        """
        first = colour * 6
        kept = self._moves
        if kept is not None and kept.first == first:
            return kept
        at = self.where[first : first + 6]
        own = sum(at)
        # Its fields set here, without a class call (one a position).
        moves = _made(DrinkMoves)
        moves.first, moves.at = first, at
        self._moves = moves
        if not own:  # none of the colour's drinks on the table (a seat's first turns)
            moves.moving, moves.size = _NOWHERE, 0
            return moves
        taken = self.taken
        o = self.grid.spots ^ taken  # open (the spots taken are some of the grid's: no ~, which makes a negative number)
        t = taken ^ own  # others'
        # Bits on to the spot beside, direction by direction: n -w, ne 1 - w, e 1, se w + 1, s w, sw w - 1, w -1, nw -w - 1.
        a, b, c = self.grid.w - 1, self.grid.w, self.grid.w + 1
        out = [
            own & ((o | (t & (o << b))) << b),
            own & ((o | (t & (o << a))) << a),
            own & ((o | (t & (o >> 1))) >> 1),
            own & ((o | (t & (o >> c))) >> c),
            own & ((o | (t & (o >> b))) >> b),
            own & ((o | (t & (o >> a))) >> a),
            own & ((o | (t & (o << 1))) << 1),
            own & ((o | (t & (o << c))) << c),
        ]
        moves.moving, moves.size = out, sum(map(int.bit_count, out))
        return moves


def _drinks(state: State) -> _Drinks | None:
    """The drinks of the position as bits (None if crates overlap), kept for the last position asked about."""
    last = _last_drinks
    if last[0] is not state.places or last[1] is not state.crates:
        grid = _grid(state.places)
        last[:] = state.places, state.crates, None if grid is None else _Drinks.read(grid, state.crates)
    return last[2]


# (places, crates, _Drinks) of the last position asked about, or made by :func:`apply` for the position after its move.
_last_drinks: list = [None, None, None]


class Placements(MadeWhenRead[tuple]):
    """The placements of :func:`placements` as model moves ``("place", drink, k, spot)``, each made when read (from the free spots' bits)."""

    # Made by :func:`runs` alone, its fields set there without a class call (one a position).
    __slots__ = ("drink", "bits", "free", "size")
    drink: int  # the drink placed (the first of the supply)
    bits: tuple[int, ...]  # each spot's bit, by crate * 6 + own spot (:attr:`_Grid.bits`)
    free: int  # the spots it may go to (:meth:`_Drinks.free`)

    def item(self, index: int) -> Any:
        free = self.free
        for i, bit in enumerate(self.bits):
            if bit & free:
                if not index:
                    return ("place", self.drink, *divmod(i, 6))
                index -= 1
        raise IndexError(index)

    def __iter__(self) -> Iterator[tuple]:
        drink, free = self.drink, self.free
        for i, bit in enumerate(self.bits):
            if bit & free:
                yield ("place", drink, *divmod(i, 6))


class DrinkMoves(MadeWhenRead[tuple]):
    """The moves of :func:`drink_moves` as model moves ``("move", drink, dir)``, by drink code then direction, each made when read.

    Made by :meth:`_Drinks.moves` alone, once a position and colour.
    """

    __slots__ = ("first", "at", "moving", "size")
    first: int  # the colour's first drink code
    at: list[int]  # the bits of the colour's drinks, in code order
    moving: list[int]  # per direction, the bits of those that may go that way (:meth:`_Drinks.moving`)

    def item(self, index: int) -> Any:
        moving = self.moving
        for d, bit in enumerate(self.at, self.first):
            if bit:  # :meth:`__iter__`'s loops, counting down to the move read (no generator to make and step through)
                for j in _EACH_DIR:  # by index, its name read only for the move found (a zip of the two cost a fifth more)
                    if moving[j] & bit:
                        if not index:
                            return ("move", d, _DIR_NAMES[j])
                        index -= 1
        raise IndexError(index)

    def __iter__(self) -> Iterator[tuple]:
        moving = self.moving
        for d, bit in enumerate(self.at, self.first):
            if bit:
                for name, mask in zip(_DIR_NAMES, moving):
                    if mask & bit:
                        yield ("move", d, name)


_DIR_NAMES = tuple(DIRS)
_EACH_DIR = range(len(DIRS))
_NOWHERE = [0] * len(DIRS)  # :meth:`_Drinks.moving` with none of the colour's drinks on the table (never changed)


def _placements_by_spot(state: State, colour: int) -> Iterator[tuple[int, int]]:
    at, _ = board(state.places, state.crates)
    for (x, y), ks in spot_map(state.places).items():
        if (x, y) not in at and _may_place(at, x, y, colour):
            yield ks


def _may_place(at: dict[tuple[int, int], int], x: int, y: int, colour: int) -> bool:
    for dx, dy in AROUND:
        d = at.get((x + dx, y + dy))
        if d is not None and d // 6 != colour:
            return False
    return True


def step(state: State, drink: int, direction: str) -> tuple[tuple[int, int], int | None] | Message:
    """Where ``drink`` lands going ``direction`` and the drink it captures (None), or why it cannot go."""
    got = _step(state, drink, direction)
    return msg(f"jido.g04.why.{got}") if isinstance(got, str) else got


def _step(state: State, drink: int, direction: str) -> tuple[tuple[int, int], int | None] | str:
    """:func:`step` with the reason as its key (the listing asks for every direction, and most fail)."""
    at, where = board(state.places, state.crates)
    x, y = where[drink]
    dx, dy = DIRS[direction]
    return _landing(at, spot_map(state.places), drink, x, y, dx, dy)


def _landing(at: dict[tuple[int, int], int], spots: dict, drink: int, x: int, y: int, dx: int, dy: int) -> tuple[tuple[int, int], int | None] | str:
    """Where a drink at ``(x, y)`` lands going ``(dx, dy)`` and what it captures, or the key of why it cannot (the rule of :func:`step`)."""
    near = (x + dx, y + dy)
    if near not in spots:
        return "no_spot"
    other = at.get(near)
    if other is None:
        return near, None
    if other // 6 == drink // 6:
        return "own_colour"
    beyond = (x + 2 * dx, y + 2 * dy)
    if beyond not in spots or beyond in at:
        return "no_landing"
    return beyond, other


def drink_moves(state: State, colour: int) -> Iterator[tuple[int, str]]:
    """(drink, direction) of every step or jump of the colour's drinks on the table, by drink code then direction."""
    at, where = board(state.places, state.crates)
    spots = spot_map(state.places)
    for d in range(colour * 6, colour * 6 + 6):
        xy = where.get(d)
        if xy is None:
            continue
        x, y = xy
        for name, dx, dy in _DIR_STEPS:  # :func:`_landing`, written out: the listing asks it for every drink and direction
            near = (x + dx, y + dy)
            if near not in spots:
                continue
            other = at.get(near)
            if other is None:
                yield d, name
            elif other // 6 != colour:
                beyond = (x + 2 * dx, y + 2 * dy)
                if beyond in spots and beyond not in at:
                    yield d, name


_DIR_STEPS = tuple((name, dx, dy) for name, (dx, dy) in DIRS.items())


def has_drink_action(state: State) -> bool:
    colour = state.colours[state.seat]
    drinks = _drinks(state)
    if drinks is not None:
        return bool(state.supply[state.seat] and drinks.free(colour)) or drinks.moves(colour).size > 0
    if state.supply[state.seat] and next(placements(state, colour), None) is not None:
        return True
    return next(drink_moves(state, colour), None) is not None


# ------------------------------------------------------------- the turn


def _may_crate(cfg: Config, state: State) -> bool:
    """Whether a crate move may still be made this turn."""
    return state.crates_moved < cfg.max_crates and bool(_crate_move_list(state.places))


def _need_crate(cfg: Config, state: State) -> bool:
    """Whether a crate move is still needed this turn."""
    return state.crates_moved < cfg.min_crates and bool(_crate_move_list(state.places))


def _need_drink(state: State) -> bool:
    """Whether a drink action is still needed this turn."""
    return not state.drink_done and has_drink_action(state)


def turn_done(cfg: Config, state: State) -> bool:
    """Whether the seat to move has nothing left to do this turn (asked lazily: a crate move still open settles it)."""
    if state.ending:
        return True
    moved = state.crates_moved
    # _may_crate or _need_crate, the crate moves asked for once
    if (moved < cfg.max_crates or moved < cfg.min_crates) and _crate_move_list(state.places).size:
        return False
    return state.drink_done or not has_drink_action(state)  # not _need_drink


def _may_end(cfg: Config, state: State) -> bool:
    """Whether the turn may be ended now: more crate moves are allowed but none and no drink action is needed."""
    return _may_crate(cfg, state) and not _need_crate(cfg, state) and not _need_drink(state)


def moves(cfg: Config, state: State) -> Iterator[tuple]:
    """Every legal move of the seat to move."""
    for run in runs(cfg, state).values():
        yield from run


def runs(cfg: Config, state: State) -> dict[str, Sequence[tuple]]:
    """Every legal move of the seat to move, by kind (``crate``, ``place``, ``move``, ``end``), in the order :func:`moves` gives."""
    out: dict[str, Sequence[tuple]] = {}
    if state.over:
        return out
    crates = None
    if state.crates_moved < cfg.max_crates:
        crates = out["crate"] = _crate_move_list(state.places)
    if not state.drink_done:
        seat = state.seat
        colour = state.colours[seat]
        supply = state.supply[seat]
        drinks = _drinks(state)
        if drinks is not None:  # read from bits, each move made when read: a random bot reads one
            if supply:
                free = drinks.free(colour)
                places = _made(Placements)
                places.drink, places.bits, places.free, places.size = supply[0], drinks.grid.bits, free, free.bit_count()
                out["place"] = places
            out["move"] = drinks.moves(colour)
        else:
            if supply:
                first = supply[0]
                out["place"] = [("place", first, k, s) for k, s in placements(state, colour)]
            out["move"] = [("move", d, name) for d, name in drink_moves(state, colour)]
    # _may_end, with the crate moves just listed: may move a crate, need not (none is needed once one may), no drink needed.
    if crates is not None and crates.size and state.crates_moved >= cfg.min_crates and not _need_drink(state):
        out["end"] = (("end",),)
    return out


def check(cfg: Config, state: State, move: tuple) -> Message | None:
    """Why ``move`` is illegal now, or None."""
    if state.over:
        return msg("jido.g04.why.over")
    kind = move[0]
    seat = state.seat
    colour = state.colours[seat]
    if kind == "crate":
        _, k, place = move
        if state.crates_moved >= cfg.max_crates:
            return msg("jido.g04.why.crate_done", n=cfg.max_crates)
        if move in _crate_move_list(state.places):
            return None
        reason = formation.why_not(state.places, k, place) or "apart"
        return msg(f"jido.g04.why.crate_{reason}")
    if kind in ("place", "move") and state.drink_done:
        return msg("jido.g04.why.drink_done")
    if kind == "place":
        _, drink, k, s = move
        if drink not in state.supply[seat]:
            return msg("jido.g04.why.not_in_supply")
        at, _ = board(state.places, state.crates)
        x, y = state.places[k].spot(s)
        if (x, y) in at:
            return msg("jido.g04.why.taken")
        if not _may_place(at, x, y, colour):
            return msg("jido.g04.why.beside_other")
        return None
    if kind == "move":
        _, drink, name = move
        if drink // 6 != colour:
            return msg("jido.g04.why.not_yours")
        _, where = board(state.places, state.crates)
        if drink not in where:
            return msg("jido.g04.why.not_on_table")
        got = step(state, drink, name)
        return got if isinstance(got, Message) else None
    if kind == "end":
        if _need_crate(cfg, state):
            return msg("jido.g04.why.move_a_crate")
        if _need_drink(state):
            return msg("jido.g04.why.move_a_drink")
        if not _may_crate(cfg, state):
            return msg("jido.g04.why.nothing_to_end")
        return None
    return msg("jido.g04.why.unknown")


def apply(cfg: Config, state: State, move: tuple) -> State:
    """The state after a legal move (the turn does not pass on here: see :func:`settle`)."""
    # The fields read once and the next state made of them as a tuple (not _replace, nor slices of the state).
    places, crates, colours, supply, captured, seat, crates_moved, drink_done, ending, turns, over, winners, reason = state
    kind = move[0]
    if kind == "crate":
        _, k, place = move
        laid = _placed(places, k, place, cfg.floor)
        moved = _new(State, (laid, crates, colours, supply, captured, seat, crates_moved + 1, drink_done, ending, turns, over, winners, reason))
        if laid[k] is place:  # not re-centred: crate k alone moved
            applied[:] = state, moved, ("crate", k)
            last = _last_drinks
            drinks = last[2]
            if drinks is not None and last[0] is places and last[1] is crates:
                # Crate k moved within the frame: the next position's bits are these with its spots changed.
                grid = drinks.grid.moved(k, place)
                if grid is not None:
                    last[:] = laid, crates, drinks.shifted(grid, k, crates[k])  # for the turn's end and the listing next
        return moved
    if kind == "end":
        return _new(State, (places, crates, colours, supply, captured, seat, crates_moved, drink_done, True, turns, over, winners, reason))
    last = _last_drinks
    drinks = last[2] if last[0] is places and last[1] is crates else _drinks(state)  # _drinks, its usual answer read in place
    if kind == "place":
        _, drink, k, s = move
        crate = crates[k]
        after = crates[:k] + (crate[:s] + (drink,) + crate[s + 1 :],) + crates[k + 1 :]  # _put of one spot, written out
        held = supply[seat]
        held = held[1:] if held and held[0] == drink else tuple([d for d in held if d != drink])  # the listing places the first
        supply = supply[:seat] + (held,) + supply[seat + 1 :]
        placed = _new(State, (places, after, colours, supply, captured, seat, crates_moved, True, ending, turns, over, winners, reason))
        if crate[s] == EMPTY:  # (a legal placement)
            i = k * 6 + s
            applied[:] = state, placed, ("drink", drink, i, None)
            if drinks is not None:
                last[:] = places, after, drinks.after(drink, 0, drinks.grid.bits[i], None, 0)  # for the listing next
        return placed
    _, drink, name = move
    if drinks is None:
        return _apply_step_by_spot(cfg, state, drink, name)
    # Read from the grid's bits: where the drink is, the spot beside it that way and, if a drink lies there, the one beyond
    # (the move is legal: a drink beside it is of another colour); only the crates of those spots are made anew.
    grid = drinks.grid
    bits, w = grid.bits, grid.w
    dx, dy = DIRS[name]
    shift = dy * w + dx
    left = drinks.where[drink]
    taken = drinks.taken
    near = left << shift if shift > 0 else left >> -shift
    if near & taken:
        jumped = bits.index(near)
        victim = crates[jumped // 6][jumped % 6]
        lost = near
        near = near << shift if shift > 0 else near >> -shift
        lands = bits.index(near)
        after = _put(crates, (bits.index(left), EMPTY), (jumped, EMPTY), (lands, drink))
        # _moved_drink's capture, written out.
        got = captured[seat] + (victim,)
        captured = captured[:seat] + (got,) + captured[seat + 1 :]
        if len(got) >= cfg.target:
            over, winners, reason = True, (seat,), "target"
    else:
        victim = None
        lost = 0
        lands = bits.index(near)
        after = _put(crates, (bits.index(left), EMPTY), (lands, drink))
    moved = _new(State, (places, after, colours, supply, captured, seat, crates_moved, True, ending, turns, over, winners, reason))
    if not near & taken:  # (a legal move lands on an empty spot)
        applied[:] = state, moved, ("drink", drink, lands, victim)
        last[:] = places, after, drinks.after(drink, left, near, victim, lost)  # for the listing next
    return moved


# [state, after, change] of the last move :func:`apply` made, by identity: the referee writes the table from ``change``
# (what moved) instead of comparing the two states.  ``("crate", k)``: crate k alone moved (not re-centred);
# ``("drink", drink, i, victim)``: the drink landed in spot ``i`` (crate * 6 + own spot), capturing ``victim`` (None).
# A move that left no change here (``end``, a re-centring crate move, crates laid over each other) is compared.
applied: list = [None, None, None]


def _put(crates: tuple[tuple[int, ...], ...], *changes: tuple[int, int]) -> tuple[tuple[int, ...], ...]:
    """``crates`` with each ``(i, drink)`` of ``changes`` (drink or EMPTY in spot ``i``: crate * 6 + own spot): the crates changed made anew, the others kept."""
    out = list(crates)  # one list for the two or three spots of a step or a jump
    for i, drink in changes:
        k, s = divmod(i, 6)
        crate = out[k]
        out[k] = crate[:s] + (drink,) + crate[s + 1 :]
    return tuple(out)


def _placed(places: tuple[Placement, ...], k: int, place: Placement, floor: tuple[int, int]) -> tuple[Placement, ...]:
    """``places`` with crate ``k`` at ``place``, re-centred if it left the floor (:func:`_recentred`).

    The formation a crate move leaves on the floor is kept (:data:`_on_floor`): when
    the next crate move starts from it, only the crate moved need be looked at.
    """
    after = places[:k] + (place,) + places[k + 1 :]
    kept = _on_floor
    if kept[0] is places and kept[1] == floor:
        x, y, rot = place
        wide = rot in (0, 180)  # Placement.size, read in place
        if x >= 0 and y >= 0 and x + (3 if wide else 2) <= floor[0] and y + (2 if wide else 3) <= floor[1]:
            kept[0] = after
            return after
    got = _recentred(after, *floor)
    if got is after:  # every crate on the floor
        kept[:] = after, floor
    return got


# (places, floor) of the last formation :func:`_placed` found on the floor, by identity.
_on_floor: list = [None, None]


def _recentred(places: tuple[Placement, ...], width: int, height: int) -> tuple[Placement, ...]:
    """:func:`.geometry.recentre`, its usual answer (every crate on the floor: the same places) found first."""
    # Every crate's corner 3 spots or more inside the far sides (a crate is at most 3 long): on the floor, read in C.
    if min(places)[0] >= 0 and max(places)[0] <= width - 3 and min(places, key=_y)[1] >= 0 and max(places, key=_y)[1] <= height - 3:
        return places
    for x, y, rot in places:
        wide = rot in (0, 180)  # Placement.size, read in place
        if x < 0 or y < 0 or x + (3 if wide else 2) > width or y + (2 if wide else 3) > height:
            return recentre(places, width, height)
    return places


def _apply_step_by_spot(cfg: Config, state: State, drink: int, name: str) -> State:
    """A step or jump applied spot by spot (crates laid over each other by hand: no grid of bits)."""
    crates = [list(c) for c in state.crates]
    landing, victim = step(state, drink, name)  # type: ignore[misc]
    spots = spot_map(state.places)
    _, where = board(state.places, state.crates)
    k, s = spots[where[drink]]
    crates[k][s] = EMPTY
    k, s = spots[landing]
    crates[k][s] = drink
    if victim is not None:
        k, s = spots[where[victim]]
        crates[k][s] = EMPTY
    return _moved_drink(cfg, state, tuple(map(tuple, crates)), victim)


def _moved_drink(cfg: Config, state: State, crates: tuple[tuple[int, ...], ...], victim: int | None) -> State:
    """The state after a step or jump left ``crates``, capturing ``victim`` (None)."""
    if victim is None:
        return _new(State, (state.places, crates, *state[2:7], True, *state[8:]))  # _replace(crates=, drink_done=True)
    seat = state.seat
    captured = list(state.captured)
    captured[seat] = captured[seat] + (victim,)
    if len(captured[seat]) >= cfg.target:
        return state._replace(crates=crates, drink_done=True, captured=tuple(captured), over=True, winners=(seat,), reason="target")
    return state._replace(crates=crates, drink_done=True, captured=tuple(captured))


def settle(cfg: Config, state: State) -> tuple[State, list[list]]:
    """After a move: the turn passes on when nothing is left to do, seats that can do nothing pass, the game ends.

    Returns the new state and the events (``[key, params]``) for the log.
    """
    events: list[list] = []
    if state.over:
        events.append(["jido.g04.log.won", {"who": {"seat": state.winners[0]}, "n": len(state.captured[state.winners[0]])}])
        return state, events
    if not turn_done(cfg, state):
        return state, events
    passed = 0
    while True:
        state = _new(State, (*state[:5], (state.seat + 1) % cfg.players, 0, False, False, state.turns + 1, *state[10:]))  # _replace(seat=...)
        if state.turns >= cfg.rounds * cfg.players:
            events.append(["jido.party.turn_limit", {"n": cfg.rounds}])
            return _end(state, "limit", events)
        if not turn_done(cfg, state):
            return state, events
        events.append(["jido.party.passes", {"who": {"seat": state.seat}}])
        passed += 1
        if passed >= cfg.players:
            events.append(["jido.party.stuck", {}])
            return _end(state, "stuck", events)


def _end(state: State, reason: str, events: list[list]) -> tuple[State, list[list]]:
    """The game ends without a winning capture: the most captures wins (nobody, if nobody captured)."""
    counts = [len(c) for c in state.captured]
    best = max(counts)
    winners = tuple(s for s, n in enumerate(counts) if n == best) if best else ()
    if winners:
        events.append(["jido.party.wins", {"who": [{"seat": s} for s in winners]}])
    else:
        events.append(["jido.party.draw", {}])
    return state._replace(over=True, winners=winners, reason=reason), events


def scores(state: State) -> list[int]:
    """Drinks captured by each seat."""
    return [len(c) for c in state.captured]
