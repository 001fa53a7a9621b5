"""G09 Exploding Cans, 2-6 players: the referee over the table.

Zones: ``board`` (the 6 x 6 squares of the six crates, a grid; the crates
themselves lie under it in ``crates``), per seat ``p<s>.stock`` (the seat's
drinks not yet placed), ``destroyed`` (what the blasts removed), ``cards``
(the six shape cards in their printed order) with the marker coins in
``coins.<shape>.above`` / ``.below``.  Everything is public.  The rules are
in :mod:`.g09_rules`; the state is read back from the table.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

from ...rulesdata import Rules
from ...table import Move, Table, Transaction, Tx, ZoneKind
from ...text import Message, Seat, msg
from ..base import Action, Game, Int, ListOf, Text, Why, boxed_table, shown_value
from ..registry import register
from . import g09_rules as model
from .common import Catalogue
from .g09_bots import HeuristicBot
from .g09_words import square_name
from .startseat import choose_first, first_option

Act = dict[str, Any]
SPOT = 30.0  # mm per square on the table
CARD_W, CARD_H, CARD_GAP = 63.0, 88.0, 8.0
COIN_ROW = 34.0  # the coins above and below each card


class _Parsed:
    """An action dict turned into a model move, or the reason it cannot be."""

    __slots__ = ("move", "why")

    def __init__(self, move: model.Move | None = None, why: Message | None = None):
        self.move, self.why = move, why


class BoardAction(Action):
    """A G09 action: parsed into a model move, judged by :func:`.g09_rules.check`."""

    kind: ClassVar[str] = ""

    def parse(self, game: ExplodingCans, table: Table, action: Act) -> _Parsed:
        drink = game.drink_code(action["drink"])
        if drink is None:
            return _Parsed(why=msg("jido.arg.drink", value=shown_value(action["drink"])))
        if self.kind == "explode":
            return _Parsed(("explode", drink))
        key = "at" if self.kind == "place" else "to"
        col, row = action[key]
        cfg = game.config
        if not (0 <= col < cfg.cols and 0 <= row < cfg.rows):
            return _Parsed(why=msg("jido.g09.why.no_square", at=[col, row], cols=cfg.cols - 1, rows=cfg.rows - 1))
        return _Parsed((self.kind, drink, row * cfg.cols + col))

    def candidates(self, game: ExplodingCans, table: Table, seat: int) -> Iterable[Act]:
        return game.legal(table, seat)[0].get(self.kind, ())

    def check(self, game: ExplodingCans, table: Table, seat: int, action: Act) -> Why:
        if key_of(action) in game.legal(table, seat)[1]:
            return None  # one of the moves the model lists: legal (the rule is written once, in the model)
        parsed = self.parse(game, table, action)
        if parsed.why is not None:
            return parsed.why
        assert parsed.move is not None
        why = model.check(game.config, game.state(table), seat, parsed.move)
        return None if why is None else game.reason(why)

    def apply(self, game: ExplodingCans, table: Table, tx: Tx, seat: int, action: Act) -> None:
        move = self.parse(game, table, action).move
        assert move is not None
        state = game.read(table)
        after, destroyed = model.apply(game.config, state, seat, move)
        cat, cols = game.cat, game.config.cols
        if move[0] in ("place", "move"):
            square = move[2]
            tx.move([cat.drink_piece(move[1])], "board", pos=[(square % cols, square // cols)])
        else:
            tx.move([cat.drink_piece(d) for d in destroyed], "destroyed")
        tx.set_var("turn", after.turn)
        tx.set_var("turns", after.turns)
        if after.over:
            tx.set_var("phase", "over")
            tx.set_var("reason", "placed" if not after.stocks[seat] else "limit")

    def describe(self, game: ExplodingCans, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.seat is not None and tx.action is not None
        who, action = Seat(tx.seat), tx.action
        drink = game.drink_code(action["drink"])
        assert drink is not None
        name = game.cat.drink_names(drink)
        moves = [c for c in tx.commands if isinstance(c, Move)]
        lines: list[Message] = []
        if self.kind == "place":
            lines.append(msg("jido.g09.log.place", who=who, drink=name, square=game.square_at(action["at"])))
        elif self.kind == "move":
            src = moves[0].src[0][2]
            lines.append(msg("jido.g09.log.move", who=who, drink=name, src=game.square_at(src), dst=game.square_at(action["to"])))
        else:
            src = next(s for pid, s in zip(moves[0].ids, moves[0].src) if pid == game.cat.drink_piece(drink))
            lines.append(msg("jido.g09.log.explode", who=who, drink=name, square=game.square_at(src[2])))
            others = [game.cat.drink(pid) for pid in moves[0].ids if pid != game.cat.drink_piece(drink)]
            if others:
                lines.append(msg("jido.g09.log.destroyed", drinks=[game.cat.drink_names(d) for d in others]))
            chained = [d for d in others if d % 6 in game.config.chain]
            if chained:
                lines.append(msg("jido.g09.log.chain", drinks=[game.cat.drink_names(d) for d in chained]))
        lines.extend(game.end_lines(table, tx))
        return lines


def key_of(action: Act) -> tuple[Any, ...]:
    """A hashable form of a well-formed action, to look it up among the legal ones."""
    where = action.get("at", action.get("to"))
    return (action["action"], action["drink"].removeprefix("drink."), *(where if isinstance(where, list) else ()))


class PlaceDrink(BoardAction):
    """Put a drink of one's stock on an empty square."""

    name = "place"
    kind = "place"
    phases = ("play",)
    args = {"drink": Text(), "at": ListOf(Int(), 2, 2)}


