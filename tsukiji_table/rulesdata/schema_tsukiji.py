"""Schemas of Tokyo Tsukiji Market's own rules files (``rules/tsukiji/``).

``fish_markets.yaml`` and ``external_markets.yaml`` hold what each market
board prints, ``harbor.yaml`` the harbor board and game-wide numbers,
``setup.yaml`` the tables by player count and ``layout.yaml`` where every
zone lies on the table.  Market ids are defined here (namespace ``market``)
and every reference to one is checked.
"""

from __future__ import annotations

import re
from typing import Any

from .loader import register_check, register_file
from .schema import Bool, Checker, Def, Dict, Enum, Field, FileSchema, Id, Int, List, Map, Names, Num, OneOf, Opt, Ref, Schema, Str

BOX = "tsukiji"

QTY_FORMULA = re.compile(r"(\d*)P([+-]\d+)?")

#: A quantity printed on a board: a number, a formula in P, or a table by P.
QTY = OneOf(
    Int(0),
    Str(QTY_FORMULA.pattern),
    Dict(Int(2, 6), Int(0)),
    what="a whole number, a formula in P such as 'P+12', or a table by player count",
)

ENTRY_OPTION = OneOf(
    Map({"ap": Int(1, 2)}),
    Map({"yen": Int(0)}),
    Map({"tokens": Map({"market": Ref("market"), "count": Int(1)})}),
    Map({"takoyaki": Int(1)}),
    Map({"barrel": Map({"market": Opt(Ref("market")), "count": Int(1)})}),
    what="an entry option {ap: N}, {yen: N}, {tokens: {market: M, count: N}}, {takoyaki: N} or {barrel: {market: M, count: N}}",
)

COMMON: dict[str, Schema | Field] = {
    "id": Def("market"),
    "module": Id(),
    "names": Names(),
    "board": Ref("kind"),
    "entry": List(ENTRY_OPTION),
    "always": Opt(Bool(), False),
    "once_per_turn": Opt(Bool(), False),
    "min_players": Opt(Int(2, 6), 2),
}


def _check_fish(m: dict[str, Any], path: tuple, ck: Checker) -> None:
    if m["sell"] not in ("none",) and m.get("sold_to") is None:
        ck.error(path, f"market {m['id']} sells tokens: say where they go with sold_to (board or bag)")
    if m["value"] == "track" and m.get("track") is None:
        ck.error(path, "a track value needs a 'track' entry")
    if m["value"] == "grid":
        grid = m.get("grid")
        if grid is None:
            ck.error(path, "a grid value needs a 'grid' entry")
        elif len(grid["red"]) != grid["cols"] or any(len(c) != grid["rows"] for c in grid["red"]):
            ck.error(path + ("grid", "red"), f"expected {grid['cols']} columns of {grid['rows']} red numbers")
    if m["sell"] == "fixed" and m.get("sell_yen") is None:
        ck.error(path, "a fixed sell price needs sell_yen")


