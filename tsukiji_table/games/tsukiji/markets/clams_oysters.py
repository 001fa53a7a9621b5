"""Clams & Oysters (ハマグリとカキ, expansion): tokens in the auction bag, sold in pairs.

Entered by paying 1 clam-and-oyster barrel on sale at your harbor.  Buying
another player's C&O barrel draws 1 token at random from the bag: an oyster
also pays the buyer 200 yen from the supply (oysters are worth 1, clams 3).
Tokens sell only as sets of 1 clam + 1 oyster, 800 yen a set, back into the
bag.  The market is overfished when the bag holds none of its tokens.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ....table import Table
from ....text import msg
from .. import zones as Z
from .bagged import BagFishMarket
from .base import Action, Pocket, Why, distinct, in_supply, market

if TYPE_CHECKING:
    from ....table import Tx


@market("clams_oysters")
class ClamsOysters(BagFishMarket):
    def __init__(self, *args: Any):
        super().__init__(*args)
        self.set_kinds = tuple(str(k) for k in self.raw["sell_set"]["kinds"])
        self.bonus_kind = str(self.raw["draw_bonus"]["kind"])

    def can_buy_barrel(self, t: Table) -> bool:
        return self.any_token_left(t)

    def take_token(self, t: Table, tx: Tx, seat: int, row: str) -> str | None:
        """A token drawn at random from the bag; an oyster pays 200 yen more."""
        kinds = self.token_kinds
        drawn = tx.draw(Z.BAG, Z.supply(seat), 1, where=lambda p: p.kind in kinds)
        tx.reveal()
        if drawn and t.pieces[drawn[0]].kind == self.bonus_kind:
            self.ctx.pay(tx, Z.BANK, Z.money(seat), int(self.raw["draw_bonus"]["yen"]))
        return drawn[0] if drawn else None

    def sets(self, tokens: list[str], t: Table) -> int | None:
        """How many clam + oyster sets ``tokens`` make, or None if they are not whole sets."""
        counts = [sum(1 for x in tokens if t.pieces[x].kind == k) for k in self.set_kinds]
        return counts[0] if len(set(counts)) == 1 and sum(counts) == len(tokens) else None

    def sell_yen(self, t: Table, tokens: list[str]) -> int:
        return int(self.raw["sell_set"]["yen"]) * (self.sets(tokens, t) or 0)

    def can_sell(self, t: Table, seat: int, pocket: Pocket) -> bool:
        mine = self.my_tokens(t, seat, pocket)
        return all(any(t.pieces[x].kind == k for x in mine) for k in self.set_kinds)

    def cand_sell(self, t: Table, seat: int) -> Iterable[Action]:
        mine = self.my_tokens(t, seat)
        by = [[x for x in mine if t.pieces[x].kind == k] for k in self.set_kinds]
        for n in range(1, min(len(b) for b in by) + 1):
            yield {"action": "sell", "tokens": [x for b in by for x in b[:n]], "barrels": []}

    def check_sell(self, t: Table, seat: int, action: Action) -> Why:
        why = super().check_sell(t, seat, action)
        if why is None and self.sets(action["tokens"], t) in (None, 0):
            return msg("tsukiji.why.clam_oyster_sets")
        return why or distinct(action["tokens"]) or next((w for x in action["tokens"] if (w := in_supply(t, seat, x))), None)
