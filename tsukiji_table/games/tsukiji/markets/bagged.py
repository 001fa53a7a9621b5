"""King Crab (タカアシガニ) and Tuna (マグロ): tokens in the auction bag.

Their barrels are never put on sale: every ``auction_every`` barrels unloaded
in one Fishing action start an auction of one token drawn at random from the
bag (the landing is handled in ``fishing.py``, the bids in ``bidding.py``).
Sold tokens go back into the bag.  The market is overfished when the bag
holds no token of its species.
"""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING

from ....table import Table
from .. import zones as Z
from .base import FishMarket, market

if TYPE_CHECKING:
    from ....table import Tx

_KIND = attrgetter("kind")


class BagFishMarket(FishMarket):
    def tokens_left(self, t: Table) -> int:
        kinds = self.token_kinds
        pieces = t.pieces
        return sum(1 for x in t.zones[Z.BAG].ids if pieces[x].kind in kinds)

    def any_token_left(self, t: Table) -> bool:
        # Asked after every step of play, through the whole bag: the kinds read and matched without a Python loop.
        return not self.token_kinds.isdisjoint(map(_KIND, map(t.pieces.__getitem__, t.zones[Z.BAG].ids)))

    def setup_tokens(self, t: Table, tx: Tx, players: int) -> None:
        pool = [x for x in t.zones[Z.BOX].ids if t.pieces[x].kind in self.token_kinds]
        count = min(len(pool), self.info.quantity("tokens", players))
        if count:
            # The tokens a board asks for are taken unseen, like grabbing them from the box.
            counter, rng = t.rng()
            tx.move(sorted(rng.sample(pool, count)), Z.BAG, rng=counter)
        if not t.zones[Z.BAG_PIECE].ids:
            tx.move(["auction_bag"], Z.BAG_PIECE)

    def return_tokens(self, t: Table, tx: Tx, tokens: list[str]) -> None:
        if tokens:
            tx.move(tokens, Z.BAG)

    def take_token(self, t: Table, tx: Tx, seat: int, row: str) -> str | None:
        return None

    def can_buy_barrel(self, t: Table) -> bool:
        return False


@market("king_crab")
class KingCrab(BagFishMarket):
    """Sells for value x 100 + 400 per token (data)."""


@market("tuna")
class Tuna(BagFishMarket):
    """Sells for value x 100 per token (data); not for first games."""
