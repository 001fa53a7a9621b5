"""G20 Upside-Down Vending Machine: the table, the set-up, the round's flow, the drop's settlement.

A round: the blind bid (every purse closed while it lasts: お金は、この入札フェイズ中を
除き、常に公開情報です; re-bids among the tied), the winner's shares, the bets
clockwise from the winner, the drop through the upturned machine and the
settlement, then sales clockwise from the winner and the end check.
:func:`advance` moves between the steps; the steps report what happened in
variables the log reads (:func:`round_lines`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...physics.recording import drink_piece
from ...table import MoveMoney, Table, Transaction, Tx, Visibility, ZoneKind
from ...text import Message, Seat, msg
from ..base import boxed_table
from ..furniture import add_bag
from ..pieces import crate_geometry
from ..tower_zones import add_tower_zones, tower_rects
from . import g20_rules as rules
from . import sealed_bids
from .drinks import LABEL_H, add_crate_zone, crate_height, drink_list, drink_names, in_zone, var_after, var_set
from .g20_words import P

if TYPE_CHECKING:
    from .g20 import UpsideDown

CARD_W, CARD_H = 63.0, 88.0
SECRET_BID = sealed_bids.SECRET_BID


# Each bet's place named short enough for its narrow box, with its rate (the dialog and the log give the whole bet).
SIGN_NAMES = {
    "in_slot": {"en": "Slot", "ja": "スロット"},
    "outside_crate": {"en": "Outside", "ja": "外"},
    "in_crate_not_slot": {"en": "In crate", "ja": "クレート内"},
}


def build_table(game: UpsideDown, players: int, seed: int) -> Table:
    assert game.rules is not None
    lay = game.data["layout"]
    table = boxed_table(game.id, seed, players, game.rules, fixtures=True)
    add_bag(table, "lid", label={"en": "Box lid", "ja": "箱のふた"}, hidden=True)
    add_tower_zones(table, tower_rects(game.tower_spec, lay["tower"][0], lay["tower"][1], lay["landing"]))
    g = crate_geometry(game.tower_spec)
    tall = crate_height(g)

    def crate_zone(zid: str, x: float, y: float, crate: str, label: dict[str, str]) -> None:
        add_crate_zone(table, zid, x, y, crate, g, label)

    fx, fy = lay["front"]
    for k in (1, 2):
        crate_zone(f"front.{k}", fx + (k - 1) * (g.width + 16), fy, f"crate#{k + 1}", {"en": f"Crate {k}", "ja": f"クレート{k}"})
    bx, by = lay["bets"]
    for k, bet in enumerate(rules.BETS):
        x = bx + k * (g.width + 24)
        rate = game.data["rates"][bet]
        crate_zone(f"bet.{bet}", x, by, f"crate#{k + 4}", {"en": f"{rate} per 100", "ja": f"100円につき{rate}円"})
        table.add_zone(
            f"signs.{bet}",
            ZoneKind.STACK,
            rect=[x - 8, by + tall + 6, g.width + 16, 110],
            arrange="row",
            plain=True,
            label={k: f"{v} ×{rate // 100}" for k, v in SIGN_NAMES[bet].items()},
        )
    cx, cy = lay["cards"]
    for k in range(int(game.data["share_colours"])):
        x, y = cx + (k % 2) * 190, cy + (k // 2) * 190
        table.add_zone(
            f"cardpos.{k}", ZoneKind.STACK, rect=[x, y, CARD_W + 6, CARD_H + LABEL_H], arrange="pile", plain=True, label={"en": "Shares", "ja": "株"}
        )
        table.add_zone(
            f"card.{k}",
            ZoneKind.STACK,
            rect=[x + CARD_W + 10, y, 104, CARD_H + LABEL_H],
            arrange="row",
            plain=True,
            label={"en": "On the card", "ja": "カードの上"},
        )
        table.add_zone(f"value.{k}", ZoneKind.MONEY, rect=[x, y + CARD_H + LABEL_H + 6, 178, 64], arrange="purse", label={"en": "Value", "ja": "株価"})
    sx, sy = lay["seats"]
    w = lay["seat_w"]
    for s in range(players):
        x = sx + s * (w + lay["seat_gap"])
        table.add_zone(f"p{s}.shares", ZoneKind.STACK, owner=s, rect=[x, sy, w, 80], arrange="row", label={"en": "Shares", "ja": "株"})
        table.add_zone(f"p{s}.money", ZoneKind.MONEY, owner=s, rect=[x, sy + 86, w * 0.6 - 4, 64], arrange="purse", label={"en": "Money", "ja": "所持金"})
        table.add_zone(
            f"p{s}.bet", ZoneKind.MONEY, owner=s, rect=[x + w * 0.6 + 4, sy + 86, w * 0.4 - 4, 64], arrange="purse", label={"en": "Bet", "ja": "賭け"}
        )
        table.add_zone(f"p{s}.sign", ZoneKind.STACK, owner=s, rect=[x, sy + 156, w, 50], arrange="row", label={"en": "Ad sign", "ja": "広告看板"})
    return table


def setup(game: UpsideDown, table: Table, options: dict[str, Any]) -> None:
    cat = game.catalogue
    d = game.data
    with table.begin("setup") as tx:
        tx.set_var("mode", options.get("mode", "assisted"))
        tx.move(["tower", "crate#1"], "fixtures")  # the machine upside down on the first crate
        tx.move([f"crate#{k}" for k in range(2, 7)], "fixtures")  # two in front of it, three showing the bets: boards
        # Two colours show the bets, the other four are the shares (a random choice: 2色を選び).
        order = list(range(6))
        pick = tx.choice("colours", [sorted(p) for p in _pairs(6)])
        display = [c for c in order if c in pick]
        shares = [c for c in order if c not in pick]
        tx.set_var("display", [cat.colours[c] for c in display])
        tx.set_var("shares", [cat.colours[c] for c in shares])
        shown = [cat.drink_name(c * 6 + s) for s in range(6) for c in display]
        for k, bet in enumerate(rules.BETS):
            tx.move([drink_piece(x) for x in shown[4 * k : 4 * k + 4]], f"bet.{bet}", pos=[(0, 0), (1, 0), (2, 0), (0, 1)])
        tx.move([drink_piece(cat.drink_name(c * 6 + s)) for c in shares for s in range(6)], "lid")
        coins = tuple((int(k), int(n)) for k, n in sorted(d["start_money"].items(), key=lambda kv: int(kv[0])) if n)
        tx.add(MoveMoney(tuple(("bank", f"p{s}.money", coins) for s in range(table.players))))
        for s in range(table.players):
            tx.move([f"ad_sign#{s + 1}"], f"p{s}.sign")
            tx.draw("lid", f"p{s}.shares")  # 各プレイヤーはそこからドリンク1本をランダムに引き
        for k, c in enumerate(shares):
            tx.move([cat.card_piece(c)], f"cardpos.{k}")
            tx.pay("bank", f"value.{k}", int(d["card_start"]), bank="bank")
            tx.move([p for p in table.zones["lid"].ids if p.startswith(f"drink.{cat.colours[c]}:")], f"card.{k}")
        tx.set_var("round", 1)
        tx.set_var("lead", None)
        begin_bidding(table, tx, list(range(table.players)))


def _pairs(n: int) -> list[tuple[int, int]]:
    return [(a, b) for a in range(n) for b in range(a + 1, n)]


def card_index(game: UpsideDown, table: Table, colour: str) -> int | None:
    shares = table.vars.get("shares", [])
    return shares.index(colour) if colour in shares else None


# ------------------------------------------------------------------ bidding


def begin_bidding(table: Table, tx: Tx, bidders: list[int]) -> None:
    """Every purse closed; ``bidders`` hold an amount in a closed hand."""
    for s in range(table.players):
        tx.set_visibility(f"p{s}.money", Visibility.OWNER)
    tx.set_var("bidders", bidders)
    tx.set_var("bids_in", [])
    tx.set_var("phase", "bid")


def reveal_bids(game: UpsideDown, tx: Tx, table: Table) -> None:
    """All hands open together: the highest bid wins (and pays it all), a tie bids again."""
    won = sealed_bids.open_bids(game, table, tx, lambda tied: begin_bidding(table, tx, tied))
    if won is None:
        return
    winner, amount = won
    tx.set_var("rebids", 0)
    for s in range(table.players):
        tx.set_visibility(f"p{s}.money", Visibility.EVERYONE)
    tx.pay(f"p{winner}.money", "bank", amount, bank="bank")
    tx.set_var("lead", winner)
    tx.set_var("won_bid", {"round": table.vars["round"], "seat": winner, "amount": amount})
    tx.set_var("bought", [])
    tx.set_var("phase", "buy")


# ------------------------------------------------------------------ the drop


def free_front(table: Table) -> list[tuple[str, tuple[int, int]]]:
    out = []
    for k in (1, 2):
        taken = {tuple(table.pieces[p].pos) for p in table.zones[f"front.{k}"].ids}
        out += [(f"front.{k}", (c, r)) for r in range(2) for c in range(3) if (c, r) not in taken]
    return out


def settle(game: UpsideDown, tx: Tx, table: Table, answer: dict[str, Any]) -> None:
    """Pay the bets by where the drinks landed, then put the drinks away (in the crates: their card +100)."""
    d = game.data
    landed: dict[str, str] = dict(answer.get("landed", {}))
    results = [r for r in landed.values() if r != "caught_inside"]
    record: dict[str, Any] = {"round": table.vars["round"], "landed": landed, "bets": {}, "crates": [], "no_room": [], "back": []}
    for s in range(table.players):
        bet = table.vars.get("bets", {}).get(str(s))
        if not bet:
            continue
        res = rules.settle_bet(bet["on"], bet["coins"], results, int(d["rates"][bet["on"]]), int(d["bet_coin"]))
        if res.won:
            tx.pay(f"p{s}.bet", f"p{s}.money", res.won * int(d["bet_coin"]), bank="bank")
            tx.pay("bank", f"p{s}.money", res.paid, bank="bank")
        if res.lost:
            tx.pay(f"p{s}.bet", "bank", res.lost, bank="bank")
        record["bets"][str(s)] = {"on": bet["on"], "coins": bet["coins"], "won": res.won, "paid": res.paid, "lost": res.lost}
    for s in range(table.players):
        tx.move([p for b in rules.BETS for p in table.zones[f"signs.{b}"].ids if p == f"ad_sign#{s + 1}"], f"p{s}.sign")
    room = free_front(table)
    for drink, where in landed.items():
        k = card_index(game, table, drink.partition(":")[0])
        assert k is not None
        if where in rules.IN_CRATE and room:
            zone, pos = room.pop(0)
            tx.move([drink_piece(drink)], zone, pos=[pos])
            tx.pay("bank", f"value.{k}", int(d["rise"]), bank="bank")
            record["crates"].append(drink)
        else:
            tx.move([drink_piece(drink)], f"card.{k}")
            record["no_room" if where in rules.IN_CRATE else "back"].append(drink)
    tx.set_var("bets", {})
    tx.set_var("drop", record)
    tx.set_var("phase", "sell")
    tx.set_var("step", 0)


# ------------------------------------------------------------------ the end


def ended(game: UpsideDown, table: Table) -> bool:
    """All 12 slots of the two front crates filled, or two colour cards without drinks."""
    filled = sum(len(table.zones[f"front.{k}"].ids) for k in (1, 2))
    empty = sum(1 for k in range(int(game.data["share_colours"])) if not table.zones[f"card.{k}"].ids)
    return filled >= int(game.data["collect_slots"]) or empty >= int(game.data["empty_cards_end"])


def final_sale(game: UpsideDown, tx: Tx, table: Table) -> None:
    """Everyone sells every share at its card's value; most money wins."""
    sales = {}
    for s in range(table.players):
        shares = in_zone(table, f"p{s}.shares")
        total = 0
        for drink in shares:
            k = card_index(game, table, drink.partition(":")[0])
            assert k is not None
            price = table.money(f"value.{k}")
            tx.pay("bank", f"p{s}.money", price, bank="bank")
            tx.move([drink_piece(drink)], f"card.{k}")
            total += price
        sales[str(s)] = {"n": len(shares), "amount": total}
    best = max(table.money(f"p{s}.money") for s in range(table.players))
    tx.set_var("final", sales)
    tx.set_var("winner", [s for s in range(table.players) if table.money(f"p{s}.money") == best])
    tx.set_var("phase", "over")


