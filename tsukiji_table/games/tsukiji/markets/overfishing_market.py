"""Overfishing (「乱獲」市場, expansion): a board nobody enters, and a final-scoring step.

If it is in play, final scoring gains a step just before loan repayment
(``scoring.py``): each player pays 100 yen per fish token held from an
overfished market and receives 100 yen per token from a market that is not.
"""

from __future__ import annotations

from ....table import Table
from ....text import msg
from .base import Market, Why, market


@market("overfishing")
class OverfishingMarket(Market):
    def entry_refusal(self, t: Table, seat: int) -> Why:
        return msg("tsukiji.why.cannot_enter", market=self.names)

    def yen_per_token(self, overfished: bool) -> int:
        return -int(self.raw["end_pay_overfished"]) if overfished else int(self.raw["end_receive"])
