"""G03 Genmaicha (玄米茶), 2-6 players: the referee.

Each round the crates are filled from the bag, everyone bids in a closed
fist (all opened at once; ties bid again, then a coin toss), the bidders
choose crates in bid order, then brew recipes in that order.  The actions
are in :mod:`.g03_actions`, the pure rules in :mod:`.g03_rules`, the zones
in :mod:`.g03_table`, the words in :mod:`.g03_words`.

Phases (``vars["phase"]``), set only by :meth:`Genmaicha.advance`:
``deal`` → ``bid`` → (``rebid``) → ``pick`` → ``brew`` → ``deal`` … → ``over``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from ...rulesdata import Rules
from ...table import Table, Tx
from ...text import Message
from ..base import Game, Option
from ..registry import register
from ..sealed import coin_toss, open_fists, rank_by
from .common import Catalogue, PerRevision, spot_pos
from .g03_actions import ACTIONS, finish_brewing, take_crate
from .g03_bots import HeuristicBot
from .g03_rules import LINE_CELLS, LINES, suppliers, winners
from .g03_table import G03Data, build_table, crate_home, matcha_zone, on
from .g03_words import Names, describe_action

VARIANTS = (
    Option(
        "matcha", (False, True), False, "MATCHA-IRI: add an ingredient from the row above or below for the coin between", {"en": "Matcha-iri", "ja": "抹茶入り"}
    ),
    Option("ceremony", (False, True), False, "TEA CEREMONY: three face-down cards, peeks and four-card recipes", {"en": "Tea Ceremony", "ja": "お茶会"}),
    Option("market", (False, True), False, "TEA MARKET: the first brewer of a recipe may brand it with a stake", {"en": "Tea Market", "ja": "お茶マーケット"}),
)


@register
class Genmaicha(Game):
    """G03 Genmaicha for 2-6 players, with the printed variants as options."""

    id: ClassVar[str] = "jido:g03"
    box: ClassVar[str | None] = "jidohanbaiki"
    reads: ClassVar[tuple[str, ...]] = ("g03.yaml", "tower.yaml")  # besides components.yaml; the crates are sized from the drinks in tower.yaml
    names: ClassVar[dict[str, str]] = {"en": "Genmaicha", "ja": "玄米茶"}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    length: ClassVar[tuple[int, int] | None] = (10, 15)
    uses_tower: ClassVar[bool] = False
    how_to: ClassVar[dict[str, str]] = {
        "en": "Each round, bid in secret for the crates of drinks: the highest bid chooses first. "
        "Then brew: a row or column of the card map is a recipe, and a drink gives its colour and its shape, once each. "
        "A recipe pays the money beside it, which then drops by 100. Most money after the last round wins.",
        "ja": "各ラウンド、ドリンクの入ったクレートを握り入札で競り、高い順に選びます。"
        "次にお茶作り：カードの縦列・横列がレシピで、ドリンクは色と形状をそれぞれ1回ずつ成分にできます。"
        "レシピを作ると横のお金を受け取り、その額は100円減ります。最終ラウンド後に最もお金の多い人の勝ち。",
    }
    options: ClassVar[tuple[Option, ...]] = VARIANTS
    bots: ClassVar[dict[str, Any]] = {"heuristic": HeuristicBot}
    actions = ACTIONS

    def __init__(self, rules: Rules | None):
        super().__init__(rules)
        assert rules is not None, "Genmaicha needs the jidohanbaiki rules data"
        self.data = G03Data.from_rules(rules)
        self.cat = Catalogue.from_rules(rules)
        self.words = Names.from_rules(rules, self.cat)
        self.codes: dict[str, int] = {self.cat.drink_piece(d): d for d in range(36)}
        self.codes.update({self.cat.card_piece(c): c for c in range(12)})
        self._grid = PerRevision(self._read_grid)
        self._movers = PerRevision(self._read_movers)

    # ---------------------------------------------------------- structure

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        assert self.rules is not None
        return build_table(self.id, self.rules, players, options, seed)

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        """Nine cards face up at random, the rest discarded (or face down for TEA CEREMONY); money; drinks in the bag."""
        cat, data = self.cat, self.data
        with table.begin("setup") as tx:
            tx.set_var("mode", options.get("mode", "assisted"))
            tx.set_var("variants", {o.name: options.get(o.name, o.default) for o in VARIANTS})
            cards = [cat.card_piece(c) for c in range(12)]
            tx.move(cards, "deck")
            tx.shuffle("deck")
            deck = list(table.zones["deck"].ids)
            tx.move(deck[:9], "grid", pos=[(k % 3, k // 3) for k in range(9)])
            rest = deck[9:]
            if on(options, "ceremony"):
                tx.set_face(rest, False)
                tx.move(rest, "ceremony", pos=[(k, 0) for k in range(3)])
            else:
                tx.move(rest, "box")
            tx.move([cat.drink_piece(d) for d in range(36)], "bag")
            assert self.rules is not None
            crates = [f"crate#{k}" for k in range(1, table.players + 1)]
            tx.move(crates, "crates", pos=[crate_home(self.rules, table.players, k) for k in range(1, table.players + 1)])
            for line in LINES:
                tx.pay("bank", f"line.{line}", data.line_value(line))
            if on(options, "matcha"):
                for col in range(3):
                    for gap in range(2):
                        tx.pay("bank", matcha_zone(col, gap), data.matcha_coins[col])
            for seat in range(table.players):
                tx.pay("bank", f"p{seat}.money", data.start_money)
            # 「最も最近にお茶を飲んだ人がスタートプレイヤー」: a flavour rule; at a screen, a toss (decision g03-start-player).
            tx.choice("start", list(range(table.players)))
            tx.set_var("round", 1)
            tx.set_var("stats", [{"brews": 0, "earned": 0, "bids": 0} for _ in range(table.players)])
            tx.set_var("phase", "deal")
            self.advance(table, tx)

    # ------------------------------------------------------------ reading

    def variant(self, table: Table, name: str) -> bool:
        return table.vars.get("variants", {}).get(name) is True

    def rounds(self, table: Table) -> int:
        return self.data.rounds[table.players]

    def hand(self, table: Table, seat: int) -> list[int]:
        codes = self.codes
        return [codes[pid] for pid in table.zones[f"p{seat}.drinks"].ids if pid in codes]

    def grid(self, table: Table) -> tuple[int, ...]:
        """The nine cards by cell (``row * 3 + col``); -1 where a card was taken away by hand."""
        return self._grid(table)

    def _read_grid(self, table: Table) -> tuple[int, ...]:
        cells = [-1] * 9
        for pid in table.zones["grid"].ids:
            pos = table.pieces[pid].pos
            if pid in self.codes and isinstance(pos, (list, tuple)) and 0 <= pos[0] < 3 and 0 <= pos[1] < 3:
                cells[pos[1] * 3 + pos[0]] = self.codes[pid]
        return tuple(cells)

    def hidden_cards(self, table: Table) -> dict[int, str]:
        """The TEA CEREMONY cards still face down, by column (piece ids)."""
        out = {}
        if "ceremony" in table.zones:
            for pid in table.zones["ceremony"].ids:
                piece = table.pieces[pid]
                if not piece.face_up and isinstance(piece.pos, (list, tuple)):
                    out[int(piece.pos[0])] = pid
        return out

    def values(self, table: Table) -> dict[str, int]:
        return {line: table.money(f"line.{line}") for line in LINES}

    def used(self, table: Table) -> frozenset[int]:
        return frozenset(table.vars.get("used", ()))

    def order(self, table: Table) -> list[int]:
        return list(table.vars.get("order", []))

    def crates_left(self, table: Table) -> list[int]:
        picked = table.vars.get("picked", [])
        return [k for k in range(1, table.players + 1) if k not in picked]

    def brewer(self, table: Table) -> int | None:
        if table.vars.get("phase") != "brew":
            return None
        order, k = self.order(table), table.vars.get("brewer", 0)
        return order[k] if k < len(order) else None

    # ------------------------------------------------------------ queries

    def to_move(self, table: Table) -> list[int]:
        return list(self._movers(table))

    def _read_movers(self, table: Table) -> tuple[int, ...]:
        return tuple(self._waiting_for(table))

    def _waiting_for(self, table: Table) -> list[int]:
        v = table.vars
        phase = v.get("phase")
        if phase == "brew":
            order, k = v["order"], v.get("brewer", 0)
            return [order[k]] if k < len(order) else []
        if phase == "bid":
            done, n, start = v.get("bid_in", ()), table.players, v.get("start", 0)
            return [s for s in (*range(start, n), *range(start)) if s not in done]
        if phase == "pick":
            order, k = v["order"], len(v.get("picked", ()))
            return [order[k]] if k < len(order) else []
        if phase == "rebid":
            done = v.get("rebid_in", ())
            return [s for g in v.get("tied", ()) for s in g if s not in done]
        return []

    def describe_action(self, table: Table, action: dict[str, Any]) -> Message:
        """An action in words: lines and drinks by name (see :func:`.g03_words.describe_action`)."""
        try:
            said = describe_action(self, action)
        except (KeyError, TypeError, ValueError, AttributeError):
            said = None  # not of the action's form: its name says enough
        return said or self.action_title(str(action.get("action", "")))

    def is_over(self, table: Table) -> bool:
        return table.vars.get("phase") == "over"

    def turns(self, table: Table) -> int:
        return int(table.vars.get("round", 1)) if not self.is_over(table) else self.rounds(table)

    # --------------------------------------------------------------- flow

    def advance(self, table: Table, tx: Tx) -> None:
        """Run the current phase's step while it moves the game on (a player's input stops it)."""
        for _ in range(64):  # each step either waits for a player or moves to another phase
            step = STEPS.get(table.vars.get("phase"))
            if step is None or not step(self, table, tx):
                return

    def can_act(self, table: Table, seat: int) -> bool:
        """Whether ``seat`` has anything to do in the brewing but stop: a recipe it can make, a peek, a brand.

        A matcha or four-card brew needs the plain recipe's ingredients too,
        so the plain recipes, the peeks and the brand offer cover them.
        """
        if table.vars.get("brand_offer") and any(a for a in self._specs["brand"].candidates(self, table, seat)):
            return True
        hand, used, grid = self.hand(table, seat), self.used(table), self.grid(table)
        for line in LINES:
            if all(-1 < grid[c] and suppliers(grid[c], hand, used) for c in LINE_CELLS[line]):
                return True
        return self.variant(table, "ceremony") and any(True for _ in self._specs["peek"].candidates(self, table, seat))

    # ------------------------------------------------------------- scores

    def score(self, table: Table) -> dict[str, Any] | None:
        if not self.is_over(table):
            return None
        money = [table.money(f"p{s}.money") for s in range(table.players)]
        drinks = [len(table.zones[f"p{s}.drinks"].ids) for s in range(table.players)]
        stats = table.vars.get("stats", [])
        return {
            "scores": money,
            "winner": winners(money, drinks),
            "drinks": drinks,
            "seats": [{"money": money[s], "drinks": drinks[s], **(stats[s] if s < len(stats) else {})} for s in range(table.players)],
        }

    def public_state(self, table: Table) -> dict[str, Any]:
        out = super().public_state(table)
        v = table.vars
        out.update(phase=v.get("phase"), round=v.get("round"), lines=self.values(table), order=v.get("order"), bids=v.get("bids"))
        return out


# ------------------------------------------------------------------ the flow


def _deal(game: Genmaicha, table: Table, tx: Tx) -> bool:
    """Fill every crate at random from the bag (as evenly as the bag allows), then the bids."""
    per_crate = game.data.crate_drinks[table.players][table.vars["round"] - 1]
    bag = list(table.zones["bag"].ids)
    n = table.players
    counts = [per_crate] * n
    if len(bag) < per_crate * n:  # the bag runs short: one drink per crate in turn (decision g03-bag-short)
        counts = [len(bag) // n + (1 if k < len(bag) % n else 0) for k in range(n)]
    counter, rng = table.rng()
    chosen = rng.sample(bag, sum(counts))
    at = 0
    draw: int | None = counter  # the first move records the draw from the table's generator
    for k in range(1, n + 1):
        ids = chosen[at : at + counts[k - 1]]
        at += len(ids)
        if ids:
            tx.move(ids, f"crate.{k}", pos=[spot_pos(i) for i in range(len(ids))], rng=draw)
            draw = None
    for name in ("bids", "rebids", "tied", "order", "picked", "brewer", "tosses", "ranking", "stopped"):
        tx.del_var(name)
    tx.set_var("phase", "bid")
    return True


def _pay_fists(game: Genmaicha, table: Table, tx: Tx, what: str) -> dict[int, int]:
    """Every fist opened at once and paid to the bank (decision a11): the amounts by seat."""
    amounts = {}
    stats = [dict(s) for s in table.vars["stats"]]
    for seat, value in sorted(open_fists(table, tx, what).items()):
        amount = min(int(value or 0), table.money(f"p{seat}.money"))  # a purse emptied by hand pays what is left
        tx.pay(f"p{seat}.money", "bank", amount)
        stats[seat]["bids"] += amount
        amounts[seat] = amount
    tx.set_var("stats", stats)
    tx.set_var(f"{what}s", [[seat, amount] for seat, amount in sorted(amounts.items())])  # [seat, amount] of each open fist
    tx.reveal()
    return amounts


def _bid(game: Genmaicha, table: Table, tx: Tx) -> bool:
    """The last fist is closed: all open together; ties bid again."""
    if game.to_move(table):
        return False
    groups = rank_by(_pay_fists(game, table, tx, "bid"))
    tx.set_var("ranking", groups)
    tied = [g for g in groups if len(g) > 1]
    if tied:
        tx.set_var("tied", tied)
        tx.set_var("phase", "rebid")
    else:
        _open_picking(tx, [s for g in groups for s in g])
    return True


def _rebid(game: Genmaicha, table: Table, tx: Tx) -> bool:
    """The tied players' fists open together; still tied, a coin toss decides (decision g03-rebid)."""
    if game.to_move(table):
        return False
    rebids = _pay_fists(game, table, tx, "rebid")
    settled: dict[int, list[int]] = {}
    for group in table.vars["tied"]:
        order: list[int] = []
        for sub in rank_by({s: rebids.get(s, 0) for s in group}):
            order.extend(coin_toss(table, tx, sub) if len(sub) > 1 else sub)
        settled[group[0]] = order
    ranking = table.vars["ranking"]
    _open_picking(tx, [s for g in ranking for s in (settled.get(g[0], g) if len(g) > 1 else g)])
    return True


