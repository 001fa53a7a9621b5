"""What a save file may hold: every field it carries, checked before anything is built from it.

A save's hash covers its snapshot, so a file edited by hand (or by an
attacker) can carry a matching hash and still hold what cannot be: 99
players, seats that are numbers, a snapshot that puts a piece in two zones,
a log of commands whose ids are lists, JSON nested 100,000 levels deep.
:func:`check_document` checks the fields of the file itself, and
:func:`check_snapshot` the snapshot against the table the game builds.
Each problem raises :class:`BadSave` naming the field; the reader adds
the file name.  The game-level checks (the player count the game allows,
its options, its bots, whether the referee can read the position) live in
``games/save_check.py``.
"""

from __future__ import annotations

import dataclasses
import math
import types
import typing
from collections.abc import Callable
from typing import Any

from .model import Visibility
from .view import SECRET

if typing.TYPE_CHECKING:
    from .table import Table, Transaction

MAX_DEPTH = 24  # nesting of free-form JSON (game variables, options, positions)
MAX_TEXT = 200  # characters of a seat's name, a game id, an option value
SEED_LIMIT = 2**63  # a seed fits 64 bits
MAX_PLAYERS = 99  # beyond any game; the game's own range is checked later
MAX_RULES_FILES = 100  # rules files one game reads (a few at most)


class BadSave(ValueError):
    """A field of a save holds what cannot be; the message names the field (the reader adds the file)."""


def _fail(where: str, message: str) -> typing.NoReturn:
    raise BadSave(f"{where}: {message}")


def check_json(value: Any, where: str, depth: int = 0) -> None:
    """Plain JSON, at most :data:`MAX_DEPTH` levels deep, numbers finite (walked without recursion limits)."""
    stack = [(value, where, depth)]
    while stack:
        v, at, d = stack.pop()
        if d > MAX_DEPTH:
            _fail(at, f"nested more than {MAX_DEPTH} levels deep")
        if isinstance(v, dict):
            for k, item in v.items():
                if not isinstance(k, str):
                    _fail(at, f"key {k!r:.40} is not text")
                stack.append((item, f"{at}.{k}", d + 1))
        elif isinstance(v, list):
            stack.extend((item, f"{at}[{i}]", d + 1) for i, item in enumerate(v))
        elif isinstance(v, float) and not math.isfinite(v):
            _fail(at, f"{v} is not a number")
        elif v is not None and not isinstance(v, (str, int, float, bool)):
            _fail(at, f"{type(v).__name__} is not JSON")