FISH_MARKET = Map(
    {
        **COMMON,
        "license_price": Int(0),
        "licenses_per_entry": Opt(Int(1)),
        "setup": Map(
            {
                "barrels": QTY,
                "tokens": QTY,
                "licenses": QTY,
                "takoyaki": Opt(QTY),
                "set_aside_licenses": Opt(QTY),
            }
        ),
        "sell": Enum("none", "value", "square", "pairs", "value_plus", "fixed", "sets"),
        "sold_to": Opt(Enum("board", "bag", "box")),
        "sell_visit_bonus": Opt(Int(0)),
        "sell_yen": Opt(Int(0)),
        "sell_bonus": Opt(Int(0)),
        "sell_pair_yen": Opt(Int(0)),
        "value": OneOf(Enum("track", "square", "grid", "salmon", "printed"), Map({"fixed": Int(0)}), Map({"tenth_of_others": Int(1)}), what="a value rule"),
        "license_income": Opt(Bool(), True),
        "overfished_payout": Opt(Int(0)),
        "overfished_fee": Opt(Int(0)),
        "brings": Opt(Ref("market")),
        "no_starting_licenses": Opt(Bool(), False),
        "catches": Opt(List(Ref("market"))),
        "catches_instead": Opt(Map({"market": Ref("market"), "up_to": Int(1)})),
        "holds": Opt(Int(1)),
        "at_sea_limit": Opt(Int(1)),
        "never_spoils": Opt(Bool(), False),
        "max_licenses_held": Opt(Int(1)),
        "license_prices": Opt(Dict(Int(1), Int(0))),
        "canned_price": Opt(Int(0)),
        "sell_set": Opt(Map({"kinds": List(Ref("kind"), min_len=2), "yen": Int(0)})),
        "draw_bonus": Opt(Map({"kind": Ref("kind"), "yen": Int(0)})),
        "track": Opt(
            Map(
                {
                    "lo": Int(0),
                    "hi": Int(1),
                    "start": Int(0),
                    "up_per_barrel_on_sale": Int(0),
                    "down_per_token_sold": Int(0),
                    "marker": Opt(Ref("kind")),
                    "auction_step": Opt(Int(0)),
                }
            )
        ),
        "grid": Opt(Map({"cols": Int(1), "rows": Int(1), "red": List(List(Int(0)))})),
        "overfished_value": Opt(Int(0)),
        "stale_value": Opt(Int(0)),
        "per_boat": Opt(Int(1)),
        "takoyaki_value": Opt(Int(0)),
        "takoyaki_per_octopus": Opt(Int(1)),
        "tokens_in_bag": Opt(Bool(), False),
        "auction_every": Opt(Int(1)),
    },
    check=_check_fish,
)

EXTERNAL_MARKET = Map(
    {
        **COMMON,
        "spaces": Opt(
            OneOf(
                List(Map({"market": Ref("market"), "cap": Int(1), "yen": Int(0)}), min_len=1),
                List(Map({"id": Id(), "cap": Int(1), "yen": Int(0)}), min_len=1, unique="id"),
                List(Map({"min": Int(0), "yen": Int(0)}), min_len=1),
                List(Map({"tokens": Int(1, 5), "yen": Int(0)}), min_len=1, unique="tokens"),
                what="a list of spaces",
            )
        ),
        "bands": Opt(List(Map({"min": Int(0), "fee": Int(0)}), min_len=1)),
        "market_matches_bid": Opt(Bool(), False),
        "loans": Opt(Int(0)),
        "stocks": Opt(Int(0)),
        "loan_yen": Opt(Int(0)),
        "stock_price": Opt(Int(0)),
        "loan_repay": Opt(Int(0)),
        "loan_interest": Opt(Int(0)),
        "items": Opt(List(Map({"id": Enum("freezer", "cart"), "count": Int(0), "price": Int(0), "uses": Int(1)}), unique="id")),
        "price_per_slot": Opt(Int(0)),
        "barge_price": Opt(Int(0)),
        "resale_percent": Opt(Int(0, 100)),
        "contents": Opt(Dict(Id(), Dict(Int(2, 6), Int(0)))),
        "not_after_end_trigger": Opt(Bool(), False),
        "sell_per_slot": Opt(Int(0)),
        "sell_barge": Opt(Int(0)),
        "buy_per_slot": Opt(Int(0)),
        "buy_barge": Opt(Int(0)),
        "pairs_with": Opt(Ref("market")),
        "end_pay_overfished": Opt(Int(0)),
        "end_receive": Opt(Int(0)),
        "token": Opt(Ref("kind")),
        "tokens": Opt(Int(0)),
        "not_rentable": Opt(List(Ref("kind"))),
        "token_price": Opt(Int(0)),
        "group_fee": Opt(Int(0)),
        "expansion_blue_boat": Opt(Id()),
        "expansion_barges": Opt(Map({"instead_of": Id(), "use": Id(), "count": Int(1)})),
        "buyer_token": Opt(Ref("kind")),
        "expansion_token": Opt(Ref("kind")),
        "crash": Opt(Enum("crashed", "closed")),
    }
)

register_file(
    BOX,
    "fish_markets.yaml",
    FileSchema(Map({"markets": List(FISH_MARKET, min_len=1, unique="id")}), "the fish market boards"),
)
register_file(
    BOX,
    "external_markets.yaml",
    FileSchema(Map({"markets": List(EXTERNAL_MARKET, min_len=1, unique="id")}), "the external market boards"),
)

BERTH = Map(
    {
        "id": Int(1),
        "boats": Int(1),
        "barge": Bool(),
        "cover": Opt(Enum("small", "large")),
        "cover_number": Opt(Int(1)),
        "open_price": Opt(Int(0)),
    }
)


