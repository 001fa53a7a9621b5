"""Schemas of the solo Jidohanbaiki games' rules files (``rules/jidohanbaiki/``).

``g06.yaml`` (Recycling Sorter), ``g07.yaml`` (Colour Sort Against the
Clock) and ``g08.yaml`` (Yuzu Crate Slide, solo).  The puzzle pack lives in ``rules/jidohanbaiki/puzzles/`` and
is checked by ``tsukiji-table puzzles verify`` with :data:`PUZZLE`.
"""

from __future__ import annotations

from typing import Any

from .loader import register_file
from .schema import Any_, Bool, Checker, Dict, Enum, FileSchema, Int, List, Map, Names, Opt, Str

RECT = List(Int(0), length=4)
POINT = List(Int(0), length=2)


def _check_layouts(data: dict[str, Any], path: tuple, ck: Checker) -> None:
    for i, layout in enumerate(data["layouts"]):
        n = layout["outer"] + 1
        if len(layout["crates"]) != n:
            ck.error(path + ("layouts", i, "crates"), f"expected {n} crates (the outer crates, then the centre), got {len(layout['crates'])}")
        for j, pair in enumerate(layout["adjacent"]):
            if not all(1 <= c <= n for c in pair) or pair[0] == pair[1]:
                ck.error(path + ("layouts", i, "adjacent", j), f"expected two different crate numbers from 1 to {n}")
    outers = [layout["outer"] for layout in data["layouts"]]
    base = 6 - data["colour_cards_removed"]
    for need in range(base, base + 3):
        if need not in outers:
            ck.error(path + ("layouts",), f"no layout for {need} outer crates (the too-simple variant needs {base} to {base + 2})")


VARIANT = Map(
    {
        "names": Names(),
        "extra_clock": Opt(Int(0), 0),
        "extra_colours": Opt(Int(0, 2), 0),
        "same_position": Opt(Bool(), False),
        "any_crates": Opt(Bool(), False),
    }
)

G07 = Map(
    {
        "id": Enum("jido:g07"),
        "names": Names(),
        "start_money": Map({"clock": Int(1), "move": Int(0), "swap": Int(0)}),
        "prices": Map({"clock": Int(1), "move": Int(1), "swap": Int(1)}),
        "card_value": Int(1),
        "colour_cards_removed": Int(1, 5),
        "max_same_kind": Int(1, 6),
        "variants": Map({k: VARIANT for k in ("too_hard", "too_easy", "too_fiddly", "too_simple")}),
        "crate_size": POINT,
        "layouts": List(Map({"outer": Int(1, 6), "crates": List(POINT, min_len=2), "adjacent": List(List(Int(1), length=2))}), min_len=1),
        "zones": Map({k: RECT for k in ("deck", "card", "aside", "used", "purse", "discards", "clock")}),
    },
    check=_check_layouts,
)

G08 = Map(
    {
        "id": Enum("jido:g08"),
        "names": Names(),
        "setup_block": List(Int(1, 6), length=2),
        "swaps_per_turn": Int(1, 6),
        "floor": List(Int(12, 60), length=2),
        "spot_mm": Int(8, 60),
        "turn_limit": Int(1, 10_000),
        "join": Enum("full_side", "same_length"),
    }
)

G06 = Map(
    {
        "id": Enum("jido:g06"),
        "names": Names(),
        "start_money": Map({"coins100": Int(0), "coins500": Int(0)}),
        "expert_money": Map({"coins100": Int(0), "coins500": Int(0)}),
        "prices": Map({"take": Int(1), "swap": Int(1), "dump": Int(1)}),
        "bonus": Map({"drinks": Int(1, 6), "money": Int(0)}),
        "max_shared": Int(1, 6),
        "setup_block": List(Int(1, 6), length=2),
        "floor": List(Int(6, 40), length=2),
        "spot_mm": Int(8, 60),
        "layout": Map({"cards": POINT, "card_gap": Int(0), "tower": POINT, "landing": Int(100), "floor": POINT, "purse": RECT}),
    }
)

register_file("jidohanbaiki", "g06.yaml", FileSchema(G06, "G06 Recycling Sorter: money, prices, the bonus, the table layout"))
register_file("jidohanbaiki", "g07.yaml", FileSchema(G07, "G07 Colour Sort Against the Clock: money, variants, crate layouts"))
register_file("jidohanbaiki", "g08.yaml", FileSchema(G08, "G08 Yuzu Crate Slide solo: setup block, swaps, floor"))

# ------------------------------------------------------------- puzzles

DRINK_ROW = List(Str(r"[a-z]+:[a-z_]+|-"), length=3)
CRATE_ROWS = List(DRINK_ROW, length=2)

PUZZLE = Map(
    {
        "id": Str(r"[a-z0-9][a-z0-9-]*"),
        "game": Enum("jido:g06", "jido:g07", "jido:g08"),
        "title": Names(),
        "text": Names(),
        "difficulty": Int(1, 5),
        "start": Dict(Str(), Any_()),
        "goal": Dict(Str(), Any_()),
        "par": Map({"score": Int(), "moves": Int(0), "optimal": Opt(Bool(), True)}),
        "solution": List(Dict(Str(), Any_())),
        "unsolvable": Opt(Bool(), False),
    }
)
