"""The free tables' screen: the generic secret tools a real table lacks.

A sealed bid and a secret card choice for everyone, collected one seat at a
time behind hand-offs and revealed together.  Nothing is enforced: the
players act on the result by hand, as they would at a real table.
"""

from __future__ import annotations

from typing import Any

from .. import i18n
from ..plugin import ButtonSpec, GameScreen, screen_for


@screen_for("sandbox:*")
class SandboxScreen(GameScreen):
    strings = {
        "sandbox.bid": {"en": "Sealed bid", "ja": "秘密の入札"},
        "sandbox.card": {"en": "Secret card", "ja": "秘密のカード"},
        "sandbox.bids": {"en": "Bids: {list}", "ja": "入札：{list}"},
        "sandbox.cards": {"en": "Cards chosen: {list}", "ja": "選ばれたカード：{list}"},
    }

    def buttons(self) -> list[ButtonSpec]:
        if self.scene.table.players < 2:
            return []
        return [ButtonSpec("sandbox.bid", self.sealed_bid), ButtonSpec("sandbox.card", self.secret_card)]

    def sealed_bid(self) -> None:
        seats = list(range(self.scene.table.players))
        self.scene.secret_number(seats, 0, 999, self._bids_done)

    def _bids_done(self, bids: dict[int, Any]) -> None:
        text = ", ".join(f"{self.scene.seat_name(s)} {v}" for s, v in sorted(bids.items()))
        self.scene.toast(i18n.tr("sandbox.bids", list=text))

    def secret_card(self) -> None:
        seats = list(range(self.scene.table.players))
        self.scene.secret_card(seats, self._cards_done)

    def _cards_done(self, cards: dict[int, Any]) -> None:
        names = []
        for seat, pid in sorted(cards.items()):
            piece = self.scene.table.pieces.get(pid)
            name = i18n.local(self.scene.catalog.look(piece.kind).names) if piece else "—"
            names.append(f"{self.scene.seat_name(seat)}: {name}")
        self.scene.toast(i18n.tr("sandbox.cards", list=", ".join(names)))
