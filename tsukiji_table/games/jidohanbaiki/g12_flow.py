"""G12 Colour vs Shape: the table, the set-up, the turns and the end (what happens by itself).

The table, as the rulebook lays it out between the two players: the six
crates upside down in a row, each with its value in coins on it (100 to
600); in front of each crate one colour card on the colour player's side and
one shape card on the shape player's side, with the drinks placed on it; each
player's supply and purse behind their cards; the machine at the row's end
(T20's front towards the players); and the drinks out of the game.

:func:`advance` hands the turn over (a player who passed is skipped); when
both have passed it scores the cards, fills the crates (the ties' drinks
out of the game), waits for the crates' owners to discard down to six, then
pays the twelve cards and ends the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...physics.recording import INSIDE_ZONE, STATE_VAR, drink_piece
from ...table import MoveMoney, Table, Transaction, Tx, ZoneKind
from ...text import Message, Seat, msg
from ..base import boxed_table
from ..pieces import crate_geometry
from ..tower_zones import add_tower_zones, tower_rects
from . import g12_rules as rules
from .drinks import LABEL_H, add_crate_zone, crate_height, drink_list, drink_names, in_zone, kind_names, var_after, var_set
from .g12_words import P

if TYPE_CHECKING:
    from .g12 import ColourVsShape

CARD_W, CARD_H = 63.0, 88.0
DISCARD = "discard"


def column_x(game: ColourVsShape, k: int) -> float:
    lay = game.data["layout"]
    return float(lay["x"] + k * (game.column_w + lay["column_gap"]))


def build_table(game: ColourVsShape, players: int, seed: int) -> Table:
    assert game.rules is not None
    lay = game.data["layout"]
    table = boxed_table(game.id, seed, players, game.rules, fixtures=True)
    g = crate_geometry(game.tower_spec)
    row_w = 6 * game.column_w + 5 * lay["column_gap"]
    x0 = lay["x"]
    for side, (supply_y, cards_y) in enumerate(((lay["supply_y"], lay["cards_top"]), (lay["supply_bottom"], lay["cards_bottom"]))):
        who = {"en": ("Colour player", "Shape player")[side], "ja": ("色プレイヤー", "形状プレイヤー")[side]}
        table.add_zone(
            f"p{side}.supply",
            ZoneKind.STACK,
            owner=side,
            rect=[x0, supply_y, row_w - lay["purse_w"] - 8, lay["supply_h"]],
            arrange="row",
            label={lang: f"{who[lang]}: {('Supply', 'サプライ')[lang == 'ja']}" for lang in ("en", "ja")},
        )
        table.add_zone(
            f"p{side}.money",
            ZoneKind.MONEY,
            owner=side,
            rect=[x0 + row_w - lay["purse_w"], supply_y, lay["purse_w"], lay["supply_h"]],
            arrange="purse",
            label={"en": "Money", "ja": "所持金"},
        )
        for k in range(6):
            x = column_x(game, k)
            table.add_zone(
                f"card.{side}.{k}",
                ZoneKind.STACK,
                rect=[x, cards_y, CARD_W + 6, CARD_H + LABEL_H],
                arrange="pile",
                plain=True,
                label={"en": "Card", "ja": "カード"},
            )
            table.add_zone(
                f"on.{side}.{k}",
                ZoneKind.STACK,
                owner=side,
                rect=[x + CARD_W + 10, cards_y, game.column_w - CARD_W - 10, CARD_H + LABEL_H],
                arrange="fan",
                label={"en": "On the card", "ja": "カードの上"},
            )
    for k, value in enumerate(game.values):
        x = column_x(game, k)
        add_crate_zone(table, f"crate.{k}", x, lay["crates_y"], f"crate#{k + 1}", g, {"en": f"{value} crate", "ja": f"{value}円のクレート"})
        table.add_zone(
            f"value.{k}",
            ZoneKind.MONEY,
            rect=[x + g.width + 8, lay["crates_y"], game.column_w - g.width - 8, 64],
            arrange="purse",
            label={"en": "Value", "ja": "価値"},
        )
    tx0 = x0 + row_w + 20
    add_tower_zones(table, tower_rects(game.tower_spec, tx0, lay["tower_y"], lay["landing"]))
    table.add_zone(
        DISCARD,
        ZoneKind.STACK,
        rect=[tx0, lay["supply_y"], 162 + lay["landing"], lay["supply_h"]],
        arrange="fan",
        label={"en": "Out of the game", "ja": "捨てたドリンク"},
    )
    assert crate_height(g) < lay["cards_bottom"] - lay["crates_y"]
    return table


def setup(game: ColourVsShape, table: Table, options: dict[str, Any]) -> None:
    cat = game.catalogue
    with table.begin("setup") as tx:
        tx.set_var("mode", options.get("mode", "assisted"))
        tx.move(["tower"], "fixtures")
        for k, value in enumerate(game.values):
            tx.move([f"crate#{k + 1}"], "fixtures")  # upside down under its value: the crate zone's board
            tx.pay("bank", f"value.{k}", value, bank="bank")
        # ランダムに6枚の色カードを表向きに並べ…形状カード: each side's six cards in a random order.
        cards: dict[str, list[str]] = {}
        for side, names in enumerate((cat.colours, cat.shapes)):
            order = list(names)
            counter, rng = table.rng()
            rng.shuffle(order)
            tx.set_var(f"cards.{side}", order, rng=counter)
            cards[str(side)] = order
            for k, name in enumerate(order):
                tx.move([cat.card_piece(cat.card(name))], f"card.{side}.{k}")
        colour_side, shape_side = rules.split(cat.colours, cat.shapes, int(game.data["per_kind"]))
        for side, drinks in enumerate((colour_side, shape_side)):
            tx.move([drink_piece(d) for d in sorted(drinks, key=lambda d: (rules.kind_of(d, side), d))], f"p{side}.supply")
        coins = tuple((int(d), int(n)) for d, n in sorted(game.data["start_money"].items(), key=lambda kv: int(kv[0])) if n)
        tx.add(MoveMoney(tuple(("bank", f"p{s}.money", coins) for s in range(table.players))))
        tx.set_var("passed", [False, False])
        first = tx.choice("first", [0, 1])
        tx.set_var("turn", first)
        tx.set_var("phase", "play")


def cards_of(table: Table, side: int) -> list[str]:
    return list(table.vars[f"cards.{side}"])


def placed(table: Table, side: int) -> list[list[str]]:
    return [in_zone(table, f"on.{side}.{k}") for k in range(6)]


# ------------------------------------------------------------------ the machine


def empty_after(tx: Tx, table: Table) -> list[str]:
    """A40: drinks that did not come out are taken out and leave the game at once (the machine is empty again)."""
    gone = in_zone(table, INSIDE_ZONE)
    if gone:
        tx.move([drink_piece(d) for d in gone], DISCARD)
    tx.set_var(STATE_VAR, None)
    return gone


# ------------------------------------------------------------------ the flow


def advance(game: ColourVsShape, table: Table, tx: Tx) -> None:
    phase = table.vars.get("phase")
    if phase == "play":
        passed = table.vars["passed"]
        if all(passed):
            fill_crates(game, table, tx)
        else:
            turn = int(table.vars["turn"])
            if not passed[1 - turn]:
                tx.set_var("turn", 1 - turn)
    while table.vars.get("phase") == "trim":
        k = trimming(game, table)
        if k is None:
            pay_out(game, table, tx)
        elif len(to_trim(table, k)) <= int(game.data["crate_holds"]):
            into_crate(tx, k, to_trim(table, k))
        else:
            tx.set_var("trim", k)
            return


def fill_crates(game: ColourVsShape, table: Table, tx: Tx) -> None:
    """Step 1 (points on the cards), then step 2: each crate to whoever placed more for it, with every drink placed for it."""
    record: dict[str, Any] = {"points": {}, "crates": []}
    for side in (0, 1):
        record["points"][str(side)] = rules.points(cards_of(table, side), placed(table, side), side, game.values)
    owners = {}
    for k in range(6):
        a, b = len(in_zone(table, f"on.0.{k}")), len(in_zone(table, f"on.1.{k}"))
        owner = rules.crate_owner((a, b))
        drinks = in_zone(table, f"on.0.{k}") + in_zone(table, f"on.1.{k}")
        if drinks and owner is None:
            tx.move([drink_piece(d) for d in drinks], DISCARD)
        elif drinks and len(drinks) <= int(game.data["crate_holds"]):
            into_crate(tx, k, drinks)
        owners[str(k)] = owner
        record["crates"].append({"value": game.values[k], "counts": [a, b], "owner": owner, "n": len(drinks)})
    tx.set_var("owners", owners)
    tx.set_var("scoring", record)
    tx.set_var("phase", "trim")


def into_crate(tx: Tx, k: int, drinks: list[str]) -> None:
    tx.move([drink_piece(d) for d in drinks], f"crate.{k}", pos=[(i % 3, i // 3) for i in range(len(drinks))])


def to_trim(table: Table, k: int) -> list[str]:
    """The drinks placed for crate ``k`` that wait for its owner's choice (still on the cards)."""
    return in_zone(table, f"on.0.{k}") + in_zone(table, f"on.1.{k}")


