"""Tokyo Tsukiji Market (東京築地市場), base game, 2-6 players.

Players run fishing companies: they buy licenses and boats, catch barrels,
put them on sale at prices of their own, buy each other's barrels for fish
tokens, and trade at markets, aiming for the most yen once fish tokens are
counted at 100 yen per resource.

The referee is pure bookkeeping over a table (no pygame).  Every action is
declared (``actions/``: its form, candidates, check and effect; the rules
the checks ask live in the step modules ``turn``, ``fishing``, ``buying``,
``visiting``, ``bidding`` and in ``markets/``); ``flow.py`` does what
happens by itself after each action and picks the phase; ``log.py`` and the
actions' ``describe`` give the log lines; ``strings.py`` has every word in
English and Japanese.  ``docs/actions/tsukiji.md`` lists every action.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterable
from typing import Any, ClassVar
from weakref import WeakKeyDictionary

from ...rulesdata import Rules
from ...table import Table, Transaction, Tx
from ...text import Message, msg
from ..base import Action, Game, Moment, Option, Why
from ..registry import register
from ..session import SessionError
from . import describe, flow, log, placement, strings, strings_expansion  # noqa: F401 - strings register the catalogue
from . import zones as Z
from .actions import ALL
from .bots import HeuristicBot
from .context import Ctx
from .data import load_data
from .markets import build_context
from .report import game_summary
from .scoring import final_scoring
from .setup import SetupError, build_table, set_up_harbors, set_up_markets

_CTX: dict[str, Ctx] = {}


class _Projected(Exception):
    """Leaves a scoring transaction that was only looked at (its commands are reverted)."""


def context_for(rules: Rules) -> Ctx:
    """One :class:`Ctx` per rules fingerprint, shared by every game using them."""
    ctx = _CTX.get(rules.fingerprint)
    if ctx is None:
        ctx = _CTX[rules.fingerprint] = build_context(load_data(rules))
    return ctx


def _check_markets(value: Any) -> str:
    text = str(value).strip()
    if not re.fullmatch(r"[a-z_]+(\s*[,+]\s*[a-z_]+)*", text):
        raise ValueError("expected random, first_game, or market ids separated by commas (e.g. eel,fugu,salmon,rental,trade)")
    return text


def _check_on_off(value: Any) -> str:
    """``on``/``off`` (a command line or a YAML file may say true/false, yes/no)."""
    if value in (True, "true", "yes", "on", "1", 1):
        return "on"
    if value in (False, "false", "no", "off", "0", 0):
        return "off"
    raise ValueError(f"expected on or off, not {value!r}")


SEATS = tuple(f"seat{n}" for n in range(1, 7))
MORE_MARKETS = ("0", "1", "2", "all")  # the menu's choices; the command line takes any number


def _check_more(value: Any) -> str:
    """A number of boards to add (0 or more), or ``all``."""
    text = str(value).strip()
    if text == "all" or (text.isdigit() and int(text) <= 30):
        return str(int(text)) if text.isdigit() else text
    raise ValueError(f"expected a number of boards (0-30) or all, not {value!r}")


def _check_first(value: Any) -> str:
    """``seat1`` ... ``seat6``, or a seat index 0-5 as scripts write it."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(SEATS):
        return SEATS[value]
    if isinstance(value, str) and value.isdigit() and int(value) < len(SEATS):
        return SEATS[int(value)]
    if value in ("random", *SEATS):
        return str(value)
    raise ValueError(f"expected random, seat1 ... seat6 or a seat index 0-5, not {value!r}")


