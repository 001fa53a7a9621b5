"""G10 Drink Grid Collapse as a pure model (seed lines 275-301).

All 36 drinks lie at random in a 6 x 6 grid; an empty crate marks the
bottom side as down.  Players own colours (2 players: 3 each, 3: 2 each,
4-6: one each; the rest are neutral).  On a turn a player picks three drinks
in a straight line, side by side across or down, at least two of them of
other players' colours, and gives two of the three away: each to the player
holding most drinks of its colour (the colour's owner on a tie; among tied
others, the chooser picks).  The drinks then fall down and close up to the
left.  A player who cannot pick a line passes; the game ends when nobody can.
Each player scores their own colours' bottles and stubby cans (+1 each) less
the short cans (-1) and long cans (-2) they hold, as far as other colours'
bottles and stubby cans do not cancel them (decisions g10-*).

The grid is a tuple of ``cols * rows`` drink codes (``EMPTY`` for none),
index ``y * cols + x``, ``y = 0`` at the top.  A move is
``("take", line, given, to)``: the three drinks in line order, the two given
away, and the seat each goes to.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations, product
from typing import NamedTuple

from ...text import Message, Seat, msg
from .common import EMPTY

NOBODY = -1


@dataclass(frozen=True)
class Config:
    players: int = 2
    cols: int = 6
    rows: int = 6
    other_colours: int = 2  # of the three, at least this many of other players' colours
    take: int = 2  # drinks given away per turn
    own: tuple[int, ...] = (1, 0, 0, 1, 1, 1)  # per shape: points in one's own colour
    cancels: tuple[int, ...] = (1, 0, 0, 1, 1, 1)  # per shape: negative points it cancels in another colour
    penalty: tuple[int, ...] = (0, 1, 2, 0, 0, 0)  # per shape: negative points in any colour
    collapse: str = "rows"  # then left: "rows" close up each row, "columns" only close empty columns


class State(NamedTuple):
    grid: tuple[int, ...]
    owners: tuple[int, ...]  # per colour, its owner's seat or NOBODY (neutral)
    held: tuple[tuple[int, ...], ...]  # per seat, the drinks it has been given, in order
    seat: int = 0
    turns: int = 0  # turns played
    over: bool = False
    winners: tuple[int, ...] = ()
    passed: tuple[int, ...] = ()  # seats that passed since the last take (for the log)


def lines(cfg: Config, grid: tuple[int, ...]) -> Iterator[tuple[int, int, int]]:
    """Every three drinks side by side in a row (left to right) or a column (top to bottom)."""
    cols, rows = cfg.cols, cfg.rows
    for y in range(rows):
        for x in range(cols):
            i = y * cols + x
            if grid[i] == EMPTY:
                continue
            if x + 2 < cols and grid[i + 1] != EMPTY and grid[i + 2] != EMPTY:
                yield grid[i], grid[i + 1], grid[i + 2]
            if y + 2 < rows and grid[i + cols] != EMPTY and grid[i + 2 * cols] != EMPTY:
                yield grid[i], grid[i + cols], grid[i + 2 * cols]


def others_in(state: State, line: tuple[int, ...], seat: int) -> int:
    """How many drinks of ``line`` are of other players' colours (not the chooser's, not neutral)."""
    return sum(1 for d in line if state.owners[d // 6] not in (NOBODY, seat))


def may_take(cfg: Config, state: State, line: tuple[int, ...], seat: int) -> bool:
    return others_in(state, line, seat) >= cfg.other_colours


def can_take(cfg: Config, state: State, seat: int) -> bool:
    return any(may_take(cfg, state, line, seat) for line in lines(cfg, state.grid))


def holders(state: State, colour: int) -> list[int]:
    """The seats who may be given a drink of ``colour``: whoever holds most of it; the owner on a tie; else all tied."""
    counts = [sum(1 for d in held if d // 6 == colour) for held in state.held]
    most = max(counts)
    tied = [s for s, n in enumerate(counts) if n == most]
    owner = state.owners[colour]
    return [owner] if owner in tied else tied


def moves(cfg: Config, state: State) -> Iterator[tuple]:
    """Every take of the seat to move."""
    if state.over:
        return
    seat = state.seat
    to_whom = [holders(state, c) for c in range(6)]
    for line in lines(cfg, state.grid):
        if not may_take(cfg, state, line, seat):
            continue
        for given in combinations(line, cfg.take):
            for to in product(*(to_whom[d // 6] for d in given)):
                yield ("take", line, given, to)


def check(cfg: Config, state: State, move: tuple) -> Message | None:
    """Why ``move`` is illegal now, or None."""
    if state.over:
        return msg("jido.g10.why.over")
    _, line, given, to = move
    if not _is_line(cfg, state.grid, line):
        return msg("jido.g10.why.not_a_line")
    if others_in(state, line, state.seat) < cfg.other_colours:
        return msg("jido.g10.why.colours", n=cfg.other_colours)
    if len(given) != cfg.take or len(set(given)) != len(given) or not set(given) <= set(line):
        return msg("jido.g10.why.give", n=cfg.take)
    if list(given) != [d for d in line if d in given]:
        return msg("jido.g10.why.give_order")
    for d, s in zip(given, to):
        allowed = holders(state, d // 6)
        if s not in allowed:
            return msg("jido.g10.why.to", seats=[Seat(a) for a in allowed])
    return None


def _is_line(cfg: Config, grid: tuple[int, ...], line: tuple[int, ...]) -> bool:
    if len(line) != 3 or any(d not in grid for d in line):
        return False
    cells = [grid.index(d) for d in line]
    step = cells[1] - cells[0]
    if step not in (1, cfg.cols) or cells[2] - cells[1] != step:
        return False
    return step == cfg.cols or cells[0] // cfg.cols == cells[2] // cfg.cols


def apply(cfg: Config, state: State, move: tuple) -> State:
    """The state after a take: the two drinks given away, the grid collapsed (the turn passes on in :func:`settle`)."""
    _, _, given, to = move
    held = [list(h) for h in state.held]
    for d, s in zip(given, to):
        held[s].append(d)
    grid = tuple(EMPTY if d in given else d for d in state.grid)
    return state._replace(grid=collapse(cfg, grid), held=tuple(map(tuple, held)), turns=state.turns + 1, passed=())


def collapse(cfg: Config, grid: tuple[int, ...]) -> tuple[int, ...]:
    """Drinks fall down (towards the crate) until no gap is left, then close up to the left."""
    cols, rows = cfg.cols, cfg.rows
    columns = []
    for x in range(cols):
        stack = [grid[y * cols + x] for y in range(rows) if grid[y * cols + x] != EMPTY]
        columns.append([EMPTY] * (rows - len(stack)) + stack)
    if cfg.collapse == "columns":
        kept = [c for c in columns if any(d != EMPTY for d in c)]
        columns = kept + [[EMPTY] * rows for _ in range(cols - len(kept))]
        return tuple(columns[x][y] for y in range(rows) for x in range(cols))
    out = []
    for y in range(rows):
        row = [columns[x][y] for x in range(cols) if columns[x][y] != EMPTY]
        out += row + [EMPTY] * (cols - len(row))
    return tuple(out)


def settle(cfg: Config, state: State) -> tuple[State, list[list]]:
    """The next player able to take moves; those who cannot pass; the game ends when nobody can."""
    events: list[list] = []
    for step in range(1, cfg.players + 1):
        seat = (state.seat + step) % cfg.players
        if can_take(cfg, state, seat):
            return state._replace(seat=seat), events
        events.append(["jido.party.passes", {"who": {"seat": seat}}])
    totals = scores(cfg, state)
    best = max(totals)
    winners = tuple(s for s, n in enumerate(totals) if n == best)
    events.append(["jido.g10.log.over", {}])
    events.append(["jido.party.wins", {"who": [{"seat": s} for s in winners]}])
    return state._replace(over=True, winners=winners), events


def breakdown(cfg: Config, state: State, seat: int) -> dict[str, int]:
    """A seat's points: its own colours' (plus), the negatives, what other colours cancel, the score."""
    own = cancel = penalty = 0
    for d in state.held[seat]:
        shape = d % 6
        penalty += cfg.penalty[shape]
        if state.owners[d // 6] == seat:
            own += cfg.own[shape]
        else:
            cancel += cfg.cancels[shape]
    negative = max(0, penalty - cancel)
    return {"own": own, "penalty": penalty, "cancelled": penalty - negative, "score": own - negative}


def scores(cfg: Config, state: State) -> list[int]:
    return [breakdown(cfg, state, s)["score"] for s in range(cfg.players)]


def start(cfg: Config, state: State) -> tuple[State, list[list]]:
    """The first seat able to take begins (from seat 0); the game is over at once if nobody can."""
    if can_take(cfg, state, state.seat):
        return state, []
    return settle(cfg, state._replace(seat=(state.seat - 1) % cfg.players))
