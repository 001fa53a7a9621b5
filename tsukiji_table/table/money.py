"""Paying with coins: choosing which coins move, and making change.

A payment between two money zones becomes one :class:`MoveMoney` command
with concrete coins, so that it can be undone and replayed exactly.  The
planner pays the exact amount when the payer's coins allow it, otherwise it
overpays as little as possible and the payee gives change; when neither side
can make change, the bank changes the money (an unlimited bank mints coins
when it runs short, and the minted coins are recorded).
"""

from __future__ import annotations

from math import gcd
from typing import TYPE_CHECKING

from .commands import Coins, MoveMoney
from .model import TableError

if TYPE_CHECKING:
    from .table import Table


class InsufficientFunds(TableError):
    """The payer does not hold enough money."""


def exact_coins(have: dict[int, int], amount: int) -> dict[int, int] | None:
    """Coins from ``have`` that add up to ``amount`` exactly, few coins first.

    Greedy from the largest coin usually succeeds; a small depth-first search
    over the (few) denominations covers the rest.
    """
    if amount == 0:
        return {}
    denoms = sorted([d for d, n in have.items() if n > 0], reverse=True)
    total = 0
    for d in denoms:
        total += d * have[d]
    if total < amount:
        return None
    return _exact_within(denoms, have, amount)


def _exact_within(denoms: list[int], have: dict[int, int], amount: int) -> dict[int, int] | None:
    """:func:`exact_coins` once ``denoms`` (largest first) are known to hold at least ``amount``."""
    take: dict[int, int] = {}
    left = amount
    for d in denoms:
        n = left // d
        held = have[d]
        if held < n:
            n = held
        if n:
            take[d] = n
            left -= n * d
    if left == 0:
        return take
    return _search(denoms, have, 0, amount)


