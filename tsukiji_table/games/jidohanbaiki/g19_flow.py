"""G19 Jasmine Tea: the table, the set-up, the round's flow, the round's settlement and the end.

The start player is bid for blind (each bid held as ``secret.<seat>.bid``,
opened together; the tied top bidders bid again).  A round: turns going
left from the start player, three actions each (two in the last round);
an action that places bets or buys drinks may go on within the turn
(another bet, a second or third drink) until ``done``.  Then the player
with the least money inserts the round's purchases at once, the bets are
paid and the stakes go to the owners or the bank, what came out goes into
the box, and the player with the least money starts the next round.
:func:`advance` moves between the steps; the steps report what happened in
variables the log reads (:func:`round_lines`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...physics.recording import drink_piece
from ...table import MoveMoney, Table, Transaction, Tx, ZoneKind
from ...text import Message, Seat, msg
from ..base import boxed_table
from ..furniture import add_money_on, money_on
from ..tower_zones import add_tower_zones, tower_rects
from . import g19_rules as rules
from . import sealed_bids
from .drinks import LABEL_H, add_supply, drink_list, in_zone, supply_pos, to_supply, tower_answer, var_after, var_set
from .g19_words import P
from .machine import came_out, never_in, released, run_machine

if TYPE_CHECKING:
    from .g19 import JasmineTea

CARD_W, CARD_H = 63.0, 88.0
SECRET_BID = sealed_bids.SECRET_BID
CENTRE = "cards"
BOUGHT = "bought"
DISCARDS = "discards"


def stake_rect(seat: int) -> list[float]:
    """Where a seat's stake lies on every card (the same place on each: 賭けるカードすべての同じ位置に): two columns of three."""
    w, h = CARD_W / 2, CARD_H / 3
    return [(seat % 2) * w, (seat // 2) * h, w, h]


def build_table(game: JasmineTea, players: int, seed: int) -> Table:
    assert game.rules is not None
    lay = game.data["layout"]
    cat = game.catalogue
    table = boxed_table(game.id, seed, players, game.rules, fixtures=True)
    add_supply(table, lay["supply"][0], lay["supply"][1], (lay["supply_cell"][0], lay["supply_cell"][1]))
    cx, cy = lay["cards"]
    cw, ch = lay["card_cell"]
    table.add_zone(
        CENTRE, ZoneKind.GRID, rect=[cx, cy, 6 * cw, 2 * ch + LABEL_H], arrange="grid", cols=6, rows=2, label={"en": "Stock cards", "ja": "ストックカード"}
    )
    for k in range(12):
        for s in range(players):
            add_money_on(table, cat.card_piece(k), (CARD_W, CARD_H), owner=s, rect=stake_rect(s))
    table.add_zone(BOUGHT, ZoneKind.STACK, rect=list(lay["bought"]), arrange="row", label={"en": "Bought this round", "ja": "このラウンドに購入したドリンク"})
    dx, dy = lay["discards"]
    add_supply(
        table,
        dx,
        dy,
        (lay["discards_cell"][0], lay["discards_cell"][1]),
        zone=DISCARDS,
        label={"en": "The game box (out of the game)", "ja": "箱（ゲームから除外）"},
    )
    add_tower_zones(table, tower_rects(game.tower_spec, lay["tower"][0], lay["tower"][1], lay["landing"]))
    sx, sy = lay["seats"]
    cols, rows = lay["seat_cols"], lay["seat_rows"]
    w = cols * cw
    for s in range(players):
        x = sx + s * (w + lay["seat_gap"])
        table.add_zone(
            f"p{s}.stocks",
            ZoneKind.GRID,
            owner=s,
            rect=[x, sy, w, rows * ch + LABEL_H],
            arrange="grid",
            cols=cols,
            rows=rows,
            label={"en": "Stock cards", "ja": "ストックカード"},
        )
        table.add_zone(
            f"p{s}.money", ZoneKind.MONEY, owner=s, rect=[x, sy + rows * ch + LABEL_H + 8, w, 64], arrange="purse", label={"en": "Money", "ja": "所持金"}
        )
    return table


def setup(game: JasmineTea, table: Table, options: dict[str, Any]) -> None:
    cat = game.catalogue
    with table.begin("setup") as tx:
        tx.set_var("mode", options.get("mode", "assisted"))
        tx.move(["tower"], "fixtures")
        to_supply(cat, tx, [cat.drink_name(d) for d in range(36)])  # ドリンクをすべて自動販売機の横にまとめて置き
        cards = [cat.card_piece(k) for k in range(12)]
        tx.move(cards, CENTRE, pos=[(k % 6, k // 6) for k in range(12)])  # ストックカード12枚すべてを…中央に表向きに置きます
        coins = tuple((int(d), int(n)) for d, n in sorted(game.data["start_money"].items(), key=lambda kv: int(kv[0])) if n)
        tx.add(MoveMoney(tuple(("bank", f"p{s}.money", coins) for s in range(table.players))))
        tx.set_var("round", 1)
        tx.set_var("rounds", rules.rounds_for(table.players, game.data["rounds"]))
        tx.set_var("start", None)
        tx.set_var("rebids", 0)
        begin_bidding(tx, list(range(table.players)))


# ------------------------------------------------------------------ reading the table


def owners(game: JasmineTea, table: Table) -> dict[str, int]:
    """Owned cards: ``{card: seat}``."""
    return {p.removeprefix("stock_card."): s for s in range(table.players) for p in table.zones[f"p{s}.stocks"].ids}


def owned(table: Table, seat: int) -> list[str]:
    return [p.removeprefix("stock_card.") for p in table.zones[f"p{seat}.stocks"].ids]


def bets(game: JasmineTea, table: Table) -> dict[str, dict[int, int]]:
    """The money on the cards: ``{card: {seat: amount}}`` (cards with none left out)."""
    out: dict[str, dict[int, int]] = {}
    for k in range(12):
        card = game.catalogue.card_name(k)
        for s in range(table.players):
            amount = table.money(money_on(game.catalogue.card_piece(k), s))
            if amount:
                out.setdefault(card, {})[s] = amount
    return out


def staked(game: JasmineTea, table: Table, seat: int) -> int:
    """What ``seat`` has on the cards this round."""
    return sum(table.money(money_on(game.catalogue.card_piece(k), seat)) for k in range(12))


def limit(game: JasmineTea, table: Table, seat: int) -> int:
    return rules.bet_limit(int(game.data["bet_limit"]), int(game.data["bet_limit_per_card"]), len(owned(table, seat)))


def actions_this_round(game: JasmineTea, table: Table) -> int:
    last = int(table.vars["round"]) >= int(table.vars["rounds"])
    return int(game.data["final_round_actions"] if last else game.data["actions_per_round"])


def mover(table: Table) -> list[int]:
    phase = table.vars.get("phase")
    if phase == "bid":
        return sealed_bids.waiting(table)
    if phase == "turns":
        return [(int(table.vars["start"]) + int(table.vars["turn"])) % table.players]
    if phase == "insert":
        return [int(table.vars["inserter"])]
    return []


# ------------------------------------------------------------------ bidding


def begin_bidding(tx: Tx, bidders: list[int]) -> None:
    tx.set_var("bidders", bidders)
    tx.set_var("bids_in", [])
    tx.set_var("phase", "bid")


def reveal_bids(game: JasmineTea, tx: Tx, table: Table) -> None:
    """All hands open together: the highest bid wins, pays it and starts; the tied top bidders bid again."""
    won = sealed_bids.open_bids(game, table, tx, lambda tied: begin_bidding(tx, tied))
    if won is None:
        return
    winner, amount = won
    tx.pay(f"p{winner}.money", "bank", amount, bank="bank")  # 落札したプレイヤーのみが、自分の入札額を銀行に支払います
    tx.set_var("won_bid", {"seat": winner, "amount": amount})
    begin_round(tx, winner)


def begin_round(tx: Tx, start: int) -> None:
    tx.set_var("start", start)
    tx.set_var("turn", 0)
    tx.set_var("doing", None)
    tx.set_var("took", 0)
    tx.set_var("phase", "turns")


# ------------------------------------------------------------------ turns


def can_bet(game: JasmineTea, table: Table, seat: int) -> bool:
    step = int(game.data["bet_step"])
    return limit(game, table, seat) - staked(game, table, seat) >= step and table.money(f"p{seat}.money") >= step


def can_buy_drink(game: JasmineTea, table: Table, seat: int, took: int) -> bool:
    prices = game.data["drink_prices"]
    if took >= len(prices) or not table.zones["supply"].ids:
        return False
    return table.money(f"p{seat}.money") >= rules.drink_step_price(prices, took)


def can_buy_stock(game: JasmineTea, table: Table, seat: int) -> bool:
    if table.money(f"p{seat}.money") < int(game.data["stock_price"]):
        return False
    held = bets(game, table)
    return any(p.removeprefix("stock_card.") not in held for p in table.zones[CENTRE].ids)


def turn_goes_on(game: JasmineTea, table: Table, seat: int) -> bool:
    """Whether the turn's bets or drink purchase may go on (otherwise it ends by itself)."""
    doing = table.vars.get("doing")
    if doing == "bet":
        return can_bet(game, table, seat)
    if doing == "drinks":
        return can_buy_drink(game, table, seat, int(table.vars.get("took", 0)))
    return False


def next_turn(game: JasmineTea, tx: Tx, table: Table) -> None:
    turn = int(table.vars["turn"]) + 1
    tx.set_var("doing", None)
    tx.set_var("took", 0)
    if turn < actions_this_round(game, table) * table.players:
        tx.set_var("turn", turn)
        return
    money = [table.money(f"p{s}.money") for s in range(table.players)]
    tx.set_var("inserter", rules.least_money(money, int(table.vars["start"])))  # 所持金が最も少ないプレイヤーが…投入します
    tx.set_var("phase", "insert")


# ------------------------------------------------------------------ the round's end


def insert(game: JasmineTea, tx: Tx, table: Table) -> None:
    """The round's purchases into the machine at once (T25), then the bets and stakes settled (decision g19-a48)."""
    cat = game.catalogue
    drinks = in_zone(table, BOUGHT)
    answer = run_machine(tx, game.tower_spec, drinks, "batch") if drinks else {"exits": [], "not_entered": [], "jammed": []}
    out = came_out(answer) + released(answer)  # everything that came out this round (decision g19-a48-jams)
    pay = rules.settle(bets(game, table), owners(game, table), out, int(game.data["payout"]))
    for seat, won in sorted(pay.won.items()):
        tx.pay("bank", f"p{seat}.money", won, bank="bank")
    who_owns = owners(game, table)
    for k in range(12):
        card = cat.card_name(k)
        for s in range(table.players):
            zone = money_on(cat.card_piece(k), s)
            amount = table.money(zone)
            if amount:
                owner = who_owns.get(card)
                tx.pay(zone, f"p{owner}.money" if owner is not None and owner != s else "bank", amount, bank="bank")
    if out:  # そのラウンドに自動販売機から出てきたドリンクは、すべて箱に戻します
        tx.move([drink_piece(d) for d in out], DISCARDS, pos=[supply_pos(cat, d) for d in out])
    back = never_in(answer)
    if back:
        to_supply(cat, tx, back)
    record = {
        "round": table.vars["round"],
        "n": len(drinks),
        "came": out,
        "stayed": list(answer.get("jammed", [])),
        "not_in": back,
        "bets": [list(line) for line in pay.lines],
        "hits": pay.hits,
        "to_owner": {str(s): a for s, a in pay.to_owner.items()},
        "to_bank": pay.to_bank,
    }
    tx.set_var("result", record)
    if int(table.vars["round"]) >= int(table.vars["rounds"]):
        finish(game, tx, table)
        return
    money = [table.money(f"p{s}.money") for s in range(table.players)]
    start = rules.least_money(money, int(table.vars["start"]))  # 所持金が最も少ないプレイヤーが、次のラウンドを開始します
    tx.set_var("round", int(table.vars["round"]) + 1)
    begin_round(tx, start)


def finish(game: JasmineTea, tx: Tx, table: Table) -> None:
    """The box's drinks pay the owned cards that match them (200 each); most money wins."""
    boxed = in_zone(table, DISCARDS)
    final: dict[str, Any] = {"boxed": len(boxed), "seats": {}}
    for s in range(table.players):
        before = table.money(f"p{s}.money")
        cards = rules.end_payout(owned(table, s), boxed, int(game.data["end_payout"]))
        total = sum(cards.values())
        if total:
            tx.pay("bank", f"p{s}.money", total, bank="bank")
        final["seats"][str(s)] = {"before": before, "cards": cards, "total": total}
    money = [table.money(f"p{s}.money") for s in range(table.players)]
    tx.set_var("final", final)
    tx.set_var("winner", [s for s in range(table.players) if money[s] == max(money)])
    tx.set_var("phase", "over")


# ------------------------------------------------------------------ the flow


def advance(game: JasmineTea, table: Table, tx: Tx) -> None:
    phase = table.vars.get("phase")
    if phase == "bid" and sealed_bids.all_in(table):
        reveal_bids(game, tx, table)
    elif phase == "turns":
        doing = table.vars.get("doing")
        if doing == "end" or (doing in ("bet", "drinks") and not turn_goes_on(game, table, mover(table)[0])):
            next_turn(game, tx, table)


# ------------------------------------------------------------------ the log


def round_lines(game: JasmineTea, table: Table, tx: Transaction) -> list[Message]:
    cat = game.catalogue
    lines: list[Message] = []
    bids = var_after(tx, "bids")
    if var_set(tx, "bids") and isinstance(bids, dict):
        shown = [msg(f"{P}.log.bid_of", who=Seat(int(s)), amount=a) for s, a in sorted(bids.items(), key=lambda kv: int(kv[0]))]
        lines.append(msg(f"{P}.log.bids", bids=shown))
        tied = var_after(tx, "tied")
        if var_set(tx, "tied") and tied:
            lines.append(msg(f"{P}.log.tie", who=[Seat(s) for s in tied]))
        if var_set(tx, "lot"):
            lines.append(msg(f"{P}.log.lot", who=Seat(var_after(tx, "lot"))))
        won = var_after(tx, "won_bid")
        if var_set(tx, "won_bid") and won:
            lines.append(msg(f"{P}.log.won_bid", who=Seat(won["seat"]), amount=won["amount"]))
    record = var_after(tx, "result")
    if var_set(tx, "result") and isinstance(record, dict):
        answer = tower_answer(tx) or {}
        came = record["came"]
        lines.append(msg(f"{P}.log.came_out", drinks=drink_list(cat, came)) if came else msg(f"{P}.log.none_out"))
        pushed = [e["drink"] for e in answer.get("exits", []) if e.get("was_jammed")]
        if pushed:
            lines.append(msg(f"{P}.log.pushed", drinks=drink_list(cat, pushed)))
        if record["stayed"]:
            lines.append(msg(f"{P}.log.stayed", drinks=drink_list(cat, record["stayed"])))
        if record["not_in"]:
            lines.append(msg(f"{P}.log.not_in", drinks=drink_list(cat, record["not_in"])))
        for seat, card, stake, won in record["bets"]:
            name = cat.card_names(cat.card(card))
            if won:
                lines.append(msg(f"{P}.log.hit", who=Seat(seat), stake=stake, card=name, n=record["hits"][card], won=won))
            else:
                lines.append(msg(f"{P}.log.miss", who=Seat(seat), stake=stake, card=name))
        for s, amount in sorted(record["to_owner"].items(), key=lambda kv: int(kv[0])):
            lines.append(msg(f"{P}.log.to_owner", who=Seat(int(s)), amount=amount))
        if record["to_bank"]:
            lines.append(msg(f"{P}.log.to_bank", amount=record["to_bank"]))
    final = var_after(tx, "final")
    if var_set(tx, "final") and isinstance(final, dict):
        lines.append(msg(f"{P}.log.end", n=final["boxed"]))
        for s, f in sorted(final["seats"].items(), key=lambda kv: int(kv[0])):
            for card, amount in f["cards"].items():
                n = amount // int(game.data["end_payout"]) if game.data["end_payout"] else 0
                lines.append(msg(f"{P}.log.end_card", who=Seat(int(s)), card=cat.card_names(cat.card(card)), n=n, amount=amount))
        lines.append(msg(f"{P}.log.winner", who=[Seat(s) for s in var_after(tx, "winner") or []]))
    elif var_set(tx, "round") and var_set(tx, "start"):
        n = var_after(tx, "round")
        lines.append(msg(f"{P}.log.round", n=n, of=table.vars.get("rounds"), who=Seat(var_after(tx, "start"))))
        if n == table.vars.get("rounds"):
            lines.append(msg(f"{P}.log.final_round"))
    return lines


__all__ = ["build_table", "setup", "advance", "mover", "insert", "round_lines", "SECRET_BID", "CENTRE", "BOUGHT", "DISCARDS"]
