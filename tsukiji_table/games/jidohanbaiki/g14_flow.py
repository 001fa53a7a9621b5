"""G14 Pocari Bet: the table, the set-up, the round's flow and its payouts.

:func:`advance` runs after every action: it hands the step on (draws, the
snake draft, investments, declarations, in turn order from the start
player), turns up the two top cards and sets the 7th soda aside once every
card is drawn, pays out after the start player's insertion (the cards are
turned face up then: ``tx.reveal``), and after the crate is passed on
starts the next round (top-ups, the cards reshuffled: A43) or ends the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...physics.recording import INSIDE_ZONE, drink_piece
from ...table import MoveMoney, Table, Transaction, Tx, Visibility, ZoneKind
from ...text import Message, Seat, msg
from ..base import boxed_table
from ..pieces import crate_geometry
from . import g14_rules as rules
from .drinks import LABEL_H, add_supply, crate_height, drink_list, drink_names, in_zone, kind_names, to_supply, tower_answer, var_after, var_set
from .g14_words import P
from .machine import came_out, never_in, released

if TYPE_CHECKING:
    from .g14 import PocariBet

DECKS = ("shape", "colour")
CARD_W, CARD_H = 63.0, 88.0


def build_table(game: PocariBet, players: int, seed: int) -> Table:
    from ..tower_zones import add_tower_zones, tower_rects

    assert game.rules is not None
    lay = game.data["layout"]
    table = boxed_table(game.id, seed, players, game.rules, fixtures=True)
    add_supply(table, lay["supply"][0], lay["supply"][1], (lay["supply_cell"][0], lay["supply_cell"][1]))
    dx, dy = lay["decks"]
    for row, deck in enumerate(DECKS):
        y = dy + row * (CARD_H + LABEL_H + 12)
        names = {"shape": ("Shape deck", "形状デッキ", "Turned up", "めくったカード"), "colour": ("Colour deck", "色デッキ", "Turned up", "めくったカード")}[
            deck
        ]
        table.add_zone(
            f"deck.{deck}",
            ZoneKind.STACK,
            Visibility.NOBODY,
            rect=[dx, y, CARD_W + 8, CARD_H + LABEL_H],
            arrange="pile",
            label={"en": names[0], "ja": names[1]},
        )
        table.add_zone(
            f"flip.{deck}", ZoneKind.STACK, rect=[dx + CARD_W + 16, y, CARD_W + 8, CARD_H + LABEL_H], arrange="pile", label={"en": names[2], "ja": names[3]}
        )
    table.add_zone("seventh", ZoneKind.STACK, rect=lay["seventh"], arrange="row", label={"en": "The 7th soda", "ja": "第7のソーダ"})
    table.add_zone("aside", ZoneKind.STACK, rect=lay["aside"], arrange="row", label={"en": "Back in next round", "ja": "次のラウンドで販売機へ"})
    add_tower_zones(table, tower_rects(game.tower_spec, lay["tower"][0], lay["tower"][1], lay["landing"]))
    sx, sy = lay["seats"]
    w = lay["seat_w"]
    g = crate_geometry(game.tower_spec)
    tall = crate_height(g)
    for s in range(players):
        x = sx + s * (w + lay["seat_gap"])
        table.add_zone(f"p{s}.card", ZoneKind.STACK, owner=s, rect=[x, sy, CARD_W + 8, tall], arrange="pile", label={"en": "Secret card", "ja": "秘密のカード"})
        table.add_zone(
            f"p{s}.drafted", ZoneKind.STACK, owner=s, rect=[x + CARD_W + 14, sy, 110, tall], arrange="row", label={"en": "Picked", "ja": "選んだドリンク"}
        )
        table.add_zone(
            f"p{s}.start",
            ZoneKind.STACK,
            owner=s,
            rect=[x + CARD_W + 130, sy, w - CARD_W - 130, tall],
            arrange="row",
            label={"en": "Start player", "ja": "スタートプレイヤー"},
        )
        table.add_zone(f"p{s}.money", ZoneKind.MONEY, owner=s, rect=[x, sy + tall + 8, w / 2 - 4, 64], arrange="purse", label={"en": "Money", "ja": "所持金"})
        table.add_zone(
            f"p{s}.stake", ZoneKind.MONEY, owner=s, rect=[x + w / 2 + 4, sy + tall + 8, w / 2 - 4, 64], arrange="purse", label={"en": "Invested", "ja": "投資"}
        )
    return table


def setup(game: PocariBet, table: Table, options: dict[str, Any]) -> None:
    cat = game.catalogue
    with table.begin("setup") as tx:
        tx.set_var("mode", options.get("mode", "assisted"))
        tx.move(["tower"], "fixtures")
        to_supply(cat, tx, [cat.drink_name(d) for d in range(36)])
        coins = tuple((int(d), int(n)) for d, n in sorted(game.data["start_money"].items(), key=lambda kv: int(kv[0])) if n)
        tx.add(MoveMoney(tuple(("bank", f"p{s}.money", coins) for s in range(table.players))))
        start = tx.choice("start", list(range(table.players)))  # ボトルクレート１箱を受け取るプレイヤー１名をランダムに選び
        tx.move(["crate#1"], f"p{start}.start")
        tx.set_var("round", 1)
        tx.set_var("start", start)
        tx.set_var("seventh", None)
        tx.move([cat.card_piece(6 + k) for k in range(6)], "deck.shape")
        tx.move([cat.card_piece(k) for k in range(6)], "deck.colour")
        begin_round(game, tx, table)


# ------------------------------------------------------------------ steps


def order(table: Table) -> list[int]:
    start = int(table.vars["start"])
    return [(start + k) % table.players for k in range(table.players)]


def picking(game: PocariBet, table: Table) -> list[int]:
    return rules.draft_order(int(table.vars["start"]), table.players, game.data["draft"])


def begin_round(game: PocariBet, tx: Tx, table: Table) -> None:
    """Top-ups, the cards back into their decks face down and shuffled (A43), then the draws."""
    for s in range(table.players):
        if table.money(f"p{s}.money") == 0 and table.money(f"p{s}.stake") == 0:
            tx.pay("bank", f"p{s}.money", int(game.data["top_up"]), bank="bank")
    cards = {
        deck: [
            p for z in (f"deck.{deck}", f"flip.{deck}", *(f"p{s}.card" for s in range(table.players))) for p in table.zones[z].ids if game.card_deck(p) == deck
        ]
        for deck in DECKS
    }
    for deck, ids in cards.items():
        tx.move(ids, f"deck.{deck}")
        tx.set_face(ids, False)
        tx.shuffle(f"deck.{deck}")
    tx.set_var("declared", {})
    tx.set_var("phase", "draw")
    tx.set_var("step", 0)


def turn_up(game: PocariBet, tx: Tx, table: Table) -> None:
    """Both decks' top cards face up; the drink of that colour and shape is the 7th soda."""
    picked = {}
    for deck in DECKS:
        top = table.zones[f"deck.{deck}"].ids[-1]
        tx.move([top], f"flip.{deck}")
        tx.set_face([top], True)
        picked[deck] = top.removeprefix("stock_card.")
    tx.reveal()
    seventh = f"{picked['colour']}:{picked['shape']}"
    if drink_piece(seventh) in table.zones["supply"].ids:
        tx.move([drink_piece(seventh)], "seventh")
    tx.set_var("seventh", seventh)  # where it is not in the supply it counts where it lies (decision g14-seventh-soda)


