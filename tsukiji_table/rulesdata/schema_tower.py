"""``rules/jidohanbaiki/tower.yaml``: the vending-machine tower's geometry and physics.

Validated like every rules file, so a typo or a bad number is reported as
``rules/jidohanbaiki/tower.yaml:LINE key.path: expected ...``. The physics
package (:mod:`tsukiji_table.physics.spec`) turns the checked data into
typed objects.
"""

from __future__ import annotations

from typing import Any

from .loader import register_file
from .schema import Checker, Enum, FileSchema, Id, Int, Later, List, Map, Num, Opt

# The drink ids are COLOUR:SHAPE, as in components.yaml (axes colour, shape).
COLOURS: tuple[str, ...] = ("black", "white", "mint", "blue", "red", "purple")
SHAPES: tuple[str, ...] = (
    "stubby_can",
    "short_can",
    "long_can",
    "square_bottle",
    "not_longest_bottle",
    "longest_bottle",
)

LENGTH = Num(0.0, 5.0)  # metres, on a table
SIZE = Num(0.0005, 2.0)  # something with a real extent
POINT = List(Num(-5.0, 5.0), length=2)
FRICTION = Num(0.0, 5.0)
ELASTICITY = Num(0.0, 1.0)


def _check_opening(d: dict[str, Any], path: tuple, ck: Checker) -> None:
    if d["from_x"] >= d["to_x"]:
        ck.error(path + ("to_x",), f"expected more than from_x ({d['from_x']}), got {d['to_x']}")


def _check_machine(m: dict[str, Any], path: tuple, ck: Checker) -> None:
    w, h = m["inner_width"], m["inner_height"]
    op = m["insertion_opening"]
    if op["from_x"] < 0 or op["to_x"] > w:
        ck.error(path + ("insertion_opening",), f"expected the slot inside 0 .. inner_width ({w})")
    floor = m["exit"]["floor"]
    front = w + m["wall_thickness"]
    if floor[0][0] != 0 or abs(floor[-1][0] - front) > 1e-9:
        ck.error(path + ("exit", "floor"), f"expected the chute to run from x = 0 to the front face x = {front:g}")
    if any(b[0] <= a[0] for a, b in zip(floor, floor[1:])):
        ck.error(path + ("exit", "floor"), "expected the chute's points in increasing x")
    for i, shelf in enumerate(m["shelves"]):
        for j, (x, y) in enumerate(shelf["points"]):
            if not (0 <= x <= w and 0 <= y <= h):
                ck.error(path + ("shelves", i, "points", j), f"expected a point inside the machine (0..{w} x 0..{h})")
    for i, rod in enumerate(m["rods"]):
        x, y = rod["at"]
        if not (0 < x < w and 0 < y < h):
            ck.error(path + ("rods", i, "at"), f"expected a point inside the machine (0..{w} x 0..{h})")


def _check_shape(s: dict[str, Any], path: tuple, ck: Checker) -> None:
    if s["kind"] == "bottle":
        for key in ("neck_width", "neck_length", "shoulder_length"):
            if not s.get(key):
                ck.error(path, f"missing key '{key}' (a bottle has a neck)")
        if s.get("neck_width") and s["neck_width"] >= s["width"]:
            ck.error(path + ("neck_width",), f"expected less than the width ({s['width']}), got {s['neck_width']}")
        if s.get("neck_length") and s.get("shoulder_length") and s["neck_length"] + s["shoulder_length"] >= s["height"]:
            ck.error(path + ("neck_length",), "expected neck and shoulder to be shorter than the bottle")


def _check_shapes(shapes: dict[str, Any], path: tuple, ck: Checker) -> None:
    ranks = [shapes[name]["rank"] for name in SHAPES]
    if ranks != list(range(1, 7)):
        ck.error(path, f"expected ranks 1..6 in the order {', '.join(SHAPES)}; got {ranks}")
    heights = [shapes[name]["height"] for name in SHAPES]
    for a, b, name in zip(heights, heights[1:], SHAPES[1:]):
        if b <= a:
            ck.error(path + (name, "height"), f"expected taller than the rank below ({a}): length follows rank (G09)")


SHAPE = Map(
    {
        "rank": Int(1, 6),
        "kind": Enum("can", "bottle"),
        "height": SIZE,
        "width": SIZE,
        "neck_width": Opt(SIZE),
        "neck_length": Opt(SIZE),
        "shoulder_length": Opt(SIZE),
        "mass": Num(0.0001, 1.0),
        "friction": FRICTION,
        "elasticity": ELASTICITY,
    },
    check=_check_shape,
)

