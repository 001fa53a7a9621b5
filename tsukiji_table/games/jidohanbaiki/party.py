"""What the multiplayer Jidohanbaiki games on a table of drinks share (G04, G08 for 2-6, G10).

Each game states its rules once, in a pure model module (``g04_rules`` ...):
a small immutable ``State`` read from the table, ``moves(cfg, state)`` (the
legal moves of the seat to move), ``check(cfg, state, move)`` (why a move is
illegal: a :class:`~tsukiji_table.text.Message`, or None), ``apply(cfg,
state, move)`` (the state after a move, within the turn) and ``settle(cfg,
state)`` (what happens by itself afterwards: the turn passing on, the end).
The referee (a :class:`PartyGame`) only reads that state from the table,
writes a new one back as commands, and maps action dicts to model moves and
back.  Its actions are :class:`ModelAction` classes, so the list of legal
actions, what ``play`` accepts, the bots and the tests share one rule.

A model move is a tuple whose first item names its kind; an action dict is
``{"action": NAME, ...}`` in the words of ``docs/actions/jidohanbaiki.md``.
Self-play speed (``scripts/bench_selfplay.py``): a model may list its moves
by kind (``runs(cfg, state)``), handing out sequences made once per position
or read only when asked for; the listing encodes a move as an action dict
when it is read (once per move and rules: the dicts are shared by the
referees of a class); and the state an action wrote is kept as the state of the
table it leaves (checked against the table's revision and its last
transaction), so the table is read again only after undo, redo or a change
made otherwise.

What happened (a capture, a turn passed on, the end) is kept as a list of
events in the variable ``events`` of the transaction that did it, so the log
line of any transaction can be told afterwards from the transaction alone
(an action that did nothing more leaves it empty, and records nothing when it
was empty already).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from copy import deepcopy
from functools import cached_property, partial
from types import ModuleType
from typing import Any, ClassVar, NoReturn

from ...table import Table, Transaction, Tx, Visibility, ZoneKind
from ...text import CATALOGUE, Message, Seat, add_strings, msg
from ..base import MODES, PLAIN_JSON, Action, Flag, Game, IllegalAction, Int, ListOf, Moment, Option, Text, Why, boxed_table, json_copy
from .common import Catalogue, MadeWhenRead, pos_arg
from .solo import crate_move_words

Event = list[Any]  # [key, {params}]: a log line in the making (JSON, so it can be stored)
# A listed action dict handed out, its model move, the seat it was gated for and the keys of its lists (see Listing).
Issued = tuple[dict[str, Any], tuple, int | None, tuple[str, ...] | None]

#: The action dicts of model moves and their plain lists, per referee class and rules (see PartyGame._shared), and their bounds.
_ENCODED: dict[tuple[type, tuple[str, ...]], tuple[dict[tuple, dict[str, Any]], dict[int, tuple[str, ...]]]] = {}
ENCODED_MOST = 50_000  # moves of one class and rules (G04 meets some ten thousand crate moves)
ENCODED_RULE_SETS = 16  # rule sets whose dicts are kept (a session with a rules override has its own)

# An object made by object.__new__ and its fields set: calling its class enters __init__ from C, in a fresh frame
# (a listing and its reading are made once an action, as table.Tx makes its commands so).
_new = object.__new__

MODE_OPTION = Option("mode", MODES, "assisted", "how much the referee enforces", {"en": "Mode", "ja": "モード"})


class ModelAction(Action):
    """An action that is one move of the game's pure rules model (see the module docstring).

    ``moves`` names the model move kinds it stands for.
    """

    moves: ClassVar[tuple[str, ...]] = ()
    listed_legal = True  # the model lists only its legal moves
    phases = ("play",)

    def candidates(self, game: PartyGame, table: Table, seat: int) -> Iterable[dict[str, Any]]:
        listed, issued = game.moves_listed(table)
        run = listed.get(self.name)
        out: list[dict[str, Any]] = []
        if run is not None:
            for move, action in run.pairs():
                lists = game._plain_lists.get(id(action))
                copy = game._hand_out(action, lists)  # the caller's to keep; the check knows it by its id
                issued[id(copy)] = (action, move, None, lists)  # handed out without the gate: play asks it
                out.append(copy)
        return out

    def check(self, game: PartyGame, table: Table, seat: int, action: dict[str, Any]) -> Why:
        issued = game.listing(table).issued.get(id(action))
        if issued is not None and issued[0] == action:
            # One of the model's legal moves as listed at this position, unchanged: apply need not parse it again.
            game._checked = (table, table.revision, issued[0], issued[1])
            return None
        try:
            move = game.parse(table, action)
        except IllegalAction as exc:
            return exc.reason
        cfg, state = game.model_state(table)
        why = game.model.check(cfg, state, move)
        if why is None:
            game._checked = (table, table.revision, action, move)  # apply need not parse it again either
        return why

    def apply(self, game: PartyGame, table: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        checked, game._checked = game._checked, None
        if checked is not None and checked[0] is table and checked[1] == table.revision and not _changing(table) and checked[2] == action:
            move = checked[3]  # the move the check found listed as this action
        else:
            move = game.parse(table, action)
        game.apply_move(table, tx, move)

    def describe(self, game: PartyGame, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return game.event_lines(tx, viewer)


class Put(Action):
    """Put a piece anywhere by hand: free mode, or assisted once the window has asked (``confirmed``).

    What a person does by dragging in free mode, as an action a script can
    play (a position laid out for a rulebook example).  The referee reads the
    game from where the pieces lie, so the rules apply to the new position.
    """

    name = "put"
    anytime = True
    modes = ("free", "assisted")
    unlisted = True  # a drag, not a listed move
    args = {"piece": Text(), "to": Text(), "at": ListOf(Int(), 0, 2, default=[]), "confirmed": Flag(default=False)}

    def candidates(self, game: PartyGame, table: Table, seat: int) -> Iterable[dict[str, Any]]:
        return ()

    def check(self, game: PartyGame, table: Table, seat: int, action: dict[str, Any]) -> Why:
        if game.mode(table) == "assisted" and action["confirmed"] is not True:
            return msg("jido.party.why.confirm")
        piece, zone = table.pieces.get(action["piece"]), table.zones.get(action["to"])
        if piece is None:
            return msg("jido.party.why.no_piece", piece=action["piece"][:40])
        if zone is None or zone.kind is ZoneKind.MONEY or zone.id == "box":
            return msg("jido.party.why.no_zone", zone=action["to"][:40])
        at = action["at"]
        if zone.kind is ZoneKind.GRID:
            cols, rows = int(zone.meta.get("cols", 1)), int(zone.meta.get("rows", 1))
            lo = -3 if zone.id == "floor" else 0  # a crate may lie just past the floor's edge
            if len(at) != 2 or not (lo <= at[0] < cols and lo <= at[1] < rows):
                return msg("jido.party.why.at", cols=cols, rows=rows)
        elif at:
            return msg("jido.party.why.no_at")
        return None

    def apply(self, game: PartyGame, table: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        at = action["at"]
        tx.move([action["piece"]], action["to"], pos=[tuple(at)] if table.zones[action["to"]].kind is ZoneKind.GRID else None)

    def describe(self, game: PartyGame, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.action is not None
        return [msg("jido.party.log.put", who=Seat(tx.seat) if tx.seat is not None else "", zone=tx.action["to"])]


def write_turn(tx: Tx, changes: Iterable[tuple[str, Any, Any]], ended: Any = None) -> None:
    """Set each ``(var, value, was)`` that changed (a value set at set-up that the model keeps is the
    table's), and, when ``ended`` is the state that has just ended the game, its end: phase, winners, reason."""
    changed = []
    for var, value, was in changes:
        if value != was:
            changed.append((var, value))
    if changed:
        tx.set_vars(changed)  # in one call (the turn passing on sets four)
    if ended is not None:
        tx.set_var("phase", "over")
        tx.set_var("winners", list(ended.winners))
        tx.set_var("reason", ended.reason)


class PartyGame(Game):
    """Base referee of the multiplayer drink games (see the module docstring)."""

    box: ClassVar[str | None] = "jidohanbaiki"
    model: ClassVar[ModuleType]
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    options: ClassVar[tuple[Option, ...]] = (MODE_OPTION,)

    pending: tuple[Table, Any, Any, Any, list[Event]] | None = None  # what an action left (config, states before and after, events), for advance
    _checked: tuple[Table, int, dict[str, Any], tuple] | None = None  # (table, revision, listed action, its move) the check last passed
    _model_cache: tuple[Table, int, Any, Any] | None = None

    # ----------------------------------------------------- per-game hooks

    def config(self, table: Table) -> Any:
        raise NotImplementedError

    def read(self, table: Table) -> Any:
        """The model state the table shows."""
        raise NotImplementedError

    def write(self, tx: Tx, table: Table, before: Any, after: Any) -> None:
        """Commands that turn the table from ``before`` into ``after``: the state before an action into the state it
        leaves, settled (:meth:`advance`), or any two states (a state read from the table)."""
        raise NotImplementedError

    def parse(self, table: Table, action: dict[str, Any]) -> tuple:
        """The model move a well-formed action names (raises IllegalAction for what is not there)."""
        raise NotImplementedError

    def encode(self, table: Table, move: tuple) -> dict[str, Any]:
        raise NotImplementedError

    # ------------------------------------------------------------- model

    def model_state(self, table: Table) -> tuple[Any, Any]:
        """(config, state) of the table as it is, read once per change of the table."""
        open_tx = table._open
        settled = open_tx is None or not open_tx.commands  # not _changing(table), read once
        # Asked first: the first question after each action (the next listing). While it holds, nothing kept is
        # of this revision (the first question at a revision takes it up or leaves it for good).
        after = self._written
        if settled and after is not None and after[0] is table and table.revision == after[1] + 1 and table.done:
            last = table.done[-1].commands
            if last and last[-1] is after[2]:
                # The table is as this game's own last action left it (its transaction is the last made, and
                # nothing else changed since): the state it wrote is the state it shows.
                self._written = None
                self._model_cache = (table, table.revision, after[3], after[4])
                return after[3], after[4]
        cached = self._model_cache
        if settled and cached is not None and cached[0] is table and cached[1] == table.revision:
            return cached[2], cached[3]
        cfg, state = self.config(table), self.read(table)
        if settled:
            self._model_cache = (table, table.revision, cfg, state)
        return cfg, state

    _written: tuple[Table, int, Any, Any, Any] | None = None  # (table, revision, last command, config, state) an action left

    def listing(self, table: Table) -> Listing:
        """The legal moves of the seat to move, by kind, worked out once per change of the table (:class:`Listing`)."""
        kept = self._listing
        open_tx = table._open
        settled = open_tx is None or not open_tx.commands  # not _changing(table), read once
        if settled and kept is not None and kept.table is table and kept.revision == table.revision:
            return kept
        model = self.model_state(table)
        encoded = self._encoded
        if len(encoded) > ENCODED_MOST:
            encoded.clear()  # a listing handed out holds its own dicts and moves (Listing.issued): nothing in use is lost
            self._plain_lists.clear()
        # Its fields set here, without a class call (one an action: see _new).
        listing = _new(Listing)
        listing.table = table
        listing.revision = table.revision
        listing.runs = self._runs_of(*model)
        listing.model = model
        listing.issued = {}
        listing.by_name = None
        if settled:
            self._listing = listing
        return listing

    _listing: Listing | None = None

    def moves_listed(self, table: Table) -> tuple[dict[str, Encoded], dict[int, Issued]]:
        """The legal moves of the seat to move as action dicts by action name (worked out once per change of the table).

        Each run encodes a model move only when it is read (:class:`Encoded`):
        a random bot reads one of a hundred or more.  With them, the actions
        handed out as candidates at this position, by their id: the check of a
        listed action that comes back unchanged is a look-up (``legal_actions``
        checks every candidate it lists).
        """
        listing = self.listing(table)
        by_name = listing.by_name
        if by_name is None:
            runs = listing.runs
            by_name = listing.by_name = {}
            for spec in self._model_specs:
                kinds = [runs[kind] for kind in spec.moves if runs.get(kind)]
                if kinds:
                    by_name[spec.name] = Encoded(self, table, kinds[0] if len(kinds) == 1 else [m for run in kinds for m in run])
        return by_name, listing.issued

    def model_runs(self, cfg: Any, state: Any) -> Mapping[str, Sequence[tuple]]:
        """The model's legal moves by kind, each kind in the model's order.

        A model may list them so itself (``runs(cfg, state)``, handing out its
        cached sequences unread); otherwise its ``moves`` are sorted by kind.
        """
        runs = getattr(self.model, "runs", None)
        if runs is not None:
            return runs(cfg, state)
        out: dict[str, list[tuple]] = {}
        for move in self.model.moves(cfg, state):
            run = out.get(move[0])
            if run is None:
                run = out[move[0]] = []
            run.append(move)
        return out

    @cached_property  # made on first read, then a plain attribute (read at every listing)
    def _runs_of(self) -> Callable[[Any, Any], Mapping[str, Sequence[tuple]]]:
        """:meth:`model_runs` as :meth:`listing` calls it: the model's own ``runs`` when it has one (a call fewer an action)."""
        runs = getattr(self.model, "runs", None)
        return runs if runs is not None and type(self).model_runs is PartyGame.model_runs else self.model_runs

    @cached_property  # made on first read, then a plain attribute (read at every listing)
    def _model_specs(self) -> list[ModelAction]:
        """The game's model actions in the order ``legal_actions`` lists them."""
        return [s for s in self._specs.values() if isinstance(s, ModelAction)]

    def legal_action_list(self, table: Table, seat: int) -> Sequence[dict[str, Any]]:
        """The legal actions as ``legal_actions`` lists them, each model move encoded and copied only when it is read.

        A random bot reads one of about a hundred; copying all of them was a
        good part of a self-played game (``scripts/bench_selfplay.py``).  The
        model's runs are read as they are, without the action dicts by name
        that :meth:`moves_listed` makes for the candidates.
        """
        moment = self.moment_now(table)
        plan = moment.kept.get(seat)  # the gate reads only the moment and the seat: its answer is kept with the moment
        if plan is None:
            specs = self.open_specs(table, seat)
            kept = self._plans.get(id(specs))
            if kept is None or kept[0] is not specs:
                kept = self._plans[id(specs)] = (specs, self._plan(specs))  # the list kept with it: its id is not reused
            plan = moment.kept[seat] = kept[1]
        parts: list[tuple[Sequence[Any], int, bool]] = []
        size = 0  # their lengths summed as they are found
        listing = None
        for entry in plan:
            if isinstance(entry, str):  # a model move kind
                if listing is None:
                    listing = self.listing(table)
                run = listing.runs.get(entry)
                if run is not None:
                    # Once: a lazy run counts in Python (and ``if run`` would count it again), so its size is read in place.
                    n = run.size if type(run).__len__ is _MADE_LEN else len(run)  # type: ignore[attr-defined]  # a MadeWhenRead
                    if n:
                        parts.append((run, n, True))
                        size += n
            else:
                legal = list(self.legal_of(entry, table, seat))
                if legal:
                    parts.append((legal, len(legal), False))
                    size += len(legal)
        # Its fields set here, without a class call (one an action: see _new).
        out = _new(HandedOut)
        out.game = self
        out.table = table
        out.parts = parts
        out.size = size
        out.issued = listing.issued if listing is not None else {}
        out.seat = seat
        return out

    def _plan(self, specs: list[Action]) -> tuple[str | Action, ...]:
        """What :meth:`legal_action_list` reads for these open kinds of action, in their order: the model move
        kinds of each action the model lists (:attr:`_model_kinds`), else the kind of action itself."""
        kinds_of = self._model_kinds
        out: list[str | Action] = []
        for spec in specs:
            kinds = kinds_of.get(spec.name)
            out.extend(kinds if kinds is not None else (spec,))
        return tuple(out)

    @cached_property  # made on first read, then a plain attribute (read at every listing)
    def _plans(self) -> dict[int, tuple[list[Action], tuple[str | Action, ...]]]:
        """:meth:`_plan` of each list of open kinds ``open_specs`` hands out (kept per game), by the list's id."""
        return {}

    @cached_property  # made on first read, then a plain attribute (read at every listing)
    def _model_kinds(self) -> dict[str, tuple[str, ...]]:
        """The model move kinds of each action listed as the model lists them (its candidates are :meth:`ModelAction.candidates`)."""
        return {s.name: s.moves for s in self._model_specs if type(s).candidates is ModelAction.candidates}

    # cached_property: made on first read, then a plain attribute of the game (read several times per action).
    @cached_property
    def _shared(self) -> tuple[dict[tuple, dict[str, Any]], dict[int, tuple[str, ...]]]:
        """:attr:`_encoded` and :attr:`_plain_lists`, shared by the referees of this class with the same rules.

        A move's dict depends on the move and the rules alone, and every
        self-played game has a referee of its own: shared, a game encodes only
        the moves no game before it met (most of a game's were met).  Keyed by
        the class and the fingerprints of its rules, so two rule sets never
        share dicts; bounded (:meth:`listing` empties both past ``ENCODED_MOST``
        moves, and ``_ENCODED`` keeps those of a few rule sets).
        """
        key = (type(self), tuple(rules.fingerprint for rules in self.all_rules()))
        shared = _ENCODED.get(key)
        if shared is None:
            if len(_ENCODED) >= ENCODED_RULE_SETS:
                _ENCODED.clear()  # rules loaded again and again (overrides): a referee still holds its own
            shared = _ENCODED[key] = ({}, {})
        return shared

    @cached_property
    def _encoded(self) -> dict[tuple, dict[str, Any]]:
        """Model move -> its action dict (see :attr:`_shared`)."""
        return self._shared[0]

    @cached_property
    def _plain_lists(self) -> dict[int, tuple[str, ...]]:
        """The id of each action dict of :attr:`_encoded` that holds only JSON's plain values and lists of them -> the keys
        of its lists: a copy with those lists copied is its :func:`json_copy` (``play`` records every action so)."""
        return self._shared[1]

    def _encode(self, table: Table, move: tuple) -> dict[str, Any]:
        """The action dict of a model move, made once (:attr:`_encoded`, :attr:`_plain_lists`)."""
        action = self._encoded[move] = self.encode(table, move)
        lists = lists_to_copy(action)
        if lists is not None:
            self._plain_lists[id(action)] = lists  # emptied with _encoded, which keeps the dict (and its id) alive till then
        return action

    @staticmethod
    def _hand_out(listed: dict[str, Any], lists: tuple[str, ...] | None) -> dict[str, Any]:
        """A copy of a listed action dict for a caller to keep, sharing nothing with it: the listed dicts are shared by
        every referee of the class and rules (:attr:`_shared`), so a caller that edited a place ``[x, y]`` in its copy
        would otherwise edit the action of later games too (and its check, comparing the two, would not see it).
        ``lists`` are the keys of its lists (:attr:`_plain_lists`), or None for a deep copy."""
        if lists is None:
            return deepcopy(listed)
        out = dict(listed)
        for key in lists:
            out[key] = out[key].copy()
        return out

    def play(self, table: Table, seat: int, action: dict[str, Any]) -> Transaction:
        """:meth:`Game.play`; an action a listing handed out at this position, come back unchanged, goes straight to its move.

        It is one of the model's legal moves for the seat to move (the gate let
        the listing hand it out and lets this seat play it), so its form and its
        rule need no second look, and its move is the listed one.
        A random bot's every action comes this way (``scripts/bench_selfplay.py``).
        """
        listing = self._listing
        if listing is not None and listing.table is table and listing.revision == table.revision and table._open is None:
            issued = listing.issued.get(id(action))
            if issued is not None and type(seat) is int and issued[0] == action:
                listed, move, handed_to, lists = issued
                spec = self._specs[listed["action"]]
                # Handed out to this seat by legal_action_list, which lists only the kinds the gate leaves open to it
                # at this revision: the gate's answer is known.
                if handed_to == seat or self._shut(spec, seat, self.moment_now(table)) is None:
                    if lists is None or spec.defaults:
                        stored = json_copy(spec.normal(listed))  # as Game.play records it: defaults filled in, a copy
                    else:
                        stored = dict(listed)  # its json_copy, made in C (the values were found plain when it was encoded)
                        for key in lists:
                            stored[key] = stored[key].copy()
                    with table.begin(partial(spec.label, stored), seat, stored) as tx:
                        if self._moves_as_party:
                            # apply_move then advance, without the move kept between them (what they do, in order).
                            cfg, state = listing.model
                            after = self.model.apply(cfg, state, move)
                            self._settle(table, tx, cfg, state, after, self.action_events(state, after))
                        else:
                            self.apply_move(table, tx, move, listing.model)
                            self.advance(table, tx)
                    return table.done[-1]
        return super().play(table, seat, action)

    def apply_move(self, table: Table, tx: Tx, move: tuple, model: tuple[Any, Any] | None = None) -> None:
        """A model move, kept for :meth:`advance`, which settles the turn and writes both at once, in the action's transaction.

        ``model`` is the table's (config, state) when the caller knows it (the listing the move came from).
        """
        cfg, state = model if model is not None else self.model_state(table)
        after = self.model.apply(cfg, state, move)
        self.pending = (table, cfg, state, after, self.action_events(state, after))

    def advance(self, table: Table, tx: Tx) -> None:
        """The turn passes on or the game ends (the model's ``settle``), in the action's transaction.

        The table goes from the state before the move straight to the settled
        state, in one :meth:`write`: a variable the move set and the turn's
        passing set back (a drink action done, then not yet done by the next
        seat) is not written twice, nor recorded.
        """
        pending, self.pending = self.pending, None
        if pending is None or pending[0] is not table:
            return
        _, cfg, before, state, events = pending
        self._settle(table, tx, cfg, before, state, events)

    def _settle(self, table: Table, tx: Tx, cfg: Any, before: Any, after: Any, events: list[Event]) -> None:
        """What :meth:`advance` does with the move :meth:`apply_move` made (``before`` to ``after``, with its ``events``)."""
        settled, more = self.model.settle(cfg, after)
        self.write(tx, table, before, settled)
        self.note(tx, events + more)
        if tx.commands:
            self._written = (table, table.revision, tx.commands[-1], cfg, settled)

    @cached_property
    def _moves_as_party(self) -> bool:
        """Whether the game moves, settles and notes as this class does (no override of :meth:`apply_move`,
        :meth:`advance` or :meth:`note`): :meth:`play` then goes from the move to :meth:`_settle` without keeping it between them."""
        cls = type(self)
        return cls.apply_move is PartyGame.apply_move and cls.advance is PartyGame.advance and cls.note is PartyGame.note

    def action_events(self, before: Any, after: Any) -> list[Event]:
        """What an action did beyond its own log line (a capture, say), as events."""
        return []

    def note(self, tx: Tx, events: list[Event]) -> None:
        """Keep what happened with the transaction (the log reads it back from the transaction alone): recorded even
        when the same as the last.  An action that did nothing more (most) leaves the variable empty, and records
        nothing when it was so already."""
        if events:
            tx.record_var("events", events)
        else:
            noted = tx.table.vars.get("events")
            if type(noted) is not list or noted:  # unset, or an earlier action's
                tx.set_var("events", [])

    def event_lines(self, tx: Transaction, viewer: int | None) -> list[Message]:
        """The log lines of a transaction: what its action did, then the events it left."""
        lines: list[Message] = []
        if tx.action is not None and tx.seat is not None:
            lines.append(self.action_line(tx.action, tx.seat))
        for command in tx.commands:
            if getattr(command, "name", None) == "events":
                for key, params in getattr(command, "after", None) or []:
                    lines.append(msg(key, **{k: _param(v) for k, v in params.items()}))
        return lines

    def action_line(self, action: dict[str, Any], seat: int) -> Message:
        """The log line of one action (the game's own words)."""
        return msg(f"{self.text_prefix}.log.{action['action']}", who=Seat(seat), **self.line_params(action))

    def line_params(self, action: dict[str, Any]) -> dict[str, Any]:
        return {}

    def action_title(self, name: str) -> Message:
        """An action's name in words: the game's own (``<prefix>.action.<name>``), else the box's (``jido.action.<name>``)."""
        if f"{self.text_prefix}.action.{name}" not in CATALOGUE and f"jido.action.{name}" in CATALOGUE:
            return msg(f"jido.action.{name}")
        return super().action_title(name)

    def describe_action(self, table: Table, action: dict[str, Any]) -> Message:
        """An action in words before it is played: a crate's move as a hand makes it, else ``<prefix>.does.<name>`` with the log's words."""
        name = str(action.get("action", ""))
        try:
            if name == "move_crate":
                crate = table.pieces[f"crate#{action['crate']}"]
                return crate_move_words(table, {"rot": crate.rot, **self.normal(action)})  # a crate that is never turned keeps its turn
            key = f"{self.text_prefix}.does.{name}"
            if key in CATALOGUE:
                return msg(key, **self.line_params(action))
        except (KeyError, TypeError, ValueError, IndexError, IllegalAction):
            pass  # not of the action's form: its name says enough
        return self.action_title(name)

    # ------------------------------------------------------------- table

    @cached_property  # made on first read, then a plain attribute (read at each move encoded)
    def catalogue(self) -> Catalogue:
        assert self.rules is not None
        return Catalogue.from_rules(self.rules)

    @cached_property
    def drink_pieces(self) -> tuple[str, ...]:
        """Each drink's piece id by code (made once: G04 moves a drink, G08 swaps two, every other action)."""
        return tuple(self.catalogue.drink_piece(d) for d in range(36))

    def drink_code(self, piece_id: str) -> int:
        """The code of a drink piece (a dict lookup: the table is read often)."""
        codes = getattr(self, "_codes", None)
        if codes is None:
            cat = self.catalogue
            codes = self._codes = {cat.drink_piece(d): d for d in range(36)}
        return codes[piece_id]

    def drink_arg(self, value: Any) -> int:
        """The drink an action names (``red:short_can``), refused in both languages (a script's words) if there is none."""
        return self.catalogue.drink(value)

    def file(self, name: str) -> Any:
        assert self.rules is not None
        return self.rules.file(name)

    def new_table(self, players: int, seed: int) -> Table:
        """A table with the box's components in the box, the bank, a deck place and each seat's card place."""
        assert self.rules is not None
        table = boxed_table(self.id, seed, players, self.rules)
        table.add_zone("deck", ZoneKind.STACK, Visibility.NOBODY, hidden=True, label={"en": "Colour cards", "ja": "色カード"})
        for seat in range(players):
            table.add_zone(f"p{seat}.cards", ZoneKind.STACK, owner=seat, arrange="row", label={"en": "Colours", "ja": "色"})
        return table

    def deal_colours(self, tx: Tx, table: Table, per_seat: int, face_down: bool = False) -> None:
        """Shuffle the six colour cards and deal ``per_seat`` to each seat (face down: only its owner sees them)."""
        cat = self.catalogue
        cards = [cat.card_piece(c) for c in range(6)]
        tx.move(cards, "deck")
        if face_down:
            tx.set_face(cards, False)
        tx.shuffle("deck")
        for seat in range(table.players):
            top = table.zones["deck"].ids[-per_seat:]
            tx.move(list(reversed(top)), f"p{seat}.cards")

    def colours_of(self, table: Table) -> tuple[tuple[int, ...], ...]:
        """Each seat's colours (from the cards in front of it; the referee sees face-down ones too)."""
        cat = self.catalogue
        colour_cards = {cat.card_piece(c): c for c in range(6)}  # a piece put there by hand is not a colour card
        return tuple(tuple(sorted(colour_cards[pid] for pid in table.zones[f"p{s}.cards"].ids if pid in colour_cards)) for s in range(table.players))

    # ----------------------------------------------------------- queries

    def to_move(self, table: Table) -> list[int]:
        v = table.vars  # is_over, read in place: self-play asks three times an action
        return [] if v.get("phase") == "over" else [int(v.get("turn", 0))]

    def moment(self, table: Table) -> Moment:
        """Every reading of the gate at once: the table's variables read in place, as :meth:`is_over`,
        :meth:`mode`, :meth:`phase` and :meth:`to_move` read them (a game that overrides one is asked through them)."""
        if not self._gate_read_in_place:
            return Moment.known(table, self.is_over(table), self.mode(table), self.phase(table), self.to_move(table))
        return self.moment_now(table)

    def moment_now(self, table: Table) -> Moment:
        """:meth:`Game.moment_now`: the moment of the table's readings, read in place at every question (three look-ups,
        no dearer than the base's check of the revision) and made once per readings (:attr:`_moments`)."""
        if not self._gate_read_in_place:
            return super().moment_now(table)
        v = table.vars
        readings = (v.get("phase"), v.get("mode", "assisted"), v.get("turn", 0))
        try:
            moment = self._moments.get(readings)
        except TypeError:  # a variable of a form no game writes (a save edited by hand): read as it is
            moment = None
        if moment is None or moment.table is not table:
            phase, mode, turn = readings
            over = phase == "over"
            moment = Moment.known(table, over, str(mode), phase, [] if over else [int(turn)])
            if type(phase) is str and type(mode) is str and type(turn) is int:
                self._moments[readings] = moment
        return moment

    @cached_property  # made on first read, then a plain attribute (read every action)
    def _moments(self) -> dict[tuple[Any, Any, Any], Moment]:
        """The moments :meth:`moment_now` made, by their readings: the same few recur all game (a turn of each seat)."""
        return {}

    @cached_property
    def _gate_read_in_place(self) -> bool:
        """Whether the game reads the gate as this class does (no override of the four readings :meth:`moment` inlines)."""
        return all(getattr(type(self), name) is getattr(PartyGame, name) for name in ("is_over", "mode", "phase", "to_move"))

    def is_over(self, table: Table) -> bool:
        return table.vars.get("phase") == "over"

    def turns(self, table: Table) -> int:
        return int(table.vars.get("turns", 0))


class Encoded(Sequence[dict[str, Any]]):
    """A run of model moves read as action dicts, each encoded when first read (once per move: ``PartyGame._encoded``)."""

    def __init__(self, game: PartyGame, table: Table, moves: Sequence[tuple]):
        self.game = game
        self.table = table
        self.moves = moves

    def __len__(self) -> int:
        return len(self.moves)

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self.moves)))]
        move = self.moves[index]
        action = self.game._encoded.get(move)
        if action is None:
            # Never handed out (candidates hands out copies), so one dict serves every position with this move.
            action = self.game._encode(self.table, move)
        return action

    def __iter__(self) -> Iterator[dict[str, Any]]:
        for _, action in self.pairs():
            yield action

    def pairs(self) -> Iterator[tuple[tuple, dict[str, Any]]]:
        """Each move with its action dict, in order (a lazy run may find its i-th move by counting)."""
        encoded = self.game._encoded
        for move in self.moves:
            action = encoded.get(move)
            if action is None:
                action = self.game._encode(self.table, move)
            yield move, action


