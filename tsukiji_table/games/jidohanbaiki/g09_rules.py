"""G09 Exploding Cans as a pure model (seed lines 229-273).

Each player owns the six drinks of one colour.  On a turn a player does one
thing: places a drink from their stock on an empty square of the 6 x 6 crate
board, slides one of their drinks on the board orthogonally to an empty
square (passing over shorter drinks only), or explodes one of their short or
long cans, destroying every drink around it, and setting off the cans among
them in a chain.  The game ends the moment someone has placed their whole
stock.  Points come from the coins above and below each shape card: a drink
on the board scores the coins above its card minus those below, a drink
still in stock the reverse; a destroyed drink scores nothing.

Drinks are codes ``colour * 6 + shape`` (:mod:`.common`), shapes in length
order; a square is ``row * cols + col``.  Moves are tuples:

``("place", drink, square)``  a drink from the stock onto an empty square;
``("move", drink, square)``   a drink of one's own to another square;
``("explode", drink)``        one's own short or long can on the board.

:func:`check` says why a move is illegal as ``(reason, params)``, which the
referee turns into words.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property
from typing import Any, NamedTuple

EMPTY = -1
ORTHOGONAL = ((1, 0), (-1, 0), (0, 1), (0, -1))
AROUND = tuple((dx, dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if dx or dy)

Move = tuple[Any, ...]
Why = tuple[str, dict[str, Any]] | None


@dataclass(frozen=True)
class Config:
    cols: int = 6
    rows: int = 6
    board_points: tuple[int, ...] = (4, -1, -2, 3, 2, 1)  # per shape: coins above minus coins below
    explosive: frozenset[int] = frozenset({1, 2})  # shapes one may explode
    chain: frozenset[int] = frozenset({1, 2})  # shapes a blast sets off
    max_rounds: int = 30  # rounds after which the game ends anyway

    @property
    def squares(self) -> int:
        return self.cols * self.rows

    def stock_points(self, shape: int) -> int:
        return -self.board_points[shape]

    @cached_property
    def stock_values(self) -> tuple[int, ...]:
        """:meth:`stock_points` of each shape (the bots count points often)."""
        return tuple(self.stock_points(shape) for shape in range(len(self.board_points)))


class State(NamedTuple):
    board: tuple[int, ...]  # per square: a drink code or EMPTY
    stocks: tuple[frozenset[int], ...]  # per seat: drink codes still in stock
    colours: tuple[int, ...]  # per seat: the colour it plays
    turn: int = 0  # the seat to move
    turns: int = 0  # turns played
    over: bool = False


def start(cfg: Config, colours: tuple[int, ...], first: int = 0, drinks_each: int = 6) -> State:
    """Every drink in its owner's stock, the board empty."""
    stocks = tuple(frozenset(c * 6 + s for s in range(drinks_each)) for c in colours)
    return State((EMPTY,) * cfg.squares, stocks, colours, first)


def owner(state: State, drink: int) -> int | None:
    colour = drink // 6
    return state.colours.index(colour) if colour in state.colours else None


def square_of(state: State, drink: int) -> int | None:
    try:
        return state.board.index(drink)
    except ValueError:
        return None


# ------------------------------------------------------------------ moves


def slides(cfg: Config, board: tuple[int, ...], square: int) -> Iterator[int]:
    """The empty squares the drink on ``square`` may slide to.

    Along a row or column, any distance; it may pass over drinks shorter than
    itself (several in a row too) and over empty squares, never over a drink
    of its own length or longer, and it stops on an empty square.
    """
    shape = board[square] % 6
    x0, y0 = square % cfg.cols, square // cfg.cols
    for dx, dy in ORTHOGONAL:
        x, y = x0 + dx, y0 + dy
        while 0 <= x < cfg.cols and 0 <= y < cfg.rows:
            there = board[y * cfg.cols + x]
            if there == EMPTY:
                yield y * cfg.cols + x
            elif there % 6 >= shape:
                break
            x, y = x + dx, y + dy


def blast(cfg: Config, board: tuple[int, ...], square: int) -> list[int]:
    """The squares a can exploding on ``square`` clears, itself first, in the order they go.

    Everything in the eight squares around it is destroyed; a destroyed can
    of a chain shape explodes in turn before it is removed.
    """
    gone = [square]
    seen = {square}
    at = 0
    while at < len(gone):
        here = gone[at]
        at += 1
        if here != square and board[here] % 6 not in cfg.chain:
            continue
        x0, y0 = here % cfg.cols, here // cfg.cols
        for dx, dy in AROUND:
            x, y = x0 + dx, y0 + dy
            if 0 <= x < cfg.cols and 0 <= y < cfg.rows:
                near = y * cfg.cols + x
                if near not in seen and board[near] != EMPTY:
                    seen.add(near)
                    gone.append(near)
    return gone


