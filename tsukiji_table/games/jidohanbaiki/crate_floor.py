"""Crates lying on a floor of drink spots, as table zones (G04, G08 for several players).

As in the solo G08 (:mod:`.g08`): the crate pieces lie on ``floor``, a grid
of spots (position = the footprint's top-left spot, rotation = the piece's);
each crate's drinks sit in its own zone ``crate.k``, in the crate's frame, so
a crate moves and turns with them.  The window draws the floor itself
(``ui/games/jido_floor.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import compress
from operator import is_not
from typing import Any

from ...table import Table, Tx, Visibility, ZoneKind
from ...text import msg
from ..base import shown_value
from .common import EMPTY, bad_arg, spot_index, spot_pos
from .geometry import Placement

DrinkPlace = tuple[str, Any]  # (zone, position) of a drink


def add_floor(table: Table, crates: int, floor: Sequence[int], mm: int) -> None:
    """The floor, the table under it and each crate's zone of spots."""
    width, height = floor
    table.add_zone("floor", ZoneKind.GRID, rect=[0, 0, width * mm, height * mm], arrange="grid", cols=width, rows=height, hidden=True, spot_mm=mm)
    table.add_zone("mat", ZoneKind.AREA, rect=[0, 0, width * mm, height * mm], arrange="free", hidden=True, label={"en": "Table", "ja": "テーブル"})
    for k in range(1, crates + 1):
        table.add_zone(
            f"crate.{k}",
            ZoneKind.GRID,
            Visibility.EVERYONE,
            arrange="grid",
            cols=3,
            rows=2,
            board=f"crate#{k}",
            on="floor",
            hidden=True,
            label={"en": f"Crate {k}", "ja": f"クレート{k}"},
        )


