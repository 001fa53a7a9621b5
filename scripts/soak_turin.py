#!/usr/bin/env python3
"""Thousands of Turin Market self-play games with conservation checked after every action.

    python scripts/soak_turin.py --games 5000

Cycles through 2-5 players and the option sets (goose rules, hidden scudo,
new list side, three-game series) with a mix of random and heuristic bots.
Prints failures, then ``RESULT games=N failures=F``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tsukiji_table.games.selfplay import play_game  # noqa: E402
from tsukiji_table.games.turin.conservation import check_end, check_table  # noqa: E402

OPTION_SETS = [{}, {"goose": "tiebreak"}, {"goose": "handicap", "scudo": "hidden"}, {"list": "new", "series": 3}]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=5000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    failures = 0
    start = time.perf_counter()
    for k in range(args.games):
        players = 2 + k % 4
        options = OPTION_SETS[(k // 4) % len(OPTION_SETS)]
        bots = ["heuristic" if (k + s) % 3 == 0 else "random" for s in range(players)]
        seed = args.seed + k
        try:
            _, session = play_game("turin", players, seed, bots, options, check=lambda s: check_table(s.game, s.table))
            check_end(session.game, session.table)
        except Exception as exc:  # report every failure, keep going
            failures += 1
            print(f"seed {seed}, {players} players, {options}, bots {bots}: {type(exc).__name__}: {exc}")
    print(f"{args.games} games in {time.perf_counter() - start:.1f} s")
    print(f"RESULT games={args.games} failures={failures}")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
