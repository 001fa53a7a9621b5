"""Schemas of the multiplayer Jidohanbaiki games on a table of drinks (``rules/jidohanbaiki/``).

``g04.yaml`` (Crate Checkers), ``g08m.yaml`` (Yuzu Crate Slide for 2-6
players; it plays with ``g08.yaml``'s crate moves and swaps) and ``g10.yaml``
(Drink Grid Collapse).
"""

from __future__ import annotations

from typing import Any

from .loader import register_file
from .schema import Checker, Dict, Enum, FileSchema, Int, List, Map, Names

PLAYERS = Int(2, 6)
PER_PLAYER = Dict(PLAYERS, Int(1, 6))


def _every_count(*keys: str, lo: int = 2) -> Any:
    """A check that ``keys`` give a value for every player count from ``lo`` to 6."""

    def check(data: dict[str, Any], path: tuple, ck: Checker) -> None:
        for key in keys:
            missing = [n for n in range(lo, 7) if n not in data[key]]
            if missing:
                ck.error(path + (key,), f"no value for {', '.join(map(str, missing))} players")

    return check


def _check_g04(data: dict[str, Any], path: tuple, ck: Checker) -> None:
    _every_count("capture_target")(data, path, ck)
    moves = data["crate_moves"]
    if moves["max"] < moves["min"]:
        ck.error(path + ("crate_moves", "max"), f"expected at least min ({moves['min']})")
    for n, target in data["capture_target"].items():
        if target > data["drinks_per_player"] * (n - 1):
            ck.error(path + ("capture_target", n), f"{target} captures cannot be made from {n - 1} other players' {data['drinks_per_player']} drinks")


def _check_colours(data: dict[str, Any], path: tuple, ck: Checker) -> None:
    _every_count("colours_per_player")(data, path, ck)
    for n, per in data["colours_per_player"].items():
        if n * per > 6:
            ck.error(path + ("colours_per_player", n), f"{n} players with {per} colours each need {n * per} colours; there are 6")


def _check_g08m(data: dict[str, Any], path: tuple, ck: Checker) -> None:
    _check_colours(data, path, ck)
    for n, sizes in data["teams"].items():
        if sum(sizes) != n:
            ck.error(path + ("teams", n), f"teams of {' + '.join(map(str, sizes))} do not make {n} players")


G04 = Map(
    {
        "id": Enum("jido:g04"),
        "names": Names(),
        "setup_block": List(Int(1, 6), length=2),
        "drinks_per_player": Int(1, 6),
        "capture_target": PER_PLAYER,
        "crate_moves": Map({"min": Int(1, 6), "max": Int(1, 6)}),
        "capture_compulsory": Enum(False),
        "rounds": Int(1, 1000),
        "floor": List(Int(12, 60), length=2),
        "spot_mm": Int(8, 60),
    },
    check=_check_g04,
)

G08M = Map(
    {
        "id": Enum("jido:g08m"),
        "names": Names(),
        "colours_per_player": PER_PLAYER,
        "teams": Dict(Int(4, 6), List(Int(1, 5), length=2)),
        "win_count": Int(2, 6),
        "rounds": Int(1, 1000),
    },
    check=_check_g08m,
)

SHAPE = Map({"own": Int(0, 10), "cancels": Int(0, 10), "penalty": Int(0, 10)})

G10 = Map(
    {
        "id": Enum("jido:g10"),
        "names": Names(),
        "colours_per_player": PER_PLAYER,
        "grid": List(Int(3, 6), length=2),
        "line": Enum(3),
        "take": Int(1, 3),
        "other_colours": Int(0, 3),
        "shapes": Map({k: SHAPE for k in ("stubby_can", "short_can", "long_can", "square_bottle", "not_longest_bottle", "longest_bottle")}),
        "collapse": Enum("rows", "columns"),
        "spot_mm": Int(12, 60),
    },
    check=_check_colours,
)

register_file("jidohanbaiki", "g04.yaml", FileSchema(G04, "G04 Crate Checkers: capture targets, crate moves per turn, the table"))
register_file("jidohanbaiki", "g08m.yaml", FileSchema(G08M, "G08 Yuzu Crate Slide for 2-6 players: colours, teams, the winning count"))
register_file("jidohanbaiki", "g10.yaml", FileSchema(G10, "G10 Drink Grid Collapse: colours, the line, what each shape is worth"))
