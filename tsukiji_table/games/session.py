"""A game in progress: referee + rules + table + seats, with saving and loading.

The UI, the command line and the tests all start games through
:meth:`Session.new` and :meth:`Session.load`, so a save made anywhere loads
anywhere, and ``replay --verify`` rebuilds exactly what a session built.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..rulesdata import Located, Rules, load_override, load_rules
from ..table import Autosaver, Outcome, ReplayReport, SaveError, SaveFile, Table, TableError, Transaction, load_into, read_save, snapshot_of, write_save
from .base import MODES, Game, IllegalAction
from .registry import get

SEAT_COLOURS = ("#d9534f", "#3a7bd5", "#5cb85c", "#f0ad4e", "#9b59b6", "#20a8a8")


class SessionError(ValueError):
    """A session cannot be started as asked (bad player count, option ...)."""


def default_seats(players: int) -> list[dict[str, Any]]:
    return [{"name": f"Player {i + 1}", "colour": SEAT_COLOURS[i % len(SEAT_COLOURS)], "bot": None} for i in range(players)]


def load_game_rules(game_cls: type[Game], rules_dir: str | Path | None = None, override: str | Path | Located | None = None) -> Rules | None:
    if game_cls.box is None:
        return None
    located = load_override(override) if isinstance(override, (str, Path)) else override
    return load_rules(game_cls.box, rules_dir, located)


@dataclass
class Session:
    game: Game
    table: Table
    options: dict[str, Any]
    seats: list[dict[str, Any]]
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def rules_fingerprint(self) -> str:
        return self.game.rules.fingerprint if self.game.rules is not None else "builtin"

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
    ) -> Session:
        game_cls = get(game_id)
        if players is None:
            players = len(seats) if seats else game_cls.min_players
        if not game_cls.min_players <= players <= game_cls.max_players:
            raise SessionError(f"{game_cls.names.get('en', game_id)} is for {game_cls.min_players}-{game_cls.max_players} players, not {players}")
        opts = resolve_options(game_cls, options or {})
        rules = load_game_rules(game_cls, rules_dir, rules_override)
        game = game_cls(rules)
        table = game.build(players, opts, seed)
        game.setup(table, opts)
        seat_list = list(seats) if seats else default_seats(players)
        if len(seat_list) != players:
            raise SessionError(f"{players} players but {len(seat_list)} seats were named")
        return cls(game, table, opts, seat_list)

    def play(self, seat: int, action: dict[str, Any]) -> None:
        self.game.play(self.table, seat, action)

    def snapshot(self) -> SaveFile:
        return snapshot_of(self.table, self.options, self.seats, self.rules_fingerprint, self.extra)

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
    ) -> Session:
        game_cls = get(save.game)
        rules = load_game_rules(game_cls, rules_dir, rules_override)
        fingerprint = rules.fingerprint if rules is not None else "builtin"
        if fingerprint != save.rules_fingerprint:
            raise SaveError("the save was made with different rules data (another version or a --rules-override); load it with the same rules")
        game = game_cls(rules)
        table = game.build(save.players, save.options, save.seed)
        load_into(table, save)
        return cls(game, table, dict(save.options), list(save.seats), dict(save.extra))

    @classmethod
    def load(cls, path: str | Path, game: str | None = None, **kwargs: Any) -> Session:
        return cls.from_save(read_save(path, game), **kwargs)


def resolve_options(game_cls: type[Game], given: dict[str, Any]) -> dict[str, Any]:
    """Defaults filled in, values checked against each option's choices."""
    known = {o.name: o for o in game_cls.options}
    out: dict[str, Any] = {"mode": "assisted"}
    out.update({o.name: o.default for o in game_cls.options})
    for name, value in given.items():
        if name == "mode":
            if value not in MODES:
                raise SessionError(f"mode must be one of {', '.join(MODES)}, not {value!r}")
            out[name] = value
            continue
        if name not in known:
            names = ", ".join(["mode", *known]) or "none"
            raise SessionError(f"{game_cls.names.get('en', game_cls.id)} has no option {name!r} (options: {names})")
        option = known[name]
        if option.check is not None and value not in option.choices:
            try:
                out[name] = option.check(value)
            except ValueError as exc:
                raise SessionError(f"option {name}: {exc}") from None
            continue
        if isinstance(value, str) and value not in option.choices:
            try:
                value = option.parse(value)
            except ValueError as exc:
                raise SessionError(str(exc)) from None
        if value not in option.choices:
            raise SessionError(f"option {name} must be one of {', '.join(map(str, option.choices))}, not {value!r}")
        out[name] = value
    return out


def verify_save(path: str | Path, rules_dir: str | Path | None = None, rules_override: str | Path | None = None) -> ReplayReport:
    """Rebuild a saved game from its seed and log, through the referee, and compare with its snapshot."""
    save = read_save(path)
    game_cls = get(save.game)
    rules = load_game_rules(game_cls, rules_dir, rules_override)
    fingerprint = rules.fingerprint if rules is not None else "builtin"
    if fingerprint != save.rules_fingerprint:
        raise SaveError(f"{path}: the save was made with different rules data; verify it with the same rules")
    game = game_cls(rules)
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


def _normal(tx: Transaction) -> list[Any]:
    return json.loads(json.dumps([c.to_json() for c in tx.commands]))


def _difference(now: Transaction, recorded: Transaction) -> str:
    """'' if two transactions make the same changes, else where they first differ."""
    a, b = _normal(now), _normal(recorded)
    if a == b:
        return ""
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return f"change {i + 1}: the log has {json.dumps(y)[:120]}, the referee now makes {json.dumps(x)[:120]}"
    return f"the log has {len(b)} changes, the referee now makes {len(a)}"
