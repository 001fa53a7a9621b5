"""Turin Market's rules data as the referee uses it: plain tuples, read once.

The YAML is validated file by file by ``rulesdata/schema_turin.py``; the
checks here need several files at once (the goods on the cards are the nine
goods of the chips, the deal fits the deck, the list card's totals match the
cards) and raise :class:`RulesDataError` naming the file and key.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...rulesdata import Rules, RulesDataError, RulesError

SIDES = ("classic", "new")


@dataclass(frozen=True)
class Setup:
    """Deal and distribution for one player count (``game.yaml`` setups)."""

    players: int
    deal: int
    leftover: str  # box | lot | none
    final_hand: int
    first: tuple[int, ...] | None  # None: round 1 is like the others (card choice)
    later: tuple[int, ...]

    def slots(self, first_round: bool) -> tuple[int, ...]:
        """Cards taken by the 1st, 2nd, ... bidder, padded with zeros to one per seat."""
        row = self.first if first_round and self.first is not None else self.later
        return tuple(row) + (0,) * (self.players - len(row))

    @property
    def choose_in_round_one(self) -> bool:
        return self.first is None


@dataclass(frozen=True)
class TurinData:
    """Everything numeric the referee needs, by index where speed matters."""

    goods: tuple[str, ...]  # in list-card order (the scoring order)
    good_names: dict[str, dict[str, str]]
    cards: dict[str, tuple[tuple[int, int], ...]]  # card id -> ((good index, count), ...)
    bonus: dict[str, tuple[int, ...]]  # side -> bonus per good index
    side_names: dict[str, dict[str, str]]
    setups: dict[int, Setup]
    start_money: int
    loan_amount: int
    loan_repay: int
    loan_marker: int
    card_kinds: dict[str, str]  # card id (c01) -> kind id (goods_card.c01)

    def card_goods(self, card: str) -> dict[str, int]:
        """A card's goods by name, e.g. ``{"grapes": 3, "coffee": 2, "rice": 1}``."""
        return {self.goods[g]: n for g, n in self.cards[card]}


_CACHE: dict[str, TurinData] = {}


def turin_data(rules: Rules) -> TurinData:
    """The referee's view of ``rules`` (cached by the rules' fingerprint)."""
    data = _CACHE.get(rules.fingerprint)
    if data is None:
        data = _CACHE[rules.fingerprint] = _build(rules)
    return data


def _err(file: str, path: str, message: str) -> RulesError:
    return RulesError(f"rules/turin/{file}", None, path, message)


def _build(rules: Rules) -> TurinData:
    errors: list[RulesError] = []
    comps = rules.components
    chip_goods = [v.id for v in comps["goods_chip"].variants]
    names = {v.id: dict(v.names) for v in comps["goods_chip"].variants}
    card_ids = [v.id for v in comps["goods_card"].variants]

    listing: dict[str, Any] = rules.file("list.yaml")
    goods = tuple(g["id"] for g in listing["goods"])
    for i, good in enumerate(goods):
        if good not in chip_goods:
            errors.append(_err("list.yaml", f"goods[{i}].id", f"{good!r} is not one of the goods ({', '.join(chip_goods)})"))
    missing = [g for g in chip_goods if g not in goods]
    if missing:
        errors.append(_err("list.yaml", "goods", f"the list card must name every good; missing: {', '.join(missing)}"))
    index = {g: i for i, g in enumerate(goods)}

    cards: dict[str, tuple[tuple[int, int], ...]] = {}
    for i, card in enumerate(rules.file("cards.yaml")["cards"]):
        if card["id"] not in card_ids:
            errors.append(_err("cards.yaml", f"cards[{i}].id", f"{card['id']!r} is not a goods card (c01 ... c18)"))
            continue
        row = []
        for j, entry in enumerate(card["goods"]):
            (good, count), = entry.items()
            if good not in index:
                errors.append(_err("cards.yaml", f"cards[{i}].goods[{j}]", f"{good!r} is not one of the goods ({', '.join(goods)})"))
                continue
            row.append((index[good], count))
        cards[card["id"]] = tuple(row)
    absent = [c for c in card_ids if c not in cards]
    if absent:
        errors.append(_err("cards.yaml", "cards", f"no goods given for {', '.join(absent)}"))

    totals = [0] * len(goods)
    for row in cards.values():
        for g, n in row:
            totals[g] += n
    for i, entry in enumerate(listing["goods"]):
        total = entry.get("total")
        if total is not None and entry["id"] in index and total != totals[index[entry["id"]]]:
            errors.append(_err("list.yaml", f"goods[{i}].total", f"the cards hold {totals[index[entry['id']]]} {entry['id']}, the list card says {total}"))

    game = rules.file("game.yaml")
    setups: dict[int, Setup] = {}
    for i, row in enumerate(game["setups"]):
        s = Setup(row["players"], row["deal"], row["leftover"], row["final_hand"], tuple(row["first"]) if row.get("first") else None, tuple(row["later"]))
        left = len(card_ids) - s.deal * s.players
        where = f"setups[{i}]"
        if left < 0:
            errors.append(_err("game.yaml", f"{where}.deal", f"{s.players} hands of {s.deal} need more than the {len(card_ids)} cards"))
        elif s.leftover == "none" and left:
            errors.append(_err("game.yaml", f"{where}.leftover", f"{left} cards are left over; say where they go (box or lot)"))
        elif s.leftover == "lot" and (s.first is None or sum(s.first) > left):
            errors.append(_err("game.yaml", f"{where}.first", f"the centre lot of {left} cards needs a first-round distribution taking at most {left}"))
        if len(s.later) > s.players or sum(s.later) > s.players:
            errors.append(_err("game.yaml", f"{where}.later", f"the lot holds one card per player ({s.players}); the distribution takes {sum(s.later)}"))
        if s.final_hand >= s.deal:
            errors.append(_err("game.yaml", f"{where}.final_hand", "the game would end before the first card choice"))
        setups[s.players] = s
    if errors:
        raise RulesDataError(errors)
    return TurinData(
        goods=goods,
        good_names={g: names[g] for g in goods},
        cards=cards,
        bonus={side: tuple(int(e[side]) for e in listing["goods"]) for side in SIDES},
        side_names={side: dict(listing["sides"][side]["names"]) for side in SIDES},
        setups=setups,
        start_money=game["start_money"],
        loan_amount=game["loan"]["amount"],
        loan_repay=game["loan"]["repay"],
        loan_marker=game["loan"]["marker"],
        card_kinds={c: f"goods_card.{c}" for c in card_ids},
    )
