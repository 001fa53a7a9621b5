"""What one flick did, as plain data with a JSON form (recorded like a die roll).

A :class:`FlickResult` holds the inputs (mover, angle, power, seed), the
launch they made (the seeded wobble of a fingernail applied), the field
before and after, which drinks were knocked over and in what order, which
touched which, which left the field and where they were put back, and, on
request, sampled poses for an animation.  Floats are written by ``json``
with ``repr``, so a result read back is bit-identical.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .field import FieldError, FieldState

RESULT_VERSION = 1


@dataclass(frozen=True)
class Knock:
    """A drink knocked over (A8): when, by what, which way it fell, how it ended."""

    drink: str
    order: int  # 1, 2, ... in the order they went over
    time: float
    by: str  # the drink or crate that struck it (a falling drink for dominoes)
    direction: float  # degrees: the way it fell
    state: str  # lying, or leaning against what stopped its fall

    def to_json(self) -> dict[str, Any]:
        return {"drink": self.drink, "order": self.order, "time": self.time, "by": self.by, "direction": self.direction, "state": self.state}


@dataclass(frozen=True)
class Touch:
    """The first contact between two things (drinks or a drink and a crate)."""

    a: str
    b: str
    time: float

    def to_json(self) -> dict[str, Any]:
        return {"a": self.a, "b": self.b, "time": self.time}


@dataclass(frozen=True)
class PutBack:
    """A drink that left the field (A5): where it crossed the boundary and where it stands again."""

    drink: str
    time: float
    crossed: tuple[float, float]
    put_back: tuple[float, float]

    def to_json(self) -> dict[str, Any]:
        return {"drink": self.drink, "time": self.time, "crossed": list(self.crossed), "put_back": list(self.put_back)}


# A frame: every drink's (id, x, y, angle, state) at one moment, in field order.
FramePose = tuple[str, float, float, float, str]


@dataclass(frozen=True)
class Frame:
    time: float
    drinks: tuple[FramePose, ...]

    def to_json(self) -> dict[str, Any]:
        return {"t": self.time, "drinks": [list(p) for p in self.drinks]}


@dataclass(frozen=True)
class FlickResult:
    """Everything one flick produced; ``after`` is the field it leaves."""

    mover: str
    angle: float
    power: float
    seed: int
    launch_angle: float  # degrees, after the wobble
    launch_speed: float  # m/s
    before: FieldState
    after: FieldState
    knocked: tuple[Knock, ...]
    touches: tuple[Touch, ...]
    left: tuple[PutBack, ...]
    on_coin: dict[str, str]  # drink -> the coin it ended on
    sim_time: float
    at_rest: bool
    frames: tuple[Frame, ...] | None = None

    @property
    def hash(self) -> str:
        return self.after.hash()

    def knocked_ids(self) -> list[str]:
        """The drinks knocked over, in order (the mover too, if it fell)."""
        return [k.drink for k in self.knocked]

    def touched(self, drink: str) -> list[str]:
        """What ``drink`` touched, in order."""
        return [t.b if t.a == drink else t.a for t in self.touches if drink in (t.a, t.b)]

    def outcome_json(self) -> dict[str, Any]:
        """The result without the two fields (a table records those in its field variable)."""
        return {
            "version": RESULT_VERSION,
            "kind": "flick",
            "mover": self.mover,
            "angle": self.angle,
            "power": self.power,
            "seed": self.seed,
            "launch": {"angle": self.launch_angle, "speed": self.launch_speed},
            "knocked": [k.to_json() for k in self.knocked],
            "touches": [t.to_json() for t in self.touches],
            "left": [p.to_json() for p in self.left],
            "on_coin": dict(self.on_coin),
            "sim_time": self.sim_time,
            "at_rest": self.at_rest,
            "hash": self.hash,
        }

    def to_json(self, frames: bool = False) -> dict[str, Any]:
        data = self.outcome_json()
        data["before"] = self.before.to_json()
        data["after"] = self.after.to_json()
        if frames and self.frames is not None:
            data["frames"] = [f.to_json() for f in self.frames]
        return data

    @classmethod
    def from_json(cls, data: Any) -> FlickResult:
        """Read :meth:`to_json` back (:class:`FieldError` if it is not a flick result)."""
        if not isinstance(data, dict) or data.get("version") != RESULT_VERSION or data.get("kind") != "flick":
            raise FieldError("not a flick result")
        try:
            frames = None
            if "frames" in data:
                frames = tuple(Frame(f["t"], tuple((p[0], p[1], p[2], p[3], p[4]) for p in f["drinks"])) for f in data["frames"])
            return cls(
                mover=data["mover"],
                angle=data["angle"],
                power=data["power"],
                seed=data["seed"],
                launch_angle=data["launch"]["angle"],
                launch_speed=data["launch"]["speed"],
                before=FieldState.from_json(data["before"]),
                after=FieldState.from_json(data["after"]),
                knocked=tuple(Knock(**k) for k in data["knocked"]),
                touches=tuple(Touch(**t) for t in data["touches"]),
                left=tuple(PutBack(p["drink"], p["time"], tuple(p["crossed"]), tuple(p["put_back"])) for p in data["left"]),
                on_coin=dict(data["on_coin"]),
                sim_time=data["sim_time"],
                at_rest=data["at_rest"],
                frames=frames,
            )
        except (KeyError, TypeError, IndexError) as exc:
            raise FieldError(f"flick result is malformed ({exc})") from None
