"""``tsukiji-table replay FILE [--verify]``: check a save file."""

from __future__ import annotations

import argparse

from ..games.registry import UnknownGame
from ..games.session import verify_save
from ..rulesdata import RulesDataError
from ..table import SaveError, read_save
from .common import CliError, add_common

ORDER = 60


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("replay", help="check a save; with --verify, replay its log from the seed")
    parser.add_argument("file", metavar="FILE", help="a save file")
    parser.add_argument("--verify", action="store_true", help="replay the log and compare the final hash with the snapshot")
    add_common(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        if not args.verify:
            save = read_save(args.file)
            print(f"{args.file}: {save.game}, {save.players} players, seed {save.seed}, {len(save.log)} steps, hash {save.hash[:16]}")
            return 0
        report = verify_save(args.file, args.rules_dir, args.rules_override)
    except (SaveError, UnknownGame) as exc:
        raise CliError(str(exc)) from None
    except RulesDataError as exc:
        raise CliError(f"the rules data has errors:\n{exc}") from None
    print(report.describe())
    return 0 if report.ok else 1
