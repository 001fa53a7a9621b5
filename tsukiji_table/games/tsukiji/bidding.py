"""Sealed bids: the common procedure of every auction in the game.

King Crab and Tuna auctions (all players bid, the active player breaks ties,
an active winner pays the supply and another winner pays the active player),
the Auction market (the other players bid, the supply matches the winning
bid) and the Barter market (the other players bid, the seller accepts any one
offer or none) all run here.

A bid is a sealed amount, known to its bidder alone (the secret variable
``secret.<seat>.bid``), and nothing on the table moves while bids are open:
no coin leaves a purse, so neither a purse nor the bank's change can tell a
bid (decision q38).  When the last bid is in, the game's flow reveals them
all together: each bid is paid into its bidder's bid purse, face up, and the
auction is resolved (or the owner chooses).

These are steps: they report what happened and never pick the next phase
(``flow.py`` does).  The ``auction`` variable records the auction's facts as
they happen (the bids once revealed, then the winner and where the yen went),
which the log reads from the transaction's commands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...table import Table, Visibility
from . import zones as Z

if TYPE_CHECKING:
    from ...table import Tx
    from .context import Ctx


def bid_var(seat: int) -> str:
    """The secret variable holding ``seat``'s sealed bid until the reveal."""
    return f"secret.{seat}.bid"


def state(t: Table) -> dict[str, Any]:
    return t.vars["auction"]


def open_bids(t: Table, tx: Tx, kind: str, owner: int, bidders: list[int], lot: str) -> None:
    """Open sealed bids on the tokens in ``lot`` zone (``kind``: the market holding the auction)."""
    tx.set_var("auction", {"kind": kind, "owner": owner, "bidders": list(bidders), "pending": list(bidders), "lot": lot})


def pending(t: Table) -> list[int]:
    return list(state(t)["pending"])


def chooser(t: Table) -> int:
    return int(state(t)["owner"])


def seal(t: Table, tx: Tx, seat: int, amount: int) -> None:
    """``seat`` seals its bid: only the secret variable and the list of bidders still to bid change."""
    tx.set_var(bid_var(seat), amount)
    tx.set_var("auction", {**state(t), "pending": [s for s in state(t)["pending"] if s != seat]})


def sealed(t: Table, seat: int) -> int:
    return int(t.vars.get(bid_var(seat), 0))


def all_in(t: Table) -> bool:
    """Every bid is sealed and none is shown yet: time to reveal."""
    a = t.vars.get("auction")
    return a is not None and not a["pending"] and "bids" not in a


def reveal(ctx: Ctx, t: Table, tx: Tx) -> int | None:
    """Show every bid and put it in its bid purse; the sole top bidder, or None when someone must choose."""
    a = state(t)
    bids = []
    for seat in a["bidders"]:
        amount = sealed(t, seat)
        tx.del_var(bid_var(seat))
        tx.set_visibility(Z.bid(seat), Visibility.EVERYONE)
        ctx.pay(tx, Z.money(seat), Z.bid(seat), amount)
        bids.append([seat, amount])
    if a["kind"] == "barter":
        tied = sorted(s for s, _ in bids)  # the seller may take any offer
    else:
        top = max(v for _, v in bids)
        tied = sorted(s for s, v in bids if v == top)
    tx.set_var("auction", {**a, "bids": bids, "tied": tied})
    return tied[0] if len(tied) == 1 and a["kind"] != "barter" else None


def offers(t: Table) -> dict[int, int]:
    """The revealed bids, by seat."""
    return {int(s): int(v) for s, v in state(t).get("bids", [])}


def resolve(ctx: Ctx, t: Table, tx: Tx, winner: int) -> None:
    """``winner`` pays its bid and takes the lot; then the auction is over."""
    a = state(t)
    owner, kind = a["owner"], a["kind"]
    amount = t.zones[Z.bid(winner)].money()
    landed = kind in ctx.fish_markets or kind == "overseas"  # an auction of the active player's catch (King Crab, Tuna, Swordfish, Overseas)
    to_supply = landed and winner == owner
    ctx.pay(tx, Z.bid(winner), Z.BANK if to_supply else Z.money(owner), amount)
    matched = amount if kind == "auction" and ctx.data.markets["auction"].raw.get("market_matches_bid") else 0
    ctx.pay(tx, Z.BANK, Z.money(owner), matched)
    lot = t.zones[a["lot"]].ids
    tx.set_var("auction", {**a, "winner": winner, "paid": amount, "to": "supply" if to_supply else "owner", "matched": matched, "lot_ids": list(lot)})
    if kind == "overseas":
        ctx.markets["overseas"].deliver(t, tx, winner, list(lot), amount)  # type: ignore[attr-defined]
    elif lot:
        tx.move(list(lot), Z.supply(winner))
    if kind in ctx.fish_markets:
        ctx.fish(kind).after_auction(t, tx, amount)
    _finish(ctx, t, tx)


def decline(ctx: Ctx, t: Table, tx: Tx) -> None:
    """The Barter seller takes no offer: the lot goes home."""
    tx.set_var("auction", {**state(t), "declined": True})
    _finish(ctx, t, tx)


def _finish(ctx: Ctx, t: Table, tx: Tx) -> None:
    """Losing bids go home and the bid purses close; an unsold lot goes back to its owner."""
    a = state(t)
    for seat in a["bidders"]:
        left = t.zones[Z.bid(seat)].money()
        if left:
            ctx.pay(tx, Z.bid(seat), Z.money(seat), left)
        tx.set_visibility(Z.bid(seat), Visibility.OWNER)
    lot = t.zones[a["lot"]].ids
    if lot:
        tx.move(list(lot), Z.supply(a["owner"]))
    tx.del_var("auction")
