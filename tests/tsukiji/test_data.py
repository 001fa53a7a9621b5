"""The rules data: counts, quantities by player count, tables, decisions, layout."""

from __future__ import annotations

import re

import pytest

from tsukiji_table.games.tsukiji import context_for
from tsukiji_table.games.tsukiji.markets import REGISTRY
from tsukiji_table.rulesdata import load_rules
from tsukiji_table.table import ZoneKind

from .tk_helpers import new_game


@pytest.fixture(scope="module")
def ctx():
    return context_for(load_rules("tsukiji"))


def test_base_component_totals_are_the_rulebooks(ctx) -> None:
    comps = ctx.data.rules.components
    assert comps["barrel"].count == 63 and sum(v.count for v in comps["barrel"].variants) == 63
    assert comps["fish_token"].count == 119
    assert comps["license"].count == 33
    assert {v.id: v.count for v in comps["license"].variants}["mackerel"] == 8
    assert {v.id: v.count for v in comps["fish_token"].variants}["eel"] == 13
    others = sum(comps[c].count for c in ("stock", "loan", "freezer", "cart"))
    assert comps["license"].count + others == 42
    money = {c: comps[c].count * comps[c].denomination for c in ("yen_100", "yen_500", "yen_1000")}
    assert sum(money.values()) == 23500 and comps["boat"].count == 15 and comps["market_board"].count == 18


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_board_quantity_fits_the_box_at_every_player_count(ctx, players: int) -> None:
    comps = ctx.data.rules.components
    counts = {f"{c.id}.{v.id}": v.count for c in comps.values() for v in c.variants}
    for mid in ctx.data.fish_ids:
        info = ctx.data.markets[mid]
        market = ctx.fish(mid)
        assert info.quantity("barrels", players) <= counts[market.barrel_kind], mid
        assert info.quantity("tokens", players) <= sum(counts[k] for k in market.token_kinds), mid
        need = info.quantity("licenses", players) + info.quantity("set_aside_licenses", players)
        if mid != "mackerel":  # the Mackerel board takes what is left after the set-aside
            assert need <= counts[market.license_kind], mid


def test_three_player_example_quantities(ctx) -> None:
    want = {"mackerel": (15, 30, 3), "eel": (6, 13, 3), "fugu": (3, 7, 1), "salmon": (4, 10, 4), "tuna": (6, 5, 3)}
    for mid, (b, t, lic) in want.items():
        info = ctx.data.markets[mid]
        assert (info.quantity("barrels", 3), info.quantity("tokens", 3), info.quantity("licenses", 3)) == (b, t, lic)