def settle(game: PocariBet, tx: Tx, table: Table, answer: dict[str, Any]) -> None:
    """Pay every investment by what came out (step 7); the cards face up; drinks back to the supply."""
    start = int(table.vars["start"])
    came = came_out(answer)
    seventh = table.vars.get("seventh")
    seventh_out = seventh in came
    record: dict[str, Any] = {"round": table.vars["round"], "came": came, "released": released(answer), "seventh_out": seventh_out, "seats": {}}
    cards = [table.zones[f"p{s}.card"].ids for s in range(table.players)]
    tx.set_face([c for ids in cards for c in ids], True)
    tx.reveal()
    for s in range(table.players):
        card = cards[s][0].removeprefix("stock_card.") if cards[s] else ""
        kind = table.vars["declared"][str(s)]
        stake = table.money(f"p{s}.stake")
        pay = rules.payout(kind, card, stake, came, seventh_out, s == start, int(game.data["payout_per_drink"]), int(game.data["bonus"]))
        if pay.lost:
            tx.pay(f"p{s}.stake", "bank", stake, bank="bank")
        else:
            tx.pay(f"p{s}.stake", f"p{s}.money", stake, bank="bank")
            tx.pay("bank", f"p{s}.money", pay.won + pay.bonus, bank="bank")
        record["seats"][str(s)] = {
            "card": card,
            "kind": kind,
            "n": pay.matches,
            "stake": stake,
            "got": pay.back + pay.won,
            "bonus": pay.bonus,
            "seventh": pay.seventh,
        }
    # 自動販売機から出てきたドリンクはすべてサプライに戻します; those that came out at another time go back in next round (T23).
    to_supply(game.catalogue, tx, came)
    later = released(answer) + never_in(answer)
    if later:
        tx.move([drink_piece(d) for d in later], "aside")
    tx.set_var("result", record)
    tx.set_var("phase", "settled")
    reached = [s for s in range(table.players) if table.money(f"p{s}.money") >= int(game.data["win_at"])]
    if reached:
        best = max(table.money(f"p{s}.money") for s in reached)
        finish(tx, [s for s in reached if table.money(f"p{s}.money") == best], "reached")
    elif int(table.vars["round"]) >= int(game.data["rounds"]):
        best = max(table.money(f"p{s}.money") for s in range(table.players))
        finish(tx, [s for s in range(table.players) if table.money(f"p{s}.money") == best], "rounds")


