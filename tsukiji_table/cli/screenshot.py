"""``tsukiji-table screenshot GAME -o OUT.png``: render a scene of the window headless."""

from __future__ import annotations

import argparse
import os
import re
from pathlib import Path

from .common import CliError, UsageError, add_bots_arg, add_common, add_game_args

ORDER = 20


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("screenshot", help="render a scene of the window to a PNG, headless")
    add_game_args(parser)
    parser.add_argument("--size", default="1600x900", metavar="WxH", help="window size in pixels (default 1600x900)")
    parser.add_argument(
        "--scene",
        default="table",
        metavar="NAME",
        help="menu, table, zoom, handoff, private, secret, secret-card, reveal, context, help, rules, pause, end, or a scene a game's screen adds",
    )
    parser.add_argument("--lang", choices=("en", "ja"), default="en", help="language of the interface")
    parser.add_argument("--mode", choices=("free", "assisted", "strict"), default=None, help="how much the referee enforces")
    add_bots_arg(parser)
    parser.add_argument("-o", "--output", required=True, metavar="OUT.png", help="where to write the PNG")
    add_common(parser)
    parser.set_defaults(func=run)


def parse_size(text: str) -> tuple[int, int]:
    m = re.fullmatch(r"\s*(\d{2,5})\s*[xX×]\s*(\d{2,5})\s*", text)
    if not m:
        raise UsageError(f"--size expects WIDTHxHEIGHT such as 1920x1080, not {text!r}")
    w, h = int(m.group(1)), int(m.group(2))
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise UsageError(f"--size {w}x{h} is outside 320x240 .. 7680x4320")
    return w, h


def check_output(text: str) -> Path:
    """The PNG file ``-o`` names: not a folder, ending in ``.png`` (pygame picks the format by it)."""
    path = Path(text)
    if path.is_dir() or text.endswith(("/", os.sep)):
        raise UsageError(f"-o {text} is a folder; give the PNG file to write, e.g. -o {path / 'table.png'}")
    if path.suffix.lower() != ".png":
        raise UsageError(f"-o {text}: the screenshot is a PNG, so the file name must end in .png")
    if path.parent.exists() and not path.parent.is_dir():
        raise UsageError(f"-o {text}: {path.parent} is a file, not a folder")
    return path


def run(args: argparse.Namespace) -> int:
    size = parse_size(args.size)
    check_output(args.output)
    try:
        from ..ui import LaunchError
        from ..ui.screenshot import take
    except ImportError as exc:
        raise CliError(f"the game window cannot start: {exc}") from None
    try:
        path = take(
            args.game,
            args.output,
            args.players,
            1 if args.seed is None else args.seed,
            size,
            args.scene,
            args.lang,
            args.opt,
            args.mode,
            args.rules_dir,
            args.rules_override,
            args.bots,
        )
    except LaunchError as exc:
        raise CliError(str(exc), exc.code) from None
    except OSError as exc:
        raise CliError(f"cannot write {args.output}: {exc}") from None
    print(path)
    return 0
