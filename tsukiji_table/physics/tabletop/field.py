"""A field on the table top, seen from above: drinks, crates and coins, as plain data.

Coordinates are metres with x to the right and y down the table, as on
screen; a field laid out in an AREA zone uses the zone's own millimetres
divided by 1000 (the zone's top-left corner is the origin).  Angles are
degrees, clockwise on screen from +x.

* A drink stands (its round or square base on the table), lies (knocked
  over flat on its side; ``angle`` is where its top points) or leans
  (knocked over against something that stopped its fall; seen from above
  it covers its base).  ``x, y`` is the centre of what it covers: the base
  when standing or leaning, the side profile's centroid when lying.
* A crate stands open side up, a solid wall: ``x, y`` its centre,
  ``angle`` 0 lays its three spots along x.
* A coin lies flat: drinks slide over it and may rest on it.

Everything has a JSON form; floats go through ``json`` with ``repr``, so a
state read back is bit-identical and simulates identically.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from ..spec import DrinkIdError, parse_drink_id

FIELD_VERSION = 1
STANDING, LYING, LEANING = "standing", "lying", "leaning"
STATES = (STANDING, LYING, LEANING)


class FieldError(ValueError):
    """A field state that cannot be simulated (malformed, or a drink inside a wall)."""


@dataclass(frozen=True)
class FieldDrink:
    """One drink on the field (see the module docstring for ``x, y`` and ``angle``)."""

    id: str
    x: float
    y: float
    state: str = STANDING
    angle: float = 0.0

    @property
    def knocked(self) -> bool:
        """Knocked over (A8): no longer standing upright, lying or leaning."""
        return self.state != STANDING

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "x": self.x, "y": self.y, "state": self.state, "angle": self.angle}


@dataclass(frozen=True)
class FieldCrate:
    """A crate as a wall: its centre and turn (0: its 3 spots along x)."""

    id: str
    x: float
    y: float
    angle: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "x": self.x, "y": self.y, "angle": self.angle}


@dataclass(frozen=True)
class FieldCoin:
    """A coin lying flat: its centre and value in yen."""

    id: str
    x: float
    y: float
    value: int

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "x": self.x, "y": self.y, "value": self.value}


@dataclass(frozen=True)
class FieldState:
    """The whole field: its boundary (``x0, y0, x1, y1``), drinks, crates and coins."""

    bounds: tuple[float, float, float, float]
    drinks: tuple[FieldDrink, ...] = ()
    crates: tuple[FieldCrate, ...] = ()
    coins: tuple[FieldCoin, ...] = ()

    # ---------------------------------------------------------------- lookups

    def drink(self, drink_id: str) -> FieldDrink:
        for d in self.drinks:
            if d.id == drink_id:
                return d
        raise FieldError(f"no drink {drink_id!r} on the field (it has {', '.join(d.id for d in self.drinks) or 'none'})")

    def drink_ids(self) -> list[str]:
        return [d.id for d in self.drinks]

    def knocked(self) -> list[str]:
        return [d.id for d in self.drinks if d.knocked]

    def inside(self, x: float, y: float) -> bool:
        x0, y0, x1, y1 = self.bounds
        return x0 <= x <= x1 and y0 <= y <= y1

    # --------------------------------------------------------------- changing

    def with_drinks(self, drinks: Iterable[FieldDrink]) -> FieldState:
        """The field with these drinks replaced (by id) or added at the end."""
        new = {d.id: d for d in drinks}
        kept = [new.pop(d.id, d) for d in self.drinks]
        return replace(self, drinks=tuple(kept) + tuple(new.values()))

    def without(self, drink_ids: Iterable[str]) -> FieldState:
        gone = set(drink_ids)
        return replace(self, drinks=tuple(d for d in self.drinks if d.id not in gone))

    # ------------------------------------------------------------------- JSON

    def to_json(self) -> dict[str, Any]:
        return {
            "version": FIELD_VERSION,
            "bounds": list(self.bounds),
            "drinks": [d.to_json() for d in self.drinks],
            "crates": [c.to_json() for c in self.crates],
            "coins": [c.to_json() for c in self.coins],
        }

    def canonical_json(self) -> str:
        return json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))

    def hash(self) -> str:
        """sha256 of the canonical JSON: equal fields, equal hashes."""
        return hashlib.sha256(self.canonical_json().encode("utf-8")).hexdigest()

    @classmethod
    def from_json(cls, data: Any) -> FieldState:
        """Read a field written by :meth:`to_json`; :class:`FieldError` names what is wrong."""
        if not isinstance(data, dict) or data.get("version") != FIELD_VERSION:
            raise FieldError(f"not a field state (expected a mapping with version {FIELD_VERSION})")
        bounds = _numbers(data.get("bounds"), 4, "bounds")
        if not (bounds[0] < bounds[2] and bounds[1] < bounds[3]):
            raise FieldError(f"bounds {bounds} must be [x0, y0, x1, y1] with x0 < x1 and y0 < y1")
        drinks = tuple(_drink(d, i) for i, d in enumerate(_list(data, "drinks")))
        crates = tuple(
            FieldCrate(_id(c, "crates", i), *_xy(c, "crates", i), _num(c, "angle", f"crates[{i}]", 0.0)) for i, c in enumerate(_list(data, "crates"))
        )
        coins = tuple(_coin(c, i) for i, c in enumerate(_list(data, "coins")))
        ids = [d.id for d in drinks] + [c.id for c in crates] + [c.id for c in coins]
        twice = sorted({i for i in ids if ids.count(i) > 1})
        if twice:
            raise FieldError(f"ids must be unique on a field; repeated: {', '.join(twice)}")
        return cls(bounds, drinks, crates, coins)  # type: ignore[arg-type]


# -------------------------------------------------------------------- parsing


def _list(data: dict[str, Any], key: str) -> list[Any]:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise FieldError(f"{key} must be a list, got {type(value).__name__}")
    return value


def _finite(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise FieldError(f"{where} must be a finite number, got {value!r}")
    return float(value)


def _numbers(value: Any, n: int, where: str) -> tuple[float, ...]:
    if not isinstance(value, (list, tuple)) or len(value) != n:
        raise FieldError(f"{where} must be a list of {n} numbers, got {value!r}")
    return tuple(_finite(v, f"{where}[{i}]") for i, v in enumerate(value))


def _num(d: dict[str, Any], key: str, where: str, default: float | None = None) -> float:
    if key not in d and default is not None:
        return default
    return _finite(d.get(key), f"{where}.{key}")


def _id(d: Any, what: str, i: int) -> str:
    if not isinstance(d, dict) or not isinstance(d.get("id"), str) or not d["id"]:
        raise FieldError(f"{what}[{i}] needs an 'id' (a non-empty string)")
    return str(d["id"])


def _xy(d: dict[str, Any], what: str, i: int) -> tuple[float, float]:
    where = f"{what}[{i}] ({d['id']})"
    return _num(d, "x", where), _num(d, "y", where)


def _drink(d: Any, i: int) -> FieldDrink:
    drink_id = _id(d, "drinks", i)
    try:
        parse_drink_id(drink_id)
    except DrinkIdError as exc:
        raise FieldError(f"drinks[{i}]: {exc}") from None
    state = d.get("state", STANDING)
    if state not in STATES:
        raise FieldError(f"drinks[{i}] ({drink_id}).state must be one of {', '.join(STATES)}, got {state!r}")
    return FieldDrink(drink_id, *_xy(d, "drinks", i), state, _num(d, "angle", f"drinks[{i}] ({drink_id})", 0.0))


def _coin(d: Any, i: int) -> FieldCoin:
    coin_id = _id(d, "coins", i)
    value = d.get("value")
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise FieldError(f"coins[{i}] ({coin_id}).value must be a whole number of yen, got {value!r}")
    return FieldCoin(coin_id, *_xy(d, "coins", i), value)