def _check_columns(cols: list[dict[str, Any]], path: tuple, ck: Checker) -> None:
    declared = [c for c in cols if c.get("price") is None]
    if any(c.get("declared") is None for c in declared):
        ck.error(path, "a column without a printed price needs 'declared: {min, max, step}'")


COLUMN = Map(
    {
        "id": Id(),
        "price": OneOf(Int(0), Enum(None), what="a price or null"),
        "declared": Opt(Map({"min": Int(0), "max": Int(0), "step": Int(1)})),
    }
)

register_file(
    BOX,
    "harbor.yaml",
    FileSchema(
        Map(
            {
                "berths": List(BERTH, min_len=1, unique="id"),
                "license_spaces": Int(1),
                "sales_columns": List(COLUMN, min_len=1, unique="id"),
                "unload_bonus": Map({"per_barrels": Int(1), "yen": Int(0)}),
                "start_money": Int(0),
                "action_points": Int(1),
                "denomination_step": Int(1),
                "end_trigger": Map({"money": Int(0), "resources": Int(0), "turns_per_player": Int(1)}),
                "final_scoring": Map(
                    {
                        "most_resources": Int(0),
                        "most_resources_tied": Int(0),
                        "least_resources": Int(0),
                        "least_resources_tied": Int(0),
                        "yen_per_resource": Int(1),
                    }
                ),
            }
        ),
        "the harbor board, boats and game-wide numbers",
    ),
)

register_file(
    BOX,
    "setup.yaml",
    FileSchema(
        Map(
            {
                "players": Map({"min": Int(1), "max": Int(1)}),
                "always": Map({"fish": List(Ref("market")), "external": List(Ref("market"))}),
                "extra_markets": Dict(Int(2, 6), Map({"fish": Int(0), "external": Int(0)})),
                "first_game": Map({"fish": List(Ref("market")), "external": List(Ref("market"))}),
                "each_player": Map({"boat": Id(), "license": Ref("market"), "covers": List(Enum("small", "large"))}),
            }
        ),
        "set-up tables by player count",
    ),
)

RECT = List(Num(), length=4)
LABEL = Names()
ZONE = Map(
    {
        "rect": RECT,
        "arrange": Enum("pile", "fan", "row", "grid", "free", "track", "purse"),
        "label": Opt(LABEL),
        "cols": Opt(Int(1)),
        "rows": Opt(Int(1)),
        "lo": Opt(Int()),
        "hi": Opt(Int()),
        "hidden": Opt(Bool(), False),
        "inset": Opt(RECT),
        "plain": Opt(Bool(), False),
        "named": Opt(Bool(), False),
        "quiet": Opt(OneOf(Bool(), Enum("occupied"), what="true or occupied"), False),
        "show": Opt(Enum("occupied")),
        "shelves": Opt(List(List(Ref("kind"), min_len=1), min_len=1)),
    }
)
REPEATED = Map(
    {
        "x": Num(),
        "y": Num(),
        "w": Num(0),
        "h": Num(0),
        "dx": Num(),
        "dy": Num(),
        "cols": Int(1),
        "arrange": Enum("pile", "row", "grid"),
    }
)


def _check_layout(lay: dict[str, Any], path: tuple, ck: Checker) -> None:
    seat_zones = lay.get("seat_zones") or {}
    stacked = (lay.get("seat_stack") or {}).get("zones") or []
    for k, zid in enumerate(stacked):
        if zid not in seat_zones:
            ck.error(path + ("seat_stack", "zones", k), f"{zid} is not one of seat_zones")
        elif not (seat_zones.get(zid) or {}).get("show"):
            ck.error(path + ("seat_stack", "zones", k), f"{zid} is always shown: give it `show: occupied` to stack it")
    order = lay.get("market_order") or []
    if len(set(order)) != len(order):
        ck.error(path + ("market_order",), "a market is listed twice")
    players = set(lay.get("seat_origins") or {})
    if players != set(lay.get("markets_at") or {}):
        ck.error(path + ("markets_at",), f"give the markets' place for the player counts of seat_origins: {sorted(players)}")


