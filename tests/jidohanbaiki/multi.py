"""Helpers for the tests of the multi-player Jidohanbaiki games (G09, G17, G18)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import yaml

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.contract import _mutations
from tsukiji_table.games.script import ScriptResult, run_script
from tsukiji_table.games.selfplay import make_bot
from tsukiji_table.games.session import Session
from tsukiji_table.text import CATALOGUE, Message

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios" / "jidohanbaiki"


def scenario(name: str) -> tuple[ScriptResult, dict[str, Any]]:
    """Run a scenario file; its result and its ``expect`` block."""
    path = SCENARIOS / name
    return run_script(path), yaml.safe_load(path.read_text(encoding="utf-8"))["expect"]


def render(lines: list[Message], lang: str = "en") -> list[str]:
    return [m.render(lang, seat_name=lambda i: f"seat {i}") for m in lines]


def translated(message: Message, where: str) -> None:
    """``message`` and every message inside it are catalogue entries with English and Japanese."""
    assert message.key is not None, f"{where}: untranslated text {message.text!r}"
    entry = CATALOGUE.get(message.key)
    assert entry is not None and entry.get("en") and entry.get("ja"), f"{where}: {message.key} lacks English or Japanese"
    for value in message.params.values():
        for inner in value if isinstance(value, (list, tuple)) else [value]:
            if isinstance(inner, Message):
                translated(inner, where)


def act(s: Session, seat: int, name: str, **args: Any) -> None:
    s.play(seat, {"action": name, **args})


def refused(s: Session, seat: int, name: str, **args: Any) -> Message:
    """Play an action that must be refused; the table is left as it was; the reason."""
    before = s.table.state_hash()
    try:
        s.play(seat, {"action": name, **args})
    except IllegalAction as exc:
        assert s.table.state_hash() == before
        translated(exc.reason, f"{name} {args}")
        return exc.reason
    raise AssertionError(f"{name} {args} by seat {seat} was played")


def bot_step(s: Session, bots: list[Any]) -> None:
    """The first seat to move plays what its bot chooses."""
    seat = s.game.to_move(s.table)[0]
    s.play(seat, bots[seat].act(s.game, s.table, seat))


def bots_for(s: Session, names: list[str], seed: int) -> list[Any]:
    return [make_bot(s.game, name, seat, seed) for seat, name in enumerate(names)]


def refusal_keys(game: str, players: int, seeds: range, prefix: str, extra: Any = None) -> set[str]:
    """Play random games, probing changed versions of legal actions at every step: every refusal is translated.

    ``extra(rng)``, when given, makes a few more actions to probe (the game's own wrong moves)."""
    rng = random.Random(7)
    keys: set[str] = set()
    for seed in seeds:
        s = Session.new(game, players, seed)
        bots = bots_for(s, ["random"] * players, seed)
        while not s.game.is_over(s.table):
            seat = s.game.to_move(s.table)[0]
            legal = list(s.game.legal_actions(s.table, seat))
            probes = _mutations(legal[rng.randrange(len(legal))], rng) + (extra(rng) if extra else []) + [legal[0]]
            for action in probes:
                who = seat if action is not legal[0] else (seat + 1) % players
                before = s.table.state_hash()
                try:
                    s.play(who, action)
                except IllegalAction as exc:
                    translated(exc.reason, f"{action} by seat {who}")
                    keys.add(exc.reason.key or "")
                    assert s.table.state_hash() == before
                else:
                    while s.table.state_hash() != before:
                        s.table.undo()
            bot_step(s, bots)
    return {k for k in keys if k.startswith(prefix)}
