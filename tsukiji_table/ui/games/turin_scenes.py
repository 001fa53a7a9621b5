"""Screenshot scenes of Turin Market (``tsukiji-table screenshot turin --scene NAME``).

Each scene plays a real game with the heuristic bots up to the moment it
shows, then sets the window up as the players would see it: ``lot`` (the
lot on the table while a player takes cards), ``choose`` (a card chosen in
secret), ``bid`` (a sealed bid being
typed), ``reveal`` (the result of an auction), ``tie`` (a tie re-bid),
``toss`` (the coin toss), ``sale`` (an offer on the table, the next seller
at the screen) and ``end`` (the final scores).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame

from ...games.turin import market
from ...games.turin.bots import HeuristicBot
from ..overlays import SecretInput
from .turin_dialogs import CoinTossDialog


def _advance(scene: Any, stop: Callable[[Any], bool], limit: int = 2000) -> bool:
    """Bots play (directly, without the window) until ``stop(table)``; True if it happened."""
    game, table = scene.game, scene.table
    bots = [HeuristicBot(s, random.Random(f"screenshot:{table.seed}:{s}")) for s in range(table.players)]
    for _ in range(limit):
        if stop(table):
            return True
        movers = game.to_move(table)
        if not movers or game.is_over(table):
            return stop(table)
        seat = movers[0]
        game.play(table, seat, bots[seat].act(game, table, seat))
    return stop(table)


def _settle(scene: Any, viewer: int | None = None, keep_modals: bool = False, paused: bool = True) -> None:
    """The window catches up with the table without presenting its past; ``viewer`` sits at the screen."""
    scene.changed()
    flow = scene.plugin.flow  # type: ignore[attr-defined]
    flow.queue.clear()
    flow.current = None
    flow.seen = len(scene.table.done)
    flow.paused = paused
    if not keep_modals:
        scene.modals.clear()
    scene.cover = None
    if viewer is not None and scene.is_bot(viewer):
        viewer = scene.human_seats[0]  # bots play without the screen: a person sits at it
    if viewer is not None:
        scene.viewer = viewer
    scene.renderer.invalidate()


def _phase(name: str, later_than: int = 0) -> Callable[[Any], bool]:
    return lambda t: t.vars.get("phase") == name and t.vars.get("round", 1) > later_than


def lot(scene: Any) -> None:
    """A player taking cards from the lot, one already clicked (or the lot before the bids)."""
    table = scene.table
    if table.players > 2:
        choosing = _advance(scene, lambda t: _phase("pick")(t) and t.vars["queue"][0][1] > 1)
    else:  # nobody chooses among the lot's cards (two players: the first takes both): the lot before the bids
        choosing = False
        _advance(scene, _phase("bid", later_than=1))
    seat = table.vars["queue"][0][0] if choosing else 0
    _settle(scene, seat)
    if choosing:
        scene.plugin.picked = [table.zones["lot"].ids[0]]  # type: ignore[attr-defined]


def _bid_input(scene: Any, typed: str) -> None:
    flow = scene.plugin.flow  # type: ignore[attr-defined]
    flow.paused = False
    flow.update()  # the step's secret input starts with its hand-off cover ...
    if scene.cover is not None:
        scene.cover.on_ready()  # ... and the first player is at the screen
        scene.cover = None
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=typed))  # typed as a player would


def choose(scene: Any) -> None:
    """A player choosing, behind the others' backs, the card they put up."""
    _advance(scene, _phase("choose"))
    _settle(scene, paused=False)
    flow = scene.plugin.flow  # type: ignore[attr-defined]
    flow.update()
    if scene.cover is not None:
        scene.cover.on_ready()
        scene.cover = None
    scene.app.step()  # the dialog lays out the hand
    modal = scene.modals[-1]
    if isinstance(modal, SecretInput) and modal.card_rects:
        modal.choice = modal.card_rects[-1][1]


def bid(scene: Any) -> None:
    _advance(scene, _phase("bid", later_than=1 if scene.table.players < 4 else 0))
    _settle(scene)
    _bid_input(scene, "4")


def _bids(scene: Any, amounts: list[int]) -> None:
    """Every seat bids (capped by its purse), played as the window plays revealed bids."""
    table = scene.table
    flow = scene.plugin.flow  # type: ignore[attr-defined]
    money = [table.money(f"p{s}.money") for s in range(table.players)]
    flow.batch([(s, {"action": "bid", "amount": min(amounts[s], money[s])}) for s in scene.game.to_move(table)])
    flow.paused = True
    flow.show_next()  # what the reveal showed


def reveal(scene: Any) -> None:
    _advance(scene, _phase("bid", later_than=1 if scene.table.players < 4 else 0))
    _settle(scene)
    _bids(scene, [5, 3, 1, 2, 0])


def tie(scene: Any) -> None:
    _advance(scene, _phase("bid", later_than=1 if scene.table.players < 4 else 0))
    _settle(scene)
    _bids(scene, [3, 3, 1, 2, 0])
    scene.modals.clear()  # past the "tied bids" notice: the re-bid itself
    _settle(scene, paused=False)
    _bid_input(scene, "1")


def toss(scene: Any) -> None:
    _advance(scene, _phase("bid", later_than=1 if scene.table.players < 4 else 0))
    _settle(scene)
    _bids(scene, [3, 3, 1, 2, 0])
    flow = scene.plugin.flow  # type: ignore[attr-defined]
    scene.modals.clear()
    flow.current = None
    flow.queue.clear()
    flow.batch([(s, {"action": "rebid", "amount": 1}) for s in scene.game.to_move(scene.table)])
    flow.show_next()  # the toss (the result follows it)
    if isinstance(flow.current, CoinTossDialog):
        flow.current.t = CoinTossDialog.SPIN_S  # landed


def sale(scene: Any) -> None:
    """One seller has offered a card; the next seller is at the screen."""
    table, game = scene.table, scene.game

    def two_sellers(t: Any) -> bool:
        return t.vars.get("phase") == "sell" and sum(1 for s in game.to_move(t) if market.offerable(t, s)) >= 2

    if not _advance(scene, two_sellers):
        _advance(scene, _phase("sell"))
    movers = game.to_move(table)
    seller = next((s for s in movers if market.offerable(table, s) and table.money(f"p{s}.money") >= 1), None)
    if seller is not None:
        game.play(table, seller, {"action": "offer", "card": market.offerable(table, seller)[0], "price": min(3, table.money(f"p{seller}.money"))})
    rest = game.to_move(table)
    _settle(scene, rest[0] if rest else 0)


def end(scene: Any) -> None:
    _advance(scene, lambda t: t.vars.get("phase") in ("over", "interlude"))
    _settle(scene, 0, keep_modals=True)
    if not scene.modals:
        scene.show_end()


SCENES: dict[str, Callable[[Any], None]] = {
    "lot": lot,
    "choose": choose,
    "bid": bid,
    "reveal": reveal,
    "tie": tie,
    "toss": toss,
    "sale": sale,
    "end": end,
}
