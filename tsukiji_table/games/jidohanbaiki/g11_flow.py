"""G11 Vending Machine Poker: the table, the set-up and the flow (what happens by itself).

:func:`advance` runs after every action in the same transaction: when a turn
is over it hands the turn on (to the next player still in, or through the
last turns after a call), puts out a player who can neither buy nor throw,
shows the hands when everyone has had their last turn, splits the pot,
empties the machine (T18) and starts the next round with the player left of
the caller; it ends the game when one player is left (or after the round
limit of ``g11.yaml``).  Step functions here report what happened in
variables the log lines read (:func:`consequences`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...physics.recording import INSIDE_ZONE, drink_piece
from ...table import MoveMoney, Table, Transaction, Tx, ZoneKind
from ...text import Message, Seat, msg
from ..base import boxed_table
from ..pieces import crate_geometry
from ..tower_zones import add_tower_zones, tower_rects
from . import g11_rules as rules
from .drinks import LABEL_H, add_crate_zone, add_supply, crate_height, moved_to, tower_answer, var_after, var_before, var_set
from .drinks import to_supply as drinks_to_supply
from .g11_words import P
from .machine import came_out, empty_machine, never_in, released

if TYPE_CHECKING:
    from .g11 import VendingMachinePoker

SEAT_W = 200.0


# ------------------------------------------------------------------ the table


def build_table(game: VendingMachinePoker, players: int, seed: int) -> Table:
    assert game.rules is not None
    lay = game.data["layout"]
    table = boxed_table(game.id, seed, players, game.rules, fixtures=True)
    add_supply(table, lay["supply"][0], lay["supply"][1], (lay["supply_cell"][0], lay["supply_cell"][1]))
    px, py = lay["prices"]
    for row, (zid, price, en, ja) in enumerate((("prices.cans", 100, "Cans", "缶"), ("prices.bottles", 200, "Bottles", "ボトル"))):
        label = {"en": f"{en}: {price} yen each", "ja": f"{ja}：1本{price}円"}
        table.add_zone(zid, ZoneKind.STACK, rect=[px, py + row * (88 + LABEL_H + 18), 3 * 66 + 6, 88 + LABEL_H + 6], arrange="row", label=label)
    tx0, ty0 = lay["tower"]
    add_tower_zones(table, tower_rects(game.tower_spec, tx0, ty0, lay["landing"]))
    pot = lay["pot"]
    table.add_zone("pot", ZoneKind.MONEY, rect=pot, arrange="purse", label={"en": "Pot", "ja": "積立て賭け金"})
    table.add_zone(
        "pot.sign", ZoneKind.STACK, rect=[pot[0], pot[1] + pot[3] + 6, pot[2], 50], arrange="row", plain=True, label={"en": "Ad sign", "ja": "広告看板"}
    )
    g = crate_geometry(game.tower_spec)
    x0, y0 = lay["seats"]
    for s in range(players):
        x = x0 + s * (SEAT_W + lay["seat_gap"])
        add_crate_zone(table, f"p{s}.crate", x, y0, f"crate#{s + 1}", g, {"en": "Crate", "ja": "クレート"}, owner=s)
        table.add_zone(
            f"p{s}.money", ZoneKind.MONEY, owner=s, rect=[x + g.width + 8, y0, SEAT_W - g.width - 8, 70], arrange="purse", label={"en": "Money", "ja": "所持金"}
        )
        table.add_zone(
            f"p{s}.caught",
            ZoneKind.STACK,
            owner=s,
            rect=[x + g.width + 8, y0 + 78, SEAT_W - g.width - 8, crate_height(g) - 78],
            arrange="row",
            label={"en": "Came out", "ja": "出てきた"},
        )
    return table


def to_supply(game: VendingMachinePoker, tx: Tx, drinks: list[str]) -> None:
    drinks_to_supply(game.catalogue, tx, drinks)


def setup(game: VendingMachinePoker, table: Table, options: dict[str, Any]) -> None:
    cat = game.catalogue
    with table.begin("setup") as tx:
        tx.set_var("mode", options.get("mode", "assisted"))
        tx.move(["tower"], "fixtures")
        tx.move([f"crate#{k}" for k in range(1, 7)], "fixtures")
        tx.move([f"stock_card.{s}" for s in cat.shapes[:3]], "prices.cans")
        tx.move([f"stock_card.{s}" for s in cat.shapes[3:]], "prices.bottles")
        tx.move(["ad_sign#1"], "pot.sign")
        to_supply(game, tx, [cat.drink_name(d) for d in range(36)])
        coins = tuple((int(d), int(n)) for d, n in sorted(game.data["start_money"].items(), key=lambda kv: int(kv[0])) if n)
        tx.add(MoveMoney(tuple(("bank", f"p{s}.money", coins) for s in range(table.players))))
        start = tx.choice("start", list(range(table.players)))  # 任意の方法でスタートプレイヤーを選び
        for name, value in (("round", 1), ("out", []), ("caller", None), ("last_turns", None), ("turns", 0), ("phase", "turn")):
            tx.set_var(name, value)
        begin_turn(game, tx, table, start)


# ------------------------------------------------------------------ steps


def pay_pot(tx: Tx, table: Table, seat: int, price: int) -> int:
    """Pay ``price`` into the pot from ``seat``'s purse; the pot gives no change (the least overpayment). Returns what was paid."""
    purse = f"p{seat}.money"
    coins = rules.coins_to_pay(dict(table.zones[purse].coins), price)
    assert coins is not None
    tx.add(MoveMoney(((purse, "pot", tuple(sorted(coins.items()))),)))
    return sum(d * n for d, n in coins.items())


