"""One auction as step functions: the card choice, sealed bids, ties, payment and picking.

Each function does one step inside an open transaction ``tx`` and reports
what it found (the bids, the order, whether the picking is over); none of
them sets the phase or calls a step of a later phase: :mod:`.flow` does
that.  The actions' rules live in their ``check`` (:mod:`.actions`); these
trust their arguments.

A sealed bid is held as a number only its bidder may read
(``secret.<seat>.bid``): no coin moves until the reveal, so nothing public
(the bank's coins, the purse) depends on it before then.  At the reveal each
bid moves from the purse into the seat's bid zone, change made by the bank
in the open.  Game variables (``table.vars``) hold what zones cannot: who
has bid (not how much), the ranking, the queue of pickers.
"""

from __future__ import annotations

from typing import Any

from ...table import Table, Tx, Visibility
from ..sealed import coin_toss, sealed_var
from .auction import contested, places, rank_groups, split_rebids
from .data import TurinData
from .zones import zones_of

SEALED = ("bid", "rebid")


def opts(table: Table) -> dict[str, Any]:
    return table.vars["options"]


def first_round(table: Table) -> bool:
    return table.vars["round"] == 1


def slots(data: TurinData, table: Table) -> tuple[int, ...]:
    return data.setups[table.players].slots(first_round(table))


def opens_with_the_lot(data: TurinData, table: Table) -> bool:
    """Round 1 at 4-5 players: no card choice, the centre cards are auctioned."""
    return first_round(table) and not data.setups[table.players].choose_in_round_one


# ------------------------------------------------------------ the choice


def choosers(table: Table) -> list[int]:
    """Seats that still have to choose a card (those with a hand and no choice)."""
    zones = table.zones
    return [s for s in range(table.players) if zones[zones_of(s).hand].ids and not zones[zones_of(s).choice].ids]


def choose(tx: Tx, seat: int, card: str) -> None:
    tx.move([card], zones_of(seat).choice)
    tx.set_face([card], False)


def turn_up_choices(table: Table, tx: Tx) -> list[str]:
    """Every chosen card, turned over together into the lot (the cards, if any)."""
    chosen = [pid for s in range(table.players) for pid in table.zones[zones_of(s).choice].ids]
    if chosen:
        tx.move(chosen, "lot")
        tx.set_face(chosen, True)
    return chosen


def turn_up_lot(table: Table, tx: Tx) -> None:
    tx.set_face(table.in_zone("lot"), True)


# ---------------------------------------------------------- sealed bids


_HELD = [(sealed_var(s, "bid"), sealed_var(s, "rebid")) for s in range(8)]  # read on every bid a seat is offered


def held(table: Table, seat: int) -> int:
    """Scudo ``seat`` holds in its fist: sealed, still in the purse until the reveal."""
    v = table.vars
    bid, rebid = _HELD[seat]
    return int(v.get(bid, 0)) + int(v.get(rebid, 0))


def purse_visibility(table: Table) -> Visibility:
    return Visibility.OWNER if opts(table).get("scudo") == "hidden" else Visibility.EVERYONE


def free_money(table: Table, seat: int) -> int:
    """What ``seat`` may still spend or bid: its purse less what it holds sealed."""
    return table.zones[zones_of(seat).money].money() - held(table, seat)


def open_bidding(tx: Tx) -> None:
    tx.set_var("bid_in", [])
    tx.set_var("tosses", [])


def bidders(table: Table) -> list[int]:
    done = table.vars.get("bid_in", [])
    return [s for s in range(table.players) if s not in done]


def rebidders(table: Table) -> list[int]:
    done = table.vars.get("rebid_in", [])
    return sorted(s for g in table.vars.get("tied", []) for s in g if s not in done)


