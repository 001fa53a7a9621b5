#!/usr/bin/env python3
"""Self-play speed of a game's referee with bots.

    python scripts/bench_selfplay.py turin --players 5 --games 1000
    python scripts/bench_selfplay.py tsukiji --players 6 --games 20
    python scripts/bench_selfplay.py turin --players 4 --games 500 --bots heuristic,random,random,random

Prints the median and p95 time per game, actions per second, turns per game,
and the win rate of seat 0's bot (the "heuristic win rate" when seat 0 is the
heuristic bot), then one line ``RESULT name=value ...``.

A second pass replays the first games (``--legal-games``, default 10) and
times ``legal_actions`` once at every position, as a bot or the window meets
it first: its median and p95 (``legal_ms``), measured apart so that nothing a
referee keeps between calls at one position shortens the game times above.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tsukiji_table.games.selfplay import play_game  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game")
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default=None, help="comma-separated bot per seat")
    ap.add_argument("--legal-games", type=int, default=10, help="games whose positions time legal_actions (0: skip)")
    args = ap.parse_args()
    from tsukiji_table.games.registry import get

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
    legal = legal_times(args.game, players, args.seed, min(args.games, args.legal_games), bots)
    legal_median = statistics.median(legal) * 1000 if legal else float("nan")
    legal_p95 = legal[min(len(legal) - 1, int(0.95 * len(legal)))] * 1000 if legal else float("nan")
    if legal:
        print(f"  legal_actions: median {legal_median:.3f} ms, p95 {legal_p95:.3f} ms over {len(legal)} positions")
    print(
        f"RESULT median_game_ms={median_ms:.3f} p95_game_ms={p95_ms:.3f} actions_per_s={aps:.0f} "
        f"turns_per_game={statistics.mean(turns):.1f} heuristic_win_rate={win_rate:.3f} "
        f"legal_median_ms={legal_median:.3f} legal_p95_ms={legal_p95:.3f}"
    )
    return 0


def legal_times(game_id: str, players: int, seed: int, games: int, bots: list[str] | None) -> list[float]:
    """Seconds of the first ``legal_actions`` call at every position of ``games`` games, sorted."""
    out: list[float] = []

    def timed(session: object) -> None:
        game, table = session.game, session.table  # type: ignore[attr-defined]
        if game.is_over(table):
            return
        seat = game.to_move(table)[0]
        start = time.perf_counter()
        list(game.legal_actions(table, seat))
        out.append(time.perf_counter() - start)

    for k in range(games):
        play_game(game_id, players, seed + k, bots, check=timed)
    return sorted(out)


if __name__ == "__main__":
    raise SystemExit(main())
