"""G02 Magical Golden Ball Racer as a pure model (seed lines 43-53).

One racer lays 100 coins, one at a time, into a road that joins the start
line (the 5,000 note) to the 500 coin; every other player takes drinks, one
at a time, into their own crate until it holds six of six shapes and six
colours.  First to finish wins; at 5-7 players the crate players are two
teams and a member's full crate wins for the team.

The real-time race is played as a race of **ticks** (decision g02-ticks):
every move costs its player a few ticks of effort (g02.yaml ``ticks``); the
player whose clock shows the fewest ticks moves next (equal clocks: who
moved least recently, then the lower seat), so each player's moves follow
one another as fast as their effort allows, and contested drinks go to
whoever reaches for them first.  Whoever completes their task with the
fewest ticks wins; players still behind that clock play on until they reach
it, and equal times share the win.

The road is a triangular grid of spots one coin apart (decision g02-a09):
coins on neighbouring spots touch edge to edge.  Spot ``(col, row)``; row
``mid`` is the straight line from the start to the goal; rows an odd number
away from it are shifted half a coin towards the goal.  The start line
touches the spots of column 0 on unshifted rows; the 500 coin lies on
``(length, mid)``.

Moves are tuples: ``("lay", spot)`` a coin from the pile, ``("shift", src,
dst)`` a coin already laid, ``("take", drink)``, ``("return", drink)``.
Drinks are codes ``colour * 6 + shape`` (:mod:`.common`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, NamedTuple

from .common import colour_of, shape_of

Spot = tuple[int, int]
Move = tuple[Any, ...]
Why = tuple[str, dict[str, Any]] | None
RACER = 0  # the racer's side; crate sides are 1, 2, ...


@dataclass(frozen=True)
class Config:
    coins: int = 32  # the box's 100 coins
    coins_per_player: int = 4  # road length per player, in coin diameters (two 1,000 notes, each two coins long)
    rows: int = 7  # spots across the road (odd: the straight line in the middle)
    crate_size: int = 6
    coin_ticks: int = 3
    take_ticks: int = 4
    crowd_ticks: int = 2  # added to a take for each other crate player
    return_ticks: int = 2
    teams_from: int = 5
    limit_ticks: int = 450

    @property
    def mid(self) -> int:
        return self.rows // 2

    def length(self, players: int) -> int:
        """Coins in a straight road from the start line to the 500 coin."""
        return self.coins_per_player * players


class State(NamedTuple):
    players: int
    racer: int
    road: frozenset[Spot]  # spots holding a 100 coin
    crates: tuple[tuple[int, ...], ...]  # per seat, in the order taken (the racer's stays empty)
    pool: frozenset[int]  # drinks on the table
    clocks: tuple[int, ...]  # ticks each seat has spent
    last: tuple[int, ...]  # when each seat last moved (move number; -1: never)
    done: tuple[int | None, ...]  # the clock at which a seat completed its task
    moves: int = 0


def sides(cfg: Config, players: int, racer: int) -> tuple[int, ...]:
    """Per seat its side: the racer 0; crate players their own side, or at ``teams_from`` players two teams, alternating round the table."""
    out = []
    k = 0
    for seat in range(players):
        if seat == racer:
            out.append(RACER)
            continue
        out.append(1 + (k % 2 if players >= cfg.teams_from else k))
        k += 1
    return tuple(out)


def start(cfg: Config, players: int, racer: int) -> State:
    n = players
    return State(n, racer, frozenset(), ((),) * n, frozenset(range(36)), (0,) * n, (-1,) * n, (None,) * n)


# ------------------------------------------------------------------ the road


def shifted(cfg: Config, row: int) -> bool:
    return (row - cfg.mid) % 2 == 1


def centre(cfg: Config, spot: Spot) -> tuple[float, float]:
    """A spot's centre in coin diameters: x from the start line's coin, y from the straight line."""
    col, row = spot
    return (col + (0.5 if shifted(cfg, row) else 0.0), (row - cfg.mid) * 0.8660254037844386)


def on_table(cfg: Config, players: int, spot: Spot) -> bool:
    col, row = spot
    return 0 <= row < cfg.rows and 0 <= col <= cfg.length(players) and spot != goal(cfg, players)


def goal(cfg: Config, players: int) -> Spot:
    return (cfg.length(players), cfg.mid)


def neighbours(cfg: Config, spot: Spot) -> list[Spot]:
    """The six spots whose coins touch a coin on ``spot`` edge to edge."""
    col, row = spot
    lean = 0 if shifted(cfg, row) else -1
    return [(col - 1, row), (col + 1, row), (col + lean, row - 1), (col + lean + 1, row - 1), (col + lean, row + 1), (col + lean + 1, row + 1)]


def at_start(cfg: Config, spot: Spot) -> bool:
    """Whether a coin on ``spot`` touches the start line."""
    return spot[0] == 0 and not shifted(cfg, spot[1])


def path(cfg: Config, players: int, road: frozenset[Spot]) -> list[Spot] | None:
    """A chain of touching coins from the start line to the 500 coin (shortest, the same for the same road), or None."""
    end = goal(cfg, players)
    came: dict[Spot, Spot | None] = {s: None for s in sorted(road) if at_start(cfg, s)}
    todo = list(came)
    while todo:
        here = todo.pop(0)
        if end in neighbours(cfg, here):
            chain = [here]
            while (back := came[chain[-1]]) is not None:
                chain.append(back)
            return chain[::-1]
        for near in neighbours(cfg, here):
            if near in road and near not in came:
                came[near] = here
                todo.append(near)
    return None


def frontier(cfg: Config, players: int, road: frozenset[Spot]) -> list[Spot]:
    """The free spots touching the start line or a coin already laid: where a coin can lengthen a road."""
    spots = {(0, r) for r in range(cfg.rows) if not shifted(cfg, r)}
    for s in road:
        spots.update(neighbours(cfg, s))
    return sorted(s for s in spots if s not in road and on_table(cfg, players, s))


def pile(cfg: Config, state: State) -> int:
    """100 coins still behind the start line."""
    return cfg.coins - len(state.road)


# ------------------------------------------------------------------ the crates


def fits(cfg: Config, crate: tuple[int, ...], drink: int) -> bool:
    """Whether ``drink`` may go into ``crate``: room left, and no drink of its shape or colour already in."""
    return len(crate) < cfg.crate_size and all(colour_of(d) != colour_of(drink) and shape_of(d) != shape_of(drink) for d in crate)


def still_possible(cfg: Config, crate: tuple[int, ...], pool: frozenset[int]) -> bool:
    """Whether the pool still holds drinks to complete ``crate`` (a matching of the missing colours to the missing shapes)."""
    colours = {colour_of(d) for d in crate}
    shapes = {shape_of(d) for d in crate}
    need = [c for c in range(6) if c not in colours]
    match: dict[int, int] = {}  # shape -> colour

    def augment(colour: int, seen: set[int]) -> bool:
        for d in pool:
            s = shape_of(d)
            if colour_of(d) == colour and s not in shapes and s not in seen:
                seen.add(s)
                if s not in match or augment(match[s], seen):
                    match[s] = colour
                    return True
        return False

    return all(augment(c, set()) for c in need[: cfg.crate_size - len(crate)])


# ------------------------------------------------------------------ the race


def complete(cfg: Config, state: State, seat: int) -> bool:
    if seat == state.racer:
        return path(cfg, state.players, state.road) is not None
    return len(state.crates[seat]) == cfg.crate_size


def best(state: State) -> int | None:
    """The fewest ticks anyone completed in, so far."""
    times = [t for t in state.done if t is not None]
    return min(times) if times else None


def may_move(cfg: Config, state: State, seat: int) -> bool:
    """A seat plays on while it has not completed and its clock is behind the best time and the limit."""
    top = best(state)
    clock = state.clocks[seat]
    return state.done[seat] is None and clock < cfg.limit_ticks and (top is None or clock < top)


def to_move(cfg: Config, state: State) -> int | None:
    """The seat whose clock is furthest behind (then who moved least recently, then the lower seat); None: the race is over."""
    waiting = [s for s in range(state.players) if may_move(cfg, state, s)]
    if not waiting:
        return None
    return min(waiting, key=lambda s: (state.clocks[s], state.last[s], s))


def winners(cfg: Config, state: State) -> list[int]:
    """Every seat of a side that completed in the best time (a team wins together); none when the race was called off."""
    top = best(state)
    if top is None:
        return []
    side = sides(cfg, state.players, state.racer)
    won = {side[s] for s in range(state.players) if state.done[s] == top}
    return [s for s in range(state.players) if side[s] in won]


def take_ticks(cfg: Config, players: int) -> int:
    """A take's ticks: alone at the drinks, plus the crowding of every other crate player."""
    return cfg.take_ticks + cfg.crowd_ticks * (players - 2)


