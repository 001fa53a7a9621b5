"""G13 Akihabara Melon Soda: the rules that need no table (the sets of drinks, the end, the score).

A drink is ``COLOUR:SHAPE``.  A player's crate scores the number of
different colours plus the number of different shapes in it (A42) x the
number of players x 100; every empty slot and every drink of theirs not in
it (left in the supply or set to the right of the crate) costs 100.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


def sets(colours: Sequence[str], shapes: Sequence[str]) -> list[list[str]]:
    """Six sets of one drink per colour (ドリンク6本（各色1本ずつ）), a Latin square: set r holds colour c with shape c + r,
    so each set has every colour and every shape once and the six sets are the 36 drinks (decision g13-sets)."""
    n = len(colours)
    return [[f"{colours[c]}:{shapes[(c + r) % n]}" for c in range(n)] for r in range(n)]


def kinds(crate: Sequence[str]) -> int:
    """Different colours + different shapes (「ドリンクの（本数ではなく）形や色の数」, A42)."""
    return len({d.partition(":")[0] for d in crate}) + len({d.partition(":")[2] for d in crate})


@dataclass(frozen=True)
class Score:
    money: int
    kinds: int
    bonus: int  # kinds x players x per_kind
    empty: int  # the empty slots' cost
    stray: int  # the cost of drinks not in the crate

    @property
    def total(self) -> int:
        return self.money + self.bonus - self.empty - self.stray


def score(
    crate: Sequence[str], stray: int, money: int, players: int, slots: int = 6, per_kind: int = 100, empty_cost: int = 100, stray_cost: int = 100
) -> Score:
    k = kinds(crate)
    return Score(money, k, k * players * per_kind, (slots - len(crate)) * empty_cost, stray * stray_cost)


def ending(full: Sequence[bool], supply: Sequence[int], money: Sequence[int]) -> str | None:
    """Which end condition holds, if any: ``crates`` (all players but one have a full crate), ``spent`` (someone has
    neither money nor drinks left in their supply), ``drinks`` (one player at most still has drinks in their supply)."""
    players = len(full)
    if sum(full) >= players - 1:
        return "crates"
    if any(n == 0 and m == 0 for n, m in zip(supply, money)):
        return "spent"
    if sum(1 for n in supply if n) <= 1:
        return "drinks"
    return None


def gain(crate: Sequence[str], drinks: Sequence[str], players: int, slots: int = 6, per_kind: int = 100, slot_cost: int = 100) -> int:
    """What putting ``drinks`` in a crate (as many as fit, in order) adds to its score: new kinds and filled slots."""
    room = max(0, slots - len(crate))
    after = list(crate) + list(drinks[:room])
    return (kinds(after) - kinds(crate)) * players * per_kind + (len(after) - len(crate)) * slot_cost


__all__ = ["sets", "kinds", "Score", "score", "ending", "gain"]
