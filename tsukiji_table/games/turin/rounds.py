"""One auction round: card choice, sealed bids, ties, payment and picking.

Each function here runs inside an open transaction ``tx`` and moves the game
on as far as it can go without a player's input (the automatic bookkeeping:
reveals, payments, forced picks, the end of the game).  Validation happens
before, in :mod:`.game`; these trust their arguments.

Game variables (``table.vars``) hold what zones cannot: the phase, the round,
who has already bid (not how much: that is in the sealed zone), the ranking
and the queue of pickers.
"""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING, Any

from ...table import Table, Visibility
from . import market
from .auction import contested, places, rank_groups, split_rebids
from .board import zones_of

if TYPE_CHECKING:
    from .game import Turin


def opts(table: Table) -> dict[str, Any]:
    return table.vars["options"]


def first_round(table: Table) -> bool:
    return table.vars["round"] == 1


def slots(game: Turin, table: Table) -> tuple[int, ...]:
    return game.data.setups[table.players].slots(first_round(table))


# ------------------------------------------------------------------ rounds


def start_round(game: Turin, table: Table, tx: Any) -> None:
    """Card choice, or straight to bidding on the centre lot (round 1 at 4-5 players)."""
    setup = game.data.setups[table.players]
    if first_round(table) and not setup.choose_in_round_one:
        tx.set_face(table.in_zone("lot"), True)
        start_bidding(game, table, tx)
        return
    tx.set_var("phase", "choose")


def choosers(table: Table) -> list[int]:
    """Seats that still have to choose a card (those with a hand and no choice)."""
    out = []
    for s in range(table.players):
        z = zones_of(s)
        if table.zones[z.hand].ids and not table.zones[z.choice].ids:
            out.append(s)
    return out


def choose_card(game: Turin, table: Table, tx: Any, seat: int, card: str) -> None:
    tx.move([card], zones_of(seat).choice)
    tx.set_face([card], False)
    if choosers(table):
        return
    # Everyone has chosen: turn the cards over together.
    chosen = [pid for s in range(table.players) for pid in table.zones[zones_of(s).choice].ids]
    tx.move(chosen, "lot")
    tx.set_face(chosen, True)
    start_bidding(game, table, tx)


def seal_money(table: Table, tx: Any, sealed: bool) -> None:
    """With open scudo, hide purses while bids are sealed: what is left in a
    purse would give the bid away."""
    if opts(table).get("scudo") != "open":
        return
    vis = Visibility.OWNER if sealed else Visibility.EVERYONE
    for s in range(table.players):
        tx.set_visibility(zones_of(s).money, vis)


def start_bidding(game: Turin, table: Table, tx: Any) -> None:
    tx.set_var("phase", "bid")
    tx.set_var("bid_in", [])
    tx.set_var("tosses", [])
    seal_money(table, tx, True)


def bidders(table: Table) -> list[int]:
    done = table.vars.get("bid_in", [])
    return [s for s in range(table.players) if s not in done]


def bid(game: Turin, table: Table, tx: Any, seat: int, amount: int) -> None:
    z = zones_of(seat)
    tx.pay(z.money, z.bid, amount, bank="bank")
    tx.set_var("bid_in", sorted(table.vars["bid_in"] + [seat]))
    if len(table.vars["bid_in"]) == table.players:
        reveal_bids(game, table, tx)


def amounts(table: Table, which: str) -> list[int]:
    return [table.money(getattr(zones_of(s), which)) for s in range(table.players)]


def goose_bonus(table: Table) -> list[int]:
    """The handicap goose: its holder's bid counts one scudo higher."""
    if opts(table).get("goose") != "handicap":
        return [0] * table.players
    return [1 if table.zones[zones_of(s).goose].ids else 0 for s in range(table.players)]


def reveal_bids(game: Turin, table: Table, tx: Any) -> None:
    for s in range(table.players):
        tx.set_visibility(zones_of(s).bid, Visibility.EVERYONE)
    bids = amounts(table, "bid")
    groups = rank_groups(bids, goose_bonus(table))
    tied = [groups[i] for i in contested(groups, bids, slots(game, table))]
    tx.set_var("ranking", groups)
    if not tied:
        settle(game, table, tx, [s for g in groups for s in g], set())
    elif opts(table).get("goose") == "tiebreak":
        tx.set_var("phase", "goose")
        tx.set_var("goose_tie", {"groups": tied, "losers": [[] for _ in tied]})
        goose_advance(game, table, tx)
    else:
        tx.set_var("phase", "rebid")
        tx.set_var("tied", tied)
        tx.set_var("rebid_in", [])


def rebidders(table: Table) -> list[int]:
    done = table.vars.get("rebid_in", [])
    return sorted(s for g in table.vars.get("tied", []) for s in g if s not in done)


def rebid(game: Turin, table: Table, tx: Any, seat: int, amount: int) -> None:
    z = zones_of(seat)
    tx.pay(z.money, z.rebid, amount, bank="bank")
    tx.set_var("rebid_in", sorted(table.vars["rebid_in"] + [seat]))
    if rebidders(table):
        return
    for s in range(table.players):
        tx.set_visibility(zones_of(s).rebid, Visibility.EVERYONE)
    rebids = amounts(table, "rebid")
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
    settle(game, table, tx, [s for g in ranking for s in g], returners)


