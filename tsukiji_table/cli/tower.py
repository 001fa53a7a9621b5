"""``tsukiji-table tower``: drop drinks into the vending machine and see what comes out.

    tsukiji-table tower --drinks red:short_can,blue:longest_bottle --mode batch --seed 7
    tsukiji-table tower --drinks red:short_can --mode single --state tower.json --json

With ``--state FILE`` the drinks left inside are read from and written back
to FILE (atomically), so jams carry over from one call to the next; a missing
file is an empty machine. ``--json`` prints one object: ``out`` (drink, order,
distance in metres from the front face), ``jammed`` and the tower state
``hash``; throws add ``missed`` and ``fouls``, the upside-down game adds
``landed``.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

from ..physics import MODES, DrinkIdError, InsertionError, ThrowAim, Tower, TowerState, TowerStateError, parse_drink_id, spec_from_rules
from ..physics.recording import outcome_json
from ..rulesdata import RulesDataError, load_override, load_rules
from ..table import atomic_write
from .common import CliError, UsageError, add_common, print_json

ORDER = 45


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("tower", help="simulate drinks going through the vending-machine tower")
    parser.add_argument("--drinks", metavar="SPEC", help="comma-separated drink ids COLOUR:SHAPE, in insertion order")
    parser.add_argument("--mode", choices=MODES, default="batch", help="how the drinks go in (default: batch)")
    parser.add_argument("--seed", type=int, default=None, metavar="S", help="random seed (default: random, printed)")
    parser.add_argument("--state", metavar="FILE", help="read and save the drinks left inside (JSON)")
    parser.add_argument("--empty", action="store_true", help="empty the machine by hand first (with --state)")
    parser.add_argument("--throw", metavar="D,H,A,V", help="throw mode: distance and height (m), angle (deg), speed (m/s)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    add_common(parser)
    parser.set_defaults(func=run)


def _drinks(spec: str | None) -> list[str]:
    if not spec:
        return []
    drinks = [d.strip() for d in spec.split(",") if d.strip()]
    for d in drinks:
        try:
            parse_drink_id(d)
        except DrinkIdError as exc:
            raise UsageError(f"--drinks: {exc}") from None
    return drinks


def _aim(text: str | None, mode: str) -> ThrowAim | None:
    if text is None:
        return None
    if mode != "throw":
        raise UsageError("--throw is only for --mode throw")
    try:
        d, h, a, v = (float(x) for x in text.split(","))
    except ValueError:
        raise UsageError(f"--throw expects four numbers D,H,A,V (metres, metres, degrees, m/s), got {text!r}") from None
    return ThrowAim(d, h, a, v)


def _read_state(path: Path) -> TowerState:
    if not path.exists():
        return TowerState()
    try:
        return TowerState.from_json(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, UnicodeDecodeError) as exc:
        raise CliError(f"tower state {path}: cannot be read ({exc})") from None
    except json.JSONDecodeError as exc:
        raise CliError(f"tower state {path}: not JSON (line {exc.lineno}: {exc.msg})") from None
    except TowerStateError as exc:
        raise CliError(f"tower state {path}: {exc}") from None


def run(args: argparse.Namespace) -> int:
    drinks = _drinks(args.drinks)
    if not drinks and not args.empty:
        raise UsageError("--drinks is required (e.g. --drinks red:short_can,blue:longest_bottle)")
    if args.empty and not args.state:
        raise UsageError("--empty needs --state FILE (a machine without a state file starts empty)")
    aim = _aim(args.throw, args.mode)
    try:
        override = load_override(args.rules_override) if args.rules_override else None
        spec = spec_from_rules(load_rules("jidohanbaiki", args.rules_dir, override))
    except RulesDataError as exc:
        raise CliError(f"the rules data has errors:\n{exc}") from None
    path = Path(args.state) if args.state else None
    tower = Tower(spec, _read_state(path) if path else TowerState())
    emptied = tower.empty() if args.empty else []
    seed = args.seed if args.seed is not None else random.randrange(1 << 31)
    result = None
    if drinks:
        try:
            result = tower.insert(drinks, args.mode, seed, aim)
        except InsertionError as exc:
            raise UsageError(str(exc)) from None
    if path:
        try:
            atomic_write(path, json.dumps(tower.state.to_json(), indent=1) + "\n")
        except OSError as exc:
            raise CliError(f"tower state {path}: cannot be written ({exc.strerror})") from None
    if result is None:
        if args.json:
            print_json({"out": [], "jammed": [], "hash": tower.state_hash(), "emptied": emptied})
        else:
            print(f"emptied by hand: {', '.join(emptied) or 'nothing was inside'}")
            print(f"hash {tower.state_hash()}")
        return 0
    data = outcome_json(result)
    if args.json:
        keys = ["out", "jammed", "hash"] + [k for k in ("missed", "fouls", "landed") if k in data]
        print_json({k: data[k] for k in keys})
        return 0
    _print_human(data, seed, emptied)
    return 0


def _print_human(data: dict, seed: int, emptied: list[str]) -> None:
    if emptied:
        print(f"emptied by hand first: {', '.join(emptied)}")
    print(f"{data['mode']} of {len(data['inserted'])} drink(s), seed {seed}")
    if data["mode"] == "inverted":
        for drink, where in data["landed"].items():
            print(f"  {drink:28s} {where.replace('_', ' ')}")
    else:
        was = set(data["was_jammed"])
        for e in data["out"]:
            note = "  (was stuck inside)" if e["drink"] in was else ""
            print(f"  out #{e['order']}: {e['drink']:28s} {e['distance']:.3f} m{note}")
        if not data["out"]:
            print("  nothing came out")
        for drink in data.get("missed", []):
            print(f"  missed (on the table): {drink}")
        for foul in data.get("fouls", []):
            print(f"  foul: {foul['drink']} {foul['reason']} the machine")
        print(f"  jammed inside: {', '.join(data['jammed']) or 'nothing'}")
    print(f"hash {data['hash']}")
