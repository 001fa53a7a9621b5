"""Schema of ``rules/jidohanbaiki/g09.yaml``: G09 Exploding Cans (2-6 players on a 6 x 6 crate board)."""

from __future__ import annotations

from typing import Any

from .loader import register_file
from .schema import Checker, Enum, FileSchema, Int, List, Map, Names

SHAPES = ("stubby_can", "short_can", "long_can", "square_bottle", "not_longest_bottle", "longest_bottle")
COLOURS = ("black", "white", "mint", "blue", "red", "purple")


def _check(data: dict[str, Any], path: tuple, ck: Checker) -> None:
    lo, hi = data["players"]
    if lo > hi:
        ck.error(path + ("players",), f"expected [fewest, most], got [{lo}, {hi}]")
    if len(data["seat_colours"]) < hi or len(set(data["seat_colours"])) != len(data["seat_colours"]):
        ck.error(path + ("seat_colours",), f"expected {hi} different colours, one per seat")
    missing = [s for s in SHAPES if s not in data["coins"]]
    if missing:
        ck.error(path + ("coins",), f"no coins for {', '.join(missing)}")
    cols, rows = data["board"]
    if hi * (data["drinks_each"] - 1) >= cols * rows:
        # Before anyone places their last drink each holds at most one back: a square must stay empty for it.
        ck.error(path + ("board",), f"a {cols} x {rows} board can fill up before {hi} players have placed their drinks")
    if not set(data["chain"]) <= set(SHAPES[:3]):
        ck.error(path + ("chain",), "only cans explode")


G09 = Map(
    {
        "id": Enum("jido:g09"),
        "names": Names(),
        "players": List(Int(2, 6), length=2),
        "board": List(Int(3, 12), length=2),
        "drinks_each": Int(1, 6),
        "coins": Map({s: Map({"above": Int(0, 9), "below": Int(0, 9)}) for s in SHAPES}),
        "coin": Int(1),
        "explosive": List(Enum(*SHAPES[:3]), min_len=1),
        "chain": List(Enum(*SHAPES[:3])),
        "seat_colours": List(Enum(*COLOURS), min_len=2, max_len=6),
        "max_rounds": Int(1, 1000),
    },
    check=_check,
)

register_file("jidohanbaiki", "g09.yaml", FileSchema(G09, "G09 Exploding Cans: the board, the coins on the shape cards, what explodes"))
