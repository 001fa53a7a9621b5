"""Schema of ``rules/jidohanbaiki/g03.yaml``: G03 Genmaicha (2-6 players, sealed bids, recipes)."""

from __future__ import annotations

from typing import Any

from .loader import register_file
from .schema import Checker, Dict, Enum, FileSchema, Int, List, Map, Names

PLAYERS = Int(2, 6)


def _check(data: dict[str, Any], path: tuple, ck: Checker) -> None:
    lo, hi = data["players"]
    if lo > hi:
        ck.error(path + ("players",), f"expected [fewest, most], got [{lo}, {hi}]")
    for n in range(lo, hi + 1):
        for key in ("rounds", "crate_drinks"):
            if n not in data[key]:
                ck.error(path + (key,), f"no entry for {n} players")
        if n in data["rounds"] and n in data["crate_drinks"] and len(data["crate_drinks"][n]) != data["rounds"][n]:
            ck.error(path + ("crate_drinks", n), f"expected one number per round ({data['rounds'][n]} rounds at {n} players)")
        if n in data["crate_drinks"] and any(k > 6 for k in data["crate_drinks"][n]):
            ck.error(path + ("crate_drinks", n), "a crate holds at most 6 drinks")


G03 = Map(
    {
        "id": Enum("jido:g03"),
        "names": Names(),
        "players": List(PLAYERS, length=2),
        "grid_cards": Enum(9),
        "start_money": Int(0),
        "rounds": Dict(PLAYERS, Int(1, 10)),
        "row_values": List(Int(0), length=3),
        "col_values": List(Int(0), length=3),
        "brew_decrease": Int(0),
        "bid_step": Int(1),
        "crate_drinks": Dict(PLAYERS, List(Int(0, 6), min_len=1)),
        "matcha_coins": List(Int(0), length=3),
        "ceremony_bonus": Int(0),
        "market_min_stake": Int(1),
    },
    check=_check,
)

register_file("jidohanbaiki", "g03.yaml", FileSchema(G03, "G03 Genmaicha: money, line values, rounds, drinks per crate, the variants' coins"))