class MoveDrink(BoardAction):
    """Slide one's own drink along its row or column to an empty square, over shorter drinks only."""

    name = "move"
    kind = "move"
    phases = ("play",)
    args = {"drink": Text(), "to": ListOf(Int(), 2, 2)}


class Explode(BoardAction):
    """Explode one's own short or long can: everything around it goes, cans in a chain."""

    name = "explode"
    kind = "explode"
    phases = ("play",)
    args = {"drink": Text()}


@register
class ExplodingCans(Game):
    """G09 Exploding Cans for 2-6 players."""

    id: ClassVar[str] = "jido:g09"
    box: ClassVar[str | None] = "jidohanbaiki"
    reads: ClassVar[tuple[str, ...]] = ("g09.yaml",)
    names: ClassVar[dict[str, str]] = {"en": "Exploding Cans", "ja": "爆発する缶"}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    length: ClassVar[tuple[int, int] | None] = (10, 20)  # the rulebook gives no playing time: our estimate
    how_to: ClassVar[dict[str, str]] = {
        "en": "Each player has the six drinks of one colour. On your turn place a drink on the 6 x 6 crate board, slide one of yours "
        "along a row or column over shorter drinks, or explode one of your short or long cans to destroy everything around it. "
        "Bottles and the stubby can score on the board, cans score in your stock. The game ends when someone has placed them all.",
        "ja": "各自1色のドリンク6本を持ちます。手番ではドリンクを6×6のクレート盤に置くか、自分のドリンクを縦横に移動するか（短いドリンクだけ飛び越えられます）、"
        "自分の「短い缶」か「長い缶」を爆発させて周囲を破壊します。ボトルと「ずんぐりした缶」は盤上で、缶はストックで得点になります。誰かがすべて置いたら終了です。",
    }
    options = (first_option("no rule is printed"),)
    bots: ClassVar[dict[str, Any]] = {"heuristic": HeuristicBot}
    actions = (PlaceDrink, MoveDrink, Explode)

    def __init__(self, rules: Rules | None):
        super().__init__(rules)
        assert rules is not None, "Exploding Cans needs the jidohanbaiki rules data"
        data = rules.file("g09.yaml")
        self.data = data
        self.cat = Catalogue.from_rules(rules)
        shapes = self.cat.shapes
        coins = data["coins"]
        cols, rows = data["board"]
        self.config = model.Config(
            cols=cols,
            rows=rows,
            board_points=tuple(coins[s]["above"] - coins[s]["below"] for s in shapes),
            explosive=frozenset(shapes.index(s) for s in data["explosive"]),
            chain=frozenset(shapes.index(s) for s in data["chain"]),
            max_rounds=data["max_rounds"],
        )
        self.codes = {f"{c}:{s}": ci * 6 + si for ci, c in enumerate(self.cat.colours) for si, s in enumerate(shapes)}
        self._cache: tuple[Table, int, model.State] | None = None
        self._legal: dict[int, tuple[dict[str, list[Act]], set[tuple[Any, ...]]]] = {}

    # ---------------------------------------------------------- structure

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        assert self.rules is not None
        table = boxed_table(self.id, seed, players, self.rules)
        cfg = self.config
        cards_w = 6 * (CARD_W + CARD_GAP) - CARD_GAP
        table.add_zone("cards", ZoneKind.STACK, rect=[0.0, COIN_ROW, cards_w, CARD_H + 9], arrange="row", label={"en": "Shape cards", "ja": "形状カード"})
        for k, shape in enumerate(self.cat.shapes):
            x = k * (CARD_W + CARD_GAP)
            for side, y in (("above", 0.0), ("below", COIN_ROW + CARD_H + 9)):
                table.add_zone(f"coins.{shape}.{side}", ZoneKind.MONEY, rect=[x, y, CARD_W, COIN_ROW - 2], arrange="purse", bare=True)
        top = 2 * COIN_ROW + CARD_H + 20
        board_w, board_h = cfg.cols * SPOT, cfg.rows * SPOT
        table.add_zone("crates", ZoneKind.GRID, hidden=True, cols=2, rows=3)
        table.add_zone(
            "board",
            ZoneKind.GRID,
            rect=[0.0, top, board_w, board_h + 9],
            arrange="grid",
            cols=cfg.cols,
            rows=cfg.rows,
            spot_mm=SPOT,
            label={"en": "Crate board", "ja": "クレートの盤"},
        )
        table.add_zone("destroyed", ZoneKind.STACK, rect=[board_w + 20, top, 160.0, 60.0], arrange="row", label={"en": "Destroyed", "ja": "破壊された"})
        for seat, colour in enumerate(self.data["seat_colours"][:players]):
            x = board_w + 20 + (seat % 2) * 170
            y = top + 70 + (seat // 2) * 76
            name = self.cat.names[colour]
            label = {"en": f"{name['en']} stock", "ja": f"{name['ja']}ストック"}
            table.add_zone(f"p{seat}.stock", ZoneKind.STACK, owner=seat, rect=[x, y, 160.0, 70.0], arrange="row", label=label)
        return table

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        """The crates as a 6 x 6 board, the shape cards with their coins, each seat's colour in its stock."""
        data, cat = self.data, self.cat
        with table.begin("setup") as tx:
            tx.set_var("mode", options.get("mode", "assisted"))
            crates = [pid for pid in table.zones["box"].ids if pid.startswith("crate")]
            tx.move(crates, "crates", pos=[(k % 2, k // 2) for k in range(len(crates))])
            tx.move([cat.card_piece(6 + s) for s in range(6)], "cards")
            for shape in cat.shapes:
                for side in ("above", "below"):
                    count = data["coins"][shape][side]
                    if count:
                        tx.pay("bank", f"coins.{shape}.{side}", count * data["coin"])
            colours = [cat.colours.index(c) for c in data["seat_colours"][: table.players]]
            for seat, colour in enumerate(colours):
                tx.move([cat.drink_piece(colour * 6 + s) for s in range(data["drinks_each"])], f"p{seat}.stock")
            tx.set_var("colours", colours)
            tx.set_var("turn", choose_first(tx, table, options))
            tx.set_var("turns", 0)
            tx.set_var("phase", "play")

    # ------------------------------------------------------ model <-> table

    def read(self, table: Table) -> model.State:
        """The model state as the table holds it now."""
        cfg = self.config
        board = [model.EMPTY] * cfg.squares
        for pid in table.zones["board"].ids:
            col, row = table.pieces[pid].pos
            board[row * cfg.cols + col] = self.codes[pid[6:]]
        stocks = tuple(frozenset(self.codes[pid[6:]] for pid in table.zones[f"p{s}.stock"].ids) for s in range(table.players))
        v = table.vars
        return model.State(tuple(board), stocks, tuple(v["colours"]), v["turn"], v["turns"], v.get("phase") == "over")

    def state(self, table: Table) -> model.State:
        """:meth:`read`, kept while the table does not change (legal_actions checks many actions)."""
        cache = self._cache
        if cache is not None and cache[0] is table and cache[1] == table.revision:
            return cache[2]
        state = self.read(table)
        self._cache = (table, table.revision, state)
        self._legal = {}
        return state

    def legal(self, table: Table, seat: int) -> tuple[dict[str, list[Act]], set[tuple[Any, ...]]]:
        """The model's legal moves of ``seat`` now, as action dicts by kind and as lookup keys (kept while the table does not change)."""
        state = self.state(table)
        got = self._legal.get(seat)
        if got is None:
            by_kind: dict[str, list[Act]] = {}
            for move in model.moves(self.config, state, seat):
                by_kind.setdefault(move[0], []).append(self.encode(move))
            got = self._legal[seat] = (by_kind, {key_of(a) for acts in by_kind.values() for a in acts})
        return got

    def drink_code(self, name: Any) -> int | None:
        return self.codes.get(name.removeprefix("drink.")) if isinstance(name, str) else None

    def encode(self, move: model.Move) -> Act:
        cols = self.config.cols
        drink = self.cat.drink_name(move[1])
        if move[0] == "explode":
            return {"action": "explode", "drink": drink}
        key = "at" if move[0] == "place" else "to"
        return {"action": move[0], "drink": drink, key: [move[2] % cols, move[2] // cols]}

    def square_at(self, pos: Any) -> str:
        col, row = pos
        return square_name(row * self.config.cols + col, self.config.cols)

    def reason(self, why: tuple[str, dict[str, Any]]) -> Message:
        key, params = why
        words = dict(params)
        if "drink" in words:
            words["drink"] = self.cat.drink_names(words["drink"])
        if "square" in words:
            words["square"] = square_name(words["square"], self.config.cols)
        return msg(f"jido.g09.why.{key}", **words)

    # ------------------------------------------------------------ queries

    def to_move(self, table: Table) -> list[int]:
        return [] if self.is_over(table) else [int(table.vars["turn"])]

    def is_over(self, table: Table) -> bool:
        return table.vars.get("phase") == "over"

    def turns(self, table: Table) -> int:
        return int(table.vars.get("turns", 0))

    def score(self, table: Table) -> dict[str, Any] | None:
        if not self.is_over(table):
            return None
        cfg, state = self.config, self.read(table)
        seats = [model.breakdown(cfg, state, s) for s in range(table.players)]
        totals = [b["total"] for b in seats]
        for b in seats:
            for row in b["shapes"]:
                row["shape"] = self.cat.shapes[row["shape"]]
        return {"scores": totals, "winner": model.winners(totals), "seats": seats, "reason": table.vars.get("reason")}

    def end_lines(self, table: Table, tx: Transaction) -> list[Message]:
        """The end of the game, said once, by the transaction that ended it."""
        if not any(getattr(c, "name", None) == "reason" for c in tx.commands):
            return []
        score = self.score(table) if self.is_over(table) else None
        if score is None:  # described after an undo: say nothing of an end that is not there
            return []
        assert tx.seat is not None
        if score["reason"] == "placed":
            lines = [msg("jido.g09.log.end_placed", who=Seat(tx.seat))]
        else:
            lines = [msg("jido.g09.log.end_limit", n=self.data["max_rounds"])]
        lines += [msg("jido.g09.log.final", who=Seat(s), points=p) for s, p in enumerate(score["scores"])]
        return lines

    def public_state(self, table: Table) -> dict[str, Any]:
        out = super().public_state(table)
        cols = self.config.cols
        out["board"] = {square_name(q, cols): self.cat.drink_name(d) for q, d in enumerate(self.read(table).board) if d != model.EMPTY}
        out["turn"] = table.vars.get("turn")
        out["points"] = model.points(self.config, self.read(table))
        return out
