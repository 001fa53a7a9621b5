"""What the solo Jidohanbaiki referees share: modes, free placement, puzzles, hints.

Each solo game states its rules once, as a pure model module with
``check(cfg, state, move)``, ``apply(cfg, state, move)``, ``moves(cfg,
state)`` and ``score(cfg, state)``.  A referee subclass only says how to read
that state from the table, how to write a new state back as commands, and
how action dicts map to model moves.  So the referee, the bots, the hint
button and the puzzle solver can never disagree about a rule.

Modes: *strict* (the default for these games) accepts only legal actions;
*assisted* also accepts ``place`` (a drink dragged anywhere) after the window
has asked; *free* accepts ``place`` without asking.  A game with any free
placement is marked ``unranked``: its result is not a record.
"""

from __future__ import annotations

from collections.abc import Iterator
from types import ModuleType
from typing import Any, ClassVar

from ...table import MoveMoney, Table
from ..base import MODES, Game, IllegalAction, Option
from ..session import SessionError
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
    from .analysis import HintBot  # the solver needs the games: imported when a bot is made

    return HintBot(seat, rng)


class SoloGame(Game):
    """Base referee of the solo games (see the module docstring)."""

    bots: ClassVar[dict[str, Any]] = {"heuristic": _hint_bot}

    box: ClassVar[str | None] = "jidohanbaiki"
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 1
    # Offered through the menu's one "Solo games and puzzles" entry, not one line each.
    listed: ClassVar[bool] = False
    model: ClassVar[ModuleType]
    turn_word: ClassVar[str] = "actions"
    lower_is_better: ClassVar[bool] = False  # records: higher scores are better

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
        """The model move an action dict names (form errors raise IllegalAction)."""
        raise NotImplementedError

    def encode(self, table: Table, move: tuple) -> dict[str, Any]:
        """The action dict of a model move."""
        raise NotImplementedError

    def place(self, tx: Any, table: Table, action: dict[str, Any]) -> str:
        """Apply a free ``place`` action; return a label."""
        raise IllegalAction("this game has no free placement")

    def label(self, move: tuple) -> str:
        return str(move[0])

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
        return table.vars.get("mode", "strict")

    def to_move(self, table: Table) -> list[int]:
        return [] if self.is_over(table) else [0]

    def is_over(self, table: Table) -> bool:
        return table.vars.get("result", 0) != 0

    def won(self, table: Table) -> bool:
        return table.vars.get("result", 0) == 1

    def legal_actions(self, table: Table, seat: int) -> Iterator[dict[str, Any]]:
        if seat != 0 or self.is_over(table):
            return
        cfg, state = self.config(table), self.read(table)
        for move in self.model.moves(cfg, state):
            yield self.encode(table, move)
        yield {"action": "resign"}

    def play(self, table: Table, seat: int, action: dict[str, Any]) -> None:
        if seat != 0:
            raise IllegalAction(f"this is a solo game: only seat 0 plays, not seat {seat}")
        if not isinstance(action, dict):
            raise IllegalAction(f"an action is a mapping like {{action: draw}}, not {action!r}")
        name = action.get("action")
        if name == "set_mode":
            self._set_mode(table, action)
            return
        if self.is_over(table):
            raise IllegalAction("the game is over")
        if name == "resign":
            with table.begin("resign", 0) as tx:
                tx.set_var("result", -1)
                tx.set_var("reason", "gave up")
            return
        if name == "place":
            mode = self.mode(table)
            if mode == "strict":
                raise IllegalAction("free placement is off in strict mode (switch to assisted or free mode)")
            with table.begin("place", 0) as tx:
                tx.set_var("note", self.place(tx, table, action))
                tx.set_var("unranked", True)
            return
        move = self.parse(table, action)
        cfg, state = self.config(table), self.read(table)
        why = self.model.check(cfg, state, move)
        if why:
            raise IllegalAction(why)
        after = self.model.apply(cfg, state, move)
        with table.begin(self.label(move), 0) as tx:
            tx.set_var("note", None)
            self.write(tx, table, state, after, move)
            tx.set_var("actions", table.vars.get("actions", 0) + 1)

    def _set_mode(self, table: Table, action: dict[str, Any]) -> None:
        mode = action.get("mode")
        if mode not in MODES:
            raise IllegalAction(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
        with table.begin(f"mode {mode}", 0) as tx:
            tx.set_var("mode", mode)
            if mode == "free":
                tx.set_var("unranked", True)  # free hands may move anything: such a game is never a record

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
        return {
            "mode": self.mode(table),
            "note": table.vars.get("note"),
            "actions": table.vars.get("actions", 0),
            "puzzle": table.vars.get("puzzle") or None,
        }

    def public_state(self, table: Table) -> dict[str, Any]:
        out = super().public_state(table)
        out["status"] = self.status(table)
        return out


def sync_money(tx: Any, table: Table, wanted: dict[str, dict[int, int]]) -> None:
    """One MoveMoney that brings each zone to the wanted coin counts."""
    legs = []
    for denom in sorted({d for counts in wanted.values() for d in counts}):
        give, take = [], []
        for zid, counts in wanted.items():
            delta = counts.get(denom, 0) - table.zones[zid].coins.get(denom, 0)
            if delta < 0:
                give.append([zid, -delta])
            elif delta > 0:
                take.append([zid, delta])
        for dst, need in take:
            for entry in give:
                if need == 0:
                    break
                n = min(need, entry[1])
                if n:
                    legs.append((entry[0], dst, ((denom, n),)))
                    entry[1] -= n
                    need -= n
            if need:
                raise ValueError(f"money does not balance: {dst} needs {need} more {denom} coins")
    if legs:
        tx.add(MoveMoney(tuple(legs)))
