"""Shared pieces of the command line: errors, common options, output."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any


class CliError(Exception):
    """A user error: printed as one paragraph, exit ``code`` (1: data, 2: usage)."""

    def __init__(self, message: str, code: int = 1):
        super().__init__(message)
        self.code = code


class UsageError(CliError):
    def __init__(self, message: str):
        super().__init__(message, 2)


def fail(message: str, code: int = 1) -> int:
    print(f"tsukiji-table: {message}", file=sys.stderr)
    return code


def add_common(parser: argparse.ArgumentParser) -> None:
    """Options every subcommand that reads rules accepts."""
    parser.add_argument("--rules-dir", metavar="DIR", help="read the rules from DIR instead of the built-in rules/")
    parser.add_argument("--rules-override", metavar="FILE", help="a YAML file of your own values laid over the rules (see docs/rules-override.md)")


def whole_number(lo: int, hi: int | None = None) -> Callable[[str], int]:
    """An argparse type: a whole number from ``lo`` (to ``hi``), or a usage error that says so."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = None
        if value is None or value < lo or (hi is not None and value > hi):
            span = f"from {lo:,} to {hi:,}" if hi is not None else f"of at least {lo:,}"
            raise argparse.ArgumentTypeError(f"expected a whole number {span}, got {text!r}")
        return value

    parse.__name__ = "whole number"  # argparse names the type in its own messages
    return parse


SEED_LIMIT = 2**63 - 1  # a seed is stored in saves and JSON output: it must fit 64 bits


def add_game_args(parser: argparse.ArgumentParser, players: bool = True, seed_help: str = "random seed (default: random)") -> None:
    parser.add_argument("game", metavar="GAME", help="tsukiji, turin or a Jidohanbaiki game id (jido:g06 ...)")
    if players:
        parser.add_argument("--players", type=int, metavar="N", help="number of players (the game says how many it takes)")
    parser.add_argument("--seed", type=whole_number(-SEED_LIMIT - 1, SEED_LIMIT), default=None, metavar="S", help=seed_help)
    parser.add_argument("--opt", action="append", default=[], metavar="KEY=VALUE", help="a game option, e.g. --opt list=new (repeatable)")


def add_bots_arg(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--bots",
        metavar="LIST",
        help="who plays each seat, comma-separated: human or one of the game's bots (random, heuristic ...), "
        "e.g. human,heuristic,random; the count gives the players",
    )


def parse_opts(pairs: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise UsageError(f"--opt expects KEY=VALUE, got {pair!r}")
        out[key.strip()] = _scalar(value.strip())
    return out


def _scalar(text: str) -> Any:
    low = text.lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    try:
        return int(text)
    except ValueError:
        return text


def print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False, sort_keys=False))


def rules_args(args: argparse.Namespace) -> dict[str, Any]:
    return {"rules_dir": getattr(args, "rules_dir", None), "rules_override": getattr(args, "rules_override", None)}
