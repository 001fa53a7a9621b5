#!/usr/bin/env python3
"""A fingerprint of the physics' outcomes, to show that a speed-up changed none of them.

Runs a fixed set of simulations and prints the sha256 of the ``repr`` of every
result (every float, pose, order and time in it):

- table top: flicks on the G01 fields of ``bench_tabletop.py`` (2, 4 and 6
  players, ``--flicks`` of each; every tenth with its frames);
- tower: ``--insertions`` insertions with jams carried over (emptied every
  five), mixing batch, sequential, single and throw, a collect after some,
  and upside-down drops.

Run it on the code before and after a change (for example a copy of main's
tree: ``python scripts/physics_fingerprint.py --root /tmp/main-copy``); equal
hashes mean bit-identical outcomes.

    python scripts/physics_fingerprint.py [--flicks 300] [--insertions 400] [--root DIR]

Last line: ``RESULT tabletop=<sha256> tower=<sha256> flicks=N insertions=N``.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def tabletop_hash(flicks: int) -> str:
    from bench_tabletop import field_of

    from tsukiji_table.physics.tabletop import simulate_flick

    h = hashlib.sha256()
    n = 0
    for players in (2, 4, 6):
        rng = random.Random(100 + players)
        for _ in range(flicks):
            field, cans = field_of(players, rng)
            result = simulate_flick(field, rng.choice(cans), rng.uniform(0, 360), rng.uniform(0.3, 1.0), rng.randrange(2**31), frames=n % 10 == 0)
            h.update(repr(result).encode())
            n += 1
    return h.hexdigest()


def tower_hash(insertions: int) -> str:
    from tsukiji_table.physics import Tower, load_spec
    from tsukiji_table.physics.insertion import ThrowAim
    from tsukiji_table.physics.spec import all_drink_ids

    spec = load_spec()
    ids = all_drink_ids()
    rng = random.Random(7)
    h = hashlib.sha256()

    def note(result: Any) -> None:
        h.update(repr(result).encode())

    tower = Tower(spec)
    for i in range(insertions):
        if i % 5 == 0:
            tower.empty()
        pool = [d for d in ids if d not in tower.state.drink_ids()]
        kind, aim = i % 10, None
        if kind == 7:
            mode, drinks = "throw", rng.sample(pool, 1)
            a = ThrowAim.default(spec)
            aim = ThrowAim(a.distance, a.height, a.angle_deg + rng.uniform(-3, 3), a.speed * rng.uniform(0.95, 1.02))
        elif kind == 3:
            mode, drinks = "sequential", rng.sample(pool, 3)
        elif kind == 5:
            mode, drinks = "single", rng.sample(pool, 1)
        else:
            mode, drinks = "batch", rng.sample(pool, 6 if kind != 9 else min(12, len(pool)))
        note(tower.insert(drinks, mode, rng.randrange(2**31), aim))
        if kind == 4:
            note(tower.collect())
    for _ in range(max(1, insertions // 20)):
        note(Tower(spec).insert(rng.sample(ids, 2), "inverted", rng.randrange(2**31)))
    return h.hexdigest()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--flicks", type=int, default=300, help="flicks per field size (2, 4, 6 players)")
    ap.add_argument("--insertions", type=int, default=400, help="tower insertions")
    ap.add_argument("--root", type=Path, default=ROOT, help="the tree whose code is run (default: this one)")
    args = ap.parse_args(argv)
    root = args.root.resolve()
    sys.path[:0] = [str(root), str(root / "scripts")]
    table = tabletop_hash(args.flicks)
    tower = tower_hash(args.insertions)
    print(f"table top, {3 * args.flicks} flicks: {table}")
    print(f"tower, {args.insertions} insertions and their collects, {max(1, args.insertions // 20)} upside-down drops: {tower}")
    print(f"RESULT tabletop={table} tower={tower} flicks={args.flicks} insertions={args.insertions}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
