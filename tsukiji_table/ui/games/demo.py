"""The screen of the built-in demo game (Sticks): the smallest complete example of a game screen.

It adds a button per legal take, an info panel, a drag rule (sticks dragged
from the pile into your own pile are a take of that many) and a screenshot
scene.  ``docs/ui.md`` walks through it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import i18n
from ..plugin import ButtonSpec, Drop, GameScreen, screen_for


@screen_for("demo")
class SticksScreen(GameScreen):
    strings = {
        "demo.take": {"en": "Take {count}", "ja": "{count}本取る"},
        "demo.left": {"en": "Sticks left: {n}", "ja": "残りの棒：{n}本"},
        "demo.pot": {"en": "Pot: {n}", "ja": "ポット：{n}"},
        "zone.sticks": {"en": "Sticks", "ja": "棒"},
        "kind.stick": {"en": "Stick", "ja": "棒"},
        "kind.coin": {"en": "Coin", "ja": "コイン"},
    }

    def buttons(self) -> list[ButtonSpec]:
        def take(n: int) -> Callable[[], None]:
            return lambda: self.services.play({"action": "take", "count": n})

        def legal(n: int) -> Callable[[], bool]:
            return lambda: {"action": "take", "count": n} in self.services.legal_actions()

        return [ButtonSpec(lambda n=n: i18n.tr("demo.take", count=n), take(n), legal(n)) for n in (1, 2, 3)]

    def panel_lines(self) -> list[str]:
        table = self.services.table
        lines = super().panel_lines()
        lines.append(i18n.tr("demo.left", n=len(table.zones["pile"].ids)))
        lines.append(i18n.tr("demo.pot", n=table.money("pot")))
        return lines

    def action_for_drop(self, drop: Drop, legal: list[dict[str, Any]]) -> dict[str, Any] | None:
        if drop.source == "pile" and drop.target == f"p{drop.seat}.sticks":
            action = {"action": "take", "count": len(drop.ids)}
            return action if action in legal else None
        return super().action_for_drop(drop, legal)

    @classmethod
    def screenshot_scenes(cls) -> dict[str, Callable[[Any], None]]:
        def midgame(scene: Any) -> None:
            for count in (2, 3, 1):
                scene.play({"action": "take", "count": count}, seat=scene.game.to_move(scene.table)[0])
            if scene.cover is not None:
                scene.cover.on_ready()
                scene.cover = None

        return {"demo-midgame": midgame}
