#!/usr/bin/env python3
"""Benchmark the vending-machine tower, headless.

Measures one 6-drink batch insertion into an empty machine, simulated to rest
(median wall time over many random crates, and the median of simulated time /
wall time), then the time of 1,000 crate insertions with jams carried over
(emptied every five crates, as in a game). Single process. Each figure is
given twice: wall-clock, and this process's CPU time (on the shared 2-core
machine the wall clock also counts the time other people's jobs held the
CPU; the CPU figure is what the tower itself costs).

    python scripts/bench_tower.py [--crates 200] [--thousand 1000] [--tower my_tower.yaml]

``--tower`` times another tower.yaml (for example one with ``simulation.min_substeps``
or fewer ``iterations``: see docs/tower.md, Speed); the default is the shipped one.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tsukiji_table.physics import Tower, load_spec  # noqa: E402
from tsukiji_table.physics.spec import all_drink_ids  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--crates", type=int, default=200, help="single crates timed for the median")
    ap.add_argument("--thousand", type=int, default=1000, help="crates in the long run")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tower", type=Path, default=None, help="another tower.yaml (default: the shipped one)")
    ap.add_argument("--no-cli", action="store_true", help="skip timing the command line from a fresh process")
    args = ap.parse_args(argv)

    spec = load_spec(args.tower)
    ids = all_drink_ids()
    rng = random.Random(args.seed)
    Tower(spec).insert(ids[:6], "batch", 0)  # warm caches (profiles, imports)

    walls, ratios, cpu_ratios, sim_total, wall_total = [], [], [], 0.0, 0.0
    for _ in range(args.crates):
        crate, seed = rng.sample(ids, 6), rng.randrange(2**31)
        t0, c0 = time.perf_counter(), time.process_time()
        res = Tower(spec).insert(crate, "batch", seed)
        dt, dc = time.perf_counter() - t0, time.process_time() - c0
        walls.append(dt)
        ratios.append(res.sim_time / dt)
        cpu_ratios.append(res.sim_time / max(dc, 1e-6))
        sim_total += res.sim_time
        wall_total += dt
    median_ms = statistics.median(walls) * 1000
    # The headline ratio is the median over crates: on a shared machine a few
    # crates that lose the CPU to another process would drag a plain total.
    ratio = statistics.median(ratios)
    cpu_ratio = statistics.median(cpu_ratios)

    t0, c0 = time.perf_counter(), time.process_time()
    tower = Tower(spec)
    for i in range(args.thousand):
        if i % 5 == 0:
            tower.empty()
        pool = [d for d in ids if d not in tower.state.drink_ids()]
        tower.insert(rng.sample(pool, 6), "batch", rng.randrange(2**31))
    thousand_s = (time.perf_counter() - t0) * 1000 / args.thousand
    thousand_cpu = (time.process_time() - c0) * 1000 / args.thousand

    cli = []
    for _ in range(0 if args.no_cli else 3):  # a whole `tsukiji-table tower` call, from a fresh process
        t0 = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "tsukiji_table", "tower", "--drinks", ",".join(ids[:6]), "--seed", "1", "--json"], cwd=ROOT, check=True, capture_output=True
        )
        cli.append(time.perf_counter() - t0)

    print(f"one crate (6 drinks, batch, empty machine), {args.crates} crates:")
    print(f"  median wall time      {median_ms:8.2f} ms")
    print(f"  mean simulated time   {sim_total / args.crates:8.2f} s")
    print(f"  simulated / wall      {ratio:8.0f} x (median over crates; all crates together: {sim_total / wall_total:.0f} x)")
    print(f"  simulated / CPU time  {cpu_ratio:8.0f} x (median over crates)")
    print(f"{args.thousand} crates with jams carried over: {thousand_s:.2f} s per 1,000 ({thousand_cpu:.2f} s of CPU)")
    if cli:
        print(f"`tsukiji-table tower` (6 drinks) from a fresh process: median {statistics.median(cli) * 1000:.0f} ms")
    print(
        f"RESULT realtime_ratio={ratio:.0f} cpu_realtime_ratio={cpu_ratio:.0f} crate_median_ms={median_ms:.2f} "
        f"thousand_crates_s={thousand_s:.2f} thousand_crates_cpu_s={thousand_cpu:.2f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
