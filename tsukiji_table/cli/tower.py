"""``tsukiji-table tower``: drop drinks into the vending machine and see what comes out.

    tsukiji-table tower --drinks red:short_can,blue:longest_bottle --mode batch --seed 7
    tsukiji-table tower --drinks red:short_can --mode single --state tower.json --json

With ``--state FILE`` the drinks left inside are read from and written back
to FILE (atomically), so jams carry over from one call to the next; a missing
file is an empty machine. A state that cannot be (a drink outside the
machine, in a wall, moving impossibly fast) is refused and the file left as
it was. ``--json`` prints one object in which every drink put in appears
once: ``out`` (drink, order, distance in metres from the front face),
``jammed``, ``not_entered`` (drink, where: hand / roof / table, x, y) and the
tower state ``hash``; throws add ``throws`` (drink, outcome: in / bounced_off
/ landed_outside / knocked_over) and ``knocked_over``, the upside-down game
adds ``landed``. ``--leave`` leaves drinks that came out but still lie in the
exit where they are (in the state file); ``--take`` takes them and says what
else came out (T17).
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

from ..physics import (
    MODES,
    DrinkIdError,
    InsertionError,
    ThrowAim,
    Tower,
    TowerSpec,
    TowerState,
    TowerStateError,
    check_aim,
    check_state,
    parse_drink_id,
    spec_from_rules,
)
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
    parser.add_argument("--leave", action="store_true", help="leave drinks that stop in the exit there (with --state) instead of taking them")
    parser.add_argument("--take", action="store_true", help="take the drinks lying in the exit (with --state) and see what else comes out")
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
    return ThrowAim(d, h, a, v)  # checked against the machine once the rules are loaded


def _read_state(path: Path, spec: TowerSpec) -> TowerState:
    if not path.exists():
        return TowerState()
    try:
        state = TowerState.from_json(json.loads(path.read_text(encoding="utf-8")))
        check_state(spec, state)
        return state
    except (OSError, UnicodeDecodeError) as exc:
        raise CliError(f"tower state {path}: cannot be read ({exc})") from None
    except json.JSONDecodeError as exc:
        raise CliError(f"tower state {path}: not JSON (line {exc.lineno}: {exc.msg})") from None
    except TowerStateError as exc:
        raise CliError(f"tower state {path}: {exc}") from None
    except RecursionError:
        raise CliError(f"tower state {path}: not a tower state (JSON nested too deeply)") from None
    except ValueError as exc:  # a number of thousands of digits
        raise CliError(f"tower state {path}: not a tower state ({str(exc)[:120]})") from None


def run(args: argparse.Namespace) -> int:
    drinks = _drinks(args.drinks)
    if not drinks and not args.empty and not args.take:
        raise UsageError("--drinks is required (e.g. --drinks red:short_can,blue:longest_bottle)")
    for flag in ("empty", "take", "leave"):
        if getattr(args, flag) and not args.state:
            raise UsageError(f"--{flag} needs --state FILE (a machine without a state file starts empty)")
    if args.take and drinks:
        raise UsageError("--take takes drinks from the exit; insert with another call")
    aim = _aim(args.throw, args.mode)
    try:
        override = load_override(args.rules_override) if args.rules_override else None
        spec = spec_from_rules(load_rules("jidohanbaiki", args.rules_dir, override))
    except RulesDataError as exc:
        raise CliError(f"the rules data has errors:\n{exc}") from None
    if aim is not None:
        try:
            check_aim(spec, aim)
        except InsertionError as exc:
            raise UsageError(f"--throw: {exc}") from None
    path = Path(args.state) if args.state else None
    tower = Tower(spec, _read_state(path, spec) if path else TowerState())
    emptied = tower.empty() if args.empty else []
    seed = args.seed if args.seed is not None else random.randrange(1 << 31)
    result = None
    try:
        if drinks:
            result = tower.insert(drinks, args.mode, seed, aim, collect=not args.leave)
        elif args.take:
            result = tower.collect()
    except InsertionError as exc:
        raise UsageError(str(exc)) from None
    if path:
        try:
            atomic_write(path, json.dumps(tower.state.to_json(), indent=1) + "\n")
        except OSError as exc:
            raise CliError(f"tower state {path}: cannot be written ({exc.strerror})") from None
    if result is None:
        if args.json:
            print_json({"out": [], "jammed": [], "not_entered": [], "hash": tower.state_hash(), "emptied": emptied})
        else:
            print(f"emptied by hand: {', '.join(emptied) or 'nothing was inside'}")
            print(f"hash {tower.state_hash()}")
        return 0
    data = outcome_json(result)
    if args.json:
        summary = result.summary_json()
        if args.take or args.leave:
            summary["at_exit"], summary["collected"] = data["at_exit"], data["collected"]
        print_json(summary)
        return 0
    _print_human(data, seed, emptied)
    return 0


def _print_human(data: dict, seed: int, emptied: list[str]) -> None:
    if emptied:
        print(f"emptied by hand first: {', '.join(emptied)}")
    print(f"{data['mode']} of {len(data['inserted'])} drink(s), seed {seed}" if data["mode"] != "collect" else "took the drinks lying in the exit")
    if data["mode"] == "inverted":
        for drink, where in data["landed"].items():
            print(f"  {drink:28s} {where.replace('_', ' ')}")
    else:
        for d in data["collected"]:
            if d not in [e["drink"] for e in data["exits"]]:
                print(f"  taken from the exit: {d}")
        for e in data["exits"]:
            notes = [
                n
                for n, flag in (
                    ("was stuck inside", e["was_jammed"]),
                    ("came out while the exit was emptied", e["released"]),
                    ("lies in the exit", e["at_exit"]),
                )
                if flag
            ]
            note = f"  ({'; '.join(notes)})" if notes else ""
            print(f"  out #{e['order']}: {e['drink']:28s} {e['distance']:.3f} m{note}")
        if not data["out"]:
            print("  nothing came out")
        for t in data.get("throws", []):
            print(f"  throw: {t['drink']} {t['outcome'].replace('_', ' ')}{' (grazed the machine)' if t['grazed'] else ''}")
        if data.get("knocked_over"):
            print("  the machine was knocked over (T14)")
        for m in data["not_entered"]:
            print(f"  never went in: {m['drink']} ({m['where']})")
        print(f"  jammed inside: {', '.join(data['jammed']) or 'nothing'}")
    print(f"hash {data['hash']}")