def trimming(game: ColourVsShape, table: Table) -> int | None:
    """The first crate won with more than six drinks placed for it: its owner chooses which to discard, then it is filled."""
    owners = table.vars.get("owners", {})
    for k in range(6):
        if owners.get(str(k)) is not None and to_trim(table, k):
            return k
    return None


def won_crates(table: Table) -> tuple[list[list[str]], list[list[str]]]:
    owners = table.vars.get("owners", {})
    won: tuple[list[list[str]], list[list[str]]] = ([], [])
    for k in range(6):
        owner = owners.get(str(k))
        if owner is not None:
            won[owner].append(in_zone(table, f"crate.{k}"))
    return won


def pay_out(game: ColourVsShape, table: Table, tx: Tx) -> None:
    """Steps 3-4: the points paid, the twelve cards paid to the majorities, the richest wins."""
    tx.del_var("trim")
    record = dict(table.vars["scoring"])
    cards = (cards_of(table, 0), cards_of(table, 1))
    pays = rules.payouts(cards, game.values, won_crates(table))
    totals = []
    record["payouts"] = [{"side": p.side, "column": p.column, "card": p.card, "value": p.value, "held": list(p.held), "to": p.to} for p in pays]
    record["seats"] = {}
    for s in (0, 1):
        coins = table.money(f"p{s}.money")
        pts = sum(record["points"][str(s)])
        paid = sum(p.value for p in pays if p.to == s)
        tx.pay("bank", f"p{s}.money", pts + paid, bank="bank")
        record["seats"][str(s)] = {"coins": coins, "points": pts, "paid": paid, "total": coins + pts + paid}
        totals.append(coins + pts + paid)
    best = max(totals)
    tx.set_var("result", record)
    tx.set_var("winner", [s for s in (0, 1) if totals[s] == best])
    tx.set_var("phase", "over")
    tx.reveal()


