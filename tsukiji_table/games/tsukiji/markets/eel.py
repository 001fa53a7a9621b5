"""Eel (ウナギ): a value track that rises with every eel put on sale.

Each eel token is worth the marker's position (1-13).  An unloaded eel barrel
put on sale moves the marker up 1; selling eel tokens pays their value and
then moves the marker back 2 per token.  Moves beyond the track stop at its
ends (decision q03).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from .base import FishMarket, market

if TYPE_CHECKING:
    from ....table import Tx

MARKER = "value_marker"


class TrackMarket(FishMarket):
    """A fish market whose tokens are worth a value marker's place on a track (Eel, Swordfish)."""

    def __init__(self, *args: Any):
        super().__init__(*args)
        track = self.raw["track"]
        self.lo, self.hi, self.start = int(track["lo"]), int(track["hi"]), int(track["start"])
        self.up = int(track["up_per_barrel_on_sale"])
        self.down = int(track["down_per_token_sold"])
        self.marker_piece = str(track.get("marker") or MARKER)

    def zone_specs(self) -> list[tuple[str, ZoneKind, dict[str, Any]]]:
        return [*super().zone_specs(), ("track", ZoneKind.TRACK, {})]

    def setup(self, t: Table, tx: Tx, players: int) -> None:
        super().setup(t, tx, players)
        tx.move([self.marker_piece], self.zone("track"), pos=[self.start])

    def marker(self, t: Table) -> int:
        pos = t.pieces[self.marker_piece].pos
        return int(pos) if isinstance(pos, int) else self.start

    def move_marker(self, t: Table, tx: Tx, delta: int) -> None:
        new = min(self.hi, max(self.lo, self.marker(t) + delta))
        if new != self.marker(t):
            tx.set_pos([self.marker_piece], [new])

    def value_of(self, t: Table, tokens: list[str]) -> int:
        return self.marker(t) * len(tokens)

    def after_sale(self, t: Table, tx: Tx, seat: int, tokens: list[str]) -> None:
        self.move_marker(t, tx, -self.down * len(tokens))

    def on_placed(self, t: Table, tx: Tx, seat: int, barrel: str) -> None:
        if self.up:
            self.move_marker(t, tx, self.up)


@market("eel")
class Eel(TrackMarket):
    """Every eel put on sale moves the marker up; every token sold moves it down (data)."""
