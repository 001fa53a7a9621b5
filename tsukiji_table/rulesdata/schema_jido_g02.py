"""Schema of ``rules/jidohanbaiki/g02.yaml``: G02 Magical Golden Ball Racer (a road of coins against crates of six, raced in ticks)."""

from __future__ import annotations

from typing import Any

from .loader import register_file
from .schema import Checker, Enum, FileSchema, Int, List, Map, Names


def _check(data: dict[str, Any], path: tuple, ck: Checker) -> None:
    lo, hi = data["players"]
    if lo > hi:
        ck.error(path + ("players",), f"expected [fewest, most], got [{lo}, {hi}]")
    longest = data["notes_per_player"] * data["note_in_coins"] * hi
    if longest > data["coins"]:
        ck.error(path + ("note_in_coins",), f"a road of {longest} coins at {hi} players needs more than the {data['coins']} coins")
    if data["rows"] % 2 == 0:
        ck.error(path + ("rows",), f"expected an odd number of rows (the straight line in the middle), got {data['rows']}")
    if data["teams_from"] <= lo:
        ck.error(path + ("teams_from",), f"teams from {data['teams_from']} players leave no game without teams")


G02 = Map(
    {
        "id": Enum("jido:g02"),
        "names": Names(),
        "players": List(Int(2, 7), length=2),
        "crate_size": Enum(6),
        "teams_from": Int(3, 8),
        "teams": Enum(2),
        "coins": Int(1, 32),
        "notes_per_player": Int(1, 10),
        "note_in_coins": Int(1, 10),
        "rows": Int(1, 15),
        "ticks": Map({"coin": Int(1, 20), "take": Int(1, 20), "crowd": Int(0, 20), "return": Int(1, 20)}),
        "limit_ticks": Int(10, 10000),
    },
    check=_check,
)

register_file("jidohanbaiki", "g02.yaml", FileSchema(G02, "G02 Magical Golden Ball Racer: the road's length, the crates, the ticks each move costs"))
