"""The vending-machine tower on screen (issue 4 item 5): a reusable component for game screens.

``TowerView(services)`` draws the machine cut open with the drinks inside,
takes drinks dropped on its opening, records insertions exactly as
``insert_on_table`` does and animates them from the record; ``TowerHooks``
wires it into a game screen.  See ``docs/ui.md`` ("The tower view").
"""

from __future__ import annotations

from .frame import TowerFrame
from .hooks import TowerHooks
from .replay import RecordedInsertion, Replay, recorded_insertion
from .view import FAST, TowerView

__all__ = ["TowerView", "TowerHooks", "TowerFrame", "Replay", "RecordedInsertion", "recorded_insertion", "FAST"]
