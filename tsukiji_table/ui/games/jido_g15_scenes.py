"""Screenshot scenes of G15 Drink Hot-Potato (``tsukiji-table screenshot jido:g15 --scene NAME``).

``g15-give`` (a player choosing in secret what to give), ``g15-turn`` (a
turn's outcome for everyone), ``g15-end`` (the scores).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .jido_g03_scenes import advance, settle


def _give(scene: Any) -> None:
    advance(scene, lambda t: t.vars.get("phase") == "give" and t.vars.get("turns", 0) >= 2)
    movers = scene.game.to_move(scene.table)
    settle(scene, movers[0])
    scene.plugin.paused = False  # type: ignore[attr-defined]
    scene.plugin.update(0.0)  # the secret step opens for the first giver
    if scene.cover is not None:
        scene.cover.on_ready()
        scene.cover = None


def _turn(scene: Any) -> None:
    advance(scene, lambda t: t.vars.get("turns", 0) >= 3)
    tx = next(tx for tx in reversed(scene.table.done) if any(getattr(c, "name", None) == "shown" for c in tx.commands))
    settle(scene, 0)
    scene.modals.append(scene.plugin._turn_table(tx, tx.commands[[getattr(c, "name", None) for c in tx.commands].index("shown")].after))  # type: ignore[attr-defined]


def _end(scene: Any) -> None:
    advance(scene, lambda t: scene.game.is_over(t))
    settle(scene, 0)
    scene.show_end()


SCENES: dict[str, Callable[[Any], None]] = {"g15-give": _give, "g15-turn": _turn, "g15-end": _end}