def free_spots(table: Table, seat: int) -> list[tuple[int, int]]:
    taken = {tuple(table.pieces[p].pos) for p in table.zones[f"p{seat}.crate"].ids}
    return [(c, r) for r in range(2) for c in range(3) if (c, r) not in taken]


def to_crate(tx: Tx, table: Table, seat: int, drinks: list[str]) -> None:
    spots = free_spots(table, seat)
    assert len(spots) >= len(drinks)
    if drinks:
        tx.move([drink_piece(d) for d in drinks], f"p{seat}.crate", pos=spots[: len(drinks)])


def take_what_came_out(game: VendingMachinePoker, tx: Tx, table: Table, seat: int, answer: dict[str, Any]) -> None:
    """Drinks that came out are the inserter's (A38); those that came out while the exit was emptied
    go to the supply (T17), as do missed throws (T15); more than fit wait for :func:`keep`."""
    mine = came_out(answer)
    to_supply(game, tx, released(answer) + never_in(answer))
    if len(mine) <= game.room(table, seat):
        to_crate(tx, table, seat, mine)
        return
    tx.move([drink_piece(d) for d in mine], f"p{seat}.caught")
    tx.set_var("phase", "keep")


def keep(game: VendingMachinePoker, tx: Tx, table: Table, seat: int, kept: list[str]) -> None:
    """The crate holds ``kept``; every other drink of the crate and of those that came out goes to the supply."""
    pool = game.crate(table, seat) + game.caught(table, seat)
    gone = [d for d in pool if d not in kept]
    to_supply(game, tx, gone)
    to_crate(tx, table, seat, [d for d in game.caught(table, seat) if d in kept])
    tx.set_var("throwable", [d for d in table.vars.get("throwable", []) if d in kept])
    tx.set_var("discarded", {"turn": table.vars.get("turns", 0), "drinks": gone})  # a new value each time: the log reads it
    tx.set_var("phase", "turn")


def eliminate(game: VendingMachinePoker, tx: Tx, table: Table, seat: int, why: str) -> None:
    """``seat`` is out: its drinks go to the supply; its money stays with it, out of play."""
    to_supply(game, tx, game.crate(table, seat) + game.caught(table, seat))
    tx.set_var("out", [*table.vars.get("out", []), seat])
    tx.set_var("went_out", [*table.vars.get("went_out", []), [seat, why]])


