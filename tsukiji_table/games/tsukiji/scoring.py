"""Final scoring: the rulebook's pipeline, with a full breakdown per seat.

1. Resource bonus and penalty: most resources +1,000 (tied: +500 each), fewest
   -500 (tied: -300 each; q19 when everyone ties).
2. Bank: each loan repays 500 plus 500 interest; the interest is shared
   equally by the players holding stock, each share rounded up to 100 yen,
   the supply making up any difference (q35).  Nobody with stock: the
   interest goes to the supply.
3. Fish tokens count 100 yen per resource.
Payments a player cannot make become debt, a negative balance (q21).  The
most yen wins; ties share the win (q20).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...table import Table
from . import zones as Z
from .context import round_up

if TYPE_CHECKING:
    from ...table import Tx
    from .context import Ctx


def _charge(ctx: Ctx, t: Table, tx: Tx, seat: int, amount: int, debt: list[int]) -> None:
    """``seat`` pays ``amount`` to the supply; what they cannot pay becomes debt."""
    paid = min(amount, ctx.money(t, seat))
    ctx.pay(tx, Z.money(seat), Z.BANK, paid)
    debt[seat] += amount - paid


def final_scoring(ctx: Ctx, t: Table, tx: Tx) -> None:
    players = t.players
    rule = ctx.data.harbor["final_scoring"]
    seats: list[dict[str, Any]] = []
    for s in range(players):
        seats.append(
            {
                "seat": s,
                "yen_before": ctx.money(t, s),
                "resources": ctx.resources(t, s),
                "resource_bonus": 0,
                "loans": sum(1 for x in t.zones[Z.bank_tokens(s)].ids if t.pieces[x].kind == "loan"),
                "stocks": sum(1 for x in t.zones[Z.bank_tokens(s)].ids if t.pieces[x].kind == "stock"),
                "loan_repayment": 0,
                "interest_paid": 0,
                "dividend": 0,
            }
        )
    debt = [0] * players
    res = [row["resources"] for row in seats]
    top, low = max(res), min(res)
    most = [s for s in range(players) if res[s] == top]
    fewest = [s for s in range(players) if res[s] == low]
    bonus = int(rule["most_resources"] if len(most) == 1 else rule["most_resources_tied"])
    penalty = int(rule["least_resources"] if len(fewest) == 1 else rule["least_resources_tied"])
    for s in most:
        ctx.pay(tx, Z.BANK, Z.money(s), bonus)
        seats[s]["resource_bonus"] += bonus
    for s in fewest:
        _charge(ctx, t, tx, s, penalty, debt)
        seats[s]["resource_bonus"] -= penalty

    if ctx.in_play(t, "overfishing"):  # the expansion's Overfishing market: its step comes just before loan repayment
        board = ctx.markets["overfishing"]
        for s in range(players):
            delta = sum(board.yen_per_token(ctx.overfished(t, ctx.token_market(t, x))) for x in ctx.tokens(t, s))  # type: ignore[attr-defined]
            seats[s]["overfishing_market"] = delta
            if delta > 0:
                ctx.pay(tx, Z.BANK, Z.money(s), delta)
            elif delta < 0:
                _charge(ctx, t, tx, s, -delta, debt)

    bank = ctx.data.markets["bank"].raw
    interest_total = 0
    for s in range(players):
        n = seats[s]["loans"]
        if n:
            repay, interest = n * int(bank["loan_repay"]), n * int(bank["loan_interest"])
            _charge(ctx, t, tx, s, repay + interest, debt)
            seats[s]["loan_repayment"] = -repay
            seats[s]["interest_paid"] = -interest
            interest_total += interest
    holders = [s for s in range(players) if seats[s]["stocks"]]
    if interest_total and holders:
        share = round_up(interest_total / len(holders), 100)
        for s in holders:
            ctx.pay(tx, Z.BANK, Z.money(s), share)
            seats[s]["dividend"] = share

    per = int(rule["yen_per_resource"])
    scores = []
    for s in range(players):
        row = seats[s]
        row["yen_after"] = ctx.money(t, s)
        row["debt"] = -debt[s]
        row["token_yen"] = row["resources"] * per
        row["total"] = row["yen_after"] - debt[s] + row["token_yen"]
        scores.append(row["total"])
    best = max(scores)
    tx.set_var("debt", debt)
    tx.set_var("final", {"scores": scores, "winner": [s for s in range(players) if scores[s] == best], "breakdown": seats})
