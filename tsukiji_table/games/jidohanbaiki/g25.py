"""G25 Shopping Centre (the TOKYO JUTAKU shopping game): the referee.

Architects walk a shop map of JUTAKU cards 1-3 circles a turn, take one item
from a card in front of them, use the vending machine when they stand at it
(every black drink of the crate beside it goes in at once, through the real
tower: what comes out is theirs, what jams is taken out and returned to the
crate, T32) and leave through the central aisle twice each, cashing their
carts at the prices on the cards, which then fall.  Pieces of three boxes
meet on this table: Jidohanbaiki's drinks, crates, money and machine,
Tsukiji Market's tuna, crab, salmon, bag and mackerel barrels, and stand-ins
for what neither text describes (the architects, the laundry items).
The table and the exit are :mod:`.g25_flow`'s; the rules :mod:`.g25_rules`'s.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from functools import cached_property
from typing import Any, ClassVar

from ...physics import TowerSpec, spec_from_rules
from ...physics.tabletop import TabletopSpec, load_tabletop
from ...table import Table, Transaction, Tx
from ...text import Message, Seat, msg
from ..base import Action, Game, Option, Text, Why
from ..registry import register
from . import g25_balance as balance
from . import g25_flow as flow
from . import g25_rules as rules
from .common import Catalogue
from .drinks import drink_list, moved_to, var_after, var_set
from .g25_words import P
from .machine import came_out, empty_machine, never_in, released, run_machine

Act = dict[str, Any]
FISH_CARDS = {"crab": "crab", "tuna": "tuna"}


class G25Action(Action):
    def describe(self, game: Shopping, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return self.line(game, table, tx) + game.after_lines(table, tx)

    def line(self, game: Shopping, table: Table, tx: Transaction) -> list[Message]:
        return []


class Move(G25Action):
    """Walk your architect 1-3 circles along the lines (a U-turn allowed, never ending where you began); the exit leaves the shop."""

    name = "move"
    phases = ("move",)
    args = {"to": Text()}

    def candidates(self, game: Shopping, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": self.name, "to": c} for c in sorted(game.shop.reachable(game.at(table, seat), *game.steps)))

    def check(self, game: Shopping, table: Table, seat: int, action: Act) -> Why:
        to, here = action["to"], game.at(table, seat)
        if to not in game.shop.circles:
            return msg(f"{P}.why.no_circle")
        if to == here:
            return msg(f"{P}.why.same_circle")
        if to not in game.shop.reachable(here, *game.steps):
            return msg(f"{P}.why.too_far", to=game.circle_name(to))
        return None

    def apply(self, game: Shopping, table: Table, tx: Tx, seat: int, action: Act) -> None:
        to, here = action["to"], game.at(table, seat)
        at = list(table.vars["at"])
        at[seat] = to
        tx.set_var("at", at)
        if balance.on(table) and balance.cart_drinks(table, seat):
            balance.push(game, tx, table, seat, here, to)  # the architect pushes the basket along
        x, y = game.shop.circles[to]
        tx.set_pos([flow.architect(seat)], [flow.spot(x, y, seat)])
        if to == game.shop.exit:
            flow.leave(game, tx, table, seat)
            flow.end_turn(game, tx, table)
        else:
            tx.set_var("phase", "shop")

    def line(self, game: Shopping, table: Table, tx: Transaction) -> list[Message]:
        assert tx.action is not None
        who = Seat(tx.seat or 0)
        to = tx.action["to"]
        fell = game.fell_lines(tx)
        if to == game.shop.exit:
            return fell + game.leave_lines(tx)
        key = "enter" if var_before_at(tx, tx.seat or 0) == game.shop.exit else "move"
        return [msg(f"{P}.log.{key}", who=who, to=game.circle_name(to)), *fell]


def var_before_at(tx: Transaction, seat: int) -> str | None:
    from .drinks import var_before

    before = var_before(tx, "at")
    return before[seat] if isinstance(before, list) else None


class Take(G25Action):
    """Take one item from a card in front of your architect (drinks, laundry, salmon, newspapers, detergent)."""

    name = "take"
    phases = ("shop",)
    args = {"piece": Text()}

    def candidates(self, game: Shopping, table: Table, seat: int) -> Iterable[Act]:
        if table.vars.get("took"):
            return []
        return ({"action": self.name, "piece": p} for card in game.facing(table, seat) for p in game.offered(table, card))

    def check(self, game: Shopping, table: Table, seat: int, action: Act) -> Why:
        if table.vars.get("took"):
            return msg(f"{P}.why.took")
        pid = action["piece"]
        piece = table.pieces.get(pid)
        if piece is None or not piece.zone.startswith("card.") or piece.zone.endswith(".money"):
            return msg(f"{P}.why.no_item")
        if piece.zone.removeprefix("card.") not in game.facing(table, seat):
            return msg(f"{P}.why.not_in_front", item=game.piece_names(pid))
        if game.item(pid).what in ("crab", "tuna"):
            return msg(f"{P}.why.from_bag")
        return None

    def apply(self, game: Shopping, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.move([action["piece"]], f"p{seat}.cart")
        tx.set_var("took", True)

    def line(self, game: Shopping, table: Table, tx: Transaction) -> list[Message]:
        assert tx.action is not None
        return [msg(f"{P}.log.take", who=Seat(tx.seat or 0), item=game.piece_names(tx.action["piece"]))]


class Draw(G25Action):
    """Crab: draw one at random from the bag; tuna: pay its price (500, then 500 more each) and draw one."""

    name = "draw"
    phases = ("shop",)
    args = {"fish": Text(("crab", "tuna"))}

    def candidates(self, game: Shopping, table: Table, seat: int) -> Iterable[Act]:
        if table.vars.get("took"):
            return []
        kinds = {game.card_fish(c) for c in game.facing(table, seat)}
        return ({"action": self.name, "fish": f} for f in ("crab", "tuna") if f in kinds)

    def check(self, game: Shopping, table: Table, seat: int, action: Act) -> Why:
        fish = action["fish"]
        name = msg(f"{P}.fish.{fish}")
        if table.vars.get("took"):
            return msg(f"{P}.why.took")
        if fish not in {game.card_fish(c) for c in game.facing(table, seat)}:
            return msg(f"{P}.why.no_fish_card", fish=name)
        if not game.in_bag(table, fish):
            return msg(f"{P}.why.bag_empty", fish=name)
        if fish == "tuna":
            price, money = game.tuna_price(table, seat), table.money(f"p{seat}.money")
            if price > money:
                return msg(f"{P}.why.tuna_money", price=price, money=money)
        return None

    def apply(self, game: Shopping, table: Table, tx: Tx, seat: int, action: Act) -> None:
        fish = action["fish"]
        if fish == "tuna":
            tx.pay(f"p{seat}.money", "bank", game.tuna_price(table, seat), bank="bank")
            bought = list(table.vars["tuna_bought"])
            bought[seat] += 1
            tx.set_var("tuna_bought", bought)
        prefix = rules_prefix(fish)
        tx.draw("bag", f"p{seat}.cart", 1, where=lambda p: p.id.startswith(prefix))
        tx.reveal()  # a random piece out of the opaque bag
        tx.set_var("took", True)

    def line(self, game: Shopping, table: Table, tx: Transaction) -> list[Message]:
        assert tx.action is not None
        who = Seat(tx.seat or 0)
        lines = []
        if tx.action["fish"] == "tuna":
            price = var_after(tx, "tuna_bought")
            n = price[tx.seat or 0] - 1 if isinstance(price, list) else 0
            lines.append(msg(f"{P}.log.pay_tuna", who=who, price=rules.tuna_price(game.data, n)))
        drawn = [p for c in tx.commands if getattr(c, "dst", None) == f"p{tx.seat}.cart" for p in getattr(c, "ids", ())]
        return lines + [msg(f"{P}.log.draw", who=who, item=game.piece_names(p)) for p in drawn]


def rules_prefix(fish: str) -> str:
    return "fish_token.king_crab" if fish == "crab" else "fish_token.tuna"


class Vend(G25Action):
    """At the machine: put every black drink of the crate beside it in at once; what comes out is yours, what jams goes back in the crate."""

    name = "vend"
    phases = ("shop",)

    def check(self, game: Shopping, table: Table, seat: int, action: Act) -> Why:
        if game.at(table, seat) not in game.shop.machine:
            return msg(f"{P}.why.not_at_machine")
        if table.vars.get("vended"):
            return msg(f"{P}.why.vended")
        if not game.black_in_crate(table):
            return msg(f"{P}.why.no_black")
        return None

    def apply(self, game: Shopping, table: Table, tx: Tx, seat: int, action: Act) -> None:
        drinks = game.black_in_crate(table)
        answer = run_machine(tx, game.tower_spec, drinks, "batch")
        out = came_out(answer) + released(answer)
        if out:
            tx.move([f"drink.{d}" for d in out], f"p{seat}.cart")
        back = never_in(answer)
        jammed = empty_machine(tx, lambda d: back.append(d))  # T32: taken out by hand
        flow.to_machine_crate(tx, table, back)
        tx.set_var("jammed", jammed)
        tx.set_var("vended", True)

    def line(self, game: Shopping, table: Table, tx: Transaction) -> list[Message]:
        who = Seat(tx.seat or 0)
        answer = var_after(tx, "tower.last") or {}
        n = len(answer.get("inserted", [])) or len(moved_to(tx, "tower.inside"))
        out = moved_to(tx, f"p{tx.seat}.cart")
        lines = [msg(f"{P}.log.vend", who=who, n=n)]
        lines.append(msg(f"{P}.log.came_out", who=who, drinks=drink_list(game.catalogue, out)) if out else msg(f"{P}.log.none_out"))
        back = moved_to(tx, flow.MACHINE_CRATE) + moved_to(tx, flow.BESIDE)
        if back:
            lines.append(msg(f"{P}.log.jammed", drinks=drink_list(game.catalogue, back)))
        return lines


class End(G25Action):
    """End your turn (taking an item and using the machine are each optional)."""

    name = "end"
    phases = ("shop",)

    def apply(self, game: Shopping, table: Table, tx: Tx, seat: int, action: Act) -> None:
        flow.end_turn(game, tx, table)

    def line(self, game: Shopping, table: Table, tx: Transaction) -> list[Message]:
        return [msg(f"{P}.log.end_turn", who=Seat(tx.seat or 0))]


def _heuristic(seat: int, rng: random.Random) -> Any:
    from .g25_bots import ShopperBot  # the bots read the referee: imported when one is made

    return ShopperBot(seat, rng)


def _balance(value: Any) -> Any:
    """``on``/``off``; the rulebook's words (with/without) are accepted too."""
    word = {True: "on", False: "off"}.get(value, str(value).strip().lower()) if isinstance(value, bool) else str(value).strip().lower()
    if word in ("on", "with"):
        return "on"
    if word in ("off", "without"):
        return "off"
    raise ValueError(f"option balance must be on (items that fall from the basket are lost) or off (the default), not {value!r}")