def reveal(table: Table, tx: Tx, what: str) -> list[int]:
    """Every fist opened together: the sealed amounts move into the open ``bid``/``rebid`` zones.

    A seat whose purse was emptied by hand meanwhile (free mode) bids what
    is left.  Returns the amounts per seat, also kept in ``vars["bids"]`` /
    ``vars["rebids"]`` for the log.
    """
    out = []
    for s in range(table.players):
        z = zones_of(s)
        name = sealed_var(s, what)
        amount = min(int(table.vars.get(name, 0)), table.money(z.money))
        tx.del_var(name)
        tx.pay(z.money, getattr(z, what), amount, bank="bank")
        tx.set_visibility(getattr(z, what), Visibility.EVERYONE)
        out.append(table.money(getattr(z, what)))
    tx.set_var(f"{what}s", out)
    return out


def drop_sealed(table: Table, tx: Tx) -> None:
    """Forget fists never opened (the game ended by hand during a sealed step)."""
    for s in range(table.players):
        for what in SEALED:
            tx.del_var(sealed_var(s, what))


def goose_bonus(table: Table) -> list[int]:
    """The handicap goose: its holder's bid counts one scudo higher."""
    if opts(table).get("goose") != "handicap":
        return [0] * table.players
    return [1 if table.zones[zones_of(s).goose].ids else 0 for s in range(table.players)]


def rank(data: TurinData, table: Table, tx: Tx, bids: list[int]) -> tuple[list[int], list[list[int]]]:
    """The order of the revealed bids and the ties that decide who takes cards (recorded as ``ranking``)."""
    groups = rank_groups(bids, goose_bonus(table))
    tx.set_var("ranking", groups)
    return [s for g in groups for s in g], [groups[i] for i in contested(groups, bids, slots(data, table))]


def break_ties(table: Table, tx: Tx, rebids: list[int]) -> tuple[list[int], set[int]]:
    """The final order after the re-bids (coin tosses for equal ones), and the seats that both re-bid 0."""
    returners: set[int] = set()
    resolved: dict[int, list[int]] = {}
    for group in table.vars["tied"]:
        order: list[int] = []
        for sub in split_rebids(group, rebids):
            if len(sub) > 1 and rebids[sub[0]] == 0:
                returners.update(sub)  # both re-bid nothing: neither takes a card
                order.extend(sub)
            elif len(sub) > 1:
                order.extend(coin_toss(table, tx, sub))
            else:
                order.extend(sub)
        resolved[group[0]] = order
    ranking = [resolved.get(g[0], g) if len(g) > 1 else g for g in table.vars["ranking"]]
    return [s for g in ranking for s in g], returners


# ------------------------------------------------------------ goose ties


def goose_holder(table: Table) -> int | None:
    for s in range(table.players):
        if table.zones[zones_of(s).goose].ids:
            return s
    return None


def goose_pending(table: Table) -> tuple[int, list[int]] | None:
    """(who decides, the seats still tied) for the first unresolved goose tie."""
    tie = table.vars.get("goose_tie")
    if not tie:
        return None
    for group, losers in zip(tie["groups"], tie["losers"]):
        left = [s for s in group if s not in losers]
        if len(left) > 1:
            holder = goose_holder(table)
            return (min(left) if holder is None else holder), left
    return None


def open_goose_tie(tx: Tx, tied: list[list[int]]) -> None:
    tx.set_var("goose_tie", {"groups": tied, "losers": [[] for _ in tied]})


def settle_goose_ties(table: Table, tx: Tx) -> list[int] | None:
    """Settle goose ties as far as they go by themselves (the holder loses).

    Returns the final order once every tie is settled, None while a player
    must hand the goose over.
    """
    tie = table.vars["goose_tie"]
    groups, losers = tie["groups"], [list(x) for x in tie["losers"]]
    holder = goose_holder(table)
    for i, group in enumerate(groups):
        left = [s for s in group if s not in losers[i]]
        while len(left) > 1 and holder in left:
            losers[i].append(holder)  # the goose's holder loses the tie
            left.remove(holder)
        if len(left) > 1:
            break
    tx.set_var("goose_tie", {"groups": groups, "losers": losers})
    if goose_pending(table) is not None:
        return None
    order_of: dict[int, list[int]] = {}
    for group, lost in zip(groups, losers):
        order_of[group[0]] = [s for s in group if s not in lost] + list(reversed(lost))
    ranking = [order_of.get(g[0], g) if len(g) > 1 and g[0] in order_of else g for g in table.vars["ranking"]]
    tx.del_var("goose_tie")
    return [s for g in ranking for s in g]


