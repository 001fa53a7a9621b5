"""``tsukiji-table selfplay GAME``: bots play whole games headless."""

from __future__ import annotations

import argparse
import sys

from ..games.registry import UnknownGame, get
from ..games.selfplay import SelfPlayError, UnknownBot, play_game, summarise
from ..games.session import SessionError
from ..rulesdata import RulesDataError
from .common import CliError, UsageError, add_game_args, parse_opts, print_json, whole_number

ORDER = 50
DEFAULT_SEED = 1  # without --seed: the same games every time (a run is something to compare)


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("selfplay", help="let bots play whole games and report scores")
    add_game_args(parser, seed_help=f"seed of the first game (default: {DEFAULT_SEED}; the same command plays the same games)")
    parser.add_argument("--games", type=whole_number(1), default=1, metavar="K", help="how many games (seeds S, S+1, ...)")
    parser.add_argument("--bots", metavar="NAMES", help="comma-separated bot per seat, e.g. heuristic,random,random")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        game_cls = get(args.game)
    except UnknownGame as exc:
        raise UsageError(str(exc)) from None
    if getattr(game_cls, "free_table", False):
        raise UsageError(f"{args.game} is a free table without a referee: bots cannot play it")
    players = game_cls.min_players if args.players is None else args.players
    bots = [b.strip() for b in args.bots.split(",")] if args.bots else None
    if bots is not None and len(bots) != players:
        raise UsageError(f"--bots names {len(bots)} bots for {players} players")
    seed = args.seed if args.seed is not None else DEFAULT_SEED
    options = parse_opts(args.opt)
    results = []
    try:
        for k in range(args.games):
            result, _ = play_game(args.game, players, seed + k, bots, options)
            results.append(result)
            if not args.json and args.games > 1:
                print(f"\r{k + 1}/{args.games} games", end="", file=sys.stderr, flush=True)
    except SessionError as exc:
        raise UsageError(str(exc)) from None
    except UnknownBot as exc:
        raise UsageError(str(exc)) from None
    except RulesDataError as exc:
        raise CliError(f"the rules data has errors:\n{exc}") from None
    except SelfPlayError as exc:
        raise CliError(f"a game did not finish: {exc}") from None
    if not args.json and args.games > 1:
        print(file=sys.stderr)
    summary = summarise(results, players)
    if args.json:
        print_json({"game": args.game, "players": players, "games": args.games, "results": [r.to_json() for r in results], **summary})
        return 0
    for r in results:
        print(f"seed {r.seed}: scores {r.scores}, winner {r.winner}, {r.turns} turns, hash {r.hash[:16]}")
    print(f"mean scores {summary['mean_scores']}, win rate {summary['win_rate']}")
    return 0
