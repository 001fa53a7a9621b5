"""Squid (イカ): tokens worth nothing at the end that sell for a fixed price."""

from __future__ import annotations

from .base import FishMarket, market


@market("squid")
class Squid(FishMarket):
    """Everything squid does is data: value 0, sells for ``sell_yen`` each."""
