"""The table: every piece and zone of one game, its chance source and history.

Build a table with :meth:`Table.add_zone` and :meth:`Table.add_piece` (that is
structure, not play: it is done the same way every time from the rules, the
options and the seed, so it is not logged).  Then change it only through
transactions::

    with table.begin("buy barrel", seat=1) as tx:
        tx.move(["tsukiji.barrel.eel#3"], "market.eel.barrels")
        tx.pay("p1.money", "p0.money", 300)

Each transaction is one player action; undo and redo work on whole
transactions, and the list of done transactions is the game's log.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from operator import attrgetter
from typing import Any

from . import fingerprints
from .commands import (
    Command,
    Flip,
    Move,
    Outcome,
    Rotate,
    SetPos,
    SetVar,
    SetVisibility,
    Shuffle,
    command_from_json,
    shift_one,
)
from .fingerprints import Touched
from .model import BAG, HAND, MONEY, STACK, KindInfo, Piece, TableError, Visibility, Zone, ZoneKind
from .money import plan_change, plan_payment

# A command or transaction made on every change is made by object.__new__ and its fields set:
# calling the class enters its __init__ from C, in a fresh interpreter frame (scripts/bench_table.py).
_new = object.__new__
ORDERED = (ZoneKind.STACK, ZoneKind.BAG, ZoneKind.HAND)
_UNSET = object()  # a variable not set (None is a value)
_POS = attrgetter("pos")


Label = str | Callable[[], str]  # a transaction's label, or what makes it when it is first read


@dataclass(slots=True, eq=False)
class Transaction:
    """One player action: commands applied together and undone together.

    ``action`` is the action dict a referee played (``None`` for set-up and
    for pieces moved by hand); ``seat`` is who played it.  Log lines are built
    from these two and the commands, never from ``label``, which is only a
    short English note for people reading a save (made when first read if
    the transaction was given what makes it: a self-played game reads none).
    ``reveal`` marks a transaction that showed what was hidden (sealed bids
    turned over, a card drawn from a deck): undo stops there at a table that
    plays by the rules.  ``digest`` fingerprints what the commands touched,
    as it was right after them; a replay compares it to find the first step
    that diverges.
    """

    _label: Label
    seat: int | None
    commands: tuple[Command, ...]
    digest: str = ""
    action: dict[str, Any] | None = None
    reveal: bool = False

    @property
    def label(self) -> str:
        label = self._label
        if isinstance(label, str):
            return label
        made = self._label = label()
        return made

    @label.setter
    def label(self, value: str) -> None:
        self._label = value

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Transaction):
            return NotImplemented
        return (self.label, self.seat, self.commands, self.digest, self.action, self.reveal) == (
            other.label,
            other.seat,
            other.commands,
            other.digest,
            other.action,
            other.reveal,
        )

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"label": self.label, "commands": [c.to_json() for c in self.commands]}
        if self.seat is not None:
            data["seat"] = self.seat
        if self.action is not None:
            data["action"] = self.action
        if self.reveal:
            data["reveal"] = True
        if self.digest:
            data["digest"] = self.digest
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Transaction:
        seat = data.get("seat")
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)):
            raise ValueError(f"seat must be a whole number, not {seat!r:.40}")
        action = data.get("action")
        if action is not None and not (isinstance(action, dict) and isinstance(action.get("action"), str)):
            raise ValueError(f"action must be a mapping with an 'action' name, not {action!r:.60}")
        commands = data["commands"]
        if not isinstance(commands, list):
            raise ValueError("commands must be a list")
        return cls(
            str(data["label"]),
            seat=seat,
            commands=tuple(command_from_json(c) for c in commands),
            digest=str(data.get("digest", "")),
            action=action,
            reveal=data.get("reveal") is True,
        )


class Table:
    """All the state of one game (see the module docstring)."""

    def __init__(self, game: str, seed: int, players: int = 0):
        self.game = game
        self.seed = int(seed)
        self.players = players
        self.pieces: dict[str, Piece] = {}
        self.zones: dict[str, Zone] = {}
        self.kinds: dict[str, KindInfo] = {}
        self.vars: dict[str, Any] = {}
        self.minted: dict[int, int] = {}
        self.denominations: list[int] = []
        self.rng_counter = 0
        self.done: list[Transaction] = []
        self.undone: list[Transaction] = []
        self.digests = True  # fingerprint each transaction (off for fast self-play)
        # Goes up by one whenever the state changes (a transaction made, undone, redone
        # or replayed, a state loaded): what a cache keyed on "has the table changed" reads.
        self.revision = 0
        self._open: Tx | None = None
        self._tx = Tx()  # the one Tx, started afresh by each begin (see begin)
        # While a log is replayed through the referee: the outcomes the log recorded,
        # handed back by Tx.outcome instead of being worked out again.
        self._recorded: list[Any] | None = None

    # ----------------------------------------------------------------- build

    def add_kind(self, kind: KindInfo) -> None:
        if kind.id in self.kinds:
            raise TableError(f"duplicate kind {kind.id!r}")
        self.kinds[kind.id] = kind
        if kind.denomination is not None and kind.denomination not in self.denominations:
            self.denominations.append(kind.denomination)
            self.denominations.sort()

    def add_zone(
        self,
        zone_id: str,
        kind: ZoneKind,
        visibility: Visibility = Visibility.EVERYONE,
        owner: int | None = None,
        unlimited: bool = False,
        **meta: Any,
    ) -> Zone:
        if zone_id in self.zones:
            raise TableError(f"duplicate zone {zone_id!r}")
        zone = Zone(zone_id, kind, visibility, owner, unlimited=unlimited, meta=meta)
        self.zones[zone_id] = zone
        return zone

    def add_piece(self, piece_id: str, kind: str, zone: str, face_up: bool = True, pos: Any = None) -> Piece:
        if piece_id in self.pieces:
            raise TableError(f"duplicate piece {piece_id!r}")
        if kind not in self.kinds:
            raise TableError(f"piece {piece_id!r} has unknown kind {kind!r}")
        piece = Piece(piece_id, kind, zone, face_up, 0, pos)
        self.pieces[piece_id] = piece
        self.zones[zone].ids.append(piece_id)
        return piece

    def add_coins(self, zone: str, denomination: int, count: int) -> None:
        coins = self.zones[zone].coins
        coins[denomination] = coins.get(denomination, 0) + count

    # ------------------------------------------------------------- queries

    def zone_of(self, piece_id: str) -> Zone:
        return self.zones[self.pieces[piece_id].zone]

    def in_zone(self, zone_id: str) -> list[str]:
        """The ids in a zone, bottom to top (a copy)."""
        return list(self.zones[zone_id].ids)

    def money(self, zone_id: str) -> int:
        return self.zones[zone_id].money()

    def var(self, name: str, default: Any = None) -> Any:
        return self.vars.get(name, default)

    @property
    def open_tx(self) -> Tx | None:
        """The transaction being made (its commands are on the table already), or None between transactions."""
        return self._open

    def rng(self) -> tuple[int, random.Random]:
        """The counter and generator for the next random draw.

        Seeding from the string ``"seed:counter"`` is stable across processes
        and Python versions (it is hashed with SHA-512, not ``hash()``).
        """
        counter = self.rng_counter
        return counter, random.Random(f"{self.seed}:{counter}")

    # ----------------------------------------------------------- changing

    def begin(self, label: Label, seat: int | None = None, action: dict[str, Any] | None = None) -> Tx:
        """Start a transaction; use it as a context manager.

        ``action`` is the referee action it plays (stored with it, see
        :class:`Transaction`).  ``label`` may be what makes it, called when
        the label is first read.
        """
        if self._open is not None:
            raise TableError("a transaction is already open")
        # One transaction is open at a time, so one Tx serves them all: building a
        # new object for every player action cost a twentieth of the action
        # (scripts/bench_table.py).  Each begin starts it afresh, with a new
        # commands list; it holds the table only while open (see Tx).
        tx = self._open = self._tx
        tx.table = self
        tx.label = label
        tx.seat = seat
        tx.action = action
        tx.commands = []
        tx.reveals = False
        tx.showing = []
        return tx

    def do(self, commands: Iterable[Command], label: str = "", seat: int | None = None) -> Transaction:
        """Apply ready-made commands as one transaction."""
        with self.begin(label, seat) as tx:
            for command in commands:
                tx.add(command)
        return self.done[-1]

    def apply_transaction(self, tx: Transaction) -> None:
        """Apply a recorded transaction (redo, replay); all or nothing."""
        applied: list[Command] = []
        try:
            for command in tx.commands:
                command.apply(self)
                applied.append(command)
        except (TableError, KeyError, IndexError) as exc:
            for command in reversed(applied):
                command.revert(self)
            if isinstance(exc, TableError):
                raise
            raise TableError(f"malformed command: {exc}") from None

    def revert_transaction(self, tx: Transaction) -> None:
        for command in reversed(tx.commands):
            command.revert(self)

    def undo(self) -> Transaction | None:
        if not self.done:
            return None
        tx = self.done.pop()
        self.revert_transaction(tx)
        self.undone.append(tx)
        self.revision += 1
        return tx

    def redo(self) -> Transaction | None:
        if not self.undone:
            return None
        tx = self.undone.pop()
        self.apply_transaction(tx)
        self.done.append(tx)
        self.revision += 1
        return tx

    # -------------------------------------------------------------- state

    def state(self) -> dict[str, Any]:
        """The canonical, JSON-able state (everything but the history)."""
        zones = {}
        for zid, z in self.zones.items():
            entry: dict[str, Any] = {"vis": z.visibility.value}
            if z.ids:
                entry["ids"] = list(z.ids)
            if z.coins:
                entry["coins"] = {str(d): n for d, n in sorted(z.coins.items())}
            zones[zid] = entry
        pieces = {}
        for pid, p in self.pieces.items():
            entry = {}
            if not p.face_up:
                entry["down"] = True
            if p.rot:
                entry["rot"] = p.rot
            if p.pos is not None:
                entry["pos"] = list(p.pos) if isinstance(p.pos, tuple) else p.pos
            if entry:
                pieces[pid] = entry
        return {
            "game": self.game,
            "seed": self.seed,
            "players": self.players,
            "rng": self.rng_counter,
            "zones": zones,
            "pieces": pieces,
            "vars": self.vars,
            "minted": {str(d): n for d, n in sorted(self.minted.items())},
        }

    def load_state(self, state: dict[str, Any]) -> None:
        """Put the table into a state produced by :meth:`state` of the same build."""
        if state.get("game") != self.game:
            raise TableError(f"state is for {state.get('game')!r}, not {self.game!r}")
        zones = state["zones"]
        if set(zones) != set(self.zones):
            raise TableError("state zones do not match this table")
        seen: set[str] = set()
        for zid, entry in zones.items():
            zone = self.zones[zid]
            zone.visibility = Visibility(entry["vis"])
            zone.ids = [str(i) for i in entry.get("ids", [])]
            zone.coins = {int(d): int(n) for d, n in entry.get("coins", {}).items()}
            for pid in zone.ids:
                if pid not in self.pieces or pid in seen:
                    raise TableError(f"state places unknown or duplicate piece {pid!r}")
                seen.add(pid)
                self.pieces[pid].zone = zid
        if seen != set(self.pieces):
            raise TableError("state does not place every piece")
        extra = state.get("pieces", {})
        for pid, p in self.pieces.items():
            entry = extra.get(pid, {})
            p.face_up = not entry.get("down", False)
            p.rot = int(entry.get("rot", 0))
            pos = entry.get("pos")
            p.pos = tuple(pos) if isinstance(pos, list) else pos
        self.vars = dict(state.get("vars", {}))
        self.minted = {int(d): int(n) for d, n in state.get("minted", {}).items()}
        self.rng_counter = int(state.get("rng", 0))
        self.revision += 1

    def state_hash(self) -> str:
        """SHA-256 of the canonical JSON state: equal states, equal hashes."""
        return canonical_hash(self.state())

    def digest(self, touched: Iterable[Touched]) -> str:
        """The fingerprint a transaction made now carries (``"3:"``, see :mod:`.fingerprints`)."""
        return fingerprints.digest(self, touched)

    def digest_v2(self, touched: Iterable[Touched]) -> str:
        """The fingerprint saves written with ``"2:"`` digests carry."""
        return fingerprints.digest_v2(self, touched)

    def digest_v1(self, touched: Iterable[Touched]) -> str:
        """The fingerprint saves written before ``"2:"`` digests carry."""
        return fingerprints.digest_v1(self, touched)


def canonical_hash(data: Any) -> str:
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class Tx:
    """An open transaction: each helper makes a command, applies it and keeps it.

    Made once per table and started afresh by each :meth:`Table.begin`; on
    leaving the ``with`` block the commands become one :class:`Transaction`
    at the end of the log (or, if the block raised, are all reverted), and
    the Tx lets go of the table: a table and its Tx would otherwise hold each
    other, and a dropped table would wait for the cyclic collector instead of
    going at once (see :mod:`.collector`).  A Tx is not used after its block.
    """

    # Slots: one Tx is made per player action, and attribute reads on a slotted
    # object are cheaper (scripts/bench_table.py).
    __slots__ = ("table", "label", "seat", "action", "commands", "reveals", "showing")

    table: Table  # set by Table.begin, deleted on leaving the block

    def __init__(self) -> None:
        self.label: Label = ""
        self.seat: int | None = None
        self.action: dict[str, Any] | None = None
        self.commands: list[Command] = []
        self.reveals = False
        # The commands that may show what was hidden (see __exit__): every command but a variable set without a draw,
        # a repositioning and a shuffle, which never do (their ``shows`` is False), and which are most of a game's.
        self.showing: list[Command] = []

    def __enter__(self) -> Tx:
        return self

    def __exit__(self, exc_type: Any, exc: Any, tb: Any) -> None:
        table = self.table
        del self.table
        table._open = None
        commands = self.commands
        if exc_type is not None:
            for command in reversed(commands):
                command.revert(table)
            return
        if not commands:
            return
        digest = fingerprints.digest(table, [c.touched() for c in commands]) if table.digests else ""
        reveal = self.reveals
        if not reveal:
            # shows_hidden, asked only of the commands that may show something (this runs once per player action).
            for command in self.showing:
                if command.shows(table):
                    reveal = True
                    break
        made = _new(Transaction)
        made._label = self.label
        made.seat = self.seat
        made.commands = tuple(commands)
        made.digest = digest
        made.action = self.action
        made.reveal = reveal
        table.done.append(made)
        if table.undone:
            table.undone.clear()
        table.revision += 1

    def reveal(self) -> None:
        """Mark this transaction as one that shows what was hidden (see :class:`Transaction`)."""
        self.reveals = True

    def outcome(self, name: str, work_out: Callable[[], Any]) -> Any:
        """A chance outcome that is not a draw from the table's generator (a physics run).

        ``work_out()`` gives the outcome (JSON data); it is recorded in the log
        as an :class:`~.commands.Outcome` command, like a die roll.  While a log
        is replayed through the referee the recorded outcome is handed back
        instead, so a replay never runs the physics again and never diverges.
        """
        recorded = self.table._recorded
        if recorded is not None:
            if not recorded:
                raise TableError(f"the log has no recorded outcome for {name!r} here")
            value = recorded.pop(0)
        else:
            value = work_out()
        self.add(Outcome(name, value))
        return value

    def add(self, command: Command) -> Command:
        command.apply(self.table)
        self.commands.append(command)
        self.showing.append(command)  # any kind: it says itself whether it shows something
        return command

    # Helpers that read the table to make concrete commands.

    def move(
        self,
        ids: Sequence[str],
        dst: str,
        pos: Sequence[Any] | None = None,
        index: int | None = None,
        rng: int | None = None,
    ) -> Move:
        table = self.table
        if len(ids) != 1 or index is not None or (rng is not None and rng != table.rng_counter):
            command = make_move(table, ids, dst, pos, index, rng)
            command.apply(table)
            self.commands.append(command)
            self.showing.append(command)
            return command
        # One piece onto the top or into a place (most moves, every draw of one piece): made and applied in one pass.
        command = _move_one(table, ids[0], dst, pos, rng)
        self.commands.append(command)
        self.showing.append(command)
        return command

    def flip(self, ids: Sequence[str]) -> Command:
        return self.add(Flip(tuple(ids)))

    def set_face(self, ids: Sequence[str], up: bool) -> Command | None:
        """Turn the listed pieces face up (or down); those already so are left."""
        turn = tuple(i for i in ids if self.table.pieces[i].face_up != up)
        return self.add(Flip(turn)) if turn else None

    def rotate(self, ids: Sequence[str], delta: int) -> Command:
        return self.add(Rotate(tuple(ids), int(delta)))

    def shuffle(self, zone: str) -> Command:
        table = self.table
        counter, rng = table.rng()
        ids = table.zones[zone].ids
        after = list(ids)
        shuffle_like_random(rng, after)
        command = Shuffle(zone, tuple(ids), tuple(after), counter)
        # Shuffle.apply, without its check that the zone holds the order just read from it.
        table.rng_counter = counter + 1
        ids[:] = after
        self.commands.append(command)
        return command

    def draw(self, bag: str, dst: str, count: int = 1, where: Any = None) -> list[str]:
        """Take ``count`` random pieces from ``bag`` (or all it holds, if fewer).

        ``where`` optionally filters the candidates (a predicate on the piece),
        e.g. the species of token an auction needs.
        """
        ids = self.table.zones[bag].ids
        # Without a filter the zone's own list is the pool (sample only reads it): no copy.
        pool = ids if where is None else [i for i in ids if where(self.table.pieces[i])]
        if not pool:
            return []
        counter, rng = self.table.rng()
        if count == 1:
            # rng.sample(pool, 1), without sample's set-up: the same draw.
            chosen = [pool[below_like_random(rng, len(pool))]]
        else:
            chosen = rng.sample(pool, min(count, len(pool)))
        self.move(chosen, dst, rng=counter)
        return chosen

    def choice(self, name: str, options: Sequence[Any]) -> Any:
        """A chance outcome (a coin toss) stored in variable ``name``."""
        counter, rng = self.table.rng()
        outcome = options[rng.randrange(len(options))]
        self.set_var(name, outcome, rng=counter)
        return outcome

    def set_pos(self, ids: Sequence[str], positions: Sequence[Any]) -> Command:
        pieces = self.table.pieces
        command = _new(SetPos)  # SetPos(ids, before, after), without the class call
        if len(ids) == 1 == len(positions):  # one piece (a crate moved, a marker): its one-element tuples made directly
            pid = ids[0]
            new = positions[0]
            piece = pieces[pid]
            command.ids = (pid,)
            command.before = (piece.pos,)
            command.after = (new,)
            command.rng = None
            piece.pos = new
            self.commands.append(command)
            return command
        ids, after = tuple(ids), tuple(positions)
        command.ids = ids
        command.before = tuple(map(_POS, map(pieces.__getitem__, ids)))  # each piece's position, read in C
        command.after = after
        command.rng = None
        # SetPos.apply, without its check that each piece is where it was just read to be.
        for pid, new in zip(ids, after):
            pieces[pid].pos = new
        self.commands.append(command)
        return command

    def set_visibility(self, zone: str, visibility: Visibility) -> Command | None:
        before = self.table.zones[zone].visibility
        if before is visibility:
            return None
        return self.add(SetVisibility(zone, before, visibility))

    def set_var(self, name: str, value: Any, rng: int | None = None) -> Command | None:
        table = self.table
        vars_ = table.vars
        before = vars_.get(name, _UNSET)  # one look-up for whether it is set and what it holds
        if before is _UNSET:
            before, had = None, False
        else:
            if rng is None and before == value:
                return None
            had = True
        command = _new(SetVar)  # SetVar(name, before, value, had, False, rng), without the class call
        command.name = name
        command.before = before
        command.after = value
        command.had_before = had
        command.delete = False
        command.rng = rng
        if rng is not None:
            if rng != table.rng_counter:
                return self.add(command)  # refused as SetVar.apply refuses it
            table.rng_counter = rng + 1
            self.showing.append(command)  # a draw
        # SetVar.apply, without its check that the variable holds the value just read from it
        # (comparing a large value again cost as much as the rest: every game sets variables).
        vars_[name] = value
        self.commands.append(command)
        return command

    def set_vars(self, changes: Iterable[tuple[str, Any]]) -> None:
        """:meth:`set_var` of each ``(name, value)`` in turn (no draw): a referee writes a turn's variables at once."""
        vars_ = self.table.vars
        commands = self.commands
        for name, value in changes:
            # set_var's body (rng None), without its call.
            before = vars_.get(name, _UNSET)
            if before is _UNSET:
                before, had = None, False
            elif before == value:
                continue
            else:
                had = True
            command = _new(SetVar)
            command.name = name
            command.before = before
            command.after = value
            command.had_before = had
            command.delete = False
            command.rng = None
            vars_[name] = value
            commands.append(command)

    def del_var(self, name: str) -> Command | None:
        vars_ = self.table.vars
        if name not in vars_:
            return None
        command = _new(SetVar)  # SetVar(name, before, None, True, True), without the class call; applied as it is made
        command.name = name
        command.before = vars_.pop(name)
        command.after = None
        command.had_before = True
        command.delete = True
        command.rng = None
        self.commands.append(command)
        return command

    def record_var(self, name: str, value: Any) -> None:
        """Set a variable so that this transaction records ``value`` even when the variable holds it already.

        :meth:`set_var` of an equal value records nothing; here the variable is
        then deleted first (:meth:`del_var`) and set anew, so a reader of the
        transaction alone finds the value among its commands (a referee keeps
        what each action did so, once per action).
        """
        vars_ = self.table.vars
        if name in vars_ and vars_[name] == value:
            self.del_var(name)
        self.set_var(name, value)

    def pay(self, src: str, dst: str, amount: int, bank: str | None = None) -> Command | None:
        if amount == 0:
            return None
        return self.add(plan_payment(self.table, src, dst, amount, bank))

    def change(self, zone: str, bank: str, denomination: int) -> Command:
        return self.add(plan_change(self.table, zone, bank, denomination))


