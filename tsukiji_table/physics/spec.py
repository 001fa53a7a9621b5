"""The tower's numbers, read from ``rules/jidohanbaiki/tower.yaml``.

The YAML marks every number the rulebook does not give as
``{value: X, assumed: true, note: "why"}``. :func:`unwrap` strips that form
(remembering which key paths were assumed) so the rest of the physics code
sees plain numbers. This is a stop-gap until the foundation's validating
loader in ``tsukiji_table.rulesdata`` reads the file.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

COLOURS: tuple[str, ...] = ("black", "white", "mint", "blue", "red", "purple")
SHAPES: tuple[str, ...] = (
    "stubby_can",
    "short_can",
    "long_can",
    "square_bottle",
    "not_longest_bottle",
    "longest_bottle",
)

DEFAULT_PATH = Path(__file__).resolve().parents[2] / "rules" / "jidohanbaiki" / "tower.yaml"


class TowerDataError(ValueError):
    """tower.yaml is missing a key or holds a value of the wrong kind."""


class DrinkIdError(ValueError):
    """A drink id is not ``COLOUR:SHAPE`` with a known colour and shape."""


def parse_drink_id(text: str) -> tuple[str, str]:
    """Split ``"red:short_can"`` into ``("red", "short_can")``, validating both."""
    colour, sep, shape = text.strip().partition(":")
    if not sep or colour not in COLOURS or shape not in SHAPES:
        raise DrinkIdError(
            f"bad drink id {text!r}: expected COLOUR:SHAPE with COLOUR in "
            f"{'/'.join(COLOURS)} and SHAPE in {'/'.join(SHAPES)}"
        )
    return colour, shape


def all_drink_ids() -> list[str]:
    """The 36 drinks, colour-major, in rulebook order."""
    return [f"{c}:{s}" for c in COLOURS for s in SHAPES]


def unwrap(node: Any, path: str = "", assumed: list[str] | None = None) -> Any:
    """Replace every ``{value: X, assumed: ..., note: ...}`` by ``X``.

    Key paths of values marked ``assumed: true`` are appended to *assumed*.
    """
    if isinstance(node, dict):
        if "value" in node and "assumed" in node:
            if node["assumed"] and assumed is not None:
                assumed.append(path)
            return unwrap(node["value"], path, assumed)
        return {k: unwrap(v, f"{path}.{k}" if path else str(k), assumed) for k, v in node.items()}
    if isinstance(node, list):
        return [unwrap(v, f"{path}[{i}]", assumed) for i, v in enumerate(node)]
    return node


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
    sleep_time: float
    overlap_correction: float

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


def spec_from_dict(raw: dict[str, Any]) -> TowerSpec:
    """Build a :class:`TowerSpec` from the parsed (still wrapped) YAML."""
    assumed: list[str] = []
    d = unwrap(raw, "", assumed)
    try:
        m, ex, op = d["machine"], d["machine"]["exit"], d["machine"]["insertion_opening"]
        machine = Machine(
            inner_width=float(m["inner_width"]),
            inner_height=float(m["inner_height"]),
            wall_thickness=float(m["wall_thickness"]),
            mass=float(m["mass"]),
            material=_material(m),
            opening_from_x=float(op["from_x"]),
            opening_to_x=float(op["to_x"]),
            shelves=tuple(Shelf(s["name"], tuple((float(x), float(y)) for x, y in s["points"])) for s in m["shelves"]),
            shelf_thickness=float(m["shelf_thickness"]),
            rods=tuple(Rod(r["name"], (float(r["at"][0]), float(r["at"][1]))) for r in m["rods"]),
            rod_radius=float(m["rod_radius"]),
            floor=tuple((float(x), float(y)) for x, y in ex["floor"]),
            floor_friction=float(ex["floor_friction"]),
            exit_opening_height=float(ex["opening_height"]),
            lip_height=float(ex["lip_height"]),
            lip_thickness=float(ex["lip_thickness"]),
            lip_friction=float(ex["lip_friction"]),
            out_fraction=float(ex["out_fraction"]),
        )
        t = d["table"]
        table = TableSpec(float(t["behind"]), float(t["in_front"]), _material(t), float(t["fence_height"]))
        c = d["crate"]
        crate = CrateSpec(
            int(c["slots"]), float(c["slot_width"]), float(c["slot_depth"]), float(c["divider_thickness"]),
            float(c["wall_thickness"]), float(c["base_thickness"]), _material(c),
        )
        shapes = {}
        for name in SHAPES:
            s = d["drinks"]["shapes"][name]
            shapes[name] = DrinkShape(
                name=name, rank=int(s["rank"]), kind=str(s["kind"]), height=float(s["height"]),
                width=float(s["width"]), mass=float(s["mass"]), material=_material(s),
                neck_width=float(s.get("neck_width", 0.0)), neck_length=float(s.get("neck_length", 0.0)),
                shoulder_length=float(s.get("shoulder_length", 0.0)),
            )
        sm = d["simulation"]
        sim = SimConstants(
            gravity=float(sm["gravity"]), frame_dt=float(sm["frame_dt"]), substeps=int(sm["substeps"]),
            iterations=int(sm["iterations"]), tunnel_safety=float(sm["tunnel_safety"]),
            rest_speed=float(sm["rest_speed"]), rest_spin=float(sm["rest_spin"]),
            rest_time=float(sm["rest_time"]), time_cap=float(sm["time_cap"]),
            settle_cap=float(sm["settle_cap"]), sleep_time=float(sm["sleep_time"]),
            overlap_correction=float(sm["overlap_correction"]),
        )
        colours = tuple(d["drinks"]["colours"])
        corner = float(d["drinks"]["corner_radius"])
        ins, thr, inv = _floats(d["insertion"]), _floats(d["throw"]), _floats(d["inverted"])
    except KeyError as exc:
        raise TowerDataError(f"tower.yaml: missing key {exc.args[0]!r}") from None
    except (TypeError, ValueError, IndexError) as exc:
        raise TowerDataError(f"tower.yaml: bad value ({exc})") from None
    if colours != COLOURS:
        raise TowerDataError(f"tower.yaml drinks.colours: expected {list(COLOURS)}")
    return TowerSpec(machine, table, crate, colours, shapes, corner, sim, ins, thr, inv, tuple(assumed))


_CACHE: dict[str, TowerSpec] = {}


def load_spec(path: str | Path | None = None) -> TowerSpec:
    """Load (and cache) the tower spec; the default is the shipped tower.yaml."""
    p = Path(path) if path is not None else DEFAULT_PATH
    key = str(p.resolve())
    if key not in _CACHE:
        with open(p, encoding="utf-8") as fh:
            _CACHE[key] = spec_from_dict(yaml.safe_load(fh))
    return _CACHE[key]
