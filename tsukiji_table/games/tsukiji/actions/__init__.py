"""The declared actions of Tokyo Tsukiji Market, in the order ``legal_actions`` lists them.

One module per part of a turn: ``turn`` (start of turn, choosing an action,
carts, berths, licenses), ``fishing``, ``buying``, ``market`` (entering,
leaving and the markets' operations) and ``bidding`` (sealed bids and the
owner's choice).  Each action's ``check`` is its rule; the rules themselves
live in the game's step modules and market modules, which the checks ask.
"""

from __future__ import annotations

from ...base import Action
from . import bidding, buying, fishing, himono, influence, market, overseas, turn

ALL: tuple[type[Action], ...] = (
    *turn.START,
    *turn.MAIN,
    market.Enter,
    *fishing.FISHING,
    *overseas.OVERSEAS,
    *buying.BUY,
    *market.OPS,
    market.Leave,
    *bidding.BIDS,
    *turn.ANY,
    *fishing.ANY,
    *influence.INFLUENCE,
    *himono.HIMONO,
)

__all__ = ["ALL"]
