"""The command line: ``tsukiji-table [SUBCOMMAND] ...``.

Each module in this package that defines ``register(subparsers)`` adds one
subcommand (and sets ``func`` on its parser), so a new subcommand needs no
edit here.  User mistakes (bad arguments, bad files, bad rules data) end with
a short message and exit code 2 (usage) or 1 (data); a traceback means a bug.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from collections.abc import Sequence

from ..table.collector import collect_for_long_logs
from .common import CliError, UsageError, fail


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tsukiji-table",
        description="A table simulator for Tokyo Tsukiji Market, Turin Market and Tokyo Jidohanbaiki. Without a subcommand it opens the game menu.",
    )
    from .. import __version__

    parser.add_argument("--version", action="version", version=f"tsukiji-table {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="SUBCOMMAND")
    modules = []
    for info in pkgutil.iter_modules(__path__):
        if info.name.startswith("_") or info.name == "common":
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        if hasattr(module, "register"):
            modules.append(module)
    for module in sorted(modules, key=lambda m: getattr(m, "ORDER", 50)):
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if argv is None:
        # Run as the program (not called from another, e.g. a test): set the collector
        # once every subcommand's modules are imported, so they are frozen as start-up.
        collect_for_long_logs()
    func = getattr(args, "func", None)
    if func is None:
        from .play import open_menu

        func = open_menu
    try:
        return int(func(args) or 0)
    except UsageError as exc:
        parser.print_usage(sys.stderr)
        print(f"tsukiji-table: error: {exc}", file=sys.stderr)
        return 2
    except CliError as exc:
        return fail(str(exc), exc.code)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