def after_caller(table: Table, caller: int) -> list[int]:
    """The players still in, in turn order after the caller: each has one more turn."""
    out = set(table.vars.get("out", []))
    return [(caller + k) % table.players for k in range(1, table.players) if (caller + k) % table.players not in out]


def turn_limit(game: VendingMachinePoker, table: Table) -> int:
    return int(game.data["turns_before_forced_call"]) * len(game.active(table))


def can_act(game: VendingMachinePoker, table: Table, seat: int) -> bool:
    """Whether ``seat`` can buy or throw (どちらも実行できない場合には脱落します)."""
    if table.zones[f"p{seat}.crate"].ids:
        return True
    prices = [int(game.data["prices"][d.partition(":")[2]]) for d in game.supply(table)]
    return rules.can_buy(game.money(table, seat), game.room(table, seat), min(prices) if prices else None)


def begin_turn(game: VendingMachinePoker, tx: Tx, table: Table, seat: int) -> None:
    tx.set_var("turn", seat)
    tx.set_var("did", None)
    tx.set_var("throwable", sorted(game.crate(table, seat)))
    tx.set_var("turns_in_round", table.vars.get("turns_in_round", 0) + 1)
    tx.set_var("turns", table.vars.get("turns", 0) + 1)


def showdown(game: VendingMachinePoker, tx: Tx, table: Table) -> None:
    """Everyone still in shows five drinks; the best hand takes the pot (split on a tie, the rest stays)."""
    active = game.active(table)
    hands = {s: [game.card(d) for d in game.crate(table, s)] for s in active}
    winners, shown = rules.showdown(hands, int(game.data["hand_size"]))
    share, carry = rules.split_pot(table.money("pot"), len(winners))
    record: dict[str, Any] = {"round": table.vars.get("round", 1), "winners": winners, "share": share, "carry": carry, "hands": {}, "spare": {}}
    by_card = {game.card(d): d for s in active for d in game.crate(table, s)}
    for s in active:
        value, cards = shown[s]
        record["hands"][str(s)] = {"hand": value.name if cards else "none", "drinks": [by_card[c] for c in cards]}
    for s in winners:
        tx.pay("pot", f"p{s}.money", share, bank="bank")
        crate = game.crate(table, s)
        hand = set(record["hands"][str(s)]["drinks"])
        spare = [d for d in crate if d not in hand] if len(crate) == int(game.data["crate_spots"]) else []
        to_supply(game, tx, [d for d in crate if d not in spare])  # 6本を持っている場合、…残しておくこともできます
        if spare:
            record["spare"][str(s)] = spare[0]
    emptied = empty_machine(tx, lambda d: to_supply(game, tx, [d]))  # T18, A37: to the supply
    record["emptied"] = emptied
    tx.set_var("showdown", record)


def finish(game: VendingMachinePoker, tx: Tx, table: Table, how: str) -> None:
    active = game.active(table)
    if how == "limit":
        best = max(game.money(table, s) for s in active)
        winners = [s for s in active if game.money(table, s) == best]
    else:
        winners = active
    tx.set_var("winner", winners)
    tx.set_var("how", how)
    tx.set_var("phase", "over")
    tx.set_var("turn", None)


# ------------------------------------------------------------------ the flow


