"""G13 Akihabara Melon Soda: the table, the set-up, taking the pot, the end and the score.

The table: the machine facing everyone (T20), the pot in the middle (drinks
and coins), and per seat the supply to the left of the crate, the crate,
the drinks that did not fit to its right, and the purse.  Drinks that stay
inside the machine are nobody's until a later taker's insertion pushes them
out (decision g13-inside).  :func:`advance` hands the turn to the left and
ends the game the moment one of the three conditions holds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...physics.recording import INSIDE_ZONE, drink_piece
from ...table import Table, Transaction, Tx, ZoneKind
from ...text import Message, Seat, msg
from ..base import boxed_table
from ..pieces import crate_geometry
from ..tower_zones import add_tower_zones, tower_rects
from . import g13_rules as rules
from .drinks import add_crate_zone, crate_height, drink_list, in_zone, var_after, var_set
from .g13_words import P
from .machine import came_out, never_in, released

if TYPE_CHECKING:
    from .g13 import MelonSoda

SPOTS = [(c, r) for r in range(2) for c in range(3)]


def build_table(game: MelonSoda, players: int, seed: int) -> Table:
    assert game.rules is not None
    lay = game.data["layout"]
    table = boxed_table(game.id, seed, players, game.rules, fixtures=True)
    add_tower_zones(table, tower_rects(game.tower_spec, lay["tower"][0], lay["tower"][1], lay["landing"]))
    px, py, pw, ph = lay["pot"]
    table.add_zone("pot", ZoneKind.STACK, rect=[px, py, pw * 0.6, ph], arrange="fan", label={"en": "Pot: drinks", "ja": "賭け金：ドリンク"})
    table.add_zone(
        "pot.money", ZoneKind.MONEY, rect=[px + pw * 0.6 + 8, py, pw * 0.4 - 8, ph], arrange="purse", label={"en": "Pot: money", "ja": "賭け金：お金"}
    )
    g = crate_geometry(game.tower_spec)
    tall = crate_height(g)
    sx, sy = lay["seats"]
    w, per_row = lay["seat_w"], lay["per_row"]
    side = (w - g.width - 16) / 2
    for s in range(players):
        x = sx + (s % per_row) * (w + lay["seat_gap"])
        y = sy + (s // per_row) * (tall + 64 + 8 + lay["row_gap"])
        table.add_zone(f"p{s}.supply", ZoneKind.STACK, owner=s, rect=[x, y, side, tall], arrange="fan", label={"en": "Supply", "ja": "サプライ"})
        add_crate_zone(table, f"p{s}.crate", x + side + 8, y, f"crate#{s + 1}", g, {"en": "Crate", "ja": "クレート"}, owner=s)
        table.add_zone(
            f"p{s}.right", ZoneKind.STACK, owner=s, rect=[x + side + g.width + 16, y, side, tall], arrange="fan", label={"en": "Unusable", "ja": "使用不可"}
        )
        table.add_zone(f"p{s}.money", ZoneKind.MONEY, owner=s, rect=[x, y + tall + 8, w, 64], arrange="purse", label={"en": "Money", "ja": "所持金"})
    return table


def setup(game: MelonSoda, table: Table, options: dict[str, Any]) -> None:
    cat = game.catalogue
    with table.begin("setup") as tx:
        tx.set_var("mode", options.get("mode", "assisted"))
        tx.move(["tower"], "fixtures")
        tx.move([f"crate#{s + 1}" for s in range(table.players)], "fixtures")  # each player's crate: the board of their crate zone
        groups = rules.sets(cat.colours, cat.shapes)
        counter, rng = table.rng()
        order = list(range(len(groups)))
        rng.shuffle(order)
        tx.set_var("sets", order[: table.players], rng=counter)
        for s in range(table.players):
            tx.move([drink_piece(d) for d in groups[order[s]]], f"p{s}.supply")
        for s in range(table.players):
            tx.pay("bank", f"p{s}.money", int(game.data["start_money"]), bank="bank")
        first = tx.choice("first", list(range(table.players)))  # スタートプレイヤーを任意の方法でランダムに決め
        tx.set_var("turn", first)
        tx.set_var("phase", "play")


def free_spots(table: Table, zone: str) -> list[tuple[int, int]]:
    used = {tuple(table.pieces[p].pos) for p in table.zones[zone].ids if isinstance(table.pieces[p].pos, (list, tuple))}
    return [spot for spot in SPOTS if spot not in used]


def take_pot(game: MelonSoda, table: Table, tx: Tx, seat: int, answer: dict[str, Any] | None) -> None:
    """What came out fills the taker's crate in exit order, the rest to its right; what stays inside stays (g13-inside)."""
    out = (came_out(answer) + released(answer)) if answer else []
    spots = free_spots(table, f"p{seat}.crate")
    fit, over = out[: len(spots)], out[len(spots) :]
    if fit:
        tx.move([drink_piece(d) for d in fit], f"p{seat}.crate", pos=spots[: len(fit)])
    if over:
        tx.move([drink_piece(d) for d in over], f"p{seat}.right")  # 入りきらないドリンクは、ボトルクレートの右横に
    back = never_in(answer) if answer else []
    if back:
        tx.move([drink_piece(d) for d in back], "pot")  # never went in: they wait in the pot for the next taker
    pushed = [e["drink"] for e in (answer or {}).get("exits", []) if e.get("was_jammed")]
    tx.set_var("took", {"crate": fit, "right": over, "stayed": in_zone(table, INSIDE_ZONE) if answer else [], "pushed": pushed, "back": back})


