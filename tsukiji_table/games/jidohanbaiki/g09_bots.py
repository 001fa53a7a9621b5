"""G09 Exploding Cans: the heuristic bot.

One look ahead, priced cheaply.  A move is worth what it does to the seat's
points at once (placing a bottle or the stubby can gains twice its card's
coins, placing a can costs as much), less what it leaves in reach of another
player's blast (the squares around every can an opponent could set off,
chains included), plus, for a can of one's own, what it could destroy of the
others'.  An explosion is simulated exactly.  Placing the last drink ends the
game: done only when it wins.  Everything in G09 lies open on the table, so
the bot reads the same state the referee does.
"""

from __future__ import annotations

import random
from typing import Any

from ...table import Table
from . import g09_rules as model

RISK = 0.7  # how likely a drink in reach of a blast is to be blown up
REACH = 0.4  # how much of what a can of one's own could destroy counts now
WIN, LOSE = 1000.0, -1000.0


class HeuristicBot:
    name = "heuristic"

    def __init__(self, seat: int, rng: random.Random):
        self.seat = seat
        self.rng = rng

    def act(self, game: Any, table: Table, seat: int) -> dict[str, Any]:
        cfg, state = game.config, game.state(table)
        options = list(model.moves(cfg, state, seat))
        look = Look(cfg, state, seat)
        best, chosen = float("-inf"), options[0]
        for move in options:
            value = look.value(move) + self.rng.random() * 1e-3  # ties broken at random
            if value > best:
                best, chosen = value, move
        return game.encode(chosen)


class Look:
    """What the bot sees of a position, worked out once per decision."""

    def __init__(self, cfg: model.Config, state: model.State, seat: int):
        self.cfg, self.state, self.seat = cfg, state, seat
        self.colour = state.colours[seat]
        self.points = model.points(cfg, state)
        self.margin = self._margin(self.points)
        self.seat_of = {colour: s for s, colour in enumerate(state.colours)}
        self.danger = self._danger()

    def _around(self, square: int) -> list[int]:
        cols, rows = self.cfg.cols, self.cfg.rows
        x0, y0 = square % cols, square // cols
        return [(y0 + dy) * cols + x0 + dx for dx, dy in model.AROUND if 0 <= x0 + dx < cols and 0 <= y0 + dy < rows]

    def _danger(self) -> set[int]:
        """Squares next to something another player could set off (their cans, and the cans their blasts would reach)."""
        cfg, board = self.cfg, self.state.board
        out: set[int] = set()
        for q, d in enumerate(board):
            if d == model.EMPTY or d // 6 == self.colour or d % 6 not in cfg.explosive:
                continue
            for gone in model.blast(cfg, board, q):
                if gone == q or board[gone] % 6 in cfg.chain:
                    out.update(self._around(gone))
        return out

    def _margin(self, points: list[int]) -> float:
        mine = points[self.seat]
        return mine - max(p for s, p in enumerate(points) if s != self.seat)

    def _near(self, square: int, skip: int = model.EMPTY) -> float:
        """What a can of ours on ``square`` could destroy: the others' board points less ours."""
        worth = 0.0
        for q in self._around(square):
            d = self.state.board[q]
            if d == model.EMPTY or d == skip:
                continue
            value = self.cfg.board_points[d % 6]
            worth += -value if d // 6 == self.colour else value
        return worth

    def _risk(self, drink: int, square: int) -> float:
        value = self.cfg.board_points[drink % 6]
        return RISK * value if value > 0 and square in self.danger else 0.0

    def value(self, move: model.Move) -> float:
        cfg, state = self.cfg, self.state
        kind, drink = move[0], move[1]
        shape = drink % 6
        if kind == "explode":
            # model.points after model.apply, worked out from what the blast destroys (the stocks stay as they are).
            after = list(self.points)
            board, values = state.board, cfg.board_points
            for q in model.blast(cfg, board, board.index(drink)):
                owner = self.seat_of.get(board[q] // 6)
                if owner is not None:
                    after[owner] -= values[board[q] % 6]
            return self._margin(after) - self.margin
        if kind == "place":
            gain = cfg.board_points[shape] - cfg.stock_points(shape)
            if len(state.stocks[self.seat]) == 1:  # the last drink: the game ends now
                # model.points after model.apply: the drink leaves the stock for the board (wherever it goes).
                after = list(self.points)
                after[self.seat] -= cfg.stock_values[shape]
                owner = self.seat_of.get(drink // 6)
                if owner is not None:
                    after[owner] += cfg.board_points[shape]
                margin = self._margin(after)
                return WIN + margin if margin > 0 else LOSE + margin
            value = gain - self._risk(drink, move[2])
            if shape in cfg.explosive:
                value += REACH * self._near(move[2])
                if self.margin + gain > sum(cfg.stock_points(d % 6) for d in state.stocks[self.seat]):
                    value += 2.5  # ahead by enough to close the game: place the cans
            return value
        src = state.board.index(drink)
        value = self._risk(drink, src) - self._risk(drink, move[2])
        if shape in cfg.explosive:
            value += REACH * (self._near(move[2], skip=drink) - self._near(src))
        return value - 0.05  # a move that changes nothing is worth a little less than one that does