def shuffle_like_random(rng: random.Random, items: list[Any]) -> None:
    """``rng.shuffle(items)``: the same draws and the same order, about twice as fast.

    :meth:`random.Random.shuffle` calls a Python method for each element;
    here its ``_randbelow`` is written out (``j > i`` is ``j >= i + 1``), so a shuffled deck of a save made
    before stays the deck a replay deals (``tests/table`` checks both agree).
    """
    getrandbits = rng.getrandbits
    top = len(items) - 1
    while top > 0:
        # Every i from top down to low draws with the bit length k of i + 1: one
        # bit_length per power of two rather than per element.
        k = (top + 1).bit_length()
        low = max(1 << (k - 1), 2) - 1
        for i in range(top, low - 1, -1):
            j = getrandbits(k)
            while j > i:
                j = getrandbits(k)
            items[i], items[j] = items[j], items[i]
        top = low - 1


def below_like_random(rng: random.Random, n: int) -> int:
    """A whole number below ``n`` (> 0), drawn as :meth:`random.Random.randrange` draws it.

    ``rng.sample(pool, 1)`` is ``[pool[below_like_random(rng, len(pool))]]``:
    the same bits drawn the same way, so a draw of one piece stays the piece
    a save made before replays to (``tests/table`` checks both agree).
    """
    k = n.bit_length()
    getrandbits = rng.getrandbits
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


