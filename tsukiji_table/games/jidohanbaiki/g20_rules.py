"""G20 Upside-Down Vending Machine: the rules that need no table (the bidding, the bets).

Landing classes are the tower's (``physics.INVERTED_RESULTS``): ``in_slot``,
``in_crate_not_slot``, ``outside_crate`` and ``caught_inside`` (no result,
T29).  A bet is one or two 100 coins on one class: the first coin wins if
at least one dropped drink lands so, the second if both do (and only then).
A winning coin comes back with the class's rate; a losing one goes to the
bank.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

BETS = ("in_slot", "outside_crate", "in_crate_not_slot")
IN_CRATE = ("in_slot", "in_crate_not_slot")


@dataclass(frozen=True)
class BetResult:
    coins: int
    won: int  # coins that won
    paid: int  # what the bank pays on top of the winning coins
    lost: int  # money that goes to the bank

    @property
    def net(self) -> int:
        return self.paid - self.lost


def settle_bet(on: str, coins: int, landed: Sequence[str], rate: int, coin: int = 100) -> BetResult:
    """One player's bet of ``coins`` x ``coin`` on ``on``, given each dropped drink's landing."""
    hits = sum(1 for r in landed if r == on)
    won = min(coins, hits)
    return BetResult(coins, won, won * rate * coin // 100, (coins - won) * coin)


def clockwise(start: int, players: int) -> list[int]:
    """Every seat once, clockwise from ``start`` (bets and sales go so from the bid's winner)."""
    return [(start + k) % players for k in range(players)]


__all__ = ["BETS", "IN_CRATE", "BetResult", "settle_bet", "clockwise"]
