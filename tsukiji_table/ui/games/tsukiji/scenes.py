"""Screenshot scenes of Tokyo Tsukiji Market (``tsukiji-table screenshot tsukiji --scene NAME``).

``setup``: the table as set up.  ``turn``: a few rounds played by the
heuristic bots, stopped in the middle of a player's Fishing action.
``auction``: a King Crab landing, the sealed bid being entered.  ``end``:
a whole game played by the heuristic bots, and the end screen.  ``crash``
(with ``--opt crash=on``): one external board Crashed and one Closed, their
tokens on them, the two sides side by side.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ....games.selfplay import make_bot
from ....games.tsukiji import zones as Z
from ....games.tsukiji.setup import add_market
from ....games.tsukiji.variants import CRASH_TOKEN


def _uncover(scene: Any) -> None:
    """Dismiss a hand-off cover the way a click on it would."""
    cover = scene.cover
    if cover is not None:
        cover._ready()  # noqa: SLF001 - the click's own handler


def _bots(scene: Any) -> list[Any]:
    return [make_bot(scene.game, "heuristic", s, scene.table.seed) for s in range(scene.table.players)]


def _step(scene: Any, bots: list[Any]) -> bool:
    game, table = scene.game, scene.table
    if game.is_over(table):
        return False
    seat = game.to_move(table)[0]
    game.play(table, seat, bots[seat].act(game, table, seat))
    return True


def setup(scene: Any) -> None:
    scene.changed()
    _uncover(scene)


def turn(scene: Any) -> None:
    """Play three rounds, then on until the player to move is fishing with something on sale."""
    bots = _bots(scene)
    table = scene.table
    rounds = 3 * table.players
    for _ in range(3000):
        if table.vars.get("turn_count", 0) > rounds and table.vars.get("phase") == "fishing" and not table.zones[Z.unload(table.vars["turn"])].ids:
            break
        if not _step(scene, bots):
            break
    scene.viewer = table.vars.get("turn", 0)
    scene.changed()
    _uncover(scene)


def auction(scene: Any) -> None:
    """The player to move lands two King Crab barrels: the auction's sealed bids open."""
    game, table = scene.game, scene.table
    ctx = game.ctx
    seat = table.vars["turn"]
    with table.begin("set the scene: a boat comes back with two king crabs") as tx:
        if not ctx.in_play(table, "king_crab"):
            add_market(ctx, table, tx, "king_crab")
        boat = next(b for b in table.zones[Z.market("boats", "boats")].ids if table.pieces[b].kind == "boat.slot2")
        tx.move([boat], Z.sea(seat))
        tx.move(table.zones[Z.market("king_crab", "barrels")].ids[-2:], Z.hold(boat))
    if table.vars["phase"] == "start":
        game.play(table, seat, {"action": "start_actions"})
    game.play(table, seat, {"action": "fish"})
    game.play(table, seat, {"action": "depart", "boat": table.zones[Z.berth(seat, 1)].ids[0]})
    game.play(table, seat, {"action": "return", "boat": boat, "berth": 1})
    scene.viewer = seat
    scene.changed()
    _uncover(scene)
    scene.plugin.update(0.0)  # opens the sealed bids: a hand-off to the first bidder
    _uncover(scene)


def end(scene: Any) -> None:
    bots = _bots(scene)
    for _ in range(60000):
        if not _step(scene, bots):
            break
    scene.changed()
    _uncover(scene)


def crash(scene: Any) -> None:
    """The first external board with a crash side lies Crashed, the next Closed (crash variant)."""
    table = scene.table
    boards = [m for m in table.vars["in_play"] if Z.market(m, "crash") in table.zones][:2]
    tokens = [p for p in table.zones[Z.BOX].ids if table.pieces[p].kind == CRASH_TOKEN]
    with table.begin("set the scene: a board crashed, another closed") as tx:
        sides = dict(zip(boards, ("crashed", "closed"), strict=False))
        for (mid, side), token in zip(sides.items(), tokens, strict=False):
            tx.move([token], Z.market(mid, "crash"))
            tx.set_face([token], side == "crashed")
        tx.set_var("crashed", sides)
    scene.changed()
    _uncover(scene)


SCENES: dict[str, Callable[[Any], None]] = {"setup": setup, "turn": turn, "auction": auction, "end": end, "crash": crash}
