"""Schemas of Turin Market's own rules files: ``cards.yaml``, ``list.yaml``, ``game.yaml``.

:func:`check_box` does what needs several files at once: every good on a
card and on the list card is one of the nine goods of the chips, every goods
card has its goods, a list card total matches the cards, and the deal and
the distributions fit the deck.
"""

from __future__ import annotations

from typing import Any

from .loader import register_check, register_file
from .schema import Checker, Enum, FileSchema, Id, Int, List, Map, Names, Opt, Schema


class GoodCount(Schema):
    """One good and its count on a card, written ``{grapes: 3}``."""

    def check(self, value: Any, path: tuple, ck: Checker) -> Any:
        if not isinstance(value, dict) or len(value) != 1:
            ck.error(path, "expected one good and its count, like {grapes: 3}")
            return value
        (good, count), = value.items()
        Id().check(good, path + (good,), ck)
        Int(1, 9).check(count, path + (good,), ck)
        return value

    def describe(self) -> str:
        return "a good and its count, like {grapes: 3}"


def _check_card(card: dict[str, Any], path: tuple, ck: Checker) -> None:
    goods = [next(iter(g)) for g in card["goods"]]
    for i, good in enumerate(goods):
        if good in goods[:i]:
            ck.error(path + ("goods", i), f"{good} is on this card twice; a card shows three different goods")


# Goods and card ids are checked against components.yaml by check_box (not
# with Ref: a broken components.yaml would then bury its own error under
# one "unknown kind" per card).
CARD = Map({"id": Id(), "goods": List(GoodCount(), length=3)}, check=_check_card)

register_file(
    "turin",
    "cards.yaml",
    FileSchema(Map({"cards": List(CARD, length=18, unique="id")}), "the goods on each of the 18 goods cards"),
)

LIST_GOOD = Map({"id": Id(), "classic": Int(0), "new": Int(0), "total": Opt(Int(1))})

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


def check_box(files: dict[str, Any]) -> list[tuple[str, tuple[Any, ...], str]]:
    """Cross-file problems as (file, key path, message)."""
    out: list[tuple[str, tuple[Any, ...], str]] = []
    comps = {c["id"]: c for c in files["components.yaml"]["components"]}
    goods_axis = [g["id"] for g in (files["components.yaml"].get("axes") or {}).get("good", [])]
    card_ids = [v["id"] for v in comps["goods_card"].get("variants") or []]
    listing = files["list.yaml"]["goods"]
    listed = [g["id"] for g in listing]
    for i, good in enumerate(listed):
        if good not in goods_axis:
            out.append(("list.yaml", ("goods", i, "id"), f"{good!r} is not one of the goods ({', '.join(goods_axis)})"))
    missing = [g for g in goods_axis if g not in listed]
    if missing:
        out.append(("list.yaml", ("goods",), f"the list card must name every good; missing: {', '.join(missing)}"))
    totals: dict[str, int] = {}
    given = set()
    for i, card in enumerate(files["cards.yaml"]["cards"]):
        if card["id"] not in card_ids:
            out.append(("cards.yaml", ("cards", i, "id"), f"{card['id']!r} is not a goods card ({card_ids[0]} ... {card_ids[-1]})"))
        given.add(card["id"])
        for j, entry in enumerate(card["goods"]):
            (good, count), = entry.items()
            if good not in goods_axis:
                out.append(("cards.yaml", ("cards", i, "goods", j), f"{good!r} is not one of the goods ({', '.join(goods_axis)})"))
            totals[good] = totals.get(good, 0) + count
    absent = [c for c in card_ids if c not in given]
    if absent:
        out.append(("cards.yaml", ("cards",), f"no goods given for {', '.join(absent)}"))
    for i, entry in enumerate(listing):
        total = entry.get("total")
        if total is not None and total != totals.get(entry["id"], 0):
            out.append(("list.yaml", ("goods", i, "total"), f"the cards hold {totals.get(entry['id'], 0)} {entry['id']}, the list card says {total}"))
    deck = len(card_ids)
    for i, row in enumerate(files["game.yaml"]["setups"]):
        players, deal, first, later = row["players"], row["deal"], row.get("first"), row["later"]
        left = deck - deal * players
        if left < 0:
            out.append(("game.yaml", ("setups", i, "deal"), f"{players} hands of {deal} need more than the {deck} cards"))
        elif row["leftover"] == "none" and left:
            out.append(("game.yaml", ("setups", i, "leftover"), f"{left} cards are left over; say where they go (box or lot)"))
        elif row["leftover"] == "lot" and (not first or sum(first) > left):
            out.append(("game.yaml", ("setups", i, "first"), f"the centre lot of {left} cards needs a first-round distribution taking at most {left}"))
        if len(later) > players or sum(later) > players:
            out.append(("game.yaml", ("setups", i, "later"), f"the lot holds one card per player ({players}); this takes {sum(later)}"))
        if row["final_hand"] >= deal:
            out.append(("game.yaml", ("setups", i, "final_hand"), "the game would end before the first card choice"))
    return out


register_check("turin", check_box)
