"""Hidden faces and table furniture in the window: backs on screen, money on cards and in pots, crates as pieces, bags."""

from __future__ import annotations

import pygame
import pytest

from tsukiji_table.games.base import component_counts
from tsukiji_table.games.furniture import money_on
from tsukiji_table.ui import gestures
from tsukiji_table.ui.gestures import GestureError

from .conftest import click, drag, key, open_table, post, screen_of, zone_centre


def _sprite(scene, handle):
    return next(s for s in scene.layout.sprites if s.handle == handle and not s.under)


def _at(scene, zone_id, index):
    return next(s for s in scene.layout.by_zone[zone_id] if s.index == index and not s.under)


def _hover(app, scene, sprite):
    x, y = screen_of(scene, sprite)
    post(pygame.MOUSEMOTION, pos=(int(x), int(y)), rel=(0, 0), buttons=(0, 0, 0))
    app.step()


def _lay(scene, pid, zone, pos=(60.0, 60.0)):
    with scene.table.begin("lay", 0) as tx:
        tx.move([pid], zone, pos=[pos])
    scene.changed()


def _pass_to(app, scene, seat):
    scene.request_viewer(seat, force=True)
    app.step()
    click(app, scene.screen_rect.center)
    app.step()


def test_a_card_turned_face_down_on_the_free_table_reaches_the_next_screen_as_a_back(app):
    scene = open_table(app, "sandbox:jidohanbaiki", 2)
    card = "stock_card.red"
    _lay(scene, card, "table")
    app.step()
    _hover(app, scene, _sprite(scene, card))
    key(app, pygame.K_f)
    assert not scene.table.pieces[card].face_up
    _pass_to(app, scene, 1)
    assert scene.viewer == 1
    drawn = [i for i in scene.renderer.items if i.zone == "table" and i.what == "piece"]
    assert [(i.kind, i.hidden) for i in drawn] == [("stock_card.back", True)]
    assert card not in {i.handle for i in scene.renderer.items}
    # Nothing on the screen names it: the log line and the tooltip say "hidden".
    line = scene.describe(scene.table.done[-1])
    assert "red" not in line.lower() and "hidden" in line
    _hover(app, scene, _at(scene, "table", 0))
    assert all("red" not in text.lower() for text, _ in scene.menus.tooltip_lines())


def test_an_owner_sees_their_own_face_down_card_with_a_turned_corner(app):
    scene = open_table(app, "sandbox:jidohanbaiki", 2)
    card = "stock_card.blue"
    _lay(scene, card, "p0.area")
    with scene.table.begin("flip", 0) as tx:
        tx.flip([card])
    scene.changed()
    app.step()
    mine = _sprite(scene, card)
    assert mine.down and not mine.hidden
    assert scene.catalog.side(mine.kind, mine.down).peek
    _hover(app, scene, mine)
    assert any("others see its back" in text for text, _ in scene.menus.tooltip_lines())


def test_a_card_on_the_forehead_is_a_back_to_its_holder_and_cannot_be_peeked_at(app):
    scene = open_table(app, "sandbox:jidohanbaiki", 2)
    card = "stock_card.mint"
    with scene.table.begin("forehead", 0) as tx:
        tx.move([card], "p0.forehead")
    scene.changed()
    app.step()
    (sprite,) = scene.layout.by_zone["p0.forehead"]
    assert sprite.hidden and sprite.handle != card
    # Dragging it about shows a back under the mouse; the right-click menu names nothing.
    x, y = screen_of(scene, sprite)
    post(pygame.MOUSEMOTION, pos=(int(x), int(y)), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(int(x), int(y)), button=1)
    app.step()
    post(pygame.MOUSEMOTION, pos=(int(x) + 30, int(y) + 30), rel=(30, 30), buttons=(1, 0, 0))
    app.step()
    carried = [i for i in scene.renderer.items if i.what == "drag"]
    assert carried and all(i.hidden and i.kind == "stock_card.back" for i in carried)
    post(pygame.MOUSEBUTTONUP, pos=(int(x), int(y)), button=1)
    app.step()
    click(app, screen_of(scene, scene.layout.by_zone["p0.forehead"][0]), button=3)
    assert scene.menu is not None
    labels = [label if isinstance(label, str) else label() for label, _ in scene.menu.entries]
    assert not any("mint" in str(label).lower() for label in labels)
    key(app, pygame.K_ESCAPE)
    # The other seat sees its face.
    _pass_to(app, scene, 1)
    assert [i.handle for i in scene.renderer.items if i.zone == "p0.forehead" and i.what == "piece"] == [card]


def test_a_drink_in_a_closed_hand_is_drawn_hidden_to_everyone(app):
    scene = open_table(app, "sandbox:jidohanbaiki", 2)
    drink = scene.table.zones["crate.2"].ids[0]
    drag(app, screen_of(scene, _sprite(scene, drink)), zone_centre(scene, "p0.fist"))
    assert scene.table.pieces[drink].zone == "p0.fist"
    for seat in (0, 1):
        if seat:
            _pass_to(app, scene, 1)
        drawn = [i for i in scene.renderer.items if i.zone == "p0.fist" and i.what == "piece"]
        assert len(drawn) == 1 and drawn[0].hidden and drawn[0].handle != drink