def finish(tx: Tx, winners: list[int], how: str) -> None:
    tx.set_var("winner", winners)
    tx.set_var("how", how)
    tx.set_var("phase", "over")


def pass_crate(game: PocariBet, tx: Tx, table: Table) -> None:
    """The crate goes to the left: that player starts the next round."""
    start = (int(table.vars["start"]) + 1) % table.players
    tx.move(["crate#1"], f"p{start}.start")
    tx.set_var("start", start)
    tx.set_var("round", int(table.vars["round"]) + 1)
    tx.set_var("seventh", None)
    if table.zones["seventh"].ids:  # never inserted (cannot happen in play; kept tidy for free mode)
        to_supply(game.catalogue, tx, in_zone(table, "seventh"))
    begin_round(game, tx, table)


# ------------------------------------------------------------------ the flow


def advance(game: PocariBet, table: Table, tx: Tx) -> None:
    phase = table.vars.get("phase")
    if phase in ("over", "insert", "settled"):
        return
    step = int(table.vars.get("step", 0))
    if phase == "draft":
        # Skip picks the supply cannot serve (only when the machine holds nearly every drink).
        while step < len(game.data["draft"]) and not game.supply(table):
            step += 1
        if step >= len(game.data["draft"]):
            tx.set_var("phase", "invest")
            step = 0
        tx.set_var("step", step)
        return
    if step >= table.players:
        following = {"draw": "draft", "invest": "declare", "declare": "insert"}[str(phase)]
        if phase == "draw":
            turn_up(game, tx, table)
        tx.set_var("phase", following)
        tx.set_var("step", 0)
        if following == "draft":
            advance(game, table, tx)


def mover(game: PocariBet, table: Table) -> int | None:
    phase = table.vars.get("phase")
    step = int(table.vars.get("step", 0))
    if phase in ("draw", "invest", "declare"):
        return order(table)[step]
    if phase == "draft":
        return picking(game, table)[step]
    if phase in ("insert", "settled"):
        return int(table.vars["start"])
    return None


# ------------------------------------------------------------------ the log


def round_lines(game: PocariBet, tx: Transaction) -> list[Message]:
    """What happened by itself in ``tx``: the turn-up, the payouts, top-ups, the next round, the end."""
    cat = game.catalogue
    lines: list[Message] = []
    seventh = var_after(tx, "seventh")
    if var_set(tx, "seventh") and seventh:
        colour, _, shape = seventh.partition(":")
        lines.append(msg(f"{P}.log.flip", colour=kind_names(cat, colour), shape=kind_names(cat, shape), drink=drink_names(cat, seventh)))
        if not any(getattr(c, "dst", None) == "seventh" for c in tx.commands):
            lines.append(msg(f"{P}.log.flip_inside"))
    record = var_after(tx, "result")
    if var_set(tx, "result") and isinstance(record, dict):
        answer = tower_answer(tx) or {}
        came = record["came"]
        lines.append(msg(f"{P}.log.came_out", drinks=drink_list(cat, came)) if came else msg(f"{P}.log.none_out"))
        pushed = [e["drink"] for e in answer.get("exits", []) if e.get("was_jammed") and not e.get("released")]
        if pushed:
            lines.append(msg(f"{P}.log.pushed", drinks=drink_list(cat, pushed)))
        if record["released"]:
            lines.append(msg(f"{P}.log.released", drinks=drink_list(cat, record["released"])))
        for s, r in sorted(record["seats"].items(), key=lambda kv: int(kv[0])):
            who = Seat(int(s))
            lines.append(msg(f"{P}.log.card", who=who, card=kind_names(cat, r["card"])))
            kind = kind_names(cat, r["kind"])
            if r["seventh"]:
                lines.append(msg(f"{P}.log.seventh", who=who, stake=r["stake"]))
            elif r["n"] == 0:
                lines.append(msg(f"{P}.log.lost", who=who, kind=kind, stake=r["stake"]))
            else:
                lines.append(msg(f"{P}.log.paid", who=who, n=r["n"], kind=kind, got=r["got"]))
                if r["bonus"]:
                    lines.append(msg(f"{P}.log.bonus", who=who, kind=kind, bonus=r["bonus"]))
    for c in tx.commands:
        if isinstance(c, MoveMoney) and any(a == "bank" and b.endswith(".money") for a, b, _ in c.legs) and var_set(tx, "round") and not var_set(tx, "result"):
            for _, b, coins in c.legs:
                lines.append(msg(f"{P}.log.top_up", who=Seat(int(b[1 : b.index(".")])), amount=sum(d * n for d, n in coins)))
    if var_after(tx, "phase") == "over":
        winners = [Seat(s) for s in var_after(tx, "winner") or []]
        how = var_after(tx, "how")
        lines.append(
            msg(f"{P}.log.reached", who=winners, n=game.data["win_at"]) if how == "reached" else msg(f"{P}.log.end", who=winners, n=game.data["rounds"])
        )
    return lines


__all__ = ["build_table", "setup", "advance", "mover", "settle", "pass_crate", "round_lines", "INSIDE_ZONE"]
