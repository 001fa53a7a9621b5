"""Commands: the only way the table changes.

Each command is a small record that refers to pieces and zones by id.
It holds everything needed to apply it *and* to revert it (where a piece came
from, what a variable was before, which permutation a shuffle produced), so
undo needs no other memory and a replay needs no dice.

Commands that consumed randomness carry ``rng``: the table's random-draw
counter they used.  Applying one sets the counter past it and reverting it sets
the counter back, so undo + redo never re-rolls and replay reproduces it.

Applying checks the command's recorded *before* facts against the table and
raises :class:`~tsukiji_table.table.model.TableError` when they do not hold:
that is how a replay finds the first command that diverges.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from .model import EVERYONE, NOBODY, Piece, TableError, Visibility, Zone

if TYPE_CHECKING:
    from .table import Table

COMMAND_TYPES: dict[str, type[Command]] = {}


def _register(cls: type[Command]) -> type[Command]:
    if cls.TYPE in COMMAND_TYPES:
        raise ValueError(f"duplicate command type {cls.TYPE!r}")
    COMMAND_TYPES[cls.TYPE] = cls
    return cls


def _pos_in(value: Any) -> Any:
    """JSON lists back to the tuples positions are compared as."""
    if isinstance(value, list):
        return tuple(value)
    return value


def _pos_out(value: Any) -> Any:
    if isinstance(value, tuple):
        return list(value)
    return value


class Command:
    """Base of all commands (see the module docstring).

    Commands are never changed once made (the log shares them with undo,
    redo and saves), but they are not ``frozen`` dataclasses: a frozen
    dataclass sets each field through ``object.__setattr__``, which made
    building a command about five times slower, and the table builds one
    for every change (``scripts/bench_table.py``).
    """

    __slots__ = ()
    TYPE: ClassVar[str] = ""
    rng: int | None

    def apply(self, table: Table) -> None:
        raise NotImplementedError

    def revert(self, table: Table) -> None:
        raise NotImplementedError

    def to_json(self) -> dict[str, Any]:
        raise NotImplementedError

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Command:
        raise NotImplementedError

    def touched(self) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        """The (pieces, zones, variables) this command changes."""
        return (), (), ()

    def shows(self, table: Table) -> bool:
        """Whether this command, just applied, showed someone what was hidden or left to chance.

        A draw or a toss from the table's generator does (``rng``); the
        commands that can show a face say when they do.
        """
        return self.rng is not None


def command_from_json(data: dict[str, Any]) -> Command:
    """Rebuild a command from its JSON form; raises ``ValueError`` if unknown."""
    try:
        cls = COMMAND_TYPES[data["t"]]
    except (KeyError, TypeError):
        raise ValueError(f"not a command: {data!r:.80}") from None
    return cls.from_json(data)


def _pieces(table: Table, ids: tuple[str, ...]) -> list[Piece]:
    """The pieces named, all or none: an unknown id fails before any change (one piece is read by its command)."""
    pieces = table.pieces
    missing = [pid for pid in ids if pid not in pieces]
    if missing:
        raise TableError(f"no piece {missing[0]!r}")
    return [pieces[pid] for pid in ids]


def shift_one(piece: Piece, held: list[str], idx: int, dst: Zone, dst_id: str, place: Any) -> None:
    """The change a one-piece :class:`Move` onto the top of ``dst`` makes: ``piece``, known to lie at ``held[idx]``, into ``dst`` at ``place``."""
    dst.ids.append(held.pop(idx))
    piece.zone = dst_id
    piece.pos = place


def _check_rng(table: Table, rng: int | None) -> None:
    if rng is not None:
        if table.rng_counter != rng:
            raise TableError(f"random draw #{rng} recorded, table is at #{table.rng_counter}")
        table.rng_counter = rng + 1


def _undo_rng(table: Table, rng: int | None) -> None:
    if rng is not None:
        table.rng_counter = rng


@_register
@dataclass(slots=True)
class Move(Command):
    """Move pieces, in order, to ``dst``.

    ``src`` records, per piece, the zone, index and position it is taken from
    (indices as they are at the moment of its removal, after the earlier
    pieces have gone).  In ordered zones the pieces land on top, or from
    ``index`` on; in grids, areas and tracks each lands at ``pos[k]``.
    """

    TYPE: ClassVar[str] = "move"
    ids: tuple[str, ...]
    dst: str
    src: tuple[tuple[str, int, Any], ...]
    pos: tuple[Any, ...] | None = None
    index: int | None = None
    rng: int | None = None

    def apply(self, table: Table) -> None:
        pieces, zones = table.pieces, table.zones
        dst = zones.get(self.dst)
        if dst is None:
            raise TableError(f"no zone {self.dst!r}")
        if self.rng is not None:
            _check_rng(table, self.rng)
        if len(self.ids) == 1 and self.index is None:
            # One piece onto the top or into a place (most moves), without the loop.
            pid = self.ids[0]
            piece = pieces.get(pid)
            zone_id, idx, _ = self.src[0]
            src = zones.get(zone_id)
            held = src.ids if src is not None else []
            if piece is None or piece.zone != zone_id or idx >= len(held) or held[idx] != pid:
                _undo_rng(table, self.rng)
                raise TableError(f"{pid} is not at {zone_id}[{idx}]")
            shift_one(piece, held, idx, dst, self.dst, self.pos[0] if self.pos is not None else None)
            return
        for k, pid in enumerate(self.ids):
            piece = pieces.get(pid)
            zone_id, idx, old_pos = self.src[k]
            ids: list[str] = zones[zone_id].ids if zone_id in zones else []
            if piece is None or piece.zone != zone_id or idx >= len(ids) or ids[idx] != pid:
                self._unwind(table, k)
                _undo_rng(table, self.rng)
                raise TableError(f"{pid} is not at {zone_id}[{idx}]")
            del ids[idx]
            if self.index is None:
                dst.ids.append(pid)
            else:
                dst.ids.insert(self.index + k, pid)
            piece.zone = self.dst
            piece.pos = self.pos[k] if self.pos is not None else None

    def revert(self, table: Table) -> None:
        self._unwind(table, len(self.ids))
        _undo_rng(table, self.rng)

    def _unwind(self, table: Table, count: int) -> None:
        """Put back the first ``count`` pieces, last moved first."""
        pieces, zones = table.pieces, table.zones
        dst_ids = zones[self.dst].ids
        for k in range(count - 1, -1, -1):
            pid = self.ids[k]
            zone_id, idx, old_pos = self.src[k]
            if self.index is None:
                dst_ids.pop()
            else:
                del dst_ids[self.index + k]
            zones[zone_id].ids.insert(idx, pid)
            piece = pieces[pid]
            piece.zone = zone_id
            piece.pos = old_pos

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "t": self.TYPE,
            "ids": list(self.ids),
            "dst": self.dst,
            "src": [[z, i, _pos_out(p)] for z, i, p in self.src],
        }
        if self.pos is not None:
            data["pos"] = [_pos_out(p) for p in self.pos]
        if self.index is not None:
            data["index"] = self.index
        if self.rng is not None:
            data["rng"] = self.rng
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Move:
        pos = data.get("pos")
        src = tuple([(z, int(i), tuple(p) if type(p) is list else p) for z, i, p in data["src"]])
        if pos is not None:
            pos = tuple([tuple(p) if type(p) is list else p for p in pos])
        return cls(tuple(data["ids"]), data["dst"], src, pos, data.get("index"), data.get("rng"))

    def touched(self) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        if len(self.src) == 1:
            at = self.src[0][0]
            return self.ids, ((self.dst,) if at == self.dst else (at, self.dst)), ()
        zones = {self.dst, *(z for z, _, _ in self.src)}
        return self.ids, tuple(sorted(zones)), ()

    def shows(self, table: Table) -> bool:
        """A draw, or a face-up piece taken from a zone some cannot see into one others see."""
        if self.rng is not None:
            return True
        zones, pieces = table.zones, table.pieces
        dst_vis = zones[self.dst].visibility
        everyone = EVERYONE
        if len(self.ids) == 1:
            # One piece (most moves): no zip, no unpacking loop.
            vis = zones[self.src[0][0]].visibility
            return vis is not everyone and vis is not dst_vis and pieces[self.ids[0]].face_up
        for pid, (src, _, _) in zip(self.ids, self.src):
            vis = zones[src].visibility
            if vis is not everyone and vis is not dst_vis and pieces[pid].face_up:
                return True
        return False


@_register
@dataclass(slots=True)
class Flip(Command):
    """Turn pieces over (face up becomes face down and back)."""

    TYPE: ClassVar[str] = "flip"
    ids: tuple[str, ...]
    rng: int | None = None

    def apply(self, table: Table) -> None:
        ids = self.ids
        if len(ids) == 1:
            # One piece (most flips): no list, no loop.
            piece = table.pieces.get(ids[0])
            if piece is None:
                raise TableError(f"no piece {ids[0]!r}")
            piece.face_up = not piece.face_up
            return
        for piece in _pieces(table, ids):
            piece.face_up = not piece.face_up

    revert = apply

    def shows(self, table: Table) -> bool:
        """A piece with a back turned face up."""
        pieces, kinds = table.pieces, table.kinds
        for i in self.ids:
            piece = pieces[i]
            if piece.face_up and kinds[piece.kind].back is not None:
                return True
        return False

    def to_json(self) -> dict[str, Any]:
        return {"t": self.TYPE, "ids": list(self.ids)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Flip:
        return cls(ids=tuple(data["ids"]))

    def touched(self) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        return self.ids, (), ()


@_register
@dataclass(slots=True)
class Rotate(Command):
    """Rotate pieces by ``delta`` degrees (kept in 0..359)."""

    TYPE: ClassVar[str] = "rotate"
    ids: tuple[str, ...]
    delta: int
    rng: int | None = None

    def _turn(self, table: Table, delta: int) -> None:
        ids = self.ids
        if len(ids) == 1:
            # One piece (most turns): no list, no loop.
            piece = table.pieces.get(ids[0])
            if piece is None:
                raise TableError(f"no piece {ids[0]!r}")
            piece.rot = (piece.rot + delta) % 360
            return
        for piece in _pieces(table, ids):
            piece.rot = (piece.rot + delta) % 360

    def apply(self, table: Table) -> None:
        self._turn(table, self.delta)

    def revert(self, table: Table) -> None:
        self._turn(table, -self.delta)

    def to_json(self) -> dict[str, Any]:
        return {"t": self.TYPE, "ids": list(self.ids), "delta": self.delta}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Rotate:
        return cls(ids=tuple(data["ids"]), delta=int(data["delta"]))

    def touched(self) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        return self.ids, (), ()


@_register
@dataclass(slots=True)
class Shuffle(Command):
    """Reorder a zone; both orders are recorded, the new one came from ``rng``."""

    TYPE: ClassVar[str] = "shuffle"
    zone: str
    before: tuple[str, ...]
    after: tuple[str, ...]
    rng: int | None = None

    def apply(self, table: Table) -> None:
        zone = table.zones.get(self.zone)
        if zone is None:
            raise TableError(f"no zone {self.zone!r}")
        if tuple(zone.ids) != self.before:
            raise TableError(f"{self.zone} does not hold the recorded order")
        _check_rng(table, self.rng)
        zone.ids[:] = self.after

    def revert(self, table: Table) -> None:
        table.zones[self.zone].ids[:] = self.before
        _undo_rng(table, self.rng)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"t": self.TYPE, "zone": self.zone, "before": list(self.before), "after": list(self.after)}
        if self.rng is not None:
            data["rng"] = self.rng
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Shuffle:
        return cls(data["zone"], tuple(data["before"]), tuple(data["after"]), data.get("rng"))

    def touched(self) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        return (), (self.zone,), ()

    def shows(self, table: Table) -> bool:
        """A shuffled pile shows nothing (its order stays unseen)."""
        return False


@_register
@dataclass(slots=True)
class SetPos(Command):
    """Reposition pieces inside their zone: a marker on a track, a piece in an area."""

    TYPE: ClassVar[str] = "pos"
    ids: tuple[str, ...]
    before: tuple[Any, ...]
    after: tuple[Any, ...]
    rng: int | None = None

    def apply(self, table: Table) -> None:
        pieces = table.pieces
        for pid, old in zip(self.ids, self.before):
            piece = pieces.get(pid)
            if piece is None or piece.pos != old:
                raise TableError(f"{pid} is not at {old!r}")
        for pid, new in zip(self.ids, self.after):
            pieces[pid].pos = new

    def revert(self, table: Table) -> None:
        for pid, old in zip(self.ids, self.before):
            table.pieces[pid].pos = old

    def to_json(self) -> dict[str, Any]:
        return {
            "t": self.TYPE,
            "ids": list(self.ids),
            "before": [_pos_out(p) for p in self.before],
            "after": [_pos_out(p) for p in self.after],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SetPos:
        return cls(
            tuple(data["ids"]),
            tuple(_pos_in(p) for p in data["before"]),
            tuple(_pos_in(p) for p in data["after"]),
        )

    def touched(self) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        return self.ids, (), ()


Coins = tuple[tuple[int, int], ...]  # ((denomination, count), ...), sorted


@_register
@dataclass(slots=True)
class MoveMoney(Command):
    """Move coins between money zones.

    ``legs`` are applied in order, each ``(src, dst, coins)``.  ``minted``
    lists coins an unlimited bank created first, because it ran short.
    """

    TYPE: ClassVar[str] = "money"
    legs: tuple[tuple[str, str, Coins], ...]
    minted: tuple[tuple[str, int, int], ...] = ()
    rng: int | None = None

    def apply(self, table: Table) -> None:
        zones = table.zones
        if len(self.legs) == 1 and not self.minted:
            # One leg, nothing minted (most payments): check, then shift.
            src, dst, coins = self.legs[0]
            src_zone, dst_zone = zones.get(src), zones.get(dst)
            if src_zone is None or dst_zone is None:
                raise TableError(f"no money zone {src if src_zone is None else dst!r}")
            have = src_zone.coins
            for denom, n in coins:
                if have.get(denom, 0) < n:
                    raise TableError(f"{src} has {have.get(denom, 0)} x {denom}, needs {n}")
            _shift(have, dst_zone.coins, coins)
            return
        for zone_id, _, _ in self.minted:
            zone = zones.get(zone_id)
            if zone is None or not zone.unlimited:
                raise TableError(f"{zone_id} cannot mint coins")
        for src, dst, _ in self.legs:
            if src not in zones or dst not in zones:
                raise TableError(f"no money zone {src if src not in zones else dst!r}")
        for zone_id, denom, n in self.minted:
            held = zones[zone_id].coins
            held[denom] = held.get(denom, 0) + n
            table.minted[denom] = table.minted.get(denom, 0) + n
        done = 0
        try:
            for src, dst, coins in self.legs:
                have = zones[src].coins
                for denom, n in coins:
                    if have.get(denom, 0) < n:
                        raise TableError(f"{src} has {have.get(denom, 0)} x {denom}, needs {n}")
                _shift(zones[src].coins, zones[dst].coins, coins)
                done += 1
        except TableError:
            for src, dst, coins in reversed(self.legs[:done]):
                _shift(zones[dst].coins, zones[src].coins, coins)
            self._unmint(table)
            raise

    def _unmint(self, table: Table) -> None:
        for zone_id, denom, n in self.minted:
            coins = table.zones[zone_id].coins
            coins[denom] -= n
            if not coins[denom]:
                del coins[denom]
            table.minted[denom] -= n
            if not table.minted[denom]:
                del table.minted[denom]

    def revert(self, table: Table) -> None:
        zones = table.zones
        for src, dst, coins in reversed(self.legs):
            _shift(zones[dst].coins, zones[src].coins, coins)
        self._unmint(table)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "t": self.TYPE,
            "legs": [[s, d, [list(c) for c in coins]] for s, d, coins in self.legs],
        }
        if self.minted:
            data["minted"] = [list(m) for m in self.minted]
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> MoveMoney:
        legs = tuple((s, d, tuple((int(a), int(b)) for a, b in coins)) for s, d, coins in data["legs"])
        minted = tuple((z, int(a), int(b)) for z, a, b in data.get("minted", ()))
        return cls(legs, minted)

    def touched(self) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        if len(self.legs) == 1 and not self.minted:
            # One payment leg (most payments): its two zones, without sets.
            src, dst, _ = self.legs[0]
            return (), (src, dst), ()
        zones = {z for s, d, _ in self.legs for z in (s, d)} | {z for z, _, _ in self.minted}
        return (), tuple(sorted(zones)), ()


def _shift(src: dict[int, int], dst: dict[int, int], coins: Coins) -> None:
    for denom, n in coins:
        left = src[denom] - n
        if left:
            src[denom] = left
        else:
            del src[denom]
        dst[denom] = dst.get(denom, 0) + n


@_register
@dataclass(slots=True)
class SetVisibility(Command):
    """Change who sees a zone's faces, e.g. reveal sealed bids to everyone."""

    TYPE: ClassVar[str] = "vis"
    zone: str
    before: Visibility
    after: Visibility
    rng: int | None = None

    def apply(self, table: Table) -> None:
        zone = table.zones.get(self.zone)
        if zone is None or zone.visibility is not self.before:
            raise TableError(f"{self.zone} is not {self.before.value}")
        zone.visibility = self.after

    def revert(self, table: Table) -> None:
        table.zones[self.zone].visibility = self.before

    def to_json(self) -> dict[str, Any]:
        return {"t": self.TYPE, "zone": self.zone, "before": self.before.value, "after": self.after.value}

    def shows(self, table: Table) -> bool:
        """A zone nobody saw into opened, or a zone opened to everyone."""
        return self.before is NOBODY or self.after is EVERYONE

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SetVisibility:
        return cls(data["zone"], Visibility(data["before"]), Visibility(data["after"]))

    def touched(self) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        return (), (self.zone,), ()