def cost(cfg: Config, players: int, move: Move) -> int:
    return {"lay": cfg.coin_ticks, "shift": cfg.coin_ticks, "take": take_ticks(cfg, players), "return": cfg.return_ticks}[move[0]]


def moves(cfg: Config, state: State, seat: int) -> Iterator[Move]:
    """The moves worth offering ``seat`` now (a coin only where it touches the road; :func:`check` allows any free spot)."""
    if to_move(cfg, state) != seat:
        return
    if seat == state.racer:
        edge = frontier(cfg, state.players, state.road)
        if pile(cfg, state):
            for spot in edge:
                yield ("lay", spot)
        else:  # the pile is empty: a coin at a loose end (any coin, if none is) may go elsewhere
            loose = [s for s in sorted(state.road) if sum(n in state.road for n in neighbours(cfg, s)) <= 1] or sorted(state.road)
            for src in loose:
                for dst in edge:
                    yield ("shift", src, dst)
        return
    crate = state.crates[seat]
    for drink in sorted(state.pool):
        if fits(cfg, crate, drink):
            yield ("take", drink)
    for drink in crate:
        yield ("return", drink)


def check(cfg: Config, state: State, seat: int, move: Move) -> Why:
    """Why ``seat`` may not make ``move`` now (None: it may)."""
    if to_move(cfg, state) is None:
        return ("over", {})
    if to_move(cfg, state) != seat:
        return ("not_yet", {})
    kind = move[0]
    racer = seat == state.racer
    if kind in ("lay", "shift") and not racer:
        return ("not_racer", {})
    if kind in ("take", "return") and racer:
        return ("racer_no_drinks", {})
    if kind == "lay":
        if not pile(cfg, state):
            return ("no_coins", {"n": cfg.coins})
        return _free(cfg, state, move[1])
    if kind == "shift":
        if move[1] not in state.road:
            return ("no_coin_there", {"spot": move[1]})
        if move[2] == move[1]:
            return ("same_spot", {"spot": move[1]})
        return _free(cfg, state, move[2])
    drink = move[1]
    crate = state.crates[seat]
    if kind == "return":
        return None if drink in crate else ("not_in_crate", {"drink": drink})
    if drink not in state.pool:
        return ("not_in_pool", {"drink": drink})
    if len(crate) >= cfg.crate_size:
        return ("crate_full", {"n": cfg.crate_size})
    for d in crate:
        if colour_of(d) == colour_of(drink):
            return ("same_colour", {"drink": drink, "other": d})
        if shape_of(d) == shape_of(drink):
            return ("same_shape", {"drink": drink, "other": d})
    return None