@register
class Shopping(Game):
    """G25: shop on a map of JUTAKU cards, use the machine, leave twice; most money wins."""

    id: ClassVar[str] = "jido:g25"
    box: ClassVar[str | None] = "jidohanbaiki"
    boxes: ClassVar[tuple[str, ...]] = ("jidohanbaiki", "tsukiji")
    reads: ClassVar[tuple[str, ...]] = ("g25.yaml", "tower.yaml", "tabletop.yaml")
    names: ClassVar[dict[str, str]] = {"en": "Shopping Centre", "ja": "ショッピングセンター"}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    length: ClassVar[tuple[int, int] | None] = (20, 40)  # not printed: our estimate
    uses_tower: ClassVar[bool] = True
    how_to: ClassVar[dict[str, str]] = {
        "en": "Architects go shopping: walk 1-3 circles a turn, take one item from a card in front of you, and at the vending machine put "
        "all the black drinks of its crate in: what comes out is yours. Leave through the central aisle twice: each item pays the money on its "
        "category's card, then that price falls by 100. Tuna costs money, crabs and tuna come from the bag, detergent doubles clothing, "
        "the first salmon out is fresh. The game ends when all but one have left twice; most money wins.",
        "ja": "建築家になって買い物へ。手番に1〜3マス移動し、前にあるカードからアイテムを1個取ります。自動販売機の前ではクレートの黒ドリンクを"
        "すべて投入し、出てきたものを獲得。中央の通路から2回店を出ます。出るたびにカテゴリのカードに置かれた金額の配当金を受け取り、"
        "その価格は100円下がります。マグロは有料、カニとマグロは袋から、洗剤は衣類の配当を2倍、最初に出たサケは新鮮。"
        "1人を除く全員が2回出たら終了、お金が最も多い人の勝ち。",
    }
    options: ClassVar[tuple[Option, ...]] = (
        Option(
            "balance",
            ("off", "on"),
            "off",
            "off: items that fall do not matter (the default); on: the architect pushes the basket and drinks that fall out are lost",
            names={"en": "Balance", "ja": "バランス要素"},
            check=_balance,
        ),
    )
    actions = (Move, Take, Draw, Vend, End)
    bots: ClassVar[dict[str, Any]] = {"heuristic": _heuristic}

    # ------------------------------------------------------------ data

    @cached_property
    def data(self) -> dict[str, Any]:
        return self.rules_of("jidohanbaiki").file("g25.yaml")

    @cached_property
    def catalogue(self) -> Catalogue:
        return Catalogue.from_rules(self.rules_of("jidohanbaiki"))

    @cached_property
    def tower_spec(self) -> TowerSpec:
        return spec_from_rules(self.rules_of("jidohanbaiki"))

    @cached_property
    def tabletop(self) -> TabletopSpec:
        return load_tabletop(self.rules_of("jidohanbaiki"))

    @cached_property
    def basket_size(self) -> tuple[float, float]:
        w, h = self.data["balance"]["basket"]
        return float(w), float(h)

    @cached_property
    def shop(self) -> rules.ShopMap:
        return rules.ShopMap.from_data(self.data)

    @cached_property
    def steps(self) -> tuple[int, int]:
        return int(self.data["steps"]["min"]), int(self.data["steps"]["max"])

    @cached_property
    def fish_cards(self) -> dict[str, str]:
        s = self.data["setup"]
        return {**{c: "tuna" for c in s["tuna"]}, **{c: "crab" for c in s["crab"]}}

    @cached_property
    def _names(self) -> dict[str, dict[str, str]]:
        """Names of every kind of piece this game lays out, from the box it comes from (stand-ins from g25.yaml)."""
        out: dict[str, dict[str, str]] = {}
        for r in self.all_rules():
            for comp in r.components.values():
                for kind_id, variant, _ in comp.kinds():
                    out[kind_id] = dict(variant.names if variant is not None else comp.names)
        for what, spec in self.data["stand_ins"].items():
            out[f"{flow.STAND_IN}.{what}"] = dict(spec["names"])
        return out

    def colour_names(self, colour: str) -> dict[str, str]:
        names = self.catalogue.names.get(colour, {"en": colour, "ja": colour})
        return {"en": f"{names['en']} drinks", "ja": f"{names['ja'].removesuffix('の')}のドリンク"}

    # ------------------------------------------------------------ reading the table

    def at(self, table: Table, seat: int) -> str:
        return str(table.vars["at"][seat])

    def facing(self, table: Table, seat: int) -> tuple[str, ...]:
        return self.shop.faces.get(self.at(table, seat), ())

    def card_fish(self, card: str) -> str | None:
        return self.fish_cards.get(card)

    def offered(self, table: Table, card: str) -> list[str]:
        """The items one may take from ``card`` (not a crab or tuna card's piece: those come from the bag)."""
        if card in self.fish_cards:
            return []
        return list(table.zones[f"card.{card}"].ids)

    def in_bag(self, table: Table, fish: str) -> bool:
        prefix = rules_prefix(fish)
        return any(p.startswith(prefix) for p in table.zones["bag"].ids)

    def tuna_price(self, table: Table, seat: int) -> int:
        return rules.tuna_price(self.data, int(table.vars["tuna_bought"][seat]))

    def black_in_crate(self, table: Table) -> list[str]:
        return [p.removeprefix("drink.") for p in table.zones[flow.MACHINE_CRATE].ids if p.startswith("drink.black:")]

    def item(self, piece: str) -> rules.Item:
        kind = piece.split("#", 1)[0]
        if kind.startswith("drink."):
            return rules.Item(piece, "drink", colour=kind.removeprefix("drink.").split(":", 1)[0])
        if kind.startswith("fish_token."):
            variant = kind.removeprefix("fish_token.")
            if variant == "salmon":
                return rules.Item(piece, "salmon")
            fish, _, number = variant.rpartition("_")
            return rules.Item(piece, "crab" if fish == "king_crab" else fish, number=int(number))
        return rules.Item(piece, kind.removeprefix(f"{flow.STAND_IN}."))

    def newspapers(self, table: Table, seat: int) -> int:
        return sum(1 for p in table.zones[f"p{seat}.kept"].ids if self.item(p).what == "newspaper")

    def piece_names(self, piece: str) -> dict[str, str]:
        kind = piece.split("#", 1)[0]
        return self._names.get(kind, {"en": kind, "ja": kind})

    def circle_name(self, circle: str) -> Any:
        return msg(f"{P}.exit") if circle == self.shop.exit else circle

    def describe_action(self, table: Table, action: dict[str, Any]) -> Message:
        name = action.get("action")
        if name == "move" and action.get("to") == self.shop.exit:
            return msg(f"{P}.does.leave")
        if name == "move" and isinstance(action.get("to"), str):
            return msg(f"{P}.does.move", to=str(action["to"]))
        if name == "take" and action.get("piece") in table.pieces:
            pid = action["piece"]
            return msg(f"{P}.does.take", item=self.piece_names(pid))
        if name == "draw" and action.get("fish") in ("crab", "tuna"):
            seat = self.to_move(table)[0] if self.to_move(table) else 0
            return msg(f"{P}.does.draw.{action['fish']}", price=self.tuna_price(table, seat))
        if name == "vend":
            return msg(f"{P}.does.vend", n=len(self.black_in_crate(table)))
        return super().describe_action(table, action)

    # ------------------------------------------------------------ structure

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        return flow.build_table(self, players, seed, balance=options.get("balance") == "on")

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        flow.setup(self, table, options)

    def to_move(self, table: Table) -> list[int]:
        return [] if self.is_over(table) else [int(table.vars["turn"])]

    def is_over(self, table: Table) -> bool:
        return table.vars.get("phase") == "over"

    def advance(self, table: Table, tx: Tx) -> None:
        """A shopping step with nothing more to do ends the turn by itself."""
        if table.vars.get("phase") != "shop":
            return
        seat = int(table.vars["turn"])
        if not self.can_shop(table, seat):
            flow.end_turn(self, tx, table)

    def can_shop(self, table: Table, seat: int) -> bool:
        """Whether an item may still be taken or the machine used this turn."""
        for spec in self._specs.values():
            if spec.name in ("take", "draw", "vend") and any(spec.check(self, table, seat, a) is None for a in spec.candidates(self, table, seat)):
                return True
        return False

    def turns(self, table: Table) -> int:
        return int(table.vars.get("round", 1))

    def score(self, table: Table) -> dict[str, Any] | None:
        if not self.is_over(table):
            return None
        return {
            "scores": [table.money(f"p{s}.money") for s in range(table.players)],
            "winner": list(table.vars.get("winner", [])),
            "newspapers": [self.newspapers(table, s) for s in range(table.players)],
            "exits": list(table.vars["exits"]),
            "how": table.vars.get("how"),
        }

    # ------------------------------------------------------------ the log

    def leave_lines(self, tx: Transaction) -> list[Message]:
        who = Seat(tx.seat or 0)
        record = var_after(tx, "last_exit") or {}
        exits = var_after(tx, "exits") or []
        lines = [msg(f"{P}.log.leave", who=who, n=exits[tx.seat or 0] if exits else 1, total=self.data["exits"])]
        total = 0
        for piece, paid, doubled in record.get("lines", []):
            total += paid
            lines.append(msg(f"{P}.log.paid_doubled" if doubled else f"{P}.log.paid", item=self.piece_names(piece), paid=paid))
        if record.get("fresh") and any(self.item(p).what == "salmon" for p, _, _ in record.get("lines", [])):
            lines.append(msg(f"{P}.log.fresh"))
        lines.append(msg(f"{P}.log.total", who=who, total=total))
        if record.get("falls"):
            lines.append(msg(f"{P}.log.falls", fall=self.data["price_fall"], cards=[self.category_names(c) for c in record["falls"]]))
        unpaid = moved_to(tx, flow.MACHINE_CRATE) + moved_to(tx, flow.BESIDE)
        if unpaid:
            lines.append(msg(f"{P}.log.unpaid", drinks=drink_list(self.catalogue, unpaid)))
        return lines

    def fell_lines(self, tx: Transaction) -> list[Message]:
        """With balance: what fell from the basket on the way (nothing is said for a walk with no drink in it)."""
        if not var_set(tx, balance.VAR):
            return []
        lost = moved_to(tx, balance.LOST)
        who = Seat(tx.seat or 0)
        return [msg(f"{P}.log.fell", who=who, drinks=drink_list(self.catalogue, lost))] if lost else [msg(f"{P}.log.none_fell", who=who)]

    def category_names(self, cat: str) -> dict[str, str]:
        spec = self.data["categories"].get(cat)
        return dict(spec["names"]) if spec else self.colour_names(cat)

    def after_lines(self, table: Table, tx: Transaction) -> list[Message]:
        """What happened by itself: the end of the game."""
        if var_after(tx, "phase") != "over" or not var_set(tx, "winner"):
            return []
        winners = [Seat(s) for s in var_after(tx, "winner") or []]
        exits = var_after(tx, "exits") or table.vars.get("exits", [])
        lines = [msg(f"{P}.log.stranded", who=Seat(s)) for s, e in enumerate(exits) if e < int(self.data["exits"]) and table.zones[f"p{s}.cart"].ids]
        how = var_after(tx, "how")
        lines.append(msg(f"{P}.log.closed", who=winners, n=self.data["max_rounds"]) if how == "closed" else msg(f"{P}.log.over", who=winners))
        return lines
