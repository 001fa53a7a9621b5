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

from .model import TableError, Visibility, Zone, ZoneKind
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


def _sees_piece(table: Table, zone: Zone, sees_zone: bool, face_up: bool, kind: str) -> bool:
    if not sees_zone:
        return False
    if face_up:
        return True
    if zone.visibility is Visibility.EVERYONE:
        # Face down on the open table: hidden only if its back hides identity.
        return table.kinds[kind].back is None
    # A private zone's onlooker sees both sides (a hand held up to the eyes).
    return True


def zone_view(table: Table, zone: Zone, viewer: int | None) -> ZoneView:
    sees_zone = zone.sees(viewer)
    pieces = []
    for n, pid in enumerate(zone.ids):
        p = table.pieces[pid]
        if _sees_piece(table, zone, sees_zone, p.face_up, p.kind):
            pieces.append(PieceView(pid, p.kind, False, p.face_up, p.rot, p.pos))
        else:
            back = table.kinds[p.kind].back or HIDDEN_KIND
            # A bag's pieces keep no position and no rotation: they would leak.
            bag = zone.kind is ZoneKind.BAG
            pieces.append(PieceView(f"?{zone.id}#{n}", back, True, False, 0 if bag else p.rot, None if bag else p.pos))
    # Money others may not see is a closed purse: not even its total shows.
    coins = dict(zone.coins) if sees_zone or zone.kind is not ZoneKind.MONEY else None
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
    if _sees_piece(table, zone, zone.sees(viewer), p.face_up, p.kind):
        raise TableError(f"stale handle {handle!r}")
    return pid
