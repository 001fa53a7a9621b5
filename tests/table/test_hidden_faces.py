"""Hidden faces on real tables: backs, face-down pieces, zones hidden from their owner, bags, money on pieces."""

from __future__ import annotations

import pytest

from tsukiji_table.games.contract import may_see, may_see_money
from tsukiji_table.games.furniture import money_on
from tsukiji_table.games.session import Session
from tsukiji_table.rulesdata import load_rules
from tsukiji_table.table import MoveMoney, Visibility, ZoneKind, sees_face, view

CARD_LIKE = ("card", "tile", "sign", "board", "license")


def free_table(box: str, players: int = 2):
    return Session.new(f"sandbox:{box}", players, 3, {}).table


def seen(table, seat: int, pid: str):
    """The piece view of ``pid`` as ``seat`` sees it (found by position in its zone)."""
    zone = table.pieces[pid].zone
    return view(table, seat).zones[zone].pieces[table.zones[zone].ids.index(pid)]


def put(table, pid: str, zone: str, pos=(50.0, 50.0)) -> None:
    with table.begin("put", 0) as tx:
        tx.move([pid], zone, pos=[pos] if table.zones[zone].kind in (ZoneKind.AREA, ZoneKind.GRID) else None)


def test_a_stock_card_turned_face_down_on_the_free_table_is_hidden_from_the_other_seat():
    # The defect of issue 11: seat 1's view named a stock card seat 0 had turned face down.
    table = free_table("jidohanbaiki")
    card = "stock_card.red"
    with table.begin("flip", 0) as tx:
        tx.flip([card])
    other = seen(table, 1, card)
    assert other.hidden and other.kind == "stock_card.back"
    assert card not in other.handle
    assert all(p.kind != card and p.handle != card for p in view(table, 1).pieces())


@pytest.mark.parametrize("box", ["tsukiji", "turin", "jidohanbaiki"])
def test_every_card_like_kind_of_every_box_has_a_back(box):
    rules = load_rules(box)
    for comp in rules.components.values():
        for _, variant, _ in comp.kinds():
            shape = variant.shape if variant is not None and variant.shape else comp.shape
            if shape in CARD_LIKE:
                assert comp.back_of(variant) is not None, f"{comp.id} has no back"


def test_pieces_come_out_of_the_box_as_the_box_holds_them():
    # Stock cards lie face up (the solo games lay them out); goods cards and market boards come as face-down decks.
    jido, turin, tsukiji = free_table("jidohanbaiki"), free_table("turin"), free_table("tsukiji")
    assert all(p.face_up for p in jido.pieces.values() if p.kind.startswith("stock_card."))
    assert not any(p.face_up for p in turin.pieces.values() if p.kind.startswith("goods_card."))
    assert not any(p.face_up for p in tsukiji.pieces.values() if p.kind.startswith("market_board."))


def test_an_owner_knows_their_own_face_down_card_and_the_others_see_its_back():
    table = free_table("jidohanbaiki")
    put(table, "stock_card.blue", "p0.area")
    with table.begin("flip", 0) as tx:
        tx.flip(["stock_card.blue"])
    mine = seen(table, 0, "stock_card.blue")
    assert not mine.hidden and mine.kind == "stock_card.blue" and not mine.face_up
    assert seen(table, 1, "stock_card.blue").hidden
    # On the open play area nobody owns it: nobody knows it.
    put(table, "stock_card.blue", "table")
    assert seen(table, 0, "stock_card.blue").hidden and seen(table, 1, "stock_card.blue").hidden


def test_a_card_on_the_forehead_is_seen_by_the_others_only():
    table = free_table("jidohanbaiki", 3)
    put(table, "stock_card.mint", "p0.forehead")
    assert table.zones["p0.forehead"].visibility is Visibility.OTHERS
    assert seen(table, 0, "stock_card.mint").hidden
    assert not seen(table, 1, "stock_card.mint").hidden and not seen(table, 2, "stock_card.mint").hidden
    # Turned face down on the forehead it shows its back to the others, and its holder still cannot look.
    with table.begin("flip", 0) as tx:
        tx.flip(["stock_card.mint"])
    assert all(seen(table, s, "stock_card.mint").hidden for s in range(3))


def test_a_drink_in_a_closed_hand_is_hidden_even_from_its_holder():
    # G16: drinks held in the fist, unseen by everyone, the holder too.
    table = free_table("jidohanbaiki", 3)
    drink = table.zones["crate.1"].ids[0]
    put(table, drink, "p1.fist")
    for seat in range(3):
        other = seen(table, seat, drink)
        assert other.hidden and drink not in other.handle
        assert not may_see(table, "p1.fist", drink, seat)
    assert sees_face(table, drink, None)  # the referee sees everything


