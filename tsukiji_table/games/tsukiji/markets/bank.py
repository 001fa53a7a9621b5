"""Bank (「銀行」市場): loans or stock, never both.

A loan pays 500 yen now and costs 500 + 500 interest at the end; stock costs
300 and shares the interest paid by borrowers (see ``scoring.py``).  A player
who ever took a loan can never buy stock and vice versa: loans and stocks stay
with their holder until the end, so holding one is having taken one.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from .. import zones as Z
from .base import Market, Pocket, market

if TYPE_CHECKING:
    from ....table import Tx


def holds(t: Table, seat: int, kind: str) -> int:
    return sum(1 for x in t.zones[Z.bank_tokens(seat)].ids if t.pieces[x].kind == kind)


@market("bank")
class Bank(Market):
    ops = frozenset({"take_loan", "buy_stock"})

    def zone_specs(self) -> list[tuple[str, ZoneKind, dict[str, Any]]]:
        return [("loans", ZoneKind.STACK, {}), ("stocks", ZoneKind.STACK, {})]

    def setup(self, t: Table, tx: Tx, players: int) -> None:
        for kind, part, key in (("loan", "loans", "loans"), ("stock", "stocks", "stocks")):
            got = self.from_box(t, kind, int(self.raw[key]))
            if got:
                tx.move(got, self.zone(part))

    def can_loan(self, t: Table, seat: int) -> bool:
        return bool(t.zones[self.zone("loans")].ids) and holds(t, seat, "stock") == 0

    def can_stock(self, t: Table, seat: int, money: int) -> bool:
        return bool(t.zones[self.zone("stocks")].ids) and holds(t, seat, "loan") == 0 and money >= int(self.raw["stock_price"])

    def operations(self, t: Table, seat: int) -> Iterator[dict[str, Any]]:
        if self.can_loan(t, seat):
            yield {"action": "take_loan"}
        if self.can_stock(t, seat, self.ctx.money(t, seat)):
            yield {"action": "buy_stock"}

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return self.can_loan(t, seat) or self.can_stock(t, seat, pocket.money)

    def op_take_loan(self, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        ctx = self.ctx
        ctx.need(bool(t.zones[self.zone("loans")].ids), "no loan token is left")
        ctx.need(holds(t, seat, "stock") == 0, "a stockholder can never take a loan")
        tx.move([t.zones[self.zone("loans")].ids[-1]], Z.bank_tokens(seat))
        ctx.pay(tx, Z.BANK, Z.money(seat), int(self.raw["loan_yen"]))

    def op_buy_stock(self, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        ctx = self.ctx
        price = int(self.raw["stock_price"])
        ctx.need(bool(t.zones[self.zone("stocks")].ids), "no stock token is left")
        ctx.need(holds(t, seat, "loan") == 0, "a borrower can never buy stock")
        ctx.need(ctx.money(t, seat) >= price, f"a stock costs {price} yen")
        ctx.pay(tx, Z.money(seat), Z.BANK, price)
        tx.move([t.zones[self.zone("stocks")].ids[-1]], Z.bank_tokens(seat))
