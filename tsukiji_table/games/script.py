"""Scripted games: a YAML file of actions played by the real referee.

::

    game: turin
    players: 3
    seed: 7
    options: {list: classic}
    actions:
      - {seat: 0, action: choose_card, card: c04}
      - {seat: 1, action: bid, amount: 2}

An optional ``arrange`` list moves pieces by hand after the set-up, before
the actions, to reach a position of the middle of a game (as players would
set up a rules question on the table)::

    arrange:
      - {kind: fish_token.eel, count: 9, from: box, to: market.government.right}
      - {pieces: ["boat.slot2#1"], to: box}

The referee then judges the arranged table as any table moved by hand.
An argument named ``seat`` (the seat an action names, not the one playing
it) goes in ``args``: ``{seat: 0, action: assign_buyer, args: {token: t, seat: 2}}``.

This is how rules questions are settled and how the rulebook's worked
examples become tests.  The first malformed or illegal action stops the run
with a message naming the file, line and action.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..rulesdata import Located, RulesDataError, RulesError, load_located
from .base import IllegalAction
from .registry import UnknownGame
from .session import Session, SessionError


class ScriptError(ValueError):
    """A script that cannot be run as written; ``str()`` is the located message."""


@dataclass
class ScriptResult:
    session: Session
    played: int
    state: dict[str, Any] = field(default_factory=dict)


def _where(located: Located, path: tuple[Any, ...], name: str) -> str:
    file, line = located.locate(path)
    return f"{file or name}:{line}" if line else (file or name)


def load_script(path: str | Path) -> Located:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ScriptError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ScriptError(f"{path}: cannot be read ({exc})") from None
    try:
        return load_located(text, str(path))
    except RulesDataError as exc:
        raise ScriptError(str(exc)) from None


def run_script(path: str | Path, rules_dir: str | Path | None = None, rules_override: str | Path | None = None) -> ScriptResult:
    """Play the script at ``path``; raise :class:`ScriptError` at the first problem."""
    located = load_script(path)
    data = located.data
    name = str(path)
    if not isinstance(data, dict):
        raise ScriptError(f"{name}: expected a mapping with game, players, seed, options and actions")
    unknown = sorted(set(data) - {"game", "players", "seed", "options", "arrange", "actions", "seats", "expect"})
    if unknown:
        raise ScriptError(f"{_where(located, (unknown[0],), name)} {unknown[0]}: unknown key (allowed: game, players, seed, options, seats, arrange, actions)")
    game_id = data.get("game")
    if not isinstance(game_id, str):
        raise ScriptError(f"{_where(located, ('game',), name)} game: expected a game id such as turin")
    players = data.get("players")
    if players is not None and (not isinstance(players, int) or isinstance(players, bool)):
        raise ScriptError(f"{_where(located, ('players',), name)} players: expected a whole number")
    seed = data.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ScriptError(f"{_where(located, ('seed',), name)} seed: expected a whole number")
    options = data.get("options") or {}
    if not isinstance(options, dict):
        raise ScriptError(f"{_where(located, ('options',), name)} options: expected a mapping")
    actions = data.get("actions") or []
    if not isinstance(actions, list):
        raise ScriptError(f"{_where(located, ('actions',), name)} actions: expected a list")
    seats = data.get("seats")
    seat_list = None
    if seats is not None:
        if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
            raise ScriptError(f"{_where(located, ('seats',), name)} seats: expected a list of names")
        seat_list = [{"name": s, "colour": None, "bot": None} for s in seats]
    try:
        session = Session.new(game_id, players, seed, options, seat_list, rules_dir, rules_override)
    except (UnknownGame, SessionError) as exc:
        raise ScriptError(f"{_where(located, ('game',), name)}: {exc}") from None
    except RulesDataError as exc:
        raise ScriptError(f"the rules data has errors:\n{exc}") from None
    _arrange(session, located, name)
    played = 0
    for i, act in enumerate(actions):
        where = _where(located, ("actions", i), name)
        if not isinstance(act, dict):
            raise ScriptError(f"{where} actions[{i}]: expected a mapping like {{'seat': 0, 'action': 'bid', 'amount': 2}}")
        seat = act.get("seat")
        verb = act.get("action")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < session.table.players:
            raise ScriptError(f"{where} actions[{i}].seat: expected a seat number from 0 to {session.table.players - 1}, got {seat!r}")
        if not isinstance(verb, str):
            raise ScriptError(f"{where} actions[{i}].action: expected an action name, got {verb!r}")
        action = {k: v for k, v in act.items() if k not in ("seat", "args")}
        if isinstance(act.get("args"), dict):  # arguments named like a key of the line itself (an action's own "seat")
            action.update(act["args"])
        try:
            session.play(seat, action)
        except IllegalAction as exc:
            raise ScriptError(f"{where} actions[{i}] (seat {seat}, {verb}): illegal: {exc}") from None
        except (TypeError, KeyError, IndexError, AttributeError, ValueError) as exc:
            # An argument of a shape the referee never offers (a mapping where a card id goes ...).
            raise ScriptError(f"{where} actions[{i}] (seat {seat}, {verb}): malformed arguments ({type(exc).__name__}: {str(exc)[:120]})") from None
        played += 1
    return ScriptResult(session, played, session.game.public_state(session.table))


def _arrange(session: Session, located: Located, name: str) -> None:
    """The script's ``arrange`` moves, by hand, as one transaction (see the module docstring)."""
    moves = located.data.get("arrange") or []
    if not isinstance(moves, list):
        raise ScriptError(f"{_where(located, ('arrange',), name)} arrange: expected a list of moves")
    if not moves:
        return
    table = session.table
    with table.begin("arranged by the script") as tx:
        for i, move in enumerate(moves):
            where = f"{_where(located, ('arrange', i), name)} arrange[{i}]"
            if not isinstance(move, dict) or move.get("to") not in table.zones:
                raise ScriptError(f"{where}: expected {{kind, count, from, to}} or {{pieces, to}} with 'to' a zone of the table")
            if "pieces" in move:
                pieces = move["pieces"]
                if not isinstance(pieces, list) or not all(isinstance(p, str) and p in table.pieces for p in pieces):
                    raise ScriptError(f"{where}.pieces: expected a list of piece ids of this table")
            else:
                source, kind, count = move.get("from"), move.get("kind"), move.get("count", 1)
                if source not in table.zones or not isinstance(count, int):
                    raise ScriptError(f"{where}: 'from' must be a zone of the table and 'count' a whole number")
                pieces = [p for p in table.zones[source].ids if table.pieces[p].kind == kind][:count]
                if len(pieces) < count:
                    raise ScriptError(f"{where}: {source} holds {len(pieces)} piece(s) of kind {kind!r}, not {count}")
            tx.move(pieces, move["to"])


__all__ = ["ScriptError", "ScriptResult", "run_script", "load_script", "RulesError"]
