"""G03 Genmaicha as pure functions over small integers: recipes, ingredients, brewing plans.

The recipe map is nine stock cards in a 3 x 3 grid (cell ``row * 3 + col``,
row 0 at the top); each row and each column is a recipe of three cards
(lines ``r0`` .. ``r2``, ``c0`` .. ``c2``).  A drink (``colour * 6 +
shape``, :mod:`.common`) offers two ingredients, its colour and its shape;
an ingredient is ``drink * 2 + attr`` (attr 0 colour, 1 shape) and each may
be spent once in a player's brewing (decision ``g03-a12-ingredients``).  A
card takes the ingredient it names: a colour card a drink's colour, a shape
card its shape.

The referee (:mod:`.g03`), its actions, the bots and the tests share these
functions; the rule of each action is written once, here or in its check.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import product
from typing import Protocol

from ...text import Message, msg
from .common import card_matches

LINES = ("r0", "r1", "r2", "c0", "c1", "c2")
COLOUR, SHAPE = 0, 1
ATTRS = ("colour", "shape")


def cells(line: str) -> tuple[int, int, int]:
    """The grid cells of a recipe line, top to bottom or left to right."""
    k = int(line[1])
    if line[0] == "r":
        return (k * 3, k * 3 + 1, k * 3 + 2)
    return (k, 3 + k, 6 + k)


LINE_CELLS = {line: cells(line) for line in LINES}


def is_row(line: str) -> bool:
    return line[0] == "r"


def attr_of(card: int) -> int:
    """Which ingredient a card takes: a drink's colour (colour cards) or its shape."""
    return COLOUR if card < 6 else SHAPE


def ingredient(drink: int, attr: int) -> int:
    return drink * 2 + attr


def card_of(drink: int, attr: int) -> int:
    """The stock card an ingredient matches (its colour card or its shape card)."""
    return drink // 6 if attr == COLOUR else 6 + drink % 6


def supplies(drink: int, card: int) -> bool:
    return card_matches(card, drink)


def suppliers(card: int, hand: Sequence[int], used: frozenset[int] | set[int]) -> list[int]:
    """The drinks of ``hand`` whose ingredient for ``card`` is still unspent."""
    attr = attr_of(card)
    return [d for d in hand if card_matches(card, d) and d * 2 + attr not in used]


def assignments(cards: Sequence[int], hand: Sequence[int], used: frozenset[int] | set[int]) -> Iterator[tuple[int, ...]]:
    """Every way to give each card one unspent ingredient (one drink per card, in card order).

    The cards of a line are different cards, so one drink can serve two of
    them only through its two different ingredients: every combination the
    product yields spends each ingredient at most once.
    """
    return product(*(suppliers(card, hand, used) for card in cards))


class Namer(Protocol):
    """Names of drinks and cards in both languages, for the refusals."""

    def drink(self, code: int) -> dict[str, str]: ...

    def card(self, code: int) -> dict[str, str]: ...


def why_not_supplied(names: Namer, cards: Sequence[int], drinks: Sequence[int], hand: Sequence[int], used: frozenset[int] | set[int]) -> Message | None:
    """Why ``drinks`` (one per card) cannot supply ``cards`` from ``hand`` now (None: they can)."""
    if len(drinks) != len(cards):
        return msg("jido.g03.why.count", n=len(cards), got=len(drinks))
    spent = set(used)
    for card, drink in zip(cards, drinks):
        if drink not in hand:
            return msg("jido.g03.why.not_held", drink=names.drink(drink))
        if not card_matches(card, drink):
            return msg("jido.g03.why.no_match", drink=names.drink(drink), card=names.card(card))
        ing = ingredient(drink, attr_of(card))
        if ing in spent:
            return msg("jido.g03.why.spent", drink=names.drink(drink), what=msg(f"jido.g03.attr.{ATTRS[attr_of(card)]}"))
        spent.add(ing)
    return None


def decreased(value: int, step: int) -> int:
    """A line's money after a brew: ``step`` less, never below 0."""
    return max(0, value - step)


def spent_drinks(used: Sequence[int]) -> list[int]:
    """The drinks with at least one ingredient spent (they go back into the bag)."""
    return sorted({i // 2 for i in used})


# ------------------------------------------------------------------ plans


def plan(grid: Sequence[int], values: dict[str, int], hand: Sequence[int], used: frozenset[int], step: int) -> tuple[int, list[tuple[str, tuple[int, ...]]]]:
    """A greedy brewing plan: the best-paying line that can be made, again and again.

    Returns the money it earns and the brews (line, drinks).  Among ways to
    make a line it prefers drinks already opened (one ingredient spent), so
    whole drinks stay for later lines.  Used by the bots to value a hand and
    to choose; not a rule.
    """
    spent = set(used)
    values = dict(values)
    total = 0
    brews: list[tuple[str, tuple[int, ...]]] = []
    while True:
        best: tuple[int, str, tuple[int, ...]] | None = None
        for line in LINES:
            cards = [grid[c] for c in LINE_CELLS[line]]
            choice = cheapest(cards, hand, spent)
            if choice is not None and (best is None or values[line] > best[0]):
                best = (values[line], line, choice)
        if best is None:
            return total, brews
        value, line, choice = best
        total += value
        brews.append((line, choice))
        for card, drink in zip((grid[c] for c in LINE_CELLS[line]), choice):
            spent.add(ingredient(drink, attr_of(card)))
        values[line] = decreased(value, step)


def cheapest(cards: Sequence[int], hand: Sequence[int], spent: set[int]) -> tuple[int, ...] | None:
    """The way to supply ``cards`` that opens the fewest new drinks (None: there is none)."""
    best: tuple[int, tuple[int, ...]] | None = None
    for choice in assignments(cards, hand, spent):
        opened = {d for d in choice if d * 2 not in spent and d * 2 + 1 not in spent}
        cost = len(opened)
        if best is None or cost < best[0]:
            best = (cost, choice)
            if cost == 0:
                break
    return best[1] if best else None


def winners(money: Sequence[int], drinks: Sequence[int]) -> list[int]:
    """Most money wins; a tie goes to the most drinks; still tied, they share the win (high five)."""
    top = max(zip(money, drinks))
    return [s for s in range(len(money)) if (money[s], drinks[s]) == top]
