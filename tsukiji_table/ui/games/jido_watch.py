"""The screen stays with the player who put drinks in until the machine has shown what came out.

In G12 and G13 the turn passes on with the insertion itself, so the
hand-off cover would go up over the falling drinks: whoever put them in
(and everyone at the table) watches first, then the screen is handed on.
"""

from __future__ import annotations

from typing import Any


class WatchTheMachine:
    """A mixin for a :class:`~.jido_tower_games.TowerGameScreen` whose turn passes with an insertion."""

    tower: Any
    services: Any
    _hand_on = False

    def animating(self) -> bool:
        return self.tower is not None and bool(self.tower.animating)

    def next_viewer(self) -> int | None:
        if self.animating():
            self._hand_on = True
            return None
        return super().next_viewer()  # type: ignore[misc]

    def update(self, dt: float) -> None:
        super().update(dt)  # type: ignore[misc]
        if self._hand_on and not self.animating():
            self._hand_on = False
            seat = super().next_viewer()  # type: ignore[misc]
            if seat is not None:
                self.services.request_viewer(seat)
