"""The referee interface every game implements, and helpers to build tables.

A referee is a set of pure functions over a table: it builds the table's
structure, sets it up, lists legal actions, applies one (validating it) and
scores.  Actions are plain dicts in the referee's own vocabulary, e.g.
``{"action": "bid", "amount": 3}``; the same dicts come from the UI, the bots
and ``tsukiji-table script`` files, and each is stored with the transaction it
made.

A game declares its actions as :class:`Action` subclasses (see
``docs/architecture.md``, *Adding a game*).  Each says in which phases it may
be played, the form of its arguments, which candidates exist, why one is
illegal (:meth:`Action.check`, the only place a rule is written), and what it
does.  :meth:`Game.legal_actions` and :meth:`Game.play` both go through that
one check, so the list of legal actions and what ``play`` accepts never
disagree, and a refusal always says why, in the language in use.
"""

from __future__ import annotations

import copy
import json
import re
import weakref
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property, partial
from typing import Any, ClassVar

from ..rulesdata import Component, Rules
from ..table import KindInfo, Table, TableError, Transaction, Tx, Visibility, ZoneKind
from ..text import CATALOGUE, Message, Seat, add_strings, msg

Why = Message | None  # why an action is illegal (None: it is legal)


class IllegalAction(ValueError):
    """An action that the rules (or the current mode) do not allow.

    ``reason`` is a :class:`~tsukiji_table.text.Message`, shown in the
    language in use; ``str(exc)`` renders it.  A plain string is accepted for
    a text not yet in the catalogue (the catalogue test lists those).
    """

    def __init__(self, reason: Message | str):
        self.reason = reason if isinstance(reason, Message) else Message.plain(str(reason))
        super().__init__(self.reason.key or self.reason.text)

    def __str__(self) -> str:
        return self.reason.render()


@dataclass(frozen=True)
class Option:
    """A game option the menu and the command line offer.

    ``check``, when given, accepts values beyond ``choices`` (free text such
    as a hand-picked list): it returns the normalised value or raises
    ``ValueError`` saying what is wrong.  ``offered``, when given, says which
    choices a game of so many players has (a start seat beyond the player
    count is none): the menu offers only those.
    """

    name: str
    choices: tuple[Any, ...]
    default: Any
    help: str = ""
    names: dict[str, str] = field(default_factory=dict)
    check: Callable[[Any], Any] | None = None
    offered: Callable[[Any, int], bool] | None = None

    def choices_for(self, players: int) -> tuple[Any, ...]:
        """The choices a game of ``players`` players offers."""
        if self.offered is None:
            return tuple(self.choices)
        return tuple(c for c in self.choices if self.offered(c, players))

    def parse(self, text: str) -> Any:
        if self.check is not None and text not in self.choices:
            return self.check(text)
        for choice in self.choices:
            if str(choice).lower() == text.strip().lower():
                return choice
        raise ValueError(f"option {self.name} must be one of {', '.join(map(str, self.choices))}, not {text!r}")


MODES = ("free", "assisted", "strict")


# ------------------------------------------------------------ action arguments


_NO_DEFAULT = object()


class Arg:
    """The form of one argument of an action (its rule lives in :meth:`Action.check`).

    An argument with a ``default`` may be left out; the action is then played
    (and recorded) with the default filled in.
    """

    def __init__(self, required: bool = True, default: Any = _NO_DEFAULT):
        self.required = required and default is _NO_DEFAULT
        self.default = default

    def form(self, value: Any) -> Why:
        """Why ``value`` is not of this form (None: it is)."""
        return None

    def describe(self) -> Message:
        """What a value of this form is, for a script's author (``engine.want.*``)."""
        return msg("engine.want.any")


class Int(Arg):
    """A whole number, optionally within fixed bounds (limits that depend on the table belong to the check)."""

    def __init__(self, lo: int | None = None, hi: int | None = None, required: bool = True, default: Any = _NO_DEFAULT):
        super().__init__(required, default)
        self.lo, self.hi = lo, hi

    def form(self, value: Any) -> Why:
        if not isinstance(value, int) or isinstance(value, bool):
            return msg("engine.arg.int", value=shown_value(value))
        if (self.lo is not None and value < self.lo) or (self.hi is not None and value > self.hi):
            return msg("engine.arg.range", value=value, lo=self.lo if self.lo is not None else "", hi=self.hi if self.hi is not None else "")
        return None

    def describe(self) -> Message:
        if self.lo is not None and self.hi is not None:
            return msg("engine.want.int_range", lo=self.lo, hi=self.hi)
        return msg("engine.want.int")


class Num(Arg):
    """A number (whole or not), finite, optionally within fixed bounds (an angle, a strength)."""

    def __init__(self, lo: float | None = None, hi: float | None = None, required: bool = True, default: Any = _NO_DEFAULT):
        super().__init__(required, default)
        self.lo, self.hi = lo, hi

    def form(self, value: Any) -> Why:
        if not isinstance(value, (int, float)) or isinstance(value, bool) or value != value or value in (float("inf"), float("-inf")):
            return msg("engine.arg.number", value=shown_value(value))
        if (self.lo is not None and value < self.lo) or (self.hi is not None and value > self.hi):
            return msg("engine.arg.range", value=value, lo=self.lo if self.lo is not None else "", hi=self.hi if self.hi is not None else "")
        return None

    def describe(self) -> Message:
        if self.lo is not None and self.hi is not None:
            return msg("engine.want.number_range", lo=self.lo, hi=self.hi)
        return msg("engine.want.number")


