"""Undo and redo at the table: fair to every person at it, bots included.

Without bots, undo and redo take back or bring back one transaction.  With
bots, undo takes back the last *decision of a person* and every bot move
after it (:mod:`..decisions`), and redo brings them back together.  A table
that plays by the rules never undoes past a reveal (sealed bids turned over,
a card drawn, a toss, the machine run); free mode may, after asking.
Another person's decision is taken back only if that person agrees, behind
the cover (bots are not asked: their moves go with the decision they answered).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...table import TableError, Transaction
from .. import i18n
from .table_play import TablePlay

if TYPE_CHECKING:
    from ..bots import BotDriver
    from ..services import TableServices


class TableUndo:
    """Undo and redo of one table scene (see the module docstring)."""

    def __init__(self, play: TablePlay, services: TableServices, bots: BotDriver, describe_lines: Callable[[Transaction], list[str]]):
        self.play = play
        self.services = services
        self.bots = bots
        self.describe_lines = describe_lines

    def undo(self) -> None:
        """Take back the last transaction; with bots, the last decision of a person and the bot moves after it."""
        play, table = self.play, self.play.table
        floor = play.setup_steps
        n = play.decisions.undo_count(floor) if self.bots.active else min(1, len(table.done) - floor)
        if n <= 0:
            self.services.toast(i18n.tr("msg.nothing_undo"))
            return
        batch = table.done[-n:]
        what = self.summary(batch)
        shared = table.players > 1 and not play.is_free_table
        if shared and any(tx.reveal for tx in batch):
            if play.game.mode(table) != "free":
                self.services.toast(i18n.tr("undo.blocked", what=what), error=True)
                return
            self.services.ask(i18n.tr("undo.free_reveal", what=what), lambda: self._with_consent(n, what))
            return
        self._with_consent(n, what)

    def _with_consent(self, n: int, what: str) -> None:
        """Ask each other person whose decision ``n`` transactions take back, one at a time, then undo."""
        play, services = self.play, self.services
        asker = services.viewer
        batch = play.table.done[-n:]
        people = len(play.human_seats) > 1
        others = sorted({tx.seat for tx in batch if tx.seat is not None and tx.seat != asker and not play.is_bot(tx.seat)}) if people else []
        revision = play.table.revision

        def ask_next(remaining: list[int]) -> None:
            if play.table.revision != revision:
                return  # the table moved on meanwhile: nothing is undone
            if not remaining:
                services.request_viewer(asker, then=lambda: self._undo(n))
                return
            seat = remaining[0]

            def refuse() -> None:
                services.request_viewer(asker, then=lambda: services.toast(i18n.tr("undo.refused", who=play.seat_name(seat), what=what), error=True))

            question = i18n.tr("undo.consent", who=play.seat_name(seat), asker=play.seat_name(asker), what=what)
            services.request_viewer(seat, then=lambda: services.ask(question, lambda: ask_next(remaining[1:]), refuse), force=True)

        ask_next(others)

    def _undo(self, n: int) -> None:
        table = self.play.table
        undone = [tx for tx in (table.undo() for _ in range(n)) if tx is not None]
        if not undone:
            return
        self.services.toast(i18n.tr("msg.undone", what=self.summary(undone[::-1])))
        self.services.changed()
        if self.bots.active:
            self.bots.held()

    def redo(self) -> None:
        """Bring back what undo took (with bots: the decision and the bot moves that followed it)."""
        table = self.play.table
        n = self.play.decisions.redo_count() if self.bots.active else 1
        redone = []
        try:
            for _ in range(n):
                tx = table.redo()
                if tx is not None:
                    redone.append(tx)
        except TableError as exc:
            self.services.toast(i18n.tr("msg.cannot", why=i18n.failure(exc)), error=True)
        if not redone:
            if not table.undone:
                self.services.toast(i18n.tr("msg.nothing_redo"))
            return
        self.services.toast(i18n.tr("msg.redone", what=self.summary(redone)))
        self.services.changed()

    def summary(self, txs: list[Transaction]) -> str:
        """The person's transaction among ``txs`` (in the order played), and how many bot moves came with it."""
        decisions = self.play.decisions
        main = decisions.first_by_person(txs) or txs[0]
        bots = sum(1 for tx in txs if tx is not main and decisions.by_bot(tx))
        what = " · ".join(self.describe_lines(main))  # one line in a toast or a question
        return i18n.tr("bots.undone", what=what, n=bots) if bots else what


__all__ = ["TableUndo"]