def test_a_bag_hides_its_contents_whatever_its_visibility():
    table = free_table("turin")
    card = "goods_card.c01"
    with table.begin("in", 0) as tx:
        tx.move([card], "bag")
        tx.set_face([card], True)
        tx.set_visibility("bag", Visibility.EVERYONE)
    for seat in range(2):
        other = seen(table, seat, card)
        assert other.hidden and other.pos is None and other.rot == 0
        assert not may_see(table, "bag", card, seat)


def test_a_back_that_does_not_hide_keeps_the_piece_known():
    # A salmon token turned to its stale "4" side is still a salmon token; so is an upside-down crate.
    table = free_table("tsukiji")
    token = table.zones["supply.fish_token.salmon"].ids[-1]
    put(table, token, "table")
    with table.begin("flip", 0) as tx:
        tx.flip([token])
    other = seen(table, 1, token)
    assert not other.hidden and other.kind == "fish_token.salmon" and not other.face_up
    jido = free_table("jidohanbaiki")
    with jido.begin("flip", 0) as tx:
        tx.move(jido.in_zone("crate.1"), "table", pos=[(20.0 + 14 * k, 60.0) for k in range(6)])
        tx.flip(["crate#1"])
    assert not seen(jido, 1, "crate#1").hidden


def test_money_on_a_card_shows_while_the_card_does():
    table = free_table("jidohanbaiki")
    card = "stock_card.black"
    put(table, card, "table")
    zone = money_on(card)
    with table.begin("price", 0) as tx:
        tx.add(MoveMoney((("bank", zone, ((100, 2),)),)))
    assert view(table, 1).zones[zone].coins == {100: 2}
    with table.begin("flip", 0) as tx:
        tx.flip([card])
    # The coins lie on a card nobody can tell: their zone would name it, so it shows no coins.
    assert view(table, 1).zones[zone].coins is None and not may_see_money(table, zone, 1)
    with table.begin("flip", 0) as tx:
        tx.flip([card])
    assert view(table, 1).zones[zone].coins == {100: 2}


def test_a_closed_purse_is_closed_and_a_pot_is_open():
    table = Session.new("sandbox:turin", 2, 3, {"money": "hidden"}).table
    with table.begin("stake", 0) as tx:
        tx.add(MoveMoney((("bank", "p0.money", ((5, 2),)), ("bank", "pot", ((1, 3),)))))
    assert view(table, 1).zones["p0.money"].coins is None
    assert view(table, 0).zones["p0.money"].money == 10
    assert view(table, 1).zones["pot"].money == 3


@pytest.mark.parametrize("box", ["tsukiji", "turin", "jidohanbaiki"])
def test_every_free_table_has_a_bag_a_pot_and_money_places_on_its_cards(box):
    table = free_table(box)
    assert table.zones["bag"].kind is ZoneKind.BAG and table.zones["bag"].visibility is Visibility.NOBODY
    assert table.zones["pot"].kind is ZoneKind.MONEY and table.zones["pot"].visibility is Visibility.EVERYONE
    cards = [pid for pid, p in table.pieces.items() if table.kinds[p.kind].component in ("stock_card", "goods_card", "market_board")]
    assert cards and all(money_on(pid) in table.zones for pid in cards)
    for seat in range(2):
        assert table.zones[f"p{seat}.forehead"].visibility is Visibility.OTHERS
        assert table.zones[f"p{seat}.fist"].visibility is Visibility.NOBODY and table.zones[f"p{seat}.fist"].owner == seat


def test_the_view_and_the_written_rule_agree_on_every_piece_after_random_hand_moves():
    import random

    from tsukiji_table.games.table_moves import random_hand_move

    for box in ("jidohanbaiki", "turin", "tsukiji"):
        table = free_table(box, 3)
        rng = random.Random(box)
        for step in range(400):
            random_hand_move(table, rng, seat=step % 3)
            if step % 20:
                continue
            for seat in range(3):
                for zid, zv in view(table, seat).zones.items():
                    for pv, pid in zip(zv.pieces, table.zones[zid].ids):
                        assert pv.hidden == (not may_see(table, zid, pid, seat)), (box, seat, zid, pid)
                    if zv.kind is ZoneKind.MONEY:
                        assert (zv.coins is not None) == may_see_money(table, zid, seat), (box, seat, zid)