def advance(game: MelonSoda, table: Table, tx: Tx) -> None:
    if table.vars.get("phase") != "play":
        return
    n = table.players
    slots = int(game.data["crate_slots"])
    full = [len(table.zones[f"p{s}.crate"].ids) >= slots for s in range(n)]
    supply = [len(table.zones[f"p{s}.supply"].ids) for s in range(n)]
    money = [table.money(f"p{s}.money") for s in range(n)]
    why = rules.ending(full, supply, money)
    if why is None:
        tx.set_var("turn", (int(table.vars["turn"]) + 1) % n)
        return
    finish(game, table, tx, why, [s for s in range(n) if supply[s] == 0 and money[s] == 0])


def finish(game: MelonSoda, table: Table, tx: Tx, why: str, spent: list[int]) -> None:
    d = game.data
    seats = {}
    for s in range(table.players):
        stray = len(table.zones[f"p{s}.supply"].ids) + len(table.zones[f"p{s}.right"].ids)
        sc = rules.score(
            in_zone(table, f"p{s}.crate"),
            stray,
            table.money(f"p{s}.money"),
            table.players,
            int(d["crate_slots"]),
            int(d["per_kind"]),
            int(d["empty_slot"]),
            int(d["stray_drink"]),
        )
        seats[str(s)] = {"money": sc.money, "kinds": sc.kinds, "bonus": sc.bonus, "empty": sc.empty, "stray": sc.stray, "total": sc.total}
    best = max(r["total"] for r in seats.values())
    tx.set_var("result", {"why": why, "spent": spent, "seats": seats})
    tx.set_var("winner", [s for s in range(table.players) if seats[str(s)]["total"] == best])
    tx.set_var("phase", "over")


def mover(table: Table) -> int | None:
    return int(table.vars["turn"]) if table.vars.get("phase") == "play" else None


def consequences(game: MelonSoda, table: Table, tx: Transaction) -> list[Message]:
    """The end, when ``tx`` brought it: why, each player's score, the winner."""
    result = var_after(tx, "result")
    if not (var_set(tx, "result") and isinstance(result, dict)):
        return []
    why = result["why"]
    lines = [msg(f"{P}.log.end.{why}", who=[Seat(s) for s in result["spent"]])]
    for s, r in sorted(result["seats"].items(), key=lambda kv: int(kv[0])):
        lines.append(msg(f"{P}.log.score", who=Seat(int(s)), players=table.players, **r))
    winners = var_after(tx, "winner") or []
    total = result["seats"][str(winners[0])]["total"]
    lines.append(msg(f"{P}.log.{'winner' if len(winners) == 1 else 'shared'}", who=[Seat(s) for s in winners], total=total))
    return lines


def take_lines(game: MelonSoda, tx: Transaction) -> list[Message]:
    took = var_after(tx, "took") or {}
    cat = game.catalogue
    who = Seat(tx.seat or 0)
    lines = []
    if took.get("crate"):
        lines.append(msg(f"{P}.log.to_crate", who=who, drinks=drink_list(cat, took["crate"])))
    if took.get("right"):
        lines.append(msg(f"{P}.log.to_right", drinks=drink_list(cat, took["right"])))
    if not took.get("crate") and not took.get("right"):
        lines.append(msg(f"{P}.log.none_out"))
    if took.get("pushed"):
        lines.append(msg(f"{P}.log.pushed", drinks=drink_list(cat, took["pushed"])))
    if took.get("stayed"):
        lines.append(msg(f"{P}.log.stayed", drinks=drink_list(cat, took["stayed"])))
    if took.get("back"):
        lines.append(msg(f"{P}.log.back_in_pot", drinks=drink_list(cat, took["back"])))
    return lines


__all__ = ["build_table", "setup", "advance", "mover", "take_pot", "consequences", "take_lines", "free_spots"]