def advance(game: VendingMachinePoker, table: Table, tx: Tx) -> None:
    """What happens by itself after an action (see the module docstring)."""
    if table.vars.get("phase") == "over":
        return
    if len(game.active(table)) <= 1:
        finish(game, tx, table, "last")
        return
    if table.vars.get("phase") == "keep" or not table.vars.get("turn_done"):
        return
    tx.del_var("turn_done")
    current = int(table.vars["turn"])
    while True:
        active = game.active(table)
        if len(active) <= 1:
            finish(game, tx, table, "last")
            return
        if table.vars.get("caller") is not None:
            queue = [s for s in table.vars.get("last_turns") or [] if s in active]
            if not queue:
                caller = int(table.vars["caller"])
                showdown(game, tx, table)
                if table.vars.get("round", 1) >= int(game.data["max_rounds"]):
                    finish(game, tx, table, "limit")
                    return
                tx.set_var("round", table.vars.get("round", 1) + 1)
                for name, value in (("caller", None), ("last_turns", None), ("turns_in_round", 0)):
                    tx.set_var(name, value)
                current = caller  # the next round starts left of the caller
                seat = rules.next_seat(caller, table.players, game.active(table))
            else:
                seat = queue[0]
                tx.set_var("last_turns", queue[1:])
        else:
            seat = rules.next_seat(current, table.players, active)
        assert seat is not None
        if can_act(game, table, seat):
            begin_turn(game, tx, table, seat)
            return
        eliminate(game, tx, table, seat, "stuck")
        current = seat


# ------------------------------------------------------------------ the log


def consequences(game: VendingMachinePoker, tx: Transaction) -> list[Message]:
    """The log lines of what happened by itself in ``tx`` (after the action's own line)."""
    lines: list[Message] = []
    answer = tower_answer(tx)
    seat = tx.seat or 0
    if answer is not None:
        took = [d for d in came_out(answer) if d in moved_to(tx, f"p{seat}.crate")]
        if took:
            lines.append(msg(f"{P}.log.got", who=Seat(seat), drinks=game.drink_list(took)))
        if released(answer):
            lines.append(msg(f"{P}.log.released", drinks=game.drink_list(released(answer))))
        if var_after(tx, "phase") == "keep":
            lines.append(msg(f"{P}.log.overflow", who=Seat(seat)))
    for who, why in var_after(tx, "went_out") or []:
        if [who, why] in (var_before(tx, "went_out") or []):
            continue
        lines.append(msg(f"{P}.log.out_{why}", who=Seat(who)))
    record = var_after(tx, "showdown")
    if var_set(tx, "showdown") and isinstance(record, dict):
        for s, shown in sorted(record["hands"].items(), key=lambda kv: int(kv[0])):
            if shown["drinks"]:
                lines.append(msg(f"{P}.log.shows", who=Seat(int(s)), hand=msg(f"{P}.hand.{shown['hand']}"), drinks=game.drink_list(shown["drinks"])))
            else:
                lines.append(msg(f"{P}.log.shows_none", who=Seat(int(s))))
        for s in record["winners"]:
            lines.append(msg(f"{P}.log.wins_pot", who=Seat(s), share=record["share"]))
            if str(s) in record["spare"]:
                lines.append(msg(f"{P}.log.spare", who=Seat(s), drink=game.drink_names(record["spare"][str(s)])))
        if record["carry"]:
            lines.append(msg(f"{P}.log.carry", carry=record["carry"]))
        if record["emptied"]:
            lines.append(msg(f"{P}.log.emptied", drinks=game.drink_list(record["emptied"])))
    if var_after(tx, "phase") == "over":
        winners = [Seat(s) for s in var_after(tx, "winner") or []]
        how = var_after(tx, "how")
        lines.append(msg(f"{P}.log.limit", n=game.data["max_rounds"], who=winners) if how == "limit" else msg(f"{P}.log.last", who=winners))
    elif var_set(tx, "round"):
        # The turn is not set again when the round starts with the player who just moved (left of a caller in a two-player game).
        starts = var_after(tx, "turn") if var_set(tx, "turn") else tx.seat
        lines.append(msg(f"{P}.log.round", n=var_after(tx, "round"), who=Seat(starts if starts is not None else 0)))
    elif var_set(tx, "turn") and var_after(tx, "turn") is not None and tx.action is not None:
        lines.append(msg(f"{P}.log.turn", who=Seat(var_after(tx, "turn"))))
    return lines


__all__ = ["build_table", "setup", "advance", "pay_pot", "take_what_came_out", "keep", "eliminate", "consequences", "INSIDE_ZONE"]
