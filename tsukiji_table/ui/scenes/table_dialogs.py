"""Dialogs over the table and the messages at its foot.

:class:`TableDialogs` owns the stack of modal overlays (questions, numbers,
secret inputs, a game's own dialogs, the end screen, the help) and the
toasts.  The top modal takes every event; a modal everyone watches
(``public``) makes the table behind it be drawn as an onlooker sees it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..overlays import AskDialog, Modal, NumberDialog
from ..widgets import Label, Toasts


class TableDialogs:
    """The modals and toasts of one table scene (see the module docstring)."""

    def __init__(self, screen_rect: Callable[[], pygame.Rect]):
        self._screen_rect = screen_rect
        self.modals: list[Modal] = []
        self.toasts = Toasts()

    def toast(self, text: str, error: bool = False) -> None:
        (self.toasts.error if error else self.toasts.show)(text)

    def show(self, modal: Modal) -> None:
        """Put ``modal`` on top: it takes every event until it is done."""
        self.modals.append(modal)

    def ask(self, question: Label, on_yes: Callable[[], None], on_no: Callable[[], None] | None = None) -> None:
        self.show(AskDialog(self._screen_rect(), question, on_yes, on_no))

    def ask_number(self, prompt: Label, lo: int, hi: int, on_done: Callable[[int], None], value: int | None = None, step: int = 1) -> None:
        self.show(NumberDialog(self._screen_rect(), prompt, lo, hi, lo if value is None else value, on_done, step))

    def showing(self, kind: type[Modal] | None = None) -> bool:
        """Whether a dialog is open (of type ``kind``, if given)."""
        return any(not m.done and (kind is None or isinstance(m, kind)) for m in self.modals)

    @property
    def public(self) -> bool:
        """Whether a dialog everyone at the table watches is open (a reveal, the scores)."""
        return any(m.public and not m.done for m in self.modals)

    def update(self, dt: float) -> None:
        self.toasts.update(dt)
        for m in self.modals:
            m.update(dt)
        self.modals = [m for m in self.modals if not m.done]

    def draw(self, surf: pygame.Surface) -> None:
        for m in self.modals:
            m.draw(surf)


__all__ = ["TableDialogs"]
