"""G17 Crate-Fill Draft as pure functions (seed lines 463-473).

Each player drafts three stock cards.  In turn, players put one drink from
the supply into any crate that is not full; a full crate is set aside, and
the order in which crates fill is what counts.  When the 2nd crate fills,
everyone lays one card of their hand face down (the first pick), when the
4th fills another (the second pick); the game ends when the 5th fills.  The
first pick earns 200 for every drink it names in the 2nd and 3rd crates,
the second 300 for every drink it names in the 4th and 5th.  Most money
wins; a tie goes to the player whose cards name more drinks of the 1st
crate, card by card.

Cards and drinks are codes (:mod:`.common`); a crate's contents are a list
of drink codes; crates are numbered by the order they filled, from 1.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .common import card_matches


@dataclass(frozen=True)
class Pick:
    after: int  # the pick is made when this many crates are full
    crates: tuple[int, ...]  # the filled crates (by order) it scores
    per_drink: int


@dataclass(frozen=True)
class Config:
    picks: tuple[Pick, ...] = (Pick(2, (2, 3), 200), Pick(4, (4, 5), 300))
    end_after: int = 5
    tie_crate: int = 1
    crates: int = 6
    crate_size: int = 6


def pick_due(cfg: Config, full: int) -> int | None:
    """Which pick (0, 1, ...) is made now that ``full`` crates are full, if any."""
    for k, pick in enumerate(cfg.picks):
        if pick.after == full:
            return k
    return None


def matches(card: int, drinks: list[int]) -> int:
    """How many of ``drinks`` the card names (by colour or by shape)."""
    return sum(1 for d in drinks if card_matches(card, d))


def payout(cfg: Config, picks: list[int], done: list[list[int]]) -> dict[str, Any]:
    """A player's money from their picks (in pick order) and the filled crates (in fill order).

    ``lines`` has one entry per pick: the card, the crates it scores, the
    drinks it names there, the price per drink and the money.
    """
    lines = []
    total = 0
    for card, pick in zip(picks, cfg.picks):
        found = sum(matches(card, done[c - 1]) for c in pick.crates if c <= len(done))
        money = found * pick.per_drink
        total += money
        lines.append({"card": card, "crates": list(pick.crates), "drinks": found, "per_drink": pick.per_drink, "money": money})
    return {"lines": lines, "total": total}


def tiebreak(cfg: Config, picks: list[int], done: list[list[int]]) -> list[int]:
    """The drinks of the tie crate each pick names, in pick order (compared card by card: decision g17-tie)."""
    crate = done[cfg.tie_crate - 1] if len(done) >= cfg.tie_crate else []
    return [matches(card, crate) for card in picks]


def winners(money: list[int], ties: list[list[int]]) -> list[int]:
    """Most money; among equals, the most drinks of the first crate for the first card, then the second; still equal: shared."""
    best = max(money)
    level = [s for s, m in enumerate(money) if m == best]
    top = max(ties[s] for s in level)
    return [s for s in level if ties[s] == top]