def shows_hidden(table: Table, commands: Sequence[Command]) -> bool:
    """Whether applying ``commands`` (already applied) showed someone what was hidden or left to chance.

    A draw or a toss from the table's generator, an outcome worked out
    otherwise (physics), a zone opened up, a piece with a back turned face
    up, or a piece taken out of a zone not everyone sees to one that shows
    its face: after any of these somebody knows more than before, so undoing
    it would let a decision be made again with that knowledge.  Each command
    says so for itself (:meth:`~.commands.Command.shows`).
    """
    for command in commands:
        if command.shows(table):
            return True
    return False


def make_move(
    table: Table,
    ids: Sequence[str],
    dst: str,
    pos: Sequence[Any] | None = None,
    index: int | None = None,
    rng: int | None = None,
) -> Move:
    """A :class:`Move` of ``ids`` to ``dst`` with their sources read from the table.

    The source indices are computed as each piece will be removed in turn, so
    the command applies and reverts exactly.
    """
    dst_zone = _destination(table, dst, pos, len(ids))
    if len(ids) == 1:
        # One piece (most moves): its index is where it lies now; no copy of either zone.
        pid = ids[0]
        piece = table.pieces.get(pid)
        if piece is None:
            raise TableError(f"no piece {pid!r}")
        if index is not None and not 0 <= index <= len(dst_zone.ids) - (piece.zone == dst):
            raise TableError(f"index {index} is outside {dst}")
        at = piece.zone
        source = ((at, _index_in(table.zones[at].ids, pid), piece.pos),)
        if pos is None:
            return Move((pid,), dst, source, None, index, rng)
        place = pos[0]
        return Move((pid,), dst, source, (tuple(place) if type(place) is list else place,), index, rng)
    ids = tuple(ids)
    if len(set(ids)) != len(ids):
        raise TableError("a piece is listed twice in one move")
    lists: dict[str, list[str]] = {}
    src = []
    for k, pid in enumerate(ids):
        piece = table.pieces.get(pid)
        if piece is None:
            raise TableError(f"no piece {pid!r}")
        zone_ids = lists.get(piece.zone)
        if zone_ids is None:
            zone_ids = lists[piece.zone] = list(table.zones[piece.zone].ids)
        idx = zone_ids.index(pid)
        src.append((piece.zone, idx, piece.pos))
        del zone_ids[idx]
        dst_ids = lists.get(dst)
        if dst_ids is None:
            dst_ids = lists[dst] = list(dst_zone.ids)
        if index is None:
            dst_ids.append(pid)
        else:
            if not 0 <= index + k <= len(dst_ids):
                raise TableError(f"index {index} is outside {dst}")
            dst_ids.insert(index + k, pid)
    positions = None if pos is None else tuple(tuple(p) if isinstance(p, list) else p for p in pos)
    return Move(ids, dst, tuple(src), positions, index, rng)