class Listing:
    """The legal moves of the seat to move at one position of a table (:meth:`PartyGame.listing`).

    ``runs`` are the model's moves by kind (:meth:`PartyGame.model_runs`);
    ``issued`` the copies of their action dicts handed out at this position,
    by id, each to its listed dict, its move and the seat it was handed out
    to past the gate (:class:`HandedOut`; None for :meth:`ModelAction.candidates`):
    a listed action that comes back unchanged is checked (and played) by a look-up.  ``by_name`` is made when the
    candidates are asked for (:meth:`PartyGame.moves_listed`).
    """

    # Made by PartyGame.listing alone, its fields set there without a class call (one is made an action).
    __slots__ = ("table", "revision", "runs", "model", "issued", "by_name")
    table: Table
    revision: int
    runs: Mapping[str, Sequence[tuple]]
    model: tuple[Any, Any]  # the (config, state) the runs were listed from
    issued: dict[int, Issued]
    by_name: dict[str, Encoded] | None


# A lazy run's reading as MadeWhenRead does it, told from a type's own in C (isinstance of an ABC asks in Python).
_MADE_LEN = MadeWhenRead.__len__
_MADE_GET = MadeWhenRead.__getitem__


class HandedOut(MadeWhenRead[dict[str, Any]]):
    """Actions in runs, read by index; a run of model moves hands out a copy of each move's action dict as it is read.

    ``parts`` are ``(run, its length, whether it holds model moves)`` and
    ``size`` their lengths summed; the other runs hold actions already made.
    The copy is registered as :meth:`ModelAction.candidates` registers its
    copies, so the check of one that comes back unchanged is a look-up, with
    ``seat``: the listing gated its kinds for that seat, so ``play`` need not.
    """

    # Made by PartyGame.legal_action_list alone, its fields set there without a class call (one is made an action).
    __slots__ = ("game", "table", "parts", "size", "issued", "seat")
    game: PartyGame
    table: Table
    parts: list[tuple[Sequence[Any], int, bool]]
    size: int
    issued: dict[int, Issued]
    seat: int

    def __getitem__(self, index: Any) -> Any:
        if type(index) is not int or not 0 <= index < self.size:
            return MadeWhenRead.__getitem__(self, index)  # a slice, or a position from the end: read by item
        # A position from the start within (a bot's pick, one per action): read here, without item's call.
        for run, n, moves in self.parts:
            if index < n:
                if not moves:
                    return run[index]
                # The index is known to lie within: a lazy run is read by its item at once (MadeWhenRead).
                move = run.item(index) if type(run).__getitem__ is _MADE_GET else run[index]  # type: ignore[attr-defined]  # a MadeWhenRead
                game = self.game
                listed = game._encoded.get(move)
                if listed is None:
                    listed = game._encode(self.table, move)
                lists = game._plain_lists.get(id(listed))
                if lists is None:
                    copy = game._hand_out(listed, None)
                else:
                    copy = dict(listed)  # _hand_out's copy, made here (one an action)
                    for key in lists:
                        copy[key] = copy[key].copy()
                self.issued[id(copy)] = (listed, move, self.seat, lists)  # the caller's to keep, as candidates hands it out
                return copy
            index -= n
        raise IndexError(index)

    def item(self, index: int) -> Any:
        return self[int(index)]  # a plain int (a flag or an index-like number would come back here)


