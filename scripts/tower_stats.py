#!/usr/bin/env python3
"""Monte Carlo calibration of the vending-machine tower: every rate docs/tower.md quotes.

Default (G06 sessions): each crate is six random drinks from the 36 (minus
those stuck inside), tipped in as a batch; drinks that jam stay inside for
the next crate; the machine is emptied at the start of every session. Prints,
per shape: how often a drink came out of its own insertion, how often it
jammed, its mean exit distance (metres from the front face), how often a
drink that jammed came out with the very next crate, and how often any crate
pushed out a drink that had been inside.

Other reports (each its own table; several may be given):

    --sizes 1,6,12,24,36    jam rate by batch size (and sequential), empty machine
    --order                 exit-order variety of one crate into an empty machine
    --throws                throw outcomes: aimed lobs, random throws, hard throws at the upper body
    --inverted              the upside-down game: landing classes and the EV of every bet
    --exit                  drinks left lying in the exit, and what taking them releases (T17)

    python scripts/tower_stats.py --sessions 100 --crates 5 --seed 1
    python scripts/tower_stats.py --sessions 0 --inverted --runs 300
"""

from __future__ import annotations

import argparse
import collections
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tsukiji_table.physics import INVERTED_RESULTS, ThrowAim, Tower, TowerSpec, aim_speed, load_spec  # noqa: E402
from tsukiji_table.physics.sim import throw_speed_limit  # noqa: E402
from tsukiji_table.physics.spec import SHAPES, all_drink_ids, parse_drink_id  # noqa: E402

CRATE = ["red:stubby_can", "blue:short_can", "mint:long_can", "black:square_bottle", "white:not_longest_bottle", "purple:longest_bottle"]
# G20's printed rates: a winning 100 returns the stake and this much (a slot pays 300, outside 200, in the crate 100).
G20_RATES = {"in_slot": 300, "outside_crate": 200, "in_crate_not_slot": 100}


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

    def add(self, o: ShapeStats) -> None:
        for k in ("inserted", "out", "jammed", "missed", "jam_followed", "pushed_out", "stay_followed", "stay_pushed"):
            setattr(self, k, getattr(self, k) + getattr(o, k))
        self.distances += o.distances


def _progress(done: int, total: int, t0: float, shown: list[float]) -> None:
    el = time.perf_counter() - t0
    if el - shown[0] >= 0.5 or done == total:  # a line, not a flood
        shown[0] = el
        print(f"\r{done}/{total}  {el:.1f} s  eta {el / done * (total - done):.1f} s", end="", file=sys.stderr, flush=True)
        if done == total:
            print(file=sys.stderr)


def run_stats(spec: TowerSpec, sessions: int, crates: int, seed: int, progress: bool = True) -> dict[str, ShapeStats]:
    """The G06 sessions; returns per-shape counts."""
    stats = {s: ShapeStats() for s in SHAPES}
    master = random.Random(seed)
    ids = all_drink_ids()
    total, done, t0, shown = sessions * crates, 0, time.perf_counter(), [0.0]
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
            if progress:
                _progress(done, total, t0, shown)
    return stats


def _rate(n: int, d: int) -> str:
    return f"{n / d:.3f} ({n}/{d})" if d else "n/a"


def format_table(stats: dict[str, ShapeStats]) -> str:
    rows = [
        "| shape | inserted | P(out) | P(jam) | P(not entered) | mean exit distance (m) "
        "| jammed, the next crate pushes it out | inside, a later crate pushes it out |",
        "|---|---|---|---|---|---|---|---|",
    ]
    agg = ShapeStats()
    for name, s in [*stats.items(), ("**all**", agg)]:
        if s is not agg:
            agg.add(s)
        dist = sum(s.distances) / len(s.distances) if s.distances else float("nan")
        rows.append(
            f"| {name} | {s.inserted} | {s.out / s.inserted:.3f} | {s.jammed / s.inserted:.3f} | "
            f"{s.missed / s.inserted:.3f} | {dist:.3f} | {_rate(s.pushed_out, s.jam_followed)} | "
            f"{_rate(s.stay_pushed, s.stay_followed)} |"
        )
    return "\n".join(rows)