def _move_one(table: Table, pid: str, dst: str, pos: Sequence[Any] | None, rng: int | None = None) -> Move:
    """:func:`make_move` for one piece onto the top of ``dst`` (or into a place), applied.

    Making the command reads what :meth:`Move.apply` would check (where the
    piece lies), so here the command is made and its change done in one pass.
    ``rng`` is the table's draw counter now (a drawn piece), or None.
    """
    dst_zone = _destination(table, dst, pos, 1)
    piece = table.pieces.get(pid)
    if piece is None:
        raise TableError(f"no piece {pid!r}")
    at = piece.zone
    held = table.zones[at].ids
    top = len(held) - 1
    idx = top if held[top] == pid else held.index(pid)  # _index_in, without its call
    command = _new(Move)  # Move(...) without its class call (see _new)
    command.ids = (pid,)
    command.dst = dst
    command.src = ((at, idx, piece.pos),)
    if pos is None:
        place = command.pos = None
    else:
        place = pos[0]
        if type(place) is list:
            place = tuple(place)
        command.pos = (place,)
    command.index = None
    command.rng = rng
    if rng is not None:
        table.rng_counter = rng + 1
    shift_one(piece, held, idx, dst_zone, dst, place)
    return command


def _destination(table: Table, dst: str, pos: Sequence[Any] | None, count: int) -> Zone:
    """The zone ``dst``, once it is known to take ``count`` pieces so placed (``pos`` or none)."""
    dst_zone = table.zones.get(dst)
    if dst_zone is None:
        raise TableError(f"no zone {dst!r}")
    kind = dst_zone.kind
    if kind is MONEY:
        raise TableError(f"{dst} holds only coins")
    if kind is STACK or kind is HAND or kind is BAG:
        if pos is not None:
            raise TableError(f"{dst} is ordered; it takes no positions")
    elif pos is None or len(pos) != count:
        raise TableError(f"{dst} needs a position for each piece")
    return dst_zone


def _index_in(ids: list[str], pid: str) -> int:
    """Where ``pid`` lies in a zone's ``ids``, looked for on top first.

    Most pieces a game moves come off the top of where they lie (a card drawn,
    the piece just put down), and ``list.index`` reads from the bottom.
    """
    top = len(ids) - 1
    return top if ids[top] == pid else ids.index(pid)


def iter_log(table: Table) -> Iterator[tuple[int, Command]]:
    """Every command of the log with its transaction number."""
    for n, tx in enumerate(table.done):
        for command in tx.commands:
            yield n, command