def block(floor: Sequence[int], cols: int, rows: int) -> list[Placement]:
    """Crates ``cols`` across and ``rows`` down, lying long side across, in the middle of the floor."""
    width, height = floor
    x0, y0 = (width - 3 * cols) // 2, (height - 2 * rows) // 2
    return [Placement(x0 + 3 * (k % cols), y0 + 2 * (k // cols), 0) for k in range(cols * rows)]


def lay_crates(tx: Tx, places: Sequence[Placement]) -> None:
    for k, place in enumerate(places, start=1):
        tx.move([f"crate#{k}"], "floor", pos=[(place.x, place.y)])
        if place.rot:
            tx.rotate([f"crate#{k}"], place.rot)


def read_places(table: Table, crates: int) -> tuple[Placement, ...]:
    pieces = table.pieces
    out = []
    for k in range(1, crates + 1):
        piece = pieces[f"crate#{k}"]
        x, y = piece.pos if isinstance(piece.pos, (list, tuple)) else (0, 0)
        out.append(Placement(int(x), int(y), piece.rot % 360))
    return tuple(out)


def read_crates(table: Table, crates: int, code: Callable[[str], int]) -> tuple[tuple[int, ...], ...]:
    """Each crate's six own spots: a drink code or EMPTY (a drink dropped off a spot by hand is not counted)."""
    out = []
    for k in range(1, crates + 1):
        spots = [EMPTY] * 6
        for pid in table.zones[f"crate.{k}"].ids:
            pos = table.pieces[pid].pos
            if pid.startswith("drink.") and isinstance(pos, (list, tuple)) and 0 <= pos[0] < 3 and 0 <= pos[1] < 2:
                spots[spot_index(int(pos[0]), int(pos[1]))] = code(pid)
        out.append(tuple(spots))
    return tuple(out)


def write_places(tx: Tx, before: Sequence[Placement], after: Sequence[Placement]) -> None:
    """Move (one :class:`SetPos` for all) and turn each crate whose placement differs between ``before`` and ``after``."""
    ids, positions, turns = [], [], []
    # Only the crates made anew are read, found by C-level loops: a crate move keeps the others' placements by identity.
    for k in compress(range(len(after)), map(is_not, before, after)):
        a, b = before[k], after[k]
        if a.x != b.x or a.y != b.y:
            ids.append(_CRATES[k] if k < len(_CRATES) else f"crate#{k + 1}")
            positions.append(b[:2])  # (x, y)
        if a.rot != b.rot:
            turns.append((k, (b.rot - a.rot) % 360))
    if ids:
        tx.set_pos(ids, positions)
    for k, delta in turns:
        tx.rotate([f"crate#{k + 1}"], delta)


def write_crate(tx: Tx, k: int, before: Placement, after: Placement) -> None:
    """:func:`write_places` when crate ``k`` alone may differ (a crate move that kept the others where they lay)."""
    x, y, rot = after  # (read by index: a crate move's every write)
    if x != before[0] or y != before[1]:
        tx.set_pos([_CRATES[k] if k < len(_CRATES) else f"crate#{k + 1}"], [(x, y)])
    if rot != before[2]:
        tx.rotate([f"crate#{k + 1}"], (rot - before[2]) % 360)


def crate_changes(before: Sequence[Sequence[int]], after: Sequence[Sequence[int]]) -> dict[int, DrinkPlace]:
    """Drink -> (crate zone, spot position) of every drink lying in another spot of the crates in ``after`` than in ``before``.

    Read crate by crate, then spot by spot: a move changes one or two crates, and a spot or two of each (an unchanged
    crate is most often the same tuple: compared at once). Plain loops over the pairs cost less than C-level
    ``compress`` loops here (a crate has six spots: making the iterators cost more than they saved).
    """
    out: dict[int, DrinkPlace] = {}
    k = 0
    for was, now in zip(before, after):
        if was != now:
            zone = _CRATE_ZONES[k] if k < len(_CRATE_ZONES) else f"crate.{k + 1}"
            s = 0
            for a, d in zip(was, now):
                if a != d and d != EMPTY:
                    out[d] = (zone, _SPOT_POS[s])
                s += 1
        k += 1
    return out


def move_drinks(tx: Tx, pieces: Sequence[str], places: dict[int, DrinkPlace]) -> None:
    """Move each drink of ``places`` to its place (``(zone, None)``: the top of an ordered zone), in drink order; ``pieces`` are the drinks' piece ids by code."""
    for d in sorted(places):
        zone, pos = places[d]
        tx.move([pieces[d]], zone, pos=None if pos is None else [pos])


def spot_place(i: int) -> DrinkPlace:
    """(crate zone, spot position) of spot ``i`` (crate * 6 + own spot), as :func:`crate_changes` gives a drink's."""
    return _SPOT_PLACES[i] if i < len(_SPOT_PLACES) else (f"crate.{i // 6 + 1}", _SPOT_POS[i % 6])


def move_changed(tx: Tx, pieces: Sequence[str], before: Sequence[Sequence[int]], after: Sequence[Sequence[int]]) -> None:
    """:func:`move_drinks` of :func:`crate_changes` (the same moves, in drink order), for crates kept by identity
    when unchanged (G08 for several players): a swap reads the one or two crates it made and moves two drinks."""
    moved = []
    for k, now in enumerate(after):
        was = before[k]
        if now is not was:
            zone = _CRATE_ZONES[k] if k < len(_CRATE_ZONES) else f"crate.{k + 1}"
            moved += [(d, zone, _SPOT_POS[s]) for s, d in enumerate(now) if d != EMPTY and was[s] != d]
    moved.sort()
    for d, zone, pos in moved:
        tx.move([pieces[d]], zone, pos=[pos])


_SPOT_POS = tuple(spot_pos(s) for s in range(6))  # a crate's own spot -> (col, row)
# The piece and the zone of crate k + 1, made once (a game has six crates; more are named when met).
_CRATES = tuple(f"crate#{k + 1}" for k in range(12))
_CRATE_ZONES = tuple(f"crate.{k + 1}" for k in range(12))
_SPOT_PLACES = tuple((_CRATE_ZONES[i // 6], _SPOT_POS[i % 6]) for i in range(6 * len(_CRATE_ZONES)))  # by spot i: :func:`spot_place`


def at_arg(action: dict[str, Any], floor: Sequence[int]) -> tuple[int, int]:
    """A crate's ``at: [x, y]``: a spot of the floor, or up to three spots past its edge (the group is then re-centred)."""
    width, height = floor
    at = action.get("at")
    if not (
        isinstance(at, list)
        and len(at) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in at)
        and -3 <= at[0] <= width
        and -3 <= at[1] <= height
    ):
        raise bad_arg(action, "at", msg("jido.arg.xy", value=shown_value(at), w=width, h=height))
    return int(at[0]), int(at[1])
