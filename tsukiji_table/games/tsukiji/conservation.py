"""Invariants of a Tokyo Tsukiji Market table, for tests and soak runs.

:class:`Ledger` checks a session after each action: every piece lies in
exactly one zone and where the rules allow it; no piece appears or vanishes;
money moves only between purses, sealed bids and the supply, and the players'
money equals what they started with plus what the supply paid them minus
what they paid it; all coins minus the supply's mints add up to the box's
23,500 yen; every piece lies where the rules may put it (the referee's own
``placement`` rules, which also guard tables rearranged by hand).  A broken
invariant raises :class:`LedgerError`, also under ``python -O``.
"""

from __future__ import annotations

from typing import Any

from ...table import MoveMoney, Table
from ..base import component_counts
from . import placement
from . import zones as Z


class LedgerError(AssertionError):
    """An invariant of the table does not hold: the message says which and where."""


def need(cond: bool, what: str) -> None:
    if not cond:
        raise LedgerError(what)


class Ledger:
    """Checks a table after each action; keeps the ledger of supply payments."""

    def __init__(self, game: Any, table: Table):
        self.ctx = game.ctx
        self.counts = component_counts(table)
        coins = {d: n for d, n in self.counts.items() if d.startswith("coin:")}
        self.box_money = sum(int(d[5:]) * n for d, n in coins.items())
        # The ledger starts after the set-up (its transactions have no seat).
        setup = [n for n, tx in enumerate(table.done) if tx.seat is not None]
        self.seen_tx = setup[0] if setup else len(table.done)
        self.start_money = sum(table.money(Z.money(s)) for s in range(table.players)) if not setup else None
        if self.start_money is None:
            self.start_money = table.players * int(self.ctx.data.harbor["start_money"])
        self.bank_out = 0
        self.bank_in = 0

    def check(self, table: Table) -> None:
        t, ctx = table, self.ctx
        players = t.players
        seen: set[str] = set()
        for zid, zone in t.zones.items():
            for pid in zone.ids:
                need(pid not in seen, f"{pid} lies in two places")
                seen.add(pid)
                need(t.pieces[pid].zone == zid, f"{pid} thinks it is in {t.pieces[pid].zone}, lies in {zid}")
        need(seen == set(t.pieces), "a piece lies nowhere")
        need(component_counts(t) == self.counts, "a component appeared or vanished")
        total = sum(z.money() for z in t.zones.values())
        minted = sum(d * n for d, n in t.minted.items())
        need(total - minted == self.box_money, f"money: {total} on the table, {minted} minted, the box holds {self.box_money}")
        purses = {Z.BANK} | {Z.money(s) for s in range(players)} | {Z.bid(s) for s in range(players)}
        for tx in t.done[self.seen_tx :]:
            for cmd in tx.commands:
                if not isinstance(cmd, MoveMoney):
                    continue
                for src, dst, coins in cmd.legs:
                    need(src in purses and dst in purses, f"{tx.label}: money moved {src} -> {dst}")
                    value = sum(d * n for d, n in coins)
                    self.bank_out += value if src == Z.BANK else 0
                    self.bank_in += value if dst == Z.BANK else 0
                need(all(z == Z.BANK for z, _, _ in cmd.minted), f"{tx.label}: a purse minted coins")
        self.seen_tx = len(t.done)
        held = sum(t.money(Z.money(s)) + t.money(Z.bid(s)) for s in range(players))
        need(held == self.start_money + self.bank_out - self.bank_in, "players' money does not match the ledger")
        over = t.vars.get("phase") == "over"
        for s in range(players):
            need(t.money(Z.money(s)) >= 0, f"seat {s} holds less than nothing")
            need(len(t.zones[Z.licenses(s)].ids) <= ctx.license_spaces, f"seat {s} holds more than 4 licenses")
            for n in ctx.berth_ids:
                docked = t.zones[Z.berth(s, n)].ids
                need(len(docked) <= int(ctx.berth_info[n]["boats"]), f"seat {s}'s berth {n} holds too many boats")
                need(ctx.berth_open(t, s, n) or not docked, f"a boat in covered berth {n}")
                need(all(not t.zones[Z.hold(b)].ids for b in docked), "a docked boat still carries barrels")
            if not over and t.vars.get("phase") not in ("fishing", "market", "pricing", "bid", "choose"):
                need(not t.zones[Z.unload(s)].ids and not t.zones[Z.dock(s)].ids, "unloaded barrels left lying")
        off = placement.problem(ctx, t)
        need(off is None, off.render() if off is not None else "")
        for mid in t.vars["overfished"]:
            need(not t.zones[Z.market(mid, "barrels")].ids, f"overfished {mid} still has barrels")


def check_end(game: Any, table: Table) -> None:
    """A finished game: a score per seat that matches its breakdown."""
    score = game.score(table)
    need(score is not None and len(score["scores"]) == table.players, "a finished game has a score per seat")
    for row, total in zip(score["breakdown"], score["scores"]):
        need(row["total"] == total == row["yen_after"] + row["debt"] + row["token_yen"], f"seat {row['seat']}'s total does not match its breakdown")
    best = max(score["scores"])
    need(score["winner"] == [s for s, v in enumerate(score["scores"]) if v == best], "the winners are not the best totals")
