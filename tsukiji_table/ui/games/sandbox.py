"""The free tables' screen: the generic secret tools a real table lacks, and the tower.

A sealed bid and a secret card choice for everyone, collected one seat at a
time behind hand-offs and revealed together.  Nothing is enforced: the
players act on the result by hand, as they would at a real table.  A table
with the vending-machine tower (the Jidohanbaiki box) gets the tower view:
drag drinks to its opening and watch them come out or jam.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import i18n
from ..errors import LaunchError
from ..plugin import ButtonSpec, GameScreen, screen_for
from ..services import TableServices
from ..tower import TowerHooks, TowerView
from ..tower.aim import aim_from, arc


@screen_for("sandbox:*")
class SandboxScreen(TowerHooks, GameScreen):
    strings = {
        "sandbox.bid": {"en": "Sealed bid", "ja": "秘密の入札"},
        "sandbox.card": {"en": "Secret card", "ja": "秘密のカード"},
        "sandbox.bids": {"en": "Bids: {list}", "ja": "入札：{list}"},
        "sandbox.cards": {"en": "Cards chosen: {list}", "ja": "選ばれたカード：{list}"},
    }

    def __init__(self, services: TableServices) -> None:
        super().__init__(services)
        self.tower = TowerView.for_table(services)

    def buttons(self) -> list[ButtonSpec]:
        own = []
        if self.services.table.players >= 2:
            own = [ButtonSpec("sandbox.bid", self.sealed_bid), ButtonSpec("sandbox.card", self.secret_card)]
        return own + super().buttons()

    def sealed_bid(self) -> None:
        seats = list(range(self.services.table.players))
        self.services.secret_number(seats, 0, 999, self._bids_done)

    def _bids_done(self, bids: dict[int, Any]) -> None:
        text = ", ".join(f"{self.services.seat_name(s)} {v}" for s, v in sorted(bids.items()))
        self.services.toast(i18n.tr("sandbox.bids", list=text))

    def secret_card(self) -> None:
        seats = list(range(self.services.table.players))
        self.services.secret_card(seats, self._cards_done)

    def _cards_done(self, cards: dict[int, Any]) -> None:
        names = []
        for seat, pid in sorted(cards.items()):
            piece = self.services.table.pieces.get(pid)
            name = i18n.local(self.services.catalog.look(piece.kind).names) if piece else "—"
            names.append(f"{self.services.seat_name(seat)}: {name}")
        self.services.toast(i18n.tr("sandbox.cards", list=", ".join(names)))

    @classmethod
    def screenshot_scenes(cls) -> dict[str, Callable[[Any], None]]:
        return {"tower": _tower_scene, "tower-jam": _tower_jam_scene, "aim": _aim_scene}


# ---------------------------------------------------------------- screenshots
# TOWER_SHOT_T (seconds into the animation, default 0.45) picks the frame of "tower".


def _tower_of(scene: Any) -> TowerView:
    tower = getattr(scene.plugin, "tower", None)
    if tower is None:
        raise LaunchError("this table has no vending-machine tower (try free:jidohanbaiki)", 2)
    tower.focus()
    return tower


def _tower_scene(scene: Any) -> None:
    """A whole crate tipped in, caught mid-animation."""
    import os

    tower = _tower_of(scene)
    tower.tip_crate(tower.crates()[0][0])
    t = float(os.environ.get("TOWER_SHOT_T", "0.45"))
    for _ in range(round(t * 60) - 8):  # the screenshot steps a few frames of its own
        tower.update(1 / 60)


def _tower_jam_scene(scene: Any) -> None:
    """Crates tipped in until a drink jams: the machine at rest with its jams edged in orange."""
    tower = _tower_of(scene)
    for zone, _ in tower.crates():
        tower.tip_crate(zone)
        tower.skip()
        if scene.table.zones[tower.zone].ids:
            break


def _aim_scene(scene: Any) -> None:
    """Throw mode: a drink in the hand, pulled back so the hint drops into the slot."""
    tower = _tower_of(scene)
    tower.toggle_throw()
    zone, drinks = tower.crates()[0]
    tower.load("drink." + drinks[-1])
    tower.gesture = "pull"
    hx, hy = tower.hand
    # The gentlest pull whose arc drops into the slot: a lob that stays on screen.
    pulls = sorted(((hx + 0.01 * i, hy - 0.01 * j) for i in range(2, 26) for j in range(0, 25)), key=lambda p: (p[0] - hx) ** 2 + (p[1] - hy) ** 2)
    good = next((p for p in pulls if (a := aim_from(tower.spec, tower.hand, p)).throw and arc(tower.spec, a.throw)[1]), pulls[0])
    tower.aim = aim_from(tower.spec, tower.hand, good)
