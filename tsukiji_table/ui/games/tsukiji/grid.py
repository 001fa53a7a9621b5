"""Where the market boards in play go: a grid that widens as boards come in.

The referee gives each board a slot in a grid of ``markets_at[players].cols``
columns (``rules/tsukiji/layout.yaml``); with the expansion up to 30 boards
and the shared zones (31 slots) would make that grid a tall strip that "Fit"
shrinks until nothing can be read.  So the screen picks the number of
columns, between ``cols`` and ``max_cols``, that shows the table largest in
the window's shape (the part above the log, left of the buttons), and the
seats beside the grid (right of it, at 4 to 6 players) move with its right
edge.  The shared zones (the supply, the auction bag and lot, and any other
zone of no seat and no market) follow the last board, taking as many slots
as they need.

The choice depends only on the number of boards in play and the window's
shape, so boards move only when one comes into play or the window is
resized.  Nothing here imports pygame.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

Rect = tuple[float, float, float, float]


def union(rects: Iterable[Rect]) -> Rect:
    """The smallest rect holding every rect given."""
    rs = list(rects)
    if not rs:
        return (0.0, 0.0, 0.0, 0.0)
    x0 = min(r[0] for r in rs)
    y0 = min(r[1] for r in rs)
    x1 = max(r[0] + r[2] for r in rs)
    y1 = max(r[1] + r[3] for r in rs)
    return (x0, y0, x1 - x0, y1 - y0)


@dataclass(frozen=True)
class Grid:
    """The market boards' grid for one table: where slot ``k`` lies, and how far the seats beside it move."""

    origin: tuple[float, float]
    cols: int
    pitch: tuple[float, float]  # a board and its gap, across and down
    board: tuple[float, float]
    boards: int  # boards in play
    shared: tuple[int, int]  # the shared zones' span, in slots (across, down)
    shift: float  # how far right the seats beside the grid move

    def slot(self, k: int) -> tuple[float, float]:
        """Top-left of the ``k``-th board's slot."""
        return (self.origin[0] + (k % self.cols) * self.pitch[0], self.origin[1] + (k // self.cols) * self.pitch[1])

    def shared_slot(self) -> tuple[float, float]:
        """Top-left of the shared zones: after the last board, on a new row if they do not fit in its row."""
        k = self.boards
        if k % self.cols + self.shared[0] > self.cols:
            k += self.cols - k % self.cols
        return self.slot(k)

    def rows(self) -> int:
        k = self.boards
        if k % self.cols + self.shared[0] > self.cols:
            k += self.cols - k % self.cols
        return k // self.cols + self.shared[1]

    def rect(self) -> Rect:
        """The grid's extent, boards and shared zones."""
        w = self.cols * self.pitch[0] - (self.pitch[0] - self.board[0])
        h = self.rows() * self.pitch[1] - (self.pitch[1] - self.board[1])
        return (self.origin[0], self.origin[1], w, h)


def beside(seat: Rect, origin: tuple[float, float]) -> bool:
    """A seat's block right of the grid and level with it (not above it, as at 3 players) moves with the grid's edge."""
    return seat[0] >= origin[0] and seat[1] + seat[3] > origin[1]


def choose(lay: dict[str, Any], players: int, boards: int, shared: Rect, aspect: float) -> Grid:
    """The grid showing the whole table largest in a window of shape ``aspect`` (width / height).

    ``shared`` is the shared zones' extent relative to their slot.  Ties go
    to fewer columns (a narrower table leaves the boards where they were).
    """
    at, board = lay["markets_at"][players], lay["market_board"]
    bw, bh, gap = float(board["w"]), float(board["h"]), float(board["gap"])
    pitch = (bw + gap, bh + gap)
    span = (max(1, math.ceil((shared[0] + shared[2] + gap) / pitch[0])), max(1, math.ceil((shared[1] + shared[3] + gap) / pitch[1])))
    origin = (float(at["origin"][0]), float(at["origin"][1]))
    block = (float(lay["seat_block"]["w"]), float(lay["seat_block"]["h"]))
    seats = [(float(x), float(y), *block) for x, y in lay["seat_origins"][players]]
    first = max(int(at["cols"]), span[0])
    best: tuple[float, Grid] | None = None
    for cols in range(first, max(first, int(at.get("max_cols", at["cols"]))) + 1):
        grid = Grid(origin, cols, pitch, (bw, bh), boards, span, (cols - int(at["cols"])) * pitch[0])
        placed = [(s[0] + grid.shift, *s[1:]) if beside(s, origin) else s for s in seats]
        _, _, w, h = union([grid.rect(), *placed])
        zoom = min(aspect / w, 1.0 / h)
        if best is None or zoom > best[0] * 1.0001:
            best = (zoom, grid)
    assert best is not None
    return best[1]


__all__ = ["Grid", "beside", "choose", "union"]
