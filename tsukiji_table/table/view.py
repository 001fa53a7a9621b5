"""What one seat may see of the table.

``view(table, viewer)`` is the only way the UI and the bots look at a table.
A piece whose face the viewer may not see appears as its kind's back, under
an opaque handle (``?zone#n``) instead of its id, so that neither the drawing
code nor a bot can learn what it is.  A handle can be turned back into the
piece for a command with :func:`resolve`; it stays valid until the zone
changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .model import BAG, MONEY, TableError, Visibility, Zone, ZoneKind
from .table import Table

HIDDEN_KIND = "hidden"


@dataclass(frozen=True, slots=True)
class PieceView:
    handle: str
    kind: str
    hidden: bool
    face_up: bool
    rot: int
    pos: Any


@dataclass(frozen=True, slots=True)
class ZoneView:
    id: str
    kind: ZoneKind
    visibility: Visibility
    owner: int | None
    pieces: tuple[PieceView, ...]
    coins: dict[int, int] | None  # None: a closed purse
    meta: dict[str, Any]

    @property
    def money(self) -> int | None:
        if self.coins is None:
            return None
        return sum(d * n for d, n in self.coins.items())


@dataclass(frozen=True, slots=True)
class TableView:
    viewer: int | None
    zones: dict[str, ZoneView]
    vars: dict[str, Any]

    def pieces(self) -> list[PieceView]:
        return [p for z in self.zones.values() for p in z.pieces]


def _sees_piece(table: Table, zone: Zone, sees_zone: bool, face_up: bool, kind: str, viewer: int | None) -> bool:
    if not sees_zone:
        return False
    if face_up or viewer is None or table.kinds[kind].back is None:
        return True
    # Face down with a back that hides which piece it is: only the zone's owner
    # knows it (their own card laid face down in front of them, or in their hand).
    return zone.owner is not None and viewer == zone.owner


def sees_face(table: Table, piece_id: str, viewer: int | None) -> bool:
    """Whether ``viewer`` may know which piece ``piece_id`` is, where it lies now.

    The rule, in order: the zone's visibility says who may look into it at
    all (``Zone.sees``: a bag is opaque to every seat); a face-up piece, or
    one whose back does not hide its identity, is then seen; a face-down
    piece whose back hides it is seen only by the zone's owner, who may look
    at their own cards (not inside a zone hidden from them: a forehead, a
    shut fist).  ``contract.may_see`` is the same rule written apart.
    """
    piece = table.pieces[piece_id]
    zone = table.zones[piece.zone]
    return _sees_piece(table, zone, zone.sees(viewer), piece.face_up, piece.kind, viewer)


def _coins_seen(table: Table, zone: Zone, viewer: int | None) -> bool:
    """Money others may not see is a closed purse: not even its total shows.

    Money lying on a piece (``meta.anchor``) shows only to those who know the piece.
    """
    if zone.kind is not MONEY:
        return True
    if not zone.sees(viewer):
        return False
    anchor = zone.meta.get("anchor")
    return not (isinstance(anchor, str) and anchor in table.pieces and not sees_face(table, anchor, viewer))


def zone_view(table: Table, zone: Zone, viewer: int | None) -> ZoneView:
    sees_zone = zone.sees(viewer)
    pieces = []
    for n, pid in enumerate(zone.ids):
        p = table.pieces[pid]
        if _sees_piece(table, zone, sees_zone, p.face_up, p.kind, viewer):
            pieces.append(PieceView(pid, p.kind, False, p.face_up, p.rot, p.pos))
        else:
            back = table.kinds[p.kind].back or HIDDEN_KIND
            # A bag's pieces keep no position and no rotation: they would leak.
            bag = zone.kind is BAG
            pieces.append(PieceView(f"?{zone.id}#{n}", back, True, False, 0 if bag else p.rot, None if bag else p.pos))
    coins = dict(zone.coins) if _coins_seen(table, zone, viewer) else None
    return ZoneView(zone.id, zone.kind, zone.visibility, zone.owner, tuple(pieces), coins, zone.meta)


SECRET = "secret."


def sees_var(name: str, viewer: int | None) -> bool:
    """Whether ``viewer`` may read variable ``name``.

    Variables are public unless named ``secret.<name>`` (seen by the referee
    only, e.g. a puzzle's hidden solution) or ``secret.<seat>.<name>`` (seen
    by that seat and the referee, e.g. the colour one player chose in secret).
    """
    if viewer is None or not name.startswith(SECRET):
        return True
    owner, _, rest = name[len(SECRET) :].partition(".")
    return bool(rest) and owner.isdigit() and int(owner) == viewer


def view_vars(table: Table, viewer: int | None) -> dict[str, Any]:
    if viewer is None:
        return table.vars
    return {k: v for k, v in table.vars.items() if sees_var(k, viewer)}


def view(table: Table, viewer: int | None) -> TableView:
    """The table as ``viewer`` (a seat index, or ``None`` for the referee) sees it."""
    zones = {zid: zone_view(table, z, viewer) for zid, z in table.zones.items()}
    return TableView(viewer, zones, view_vars(table, viewer))


def resolve(table: Table, viewer: int | None, handle: str) -> str:
    """The piece id behind a handle from ``view(table, viewer)``.

    Raises :class:`TableError` if the handle is stale or names a piece the
    viewer could see by id (handles are only for hidden pieces).
    """
    if not handle.startswith("?"):
        if handle not in table.pieces:
            raise TableError(f"no piece {handle!r}")
        return handle
    zone_id, _, index = handle[1:].rpartition("#")
    zone = table.zones.get(zone_id)
    if zone is None or not index.isdigit() or int(index) >= len(zone.ids):
        raise TableError(f"stale handle {handle!r}")
    pid = zone.ids[int(index)]
    p = table.pieces[pid]
    if _sees_piece(table, zone, zone.sees(viewer), p.face_up, p.kind, viewer):
        raise TableError(f"stale handle {handle!r}")
    return pid