register_file(
    BOX,
    "layout.yaml",
    FileSchema(
        Map(
            {
                "table": Map({"w": Num(0), "h": Num(0)}),
                "seat_block": Map({"w": Num(0), "h": Num(0)}),
                "seat_origins": Dict(Int(2, 6), List(List(Num(), length=2))),
                "seat_zones": Dict(
                    Str(),
                    OneOf(
                        ZONE,
                        Map({"x": Num(), "dx": Num(), "w": Num(0), "top_y": Num(), "bottom_y": Num(), "h": Num(0)}),
                        what="a zone {rect, arrange, ...} or the sales columns {x, dx, w, top_y, bottom_y, h}",
                    ),
                ),
                "seat_stack": Map({"rect": RECT, "gap": Num(0), "max_h": Num(0), "zones": List(Str(), min_len=1)}),
                "hold": Map({"rect": RECT, "arrange": Enum("row", "pile"), "slot_w": Num(0), "extra_w": Num(0)}),
                "market_board": Map({"w": Num(0), "h": Num(0), "gap": Num(0)}),
                "markets_at": Dict(Int(2, 6), Map({"origin": List(Num(), length=2), "cols": Int(1), "max_cols": Opt(Int(1))})),
                "market_order": List(Ref("market"), min_len=1),
                "expansion_market_order": Opt(List(Ref("market"))),
                "market_zones": Dict(Str(), OneOf(ZONE, Dict(Str(), OneOf(ZONE, REPEATED, what="a zone")), what="a zone or a market's zones")),
                "common_zones": Dict(Str(), ZONE),
            },
            check=_check_layout,
        ),
        "where every zone lies on the table (millimetres)",
    ),
)


def qty(value: Any, players: int) -> int:
    """Evaluate a :data:`QTY` for ``players``: ``"P+12"`` at 3 players is 15."""
    if isinstance(value, dict):
        return int(value[players])
    if isinstance(value, int):
        return value
    match = QTY_FORMULA.fullmatch(value)
    if match is None:
        raise ValueError(f"not a quantity: {value!r}")
    factor = int(match.group(1) or 1)
    return factor * players + int(match.group(2) or 0)


def _check_box(files: dict[str, Any]) -> list[tuple[str, tuple[Any, ...], str]]:
    """Every fish board's quantities fit the box's components at 2-6 players."""
    problems: list[tuple[str, tuple[Any, ...], str]] = []
    comps = files["components.yaml"]["components"]

    def counts(role: str, keep: Any) -> int:
        """Copies of the variants of every component playing ``role`` (barrel, license, fish_token) that ``keep`` picks."""
        return sum(v.get("count", 1) for c in comps if (c.get("props") or {}).get("role") == role for v in c.get("variants", []) if keep(v))

    def of(v: dict[str, Any]) -> str:
        return str((v.get("props") or {}).get("market", ""))

    markets = [m["id"] for f in ("fish_markets.yaml", "external_markets.yaml") for m in files[f]["markets"]]
    lay = files["layout.yaml"]
    missing = sorted(set(markets) - set(lay["market_order"]) - set(lay.get("expansion_market_order") or []))
    if missing:
        problems.append(("layout.yaml", ("market_order",), f"give every market a slot; missing: {', '.join(missing)}"))
    for i, m in enumerate(files["fish_markets.yaml"]["markets"]):
        mid = m["id"]
        have = {
            "barrels": counts("barrel", lambda v, mid=mid: of(v) == mid),
            "tokens": counts("fish_token", lambda v, mid=mid: of(v) == mid and not (v.get("props") or {}).get("takoyaki")),
            "takoyaki": counts("fish_token", lambda v, mid=mid: of(v) == mid and (v.get("props") or {}).get("takoyaki")),
            "licenses": counts("license", lambda v, mid=mid: of(v) == mid),
        }
        low, high = files["setup.yaml"]["players"]["min"], files["setup.yaml"]["players"]["max"]
        for key, value in m["setup"].items():
            if value is None or key not in have or (key == "licenses" and m["setup"].get("set_aside_licenses")):
                continue
            for players in range(low, high + 1):
                need = qty(value, players)
                if need > have[key]:
                    problems.append(
                        ("fish_markets.yaml", ("markets", i, "setup", key), f"{mid} needs {need} {key} at {players} players; components.yaml has {have[key]}")
                    )
                    break
    return problems


register_check(BOX, _check_box)
