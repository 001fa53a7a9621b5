"""The pieces and zones of a table.

A table holds every component of a box as a :class:`Piece` with a stable id.
Each piece lives in exactly one :class:`Zone`; zones carry the meaning (a
player's hand, a market's barrels, the box) and say who may see the faces of
what lies in them.  Money is kept as counted stacks of coins per denomination
in zones of kind ``money``, because coins are interchangeable.

Nothing here changes state by itself: every change goes through a command
(:mod:`tsukiji_table.table.commands`) so that it can be undone, saved and
replayed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any


class ZoneKind(str, Enum):
    """How a zone orders and places the pieces in it."""

    STACK = "stack"  # ordered pile or deck; the last id is the top
    BAG = "bag"  # unordered; drawing takes a random piece
    GRID = "grid"  # slots addressed by (column, row); a slot may hold a small pile
    AREA = "area"  # free positions (x, y) in the zone's own units
    HAND = "hand"  # a seat's ordered hand of cards
    TRACK = "track"  # marker pieces at integer positions between lo and hi
    MONEY = "money"  # counted coins per denomination, no individual pieces


class Visibility(str, Enum):
    """Who may look into a zone (the side a piece lies on decides the rest, see ``view``).

    A zone hidden from its own owner is ``OTHERS`` (a card held to one's
    forehead) or ``NOBODY`` with an owner (a drink held unseen in one's fist, G16).
    """

    EVERYONE = "everyone"  # all seats look in: face-up pieces are seen by all
    OWNER = "owner"  # only the owning seat looks in (a hand, a sealed bid)
    NOBODY = "nobody"  # nobody looks in (the box, a face-down deck, a fist even its holder keeps shut)
    OTHERS = "others"  # everyone but the owner (a card held to one's forehead)


# Members read in hot paths: on Python 3.11 ``Visibility.EVERYONE`` goes through the
# enum's class attribute lookup, about fifteen times slower than reading a module name.
EVERYONE, OWNER, NOBODY, OTHERS = Visibility.EVERYONE, Visibility.OWNER, Visibility.NOBODY, Visibility.OTHERS
STACK, BAG, GRID, AREA, HAND, TRACK, MONEY = (
    ZoneKind.STACK,
    ZoneKind.BAG,
    ZoneKind.GRID,
    ZoneKind.AREA,
    ZoneKind.HAND,
    ZoneKind.TRACK,
    ZoneKind.MONEY,
)


class TableError(ValueError):
    """A command cannot apply to the table as it is."""


@dataclass(slots=True)
class KindInfo:
    """What the table needs to know about a kind of piece.

    ``back`` is the kind shown in place of this one when a viewer may not see
    its face (``None`` when both sides show the same identity, e.g. a barrel).
    ``denomination`` is set for coin kinds, which live in money zones.
    """

    id: str
    component: str
    back: str | None = None
    denomination: int | None = None


@dataclass(slots=True)
class Piece:
    """One physical component.

    ``pos`` depends on the zone kind: ``(col, row)`` in a grid, ``(x, y)`` in
    an area, an ``int`` on a track, ``None`` in stacks, hands and bags (there
    the order of the zone's id list is the position).
    """

    id: str
    kind: str
    zone: str
    face_up: bool = True
    rot: int = 0
    pos: Any = None


@dataclass(slots=True)
class Zone:
    """A named place on the table.

    ``meta`` holds static, JSON-able facts a game or the UI needs (grid size,
    track range, a label); it never changes during play.
    """

    id: str
    kind: ZoneKind
    visibility: Visibility = Visibility.EVERYONE
    owner: int | None = None
    ids: list[str] = field(default_factory=list)
    coins: dict[int, int] = field(default_factory=dict)
    unlimited: bool = False  # a money zone that mints coins when it runs short
    meta: dict[str, Any] = field(default_factory=dict)

    def money(self) -> int:
        """Total value of the coins in this zone."""
        return sum(d * n for d, n in self.coins.items())

    def sees(self, viewer: int | None) -> bool:
        """Whether ``viewer`` (a seat, or ``None`` for the referee) may look into this zone.

        A bag is opaque: no seat sees into it, whatever its visibility.
        """
        if viewer is None:
            return True
        if self.kind is BAG:
            return False
        vis = self.visibility
        if vis is EVERYONE:
            return True
        if vis is OWNER:
            return viewer == self.owner
        if vis is OTHERS:
            return viewer != self.owner
        return False
