"""Typed, precomputed access to ``rules/tsukiji/*.yaml`` for the referee.

One :class:`TsukijiData` is built per loaded rules object and shared by every
table of that game; it never changes during play.  It answers the static
questions the referee asks thousands of times a game (which market a token
belongs to, how many slots a boat has, the price of a sales column) without
walking the YAML again.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...rulesdata import Rules
from ...rulesdata.schema_tsukiji import qty

FISH = "fish"
EXTERNAL = "external"


@dataclass(frozen=True)
class EntryOption:
    """One way to pay a market's entry cost."""

    kind: str  # "ap", "yen", "tokens", "takoyaki", "barrel"
    amount: int
    market: str = ""  # the token's market, for kind "tokens"; the barrel's for "barrel" ("": any species)

    def describe(self) -> str:
        if self.kind == "ap":
            return f"{self.amount} AP"
        if self.kind == "yen":
            return f"{self.amount} yen"
        if self.kind == "takoyaki":
            return f"{self.amount} takoyaki"
        if self.kind == "barrel":
            return f"{self.amount} {self.market or 'any'} barrel(s) on sale at your harbor"
        return f"{self.amount} {self.market} token(s)"


@dataclass(frozen=True)
class MarketInfo:
    """A market board as printed: its id, type, entry options and raw data."""

    id: str
    type: str  # FISH or EXTERNAL
    module: str
    names: dict[str, str]
    board: str  # the board piece id
    entry: tuple[EntryOption, ...]
    always: bool
    once_per_turn: bool
    min_players: int
    raw: dict[str, Any]
    set: str = "base"  # the box its board comes in: base or expansion

    @property
    def free(self) -> bool:
        return not self.entry

    def quantity(self, key: str, players: int) -> int:
        """A set-up quantity of a fish market at ``players`` players."""
        value = self.raw["setup"].get(key)
        return 0 if value is None else qty(value, players)


@dataclass(frozen=True)
class Column:
    id: str
    price: int | None  # None for "???"
    lo: int = 0
    hi: int = 0
    step: int = 100

    @property
    def declared(self) -> bool:
        return self.price is None


@dataclass
class TsukijiData:
    """Everything static the referee needs, indexed for speed."""

    rules: Rules
    markets: dict[str, MarketInfo] = field(default_factory=dict)
    columns: tuple[Column, ...] = ()
    column_by_id: dict[str, Column] = field(default_factory=dict)
    berths: tuple[dict[str, Any], ...] = ()
    boat_slots: dict[str, int] = field(default_factory=dict)  # boat kind -> slots
    barge_kinds: frozenset[str] = frozenset()
    token_market: dict[str, str] = field(default_factory=dict)  # token kind -> market id
    barrel_market: dict[str, str] = field(default_factory=dict)  # barrel kind -> market id
    license_market: dict[str, str] = field(default_factory=dict)  # license kind -> market id
    barrel_kind: dict[str, str] = field(default_factory=dict)  # market id -> barrel kind
    license_kind: dict[str, str] = field(default_factory=dict)  # market id -> license kind
    boat_kind: dict[str, str] = field(default_factory=dict)  # boat variant (slot1, blue4, ...) -> boat kind
    boat_licenses: dict[str, int] = field(default_factory=dict)  # boats using more than 1 license at once (the blue boat: 2)
    trade_in_kinds: frozenset[str] = frozenset()  # boats bought only with another fishing boat traded in (the blue boat)
    kind_set: dict[str, str] = field(default_factory=dict)  # kind -> the set it comes in (base, expansion)
    printed_value: dict[str, int] = field(default_factory=dict)  # token kind -> printed value
    token_shape: dict[str, str] = field(default_factory=dict)  # token kind -> its shape (Horse Mackerel's is Mackerel's; clam and oyster share one)
    takoyaki_kind: str = "fish_token.takoyaki"
    kind_names: dict[str, dict[str, str]] = field(default_factory=dict)  # kind -> {en, ja}, for log lines and refusals
    harbor: dict[str, Any] = field(default_factory=dict)
    setup: dict[str, Any] = field(default_factory=dict)
    layout: dict[str, Any] = field(default_factory=dict)
    decisions: dict[str, str] = field(default_factory=dict)
    board_market: dict[str, str] = field(default_factory=dict)  # board piece -> market id

    def sets_of(self, markets: list[str]) -> tuple[str, ...]:
        """The component sets a game using ``markets`` needs on its table (base, and the expansion if one of them is)."""
        return ("base", "expansion") if any(self.markets[m].set == "expansion" for m in markets if m in self.markets) else ("base",)

    @property
    def fish_ids(self) -> list[str]:
        return [m for m, info in self.markets.items() if info.type == FISH]

    @property
    def external_ids(self) -> list[str]:
        return [m for m, info in self.markets.items() if info.type == EXTERNAL]

    def boat_price(self, kind: str) -> int:
        boats = self.markets["boats"].raw
        if kind in self.barge_kinds:
            return int(boats["barge_price"])
        return int(boats["price_per_slot"]) * self.boat_slots[kind]


