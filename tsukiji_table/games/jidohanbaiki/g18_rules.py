"""G18 Two-Card Deduction as pure functions (seed lines 475-479).

One colour card and one shape card lie aside face down: the answer, one
exact drink.  The other ten are dealt five a player; each lays one face
down (out of play).  In turn a player names a drink from the supply and the
other says, honestly, whether they hold a card for it in hand: one naming
its colour or its shape (decision a47-either; the face-down card does not
count).  A yes puts the drink on the answerer's side of their face-down
card, a no on the asker's side.  When a face-down card carries six drinks
its owner must name the answer; anyone may name it on their turn instead
of asking.  Both cards right: the one who named them wins; otherwise the
other player.

Cards are codes 0-5 (colours) and 6-11 (shapes), drinks ``colour * 6 +
shape`` (:mod:`.common`).  :func:`solutions` is the deduction the
heuristic bot makes (and a player could): every way the unseen cards may
lie that agrees with the answers given so far.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from itertools import combinations
from math import comb

from .common import card_matches

COLOURS = tuple(range(6))
SHAPES = tuple(range(6, 12))


def holds_card_for(hand: Iterable[int], drink: int) -> bool:
    """The honest answer: whether ``hand`` holds a card naming the drink's colour or its shape."""
    return any(card_matches(card, drink) for card in hand)


def drink_of(colour: int, shape: int) -> int:
    """The drink a colour card and a shape card name together."""
    return colour * 6 + (shape - 6)


def right(solution: tuple[int, int], guess: tuple[int, int]) -> bool:
    """Both cards named rightly (「両方正解した場合」)."""
    return tuple(solution) == tuple(guess)


CARD_MASKS = tuple(sum(1 << d for d in range(36) if card_matches(card, d)) for card in range(12))


def yes_mask(hand: Iterable[int]) -> int:
    """The drinks a hand says yes to, as bits (bit ``d`` for drink ``d``)."""
    mask = 0
    for card in hand:
        mask |= CARD_MASKS[card]
    return mask


def worlds(known: Iterable[int], answers: Iterable[tuple[int, bool]], hand: int, discards: int = 1) -> list[tuple[tuple[int, int], int, int]]:
    """Every way the unseen cards may lie that agrees with the answers: ``(answer, ways, yes_mask)``.

    ``known`` are the cards one has seen (one's own hand and face-down
    cards); ``answers`` the other player's (drink, yes/no) answers; the
    other holds ``hand - discards`` cards in hand.  ``ways`` counts the
    deals of the remaining cards face down; ``yes_mask`` is what that hand
    says yes to (:func:`yes_mask`).
    """
    seen = set(known)
    unseen = [c for c in range(12) if c not in seen]
    answers = list(answers)
    held = hand - discards
    out = []
    for colour in (c for c in unseen if c in COLOURS):
        for shape in (c for c in unseen if c in SHAPES):
            rest = [c for c in unseen if c not in (colour, shape)]
            ways = comb(len(rest) - held, discards)
            for in_hand in combinations(rest, held):
                mask = yes_mask(in_hand)
                if all(bool(mask >> d & 1) == yes for d, yes in answers):
                    out.append(((colour, shape), ways, mask))
    return out


def solutions(known: Iterable[int], answers: Iterable[tuple[int, bool]], hand: int, discards: int = 1) -> Counter[tuple[int, int]]:
    """For each (colour card, shape card) the answer could be, the number of deals of the unseen cards that agree with it."""
    out: Counter[tuple[int, int]] = Counter()
    for answer, ways, _ in worlds(known, answers, hand, discards):
        out[answer] += ways
    return out
