"""The tower's numbers, read from ``rules/jidohanbaiki/tower.yaml``.

The file is loaded and validated by :mod:`tsukiji_table.rulesdata` (its
schema is :mod:`tsukiji_table.rulesdata.schema_tower`), which unwraps the
``{value: X, assumed: true, note: why}`` form and reports mistakes as
``file:line key.path: expected ...``. This module turns the checked data
into the typed, frozen :class:`TowerSpec` the simulation reads.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..rulesdata import Rules, RulesDataError, load_located, load_rules
from ..rulesdata.located import format_path
from ..rulesdata.schema import Checker
from ..rulesdata.schema_tower import COLOURS, SHAPES, TOWER_FILE

BOX, FILE = "jidohanbaiki", "tower.yaml"


class DrinkIdError(ValueError):
    """A drink id is not ``COLOUR:SHAPE`` with a known colour and shape."""


def parse_drink_id(text: str) -> tuple[str, str]:
    """Split ``"red:short_can"`` into ``("red", "short_can")``, validating both."""
    colour, sep, shape = text.strip().partition(":")
    if not sep or colour not in COLOURS or shape not in SHAPES:
        raise DrinkIdError(f"bad drink id {text!r}: expected COLOUR:SHAPE with COLOUR one of {', '.join(COLOURS)} and SHAPE one of {', '.join(SHAPES)}")
    return colour, shape


def all_drink_ids() -> list[str]:
    """The 36 drinks, colour-major, in rulebook order."""
    return [f"{c}:{s}" for c in COLOURS for s in SHAPES]


@dataclass(frozen=True)
class Material:
    friction: float
    elasticity: float


@dataclass(frozen=True)
class DrinkShape:
    """One of the six drink profiles; the long axis is local +y."""

    name: str
    rank: int
    kind: str  # "can" or "bottle"
    height: float
    width: float
    mass: float
    material: Material
    neck_width: float = 0.0
    neck_length: float = 0.0
    shoulder_length: float = 0.0

    @property
    def is_bottle(self) -> bool:
        return self.kind == "bottle"


@dataclass(frozen=True)
class Shelf:
    """A baffle: a polyline of thick segments, from its high end to its low end."""

    name: str
    points: tuple[tuple[float, float], ...]


@dataclass(frozen=True)
class Rod:
    """A dowel across the tower (a circle in our section)."""

    name: str
    at: tuple[float, float]


@dataclass(frozen=True)
class Machine:
    inner_width: float
    inner_height: float
    wall_thickness: float
    mass: float
    material: Material
    opening_from_x: float
    opening_to_x: float
    shelves: tuple[Shelf, ...]
    shelf_thickness: float
    rods: tuple[Rod, ...]
    rod_radius: float
    floor: tuple[tuple[float, float], ...]  # chute top, from the back wall to the front face
    floor_friction: float
    exit_opening_height: float
    lip_height: float
    lip_thickness: float
    lip_friction: float
    tray_length: float
    tray_friction: float
    out_fraction: float

    @property
    def exit_plane_x(self) -> float:
        """The outside face of the front wall: 'out' is measured past this."""
        return self.inner_width + self.wall_thickness

    @property
    def outer_height(self) -> float:
        return self.inner_height + self.wall_thickness

    @property
    def floor_front_y(self) -> float:
        """Height of the chute floor at the exit."""
        return self.floor[-1][1]


@dataclass(frozen=True)
class TableSpec:
    behind: float
    in_front: float
    material: Material
    fence_height: float


@dataclass(frozen=True)
class CrateSpec:
    slots: int
    slot_width: float
    slot_depth: float
    divider_thickness: float
    wall_thickness: float
    base_thickness: float
    material: Material

    @property
    def outer_length(self) -> float:
        inner = self.slots * self.slot_width + (self.slots - 1) * self.divider_thickness
        return inner + 2 * self.wall_thickness

    @property
    def rim_y(self) -> float:
        return self.base_thickness + self.slot_depth


@dataclass(frozen=True)
class SimConstants:
    gravity: float
    frame_dt: float
    substeps: int
    iterations: int
    tunnel_safety: float
    rest_speed: float
    rest_spin: float
    rest_time: float
    time_cap: float
    settle_cap: float
    max_substeps: int
    sleep_time: float
    overlap_correction: float
    min_substeps: int | None = None  # fewer substeps while every drink is slow (None: ``substeps``); see docs/tower.md, Speed

    @property
    def fewest_substeps(self) -> int:
        """Substeps a frame while every drink is slow; ``substeps`` still sets the speed limit."""
        return self.min_substeps if self.min_substeps is not None else self.substeps

    @property
    def step_dt(self) -> float:
        return self.frame_dt / self.substeps

    @property
    def rest_frames(self) -> int:
        return max(1, math.ceil(self.rest_time / self.frame_dt - 1e-9))


@dataclass(frozen=True)
class TowerSpec:
    """Everything the tower simulation reads from tower.yaml."""

    machine: Machine
    table: TableSpec
    crate: CrateSpec
    colours: tuple[str, ...]
    shapes: dict[str, DrinkShape]
    corner_radius: float
    sim: SimConstants
    insertion: dict[str, float]
    throw: dict[str, float]
    inverted: dict[str, float]
    assumed: tuple[str, ...]

    def shape_of(self, drink_id: str) -> DrinkShape:
        return self.shapes[parse_drink_id(drink_id)[1]]


def _material(d: dict[str, Any], friction_key: str = "friction") -> Material:
    return Material(float(d[friction_key]), float(d["elasticity"]))


def _floats(d: dict[str, Any]) -> dict[str, float]:
    return {k: float(v) for k, v in d.items()}


def spec_from_data(d: dict[str, Any], assumed: tuple[str, ...] = ()) -> TowerSpec:
    """Build a :class:`TowerSpec` from tower.yaml data already checked by its schema."""
    m, ex, op = d["machine"], d["machine"]["exit"], d["machine"]["insertion_opening"]
    machine = Machine(
        inner_width=m["inner_width"],
        inner_height=m["inner_height"],
        wall_thickness=m["wall_thickness"],
        mass=m["mass"],
        material=_material(m),
        opening_from_x=op["from_x"],
        opening_to_x=op["to_x"],
        shelves=tuple(Shelf(s["name"], tuple((x, y) for x, y in s["points"])) for s in m["shelves"]),
        shelf_thickness=m["shelf_thickness"],
        rods=tuple(Rod(r["name"], (r["at"][0], r["at"][1])) for r in m["rods"]),
        rod_radius=m["rod_radius"],
        floor=tuple((x, y) for x, y in ex["floor"]),
        floor_friction=ex["floor_friction"],
        exit_opening_height=ex["opening_height"],
        lip_height=ex["lip_height"],
        lip_thickness=ex["lip_thickness"],
        lip_friction=ex["lip_friction"],
        tray_length=ex["tray_length"],
        tray_friction=ex["tray_friction"],
        out_fraction=ex["out_fraction"],
    )
    t = d["table"]
    table = TableSpec(t["behind"], t["in_front"], _material(t), t["fence_height"])
    c = d["crate"]
    crate = CrateSpec(c["slots"], c["slot_width"], c["slot_depth"], c["divider_thickness"], c["wall_thickness"], c["base_thickness"], _material(c))
    shapes = {}
    for name in SHAPES:
        s = d["drinks"]["shapes"][name]
        shapes[name] = DrinkShape(
            name=name,
            rank=s["rank"],
            kind=s["kind"],
            height=s["height"],
            width=s["width"],
            mass=s["mass"],
            material=_material(s),
            neck_width=s.get("neck_width") or 0.0,
            neck_length=s.get("neck_length") or 0.0,
            shoulder_length=s.get("shoulder_length") or 0.0,
        )
    sm = d["simulation"]
    sim = SimConstants(
        gravity=sm["gravity"],
        frame_dt=sm["frame_dt"],
        substeps=sm["substeps"],
        iterations=sm["iterations"],
        tunnel_safety=sm["tunnel_safety"],
        rest_speed=sm["rest_speed"],
        rest_spin=sm["rest_spin"],
        rest_time=sm["rest_time"],
        time_cap=sm["time_cap"],
        settle_cap=sm["settle_cap"],
        max_substeps=sm["max_substeps"],
        sleep_time=sm["sleep_time"],
        overlap_correction=sm["overlap_correction"],
        min_substeps=sm.get("min_substeps"),
    )
    return TowerSpec(
        machine,
        table,
        crate,
        tuple(d["drinks"]["colours"]),
        shapes,
        d["drinks"]["corner_radius"],
        sim,
        _floats(d["insertion"]),
        _floats(d["throw"]),
        _floats(d["inverted"]),
        tuple(assumed),
    )


def spec_from_rules(rules: Rules) -> TowerSpec:
    """The tower of a loaded Jidohanbaiki box (its ``--rules-override`` included)."""
    assumed = tuple(path for (file, path) in rules.assumed if file == FILE)
    return spec_from_data(rules.file(FILE), assumed)


def spec_from_text(text: str, shown: str = FILE) -> TowerSpec:
    """Validate the text of a tower.yaml on its own (experiments, tests).

    Raises :class:`~tsukiji_table.rulesdata.RulesDataError` naming the
    file, line and key path of every problem.
    """
    located = load_located(text, shown)
    ck = Checker(located, shown)
    data = TOWER_FILE.schema.check(located.data, (), ck)
    if ck.errors:
        raise RulesDataError(ck.errors)
    return spec_from_data(data, tuple(format_path(p) for p in located.assumed))


_CACHE: dict[str, TowerSpec] = {}


def load_spec(path: str | Path | None = None) -> TowerSpec:
    """The shipped tower (through the rules loader), or the tower.yaml at *path*; cached."""
    key = str(Path(path).resolve()) if path is not None else ""
    if key not in _CACHE:
        if path is None:
            _CACHE[key] = spec_from_rules(load_rules(BOX))
        else:
            _CACHE[key] = spec_from_text(Path(path).read_text(encoding="utf-8"), str(path))
    return _CACHE[key]
