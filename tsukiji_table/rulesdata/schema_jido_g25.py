"""Schema of ``rules/jidohanbaiki/g25.yaml``: G25 Shopping Centre (the map, the items, the prices, the stand-ins).

The map is data a player may replace with the printed figure (``--rules-override``),
so its cross-references are checked here: every line joins two circles, every
card faces circles that exist, the machine's circles and the exit are circles,
and every circle can reach the exit.
"""

from __future__ import annotations

from typing import Any

from .loader import register_file
from .schema import Bool, Checker, Dict, Enum, FileSchema, Int, List, Map, Names, Num, Opt, Str

POINT = List(Int(), length=2)
RECT = List(Int(), length=4)
ITEMS = ("washer", "dryer", "sheet", "pillowcase", "shirt", "pants", "bra", "underwear", "socks", "newspaper", "detergent")


def _check(data: dict[str, Any], path: tuple, ck: Checker) -> None:
    if data["players"]["min"] > data["players"]["max"]:
        ck.error(path + ("players",), "min is more than max")
    if data["steps"]["min"] > data["steps"]["max"]:
        ck.error(path + ("steps",), "min is more than max")
    m = data["map"]
    circles = m["circles"]
    where = path + ("map",)
    for n, (a, b) in enumerate(m["lines"]):
        for end in (a, b):
            if end not in circles:
                ck.error(where + ("lines", n), f"no circle {end!r} (circles: {', '.join(sorted(circles)[:6])}, ...)")
    for card, spec in m["cards"].items():
        for c in spec["faces"]:
            if c not in circles:
                ck.error(where + ("cards", card, "faces"), f"no circle {c!r}")
    for c in (*m["machine_circles"], m["exit"]):
        if c not in circles:
            ck.error(where, f"no circle {c!r} (the machine's circles and the exit must be circles)")
    placed = [c for key in ("tuna", "salmon", "crab", "drinks", "clothing") for c in data["setup"][key]] + list(data["setup"]["centre"])
    for c in placed:
        if c not in m["cards"]:
            ck.error(path + ("setup",), f"no card {c!r} on the map")
    for items in data["setup"]["centre"].values():
        for item in items:
            if item not in data["stand_ins"]:
                ck.error(path + ("setup", "centre"), f"no item {item!r} among the stand-ins")
    if m["exit"] in circles:
        links: dict[str, set[str]] = {c: set() for c in circles}
        for a, b in m["lines"]:
            if a in links and b in links:
                links[a].add(b)
                links[b].add(a)
        seen, todo = {m["exit"]}, [m["exit"]]
        while todo:
            for nxt in links[todo.pop()] - seen:
                seen.add(nxt)
                todo.append(nxt)
        cut = sorted(set(circles) - seen)
        if cut:
            ck.error(where + ("lines",), f"circles that cannot reach the exit: {', '.join(cut)}")


STAND_IN = Map({"names": Names(), "count": Int(1, 40), "clothing": Opt(Bool(), False)})

G25 = Map(
    {
        "id": Enum("jido:g25"),
        "names": Names(),
        "players": Map({"min": Int(2, 6), "max": Int(2, 6)}),
        "start_money": Dict(Str(r"\d+"), Int(0)),
        "steps": Map({"min": Int(1, 6), "max": Int(1, 6)}),
        "exits": Int(1, 5),
        "barrels_per_player": Int(1, 5),
        "black_drinks": Int(0, 6),
        "drinks_per_card": Int(0, 6),
        "drink_price": Int(0),
        "black_price": Int(0),
        "price_fall": Int(0),
        "salmon": Map({"fresh": Int(0), "later": Int(0), "per_card": Int(0, 6)}),
        "fish_value": Int(0),
        "tuna": Map({"price": Int(0), "rise": Int(0)}),
        "max_rounds": Int(1),
        "balance": Map({"basket": List(Num(0.03, 0.5), length=2), "push_per_circle": Num(0.0, 1.0)}),
        "categories": Dict(Str(), Map({"names": Names(), "price": Int(0), "items": List(Enum(*ITEMS), min_len=1)})),
        "stand_ins": Dict(Enum("architect", *ITEMS), STAND_IN),
        "setup": Map(
            {
                "tuna": List(Str()),
                "salmon": List(Str()),
                "crab": List(Str()),
                "drinks": List(Str()),
                "clothing": List(Str()),
                "centre": Dict(Str(), List(Enum(*ITEMS), min_len=1)),
            }
        ),
        "map": Map(
            {
                "note": Str(),
                "machine": RECT,
                "machine_circles": List(Str(), min_len=1),
                "exit": Str(),
                "circles": Dict(Str(), POINT),
                "lines": List(List(Str(), length=2), min_len=1),
                "cards": Dict(Str(), Map({"rect": RECT, "faces": List(Str())})),
            }
        ),
        "layout": Map({"map": POINT, "tower": POINT, "landing": Int(100), "prices": POINT, "seats": POINT, "seat_h": Int(60)}),
    },
    check=_check,
)

register_file("jidohanbaiki", "g25.yaml", FileSchema(G25, "G25 Shopping Centre: the map, the items and their prices, the stand-ins, the table layout"))
