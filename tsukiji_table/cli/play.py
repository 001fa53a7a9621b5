"""``tsukiji-table play GAME`` and the menu (the bare command)."""

from __future__ import annotations

import argparse

from .common import CliError, add_bots_arg, add_common, add_game_args

ORDER = 10


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("play", help="start a game in the window, skipping the menu")
    add_game_args(parser)
    parser.add_argument("--mode", choices=("free", "assisted", "strict"), default=None, help="how much the referee enforces")
    parser.add_argument("--lang", choices=("en", "ja"), default=None, help="language of the interface")
    parser.add_argument("--load", metavar="FILE", help="continue a saved game")
    add_bots_arg(parser)
    add_common(parser)
    parser.set_defaults(func=run)


def _ui():
    try:
        from .. import ui
    except ImportError as exc:
        raise CliError(f"the game window cannot start: {exc}") from None
    if not hasattr(ui, "run_app"):
        raise CliError("the game window is not built yet (see issue 3); try 'tsukiji-table rules check' or 'tsukiji-table script FILE'")
    return ui


def _run_app(args: argparse.Namespace) -> int:
    ui = _ui()
    try:
        return ui.run_app(args)
    except getattr(ui, "LaunchError", ()) as exc:  # a bad game, save or rules file: one paragraph, no traceback
        raise CliError(str(exc), exc.code) from None


def run(args: argparse.Namespace) -> int:
    return _run_app(args)


def open_menu(args: argparse.Namespace) -> int:
    return _run_app(args)
