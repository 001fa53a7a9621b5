"""What the solo Jidohanbaiki referees share: modes, free placement, puzzles, hints.

Each solo game states its rules once, as a pure model module with
``check(cfg, state, move)``, ``apply(cfg, state, move)``, ``moves(cfg,
state)`` and ``score(cfg, state)``.  A referee subclass only says how to read
that state from the table, how to write a new state back as commands, and
how action dicts map to model moves (``parse``/``encode``).  Its actions are
:class:`ModelAction` classes: their candidates are the model's moves, their
check is the model's check, their effect the model's apply.  So the referee,
the bots, the hint button and the puzzle solver can never disagree about a
rule.

Modes: *strict* (the default for these games) accepts only legal actions;
*assisted* also accepts ``place`` (a drink dragged anywhere) after the window
has asked; *free* accepts ``place`` without asking.  A game with any free
placement is marked ``unranked``: its result is not a record.
"""

from __future__ import annotations

from collections.abc import Iterable
from types import ModuleType
from typing import Any, ClassVar

from ...table import MoveMoney, Table, Transaction, Tx
from ...text import Message, add_strings, msg
from ..base import MODES, Action, Game, IllegalAction, Option, Why
from ..session import SessionError
from .analysis import HintBot
from .common import Catalogue
from .puzzles import PuzzleError, PuzzleSpec, get_puzzle


class PuzzleIds(tuple):
    """The ``puzzle`` option's choices: "" (no puzzle), the pack's ids, and
    ``daily:YYYY-MM-DD``; membership is checked by form so the pack can grow
    without touching the option (an unknown id is reported when the game starts)."""

    def __contains__(self, item: object) -> bool:
        if not isinstance(item, str):
            return False
        if item == "" or item.startswith("daily:"):
            return True
        return item.replace("-", "").replace("_", "").isalnum()


MODE_OPTION = Option("mode", MODES, "strict", "how much the referee enforces (strict by default for the solo games)")
PUZZLE_OPTION = Option("puzzle", PuzzleIds(("",)), "", "a puzzle id from the pack (tsukiji-table puzzles list) or daily:YYYY-MM-DD")


def _hint_bot(seat: int, rng: Any) -> Any:
    return HintBot(seat, rng)


def note(key: str, **params: Any) -> dict[str, Any]:
    """A referee's note for the panel and the log, kept in ``vars["note"]`` as JSON."""
    return {"key": key, "params": params}


def note_message(value: Any) -> Message | None:
    """The :class:`Message` of a note stored by :func:`note` (None for none)."""
    if isinstance(value, dict) and isinstance(value.get("key"), str):
        return Message(value["key"], dict(value.get("params") or {}))
    if isinstance(value, str) and value:
        return Message.plain(value)
    return None


def as_reason(why: Any) -> Message | None:
    """A model's reason as a Message (a bare string is shown as it is, and the words test reports it)."""
    if why is None or isinstance(why, Message):
        return why
    return Message.plain(str(why))