def whole(value: Any, where: str, lo: int, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        _fail(where, f"should be a whole number from {lo:,} to {hi:,}, is {value!r:.40}")
    return value


def text(value: Any, where: str, limit: int = MAX_TEXT, empty: bool = False) -> str:
    if not isinstance(value, str) or len(value) > limit or (not empty and not value):
        _fail(where, f"should be text of 1 to {limit} characters, is {value!r:.40}")
    return value


def check_seats(seats: Any, players: int) -> None:
    """One seat per player: a name, a colour (``#rrggbb`` or none) and a bot's name or none."""
    if not isinstance(seats, list) or len(seats) != players:
        _fail("seats", f"should be a list of {players} seats (one per player), is {_shape(seats)}")
    for n, seat in enumerate(seats):
        at = f"seats[{n}]"
        if not isinstance(seat, dict):
            _fail(at, f"should be a mapping with name, colour and bot, is {_shape(seat)}")
        text(seat.get("name"), f"{at}.name", empty=True)
        colour = seat.get("colour")
        if colour is not None and not (isinstance(colour, str) and len(colour) == 7 and colour[0] == "#" and _hex(colour[1:])):
            _fail(f"{at}.colour", f"should be a colour like #3a7bd5 or null, is {colour!r:.40}")
        bot = seat.get("bot")
        if bot is not None:
            text(bot, f"{at}.bot", 40)
        check_json(seat, at, 1)


def check_extra(extra: Any, log_length: int) -> None:
    """What the window keeps with a game: counts of steps and the marks of a solo game."""
    if not isinstance(extra, dict):
        _fail("extra", f"should be a mapping, is {_shape(extra)}")
    check_json(extra, "extra", 1)
    for key in ("setup_steps", "end_shown_at", "recorded"):
        if key in extra:
            whole(extra[key], f"extra.{key}", 0, max(log_length, 0))
    marks = extra.get("marks", [])
    if not isinstance(marks, list) or not all(isinstance(m, str) and len(m) <= 40 for m in marks):
        _fail("extra.marks", f"should be a list of short names, is {_shape(marks)}")


def check_fingerprints(prints: Any, where: str) -> None:
    """A fingerprint per rules file the game read: ``"<box>/<file>.yaml"`` -> a digest (text)."""
    if not isinstance(prints, dict) or len(prints) > MAX_RULES_FILES:
        _fail(where, f"should map at most {MAX_RULES_FILES} rules files to fingerprints, is {_shape(prints)}")
    for name, digest in prints.items():
        box, _, file = name.partition("/")
        if not (box and file.endswith(".yaml") and "/" not in file and len(name) <= MAX_TEXT):
            _fail(where, f"{name!r:.60} is not a rules file (<box>/<file>.yaml)")
        text(digest, f"{where}.{name}", 100)


def check_document(data: dict[str, Any]) -> None:
    """Every top-level field of a save, before the log is rebuilt (the format and version are checked by the reader)."""
    for key in ("game", "seed", "players", "options", "seats", "rules_fingerprint", "log", "redo", "snapshot", "hash"):
        if key not in data:
            raise BadSave(f"missing key {key!r}")
    text(data.get("game"), "game", 60)
    whole(data.get("seed"), "seed", -SEED_LIMIT, SEED_LIMIT - 1)
    players = whole(data.get("players"), "players", 1, MAX_PLAYERS)
    options = data.get("options")
    if not isinstance(options, dict):
        _fail("options", f"should be a mapping, is {_shape(options)}")
    check_json(options, "options", 1)
    check_seats(data.get("seats"), players)
    text(data.get("rules_fingerprint"), "rules_fingerprint", 100)
    for key in ("rules_files", "rules_overrides"):
        check_fingerprints(data.get(key, {}), key)
    text(data.get("hash"), "hash", 100)
    for key in ("log", "redo"):
        if not isinstance(data.get(key), list):
            _fail(key, f"should be a list of transactions, is {_shape(data.get(key))}")
    snapshot = data.get("snapshot")
    if not isinstance(snapshot, dict):
        _fail("snapshot", f"should be a mapping, is {_shape(snapshot)}")
    check_json(snapshot, "snapshot", 1)
    for key in ("game", "seed", "players"):
        if snapshot.get(key) != data.get(key):
            _fail(f"snapshot.{key}", f"is {snapshot.get(key)!r:.40}, but the save's {key} is {data.get(key)!r:.40}")
    check_extra(data.get("extra", {}), len(data["log"]))


def check_transactions(txs: list[Transaction], key: str, players: int = MAX_PLAYERS) -> None:
    """Each command's fields have the types its class declares (ids are text, counts whole numbers ...).

    Values declared ``Any`` (a variable's value, a position) are plain JSON
    already: the reader could parse them.
    """
    for n, tx in enumerate(txs):
        if tx.seat is not None and not (isinstance(tx.seat, int) and not isinstance(tx.seat, bool) and 0 <= tx.seat < MAX_PLAYERS):
            whole(tx.seat, f"{key}[{n}].seat", 0, MAX_PLAYERS - 1)
        if tx.action is not None:
            check_json(tx.action, f"{key}[{n}].action", 1)
            if tx.seat is None:
                _fail(f"{key}[{n}].seat", "is missing: an action is always some seat's")
        for i, command in enumerate(tx.commands):
            at = f"{key}[{n}].commands[{i}]"
            for name, fits in _field_checks(type(command)):
                value = getattr(command, name)
                if not fits(value):
                    _fail(f"{at}.{name}", f"{value!r:.60} is not what a {type(command).TYPE} command holds")
            if type(command).TYPE == "outcome":  # a physics result handed back to the referee on replay
                check_json(command.value, f"{at}.value", 1)  # type: ignore[attr-defined]
            elif type(command).TYPE == "var":
                check_var_name(command.name, f"{at}.name", players)  # type: ignore[attr-defined]


def check_snapshot(table: Table, state: dict[str, Any]) -> None:
    """The snapshot fits the table the game builds: the same zones, every piece once, sound values."""
    zones = state.get("zones")
    if not isinstance(zones, dict) or set(zones) != set(table.zones):
        extra = sorted(set(zones or ()) - set(table.zones))[:3] if isinstance(zones, dict) else []
        _fail("snapshot.zones", "are not this game's zones" + (f" (unknown: {', '.join(map(str, extra))})" if extra else ""))
    seen: set[str] = set()
    visibilities = {v.value for v in Visibility}
    for zid, entry in zones.items():
        at = f"snapshot.zones.{zid}"
        if not isinstance(entry, dict) or entry.get("vis") not in visibilities:
            _fail(at, f"should say who sees it (vis: {', '.join(sorted(visibilities))})")
        ids = entry.get("ids", [])
        if not isinstance(ids, list) or not all(isinstance(i, str) for i in ids):
            _fail(f"{at}.ids", "should be a list of piece ids")
        for pid in ids:
            if pid not in table.pieces or pid in seen:
                _fail(f"{at}.ids", f"places {'an unknown' if pid not in table.pieces else 'a second copy of'} piece {pid!r:.40}")
            seen.add(pid)
        _check_coins(entry.get("coins", {}), f"{at}.coins")
    if seen != set(table.pieces):
        missing = sorted(set(table.pieces) - seen)
        _fail("snapshot.zones", f"do not place every piece ({len(missing)} missing, e.g. {missing[0]!r:.40})")
    pieces = state.get("pieces", {})
    if not isinstance(pieces, dict):
        _fail("snapshot.pieces", "should be a mapping")
    for pid, entry in pieces.items():
        at = f"snapshot.pieces.{pid}"
        if pid not in table.pieces or not isinstance(entry, dict) or set(entry) - {"down", "rot", "pos"}:
            _fail(at, "is not a piece of this game with down, rot and pos")
        if "down" in entry and not isinstance(entry["down"], bool):
            _fail(f"{at}.down", "should be true or false")
        if "rot" in entry:
            whole(entry["rot"], f"{at}.rot", 0, 359)
        pos = entry.get("pos")
        if pos is not None and not _position(pos):
            _fail(f"{at}.pos", f"should be a number or two finite numbers, is {pos!r:.40}")
    variables = state.get("vars", {})
    if not isinstance(variables, dict):
        _fail("snapshot.vars", "should be a mapping")
    for name in variables:
        check_var_name(name, f"snapshot.vars.{name}", table.players)
    _check_coins(state.get("minted", {}), "snapshot.minted")
    whole(state.get("rng", 0), "snapshot.rng", 0, 10**12)


def check_var_name(name: Any, where: str, players: int) -> None:
    """A variable's name; a seat's secret (``secret.<seat>.<name>``) must belong to a seat of the game."""
    text(name, where)
    if name.startswith(SECRET):
        owner, _, rest = name[len(SECRET) :].partition(".")
        if owner.isdigit() and rest and int(owner) >= players:
            _fail(where, f"is a secret of seat {owner:.10}, but the game has {players} seats (0 to {players - 1})")


# ------------------------------------------------------------------ helpers


def _check_coins(coins: Any, where: str) -> None:
    if not isinstance(coins, dict):
        _fail(where, "should map denominations to counts")
    for d, n in coins.items():
        if not (isinstance(d, str) and d.isdigit() and 0 < int(d) <= 10**6):
            _fail(where, f"{d!r:.20} is not a denomination")
        whole(n, f"{where}.{d}", 0, 10**6)


def _position(pos: Any) -> bool:
    def number(v: Any) -> bool:
        return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and abs(v) <= 10**6

    return number(pos) or (isinstance(pos, list) and len(pos) == 2 and all(number(v) for v in pos))


def _hex(digits: str) -> bool:
    return all(c in "0123456789abcdefABCDEF" for c in digits)


def _shape(value: Any) -> str:
    if isinstance(value, list):
        return f"a list of {len(value)}"
    if isinstance(value, dict):
        return "a mapping"
    return f"{value!r:.40}"


_FIELD_CHECKS: dict[type, list[tuple[str, Callable[[Any], bool]]]] = {}


def _field_checks(cls: type) -> list[tuple[str, Callable[[Any], bool]]]:
    """(field name, test of a value) for each field of a command class, from its type hints (made once)."""
    if cls not in _FIELD_CHECKS:
        import sys

        hints = typing.get_type_hints(cls, vars(sys.modules[cls.__module__]))
        fields = dataclasses.fields(cls)
        _FIELD_CHECKS[cls] = [(f.name, _checker(hints.get(f.name, Any))) for f in fields if hints.get(f.name, Any) is not Any]
    return _FIELD_CHECKS[cls]


def _checker(hint: Any) -> Callable[[Any], bool]:
    """A test that a value has the type ``hint`` names (the few forms commands use; others pass)."""
    if hint is Any:
        return lambda v: True
    origin = typing.get_origin(hint)
    if origin is typing.Union or isinstance(hint, types.UnionType):
        options = [_checker(h) for h in typing.get_args(hint)]
        return lambda v: any(ok(v) for ok in options)
    if hint is type(None):
        return lambda v: v is None
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            item = _checker(args[0])
            return lambda v: isinstance(v, tuple) and all(item(x) for x in v)
        parts = [_checker(a) for a in args]
        return lambda v: isinstance(v, tuple) and len(v) == len(parts) and all(ok(x) for ok, x in zip(parts, v))
    if hint is int:
        return lambda v: isinstance(v, int) and not isinstance(v, bool)
    if isinstance(hint, type):
        return lambda v: isinstance(v, hint)
    return lambda v: True


__all__ = ["BadSave", "check_document", "check_json", "check_snapshot", "check_transactions"]
