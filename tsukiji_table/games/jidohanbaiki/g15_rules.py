"""G15 Drink Hot-Potato as pure functions: deals, what each giver owes, the fine, the winners.

Drinks and stock cards are the small integers of :mod:`.common` (a drink
``colour * 6 + shape``; a card its colour 0-5 or ``6 +`` its shape).  The
referee (:mod:`.g15`), the bots and the tests share these.
"""

from __future__ import annotations

from collections.abc import Sequence

from .common import card_matches


def deal_order(start: int, players: int) -> list[int]:
    """Seats clockwise from the start player (who is dealt the fewest drinks)."""
    return [(start + k) % players for k in range(players)]


def owed(quota: int, held: int, sealed: int) -> int:
    """Drinks a giver still has to choose: its quota (1, or 2 at three players), as far as its drinks go (decision g15-a44)."""
    return max(0, min(quota, held) - sealed)


def matching(card: int, drinks: Sequence[int]) -> int:
    """How many of ``drinks`` the stock card names (by colour or by shape)."""
    return sum(1 for d in drinks if card_matches(card, d))


def fine(card: int, drinks: Sequence[int], per_drink: int, money: int) -> int:
    """What the active player pays: ``per_drink`` for each matching drink, as far as the money goes."""
    return min(money, per_drink * matching(card, drinks))


def first_player(drinks_held: Sequence[int]) -> int:
    """The player with the fewest drinks goes first (the lowest seat of a tie)."""
    return min(range(len(drinks_held)), key=lambda s: (drinks_held[s], s))


def winners(money: Sequence[int], drinks: Sequence[int]) -> list[int]:
    """Most coins wins; a tie goes to the fewer drinks; still tied, they share the win."""
    best = max(zip(money, (-d for d in drinks)))
    return [s for s in range(len(money)) if (money[s], -drinks[s]) == best]


def cards_of(drink: int) -> tuple[int, int]:
    """The two stock cards that name a drink: its colour card and its shape card."""
    return drink // 6, 6 + drink % 6
