"""Market modules: one per market, registered by name (see ``base.py``).

Importing this package imports every module so that each registers itself;
:func:`make_market` builds the module a board's ``module`` key names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import aquarium, auction, bagged, bank, barter, boats, eel, fugu, government, mackerel, octopus, red_snapper, rental, salmon, squid, trade  # noqa: F401
from .base import REGISTRY, FishMarket, Market, Pocket

if TYPE_CHECKING:
    from ..context import Ctx
    from ..data import MarketInfo


def make_market(info: MarketInfo, ctx: Ctx) -> Market:
    try:
        cls = REGISTRY[info.module]
    except KeyError:
        raise ValueError(f"market {info.id!r} names module {info.module!r}, which does not exist; known: {', '.join(sorted(REGISTRY))}") from None
    return cls(info, ctx)


__all__ = ["REGISTRY", "FishMarket", "Market", "Pocket", "make_market"]
