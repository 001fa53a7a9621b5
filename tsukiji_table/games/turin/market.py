"""Between and around the auctions: sale offers, buying, loans and the chips.

A sale offer is money on a card: the seller moves the price from their purse
into the card's ``sale.{card}`` zone.  ``vars["offers"]`` remembers who
offered it and in which round, because an offer may only be withdrawn right
after a *later* auction.  Buying (any time) and the loan (once, any time)
are accepted in every step until the scoring.

Like :mod:`.rounds`, these are queries and step functions: they change the
table and report; :mod:`.flow` picks the next phase.
"""

from __future__ import annotations

from collections.abc import Iterable

from ...table import Table, Tx
from .data import TurinData
from .scoring import good_counts
from .zones import chip_id, sale_zone, zones_of

# ------------------------------------------------------------------ chips


def update_chips(data: TurinData, table: Table, tx: Tx) -> None:
    """Each good's chip goes to the player with strictly the most of it.

    A tie for the most moves nothing (the rulebook: 同数の場合、移動する必要は
    ありません), even when the chip's holder is no longer among the leaders.
    """
    counts = [good_counts(table, data, s) for s in range(table.players)]
    for g, good in enumerate(data.goods):
        column = [c[g] for c in counts]
        best = max(column)
        if best == 0 or column.count(best) > 1:
            continue
        target = zones_of(column.index(best)).chips
        chip = chip_id(good)
        if table.pieces[chip].zone != target:
            tx.move([chip], target)
    if table.vars["options"].get("goose") == "handicap":
        _handicap_goose(table, tx)


def _handicap_goose(table: Table, tx: Tx) -> None:
    """The goose goes to the one player with the fewest majorities (chips)."""
    chips = [len(table.zones[zones_of(s).chips].ids) for s in range(table.players)]
    low = min(chips)
    if chips.count(low) != 1:
        return
    target = zones_of(chips.index(low)).goose
    if table.pieces["goose"].zone != target:
        tx.move(["goose"], target)


# ------------------------------------------------------------------ sales


def offers(table: Table) -> dict[str, dict[str, int]]:
    return table.vars.get("offers", {})


def active_offers(table: Table) -> dict[str, int]:
    """Card -> seller, for offers whose card is still in its seller's goods."""
    out = {}
    for card, info in offers(table).items():
        seller = info["seller"]
        if table.pieces[card].zone == zones_of(seller).won:
            out[card] = seller
    return out


def seller_of(table: Table, card: str) -> int | None:
    """Who offers ``card`` for sale now (None: nobody; see :func:`active_offers`)."""
    info = offers(table).get(card)
    if info is None or table.pieces[card].zone != zones_of(info["seller"]).won:
        return None
    return int(info["seller"])


def offerable(table: Table, seat: int) -> list[str]:
    """Cards ``seat`` may offer now: won in this auction, still held, none offered yet."""
    if seat in table.vars.get("offered_now", []):
        return []
    won = table.zones[zones_of(seat).won].ids
    return [c for c in table.vars.get("won_now", [[]] * table.players)[seat] if c in won and c not in offers(table)]


def withdrawable(table: Table, seat: int) -> list[str]:
    """Offers by ``seat`` made before the auction that just ended."""
    rnd = table.vars["round"]
    return [c for c, s in active_offers(table).items() if s == seat and offers(table)[c]["round"] < rnd]


def sellers(table: Table) -> list[int]:
    done = table.vars.get("sell_done", [])
    return [s for s in range(table.players) if s not in done]


def open_sales(tx: Tx) -> None:
    """The sale step begins (:func:`sale_done` then passes those with nothing to decide)."""
    tx.set_var("offered_now", [])
    tx.set_var("sell_done", [])


def sale_done(table: Table, tx: Tx, seats: Iterable[int]) -> None:
    """``seats`` are done with their sale decisions this round."""
    tx.set_var("sell_done", sorted(set(table.vars.get("sell_done", [])) | set(seats)))


def offer(table: Table, tx: Tx, seat: int, card: str, price: int) -> None:
    tx.pay(zones_of(seat).money, sale_zone(card), price, bank="bank")
    tx.set_var("offers", {**offers(table), card: {"seller": seat, "round": table.vars["round"]}})
    tx.set_var("offered_now", sorted(table.vars["offered_now"] + [seat]))


def withdraw(table: Table, tx: Tx, seat: int, card: str) -> None:
    tx.pay(sale_zone(card), zones_of(seat).money, table.money(sale_zone(card)))
    tx.set_var("offers", {c: i for c, i in offers(table).items() if c != card})


# ------------------------------------------------------------------ buying


def price(table: Table, card: str) -> int:
    return table.money(sale_zone(card))


def transfer(data: TurinData, table: Table, tx: Tx, card: str, buyer: int) -> None:
    """The buyer pays the price to the seller, who takes back the money on the card."""
    seller = seller_of(table, card)
    assert seller is not None, "the buy's check found the card on sale"
    zb, zs = zones_of(buyer), zones_of(seller)
    tx.pay(zb.money, zs.money, price(table, card), bank="bank")
    tx.pay(sale_zone(card), zs.money, price(table, card))
    tx.move([card], zb.won)
    tx.set_var("offers", {c: i for c, i in offers(table).items() if c != card})
    tx.del_var("pending_sale")
    update_chips(data, table, tx)


def pending_sale(table: Table) -> tuple[str, int, list[int]] | None:
    """(card, seller, buyers) while a seller must choose among buyers.

    A card moved away by hand in free mode ends the wait.
    """
    pending = table.vars.get("pending_sale")
    if not pending:
        return None
    seller = seller_of(table, pending["card"])
    if seller is None:
        return None
    return pending["card"], seller, list(pending["buyers"])


def ask_seller(tx: Tx, card: str, buyers: list[int]) -> None:
    """Several players want the card at the same moment: the seller chooses."""
    tx.set_var("pending_sale", {"card": card, "buyers": sorted(buyers)})


# ------------------------------------------------------------------ loans


def take_loan(data: TurinData, table: Table, tx: Tx, seat: int) -> None:
    z = zones_of(seat)
    tx.move([table.zones["loans"].ids[-1]], z.loan)
    tx.pay("bank", z.money, data.loan_amount)
    tx.set_var("loans_taken", sorted(set(table.vars.get("loans_taken", [])) | {seat}))