def _free(cfg: Config, state: State, spot: Spot) -> Why:
    if spot == goal(cfg, state.players):
        return ("goal_spot", {"spot": spot})
    if not on_table(cfg, state.players, spot):
        return ("off_road", {"spot": spot})
    if spot in state.road:
        return ("spot_taken", {"spot": spot})
    return None


def apply(cfg: Config, state: State, seat: int, move: Move) -> State:
    """The state after a legal move: the move done, its ticks on the seat's clock, a completed task timed."""
    kind = move[0]
    road, pool, crates = state.road, state.pool, state.crates
    if kind == "lay":
        road = road | {move[1]}
    elif kind == "shift":
        road = (road - {move[1]}) | {move[2]}
    elif kind == "take":
        pool = pool - {move[1]}
        crates = crates[:seat] + (crates[seat] + (move[1],),) + crates[seat + 1 :]
    else:
        pool = pool | {move[1]}
        crates = crates[:seat] + (tuple(d for d in crates[seat] if d != move[1]),) + crates[seat + 1 :]
    clocks = list(state.clocks)
    clocks[seat] += cost(cfg, state.players, move)
    last = list(state.last)
    last[seat] = state.moves
    after = state._replace(road=road, pool=pool, crates=crates, clocks=tuple(clocks), last=tuple(last), moves=state.moves + 1)
    if complete(cfg, after, seat):
        done = list(after.done)
        done[seat] = clocks[seat]
        after = after._replace(done=tuple(done))
    return after


def progress(cfg: Config, state: State, seat: int) -> int:
    """How far a seat has got: drinks in its crate, or the racer's coins in line from the start (for the panel)."""
    if seat != state.racer:
        return len(state.crates[seat])
    reach: set[Spot] = {s for s in state.road if at_start(cfg, s)}
    todo = list(reach)
    while todo:
        for near in neighbours(cfg, todo.pop()):
            if near in state.road and near not in reach:
                reach.add(near)
                todo.append(near)
    return max((s[0] + 1 for s in reach), default=0)