TOWER_FILE = FileSchema(
    Map(
        {
            "version": Int(1, 1),
            "machine": Map(
                {
                    "inner_width": SIZE,
                    "inner_height": SIZE,
                    "wall_thickness": SIZE,
                    "mass": Num(0.001, 100.0),
                    "friction": FRICTION,
                    "elasticity": ELASTICITY,
                    "insertion_opening": Map({"from_x": LENGTH, "to_x": LENGTH}, check=_check_opening),
                    "shelves": List(Map({"name": Id(), "points": List(POINT, min_len=2)}), unique="name"),
                    "shelf_thickness": SIZE,
                    "rods": List(Map({"name": Id(), "at": POINT}), unique="name"),
                    "rod_radius": SIZE,
                    "exit": Map(
                        {
                            "floor": List(POINT, min_len=2),
                            "floor_friction": FRICTION,
                            "opening_height": SIZE,
                            "lip_height": Num(0.0, 0.05),
                            "lip_thickness": SIZE,
                            "lip_friction": FRICTION,
                            "tray_length": Num(0.0, 0.2),
                            "tray_friction": FRICTION,
                            "out_fraction": Num(0.0, 1.0),
                        }
                    ),
                },
                check=_check_machine,
            ),
            "table": Map({"behind": SIZE, "in_front": SIZE, "friction": FRICTION, "elasticity": ELASTICITY, "fence_height": Num(0.1, 10.0)}),
            "crate": Map(
                {
                    "slots": Int(1, 6),
                    "slot_width": SIZE,
                    "slot_depth": SIZE,
                    "divider_thickness": SIZE,
                    "wall_thickness": SIZE,
                    "base_thickness": SIZE,
                    "friction": FRICTION,
                    "elasticity": ELASTICITY,
                }
            ),
            "drinks": Map(
                {
                    "colours": List(Enum(*COLOURS), length=len(COLOURS)),
                    "shapes": Map({name: SHAPE for name in SHAPES}, check=_check_shapes),
                    "corner_radius": Num(0.0, 0.01),
                }
            ),
            "simulation": Map(
                {
                    "gravity": Num(0.1, 100.0),
                    "frame_dt": Num(0.001, 0.1),
                    "substeps": Int(1, 64),
                    "iterations": Int(1, 100),
                    "tunnel_safety": Num(0.05, 1.0),
                    "rest_speed": Num(0.0, 1.0),
                    "rest_spin": Num(0.0, 10.0),
                    "rest_time": Num(0.0, 5.0),
                    "time_cap": Num(0.1, 600.0),
                    "settle_cap": Num(0.1, 600.0),
                    "max_substeps": Int(1, 256),
                    "min_substeps": Later(Int(1, 64)),  # absent in the shipped file: old saves keep their fingerprint
                    "sleep_time": Num(0.0, 1e9),
                    "overlap_correction": Num(0.0, 0.99),
                }
            ),
            "insertion": Map(
                {
                    "columns": Int(1, 6),
                    "drop_clearance": LENGTH,
                    "layer_gap": LENGTH,
                    "jitter_x": LENGTH,
                    "jitter_angle": Num(0.0, 3.2),
                    "jitter_spin": Num(0.0, 100.0),
                    "drop_speed": Num(0.0, 10.0),
                    "funnel_height": SIZE,
                    "funnel_thickness": SIZE,
                    "crate_interval": Num(0.0, 10.0),
                    "column_delay": Num(0.0, 10.0),
                    "row_delay": Num(0.0, 10.0),
                    "release_jitter": Num(0.0, 10.0),
                    "tip_angle_min_deg": Num(0.0, 180.0),
                    "tip_angle_max_deg": Num(0.0, 180.0),
                    "spread": Num(0.0, 1.0),
                    "slide_speed": Num(0.0, 10.0),
                }
            ),
            "throw": Map(
                {
                    "distance": SIZE,
                    "height": SIZE,
                    "angle_deg": Num(-180.0, 180.0),
                    "speed": Num(0.0, 20.0),
                    "jitter_speed": Num(0.0, 1.0),
                    "jitter_angle_deg": Num(0.0, 45.0),
                    "jitter_spin": Num(0.0, 100.0),
                    "opening_rim": LENGTH,
                    "max_speed": Num(0.1, 30.0),
                    "hand_clearance": LENGTH,
                }
            ),
            "inverted": Map(
                {
                    "drop_speed": Num(0.0, 10.0),
                    "jitter_speed": Num(0.0, 1.0),
                    "jitter_height": LENGTH,
                    "jitter_angle": Num(0.0, 1.0),
                    "jitter_spin": Num(0.0, 100.0),
                    "drop_interval": Num(0.0, 10.0),
                    "lift_speed": Num(0.001, 10.0),
                    "lift_height": SIZE,
                    "crate_offset": Num(-0.2, 0.2),
                    "slot_tilt_deg": Num(0.0, 90.0),
                }
            ),
        }
    ),
    "the vending-machine tower: geometry, drink profiles and simulation constants",
)

register_file("jidohanbaiki", "tower.yaml", TOWER_FILE)