# ------------------------------------------------------------------ the flow


def advance(game: UpsideDown, table: Table, tx: Tx) -> None:
    phase = table.vars.get("phase")
    if phase == "bid" and sealed_bids.all_in(table):
        reveal_bids(game, tx, table)
    elif phase == "buy" and len(table.vars.get("bought", [])) >= int(game.data["shares_per_win"]):
        tx.set_var("phase", "bet")
        tx.set_var("step", 0)
    elif phase in ("bet", "sell") and int(table.vars.get("step", 0)) >= table.players:
        if phase == "bet":
            tx.set_var("phase", "drop")
            return
        if ended(game, table) or int(table.vars["round"]) >= int(game.data["max_rounds"]):
            final_sale(game, tx, table)
            return
        tx.set_var("round", int(table.vars["round"]) + 1)
        tx.set_var("drop", None)
        begin_bidding(table, tx, list(range(table.players)))


def mover(table: Table) -> list[int]:
    phase = table.vars.get("phase")
    if phase == "bid":
        return sealed_bids.waiting(table)
    lead = table.vars.get("lead")
    if lead is None:
        return []
    if phase in ("buy", "drop"):
        return [int(lead)]
    if phase in ("bet", "sell"):
        return [rules.clockwise(int(lead), table.players)[int(table.vars["step"])]]
    return []


