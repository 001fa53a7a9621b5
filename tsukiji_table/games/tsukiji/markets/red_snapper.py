"""Red Snapper (マダイ): an ordered grid of tokens whose value falls as it empties.

Tokens sit on outlined spots; a bought barrel pays the next token in a fixed
order (each column top to bottom, columns left to right), revealing a red
number.  Every red-snapper token is worth the lowest red number revealed,
which equals ceil(tokens left / 3); once overfished, a flat 2.  A token that
comes back fills the most recently emptied spot (decision q13).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from .. import zones as Z
from ..context import ceil_div
from .base import FishMarket, market

if TYPE_CHECKING:
    from ....table import Tx


@market("red_snapper")
class RedSnapper(FishMarket):
    def __init__(self, *args: Any):
        super().__init__(*args)
        grid = self.raw["grid"]
        self.cols, self.rows = int(grid["cols"]), int(grid["rows"])
        self.red = [list(c) for c in grid["red"]]
        # Spots in taking order: column by column, top to bottom.
        self.order = [(c, r) for c in range(self.cols) for r in range(self.rows)]
        self.overfished_value = int(self.raw["overfished_value"])

    def zone_specs(self) -> list[tuple[str, ZoneKind, dict[str, Any]]]:
        return [("barrels", ZoneKind.STACK, {}), ("tokens", ZoneKind.GRID, {}), ("licenses", ZoneKind.STACK, {})]

    def setup_tokens(self, t: Table, tx: Tx, players: int) -> None:
        kind = next(iter(self.token_kinds))
        tokens = self.from_box(t, kind, min(len(self.order), self.info.quantity("tokens", players)))
        if tokens:
            spots = self.order[len(self.order) - len(tokens) :]
            tx.move(tokens, self.pool, pos=spots)

    def value_of(self, t: Table, tokens: list[str]) -> int:
        if self.ctx.overfished(t, self.id):
            return self.overfished_value * len(tokens)
        return ceil_div(self.tokens_left(t), 3) * len(tokens)

    def lowest_red(self, t: Table) -> int | None:
        """The lowest red number revealed on the board (None while none is)."""
        taken = {t.pieces[x].pos for x in t.zones[self.pool].ids}
        revealed = [self.red[c][r] for c, r in self.order if (c, r) not in taken]
        return min(revealed) if revealed else None

    def take_token(self, t: Table, tx: Tx, seat: int, row: str) -> str | None:
        ids = t.zones[self.pool].ids
        if not ids:
            return None
        rank = {spot: k for k, spot in enumerate(self.order)}
        token = min(ids, key=lambda x: rank.get(t.pieces[x].pos, len(rank)))
        tx.move([token], Z.supply(seat))
        return token

    def return_tokens(self, t: Table, tx: Tx, tokens: list[str]) -> None:
        taken = {t.pieces[x].pos for x in t.zones[self.pool].ids}
        empty = [spot for spot in self.order if spot not in taken]
        spots = empty[len(empty) - len(tokens) :]
        tx.move(tokens, self.pool, pos=spots)
