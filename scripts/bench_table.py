#!/usr/bin/env python3
"""Speed of the table model: commands, undo, save and load.

    python scripts/bench_table.py [--commands 100000] [--pieces 1000] [--repeat 3] [--python-gc]

Builds a 1,000-piece table (cards in decks and hands, tokens in bags, a grid,
a free area, a track, money zones), applies random commands (each its own
transaction, as a player's action would be), undoes them all, then saves and
loads a table with a 10,000-command log.  The random commands are drawn
before the clock starts (:func:`plan_commands`), so the figures are the
table's, not the random module's.  Prints medians over the repeats, then
``RESULT commands_per_s=... fingerprinted_per_s=... undo_per_s=... save_ms=... load_ms=...``, then the
two apply rates by the process's CPU time (which a busy machine inflates less) and the load average.

The garbage collector is set as the program sets it
(:func:`tsukiji_table.table.collector.collect_for_long_logs`, which the
command line calls at start-up); ``--python-gc`` leaves Python's defaults,
and the RESULT line says which (``gc=program`` or ``gc=python``).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tsukiji_table.table import (  # noqa: E402
    InsufficientFunds,
    KindInfo,
    Table,
    Visibility,
    ZoneKind,
    load_into,
    read_save,
    snapshot_of,
    write_save,
)
from tsukiji_table.table.collector import collect_for_long_logs  # noqa: E402

ORDERED = ["deck", "discard", "p0.hand", "p1.hand", "p2.hand", "p3.hand", "p0.stack", "p1.stack", "bag"]


def build(pieces: int, seed: int = 1) -> Table:
    t = Table("bench", seed, players=4)
    t.add_kind(KindInfo("card", "card", back="card.back"))
    t.add_kind(KindInfo("card.back", "card"))
    t.add_kind(KindInfo("token", "token"))
    for d in (100, 500, 1000):
        t.add_kind(KindInfo(f"yen{d}", "yen", denomination=d))
    t.add_zone("deck", ZoneKind.STACK, Visibility.NOBODY)
    t.add_zone("discard", ZoneKind.STACK)
    t.add_zone("bag", ZoneKind.BAG, Visibility.NOBODY)
    t.add_zone("grid", ZoneKind.GRID, cols=10, rows=10)
    t.add_zone("area", ZoneKind.AREA)
    t.add_zone("bank", ZoneKind.MONEY, unlimited=True)
    for s in range(4):
        t.add_zone(f"p{s}.hand", ZoneKind.HAND, Visibility.OWNER, owner=s)
        t.add_zone(f"p{s}.stack", ZoneKind.STACK, owner=s)
        t.add_zone(f"p{s}.money", ZoneKind.MONEY, owner=s)
        t.add_coins(f"p{s}.money", 1000, 5)
    t.add_coins("bank", 100, 50)
    for n in range(pieces):
        if n % 2:
            t.add_piece(f"card#{n}", "card", "deck", face_up=False)
        else:
            t.add_piece(f"token#{n}", "token", "bag")
    return t


def plan_commands(t: Table, count: int, rng: random.Random) -> list[tuple[Any, ...]]:
    """The random commands to apply, drawn before the clock starts.

    The benchmark measures the table, not the random module: every random
    number is drawn here, in the same order as they would be drawn inline, and
    :func:`apply_plan` turns each step into a command.
    """
    ids = list(t.pieces)
    plan: list[tuple[Any, ...]] = []
    for _ in range(count):
        r = rng.random()
        if r < 0.45:
            pid = ids[rng.randrange(len(ids))]
            k = rng.random()
            if k < 0.7:
                plan.append((MOVE, pid, ORDERED[rng.randrange(len(ORDERED))]))
            elif k < 0.85:
                plan.append((PLACE, pid, "grid", (rng.randrange(10), rng.randrange(10))))
            else:
                plan.append((PLACE, pid, "area", (rng.random() * 500, rng.random() * 300)))
        elif r < 0.6:
            plan.append((FLIP, ids[rng.randrange(len(ids))]))
        elif r < 0.7:
            plan.append((ROTATE, ids[rng.randrange(len(ids))]))
        elif r < 0.75:
            plan.append((DRAW, ids[0]))
        elif r < 0.77:
            plan.append((SHUFFLE,))
        elif r < 0.92:
            a, b = rng.sample(range(4), 2)
            plan.append((PAY, f"p{a}.money", f"p{b}.money", 100 * rng.randrange(1, 8)))
        else:
            plan.append((VAR, f"v{rng.randrange(8)}", rng.randrange(100)))
    return plan


MOVE, PLACE, FLIP, ROTATE, DRAW, SHUFFLE, PAY, VAR = range(8)


def apply_plan(t: Table, plan: list[tuple[Any, ...]]) -> None:
    """Each step its own transaction, as a player's action would be."""
    bag = t.zones["bag"]
    for step in plan:
        op = step[0]
        with t.begin("x", seat=0) as tx:
            if op == MOVE:
                tx.move([step[1]], step[2])
            elif op == PLACE:
                tx.move([step[1]], step[2], pos=[step[3]])
            elif op == FLIP:
                tx.flip([step[1]])
            elif op == ROTATE:
                tx.rotate([step[1]], 90)
            elif op == DRAW:
                tx.draw("bag", "discard") if bag.ids else tx.flip([step[1]])
            elif op == SHUFFLE:
                tx.shuffle("discard")
            elif op == PAY:
                try:
                    tx.pay(step[1], step[2], step[3], bank="bank")
                except InsufficientFunds:
                    tx.pay("bank", step[1], 500)
            else:
                tx.set_var(step[1], step[2])


