"""The referee interface every game implements, and helpers to build tables.

A referee is a set of pure functions over a table: it builds the table's
structure, sets it up, lists legal actions, applies one (validating it) and
scores.  Actions are plain dicts in the referee's own vocabulary, e.g.
``{"action": "bid", "amount": 3}``; the same dicts come from the UI, the bots
and ``tsukiji-table script`` files.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..rulesdata import Rules
from ..table import KindInfo, Table, TableError, ZoneKind


class IllegalAction(ValueError):
    """An action that the rules (or the current mode) do not allow."""


@dataclass(frozen=True)
class Option:
    """A game option the menu and the command line offer.

    ``check``, when given, accepts values beyond ``choices`` (free text such
    as a hand-picked list): it returns the normalised value or raises
    ``ValueError`` saying what is wrong.
    """

    name: str
    choices: tuple[Any, ...]
    default: Any
    help: str = ""
    names: dict[str, str] = field(default_factory=dict)
    check: Callable[[Any], Any] | None = None

    def parse(self, text: str) -> Any:
        if self.check is not None and text not in self.choices:
            return self.check(text)
        for choice in self.choices:
            if str(choice).lower() == text.strip().lower():
                return choice
        raise ValueError(f"option {self.name} must be one of {', '.join(map(str, self.choices))}, not {text!r}")


MODES = ("free", "assisted", "strict")


class Game:
    """Base class of referees; a subclass per game (see module docstring)."""

    id: ClassVar[str] = ""
    box: ClassVar[str | None] = None  # the rules/ folder, or None for built-in data
    names: ClassVar[dict[str, str]] = {}
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 1
    listed: ClassVar[bool] = True  # offered in the menu
    options: ClassVar[tuple[Option, ...]] = ()

    def __init__(self, rules: Rules | None):
        self.rules = rules

    # ---------------------------------------------------------- structure

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        """The table with every zone and every component in the box."""
        raise NotImplementedError

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        """Set the game up with transactions on the built table."""
        raise NotImplementedError

    # --------------------------------------------------------------- play

    def to_move(self, table: Table) -> list[int]:
        """The seats whose input the game waits for (several for secret bids)."""
        return []

    def legal_actions(self, table: Table, seat: int) -> Iterator[dict[str, Any]]:
        """Every action ``seat`` may take now."""
        return iter(())

    def play(self, table: Table, seat: int, action: dict[str, Any]) -> None:
        """Validate ``action`` and apply it as one transaction; raise :class:`IllegalAction`."""
        raise IllegalAction(f"{self.id} has no referee yet")

    def is_over(self, table: Table) -> bool:
        return False

    def score(self, table: Table) -> dict[str, Any] | None:
        """The final breakdown, or ``None`` while the game runs."""
        return None

    # ------------------------------------------------------------- output

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


def populate(table: Table, rules: Rules, zone: str = "box", money_zone: str | None = None, sets: tuple[str, ...] | None = None) -> None:
    """Register every kind of ``rules`` and put every component in ``zone``.

    Piece ids are the kind id (``drink.red:short_can``) when there is one
    copy, else ``kind#n`` from 1.  Coins are added as counts to
    ``money_zone`` (default: ``zone``'s money zone must exist).  ``sets``
    limits the components to those sets (``base``, ``expansion``, ...).
    """
    for comp in rules.components.values():
        if sets is not None and comp.set not in sets:
            continue
        back = f"{comp.id}.back" if comp.back else None
        if back is not None:
            table.add_kind(KindInfo(back, comp.id))
        for kind_id, variant, copies in comp.kinds():
            denomination = comp.denomination_of(variant)
            table.add_kind(KindInfo(kind_id, comp.id, back, denomination))
            if denomination is not None:
                if money_zone is None:
                    raise TableError(f"{comp.id} are coins but no money zone was named")
                table.add_coins(money_zone, denomination, copies)
                continue
            for n in range(1, copies + 1):
                piece_id = kind_id if copies == 1 else f"{kind_id}#{n}"
                table.add_piece(piece_id, kind_id, zone, face_up=not comp.back)


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