def moves(cfg: Config, state: State, seat: int) -> Iterator[Move]:
    """Every legal move of ``seat`` (none unless it is that seat's turn)."""
    if state.over or seat != state.turn:
        return
    board = state.board
    empty = [q for q in range(cfg.squares) if board[q] == EMPTY]
    for drink in sorted(state.stocks[seat]):
        for q in empty:
            yield ("place", drink, q)
    colour = state.colours[seat]
    for q, drink in enumerate(board):
        if drink != EMPTY and drink // 6 == colour:
            for to in slides(cfg, board, q):
                yield ("move", drink, to)
            if drink % 6 in cfg.explosive:
                yield ("explode", drink)


def check(cfg: Config, state: State, seat: int, move: Move) -> Why:
    """Why ``seat`` may not make ``move`` now (None: it may)."""
    if state.over:
        return ("over", {})
    kind, drink = move[0], move[1]
    if owner(state, drink) != seat:
        return ("not_yours", {"drink": drink})
    if kind == "place":
        if drink not in state.stocks[seat]:
            return ("not_in_stock", {"drink": drink})
        if state.board[move[2]] != EMPTY:
            return ("taken", {"square": move[2]})
        return None
    here = square_of(state, drink)
    if here is None:
        return ("not_on_board", {"drink": drink})
    if kind == "explode":
        return None if drink % 6 in cfg.explosive else ("not_explosive", {"drink": drink})
    to = move[2]
    if state.board[to] != EMPTY:
        return ("taken", {"square": to})
    if to in slides(cfg, state.board, here):
        return None
    if here % cfg.cols != to % cfg.cols and here // cfg.cols != to // cfg.cols:
        return ("not_straight", {"drink": drink})
    return ("blocked", {"drink": drink})


def apply(cfg: Config, state: State, seat: int, move: Move) -> tuple[State, list[int]]:
    """The state after a legal move, and the drinks it destroyed (an explosion's, in order)."""
    board = list(state.board)
    stocks = state.stocks
    destroyed: list[int] = []
    kind, drink = move[0], move[1]
    if kind == "place":
        board[move[2]] = drink
        stocks = stocks[:seat] + (stocks[seat] - {drink},) + stocks[seat + 1 :]
    elif kind == "move":
        board[state.board.index(drink)] = EMPTY
        board[move[2]] = drink
    else:
        for q in blast(cfg, state.board, state.board.index(drink)):
            destroyed.append(board[q])
            board[q] = EMPTY
    turns = state.turns + 1
    over = (kind == "place" and not stocks[seat]) or turns >= cfg.max_rounds * len(state.colours)
    nxt = state._replace(board=tuple(board), stocks=stocks, turn=(seat + 1) % len(state.colours), turns=turns, over=over)
    return nxt, destroyed


# ------------------------------------------------------------------ score


def breakdown(cfg: Config, state: State, seat: int) -> dict[str, Any]:
    """A seat's points: per shape, the drinks in stock and on the board and what they score."""
    colour = state.colours[seat]
    on_board = {d % 6 for d in state.board if d != EMPTY and d // 6 == colour}
    shapes = []
    total = 0
    for shape in range(6):
        drink = colour * 6 + shape
        where = "stock" if drink in state.stocks[seat] else "board" if shape in on_board else "destroyed"
        points = cfg.stock_points(shape) if where == "stock" else cfg.board_points[shape] if where == "board" else 0
        total += points
        shapes.append({"shape": shape, "where": where, "points": points})
    return {"shapes": shapes, "total": total}


def points(cfg: Config, state: State) -> list[int]:
    """Every seat's points as things stand: the totals of :func:`breakdown`, in one pass (the bots call this often)."""
    seat_of = {colour: seat for seat, colour in enumerate(state.colours)}
    values = cfg.board_points
    stock_values = cfg.stock_values
    totals = [sum([stock_values[d % 6] for d in stock]) for stock in state.stocks]
    for d in state.board:
        if d != EMPTY:
            seat = seat_of.get(d // 6)
            if seat is not None:
                totals[seat] += values[d % 6]
    return totals


def winners(totals: list[int]) -> list[int]:
    """The seats with the most points (a tie is shared: decision g09-tie)."""
    best = max(totals)
    return [s for s, t in enumerate(totals) if t == best]
