"""G07 Colour Sort Against the Clock: the referee over the table.

The rules are stated in :mod:`.g07_rules`; this module builds the table
(crates in a triangle around a centre crate, the deck, the purse, the
discards and the clock of spent 100 coins), sets it up at random or from a
puzzle, and translates between the table and the rule model.  Actions are
listed in ``docs/actions/jidohanbaiki.md``.
"""

from __future__ import annotations

from itertools import combinations
from types import ModuleType
from typing import Any, ClassVar

from ...physics.recording import add_tower_zone, empty_on_table, insert_on_table
from ...table import MoveMoney, Table, Visibility, ZoneKind
from ...text import Message, msg
from ..base import AnyArg, IllegalAction, Int, ListOf, Option, Text, populate, shown_value
from ..pieces import tower_spec
from ..registry import register
from ..session import SessionError
from . import g07_rules as rules_model
from . import texts  # noqa: F401  (the words of the log and the notes)
from .common import EMPTY, choice_arg, int_arg, pos_arg, spot_index, spot_pos
from .fixup import fix_crates
from .solo import MODE_OPTION, PUZZLE_OPTION, ModelAction, Place, Resign, SoloGame, crate_words, note, spot_words, sync_money

_CRATE = AnyArg()  # a crate number, or "centre"


class Draw(ModelAction):
    name = "draw"
    moves = ("draw",)


class MoveDrink(ModelAction):
    name = "move"
    moves = ("move",)
    args = {"drink": Text(), "crate": _CRATE}


class SpecialMove(ModelAction):
    name = "special_move"
    moves = ("smove",)
    args = {"drink": Text(), "crate": _CRATE, "spot": ListOf(Int(), 2, 2)}


class SpecialSwap(ModelAction):
    name = "special_swap"
    moves = ("sswap",)
    args = {"drinks": ListOf(Text(), 2, 2)}


class Reclaim(ModelAction):
    name = "reclaim"
    moves = ("reclaim",)
    args = {"coin": Int()}


class EndRound(ModelAction):
    name = "end_round"
    moves = ("end_round",)


class PlaceDrink(Place):
    args = {"drink": Text(), "crate": _CRATE, "spot": ListOf(Int(), 2, 2)}


COINS = (100, 500, 1000)


