"""The table top seen from above: drinks standing or knocked over, crates, coins, flicks.

For the games played with fingers on the table (G01 Short-Can Flick, G02's
coin path).  Pure Python + pymunk, no drawing; numbers from
``rules/jidohanbaiki/tabletop.yaml`` and the drinks of ``tower.yaml``.
``docs/tabletop.md`` explains the model and the knock-over rule.

    field = FieldState(bounds=(0, 0, 0.4, 0.3), drinks=(FieldDrink("red:short_can", 0.2, 0.15), ...))
    result = simulate_flick(field, "red:short_can", angle=30.0, power=0.7, seed=4)
    result.knocked_ids(), result.after, result.left, result.to_json()
"""

from __future__ import annotations

from .field import LEANING, LYING, STANDING, STATES, FieldCoin, FieldCrate, FieldDrink, FieldError, FieldState
from .flick import FlickError, FlickRun, check_flick, simulate_flick
from .result import FlickResult, Frame, Knock, PutBack, Touch
from .spec import TabletopSpec, load_tabletop, tabletop_from_rules

__all__ = [
    "STANDING",
    "LYING",
    "LEANING",
    "STATES",
    "FieldState",
    "FieldDrink",
    "FieldCrate",
    "FieldCoin",
    "FieldError",
    "FlickError",
    "FlickRun",
    "FlickResult",
    "Frame",
    "Knock",
    "PutBack",
    "Touch",
    "TabletopSpec",
    "check_flick",
    "load_tabletop",
    "simulate_flick",
    "tabletop_from_rules",
]