def size_table(spec: TowerSpec, sizes: list[int], runs: int, seed: int) -> str:
    """Jam rate by batch size (and the same drinks one at a time), each run into an empty machine."""
    ids = all_drink_ids()
    rows = [
        "| drinks | mode | runs | P(jam) per drink | runs with a jam | never entered | released when the exit was emptied | mean simulated s |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for n in sizes:
        for mode in ("batch", "sequential") if n > 1 else ("single",):
            rng = random.Random(f"{seed}:{n}:{mode}")
            jam = runs_jam = never = released = 0
            sim = 0.0
            for _ in range(runs):
                res = Tower(spec).insert(rng.sample(ids, n), mode, rng.randrange(2**31))
                jam += len(res.jammed)
                runs_jam += bool(res.jammed)
                never += len(res.missed)
                released += sum(e.released for e in res.out)
                sim += res.sim_time
            rows.append(f"| {n} | {mode} | {runs} | {jam / (n * runs):.3f} | {runs_jam / runs:.2f} | {never} | {released} | {sim / runs:.1f} |")
    return "\n".join(rows)


def order_table(spec: TowerSpec, runs: int) -> str:
    """Which place in the crate came out first, how many different exit orders, over seeds 0..runs-1."""
    first: collections.Counter[int] = collections.Counter()
    orders = set()
    concordant = pairs = 0
    for seed in range(runs):
        res = Tower(spec).insert(CRATE, "batch", seed)
        seq = [CRATE.index(e.drink) for e in res.out]
        if seq:
            first[seq[0]] += 1
        orders.add(tuple(seq))
        for i in range(len(seq)):
            for j in range(i + 1, len(seq)):
                pairs += 1
                concordant += seq[i] < seq[j]
    rows = ["| place in the crate (list order) | " + " | ".join(str(k + 1) for k in range(6)) + " |", "|---|" + "---|" * 6]
    rows.append("| came out first | " + " | ".join(f"{first[k]}" for k in range(6)) + " |")
    rows.append("")
    rows.append(f"{runs} seeds: {len(orders)} different exit orders; the most common first place came first in {max(first.values()) / runs:.0%} of runs;")
    rows.append(f"pairs of drinks leaving in list order: {concordant / pairs:.2f} (0.5 = no relation to the list)")
    return "\n".join(rows)


def throw_table(spec: TowerSpec, runs: int, seed: int) -> str:
    """Throw outcomes over three sweeps: aimed lobs from across the table, random throws, hard flat throws at the upper body."""
    ids = all_drink_ids()
    fastest = throw_speed_limit(spec)
    sweeps: dict[str, list[ThrowAim]] = {
        "aimed (aim_speed, 0.1-1.3 m, 20-70 deg)": [],
        "random (any aim the rules allow)": [],
        "hard at the upper body (5-10 m/s)": [],
    }
    rng = random.Random(seed)
    roof = spec.machine.outer_height
    while len(sweeps["aimed (aim_speed, 0.1-1.3 m, 20-70 deg)"]) < runs:
        d, h, a = rng.uniform(0.1, 1.3), rng.uniform(0.1, 0.7), rng.uniform(20, 70)
        try:
            v = aim_speed(spec, d, h, a)
        except ValueError:
            continue
        if v <= fastest:
            sweeps["aimed (aim_speed, 0.1-1.3 m, 20-70 deg)"].append(ThrowAim(d, h, a, v))
    for _ in range(runs):
        sweeps["random (any aim the rules allow)"].append(
            ThrowAim(rng.uniform(0.06, 1.3), rng.uniform(0.06, 1.0), rng.uniform(-30, 80), rng.uniform(0.5, fastest))
        )
        sweeps["hard at the upper body (5-10 m/s)"].append(
            ThrowAim(rng.uniform(0.1, 1.0), rng.uniform(0.6, 0.98) * roof, rng.uniform(-5, 15), rng.uniform(5.0, fastest))
        )
    rows = ["| sweep | throws | in | bounced off | landed outside | knocked over | grazed the machine and went in |", "|---|---|---|---|---|---|---|"]
    for name, aims in sweeps.items():
        count: collections.Counter[str] = collections.Counter()
        grazed_in = 0
        for aim in aims:
            res = Tower(spec).insert([rng.choice(ids)], "throw", rng.randrange(2**31), aim)
            t = res.throws[0]
            count[t.outcome] += 1
            grazed_in += t.grazed and t.outcome == "in"
        n = len(aims)
        cells = " | ".join(f"{count[k] / n:.3f}" for k in ("in", "bounced_off", "landed_outside", "knocked_over"))
        rows.append(f"| {name} | {n} | {cells} | {grazed_in / n:.3f} |")
    return "\n".join(rows)


def inverted_table(spec: TowerSpec, pairs: int, seed: int) -> str:
    """G20: landing classes of random pairs of drinks, and the expected value of each bet of one or two 100 coins."""
    ids = all_drink_ids()
    rng = random.Random(seed)
    per_drink: collections.Counter[str] = collections.Counter()
    at_least: collections.Counter[str] = collections.Counter()
    both: collections.Counter[str] = collections.Counter()
    for _ in range(pairs):
        res = Tower(spec).insert(rng.sample(ids, 2), "inverted", rng.randrange(2**31))
        got = [x.result for x in res.inverted]
        per_drink.update(got)
        for k in INVERTED_RESULTS:
            at_least[k] += k in got
            both[k] += got.count(k) == 2
    n = 2 * pairs
    rows = ["| landing | per drink | a pair has at least one | a pair has both | EV of 100 on it | EV of 200 on it |", "|---|---|---|---|---|---|"]
    for k in INVERTED_RESULTS:
        line = f"| {k} | {per_drink[k] / n:.3f} | {at_least[k] / pairs:.3f} | {both[k] / pairs:.3f} |"
        if k in G20_RATES:
            r = G20_RATES[k]
            p1, p2 = at_least[k] / pairs, both[k] / pairs
            ev1 = p1 * r - (1 - p1) * 100
            ev2 = ev1 + p2 * r - (1 - p2) * 100
            line += f" {ev1:+.0f} | {ev2:+.0f} |"
        else:
            line += " (no result, T29) | |"
        rows.append(line)
    return "\n".join(rows)


def exit_table(spec: TowerSpec, runs: int, seed: int) -> str:
    """Batches left with their drinks lying in the exit (collect=False), then taken: how often that releases others (T17)."""
    ids = all_drink_ids()
    rng = random.Random(seed)
    lying = runs_lying = released_runs = released = default_released = 0
    for _ in range(runs):
        tower = Tower(spec)
        crate, seed = rng.sample(ids, 6), rng.randrange(2**31)
        default_released += sum(e.released for e in Tower(spec).insert(crate, "batch", seed).out)
        res = tower.insert(crate, "batch", seed, collect=False)
        n = len(res.state_after.at_exit)
        lying += n
        if n:
            runs_lying += 1
            took = tower.collect()
            released += len(took.out)
            released_runs += bool(took.out)
    return (
        f"{runs} crates into an empty machine: {runs_lying} ended with drinks lying in the exit ({lying} drinks); "
        f"taking them (a separate call) released {released} more drinks in {released_runs} of those runs; "
        f"taking them in the same simulation (the default) released {default_released}."
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sessions", type=int, default=100, help="G06 sessions, each starting with an empty machine (0: none)")
    ap.add_argument("--crates", type=int, default=5, help="crates per session (jams carry over)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tower", type=Path, default=None, help="another tower.yaml")
    ap.add_argument("--runs", type=int, default=200, help="runs per row of the other reports")
    ap.add_argument("--sizes", default=None, help="batch sizes for the jam table, e.g. 1,6,12,24,36")
    ap.add_argument("--order", action="store_true", help="exit-order variety")
    ap.add_argument("--throws", action="store_true", help="throw outcomes")
    ap.add_argument("--inverted", action="store_true", help="the upside-down game's landings and bets")
    ap.add_argument("--exit", action="store_true", help="drinks lying in the exit and what taking them releases")
    args = ap.parse_args(argv)
    spec = load_spec(args.tower)
    t0 = time.perf_counter()
    if args.sessions:
        print(format_table(run_stats(spec, args.sessions, args.crates, args.seed)))
        print(f"\n{args.sessions * args.crates} crates in {time.perf_counter() - t0:.1f} s\n")
    reports = [
        (args.sizes, lambda: size_table(spec, [int(x) for x in args.sizes.split(",")], args.runs, args.seed)),
        (args.order, lambda: order_table(spec, args.runs)),
        (args.throws, lambda: throw_table(spec, args.runs, args.seed)),
        (args.inverted, lambda: inverted_table(spec, args.runs, args.seed)),
        (args.exit, lambda: exit_table(spec, args.runs, args.seed)),
    ]
    for wanted, report in reports:
        if wanted:
            t1 = time.perf_counter()
            print(report())
            print(f"({time.perf_counter() - t1:.1f} s)\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
