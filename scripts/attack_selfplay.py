#!/usr/bin/env python3
"""Does every game end?  Self-play over many seeds per game, player count and bots.

    python scripts/attack_selfplay.py                       # the full sweep (tens of minutes)
    python scripts/attack_selfplay.py --seeds 20 --games turin,tsukiji
    python scripts/attack_selfplay.py --solo-heuristic-seeds 40

Every refereed game, every player count, bots all random, all heuristic and
heuristic against random; seeds 0..N-1 plus the seeds that once ran for
ever.  The solo games' heuristic bot searches at every step (seconds per
game), so it gets its own, smaller, count of seeds.  A game fails when it
hits the action cap, runs past the time limit or raises; each failure is
printed with the command that plays it again.  Prints a table per game and
player count, then ``RESULT games=N not_ended=F ...`` with the games played
per game and player count.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tsukiji_table.games.sweep import Outcome, cases, refereed_games, run_case  # noqa: E402

# Seeds that once never ended (issue 18): always played.
REGRESSIONS = {"tsukiji": (64,), "jido:g08": (779, 785, 786)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", default=None, help="comma-separated game ids (default: every refereed game)")
    ap.add_argument("--seeds", type=int, default=100, help="seeds per game, player count and bots")
    ap.add_argument("--solo-heuristic-seeds", type=int, default=10, help="seeds for the solo games' heuristic bot")
    ap.add_argument("--first-seed", type=int, default=0)
    ap.add_argument("--cap", type=int, default=100_000, help="actions before a game counts as endless")
    ap.add_argument("--timeout", type=float, default=300.0, help="seconds before a game counts as endless")
    args = ap.parse_args()
    games = args.games.split(",") if args.games else refereed_games()
    outcomes: list[Outcome] = []
    start = time.perf_counter()
    for game_id in games:
        extra = REGRESSIONS.get(game_id, ())
        for bots in ("random", "heuristic"):
            solo_search = game_id.startswith("jido:") and bots == "heuristic"
            n = args.solo_heuristic_seeds if solo_search else args.seeds
            seeds = sorted(set(range(args.first_seed, args.first_seed + n)) | set(extra))
            for case in cases([game_id], seeds, bots):
                out = run_case(case, args.cap, args.timeout)
                outcomes.append(out)
                if not out.ended:
                    print(f"NOT ENDED {case.command()}: {out.problem}", flush=True)
                print(f"\r{len(outcomes)} games, {time.perf_counter() - start:.0f} s ", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    table: dict[tuple[str, int], list[Outcome]] = defaultdict(list)
    for out in outcomes:
        table[(out.case.game, out.case.players)].append(out)
    print(f"{'game':10s} {'players':>7s} {'games':>6s} {'not ended':>9s} {'median actions':>14s} {'max s':>7s}")
    for (game_id, players), rows in sorted(table.items()):
        acts = sorted(o.actions for o in rows if o.ended) or [0]
        print(f"{game_id:10s} {players:7d} {len(rows):6d} {sum(not o.ended for o in rows):9d} {acts[len(acts) // 2]:14d} {max(o.seconds for o in rows):7.1f}")
    failed = sum(not o.ended for o in outcomes)
    per = " ".join(f"{g.replace('jido:', '')}_{p}p={len(rows)}" for (g, p), rows in sorted(table.items()))
    print(f"RESULT games={len(outcomes)} not_ended={failed} seconds={time.perf_counter() - start:.0f} {per}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
