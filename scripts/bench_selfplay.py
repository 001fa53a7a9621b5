#!/usr/bin/env python3
"""Self-play speed of a game's referee with bots.

    python scripts/bench_selfplay.py turin --players 5 --games 1000
    python scripts/bench_selfplay.py tsukiji --players 6 --games 20
    python scripts/bench_selfplay.py turin --players 4 --games 500 --bots heuristic,random,random,random
    python scripts/bench_selfplay.py tsukiji --players 4 --games 20 --time-legal

Prints the median and p95 time per game, actions per second, turns per game,
and the win rate of seat 0's bot (the "heuristic win rate" when seat 0 is the
heuristic bot), then one line ``RESULT name=value ...``.  ``--time-legal``
also times every ``legal_actions`` call (the list in full, as a random bot
takes it) and adds its median and p95 in microseconds; the timing wraps the
calls, so the game times include it.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Iterator
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
    ap.add_argument("--time-legal", action="store_true", help="also time each legal_actions call")
    args = ap.parse_args()
    from tsukiji_table.games.registry import get

    legal_times: list[float] = []
    if args.time_legal:
        _time_legal_actions(get(args.game), legal_times)

    players = args.players or get(args.game).max_players
    bots = args.bots.split(",") if args.bots else None
    times, actions, turns, wins = [], 0, [], 0
    total_start = time.perf_counter()
    for k in range(args.games):
        start = time.perf_counter()
        result, _ = play_game(args.game, players, args.seed + k, bots)
        times.append(time.perf_counter() - start)
        actions += result.actions
        turns.append(result.turns)
        wins += 1 if 0 in result.winner else 0
        if (k + 1) % max(1, args.games // 20) == 0:
            print(f"\r{k + 1}/{args.games} games", end="", file=sys.stderr, flush=True)
    total = time.perf_counter() - total_start
    print(file=sys.stderr)
    times.sort()
    median_ms = statistics.median(times) * 1000
    p95_ms = times[min(len(times) - 1, int(0.95 * len(times)))] * 1000
    aps = actions / sum(times)
    win_rate = wins / args.games
    print(f"{args.game}, {players} players, {args.games} games from seed {args.seed}, bots {bots or 'random'}")
    print(f"  per game: median {median_ms:.2f} ms, p95 {p95_ms:.2f} ms; total {total:.1f} s")
    print(f"  {aps:,.0f} actions/s; {statistics.mean(turns):.1f} turns per game")
    print(f"  seat 0 win rate {win_rate:.3f} (an even share would be {1 / players:.3f})")
    legal = ""
    if legal_times:
        legal_times.sort()
        legal_med, legal_p95 = statistics.median(legal_times) * 1e6, legal_times[int(0.95 * (len(legal_times) - 1))] * 1e6
        print(f"  legal_actions: median {legal_med:.1f} us, p95 {legal_p95:.1f} us over {len(legal_times):,} calls")
        legal = f" legal_actions_median_us={legal_med:.1f} legal_actions_p95_us={legal_p95:.1f}"
    print(
        f"RESULT median_game_ms={median_ms:.3f} p95_game_ms={p95_ms:.3f} actions_per_s={aps:.0f} "
        f"turns_per_game={statistics.mean(turns):.1f} heuristic_win_rate={win_rate:.3f}{legal}"
    )
    return 0


def _time_legal_actions(cls: type, out: list[float]) -> None:
    """Wrap ``cls.legal_actions`` so that each call, its list taken in full, adds its duration to ``out``."""
    inner = cls.legal_actions

    def timed(self: object, table: object, seat: int) -> Iterator[dict[str, Any]]:
        start = time.perf_counter()
        found = list(inner(self, table, seat))
        out.append(time.perf_counter() - start)
        return iter(found)

    cls.legal_actions = timed


if __name__ == "__main__":
    raise SystemExit(main())
