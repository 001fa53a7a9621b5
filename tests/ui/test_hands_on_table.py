"""Real pygame events through the real loop: drags, undo, stacks, zoom, money."""

from __future__ import annotations

import pygame

from tsukiji_table.table import ZoneKind

from .conftest import click, drag, key, open_table, post, screen_of, zone_centre


def _top(scene, zone_id):
    return next(s for s in scene.layout.by_zone[zone_id] if not s.under)


def test_drag_moves_a_piece_into_the_zone_under_the_cursor(app):
    scene = open_table(app)
    top = _top(scene, "supply.barrel.eel")
    pid = top.handle
    before = len(scene.table.zones["supply.barrel.eel"].ids)
    drag(app, screen_of(scene, top), zone_centre(scene, "table"))
    assert scene.table.pieces[pid].zone == "table"
    assert len(scene.table.zones["supply.barrel.eel"].ids) == before - 1
    # Dropped where the mouse let go: the piece's centre is near the zone's centre.
    x, y = scene.table.pieces[pid].pos
    rect = scene.table.zones["table"].meta["rect"]
    assert abs(x - rect[2] / 2) < 20 and abs(y - (rect[3] - 9) / 2) < 20


def test_ctrl_z_restores_the_moved_piece(app):
    scene = open_table(app)
    top = _top(scene, "supply.license.mackerel")
    pid = top.handle
    state = scene.table.state_hash()
    drag(app, screen_of(scene, top), zone_centre(scene, "p0.area"))
    assert scene.table.pieces[pid].zone == "p0.area"
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.table.pieces[pid].zone == "supply.license.mackerel"
    assert scene.table.state_hash() == state
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    assert scene.table.pieces[pid].zone == "p0.area"


def test_undo_stops_at_the_setup(app):
    scene = open_table(app)
    steps = len(scene.table.done)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.table.done) == steps


def test_shift_drag_moves_the_whole_stack(app):
    scene = open_table(app)
    ids = list(scene.table.zones["supply.fish_token.eel"].ids)
    assert len(ids) == 13
    top = _top(scene, "supply.fish_token.eel")
    pygame.key.set_mods(pygame.KMOD_SHIFT)
    drag(app, screen_of(scene, top), zone_centre(scene, "p1.area"))
    pygame.key.set_mods(0)
    assert scene.table.zones["supply.fish_token.eel"].ids == []
    assert all(scene.table.pieces[i].zone == "p1.area" for i in ids)
    assert len(scene.table.done[-1].commands) == 1  # one gesture, one transaction, one command


def test_plain_drag_takes_only_the_top_of_a_stack(app):
    scene = open_table(app)
    ids = list(scene.table.zones["supply.fish_token.eel"].ids)
    drag(app, screen_of(scene, _top(scene, "supply.fish_token.eel")), zone_centre(scene, "table"))
    assert scene.table.zones["supply.fish_token.eel"].ids == ids[:-1]


def test_wheel_zoom_keeps_the_point_under_the_cursor(app):
    scene = open_table(app)
    for pos, clicks in (((400, 300), 1), ((900, 600), 3), ((640, 400), -2)):
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        app.step()
        before = scene.camera.to_world(*pos)
        level = scene.camera.level
        for _ in range(abs(clicks)):
            post(pygame.MOUSEWHEEL, x=0, y=1 if clicks > 0 else -1, flipped=False, precise_x=0.0, precise_y=float(clicks))
            app.step()
        after = scene.camera.to_world(*pos)
        assert scene.camera.level == level + clicks
        assert abs(before[0] - after[0]) < 1e-6 and abs(before[1] - after[1]) < 1e-6


def test_drop_outside_every_zone_leaves_the_piece(app):
    scene = open_table(app)
    top = _top(scene, "supply.barrel.tuna")
    far = scene.camera.to_screen(-500, -500)
    drag(app, screen_of(scene, top), (max(5, far[0]), max(60, far[1])))
    assert scene.table.pieces[top.handle].zone == "supply.barrel.tuna"


