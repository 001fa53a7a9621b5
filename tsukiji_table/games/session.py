"""A game in progress: referee + rules + table + seats, with saving and loading.

The UI, the command line and the tests all start games through
:meth:`Session.new` and :meth:`Session.load`, so a save made anywhere loads
anywhere, and ``replay --verify`` rebuilds exactly what a session built.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..rulesdata import BUILTIN, LOOKS, Located, Rules, RulesPrint, load_override, load_rules, refusal
from ..table import (
    ABSENT,
    Autosaver,
    Outcome,
    ReplayReport,
    SaveError,
    SaveFile,
    SetVar,
    Table,
    TableError,
    Transaction,
    load_into,
    read_save,
    snapshot_of,
    write_save,
)
from ..text import Message
from .base import Game, IllegalAction
from .options import SessionError, resolve_options
from .registry import get
from .save_check import check_for_game, probe, read_position
from .user_rules import users_rules

SEAT_COLOURS = ("#d9534f", "#3a7bd5", "#5cb85c", "#f0ad4e", "#9b59b6", "#20a8a8")


def default_seats(players: int) -> list[dict[str, Any]]:
    return [{"name": f"Player {i + 1}", "colour": SEAT_COLOURS[i % len(SEAT_COLOURS)], "bot": None} for i in range(players)]


def load_box_rules(game_cls: type[Game], rules_dir: str | Path | None = None, override: str | Path | Located | None = None) -> dict[str, Rules]:
    """The rules of every box the game names, each cut to the files it reads (its own box first).

    One ``--rules-override`` may address any of the boxes.
    """
    if not game_cls.box_names():
        return {}
    located = load_override(override) if isinstance(override, (str, Path)) else override
    return {box: load_rules(box, rules_dir, located).only(names) for box, names in game_cls.files_read().items()}


def load_game_rules(game_cls: type[Game], rules_dir: str | Path | None = None, override: str | Path | Located | None = None) -> Rules | None:
    """The rules of the game's own box (the part it reads)."""
    return load_box_rules(game_cls, rules_dir, override).get(str(game_cls.box)) if game_cls.box else None


def make_game(game_cls: type[Game], rules_dir: str | Path | None = None, override: str | Path | Located | None = None) -> Game:
    """The referee with its rules: ``Game(rules)``, or ``Game(rules, boxes)`` for a game of several boxes."""
    boxes = load_box_rules(game_cls, rules_dir, override)
    own = boxes.get(str(game_cls.box))
    with users_rules(game_cls.id, game_cls.box, rules_dir, override):  # a referee reads its rules when made, too
        return game_cls(own, boxes) if len(boxes) > 1 else game_cls(own)


def rules_print(game: Game) -> RulesPrint:
    """The fingerprints a save of ``game`` keeps of the rules it reads."""
    files: dict[str, str] = {}
    overrides: dict[str, str] = {}
    for rules in game.all_rules():
        files.update({f"{rules.box}/{name}": d for name, d in rules.digests.items() if name not in LOOKS})
        overrides.update({f"{rules.box}/{name}": d for name, d in rules.overrides.items() if name not in LOOKS})
    return RulesPrint(files, overrides, game.rules.whole.fingerprint if game.rules is not None else BUILTIN)


class RulesChanged(SaveError):
    """A save made with other rules data than those loaded now; the message names the files."""

    def __init__(self, why: Message, where: str = ""):
        self.why, self.where = why, where
        super().__init__(str(self))

    def __str__(self) -> str:
        return f"{self.where}: {self.why.render()}" if self.where else self.why.render()


def check_rules(game: Game, save: SaveFile, where: str = "") -> None:
    """Raise :class:`RulesChanged` if a file ``save``'s game read differs from the rules loaded now."""
    why = refusal(RulesPrint(save.rules_files, save.rules_overrides, save.rules_fingerprint), rules_print(game))
    if why is not None:
        raise RulesChanged(why, where)


@contextmanager
def _named(where: str) -> Iterator[None]:
    """A :class:`SaveError` raised inside names the save file (``where``) first."""
    try:
        yield
    except RulesChanged:
        raise
    except SaveError as exc:
        if not where:
            raise
        raise SaveError(f"{where}: {exc}") from None


