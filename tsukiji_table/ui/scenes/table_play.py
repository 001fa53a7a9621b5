"""The session side of the table scene: the game and its referee, the seats, saving.

:class:`TablePlay` owns the :class:`~tsukiji_table.games.session.Session`
on screen: who sits at each seat (a name, a colour, a person or a bot),
the legal actions, playing an action through the referee (a refusal
becomes a message, never an exception), who caused each transaction
(:class:`~..decisions.Decisions`, for undo at a table with bots) and the
session's own autosaves.  No drawing and no events here.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ...games.base import IllegalAction
from ...games.sandbox import is_free_table
from ...games.session import Session
from ...paths import user_data_dir
from ...table import TableError
from ...table.view import view
from .. import i18n, theme
from ..autosaves import AutosaveStore
from ..bots import seat_label
from ..decisions import Decisions

AUTOSAVE_EVERY = 3  # transactions between autosaves: little is lost if the power goes

Toast = Callable[[str, bool], None]  # (text, error)


class TablePlay:
    """The game on the table, its seats and its saves (see the module docstring)."""

    def __init__(self, session: Session, toast: Toast, autosave_slot: str | None = None):
        self.session = session
        self.table = session.table
        self.game = session.game
        self.is_free_table = is_free_table(type(self.game))
        self._toast = toast
        self.session.extra.setdefault("setup_steps", len(self.table.done))
        self.decisions = Decisions(self.table, self.is_bot)
        # This session's own autosaves (a continued one goes on in its slot): another table never overwrites them.
        self.autosaves = AutosaveStore(user_data_dir() / "autosave")
        self.autosave_slot = autosave_slot or self.autosaves.new_slot(self.game.id)
        self._since_autosave = 0
        self._autosave_error = ""

    # ------------------------------------------------------------ seats

    @property
    def mode(self) -> str:
        return str(self.session.options.get("mode", "assisted"))

    @property
    def seats(self) -> list[dict[str, Any]]:
        return self.session.seats

    @property
    def setup_steps(self) -> int:
        """Transactions of the set-up (the start of the log): undo never goes below them."""
        return int(self.session.extra.get("setup_steps", 0))

    def seat_name(self, seat: int) -> str:
        if 0 <= seat < len(self.seats):
            return seat_label(self.seats[seat], seat)  # a default name follows the language
        return "?"

    def seat_colour(self, seat: int) -> theme.Colour:
        if 0 <= seat < len(self.seats):
            return theme.hex_rgb(self.seats[seat].get("colour"), theme.ACCENT)
        return theme.ACCENT

    def bot_name(self, seat: int) -> str | None:
        """The bot playing ``seat`` (``seat["bot"]``), None for a person."""
        return str(self.seats[seat]["bot"]) if self.is_bot(seat) else None

    def is_bot(self, seat: int) -> bool:
        """Whether the computer plays ``seat`` (never on a free table: nothing there for a bot to follow)."""
        return not self.is_free_table and 0 <= seat < len(self.seats) and bool(self.seats[seat].get("bot"))

    @property
    def human_seats(self) -> list[int]:
        return [s for s in range(self.table.players) if not self.is_bot(s)]

    def person_to_move(self, viewer: int) -> int | None:
        """A person the referee waits for now (the one at the screen first), if any."""
        people = [m for m in self.game.to_move(self.table) if not self.is_bot(m)]
        return viewer if viewer in people else (people[0] if people else None)

    # ------------------------------------------------------------ the referee

    def legal_actions(self, seat: int) -> list[dict[str, Any]]:
        if self.is_free_table:
            return []
        try:
            return list(self.game.legal_actions(self.table, seat))
        except Exception as exc:  # a referee bug must not close the window
            self._toast(i18n.tr("msg.cannot", why=i18n.failure(exc)), True)
            return []

    def play(self, action: dict[str, Any], seat: int) -> bool:
        """Let the referee apply ``action`` for ``seat`` as one decision; a refusal is a message."""
        try:
            with self.decisions.group():
                self.game.play(self.table, seat, action)
        except IllegalAction as exc:
            self._toast(i18n.tr("msg.illegal", why=i18n.reason(exc, self.seat_name)), True)
            return False
        except (TableError, ValueError, KeyError) as exc:
            self._toast(i18n.tr("msg.cannot", why=i18n.failure(exc)), True)
            return False
        return True

    @contextmanager
    def decision(self, seats: list[int]) -> Iterator[None]:
        """What is played inside is one decision (a bot move if no person among ``seats`` took part)."""
        with self.decisions.group(bot=all(self.is_bot(s) for s in seats)):
            yield

    def say(self, text: str) -> None:
        """A short line on the screen (a toast)."""
        self._toast(text, False)

    def sees_alike(self, a: int, b: int) -> bool:
        """Whether seats ``a`` and ``b`` see the table alike now: nothing one may see is hidden from the other, so the
        screen may go from one to the other without the cover.  Never on a free table: anyone may take a card into
        their hand there at any moment."""
        if self.is_free_table:
            return False
        seen_a, seen_b = view(self.table, a), view(self.table, b)
        return seen_a.zones == seen_b.zones and seen_a.vars == seen_b.vars

    def is_over(self) -> bool:
        try:
            return bool(self.game.is_over(self.table))
        except Exception:  # a referee still being written may not know yet
            return False

    # ------------------------------------------------------------ saving

    def note_change(self) -> None:
        """After any change of the table: tag who made it, autosave every few."""
        self.decisions.note()
        self._since_autosave += 1
        if self._since_autosave >= AUTOSAVE_EVERY:
            self.autosave()

    def autosave(self) -> bool:
        self._since_autosave = 0
        try:
            self.autosaves.save(self.autosave_slot, self.session)
        except OSError as exc:
            self._since_autosave = 1  # still unsaved
            self._autosave_error = str(exc)
            self._toast(i18n.tr("msg.save_failed", why=exc), True)
            return False
        return True

    def keep_for_later(self) -> tuple[bool, str]:
        """Autosave what is not saved yet, before the table is left: (kept, why not)."""
        if self._since_autosave == 0 or self.autosave():
            return True, ""
        return False, self._autosave_error

    def save(self) -> Path | None:
        """Save the game under the user's saves, named after the game and the time."""
        folder = user_data_dir() / "saves"
        path = folder / f"{self.game.id.replace(':', '-')}-{time.strftime('%Y%m%d-%H%M%S')}.json"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            self.session.save(path)
        except OSError as exc:
            self._toast(i18n.tr("msg.save_failed", why=exc), True)
            return None
        self._toast(i18n.tr("msg.saved", path=str(path)), False)
        return path


__all__ = ["AUTOSAVE_EVERY", "TablePlay"]
