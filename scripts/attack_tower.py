#!/usr/bin/env python3
"""Random tower runs of every mode and batch size: is any drink lost, or anything left that we would refuse?

    python scripts/attack_tower.py               # 2,000 runs
    python scripts/attack_tower.py --runs 300 --seed 5

Runs go one after another on one machine (jams stay inside for the next
run, as in a game), cycling through the modes; batches are mostly small,
sometimes 13 to 36 drinks; throws are aimed at random, up to the fastest
throw allowed.  After each run every drink that was inside or put in must
be accounted for exactly once (out, jammed, lying in the exit, never
entered, landed), in the result and in its ``--json`` summary; what stays
inside must be a state we would accept from a file, with every pose
finite.  Prints each failure, then
``RESULT runs=N drinks=D drinks_lost=L failures=F``.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tsukiji_table.physics import MODES, ThrowAim, Tower, TowerStateError, check_state, load_spec  # noqa: E402
from tsukiji_table.physics.sim import throw_speed_limit  # noqa: E402
from tsukiji_table.physics.spec import all_drink_ids  # noqa: E402


def summary_places(data: dict) -> list[str]:
    """Every drink the ``--json`` summary names, once each."""
    out = [e["drink"] for e in data["out"]]
    return out + data["jammed"] + [m["drink"] for m in data["not_entered"]] + list(data.get("landed", {})) + [d for d in data["collected"] if d not in out]


def one_run(tower: Tower, drinks: list[str], mode: str, seed: int, aim: ThrowAim | None, collect: bool) -> tuple[int, str]:
    """(drinks lost, what went wrong or '') for one run."""
    before = tower.state.all_ids()
    res = tower.start_collect().run() if mode == "collect" else tower.start(drinks, mode, seed, aim, collect).run()
    tower.apply(res)
    wanted = Counter(before + drinks)
    placed = Counter(res.accounted() + [d for d in res.collected if d not in {e.drink for e in res.out}])
    lost = sum((wanted - placed).values())
    problems = []
    if placed != wanted:
        problems.append(f"placed {sorted((placed - wanted).elements())} twice or from nowhere, lost {sorted((wanted - placed).elements())}")
    named = Counter(summary_places({**res.summary_json(), "collected": list(res.collected)}))  # the CLI adds what was taken
    if named != placed:
        lost = max(lost, sum((wanted - named).values()))
        problems.append(f"the --json summary names {sorted((named - placed).elements())} wrongly and leaves out {sorted((placed - named).elements())}")
    if sorted(tower.state.drink_ids()) != sorted(res.jammed):
        problems.append("the machine's state and the result disagree on what is jammed")
    poses = [(p.x, p.y, p.angle) for p in tower.state.inside]
    if not all(math.isfinite(v) for pose in poses for v in pose):
        problems.append("a pose that is not a number")
    try:
        check_state(tower.spec, tower.state)
    except TowerStateError as exc:
        problems.append(f"left a state we would refuse: {exc}")
    return lost, "; ".join(problems)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    spec = load_spec()
    rng = random.Random(args.seed)
    ids = all_drink_ids()
    tower = Tower(spec)
    fastest = throw_speed_limit(spec)
    drinks_in = lost = failures = 0
    start = time.perf_counter()
    for i in range(args.runs):
        mode = MODES[i % len(MODES)]
        if mode == "inverted":
            tower.empty()
        if tower.state.at_exit:  # the machine refuses more drinks until those are taken (a run of its own)
            mode = "collect"
        pool = [d for d in ids if d not in tower.state.all_ids()]
        if not pool:
            tower.empty()
            pool = list(ids)
        big = rng.random() < 0.15
        n = {"single": 1, "inverted": rng.randint(1, 2), "throw": rng.randint(1, 3), "collect": 0}.get(mode, rng.randint(13, 36) if big else rng.randint(1, 7))
        drinks = rng.sample(pool, min(n, len(pool)))
        aim = ThrowAim(rng.uniform(0.06, 1.3), rng.uniform(0.06, 1.2), rng.uniform(-60, 150), rng.uniform(0.3, fastest)) if mode == "throw" else None
        seed = rng.randrange(2**31)
        try:
            gone, problem = one_run(tower, drinks, mode, seed, aim, collect=rng.random() < 0.8)
        except Exception as exc:  # noqa: BLE001 - what this harness looks for
            gone, problem = len(drinks), f"{type(exc).__name__}: {str(exc)[:200]}"
            tower.empty()
        drinks_in += len(drinks)
        lost += gone
        if problem:
            failures += 1
            print(f"FAIL run {i} ({mode}, {len(drinks)} drinks, seed {seed}): {problem}", flush=True)
        if rng.random() < 0.1:
            tower.empty()
        print(f"\r{i + 1}/{args.runs} runs ", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    print(f"RESULT runs={args.runs} drinks={drinks_in} drinks_lost={lost} failures={failures} seconds={time.perf_counter() - start:.0f}")
    return 1 if failures or lost else 0


if __name__ == "__main__":
    raise SystemExit(main())