def _entry(options: list[dict[str, Any]]) -> tuple[EntryOption, ...]:
    out = []
    for opt in options:
        if "ap" in opt:
            out.append(EntryOption("ap", int(opt["ap"])))
        elif "yen" in opt:
            out.append(EntryOption("yen", int(opt["yen"])))
        elif "takoyaki" in opt:
            out.append(EntryOption("takoyaki", int(opt["takoyaki"])))
        elif "barrel" in opt:
            out.append(EntryOption("barrel", int(opt["barrel"]["count"]), str(opt["barrel"].get("market") or "")))
        else:
            out.append(EntryOption("tokens", int(opt["tokens"]["count"]), str(opt["tokens"]["market"])))
    return tuple(out)


def _board_set(rules: Rules, board: str) -> str:
    """The set (base, expansion) of the component a market board piece belongs to."""
    comp = rules.components.get(board.split(".", 1)[0])
    return comp.set if comp is not None else "base"


def _index_kinds(data: TsukijiData, rules: Rules) -> None:
    """Which market each barrel, license and fish token belongs to, and each boat's slots.

    ``components.yaml`` says it: a component's ``role`` prop (barrel, license,
    fish_token, boat) and each variant's ``market`` prop.  Kinds are never
    recognised by their names, so the expansion's are first-class.
    """
    for comp in rules.components.values():
        role = comp.props.get("role")
        for kind, variant, _ in comp.kinds():
            props = variant.props if variant is not None else {}
            if role == "boat":
                data.boat_slots[kind] = int(props["slots"])
                data.boat_kind[variant.id if variant is not None else kind] = kind
                if int(props.get("licenses") or 1) > 1:
                    data.boat_licenses[kind] = int(props["licenses"])
                if props.get("trade_in"):
                    data.trade_in_kinds = data.trade_in_kinds | {kind}
                if props.get("barge"):
                    data.barge_kinds = data.barge_kinds | {kind}
                continue
            if role not in ("barrel", "license", "fish_token"):
                continue
            mid = str(props["market"])
            if role == "barrel":
                data.barrel_market[kind] = mid
                data.barrel_kind.setdefault(mid, kind)
            elif role == "license":
                data.license_market[kind] = mid
                data.license_kind.setdefault(mid, kind)
            else:
                data.token_market[kind] = mid
                data.token_shape[kind] = str(props.get("shape") or mid)
                if "value" in props:
                    data.printed_value[kind] = int(props["value"])
                if props.get("takoyaki"):
                    data.takoyaki_kind = kind


def load_data(rules: Rules) -> TsukijiData:
    """Index the validated rules of the ``tsukiji`` box."""
    data = TsukijiData(rules)
    for file, mtype in (("fish_markets.yaml", FISH), ("external_markets.yaml", EXTERNAL)):
        for raw in rules.file(file)["markets"]:
            data.markets[raw["id"]] = MarketInfo(
                id=raw["id"],
                type=mtype,
                module=raw["module"],
                names=raw["names"],
                board=raw["board"],
                entry=_entry(raw["entry"]),
                always=bool(raw.get("always")),
                once_per_turn=bool(raw.get("once_per_turn")),
                min_players=int(raw.get("min_players") or 2),
                raw=raw,
                set=_board_set(rules, raw["board"]),
            )
    data.board_market = {info.board: mid for mid, info in data.markets.items()}
    harbor = rules.file("harbor.yaml")
    data.harbor = harbor
    cols = []
    for c in harbor["sales_columns"]:
        if c["price"] is None:
            d = c["declared"]
            cols.append(Column(c["id"], None, int(d["min"]), int(d["max"]), int(d["step"])))
        else:
            cols.append(Column(c["id"], int(c["price"])))
    data.columns = tuple(cols)
    data.column_by_id = {c.id: c for c in cols}
    data.berths = tuple(harbor["berths"])
    for comp in rules.components.values():
        for kind, variant, _ in comp.kinds():
            data.kind_names[kind] = dict(variant.names if variant is not None else comp.names)
            data.kind_set[kind] = comp.set
    _index_kinds(data, rules)
    data.setup = rules.file("setup.yaml")
    data.layout = rules.file("layout.yaml")
    data.decisions = {d.id: d.reading for d in rules.decisions.values()}
    return data
