"""Schema of ``rules/jidohanbaiki/g16.yaml``: G16 Tori-atama (2-6 players, drinks held unseen, challenges)."""

from __future__ import annotations

from typing import Any

from .loader import register_file
from .schema import Checker, Enum, FileSchema, Int, List, Map, Names


def _check(data: dict[str, Any], path: tuple, ck: Checker) -> None:
    lo, hi = data["players"]
    if lo > hi:
        ck.error(path + ("players",), f"expected [fewest, most], got [{lo}, {hi}]")
    if data["end_at"] > data["crate_size"]:
        ck.error(path + ("end_at",), f"a crate of {data['crate_size']} spots never holds {data['end_at']} drinks")


G16 = Map(
    {
        "id": Enum("jido:g16"),
        "names": Names(),
        "players": List(Int(2, 6), length=2),
        "crate_size": Int(1, 6),
        "end_at": Int(1, 6),
        "take": Enum(1),
        "turn_seconds": Int(1, 120),
        "round_limit": Int(1, 1000),
        "points": Map({"colour": Int(0, 10), "shape": Int(0, 10)}),
    },
    check=_check,
)

register_file("jidohanbaiki", "g16.yaml", FileSchema(G16, "G16 Tori-atama: when the game ends, the turn timer, the points"))
