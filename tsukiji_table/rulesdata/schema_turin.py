"""Schemas of Turin Market's own rules files: ``cards.yaml``, ``list.yaml``, ``game.yaml``.

Checks that need two files at once (every good on a card is one of the nine
goods, the list card names each good once, the deal fits the deck) are done
when the referee reads the data (``games/turin/data.py``), with the same kind
of message.
"""

from __future__ import annotations

from typing import Any

from .loader import register_file
from .schema import Checker, Enum, FileSchema, Int, List, Map, Names, Opt, Ref, Schema


class GoodCount(Schema):
    """One good and its count on a card, written ``{grapes: 3}``."""

    def check(self, value: Any, path: tuple, ck: Checker) -> Any:
        if not isinstance(value, dict) or len(value) != 1:
            ck.error(path, "expected one good and its count, like {grapes: 3}")
            return value
        (good, count), = value.items()
        Ref("kind").check(good, path + (good,), ck)
        Int(1, 9).check(count, path + (good,), ck)
        return value

    def describe(self) -> str:
        return "a good and its count, like {grapes: 3}"


def _check_card(card: dict[str, Any], path: tuple, ck: Checker) -> None:
    goods = [next(iter(g)) for g in card["goods"]]
    for i, good in enumerate(goods):
        if good in goods[:i]:
            ck.error(path + ("goods", i), f"{good} is on this card twice; a card shows three different goods")


CARD = Map({"id": Ref("kind"), "goods": List(GoodCount(), length=3)}, check=_check_card)

register_file(
    "turin",
    "cards.yaml",
    FileSchema(Map({"cards": List(CARD, length=18, unique="id")}), "the goods on each of the 18 goods cards"),
)

LIST_GOOD = Map({"id": Ref("kind"), "classic": Int(0), "new": Int(0), "total": Opt(Int(1))})

register_file(
    "turin",
    "list.yaml",
    FileSchema(
        Map(
            {
                "sides": Map({"classic": Map({"names": Names()}), "new": Map({"names": Names()})}),
                "goods": List(LIST_GOOD, min_len=1, unique="id"),
            }
        ),
        "the list card: goods in scoring order and their majority bonuses on each side",
    ),
)

SETUP = Map(
    {
        "players": Int(2, 5),
        "deal": Int(1),
        "leftover": Enum("box", "lot", "none"),
        "final_hand": Int(0),
        "first": Opt(List(Int(0), min_len=1)),
        "later": List(Int(0), min_len=1),
    }
)

register_file(
    "turin",
    "game.yaml",
    FileSchema(
        Map(
            {
                "start_money": Int(0),
                "loan": Map({"amount": Int(0), "repay": Int(0), "marker": Int(0)}),
                "setups": List(SETUP, min_len=1, unique="players"),
            }
        ),
        "starting money, the loan, and the deal and distribution per player count",
    ),
)
