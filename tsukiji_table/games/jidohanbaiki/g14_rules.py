"""G14 Pocari Bet: the rules that need no table (the draft order, what a round pays).

A declaration is a colour or a shape (``red``, ``long_can``); a drink
``COLOUR:SHAPE`` matches it when either half is that name.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


def matches(kind: str, drink: str) -> bool:
    colour, _, shape = drink.partition(":")
    return kind in (colour, shape)


def draft_order(start: int, players: int, pattern: Sequence[int]) -> list[int]:
    """The seats in picking order: ``pattern`` counts from the start player (P1 P2 P3 P3 P2 P1)."""
    return [(start + k) % players for k in pattern]


@dataclass(frozen=True)
class Payout:
    """What one player's investment does this round."""

    matches: int  # drinks of the declared kind that came out
    stake: int
    back: int  # the stake returned
    won: int  # twice the stake per drink
    bonus: int
    seventh: bool  # the start player lost it all to the 7th soda

    @property
    def lost(self) -> bool:
        return self.back == 0


def payout(kind: str, card: str, stake: int, came_out: Sequence[str], seventh_out: bool, is_start: bool, per_drink: int, bonus: int) -> Payout:
    """A player's result: stake back and ``per_drink`` x stake per matching drink, the bonus for
    investing in one's own card's kind; nothing (the stake lost) if none matched, or if the 7th
    soda came out and the player started the round (decision g14-a43-payout)."""
    n = sum(1 for d in came_out if matches(kind, d))
    if is_start and seventh_out:
        return Payout(n, stake, 0, 0, 0, True)
    if n == 0:
        return Payout(0, stake, 0, 0, 0, False)
    return Payout(n, stake, stake, per_drink * stake * n, bonus if kind == card else 0, False)


__all__ = ["matches", "draft_order", "Payout", "payout"]
