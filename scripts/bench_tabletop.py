#!/usr/bin/env python3
"""Benchmark the table-top model alone (no window): flicks simulated to rest, faster than real time by how much.

``bench_flick.py`` measures the model and the window together; this is the
model's part alone, quicker to run and with two more measures:

- fields of 2, 4 and 6 players' G01 drinks (a short can each, five more
  each scattered, six crates, the 500 coin), a random flick of power 0.3-1
  from one of the cans, each from a fresh field;
- for each flick, simulated time / wall time and simulated time / CPU time
  (``time.process_time``: what this process itself spent, less disturbed
  by the other engineers' processes on the shared machine);
- the tower's own crate measure in the same run (``bench_tower.py``'s
  headline), to read the figures against how busy the machine was.

    .venv/bin/python scripts/bench_tabletop.py [--flicks 200] [--seed 1]

Last line: ``RESULT realtime_ratio=… cpu_ratio=… flick_median_ms=… ratio_2p=… ratio_6p=… tower_ratio=…``
(the first three over 4-player fields, the headline field of ``bench_flick.py``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench_flick import tower_reference  # noqa: E402

from tsukiji_table.physics.spec import COLOURS, SHAPES  # noqa: E402
from tsukiji_table.physics.tabletop import FieldState, load_tabletop, simulate_flick  # noqa: E402
from tsukiji_table.physics.tabletop.layout import demo_field  # noqa: E402


def field_of(players: int, rng: random.Random) -> tuple[FieldState, list[str]]:
    """A G01 field of ``players`` colours: one can on the coin, the other cans and every other drink scattered."""
    colours = rng.sample(COLOURS, players)
    cans = [f"{c}:short_can" for c in colours]
    others = [f"{c}:{s}" for c in colours for s in SHAPES if s != "short_can"]
    size = (0.40, 0.28) if players <= 4 else (0.48, 0.34)
    return demo_field(load_tabletop(), others + cans[1:], cans[0], rng.randrange(2**31), size), cans


def measure(players: int, flicks: int, seed: int) -> tuple[float, float, float]:
    """(median simulated/wall, median simulated/CPU, median wall ms) over ``flicks`` flicks."""
    rng = random.Random(seed)
    cases = []
    for _ in range(flicks):
        field, cans = field_of(players, rng)
        cases.append((field, rng.choice(cans), rng.uniform(0, 360), rng.uniform(0.3, 1.0), rng.randrange(2**31)))
    simulate_flick(*cases[0])  # warm the caches (shapes, tipping facts, imports)
    walls, cpus, ratios, cpu_ratios = [], [], [], []
    for case in cases:
        t0, c0 = time.perf_counter(), time.process_time()
        result = simulate_flick(*case)
        wall, cpu = time.perf_counter() - t0, max(time.process_time() - c0, 1e-6)
        walls.append(wall)
        cpus.append(cpu)
        ratios.append(result.sim_time / wall)
        cpu_ratios.append(result.sim_time / cpu)
    return statistics.median(ratios), statistics.median(cpu_ratios), statistics.median(walls) * 1000


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--flicks", type=int, default=200, help="flicks per field size")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    rows = {n: measure(n, args.flicks, args.seed + n) for n in (2, 4, 6)}
    tower = tower_reference(40, args.seed)
    print(f"{args.flicks} flicks per field, each simulated to rest from a fresh field")
    print(f"{'players':>8}{'drinks':>8}{'sim/wall':>10}{'sim/CPU':>10}{'median ms':>11}")
    for n, (ratio, cpu_ratio, ms) in rows.items():
        print(f"{n:>8}{6 * n:>8}{ratio:>10.0f}{cpu_ratio:>10.0f}{ms:>11.2f}")
    print(f"the tower's crate measure in this run: {tower:.0f} x (how busy the machine was)")
    ratio, cpu_ratio, ms = rows[4]
    print(
        f"RESULT realtime_ratio={ratio:.0f} cpu_ratio={cpu_ratio:.0f} flick_median_ms={ms:.2f} ratio_2p={rows[2][0]:.0f} ratio_6p={rows[6][0]:.0f} tower_ratio={tower:.0f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
