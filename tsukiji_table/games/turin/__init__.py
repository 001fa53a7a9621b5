"""Turin Market (Jordan Draper): auctions of goods cards, majorities, loans.

The referee is :class:`~.game.Turin`; the rules' numbers come from
``rules/turin/`` (read by :mod:`.data`); :mod:`.bots` adds a heuristic bot.
"""

from __future__ import annotations

from ..registry import register
from .bots import HeuristicBot
from .game import Turin

register(Turin)

__all__ = ["Turin", "HeuristicBot"]
