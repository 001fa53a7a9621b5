"""A blind bid in closed hands, as G19 Jasmine Tea and G20 Upside-Down Vending Machine play it.

Each bidder holds an amount (a step of ``bid_step`` yen, up to what they
have) in a closed hand; nobody, not even the log, learns it until all are
in.  Then every hand opens at once: the highest bid wins and pays it to the
bank; the tied highest bidders bid again, until the game's
``rebids_before_lot`` is used up and a lot decides among them.

The amount lies in the variable ``secret.<seat>.bid``, which only that seat
reads; the public table shows only who has bid (``bids_in``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from ...table import Table, Transaction, Tx
from ...text import Message, Seat, msg
from ..base import Action, Int, Why

Act = dict[str, Any]

SECRET_BID = "secret.{seat}.bid"


def bid_winner(bids: Mapping[int, int]) -> tuple[int | None, list[int]]:
    """(the highest bidder, []) or (None, the tied highest bidders, who bid again)."""
    top = max(bids.values())
    best = sorted(s for s, b in bids.items() if b == top)
    return (best[0], []) if len(best) == 1 else (None, best)


class SealedBid(Action):
    """A blind bid: an amount in a closed hand; all open together.  The game's words say ``<prefix>.why.bid`` and
    ``<prefix>.log.bid``; put this class before the game's own action base (``class Bid(SealedBid, G19Action)``)."""

    name = "bid"
    phases = ("bid",)
    args = {"amount": Int()}
    prefix = ""  # the game's words (``jido.g19``)

    def step(self, game: Any) -> int:
        return int(game.data.get("bid_step", 100))

    def candidates(self, game: Any, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": self.name, "amount": a} for a in range(0, table.money(f"p{seat}.money") + 1, self.step(game)))

    def check(self, game: Any, table: Table, seat: int, action: Act) -> Why:
        money = table.money(f"p{seat}.money")
        if not 0 <= action["amount"] <= money or action["amount"] % self.step(game):
            return msg(f"{self.prefix}.why.bid", money=money)
        return None

    def apply(self, game: Any, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.set_var(SECRET_BID.format(seat=seat), action["amount"])  # that seat alone reads it
        tx.set_var("bids_in", sorted([*table.vars["bids_in"], seat]))

    def label(self, action: Act) -> str:
        return self.name  # the amount is nobody else's business until the reveal

    def line(self, game: Any, tx: Transaction) -> list[Message]:
        return [msg(f"{self.prefix}.log.bid", who=Seat(tx.seat or 0))]


def waiting(table: Table) -> list[int]:
    """The bidders whose hands are not closed yet."""
    return [s for s in table.vars["bidders"] if s not in table.vars["bids_in"]]


def all_in(table: Table) -> bool:
    return set(table.vars["bids_in"]) >= set(table.vars["bidders"])


def open_bids(game: Any, table: Table, tx: Tx, bid_again: Callable[[list[int]], None]) -> tuple[int, int] | None:
    """Every hand opens (``bids`` on record): (the winner, their bid), paid to the bank; or None when the tied
    top bidders bid again (``bid_again(tied)``).  After ``rebids_before_lot`` re-bids a lot decides."""
    bids = {}
    for s in table.vars["bidders"]:
        name = SECRET_BID.format(seat=s)
        bids[s] = min(int(table.vars.get(name, 0)), table.money(f"p{s}.money"))
        tx.del_var(name)
    tx.reveal()
    tx.set_var("bids", {str(s): a for s, a in bids.items()})
    winner, tied = bid_winner(bids)
    if winner is None:
        rebids = int(table.vars.get("rebids", 0)) + 1
        tx.set_var("rebids", rebids)
        if rebids <= int(game.data["rebids_before_lot"]):
            tx.set_var("tied", tied)
            bid_again(tied)
            return None
        winner = tx.choice("lot", tied)
    tx.set_var("tied", None)
    return winner, bids[winner]


__all__ = ["SECRET_BID", "SealedBid", "bid_winner", "open_bids", "waiting", "all_in"]
