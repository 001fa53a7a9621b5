"""Tokyo Tsukiji Market (東京築地市場), base game, 2-6 players.

Players run fishing companies: they buy licenses and boats, catch barrels,
put them on sale at prices of their own, buy each other's barrels for fish
tokens, and trade at markets, aiming for the most yen once fish tokens are
counted at 100 yen per resource.

The referee is pure bookkeeping over a table (no pygame): see
``referee.py`` for the phases and ``docs/actions/tsukiji.md`` for every
action.  Markets are data in ``rules/tsukiji/`` plus one module each in
``markets/``.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterator
from typing import Any, ClassVar

from ...rulesdata import Rules
from ...table import Table
from ..base import Game, IllegalAction, Option
from ..registry import register
from ..session import SessionError
from . import referee
from .context import Ctx
from .data import load_data
from .setup import SetupError, build_table, setup

_CTX: dict[str, Ctx] = {}


class _Projected(Exception):
    """Leaves a scoring transaction that was only looked at (its commands are reverted)."""


def context_for(rules: Rules) -> Ctx:
    """One :class:`Ctx` per rules fingerprint, shared by every game using them."""
    ctx = _CTX.get(rules.fingerprint)
    if ctx is None:
        ctx = _CTX[rules.fingerprint] = Ctx(load_data(rules))
    return ctx


def _check_markets(value: Any) -> str:
    text = str(value).strip()
    if not re.fullmatch(r"[a-z_]+(\s*[,+]\s*[a-z_]+)*", text):
        raise ValueError("expected random, first_game, or market ids separated by commas (e.g. eel,fugu,salmon,rental,trade)")
    return text


SEATS = tuple(f"seat{n}" for n in range(1, 7))


def _check_first(value: Any) -> str:
    """``seat1`` ... ``seat6``, or a seat index 0-5 as scripts write it."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(SEATS):
        return SEATS[value]
    if isinstance(value, str) and value.isdigit() and int(value) < len(SEATS):
        return SEATS[int(value)]
    if value in ("random", *SEATS):
        return str(value)
    raise ValueError(f"expected random, seat1 ... seat6 or a seat index 0-5, not {value!r}")


def _bots() -> dict[str, Any]:
    from .bots import HeuristicBot

    return {"heuristic": HeuristicBot}


@register
class TsukijiMarket(Game):
    id: ClassVar[str] = "tsukiji"
    box: ClassVar[str | None] = "tsukiji"
    reads: ClassVar[tuple[str, ...]] = ("setup.yaml", "fish_markets.yaml", "external_markets.yaml", "harbor.yaml", "layout.yaml")
    names: ClassVar[dict[str, str]] = {"en": "Tokyo Tsukiji Market", "ja": "東京築地市場"}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    length: ClassVar[tuple[int, int] | None] = (60, 120)  # the rulebook gives no playing time: our estimate
    how_to: ClassVar[dict[str, str]] = {
        "en": "Run a fishing company. Each turn spend 2 action points: fish with your boats, buy other players' barrels, or visit a market. "
        "Sell your catch from your harbor before it spoils, gather fish tokens whose worth moves with the markets, and when someone "
        "reaches 5,000 yen or 50 resources, finish with the most yen.",
        "ja": "漁業会社を経営します。毎手番2アクションポイントで、漁業・他のプレイヤーの樽の購入・市場への訪問を行います。"
        "鮮度が落ちる前に漁港で樽を売り、市場とともに価値の変わる魚トークンを集めます。"
        "誰かが5,000円か資源50に達したら、最も多くの円を持つプレイヤーの勝ちです。",
    }
    options: ClassVar[tuple[Option, ...]] = (
        Option(
            "markets",
            ("random", "first_game"),
            "random",
            "random: drawn by player count; first_game: the recommended markets; or a list of market ids",
            names={"en": "Markets", "ja": "市場"},
            check=_check_markets,
        ),
        Option("money", ("open", "hidden"), "open", "money visible to all, or hidden", names={"en": "Money", "ja": "所持金"}),
        Option(
            "first",
            ("random", *SEATS),
            "random",
            "the start player (seat1 ... seat6, or a seat index 0-5), or random",
            names={"en": "Start player", "ja": "スタートプレイヤー"},
            check=_check_first,
            offered=lambda value, players: value == "random" or SEATS.index(value) < players,
        ),
    )
    bots: ClassVar[dict[str, Any]]  # set at the end of this module

    def __init__(self, rules: Rules | None):
        super().__init__(rules)
        if rules is None:
            raise ValueError("Tokyo Tsukiji Market needs its rules data")
        self.ctx = context_for(rules)

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        return build_table(self.id, self.ctx, players, options, seed)

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        try:
            setup(self.ctx, table, options)
        except (SetupError, ValueError) as exc:
            raise SessionError(str(exc)) from None

    def to_move(self, table: Table) -> list[int]:
        return referee.to_move(table)

    def legal_actions(self, table: Table, seat: int) -> Iterator[dict[str, Any]]:
        return referee.legal_actions(self.ctx, table, seat)

    def play(self, table: Table, seat: int, action: dict[str, Any]) -> None:  # type: ignore[override]  # until it moves onto declared actions
        referee.play(self.ctx, table, seat, action)

    def is_over(self, table: Table) -> bool:
        return table.vars.get("phase") == "over"

    def score(self, table: Table) -> dict[str, Any] | None:
        return table.vars.get("final") if self.is_over(table) else None

    def projected_score(self, table: Table) -> dict[str, Any]:
        """The final scoring as if the game ended now, with its breakdown; the table is left untouched.

        For free mode, where the players run the game by hand and the
        referee only totals.  Raises :class:`~..base.IllegalAction` when the
        table has been arranged so that the scoring cannot read it.
        """
        from .scoring import final_scoring

        if self.is_over(table):
            return table.vars["final"]
        try:
            with table.begin("projection") as tx:
                final_scoring(self.ctx, table, tx)
                found = copy.deepcopy(table.vars["final"])
                raise _Projected
        except _Projected:
            return found
        except referee.OFF_THE_RULES as exc:
            raise IllegalAction(f"the table cannot be scored as it stands ({type(exc).__name__}: {exc})") from None

    def turns(self, table: Table) -> int:
        return int(table.vars.get("turn_count", 0))

    def public_state(self, table: Table) -> dict[str, Any]:
        from .report import game_summary

        out = super().public_state(table)
        out["tsukiji"] = game_summary(self.ctx, table)
        return out


# On the class, so the menu and ``play --bots`` can offer them before a game exists.
TsukijiMarket.bots = _bots()
