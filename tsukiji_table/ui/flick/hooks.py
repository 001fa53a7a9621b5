"""Wiring a :class:`~.view.FlickView` into a game screen: one mixin.

    @screen_for("jido:g01")
    class FlickScreen(FlickHooks, GameScreen):
        def __init__(self, services):
            super().__init__(services)
            self.flick = FlickView.for_table(services, mover=..., on_flick=...)   # None without a field zone

Every hook below forwards to the view and then to the next class, so the
screen's own buttons, lines and rules still apply.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ..plugin import ButtonSpec

if TYPE_CHECKING:
    from ...table import Transaction
    from .view import FlickView


class FlickHooks:
    """Mixin for a :class:`~tsukiji_table.ui.plugin.GameScreen` with ``self.flick``."""

    flick: FlickView | None = None

    def draw_on_table(self, surf: pygame.Surface) -> None:
        super().draw_on_table(surf)  # type: ignore[misc]
        if self.flick is not None:
            self.flick.draw(surf)

    def still_key(self) -> Any:
        own = super().still_key()  # type: ignore[misc]
        if self.flick is None:
            return own
        return (own, self.flick.still_key())

    def draw_still(self, surf: pygame.Surface) -> None:
        super().draw_still(surf)  # type: ignore[misc]
        if self.flick is not None:
            self.flick.draw_still(surf)

    def handle(self, event: pygame.event.Event) -> bool:
        if self.flick is not None and self.flick.handle(event):
            return True
        return bool(super().handle(event))  # type: ignore[misc]

    def update(self, dt: float) -> None:
        super().update(dt)  # type: ignore[misc]
        if self.flick is not None:
            self.flick.update(dt)

    def on_change(self) -> None:
        super().on_change()  # type: ignore[misc]
        if self.flick is not None:
            self.flick.on_change()

    def buttons(self) -> list[ButtonSpec]:
        own: list[ButtonSpec] = super().buttons()  # type: ignore[misc]
        return own + (self.flick.buttons() if self.flick is not None else [])

    def panel_lines(self) -> list[str]:
        lines: list[str] = super().panel_lines()  # type: ignore[misc]
        return lines + (self.flick.panel_lines() if self.flick is not None else [])

    def hidden_handles(self) -> frozenset[str]:
        mine = self.flick.hidden_handles() if self.flick is not None else frozenset()
        return mine | super().hidden_handles()  # type: ignore[misc]

    def hover_lines(self, x: float, y: float) -> list[tuple[str, tuple[int, int, int]]] | None:
        own = self.flick.hover_lines(x, y) if self.flick is not None else None
        return own if own is not None else super().hover_lines(x, y)  # type: ignore[misc]

    def bot_turn(self, seat: int) -> bool:
        """Bots wait while a flick is still rolling: the table shows its end only then."""
        if self.flick is not None and self.flick.animating:
            return False
        return bool(super().bot_turn(seat))  # type: ignore[misc]

    def describe(self, tx: Transaction) -> str:
        line = self.flick.describe(tx) if self.flick is not None else None
        return line if line is not None else super().describe(tx)  # type: ignore[misc]
