#!/usr/bin/env python3
"""Solver speed on the puzzle pack, the daily puzzle and the solo games' hints.

    python scripts/bench_puzzles.py [--days 7] [--hints 5]

Solves every puzzle of the pack from its start (as ``tsukiji-table puzzles
verify`` does, with the replay of its stored solution), prints a table of
solve time and states per puzzle, then times the daily puzzle for a week of
dates and a few hints per solo game, and ends with one line
``RESULT name=value ...`` (pack total, median and worst solve time, daily
median and worst, hint medians).
"""

from __future__ import annotations

import argparse
import datetime as dt
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tsukiji_table.games.jidohanbaiki.analysis import hint, verify_puzzle  # noqa: E402
from tsukiji_table.games.jidohanbaiki.daily import make_daily  # noqa: E402
from tsukiji_table.games.jidohanbaiki.puzzles import load_pack  # noqa: E402
from tsukiji_table.games.session import Session  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--days", type=int, default=7, help="daily puzzles to make (from 2026-12-01 on)")
    ap.add_argument("--hints", type=int, default=5, help="hints per solo game (seeds 1..N)")
    args = ap.parse_args()

    t0 = time.perf_counter()
    solve_times, failed = [], []
    print(f"{'puzzle':10s} {'game':9s} {'par':>14s} {'solve s':>8s} {'states':>8s}")
    for spec in load_pack():
        v = verify_puzzle(spec)
        solve_times.append(v.seconds)
        if not v.ok:
            failed.append(spec.id)
        par = f"{spec.par['score']} / {spec.par['moves']}"
        print(f"{spec.id:10s} {spec.game:9s} {par:>14s} {v.seconds:8.2f} {v.expanded:8d}" + ("" if v.ok else "  FAIL " + "; ".join(v.problems)))
    pack_s = time.perf_counter() - t0

    daily = []
    for n in range(args.days):
        date = dt.date(2026, 12, 1) + dt.timedelta(days=n)
        t = time.perf_counter()
        spec = make_daily(date)  # made afresh: the window keeps made puzzles, this times the making
        daily.append(time.perf_counter() - t)
        print(f"daily {date}: {spec.game}, par {spec.par['score']} / {spec.par['moves']}, candidate {spec.extra['attempt'] + 1}, {daily[-1]:.2f} s")

    hints: dict[str, list[float]] = {}
    for game in ("jido:g06", "jido:g07", "jido:g08"):
        for seed in range(1, args.hints + 1):
            session = Session.new(game, 1, seed)
            t = time.perf_counter()
            hint(session)
            hints.setdefault(game, []).append(time.perf_counter() - t)
        print(f"hint {game}: median {statistics.median(hints[game]) * 1000:.0f} ms over {args.hints} starts")

    print(f"{len(solve_times)} puzzles in {pack_s:.1f} s; {len(failed)} failed {failed}")
    print(
        "RESULT "
        + " ".join(
            [
                f"puzzles={len(solve_times)}",
                f"pack_verify_s={pack_s:.1f}",
                f"solve_median_s={statistics.median(solve_times):.2f}",
                f"solve_max_s={max(solve_times):.2f}",
                f"daily_median_s={statistics.median(daily):.2f}",
                f"daily_max_s={max(daily):.2f}",
                *(f"hint_{g.split(':')[1]}_ms={statistics.median(v) * 1000:.0f}" for g, v in hints.items()),
                f"failed={len(failed)}",
            ]
        )
    )
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
