"""Schema of ``rules/jidohanbaiki/g05.yaml``: G05 Chocolate Milk (the plot grid, prices, the end, the stand-ins)."""

from __future__ import annotations

from typing import Any

from .loader import register_file
from .schema import Bool, Checker, Dict, Enum, FileSchema, Int, List, Map, Names, Opt, Str

POINT = List(Int(0), length=2)


def _check(data: dict[str, Any], path: tuple, ck: Checker) -> None:
    if data["players"]["min"] > data["players"]["max"]:
        ck.error(path + ("players",), "min is more than max")


G05 = Map(
    {
        "id": Enum("jido:g05"),
        "names": Names(),
        "players": Map({"min": Int(2, 8), "max": Int(2, 8)}),
        "two_sets_from": Int(2, 9),
        "start_money": Dict(Str(r"\d+"), Int(0)),
        "drink_price": Int(0),
        "card_rise": Int(0),
        "crate_price": Int(0),
        "crate_room": Int(1, 6),
        "win_money": Int(1),
        "set_of": Int(1, 6),
        "score_unit": Int(1),
        "outer_drinks": Int(0, 6),
        "centre_drinks": Int(0, 6),
        "max_rounds": Int(1),
        "stand_ins": Dict(Enum("architect", "plot"), Map({"names": Names(), "count": Int(1, 40), "clothing": Opt(Bool(), False)})),
        "layout": Map(
            {
                "grid": POINT,
                "cell": Int(60),
                "tower": POINT,
                "landing": Int(100),
                "cards": POINT,
                "supply": POINT,
                "supply_cell": POINT,
                "seats": POINT,
                "seat_w": Int(100),
            }
        ),
    },
    check=_check,
)

register_file("jidohanbaiki", "g05.yaml", FileSchema(G05, "G05 Chocolate Milk: money, prices, crates, the end, the stand-ins, the table layout"))