def _search(denoms: list[int], have: dict[int, int], i: int, left: int) -> dict[int, int] | None:
    if left == 0:
        return {}
    if i == len(denoms):
        return None
    d = denoms[i]
    rest_max = sum(x * have[x] for x in denoms[i + 1 :])
    for n in range(min(have[d], left // d), -1, -1):
        remaining = left - n * d
        if remaining > rest_max:
            break
        sub = _search(denoms, have, i + 1, remaining)
        if sub is not None:
            if n:
                sub[d] = n
            return sub
    return None


def greedy(amount: int, denominations: list[int]) -> dict[int, int]:
    """Decompose ``amount`` with unlimited coins (canonical coin systems)."""
    out: dict[int, int] = {}
    left = amount
    for d in sorted(denominations, reverse=True):
        n, left = divmod(left, d)
        if n:
            out[d] = n
    if left:
        raise TableError(f"{amount} cannot be paid in coins of {sorted(denominations)}")
    return out


def _coins(c: dict[int, int]) -> Coins:
    return tuple(sorted((d, n) for d, n in c.items() if n))


def _total(c: dict[int, int]) -> int:
    return sum(d * n for d, n in c.items())


class _Plan:
    """Legs under construction, tracking coins as they would be after each leg."""

    def __init__(self, table: Table):
        self.table = table
        self.legs: list[tuple[str, str, Coins]] = []
        self.minted: dict[tuple[str, int], int] = {}
        self.held: dict[str, dict[int, int]] = {}

    def have(self, zone: str) -> dict[int, int]:
        if zone not in self.held:
            self.held[zone] = dict(self.table.zones[zone].coins)
        return self.held[zone]

    def give(self, src: str, dst: str, coins: dict[int, int]) -> None:
        if not coins:
            return
        have = self.have(src)
        for d, n in coins.items():
            short = n - have.get(d, 0)
            if short > 0:
                if not self.table.zones[src].unlimited:
                    raise InsufficientFunds(f"{src} lacks {short} x {d}")
                self.minted[(src, d)] = self.minted.get((src, d), 0) + short
                have[d] = have.get(d, 0) + short
        for d, n in coins.items():
            left = have[d] - n
            if left:
                have[d] = left
            else:
                del have[d]
        got = self.have(dst)
        for d, n in coins.items():
            got[d] = got.get(d, 0) + n
        self.legs.append((src, dst, _coins(coins)))

    def pay_from(self, src: str, amount: int) -> dict[int, int] | None:
        """Exact coins ``src`` can hand over now (minting if it is unlimited)."""
        found = exact_coins(self.have(src), amount)
        if found is None and self.table.zones[src].unlimited:
            found = greedy(amount, self.table.denominations)
        return found

    def command(self) -> MoveMoney:
        minted = tuple(sorted((z, d, n) for (z, d), n in self.minted.items()))
        return MoveMoney(tuple(self.legs), minted)


def plan_payment(table: Table, src: str, dst: str, amount: int, bank: str | None = None) -> MoveMoney:
    """The command that moves ``amount`` from ``src`` to ``dst``.

    Raises :class:`InsufficientFunds` when ``src`` cannot pay, and
    :class:`TableError` when no one can make change.
    """
    if amount < 0:
        raise TableError(f"cannot pay a negative amount ({amount})")
    if amount == 0:
        return MoveMoney((), ())
    zones = table.zones
    src_zone = zones[src]
    purse = src_zone.coins
    held = 0
    for d, n in purse.items():
        held += d * n
    if not src_zone.unlimited:
        if held < amount:
            raise InsufficientFunds(f"{src} holds {held}, needs {amount}")
        # The payer has the exact coins (most payments): one leg, no plan to keep.
        # (exact_coins, once the total is known to cover the amount.)
        # (A denomination the purse holds none of takes no part: no need to leave it out.)
        exact = _exact_within(sorted(purse, reverse=True), purse, amount)
        if exact is not None:
            if dst not in zones:
                raise KeyError(dst)
            # _exact_within never keeps a denomination it takes none of.
            return MoveMoney(((src, dst, tuple(sorted(exact.items()))),), ())
    plan = _Plan(table)
    if src_zone.unlimited:
        exact = plan.pay_from(src, amount)
        if exact is not None:
            plan.give(src, dst, exact)
            return plan.command()
    # Overpay as little as possible, then take change back.
    step = min(table.denominations)
    over = None
    total = amount + step
    have = plan.have(src)
    denoms = sorted([d for d, n in have.items() if n > 0], reverse=True)
    # Coins add up only to multiples of their greatest common divisor: the
    # other totals (a purse of 1000s asked for 400, 500, ...) are skipped
    # without a search, and the first total found is the same.
    unit = gcd(*denoms) or 1
    while over is None and total <= held:
        if total % unit == 0:
            over = _exact_within(denoms, have, total)
        total += step
    if over is None:
        raise TableError(f"{src} cannot pay {amount} with its coins")
    change = _total(over) - amount
    trial = _Plan(table)
    trial.give(src, dst, over)
    back = trial.pay_from(dst, change)
    if back is not None:
        trial.give(dst, src, back)
        return trial.command()
    if bank is None:
        raise TableError(f"{dst} cannot give {change} in change and no bank was named")
    # The bank changes money: it takes the overpayment and pays both sides exactly.
    plan.give(src, bank, over)
    for who, part in ((dst, amount), (src, change)):
        coins = plan.pay_from(bank, part)
        if coins is None:
            raise TableError(f"nobody can make change of {change}")
        plan.give(bank, who, coins)
    return plan.command()


def plan_change(table: Table, zone: str, bank: str, denom: int) -> MoveMoney:
    """Break one coin of ``denom`` in ``zone`` into smaller coins from ``bank``."""
    smaller = [d for d in table.denominations if d < denom]
    if not smaller:
        raise TableError(f"there is no coin smaller than {denom}")
    if table.zones[zone].coins.get(denom, 0) < 1:
        raise InsufficientFunds(f"{zone} holds no {denom} coin")
    plan = _Plan(table)
    plan.give(zone, bank, {denom: 1})
    # Prefer the next smaller coins, as a player at a real table would ask for.
    wanted = greedy(denom, smaller)
    if not table.zones[bank].unlimited:
        have = {d: n for d, n in plan.have(bank).items() if d < denom}
        if not all(have.get(d, 0) >= n for d, n in wanted.items()):
            exact = exact_coins(have, denom)
            if exact is None:
                raise TableError(f"{bank} cannot change a {denom} coin")
            wanted = exact
    plan.give(bank, zone, wanted)
    return plan.command()
