"""The vending-machine tower on a table: its zone and the strip of table in front of it.

Any table that uses the tower (the free table, the solo games) adds these
two zones with :func:`add_tower_zones`; the window's tower view
(:mod:`tsukiji_table.ui.tower`) draws and animates them.

* ``tower.inside`` (a stack, open to everyone: T22) holds the drinks inside.
  Its rect is the machine cut open along its side at true size (1 m of the
  simulation = 1000 mm of table), with room above the roof for drinks held
  over the slot.  ``meta["origin"]`` is where the simulation's origin (the
  inside of the back wall, on the table) sits in the rect; ``meta["sealed"]``
  says players may look but never touch (T22).
* ``tower.out`` (an area) is the table in front of the exit.  Drinks that
  come out are recorded there at ``(distance in metres from the front face,
  exit order)`` (:func:`~tsukiji_table.physics.recording.insert_on_table`);
  its ``landing`` arrangement stands each one on the table line at its
  distance, so the table piece lands where the simulation left it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..physics.recording import INSIDE_ZONE, add_tower_zone
from ..physics.spec import TowerSpec
from ..table import Table, Visibility, ZoneKind
from .pieces import MM, tower_size

OUT_ZONE = "tower.out"
LABEL_H = 9.0  # the window keeps the bottom 9 mm of a labelled zone for its label
BEHIND = 12.0  # table shown behind the machine
HEADROOM = 70.0  # above the roof: the slot is a drop target, drinks are held there before they fall
GROUND = 6.0  # table shown under the table line
LANDING_ROOM = 12.0  # above the longest drink standing in front of the machine
LANDING_ROWS = 2  # drinks that came out stand side by side; a second row behind the first when one is full


@dataclass(frozen=True)
class TowerRects:
    """Where :func:`tower_rects` puts the machine and the landing strip (mm)."""

    tower: tuple[float, float, float, float]
    landing: tuple[float, float, float, float]
    origin: tuple[float, float]  # simulation origin, mm from the tower rect's top-left
    board_at: tuple[float, float]  # centre of the machine's picture, mm from the tower rect's top-left
    line: float  # the table line, mm from the landing rect's top

    @property
    def width(self) -> float:
        return self.landing[0] + self.landing[2] - self.tower[0]

    @property
    def height(self) -> float:
        return self.tower[3]


def tower_rects(spec: TowerSpec, x: float, y: float, landing_w: float = 430.0) -> TowerRects:
    """The machine's zone at (x, y) and the landing strip to its right (the machine's front)."""
    outer_w, outer_h = tower_size(spec)
    wall = spec.machine.wall_thickness * MM
    tower_h = HEADROOM + outer_h + GROUND + LABEL_H
    tower = (x, y, BEHIND + outer_w, tower_h)
    longest = max(s.height for s in spec.shapes.values()) * MM
    landing_h = LANDING_ROOM + LANDING_ROWS * longest + GROUND + LABEL_H
    landing = (x + tower[2], y + tower_h - landing_h, landing_w, landing_h)
    return TowerRects(tower, landing, (BEHIND + wall, HEADROOM + outer_h), (BEHIND + outer_w / 2, HEADROOM + outer_h / 2), landing_h - GROUND - LABEL_H)


def add_tower_zones(table: Table, rects: TowerRects, board: str | None = "tower", zone: str = INSIDE_ZONE, out_zone: str = OUT_ZONE) -> None:
    """Add (or lay out) the machine's zone and the landing strip at ``rects``."""
    add_tower_zone(table, zone)
    inside = table.zones[zone]
    inside.meta.update(
        {
            "rect": list(rects.tower),
            "arrange": "tower",
            "origin": list(rects.origin),
            "sealed": True,
            "label": {"en": "Vending-machine tower", "ja": "自動販売機タワー"},
            "label_top": True,  # above the roof: the machine's foot and the table line fill the bottom
        }
    )
    if board is not None:
        inside.meta.update({"board": board, "board_at": list(rects.board_at)})
    if out_zone not in table.zones:
        table.add_zone(out_zone, ZoneKind.AREA, Visibility.EVERYONE)
    table.zones[out_zone].meta.update(
        {
            "rect": list(rects.landing),
            "arrange": "landing",
            "line": rects.line,
            "front": 0.0,
            "scale": MM,
            "label": {"en": "In front of the machine", "ja": "自動販売機の前"},
            "label_top": True,
        }
    )
