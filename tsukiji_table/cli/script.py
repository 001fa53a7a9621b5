"""``tsukiji-table script FILE.yaml [--json]``: play a scripted game."""

from __future__ import annotations

import argparse

from ..games.script import ScriptError, run_script
from .common import CliError, add_common, print_json

ORDER = 70


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("script", help="play a scripted game and print the resulting public state")
    parser.add_argument("file", metavar="FILE.yaml", help="game, players, seed, options and a list of actions")
    parser.add_argument("--json", action="store_true", help="print the state as JSON")
    add_common(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        result = run_script(args.file, args.rules_dir, args.rules_override)
    except ScriptError as exc:
        raise CliError(str(exc)) from None
    state = result.state
    state["actions"] = result.played
    state["hash"] = result.session.table.state_hash()
    if args.json:
        print_json(state)
        return 0
    print(f"{state['game']}: {state['players']} players, {result.played} actions played, {'game over' if state['over'] else 'in progress'}")
    for seat in state["seats"]:
        name = result.session.seats[seat["seat"]]["name"]
        print(f"  seat {seat['seat']} ({name}): money {seat['money']}")
        for zone, kinds in seat["zones"].items():
            print(f"    {zone}: " + ", ".join(f"{k} x{n}" for k, n in kinds.items()))
    for zone, kinds in state["table"].items():
        print(f"  {zone}: " + ", ".join(f"{k} x{n}" for k, n in kinds.items()))
    if state.get("score") is not None:
        print(f"  score: {state['score']}")
    print(f"  hash: {state['hash']}")
    return 0