# ------------------------------------------------------------------ the log


def round_lines(game: UpsideDown, tx: Transaction) -> list[Message]:
    cat = game.catalogue
    lines: list[Message] = []
    bids = var_after(tx, "bids")
    if var_set(tx, "bids") and isinstance(bids, dict):
        shown = [msg(f"{P}.log.bid_of", who=Seat(int(s)), amount=a) for s, a in sorted(bids.items(), key=lambda kv: int(kv[0]))]
        lines.append(msg(f"{P}.log.bids", bids=shown))
        lot = var_after(tx, "lot")
        if var_set(tx, "rebids") and int(var_after(tx, "rebids") or 0) > 0:
            # A tie at the top bids again (told from the bids: "tied" is not set again when the same seats tie again).
            top = max(bids.values())
            lines.append(msg(f"{P}.log.tie", who=[Seat(int(s)) for s, a in sorted(bids.items(), key=lambda kv: int(kv[0])) if a == top]))
        if var_set(tx, "lot"):
            lines.append(msg(f"{P}.log.lot", who=Seat(lot)))
        won = var_after(tx, "won_bid")
        if var_set(tx, "won_bid") and won:
            lines.append(msg(f"{P}.log.won_bid", who=Seat(won["seat"]), amount=won["amount"]))
    record = var_after(tx, "drop")
    if var_set(tx, "drop") and isinstance(record, dict):
        for drink, where in record["landed"].items():
            key = f"{P}.landed.{where}" if where == "caught_inside" else f"{P}.bet.{where}"
            lines.append(msg(f"{P}.log.landed", drink=drink_names(cat, drink), where=msg(key)))
        for s, b in sorted(record["bets"].items(), key=lambda kv: int(kv[0])):
            on = msg(f"{P}.bet.{b['on']}")
            if b["won"]:
                lines.append(msg(f"{P}.log.bet_won", who=Seat(int(s)), won=b["won"], coins=b["coins"], on=on, paid=b["paid"]))
            if b["lost"]:
                lines.append(msg(f"{P}.log.bet_lost", who=Seat(int(s)), lost=b["lost"], on=on))
        if record["crates"]:
            lines.append(msg(f"{P}.log.to_crates", drinks=drink_list(cat, record["crates"]), rise=game.data["rise"]))
        if record["no_room"]:
            lines.append(msg(f"{P}.log.no_room", drinks=drink_list(cat, record["no_room"])))
        if record["back"]:
            lines.append(msg(f"{P}.log.back", drinks=drink_list(cat, record["back"])))
    final = var_after(tx, "final")
    if var_set(tx, "final") and isinstance(final, dict):
        lines.append(msg(f"{P}.log.final"))
        for s, f in sorted(final.items(), key=lambda kv: int(kv[0])):
            if f["n"]:
                lines.append(msg(f"{P}.log.final_sale", who=Seat(int(s)), n=f["n"], amount=f["amount"]))
        lines.append(msg(f"{P}.log.winner", who=[Seat(s) for s in var_after(tx, "winner") or []]))
    elif var_set(tx, "round") and var_after(tx, "round"):
        lines.append(msg(f"{P}.log.round", n=var_after(tx, "round")))
    return lines


__all__ = ["build_table", "setup", "advance", "mover", "settle", "round_lines", "SECRET_BID"]
