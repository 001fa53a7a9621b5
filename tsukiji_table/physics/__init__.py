"""Physics for the tables: the vending-machine tower of Tokyo Jidohanbaiki.

Pure Python + pymunk, no drawing. Start with :class:`Tower`:

    tower = Tower()                       # reads rules/jidohanbaiki/tower.yaml
    result = tower.insert(["red:short_can", "blue:longest_bottle"], mode="batch", seed=7)
    result.out, result.jammed, tower.state_hash()

For animation, ``run = tower.start(...)``; ``while run.step(): draw(run.polygons())``;
then ``tower.apply(run.result())``. Referees use the JSON API: :func:`simulate`
and :func:`take_from_exit` (documented at the top of ``docs/tower.md``).
"""

from __future__ import annotations

from .insertion import MODES, InsertionError, ThrowAim, aim_speed, check_aim
from .inverted import RESULTS as INVERTED_RESULTS
from .inverted import InvertedRun
from .run import TowerRun
from .spec import COLOURS, SHAPES, DrinkIdError, TowerSpec, load_spec, parse_drink_id, spec_from_rules, spec_from_text
from .state import (
    NOT_ENTERED_PLACES,
    THROW_OUTCOMES,
    DrinkPose,
    ExitRecord,
    Foul,
    InsertionResult,
    InvertedLanding,
    Landing,
    NotEntered,
    ThrowOutcome,
    TowerState,
    TowerStateError,
)
from .tower import Tower, simulate, take_from_exit
from .validate import check_state

__all__ = [
    "simulate",
    "take_from_exit",
    "check_state",
    "check_aim",
    "THROW_OUTCOMES",
    "NOT_ENTERED_PLACES",
    "NotEntered",
    "ThrowOutcome",
    "COLOURS",
    "SHAPES",
    "MODES",
    "INVERTED_RESULTS",
    "Tower",
    "TowerRun",
    "InvertedRun",
    "TowerSpec",
    "TowerState",
    "DrinkPose",
    "ThrowAim",
    "InsertionResult",
    "ExitRecord",
    "Landing",
    "Foul",
    "InvertedLanding",
    "InsertionError",
    "DrinkIdError",
    "TowerStateError",
    "load_spec",
    "spec_from_rules",
    "spec_from_text",
    "parse_drink_id",
    "aim_speed",
]
