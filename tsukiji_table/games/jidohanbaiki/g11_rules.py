"""G11 Vending Machine Poker: the rules that need no table (hands, payments, the pot, turn order).

Drinks are ``(colour, rank)`` pairs here: the colour is a suit and the rank
is the shape's place in length order, 1 (stubby can) to 6 (longest bottle),
「ずんぐりした缶」は最も価値が低く、「最も長い」ボトルが最も価値が高い.  Every
drink exists once, so five of a kind (five shapes alike, in five colours) is
possible and beats everything (「5本揃い」が最高の手札です).  The rest is
standard poker (decision g11-a37-ranking).  The referee, the bots and the
tests share these functions.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

# Hands, best first: the order of g11.yaml ``hands`` (the referee checks they agree).
HANDS = (
    "five_of_a_kind",
    "straight_flush",
    "four_of_a_kind",
    "full_house",
    "flush",
    "straight",
    "three_of_a_kind",
    "two_pair",
    "one_pair",
    "high_card",
)
_STRENGTH = {name: len(HANDS) - 1 - i for i, name in enumerate(HANDS)}

Card = tuple[int, int]  # (colour index, rank 1..6)


@dataclass(frozen=True, order=True)
class HandValue:
    """A hand's strength: compare two with ``<``; ``name`` is one of :data:`HANDS`."""

    strength: int
    ranks: tuple[int, ...]  # the tie-break: ranks by (count, rank), highest first; missing drinks count 0

    @property
    def name(self) -> str:
        return HANDS[len(HANDS) - 1 - self.strength]


def evaluate(cards: Sequence[Card]) -> HandValue:
    """The value of up to five drinks (fewer than five make no straight, flush or full house)."""
    counts = Counter(rank for _, rank in cards)
    by = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    shape = [n for _, n in by]
    ranks = tuple(r for r, n in by for _ in range(n)) + (0,) * (5 - len(cards))
    five = len(cards) == 5
    flush = five and len({c for c, _ in cards}) == 1
    distinct = sorted(counts)
    straight = five and len(distinct) == 5 and distinct[-1] - distinct[0] == 4
    if shape and shape[0] == 5:
        name = "five_of_a_kind"
    elif straight and flush:
        name = "straight_flush"
    elif shape and shape[0] == 4:
        name = "four_of_a_kind"
    elif shape[:2] == [3, 2]:
        name = "full_house"
    elif flush:
        name = "flush"
    elif straight:
        name = "straight"
    elif shape and shape[0] == 3:
        name = "three_of_a_kind"
    elif shape[:2] == [2, 2]:
        name = "two_pair"
    elif shape and shape[0] == 2:
        name = "one_pair"
    else:
        name = "high_card"
    return HandValue(_STRENGTH[name], ranks)


def best_hand(cards: Sequence[Card], size: int = 5) -> tuple[HandValue, tuple[Card, ...]]:
    """The best hand of ``size`` drinks a crate can show, and the drinks shown.

    With more drinks than ``size`` the player picks any ``size`` of them
    (いずれかのドリンク5本); among equal picks the one that leaves the
    highest-ranked drink out is shown, so the winner keeps the best spare.
    """
    cards = sorted(cards)
    if len(cards) <= size:
        return evaluate(cards), tuple(cards)
    best: tuple[HandValue, tuple[int, ...], tuple[Card, ...]] | None = None
    for pick in combinations(cards, size):
        left = sorted((r for c, r in cards if (c, r) not in pick), reverse=True)
        key = (evaluate(pick), tuple(left))
        if best is None or key > best[:2]:
            best = (key[0], key[1], pick)
    assert best is not None
    return best[0], best[2]


def showdown(hands: Mapping[int, Sequence[Card]], size: int = 5) -> tuple[list[int], dict[int, tuple[HandValue, tuple[Card, ...]]]]:
    """The seats with the best hand (several on a tie) and every seat's best hand."""
    shown = {seat: best_hand(cards, size) for seat, cards in hands.items()}
    top = max(v for v, _ in shown.values())
    return sorted(s for s, (v, _) in shown.items() if v == top), shown


def split_pot(pot: int, winners: int, unit: int = 100) -> tuple[int, int]:
    """(each winner's share, what stays for the next round): as even as coins of ``unit`` allow."""
    share = pot // winners // unit * unit
    return share, pot - share * winners


def coins_to_pay(purse: dict[int, int], price: int) -> dict[int, int] | None:
    """The coins that pay ``price`` with the least overpayment (the pot gives no change), then the fewest coins.

    None if the purse holds less than ``price``.
    """
    denoms = sorted(d for d, n in purse.items() if n > 0)
    if sum(d * n for d, n in purse.items()) < price:
        return None
    best: tuple[int, int, dict[int, int]] | None = None

    def walk(i: int, total: int, used: dict[int, int], count: int) -> None:
        nonlocal best
        if total >= price:
            key = (total - price, count)
            if best is None or key < best[:2]:
                best = (key[0], key[1], dict(used))
            return
        if i == len(denoms):
            return
        d = denoms[-1 - i]  # the big coins first: the search meets small overpayments early
        for k in range(min(purse[d], -(-(price - total) // d)) + 1):
            if k:
                used[d] = k
            walk(i + 1, total + k * d, used, count + k)
        used.pop(d, None)

    walk(0, 0, {}, 0)
    assert best is not None
    return best[2]


def next_seat(after: int, players: int, active: Iterable[int]) -> int | None:
    """The next seat clockwise (to the left) after ``after`` that is still in the game."""
    still = set(active)
    for k in range(1, players + 1):
        seat = (after + k) % players
        if seat in still:
            return seat
    return None


def price_of(prices: dict[str, int], shape: str) -> int:
    return int(prices[shape])


def can_buy(money: int, empty_spots: int, cheapest: int | None) -> bool:
    """Whether a player can buy: an empty spot, a drink in the supply, and the money for it."""
    return empty_spots > 0 and cheapest is not None and money >= cheapest


__all__ = ["HANDS", "HandValue", "evaluate", "best_hand", "showdown", "split_pot", "coins_to_pay", "next_seat", "can_buy", "price_of"]
