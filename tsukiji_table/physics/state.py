"""What persists between insertions (the drinks inside) and what one insertion produced.

All of it is plain data with a JSON form. Floats are written by ``json`` with
``repr`` and read back exactly, so a saved tower state resumes bit for bit.
:func:`check_state` (in :mod:`.validate`) refuses states that cannot be: a
drink outside the machine, in a wall, moving impossibly fast.
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
# Throw outcomes (G11, T13-T15): into the slot; off the machine; never touched it; the machine fell.
THROW_OUTCOMES = ("in", "bounced_off", "landed_outside", "knocked_over")
# Where a drink that never went in ended: still held over the slot (the machine was full), on the roof, on the table.
NOT_ENTERED_PLACES = ("hand", "roof", "table")


class TowerStateError(ValueError):
    """A tower state (e.g. loaded from a file) is malformed or impossible."""


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
    """The drinks in the machine, in simulation order.

    ``inside``: jammed, they belong to nobody yet. ``at_exit``: already out
    (more than half past the front face, T16) but still lying in the opening
    because something holds them; taking them away can let others follow
    (T17). Both keep exact poses so the next simulation resumes them.
    """

    inside: tuple[DrinkPose, ...] = ()
    at_exit: tuple[DrinkPose, ...] = ()

    def drink_ids(self) -> list[str]:
        """The drinks jammed inside (not those at the exit)."""
        return [p.drink for p in self.inside]

    def exit_ids(self) -> list[str]:
        return [p.drink for p in self.at_exit]

    def all_ids(self) -> list[str]:
        return self.drink_ids() + self.exit_ids()

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"version": STATE_VERSION, "inside": [p.to_json() for p in self.inside]}
        if self.at_exit:  # written only when there are some: older states hash as before
            data["at_exit"] = [p.to_json() for p in self.at_exit]
        return data

    @classmethod
    def from_json(cls, d: Any) -> TowerState:
        if not isinstance(d, dict) or d.get("version") != STATE_VERSION or not isinstance(d.get("inside"), list):
            raise TowerStateError(f"not a tower state (expected version {STATE_VERSION} and an 'inside' list)")
        if not isinstance(d.get("at_exit", []), list):
            raise TowerStateError("'at_exit' must be a list of drinks")
        extra = sorted(set(d) - {"version", "inside", "at_exit"})
        if extra:
            raise TowerStateError(f"unknown key(s) in a tower state: {', '.join(extra)}")
        inside = tuple(DrinkPose.from_json(x) for x in d["inside"])
        at_exit = tuple(DrinkPose.from_json(x) for x in d.get("at_exit", []))
        ids = [p.drink for p in inside + at_exit]
        if len(set(ids)) != len(ids):
            raise TowerStateError("a drink appears twice in the tower state")
        if len(ids) > 36:
            raise TowerStateError(f"a tower state holds at most the 36 drinks, got {len(ids)}")
        return cls(inside, at_exit)

    def canonical_json(self) -> str:
        return json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))

    def hash(self) -> str:
        """sha256 of the canonical JSON: equal states, equal hashes."""
        return hashlib.sha256(self.canonical_json().encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class ExitRecord:
    """A drink that came out: its order, the table distance from the front face, when.

    ``released``: it came out while drinks at the exit were being taken
    (T17), not during the insertion itself. ``at_exit``: it is still lying
    in the opening (only when the caller did not collect).
    """

    drink: str
    order: int
    distance: float
    time: float
    was_jammed: bool
    pose: DrinkPose
    released: bool = False
    at_exit: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "drink": self.drink,
            "order": self.order,
            "distance": round(self.distance, 4),
            "was_jammed": self.was_jammed,
            "released": self.released,
            "at_exit": self.at_exit,
        }


@dataclass(frozen=True)
class NotEntered:
    """A drink that never went into the machine (or left it again by the slot): where it ended."""

    drink: str
    where: str  # one of NOT_ENTERED_PLACES
    pose: DrinkPose

    @property
    def on_roof(self) -> bool:
        return self.where == "roof"

    def to_json(self) -> dict[str, Any]:
        return {"drink": self.drink, "where": self.where, "x": round(self.pose.x, 4), "y": round(self.pose.y, 4)}


Landing = NotEntered  # the former name (a missed throw)


@dataclass(frozen=True)
class ThrowOutcome:
    """What one thrown drink did (G11): one of THROW_OUTCOMES; ``grazed`` if it touched the machine outside the slot first."""

    drink: str
    outcome: str
    grazed: bool
    point: tuple[float, float] | None = None  # where it knocked the machine over

    def to_json(self) -> dict[str, Any]:
        return {"drink": self.drink, "outcome": self.outcome, "grazed": self.grazed}


@dataclass(frozen=True)
class Foul:
    """Kept for callers of the old API: a throw that knocked the machine over (reason ``toppled``)."""

    drink: str
    reason: str
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
    """Everything one insertion produced; the tower state after it is ``state_after``.

    Every drink in play is in exactly one of ``out`` (with ``released`` and
    ``at_exit`` flags), ``jammed``, ``missed`` (never entered: where it is)
    or ``inverted`` (the upside-down game); a thrown drink also has a
    ``throws`` entry.
    """

    mode: str
    seed: int
    inserted: tuple[str, ...]
    out: tuple[ExitRecord, ...]
    jammed: tuple[str, ...]
    missed: tuple[NotEntered, ...]
    fouls: tuple[Foul, ...]
    inverted: tuple[InvertedLanding, ...]
    sim_time: float
    at_rest: bool
    state_before: TowerState
    state_after: TowerState
    throws: tuple[ThrowOutcome, ...] = ()
    knocked_over: bool = False
    collected: tuple[str, ...] = ()  # drinks taken from the exit by hand (they are in ``out``)
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def hash(self) -> str:
        return self.state_after.hash()

    def accounted(self) -> list[str]:
        """Every drink the result places, once each (out, jammed, at the exit, never entered, landed)."""
        return [e.drink for e in self.out] + list(self.jammed) + [m.drink for m in self.missed] + [x.drink for x in self.inverted]

    def summary_json(self) -> dict[str, Any]:
        """The CLI's ``--json`` object (DESIGN.md §5): every drink is in one of its lists."""
        data: dict[str, Any] = {
            "out": [{"drink": e.drink, "order": e.order, "distance": round(e.distance, 4)} for e in self.out],
            "jammed": list(self.jammed),
            "not_entered": [m.to_json() for m in self.missed],
        }
        if self.mode == "throw":
            data["throws"] = [t.to_json() for t in self.throws]
            data["knocked_over"] = self.knocked_over
        if self.mode == "inverted":
            data["landed"] = {x.drink: x.result for x in self.inverted}
        data["hash"] = self.hash
        return data

    def to_json(self) -> dict[str, Any]:
        """The whole outcome as JSON data (what a referee records like a die roll)."""
        data = {
            "mode": self.mode,
            "seed": self.seed,
            "inserted": list(self.inserted),
            **self.summary_json(),
            "exits": [e.to_json() for e in self.out],
            "was_jammed": [e.drink for e in self.out if e.was_jammed],
            "released": [e.drink for e in self.out if e.released],
            "at_exit": self.state_after.exit_ids(),
            "collected": list(self.collected),
            "state": self.state_after.to_json(),
        }
        if self.mode == "throw":
            data["missed"] = [m.drink for m in self.missed]
            data["fouls"] = [{"drink": t.drink, "reason": "toppled"} for t in self.throws if t.outcome == "knocked_over"]
        return data
