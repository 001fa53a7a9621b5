"""G05 Chocolate Milk (『チョコレートミルク』): the referee.

Architects stand on a 3 x 3 grid of plot cards (stand-ins for TOKYO
JUTAKU's), each with a drink or two on it.  A turn is one of: walk one
plot (orthogonally or diagonally) and buy a drink there for 100, which goes
through the real tower by single insertion (the strategic mode takes it
directly) and raises its colour and shape cards by 100 each, the plot then
refilled at random or by the dice; sell drinks at the cards' prices (the
cards then go back to nothing); buy another crate for 200.  The game ends
when a crate holds six of a colour or a shape, or someone has 2,000; each
crate then scores n squared hundreds for its best colour or shape.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from functools import cached_property
from typing import Any, ClassVar

from ...physics import TowerSpec, spec_from_rules
from ...physics.recording import drink_piece
from ...table import KindInfo, MoveMoney, Table, Transaction, Tx, ZoneKind
from ...text import Message, Seat, msg
from ..base import Action, Game, Int, ListOf, Option, Text, Why, boxed_table
from ..furniture import add_pot
from ..registry import register
from . import g05_rules as rules
from .common import Catalogue
from .drinks import add_supply, drink_list, drink_names, in_zone, kind_names, moved_to, to_supply, var_after
from .g05_words import P
from .machine import came_out, never_in, released, run_machine

Act = dict[str, Any]
ARCHITECT = "standin.architect"
CARD_STEP = 67  # mm from one stock card to the next as the window lays a row out (their money lies under each)
CARD_ZONE_H = 88 + 22  # a row of stock cards (88 mm tall) and room under them for its label
CARD_ROW = CARD_ZONE_H + 6 + 60 + 14  # a row of cards, the prices under them, a gap


def plot_of(n: int) -> rules.Cell:
    return ((n - 1) % 3, (n - 1) // 3)


def plot_number(cell: rules.Cell) -> int:
    return cell[1] * 3 + cell[0] + 1


class G05Action(Action):
    def describe(self, game: ChocolateMilk, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return self.line(game, table, tx) + game.after_lines(tx)

    def line(self, game: ChocolateMilk, table: Table, tx: Transaction) -> list[Message]:
        return []


class Buy(G05Action):
    """Walk one plot (orthogonally or diagonally) and buy a drink on it for 100; it goes into the machine."""

    name = "buy"
    phases = ("turn",)
    args = {"plot": Int(1, 9), "drink": Text()}

    def candidates(self, game: ChocolateMilk, table: Table, seat: int) -> Iterable[Act]:
        for cell in rules.neighbours(game.at(table, seat)):
            n = plot_number(cell)
            for d in in_zone(table, f"plot.{n}"):
                yield {"action": self.name, "plot": n, "drink": d}

    def check(self, game: ChocolateMilk, table: Table, seat: int, action: Act) -> Why:
        if plot_of(action["plot"]) not in rules.neighbours(game.at(table, seat)):
            return msg(f"{P}.why.not_next", plot=action["plot"])
        if why := game.catalogue.no_drink(action["drink"]):
            return why
        if drink_piece(action["drink"]) not in table.zones[f"plot.{action['plot']}"].ids:
            return msg(f"{P}.why.not_on_plot", drink=drink_names(game.catalogue, action["drink"]), plot=action["plot"])
        price, money = int(game.data["drink_price"]), table.money(f"p{seat}.money")
        if money < price:
            return msg(f"{P}.why.money", price=price, money=money)
        if game.room(table, seat) is None:
            return msg(f"{P}.why.no_room")
        return None

    def apply(self, game: ChocolateMilk, table: Table, tx: Tx, seat: int, action: Act) -> None:
        drink, n = action["drink"], action["plot"]
        tx.pay(f"p{seat}.money", "bank", int(game.data["drink_price"]), bank="bank")
        at = list(table.vars["at"])
        at[seat] = n
        tx.set_var("at", at)
        tx.set_pos([f"{ARCHITECT}#{seat + 1}"], [game.spot(n, seat)])
        if table.vars.get("machine") == "without":
            game.to_crates(tx, table, seat, [drink])  # より戦略的なゲームモード
        else:
            answer = run_machine(tx, game.tower_spec, [drink], "single")
            # What comes out is the buyer's, an earlier jammed drink too (decision g05-a20-jam); no room: back to the supply.
            game.to_crates(tx, table, seat, came_out(answer) + released(answer))
            if never_in(answer):
                to_supply(game.catalogue, tx, never_in(answer))
        colour, shape = rules.parts(drink)
        for card in (colour, shape):
            tx.pay("bank", f"price.{card}", int(game.data["card_rise"]), bank="bank")
        game.replace(tx, table, n)

    def line(self, game: ChocolateMilk, table: Table, tx: Transaction) -> list[Message]:
        assert tx.action is not None
        who = Seat(tx.seat or 0)
        cat = game.catalogue
        lines = [msg(f"{P}.log.buy", who=who, drink=drink_names(cat, tx.action["drink"]), plot=tx.action["plot"])]
        if var_after(tx, "tower.last") is not None:
            got = [d for z in game.crate_zones(table, tx.seat or 0) for d in moved_to(tx, z)]
            lines.append(msg(f"{P}.log.came_out", drinks=drink_list(cat, got)) if got else msg(f"{P}.log.jammed"))
        new = moved_to(tx, f"plot.{tx.action['plot']}")
        rolls = var_after(tx, "dice")
        if rolls and new:
            lines.append(msg(f"{P}.log.dice", c=rolls[0], s=rolls[1], drink=drink_names(cat, new[0])))
        elif new:
            lines.append(msg(f"{P}.log.refill", drink=drink_names(cat, new[0])))
        return lines


class Sell(G05Action):
    """Sell drinks of your crates: each pays its colour card plus its shape card; those cards then go back to nothing."""

    name = "sell"
    phases = ("turn",)
    args = {"drinks": ListOf(Text(), 1, 36)}

    def candidates(self, game: ChocolateMilk, table: Table, seat: int) -> Iterable[Act]:
        mine = game.held(table, seat)
        yield from ({"action": self.name, "drinks": [d]} for d in mine)
        for attr in dict.fromkeys(a for d in mine for a in rules.parts(d)):
            group = [d for d in mine if attr in rules.parts(d)]
            if len(group) > 1:
                yield {"action": self.name, "drinks": group}

    def check(self, game: ChocolateMilk, table: Table, seat: int, action: Act) -> Why:
        mine = set(game.held(table, seat))
        if len(set(action["drinks"])) != len(action["drinks"]):
            return msg(f"{P}.why.twice")
        for d in action["drinks"]:
            if why := game.catalogue.no_drink(d):
                return why
            if d not in mine:
                return msg(f"{P}.why.not_yours", drink=drink_names(game.catalogue, d))
        return None

    def apply(self, game: ChocolateMilk, table: Table, tx: Tx, seat: int, action: Act) -> None:
        total, emptied = rules.sale(action["drinks"], game.prices(table))
        tx.pay("bank", f"p{seat}.money", total, bank="bank")
        for card in emptied:
            tx.pay(f"price.{card}", "bank", table.money(f"price.{card}"), bank="bank")
        to_supply(game.catalogue, tx, action["drinks"])
        tx.set_var("sold", {"total": total, "emptied": emptied})

    def line(self, game: ChocolateMilk, table: Table, tx: Transaction) -> list[Message]:
        assert tx.action is not None
        sold = var_after(tx, "sold") or {"total": 0, "emptied": []}
        names = [kind_names(game.catalogue, c) for c in sold["emptied"]]
        return [msg(f"{P}.log.sell", who=Seat(tx.seat or 0), drinks=drink_list(game.catalogue, tx.action["drinks"]), total=sold["total"], cards=names)]


class BuyCrate(G05Action):
    """Pay 200 to the bank and take a crate from beside the machine."""

    name = "crate"
    phases = ("turn",)

    def check(self, game: ChocolateMilk, table: Table, seat: int, action: Act) -> Why:
        if not table.zones["crates"].ids:
            return msg(f"{P}.why.no_crate")
        price, money = int(game.data["crate_price"]), table.money(f"p{seat}.money")
        if money < price:
            return msg(f"{P}.why.money", price=price, money=money)
        return None

    def apply(self, game: ChocolateMilk, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.pay(f"p{seat}.money", "bank", int(game.data["crate_price"]), bank="bank")
        crates = list(table.vars["crates"])
        tx.move(table.zones["crates"].ids[-1:], "fixtures")  # in front of you: its drinks go in p<seat>.c<n>
        crates[seat] += 1
        tx.set_var("crates", crates)

    def line(self, game: ChocolateMilk, table: Table, tx: Transaction) -> list[Message]:
        return [msg(f"{P}.log.crate", who=Seat(tx.seat or 0), price=game.data["crate_price"])]


class Pass(G05Action):
    """Pass: only when no purchase, sale or crate is possible."""

    name = "pass"
    phases = ("turn",)

    def check(self, game: ChocolateMilk, table: Table, seat: int, action: Act) -> Why:
        for spec in game._specs.values():
            if spec.name in ("buy", "sell", "crate") and any(spec.check(game, table, seat, a) is None for a in spec.candidates(game, table, seat)):
                return msg(f"{P}.why.can_act")
        return None

    def apply(self, game: ChocolateMilk, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.set_var("passes", int(table.vars.get("passes", 0)) + 1)

    def line(self, game: ChocolateMilk, table: Table, tx: Transaction) -> list[Message]:
        return [msg(f"{P}.log.pass", who=Seat(tx.seat or 0))]


def _heuristic(seat: int, rng: random.Random) -> Any:
    from .g05_bots import ChocolateBot  # the bots read the referee: imported when one is made

    return ChocolateBot(seat, rng)


@register
class ChocolateMilk(Game):
    """G05: buy drinks through the machine on a 3 x 3 plot grid, sell at the stock cards' prices, fill crates."""

    id: ClassVar[str] = "jido:g05"
    box: ClassVar[str | None] = "jidohanbaiki"
    reads: ClassVar[tuple[str, ...]] = ("g05.yaml", "tower.yaml")
    names: ClassVar[dict[str, str]] = {"en": "Chocolate Milk", "ja": "チョコレートミルク"}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 8  # 7～8人プレイでは2セット必要 (g05.yaml players.max)
    length: ClassVar[tuple[int, int] | None] = (15, 30)  # not printed: our estimate
    uses_tower: ClassVar[bool] = True
    how_to: ClassVar[dict[str, str]] = {
        "en": "On your turn walk one plot and buy a drink there for 100: it goes into the vending machine, and if it comes out it goes into "
        "your crate; its colour and shape cards each rise by 100. Or sell drinks at their colour card plus shape card (those cards go back "
        "to nothing), or buy another crate for 200. The game ends when a crate holds six of a colour or a shape, or someone has 2,000; each "
        "crate pays n squared hundreds for its best colour or shape. Most money wins.",
        "ja": "手番に区画を1マス移動し、そこのドリンクを100円で購入。自動販売機に投入し、出てきたら自分のクレートへ。その色と形状のカードが"
        "それぞれ100円上がります。または、色カード＋形状カードの価格でドリンクを販売（そのカードは0円に）、または200円でクレートを購入。"
        "クレートに同じ色か形状が6本入るか、誰かが2,000円以上になったら終了。各クレートは最も多い色か形状の本数の二乗×100円。"
        "お金が最も多い人の勝ち。",
    }
    options: ClassVar[tuple[Option, ...]] = (
        Option(
            "machine",
            ("with", "without"),
            "with",
            "with: every purchase goes through the machine; without: the more strategic mode",
            names={"en": "Machine", "ja": "自動販売機"},
        ),
        Option(
            "replace",
            ("random", "dice"),
            "random",
            "how a bought drink is replaced: a random drink of the supply, or two dice",
            names={"en": "Refill", "ja": "交換"},
        ),
    )
    actions = (Buy, Sell, BuyCrate, Pass)
    bots: ClassVar[dict[str, Any]] = {"heuristic": _heuristic}

    @cached_property
    def data(self) -> dict[str, Any]:
        assert self.rules is not None
        return self.rules.file("g05.yaml")

    @cached_property
    def catalogue(self) -> Catalogue:
        assert self.rules is not None
        return Catalogue.from_rules(self.rules)

    @cached_property
    def tower_spec(self) -> TowerSpec:
        assert self.rules is not None
        return spec_from_rules(self.rules)

    # ------------------------------------------------------------ reading the table

    def at(self, table: Table, seat: int) -> rules.Cell:
        return plot_of(int(table.vars["at"][seat]))

    @staticmethod
    def crate_zones(table: Table, seat: int) -> list[str]:
        return [z for z in table.zones if z.startswith(f"p{seat}.c")]

    def crates_of(self, table: Table, seat: int) -> list[list[str]]:
        return [in_zone(table, f"p{seat}.c{k}") for k in range(int(table.vars["crates"][seat]))]

    def held(self, table: Table, seat: int) -> list[str]:
        return [d for c in self.crates_of(table, seat) for d in c]

    def room(self, table: Table, seat: int) -> str | None:
        room = int(self.data["crate_room"])
        return next((f"p{seat}.c{k}" for k, c in enumerate(self.crates_of(table, seat)) if len(c) < room), None)

    def prices(self, table: Table) -> dict[str, int]:
        return {z.removeprefix("price."): table.money(z) for z in table.zones if z.startswith("price.")}

    def spot(self, n: int, seat: int) -> tuple[float, float]:
        c, r = plot_of(n)
        cell = float(self.data["layout"]["cell"])
        return (c * cell + 10 + (seat % 4) * 14, r * cell + cell - 30 + (seat // 4) * 14)

    # ------------------------------------------------------------ moving drinks

    def to_crates(self, tx: Tx, table: Table, seat: int, drinks: list[str]) -> None:
        for d in drinks:
            zone = self.room(table, seat)
            if zone is None:
                to_supply(self.catalogue, tx, [d])
            else:
                tx.move([drink_piece(d)], zone)

    def replace(self, tx: Tx, table: Table, n: int) -> None:
        """The bought drink replaced at once (交換): a random drink of the supply, or the dice (A21)."""
        supply = set(in_zone(table, "supply"))
        if not supply:
            return
        if table.vars.get("replace") == "dice":
            c = tx.choice("dice_colour", [1, 2, 3, 4, 5, 6])
            s = tx.choice("dice_shape", [1, 2, 3, 4, 5, 6])
            tx.set_var("dice", [c, s])
            colours = [p.removeprefix("stock_card.") for p in table.zones["cards.colour"].ids]
            shapes = [p.removeprefix("stock_card.") for p in table.zones["cards.shape"].ids]
            drink = rules.replacement(c, s, colours, shapes, supply)
            if drink is not None:
                tx.move([drink_piece(drink)], f"plot.{n}")
        else:
            tx.draw("supply", f"plot.{n}")

    # ------------------------------------------------------------ structure

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        data, lay = self.data, self.data["layout"]
        assert self.rules is not None
        table = boxed_table(self.id, seed, players, self.rules, fixtures=True, only=("tower", "drink", "crate", "money", "stock_card"))
        if players >= int(data["two_sets_from"]):  # a second box: its crates (one set of drinks only)
            for k in range(7, 13):
                table.add_piece(f"crate#{k}", "crate", "box")
        most = sum(1 for p in table.pieces if p.startswith("crate")) - players + 1  # crates one seat may come to own
        table.add_kind(KindInfo(ARCHITECT, "standin_architect"))
        for s in range(players):
            table.add_piece(f"{ARCHITECT}#{s + 1}", ARCHITECT, "box")
        gx, gy = lay["grid"]
        cell = lay["cell"]
        table.add_zone("grid", ZoneKind.AREA, rect=[gx, gy, 3 * cell, 3 * cell], arrange="free", label={"en": "Plots (stand-ins)", "ja": "区画（代用）"})
        for n in range(1, 10):
            c, r = plot_of(n)
            label = {"en": f"Plot {n}", "ja": f"区画{n}"}
            table.add_zone(f"plot.{n}", ZoneKind.STACK, rect=[gx + c * cell + 4, gy + r * cell + 4, cell - 8, cell - 40], arrange="row", label=label)
        from ..tower_zones import add_tower_zones, tower_rects

        tx0, ty0 = lay["tower"]
        rects = tower_rects(self.tower_spec, tx0, ty0, lay["landing"])
        add_tower_zones(table, rects)
        cx, cy = lay["cards"]
        crates_at = [cx + 6 * CARD_STEP + 20, cy, 160, 130]
        table.add_zone("crates", ZoneKind.STACK, rect=crates_at, arrange="pile", label={"en": "Crates for sale", "ja": "販売用クレート"})
        for row, axis in enumerate(("colour", "shape")):
            label = {"en": f"{axis.capitalize()} cards", "ja": "色ストックカード" if axis == "colour" else "形状ストックカード"}
            y = cy + row * CARD_ROW
            table.add_zone(f"cards.{axis}", ZoneKind.STACK, rect=[cx, y, 6 * CARD_STEP, CARD_ZONE_H], arrange="row", label=label)
            names = self.catalogue.colours if axis == "colour" else self.catalogue.shapes
            for k, a in enumerate(names):
                shown = kind_names(self.catalogue, a)
                add_pot(
                    table,
                    f"price.{a}",
                    rect=[cx + k * CARD_STEP, y + CARD_ZONE_H + 6, CARD_STEP - 3, 60],
                    label={"en": f"{shown['en']}", "ja": f"{shown['ja']}"},
                )
        sx, sy = lay["supply"]
        add_supply(table, sx, sy, (lay["supply_cell"][0], lay["supply_cell"][1]))
        px, py = lay["seats"]
        w = lay["seat_w"]
        for s in range(players):
            x, y = px + (s % 4) * (w + 10), py + (s // 4) * 250
            table.add_zone(f"p{s}.money", ZoneKind.MONEY, owner=s, rect=[x, y, w, 50], arrange="purse", label={"en": "Money", "ja": "所持金"})
            for k in range(most):
                table.add_zone(
                    f"p{s}.c{k}",
                    ZoneKind.STACK,
                    owner=s,
                    rect=[x, y + 56 + k * 36, w, 32],
                    arrange="row",
                    label={"en": f"Crate {k + 1}", "ja": f"クレート{k + 1}"},
                )
        return table

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        cat, data = self.catalogue, self.data
        with table.begin("setup") as tx:
            tx.set_var("mode", options.get("mode", "assisted"))
            tx.set_var("machine", options.get("machine", "with"))
            tx.set_var("replace", options.get("replace", "random"))
            coins = tuple((int(d), int(n)) for d, n in sorted(data["start_money"].items(), key=lambda kv: int(kv[0])) if n)
            tx.add(MoveMoney(tuple(("bank", f"p{s}.money", coins) for s in range(table.players))))
            tx.move(["tower"], "fixtures")
            to_supply(cat, tx, [cat.drink_name(d) for d in range(36)])
            for axis, ids in (("colour", cat.colours), ("shape", cat.shapes)):
                tx.move([f"stock_card.{a}" for a in ids], f"cards.{axis}")
                tx.shuffle(f"cards.{axis}")  # the order the dice count from (A21): laid out at random
            tx.move([f"stock_card.{a}" for a in cat.colours + cat.shapes if table.pieces[f"stock_card.{a}"].zone == "box"], "fixtures")
            for n in range(1, 10):
                tx.draw("supply", f"plot.{n}", int(data["centre_drinks"] if n == 5 else data["outer_drinks"]))
            crates = sorted((p for p in table.pieces if p.startswith("crate")), key=lambda p: int(p.partition("#")[2] or 0))
            for s in range(table.players):
                tx.move([crates[s]], "fixtures")  # each player's first crate, its drinks in p<s>.c0
                tx.move([f"{ARCHITECT}#{s + 1}"], "grid", pos=[self.spot(5, s)])
            tx.move(crates[table.players :], "crates")
            start = tx.choice("start", list(range(table.players)))  # 最も最近に自動販売機を使用した人: by lot
            tx.set_var("start", start)
            tx.set_var("turn", start)
            tx.set_var("round", 1)
            tx.set_var("at", [5] * table.players)
            tx.set_var("crates", [1] * table.players)
            tx.set_var("phase", "turn")

    def to_move(self, table: Table) -> list[int]:
        return [] if self.is_over(table) else [int(table.vars["turn"])]

    def is_over(self, table: Table) -> bool:
        return table.vars.get("phase") == "over"

    def advance(self, table: Table, tx: Tx) -> None:
        """The end (a set of six, 2,000 yen, or the round limit), else the next player."""
        data = self.data
        crates = [c for s in range(table.players) for c in self.crates_of(table, s)]
        money = [table.money(f"p{s}.money") for s in range(table.players)]
        how = "set" if any(rules.best_set(c)[1] >= int(data["set_of"]) for c in crates) else "money" if max(money) >= int(data["win_money"]) else None
        seat = int(table.vars["turn"])
        nxt = (seat + 1) % table.players
        if how is None and nxt == int(table.vars["start"]):
            tx.set_var("round", int(table.vars["round"]) + 1)
            if int(table.vars["round"]) > int(data["max_rounds"]):
                how = "rounds"
        if how is not None:
            scores = [self.total(table, s) for s in range(table.players)]
            tx.set_var("final", scores)
            tx.set_var("winner", [s for s, v in enumerate(scores) if v == max(scores)])
            tx.set_var("how", how)
            tx.set_var("phase", "over")
            return
        tx.set_var("turn", nxt)

    def total(self, table: Table, seat: int) -> int:
        unit = int(self.data["score_unit"])
        return table.money(f"p{seat}.money") + sum(rules.crate_score(c, unit) for c in self.crates_of(table, seat))

    def turns(self, table: Table) -> int:
        return int(table.vars.get("round", 1))

    def score(self, table: Table) -> dict[str, Any] | None:
        if not self.is_over(table):
            return None
        unit = int(self.data["score_unit"])
        return {
            "scores": list(table.vars["final"]),
            "winner": list(table.vars["winner"]),
            "money": [table.money(f"p{s}.money") for s in range(table.players)],
            "crates": [[rules.crate_score(c, unit) for c in self.crates_of(table, s)] for s in range(table.players)],
            "how": table.vars.get("how"),
        }

    def describe_action(self, table: Table, action: dict[str, Any]) -> Message:
        name = action.get("action")
        if name == "buy" and isinstance(action.get("drink"), str):
            return msg(f"{P}.does.buy", drink=drink_names(self.catalogue, action["drink"]), plot=action.get("plot"))
        if name == "sell" and isinstance(action.get("drinks"), list):
            total, _ = rules.sale([d for d in action["drinks"] if isinstance(d, str)], self.prices(table))
            return msg(f"{P}.does.sell", drinks=drink_list(self.catalogue, action["drinks"]), total=total)
        return super().describe_action(table, action)

    def after_lines(self, tx: Transaction) -> list[Message]:
        if var_after(tx, "phase") != "over":
            return []
        how = var_after(tx, "how")
        winners = [Seat(s) for s in var_after(tx, "winner") or []]
        return [msg(f"{P}.log.end.{how}", who=winners, n=self.data["max_rounds"], money=f"{int(self.data['win_money']):,}", six=self.data["set_of"])]