ABSENT = {"absent": True}  # a variable not set, as a SetVar says so in JSON (its "before")


@_register
@dataclass(slots=True)
class SetVar(Command):
    """Set (or delete, with ``after=None`` and ``delete``) a game variable.

    Variables hold what zones cannot: the phase, whose turn it is, action
    points left, a physics state.  Values are JSON data and are treated as
    immutable once stored.  ``rng`` is set when the value is a chance outcome
    (a coin toss, a physics run).
    """

    TYPE: ClassVar[str] = "var"
    name: str
    before: Any
    after: Any
    had_before: bool = True
    delete: bool = False
    rng: int | None = None

    def apply(self, table: Table) -> None:
        vars_ = table.vars
        if self.had_before:
            if self.name not in vars_ or vars_[self.name] != self.before:
                raise TableError(f"variable {self.name} is not {self.before!r:.60}")
        elif self.name in vars_:
            raise TableError(f"variable {self.name} already set")
        _check_rng(table, self.rng)
        if self.delete:
            vars_.pop(self.name, None)
        else:
            vars_[self.name] = self.after

    def revert(self, table: Table) -> None:
        if self.had_before:
            table.vars[self.name] = self.before
        else:
            table.vars.pop(self.name, None)
        _undo_rng(table, self.rng)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"t": self.TYPE, "name": self.name, "after": self.after}
        data["before"] = self.before if self.had_before else ABSENT
        if self.delete:
            data["delete"] = True
        if self.rng is not None:
            data["rng"] = self.rng
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SetVar:
        before = data["before"]
        had = before != ABSENT
        return cls(
            data["name"],
            before if had else None,
            data["after"],
            had_before=had,
            delete=bool(data.get("delete", False)),
            rng=data.get("rng"),
        )

    def touched(self) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        return (), (), (self.name,)


@_register
@dataclass(slots=True)
class Outcome(Command):
    """A chance outcome the table's generator did not make (a physics run), kept in the log.

    It changes nothing on the table: the commands after it in the same
    transaction carry its effects.  It is there so that a replay through the
    referee hands the same outcome back instead of working it out again
    (:meth:`~tsukiji_table.table.table.Tx.outcome`), and so that the window
    can show how it came about (the tower's replay).
    """

    TYPE: ClassVar[str] = "outcome"
    name: str
    value: Any
    rng: int | None = None

    def apply(self, table: Table) -> None:
        pass

    def revert(self, table: Table) -> None:
        pass

    def shows(self, table: Table) -> bool:
        """An outcome is chance: undoing it would let it be tried again."""
        return True

    def to_json(self) -> dict[str, Any]:
        return {"t": self.TYPE, "name": self.name, "value": self.value}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Outcome:
        return cls(str(data["name"]), data["value"])
