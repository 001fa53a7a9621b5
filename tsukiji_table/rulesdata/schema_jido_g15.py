"""Schema of ``rules/jidohanbaiki/g15.yaml``: G15 Drink Hot-Potato (3-6 players, a secret hand card)."""

from __future__ import annotations

from typing import Any

from .loader import register_file
from .schema import Checker, Dict, Enum, FileSchema, Int, List, Map, Names

PLAYERS = Int(3, 6)
COUNTS = ("three", "four", "five", "six")  # keys of per-player-count tables


def _check(data: dict[str, Any], path: tuple, ck: Checker) -> None:
    lo, hi = data["players"]
    for n in range(lo, hi + 1):
        key = COUNTS[n - 3]
        for table in ("deal", "money"):
            if key not in data[table]:
                ck.error(path + (table,), f"no entry {key} (for {n} players)")
        deal = data["deal"].get(key)
        if deal is not None and len(deal) != n:
            ck.error(path + ("deal", key), f"expected one number per player ({n})")
        elif deal is not None and sum(deal) > 36:
            ck.error(path + ("deal", key), f"deals {sum(deal)} drinks; the box has 36")
    if data["cards_dealt"] * hi > 12:
        ck.error(path + ("cards_dealt",), f"{data['cards_dealt']} cards each for {hi} players need more than the 12 stock cards")


G15 = Map(
    {
        "id": Enum("jido:g15"),
        "names": Names(),
        "players": List(PLAYERS, length=2),
        "deal": Dict(Enum(*COUNTS), List(Int(0, 36), min_len=3)),
        "money": Dict(Enum(*COUNTS), Int(100)),
        "gives": Int(1, 6),
        "gives_three_players": Int(1, 6),
        "cards_dealt": Int(1, 2),
        "fine_per_drink": Int(0),
        "reshuffle_at": Int(0, 6),
    },
    check=_check,
)

register_file("jidohanbaiki", "g15.yaml", FileSchema(G15, "G15 Drink Hot-Potato: drinks and money dealt, drinks given, the fine"))
