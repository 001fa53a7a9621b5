#!/usr/bin/env python3
"""Self-play speed of a game's referee with bots.

    python scripts/bench_selfplay.py turin --players 5 --games 1000
    python scripts/bench_selfplay.py tsukiji --players 6 --games 20
    python scripts/bench_selfplay.py turin --players 4 --games 500 --bots heuristic,random,random,random
    python scripts/bench_selfplay.py jido:g03 --players 6 --option ceremony=true --option market=true

Prints the median and p95 time per game (wall clock, and the process's CPU
time, which a busy machine inflates less), the median time of one
``legal_actions`` listing for the seat to move (timed after every action of
separate games replayed from the same seeds: a listing timed inside a timed
game would fill the caches some referees keep for the bot's own listing, and
the game's time would leave that listing out), actions per second, turns per
game, the win rate of seat 0's bot (the "heuristic win rate" when seat 0 is
the heuristic bot) and the load average, then one line ``RESULT name=value ...``.

The garbage collector is set as the program sets it (``tsukiji-table selfplay``
and the window call :func:`tsukiji_table.table.collector.collect_for_long_logs`
at start-up), as ``bench_table.py`` does; ``--python-gc`` leaves Python's
defaults, and the RESULT line says which (``gc=program`` or ``gc=python``).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchkit import PaceProbe  # noqa: E402  (this script's folder is on the path)

from tsukiji_table.games.selfplay import play_game  # noqa: E402
from tsukiji_table.games.session import Session  # noqa: E402
from tsukiji_table.table.collector import collect_for_long_logs  # noqa: E402

LISTED_GAMES = 10  # games replayed to time ``legal_actions``
PROBE_BLOCK = 10  # games timed between two probes (--probe)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game")
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default=None, help="comma-separated bot per seat")
    ap.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a game option (repeatable)")
    ap.add_argument("--probe", action="store_true", help="time a fixed piece of work after every ten games, and report the games' time over it")
    ap.add_argument("--python-gc", action="store_true", help="leave Python's garbage collector as it starts, not as the program sets it")
    args = ap.parse_args()
    from tsukiji_table.games.registry import get

    players = args.players or get(args.game).max_players
    bots = args.bots.split(",") if args.bots else None
    options = dict(o.split("=", 1) for o in args.option)
    times, cpu, listings, actions, turns, wins = [], [], [], 0, [], 0
    pace = PaceProbe() if args.probe else None
    paces: list[tuple[float, float]] = []  # (a block's median CPU time a game, the probe's after it): --probe

    def time_listing(session: Session) -> None:
        game, table = session.game, session.table
        movers = game.to_move(table)
        if movers:
            t = time.perf_counter()
            list(game.legal_actions(table, movers[0]))
            listings.append(time.perf_counter() - t)

    play_game(args.game, players, args.seed, bots, options=options)  # warm up: the rules read, the caches filled
    if not args.python_gc:
        collect_for_long_logs()  # after the warm-up: the rules read and the caches filled are start-up, frozen
    total_start = time.perf_counter()
    for k in range(args.games):
        start, start_cpu = time.perf_counter(), time.process_time()
        result, _ = play_game(args.game, players, args.seed + k, bots, options=options)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        actions += result.actions
        turns.append(result.turns)
        wins += 1 if 0 in result.winner else 0
        if pace is not None and ((k + 1) % PROBE_BLOCK == 0 or k + 1 == args.games):
            block = cpu[-((k % PROBE_BLOCK) + 1) :]
            paces.append((statistics.median(block), pace.time()))
        if (k + 1) % max(1, args.games // 20) == 0:
            print(f"\r{k + 1}/{args.games} games", end="", file=sys.stderr, flush=True)
    total = time.perf_counter() - total_start
    for k in range(min(args.games, LISTED_GAMES)):  # the listings, apart from the timed games
        play_game(args.game, players, args.seed + k, bots, options=options, check=time_listing)
    print(file=sys.stderr)
    times.sort()
    median_ms = statistics.median(times) * 1000
    cpu_ms = statistics.median(cpu) * 1000
    legal_ms = statistics.median(listings) * 1000 if listings else 0.0
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    p95_ms = times[min(len(times) - 1, int(0.95 * len(times)))] * 1000
    aps = actions / sum(times)
    win_rate = wins / args.games
    print(f"{args.game}, {players} players, {args.games} games from seed {args.seed}, bots {bots or 'random'}, options {options or 'default'}")
    print(f"  per game: median {median_ms:.2f} ms (CPU {cpu_ms:.2f} ms), p95 {p95_ms:.2f} ms; total {total:.1f} s; load average {load:.2f}")
    print(f"  legal_actions: median {legal_ms:.3f} ms over {len(listings)} listings")
    print(f"  {aps:,.0f} actions/s; {statistics.mean(turns):.1f} turns per game")
    print(f"  seat 0 win rate {win_rate:.3f} (an even share would be {1 / players:.3f})")
    paced = ""
    if paces:
        probe_ms = statistics.median(p for _, p in paces) * 1000
        ratio = statistics.median(g / p for g, p in paces)
        print(f"  probe: median {probe_ms:.2f} ms; a game's CPU time over the probe's: median {ratio:.3f} over {len(paces)} blocks")
        paced = f" probe_ms={probe_ms:.3f} game_per_probe={ratio:.3f}"
    print(
        f"RESULT median_game_ms={median_ms:.3f} median_game_cpu_ms={cpu_ms:.3f} p95_game_ms={p95_ms:.3f} legal_actions_median_ms={legal_ms:.3f} "
        f"actions_per_s={aps:.0f} turns_per_game={statistics.mean(turns):.1f} heuristic_win_rate={win_rate:.3f} load_average={load:.2f} "
        f"gc={'python' if args.python_gc else 'program'}{paced}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