class ModelAction(Action):
    """An action that is one move of the game's pure rules model.

    ``moves`` names the model move kinds this action stands for; candidates
    are the model's moves of those kinds, encoded; the check is the model's.
    """

    moves: ClassVar[tuple[str, ...]] = ()
    listed_legal = True  # the model lists only its legal moves

    def candidates(self, game: SoloGame, table: Table, seat: int) -> Iterable[dict[str, Any]]:
        cfg, state = game.model_state(table)
        for move in game.model.moves(cfg, state):
            if move[0] in self.moves:
                yield game.encode(table, move)

    def check(self, game: SoloGame, table: Table, seat: int, action: dict[str, Any]) -> Why:
        try:
            move = game.parse(table, action)
        except IllegalAction as exc:
            return exc.reason
        cfg, state = game.model_state(table)
        return as_reason(game.model.check(cfg, state, move))

    def apply(self, game: SoloGame, table: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        move = game.parse(table, action)
        cfg, state = game.config(table), game.read(table)
        after = game.model.apply(cfg, state, move)
        tx.set_var("note", None)
        game.write(tx, table, state, after, move)
        tx.set_var("actions", table.vars.get("actions", 0) + 1)

    def describe(self, game: Any, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return describe_solo(self.name, tx)


def describe_solo(name: str, tx: Transaction) -> list[Message]:
    """ "Moved a drink", and the referee's note when the action left one."""
    lines = [msg(f"jido.did.{name}")]
    for command in tx.commands:
        if getattr(command, "name", None) == "note":
            noted = note_message(getattr(command, "after", None))
            if noted is not None:
                lines.append(noted)
    return lines


class Resign(Action):
    """Give up: the game ends as lost."""

    name = "resign"

    def apply(self, game: Any, table: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        tx.set_var("result", -1)
        tx.set_var("reason", "gave up")

    def describe(self, game: Any, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return [msg("jido.did.resign")]


class Place(Action):
    """Put a drink (or a crate) anywhere by hand: free and assisted mode only; unranks the game."""

    name = "place"
    modes = ("free", "assisted")

    def candidates(self, game: Any, table: Table, seat: int) -> Iterable[dict[str, Any]]:
        return ()  # a drag, not a listed move

    def check(self, game: SoloGame, table: Table, seat: int, action: dict[str, Any]) -> Why:
        return game.check_place(table, action)

    def apply(self, game: SoloGame, table: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        tx.set_var("note", game.place(tx, table, action))
        tx.set_var("unranked", True)

    def describe(self, game: Any, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return describe_solo(self.name, tx)


class Gesture(Action):
    """A rearranging the rules allow at any time (not listed among the moves: it is a drag).

    ``do(game, table, tx, action)`` changes the table and returns the note, or
    raises :class:`IllegalAction` with the reason; the check tries it in a
    transaction that is taken back, so the rule is written once, in ``do``.
    """

    def candidates(self, game: Any, table: Table, seat: int) -> Iterable[dict[str, Any]]:
        return ()

    def do(self, game: Any, table: Table, tx: Tx, action: dict[str, Any]) -> Any:
        raise NotImplementedError

    def check(self, game: Any, table: Table, seat: int, action: dict[str, Any]) -> Why:
        return probe(table, lambda tx: self.do(game, table, tx, action))

    def apply(self, game: Any, table: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        tx.set_var("note", self.do(game, table, tx, action))

    def describe(self, game: Any, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return describe_solo(self.name, tx)


def probe(table: Table, work: Any) -> Why:
    """Why ``work(tx)`` cannot be done: tried in a transaction that is then taken back."""
    try:
        with table.begin("probe") as tx:
            work(tx)
            raise _Probed
    except _Probed:
        return None
    except IllegalAction as exc:
        return exc.reason


class SoloGame(Game):
    """Base referee of the solo games (see the module docstring)."""

    bots: ClassVar[dict[str, Any]] = {"heuristic": _hint_bot}

    box: ClassVar[str | None] = "jidohanbaiki"
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 1
    # Listed in the menu's game chooser like any game; the puzzle pack has its own entry there.
    listed: ClassVar[bool] = True
    model: ClassVar[ModuleType]
    turn_word: ClassVar[str] = "actions"
    lower_is_better: ClassVar[bool] = False  # records: higher scores are better
    text_prefix = "jido"

    # ----------------------------------------------------- per-game hooks

    def config(self, table: Table) -> Any:
        raise NotImplementedError

    def read(self, table: Table) -> Any:
        """The model state the table shows."""
        raise NotImplementedError

    def write(self, tx: Any, table: Table, before: Any, after: Any, move: tuple) -> None:
        """Commands that turn the table from ``before`` into ``after``."""
        raise NotImplementedError

    def parse(self, table: Table, action: dict[str, Any]) -> tuple:
        """The model move a well-formed action dict names (what it names that is not there raises IllegalAction)."""
        raise NotImplementedError

    def encode(self, table: Table, move: tuple) -> dict[str, Any]:
        """The action dict of a model move."""
        raise NotImplementedError

    def place(self, tx: Any, table: Table, action: dict[str, Any]) -> Any:
        """Apply a free ``place`` action; return its note."""
        raise IllegalAction(msg("jido.no_free_place"))

    def check_place(self, table: Table, action: dict[str, Any]) -> Why:
        """Why a free ``place`` cannot be done (tried in a transaction that is then taken back)."""
        return probe(table, lambda tx: self.place(tx, table, action))

    def model_state(self, table: Table) -> tuple[Any, Any]:
        """(config, state) of the table as it is, read once per change of the table."""
        cached = self._model_cache
        if cached is not None and cached[0] is table and cached[1] == table.revision and table._open is None:
            return cached[2], cached[3]
        cfg, state = self.config(table), self.read(table)
        if table._open is None:
            self._model_cache = (table, table.revision, cfg, state)
        return cfg, state

    _model_cache: tuple[Table, int, Any, Any] | None = None

    # --------------------------------------------------------- the rules

    def puzzle(self, options: dict[str, Any]) -> PuzzleSpec | None:
        """The puzzle the options name, checked to be for this game."""
        pid = options.get("puzzle") or ""
        if not pid:
            return None
        try:
            spec = get_puzzle(pid, self.rules)
        except PuzzleError as exc:
            raise SessionError(str(exc)) from None
        if spec.game != self.id:
            raise SessionError(f"puzzle {pid} is for {spec.game}, not {self.id}")
        return spec

    @property
    def catalogue(self) -> Catalogue:
        cat = getattr(self, "_catalogue", None)
        if cat is None:
            assert self.rules is not None
            cat = self._catalogue = Catalogue.from_rules(self.rules)
        return cat

    def file(self, name: str) -> Any:
        assert self.rules is not None
        return self.rules.file(name)

    def mode(self, table: Table) -> str:
        return str(table.vars.get("mode", "strict"))

    def write_mode(self, tx: Tx, table: Table, mode: str) -> None:
        tx.set_var("mode", mode)
        if mode == "free":
            tx.set_var("unranked", True)  # free hands may move anything: such a game is never a record

    def to_move(self, table: Table) -> list[int]:
        return [] if self.is_over(table) else [0]

    def is_over(self, table: Table) -> bool:
        return table.vars.get("result", 0) != 0

    def won(self, table: Table) -> bool:
        return table.vars.get("result", 0) == 1

    def score(self, table: Table) -> dict[str, Any] | None:
        if not self.is_over(table):
            return None
        cfg, state = self.config(table), self.read(table)
        points = self.model.score(cfg, state)
        won = self.won(table)
        return {
            "scores": [points],
            "winner": [0] if won else [],
            "result": "won" if won else "lost",
            "reason": table.vars.get("reason", ""),
            "moves": int(table.vars.get("actions", 0)),
            "unranked": bool(table.vars.get("unranked")),
            "puzzle": table.vars.get("puzzle") or None,
        }

    def turns(self, table: Table) -> int:
        return int(table.vars.get("actions", 0))

    def status(self, table: Table) -> dict[str, Any]:
        """What the window and the script runner show besides the pieces."""
        noted = note_message(table.vars.get("note"))
        return {
            "mode": self.mode(table),
            "note": noted.render("en") if noted is not None else None,
            "actions": table.vars.get("actions", 0),
            "puzzle": table.vars.get("puzzle") or None,
        }

    def public_state(self, table: Table) -> dict[str, Any]:
        out = super().public_state(table)
        out["status"] = self.status(table)
        return out


def crate_words(number: int, centre: bool = False) -> Message:
    """A crate as the table names it: "crate 3" (numbers as drawn on the crates), or "the centre crate"."""
    return msg("jido.crate_centre") if centre else msg("jido.crate_n", n=number)


def spot_words(col: int, row: int) -> Message:
    """A spot of a crate in its own frame: "top left" ... "bottom right"."""
    return msg(f"jido.spot.{row * 3 + col}")


def crate_move_words(table: Table, action: dict[str, Any]) -> Message:
    """A crate put down elsewhere (``crate``, ``at``, ``rot``), said from where it lies: "Move crate 2: 1 right, turned 90°"."""
    piece = table.pieces[f"crate#{action['crate']}"]
    at, rot = action["at"], action.get("rot", 0)
    how = shift_words(at[0] - piece.pos[0], at[1] - piece.pos[1], rot - piece.rot)
    return msg("jido.does.move_crate", crate=crate_words(action["crate"]), how=how)


def shift_words(dx: int, dy: int, turn: int) -> Message | list[Message]:
    """How far a crate moves and turns, as a hand would do it: "2 right, 1 up, turned 90°"."""
    parts = []
    if dx:
        parts.append(msg("jido.shift.right" if dx > 0 else "jido.shift.left", n=abs(dx)))
    if dy:
        parts.append(msg("jido.shift.down" if dy > 0 else "jido.shift.up", n=abs(dy)))
    if turn % 360:
        parts.append(msg("jido.shift.turn", deg=turn % 360))
    return parts or msg("jido.shift.none")


class _Probed(Exception):
    """Leaves a probing transaction (its commands are reverted)."""


add_strings(
    {
        "jido.no_free_place": {"en": "this game has no free placement", "ja": "このゲームには自由配置がありません"},
        "jido.did.resign": {"en": "Gave up", "ja": "あきらめた"},
        "jido.did.place": {"en": "Placed freely", "ja": "自由に配置"},
    }
)


def sync_money(tx: Any, table: Table, wanted: dict[str, dict[int, int]]) -> None:
    """One MoveMoney that brings each zone to the wanted coin counts."""
    legs: list[tuple[str, str, tuple[tuple[int, int], ...]]] = []
    for denom in sorted({d for counts in wanted.values() for d in counts}):
        give: list[tuple[str, list[int]]] = []
        take: list[tuple[str, int]] = []
        for zid, counts in wanted.items():
            delta = counts.get(denom, 0) - table.zones[zid].coins.get(denom, 0)
            if delta < 0:
                give.append((zid, [-delta]))
            elif delta > 0:
                take.append((zid, delta))
        for dst, need in take:
            for src, left in give:
                if need == 0:
                    break
                n = min(need, left[0])
                if n:
                    legs.append((src, dst, ((denom, n),)))
                    left[0] -= n
                    need -= n
            if need:
                raise ValueError(f"money does not balance: {dst} needs {need} more {denom} coins")
    if legs:
        tx.add(MoveMoney(tuple(legs)))
