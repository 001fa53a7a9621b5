"""Schemas of the Jidohanbaiki games played through the tower: G11, G12, G13, G14, G19, G20 (``rules/jidohanbaiki/``).

Kept apart from :mod:`.schema_jidohanbaiki` (the solo games), so each file
belongs to the games it describes.
"""

from __future__ import annotations

from typing import Any

from .loader import register_file
from .schema import Checker, Dict, Enum, FileSchema, Int, List, Map, Names, Str

POINT = List(Int(0), length=2)
RECT = List(Int(0), length=4)
SHAPES = ("stubby_can", "short_can", "long_can", "square_bottle", "not_longest_bottle", "longest_bottle")
PLAYERS = Map({"min": Int(2, 8), "max": Int(2, 8)})


MONEY_BY_PLAYERS = Dict(Str(r"\d+"), Int(0))  # start money by player count


def _check_players(data: dict[str, Any], path: tuple, ck: Checker) -> None:
    if data["players"]["min"] > data["players"]["max"]:
        ck.error(path + ("players",), "min is more than max")


def tower_game(game_id: str, fields: dict[str, Any], layout: dict[str, Any], start_money: Any = MONEY_BY_PLAYERS) -> Map:
    """A tower game's file: its id, names, player counts and start money, its own ``fields``, and a ``layout``
    that always says how far in front of the machine the drinks land (``landing``) besides its own places."""
    head = {"id": Enum(game_id), "names": Names(), "players": PLAYERS, "start_money": start_money}
    return Map({**head, **fields, "layout": Map({**layout, "landing": Int(100)})}, check=_check_players)


G11 = tower_game(
    "jido:g11",
    {
        "prices": Map({s: Int(0) for s in SHAPES}),
        "crate_spots": Int(1, 6),
        "hand_size": Int(1, 6),
        "must_call_at": Int(1, 6),
        "hands": List(Str(), length=10),
        "max_rounds": Int(1),
        "turns_before_forced_call": Int(1),
    },
    {
        "supply": POINT,
        "supply_cell": POINT,
        "prices": POINT,
        "tower": POINT,
        "pot": RECT,
        "seats": POINT,
        "seat_gap": Int(0),
    },
)

register_file("jidohanbaiki", "g11.yaml", FileSchema(G11, "G11 Vending Machine Poker: money, prices, hands, limits, the table layout"))

G14 = tower_game(
    "jido:g14",
    {
        "rounds": Int(1),
        "win_at": Int(1),
        "invest": Map({"min": Int(1), "max": Int(1), "step": Int(1)}),
        "payout_per_drink": Int(0),
        "bonus": Int(0),
        "top_up": Int(0),
        "draft": List(Int(0, 2), min_len=1),
    },
    {
        "supply": POINT,
        "supply_cell": POINT,
        "decks": POINT,
        "seventh": RECT,
        "aside": RECT,
        "tower": POINT,
        "seats": POINT,
        "seat_w": Int(100),
        "seat_gap": Int(0),
    },
)

register_file("jidohanbaiki", "g14.yaml", FileSchema(G14, "G14 Pocari Bet: money, rounds, investments, payouts, the draft, the table layout"))

G20 = tower_game(
    "jido:g20",
    {
        "display_colours": Int(1, 5),
        "share_colours": Int(2, 5),
        "card_start": Int(0),
        "rise": Int(0),
        "shares_per_win": Int(0),
        "drop": Int(1, 6),
        "bet_coin": Int(1),
        "bet_coins_max": Int(1),
        "rates": Map({"in_slot": Int(0), "outside_crate": Int(0), "in_crate_not_slot": Int(0)}),
        "collect_slots": Int(1, 12),
        "empty_cards_end": Int(1),
        "rebids_before_lot": Int(0),
        "max_rounds": Int(1),
    },
    {
        "tower": POINT,
        "front": POINT,
        "bets": POINT,
        "cards": POINT,
        "seats": POINT,
        "seat_w": Int(100),
        "seat_gap": Int(0),
    },
)

register_file("jidohanbaiki", "g20.yaml", FileSchema(G20, "G20 Upside-Down Vending Machine: money, shares, bets and their rates, the end, the table layout"))

G19 = tower_game(
    "jido:g19",
    {
        "rounds": Dict(Str(r"p\d"), Int(1)),
        "actions_per_round": Int(1),
        "final_round_actions": Int(1),
        "stock_price": Int(0),
        "bet_limit": Int(0),
        "bet_limit_per_card": Int(0),
        "bet_step": Int(1),
        "drink_prices": List(Int(0), min_len=1),
        "payout": Int(0),
        "end_payout": Int(0),
        "bid_step": Int(1),
        "rebids_before_lot": Int(0),
    },
    {
        "supply": POINT,
        "supply_cell": POINT,
        "cards": POINT,
        "card_cell": POINT,
        "bought": RECT,
        "discards": POINT,
        "discards_cell": POINT,
        "tower": POINT,
        "seats": POINT,
        "seat_gap": Int(0),
        "seat_cols": Int(1),
        "seat_rows": Int(1),
    },
)

register_file("jidohanbaiki", "g19.yaml", FileSchema(G19, "G19 Jasmine Tea: rounds, money, stock, bets, drink prices, payouts, the table layout"))

G12 = tower_game(
    "jido:g12",
    {
        "crate_values": List(Int(1), length=6),
        "per_kind": Int(1, 3),
        "action_cost": Int(1),
        "crate_holds": Int(1, 6),
        "yen_per_point": Int(1),
        "start_player": Enum("random"),
    },
    {
        "x": Int(0),
        "supply_y": Int(0),
        "supply_h": Int(40),
        "cards_top": Int(0),
        "crates_y": Int(0),
        "cards_bottom": Int(0),
        "supply_bottom": Int(0),
        "column_gap": Int(0),
        "tower_y": Int(0),
        "purse_w": Int(100),
    },
)

register_file("jidohanbaiki", "g12.yaml", FileSchema(G12, "G12 Colour vs Shape: crate values, money, the supplies, the table layout"))

G13 = tower_game(
    "jido:g13",
    {
        "stake": Int(1),
        "crate_slots": Int(1, 6),
        "per_kind": Int(0),
        "empty_slot": Int(0),
        "stray_drink": Int(0),
    },
    {
        "tower": POINT,
        "pot": RECT,
        "seats": POINT,
        "seat_w": Int(100),
        "seat_gap": Int(0),
        "row_gap": Int(0),
        "per_row": Int(1, 6),
    },
    start_money=Int(0),
)

register_file("jidohanbaiki", "g13.yaml", FileSchema(G13, "G13 Akihabara Melon Soda: money, the pot, scoring, the table layout"))
