"""What the Jidohanbaiki table games' screens share: presenting what a move showed everyone, then asking.

:class:`TableGameScreen` keeps a queue of presentations (a table of the
revealed bids, a turn's outcome), each made once from the transaction that
showed it, and puts them up one at a time before anybody is handed the
screen; the game's own steps (:meth:`TableGameScreen.ask`) run only when
nothing is shown.  The log reads as everyone may read it (it stays on
screen under dialogs everyone watches), and Fit keeps the table clear of it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ...table import SetVar
from ..overlays import Modal
from ..plugin import GameScreen
from .jido_dialogs import public_line

if TYPE_CHECKING:
    from ...table import Table, Transaction
    from ..services import TableServices

LOG_ROOM_PX = 150  # the log's lines at the bottom left


class TableGameScreen(GameScreen):
    """A screen that presents, in order, what transactions showed everyone, then lets the game ask."""

    def __init__(self, services: TableServices):
        super().__init__(services)
        self.seen = len(services.table.done)  # transactions already presented (a loaded game shows none of its past)
        self.queue: list[Callable[[], Modal]] = []
        self.current: Modal | None = None
        self.paused = False  # screenshots and tests: nothing shown or asked by itself

    @property
    def table(self) -> Table:
        return self.services.table

    @property
    def free(self) -> bool:
        return self.services.mode == "free"

    def phase(self) -> str:
        return str(self.table.vars.get("phase", "over"))

    def presenting(self) -> bool:
        return bool(self.queue) or (self.current is not None and not self.current.done)

    def idle(self, cover_ok: bool = False) -> bool:
        """Nothing shown or asked now (a hand-off cover aside, if ``cover_ok``)."""
        s = self.services
        return not self.presenting() and not s.showing() and (cover_ok or not s.covered)

    # ---------------------------------------------------------------- hooks

    def presentations(self, tx: Transaction) -> list[Callable[[], Modal]]:
        """The dialogs that show everyone what ``tx`` revealed (made when their turn comes)."""
        return []

    def ask(self) -> None:
        """Called every frame while nothing is shown: start the step the game waits for, if any."""

    # ------------------------------------------------------------- the flow

    def on_change(self) -> None:
        done = self.table.done
        if len(done) < self.seen:  # an undo: nothing new to show
            self.seen = len(done)
            return
        fresh, self.seen = done[self.seen :], len(done)
        if not self.free:
            for tx in fresh:
                self.queue.extend(self.presentations(tx))

    def update(self, dt: float) -> None:
        if self.paused or self.free or (self.current is not None and not self.current.done):
            return
        self.current = None
        s = self.services
        if self.queue and not s.covered and not s.showing():
            self.current = self.queue.pop(0)()
            s.show(self.current)
            return
        self.ask()

    def holds_end(self) -> bool:
        """The end screen waits until everyone has seen how the last move came out."""
        return self.presenting()

    def describe(self, tx: Transaction) -> str:
        """The log line as everyone reads it; what only one seat may read is in its panel instead."""
        return public_line(self.services, tx)

    def fit_rect(self, rect: pygame.Rect) -> pygame.Rect:
        if rect.h > 3 * LOG_ROOM_PX:
            return pygame.Rect(rect.x, rect.y, rect.w, rect.h - LOG_ROOM_PX)
        return rect

    def set_var_after(self, tx: Transaction, name: str) -> Any:
        """The value ``tx`` gave variable ``name`` (None if it set none)."""
        return next((c.after for c in tx.commands if isinstance(c, SetVar) and c.name == name and not c.delete), None)
