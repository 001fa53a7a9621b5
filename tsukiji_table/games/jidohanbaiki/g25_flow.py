"""G25 Shopping Centre: the table, the set-up, leaving the shop, the turn order and the end.

The map is an area zone (``map``) the architects stand on at their circles'
positions; each JUTAKU card is a stack zone (``card.<id>``) holding its
items; the machine's crate beside the tower is ``machine.crate`` (six
pockets; more lie ``machine.beside``); each price card is a money zone
(``price.<category>``, a colour for the drinks).  Per seat: a purse, the
cart, what was kept after leaving, the mackerel barrels.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...physics.recording import drink_piece
from ...table import KindInfo, MoveMoney, Table, Tx, Visibility, ZoneKind
from ..base import populate
from ..furniture import add_bag, add_pot
from . import g25_balance
from . import g25_rules as rules

if TYPE_CHECKING:
    from .g25 import Shopping

MACHINE_CRATE = "machine.crate"
BESIDE = "machine.beside"
CRATE_ROOM = 6
STAND_IN = "standin"
SEAT_COLOURS = ("#d8403a", "#3a6fd8", "#2e9e5b", "#e0a020", "#8a4fc2")


def stand_in_pieces(data: dict[str, Any], what: str) -> list[str]:
    n = int(data["stand_ins"][what]["count"])
    return [f"{STAND_IN}.{what}"] if n == 1 else [f"{STAND_IN}.{what}#{k}" for k in range(1, n + 1)]


def architect(seat: int) -> str:
    return f"{STAND_IN}.architect#{seat + 1}"


def build_table(game: Shopping, players: int, seed: int, balance: bool = False) -> Table:
    from ..tower_zones import add_tower_zones, tower_rects

    data, lay = game.data, game.data["layout"]
    table = Table(game.id, seed, players)
    table.add_zone("box", ZoneKind.STACK, Visibility.NOBODY, hidden=True)
    table.add_zone("fixtures", ZoneKind.STACK, hidden=True)
    table.add_zone("bank", ZoneKind.MONEY, unlimited=True, hidden=True)
    table.add_zone("lid", ZoneKind.BAG, Visibility.NOBODY, hidden=True)  # the box lid the drinks are drawn from (setup 2)
    populate(table, game.rules_of("jidohanbaiki"), zone="box", money_zone="bank", only=("tower", "drink", "crate", "money"))
    populate(table, game.rules_of("tsukiji"), zone="box", only=("fish_token", "barrel", "auction_bag"))
    for what in data["stand_ins"]:
        table.add_kind(KindInfo(f"{STAND_IN}.{what}", f"{STAND_IN}_{what}"))
        for pid in stand_in_pieces(data, what):
            table.add_piece(pid, f"{STAND_IN}.{what}", "box")
    mx, my = lay["map"]
    m = data["map"]
    xs = [p[0] for p in m["circles"].values()]
    ys = [p[1] for p in m["circles"].values()]
    table.add_zone(
        "map",
        ZoneKind.AREA,
        rect=[mx, my, max(xs) + 20, max(ys) + 20],
        arrange="free",
        label={"en": "Shopping centre (our map: the printed figure is missing)", "ja": "ショッピングセンター（代用マップ：図は原本にありません）"},
    )
    for card, spec in m["cards"].items():
        x, y, w, h = spec["rect"]
        table.add_zone(
            f"card.{card}", ZoneKind.STACK, rect=[mx + x, my + y, w, h], arrange="pile", label={"en": "JUTAKU (stand-in)", "ja": "住宅カード（代用）"}
        )
    for card in data["setup"]["tuna"]:
        x, y, w, h = m["cards"][card]["rect"]
        add_pot(table, f"card.{card}.money", rect=[mx + x, my + y + h - 24, w, 24], label={"en": "Tuna price", "ja": "マグロの価格"})
    tx0, ty0 = lay["tower"]
    rects = tower_rects(game.tower_spec, tx0, ty0, lay["landing"])
    add_tower_zones(table, rects)
    cx, cy = tx0, ty0 + rects.tower[3] + 16
    table.add_zone(
        MACHINE_CRATE,
        ZoneKind.STACK,
        rect=[cx, cy, 150, 70],
        arrange="row",
        label={"en": "Crate beside the machine", "ja": "自動販売機の横のクレート"},
    )
    table.add_zone(BESIDE, ZoneKind.STACK, rect=[cx + 160, cy, 110, 70], arrange="row", label={"en": "Beside the crate", "ja": "クレートの横"})
    add_bag(table, "bag", rect=[cx, cy + 90, 80, 70], label={"en": "Bag (crab and tuna)", "ja": "袋（カニ・マグロ）"}, board="auction_bag")
    table.add_zone("barrels", ZoneKind.STACK, rect=[cx + 100, cy + 90, 90, 70], arrange="pile", label={"en": "Mackerel barrels", "ja": "サバ樽"})
    if balance:
        label = {"en": "Fallen from a basket (lost)", "ja": "かごから落ちた（紛失）"}
        table.add_zone(g25_balance.LOST, ZoneKind.STACK, rect=[cx + 200, cy + 90, 110, 70], arrange="row", label=label)
    px, py = lay["prices"]
    cats = [(c, spec["names"]) for c, spec in data["categories"].items()] + [(c, game.colour_names(c)) for c in game.catalogue.colours]
    for k, (cat, names) in enumerate(cats):
        label = {"en": f"{names['en']} (price)", "ja": f"{names['ja']}（価格）"}
        add_pot(table, f"price.{cat}", rect=[px + (k % 5) * 130, py + (k // 5) * 74, 124, 64], label=label)
    sx, sy = lay["seats"]
    h = lay["seat_h"]
    for s in range(players):
        y = sy + s * (h + 10)
        table.add_zone(f"p{s}.money", ZoneKind.MONEY, owner=s, rect=[sx, y, 150, 64], arrange="purse", label={"en": "Money", "ja": "所持金"})
        table.add_zone(f"p{s}.barrels", ZoneKind.STACK, owner=s, rect=[sx, y + 70, 150, h - 70], arrange="pile", label={"en": "Barrels", "ja": "サバ樽"})
        table.add_zone(
            f"p{s}.cart",
            ZoneKind.STACK,
            owner=s,
            rect=[sx + 160, y, 330, h / 2 - 2],
            arrange="row",
            label={"en": "Cart (crate)", "ja": "カート（クレート）"},
        )
        table.add_zone(
            f"p{s}.kept", ZoneKind.STACK, owner=s, rect=[sx + 160, y + h / 2 + 2, 330, h / 2 - 2], arrange="row", label={"en": "Kept", "ja": "持ち帰り"}
        )
        table.add_zone(f"p{s}.home", ZoneKind.STACK, owner=s, rect=[sx + 500, y, 60, h], arrange="pile", label={"en": "Done", "ja": "終了"})
    return table


def setup(game: Shopping, table: Table, options: dict[str, Any]) -> None:
    data, m = game.data, game.data["map"]
    cat = game.catalogue
    with table.begin("setup") as tx:
        tx.set_var("mode", options.get("mode", "assisted"))
        if options.get("balance") == "on":
            tx.set_var("balance", True)
        tx.move(["tower"], "fixtures")
        tx.move([f"crate#{k}" for k in range(1, table.players + 2)], "fixtures")  # the machine's crate and each player's cart
        coins = tuple((int(d), int(n)) for d, n in sorted(data["start_money"].items(), key=lambda kv: int(kv[0])) if n)
        tx.add(MoveMoney(tuple(("bank", f"p{s}.money", coins) for s in range(table.players))))  # first: the bank's own coins
        black = [cat.drink_piece(d) for d in range(36) if cat.drink_name(d).startswith("black:")][: int(data["black_drinks"])]
        tx.move(black, MACHINE_CRATE)
        tx.move([cat.drink_piece(d) for d in range(36) if cat.drink_piece(d) not in black], "lid")
        for card in data["setup"]["drinks"]:
            tx.draw("lid", f"card.{card}", int(data["drinks_per_card"]))
        tx.move(in_zone_ids(table, "lid"), "box")  # drinks the cards did not take (none with the printed map)
        for c, spec in data["categories"].items():
            tx.pay("bank", f"price.{c}", int(spec["price"]), bank="bank")
        for colour in cat.colours:
            tx.pay("bank", f"price.{colour}", int(data["black_price" if colour == "black" else "drink_price"]), bank="bank")
        clothing = [p for what, spec in data["stand_ins"].items() if spec.get("clothing") for p in stand_in_pieces(data, what)]
        tx.move(clothing, "lid")
        for card in data["setup"]["clothing"]:
            tx.draw("lid", f"card.{card}", 1)
        tx.move(in_zone_ids(table, "lid"), "box")
        for card, items in data["setup"]["centre"].items():
            for what in items:
                left = [p for p in stand_in_pieces(data, what) if table.pieces[p].zone == "box"]
                tx.move(left if what in ("newspaper", "detergent") else left[:1], f"card.{card}")
        fish = {k: [p for p in table.zones["box"].ids if p.startswith(f"fish_token.{k}")] for k in ("tuna", "king_crab", "salmon")}
        shown_tuna = [p for p in fish["tuna"] if p.startswith("fish_token.tuna_15")]
        shown_crab = [p for p in fish["king_crab"] if p.startswith("fish_token.king_crab_4")]
        for k, card in enumerate(data["setup"]["tuna"]):
            tx.move(shown_tuna[k : k + 1], f"card.{card}")
            tx.pay("bank", f"card.{card}.money", int(data["tuna"]["price"]), bank="bank")
        for k, card in enumerate(data["setup"]["crab"]):
            tx.move(shown_crab[k : k + 1], f"card.{card}")
        tx.move([p for p in fish["tuna"] + fish["king_crab"] if table.pieces[p].zone == "box"], "bag")
        per = int(data["salmon"]["per_card"])
        for k, card in enumerate(data["setup"]["salmon"]):
            tx.move(fish["salmon"][k * per : (k + 1) * per], f"card.{card}")
        barrels = [p for p in table.zones["box"].ids if p.startswith("barrel.mackerel")]
        tx.move(barrels[: int(data["barrels_per_player"]) * table.players], "barrels")
        ex, ey = m["circles"][m["exit"]]
        for s in range(table.players):
            tx.move([architect(s)], "map", pos=[spot(ex, ey, s)])
        start = tx.choice("start", list(range(table.players)))  # 一番最近、買い物に行ったプレイヤー: chosen at random
        tx.set_var("start", start)
        tx.set_var("turn", start)
        tx.set_var("round", 1)
        tx.set_var("at", [m["exit"]] * table.players)
        tx.set_var("exits", [0] * table.players)
        tx.set_var("tuna_bought", [0] * table.players)
        tx.set_var("salmon_left", False)
        tx.set_var("took", False)
        tx.set_var("vended", False)
        tx.set_var("phase", "move")


def in_zone_ids(table: Table, zone: str) -> list[str]:
    return list(table.zones[zone].ids)


def spot(x: float, y: float, seat: int) -> tuple[float, float]:
    """Where an architect stands on a circle: nudged by seat so that several on one circle all show."""
    dx = (-6, 6, -6, 6, 0)[seat % 5]
    dy = (-6, -6, 6, 6, 0)[seat % 5]
    return (float(x + 10 + dx), float(y + 10 + dy))


# ------------------------------------------------------------------ leaving the shop


def leave(game: Shopping, tx: Tx, table: Table, seat: int) -> rules.Payout:
    """Take the items and a mackerel barrel, receive the dividends, the prices fall (the exit rules)."""
    data = game.data
    items = [game.item(p) for p in table.zones[f"p{seat}.cart"].ids]
    prices = {z.removeprefix("price."): table.money(z) for z in table.zones if z.startswith("price.")}
    pay = rules.payout(data, items, prices, bool(table.vars.get("salmon_left")))
    tx.pay("bank", f"p{seat}.money", pay.total, bank="bank")
    for c in pay.falls:
        tx.pay(f"price.{c}", "bank", min(int(data["price_fall"]), table.money(f"price.{c}")), bank="bank")
    salmon = [it.piece for it in items if it.what == "salmon"]
    if salmon:
        tx.set_face(salmon, pay.fresh)  # "f" side up when fresh, else the "4" side
        tx.set_var("salmon_left", True)
    unpaid = set(pay.unpaid_drinks)
    kept = [it.piece for it in items if it.piece not in unpaid]
    if kept:
        tx.move(kept, f"p{seat}.kept")
    to_machine_crate(tx, table, [p.removeprefix("drink.") for p in pay.unpaid_drinks])
    barrel = table.zones["barrels"].ids[-1:]
    if barrel:
        tx.move(barrel, f"p{seat}.barrels")
    exits = list(table.vars["exits"])
    exits[seat] += 1
    tx.set_var("exits", exits)
    tx.set_var("last_exit", {"seat": seat, "lines": [[ln.item.piece, ln.paid, ln.doubled] for ln in pay.lines], "falls": list(pay.falls), "fresh": pay.fresh})
    if exits[seat] >= int(data["exits"]):
        tx.move([architect(seat)], f"p{seat}.home")
    g25_balance.emptied(tx, table, seat)
    return pay


def to_machine_crate(tx: Tx, table: Table, drinks: list[str]) -> None:
    """Into the crate beside the machine; what does not fit lies beside it (満杯の場合はその横に置きます)."""
    room = CRATE_ROOM - len(table.zones[MACHINE_CRATE].ids)
    fits, rest = drinks[: max(0, room)], drinks[max(0, room) :]
    if fits:
        tx.move([drink_piece(d) for d in fits], MACHINE_CRATE)
    if rest:
        tx.move([drink_piece(d) for d in rest], BESIDE)


# ------------------------------------------------------------------ the turn order and the end


def end_turn(game: Shopping, tx: Tx, table: Table) -> None:
    """The next player still shopping; the end when all but one have left twice, or at closing time."""
    need = int(game.data["exits"])
    exits = list(table.vars["exits"])
    tx.set_var("took", False)
    tx.set_var("vended", False)
    if rules.is_over(exits, need):
        finish(game, tx, table, "exits")
        return
    seat = int(table.vars["turn"])
    nxt = rules.next_seat(seat, exits, need)
    assert nxt is not None
    if nxt <= seat:
        tx.set_var("round", int(table.vars["round"]) + 1)
        if int(table.vars["round"]) > int(game.data["max_rounds"]):
            finish(game, tx, table, "closed")
            return
    tx.set_var("turn", nxt)
    tx.set_var("phase", "move")


def finish(game: Shopping, tx: Tx, table: Table, how: str) -> None:
    money = [table.money(f"p{s}.money") for s in range(table.players)]
    papers = [game.newspapers(table, s) for s in range(table.players)]
    tx.set_var("winner", rules.winners(money, papers))
    tx.set_var("how", how)
    tx.set_var("phase", "over")
