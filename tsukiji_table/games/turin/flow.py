"""Turin Market's phase flow: what happens by itself after an action, and which phase comes next.

:func:`advance` runs after every action (and at the set-up), in the same
transaction.  Each phase has one step here that asks "is this phase done?"
and, if so, carries out the automatic bookkeeping (reveals, payments,
forced picks, the scoring) through the step functions of :mod:`.rounds`,
:mod:`.market` and :mod:`.scoring`, then names the next phase.  This module
is the only place that sets ``vars["phase"]``:

``deal`` → ``choose`` (or straight to ``bid`` on the centre lot) → ``bid`` →
(``rebid`` | ``goose``) → ``pick`` → ``sell`` → ``choose`` … → ``end`` →
``interlude`` (a series goes on with ``next_game``) or ``over``.

A transaction that shows what was hidden (the chosen cards turned over, the
bids or re-bids revealed with any coin toss, the lot turned up, the last
cards of the hands) is marked with ``tx.reveal()``: undo stops there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...table import Table, Tx
from . import market, rounds
from .board import deal, gather
from .scoring import last_hands_to_goods, score_game

if TYPE_CHECKING:
    from .game import Turin

Step = Callable[["Turin", Table, Tx], bool]


def advance(game: Turin, table: Table, tx: Tx) -> None:
    """Run the current phase's step while it moves the game on (a player's input stops it)."""
    while True:
        step = STEPS.get(table.vars.get("phase"))
        if step is None or not step(game, table, tx):
            return


def start_game(game: Turin, table: Table, tx: Tx, number: int) -> None:
    """Deal game ``number`` of a series (1 at the set-up); :func:`advance` then opens round 1."""
    if number > 1:
        gather(tx, table, game.data)
        for name in ("offers", "loans_taken", "result", "tosses", "ranking"):
            tx.del_var(name)
    tx.set_var("game", number)
    tx.set_var("round", 1)
    deal(tx, table, game.data, table.vars["options"])
    tx.set_var("phase", "deal")


def end_now(tx: Tx) -> None:
    """Score the table as it lies (free play's ``end_game``)."""
    tx.set_var("phase", "end")


def _deal(game: Turin, table: Table, tx: Tx) -> bool:
    """A game's cards are dealt: round 1 begins."""
    _start_round(game, table, tx)
    return True


def _start_round(game: Turin, table: Table, tx: Tx) -> None:
    if rounds.opens_with_the_lot(game.data, table):
        rounds.turn_up_lot(table, tx)
        tx.reveal()
        _open_bidding(tx)
    else:
        tx.set_var("phase", "choose")


def _open_bidding(tx: Tx) -> None:
    rounds.open_bidding(tx)
    tx.set_var("phase", "bid")


def _choose(game: Turin, table: Table, tx: Tx) -> bool:
    """Everyone has chosen: the cards turn over together and the bidding starts."""
    if rounds.choosers(table):
        return False
    if rounds.turn_up_choices(table, tx):
        tx.reveal()
        _open_bidding(tx)
    else:  # every hand emptied by hand (free mode): nothing left to auction
        tx.set_var("phase", "end")
    return True


def _bid(game: Turin, table: Table, tx: Tx) -> bool:
    """The last bid is in: all are revealed and ranked; ties are re-bid or go to the goose."""
    if rounds.bidders(table):
        return False
    bids = rounds.reveal(table, tx, "bid")
    tx.reveal()
    order, tied = rounds.rank(game.data, table, tx, bids)
    if not tied:
        _settle(game, table, tx, order, set())
    elif rounds.opts(table).get("goose") == "tiebreak":
        rounds.open_goose_tie(tx, tied)
        tx.set_var("phase", "goose")
    else:
        tx.set_var("tied", tied)
        tx.set_var("rebid_in", [])
        tx.set_var("phase", "rebid")
    return True


def _rebid(game: Turin, table: Table, tx: Tx) -> bool:
    """The last re-bid is in: revealed, equal ones tossed for, then the payments."""
    if rounds.rebidders(table):
        return False
    rebids = rounds.reveal(table, tx, "rebid")
    tx.reveal()
    order, returners = rounds.break_ties(table, tx, rebids)
    _settle(game, table, tx, order, returners)
    return True


def _goose(game: Turin, table: Table, tx: Tx) -> bool:
    """Goose ties settle themselves while the goose's holder is among the tied."""
    order = rounds.settle_goose_ties(table, tx)
    if order is None:
        return False
    _settle(game, table, tx, order, set())
    return True


def _settle(game: Turin, table: Table, tx: Tx, order: list[int], returners: set[int]) -> None:
    rounds.pay_places(game.data, table, tx, order, returners)
    tx.set_var("phase", "pick")


def _pick(game: Turin, table: Table, tx: Tx) -> bool:
    """Picks nobody chooses are made; when the lot is done, the chips move and the sales (or the end) begin."""
    if not rounds.forced_picks(table, tx):
        return False
    played_out = rounds.close_auction(game.data, table, tx)
    market.update_chips(game.data, table, tx)
    if played_out:
        tx.set_var("phase", "end")
    else:
        market.open_sales(tx)
        tx.set_var("phase", "sell")
    return True


def _sell(game: Turin, table: Table, tx: Tx) -> bool:
    """Those with no offer to make or withdraw are passed; once everyone is done, the next round."""
    market.sale_done(table, tx, [s for s in market.sellers(table) if not _may_trade(game, table, s)])
    if market.sellers(table):
        return False
    rounds.next_round(tx, table)
    _start_round(game, table, tx)
    return True


def _may_trade(game: Turin, table: Table, seat: int) -> bool:
    """Whether ``seat`` has an offer it may make or withdraw (the actions' own rules decide)."""
    for name in ("offer", "withdraw"):
        spec = game.spec(name)
        assert spec is not None
        if any(spec.check(game, table, seat, a) is None for a in spec.candidates(game, table, seat)):
            return True
    return False


def _end(game: Turin, table: Table, tx: Tx) -> bool:
    """The scoring, then the next game of a series or the end."""
    if last_hands_to_goods(game.data, table, tx):
        tx.reveal()
    rounds.drop_sealed(table, tx)
    market.update_chips(game.data, table, tx)
    score_game(game.data, table, tx)
    series = table.vars["options"].get("series", 1)
    tx.set_var("phase", "interlude" if table.vars.get("game", 1) < series else "over")
    return False


STEPS: dict[str | None, Step] = {
    "deal": _deal,
    "choose": _choose,
    "bid": _bid,
    "rebid": _rebid,
    "goose": _goose,
    "pick": _pick,
    "sell": _sell,
    "end": _end,
}