def test_flip_and_rotate_keys_act_on_the_hovered_piece(app):
    scene = open_table(app)
    top = _top(scene, "supply.license.eel")
    pos = screen_of(scene, top)
    post(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    key(app, pygame.K_f)
    assert scene.table.pieces[top.handle].face_up is False
    key(app, pygame.K_e)
    assert scene.table.pieces[top.handle].rot == 90
    key(app, pygame.K_q)
    assert scene.table.pieces[top.handle].rot == 0


def test_dragging_a_coin_hands_over_one_coin(app):
    scene = open_table(app)
    coin = next(s for s in scene.layout.by_zone["bank"] if s.denom == 100)
    bank_before = scene.table.zones["bank"].money()
    drag(app, screen_of(scene, coin), zone_centre(scene, "p0.money"))
    assert scene.table.zones["p0.money"].coins == {100: 1}
    assert scene.table.zones["bank"].money() == bank_before - 100


def test_box_select_moves_several_pieces_together(app):
    scene = open_table(app)
    a = _top(scene, "supply.barrel.eel")
    b = _top(scene, "supply.barrel.fugu")
    pa, pb = screen_of(scene, a), screen_of(scene, b)
    lo = (min(pa[0], pb[0]) - 8, min(pa[1], pb[1]) - 8)
    hi = (max(pa[0], pb[0]) + 8, max(pa[1], pb[1]) + 8)
    pygame.key.set_mods(pygame.KMOD_CTRL)
    # Start on empty table just outside the pieces' rows.
    start = scene.camera.to_world(*lo)
    assert scene.layout.sprite_at(*start) is None
    drag(app, lo, hi)
    pygame.key.set_mods(0)
    assert {a.handle, b.handle} <= set(scene.input.selection)
    pa = screen_of(scene, a)
    drag(app, pa, zone_centre(scene, "table"))
    assert scene.table.pieces[a.handle].zone == "table" and scene.table.pieces[b.handle].zone == "table"


def test_right_click_menu_shuffles_a_stack(app):
    scene = open_table(app, "sandbox:turin", 3)
    top = _top(scene, "supply.goods_card")
    order = list(scene.table.zones["supply.goods_card"].ids)
    click(app, screen_of(scene, top), button=3)
    assert scene.menu is not None
    labels = [label for label, _ in scene.menu.entries]
    k = labels.index("act.shuffle")
    row = scene.menu.rect.y + 4 + k * scene.menu.ROW + scene.menu.ROW // 2
    click(app, (scene.menu.rect.x + 20, row))
    assert scene.table.done[-1].label == "shuffle"
    assert sorted(scene.table.zones["supply.goods_card"].ids) == sorted(order)
    assert scene.table.zones["supply.goods_card"].ids != order


def test_a_drag_from_a_bag_draws_at_random_and_replays(app):
    scene = open_table(app)
    tokens = scene.table.zones["supply.fish_token.mackerel"].ids[-5:]
    with scene.table.begin("fill", 0) as tx:
        tx.move(tokens, "bag")
    scene.changed()
    app.step()
    bag = scene.layout.boxes["bag"]
    start = scene.camera.to_screen(bag.room[0] + bag.room[2] / 2, bag.room[1] + bag.room[3] / 2)
    assert scene.layout.sprite_at(*scene.camera.to_world(*start)) is not None
    drag(app, start, zone_centre(scene, "table"))
    moved = scene.table.done[-1].commands[0]
    assert moved.rng is not None and moved.ids[0] in tokens
    assert scene.table.zones["table"].ids == [moved.ids[0]]


def test_hand_drop_reorders_by_position(app):
    scene = open_table(app, "sandbox:turin", 2)
    deck = scene.table.zones["supply.goods_card"].ids
    three = deck[-3:]
    with scene.table.begin("deal", 0) as tx:
        tx.move(three, "p0.hand")
    scene.changed()
    app.step()
    first = next(s for s in scene.layout.by_zone["p0.hand"] if s.handle == three[0])
    last = next(s for s in scene.layout.by_zone["p0.hand"] if s.handle == three[2])
    drag(app, screen_of(scene, last), scene.camera.to_screen(first.x - first.w / 2 - 1, first.y))
    assert scene.table.zones["p0.hand"].ids[0] == three[2]
    assert scene.table.zones["p0.hand"].kind is ZoneKind.HAND
