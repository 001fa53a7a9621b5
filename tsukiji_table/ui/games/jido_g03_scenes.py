"""Screenshot scenes of the Jidohanbaiki table games (``tsukiji-table screenshot jido:g03 --scene NAME``).

Each scene plays a real game with the heuristic bots (directly, without
the window) up to the moment it shows, then sets the window up as the
players would see it.  G03: ``g03-pick`` (a player choosing a crate),
``g03-brew`` (a player brewing, ingredients already used), ``g03-order``
(the fists opened), ``g03-end`` (the scores and their breakdown).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any


def advance(scene: Any, stop: Callable[[Any], bool], limit: int = 3000) -> bool:
    """The game's heuristic bots play until ``stop(table)``; True if it happened."""
    game, table = scene.game, scene.table
    factory = game.bots["heuristic"]
    bots = [factory(s, random.Random(f"screenshot:{table.seed}:{s}")) for s in range(table.players)]
    for _ in range(limit):
        if stop(table):
            return True
        movers = game.to_move(table)
        if not movers or game.is_over(table):
            return stop(table)
        game.play(table, movers[0], bots[movers[0]].act(game, table, movers[0]))
    return stop(table)


def settle(scene: Any, viewer: int | None, keep_modals: bool = False) -> None:
    """The window catches up with the table without presenting its past; ``viewer`` sits at the screen."""
    scene.changed()
    plugin = scene.plugin
    plugin.queue.clear()  # type: ignore[attr-defined]
    plugin.current = None  # type: ignore[attr-defined]
    plugin.seen = len(scene.table.done)  # type: ignore[attr-defined]
    plugin.paused = True  # type: ignore[attr-defined]
    if not keep_modals:
        scene.modals.clear()
    scene.cover = None
    if viewer is not None and scene.is_bot(viewer):
        viewer = scene.human_seats[0]
    if viewer is not None:
        scene.viewer = viewer
    scene.renderer.invalidate()


def _pick(scene: Any) -> None:
    advance(scene, lambda t: t.vars.get("phase") == "pick" and t.vars.get("round", 1) > 1)
    settle(scene, scene.game.to_move(scene.table)[0])


def _brew(scene: Any) -> None:
    advance(scene, lambda t: t.vars.get("phase") == "brew" and bool(t.vars.get("used")) and t.vars.get("round", 1) > 1)
    settle(scene, scene.game.to_move(scene.table)[0])


def _order(scene: Any) -> None:
    advance(scene, lambda t: t.vars.get("phase") == "pick" and t.vars.get("round", 1) > 1)
    tx = next(tx for tx in reversed(scene.table.done) if any(getattr(c, "name", None) == "order" for c in tx.commands))
    settle(scene, scene.game.to_move(scene.table)[0])
    scene.modals.append(scene.plugin._order_table(tx))  # type: ignore[attr-defined]


def _end(scene: Any) -> None:
    advance(scene, lambda t: scene.game.is_over(t))
    settle(scene, 0)
    scene.show_end()


SCENES: dict[str, Callable[[Any], None]] = {"g03-pick": _pick, "g03-brew": _brew, "g03-order": _order, "g03-end": _end}
