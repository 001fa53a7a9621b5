"""Schemas of Turin Market's own rules files: ``cards.yaml``, ``list.yaml``, ``game.yaml``, ``layout.yaml``.

:func:`check_box` does what needs several files at once: every good on a
card and on the list card is one of the nine goods of the chips, every goods
card has its goods, a list card total matches the cards, and the deal and
the distributions fit the deck.
"""

from __future__ import annotations

from typing import Any

from .loader import register_check, register_file
from .schema import Bool, Checker, Enum, FileSchema, Id, Int, List, Map, Names, Num, OneOf, Opt, Schema


class GoodCount(Schema):
    """One good and its count on a card, written ``{grapes: 3}``."""

    def check(self, value: Any, path: tuple, ck: Checker) -> Any:
        if not isinstance(value, dict) or len(value) != 1:
            ck.error(path, "expected one good and its count, like {grapes: 3}")
            return value
        ((good, count),) = value.items()
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


STEPS = ("choose", "bid", "rebid", "goose", "pick", "sell")


def _check_place(zone: dict[str, Any], path: tuple, ck: Checker) -> None:
    if not zone.get("hidden") and zone.get("rect") is None:
        ck.error(path, "a zone on the table needs a rect [x, y, w, h] (or hidden: true)")


PLACE = Map(
    {
        "rect": Opt(List(Num(0), length=4)),
        "inset": Opt(List(Num(0), length=4)),
        "arrange": Opt(Enum("pile", "row", "fan", "grid", "free", "purse")),
        "show": Opt(OneOf(Enum("always", "occupied", "tied"), List(Enum(*STEPS), min_len=1), what="always, occupied, tied or a list of steps"), "always"),
        "hidden": Opt(Bool(), False),
        "per_card": Opt(Num(1)),
    },
    check=_check_place,
)
SEAT_ZONES = ("hand", "choice", "rebid", "debt", "money", "bid", "loan", "won", "chips", "goose")
MARKET_ZONES = ("lot", "lists", "loans", "chips", "bank", "goose", "deck", "pot", "box")


def _check_panel(panel: dict[str, Any], path: tuple, ck: Checker) -> None:
    w, h = panel["size"]
    for name, zone in panel["zones"].items():
        rect = zone.get("rect")
        if rect and not zone.get("hidden") and (rect[0] + rect[2] > w + 0.01 or rect[1] + rect[3] > h + 0.01):
            ck.error(path + ("zones", name, "rect"), f"reaches beyond the panel's size {w} x {h}")


def _panel(names: tuple[str, ...]) -> Map:
    return Map({"size": List(Num(1), length=2), "zones": Map({n: PLACE for n in names})}, check=_check_panel)


def _check_tables(row: dict[str, Any], path: tuple, ck: Checker) -> None:
    if len(row["seats"]) != row["players"]:
        ck.error(path + ("seats",), f"{row['players']} players need {row['players']} seat places, got {len(row['seats'])}")
    places = [tuple(p) for p in row["seats"]] + [tuple(row["market"])]
    for i, a in enumerate(places):
        for b in places[:i]:
            if abs(a[0] - b[0]) < 1 and abs(a[1] - b[1]) < 1:
                ck.error(path, f"two panels overlap at {list(a)} and {list(b)}")
                return


register_file(
    "turin",
    "layout.yaml",
    FileSchema(
        Map(
            {
                "gap": Num(0),
                "seat": _panel(SEAT_ZONES),
                "market": _panel(MARKET_ZONES),
                "sale": PLACE,
                "tables": List(
                    Map({"players": Int(2, 5), "seats": List(List(Num(0), length=2), min_len=2), "market": List(Num(0), length=2)}, check=_check_tables),
                    min_len=1,
                    unique="players",
                ),
            }
        ),
        "where the zones lie on screen: a seat's panel, the market, and where the panels go per player count",
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
            ((good, count),) = entry.items()
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
    tables = {row["players"] for row in files["layout.yaml"]["tables"]} if "layout.yaml" in files else None
    for row in files["game.yaml"]["setups"]:
        if tables is not None and row["players"] not in tables:
            out.append(("layout.yaml", ("tables",), f"no table for {row['players']} players (game.yaml sets them up)"))
    return out


register_check("turin", check_box)
