"""The table top's numbers: ``tabletop.yaml`` plus the drinks and crates of ``tower.yaml``.

One source of truth per size: a drink's width, height and mass, the crate's
slots, walls and rim, and the gravity are the tower's; friction, coins, the
flick and the simulation constants are the table top's own.  Both files are
loaded and validated by :mod:`tsukiji_table.rulesdata` (so a rules override
changes them too); this module turns them into the frozen
:class:`TabletopSpec` the simulation reads.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import Any

from ...rulesdata import Rules, load_rules
from ..spec import BOX, DrinkShape, TowerSpec, parse_drink_id, spec_from_rules
from .tipping import Tipping, tipping

FILE = "tabletop.yaml"


@dataclass(frozen=True)
class CrateSize:
    """A crate seen from above, open side up: 3 x 2 drink spots inside its walls."""

    length: float  # along its 3 spots (x at angle 0)
    width: float  # along its 2 spots
    height: float  # its rim above the table: where a drink meets it
    spot: float  # a spot's pitch (slot + divider)


@dataclass(frozen=True)
class FlickSpec:
    max_speed: float
    min_power: float
    jitter_angle_deg: float
    jitter_speed: float


@dataclass(frozen=True)
class SimSpec:
    gravity: float
    frame_dt: float
    substeps: int
    iterations: int
    rest_speed: float
    rest_spin: float
    rest_time: float
    sleep_time: float
    time_cap: float

    @property
    def step_dt(self) -> float:
        return self.frame_dt / self.substeps

    @property
    def rest_frames(self) -> int:
        return max(1, math.ceil(self.rest_time / self.frame_dt - 1e-9))


@dataclass(frozen=True)
class TabletopSpec:
    """Everything the table-top simulation reads."""

    shapes: dict[str, DrinkShape]
    corner_radius: float
    crate: CrateSize
    crate_material: tuple[float, float]  # (friction, elasticity) of a crate's wall
    friction: float  # a standing drink's base on the table
    lying_friction: float
    coin_friction: float
    coin_diameters: dict[int, float]
    flick: FlickSpec
    deflect_deg: tuple[float, ...]
    put_back_gap: float
    sim: SimSpec

    def shape_of(self, drink_id: str) -> DrinkShape:
        shape = self._by_id.get(drink_id)
        if shape is None:
            shape = self._by_id[drink_id] = self.shapes[parse_drink_id(drink_id)[1]]
        return shape

    @functools.cached_property
    def _by_id(self) -> dict[str, DrinkShape]:
        return {}

    @functools.cached_property
    def reach_by_id(self) -> dict[tuple[str, str], float]:
        """(drink id, state) -> how far its footprint reaches: filled by :func:`.world.drink_reach`."""
        return {}

    @functools.cached_property
    def footprints(self) -> dict[tuple[str, str], Any]:
        """(shape name, state) -> a footprint's parts: filled by :func:`.world.make_shapes`."""
        return {}

    def coin_radius(self, value: int) -> float:
        """Radius of a coin of ``value`` yen (the smallest listed size for an unknown value)."""
        d = self.coin_diameters.get(value)
        return (d if d is not None else min(self.coin_diameters.values())) / 2

    @functools.cached_property
    def tips(self) -> dict[str, Tipping]:
        """The tipping facts of each shape, by name (:mod:`.tipping`)."""
        return {name: tipping(s, self.sim.gravity) for name, s in self.shapes.items()}

    @functools.cached_property
    def narrowest(self) -> float:
        return min(s.width for s in self.shapes.values())

    @functools.cached_property
    def speed_limit(self) -> float:
        """The fastest a drink may move (m/s): half the narrowest drink per step.

        pymunk has no continuous collision, so a faster drink could skip
        through a slim one.  A flick never reaches it (``flick.max_speed``
        with its jitter is well below); it is a guard, like the tower's.
        """
        return 0.5 * self.narrowest / self.sim.step_dt


def tabletop_from_data(d: dict[str, Any], tower: TowerSpec) -> TabletopSpec:
    """Build a :class:`TabletopSpec` from checked tabletop.yaml data and the tower's spec."""
    c = tower.crate
    inner_width = 2 * c.slot_width + c.divider_thickness
    crate = CrateSize(c.outer_length, inner_width + 2 * c.wall_thickness, c.rim_y, c.slot_width + c.divider_thickness)
    sm = d["simulation"]
    sim = SimSpec(
        gravity=tower.sim.gravity,
        frame_dt=sm["frame_dt"],
        substeps=sm["substeps"],
        iterations=sm["iterations"],
        rest_speed=sm["rest_speed"],
        rest_spin=sm["rest_spin"],
        rest_time=sm["rest_time"],
        sleep_time=sm["sleep_time"],
        time_cap=sm["time_cap"],
    )
    f = d["flick"]
    return TabletopSpec(
        shapes=dict(tower.shapes),
        corner_radius=tower.corner_radius,
        crate=crate,
        crate_material=(c.material.friction, c.material.elasticity),
        friction=d["table"]["friction"],
        lying_friction=d["table"]["lying_friction"],
        coin_friction=d["coins"]["friction"],
        coin_diameters={int(k): float(v) for k, v in d["coins"]["diameters"].items()},
        flick=FlickSpec(f["max_speed"], f["min_power"], f["jitter_angle_deg"], f["jitter_speed"]),
        deflect_deg=tuple(float(a) for a in d["knock"]["deflect_deg"]),
        put_back_gap=d["field"]["put_back_gap"],
        sim=sim,
    )


def tabletop_from_rules(rules: Rules) -> TabletopSpec:
    """The table top of a loaded Jidohanbaiki box (its ``--rules-override`` included)."""
    return tabletop_from_data(rules.file(FILE), spec_from_rules(rules))


_CACHE: dict[str, TabletopSpec] = {}


def load_tabletop(rules: Rules | None = None) -> TabletopSpec:
    """The table top of ``rules`` (default: the shipped box, read once), cached per rules fingerprint."""
    if rules is None:
        shipped = _CACHE.get("")
        if shipped is None:
            shipped = _CACHE[""] = tabletop_from_rules(load_rules(BOX))
        return shipped
    spec = _CACHE.get(rules.fingerprint)
    if spec is None:
        spec = _CACHE[rules.fingerprint] = tabletop_from_rules(rules)
    return spec
