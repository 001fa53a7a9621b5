#!/usr/bin/env python3
"""Thousands of Tokyo Tsukiji Market self-play games, invariants checked after every action.

    python scripts/soak_tsukiji.py --games 2000

Cycles through 2-6 players, random / first-game markets and open / hidden
money, with a mix of random and heuristic bots; after every action the
conservation ledger checks pieces, money and boats, and every action played
must be one the referee listed.  Prints failures, then
``RESULT games=N failures=F``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tsukiji_table.games.selfplay import make_bot  # noqa: E402
from tsukiji_table.games.session import Session  # noqa: E402
from tsukiji_table.games.tsukiji.conservation import Ledger, check_end  # noqa: E402

OPTION_SETS = [{}, {"money": "hidden"}, {"markets": "first_game"}, {"mode": "strict"}]
MIXES = (("heuristic", "random"), ("random", "random"), ("heuristic", "heuristic"))


def play(players: int, seed: int, bots: list[str], options: dict, cap: int) -> Session:
    session = Session.new("tsukiji", players, seed, options)
    session.table.digests = False
    game, t = session.game, session.table
    ledger = Ledger(game, t)
    seat_bots = [make_bot(game, bots[s], s, seed) for s in range(players)]
    for _ in range(cap):
        if game.is_over(t):
            check_end(game, t)
            return session
        seat = game.to_move(t)[0]
        action = seat_bots[seat].act(game, t, seat)
        assert action in list(game.legal_actions(t, seat)), f"{action} is not listed"
        game.play(t, seat, action)
        ledger.check(t)
    raise AssertionError(f"no end after {cap} actions")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cap", type=int, default=200_000, help="actions before a game counts as endless")
    args = ap.parse_args()
    failures = 0
    start = time.perf_counter()
    for k in range(args.games):
        players = 2 + k % 5
        options = OPTION_SETS[(k // 5) % len(OPTION_SETS)]
        mix = MIXES[(k // 20) % len(MIXES)]
        bots = [mix[(k + s) % 2] for s in range(players)]
        seed = args.seed + k
        try:
            play(players, seed, bots, options, args.cap)
        except Exception as exc:  # report every failure, keep going
            failures += 1
            print(f"seed {seed}, {players} players, {options}, bots {bots}: {type(exc).__name__}: {exc}")
        if (k + 1) % 50 == 0:
            print(f"\r{k + 1}/{args.games} games", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    print(f"{args.games} games in {time.perf_counter() - start:.1f} s")
    print(f"RESULT games={args.games} failures={failures}")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
