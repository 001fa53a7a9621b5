"""G01 Short-Can Flick: the table, the set-up, the insertion that sets the turn order, and a flick's consequences.

The field is the table-top model's (:mod:`tsukiji_table.physics.tabletop`):
the exact state in variable ``flick.field`` and the drink pieces in the AREA
zone ``field`` at their positions.  Per team (one seat each below seven
players): ``t{n}.money`` (its purse), ``t{n}.can`` (its short can until its
first flick: it starts on the 500 coin), ``t{n}.stock`` (the drinks it
collected, on its colour card).  ``order`` shows the colour cards in turn
order and the five shape cards in the order drinks must be knocked over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...physics.recording import drink_piece
from ...physics.tabletop import STANDING, FieldDrink, FieldState
from ...physics.tabletop.field import FieldCoin
from ...physics.tabletop.layout import crates_around, field_extent, nearest_free_spot, scatter
from ...physics.tabletop.recording import field_on_table, flick_on_table, set_field
from ...table import MoveMoney, Table, Tx, ZoneKind
from ..base import boxed_table
from . import g01_rules as rules
from .drinks import LABEL_H

if TYPE_CHECKING:
    from .g01 import ShortCanFlick

FIELD_ZONE = "field"
COIN = "coin.500"
CARD_W, CARD_H = 63.0, 88.0
FIELD_MARGIN = 0.004  # between the crates and the zone's edge (layout.demo_field's)


def team_size_class(teams: int) -> str:
    return "small" if teams <= 3 else "medium" if teams == 4 else "large"


def build_table(game: ShortCanFlick, players: int, seed: int) -> Table:
    from ..tower_zones import add_tower_zones, tower_rects

    assert game.rules is not None
    data, lay = game.data, game.data["layout"]
    teams = rules.make_teams(players, int(data["teams_from"]), int(data["team_size"]))
    table = boxed_table(game.id, seed, players, game.rules, fixtures=True)
    w, h = (v * 1000 for v in field_extent(game.tabletop, tuple(data["field"][team_size_class(len(teams))]), FIELD_MARGIN))
    fx, fy = lay["field"]
    label = {"en": "Field (the crates mark its edge)", "ja": "場（クレートが境界）"}
    table.add_zone(FIELD_ZONE, ZoneKind.AREA, rect=[fx, fy, w, h + LABEL_H], label=label, arrange="flick", sealed=True)
    rects = tower_rects(game.tower_spec, fx + w + lay["tower"][0], fy + lay["tower"][1], lay["landing"])
    add_tower_zones(table, rects)
    cy = max(fy + h + LABEL_H, rects.tower[1] + rects.tower[3]) + lay["cards"][1]  # under the field and the machine
    label = {"en": "Turn order, then the knock-down order", "ja": "手番順と倒す順序"}
    order_h = CARD_H + LABEL_H + 20  # room under the cards for the label's pill when the table is drawn small
    table.add_zone("order", ZoneKind.STACK, rect=[fx, cy, 11 * (CARD_W + 6), order_h], arrange="row", label=label)
    sy = cy + order_h + lay["seats"][1]
    sw, gap = lay["seat_w"], lay["seat_gap"]
    for t, members in enumerate(teams):
        x, y = fx + (t % 4) * (sw + gap), sy + (t // 4) * 150
        owner = members[0] if len(members) == 1 else None
        who = {"en": f"Team {t + 1}", "ja": f"チーム{t + 1}"} if len(members) > 1 else None
        table.add_zone(
            f"t{t}.stock", ZoneKind.STACK, owner=owner, rect=[x, y, sw, 70], arrange="row", label=_label(who, {"en": "Collected", "ja": "倒したドリンク"})
        )
        table.add_zone(
            f"t{t}.can", ZoneKind.STACK, owner=owner, rect=[x, y + 76, 60, 60], arrange="row", label=_label(who, {"en": "Short can", "ja": "短い缶"})
        )
        table.add_zone(
            f"t{t}.money", ZoneKind.MONEY, owner=owner, rect=[x + 66, y + 76, sw - 66, 60], arrange="purse", label=_label(who, {"en": "Money", "ja": "所持金"})
        )
    return table


def _label(who: dict[str, str] | None, what: dict[str, str]) -> dict[str, str]:
    return what if who is None else {"en": f"{who['en']}: {what['en']}", "ja": f"{who['ja']}：{what['ja']}"}


def setup(game: ShortCanFlick, table: Table, options: dict[str, Any]) -> None:
    data, spec = game.data, game.tabletop
    teams = rules.make_teams(table.players, int(data["teams_from"]), int(data["team_size"]))
    colours = list(data["colours"])[: len(teams)]
    with table.begin("setup") as tx:
        tx.set_var("mode", options.get("mode", "assisted"))
        tx.move(["tower"], "fixtures")
        tx.set_var("teams", teams)
        tx.set_var("colours", colours)
        coins = tuple((int(d), int(n)) for d, n in sorted(data["start_coins"].items(), key=lambda kv: int(kv[0])) if n)
        tx.add(MoveMoney(tuple(("bank", f"t{t}.money", coins) for t in range(len(teams)))))
        # 「場の中央に500円硬貨1枚を置きます」; the crates round the field (A5); the other five of each set scattered.
        size = tuple(data["field"][team_size_class(len(teams))])
        cw = spec.crate.width + FIELD_MARGIN
        bounds = (cw, cw, cw + size[0], cw + size[1])
        cx, cy = cw + size[0] / 2, cw + size[1] / 2
        base = FieldState(bounds, (), crates_around(spec, bounds), (FieldCoin(COIN, cx, cy, int(data["launch_coin"])),))
        counter, rng = table.rng()
        others = [f"{c}:{s}" for c in colours for s in game.catalogue.shapes if s != data["mover"]]
        field = scatter(spec, base, others, rng, keep_clear=[(cx, cy, spec.coin_radius(int(data["launch_coin"])) + 0.02)])
        set_field(tx, field, zone=FIELD_ZONE, rng=counter)
        tx.set_var("home", {d.id: [d.x, d.y] for d in field.drinks})  # 「場の元の場所」: where each first stood
        for t, c in enumerate(colours):
            tx.move([drink_piece(f"{c}:{data['mover']}")], f"t{t}.can")
        # 「ストック形状カードから「短い缶」カードを除き、残りのカードをよく混ぜた後…並べます」: one order shared by all (A6).
        cards = [game.catalogue.card_piece(game.catalogue.card(s)) for s in game.catalogue.shapes if s != data["mover"]]
        tx.move(cards, "order")
        tx.shuffle("order")
        tx.set_var("seq", [p.removeprefix("stock_card.") for p in table.zones["order"].ids])
        tx.set_var("progress", [0] * len(teams))
        tx.set_var("faults", [0] * len(teams))
        tx.set_var("launched", [False] * len(teams))
        tx.set_var("turn", 0)
        tx.set_var("phase", "insert")


# ------------------------------------------------------------------ the insertion


def settle_insertion(game: ShortCanFlick, tx: Tx, table: Table, answer: dict[str, Any]) -> None:
    """Turn order by exit distance (T2, A7); every can back to its owner (the machine emptied by hand); colour cards in order."""
    colours = table.vars["colours"]
    mover = game.data["mover"]
    cans = [f"{c}:{mover}" for c in colours]
    out = {e["drink"]: float(e["distance"]) for e in answer.get("out", [])}
    counter, rng = table.rng()
    tiebreak = list(range(len(cans)))
    rng.shuffle(tiebreak)
    tx.set_var("tiebreak", tiebreak, rng=counter)
    order = rules.turn_order([out.get(c) for c in cans], tiebreak)
    tx.set_var("distances", [out.get(c) for c in cans])
    from ...physics.recording import STATE_VAR

    tx.set_var(STATE_VAR, None)  # jammed cans taken out by hand: they still play (A7)
    for t, can in enumerate(cans):
        tx.move([drink_piece(can)], f"t{t}.can")
    tx.move([game.catalogue.card_piece(game.catalogue.card(colours[t])) for t in order], "order", index=0)
    tx.set_var("order", order)
    tx.set_var("phase", "flick")
    launch(game, tx, table)


# ------------------------------------------------------------------ a flick


def current(table: Table) -> tuple[int, int]:
    """(team, seat) to flick now."""
    return rules.to_flick(int(table.vars["turn"]), table.vars["order"], table.vars["teams"])


def can_of(game: ShortCanFlick, table: Table, team: int) -> str:
    return f"{table.vars['colours'][team]}:{game.data['mover']}"


def flick(game: ShortCanFlick, tx: Tx, table: Table, angle: float, power: float) -> dict[str, Any]:
    """Play the flick of the team to move and all the rulebook makes of it; returns what happened (also in ``last``)."""
    spec = game.tabletop
    team, seat = current(table)
    can = can_of(game, table, team)
    result = flick_on_table(tx, can, angle, power, spec=spec, zone=FIELD_ZONE)
    seq, progress = table.vars["seq"], list(table.vars["progress"])
    verdict = rules.judge(result.knocked_ids(), can, seq[progress[team]])
    after = result.after
    record: dict[str, Any] = {"team": team, "seat": seat, "kind": verdict.kind, "drinks": list(verdict.drinks), "left": [p.drink for p in result.left]}
    if verdict.kind == rules.SUCCESS:
        tx.move([drink_piece(verdict.drinks[0])], f"t{team}.stock")
        after = after.without(verdict.drinks)
        progress[team] += 1
        tx.set_var("progress", progress)
        record["n"] = progress[team]
    elif verdict.kind == rules.FAULT:
        # 「銀行に100円を支払います。また、その際に倒したドリンクは元の場所に立てて置き直します」
        tx.pay(f"t{team}.money", "bank", int(game.data["fine"]), bank="bank")
        faults = list(table.vars["faults"])
        faults[team] += 1
        tx.set_var("faults", faults)
        after = stand_up(game, after, [(d, result.before.drink(d).x, result.before.drink(d).y) for d in verdict.drinks])
        if table.money(f"t{team}.money") <= 0:  # 「所持金をすべて失ったプレイヤーは、集めたドリンクを場の元の場所に戻し、500円を受け取ります」
            collected = [p.removeprefix("drink.") for p in table.zones[f"t{team}.stock"].ids]
            home = table.vars["home"]
            after = stand_up(game, after, [(d, *home[d]) for d in collected])
            progress[team] = 0
            tx.set_var("progress", progress)
            tx.pay("bank", f"t{team}.money", int(game.data["bankrupt_pay"]), bank="bank")
            record["bankrupt"] = collected
    # 「各手番後、プレイヤーは自分の「小さな缶」が飛んだ位置に同缶を立てて置きます」
    mine = after.drink(can)
    after = stand_up(game, after, [(can, mine.x, mine.y)])
    set_field(tx, after, zone=FIELD_ZONE, check=False)
    turn = int(table.vars["turn"]) + 1
    tx.set_var("turn", turn)
    tx.set_var("last", record)
    if progress[team] >= len(seq):  # 「ドリンク5本すべてを…正しい順序で倒した最初のプレイヤーが勝者となります」
        finish(tx, [team], "won")
    elif turn >= int(game.data["max_flicks"]) * len(table.vars["teams"]):
        money = [table.money(f"t{t}.money") for t in range(len(table.vars["teams"]))]
        finish(tx, rules.winners(progress, money), "flicks")
    else:
        launch(game, tx, table)
    return record


def launch(game: ShortCanFlick, tx: Tx, table: Table) -> None:
    """Set the can of the team to flick next on the 500 coin if it has not flicked yet (「最初は「短い缶」を500円硬貨の上に乗せ」).

    Done as its turn begins, so the can stands on the field, ready to aim,
    and another can still on the coin is not disturbed: the nearest free
    spot (decision g01-first-flick).
    """
    team, _ = current(table)
    launched = list(table.vars["launched"])
    if launched[team]:
        return
    can = can_of(game, table, team)
    field = field_on_table(table)
    coin = next(c for c in field.coins if c.id == COIN)
    x, y = nearest_free_spot(game.tabletop, field, can, coin.x, coin.y)
    set_field(tx, field.with_drinks([FieldDrink(can, x, y)]), zone=FIELD_ZONE, check=False)
    launched[team] = True
    tx.set_var("launched", launched)


def stand_up(game: ShortCanFlick, field: FieldState, drinks: list[tuple[str, float, float]]) -> FieldState:
    """Stand each drink upright at (x, y), or at the nearest free spot if something stands there now."""
    for d, x, y in drinks:
        fx, fy = nearest_free_spot(game.tabletop, field, d, x, y)
        field = field.with_drinks([FieldDrink(d, fx, fy, STANDING, 0.0)])
    return field


def finish(tx: Tx, teams: list[int], how: str) -> None:
    tx.set_var("winner", teams)
    tx.set_var("how", how)
    tx.set_var("phase", "over")
