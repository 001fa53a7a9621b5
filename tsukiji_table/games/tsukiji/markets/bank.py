"""Bank (「銀行」市場): loans or stock, never both.

A loan pays 500 yen now and costs 500 + 500 interest at the end; stock costs
300 and shares the interest paid by borrowers (see ``scoring.py``).  A player
who ever took a loan can never buy stock and vice versa: loans and stocks stay
with their holder until the end, so holding one is having taken one.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from ....text import msg
from .. import zones as Z
from .base import Action, Market, Pocket, Why, market

if TYPE_CHECKING:
    from ....table import Tx


def holds(t: Table, seat: int, kind: str) -> int:
    return sum(1 for x in t.zones[Z.bank_tokens(seat)].ids if t.pieces[x].kind == kind)


@market("bank")
class Bank(Market):
    ops = {"take_loan": {}, "buy_stock": {}}

    def zone_specs(self) -> list[tuple[str, ZoneKind, dict[str, Any]]]:
        return [("loans", ZoneKind.STACK, {}), ("stocks", ZoneKind.STACK, {})]

    def setup(self, t: Table, tx: Tx, players: int) -> None:
        for kind, part, key in (("loan", "loans", "loans"), ("stock", "stocks", "stocks")):
            got = self.from_box(t, kind, int(self.raw[key]))
            if got:
                tx.move(got, self.zone(part))

    def crash_met(self, t: Table) -> bool:
        """Every loan taken and every stock bought."""
        return self.emptied(t, "loans", "stocks")

    def loan_problem(self, t: Table, seat: int) -> Why:
        if not t.zones[self.zone("loans")].ids:
            return msg("tsukiji.why.none_left", what=self.ctx.name(t, "loan"))
        return msg("tsukiji.why.stockholder_no_loan") if holds(t, seat, "stock") else None

    def stock_problem(self, t: Table, seat: int, money: int) -> Why:
        price = int(self.raw["stock_price"])
        if not t.zones[self.zone("stocks")].ids:
            return msg("tsukiji.why.none_left", what=self.ctx.name(t, "stock"))
        if holds(t, seat, "loan"):
            return msg("tsukiji.why.borrower_no_stock")
        return msg("tsukiji.why.costs", what=self.ctx.name(t, "stock"), yen=price, have=money) if money < price else None

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return self.loan_problem(t, seat) is None or self.stock_problem(t, seat, pocket.money) is None

    def cand_take_loan(self, t: Table, seat: int) -> Iterable[Action]:
        yield {"action": "take_loan"}

    def check_take_loan(self, t: Table, seat: int, action: Action) -> Why:
        return self.loan_problem(t, seat)

    def do_take_loan(self, t: Table, tx: Tx, seat: int, action: Action) -> None:
        tx.move([t.zones[self.zone("loans")].ids[-1]], Z.bank_tokens(seat))
        self.ctx.pay(tx, Z.BANK, Z.money(seat), int(self.raw["loan_yen"]))

    def cand_buy_stock(self, t: Table, seat: int) -> Iterable[Action]:
        yield {"action": "buy_stock"}

    def check_buy_stock(self, t: Table, seat: int, action: Action) -> Why:
        return self.stock_problem(t, seat, self.ctx.money(t, seat))

    def do_buy_stock(self, t: Table, tx: Tx, seat: int, action: Action) -> None:
        self.ctx.pay(tx, Z.money(seat), Z.BANK, int(self.raw["stock_price"]))
        tx.move([t.zones[self.zone("stocks")].ids[-1]], Z.bank_tokens(seat))
