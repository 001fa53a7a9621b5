"""Final scoring: refunds, each good down the list card, forced loans, loan repayment.

:func:`settle` works on plain numbers read from the zones and returns the
money movements in order together with a breakdown; the referee applies the
movements as commands at the end of the game, and :func:`projection` shows
what the scoring would give right now (free mode, running totals on screen).

Per good: the player with the most takes the bonus from the bank and 1 scudo
from every other holder.  Tied leaders share (bonus + the others' payments),
each taking the share rounded up; the bank pays the extra.  A holder who has
to pay 1 with no money takes the loan; one who already has it has the bank
pay for them and 2 scudo put on their loan card, repaid at the end with the 15.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...table import Table
from .board import sale_zone, zones_of
from .data import TurinData

Step = tuple[Any, ...]  # ("pay", src, dst, amount) | ("loan", seat) | ("return_loan", seat)


@dataclass
class Holdings:
    """What the scoring needs, read from the table."""

    counts: list[list[int]]  # seat -> good index -> count
    money: list[int]
    loan: list[bool]
    debt: list[int]
    loans_left: int
    refunds: list[tuple[str, str, int]] = field(default_factory=list)  # (money zone, seat money zone, amount)


@dataclass
class Settlement:
    steps: list[Step]
    goods: list[dict[str, Any]]
    seats: list[dict[str, Any]]

    @property
    def scores(self) -> list[int]:
        return [s["final"] for s in self.seats]


def good_counts(table: Table, data: TurinData, seat: int, zone: str | None = None) -> list[int]:
    """How many of each good the cards in ``zone`` (default: the seat's won cards) show."""
    counts = [0] * len(data.goods)
    cards = data.cards
    for pid in table.zones[zone or zones_of(seat).won].ids:
        row = cards.get(pid)
        if row is not None:
            for g, n in row:
                counts[g] += n
    return counts


def holdings(table: Table, data: TurinData) -> Holdings:
    """The scoring inputs as the zones show them (hand-moved pieces included)."""
    n = table.players
    zs = [zones_of(s) for s in range(n)]
    refunds = []
    holder = {pid: s for s in range(n) for pid in table.zones[zs[s].won].ids}
    offers = table.vars.get("offers", {})
    for card in data.cards:
        amount = table.money(sale_zone(card))
        if amount:
            seller = holder.get(card, offers.get(card, {}).get("seller"))
            refunds.append((sale_zone(card), zs[seller].money if seller is not None else "bank", amount))
    money = [table.money(z.money) for z in zs]
    for _, dst, amount in refunds:
        for s in range(n):
            if zs[s].money == dst:
                money[s] += amount
    return Holdings(
        counts=[good_counts(table, data, s) for s in range(n)],
        money=money,
        loan=[bool(table.zones[z.loan].ids) for z in zs],
        debt=[table.money(z.debt) for z in zs],
        loans_left=len(table.zones["loans"].ids),
        refunds=refunds,
    )


def settle(data: TurinData, side: str, h: Holdings) -> Settlement:
    """The scoring of ``h`` with the ``side`` of the list card (see module docstring)."""
    n = len(h.money)
    money = list(h.money)
    loan = list(h.loan)
    debt = list(h.debt)
    loans_left = h.loans_left
    zs = [zones_of(s) for s in range(n)]
    steps: list[Step] = [("pay", src, dst, amount) for src, dst, amount in h.refunds]
    start = list(money)
    delta = [[0] * len(data.goods) for _ in range(n)]
    forced_cash = [0] * n
    goods_out = []
    bonus = data.bonus[side]
    for g, good in enumerate(data.goods):
        counts = [h.counts[s][g] for s in range(n)]
        best = max(counts)
        entry: dict[str, Any] = {"good": good, "bonus": bonus[g], "counts": counts, "majority": [], "payers": [], "share": 0, "bank": 0, "forced": []}
        goods_out.append(entry)
        if best == 0:
            continue
        tops = [s for s in range(n) if counts[s] == best]
        payers = [s for s in range(n) if 0 < counts[s] < best]
        for s in payers:
            if money[s] >= 1:
                steps.append(("pay", zs[s].money, "pot", 1))
                money[s] -= 1
                delta[s][g] -= 1
            elif not loan[s] and loans_left > 0:
                loan[s] = True
                loans_left -= 1
                steps.append(("loan", s))
                steps.append(("pay", "bank", zs[s].money, data.loan_amount))
                steps.append(("pay", zs[s].money, "pot", 1))
                money[s] += data.loan_amount - 1
                forced_cash[s] += data.loan_amount
                delta[s][g] -= 1
                entry["forced"].append({"seat": s, "by": "loan"})
            else:
                # Already in debt: the bank pays for them and the debt grows on the loan card.
                steps.append(("pay", "bank", "pot", 1))
                steps.append(("pay", "bank", zs[s].debt, data.loan_marker))
                debt[s] += data.loan_marker
                entry["forced"].append({"seat": s, "by": "marker"})
        pot = bonus[g] + len(payers)
        share = -(-pot // len(tops))
        from_bank = share * len(tops) - len(payers)
        steps.append(("pay", "bank", "pot", from_bank))
        for s in tops:
            steps.append(("pay", "pot", zs[s].money, share))
            money[s] += share
            delta[s][g] += share
        entry.update(majority=tops, payers=payers, share=share, bank=from_bank)
    seats_out = []
    for s in range(n):
        owed = (data.loan_repay if loan[s] else 0) + debt[s]
        paid = min(money[s], owed)
        if loan[s] or debt[s]:
            steps.append(("pay", zs[s].money, "bank", paid))
            steps.append(("pay", zs[s].debt, "bank", debt[s]))
            if loan[s]:
                steps.append(("return_loan", s))
        money[s] -= paid
        seats_out.append(
            {
                "seat": s,
                "start": start[s],
                "goods": delta[s],
                "goods_total": sum(delta[s]),
                "loan_cash": forced_cash[s],
                "repay": paid,
                "owed": owed,
                "unpaid": owed - paid,
                "money": money[s],
                "final": money[s] - (owed - paid),
            }
        )
    return Settlement(steps, goods_out, seats_out)


def apply_settlement(tx: Any, table: Table, settlement: Settlement) -> None:
    """Carry out the money movements of ``settlement`` as commands."""
    for step in settlement.steps:
        kind = step[0]
        if kind == "pay":
            _, src, dst, amount = step
            tx.pay(src, dst, amount, bank="bank")
        elif kind == "loan":
            seat = step[1]
            tx.move([table.zones["loans"].ids[-1]], zones_of(seat).loan)
        elif kind == "return_loan":
            seat = step[1]
            tx.move(list(table.zones[zones_of(seat).loan].ids), "loans")
        else:  # pragma: no cover - settle() makes only the kinds above
            raise ValueError(f"unknown scoring step {kind!r}")


def last_hands_to_goods(data: TurinData, table: Table, tx: Any) -> bool:
    """At 2-3 players the last card of each hand joins its owner's goods (True if any was turned up)."""
    final = data.setups[table.players].final_hand
    hands = [table.in_zone(zones_of(s).hand) for s in range(table.players)]
    if not final or any(len(h) > final for h in hands):
        return False
    for s, hand in enumerate(hands):
        if hand:
            tx.move(hand, zones_of(s).won)
            tx.set_face(hand, True)
    return any(hands)


def score_game(data: TurinData, table: Table, tx: Any) -> None:
    """Score the table as it lies and record the game's result in ``vars["finals"]``.

    Bids still on the table (a game ended by hand mid-auction) go back to
    their purses first; the goods chips are already up to date.
    """
    for s in range(table.players):
        z = zones_of(s)
        for zid in (z.bid, z.rebid):
            tx.pay(zid, z.money, table.money(zid))
    side = table.vars["options"]["list"]
    result = settle(data, side, holdings(table, data))
    apply_settlement(tx, table, result)
    record = {"game": table.vars.get("game", 1), "goods": result.goods, "seats": result.seats, "scores": result.scores}
    tx.set_var("finals", table.vars.get("finals", []) + [record])
    for name in ("offers", "pending_sale", "queue", "won_now", "offered_now", "sell_done", "bid_in", "rebid_in", "tied", "goose_tie", "bids", "rebids"):
        tx.del_var(name)


def projection(table: Table, data: TurinData, side: str) -> Settlement:
    """What the final scoring would give if the game ended now."""
    return settle(data, side, holdings(table, data))
