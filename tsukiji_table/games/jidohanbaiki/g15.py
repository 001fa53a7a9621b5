"""G15 Drink Hot-Potato, 3-6 players: the referee.

Everyone holds one secret stock card.  On each turn every other player
gives the active player a drink (two at three players), chosen in secret
and handed over together; the active player then shows their card, pays
100 for every drink they hold that it names, discards it and draws anew.
The game ends when someone has no coins left; most coins wins.

Zones: ``deck`` (face down), ``discard`` (face up), per seat ``p<s>.hand``
(its owner's eyes only), ``p<s>.drinks`` and ``p<s>.money``; ``pool`` is
where the drinks are shuffled at the set-up.  Phases: ``keep`` (each keeps
one of two cards) → ``give`` … → ``over``.  A give is held as
``secret.<seat>.give`` (that seat alone reads it) until every give is in.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

from ...rulesdata import Rules
from ...rulesdata.schema_jido_g15 import COUNTS
from ...table import Table, Transaction, Tx, Visibility, ZoneKind
from ...text import Message, Seat, msg
from ..base import Action, Game, Text, Why, populate, shown_value
from ..registry import register
from ..sealed import sealed_var
from . import g15_rules as model
from .common import Catalogue, PerRevision
from .g03_words import Names
from .g15_bots import HeuristicBot
from .g15_words import consequences

Act = dict[str, Any]
CARD_GAP = 8.0
SEAT_W, SEAT_H = 560.0, 110.0  # a hand of two cards, a row of up to a dozen drinks, a purse
DRINKS = [f"p{s}.drinks" for s in range(6)]
SEATS = [str(s) for s in range(6)]


class Keep(Action):
    """Keep one of the two cards dealt as one's secret hand; the other is shuffled into the deck."""

    name = "keep"
    phases = ("keep",)
    args = {"card": Text()}

    def candidates(self, game: HotPotato, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": self.name, "card": pid.removeprefix("stock_card.")} for pid in table.zones[f"p{seat}.hand"].ids)

    def check(self, game: HotPotato, table: Table, seat: int, action: Act) -> Why:
        pid = card_piece(action["card"])
        if pid not in game.codes:
            return msg("jido.arg.no_card", value=shown_value(action["card"]))
        if pid not in table.zones[f"p{seat}.hand"].ids:
            return msg("jido.g15.why.not_in_hand", card=game.words.card(game.codes[pid]))
        return None

    def apply(self, game: HotPotato, table: Table, tx: Tx, seat: int, action: Act) -> None:
        pid = card_piece(action["card"])
        other = [p for p in table.zones[f"p{seat}.hand"].ids if p != pid]
        tx.set_face(other, False)
        tx.move(other, "deck")

    def label(self, action: Act) -> str:
        return self.name  # which card is kept is that player's secret

    def describe(self, game: HotPotato, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.seat is not None and tx.action is not None
        if viewer == tx.seat:
            line = msg("jido.g15.log.keep_own", who=Seat(tx.seat), card=game.words.card(game.codes[card_piece(tx.action["card"])]))
        else:
            line = msg("jido.g15.log.keep", who=Seat(tx.seat))
        return [line, *consequences(game, tx, viewer)]


class Give(Action):
    """Choose, in secret, a drink of one's own to hand to the active player (all are handed over together)."""

    name = "give"
    phases = ("give",)
    args = {"drink": Text()}

    def candidates(self, game: HotPotato, table: Table, seat: int) -> Iterable[Act]:
        chosen = table.vars.get(sealed_var(seat, "give"), [])
        return ({"action": self.name, "drink": pid[6:]} for pid in table.zones[f"p{seat}.drinks"].ids if pid[6:] not in chosen)

    def check(self, game: HotPotato, table: Table, seat: int, action: Act) -> Why:
        name = action["drink"].removeprefix("drink.")
        if f"drink.{name}" not in game.codes:
            return msg("jido.arg.no_drink", value=shown_value(action["drink"]), colours=list(game.cat.colours), shapes=list(game.cat.shapes))
        if f"drink.{name}" not in table.zones[f"p{seat}.drinks"].ids:
            return msg("jido.g15.why.not_held", drink=game.words.drink(game.codes[f"drink.{name}"]))
        if name in table.vars.get(sealed_var(seat, "give"), []):
            return msg("jido.g15.why.chosen", drink=game.words.drink(game.codes[f"drink.{name}"]))
        return None

    def apply(self, game: HotPotato, table: Table, tx: Tx, seat: int, action: Act) -> None:
        name = sealed_var(seat, "give")
        tx.set_var(name, [*table.vars.get(name, []), action["drink"].removeprefix("drink.")])
        tx.set_var("give_count", {**table.vars.get("give_count", {}), str(seat): table.vars.get("give_count", {}).get(str(seat), 0) + 1})

    def label(self, action: Act) -> str:
        return self.name  # the drink stays the giver's secret until every give is in

    def describe(self, game: HotPotato, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.seat is not None and tx.action is not None
        if viewer == tx.seat:
            line = msg("jido.g15.log.give_own", who=Seat(tx.seat), drink=game.words.drink(game.codes["drink." + tx.action["drink"].removeprefix("drink.")]))
        else:
            line = msg("jido.g15.log.give", who=Seat(tx.seat))
        return [line, *consequences(game, tx, viewer)]


def card_piece(value: str) -> str:
    return value if value.startswith("stock_card.") else f"stock_card.{value}"


@register
class HotPotato(Game):
    """G15 Drink Hot-Potato for 3-6 players."""

    id: ClassVar[str] = "jido:g15"
    box: ClassVar[str | None] = "jidohanbaiki"
    reads: ClassVar[tuple[str, ...]] = ("g15.yaml",)  # the rules files it reads besides components.yaml
    names: ClassVar[dict[str, str]] = {"en": "Drink Hot-Potato", "ja": "ドリンク押しつけ合い"}
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 6
    length: ClassVar[tuple[int, int] | None] = (10, 20)
    uses_tower: ClassVar[bool] = False
    how_to: ClassVar[dict[str, str]] = {
        "en": "You hold one secret stock card. On each turn the others each hand the active player a drink (two at three players), "
        "chosen in secret. The active player shows their card and pays 100 for every drink they hold that it names, then draws a new one. "
        "When someone runs out of coins the game ends: most coins wins.",
        "ja": "各自ストックカードを1枚こっそり持ちます。手番では他の全員が手番プレイヤーにドリンクを1個（3人なら2個）こっそり選んで渡します。"
        "手番プレイヤーは手札を公開し、該当するドリンク1個につき100円を支払い、新しいカードを引きます。"
        "誰かの硬貨がなくなったら終了。硬貨が最も多い人の勝ち。",
    }
    bots: ClassVar[dict[str, Any]] = {"heuristic": HeuristicBot}
    actions = (Keep, Give)

    def __init__(self, rules: Rules | None):
        super().__init__(rules)
        assert rules is not None, "Drink Hot-Potato needs the jidohanbaiki rules data"
        data = rules.file("g15.yaml")
        counts = dict(zip(COUNTS, range(3, 7)))
        self.deal = {counts[k]: v for k, v in data["deal"].items()}
        self.money = {counts[k]: v for k, v in data["money"].items()}
        self.gives = {n: data["gives_three_players"] if n == 3 else data["gives"] for n in counts.values()}
        self.per_drink, self.reshuffle_at, self.cards_dealt = data["fine_per_drink"], data["reshuffle_at"], data["cards_dealt"]
        self.cat = Catalogue.from_rules(rules)
        self.words = Names.from_rules(rules, self.cat)
        self.codes: dict[str, int] = {self.cat.drink_piece(d): d for d in range(36)}
        self.codes.update({self.cat.card_piece(c): c for c in range(12)})
        self._movers = PerRevision(self._waiting_for)

    # ---------------------------------------------------------- structure

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        table = Table(self.id, seed, players)
        table.add_zone("box", ZoneKind.STACK, Visibility.NOBODY, hidden=True)
        table.add_zone("pool", ZoneKind.STACK, Visibility.NOBODY, hidden=True)
        table.add_zone("bank", ZoneKind.MONEY, unlimited=True, hidden=True)
        assert self.rules is not None
        populate(table, self.rules, zone="box", money_zone="bank")
        table.add_zone("deck", ZoneKind.STACK, Visibility.NOBODY, rect=[20.0, 20.0, 90.0, 125.0], arrange="pile", label={"en": "Deck", "ja": "山札"})
        table.add_zone("discard", ZoneKind.STACK, rect=[130.0, 20.0, 90.0, 125.0], arrange="pile", label={"en": "Discards", "ja": "捨て札"})
        for seat in range(players):
            x = 20.0 + (seat % 2) * (SEAT_W + 14)
            y = 170.0 + (seat // 2) * (SEAT_H + 14)
            table.add_zone(
                f"p{seat}.hand",
                ZoneKind.HAND,
                Visibility.OWNER,
                owner=seat,
                rect=[x, y, 150.0, SEAT_H],
                arrange="fan",
                label={"en": "Hand", "ja": "手札"},
            )
            table.add_zone(
                f"p{seat}.drinks", ZoneKind.STACK, owner=seat, rect=[x + 154, y, SEAT_W - 254, SEAT_H], arrange="row", label={"en": "Drinks", "ja": "ドリンク"}
            )
            table.add_zone(
                f"p{seat}.money", ZoneKind.MONEY, owner=seat, rect=[x + SEAT_W - 96, y, 96.0, SEAT_H], arrange="purse", label={"en": "Coins", "ja": "硬貨"}
            )
        return table

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        """A random start player; drinks dealt clockwise from them; money; two cards each."""
        n, cat = table.players, self.cat
        with table.begin("setup") as tx:
            tx.set_var("mode", options.get("mode", "assisted"))
            start = tx.choice("start", list(range(n)))  # 「スタートプレイヤーをランダムに決めた後」
            tx.move([cat.drink_piece(d) for d in range(36)], "pool")
            tx.shuffle("pool")
            pool = list(table.zones["pool"].ids)
            at = 0
            for seat, count in zip(model.deal_order(start, n), self.deal[n]):
                tx.move(pool[at : at + count], f"p{seat}.drinks")
                at += count
            if pool[at:]:
                tx.move(pool[at:], "box")  # 「余ったコマはゲームに使用しないので、箱に戻します」
            for seat in range(n):
                tx.pay("bank", f"p{seat}.money", self.money[n])
            cards = [cat.card_piece(c) for c in range(12)]
            tx.set_face(cards, False)
            tx.move(cards, "deck")
            tx.shuffle("deck")
            deck = list(table.zones["deck"].ids)
            for seat in range(n):
                dealt = deck[-self.cards_dealt * (seat + 1) :][: self.cards_dealt]
                tx.move(dealt, f"p{seat}.hand")
                tx.set_face(dealt, True)
            tx.set_var("turns", 0)
            tx.set_var("phase", "keep")

    # ------------------------------------------------------------ queries

    def quota(self, table: Table) -> int:
        return int(self.gives[table.players])

    def to_move(self, table: Table) -> list[int]:
        return list(self._movers(table))

    def _waiting_for(self, table: Table) -> tuple[int, ...]:
        v = table.vars
        phase = v.get("phase")
        if phase == "keep":
            return tuple(s for s in range(table.players) if len(table.zones[f"p{s}.hand"].ids) > 1)
        if phase != "give":
            return ()
        active, n, quota = v["active"], table.players, self.quota(table)
        count, zones = v.get("give_count", {}), table.zones
        out = []
        for k in range(1, n):
            s = (active + k) % n
            if model.owed(quota, len(zones[DRINKS[s]].ids), count.get(SEATS[s], 0)):
                out.append(s)
        return tuple(out)

    def describe_action(self, table: Table, action: dict[str, Any]) -> Message:
        """An action in words: the card kept or the drink given, by name."""
        name = action.get("action")
        try:
            if name == "keep":
                return msg("jido.g15.does.keep", card=self.words.card(self.codes[card_piece(action["card"])]))
            if name == "give":
                return msg("jido.g15.does.give", drink=self.words.drink(self.codes["drink." + action["drink"].removeprefix("drink.")]))
        except (KeyError, TypeError, AttributeError):
            pass  # not of the action's form: its name says enough
        return self.action_title(str(name))

    def is_over(self, table: Table) -> bool:
        return table.vars.get("phase") == "over"

    def turns(self, table: Table) -> int:
        return int(table.vars.get("turns", 0))

    def drinks(self, table: Table, seat: int) -> list[int]:
        return [self.codes[p] for p in table.zones[f"p{seat}.drinks"].ids]

    # --------------------------------------------------------------- flow

    def advance(self, table: Table, tx: Tx) -> None:
        """Everyone has kept a card: the first turn; every give is in: the turn resolves (and the next one opens)."""
        for _ in range(4 * table.players + 4):  # a turn nobody can give to resolves by itself; someone always holds drinks
            phase = table.vars.get("phase")
            if self.to_move(table) or phase not in ("keep", "give"):
                return
            if phase == "keep":
                tx.shuffle("deck")
                held = [len(table.zones[f"p{s}.drinks"].ids) for s in range(table.players)]
                self._open_turn(tx, model.first_player(held))  # 「手持ちのドリンクコマが最も少ないプレイヤーから」
            else:
                self._resolve(table, tx)

    def _open_turn(self, tx: Tx, active: int) -> None:
        tx.set_var("active", active)
        tx.set_var("give_count", {})
        tx.set_var("phase", "give")

    def _resolve(self, table: Table, tx: Tx) -> None:
        """Every give handed over at once; the active card shown and paid for; a new card drawn."""
        active, n = table.vars["active"], table.players
        given = []
        for k in range(1, n):
            s = (active + k) % n
            names = table.vars.get(sealed_var(s, "give"), [])
            tx.del_var(sealed_var(s, "give"))
            ids = [f"drink.{d}" for d in names if f"drink.{d}" in table.zones[f"p{s}.drinks"].ids]
            if ids:
                tx.move(ids, f"p{active}.drinks")
                given.append([s, [d.removeprefix("drink.") for d in ids]])
        tx.set_var("given", given)
        hand = list(table.zones[f"p{active}.hand"].ids)
        money = table.money(f"p{active}.money")
        shown: dict[str, Any] = {"seat": active, "card": None, "matches": 0, "paid": 0}
        if hand:
            card = hand[-1]
            tx.move([card], "discard")
            drinks = self.drinks(table, active)
            code = self.codes[card]
            paid = model.fine(code, drinks, self.per_drink, money)
            tx.pay(f"p{active}.money", "bank", paid)
            shown.update(card=card, matches=model.matching(code, drinks), paid=paid)
            self._draw(table, tx, active)
        tx.reveal()
        tx.set_var("shown", shown)
        tx.set_var("turns", table.vars.get("turns", 0) + 1)
        if table.money(f"p{active}.money") <= 0:  # 「手持ちの硬貨がなくなったプレイヤーが出たらゲーム終了」
            tx.set_var("phase", "over")
        else:
            self._open_turn(tx, (active + 1) % n)

    def _draw(self, table: Table, tx: Tx, seat: int) -> None:
        if not table.zones["deck"].ids:
            self._reshuffle(table, tx)
        deck = table.zones["deck"].ids
        if deck:
            top = deck[-1]
            tx.move([top], f"p{seat}.hand")
            tx.set_face([top], True)
        if len(table.zones["deck"].ids) <= self.reshuffle_at:
            self._reshuffle(table, tx)  # 「山札が残り1枚になったら、その1枚を捨て札と一緒に切り直して新たな山札」

    def _reshuffle(self, table: Table, tx: Tx) -> None:
        discards = list(table.zones["discard"].ids)
        if not discards:
            return
        tx.set_face(discards, False)
        tx.move(discards, "deck", index=0)
        tx.shuffle("deck")
        tx.set_var("reshuffles", table.vars.get("reshuffles", 0) + 1)

    # ------------------------------------------------------------- scores

    def score(self, table: Table) -> dict[str, Any] | None:
        if not self.is_over(table):
            return None
        money = [table.money(f"p{s}.money") for s in range(table.players)]
        drinks = [len(table.zones[f"p{s}.drinks"].ids) for s in range(table.players)]
        return {
            "scores": money,
            "winner": model.winners(money, drinks),
            "drinks": drinks,
            "seats": [{"money": money[s], "drinks": drinks[s]} for s in range(table.players)],
        }

    def public_state(self, table: Table) -> dict[str, Any]:
        out = super().public_state(table)
        out.update(phase=table.vars.get("phase"), active=table.vars.get("active"), turns=self.turns(table), shown=table.vars.get("shown"))
        return out
