"""G19 Jasmine Tea: the rules that need no table (prices, the bet limit, who inserts, what a round pays).

A stock card is a colour or a shape (``blue``, ``short_can``); a drink
``COLOUR:SHAPE`` matches it when either half is that name.  Bets lie on
cards as ``{card: {seat: amount}}``; owners as ``{card: seat}``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field


def matches(card: str, drink: str) -> bool:
    colour, _, shape = drink.partition(":")
    return card in (colour, shape)


def rounds_for(players: int, rounds: Mapping[str, int]) -> int:
    """2p 5 rounds, 3-4p 4, 5-6p 3 (g19.yaml ``rounds``)."""
    return int(rounds[f"p{players}"])


def drink_step_price(prices: Sequence[int], already: int) -> int:
    """What one more drink costs in a turn that has bought ``already``: 1 = 100, 2 = 400, 3 = 900 in all."""
    return int(prices[already]) - (int(prices[already - 1]) if already else 0)


def bet_limit(base: int, per_card: int, owned: int) -> int:
    """200, plus 200 per owned stock card: the most a player may have on the cards in one round (decision g19-a48)."""
    return base + per_card * owned


def turn_order(start: int, players: int) -> list[int]:
    """Every seat once, going left from ``start``."""
    return [(start + k) % players for k in range(players)]


def least_money(money: Sequence[int], start: int) -> int:
    """The player with the least money; a tie goes to the earliest in turn order from ``start`` (decision g19-a48)."""
    order = turn_order(start, len(money))
    return min(order, key=lambda s: (money[s], order.index(s)))


@dataclass
class RoundPay:
    """What one round's bets do: per seat, what the bank pays and what stakes bring the owners."""

    hits: dict[str, int] = field(default_factory=dict)  # card -> drinks of it that came out
    won: dict[int, int] = field(default_factory=dict)  # seat -> paid by the bank (3 x each hit stake)
    to_owner: dict[int, int] = field(default_factory=dict)  # owner seat -> others' stakes on their cards
    to_bank: int = 0  # stakes that go to the bank
    lines: list[tuple[int, str, int, int]] = field(default_factory=list)  # (seat, card, stake, won)


def settle(bets: Mapping[str, Mapping[int, int]], owners: Mapping[str, int], came_out: Sequence[str], odds: int) -> RoundPay:
    """Pay every bet once per card if at least one drink of its kind came out (3:1 from the bank), then the
    stakes: to the card's owner, or to the bank when the card is nobody's or the stake is the owner's own."""
    pay = RoundPay()
    for card, stakes in bets.items():
        n = sum(1 for d in came_out if matches(card, d))
        pay.hits[card] = n
        owner = owners.get(card)
        for seat, stake in sorted(stakes.items()):
            if not stake:
                continue
            won = odds * stake if n else 0
            if won:
                pay.won[seat] = pay.won.get(seat, 0) + won
            if owner is not None and owner != seat:
                pay.to_owner[owner] = pay.to_owner.get(owner, 0) + stake
            else:
                pay.to_bank += stake
            pay.lines.append((seat, card, stake, won))
    return pay


def end_payout(owned: Sequence[str], boxed: Sequence[str], per_drink: int) -> dict[str, int]:
    """Each owned card pays ``per_drink`` for every drink in the box that matches it."""
    return {card: per_drink * sum(1 for d in boxed if matches(card, d)) for card in owned}


__all__ = ["matches", "rounds_for", "drink_step_price", "bet_limit", "turn_order", "least_money", "RoundPay", "settle", "end_payout"]