class Text(Arg):
    """A string, optionally one of fixed choices."""

    def __init__(self, choices: Sequence[str] | None = None, required: bool = True, default: Any = _NO_DEFAULT):
        super().__init__(required, default)
        self.choices = tuple(choices) if choices is not None else None

    def form(self, value: Any) -> Why:
        if not isinstance(value, str):
            return msg("engine.arg.text", value=shown_value(value))
        if self.choices is not None and value not in self.choices:
            return msg("engine.arg.choice", value=value, choices=list(self.choices))
        return None

    def describe(self) -> Message:
        return msg("engine.want.choice", choices=list(self.choices)) if self.choices else msg("engine.want.text")


class Flag(Arg):
    def form(self, value: Any) -> Why:
        return None if isinstance(value, bool) else msg("engine.arg.flag", value=shown_value(value))

    def describe(self) -> Message:
        return msg("engine.want.flag")


class ListOf(Arg):
    """A list of values of one form, of a fixed or bounded length."""

    def __init__(self, item: Arg, min_len: int = 0, max_len: int | None = None, required: bool = True, default: Any = _NO_DEFAULT):
        super().__init__(required, default)
        self.item, self.min_len, self.max_len = item, min_len, max_len

    def form(self, value: Any) -> Why:
        if not isinstance(value, list):
            return msg("engine.arg.list", value=shown_value(value))
        if len(value) < self.min_len or (self.max_len is not None and len(value) > self.max_len):
            return msg("engine.arg.length", n=len(value), lo=self.min_len, hi=self.max_len if self.max_len is not None else "…")
        for item in value:
            why = self.item.form(item)
            if why is not None:
                return why
        return None

    def describe(self) -> Message:
        return msg("engine.want.list", item=self.item.describe())


class AnyArg(Arg):
    """Any JSON value (the check looks at it)."""


def json_copy(value: Any) -> Any:
    """A copy of JSON data (dicts, lists, strings, numbers, booleans, None); tuples become lists.

    Raises :class:`IllegalAction` for anything else, which could not be saved.
    """
    kind = type(value)
    if kind is dict:
        # A plain value is taken as it is, and a list of plain values (a place [x, y]) copied in C, without a call:
        # every action played is copied.
        out = {}
        for k, v in value.items():
            t = type(v)
            if t is str or t is int or v is None or t is bool or t is float:
                pass
            elif t is list and PLAIN_JSON.issuperset(map(type, v)):
                v = v.copy()
            else:
                v = json_copy(v)
            out[k if type(k) is str else str(k)] = v
        return out
    if kind is list or kind is tuple:
        # Plain items taken as they are, without a call (a place [x, y], two drinks: many actions hold a list).
        return [v if (t := type(v)) is str or t is int or v is None or t is bool or t is float else json_copy(v) for v in value]
    if value is None or kind in (str, int, float, bool):
        return value
    raise IllegalAction(msg("engine.not_json", value=shown_value(str(value))))


PLAIN_JSON = frozenset({str, int, float, bool, type(None)})  # the types of JSON values json_copy takes as they are

#: Characters ``json.dumps`` escapes in a string (with ``ensure_ascii=False``).
_ESCAPED = re.compile(r'[\x00-\x1f\\"]')
_JSON_WORDS = {True: "true", False: "false", None: "null"}


def _plain_json(value: Any) -> str | None:
    """``value`` as ``json.dumps`` writes it, when it is a whole number, a flag, None, a text with nothing to escape or a list of those; else None."""
    kind = type(value)
    if kind is int:
        return str(value)
    if kind is str:
        return None if _ESCAPED.search(value) else f'"{value}"'
    if kind is bool or value is None:
        return _JSON_WORDS[value]
    if kind is list or kind is tuple:
        items = [_plain_json(v) for v in value]
        return None if None in items else f"[{','.join(items)}]"  # type: ignore[arg-type]
    return None


def shown_value(value: Any) -> str:
    """A value of an action as a refusal quotes it (short JSON, strings quoted)."""
    text = json.dumps(value, ensure_ascii=False, default=str) if not isinstance(value, str) else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


# --------------------------------------------------------------------- actions


