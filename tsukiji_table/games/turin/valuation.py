"""How much goods are worth to a player, for the heuristic bot.

A good is worth its majority payoff (bonus plus the other holders' scudo)
times the chance of ending with the majority, minus the scudo a holder pays
when it loses.  The chance comes from the lead over the best rival, softened
by how much of the good is still to come: a lead of 3 with nothing left is
certain, with 20 still in play it is not.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .data import TurinData

SPREAD = 4.0  # units of a good still to come per unit of doubt about a lead
STEEP = 1.6  # how sure a lead of one unit makes the holder


@dataclass
class Market:
    """The public picture the valuation needs: goods held per seat."""

    counts: list[list[int]]  # seat -> good -> count
    remaining: list[int]  # good -> count not yet held by anyone
    bonus: tuple[int, ...]


def market_of(data: TurinData, side: str, counts: list[list[int]]) -> Market:
    totals = [0] * len(data.goods)
    for row in data.cards.values():
        for g, n in row:
            totals[g] += n
    held = [sum(c[g] for c in counts) for g in range(len(data.goods))]
    return Market(counts, [max(0, t - h) for t, h in zip(totals, held)], data.bonus[side])


def good_value(mine: int, rivals: list[int], remaining: int, bonus: int) -> float:
    """Expected scudo from one good for a holder of ``mine`` against ``rivals``."""
    if mine == 0:
        return 0.0
    best = max(rivals) if rivals else 0
    holders = sum(1 for r in rivals if r > 0)
    spread = 1.0 + remaining / SPREAD
    p = 1.0 / (1.0 + math.exp(-STEEP * (mine - best + 0.01) / spread))
    return p * (bonus + holders) - (1.0 - p)


def seat_value(m: Market, seat: int, extra: dict[int, int] | None = None) -> float:
    """Expected goods scudo of ``seat``, with ``extra`` goods added to it."""
    total = 0.0
    for g, bonus in enumerate(m.bonus):
        mine = m.counts[seat][g] + (extra.get(g, 0) if extra else 0)
        rivals = [c[g] for s, c in enumerate(m.counts) if s != seat]
        total += good_value(mine, rivals, m.remaining[g], bonus)
    return total


def card_gain(m: Market, seat: int, goods: tuple[tuple[int, int], ...]) -> float:
    """What adding a card with ``goods`` is worth to ``seat``."""
    extra = {g: n for g, n in goods}
    base = 0.0
    after = 0.0
    for g, n in extra.items():
        rivals = [c[g] for s, c in enumerate(m.counts) if s != seat]
        mine = m.counts[seat][g]
        base += good_value(mine, rivals, m.remaining[g], m.bonus[g])
        after += good_value(mine + n, rivals, max(0, m.remaining[g] - n), m.bonus[g])
    return after - base


def cards_gain(m: Market, seat: int, cards: list[tuple[tuple[int, int], ...]]) -> float:
    """What adding several cards at once is worth to ``seat``."""
    extra: dict[int, int] = {}
    for goods in cards:
        for g, n in goods:
            extra[g] = extra.get(g, 0) + n
    return card_gain(m, seat, tuple(extra.items()))