@dataclass
class Session:
    game: Game
    table: Table
    options: dict[str, Any]
    seats: list[dict[str, Any]]
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def rules_print(self) -> RulesPrint:
        return rules_print(self.game)

    @classmethod
    def new(
        cls,
        game_id: str,
        players: int | None = None,
        seed: int = 0,
        options: dict[str, Any] | None = None,
        seats: list[dict[str, Any]] | None = None,
        rules_dir: str | Path | None = None,
        rules_override: str | Path | Located | None = None,
        digests: bool = True,
    ) -> Session:
        """A new game set up on its table; ``digests`` False leaves each transaction without its fingerprint, the
        set-up's included (self-play, which never saves)."""
        game_cls = get(game_id)
        if players is None:
            players = len(seats) if seats else game_cls.min_players
        if not game_cls.min_players <= players <= game_cls.max_players:
            raise SessionError(f"{game_cls.names.get('en', game_id)} is for {game_cls.min_players}-{game_cls.max_players} players, not {players}")
        opts = resolve_options(game_cls, options or {})
        game = make_game(game_cls, rules_dir, rules_override)
        with users_rules(game_id, game_cls.box, rules_dir, rules_override):
            table = game.build(players, opts, seed)
            table.digests = digests
            game.setup(table, opts)
            if rules_dir is not None or rules_override is not None:
                read_position(game, table)  # what the user's rules set up, the referee must be able to read
        seat_list = list(seats) if seats else default_seats(players)
        if len(seat_list) != players:
            raise SessionError(f"{players} players but {len(seat_list)} seats were named")
        return cls(game, table, opts, seat_list)

    def play(self, seat: int, action: dict[str, Any]) -> None:
        self.game.play(self.table, seat, action)

    def snapshot(self) -> SaveFile:
        prints = self.rules_print
        return snapshot_of(self.table, self.options, self.seats, prints.legacy, self.extra, prints.files, prints.overrides)

    def save(self, path: str | Path) -> None:
        write_save(path, self.snapshot())

    def autosave(self, saver: Autosaver) -> Path:
        return saver.save(self.snapshot())

    @classmethod
    def from_save(
        cls,
        save: SaveFile,
        rules_dir: str | Path | None = None,
        rules_override: str | Path | Located | None = None,
        where: str = "",
    ) -> Session:
        """Rebuild a saved game; :class:`RulesChanged` if a rules file it reads differs (``where`` names the save).

        Every field is checked against the game before anything is built,
        and the loaded position must be one the referee can read.
        """
        with _named(where):
            game_cls = check_for_game(save)
        game = make_game(game_cls, rules_dir, rules_override)
        check_rules(game, save, where)
        with users_rules(save.game, game_cls.box, rules_dir, rules_override):
            table = game.build(save.players, save.options, save.seed)
        with _named(where):
            load_into(table, save)
            probe(game, table)
        return cls(game, table, dict(save.options), list(save.seats), dict(save.extra))

    @classmethod
    def load(cls, path: str | Path, game: str | None = None, **kwargs: Any) -> Session:
        return cls.from_save(read_save(path, game), where=str(path), **kwargs)


def verify_save(path: str | Path, rules_dir: str | Path | None = None, rules_override: str | Path | None = None) -> ReplayReport:
    """Rebuild a saved game from its seed and log, through the referee, and compare with its snapshot."""
    save = read_save(path)
    with _named(str(path)):
        game_cls = check_for_game(save)
    game = make_game(game_cls, rules_dir, rules_override)
    check_rules(game, save, str(path))
    with users_rules(save.game, game_cls.box, rules_dir, rules_override):
        table = game.build(save.players, save.options, save.seed)
    return replay_through(game, table, save)


