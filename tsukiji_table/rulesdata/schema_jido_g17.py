"""Schema of ``rules/jidohanbaiki/g17.yaml``: G17 Crate-Fill Draft (2-4 players, drafted cards, two face-down picks)."""

from __future__ import annotations

from typing import Any

from .loader import register_file
from .schema import Checker, Enum, FileSchema, Int, List, Map, Names


def _check(data: dict[str, Any], path: tuple, ck: Checker) -> None:
    lo, hi = data["players"]
    if lo > hi:
        ck.error(path + ("players",), f"expected [fewest, most], got [{lo}, {hi}]")
    if data["cards_each"] * hi > 12:
        ck.error(path + ("cards_each",), f"{data['cards_each']} cards each for {hi} players need more than the 12 stock cards")
    if len(data["picks"]) >= data["cards_each"] + 1:
        ck.error(path + ("picks",), f"{len(data['picks'])} picks from a hand of {data['cards_each']} cards")
    if data["crates"] * data["crate_size"] > 36:
        ck.error(path + ("crates",), f"{data['crates']} crates of {data['crate_size']} need more than the 36 drinks")
    end = data["end_after"]
    if end >= data["crates"]:
        ck.error(path + ("end_after",), f"the game must end before all {data['crates']} crates are full")
    last = 0
    for i, pick in enumerate(data["picks"]):
        if not last < pick["after"] < end or any(not 1 <= c <= end for c in pick["crates"]):
            ck.error(path + ("picks", i), f"a pick comes after an earlier one and before crate {end}, and scores crates 1 to {end}")
        last = pick["after"]
    if not 1 <= data["tie_crate"] <= end:
        ck.error(path + ("tie_crate",), f"expected a crate from 1 to {end}")


G17 = Map(
    {
        "id": Enum("jido:g17"),
        "names": Names(),
        "players": List(Int(2, 6), length=2),
        "cards_each": Int(1, 6),
        "pass_to": Enum("next", "previous"),
        "crates": Int(2, 6),
        "crate_size": Int(1, 6),
        "picks": List(Map({"after": Int(1), "crates": List(Int(1), min_len=1), "per_drink": Int(0)}), min_len=1),
        "end_after": Int(1),
        "tie_crate": Int(1),
    },
    check=_check,
)

register_file("jidohanbaiki", "g17.yaml", FileSchema(G17, "G17 Crate-Fill Draft: the draft, when the cards are picked and what they earn"))
