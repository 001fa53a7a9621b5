"""Schema of ``rules/jidohanbaiki/g03.yaml``: G03 Genmaicha (2-6 players, sealed bids, recipes)."""

from __future__ import annotations

from typing import Any

from .loader import register_file
from .schema import Checker, Dict, Enum, FileSchema, Int, List, Map, Names

PLAYERS = Int(2, 6)
COUNTS = ("two", "three", "four", "five", "six")  # keys of per-player-count tables


def rounds_for(data: dict[str, Any], players: int) -> int:
    return int(data["rounds_two_players"] if players == 2 else data["rounds"])


def _check(data: dict[str, Any], path: tuple, ck: Checker) -> None:
    lo, hi = data["players"]
    if lo > hi:
        ck.error(path + ("players",), f"expected [fewest, most], got [{lo}, {hi}]")
    for n in range(lo, hi + 1):
        key = COUNTS[n - 2]
        chart = data["crate_drinks"].get(key)
        if chart is None:
            ck.error(path + ("crate_drinks",), f"no entry {key} (for {n} players)")
        elif len(chart) != rounds_for(data, n):
            ck.error(path + ("crate_drinks", key), f"expected one number per round ({rounds_for(data, n)} rounds at {n} players)")


G03 = Map(
    {
        "id": Enum("jido:g03"),
        "names": Names(),
        "players": List(PLAYERS, length=2),
        "grid_cards": Enum(9),
        "start_money": Int(0),
        "rounds": Int(1, 10),
        "rounds_two_players": Int(1, 10),
        "row_values": List(Int(0), length=3),
        "col_values": List(Int(0), length=3),
        "brew_decrease": Int(0),
        "bid_step": Int(1),
        "crate_drinks": Dict(Enum(*COUNTS), List(Int(0, 6), min_len=1)),
        "matcha_coins": List(Int(0), length=3),
        "ceremony_bonus": Int(0),
        "market_min_stake": Int(1),
    },
    check=_check,
)

register_file("jidohanbaiki", "g03.yaml", FileSchema(G03, "G03 Genmaicha: money, line values, rounds, drinks per crate, the variants' coins"))