@register
class ColourSort(SoloGame):
    """G07: sort three colours into the three outer crates before the clock runs out."""

    id: ClassVar[str] = "jido:g07"
    reads: ClassVar[tuple[str, ...]] = ("g07.yaml", "tower.yaml")
    names: ClassVar[dict[str, str]] = {"en": "Colour Sort Against the Clock", "ja": "時間内の色分け"}
    length: ClassVar[tuple[int, int] | None] = (15, 30)  # the rulebook gives no playing time: our estimate
    uses_tower: ClassVar[bool] = False  # only if chosen, to mix the drinks at the start
    how_to: ClassVar[dict[str, str]] = {
        "en": "Solo: three colours lie mixed in three crates. Each card you turn moves a drink of its colour or shape to the same spot of "
        "another crate; when the deck runs out, a 100 coin is discarded. Sort each outer crate to one colour before your last 100 is gone. "
        "500 and 1,000 pay for special moves.",
        "ja": "ひとり用：3色のドリンクが3つのクレートに混ざっています。カードをめくるたびに、その色か形のドリンクを別のクレートの同じ位置へ動かします。"
        "山札がなくなるたびに100円を1枚捨てます。最後の100円を捨てる前に、外周のクレートをそれぞれ1色にそろえましょう。"
        "500円と1,000円で特別アクションができます。",
    }
    model: ClassVar[ModuleType] = rules_model
    actions = (Draw, MoveDrink, SpecialMove, SpecialSwap, Reclaim, EndRound, Resign, PlaceDrink)
    options: ClassVar[tuple[Option, ...]] = (
        MODE_OPTION,
        PUZZLE_OPTION,
        Option("too_hard", (False, True), False, "one more 100 coin: one more round", {"en": "Too hard", "ja": "難しすぎる"}),
        Option("too_easy", (False, True), False, "one more round, but same shapes must share a spot in every crate", {"en": "Too easy", "ja": "簡単すぎる"}),
        Option("too_fiddly", (False, True), False, "win with one colour in any 3 of the 4 crates", {"en": "Too fiddly", "ja": "煩雑すぎる"}),
        Option("too_simple", (0, 1, 2), 0, "1 or 2 more crates and colours, one more 100 coin each", {"en": "Too simple", "ja": "シンプルすぎる"}),
        Option(
            "randomiser",
            ("box_lid", "tower"),
            "box_lid",
            "mix the drinks by drawing from the box lid, or by putting them through the vending machine",
            {"en": "Mix with", "ja": "混ぜ方"},
        ),
    )

    # ------------------------------------------------------------- build

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        data = self.file("g07.yaml")
        spec = self.puzzle(options)
        outer = len(spec.start["colours"]) if spec else 6 - data["colour_cards_removed"] + int(options.get("too_simple", 0))
        layout = next((lay for lay in data["layouts"] if lay["outer"] == outer), None)
        if layout is None:
            raise SessionError(f"the rules data has no layout for {outer} outer crates")
        table = Table(self.id, seed, players)
        table.add_zone("box", ZoneKind.STACK, Visibility.NOBODY, hidden=True)
        table.add_zone("fixtures", ZoneKind.STACK, hidden=True)
        table.add_zone("lid", ZoneKind.STACK, Visibility.NOBODY, hidden=True, label={"en": "Box lid", "ja": "箱のふた"})
        table.add_zone("bank", ZoneKind.MONEY, unlimited=True, hidden=True)
        assert self.rules is not None
        populate(table, self.rules, zone="box", money_zone="bank")
        w, h = data["crate_size"]
        for n, (x, y) in enumerate(layout["crates"], start=1):
            centre = n == outer + 1
            label = {"en": "Centre crate", "ja": "中央のクレート"} if centre else {"en": f"Crate {n}", "ja": f"クレート{n}"}
            # The window draws the crates itself, seen from above (ui/games/jidohanbaiki.py).
            table.add_zone(
                f"crate.{n}", ZoneKind.GRID, rect=[x, y, w, h], label=label, arrange="grid", cols=3, rows=2, board=f"crate#{n}", hidden=True, crate=True
            )
        xs = [x for x, _ in layout["crates"]]
        ys = [y for _, y in layout["crates"]]
        table.add_zone("crates", ZoneKind.AREA, rect=[min(xs) - 14, min(ys) - 14, max(xs) - min(xs) + w + 28, max(ys) - min(ys) + h + 28], arrange="free")
        zones = data["zones"]
        labels = {
            "deck": ("Deck", "山札"),
            "card": ("Face-up card", "表向きのカード"),
            "aside": ("Set aside", "脇に置いたカード"),
            "used": ("Drawn", "引いたカード"),
            "purse": ("Your money", "所持金"),
            "discards": ("Discarded", "捨てたお金"),
            "clock": ("Clock (spent 100s)", "時計（捨てた100円）"),
        }
        for zid in ("deck", "card", "aside", "used"):
            vis = Visibility.NOBODY if zid == "deck" else Visibility.EVERYONE
            en, ja = labels[zid]
            table.add_zone(zid, ZoneKind.STACK, vis, rect=zones[zid], label={"en": en, "ja": ja}, arrange="pile")
        if options.get("randomiser") == "tower" and spec is None:
            add_tower_zone(table)
            table.zones["tower.inside"].meta.update(hidden=True)
            table.add_zone("tray", ZoneKind.AREA, hidden=True)
        for zid in ("purse", "discards", "clock"):
            en, ja = labels[zid]
            table.add_zone(zid, ZoneKind.MONEY, owner=0 if zid == "purse" else None, rect=zones[zid], label={"en": en, "ja": ja}, arrange="purse")
        return table

    # ------------------------------------------------------------- setup

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        spec = self.puzzle(options)
        data = self.file("g07.yaml")
        cat = self.catalogue
        outer = sum(1 for z in table.zones if z.startswith("crate.")) - 1
        with table.begin("setup") as tx:
            tx.set_var("mode", options.get("mode", "strict"))
            tx.move([f"crate#{n}" for n in range(1, outer + 2)], "fixtures")
            if spec is not None:
                start = spec.start
                colours = [cat.colour(c) for c in start["colours"]]
                _check_puzzle(spec, colours, cat)
                tx.set_var("puzzle", spec.id)
                tx.set_var("g07.decks", [[cat.card_name(c) for c in deck] for deck in spec.decks(cat)])
                tx.set_var("g07.any_crates", bool(spec.goal.get("any_crates", False)))
                tx.set_var("g07.same_position", bool(spec.goal.get("same_position", False)))
                money = start["money"]
                purse = (money.get("clock", 1), money.get("move", 0), money.get("swap", 0))
                crates = spec.crates(cat)
                deck = spec.decks(cat)[0]
            else:
                purse, colours = self._random_colours(tx, table, data, options, outer)
                crates = self._deal(tx, table, colours, outer, data["max_same_kind"], options.get("randomiser") == "tower")
                deck = None
            tx.set_var("g07.colours", [cat.colours[c] for c in colours])
            cards = sorted(list(colours) + list(range(6, 12)))
            tx.move([cat.card_piece(c) for c in cards], "deck")
            if deck is not None:
                # A puzzle is solved with open information: its deck lies face up, in order.
                tx.set_visibility("deck", Visibility.EVERYONE)
                tx.move([cat.card_piece(c) for c in reversed(deck)], "deck")
            else:
                tx.set_face([cat.card_piece(c) for c in cards], False)
                tx.shuffle("deck")
            for c, crate in enumerate(crates):
                for spot, d in enumerate(crate):
                    if d != EMPTY:
                        tx.move([cat.drink_piece(d)], f"crate.{c + 1}", pos=[spot_pos(spot)])
            tx.add(MoveMoney((("bank", "purse", tuple((coin, n) for coin, n in zip(COINS, purse) if n)),)))
            spent = (spec.start.get("discards") or {}) if spec is not None else {}
            if spent.get("move") or spent.get("swap"):
                # A puzzle may begin mid-game, with specials already paid for.
                tx.add(MoveMoney((("bank", "discards", tuple((coin, n) for coin, n in ((500, spent.get("move", 0)), (1000, spent.get("swap", 0))) if n)),)))
            tx.set_var("round", 1)
            tx.set_var("result", 0)
            tx.set_var("actions", 0)

    def _random_colours(self, tx: Any, table: Table, data: dict[str, Any], options: dict[str, Any], outer: int) -> tuple[tuple[int, int, int], list[int]]:
        variants = data["variants"]
        money = data["start_money"]
        clock = money["clock"]
        same = any_crates = False
        for name in ("too_hard", "too_easy", "too_fiddly"):
            if options.get(name):
                clock += variants[name]["extra_clock"]
                same = same or variants[name]["same_position"]
                any_crates = any_crates or variants[name]["any_crates"]
        steps = int(options.get("too_simple", 0))
        clock += steps * variants["too_simple"]["extra_clock"]
        tx.set_var("g07.any_crates", any_crates)
        tx.set_var("g07.same_position", same)
        kept = tx.choice("g07.colours_drawn", [list(c) for c in combinations(range(6), outer)])
        return (clock, money["move"], money["swap"]), list(kept)

    def _deal(self, tx: Any, table: Table, colours: list[int], outer: int, limit: int, tower: bool = False) -> list[tuple[int, ...]]:
        """Drinks drawn from the box lid at random into the outer crates, then the
        swaps that leave no crate with more than ``limit`` of one colour or shape.

        With the machine as the randomiser (seed 169, T10) the drinks go in six
        at a time and are dealt in the order they come out; those still jammed
        at the end are taken out by hand and dealt last.
        """
        cat = self.catalogue
        drinks = [c * 6 + s for c in colours for s in range(6)]
        tx.move([cat.drink_piece(d) for d in drinks], "lid")
        while True:
            tx.shuffle("lid")
            order = [cat.drink(pid) for pid in table.zones["lid"].ids]
            if tower:
                mixed: list[int] = []
                for k in range(0, len(order), 6):
                    result = insert_on_table(tx, [cat.drink_name(d) for d in order[k : k + 6]], "batch", spec=tower_spec(self.rules), out_zone="tray")
                    mixed += [cat.drink(e.drink) for e in result.out]
                mixed += [cat.drink(d) for d in empty_on_table(tx, "lid")]
                tx.move([cat.drink_piece(d) for d in mixed], "lid")
                order = mixed
            crates = [tuple(order[k * 6 : (k + 1) * 6]) for k in range(outer)]
            fixed = fix_crates(crates, limit, lambda a, b: True)
            if fixed is not None:
                return fixed + [rules_model.empty_crate()]

    # ---------------------------------------------------- model <-> table

    def config(self, table: Table) -> rules_model.Config:
        cat = self.catalogue
        data = self.file("g07.yaml")
        colours = tuple(cat.colour(c) for c in table.vars["g07.colours"])
        layout = next(lay for lay in data["layouts"] if lay["outer"] == len(colours))
        adjacent = frozenset((min(a, b) - 1, max(a, b) - 1) for a, b in layout["adjacent"])
        decks = table.vars.get("g07.decks")
        prices = data["prices"]
        return rules_model.Config(
            colours=colours,
            adjacent=adjacent,
            cards=tuple(sorted(colours + tuple(range(6, 12)))),
            clock_cost=prices["clock"],
            move_cost=prices["move"],
            swap_cost=prices["swap"],
            card_value=data["card_value"],
            goal_any=bool(table.vars.get("g07.any_crates")),
            same_position=bool(table.vars.get("g07.same_position")),
            decks=tuple(tuple(cat.card(c) for c in d) for d in decks) if decks else None,
        ).with_assignments()

    def read(self, table: Table) -> rules_model.State:
        cat = self.catalogue
        crates = []
        n = 1
        while f"crate.{n}" in table.zones:
            spots = [EMPTY] * 6
            for pid in table.zones[f"crate.{n}"].ids:
                col, row = table.pieces[pid].pos
                spots[spot_index(col, row)] = cat.drink(pid)
            crates.append(tuple(spots))
            n += 1
        purse = table.zones["purse"].coins
        spent = table.zones["discards"].coins
        card_ids = table.zones["card"].ids
        return rules_model.State(
            crates=tuple(crates),
            purse=(purse.get(100, 0), purse.get(500, 0), purse.get(1000, 0)),
            spent=(spent.get(500, 0), spent.get(1000, 0)),
            timer=table.zones["clock"].coins.get(100, 0),
            deck=tuple(cat.card(pid) for pid in reversed(table.zones["deck"].ids)),
            card=cat.card(card_ids[-1]) if card_ids else -1,
            aside=tuple(cat.card(pid) for pid in table.zones["aside"].ids),
            used=tuple(cat.card(pid) for pid in table.zones["used"].ids),
            round=int(table.vars.get("round", 1)),
            result=int(table.vars.get("result", 0)),
        )

    def write(self, tx: Any, table: Table, before: rules_model.State, after: rules_model.State, move: tuple) -> None:
        cat = self.catalogue
        for c, crate in enumerate(after.crates):
            for spot, d in enumerate(crate):
                if d != EMPTY and before.crates[c][spot] != d:
                    tx.move([cat.drink_piece(d)], f"crate.{c + 1}", pos=[spot_pos(spot)])
        wanted = {
            "used": list(after.used),
            "aside": list(after.aside),
            "card": [after.card] if after.card >= 0 else [],
            "deck": list(reversed(after.deck)),
        }
        for zid, cards in wanted.items():
            ids = [cat.card_piece(c) for c in cards]
            if table.zones[zid].ids != ids and ids:
                tx.move(ids, zid)
            tx.set_face(ids, zid != "deck" or bool(table.vars.get("g07.decks")))
        sync_money(
            tx,
            table,
            {
                "purse": dict(zip(COINS, after.purse)),
                "discards": {500: after.spent[0], 1000: after.spent[1]},
                "clock": {100: after.timer},
            },
        )
        if move[0] == "end_round" and after.result == rules_model.PLAYING and table.vars.get("g07.decks") is None:
            tx.shuffle("deck")
        tx.set_var("round", after.round)
        if after.result != before.result:
            tx.set_var("result", after.result)
            tx.set_var("reason", "sorted" if after.result == rules_model.WON else "the last 100 coin was discarded")
        if move[0] == "draw":
            drawn = cat.card_names(before.deck[0])
            if after.card >= 0:
                tx.set_var("note", note("jido.note.drew_move", card=drawn))
            elif len(after.aside) > len(before.aside):
                tx.set_var("note", note("jido.note.drew_home", card=drawn, value=self.config(table).card_value))
            else:
                tx.set_var("note", note("jido.note.drew_spent", card=drawn))

    # ------------------------------------------------------ action dicts

    def _crate(self, table: Table, action: dict[str, Any], key: str = "crate") -> int:
        n = sum(1 for z in table.zones if z.startswith("crate."))
        value = action.get(key)
        if value == "centre":
            return n - 1
        return int_arg(action, key, 1, n) - 1

    def _drink(self, table: Table, value: Any) -> int:
        d = self.catalogue.drink(value)
        if not table.pieces[self.catalogue.drink_piece(d)].zone.startswith("crate."):
            raise IllegalAction(msg("jido.arg.not_in_game", value=shown_value(value)))
        return d

    def parse(self, table: Table, action: dict[str, Any]) -> tuple:
        name = action.get("action")
        if name in ("draw", "end_round"):
            return (name,)
        if name == "move":
            return ("move", self._drink(table, action.get("drink")), self._crate(table, action))
        if name == "special_move":
            col, row = pos_arg(action, "spot", 3, 2)
            return ("smove", self._drink(table, action.get("drink")), self._crate(table, action), spot_index(col, row))
        if name == "special_swap":
            pair = action.get("drinks")
            if not isinstance(pair, list) or len(pair) != 2:
                raise IllegalAction(msg("engine.arg.missing", action="special_swap", key="drinks", what=msg("jido.want.two_drinks")))
            return ("sswap", self._drink(table, pair[0]), self._drink(table, pair[1]))
        if name == "reclaim":
            return ("reclaim", choice_arg(action, "coin", (500, 1000)))
        raise IllegalAction(msg("engine.unknown_action", action=shown_value(name), known=sorted(self._specs)))

    def encode(self, table: Table, move: tuple) -> dict[str, Any]:
        cat = self.catalogue
        kind = move[0]
        if kind == "move":
            return {"action": "move", "drink": cat.drink_name(move[1]), "crate": move[2] + 1}
        if kind == "smove":
            return {"action": "special_move", "drink": cat.drink_name(move[1]), "crate": move[2] + 1, "spot": list(spot_pos(move[3]))}
        if kind == "sswap":
            return {"action": "special_swap", "drinks": [cat.drink_name(move[1]), cat.drink_name(move[2])]}
        if kind == "reclaim":
            return {"action": "reclaim", "coin": move[1]}
        return {"action": kind}

    def place(self, tx: Any, table: Table, action: dict[str, Any]) -> dict[str, Any]:
        d = self._drink(table, action.get("drink"))
        crate = self._crate(table, action)
        col, row = pos_arg(action, "spot", 3, 2)
        state = self.read(table)
        if state.crates[crate][spot_index(col, row)] != EMPTY:
            raise IllegalAction(msg("jido.rule.spot_taken"))
        tx.move([self.catalogue.drink_piece(d)], f"crate.{crate + 1}", pos=[(col, row)])
        if rules_model.is_sorted(self.config(table), self.read(table)):
            tx.set_var("result", rules_model.WON)
            tx.set_var("reason", "sorted")
        return note("jido.note.placed", drink=self.catalogue.drink_names(d))

    def describe_action(self, table: Table, action: dict[str, Any]) -> Message:
        """An action in words: drinks by name, crates by the numbers drawn on them (the last is the centre)."""
        cat, name = self.catalogue, action.get("action")
        try:
            if name in ("move", "special_move"):
                k = self._crate(table, action)
                crate = crate_words(k + 1, centre=k == sum(1 for z in table.zones if z.startswith("crate.")) - 1)
                drink = cat.drink_names(cat.drink(action["drink"]))
                if name == "move":
                    return msg("jido.does.move", drink=drink, crate=crate)
                col, row = action["spot"]
                return msg("jido.does.special_move", drink=drink, crate=crate, spot=spot_words(col, row))
            if name == "special_swap":
                a, b = (cat.drink_names(cat.drink(d)) for d in action["drinks"])
                return msg("jido.does.special_swap", a=a, b=b)
            if name == "reclaim":
                return msg("jido.does.reclaim", coin=action["coin"])
        except (KeyError, TypeError, ValueError, IllegalAction):
            pass  # not of the action's form: its name says enough
        return super().describe_action(table, action)

    def status(self, table: Table) -> dict[str, Any]:
        out = super().status(table)
        state = self.read(table)
        cfg = self.config(table)
        cat = self.catalogue
        out.update(
            {
                "round": state.round,
                "clock_left": state.purse[0],
                "money": rules_model.money(state.purse),
                "face_up": cat.card_name(state.card) if state.card >= 0 else None,
                "cards_left": len(state.deck),
                "homes": {cat.colours[c]: crate + 1 for c, crate in rules_model.homes(cfg, state).items()},
                "round_over": rules_model.round_over(state) and state.result == 0,
            }
        )
        return out

    def turns(self, table: Table) -> int:
        return int(table.vars.get("actions", 0))


def _check_puzzle(spec: Any, colours: list[int], cat: Any) -> None:
    """A G07 puzzle must hold every drink of its colours once and deal every card."""
    try:
        drinks = sorted(d for crate in spec.crates(cat) for d in crate if d != EMPTY)
        spec.decks(cat)
    except IllegalAction as exc:
        raise SessionError(f"{spec.path or spec.id}: {exc}") from None
    if drinks != sorted(c * 6 + s for c in colours for s in range(6)):
        raise SessionError(f"{spec.path or spec.id}: start.crates must hold the six drinks of each colour in start.colours, once each")
    if len(spec.start["crates"]) != len(colours) + 1:
        raise SessionError(f"{spec.path or spec.id}: start.crates needs {len(colours) + 1} crates (the outer ones, then the centre)")
    cards = sorted(colours + list(range(6, 12)))
    for n, deck in enumerate(spec.decks(cat)):
        if sorted(deck) != cards:
            raise SessionError(f"{spec.path or spec.id}: start.decks[{n}] must list the colour cards of start.colours and the six shape cards")