def lists_to_copy(action: dict[str, Any]) -> tuple[str, ...] | None:
    """The keys of ``action``'s lists when a copy of it with those lists copied is its :func:`json_copy` (its keys are
    texts, its values JSON's plain values or lists of them: every action of G04, G08 and G10), else None."""
    keys = []
    for key, value in action.items():
        kind = type(value)
        if type(key) is not str or (kind is list and not PLAIN_JSON.issuperset(map(type, value))):
            return None
        if kind is list:
            keys.append(key)
        elif kind not in PLAIN_JSON:
            return None
    return tuple(keys)


def _changing(table: Table) -> bool:
    """Whether a transaction has changed the table since its revision last moved (a cache keyed on it would be stale)."""
    return table._open is not None and bool(table._open.commands)


def refuse(key: str, **params: Any) -> NoReturn:
    """Raise :class:`IllegalAction` with the catalogue message ``key``."""
    raise IllegalAction(msg(key, **params))


def hidden_public_state(out: dict[str, Any], table: Table) -> dict[str, Any]:
    """``Game.public_state`` with what not everyone sees counted as its back (a card dealt face down).

    The base counts every piece by its kind; a colour card dealt face down in
    blind mode must not be named by what every seat may read.
    """
    for zid, zone in table.zones.items():
        if zone.kind is ZoneKind.MONEY or not zone.ids:
            continue
        counts: dict[str, int] = {}
        changed = False
        for pid in zone.ids:
            piece = table.pieces[pid]
            back = table.kinds[piece.kind].back
            seen = zone.visibility is Visibility.EVERYONE and (piece.face_up or back is None)
            kind = piece.kind if seen else (back or "hidden")
            changed |= kind != piece.kind
            counts[kind] = counts.get(kind, 0) + 1
        if not changed:
            continue
        owner = zone.owner
        where = out["seats"][owner]["zones"] if owner is not None and 0 <= owner < table.players else out["table"]
        if zid in where:
            where[zid] = counts
    return out


