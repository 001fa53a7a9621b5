"""Physical sizes of components on the table, in millimetres.

The rules data gives sizes for boards and cards (``size: [w, h]``); the
other shapes have a sensible default here, close to the real cardboard and
wood.  Layouts (a game's ``build`` and the sandbox) and the window both ask
:func:`footprint`, so a piece is drawn exactly as large as the room a layout
made for it.

Drinks, crates and the vending-machine tower are the exception: their one
source of truth is ``rules/jidohanbaiki/tower.yaml`` (the tower's physics
reads the same file), so a drink on the table, in a crate and inside the
machine is the same size.  A drink lying on the table seen from above shows
its side profile, so its footprint is the profile's (width, length).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..rulesdata import Component, Rules, Variant

if TYPE_CHECKING:
    from ..physics.spec import TowerSpec

# Default (width, height) per shape; why each is so: the real piece's size.
SHAPE_SIZES: dict[str, tuple[float, float]] = {
    "card": (63.0, 88.0),  # poker-size cards
    "coin": (24.0, 24.0),
    "note": (64.0, 32.0),
    "disc": (20.0, 20.0),  # wooden barrels seen from above
    "token": (24.0, 24.0),
    "chip": (26.0, 26.0),
    "tile": (44.0, 30.0),
    "board": (200.0, 140.0),
    "license": (46.0, 30.0),
    "marker": (16.0, 16.0),
    "bag": (60.0, 70.0),
    "sign": (56.0, 36.0),
    "piece": (26.0, 30.0),
}
TOWER_SHAPES = ("drink", "crate", "tower")  # sized by tower.yaml
MM = 1000.0  # tower.yaml is in metres
# A crate is drawn with its drinks standing in the slots (so their silhouettes
# show): each slot is as wide as tower.yaml's slot and as tall as the longest
# drink with this much room above and below it.
CRATE_POCKET_ROOM = 3.0


@dataclass(frozen=True)
class CrateGeometry:
    """A crate's picture in mm: 3 slots across, 2 rows, walls and dividers from tower.yaml."""

    wall: float
    slot: float  # slot width (a drink fits snugly: the widest drink is a millimetre narrower)
    divider: float
    pocket: float  # a pocket's height in the picture
    cols: int = 3
    rows: int = 2

    @property
    def width(self) -> float:
        return 2 * self.wall + self.cols * self.slot + (self.cols - 1) * self.divider

    @property
    def height(self) -> float:
        return 2 * self.wall + self.rows * self.pocket + (self.rows - 1) * self.divider

    def pocket_rect(self, col: int, row: int) -> tuple[float, float, float, float]:
        """(x, y, w, h) of one pocket from the crate's top-left."""
        return (self.wall + col * (self.slot + self.divider), self.wall + row * (self.pocket + self.divider), self.slot, self.pocket)


_SPECS: dict[str, TowerSpec] = {}


def tower_spec(rules: Rules | None = None) -> TowerSpec:
    """The tower spec of a loaded box (with its ``--rules-override``), else the shipped one."""
    from ..physics.spec import load_spec, spec_from_rules

    if rules is None or not rules.has("tower.yaml"):  # a box without a tower; a game that reads it declares it
        return load_spec()
    spec = _SPECS.get(rules.fingerprint)
    if spec is None:
        spec = _SPECS[rules.fingerprint] = spec_from_rules(rules)
    return spec


def crate_geometry(spec: TowerSpec) -> CrateGeometry:
    c = spec.crate
    longest = max(s.height for s in spec.shapes.values()) * MM
    return CrateGeometry(c.wall_thickness * MM, c.slot_width * MM, c.divider_thickness * MM, longest + 2 * CRATE_POCKET_ROOM, rows=2, cols=c.slots)


def drink_size(spec: TowerSpec, shape: str) -> tuple[float, float]:
    """(width, length) in mm of a drink shape, from tower.yaml."""
    s = spec.shapes[shape]
    return (s.width * MM, s.height * MM)


def tower_size(spec: TowerSpec) -> tuple[float, float]:
    """The machine's side section in mm: (front-to-back outside depth, height to the roof's top)."""
    m = spec.machine
    return ((m.inner_width + 2 * m.wall_thickness) * MM, m.outer_height * MM)


def shape_of(component: Component, variant: Variant | None = None) -> str:
    """The drawn shape of a kind (a variant may override its component's)."""
    if variant is not None and variant.shape:
        return variant.shape
    return component.shape


def footprint(component: Component, variant: Variant | None = None, rules: Rules | None = None) -> tuple[float, float]:
    """(width, height) in millimetres of one piece of this kind, unrotated.

    ``rules`` is the loaded box, so an override of tower.yaml resizes the
    drinks, crates and the tower with the physics.
    """
    shape = shape_of(component, variant)
    if component.size is not None and (variant is None or not variant.shape):
        return (float(component.size[0]), float(component.size[1]))
    if shape in TOWER_SHAPES:
        spec = tower_spec(rules)
        if shape == "drink":
            name = str((variant.props if variant else {}).get("shape", "long_can"))
            return drink_size(spec, name if name in spec.shapes else "long_can")
        if shape == "crate":
            g = crate_geometry(spec)
            return (g.width, g.height)
        return tower_size(spec)
    if shape == "boat":
        slots = int(((variant.props if variant else {}) or component.props).get("slots", 2))
        return (22.0 + 20.0 * slots, 30.0)
    if shape == "tile" and variant is not None and variant.id == "large":
        return (64.0, 30.0)
    return SHAPE_SIZES.get(shape, (24.0, 24.0))
