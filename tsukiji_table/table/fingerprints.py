"""Per-transaction fingerprints: what a replay compares step by step.

Each transaction made with ``table.digests`` on carries a short fingerprint
of the pieces and zones its commands touched, as they were right after it;
replaying a log (:func:`~.save.replay`) recomputes it after each step and
names the first step whose fingerprint differs.  The kind is the prefix:
``"3:"`` now, ``"2:"`` and the unprefixed first kind in older saves, which
still replay (:func:`for_digest` picks the function).

What counts: each touched piece with its zone, side, turn and position;
each touched zone with its size, top piece, coins and visibility.  A zone's
whole order and a variable's value are left out: every command checks what
it takes from where it was recorded (so a piece out of order fails the next
move that takes it) and a variable always ends at the value its command
recorded, while hashing a 500-card deck or a tower's state after each
change cost more than the change itself.  A replay also compares the whole
state at the end.
"""

from __future__ import annotations

import hashlib
import json
import marshal
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .table import Table

Touched = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]  # (pieces, zones, variables), as Command.touched gives them

_BLAKE8 = hashlib.blake2b(digest_size=8)  # copied for each fingerprint: cheaper than a new blake2b with its keyword
_DIGIT = {True: "1", False: "0"}  # a side as format(face_up, "d") writes it, without the format call
# marshal's version 2 writes every string as itself, never as a reference to an
# earlier one (version 3 on do, depending on reference counts and interning), and
# floats as their eight bytes: the same data gives the same bytes in any process.
_MARSHAL = 2


def _ids(touched: Iterable[Touched]) -> tuple[Iterable[str], Iterable[str]]:
    """The touched pieces and zones, each once and sorted."""
    piece_set: set[str] = set()
    zone_set: set[str] = set()
    for p, z, _ in touched:
        piece_set.update(p)
        zone_set.update(z)
    return sorted(piece_set), sorted(zone_set)


def digest(table: Table, touched: Iterable[Touched]) -> str:
    """``"3:"`` and 16 hex digits: the touched pieces and zones as they are now.

    The same facts as ``"2:"``, laid out by :mod:`marshal` instead of being
    formatted as text (a position's ``repr`` and a purse's sorted coins
    written out cost more than the command that moved them).
    """
    if type(touched) is list and len(touched) == 1:
        # One command (most transactions): _ids, without its call and its sets.
        pieces, zones, _ = touched[0]
        if len(pieces) > 1:
            pieces = tuple(sorted(set(pieces)))
        if len(zones) == 2:
            # A move's or a payment's two zones (most of those that touch zones).
            a, b = zones
            zones = (a,) if a == b else zones if a < b else (b, a)
        elif len(zones) > 2:
            zones = tuple(sorted(set(zones)))
    else:
        pieces, zones = _ids(touched)
    table_pieces, table_zones = table.pieces, table.zones
    piece_parts = []
    for pid in pieces:
        pc = table_pieces.get(pid)
        if pc is not None:
            piece_parts.append((pid, pc.zone, pc.face_up, pc.rot, pc.pos))
    zone_parts = []
    for zid in zones:
        zone = table_zones.get(zid)
        if zone is not None:
            ids = zone.ids
            coins = zone.coins
            zone_parts.append((zid, len(ids), ids[-1] if ids else "", sorted(coins.items()) if coins else None, zone.visibility._value_))
    try:
        data = marshal.dumps((piece_parts, zone_parts), _MARSHAL)
    except ValueError:
        # A position marshal cannot write (not plain JSON data, e.g. a tuple subclass): as text.
        data = repr((piece_parts, zone_parts)).encode()
    fingerprint = _BLAKE8.copy()
    fingerprint.update(data)
    return "3:" + fingerprint.hexdigest()


def digest_v2(table: Table, touched: Iterable[Touched]) -> str:
    """``"2:"`` and 16 hex digits: the same facts as text (saves written before ``"3:"``)."""
    pieces, zones = _ids(touched)
    table_pieces, table_zones = table.pieces, table.zones
    lines: list[str] = []
    for pid in pieces:
        pc = table_pieces.get(pid)
        if pc is not None:
            face = pc.face_up
            lines.append(f"{pid}\x1f{pc.zone}\x1f{_DIGIT.get(face) or format(face, 'd')}\x1f{pc.rot}\x1f{pc.pos!r}")
    for zid in zones:
        zone = table_zones.get(zid)
        if zone is not None:
            ids = zone.ids
            top = ids[-1] if ids else ""
            coins = zone.coins
            lines.append(f"{zid}\x1f{len(ids)}\x1f{top}\x1f{repr(sorted(coins.items())) if coins else '[]'}\x1f{zone.visibility._value_}")
    fingerprint = _BLAKE8.copy()
    fingerprint.update("\x1e".join(lines).encode())
    return "2:" + fingerprint.hexdigest()


def digest_v1(table: Table, touched: Iterable[Touched]) -> str:
    """The fingerprint saves written before ``"2:"`` digests carry (whole zone orders, variables' values)."""
    pieces: set[str] = set()
    zones: set[str] = set()
    names: set[str] = set()
    for p, z, v in touched:
        pieces.update(p)
        zones.update(z)
        names.update(v)
    parts: list[tuple[Any, ...]] = []
    for pid in sorted(pieces):
        pc = table.pieces.get(pid)
        if pc is not None:
            parts.append((pid, pc.zone, pc.face_up, pc.rot, pc.pos))
    for zid in sorted(zones):
        zone = table.zones.get(zid)
        if zone is not None:
            parts.append((zid, tuple(zone.ids), tuple(sorted(zone.coins.items())), zone.visibility.value))
    for name in sorted(names):
        parts.append((name, json.dumps(table.vars.get(name), sort_keys=True)))
    return hashlib.blake2b(repr(parts).encode(), digest_size=8).hexdigest()


def for_digest(recorded: str) -> Callable[[Table, Iterable[Touched]], str]:
    """The function that made a recorded fingerprint, told by its prefix."""
    if recorded.startswith("3:"):
        return digest
    if recorded.startswith("2:"):
        return digest_v2
    return digest_v1
