"""The phase flow of Tokyo Tsukiji Market: what happens by itself after an action.

Actions change what they change and say nothing about what comes next; the
game's :meth:`~.TsukijiMarket.advance` calls :func:`advance` in the same
transaction, which does the automatic steps until none applies:

1. overfishing (a market emptied: its barrels to the box, a new board drawn);
   an external market crashing (crash variant: its token, a new board drawn);
2. sealed bids all in: reveal them and resolve the auction, unless its owner
   must choose (a tie, or a Barter offer);
3. crab or tuna landed in pairs (threes) during a Fishing action: the next
   auction of a token drawn from the bag;
4. no action point left in the main phase: the turn ends; the next one
   begins (its end-game check, and spoilage unless a start-of-turn choice is
   possible), or the game ends and is scored.

Then it writes the phase, which is read from what is open: an auction (bid,
choose), a new price being chosen, a market visit, a Buy or Fishing action,
the start-of-turn choices, or else the main phase.  Only this module writes
``phase``; the step modules report what happened and never call each other
across phases.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...table import Table
from . import bidding, fishing, overfishing, scoring, turn, variants

if TYPE_CHECKING:
    from ...table import Tx
    from . import TsukijiMarket

#: The optional start-of-turn actions: when none is legal, spoilage follows at once (q04).
START_CHOICES = ("dump", "use_freezer", "buy_own_fugu")


def phase_of(t: Table) -> str:
    """The phase, read from what is open (innermost first)."""
    v = t.vars
    if "final" in v:
        return "over"
    auction = v.get("auction")
    if auction is not None:
        return "bid" if auction["pending"] else "choose"
    for name, phase in (("pricing", "pricing"), ("buyer", "buyer"), ("visit", "market"), ("bought", "buy"), ("fishing", "fishing")):
        if name in v:
            return phase
    return "start" if v.get("starting") else "main"


def advance(game: TsukijiMarket, t: Table, tx: Tx) -> None:
    """Every automatic step the table calls for now, then the phase (see the module docstring)."""
    while _step(game, t, tx):
        pass
    tx.set_var("phase", phase_of(t))


def _step(game: TsukijiMarket, t: Table, tx: Tx) -> bool:
    ctx = game.ctx
    if overfishing.check(ctx, t, tx):
        return True
    if variants.check_crashes(ctx, t, tx):
        return True
    if t.vars.get("himono") is not None and game.ctx.markets["himono"].sync(t, tx):  # type: ignore[attr-defined]
        return True
    if t.vars.get("overfish_due") and "bought" not in t.vars:
        overfishing.settle(ctx, t, tx)
        return True
    if "final" in t.vars:
        return False
    if t.vars.get("auction") is not None:
        if not bidding.all_in(t):
            return False  # bids to seal, or the owner to choose
        tx.reveal()
        winner = bidding.reveal(ctx, t, tx)
        if winner is not None:
            bidding.resolve(ctx, t, tx, winner)
        return True
    if "fishing" in t.vars:
        mid = fishing.auction_due(ctx, t)
        if mid is not None:
            if fishing.open_auction(ctx, t, tx, mid):
                tx.reveal()  # the token drawn from the bag
            return True
    if "resume" in t.vars and "buyer" not in t.vars:
        _after_turn(game, t, tx)
        return True
    if phase_of(t) == "main" and t.vars["ap"] == 0 and t.vars["cart_ap"] == 0:
        end_turn(game, t, tx)
        return True
    return False


def end_turn(game: TsukijiMarket, t: Table, tx: Tx) -> None:
    """The turn is over: the last round counts down, then the next player's turn begins."""
    end = t.vars.get("end")
    if end is not None:
        left = end["left"] - 1
        tx.set_var("end", {**end, "left": left})
        if left == 0:
            scoring.final_scoring(game.ctx, t, tx)
            return
    tx.set_var("resume", t.vars["turn"])
    _after_turn(game, t, tx)


def _after_turn(game: TsukijiMarket, t: Table, tx: Tx) -> None:
    """Buyer tokens assigned to the player whose turn just ended buy now (Influence); then the next turn begins, left of that player."""
    ended = int(t.vars["resume"])
    influence = game.ctx.markets.get("influence")
    entry = influence.due(t, ended) if influence is not None and t.vars.get("buyers") else None  # type: ignore[attr-defined]
    if entry is not None:
        influence.open_buy(t, tx, entry)  # type: ignore[union-attr]
        return
    tx.del_var("resume")
    begin_turn(game, t, tx, (ended + 1) % t.players)


def begin_turn(game: TsukijiMarket, t: Table, tx: Tx, seat: int) -> None:
    """``seat``'s turn begins, unless play is going round in circles (q45): then the game ends."""
    if turn.stalled(t, tx, seat):
        tx.set_var("stalled", True)
        scoring.final_scoring(game.ctx, t, tx)
        return
    turn.begin_turn(game.ctx, t, tx, seat)
    if t.vars.get("buyers"):
        game.ctx.markets["influence"].arm(t, tx, seat)  # type: ignore[attr-defined]
    if "himono" in game.ctx.markets and game.ctx.in_play(t, "himono"):
        game.ctx.markets["himono"].convert(t, tx, seat)  # type: ignore[attr-defined]
    if not game.any_legal(t, seat, START_CHOICES):
        turn.spoil(game.ctx, t, tx, seat)
        tx.del_var("starting")