def test_red_snapper_red_numbers_equal_tokens_left_over_three(ctx) -> None:
    rs = ctx.fish("red_snapper")
    left = len(rs.order)
    for c, r in rs.order:
        left -= 1
        assert rs.red[c][r] == -(-left // 3)


def test_boat_prices_and_market_contents(ctx) -> None:
    assert {k: ctx.data.boat_price(k) for k in ("boat.slot1", "boat.slot2", "boat.slot3", "boat.slot4", "boat.barge6")} == {
        "boat.slot1": 500,
        "boat.slot2": 1000,
        "boat.slot3": 1500,
        "boat.slot4": 2000,
        "boat.barge6": 1000,
    }


def test_every_market_has_its_module_and_every_module_a_market(ctx) -> None:
    modules = {info.module for info in ctx.data.markets.values()}
    assert modules == set(REGISTRY)
    base = [m for m, info in ctx.data.markets.items() if info.set == "base"]
    expansion = [m for m, info in ctx.data.markets.items() if info.set == "expansion"]
    assert len([m for m in base if m in ctx.data.fish_ids]) == 9 and len([m for m in base if m in ctx.data.external_ids]) == 9
    assert len([m for m in expansion if m in ctx.data.fish_ids]) == 6 and len([m for m in expansion if m in ctx.data.external_ids]) == 6


def test_all_32_digest_ambiguities_have_a_reading(ctx) -> None:
    decisions = ctx.data.rules.decisions
    numbers = sorted(int(m.group(1)) for d in decisions for m in [re.match(r"q(\d+)-", d)] if m)
    assert set(range(1, 33)) <= set(numbers)
    for d in decisions.values():
        assert d.quote and d.reading and re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", d.quote), d.id


def test_values_the_text_does_not_give_are_marked_assumed(ctx) -> None:
    rules = ctx.data.rules
    assert rules.is_assumed("harbor.yaml", "sales_columns")
    assert rules.is_assumed("external_markets.yaml", "markets[0].spaces")  # Aquarium table
    assert rules.is_assumed("external_markets.yaml", "markets[7].spaces")  # Trade table
    assert rules.is_assumed("fish_markets.yaml", "markets[0].entry")
    assert not rules.is_assumed("fish_markets.yaml", "markets[0].license_price")  # 500 is in the text


@pytest.mark.parametrize("players", [2, 6])
def test_every_zone_has_layout_meta_inside_the_table(players: int) -> None:
    s = new_game(players, "random")
    lay = s.game.ctx.data.layout  # type: ignore[attr-defined]
    width, height = lay["table"]["w"], lay["table"]["h"]
    for zid, zone in s.table.zones.items():
        meta = zone.meta
        assert "rect" in meta and "arrange" in meta, zid
        if meta.get("hidden") or meta.get("attach"):
            continue
        x, y, w, h = meta["rect"]
        assert 0 <= x and 0 <= y and x + w <= width and y + h <= height, (zid, meta["rect"])
        if zone.kind is ZoneKind.GRID:
            assert meta["cols"] * meta["rows"] >= 15
    assert s.table.zones["market.eel.board"].meta["board"] == "market_board.eel"
    assert s.table.zones["p0.harbor.sale.c7.top"].meta["label"] == {"en": "???", "ja": "???"}


def test_seat_blocks_do_not_overlap_each_other_or_the_market_slots(ctx) -> None:
    from tsukiji_table.games.tsukiji.zones import slot_origin

    lay = ctx.data.layout
    w, h = lay["seat_block"]["w"], lay["seat_block"]["h"]
    board = lay["market_board"]

    def apart(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
        return a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1] or b[1] + b[3] <= a[1]

    for players, origins in lay["seat_origins"].items():
        assert len(origins) == players
        blocks = [(x, y, w, h) for x, y in origins]
        # Every board's slot and the shared zones' slot after them, packed or not.
        slots = [(*slot_origin(lay, players, k), board["w"], board["h"]) for k in range(len(lay["market_order"]) + 1)]
        for k, block in enumerate(blocks):
            assert all(apart(block, other) for other in blocks[k + 1 :]), (players, k)
            assert all(apart(block, slot) for slot in slots), (players, k)
            assert block[0] + w <= lay["table"]["w"] and block[1] + h <= lay["table"]["h"]
        assert all(s[0] + s[2] <= lay["table"]["w"] and s[1] + s[3] <= lay["table"]["h"] for s in slots), players


def test_every_barrel_license_and_token_kind_knows_its_market_from_the_data(ctx) -> None:
    """The referee reads a piece's market from components.yaml, never from its kind's name (expansion kinds too)."""
    data = ctx.data
    assert data.barrel_market["expansion_barrel.swordfish"] == "swordfish" and data.barrel_market["barrel.eel"] == "eel"
    assert data.license_market["expansion_license.horse_mackerel"] == "horse_mackerel"
    assert data.token_market["expansion_fish_token.clam"] == data.token_market["expansion_fish_token.oyster"] == "clams_oysters"
    assert data.printed_value["expansion_fish_token.clam"] == 3 and data.printed_value["expansion_fish_token.oyster"] == 1
    assert data.boat_slots["expansion_boat.blue4"] == 4 and "expansion_boat.barge4" in data.barge_kinds
    assert "expansion_boat.blue4" not in data.barge_kinds and data.boat_kind["barge6"] == "boat.barge6"
    markets = set(data.barrel_market.values())
    assert markets == set(data.license_market.values()) == {m for m in data.token_market.values()}
    assert len(markets) == 15  # 9 base and 6 expansion species
