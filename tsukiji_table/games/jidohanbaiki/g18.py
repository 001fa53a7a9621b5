"""G18 Two-Card Deduction, two players: the referee over the table.

Zones: ``solution`` (a colour card and a shape card, face down: nobody's),
per seat ``p<s>.hand`` (its owner's eyes only), ``p<s>.discard`` (the card
laid face down in front of the seat: its owner knows it) and, on that card,
``p<s>.yes`` (drinks the seat said yes to, on its own side) and ``p<s>.no``
(those it said no to, on the asker's side); ``supply`` (the drinks not yet
asked about, sorted by colour).

Phases: ``discard`` (both at once) → ``ask`` (in turn: ask about a drink, or
name the answer) → ``answer`` (a seat whose card carries six drinks must
name it) → ``over``.  The program gives every answer from the hidden hand,
honestly, and says only yes or no.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

from ...rulesdata import Rules
from ...table import Move as MoveCmd
from ...table import SetVar, Table, Transaction, Tx, Visibility, ZoneKind
from ...text import Message, Seat, msg
from ..base import Action, Game, Text, Why, boxed_table, shown_value
from ..registry import register
from . import g18_rules as model
from . import g18_words  # noqa: F401  (the words of the log and the refusals)
from .card_words import card_words
from .common import Catalogue
from .g18_bots import HeuristicBot
from .history import var_after
from .startseat import choose_first, first_option

Act = dict[str, Any]
SPOT = 30.0
CARD_W, CARD_H = 63.0, 88.0


class Discard(Action):
    """Lay one card of your hand face down in front of you (both players at once); it does not count in answers."""

    name = "discard"
    phases = ("discard",)
    args = {"card": Text()}

    def candidates(self, game: TwoCardDeduction, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": "discard", "card": pid.removeprefix("stock_card.")} for pid in table.zones[f"p{seat}.hand"].ids)

    def check(self, game: TwoCardDeduction, table: Table, seat: int, action: Act) -> Why:
        if why := game.cat.no_card(action["card"]):
            return why
        name = action["card"].removeprefix("stock_card.")
        if f"stock_card.{name}" not in table.zones[f"p{seat}.hand"].ids:
            return msg("jido.g18.why.not_in_hand", card=card_words(game.cat, game.card_codes[name]))
        return None

    def apply(self, game: TwoCardDeduction, table: Table, tx: Tx, seat: int, action: Act) -> None:
        pid = f"stock_card.{action['card'].removeprefix('stock_card.')}"
        tx.move([pid], f"p{seat}.discard")
        tx.set_face([pid], False)

    def label(self, action: Act) -> str:
        return self.name  # which card stays the seat's secret

    def describe(self, game: TwoCardDeduction, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.seat is not None and tx.action is not None
        if viewer == tx.seat:
            card = card_words(game.cat, game.card_codes[tx.action["card"].removeprefix("stock_card.")])
            lines = [msg("jido.g18.log.discard_own", who=Seat(tx.seat), card=card)]
        else:
            lines = [msg("jido.g18.log.discard", who=Seat(tx.seat))]
        if any(isinstance(c, SetVar) and c.name == "phase" and c.after == "ask" for c in tx.commands):
            lines.append(msg("jido.g18.log.begin", who=Seat(int(var_after(table, tx, "turn", 0)))))
        return lines


class Ask(Action):
    """Name a drink of the supply: the other player says whether a card in their hand names its colour or shape."""

    name = "ask"
    phases = ("ask",)
    args = {"drink": Text()}

    def candidates(self, game: TwoCardDeduction, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": "ask", "drink": pid[6:]} for pid in table.zones["supply"].ids)

    def check(self, game: TwoCardDeduction, table: Table, seat: int, action: Act) -> Why:
        name = action["drink"].removeprefix("drink.")
        if name not in game.drink_codes:
            return msg("jido.arg.drink", value=shown_value(action["drink"]))
        if table.pieces[f"drink.{name}"].zone != "supply":
            return msg("jido.g18.why.asked", drink=game.cat.drink_names(game.drink_codes[name]))
        return None

    def apply(self, game: TwoCardDeduction, table: Table, tx: Tx, seat: int, action: Act) -> None:
        name = action["drink"].removeprefix("drink.")
        other = 1 - seat
        hand = [game.card_codes[pid.removeprefix("stock_card.")] for pid in table.zones[f"p{other}.hand"].ids]
        yes = model.holds_card_for(hand, game.drink_codes[name])
        tx.reveal()  # the answer tells something of a hidden hand: no taking the question back
        side = f"p{other}.{'yes' if yes else 'no'}"
        n = len(table.zones[side].ids)
        tx.move([f"drink.{name}"], side, pos=[(n % 3, n // 3)])
        tx.set_var("turns", table.vars.get("turns", 0) + 1)
        tx.set_var("turn", other)
        if game.on_card(table, other) >= game.data["forced_at"]:
            tx.set_var("phase", "answer")

    def describe(self, game: TwoCardDeduction, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.seat is not None and tx.action is not None
        name = tx.action["drink"].removeprefix("drink.")
        who, other = Seat(tx.seat), Seat(1 - tx.seat)
        lines = [msg("jido.g18.log.ask", who=who, other=other, drink=game.cat.drink_names(game.drink_codes[name]))]
        went = next(c.dst for c in tx.commands if isinstance(c, MoveCmd))
        lines.append(msg("jido.g18.log.yes" if went.endswith(".yes") else "jido.g18.log.no", other=other))
        if any(isinstance(c, SetVar) and c.name == "phase" and c.after == "answer" for c in tx.commands):
            lines.append(msg("jido.g18.log.forced", who=other, n=game.data["forced_at"]))
        return lines


class Guess(Action):
    """Name the answer, a colour and a shape (instead of asking, or when your card carries six drinks)."""

    name = "guess"
    phases = ("ask", "answer")
    args = {"colour": Text(), "shape": Text()}

    def candidates(self, game: TwoCardDeduction, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": "guess", "colour": c, "shape": s} for c in game.cat.colours for s in game.cat.shapes)

    def check(self, game: TwoCardDeduction, table: Table, seat: int, action: Act) -> Why:
        return game.cat.no_colour(action["colour"]) or game.cat.no_shape(action["shape"])

    def apply(self, game: TwoCardDeduction, table: Table, tx: Tx, seat: int, action: Act) -> None:
        solution = game.solution(table)
        guess = (game.card_codes[action["colour"]], game.card_codes[action["shape"]])
        tx.reveal()
        tx.set_face(table.in_zone("solution") + table.in_zone("p0.discard") + table.in_zone("p1.discard"), True)
        for s in range(table.players):
            tx.set_visibility(f"p{s}.hand", Visibility.EVERYONE)  # the game is over: every card on the table
        tx.set_var("guess", {"seat": seat, "colour": action["colour"], "shape": action["shape"], "right": model.right(solution, guess)})
        tx.set_var("winner", seat if model.right(solution, guess) else 1 - seat)
        tx.set_var("phase", "over")

    def describe(self, game: TwoCardDeduction, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.seat is not None and tx.action is not None
        colour, shape = game.card_codes[tx.action["colour"]], game.card_codes[tx.action["shape"]]
        lines = [msg("jido.g18.log.guess", who=Seat(tx.seat), drink=game.cat.drink_names(model.drink_of(colour, shape)))]
        guessed = next((c.after for c in tx.commands if isinstance(c, SetVar) and c.name == "guess"), None)
        if guessed is None:
            return lines
        if game.is_over(table):
            sol = game.solution(table)
            lines.append(msg("jido.g18.log.solution", colour=card_words(game.cat, sol[0]), shape=card_words(game.cat, sol[1])))
        right = guessed["right"]
        lines.append(msg("jido.g18.log.right" if right else "jido.g18.log.wrong", who=Seat(tx.seat if right else 1 - tx.seat)))
        return lines


@register
class TwoCardDeduction(Game):
    """G18 Two-Card Deduction for two players."""

    id: ClassVar[str] = "jido:g18"
    box: ClassVar[str | None] = "jidohanbaiki"
    reads: ClassVar[tuple[str, ...]] = ("g18.yaml",)
    names: ClassVar[dict[str, str]] = {"en": "Two-Card Deduction", "ja": "2枚のカードの推理"}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    length: ClassVar[tuple[int, int] | None] = (10, 15)  # the rulebook gives no playing time: our estimate
    how_to: ClassVar[dict[str, str]] = {
        "en": "A colour card and a shape card lie aside face down: together they name one drink. You hold five of the other cards and lay one "
        "face down. In turn, name a drink: the program answers for your opponent whether a card in their hand names its colour or shape. "
        "Name the hidden drink on your turn, or when six drinks lie on your face-down card: both right wins, else your opponent wins.",
        "ja": "色カードと形状カードが1枚ずつ伏せて脇に置かれ、2枚で1本のドリンクを示します。残りから5枚を手札にし、1枚を伏せます。"
        "手番ではドリンクを1本選び、相手の手札にその色か形状のカードがあるかをプログラムが正直に答えます。"
        "手番に、または自分の伏せカードにドリンクが6本置かれたら答えを回答し、両方正解なら勝ち、外れたら相手の勝ちです。",
    }
    options = (first_option("the person who most recently used a vending machine"),)
    bots: ClassVar[dict[str, Any]] = {"heuristic": HeuristicBot}
    actions = (Discard, Ask, Guess)

    def __init__(self, rules: Rules | None):
        super().__init__(rules)
        assert rules is not None, "Two-Card Deduction needs the jidohanbaiki rules data"
        self.data = rules.file("g18.yaml")
        self.cat = Catalogue.from_rules(rules)
        self.card_codes = {self.cat.card_name(c): c for c in range(12)}
        self.drink_codes = {self.cat.drink_name(d): d for d in range(36)}

    # ---------------------------------------------------------- structure

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        assert self.rules is not None
        table = boxed_table(self.id, seed, players, self.rules)
        table.add_zone("deck", ZoneKind.STACK, Visibility.NOBODY, hidden=True)
        table.add_zone("colours", ZoneKind.STACK, Visibility.NOBODY, hidden=True)
        table.add_zone("shapes", ZoneKind.STACK, Visibility.NOBODY, hidden=True)
        table.add_zone(
            "supply", ZoneKind.GRID, rect=[0.0, 0.0, 6 * SPOT + 8, 6 * SPOT + 17], arrange="grid", cols=6, rows=6, label={"en": "Drinks", "ja": "ドリンク"}
        )
        answer = {"en": "The answer (face down)", "ja": "答え（伏せ）"}
        table.add_zone("solution", ZoneKind.STACK, rect=[6 * SPOT + 28, 0.0, 2 * CARD_W + 30, CARD_H + 18], arrange="row", label=answer)
        top = 6 * SPOT + 37
        pile = [3 * SPOT + 8, CARD_H + 18]  # the drinks on a face-down card: two rows of three
        for seat in range(players):
            y = top + seat * (CARD_H + 28)
            hand = {"en": "Hand", "ja": "手札"}
            table.add_zone(f"p{seat}.hand", ZoneKind.HAND, Visibility.OWNER, owner=seat, rect=[0.0, y, 4 * CARD_W, CARD_H + 18], arrange="fan", label=hand)
            x = 4 * CARD_W + 10
            no = {"en": "No (asker's side)", "ja": "いいえ（質問者側）"}
            table.add_zone(f"p{seat}.no", ZoneKind.GRID, owner=seat, rect=[x, y, *pile], arrange="grid", cols=3, rows=2, label=no, plain=True)
            down = {"en": "Face down", "ja": "伏せ札"}
            table.add_zone(
                f"p{seat}.discard", ZoneKind.STACK, owner=seat, rect=[x + pile[0] + 8, y, CARD_W + 16, pile[1]], arrange="pile", label=down, plain=True
            )
            yes = {"en": "Yes (owner's side)", "ja": "はい（持ち主側）"}
            x += pile[0] + CARD_W + 32
            table.add_zone(f"p{seat}.yes", ZoneKind.GRID, owner=seat, rect=[x, y, *pile], arrange="grid", cols=3, rows=2, label=yes, plain=True)
        return table

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        """One colour and one shape card aside face down; five of the rest to each player; the drinks sorted."""
        cat = self.cat
        with table.begin("setup") as tx:
            tx.set_var("mode", options.get("mode", "assisted"))
            tx.move([cat.drink_piece(d) for d in range(36)], "supply", pos=[(d % 6, d // 6) for d in range(36)])
            for zone, codes in (("colours", model.COLOURS), ("shapes", model.SHAPES)):
                cards = [cat.card_piece(c) for c in codes]
                tx.set_face(cards, False)
                tx.move(cards, zone)
                tx.shuffle(zone)
                tx.move(table.in_zone(zone)[-1:], "solution")  # 「それぞれ１枚選び裏向きのまま脇に置きます」
            tx.move(table.in_zone("colours") + table.in_zone("shapes"), "deck")
            tx.shuffle("deck")
            deck, each = table.in_zone("deck"), self.data["hand"]
            for seat in range(table.players):
                dealt = deck[seat * each : (seat + 1) * each]
                tx.move(dealt, f"p{seat}.hand")
                tx.set_face(dealt, True)
            tx.set_var("turn", choose_first(tx, table, options))
            tx.set_var("turns", 0)
            tx.set_var("phase", "discard" if self.data["discards"] else "ask")

    # ------------------------------------------------------------ queries

    def solution(self, table: Table) -> tuple[int, int]:
        """The colour and shape lying aside (the referee's knowledge, never a seat's)."""
        codes = sorted(self.card_codes[pid.removeprefix("stock_card.")] for pid in table.zones["solution"].ids)
        return codes[0], codes[1]

    def on_card(self, table: Table, seat: int) -> int:
        """How many drinks lie on ``seat``'s face-down card."""
        return len(table.zones[f"p{seat}.yes"].ids) + len(table.zones[f"p{seat}.no"].ids)

    def to_move(self, table: Table) -> list[int]:
        phase = table.vars.get("phase")
        if phase == "discard":
            need = self.data["discards"]
            return [s for s in range(table.players) if len(table.zones[f"p{s}.discard"].ids) < need]
        if phase in ("ask", "answer"):
            return [int(table.vars["turn"])]
        return []

    def is_over(self, table: Table) -> bool:
        return table.vars.get("phase") == "over"

    def turns(self, table: Table) -> int:
        return int(table.vars.get("turns", 0))

    def advance(self, table: Table, tx: Tx) -> None:
        if table.vars.get("phase") == "discard" and not self.to_move(table):
            tx.set_var("phase", "ask")

    def score(self, table: Table) -> dict[str, Any] | None:
        if not self.is_over(table):
            return None
        winner = int(table.vars["winner"])
        colour, shape = self.solution(table)
        return {
            "scores": [1 if s == winner else 0 for s in range(table.players)],
            "winner": [winner],
            "guess": table.vars.get("guess"),
            "solution": {"colour": self.cat.card_name(colour), "shape": self.cat.card_name(shape)},
            "asked": [self.on_card(table, s) for s in range(table.players)],
        }

    def public_state(self, table: Table) -> dict[str, Any]:
        out = super().public_state(table)
        out.update(phase=table.vars.get("phase"), turn=table.vars.get("turn"))
        out["answers"] = {f"p{s}": {side: [pid[6:] for pid in table.zones[f"p{s}.{side}"].ids] for side in ("yes", "no")} for s in range(table.players)}
        return out
