#!/usr/bin/env python3
"""Monte Carlo calibration of the vending-machine tower.

Plays sessions of random crate insertions the way G06 does: each crate is six
random drinks from the 36 (minus those stuck inside), tipped in as a batch;
drinks that jam stay inside for the next crate; the machine is emptied at the
start of every session. Prints, per shape: how often a drink came out of its
own insertion, how often it jammed, its mean exit distance (metres from the
front face), how often a drink that jammed came out with the very next crate,
and how often any crate pushed out a drink that had been inside (a drink
stuck for three crates counts three times there).

    python scripts/tower_stats.py --sessions 100 --crates 5 --seed 1
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tsukiji_table.physics import Tower, TowerSpec, load_spec  # noqa: E402
from tsukiji_table.physics.spec import SHAPES, all_drink_ids, parse_drink_id  # noqa: E402


@dataclass
class ShapeStats:
    inserted: int = 0
    out: int = 0
    jammed: int = 0
    missed: int = 0
    distances: list[float] = field(default_factory=list)
    jam_followed: int = 0  # drinks that jammed and had a next crate
    pushed_out: int = 0  # ... and came out with that next crate
    stay_followed: int = 0  # (drink inside, later crate) pairs, however long it has been inside
    stay_pushed: int = 0  # ... where that crate pushed it out


def run_stats(spec: TowerSpec, sessions: int, crates: int, seed: int, progress: bool = True) -> dict[str, ShapeStats]:
    """Run the Monte Carlo; returns per-shape counts."""
    stats = {s: ShapeStats() for s in SHAPES}
    master = random.Random(seed)
    ids = all_drink_ids()
    total, done, t0 = sessions * crates, 0, time.perf_counter()
    shown = 0.0
    for _ in range(sessions):
        tower = Tower(spec)
        fresh: list[str] = []  # jammed by the previous crate
        for _k in range(crates):
            inside_before = tower.state.drink_ids()
            pool = [d for d in ids if d not in inside_before]
            crate = master.sample(pool, 6)
            res = tower.insert(crate, mode="batch", seed=master.randrange(2**31))
            out_ids = {e.drink for e in res.out}
            for d in inside_before:
                st = stats[parse_drink_id(d)[1]]
                st.stay_followed += 1
                st.stay_pushed += d in out_ids
            for d in fresh:
                st = stats[parse_drink_id(d)[1]]
                st.jam_followed += 1
                st.pushed_out += d in out_ids
            fresh = [d for d in res.jammed if d in crate]
            for e in res.out:
                stats[parse_drink_id(e.drink)[1]].distances.append(e.distance)
            jammed = set(res.jammed)
            missed = {m.drink for m in res.missed}
            for d in crate:
                st = stats[parse_drink_id(d)[1]]
                st.inserted += 1
                st.out += d in out_ids
                st.jammed += d in jammed
                st.missed += d in missed
            done += 1
            el = time.perf_counter() - t0
            if progress and (el - shown >= 0.5 or done == total):  # a line, not a flood
                shown = el
                print(f"\r{done}/{total} crates  {el:.1f} s  eta {el / done * (total - done):.1f} s", end="", file=sys.stderr, flush=True)
    if progress:
        print(file=sys.stderr)
    return stats


def _rate(n: int, d: int) -> str:
    return f"{n / d:.3f} ({n}/{d})" if d else "n/a"


def format_table(stats: dict[str, ShapeStats]) -> str:
    rows = [
        "| shape | inserted | P(out) | P(jam) | P(missed) | mean exit distance (m) "
        "| jammed, the next crate pushes it out | inside, a later crate pushes it out |",
        "|---|---|---|---|---|---|---|---|",
    ]
    agg = ShapeStats()
    for name, s in stats.items():
        dist = sum(s.distances) / len(s.distances) if s.distances else float("nan")
        rows.append(
            f"| {name} | {s.inserted} | {s.out / s.inserted:.3f} | {s.jammed / s.inserted:.3f} | "
            f"{s.missed / s.inserted:.3f} | {dist:.3f} | {_rate(s.pushed_out, s.jam_followed)} | "
            f"{_rate(s.stay_pushed, s.stay_followed)} |"
        )
        agg.inserted += s.inserted
        agg.out += s.out
        agg.jammed += s.jammed
        agg.missed += s.missed
        agg.distances += s.distances
        agg.jam_followed += s.jam_followed
        agg.pushed_out += s.pushed_out
        agg.stay_followed += s.stay_followed
        agg.stay_pushed += s.stay_pushed
    dist = sum(agg.distances) / len(agg.distances) if agg.distances else float("nan")
    rows.append(
        f"| **all** | {agg.inserted} | {agg.out / agg.inserted:.3f} | {agg.jammed / agg.inserted:.3f} | "
        f"{agg.missed / agg.inserted:.3f} | {dist:.3f} | {_rate(agg.pushed_out, agg.jam_followed)} | "
        f"{_rate(agg.stay_pushed, agg.stay_followed)} |"
    )
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sessions", type=int, default=100, help="sessions, each starting with an empty machine")
    ap.add_argument("--crates", type=int, default=5, help="crates per session (jams carry over)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tower", type=Path, default=None, help="another tower.yaml")
    args = ap.parse_args(argv)
    spec = load_spec(args.tower)
    t0 = time.perf_counter()
    stats = run_stats(spec, args.sessions, args.crates, args.seed)
    print(format_table(stats))
    print(f"\n{args.sessions * args.crates} crates in {time.perf_counter() - t0:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