def random_commands(t: Table, count: int, rng: random.Random) -> None:
    apply_plan(t, plan_commands(t, count, rng))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--commands", type=int, default=100_000)
    ap.add_argument("--pieces", type=int, default=1000)
    ap.add_argument("--log", type=int, default=10_000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--python-gc", action="store_true", help="leave Python's garbage collector as it starts, not as the program sets it")
    args = ap.parse_args()
    if not args.python_gc:
        collect_for_long_logs()
    do_rates, undo_rates, save_ms, load_ms, digest_rates = [], [], [], [], []
    do_cpu, digest_cpu = [], []
    for rep in range(args.repeat):
        t = build(args.pieces, seed=rep)
        t.digests = False
        start_hash = t.state_hash()
        plan = plan_commands(t, args.commands, random.Random(rep))
        start, start_cpu = time.perf_counter(), time.process_time()
        apply_plan(t, plan)
        do_rates.append(args.commands / (time.perf_counter() - start))
        do_cpu.append(args.commands / (time.process_time() - start_cpu))
        n = len(t.done)
        start = time.perf_counter()
        while t.undo():
            pass
        undo_rates.append(n / (time.perf_counter() - start))
        assert t.state_hash() == start_hash, "undo did not restore the start"
        # With per-transaction fingerprints (what interactive play and saves use).
        t2 = build(args.pieces, seed=rep)
        plan = plan_commands(t2, args.commands // 10, random.Random(rep))
        start, start_cpu = time.perf_counter(), time.process_time()
        apply_plan(t2, plan)
        digest_rates.append((args.commands // 10) / (time.perf_counter() - start))
        digest_cpu.append((args.commands // 10) / (time.process_time() - start_cpu))
        # Save and load: a table with a log of args.log commands.
        t3 = build(args.pieces, seed=rep)
        random_commands(t3, args.log, random.Random(rep + 100))
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "bench.json")
            start = time.perf_counter()
            seats = [{"name": f"Player {n + 1}", "colour": None, "bot": None} for n in range(t3.players)]
            write_save(path, snapshot_of(t3, {}, seats, "bench"))
            save_ms.append((time.perf_counter() - start) * 1000)
            size = os.path.getsize(path)
            start = time.perf_counter()
            fresh = build(args.pieces, seed=rep)
            load_into(fresh, read_save(path))
            load_ms.append((time.perf_counter() - start) * 1000)
            assert fresh.state_hash() == t3.state_hash()
        print(f"\rrun {rep + 1}/{args.repeat}", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    med = statistics.median
    print(f"table of {args.pieces} pieces, {args.commands:,} random commands, median of {args.repeat} runs")
    print(f"  apply:  {med(do_rates):>10,.0f} commands/s (each its own transaction, fingerprints off)")
    print(f"  apply:  {med(digest_rates):>10,.0f} commands/s with per-transaction fingerprints")
    print(f"  undo:   {med(undo_rates):>10,.0f} transactions/s")
    print(f"  save:   {med(save_ms):>10.1f} ms  ({args.log:,}-command log, {size / 1e6:.1f} MB)")
    print(f"  load:   {med(load_ms):>10.1f} ms  (build + read + check hash + load snapshot)")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"  by CPU time: {med(do_cpu):,.0f} and {med(digest_cpu):,.0f} commands/s; load average {load:.2f}")
    print(
        f"RESULT commands_per_s={med(do_rates):.0f} fingerprinted_per_s={med(digest_rates):.0f} undo_per_s={med(undo_rates):.0f} save_ms={med(save_ms):.1f} load_ms={med(load_ms):.1f} "
        f"commands_cpu_per_s={med(do_cpu):.0f} fingerprinted_cpu_per_s={med(digest_cpu):.0f} load_average={load:.2f} gc={'python' if args.python_gc else 'program'}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
