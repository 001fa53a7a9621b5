"""Turin Market's rules data as the referee uses it: plain tuples, read once.

The YAML is validated by ``rulesdata/schema_turin.py`` (file by file, then
the checks that need several files at once), so this only rearranges it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...rulesdata import Rules

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


def _build(rules: Rules) -> TurinData:
    """The referee's tables from rules already checked by ``schema_turin.check_box``."""
    comps = rules.components
    names = {v.id: dict(v.names) for v in comps["goods_chip"].variants}
    listing: dict[str, Any] = rules.file("list.yaml")
    goods = tuple(g["id"] for g in listing["goods"])
    index = {g: i for i, g in enumerate(goods)}
    cards: dict[str, tuple[tuple[int, int], ...]] = {}
    for card in rules.file("cards.yaml")["cards"]:
        cards[card["id"]] = tuple((index[good], count) for entry in card["goods"] for good, count in entry.items())
    cards = {v.id: cards[v.id] for v in comps["goods_card"].variants}  # in box order
    game = rules.file("game.yaml")
    setups = {
        row["players"]: Setup(
            row["players"], row["deal"], row["leftover"], row["final_hand"], tuple(row["first"]) if row.get("first") else None, tuple(row["later"])
        )
        for row in game["setups"]
    }
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
        card_kinds={c: f"goods_card.{c}" for c in cards},
    )