# --------------------------------------------------------- pay and pick


def pay_places(data: TurinData, table: Table, tx: Tx, order: list[int], returners: set[int]) -> None:
    """Payments for the final ranking ``order``; the pickers' queue (``result``, ``queue``)."""
    bids = [table.money(zones_of(s).bid) for s in range(table.players)]
    rebids = [table.money(zones_of(s).rebid) for s in range(table.players)]
    result = places(order, bids, rebids, slots(data, table), len(table.zones["lot"].ids), returners)
    for p in result:
        z = zones_of(p.seat)
        from_bid = min(p.pays, bids[p.seat])
        tx.pay(z.bid, "bank", from_bid, bank="bank")
        tx.pay(z.rebid, "bank", p.pays - from_bid, bank="bank")
        tx.pay(z.bid, z.money, table.money(z.bid))
        tx.pay(z.rebid, z.money, table.money(z.rebid))
        tx.set_visibility(z.bid, Visibility.OWNER)
        tx.set_visibility(z.rebid, Visibility.OWNER)
        tx.set_visibility(z.money, purse_visibility(table))  # saves from before bids were held sealed closed purses
    tx.set_var("result", [p.to_json() for p in result])
    tx.set_var("queue", [[p.seat, p.cards, p.role] for p in result if p.cards > 0])
    tx.set_var("won_now", [[] for _ in range(table.players)])
    for name in ("bid_in", "rebid_in", "tied", "bids", "rebids"):
        tx.del_var(name)


def picker(table: Table) -> tuple[int, int, str] | None:
    """(seat, cards, take|return) of the player whose turn it is to take cards."""
    queue = table.vars.get("queue")
    if not queue:
        return None
    seat, n, role = queue[0]
    return seat, n, role


def take(table: Table, tx: Tx, seat: int, cards: list[str], role: str) -> None:
    """The queue's head takes ``cards`` (or sends them to the box, for returners)."""
    if role == "take":
        tx.move(cards, zones_of(seat).won)
        tx.set_face(cards, True)
        won_now = [list(w) for w in table.vars["won_now"]]
        won_now[seat] = won_now[seat] + list(cards)
        tx.set_var("won_now", won_now)
    else:
        tx.move(cards, "box")
        tx.set_face(cards, False)
    tx.set_var("queue", table.vars["queue"][1:])


def forced_picks(table: Table, tx: Tx) -> bool:
    """Make the picks nobody has a choice about; True once the picking is over."""
    while True:
        head = picker(table)
        lot = table.in_zone("lot")
        if head is None or not lot:
            return True
        seat, n, role = head
        if n < len(lot):
            return False
        take(table, tx, seat, lot, role)


def close_auction(data: TurinData, table: Table, tx: Tx) -> bool:
    """Untaken cards to the box; True if the hands are played out (the game ends)."""
    left = table.in_zone("lot")
    if left:
        tx.move(left, "box")
        tx.set_face(left, False)
    tx.del_var("queue")
    tx.set_var("rounds_played", table.vars.get("rounds_played", 0) + 1)
    final = data.setups[table.players].final_hand
    return all(len(table.zones[zones_of(s).hand].ids) <= final for s in range(table.players))


def next_round(tx: Tx, table: Table) -> None:
    tx.set_var("round", table.vars["round"] + 1)
    for name in ("won_now", "offered_now", "sell_done"):
        tx.del_var(name)