def spot_arg(action: dict[str, Any], key: str = "spot") -> tuple[int, int]:
    """A crate's own spot ``[col, row]``: col 0-2 along the long side, row 0-1."""
    return pos_arg(action, key, 3, 2)


def _param(value: Any) -> Any:
    """An event parameter as a message parameter: ``{"seat": n}`` is a seat, ``{"msg": key, ...}`` a message."""
    if isinstance(value, dict):
        if set(value) == {"seat"}:
            return Seat(int(value["seat"]))
        if "msg" in value:
            return msg(str(value["msg"]), **{k: _param(v) for k, v in value.items() if k != "msg"})
        return value
    if isinstance(value, list):
        return [_param(v) for v in value]
    return value


def seat_param(n: int) -> dict[str, int]:
    """A seat as an event parameter (JSON)."""
    return {"seat": n}


def sub(key: str, **params: Any) -> dict[str, Any]:
    """A message as an event parameter (JSON)."""
    return {"msg": key, **params}


add_strings(
    {
        "jido.party.why.confirm": {
            "en": "this is not a move of the game: confirm to do it by hand",
            "ja": "ゲームの手ではありません。手で行うには確認してください",
        },
        "jido.party.why.no_piece": {"en": "there is no piece {piece}", "ja": "駒 {piece} はありません"},
        "jido.party.why.no_zone": {"en": "there is no place {zone} to put it", "ja": "置き場 {zone} はありません"},
        "jido.party.why.at": {
            "en": "there is no such spot there: the place has {cols} x {rows} spots",
            "ja": "そこにその位置はありません。置き場の位置は{cols}×{rows}です",
        },
        "jido.party.why.no_at": {"en": "that place takes no position", "ja": "その置き場には位置を指定できません"},
        "jido.action.put": {"en": "Move a piece by hand", "ja": "手で駒を動かす"},
        "jido.party.log.put": {"en": "{who} moves a piece by hand", "ja": "{who}が手で駒を動かす"},
        "jido.party.passes": {"en": "{who} can do nothing and passes", "ja": "{who}は何もできないのでパスします"},
        "jido.party.next": {"en": "{who}'s turn", "ja": "{who}の手番"},
        "jido.party.wins": {"en": "{who} wins", "ja": "{who}の勝利"},
        "jido.party.draw": {"en": "Nobody wins", "ja": "勝者なし"},
        "jido.party.turn_limit": {"en": "The turn limit ({n} rounds) is reached", "ja": "手番の上限（{n}巡）に達しました"},
        "jido.party.stuck": {"en": "Nobody can move: the game ends", "ja": "誰も動けないのでゲーム終了"},
    }
)
