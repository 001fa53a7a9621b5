"""G05 Chocolate Milk: the pure rules (the plot grid, the sale price, a crate's score, the dice replacement, the end).

Drinks are ``COLOUR:SHAPE``; the stock cards' money is a mapping from a
colour or a shape to yen.  Nothing here touches a table.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

Cell = tuple[int, int]
CENTRE: Cell = (1, 1)


def cells() -> list[Cell]:
    return [(c, r) for r in range(3) for c in range(3)]


def neighbours(cell: Cell) -> list[Cell]:
    """The plots one step away, orthogonally or diagonally (縦、横、または斜め方向に1マス)."""
    c, r = cell
    return [(c + dc, r + dr) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dc or dr) and 0 <= c + dc < 3 and 0 <= r + dr < 3]


def parts(drink: str) -> tuple[str, str]:
    colour, _, shape = drink.partition(":")
    return colour, shape


def sale(drinks: Iterable[str], cards: Mapping[str, int]) -> tuple[int, list[str]]:
    """What selling ``drinks`` pays and the cards that are then emptied (decision g05-a19-sale).

    Each drink pays its colour card plus its shape card, all at the prices
    before the sale; then every card a sold drink matches goes back to nothing.
    """
    total, emptied = 0, []
    for d in drinks:
        colour, shape = parts(d)
        total += int(cards.get(colour, 0)) + int(cards.get(shape, 0))
        emptied += [colour, shape]
    return total, list(dict.fromkeys(emptied))


def best_set(drinks: Sequence[str]) -> tuple[str | None, int]:
    """The attribute (a colour or a shape) most drinks of a crate share, and how many."""
    counts: dict[str, int] = {}
    for d in drinks:
        for a in parts(d):
            counts[a] = counts.get(a, 0) + 1
    if not counts:
        return None, 0
    attr = max(sorted(counts), key=lambda a: counts[a])
    return attr, counts[attr]


def crate_score(drinks: Sequence[str], unit: int) -> int:
    """n squared times ``unit`` for the attribute the player chooses (the best, 5 mint drinks: 5 x 5 = 2,500)."""
    return best_set(drinks)[1] ** 2 * unit


def replacement(colour_roll: int, shape_roll: int, colours: Sequence[str], shapes: Sequence[str], supply: set[str]) -> str | None:
    """The drink the dice give (stock-card positions from the left, 1-6); a missing one moves to the next card right.

    The example: rolls 3 and 6 give the black short can; without it, the black
    longest bottle (the next shape card, wrapping round: A21).  When every
    shape of that colour is gone the next colour is tried.
    """
    for dc in range(len(colours)):
        colour = colours[(colour_roll - 1 + dc) % len(colours)]
        for ds in range(len(shapes)):
            drink = f"{colour}:{shapes[(shape_roll - 1 + ds) % len(shapes)]}"
            if drink in supply:
                return drink
    return None


def ends(crates: Iterable[Sequence[str]], money: Iterable[int], set_of: int, win_money: int) -> bool:
    """Six drinks of one colour or one shape in a crate, or anyone with 2,000 or more."""
    return any(best_set(c)[1] >= set_of for c in crates) or any(m >= win_money for m in money)
