"""What persists between insertions (the drinks inside) and what one insertion produced.

All of it is plain data with a JSON form. Floats are written by ``json`` with
``repr`` and read back exactly, so a saved tower state resumes bit for bit.
"""

from __future__ import annotations

import hashlib
import json
import math
from dataclasses import dataclass, field
from typing import Any

from .spec import parse_drink_id

STATE_VERSION = 1
POSE_KEYS = ("x", "y", "angle", "vx", "vy", "spin")


class TowerStateError(ValueError):
    """A tower state (e.g. loaded from a file) is malformed."""


@dataclass(frozen=True)
class DrinkPose:
    """A drink's exact pose and velocity (centroid, radians, m/s, rad/s)."""

    drink: str
    x: float
    y: float
    angle: float
    vx: float = 0.0
    vy: float = 0.0
    spin: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {"drink": self.drink, **{k: getattr(self, k) for k in POSE_KEYS}}

    @classmethod
    def from_json(cls, d: Any) -> DrinkPose:
        if not isinstance(d, dict) or not isinstance(d.get("drink"), str):
            raise TowerStateError("each drink in a tower state needs a 'drink' id")
        try:
            parse_drink_id(d["drink"])
        except ValueError as exc:
            raise TowerStateError(str(exc)) from None
        values = []
        for k in POSE_KEYS:
            v = d.get(k)
            if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
                raise TowerStateError(f"drink {d['drink']}: {k!r} must be a finite number, got {v!r}")
            values.append(float(v))
        return cls(d["drink"], *values)


@dataclass(frozen=True)
class TowerState:
    """The drinks inside the machine, in simulation order."""

    inside: tuple[DrinkPose, ...] = ()

    def drink_ids(self) -> list[str]:
        return [p.drink for p in self.inside]

    def to_json(self) -> dict[str, Any]:
        return {"version": STATE_VERSION, "inside": [p.to_json() for p in self.inside]}

    @classmethod
    def from_json(cls, d: Any) -> TowerState:
        if not isinstance(d, dict) or d.get("version") != STATE_VERSION or not isinstance(d.get("inside"), list):
            raise TowerStateError(f"not a tower state (expected version {STATE_VERSION} and an 'inside' list)")
        poses = tuple(DrinkPose.from_json(x) for x in d["inside"])
        ids = [p.drink for p in poses]
        if len(set(ids)) != len(ids):
            raise TowerStateError("a drink appears twice in the tower state")
        return cls(poses)

    def canonical_json(self) -> str:
        return json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))

    def hash(self) -> str:
        """sha256 of the canonical JSON: equal states, equal hashes."""
        return hashlib.sha256(self.canonical_json().encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class ExitRecord:
    """A drink that came out: its order, the table distance from the front face, when."""

    drink: str
    order: int
    distance: float
    time: float
    was_jammed: bool
    pose: DrinkPose


@dataclass(frozen=True)
class Landing:
    """A drink that ended outside the machine without coming out of the exit (a missed throw)."""

    drink: str
    pose: DrinkPose
    on_roof: bool


@dataclass(frozen=True)
class Foul:
    """A thrown drink touched the machine outside the slot, or knocked it over."""

    drink: str
    reason: str  # "touched" or "toppled"
    time: float
    point: tuple[float, float]


@dataclass(frozen=True)
class InvertedLanding:
    """Where a drink ended in the upside-down game (G20)."""

    drink: str
    result: str  # in_slot / in_crate_not_slot / outside_crate / caught_inside
    pose: DrinkPose


@dataclass(frozen=True)
class InsertionResult:
    """Everything one insertion produced; the tower state after it is ``state_after``."""

    mode: str
    seed: int
    inserted: tuple[str, ...]
    out: tuple[ExitRecord, ...]
    jammed: tuple[str, ...]
    missed: tuple[Landing, ...]
    fouls: tuple[Foul, ...]
    inverted: tuple[InvertedLanding, ...]
    sim_time: float
    at_rest: bool
    state_before: TowerState
    state_after: TowerState
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def hash(self) -> str:
        return self.state_after.hash()

    def summary_json(self) -> dict[str, Any]:
        """The CLI's ``--json`` object (DESIGN.md §5)."""
        return {
            "out": [{"drink": e.drink, "order": e.order, "distance": round(e.distance, 4)} for e in self.out],
            "jammed": list(self.jammed),
            "hash": self.hash,
        }
