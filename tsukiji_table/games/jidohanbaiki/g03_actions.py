"""G03 Genmaicha's actions: sealed bids, choosing a crate, brewing (and the variants' brews), peeking, branding, stopping.

Each :class:`~..base.Action` says when it may be played, the form of its
arguments, the candidates ``legal_actions`` offers, its rule (``check``,
written once) and its effect.  What follows by itself (the reveal, the
last crate, the next brewer, the next round) is the referee's flow
(:meth:`.g03.Genmaicha.advance`).  Drinks are named ``COLOUR:SHAPE``
(``blue:stubby_can``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from ...table import Table, Transaction, Tx
from ...text import Message, Seat, msg
from ..base import Action, Arg, Int, ListOf, Text, Why, shown_value
from ..furniture import money_on
from ..sealed import seal, sealed_var
from .g03_rules import ATTRS, LINE_CELLS, LINES, assignments, attr_of, card_of, ingredient, spent_drinks, why_not_supplied
from .g03_table import matcha_zone
from .g03_words import consequences, describe_brew, line_msg

if TYPE_CHECKING:
    from .g03 import Genmaicha

Act = dict[str, Any]
DRINK = re.compile(r"(drink\.)?[a-z]+:[a-z_]+")


class DrinkArg(Arg):
    """A drink named ``COLOUR:SHAPE`` (``blue:stubby_can``; ``drink.blue:stubby_can`` is accepted too)."""

    def form(self, value: Any) -> Why:
        if isinstance(value, str) and DRINK.fullmatch(value):
            return None
        return msg("jido.arg.drink", value=shown_value(value))

    def describe(self) -> Message:
        return msg("jido.want.drink")


def drink_code(game: Genmaicha, value: str) -> int | None:
    """The code of a drink argument (None: no such drink)."""
    return game.codes.get(value if value.startswith("drink.") else f"drink.{value}")


def drink_codes(game: Genmaicha, values: list[str]) -> list[int] | Message:
    out = []
    for value in values:
        code = drink_code(game, value)
        if code is None:
            return msg("jido.g03.why.no_drink", value=value)
        out.append(code)
    return out


class G03Action(Action):
    """Every Genmaicha action's log: its own line, then what the referee did by itself."""

    def line(self, game: Genmaicha, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.seat is not None
        return [msg(f"jido.g03.log.{self.name}", who=Seat(tx.seat))]

    def describe(self, game: Genmaicha, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return self.line(game, table, tx, viewer) + consequences(game, tx, viewer)


# -------------------------------------------------------------------- bids


class Bid(G03Action):
    """Hold money from one's own funds in a closed fist (whole 100-yen coins); all open together."""

    name = "bid"
    phases = ("bid",)
    args = {"amount": Int(0)}
    what = "bid"

    def candidates(self, game: Genmaicha, table: Table, seat: int) -> Iterable[Act]:
        step = game.data.bid_step
        return ({"action": self.name, "amount": a} for a in range(0, table.money(f"p{seat}.money") + 1, step))

    def check(self, game: Genmaicha, table: Table, seat: int, action: Act) -> Why:
        amount, step, money = action["amount"], game.data.bid_step, table.money(f"p{seat}.money")
        if amount % step:
            return msg("jido.g03.why.bid_step", amount=amount, step=step)
        if amount > money:
            return msg("jido.g03.why.bid_money", amount=amount, money=money)
        return None

    def apply(self, game: Genmaicha, table: Table, tx: Tx, seat: int, action: Act) -> None:
        seal(table, tx, seat, self.what, action["amount"])

    def label(self, action: Act) -> str:
        return self.name  # the amount is nobody else's business until the fists open

    def line(self, game: Genmaicha, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.seat is not None
        if viewer == tx.seat and tx.action is not None:
            return [msg(f"jido.g03.log.{self.name}_own", who=Seat(tx.seat), amount=tx.action["amount"])]
        return [msg(f"jido.g03.log.{self.name}", who=Seat(tx.seat))]


class Rebid(Bid):
    """Tied players bid again from what they have left, added to what they pay (decision g03-rebid)."""

    name = "rebid"
    phases = ("rebid",)
    what = "rebid"


# ---------------------------------------------------------------- crates


class PickCrate(G03Action):
    """Choose one of the crates left and take all its drinks (in bid order)."""

    name = "pick_crate"
    phases = ("pick",)
    args = {"crate": Int(1)}

    def candidates(self, game: Genmaicha, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": self.name, "crate": k} for k in game.crates_left(table))

    def check(self, game: Genmaicha, table: Table, seat: int, action: Act) -> Why:
        left = game.crates_left(table)
        if action["crate"] not in left:
            return msg("jido.g03.why.no_crate", crate=action["crate"], left=left)
        return None

    def apply(self, game: Genmaicha, table: Table, tx: Tx, seat: int, action: Act) -> None:
        take_crate(table, tx, seat, action["crate"])

    def line(self, game: Genmaicha, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return []  # the pick is told with what it took (consequences)


def take_crate(table: Table, tx: Tx, seat: int, crate: int) -> None:
    """``seat`` takes crate ``crate`` and every drink in it."""
    drinks = list(table.zones[f"crate.{crate}"].ids)
    if drinks:
        tx.move(drinks, f"p{seat}.drinks")
    tx.set_var("picked", table.vars.get("picked", []) + [crate])


# --------------------------------------------------------------- brewing


class BrewAction(G03Action):
    """What the brewing actions share: the variant they need, a brand offer that lapses, the brew itself."""

    phases = ("brew",)
    variant: str | None = None

    def off(self, game: Genmaicha, table: Table) -> Why:
        if self.variant is not None and not game.variant(table, self.variant):
            return msg("jido.g03.why.variant_off", variant=msg(f"jido.g03.variant.{self.variant}"))
        return None

    def begin(self, table: Table, tx: Tx) -> None:
        tx.del_var("brand_offer")  # the right to brand lasts until the brewer's next action

    def line(self, game: Genmaicha, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return describe_brew(game, table, tx, viewer)


def line_cards(game: Genmaicha, table: Table, line: str) -> list[int]:
    grid = game.grid(table)
    return [grid[c] for c in LINE_CELLS[line]]


def brew(game: Genmaicha, table: Table, tx: Tx, seat: int, line: str, spent: list[int]) -> None:
    """Brew ``line``: paid the money beside it by the bank, which then drops; a brand pays out or may be made."""
    data = game.data
    value = table.money(f"line.{line}")
    tx.pay("bank", f"p{seat}.money", value)
    tx.pay(f"line.{line}", "bank", min(data.decrease, value))
    tx.set_var("used", sorted(set(table.vars.get("used", [])) | set(spent)))
    earned = value
    if game.variant(table, "market"):
        brands = dict(table.vars.get("brands", {}))
        if line in brands:  # 「置いたお金と同額を受け取り、同時に置いたお金が手元に戻ります」 (decision a16)
            owner, sign = brands.pop(line)
            stake = table.money(money_on(sign))
            tx.pay(money_on(sign), f"p{owner}.money", stake, bank="bank")
            tx.pay("bank", f"p{owner}.money", stake)
            tx.move([sign], "box")
            tx.set_var("brands", brands)
            add_stat(table, tx, owner, earned=stake)
        elif line not in table.vars.get("brewed", []):
            tx.set_var("brand_offer", line)
    tx.set_var("brewed", sorted(set(table.vars.get("brewed", [])) | {line}))
    add_stat(table, tx, seat, brews=1, earned=earned)


def add_stat(table: Table, tx: Tx, seat: int, **more: int) -> None:
    stats = [dict(s) for s in table.vars["stats"]]
    for key, n in more.items():
        stats[seat][key] = stats[seat].get(key, 0) + n
    tx.set_var("stats", stats)


def finish_brewing(game: Genmaicha, table: Table, tx: Tx, seat: int) -> None:
    """The brewer stops: every drink with an ingredient spent goes back into the bag (decision g03-a12-ingredients)."""
    used = set(spent_drinks(table.vars.get("used", [])))
    ids = [pid for pid in table.zones[f"p{seat}.drinks"].ids if game.codes.get(pid) in used]
    if ids:
        tx.move(ids, "bag")
    tx.del_var("used")
    tx.del_var("brand_offer")
    tx.set_var("stopped", seat)
    tx.set_var("brewer", table.vars.get("brewer", 0) + 1)


class Brew(BrewAction):
    """Brew a recipe: one drink per card of a row or column, each ingredient spent once."""

    name = "brew"
    args = {"line": Text(LINES), "drinks": ListOf(DrinkArg(), 3, 3)}

    def candidates(self, game: Genmaicha, table: Table, seat: int) -> Iterator[Act]:
        hand, used, cat = game.hand(table, seat), game.used(table), game.cat
        for line in LINES:
            for choice in assignments(line_cards(game, table, line), hand, used):
                yield {"action": self.name, "line": line, "drinks": [cat.drink_name(d) for d in choice]}

    def check(self, game: Genmaicha, table: Table, seat: int, action: Act) -> Why:
        drinks = drink_codes(game, action["drinks"])
        if isinstance(drinks, Message):
            return drinks
        cards = line_cards(game, table, action["line"])
        if -1 in cards:
            return msg("jido.g03.why.card_missing", line=line_msg(action["line"]))
        return why_not_supplied(game.words, cards, drinks, game.hand(table, seat), game.used(table))

    def apply(self, game: Genmaicha, table: Table, tx: Tx, seat: int, action: Act) -> None:
        self.begin(table, tx)
        cards = line_cards(game, table, action["line"])
        drinks = drink_codes(game, action["drinks"])
        assert not isinstance(drinks, Message)
        brew(game, table, tx, seat, action["line"], [ingredient(d, attr_of(c)) for c, d in zip(cards, drinks)])


class BrewMatcha(BrewAction):
    """MATCHA-IRI: brew a row and add one ingredient from the row directly above or below, for the coin between."""

    name = "brew_matcha"
    variant = "matcha"
    args = {"row": Int(0, 2), "drinks": ListOf(DrinkArg(), 3, 3), "col": Int(0, 2), "extra_row": Int(0, 2), "extra": DrinkArg()}

    def candidates(self, game: Genmaicha, table: Table, seat: int) -> Iterator[Act]:
        if self.off(game, table):
            return
        hand, used, cat, grid = game.hand(table, seat), game.used(table), game.cat, game.grid(table)
        for row in range(3):
            line = f"r{row}"
            cards = line_cards(game, table, line)
            for choice in assignments(cards, hand, used):
                spent = used | {ingredient(d, attr_of(c)) for c, d in zip(cards, choice)}
                for extra_row in (row - 1, row + 1):
                    if not 0 <= extra_row < 3:
                        continue
                    for col in range(3):
                        if not table.money(matcha_zone(col, min(row, extra_row))):
                            continue
                        card = grid[extra_row * 3 + col]
                        for d in hand:
                            if card >= 0 and ingredient(d, attr_of(card)) not in spent and card_of(d, attr_of(card)) == card:
                                names = [cat.drink_name(x) for x in choice]
                                yield {"action": self.name, "row": row, "drinks": names, "col": col, "extra_row": extra_row, "extra": cat.drink_name(d)}

    def check(self, game: Genmaicha, table: Table, seat: int, action: Act) -> Why:
        why = self.off(game, table)
        if why:
            return why
        row, extra_row, col = action["row"], action["extra_row"], action["col"]
        if abs(extra_row - row) != 1:
            return msg("jido.g03.why.matcha_row", row=row + 1)
        if not table.money(matcha_zone(col, min(row, extra_row))):
            return msg("jido.g03.why.matcha_coin", col=col + 1)
        drinks = drink_codes(game, [*action["drinks"], action["extra"]])
        if isinstance(drinks, Message):
            return drinks
        cards = [*line_cards(game, table, f"r{row}"), game.grid(table)[extra_row * 3 + col]]
        if -1 in cards:
            return msg("jido.g03.why.card_missing", line=line_msg(f"r{row}"))
        return why_not_supplied(game.words, cards, drinks, game.hand(table, seat), game.used(table))

    def apply(self, game: Genmaicha, table: Table, tx: Tx, seat: int, action: Act) -> None:
        self.begin(table, tx)
        row, extra_row, col = action["row"], action["extra_row"], action["col"]
        cards = [*line_cards(game, table, f"r{row}"), game.grid(table)[extra_row * 3 + col]]
        drinks = drink_codes(game, [*action["drinks"], action["extra"]])
        assert not isinstance(drinks, Message)
        brew(game, table, tx, seat, f"r{row}", [ingredient(d, attr_of(c)) for c, d in zip(cards, drinks)])
        coin = matcha_zone(col, min(row, extra_row))
        bonus = table.money(coin)
        tx.pay(coin, f"p{seat}.money", bonus, bank="bank")  # the coin is taken: no bonus lies there any more (decision a14)
        add_stat(table, tx, seat, earned=bonus)


class BrewCeremony(BrewAction):
    """TEA CEREMONY: brew a column with the face-down card above it as a fourth ingredient (a guess)."""

    name = "brew_ceremony"
    variant = "ceremony"
    args = {"col": Int(0, 2), "drinks": ListOf(DrinkArg(), 3, 3), "guess": DrinkArg(), "guess_as": Text(ATTRS)}

    def candidates(self, game: Genmaicha, table: Table, seat: int) -> Iterator[Act]:
        if self.off(game, table):
            return
        hand, used, cat = game.hand(table, seat), game.used(table), game.cat
        for col in sorted(game.hidden_cards(table)):
            cards = line_cards(game, table, f"c{col}")
            for choice in assignments(cards, hand, used):
                spent = used | {ingredient(d, attr_of(c)) for c, d in zip(cards, choice)}
                names = [cat.drink_name(x) for x in choice]
                for d in hand:
                    for attr in (0, 1):
                        if ingredient(d, attr) not in spent:
                            yield {"action": self.name, "col": col, "drinks": names, "guess": cat.drink_name(d), "guess_as": ATTRS[attr]}

    def check(self, game: Genmaicha, table: Table, seat: int, action: Act) -> Why:
        why = self.off(game, table)
        if why:
            return why
        col = action["col"]
        if col not in game.hidden_cards(table):
            return msg("jido.g03.why.not_hidden", col=col + 1)
        drinks = drink_codes(game, [*action["drinks"], action["guess"]])
        if isinstance(drinks, Message):
            return drinks
        cards = line_cards(game, table, f"c{col}")
        if -1 in cards:
            return msg("jido.g03.why.card_missing", line=line_msg(f"c{col}"))
        guess = card_of(drinks[3], ATTRS.index(action["guess_as"]))
        return why_not_supplied(game.words, [*cards, guess], drinks, game.hand(table, seat), game.used(table))

    def apply(self, game: Genmaicha, table: Table, tx: Tx, seat: int, action: Act) -> None:
        self.begin(table, tx)
        col = action["col"]
        cards = line_cards(game, table, f"c{col}")
        drinks = drink_codes(game, [*action["drinks"], action["guess"]])
        assert not isinstance(drinks, Message)
        attr = ATTRS.index(action["guess_as"])
        spent = [ingredient(d, attr_of(c)) for c, d in zip(cards, drinks)] + [ingredient(drinks[3], attr)]
        brew(game, table, tx, seat, f"c{col}", spent)
        hidden = game.hidden_cards(table)[col]
        tx.reveal()  # everyone learns whether the guess was right
        if game.codes[hidden] == card_of(drinks[3], attr):
            tx.pay("bank", f"p{seat}.money", game.data.ceremony_bonus)
            tx.set_face([hidden], True)
            add_stat(table, tx, seat, earned=game.data.ceremony_bonus)
            return
        # 「成功しなかった場合には、使用したドリンクをすべて捨て」: the drinks go back into the bag at once (decision a15).
        gone = set(drinks)
        tx.move([game.cat.drink_piece(d) for d in sorted(gone)], "bag")
        tx.set_var("used", [i for i in table.vars.get("used", []) if i // 2 not in gone])


class Peek(BrewAction):
    """TEA CEREMONY: spend an ingredient that matches a face-down card, and look at one of them in secret."""

    name = "peek"
    variant = "ceremony"
    args = {"col": Int(0, 2), "drink": DrinkArg(), "as": Text(ATTRS)}

    def candidates(self, game: Genmaicha, table: Table, seat: int) -> Iterator[Act]:
        if self.off(game, table):
            return
        hidden = game.hidden_cards(table)
        wanted = {game.codes[pid] for pid in hidden.values()}
        hand, used, cat = game.hand(table, seat), game.used(table), game.cat
        for d in hand:
            for attr in (0, 1):
                if ingredient(d, attr) not in used and card_of(d, attr) in wanted:
                    for col in sorted(hidden):
                        yield {"action": self.name, "col": col, "drink": cat.drink_name(d), "as": ATTRS[attr]}

    def check(self, game: Genmaicha, table: Table, seat: int, action: Act) -> Why:
        why = self.off(game, table)
        if why:
            return why
        hidden = game.hidden_cards(table)
        if action["col"] not in hidden:
            return msg("jido.g03.why.not_hidden", col=action["col"] + 1)
        d = drink_code(game, action["drink"])
        if d is None:
            return msg("jido.g03.why.no_drink", value=action["drink"])
        attr = ATTRS.index(action["as"])
        if d not in game.hand(table, seat):
            return msg("jido.g03.why.not_held", drink=game.words.drink(d))
        if ingredient(d, attr) in game.used(table):
            return msg("jido.g03.why.spent", drink=game.words.drink(d), what=msg(f"jido.g03.attr.{ATTRS[attr]}"))
        # The face-down cards are known as a set (the twelve less the nine on view): matching one of them tells nothing new.
        if card_of(d, attr) not in {game.codes[pid] for pid in hidden.values()}:
            return msg("jido.g03.why.peek_match", card=game.words.card(card_of(d, attr)))
        return None

    def apply(self, game: Genmaicha, table: Table, tx: Tx, seat: int, action: Act) -> None:
        self.begin(table, tx)
        d = drink_code(game, action["drink"])
        assert d is not None
        tx.set_var("used", sorted(set(table.vars.get("used", [])) | {ingredient(d, ATTRS.index(action["as"]))}))
        name = sealed_var(seat, "peeks")
        pid = game.hidden_cards(table)[action["col"]]
        tx.set_var(name, {**table.vars.get(name, {}), str(action["col"]): pid})
        tx.reveal()  # the peeker now knows a card: undo stops here


class Brand(BrewAction):
    """TEA MARKET: the first brewer of a recipe puts an ad sign beside it with a stake of 100 or more on it."""

    name = "brand"
    variant = "market"
    args = {"amount": Int(1)}

    def candidates(self, game: Genmaicha, table: Table, seat: int) -> Iterable[Act]:
        if self.off(game, table) or not table.vars.get("brand_offer"):
            return ()
        step = game.data.bid_step
        return ({"action": self.name, "amount": a} for a in range(game.data.min_stake, table.money(f"p{seat}.money") + 1, step))

    def check(self, game: Genmaicha, table: Table, seat: int, action: Act) -> Why:
        why = self.off(game, table)
        if why:
            return why
        if not table.vars.get("brand_offer"):
            return msg("jido.g03.why.no_brand_offer")
        amount, money = action["amount"], table.money(f"p{seat}.money")
        if amount < game.data.min_stake or amount % game.data.bid_step or amount > money:
            return msg("jido.g03.why.stake", least=game.data.min_stake, step=game.data.bid_step, money=money)
        if not free_signs(table):
            return msg("jido.g03.why.no_sign")
        return None

    def apply(self, game: Genmaicha, table: Table, tx: Tx, seat: int, action: Act) -> None:
        line = table.vars["brand_offer"]
        self.begin(table, tx)
        sign = free_signs(table)[0]
        tx.move([sign], f"brand.{line}", pos=[(40.0, 22.0)])
        tx.pay(f"p{seat}.money", money_on(sign), action["amount"], bank="bank")
        tx.set_var("brands", {**table.vars.get("brands", {}), line: [seat, sign]})


def free_signs(table: Table) -> list[str]:
    """The ad signs in the box that have a place for a stake."""
    return [pid for pid in table.zones["box"].ids if pid.startswith("ad_sign#") and money_on(pid) in table.zones]


class Done(BrewAction):
    """Stop brewing: the drinks with an ingredient spent go back into the bag; the next brewer's turn."""

    name = "done"

    def apply(self, game: Genmaicha, table: Table, tx: Tx, seat: int, action: Act) -> None:
        finish_brewing(game, table, tx, seat)

    def line(self, game: Genmaicha, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return []  # "X's brewing is over" (consequences) says it


ACTIONS: tuple[type[Action], ...] = (Bid, Rebid, PickCrate, Brew, BrewMatcha, BrewCeremony, Peek, Brand, Done)
