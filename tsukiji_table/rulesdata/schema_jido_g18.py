"""Schema of ``rules/jidohanbaiki/g18.yaml``: G18 Two-Card Deduction (two players, a secret colour and shape)."""

from __future__ import annotations

from typing import Any

from .loader import register_file
from .schema import Checker, Enum, FileSchema, Int, List, Map, Names


def _check(data: dict[str, Any], path: tuple, ck: Checker) -> None:
    if 2 * data["hand"] + 2 > 12:
        ck.error(path + ("hand",), f"two hands of {data['hand']} and the two cards of the solution need more than the 12 stock cards")
    if data["discards"] >= data["hand"]:
        ck.error(path + ("discards",), "a player must keep cards in hand to answer for")


G18 = Map(
    {
        "id": Enum("jido:g18"),
        "names": Names(),
        "players": List(Enum(2), length=2),
        "solution": Enum(["colour", "shape"]),
        "hand": Int(1, 6),
        "discards": Int(0, 5),
        "forced_at": Int(1, 36),
        "match": Enum("either"),
    },
    check=_check,
)

register_file("jidohanbaiki", "g18.yaml", FileSchema(G18, "G18 Two-Card Deduction: the solution, the hands, when an answer is forced"))