def mover(table: Table) -> int | None:
    phase = table.vars.get("phase")
    if phase == "play":
        return int(table.vars["turn"])
    if phase == "trim":
        return int(table.vars["owners"][str(table.vars["trim"])])
    return None


# ------------------------------------------------------------------ the log


def card_words(game: ColourVsShape, table: Table, side: int, k: int) -> Any:
    return kind_names(game.catalogue, cards_of(table, side)[k])


def consequences(game: ColourVsShape, table: Table, tx: Transaction) -> list[Message]:
    """What happened by itself in ``tx``: the turn passing to a lone player, the crates, the payouts, the end."""
    cat = game.catalogue
    lines: list[Message] = []
    if var_set(tx, "passed") and not all(var_after(tx, "passed")):
        alone = [s for s, p in enumerate(var_after(tx, "passed")) if not p]
        lines.append(msg(f"{P}.log.alone", who=Seat(alone[0])))
    record = var_after(tx, "scoring")
    if var_set(tx, "scoring") and isinstance(record, dict):
        lines.append(msg(f"{P}.log.both_passed"))
        for s in (0, 1):
            for k, pts in enumerate(record["points"][str(s)]):
                if pts:
                    value = game.values[k]
                    lines.append(
                        msg(f"{P}.log.points", who=Seat(s), n=pts // value, card=card_words(game, table, s, k), value=value, points=pts // 100, yen=pts)
                    )
        for c in record["crates"]:
            a, b = c["counts"]
            if c["owner"] is not None:
                lines.append(msg(f"{P}.log.crate_won", value=c["value"], who=Seat(c["owner"]), a=max(a, b), b=min(a, b), n=c["n"]))
            elif c["n"]:
                lines.append(msg(f"{P}.log.crate_tie", value=c["value"], a=a, n=c["n"]))
            else:
                lines.append(msg(f"{P}.log.crate_empty", value=c["value"]))
    result = var_after(tx, "result")
    if var_set(tx, "result") and isinstance(result, dict):
        for p in result["payouts"]:
            card = kind_names(cat, p["card"])
            a, b = p["held"]
            if p["to"] is None:
                lines.append(msg(f"{P}.log.unpaid", card=card, value=p["value"], a=a))
            else:
                lines.append(msg(f"{P}.log.paid", card=card, value=p["value"], who=Seat(p["to"]), a=max(a, b), b=min(a, b)))
        for s, r in sorted(result["seats"].items()):
            lines.append(msg(f"{P}.log.total", who=Seat(int(s)), **{k: r[k] for k in ("coins", "points", "paid", "total")}))
        winners = var_after(tx, "winner") or []
        total = result["seats"][str(winners[0])]["total"]
        key = "winner" if len(winners) == 1 else "shared"
        lines.append(msg(f"{P}.log.{key}", who=[Seat(s) for s in winners], total=total))
    return lines


def drink_words(game: ColourVsShape, drinks: list[str]) -> list[Any]:
    return drink_list(game.catalogue, drinks)


__all__ = ["build_table", "setup", "advance", "mover", "consequences", "empty_after", "placed", "cards_of", "won_crates", "DISCARD", "drink_names"]
