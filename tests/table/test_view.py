"""Views: each seat sees only what the rules let it see."""

from __future__ import annotations

import pytest

from tsukiji_table.table import TableError, Visibility, resolve, view


def deal(table, seat, n=2):
    with table.begin("deal") as tx:
        tx.move(table.in_zone("deck")[-n:], f"p{seat}.hand")


def test_a_hand_is_seen_by_its_owner_only(table):
    deal(table, 1)
    own = view(table, 1).zones["p1.hand"].pieces
    other = view(table, 0).zones["p1.hand"].pieces
    assert [p.kind for p in own] == ["card", "card"] and not any(p.hidden for p in own)
    assert [p.kind for p in other] == ["card.back", "card.back"] and all(p.hidden for p in other)
    # the other seat cannot learn which card it is, not even from its id
    assert not any(p.handle.startswith("card#") for p in other)


def test_a_handle_resolves_to_the_hidden_piece(table):
    deal(table, 1)
    handle = view(table, 0).zones["p1.hand"].pieces[0].handle
    assert resolve(table, 0, handle) == table.in_zone("p1.hand")[0]


def test_a_handle_for_a_visible_piece_is_refused(table):
    deal(table, 1)
    with pytest.raises(TableError, match="stale handle"):
        resolve(table, 1, "?p1.hand#0")


def test_face_down_cards_on_the_open_table_show_their_back(table):
    with table.begin("to discard") as tx:
        tx.move(["card#0"], "discard")
    assert view(table, 0).zones["discard"].pieces[0].kind == "card.back"
    with table.begin("flip") as tx:
        tx.flip(["card#0"])
    assert view(table, 0).zones["discard"].pieces[0].kind == "card"


def test_a_face_down_piece_without_a_hiding_back_stays_known(table):
    with table.begin("flip") as tx:
        tx.move(["token#0"], "discard")
        tx.flip(["token#0"])
    seen = view(table, 1).zones["discard"].pieces[0]
    assert seen.kind == "token" and not seen.hidden and not seen.face_up


def test_bag_contents_hide_position_and_rotation(table):
    seen = view(table, 0).zones["bag"].pieces
    assert len(seen) == 10 and all(p.hidden and p.pos is None and p.rot == 0 for p in seen)


def test_hidden_money_is_a_closed_purse(table):
    assert view(table, 0).zones["p1.money"].coins is None
    assert view(table, 1).zones["p1.money"].money == 1700
    with table.begin("open money") as tx:
        tx.set_visibility("p1.money", Visibility.EVERYONE)
    assert view(table, 0).zones["p1.money"].money == 1700


def test_the_referee_sees_everything(table):
    deal(table, 0)
    assert all(not p.hidden for z in view(table, None).zones.values() for p in z.pieces)


def test_others_visibility_hides_from_the_owner_only(table):
    with table.begin("forehead") as tx:
        tx.move(["card#0"], "p0.supply")
        tx.flip(["card#0"])  # held up with its face outwards
        tx.set_visibility("p0.supply", Visibility.OTHERS)
    assert view(table, 0).zones["p0.supply"].pieces[0].hidden
    assert not view(table, 1).zones["p0.supply"].pieces[0].hidden
