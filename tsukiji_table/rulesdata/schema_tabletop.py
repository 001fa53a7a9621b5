"""``rules/jidohanbaiki/tabletop.yaml``: the table top seen from above (flicks, coins).

Validated like every rules file, so a typo or a bad number is reported as
``rules/jidohanbaiki/tabletop.yaml:LINE key.path: expected ...``.  The
physics package (:mod:`tsukiji_table.physics.tabletop.spec`) turns the
checked data, with the drinks and crates of ``tower.yaml``, into typed
objects.
"""

from __future__ import annotations

from typing import Any

from .loader import register_file
from .schema import Checker, Dict, FileSchema, Int, List, Map, Num, Str

FRICTION = Num(0.0, 2.0)
LENGTH = Num(0.0, 5.0)


def _check_flick(d: dict[str, Any], path: tuple, ck: Checker) -> None:
    if d["min_power"] >= 1.0:
        ck.error(path + ("min_power",), f"expected less than 1 (power 1 is the strongest flick), got {d['min_power']}")


def _check_denominations(d: dict[str, Any], path: tuple, ck: Checker) -> None:
    for key in d:
        if not str(key).isdigit():
            ck.error(path + (key,), "expected a coin's value in yen as the key, e.g. '500'")


TABLETOP_FILE = FileSchema(
    Map(
        {
            "version": Int(1, 1),
            "table": Map({"friction": FRICTION, "lying_friction": FRICTION}),
            "coins": Map(
                {"friction": FRICTION, "diameters": Dict(Str(), Num(0.001, 0.2))},
                check=lambda d, p, ck: _check_denominations(d["diameters"], p + ("diameters",), ck),
            ),
            "flick": Map(
                {"max_speed": Num(0.05, 5.0), "min_power": Num(0.0, 1.0), "jitter_angle_deg": Num(0.0, 20.0), "jitter_speed": Num(0.0, 0.5)},
                check=_check_flick,
            ),
            "knock": Map({"deflect_deg": List(Num(1.0, 90.0), max_len=6)}),
            "field": Map({"put_back_gap": LENGTH}),
            "simulation": Map(
                {
                    "frame_dt": Num(0.001, 0.1),
                    "substeps": Int(1, 64),
                    "iterations": Int(1, 100),
                    "rest_speed": Num(0.0, 1.0),
                    "rest_spin": Num(0.0, 10.0),
                    "rest_time": Num(0.0, 5.0),
                    "sleep_time": Num(0.0, 1e9),
                    "time_cap": Num(0.1, 600.0),
                }
            ),
        }
    ),
    "the table top seen from above: friction, coins, the flick and the knock-over model",
)

register_file("jidohanbaiki", "tabletop.yaml", TABLETOP_FILE)
