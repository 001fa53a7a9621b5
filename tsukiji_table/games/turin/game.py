"""The Turin Market referee: who is to move, the phase flow, the end and the score.

The actions are declared (:mod:`.actions`, :mod:`.trading`, :mod:`.free`):
``legal_actions`` and ``play`` come from :class:`~..base.Game` and go
through each action's one ``check``.  After every action, in the same
transaction, :meth:`Turin.advance` runs the phase flow (:mod:`.flow`):
reveals, payments, forced picks, the next round, the scoring.  The action
vocabulary is listed in ``docs/actions/turin.md``.

The mode is ``vars["mode"]``; saves from before it moved there kept it in
``vars["options"]`` and are still read (:meth:`Turin.mode`).
"""

from __future__ import annotations

from typing import Any, ClassVar

from ...rulesdata import Rules
from ...table import Table, Tx
from ..base import Game, Option
from . import flow, market, rounds
from .actions import ROUND_ACTIONS
from .board import build_table, zones_of
from .bots import HeuristicBot
from .data import TurinData, turin_data
from .free import FREE_ACTIONS
from .scoring import Settlement, projection
from .trading import TRADING_ACTIONS


class Turin(Game):
    """Turin Market for 2-5 players (registered in ``__init__``)."""

    id: ClassVar[str] = "turin"
    box: ClassVar[str | None] = "turin"
    reads: ClassVar[tuple[str, ...]] = ("cards.yaml", "game.yaml", "list.yaml", "layout.yaml")
    names: ClassVar[dict[str, str]] = {"en": "Turin Market", "ja": "トリノマーケット"}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    length: ClassVar[tuple[int, int] | None] = (20, 30)  # the rulebook gives no playing time: our estimate
    how_to: ClassVar[dict[str, str]] = {
        "en": "Bid in secret for goods cards. Each round everyone puts a card from hand into the lot, then all reveal a fistful of scudo at once "
        "and the highest bids take the cards. Win the majority of a good for its bonus, offer cards you won for sale, "
        "and end with the most scudo.",
        "ja": "商品カードを秘密の入札で競り落とします。毎ラウンド、全員が手札から1枚を出し、握ったスクードを同時に公開して、高い順にカードを取ります。"
        "各商品の最多ボーナスを狙い、取ったカードを売りに出し、最後に最も多くのスクードを持つプレイヤーの勝ちです。",
    }
    options: ClassVar[tuple[Option, ...]] = (
        Option("list", ("classic", "new"), "classic", "side of the list card (majority bonuses)", {"en": "List card", "ja": "一覧カード"}),
        Option("scudo", ("open", "hidden"), "open", "whether everyone sees everyone's money", {"en": "Scudo", "ja": "スクード"}),
        Option("series", (1, 3), 1, "one game, or three in a row with running totals", {"en": "Games", "ja": "ゲーム数"}),
        Option("goose", ("off", "tiebreak", "handicap"), "off", "the goose house rule", {"en": "Goose", "ja": "ガチョウ"}),
    )
    bots: ClassVar[dict[str, Any]] = {"heuristic": HeuristicBot}
    actions = (*ROUND_ACTIONS, *TRADING_ACTIONS, *FREE_ACTIONS)

    def __init__(self, rules: Rules | None):
        super().__init__(rules)
        assert rules is not None, "Turin Market needs its rules data"
        self.data: TurinData = turin_data(rules)

    # ---------------------------------------------------------- structure

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        return build_table(self.id, self.rules, self.data, players, options, seed)  # type: ignore[arg-type]

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        with table.begin("setup") as tx:
            tx.set_var("options", {o.name: options.get(o.name, o.default) for o in self.options})
            tx.set_var("mode", options.get("mode", "assisted"))
            flow.start_game(self, table, tx, 1)
            self.advance(table, tx)

    def advance(self, table: Table, tx: Tx) -> None:
        flow.advance(self, table, tx)

    # ------------------------------------------------------------ queries

    def phase(self, table: Table) -> str:
        """The step of the game; ``choose_buyer`` while a seller chooses among simultaneous buyers."""
        phase = table.vars.get("phase", "over")
        if "pending_sale" in table.vars and phase not in ("over", "interlude") and market.pending_sale(table):
            return "choose_buyer"
        return phase

    def mode(self, table: Table) -> str:
        v = table.vars
        return str(v.get("mode") or v["options"].get("mode", "assisted"))

    def to_move(self, table: Table) -> list[int]:
        """Seats whose input is awaited.  In the simultaneous steps the list
        starts one seat further each round, so that a loop asking the first
        listed seat (self-play) does not always let seat 0 buy first."""
        v = table.vars
        pending = market.pending_sale(table)
        if pending:
            return [pending[1]]
        phase = v.get("phase")
        if phase == "choose":
            return self._rotate(table, rounds.choosers(table))
        if phase == "bid":
            return self._rotate(table, rounds.bidders(table))
        if phase == "rebid":
            return self._rotate(table, rounds.rebidders(table))
        if phase == "goose":
            p = rounds.goose_pending(table)
            return [p[0]] if p else []
        if phase == "pick":
            head = rounds.picker(table)
            return [head[0]] if head else []
        if phase == "sell":
            return self._rotate(table, market.sellers(table))
        if phase == "interlude":
            return [0]
        return []

    @staticmethod
    def _rotate(table: Table, seats: list[int]) -> list[int]:
        first = (table.vars.get("round", 1) - 1) % table.players
        return [s for s in seats if s >= first] + [s for s in seats if s < first]  # seats are in seat order

    def is_over(self, table: Table) -> bool:
        return table.vars.get("phase") == "over"

    def turns(self, table: Table) -> int:
        """Auctions played (over all games of a series)."""
        return table.vars.get("rounds_played", 0)

    # ------------------------------------------------------------- scores

    def score(self, table: Table) -> dict[str, Any] | None:
        finals = table.vars.get("finals")
        if not finals or table.vars.get("phase") not in ("over", "interlude"):
            return None
        last = finals[-1]
        # Read from the zones, so coins moved by hand after the end still count.
        now = [table.money(zones_of(s).money) - last["seats"][s]["unpaid"] for s in range(table.players)]
        games = [f["scores"] for f in finals[:-1]] + [now]
        totals = [sum(g[s] for g in games) for s in range(table.players)]
        best = max(totals)
        return {
            "scores": totals,
            "winner": [s for s in range(table.players) if totals[s] == best],
            "games": games,
            "list": table.vars["options"]["list"],
            "goods": last["goods"],
            "seats": last["seats"],
        }

    def projection(self, table: Table) -> Settlement:
        """The scoring as if the game ended now (running totals, free mode)."""
        return projection(table, self.data, table.vars["options"]["list"])

    def public_state(self, table: Table) -> dict[str, Any]:
        out = super().public_state(table)
        v = table.vars
        out.update(
            phase=v.get("phase"),
            game_no=v.get("game"),
            round=v.get("round"),
            offers={c: {"seller": s, "price": market.price(table, c)} for c, s in market.active_offers(table).items()},
        )
        if v.get("result"):
            out["last_auction"] = v["result"]
        return out
