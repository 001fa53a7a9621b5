"""Frames: no text is rendered again while nothing changes; save and load; layers; language switch."""

from __future__ import annotations

import pygame

from tsukiji_table.games.session import Session
from tsukiji_table.paths import user_data_dir
from tsukiji_table.ui import i18n
from tsukiji_table.ui.fonts import fonts

from .conftest import drag, key, open_table, post, zone_centre


def test_idle_and_dragging_frames_render_no_text(app):
    scene = open_table(app, "sandbox:tsukiji", 4)
    top = next(s for s in scene.layout.by_zone["supply.barrel.eel"] if not s.under)
    x, y = (int(v) for v in scene.camera.to_screen(top.x, top.y))
    post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(60):
        app.step()  # the tooltip shows (its text is rendered once)
    renders, statics = fonts().renders, scene.renderer.static_renders
    for _ in range(30):
        app.step()
    assert fonts().renders == renders
    assert scene.renderer.static_renders == statics  # the still table comes from the cache
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    for k in range(1, 4):
        post(pygame.MOUSEMOTION, pos=(x + 10 * k, y + 10 * k), rel=(10, 10), buttons=(1, 0, 0))
        app.step()
    assert scene.input.drag is not None
    renders, statics = fonts().renders, scene.renderer.static_renders
    for k in range(30):
        post(pygame.MOUSEMOTION, pos=(x + 40 + 3 * k, y + 30 + 2 * k), rel=(3, 2), buttons=(1, 0, 0))
        app.step()
    assert fonts().renders == renders
    assert scene.renderer.static_renders == statics


def test_language_switch_redraws_in_japanese(app):
    scene = open_table(app, "sandbox:turin", 2)
    key(app, pygame.K_F2)
    assert i18n.language() == "ja"
    labels = [scene.renderer.zone_label(b, scene.seats) for b in scene.layout.zones]
    assert "プレイエリア" in labels
    key(app, pygame.K_F2)
    assert i18n.language() == "en"


def test_save_and_load_give_the_same_table(app):
    scene = open_table(app, "sandbox:turin", 2)
    top = next(s for s in scene.layout.by_zone["supply.goods_card"] if not s.under)
    drag(app, scene.camera.to_screen(top.x, top.y), zone_centre(scene, "table"))
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    saves = sorted((user_data_dir() / "saves").glob("sandbox-turin-*.json"))
    assert saves
    loaded = Session.load(saves[-1])
    assert loaded.table.state_hash() == scene.table.state_hash()
    assert len(loaded.table.done) == len(scene.table.done)


def test_autosave_every_few_actions(app):
    scene = open_table(app, "sandbox:tsukiji", 2)
    saver = scene.autosaves.saver(scene.autosave_slot)
    for zone in ("supply.barrel.eel", "supply.barrel.fugu", "supply.barrel.tuna"):
        top = next(s for s in scene.layout.by_zone[zone] if not s.under)
        drag(app, scene.camera.to_screen(top.x, top.y), zone_centre(scene, "table"))
    save, problems = saver.latest()
    assert save is not None and save.game == "sandbox:tsukiji"
    assert save.hash == scene.table.state_hash()
