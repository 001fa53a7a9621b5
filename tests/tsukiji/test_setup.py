"""Set-up: the rulebook's 3-player example count by count, and the set-up rules."""

from __future__ import annotations

import pytest

from tsukiji_table.games.session import SessionError
from tsukiji_table.games.tsukiji import zones as Z

from .tk_helpers import EXAMPLE_MARKETS, ctx, ids, kinds, money, new_game


def test_three_player_example_markets_hold_every_count() -> None:
    s = new_game(3, EXAMPLE_MARKETS)
    t = s.table
    assert t.vars["in_play"] == ["mackerel", "boats", "eel", "fugu", "salmon", "tuna", "rental", "trade"]
    expect = {
        "mackerel": (15, 30, 3),
        "eel": (6, 13, 3),
        "fugu": (3, 7, 1),
        "salmon": (4, 10, 4),
    }
    for mid, (barrels, tokens, licenses) in expect.items():
        assert len(ids(s, Z.market(mid, "barrels"))) == barrels, mid
        assert len(ids(s, Z.market(mid, "tokens"))) == tokens, mid
        assert len(ids(s, Z.market(mid, "licenses"))) == licenses, mid
    assert t.pieces["value_marker"].zone == Z.market("eel", "track") and t.pieces["value_marker"].pos == 1
    assert len(ids(s, Z.market("tuna", "barrels"))) == 6
    assert len(ids(s, Z.market("tuna", "licenses"))) == 3
    tuna_in_bag = [p for p in ids(s, Z.BAG) if t.pieces[p].kind.startswith("fish_token.tuna")]
    assert len(tuna_in_bag) == 5 and not ids(s, Z.market("tuna", "tokens"))
    assert ids(s, Z.BAG_PIECE) == ["auction_bag"]
    assert kinds(s, Z.market("boats", "boats")) == {"boat.slot1": 1, "boat.slot2": 3, "boat.slot3": 2, "boat.slot4": 1, "boat.barge6": 1}
    assert kinds(s, Z.market("rental", "freezer")) == {"freezer": 2}
    assert kinds(s, Z.market("rental", "cart")) == {"cart": 2}
    assert all(not ids(s, Z.market("trade", f"s{k}")) for k in range(1, 7))


def test_three_player_example_each_player_starts_alike() -> None:
    s = new_game(3, EXAMPLE_MARKETS)
    for seat in range(3):
        assert money(s, seat) == 2000
        assert kinds(s, Z.licenses(seat)) == {"license.mackerel": 1}
        assert kinds(s, Z.berth(seat, 1)) == {"boat.slot1": 1}
        assert kinds(s, Z.cover(seat, 2)) == {"berth_cover.small": 1}
        assert kinds(s, Z.cover(seat, 3)) == {"berth_cover.large": 1}
        assert ids(s, Z.harbor_board(seat)) == [f"harbor_board#{seat + 1}"]
        assert not ids(s, Z.sea(seat)) and not ids(s, Z.supply(seat))


def test_unused_boards_and_components_stay_in_the_box() -> None:
    s = new_game(3, EXAMPLE_MARKETS)
    t = s.table
    for mid in ("octopus", "red_snapper", "king_crab", "squid", "aquarium", "auction", "bank", "barter", "government", "used_boats"):
        board = ctx(s).data.markets[mid].board
        assert t.pieces[board].zone == Z.BOX and not t.pieces[board].face_up
    box = kinds(s, Z.BOX)
    assert box["harbor_board"] == 3 and box["berth_cover.small"] == 3 and box["berth_cover.large"] == 3
    assert box["barrel.octopus"] == 4 and box["loan"] == 3 and box["stock"] == 2


