#!/usr/bin/env python3
"""A self-play's instructions and cache misses per game, simulated: the same on any machine, busy or not.

    python scripts/bench_cachesim.py jido:g04 --players 6
    python scripts/bench_cachesim.py jido:g08m --players 6 --base 40 --games 20

Runs the program's self-play under ``valgrind --tool=cachegrind`` twice, with
``--base`` games and with ``--base`` + ``--games`` games (both after one
warm-up game, from seed 2 on, the collector set as the program sets it), and
reports the difference over ``--games``: what one game costs, without the
start-up (imports, rules read) that both runs share.  The caches simulated are
those of the machines this project is measured on (32 KB I1, 48 KB D1, and
their 2 MB L2 as the last level).

Wall-clock benchmarks (``bench_selfplay.py``) on a shared core move by a third
from minute to minute; these counts do not move.  A change that keeps the
instructions and cuts the misses (memory a cache keeps, handed back cold) shows
here when a timed run cannot tell it from the noise.  Needs valgrind (Debian's
``valgrind`` package); about two minutes for G04 at six players.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHES = ("--I1=32768,8,64", "--D1=49152,12,64", "--LL=2097152,16,64")
# The summary lines cachegrind prints, by the name a report gives them.
COUNTS = {"I refs": "instructions", "I1 misses": "i1_misses", "D1 misses": "d1_misses", "LL misses": "l2_misses"}
_LINE = re.compile(r"^==\d+== ([A-Za-z0-9 ]+?):\s+([\d,]+)")


def summary(text: str) -> dict[str, int]:
    """The counts of :data:`COUNTS` from cachegrind's summary on standard error; a count missing is an error that says which."""
    found: dict[str, int] = {}
    for line in text.splitlines():
        m = _LINE.match(line)
        if m:
            name = " ".join(m.group(1).split())
            if name in COUNTS:
                found[COUNTS[name]] = int(m.group(2).replace(",", ""))
    missing = [name for name, key in COUNTS.items() if key not in found]
    if missing:
        raise ValueError(f"cachegrind's summary lacks {', '.join(missing)}")
    return found


def per_game(few: dict[str, int], more: dict[str, int], games: int) -> dict[str, float]:
    """Each count's difference between the run of more games and the run of fewer, over the games between them."""
    return {key: (more[key] - few[key]) / games for key in COUNTS.values()}


def _simulate(game: str, players: int, games: int) -> dict[str, int]:
    command = ["valgrind", "--tool=cachegrind", "--cache-sim=yes", *CACHES, "--cachegrind-out-file=/dev/null"]
    command += [sys.executable, __file__, game, "--players", str(players), "--inner", str(games)]
    env = {**os.environ, "PYTHONHASHSEED": "0"}  # both runs hash their strings alike: the same dicts, the same work
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=env)
    if done.returncode != 0:
        tail = "\n".join(done.stderr.splitlines()[-5:])
        raise RuntimeError(f"the self-play of {games} games under valgrind failed:\n{tail}")
    return summary(done.stderr)


def _inner(game: str, players: int, games: int) -> None:
    """The run valgrind watches: one warm-up game, the collector set, then ``games`` games from seed 2."""
    sys.path.insert(0, str(ROOT))
    from tsukiji_table.games.selfplay import play_game
    from tsukiji_table.table.collector import collect_for_long_logs

    play_game(game, players, 1)
    collect_for_long_logs()
    for seed in range(2, 2 + games):
        play_game(game, players, seed)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game")
    ap.add_argument("--players", type=int, required=True)
    ap.add_argument("--games", type=int, default=20, help="the games counted (default 20)")
    ap.add_argument("--base", type=int, default=40, help="the games both runs play first (default 40): caches filled, as in a long run")
    ap.add_argument("--inner", type=int, default=None, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.inner is not None:
        _inner(args.game, args.players, args.inner)
        return 0
    if args.games < 1 or args.base < 0:
        ap.error("--games must be 1 or more and --base 0 or more")
    if shutil.which("valgrind") is None:
        print("bench_cachesim: valgrind is not installed (Debian: apt-get install valgrind)", file=sys.stderr)
        return 2
    try:
        with ThreadPoolExecutor(2) as pool:  # the two runs side by side: a simulation's counts do not depend on the load
            few, more = pool.map(lambda n: _simulate(args.game, args.players, n), (args.base, args.base + args.games))
    except (RuntimeError, ValueError) as exc:
        print(f"bench_cachesim: {exc}", file=sys.stderr)
        return 1
    got = per_game(few, more, args.games)
    print(f"{args.game}, {args.players} players: per game over games {args.base + 2}-{args.base + args.games + 1} (simulated I1 32 KB, D1 48 KB, L2 2 MB)")
    print(
        f"  instructions {got['instructions'] / 1e6:.2f}M; misses: I1 {got['i1_misses'] / 1e3:.0f}k, D1 {got['d1_misses'] / 1e3:.0f}k, L2 {got['l2_misses'] / 1e3:.1f}k"
    )
    print("RESULT " + " ".join(f"{key}={value:.0f}" for key, value in got.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