class Action:
    """One kind of action of a game: its gate, its form, its rule and its effect.

    Subclass per action and list the classes in the game's ``actions``.
    ``phases`` (None: every phase) and ``anytime`` (any seat may play it, not
    only those the game waits for) are the gate; ``args`` the form;
    ``candidates`` lists actions that *might* be legal (cheaply, without
    judging them); ``check`` says why one is not (the rule, written once);
    ``apply`` trusts its input and changes the table; ``describe`` gives the
    log line.
    """

    name: ClassVar[str] = ""
    phases: ClassVar[tuple[str, ...] | None] = None
    anytime: ClassVar[bool] = False
    modes: ClassVar[tuple[str, ...]] = MODES  # ("free",): only in free mode
    after_end: ClassVar[bool] = False  # may be played once the game is over
    args: ClassVar[Mapping[str, Arg]] = {}
    # The candidates are already judged by the rule the check applies (a rules model that lists only
    # its legal moves): legal_actions lists them without checking each again.  play still checks
    # what it is given, and the game contract checks that every listed one passes.
    listed_legal: ClassVar[bool] = False
    # Never among the legal actions: a button or a hand's drag, not a move (its candidates are none, which the
    # game contract checks). Listings leave it out without asking for its candidates.
    unlisted: ClassVar[bool] = False

    def candidates(self, game: Any, table: Table, seat: int) -> Iterable[dict[str, Any]]:
        """Actions of this kind that might be legal now (each is then checked)."""
        if not self.args:
            yield {"action": self.name}

    def check(self, game: Any, table: Table, seat: int, action: dict[str, Any]) -> Why:
        """Why this well-formed action is illegal now (None: legal)."""
        return None

    def passes(self, game: Any, table: Table, seat: int, action: dict[str, Any]) -> bool:
        """Whether this well-formed action passes :meth:`check` (a listing asks only this: the refusal's words may go unbuilt)."""
        return self.check(game, table, seat, action) is None

    def apply(self, game: Any, table: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        """Change the table (the action has passed :meth:`check`)."""
        raise NotImplementedError

    def describe(self, game: Any, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        """The log line(s) of a transaction this action made, as ``viewer`` may read them."""
        return [msg(f"{game.text_prefix}.log.{self.name}", who=Seat(tx.seat) if tx.seat is not None else "")]

    def label(self, action: dict[str, Any]) -> str:
        """A short English note for the transaction (read by people, never parsed).

        The compact JSON of the arguments, written here without ``json.dumps``
        when each is a whole number, a flag, ``None``, a text with nothing to
        escape, or a list of those (every action played makes one).
        """
        parts = []
        plain_keys = self.plain_keys
        for key in sorted(action):
            if key != "action":
                text = _plain_json(action[key])
                if text is None or (key not in plain_keys and _ESCAPED.search(key)):
                    args = {k: v for k, v in action.items() if k != "action"}
                    return f"{self.name} {json.dumps(args, ensure_ascii=False, sort_keys=True, separators=(',', ':'))}"
                parts.append(f'"{key}":{text}')
        return f"{self.name} {{{','.join(parts)}}}" if parts else self.name

    @cached_property
    def plain_keys(self) -> frozenset[str]:
        """The argument names ``json.dumps`` writes as they are (all of them, in practice): :meth:`label` need not search each again."""
        return frozenset(k for k in self.args if not _ESCAPED.search(k))

    @cached_property
    def defaults(self) -> dict[str, Any]:
        """The arguments that may be left out, with the values they then take (worked out once)."""
        return {k: a.default for k, a in self.args.items() if a.default is not _NO_DEFAULT}

    def normal(self, action: dict[str, Any]) -> dict[str, Any]:
        """``action`` with the defaults of the arguments it leaves out filled in."""
        if not self.defaults:
            return action
        missing = {k: v for k, v in self.defaults.items() if k not in action}
        return {**action, **missing} if missing else action

    def form(self, action: dict[str, Any]) -> Why:
        """Why ``action`` is not of this action's form (unknown or missing arguments, wrong types)."""
        for key in action:
            if key != "action" and key not in self.args:
                return msg("engine.arg.unknown", action=self.name, key=key, known=list(self.args) or "-")
        for key, arg in self.args.items():
            if key not in action:
                if arg.required:
                    return msg("engine.arg.missing", action=self.name, key=key, what=arg.describe())
                continue
            why = arg.form(action[key])
            if why is not None:
                return msg("engine.arg.bad", action=self.name, key=key, why=why)
        return None


class SetMode(Action):
    """Switch between free, assisted and strict mode (any seat, any time)."""

    name = "set_mode"
    anytime = True
    after_end = True
    unlisted = True  # the window's Mode button
    args = {"mode": Text(MODES)}

    def candidates(self, game: Any, table: Table, seat: int) -> Iterable[dict[str, Any]]:
        return ()  # offered by the window's Mode button, not listed among a seat's moves

    def check(self, game: Any, table: Table, seat: int, action: dict[str, Any]) -> Why:
        if action["mode"] == game.mode(table):
            return msg("engine.mode_already", mode=msg(f"mode.{action['mode']}"))
        return None

    def apply(self, game: Any, table: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        game.write_mode(tx, table, action["mode"])

    def describe(self, game: Any, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        mode = (tx.action or {}).get("mode", "")
        return [msg("engine.log.mode", who=Seat(tx.seat) if tx.seat is not None else "", mode=msg(f"mode.{mode}"))]


# ------------------------------------------------------------------------ games


def _no_game() -> None:
    """The game of a moment made with everything known (:meth:`Moment.known`): none is kept."""
    return None


class _Movers:
    """:attr:`Moment.movers`, asked of the game when first read and then the moment's plain attribute, read without a
    call (self-play and the gate read it two or three times an action): a non-data descriptor, as
    ``functools.cached_property``, without its lock and its second look-up (one moment is made per action)."""

    def __get__(self, moment: Moment | None, owner: type | None = None) -> list[int]:
        if moment is None:
            return self  # type: ignore[return-value]  # the descriptor itself, read from the class
        movers: list[int] = moment.game.to_move(moment.table)
        moment.__dict__["movers"] = movers
        return movers


class Moment:
    """What the gate reads of the table (over, mode, phase, who is to move), each read at most once per question.

    ``legal_actions`` gates every kind of action against one moment.  ``off``,
    which a game's subclass may set, refuses every action but ``set_mode`` with
    its reason (Tsukiji: a piece moved by hand where the rules never put one).
    """

    def __init__(self, game: Game, table: Table):
        # The game held weakly: the game keeps its table's moment (Game.moment_now), and a game and its moment
        # holding each other would leave a dropped game and table to the cyclic collector (see table.collector).
        self._game: Callable[[], Game | None] = weakref.ref(game)
        self.table = table
        self.over = game.is_over(table)
        self.mode = game.mode(table)
        self.phase = game.phase(table)
        self.off: Why = None
        self.kept: dict[Any, Any] = {}  # what the game works out from this moment alone, kept with it (see known)

    @classmethod
    def known(cls, table: Table, over: bool, mode: str, phase: Any, movers: list[int]) -> Moment:
        """A moment whose every reading is given (a game that reads them all in a few look-ups, once per action: no game kept)."""
        moment = object.__new__(cls)
        moment._game = _no_game
        moment.table = table
        moment.over, moment.mode, moment.phase = over, mode, phase
        moment.off = None
        moment.movers = movers  # read as a plain attribute from now on (see movers)
        moment.kept = {}  # a referee that keeps its moments by their readings keeps here what it reads from them
        return moment

    @property
    def game(self) -> Game:
        game = self._game()
        assert game is not None, "a moment outlives its game"
        return game

    movers = _Movers()  # who is to move (list[int]): asked of the game when first read


class Game:
    """Base class of referees; a subclass per game (see the module docstring).

    A game built the new way lists its :class:`Action` classes in ``actions``
    and leaves :meth:`legal_actions`, :meth:`check` and :meth:`play` to this
    class; it adds :meth:`advance` for what happens by itself after an action
    (the phase flow).  A game not yet moved to actions overrides
    ``legal_actions`` and ``play`` itself.
    """

    id: ClassVar[str] = ""
    box: ClassVar[str | None] = None  # the rules/ folder (its rules are self.rules), or None for built-in data
    # Every box the game draws components from, ``box`` first (empty: ``box`` alone); self.rules_of(b) has each.
    boxes: ClassVar[tuple[str, ...]] = ()
    # The rules files it reads beyond each box's components.yaml: "g08.yaml" in ``box``, "tsukiji/setup.yaml"
    # in another. Only these are fingerprinted in its saves, and reading any other file raises UndeclaredRead.
    reads: ClassVar[tuple[str, ...]] = ()
    names: ClassVar[dict[str, str]] = {}
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 1
    listed: ClassVar[bool] = True  # offered in the menu
    options: ClassVar[tuple[Option, ...]] = ()
    # For the game chooser: minutes a game takes (from, to), whether the tower is used,
    # and a few lines on how to play ({en, ja}).
    length: ClassVar[tuple[int, int] | None] = None
    uses_tower: ClassVar[bool] = False
    how_to: ClassVar[dict[str, str]] = {}
    actions: ClassVar[tuple[type[Action], ...]] = ()
    #: The bot ``selfplay`` seats when none is named: one that plays a real game (a game whose random bots starve names its own).
    default_bot: ClassVar[str] = "random"
    text_prefix: str = ""  # catalogue keys of this game's texts start with it (default: the id, ':' as '.')

    def __init__(self, rules: Rules | None, boxes: Mapping[str, Rules] | None = None):
        self.rules = rules
        self._boxes: dict[str, Rules] = dict(boxes) if boxes is not None else ({rules.box: rules} if rules is not None else {})
        self._specs: dict[str, Action] = {}
        for cls in (*self.actions, SetMode) if self.actions else ():
            spec = cls()
            if not spec.name or spec.name in self._specs:
                raise ValueError(f"{type(self).__name__}: action {cls.__name__} has no name or a name used twice")
            self._specs[spec.name] = spec
        self._in_phase: dict[Any, list[Action]] = {}  # phase -> the specs its gate lets through
        self._open: dict[tuple[Any, ...], tuple[list[Action], list[Action]]] = {}  # see open_specs
        # The nearest class that names a prefix (the solo games share "jido"), else the id.
        own = next((c.__dict__["text_prefix"] for c in type(self).__mro__ if c.__dict__.get("text_prefix")), None)
        self.text_prefix = own or self.id.replace(":", ".")

    # ---------------------------------------------------------- rules data

    @classmethod
    def box_names(cls) -> tuple[str, ...]:
        """The boxes the game draws components from, its own first."""
        return cls.boxes or ((cls.box,) if cls.box else ())

    @classmethod
    def files_read(cls) -> dict[str, tuple[str, ...]]:
        """Per box, the files the game reads besides ``components.yaml`` (from :attr:`reads`)."""
        out: dict[str, list[str]] = {b: [] for b in cls.box_names()}
        for entry in cls.reads:
            box, _, name = entry.rpartition("/")
            out.setdefault(box or str(cls.box), []).append(name)
        return {b: tuple(names) for b, names in out.items()}

    def rules_of(self, box: str) -> Rules:
        """The rules of one of the game's boxes (the part of it the game reads)."""
        try:
            return self._boxes[box]
        except KeyError:
            raise KeyError(f"{self.id} has no rules of box {box!r}; its boxes: {', '.join(self._boxes) or 'none'} (name it in Game.boxes)") from None

    def all_rules(self) -> list[Rules]:
        """The rules of every box of the game, its own first."""
        return list(self._boxes.values())

    # ---------------------------------------------------------- structure

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        """The table with every zone and every component in the box."""
        raise NotImplementedError

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        """Set the game up with transactions on the built table."""
        raise NotImplementedError

    # ------------------------------------------------------------ queries

    def to_move(self, table: Table) -> list[int]:
        """The seats whose input the game waits for (several for secret bids)."""
        return []

    def phase(self, table: Table) -> str | None:
        """The phase the game is in (the gate of :attr:`Action.phases`)."""
        return table.vars.get("phase")

    def mode(self, table: Table) -> str:
        return str(table.vars.get("mode", "assisted"))

    def write_mode(self, tx: Tx, table: Table, mode: str) -> None:
        tx.set_var("mode", mode)

    def is_over(self, table: Table) -> bool:
        return False

    def score(self, table: Table) -> dict[str, Any] | None:
        """The final breakdown, or ``None`` while the game runs."""
        return None

    def spec(self, name: str) -> Action | None:
        return self._specs.get(name)

    def action_title(self, name: str) -> Message:
        """An action's name in words ("Swap two drinks"), for refusals and menus.

        The catalogue's ``<text_prefix>.action.<name>`` (the engine's own for
        ``set_mode``); an action without one shows its bare name, which the
        catalogue test reports.
        """
        for key in (f"{self.text_prefix}.action.{name}", f"engine.action.{name}"):
            if key in CATALOGUE:
                return msg(key)
        return Message.plain(name.replace("_", " "))

    def _named(self, name: str) -> Message | str:
        """An action's name in a refusal: its title, or its script name where it has none yet (the words test reports it)."""
        title = self.action_title(name)
        return title if title.key is not None else name

    def describe_action(self, table: Table, action: dict[str, Any]) -> Message:
        """An action in words, before it is played (the Actions list, a hint, a right-click entry).

        The catalogue's ``<text_prefix>.does.<name>``, formatted with the
        action's arguments, when there is one ("Take {count} sticks"); else
        the action's name (:meth:`action_title`).  A game whose arguments are
        ids (drinks, crates, places) overrides this to say them in words.
        """
        name = str(action.get("action", ""))
        key = f"{self.text_prefix}.does.{name}"
        if key in CATALOGUE:
            return msg(key, **{k: v for k, v in action.items() if k != "action"})
        return self.action_title(name)

    def malformed(self, action: dict[str, Any]) -> Why:
        """Why ``action`` is of no form this game knows, whatever the position (a save's log is checked so)."""
        spec = self._specs.get(action.get("action"))  # type: ignore[arg-type]
        if spec is None:
            return msg("engine.unknown_action", action=shown_value(action.get("action")), known=sorted(self._specs))
        return spec.form(spec.normal(action))

    def normal(self, action: dict[str, Any]) -> dict[str, Any]:
        """An action as it is played and recorded: the defaults of left-out arguments filled in."""
        spec = self._specs.get(action.get("action")) if isinstance(action, dict) else None  # type: ignore[arg-type]
        return spec.normal(action) if spec is not None else action

    # --------------------------------------------------------------- play

    def moment(self, table: Table) -> Moment:
        """What the gate reads of the table: read once per question (``legal_actions`` gates every kind of action)."""
        return Moment(self, table)

    def moment_now(self, table: Table) -> Moment:
        """:meth:`moment` of the table as it stands, read once per change of the table.

        Self-play asks whether the game is over and who is to move, the bot's
        listing gates every kind of action and ``play`` gates the one chosen,
        all at one revision: reading the table once for all of them removed
        two thirds of the ``is_over`` and ``to_move`` calls of an action.
        """
        kept = self._moment_kept
        revision = table.revision
        changing = table._open is not None and bool(table._open.commands)  # a transaction changed it, the revision not yet
        if kept is not None and kept[0] is table and kept[1] == revision and not changing:
            return kept[2]
        moment = self.moment(table)
        if not changing:
            self._moment_kept = (table, revision, moment)
        return moment

    _moment_kept: tuple[Table, int, Moment] | None = None

    def gate(self, spec: Action, table: Table, seat: int, moment: Moment | None = None) -> Why:
        """Why no action of this kind may be played by ``seat`` now, before looking at its arguments."""
        m = moment or self.moment_now(table)
        shut = self._shut(spec, seat, m)
        if shut is None:
            return None
        if shut == "over":
            return msg("engine.over")
        if shut == "mode":
            return msg("engine.mode_forbids", action=self._named(spec.name), mode=msg(f"mode.{m.mode}"), modes=[msg(f"mode.{x}") for x in spec.modes])
        if shut == "phase":
            allowed = sorted(s.name for s in self.specs_in_phase(m.phase) if m.mode in s.modes and s.name != SetMode.name)
            return msg("engine.wrong_phase", action=self._named(spec.name), allowed=[self._named(a) for a in allowed])
        if shut == "off":
            return m.off
        return msg("engine.not_to_move", seat=Seat(seat), waiting=[Seat(s) for s in m.movers] or msg("engine.nobody"))

    @staticmethod
    def _shut(spec: Action, seat: int, m: Moment) -> str | None:
        """Which part of the gate keeps ``spec`` closed to ``seat`` (None: open); the gate's rule, written once."""
        if m.over and not spec.after_end:
            return "over"
        if m.mode not in spec.modes:
            return "mode"
        if spec.phases is not None and m.phase not in spec.phases:
            return "phase"
        if not spec.anytime and seat not in m.movers:
            return "turn"
        if m.off is not None and spec.name != SetMode.name:
            return "off"
        return None

    def check(self, table: Table, seat: int, action: Any) -> Why:
        """Why ``action`` by ``seat`` is illegal now (None: legal): form, gate, then the rule."""
        if not isinstance(action, dict) or not isinstance(action.get("action"), str):
            return msg("engine.not_an_action", value=shown_value(action))
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < table.players:
            return msg("engine.no_seat", seat=shown_value(seat), players=table.players)
        spec = self._specs.get(action["action"])
        if spec is None:
            return msg("engine.unknown_action", action=action["action"], known=sorted(self._specs))
        action = spec.normal(action)
        return spec.form(action) or self.gate(spec, table, seat) or spec.check(self, table, seat, action)

    def specs_in_phase(self, phase: Any) -> list[Action]:
        """The kinds of action whose ``phases`` allow ``phase`` (kept per phase: legal_actions asks at every step)."""
        got = self._in_phase.get(phase)
        if got is None:
            got = self._in_phase[phase] = [s for s in self._specs.values() if s.phases is None or phase in s.phases]
        return got

    def legal_actions(self, table: Table, seat: int) -> Iterator[dict[str, Any]]:
        """Every action ``seat`` may take now: the candidates that pass the check."""
        for spec in self.open_specs(table, seat):
            yield from self.legal_of(spec, table, seat)

    def open_specs(self, table: Table, seat: int) -> list[Action]:
        """The kinds of action the gate leaves open to ``seat`` now, in the order ``legal_actions`` lists them (not those :attr:`Action.unlisted`).

        The gate reads only the moment's phase, mode, end and off-rules state and
        whether ``seat`` is to move: the lists are kept per reading (every bot's
        decision asks), and who is to move is asked only when the answer differs.
        """
        moment = self.moment_now(table)  # the phase, the mode and who is to move, read once for every kind
        key = (moment.phase, moment.mode, moment.over, moment.off is None)
        kept = self._open.get(key)
        if kept is None:
            moving, waiting = self._open_when(moment, True), self._open_when(moment, False)
            kept = self._open[key] = (moving, moving if waiting == moving else waiting)
        moving, waiting = kept
        return waiting if moving is waiting or seat not in moment.movers else moving

    def _open_when(self, moment: Moment, moving: bool) -> list[Action]:
        """The kinds the gate leaves open at ``moment`` to a seat that is (or is not) to move: the gate's rule, without its message."""
        seen = copy.copy(moment)
        seen.movers = [0] if moving else []
        return [spec for spec in self.specs_in_phase(moment.phase) if not spec.unlisted and self._shut(spec, 0, seen) is None]

    def legal_of(self, spec: Action, table: Table, seat: int) -> Iterator[dict[str, Any]]:
        """The legal actions of one open kind (see :meth:`legal_actions`)."""
        if spec.listed_legal:
            yield from spec.candidates(self, table, seat)
            return
        normal = spec.normal if spec.defaults else None  # as play checks it: defaults filled in
        passes = spec.passes
        for action in spec.candidates(self, table, seat):
            if passes(self, table, seat, normal(action) if normal else action):
                yield action

    def weighed_candidates(self, table: Table, seat: int) -> Iterator[tuple[Iterable[dict[str, Any]], Callable[[dict[str, Any]], bool]]]:
        """The candidates of each kind open to ``seat``, in ``legal_actions``' order, with the kind's question: is this one legal?

        For a bot that weighs every candidate and asks only about those that
        could be its choice (the check is the costly part of a listing); the
        candidates that answer yes are exactly ``legal_actions``.
        """
        for spec in self.open_specs(table, seat):
            if spec.listed_legal:
                yield spec.candidates(self, table, seat), _legal
            elif spec.defaults:
                yield spec.candidates(self, table, seat), partial(_passes_normal, spec, self, table, seat)
            else:
                yield spec.candidates(self, table, seat), partial(spec.passes, self, table, seat)

    def legal_action_list(self, table: Table, seat: int) -> Sequence[dict[str, Any]]:
        """``list(legal_actions(table, seat))``, for a caller that looks at few of them (a random bot picks one).

        A game that lists many actions may hand them out as they are read
        (:class:`~.jidohanbaiki.party.PartyGame`); the order and the actions are those of ``legal_actions``.
        """
        return list(self.legal_actions(table, seat))

    def play(self, table: Table, seat: int, action: dict[str, Any]) -> Transaction:
        """Check ``action`` and apply it as one transaction; raise :class:`IllegalAction` with the reason."""
        why = self.check(table, seat, action)
        if why is not None:
            raise IllegalAction(why)
        spec = self._specs[action["action"]]
        action = json_copy(spec.normal(action))  # defaults filled in; a copy the caller cannot change
        stored = dict(action)
        # The label made when first read (a save, a report): a self-played game reads none.
        with table.begin(partial(spec.label, stored), seat, stored) as tx:
            spec.apply(self, table, tx, seat, action)
            self.advance(table, tx)
        return table.done[-1]

    def advance(self, table: Table, tx: Tx) -> None:
        """What happens by itself after an action, in the same transaction: the phase flow."""

    # ------------------------------------------------------------- output

    def describe(self, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        """The log lines of a transaction as ``viewer`` may read them ([] for none of the game's)."""
        if tx.action is None:
            return []
        spec = self._specs.get(str(tx.action.get("action")))
        if spec is None:
            return []
        return spec.describe(self, table, tx, viewer)

    def public_state(self, table: Table) -> dict[str, Any]:
        """Per seat: money and pieces by zone and kind; the score if the game ended."""
        seats: list[dict[str, Any]] = [{"seat": s, "money": 0, "zones": {}} for s in range(table.players)]
        common: dict[str, dict[str, int]] = {}
        for zid, zone in table.zones.items():
            if zid == "box" or zid.startswith("box."):
                continue
            owner = zone.owner
            if zone.kind is ZoneKind.MONEY:
                if owner is not None and 0 <= owner < table.players:
                    seats[owner]["money"] += zone.money()
                elif zone.coins:
                    common[zid] = {"money": zone.money()}
                continue
            if not zone.ids:
                continue
            counts: dict[str, int] = {}
            for pid in zone.ids:
                kind = table.pieces[pid].kind
                counts[kind] = counts.get(kind, 0) + 1
            if owner is not None and 0 <= owner < table.players:
                seats[owner]["zones"][zid] = counts
            else:
                common[zid] = counts
        out: dict[str, Any] = {"game": self.id, "players": table.players, "over": self.is_over(table), "seats": seats, "table": common}
        if self.is_over(table):
            out["score"] = self.score(table)
        return out


add_strings(
    {
        "engine.not_an_action": {
            "en": "an action is a mapping with an 'action' name, such as {{'action': 'bid', 'amount': 2}}, not {value}",
            "ja": "アクションは {{'action': 'bid', 'amount': 2}} のように 'action' の名前を持つ辞書です（{value} ではありません）",
        },
        "engine.no_seat": {"en": "there is no seat {seat} at a {players}-player table", "ja": "{players}人のテーブルに席 {seat} はありません"},
        "engine.unknown_action": {
            "en": "unknown action {action}; this game's actions: {known}",
            "ja": "不明なアクション {action}。このゲームのアクション：{known}",
        },
        "engine.over": {"en": "the game is over", "ja": "ゲームは終了しています"},
        "engine.mode_forbids": {
            "en": "{action} is off in {mode} mode (it is on in: {modes})",
            "ja": "{mode}モードでは {action} はできません（できるモード：{modes}）",
        },
        "engine.wrong_phase": {"en": "{action} is not possible now; possible now: {allowed}", "ja": "今は {action} はできません。今できること：{allowed}"},
        "engine.not_to_move": {"en": "it is not {seat}'s move; waiting for {waiting}", "ja": "{seat}の番ではありません。{waiting}を待っています"},
        "engine.nobody": {"en": "nobody", "ja": "誰も"},
        "engine.no_legal_action": {"en": "{seat} is to move but has no legal action", "ja": "{seat}の番ですが、できる行動がありません"},
        "engine.mode_already": {"en": "the game is already in {mode} mode", "ja": "すでに{mode}モードです"},
        "engine.log.mode": {"en": "{who} switched to {mode} mode", "ja": "{who}が{mode}モードに切り替えました"},
        "engine.arg.unknown": {"en": "{action} takes no {key} (its arguments: {known})", "ja": "{action} に {key} という引数はありません（引数：{known}）"},
        "engine.arg.missing": {"en": "{action} needs {key}: {what}", "ja": "{action} には {key} が必要です（{what}）"},
        "engine.arg.bad": {"en": "{action} {key}: {why}", "ja": "{action} の {key}：{why}"},
        "engine.arg.int": {"en": "expected a whole number, not {value}", "ja": "整数を指定してください（{value} ではなく）"},
        "engine.arg.range": {"en": "{value} is out of range ({lo} to {hi})", "ja": "{value} は範囲外です（{lo}〜{hi}）"},
        "engine.not_json": {
            "en": "an action holds only text, numbers, true/false, lists and mappings, not {value}",
            "ja": "アクションに使えるのは文字列・数値・真偽値・リスト・辞書だけです（{value} は使えません）",
        },
        "engine.arg.number": {"en": "expected a number, not {value}", "ja": "数値を指定してください（{value} ではなく）"},
        "engine.arg.text": {"en": "expected a text, not {value}", "ja": "文字列を指定してください（{value} ではなく）"},
        "engine.arg.choice": {"en": "{value} is not one of {choices}", "ja": "{value} は {choices} のどれでもありません"},
        "engine.arg.flag": {"en": "expected true or false, not {value}", "ja": "true か false を指定してください（{value} ではなく）"},
        "engine.arg.list": {"en": "expected a list, not {value}", "ja": "リストを指定してください（{value} ではなく）"},
        "engine.arg.length": {"en": "a list of {n} items; expected {lo} to {hi}", "ja": "{n}個のリストです。{lo}〜{hi}個にしてください"},
        "engine.action.set_mode": {"en": "Switch the mode", "ja": "モードの切り替え"},
        "engine.want.any": {"en": "any value", "ja": "任意の値"},
        "engine.want.int": {"en": "a whole number", "ja": "整数"},
        "engine.want.int_range": {"en": "a whole number from {lo} to {hi}", "ja": "{lo}〜{hi}の整数"},
        "engine.want.number": {"en": "a number", "ja": "数値"},
        "engine.want.number_range": {"en": "a number from {lo} to {hi}", "ja": "{lo}〜{hi}の数値"},
        "engine.want.choice": {"en": "one of {choices}", "ja": "{choices}のいずれか"},
        "engine.want.text": {"en": "a text", "ja": "文字列"},
        "engine.want.flag": {"en": "true or false", "ja": "true または false"},
        "engine.want.list": {"en": "a list of {item}", "ja": "{item}のリスト"},
        "mode.free": {"en": "Free", "ja": "フリー"},
        "mode.assisted": {"en": "Assisted", "ja": "アシスト"},
        "mode.strict": {"en": "Strict", "ja": "厳格"},
    }
)


def boxed_table(game_id: str, seed: int, players: int, rules: Rules, fixtures: bool = False, only: Iterable[str] | None = None) -> Table:
    """A new table with every component of ``rules`` (or ``only`` those) in the hidden ``box``, the unlimited
    ``bank`` and, with ``fixtures``, a hidden place for pieces that become the table's furniture."""
    table = Table(game_id, seed, players)
    table.add_zone("box", ZoneKind.STACK, Visibility.NOBODY, hidden=True)
    if fixtures:
        table.add_zone("fixtures", ZoneKind.STACK, hidden=True)
    table.add_zone("bank", ZoneKind.MONEY, unlimited=True, hidden=True)
    populate(table, rules, zone="box", money_zone="bank", only=only)
    return table


def populate(
    table: Table,
    rules: Rules,
    zone: str = "box",
    money_zone: str | None = None,
    sets: tuple[str, ...] | None = None,
    only: Iterable[str] | None = None,
) -> None:
    """Register every kind of ``rules`` and put every component in ``zone``.

    Piece ids are the kind id (``drink.red:short_can``) when there is one
    copy, else ``kind#n`` from 1.  Coins are added as counts to
    ``money_zone`` (default: ``zone``'s money zone must exist).  ``sets``
    limits the components to those sets (``base``, ``expansion``, ...),
    ``only`` to those component ids (the drinks of another box, say).

    It may be called once per box of a game: kind ids of two boxes never
    meet (``rules check`` checks it), but two boxes' money may share a
    denomination, so a table holds the coins of one box only; a second box's
    coins are refused with a message saying so.
    """
    wanted = set(only) if only is not None else None
    if wanted is not None and wanted - rules.components.keys():
        raise TableError(f"rules/{rules.box} has no component {', '.join(sorted(wanted - rules.components.keys()))}")
    for comp, back, kinds in _contents(rules, sets, wanted):
        _check_new(table, rules, kinds)
        if back is not None:
            table.add_kind(KindInfo(back, comp.id))
        for kind_id, kind_back, denomination, copies, pieces in kinds:
            table.add_kind(KindInfo(kind_id, comp.id, kind_back, denomination))
            if denomination is not None:
                if money_zone is None:
                    raise TableError(f"{comp.id} are coins but no money zone was named")
                table.add_coins(money_zone, denomination, copies)
                continue
            for piece_id, face_up in pieces:
                table.add_piece(piece_id, kind_id, zone, face_up=face_up)


Contents = list[tuple[Component, "str | None", list[tuple[str, "str | None", "int | None", int, list[tuple[str, bool]]]]]]


def _contents(rules: Rules, sets: tuple[str, ...] | None, wanted: set[str] | None) -> Contents:
    """What :func:`populate` puts on a table, per component: ``(component, its hiding back's kind or None, kinds)``,
    each kind ``(kind id, the back shown for it, denomination, copies, pieces)``, each piece ``(id, face up)``.

    Worked out once per rules and selection (kept with the rules, which are read-only): every new game populates.
    """
    key = (tuple(sets) if sets is not None else None, frozenset(wanted) if wanted is not None else None)
    kept = rules.contents.get(key)
    if kept is not None:
        return kept
    out: Contents = []
    for comp in rules.components.values():
        if (sets is not None and comp.set not in sets) or (wanted is not None and comp.id not in wanted):
            continue
        # A back that hides is one kind for the component, shown in place of any of its kinds.
        back = f"{comp.id}.back" if any((b := comp.back_of(v)) and b.hides for _, v, _ in comp.kinds()) else None
        kinds = []
        for kind_id, variant, copies in comp.kinds():
            own = comp.back_of(variant)
            face_up = not (own and own.face_down)
            pieces = [(kind_id if copies == 1 else f"{kind_id}#{n}", face_up) for n in range(1, copies + 1)]
            kinds.append((kind_id, back if own and own.hides else None, comp.denomination_of(variant), copies, pieces))
        out.append((comp, back, kinds))
    rules.contents[key] = out
    return out


def _check_new(table: Table, rules: Rules, kinds: list[tuple[str, str | None, int | None, int, list[tuple[str, bool]]]]) -> None:
    """Refuse, by name, a component (its ``kinds`` as :func:`_contents` lists them) whose kinds or coins are already on
    the table (from another box)."""
    if not table.kinds:
        return  # a new table: nothing to meet
    for kind_id, _, denomination, _, _ in kinds:
        known = table.kinds.get(kind_id)
        if known is not None:
            raise TableError(f"kind {kind_id!r} of rules/{rules.box} is already on the table (component {known.component!r}): populate each box once")
        if denomination is None:
            continue
        coin = next((k for k in table.kinds.values() if k.denomination == denomination), None)
        if coin is not None:
            raise TableError(
                f"{kind_id!r} of rules/{rules.box} is a coin of {denomination}, like {coin.id!r} already on the table: a table holds one box's money"
                " (leave the other box's coins out with populate(..., only=...))"
            )


def component_counts(table: Table) -> dict[str, int]:
    """How many of each kind exist on the table (coins counted per denomination)."""
    counts: dict[str, int] = {}
    for piece in table.pieces.values():
        counts[piece.kind] = counts.get(piece.kind, 0) + 1
    for zone in table.zones.values():
        for denom, n in zone.coins.items():
            key = f"coin:{denom}"
            counts[key] = counts.get(key, 0) + n
    for denom, n in table.minted.items():
        counts[f"coin:{denom}"] -= n
    return counts


def _legal(action: dict[str, Any]) -> bool:
    """The answer for a candidate of a kind that lists only legal ones (``listed_legal``)."""
    return True


def _passes_normal(spec: Action, game: Game, table: Table, seat: int, action: dict[str, Any]) -> bool:
    """Whether a candidate of a kind with defaults passes, checked as play checks it: defaults filled in."""
    return spec.passes(game, table, seat, spec.normal(action))
