"""Wiring a :class:`~.view.TowerView` into a game screen: one mixin.

    @screen_for("jido:g06")
    class CrateScreen(TowerHooks, GameScreen):
        def __init__(self, services):
            super().__init__(services)
            self.tower = TowerView.for_table(services)   # None if the table has no tower zone

Every hook below forwards to the view and then to the next class, so the
screen's own buttons, lines and drop rules still apply.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ..plugin import ButtonSpec

if TYPE_CHECKING:
    from ...table import Transaction
    from ..layout import Sprite, ZoneBox
    from .view import TowerView


class TowerHooks:
    """Mixin for a :class:`~tsukiji_table.ui.plugin.GameScreen` with ``self.tower``."""

    tower: TowerView | None = None

    def draw_on_table(self, surf: pygame.Surface) -> None:
        super().draw_on_table(surf)  # type: ignore[misc]
        if self.tower is not None:
            self.tower.draw(surf)

    def handle(self, event: pygame.event.Event) -> bool:
        if self.tower is not None and self.tower.handle(event):
            return True
        return bool(super().handle(event))  # type: ignore[misc]

    def holds_end(self) -> bool:
        return (self.tower is not None and self.tower.animating) or bool(super().holds_end())  # type: ignore[misc]

    def key_scopes(self) -> tuple[str, ...]:
        return ("tower", *super().key_scopes()) if self.tower is not None else super().key_scopes()  # type: ignore[misc]

    def key_condition(self, name: str) -> bool:
        if self.tower is not None and name in ("animating", "loaded"):
            return self.tower.key_condition(name)
        return bool(super().key_condition(name))  # type: ignore[misc]

    def update(self, dt: float) -> None:
        super().update(dt)  # type: ignore[misc]
        if self.tower is not None:
            self.tower.update(dt)

    def hidden_handles(self) -> frozenset[str]:
        mine = self.tower.hidden_handles() if self.tower is not None else frozenset()
        return mine | super().hidden_handles()  # type: ignore[misc]

    def on_change(self) -> None:
        super().on_change()  # type: ignore[misc]
        if self.tower is not None:
            self.tower.on_change()

    def buttons(self) -> list[ButtonSpec]:
        own: list[ButtonSpec] = super().buttons()  # type: ignore[misc]
        return own + (self.tower.buttons() if self.tower is not None else [])

    def panel_lines(self) -> list[str]:
        lines: list[str] = super().panel_lines()  # type: ignore[misc]
        return lines + (self.tower.panel_lines() if self.tower is not None else [])

    def menu_entries(self, sprite: Sprite | None, box: ZoneBox | None) -> list[tuple[Any, Any]]:
        own: list[tuple[Any, Any]] = super().menu_entries(sprite, box)  # type: ignore[misc]
        return own + (self.tower.menu_entries(sprite, box) if self.tower is not None else [])

    def describe(self, tx: Transaction) -> str:
        line = self.tower.describe(tx) if self.tower is not None else None
        return line if line is not None else super().describe(tx)  # type: ignore[misc]
