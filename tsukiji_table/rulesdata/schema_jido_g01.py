"""Schema of G01 Short-Can Flick's rules data (``rules/jidohanbaiki/g01.yaml``)."""

from __future__ import annotations

from typing import Any

from .loader import register_file
from .schema import Checker, Dict, Enum, FileSchema, Int, List, Map, Names, Num, Str

POINT = List(Int(0), length=2)
SIZE = List(Num(0.1, 2.0), length=2)
COLOURS = ("black", "white", "mint", "blue", "red", "purple")


def _check(data: dict[str, Any], path: tuple, ck: Checker) -> None:
    if data["players"]["min"] > data["players"]["max"]:
        ck.error(path + ("players",), "min is more than max")
    if len(set(data["colours"])) != len(data["colours"]):
        ck.error(path + ("colours",), "a colour is named twice")
    teams = data["players"]["max"] if data["players"]["max"] < data["teams_from"] else -(-data["players"]["max"] // data["team_size"])
    if teams > len(data["colours"]):
        ck.error(path + ("colours",), f"{data['players']['max']} players make {teams} teams but there are {len(data['colours'])} colour sets")


G01 = Map(
    {
        "id": Enum("jido:g01"),
        "names": Names(),
        "players": Map({"min": Int(2, 8), "max": Int(2, 8)}),
        "teams_from": Int(2, 9),
        "team_size": Int(1, 4),
        "start_money": Int(0),
        "start_coins": Dict(Str(r"\d+"), Int(0)),
        "fine": Int(0),
        "bankrupt_pay": Int(1),
        "mover": Enum("short_can"),
        "launch_coin": Enum(100, 500),
        "colours": List(Enum(*COLOURS), min_len=1),
        "max_flicks": Int(1),
        "field": Map({"small": SIZE, "medium": SIZE, "large": SIZE}),
        "layout": Map({"field": POINT, "tower": POINT, "landing": Int(100), "cards": POINT, "seats": POINT, "seat_w": Int(100), "seat_gap": Int(0)}),
    },
    check=_check,
)

register_file("jidohanbaiki", "g01.yaml", FileSchema(G01, "G01 Short-Can Flick: players and teams, money, fines, colours, the field's size, the table layout"))
