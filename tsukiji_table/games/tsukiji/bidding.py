"""Sealed bids: the common procedure of every auction in the game.

King Crab and Tuna auctions (all players bid, the active player breaks ties,
an active winner pays the supply and another winner pays the active player),
the Auction market (the other players bid, the supply matches the winning
bid) and the Barter market (the other players bid, the seller accepts any one
offer or none) all run here.

Each bidder puts yen into a hidden bid purse, one seat at a time; while bids
are open the bidders' purses are closed as well, so that nobody can count a
bid from what is left (decision q38).  When the last bid is in, every bid is
revealed together and the auction is resolved.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ...table import Table, Visibility
from ..base import IllegalAction
from . import zones as Z

if TYPE_CHECKING:
    from ...table import Tx
    from .context import Ctx

BAG_KINDS = ("king_crab", "tuna")


def start(ctx: Ctx, t: Table, tx: Tx, kind: str, owner: int, bidders: list[int], lot: str, resume: str) -> None:
    """Open sealed bids on the tokens in ``lot`` zone; ``resume`` is the phase after."""
    closed = []
    for seat in bidders:
        zone = t.zones[Z.money(seat)]
        if zone.visibility is Visibility.EVERYONE:
            tx.set_visibility(zone.id, Visibility.OWNER)
            closed.append(seat)
    tx.set_var("auction", {"kind": kind, "owner": owner, "bidders": bidders, "pending": list(bidders), "lot": lot, "resume": resume, "closed": closed})
    tx.set_var("phase", "bid")


def pending(t: Table) -> list[int]:
    return list(t.vars["auction"]["pending"])


def chooser(t: Table) -> int:
    return int(t.vars["auction"]["owner"])


def bid_actions(ctx: Ctx, t: Table, seat: int) -> Iterator[dict[str, Any]]:
    if seat not in t.vars["auction"]["pending"]:
        return
    for amount in range(0, ctx.money(t, seat) + 1, ctx.step):
        yield {"action": "bid", "amount": amount}


def bid(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    state = t.vars["auction"]
    ctx.need(seat in state["pending"], f"seat {seat} has no bid to make in this auction")
    amount = action.get("amount")
    if not ctx.amount_ok(amount):
        raise IllegalAction(f"a bid is a multiple of {ctx.step} yen, 0 or more; got {amount!r}")
    ctx.need(amount <= ctx.money(t, seat), f"you hold {ctx.money(t, seat)} yen; you cannot bid {amount}")
    ctx.pay(tx, Z.money(seat), Z.bid(seat), amount)
    left = [s for s in state["pending"] if s != seat]
    tx.set_var("auction", {**state, "pending": left})
    if not left:
        _reveal(ctx, t, tx)


def bids(t: Table) -> dict[int, int]:
    return {s: t.zones[Z.bid(s)].money() for s in t.vars["auction"]["bidders"]}


def _reveal(ctx: Ctx, t: Table, tx: Tx) -> None:
    state = t.vars["auction"]
    for seat in state["bidders"]:
        tx.set_visibility(Z.bid(seat), Visibility.EVERYONE)
    for seat in state["closed"]:
        tx.set_visibility(Z.money(seat), Visibility.EVERYONE)
    offers = bids(t)
    if state["kind"] == "barter":
        tx.set_var("auction", {**state, "tied": sorted(offers)})
        tx.set_var("phase", "choose")
        return
    top = max(offers.values())
    tied = sorted(s for s, v in offers.items() if v == top)
    if len(tied) == 1:
        _resolve(ctx, t, tx, tied[0])
    else:
        tx.set_var("auction", {**state, "tied": tied})
        tx.set_var("phase", "choose")


def choose_actions(t: Table, seat: int) -> Iterator[dict[str, Any]]:
    state = t.vars["auction"]
    if seat != state["owner"]:
        return
    if state["kind"] == "barter":
        for s in state["tied"]:
            yield {"action": "accept_offer", "seat": s}
        yield {"action": "decline_offers"}
    else:
        for s in state["tied"]:
            yield {"action": "choose_winner", "seat": s}


def choose(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    state = t.vars["auction"]
    ctx.need(seat == state["owner"], f"seat {state['owner']} chooses, not seat {seat}")
    name = action["action"]
    if name == "decline_offers":
        ctx.need(state["kind"] == "barter", "only a Barter seller may decline every offer")
        _finish(ctx, t, tx, None)
        return
    winner = action.get("seat")
    if not isinstance(winner, int) or winner not in state["tied"]:
        raise IllegalAction(f"choose one of seats {state['tied']}, not {winner!r}")
    if name == "accept_offer":
        ctx.need(state["kind"] == "barter", "accept_offer is for the Barter market; use choose_winner")
    else:
        ctx.need(state["kind"] != "barter", "at the Barter market use accept_offer or decline_offers")
    _resolve(ctx, t, tx, winner)


def _resolve(ctx: Ctx, t: Table, tx: Tx, winner: int) -> None:
    state = t.vars["auction"]
    owner, kind = state["owner"], state["kind"]
    amount = t.zones[Z.bid(winner)].money()
    if kind in BAG_KINDS and winner == owner:
        ctx.pay(tx, Z.bid(winner), Z.BANK, amount)
    else:
        ctx.pay(tx, Z.bid(winner), Z.money(owner), amount)
    if kind == "auction" and ctx.data.markets["auction"].raw.get("market_matches_bid"):
        ctx.pay(tx, Z.BANK, Z.money(owner), amount)
    lot = t.zones[state["lot"]].ids
    if lot:
        tx.move(list(lot), Z.supply(winner))
    _finish(ctx, t, tx, winner)


def _finish(ctx: Ctx, t: Table, tx: Tx, winner: int | None) -> None:
    """Losing bids go home, the lot (if unsold) goes back, play resumes."""
    state = t.vars["auction"]
    for seat in state["bidders"]:
        left = t.zones[Z.bid(seat)].money()
        if left:
            ctx.pay(tx, Z.bid(seat), Z.money(seat), left)
        tx.set_visibility(Z.bid(seat), Visibility.OWNER)
    lot = t.zones[state["lot"]].ids
    if lot:  # a declined Barter lot returns to its owner
        tx.move(list(lot), Z.supply(state["owner"]))
    tx.del_var("auction")
    tx.set_var("phase", state["resume"])
    if state["resume"] == "fishing":
        from .fishing import next_auction

        next_auction(ctx, t, tx)
