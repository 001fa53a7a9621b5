"""G12 Colour vs Shape: the rules that need no table (the split of the drinks, crate ownership, the score).

The colour player's cards are colours, the shape player's shapes; a drink
``COLOUR:SHAPE`` is of a card's kind when its colour (or shape) is the card.
Side 0 is the colour side, side 1 the shape side; column ``k`` is the crate
worth ``values[k]`` with one card of each side in front of it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

SIDES = ("colour", "shape")


def kind_of(drink: str, side: int) -> str:
    """The half of a drink a side's cards read: its colour (side 0) or its shape (side 1)."""
    colour, _, shape = drink.partition(":")
    return colour if side == 0 else shape


def split(colours: Sequence[str], shapes: Sequence[str], per_kind: int = 3) -> tuple[list[str], list[str]]:
    """The 36 drinks dealt in a Latin-square pattern (decision g12-a39-split): drink (c, s) goes to the
    colour player when ``(s - c) mod 6 < per_kind``, so each side holds ``per_kind`` of each of its kinds."""
    n = len(colours)
    colour_side = [f"{colours[c]}:{shapes[s]}" for c in range(n) for s in range(n) if (s - c) % n < per_kind]
    shape_side = [f"{colours[c]}:{shapes[s]}" for c in range(n) for s in range(n) if (s - c) % n >= per_kind]
    return colour_side, shape_side


def points(cards: Sequence[str], placed: Sequence[Sequence[str]], side: int, values: Sequence[int]) -> list[int]:
    """Per column, what a side's card scores: the drinks of its kind on it x the crate's value (「2本×3点 = 6点」, in yen)."""
    return [sum(1 for d in placed[k] if kind_of(d, side) == cards[k]) * values[k] for k in range(len(cards))]


def crate_owner(counts: tuple[int, int]) -> int | None:
    """Who placed more drinks in front of a crate; nobody on a tie (「同点の場合には…すべて捨てます」)."""
    a, b = counts
    return 0 if a > b else 1 if b > a else None


@dataclass(frozen=True)
class Payout:
    """One stock card's money: its value, paid to whoever holds most drinks of its kind (None: a tie)."""

    side: int  # the card's side
    column: int
    card: str
    value: int
    held: tuple[int, int]  # drinks of its kind in each player's crates
    to: int | None


def holds(crates: Sequence[Sequence[str]], kind: str) -> int:
    return sum(1 for crate in crates for d in crate if kind in d.split(":"))


def payouts(cards: tuple[Sequence[str], Sequence[str]], values: Sequence[int], won: tuple[Sequence[Sequence[str]], Sequence[Sequence[str]]]) -> list[Payout]:
    """All twelve cards: each pays its value to the player with more drinks of its kind in their crates (decision g12-a39-majority)."""
    out = []
    for side in (0, 1):
        for k, card in enumerate(cards[side]):
            held = (holds(won[0], card), holds(won[1], card))
            out.append(Payout(side, k, card, values[k], held, crate_owner(held)))
    return out


@dataclass
class Score:
    """A player's end: the 500 coins left, card points (yen), card payouts, and the total."""

    coins: int = 0
    points: list[int] = field(default_factory=list)
    paid: int = 0

    @property
    def total(self) -> int:
        return self.coins + sum(self.points) + self.paid


def best_keep(
    drinks: Sequence[str],
    holds_n: int,
    owner: int,
    others: tuple[Sequence[Sequence[str]], Sequence[Sequence[str]]],
    cards: tuple[Sequence[str], Sequence[str]],
    values: Sequence[int],
) -> str:
    """The drink whose discard costs ``owner`` least in card payouts (the bots' choice and a fair default)."""

    def worth(keep: list[str]) -> int:
        won = (list(others[0]) + ([keep] if owner == 0 else []), list(others[1]) + ([keep] if owner == 1 else []))
        return sum(p.value for p in payouts(cards, values, won) if p.to == owner) - sum(p.value for p in payouts(cards, values, won) if p.to == 1 - owner)

    assert len(drinks) > holds_n
    return max(drinks, key=lambda d: (worth([x for x in drinks if x != d]), d))


__all__ = ["SIDES", "kind_of", "split", "points", "crate_owner", "Payout", "payouts", "holds", "Score", "best_keep"]