def replay_through(game: Game, table: Table, save: SaveFile) -> ReplayReport:
    """Replay ``save`` on a freshly built ``table``: the set-up again, then every action through the referee.

    A transaction that records an action is played again by ``game.play``
    (with the chance outcomes the log recorded handed back, so physics is
    not run again) and must make exactly the recorded commands; one without
    an action (pieces moved by hand) is applied as recorded.  The report
    names the first step whose result differs.
    """
    log = save.log
    table.digests = False
    try:
        game.setup(table, dict(save.options))
    except (SessionError, ValueError) as exc:
        return ReplayReport(False, 0, table.state_hash(), save.hash, 0, "setup", f"the set-up cannot be made again ({exc})")
    made = len(table.done)
    for n in range(min(made, len(log))):
        diff = _difference(table.done[n], log[n])
        if diff:
            return ReplayReport(False, n, table.state_hash(), save.hash, n, log[n].label, f"the set-up differs from the log's: {diff}")
    if made > len(log):
        return ReplayReport(False, len(log), table.state_hash(), save.hash, None, "", "the log is shorter than the set-up")
    for n in range(made, len(log)):
        tx = log[n]
        if tx.action is None or tx.seat is None:
            try:
                table.apply_transaction(tx)
            except TableError as exc:
                return ReplayReport(False, n, table.state_hash(), save.hash, n, tx.label, str(exc))
            table.done.append(tx)
            continue
        table._recorded = [c.value for c in tx.commands if isinstance(c, Outcome)]
        try:
            game.play(table, tx.seat, tx.action)
        except IllegalAction as exc:
            return ReplayReport(False, n, table.state_hash(), save.hash, n, tx.label, f"the referee refuses {_action_text(tx)} now: {exc}")
        except (TableError, KeyError, TypeError, ValueError, IndexError) as exc:  # an action or outcome edited into the log
            why = f"{type(exc).__name__}: {str(exc)[:160]}"
            return ReplayReport(False, n, table.state_hash(), save.hash, n, tx.label, f"the referee cannot play {_action_text(tx)} ({why})")
        finally:
            table._recorded = None
        diff = _difference(table.done[-1], tx)
        if diff:
            return ReplayReport(False, n, table.state_hash(), save.hash, n, tx.label, f"{_action_text(tx)} now does something else: {diff}")
    final = table.state_hash()
    if final != save.hash:
        return ReplayReport(False, len(log), final, save.hash, None, "", f"the log replays to hash {final[:16]}, the snapshot has {save.hash[:16]}")
    return ReplayReport(True, len(log), final, save.hash)


def _action_text(tx: Transaction) -> str:
    args = ", ".join(f"{k}={v!r}" for k, v in (tx.action or {}).items() if k != "action")
    return f"seat {tx.seat}'s {(tx.action or {}).get('action')}({args})"


def _normal(tx: Transaction) -> tuple[list[Any], dict[str, tuple[Any, Any]]]:
    """A transaction's changes as JSON: its commands in order, but for the variables it sets without a draw, each
    kept as what it held before the first and after the last (left out when the two are the same).

    Such a variable's end value is all its commands do: a referee that sets
    one once where it used to set it and set it back (a turn's flag, a
    note of what happened) does the same thing, and an earlier save still
    replays through it.
    """
    commands: list[Any] = []
    net: dict[str, list[Any]] = {}
    for data in json.loads(json.dumps([c.to_json() for c in tx.commands])):
        if data.get("t") == SetVar.TYPE and data.get("rng") is None:
            after = ABSENT if data.get("delete") else data["after"]
            held = net.get(data["name"])
            if held is None:
                net[data["name"]] = [data["before"], after]
            else:
                held[1] = after
        else:
            commands.append(data)
    return commands, {name: (was, now) for name, (was, now) in net.items() if was != now}


def _left(change: tuple[Any, Any] | None) -> str:
    """What a transaction leaves in a variable, in words (its net change of :func:`_normal`, or None)."""
    if change is None:
        return "it as it was"
    return "it unset" if change[1] == ABSENT else json.dumps(change[1])[:120]


def _difference(now: Transaction, recorded: Transaction) -> str:
    """'' if two transactions make the same changes (:func:`_normal`), else where they first differ."""
    (a, a_vars), (b, b_vars) = _normal(now), _normal(recorded)
    if a == b and a_vars == b_vars:
        return ""
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return f"change {i + 1}: the log has {json.dumps(y)[:120]}, the referee now makes {json.dumps(x)[:120]}"
    if len(a) == len(b):
        for name in sorted(set(a_vars) | set(b_vars)):
            x, y = a_vars.get(name), b_vars.get(name)
            if x != y:
                return f"variable {name}: the log leaves {_left(y)}, the referee now leaves {_left(x)}"
    return f"the log has {len(b)} changes, the referee now makes {len(a)}"
