"""A game in progress: referee + rules + table + seats, with saving and loading.

The UI, the command line and the tests all start games through
:meth:`Session.new` and :meth:`Session.load`, so a save made anywhere loads
anywhere, and ``replay --verify`` rebuilds exactly what a session built.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..rulesdata import Located, Rules, load_override, load_rules
from ..table import Autosaver, ReplayReport, SaveError, SaveFile, Table, load_into, read_save, replay, snapshot_of, write_save
from .base import MODES, Game
from .registry import get
from .save_check import check_for_game, probe, read_position
from .user_rules import users_rules

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
            raise SessionError(f"{game_id} is for {game_cls.min_players}-{game_cls.max_players} players, not {players}")
        opts = resolve_options(game_cls, options or {})
        rules = load_game_rules(game_cls, rules_dir, rules_override)
        game = game_cls(rules)
        with users_rules(game_id, game_cls.box, rules_dir, rules_override):
            table = game.build(players, opts, seed)
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
        game_cls = check_for_game(save)
        rules = load_game_rules(game_cls, rules_dir, rules_override)
        fingerprint = rules.fingerprint if rules is not None else "builtin"
        if fingerprint != save.rules_fingerprint:
            raise SaveError("the save was made with different rules data (another version or a --rules-override); load it with the same rules")
        game = game_cls(rules)
        with users_rules(save.game, game_cls.box, rules_dir, rules_override):
            table = game.build(save.players, save.options, save.seed)
        load_into(table, save)
        probe(game, table)
        return cls(game, table, dict(save.options), list(save.seats), dict(save.extra))

    @classmethod
    def load(cls, path: str | Path, game: str | None = None, **kwargs: Any) -> Session:
        save = read_save(path, game)
        try:
            return cls.from_save(save, **kwargs)
        except SaveError as exc:
            raise SaveError(f"{path}: {exc}") from None


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
            raise SessionError(f"{game_cls.id} has no option {name!r} (options: {names})")
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
    """Rebuild a saved game from its seed and log and compare with its snapshot."""
    save = read_save(path)
    try:
        game_cls = check_for_game(save)
    except SaveError as exc:
        raise SaveError(f"{path}: {exc}") from None
    rules = load_game_rules(game_cls, rules_dir, rules_override)
    fingerprint = rules.fingerprint if rules is not None else "builtin"
    if fingerprint != save.rules_fingerprint:
        raise SaveError(f"{path}: the save was made with different rules data; verify it with the same rules")
    game = game_cls(rules)
    table = game.build(save.players, save.options, save.seed)
    return replay(table, save.log, save.hash)