@pytest.mark.parametrize("players,board", [(2, 2), (3, 3), (4, 4), (5, 3), (6, 2)])
def test_mackerel_licenses_are_set_aside_before_the_board_gets_p(players: int, board: int) -> None:
    s = new_game(players, "random")
    assert len(ids(s, Z.market("mackerel", "licenses"))) == board
    assert sum(kinds(s, Z.licenses(seat)).get("license.mackerel", 0) for seat in range(players)) == players


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_boats_market_contents_by_player_count(players: int) -> None:
    table = {2: (1, 2, 1, 1, 1), 3: (1, 3, 2, 1, 1), 4: (1, 4, 3, 1, 1), 5: (1, 4, 3, 1, 1), 6: (0, 4, 3, 1, 1)}
    s = new_game(players, "random")
    got = kinds(s, Z.market("boats", "boats"))
    want = dict(zip(("boat.slot1", "boat.slot2", "boat.slot3", "boat.slot4", "boat.barge6"), table[players]))
    assert got == {k: v for k, v in want.items() if v}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_draw_uses_the_player_count_table(players: int) -> None:
    extra = {2: (3, 2), 3: (4, 2), 4: (4, 3), 5: (5, 3), 6: (5, 4)}[players]
    for seed in range(8):
        s = new_game(players, "random", seed=seed)
        data = ctx(s).data
        in_play = s.table.vars["in_play"]
        fish = [m for m in in_play if data.markets[m].type == "fish"]
        external = [m for m in in_play if data.markets[m].type == "external"]
        assert "mackerel" in fish and "boats" in external
        assert (len(fish) - 1, len(external) - 1) == extra
        if players < 3:
            assert "auction" not in in_play


def test_auction_market_is_never_drawn_with_two_players() -> None:
    seen = set()
    for seed in range(60):
        seen.update(new_game(2, "random", seed=seed).table.vars["in_play"])
    assert "auction" not in seen and {"aquarium", "bank", "barter", "government", "rental", "trade", "used_boats"} <= seen


def test_auction_market_cannot_be_hand_picked_for_two_players() -> None:
    with pytest.raises(SessionError, match="fewer than 3"):
        new_game(2, "eel,auction")


def test_first_game_preset_uses_the_recommended_markets() -> None:
    s = new_game(3, "first_game")
    assert s.table.vars["in_play"] == ["mackerel", "boats", "king_crab", "eel", "red_snapper", "squid", "rental", "trade"]
    assert "tuna" not in new_game(6, "first_game").table.vars["in_play"]


def test_special_setup_notes_red_snapper_octopus_and_king_crab() -> None:
    s = new_game(3, "red_snapper,octopus,king_crab,bank")
    t = s.table
    grid = ids(s, Z.market("red_snapper", "tokens"))
    assert len(grid) == 15 and {t.pieces[p].pos for p in grid} == {(c, r) for c in range(5) for r in range(3)}
    assert kinds(s, Z.market("octopus", "tokens")) == {"fish_token.octopus": 5}
    assert kinds(s, Z.market("octopus", "takoyaki")) == {"fish_token.takoyaki": 10}
    crab = [p for p in ids(s, Z.BAG) if t.pieces[p].kind.startswith("fish_token.king_crab")]
    assert len(crab) == 7
    assert kinds(s, Z.market("bank", "loans")) == {"loan": 3} and kinds(s, Z.market("bank", "stocks")) == {"stock": 2}


def test_no_auction_bag_without_king_crab_or_tuna() -> None:
    s = new_game(3, "eel,fugu,salmon,squid,rental,trade")
    assert ids(s, Z.BAG_PIECE) == [] and ids(s, Z.BAG) == []


def test_hidden_money_closes_every_purse() -> None:
    s = new_game(3, EXAMPLE_MARKETS, money="hidden")
    from tsukiji_table.table import view

    v = view(s.table, 1)
    assert v.zones[Z.money(1)].money == 2000
    assert v.zones[Z.money(0)].money is None and v.zones[Z.money(2)].money is None


def test_setup_is_the_same_for_the_same_seed() -> None:
    a = new_game(4, "random", seed=42, first="random")
    b = new_game(4, "random", seed=42, first="random")
    assert a.table.state_hash() == b.table.state_hash()
    assert a.table.vars["in_play"] == b.table.vars["in_play"]


def test_unknown_market_in_a_hand_picked_list_is_refused() -> None:
    with pytest.raises(SessionError, match="unknown market"):
        new_game(3, "eel,whale")


def test_start_player_option_by_seat_name_or_index() -> None:
    assert new_game(4, first="seat3").table.vars["turn"] == 2
    assert new_game(4, first=1).table.vars["turn"] == 1
    with pytest.raises(SessionError, match="not a seat"):
        new_game(2, first="seat5")
    with pytest.raises(SessionError, match="seat1 ... seat6"):
        new_game(2, first="captain")