def test_coins_dragged_from_a_purse_lie_on_a_card_and_in_the_pot(app):
    scene = open_table(app, "sandbox:jidohanbaiki", 2)
    card = "stock_card.black"
    _lay(scene, card, "table")
    counts = component_counts(scene.table)
    with scene.table.begin("wages", 0) as tx:
        tx.pay("bank", "p0.money", 300)
    scene.changed()
    app.step()
    coin = next(s for s in scene.layout.by_zone["p0.money"] if s.denom == 100)
    drag(app, screen_of(scene, coin), screen_of(scene, _sprite(scene, card)))
    assert scene.table.zones[money_on(card)].coins == {100: 1}
    coin = next(s for s in scene.layout.by_zone["p0.money"] if s.denom == 100)
    drag(app, screen_of(scene, coin), zone_centre(scene, "pot"))
    assert scene.table.zones["pot"].coins == {100: 1}
    assert component_counts(scene.table) == counts  # money is conserved
    # The coins on the card are drawn on it, and move with it.
    on_card = [s for s in scene.layout.by_zone[money_on(card)] if s.denom]
    assert on_card and _sprite(scene, card).contains(on_card[0].x, on_card[0].y)
    edge = _sprite(scene, card)
    grab = scene.camera.to_screen(edge.x, edge.y - edge.h / 2 + 8)  # by its edge: the coins lie on its middle
    drag(app, grab, zone_centre(scene, "aside"))
    assert scene.table.pieces[card].zone == "aside"
    on_card = next(s for s in scene.layout.by_zone[money_on(card)] if s.denom)
    assert _sprite(scene, card).contains(on_card.x, on_card.y)
    # Money on a card: it cannot be turned over or put on a pile until the coins are taken off.
    with pytest.raises(GestureError, match="money"):
        gestures.flip(scene.table, 0, [card])
    gestures.take_all(scene.table, 0, money_on(card), "p0.money")
    gestures.flip(scene.table, 0, [card])
    assert not scene.table.pieces[card].face_up


def test_a_crate_carries_its_drinks_when_moved_and_turned(app):
    scene = open_table(app, "sandbox:jidohanbaiki", 2)
    drinks = list(scene.table.zones["crate.1"].ids)
    assert len(drinks) == 6
    drag(app, screen_of(scene, _sprite(scene, "crate#1")), zone_centre(scene, "table"))
    assert scene.table.pieces["crate#1"].zone == "table"
    assert scene.table.zones["crate.1"].ids == drinks  # the drinks stay in their pockets
    crate = _sprite(scene, "crate#1")
    assert all(crate.contains(s.x, s.y) for d in drinks for s in [_sprite(scene, d)])
    before = {d: scene.table.pieces[d].pos for d in drinks}
    _hover(app, scene, crate)
    key(app, pygame.K_e)
    crate = _sprite(scene, "crate#1")
    assert scene.table.pieces["crate#1"].rot == 90 and crate.w > crate.h  # lying across now
    assert {d: scene.table.pieces[d].pos for d in drinks} == before  # pockets in the crate's own frame
    assert all(crate.contains(s.x, s.y) and s.rot == 90 for d in drinks for s in [_sprite(scene, d)])


def test_a_crate_is_emptied_turned_upside_down_and_filled_again(app):
    scene = open_table(app, "sandbox:jidohanbaiki", 2)
    drag(app, screen_of(scene, _sprite(scene, "crate#3")), zone_centre(scene, "table"))
    drinks = list(scene.table.zones["crate.3"].ids)
    with_drinks = _sprite(scene, "crate#3")
    _hover(app, scene, with_drinks)
    key(app, pygame.K_f)  # full: it is not turned over (the drinks would fall out)
    assert scene.table.pieces["crate#3"].face_up
    gestures.empty(scene.table, 0, "crate#3", scene.layout)
    scene.changed()
    app.step()
    assert scene.table.zones["crate.3"].ids == [] and all(scene.table.pieces[d].zone == "table" for d in drinks)
    _hover(app, scene, _sprite(scene, "crate#3"))
    key(app, pygame.K_f)
    assert not scene.table.pieces["crate#3"].face_up
    assert "crate.3" not in scene.layout.boxes  # nothing stands in an upside-down crate
    key(app, pygame.K_f)
    for d in drinks[:3]:
        drag(app, screen_of(scene, _sprite(scene, d)), screen_of(scene, _sprite(scene, "crate#3")))
    held = [scene.table.pieces[d].pos for d in drinks[:3]]
    assert all(scene.table.pieces[d].zone == "crate.3" for d in drinks[:3])
    assert len(set(held)) == 3  # one drink per pocket


def test_drinks_dropped_on_a_full_crate_are_refused(app):
    scene = open_table(app, "sandbox:jidohanbaiki", 2)
    drink = scene.table.zones["crate.2"].ids[0]
    before = scene.table.state_hash()
    drag(app, screen_of(scene, _sprite(scene, drink)), screen_of(scene, _sprite(scene, "crate#1")))
    assert scene.table.state_hash() == before
    assert any("full" in t.text for t in scene.toasts.items)


def test_every_free_table_has_a_bag_that_hides_what_goes_in_and_draws_at_random(app):
    for game in ("sandbox:turin", "sandbox:jidohanbaiki", "sandbox:tsukiji"):
        scene = open_table(app, game, 2)
        assert "bag" in scene.layout.boxes and scene.layout.boxes["bag"].board is not None
        pid = next(p for p, piece in scene.table.pieces.items() if piece.zone.startswith("supply.") and piece.face_up)
        _lay(scene, pid, "table")
        app.step()
        drag(app, screen_of(scene, _sprite(scene, pid)), zone_centre(scene, "bag"))
        assert scene.table.pieces[pid].zone == "bag"
        drawn = [i for i in scene.renderer.items if i.zone == "bag" and i.what == "piece"]
        assert drawn and all(i.hidden for i in drawn) and pid not in {i.handle for i in scene.renderer.items}
        post(pygame.MOUSEMOTION, pos=tuple(int(v) for v in zone_centre(scene, "bag")), rel=(0, 0), buttons=(0, 0, 0))
        app.step()
        key(app, pygame.K_d)
        assert scene.table.pieces[pid].zone == "p0.hand"
