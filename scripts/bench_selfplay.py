#!/usr/bin/env python3
"""Self-play speed of a game's referee with bots.

    python scripts/bench_selfplay.py turin --players 5 --games 1000
    python scripts/bench_selfplay.py tsukiji --players 6 --games 20
    python scripts/bench_selfplay.py turin --players 4 --games 500 --bots heuristic,random,random,random

Prints the median and p95 time per game, actions per second, turns per game,
the win rate of seat 0's bot (the "heuristic win rate" when seat 0 is the
heuristic bot) and the median time of one ``legal_actions`` call (timed in
extra games, after every action, for the seat to move), then one line
``RESULT name=value ...``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tsukiji_table.games.selfplay import play_game  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game")
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default=None, help="comma-separated bot per seat")
    args = ap.parse_args()
    from tsukiji_table.games.registry import get

    players = args.players or get(args.game).max_players
    bots = args.bots.split(",") if args.bots else None
    times, cpu, actions, turns, wins = [], [], 0, [], 0
    total_start = time.perf_counter()
    for k in range(args.games):
        start, start_cpu = time.perf_counter(), time.process_time()
        result, _ = play_game(args.game, players, args.seed + k, bots)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        actions += result.actions
        turns.append(result.turns)
        wins += 1 if 0 in result.winner else 0
        if (k + 1) % max(1, args.games // 20) == 0:
            print(f"\r{k + 1}/{args.games} games", end="", file=sys.stderr, flush=True)
    total = time.perf_counter() - total_start
    print(file=sys.stderr)
    legal_times = _legal_times(args.game, players, args.seed, bots, min(args.games, 20))
    legal_ms = statistics.median(legal_times) * 1000 if legal_times else 0.0
    times.sort()
    median_ms = statistics.median(times) * 1000
    cpu_ms = statistics.median(cpu) * 1000  # the process's own time: less noisy on a shared machine
    p95_ms = times[min(len(times) - 1, int(0.95 * len(times)))] * 1000
    aps = actions / sum(times)
    win_rate = wins / args.games
    print(f"{args.game}, {players} players, {args.games} games from seed {args.seed}, bots {bots or 'random'}")
    print(f"  per game: median {median_ms:.2f} ms, p95 {p95_ms:.2f} ms (CPU time: median {cpu_ms:.2f} ms); total {total:.1f} s")
    print(f"  {aps:,.0f} actions/s; {statistics.mean(turns):.1f} turns per game")
    print(f"  seat 0 win rate {win_rate:.3f} (an even share would be {1 / players:.3f})")
    print(f"  legal_actions: median {legal_ms:.3f} ms over {len(legal_times)} positions")
    print(
        f"RESULT median_game_ms={median_ms:.3f} p95_game_ms={p95_ms:.3f} median_game_cpu_ms={cpu_ms:.3f} actions_per_s={aps:.0f} "
        f"turns_per_game={statistics.mean(turns):.1f} heuristic_win_rate={win_rate:.3f} legal_actions_median_ms={legal_ms:.3f}"
    )
    return 0


def _legal_times(game: str, players: int, seed: int, bots: list[str] | None, games: int) -> list[float]:
    """Seconds one ``legal_actions`` call takes, for the seat to move after every action of ``games`` games."""
    out: list[float] = []

    def time_legal(session: Any) -> None:
        movers = session.game.to_move(session.table)
        if movers:
            start = time.perf_counter()
            list(session.game.legal_actions(session.table, movers[0]))
            out.append(time.perf_counter() - start)

    for k in range(games):
        play_game(game, players, seed + k, bots, check=time_legal)
    return out


if __name__ == "__main__":
    raise SystemExit(main())