class TkMoment(Moment):
    """The gate's reading of a Tsukiji table, with what the rules would never have left on it (``off``; None: all in order)."""

    def __init__(self, game: TsukijiMarket, table: Table):
        super().__init__(game, table)
        self.off: Why = game.off_rules(table)


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
        Option(
            "expansion",
            ("off", "on"),
            "off",
            "on: the TOKYO TSUKIJI MARKET EXPANSION's boards are shuffled into the piles and its pieces are on the table",
            names={"en": "Expansion", "ja": "拡張"},
            check=_check_on_off,
        ),
        Option(
            "mandatory_fish",
            ("mackerel", "horse_mackerel"),
            "mackerel",
            "the fish market always used: Mackerel, or the expansion's Horse Mackerel (players then start without a license)",
            names={"en": "Mandatory fish", "ja": "必ず使う魚市場"},
        ),
        Option(
            "blue_boat",
            ("off", "on"),
            "off",
            "on: the expansion's blue 4-slot boat (2 licenses at once; bought with a boat traded in) is on the Boats market too",
            names={"en": "Blue boat", "ja": "青の漁船"},
            check=_check_on_off,
        ),
        Option(
            "barges",
            ("six", "two_fours"),
            "six",
            "six: the base game's 6-slot barge on the Boats market; two_fours: the expansion's two 4-slot barges instead",
            names={"en": "Barges", "ja": "はしけ"},
        ),
        Option(
            "more_markets",
            MORE_MARKETS,
            "0",
            "the More markets variant: this many boards more than the set-up table, drawn at random from every board left, or all of them",
            names={"en": "More markets", "ja": "市場を追加"},
            check=_check_more,
        ),
        Option(
            "crash",
            ("off", "on"),
            "off",
            "on: the External Market Crash variant (an external board meeting its condition crashes: Crashed or Closed, and a new one comes in)",
            names={"en": "Market crash", "ja": "外部市場の暴落"},
            check=_check_on_off,
        ),
        Option(
            "order",
            ("random", "known"),
            "random",
            "known: the boards left lie face up in two queues, and every board that comes in is the next of its queue",
            names={"en": "Market order", "ja": "市場の登場順"},
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
    actions: ClassVar[tuple[type[Action], ...]] = ALL
    bots: ClassVar[dict[str, Any]] = {"heuristic": HeuristicBot}
    default_bot: ClassVar[str] = "heuristic"  # random bots go broke: every seat ends at 0 yen

    def __init__(self, rules: Rules | None):
        super().__init__(rules)
        if rules is None:
            raise ValueError("Tokyo Tsukiji Market needs its rules data")
        self.ctx = context_for(rules)
        # The revision at which the referee last left each table: a table still there
        # needs no look for pieces moved by hand (placement.py); a look is kept per revision.
        self._left: WeakKeyDictionary[Table, int] = WeakKeyDictionary()
        self._looked: WeakKeyDictionary[Table, tuple[int, Why]] = WeakKeyDictionary()
        self._vouched: WeakKeyDictionary[Table, tuple[int, int, dict[str, Any], dict[str, Any]]] = WeakKeyDictionary()

    # ---------------------------------------------------------- structure

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        return build_table(self.id, self.ctx, players, options, seed)

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        try:
            with table.begin("set up the markets") as tx:
                set_up_markets(self.ctx, table, tx, options)
            with table.begin("give each player a harbor") as tx:
                first = set_up_harbors(self.ctx, table, tx, options)
                flow.begin_turn(self, table, tx, first)
                tx.set_var("phase", flow.phase_of(table))
        except (SetupError, ValueError) as exc:
            raise SessionError(str(exc)) from None
        self._left[table] = table.revision

    # ------------------------------------------------------------ queries

    def to_move(self, table: Table) -> list[int]:
        phase = table.vars.get("phase")
        if phase in (None, "setup", "over"):
            return []
        if phase == "bid":
            return sorted(table.vars["auction"]["pending"])
        if phase == "choose":
            return [int(table.vars["auction"]["owner"])]
        if phase == "buyer":  # a buyer token's out-of-turn buy (Influence)
            return [int(table.vars["buyer"]["owner"])]
        return [int(table.vars["turn"])]

    def is_over(self, table: Table) -> bool:
        return table.vars.get("phase") == "over"

    def score(self, table: Table) -> dict[str, Any] | None:
        return table.vars.get("final") if self.is_over(table) else None

    def turns(self, table: Table) -> int:
        return int(table.vars.get("turn_count", 0))

    def off_rules(self, table: Table) -> Why:
        """What on the table the rules would never have left (pieces moved by hand), or None."""
        if self._left.get(table) == table.revision:
            return None
        seen = self._looked.get(table)
        if seen is None or seen[0] != table.revision:
            seen = self._looked[table] = (table.revision, placement.problem(self.ctx, table))
        return seen[1]

    def any_legal(self, table: Table, seat: int, names: Iterable[str]) -> bool:
        """Whether some action of these kinds passes its check now (their phase aside)."""
        for name in names:
            spec = self._specs[name]
            if any(spec.passes(self, table, seat, a) for a in spec.candidates(self, table, seat)):
                return True
        return False

    # --------------------------------------------------------------- play

    def phase(self, table: Table) -> str | None:
        """The phase, or ``placing`` while something waits in the unloading area: it goes on sale before anything else."""
        phase = table.vars.get("phase")
        if phase in ("fishing", "market", "start", "main") and table.zones[Z.unload(table.vars["turn"])].ids:  # start, main: a new himono barrel
            return "placing"
        return phase

    def moment(self, table: Table) -> TkMoment:
        return TkMoment(self, table)

    def gate(self, spec: Action, table: Table, seat: int, moment: Moment | None = None) -> Why:
        m = moment if isinstance(moment, TkMoment) else self.moment(table)
        why = super().gate(spec, table, seat, m)
        placing = why is not None and why.key == "engine.wrong_phase" and m.phase == "placing"
        return msg("tsukiji.why.place_first") if placing else why

    def vouch(self, table: Table, seat: int, action: dict[str, Any]) -> None:
        """``action`` was just found legal for ``seat`` (the gate left its kind open, its rule passed): the next check of
        this very action, before the table changes, need not judge it again (a bot's choice, played at once)."""
        self._vouched[table] = (table.revision, seat, action, dict(action))

    def check(self, table: Table, seat: int, action: Any) -> Why:
        vouched = self._vouched.pop(table, None)
        if vouched is not None and vouched[0] == table.revision and vouched[1] == seat and vouched[2] is action and vouched[3] == action:
            return None
        return super().check(table, seat, action)

    def play(self, table: Table, seat: int, action: dict[str, Any]) -> Transaction:
        tx = super().play(table, seat, action)
        self._left[table] = table.revision
        return tx

    def advance(self, table: Table, tx: Tx) -> None:
        flow.advance(self, table, tx)

    # ------------------------------------------------------------- output

    def describe_action(self, table: Table, action: dict[str, Any]) -> Message:
        return describe.describe_action(self.ctx, table, action) or super().describe_action(table, action)

    def describe(self, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        lines = super().describe(table, tx, viewer)
        return lines + log.events(self.ctx, table, tx, viewer) if tx.action is not None else lines

    def projected_score(self, table: Table) -> dict[str, Any]:
        """The final scoring as if the game ended now, with its breakdown; the table is left untouched.

        For free mode, where the players run the game by hand and the
        referee only totals: the scoring reads only purses, fish tokens in
        supplies and bank tokens, so it totals any arrangement.
        """
        if self.is_over(table):
            return table.vars["final"]
        try:
            with table.begin("projection") as tx:
                final_scoring(self.ctx, table, tx)
                found = copy.deepcopy(table.vars["final"])
                raise _Projected
        except _Projected:
            return found

    def public_state(self, table: Table) -> dict[str, Any]:
        out = super().public_state(table)
        out["tsukiji"] = game_summary(self.ctx, table)
        return out
