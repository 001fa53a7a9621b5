"""G25 Shopping Centre: the pure rules (the map walk, the payouts at the exit, the tuna price, the end).

Shared by the referee (:mod:`.g25`), the bots and the tests; nothing here
touches a table.  The map is the data of ``rules/jidohanbaiki/g25.yaml``
(circles, lines, cards and the circles each card faces): a move is a walk
of 1-3 lines, a U-turn allowed, never ending where it began; the exit is a
circle a walk may end on but not pass through (leaving ends the turn).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

FISH = ("salmon", "crab", "tuna")


@dataclass(frozen=True)
class ShopMap:
    """The blue circles, the lines between them, which cards face which circle."""

    circles: dict[str, tuple[int, int]]
    links: dict[str, frozenset[str]]
    faces: dict[str, tuple[str, ...]]  # circle -> the cards in front of an architect standing there
    exit: str
    machine: frozenset[str]

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> ShopMap:
        m = data["map"]
        links: dict[str, set[str]] = {c: set() for c in m["circles"]}
        for a, b in m["lines"]:
            links[a].add(b)
            links[b].add(a)
        faces: dict[str, list[str]] = {c: [] for c in m["circles"]}
        for card, spec in m["cards"].items():
            for c in spec["faces"]:
                faces[c].append(card)
        return cls(
            circles={c: (int(p[0]), int(p[1])) for c, p in m["circles"].items()},
            links={c: frozenset(v) for c, v in links.items()},
            faces={c: tuple(v) for c, v in faces.items()},
            exit=str(m["exit"]),
            machine=frozenset(m["machine_circles"]),
        )

    def reachable(self, start: str, lo: int = 1, hi: int = 3) -> set[str]:
        """Where a walk of ``lo``..``hi`` lines from ``start`` may end (never ``start``; the exit ends a walk)."""
        ends: set[str] = set()
        here = {start}
        for step in range(1, hi + 1):
            nxt: set[str] = set()
            for c in here:
                if c == self.exit and step > 1:
                    continue  # a walk that reached the exit has left the shop
                nxt |= self.links[c]
            if step >= lo:
                ends |= nxt
            here = nxt
        ends.discard(start)
        return ends

    def distances(self, goal: str) -> dict[str, int]:
        """Lines from every circle to ``goal`` (the bots' compass)."""
        dist = {goal: 0}
        todo = [goal]
        while todo:
            nxt = []
            for c in todo:
                for n in self.links[c]:
                    if n not in dist:
                        dist[n] = dist[c] + 1
                        nxt.append(n)
            todo = nxt
        return dist


@dataclass(frozen=True)
class Item:
    """One bought item in a cart: ``what`` is a laundry item (``shirt``), ``drink``, ``salmon``, ``crab`` or ``tuna``."""

    piece: str
    what: str
    colour: str | None = None  # a drink's
    number: int = 0  # a crab's or a tuna's printed number


@dataclass(frozen=True)
class Line:
    item: Item
    category: str | None  # the price card it is paid from (a colour for a drink), None for fish, newspapers, detergent
    paid: int
    doubled: bool = False


@dataclass(frozen=True)
class Payout:
    lines: tuple[Line, ...]
    falls: tuple[str, ...]  # the categories whose price falls (once each, whatever the number bought)
    fresh: bool  # the salmon paid fresh ("f" side up)
    unpaid_drinks: tuple[str, ...] = field(default=())  # drinks that earned nothing: to the machine's crate

    @property
    def total(self) -> int:
        return sum(line.paid for line in self.lines)


def category_of(data: Mapping[str, Any], item: Item) -> str | None:
    if item.what == "drink":
        return item.colour
    for cat, spec in data["categories"].items():
        if item.what in spec["items"]:
            return str(cat)
    return None


def is_clothing(data: Mapping[str, Any], what: str) -> bool:
    spec = data["stand_ins"].get(what)
    return bool(spec and spec.get("clothing"))


def payout(data: Mapping[str, Any], items: Iterable[Item], prices: Mapping[str, int], salmon_left_before: bool) -> Payout:
    """What leaving the shop with ``items`` pays at ``prices`` (the money on each card now).

    Salmon pays fresh when nobody (you included) has yet left with salmon
    (decision g25-salmon-first).  Each detergent doubles one clothing item,
    the dearest first, at most one per item.  Crab and tuna pay their printed
    number times ``fish_value``; newspapers and detergent pay nothing.
    """
    items = list(items)
    fresh = not salmon_left_before
    base: list[tuple[Item, str | None, int]] = []
    for it in items:
        cat = category_of(data, it)
        if it.what == "salmon":
            value = int(data["salmon"]["fresh" if fresh else "later"])
        elif it.what in ("crab", "tuna"):
            value = it.number * int(data["fish_value"])
        elif cat is not None:
            value = int(prices.get(cat, 0))
        else:
            value = 0
        base.append((it, cat, value))
    detergents = sum(1 for it in items if it.what == "detergent")
    clothing = sorted((k for k, (it, _, v) in enumerate(base) if is_clothing(data, it.what) and v > 0), key=lambda k: (-base[k][2], k))
    doubled = set(clothing[:detergents])
    lines = tuple(Line(it, cat, v * 2 if k in doubled else v, k in doubled) for k, (it, cat, v) in enumerate(base))
    falls = tuple(dict.fromkeys(cat for it, cat, _ in base if cat is not None))
    unpaid = tuple(line.item.piece for line in lines if line.item.what == "drink" and line.paid == 0)
    return Payout(lines, falls, fresh, unpaid)


def fallen_price(price: int, fall: int) -> int:
    """A category's price after one exit that bought it (never below nothing)."""
    return max(0, price - fall)


def tuna_price(data: Mapping[str, Any], bought: int) -> int:
    """Your next tuna's price when you have bought ``bought`` already (decision g25-tuna-price)."""
    return int(data["tuna"]["price"]) + bought * int(data["tuna"]["rise"])


def is_over(exits: list[int], need: int) -> bool:
    """All but one have left twice (or everyone has)."""
    return sum(1 for e in exits if e >= need) >= max(1, len(exits) - 1)


def next_seat(current: int, exits: list[int], need: int) -> int | None:
    """The next player clockwise still shopping."""
    n = len(exits)
    for k in range(1, n + 1):
        s = (current + k) % n
        if exits[s] < need:
            return s
    return None


def winners(money: list[int], newspapers: list[int]) -> list[int]:
    """Most money; a tie goes to most newspapers; still tied: shared."""
    best = max(money)
    tied = [s for s, m in enumerate(money) if m == best]
    most = max(newspapers[s] for s in tied)
    return [s for s in tied if newspapers[s] == most]
