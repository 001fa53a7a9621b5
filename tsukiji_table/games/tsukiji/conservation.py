"""Invariants of a Tokyo Tsukiji Market table, for tests and soak runs.

:class:`Ledger` checks a session after each action: every piece lies in
exactly one zone and where the rules allow it; no piece appears or vanishes;
money moves only between purses, sealed bids and the supply, and the players'
money equals what they started with plus what the supply paid them minus
what they paid it; all coins minus the supply's mints add up to the box's
23,500 yen; every piece lies where the rules may put it (the referee's own
``placement`` rules, which also guard tables rearranged by hand).  A broken
invariant raises :class:`~tsukiji_table.table.invariants.InvariantError`,
also under ``python -O``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...table import MoveMoney, Table
from ...table.invariants import Checker, check_money, check_placement
from ..base import component_counts
from . import placement
from . import zones as Z

if TYPE_CHECKING:
    from . import TsukijiMarket


class Ledger:
    """Checks a table after each action; keeps the ledger of supply payments."""

    def __init__(self, game: TsukijiMarket, table: Table):
        self.ctx = game.ctx
        self.counts = component_counts(table)
        coins = {d: n for d, n in self.counts.items() if d.startswith("coin:")}
        self.box_money = sum(int(d[5:]) * n for d, n in coins.items())
        # The ledger starts after the set-up (its transactions have no seat).
        setup = [n for n, tx in enumerate(table.done) if tx.seat is not None]
        self.seen_tx = setup[0] if setup else len(table.done)
        if setup:
            self.start_money = table.players * int(self.ctx.data.harbor["start_money"])
        else:
            self.start_money = sum(table.money(Z.money(s)) for s in range(table.players))
        self.bank_out = 0
        self.bank_in = 0

    def check(self, table: Table) -> None:
        t, ctx = table, self.ctx
        check = Checker("Tsukiji Market ledger", t)
        players = t.players
        check_placement(t, check)
        counts = component_counts(t)
        if counts != self.counts:
            changed = sorted(k for k in counts.keys() | self.counts.keys() if counts.get(k, 0) != self.counts.get(k, 0))
            check.fail("components appeared or vanished: " + ", ".join(f"{k} {self.counts.get(k, 0)} -> {counts.get(k, 0)}" for k in changed[:5]))
        check_money(t, check, self.box_money, "yen")
        purses = {Z.BANK} | {Z.money(s) for s in range(players)} | {Z.bid(s) for s in range(players)}
        for tx in t.done[self.seen_tx :]:
            for cmd in tx.commands:
                if not isinstance(cmd, MoveMoney):
                    continue
                for src, dst, coins in cmd.legs:
                    check.that(src in purses and dst in purses, f"{tx.label}: money moved {src} -> {dst}")
                    value = sum(d * n for d, n in coins)
                    self.bank_out += value if src == Z.BANK else 0
                    self.bank_in += value if dst == Z.BANK else 0
                check.that(all(z == Z.BANK for z, _, _ in cmd.minted), f"{tx.label}: a purse minted coins")
        self.seen_tx = len(t.done)
        held = sum(t.money(Z.money(s)) + t.money(Z.bid(s)) for s in range(players))
        expected = self.start_money + self.bank_out - self.bank_in
        check.that(held == expected, f"the players hold {held} yen; the ledger says {expected}")
        over = t.vars.get("phase") == "over"
        for s in range(players):
            check.that(t.money(Z.money(s)) >= 0, f"seat {s} holds {t.money(Z.money(s))} yen")
            check.that(len(t.zones[Z.licenses(s)].ids) <= ctx.license_spaces, f"seat {s} holds more than {ctx.license_spaces} licenses")
            for n in ctx.berth_ids:
                docked = t.zones[Z.berth(s, n)].ids
                check.that(len(docked) <= int(ctx.berth_info[n]["boats"]), f"seat {s}'s berth {n} holds {len(docked)} boats")
                check.that(ctx.berth_open(t, s, n) or not docked, f"a boat in seat {s}'s covered berth {n}")
                check.that(all(not t.zones[Z.hold(b)].ids for b in docked), f"a boat docked at seat {s}'s berth {n} still carries barrels")
            if not over and t.vars.get("phase") not in ("fishing", "market", "pricing", "bid", "choose"):
                # A new himono barrel waits to be put on sale at the start of its owner's turn (expansion).
                waiting = [x for x in t.zones[Z.unload(s)].ids if not (s == t.vars.get("turn") and t.pieces[x].kind in ctx.never_spoils)]
                check.that(not waiting and not t.zones[Z.dock(s)].ids, f"barrels unloaded by seat {s} left lying")
        off = placement.problem(ctx, t)
        if off is not None:
            check.fail(off.render())
        for mid in t.vars["overfished"]:
            check.that(not t.zones[Z.market(mid, "barrels")].ids, f"overfished {mid} still has barrels")


def check_end(game: TsukijiMarket, table: Table) -> None:
    """A finished game: a score per seat that matches its breakdown."""
    check = Checker("Tsukiji Market end", table)
    score = game.score(table)
    if score is None:
        check.fail("the game is not over: no score")
    check.that(len(score["scores"]) == table.players, f"{len(score['scores'])} scores for {table.players} seats")
    for s, (row, total) in enumerate(zip(score["breakdown"], score["scores"])):
        parts = row["yen_after"] + row["debt"] + row["token_yen"]
        check.that(row["total"] == total == parts, f"seat {s} scores {total}; the breakdown totals {row['total']}, its parts {parts}")
    best = max(score["scores"])
    winners = [s for s, v in enumerate(score["scores"]) if v == best]
    check.that(score["winner"] == winners, f"the winner is {score['winner']}, but seats {winners} score best ({best})")