def coin_toss(table: Table, tx: Any, seats: list[int]) -> list[int]:
    """A seeded toss deciding the order of ``seats`` (two seats: the lower calls heads).

    With more than two, the outcome is a random order, as repeated tosses
    would give; the outcome is recorded, so replays never re-toss.
    """
    outcomes = [list(p) for p in permutations(sorted(seats))]
    order = tx.choice("toss", outcomes)
    record = {"seats": sorted(seats), "order": order}
    if len(seats) == 2:
        record["calls"] = {"heads": min(seats), "tails": max(seats)}
        record["result"] = "heads" if order[0] == min(seats) else "tails"
    tx.set_var("tosses", table.vars.get("tosses", []) + [record])
    return order


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


def goose_advance(game: Turin, table: Table, tx: Any) -> None:
    """Resolve goose ties until a player must hand the goose over; then settle."""
    tie = table.vars["goose_tie"]
    groups, losers = tie["groups"], [list(x) for x in tie["losers"]]
    changed = False
    holder = goose_holder(table)
    for i, group in enumerate(groups):
        left = [s for s in group if s not in losers[i]]
        while len(left) > 1 and holder in left:
            losers[i].append(holder)  # the goose's holder loses the tie
            left.remove(holder)
            changed = True
        if len(left) > 1:
            break
    if changed:
        tie = {"groups": groups, "losers": losers}
        tx.set_var("goose_tie", tie)
    if goose_pending(table) is not None:
        return
    order_of: dict[int, list[int]] = {}
    for group, lost in zip(groups, losers):
        winner = [s for s in group if s not in lost]
        order_of[group[0]] = winner + list(reversed(lost))
    ranking = [order_of.get(g[0], g) if len(g) > 1 and g[0] in order_of else g for g in table.vars["ranking"]]
    tx.del_var("goose_tie")
    settle(game, table, tx, [s for g in ranking for s in g], set())


def give_goose(game: Turin, table: Table, tx: Any, to: int) -> None:
    tx.move(["goose"], zones_of(to).goose)
    goose_advance(game, table, tx)


# --------------------------------------------------------- pay and pick


def settle(game: Turin, table: Table, tx: Any, order: list[int], returners: set[int]) -> None:
    """Payments for the final ranking ``order``; then the pickers take their turns."""
    bids, rebids = amounts(table, "bid"), amounts(table, "rebid")
    result = places(order, bids, rebids, slots(game, table), len(table.zones["lot"].ids), returners)
    for p in result:
        z = zones_of(p.seat)
        due = p.pays
        from_bid = min(due, bids[p.seat])
        tx.pay(z.bid, "bank", from_bid, bank="bank")
        tx.pay(z.rebid, "bank", due - from_bid, bank="bank")
        tx.pay(z.bid, z.money, table.money(z.bid))
        tx.pay(z.rebid, z.money, table.money(z.rebid))
        tx.set_visibility(z.bid, Visibility.OWNER)
        tx.set_visibility(z.rebid, Visibility.OWNER)
    seal_money(table, tx, False)
    tx.set_var("result", [p.to_json() for p in result])
    tx.set_var("queue", [[p.seat, p.cards, p.role] for p in result if p.cards > 0])
    tx.set_var("won_now", [[] for _ in range(table.players)])
    for name in ("bid_in", "rebid_in", "tied"):
        tx.del_var(name)
    tx.set_var("phase", "pick")
    auto_pick(game, table, tx)


def auto_pick(game: Turin, table: Table, tx: Any) -> None:
    """Make the picks nobody has a choice about; end the auction when all are done."""
    while True:
        queue = table.vars["queue"]
        lot = table.in_zone("lot")
        if not queue or not lot:
            break
        seat, n, role = queue[0]
        if n < len(lot):
            return
        take(game, table, tx, seat, lot, role)
    end_auction(game, table, tx)


def take(game: Turin, table: Table, tx: Any, seat: int, cards: list[str], role: str) -> None:
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


def pick(game: Turin, table: Table, tx: Any, seat: int, cards: list[str], role: str) -> None:
    take(game, table, tx, seat, cards, role)
    auto_pick(game, table, tx)


def end_auction(game: Turin, table: Table, tx: Any) -> None:
    """Untaken cards to the box, chips to the majorities; then sales or the end."""
    left = table.in_zone("lot")
    if left:
        tx.move(left, "box")
        tx.set_face(left, False)
    tx.del_var("queue")
    tx.set_var("rounds_played", table.vars.get("rounds_played", 0) + 1)
    market.update_chips(game, table, tx)
    final = game.data.setups[table.players].final_hand
    if all(len(table.zones[zones_of(s).hand].ids) <= final for s in range(table.players)):
        game.end_game(table, tx)
        return
    market.start_sales(game, table, tx)


def next_round(game: Turin, table: Table, tx: Any) -> None:
    tx.set_var("round", table.vars["round"] + 1)
    for name in ("won_now", "offered_now", "sell_done"):
        tx.del_var(name)
    start_round(game, table, tx)


def resync(game: Turin, table: Table, tx: Any) -> None:
    """After a move by hand (free mode): finish a step the move completed.

    A hand emptied during the card choice, a lot emptied during the picking,
    a sale decision that no longer exists: the game moves on as it would
    have after the last regular action of that step.
    """
    phase = table.vars.get("phase")
    if phase == "choose" and not choosers(table):
        chosen = [pid for s in range(table.players) for pid in table.zones[zones_of(s).choice].ids]
        if chosen:
            tx.move(chosen, "lot")
            tx.set_face(chosen, True)
            start_bidding(game, table, tx)
        else:
            game.end_game(table, tx)
    elif phase == "pick":
        auto_pick(game, table, tx)
    elif phase == "sell":
        market.refresh_sales(game, table, tx)