def _open_picking(tx: Tx, order: list[int]) -> None:
    tx.set_var("order", order)
    tx.set_var("picked", [])
    tx.set_var("phase", "pick")


def _pick(game: Genmaicha, table: Table, tx: Tx) -> bool:
    """The last bidder takes the last crate; then the brewing, in the same order."""
    left = game.crates_left(table)
    if len(left) > 1:
        return False
    if left:
        seat = game.to_move(table)[0]
        take_crate(table, tx, seat, left[0])
    tx.set_var("brewer", 0)
    tx.set_var("phase", "brew")
    return True


def _brew(game: Genmaicha, table: Table, tx: Tx) -> bool:
    """A brewer with nothing left to brew, peek or brand stops by itself; after the last, the round ends."""
    seat = game.brewer(table)
    if seat is None:
        _end_round(game, table, tx)
        return True
    if game.can_act(table, seat):
        return False
    finish_brewing(game, table, tx, seat)
    return True


def _end_round(game: Genmaicha, table: Table, tx: Tx) -> None:
    tx.del_var("brewer")
    if table.vars["round"] >= game.rounds(table):
        tx.set_var("phase", "over")
    else:
        tx.set_var("round", table.vars["round"] + 1)
        tx.set_var("phase", "deal")


STEPS: dict[Any, Callable[[Genmaicha, Table, Tx], bool]] = {"deal": _deal, "bid": _bid, "rebid": _rebid, "pick": _pick, "brew": _brew}
