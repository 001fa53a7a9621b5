#!/usr/bin/env python3
"""Soak the table-top model: 10,000 random flicks, every one audited.

Random G01-like fields (2 to 24 drinks, six crates round fields of random
size, the 500 coin), ten flicks on each before a new field is drawn, each
flick from a random drink at a random angle and power.  Every result is
checked by :func:`tsukiji_table.physics.tabletop.audit.audit`: no NaN, no
drink lost or off the field, none inside a crate or another drink, all at
rest before the time cap; every ``--frames``-th flick keeps its frames so
that no drink's centre is ever seen inside a crate (tunnelling).

    .venv/bin/python scripts/flick_soak.py [--flicks 10000] [--seed 1]

Last line: ``RESULT flicks=… problems=… knocked=… put_back=… seconds=…``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tsukiji_table.physics.spec import all_drink_ids  # noqa: E402
from tsukiji_table.physics.tabletop import FieldError, load_tabletop, simulate_flick  # noqa: E402
from tsukiji_table.physics.tabletop.audit import audit  # noqa: E402
from tsukiji_table.physics.tabletop.layout import demo_field  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--flicks", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--frames", type=int, default=10, help="keep the frames of every n-th flick (the tunnelling check)")
    args = ap.parse_args(argv)
    spec = load_tabletop()
    ids = all_drink_ids()
    rng = random.Random(args.seed)
    problems: list[str] = []
    knocked = put_back = 0
    t0 = time.perf_counter()
    field = mover = None
    for n in range(args.flicks):
        if n % 10 == 0 or field is None:
            while True:
                mover = rng.choice(ids)
                others = rng.sample([d for d in ids if d != mover], rng.randint(1, 23))
                try:
                    field = demo_field(spec, others, mover, rng.randrange(2**31), size=(rng.uniform(0.2, 0.45), rng.uniform(0.15, 0.32)))
                    break
                except FieldError:
                    continue
        assert field is not None and mover is not None
        flicked = rng.choice(field.drink_ids())
        inputs = (flicked, rng.uniform(0, 360), rng.uniform(spec.flick.min_power, 1.0), rng.randrange(2**31))
        try:
            result = simulate_flick(field, *inputs, frames=n % args.frames == 0)
        except FieldError as exc:  # the field a flick left could not be flicked on: that flick's audit has said why
            problems.append(f"flick {n}: refused the field left by the last flick: {exc}")
            field = None
            continue
        found = audit(result, spec)
        if found:
            problems.extend(f"flick {n} {inputs} on {json.dumps(field.to_json())}: {p}" for p in found)
        knocked += len(result.knocked)
        put_back += len(result.left)
        field = result.after
    seconds = time.perf_counter() - t0
    for p in problems[:20]:
        print(p)
    print(f"{args.flicks} flicks in {seconds:.1f} s: {len(problems)} problems, {knocked} drinks knocked over, {put_back} put back after leaving the field")
    print(f"RESULT flicks={args.flicks} problems={len(problems)} knocked={knocked} put_back={put_back} seconds={seconds:.1f}")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
