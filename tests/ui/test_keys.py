"""The key table (ui/keys.py): every key the help lists does what it says, in every scene that lists it.

Each (scope, binding) of the table needs an entry in ``EFFECTS`` below: a
setup that opens the scene and a check of what the key did, through real key
events.  A binding added without one fails ``test_every_binding_has_an_effect_test``;
a handler missing for a listed key fails ``test_every_listed_key_has_a_handler``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from tsukiji_table.paths import user_data_dir
from tsukiji_table.ui import i18n, keys
from tsukiji_table.ui.app import PauseMenu
from tsukiji_table.ui.launch import make_session
from tsukiji_table.ui.overlays import HelpOverlay
from tsukiji_table.ui.rules_panel import RulesPanel
from tsukiji_table.ui.scenes.menu import MenuScene
from tsukiji_table.ui.scenes.table import TableScene

from ..turin.ui_driver import Policy
from .conftest import click, key, open_table, post, settle
from .test_bots import OnlyThePerson
from .test_pass_and_play import _deal


def press(app, binding_id: str, scope: str) -> keys.Key:
    """Press (and hold: some keys act while held) the first key of a binding, with exactly the modifiers it asks for."""
    b = next(b for b in keys.BINDINGS if b.id == binding_id)
    k = b.keys[0]
    mod = (pygame.KMOD_CTRL if k.ctrl else 0) | (pygame.KMOD_SHIFT if k.shift else 0)
    post(pygame.KEYDOWN, key=k.code, mod=mod, unicode="", scancode=0)
    app.step()
    return k


def release(app, k: keys.Key) -> None:
    post(pygame.KEYUP, key=k.code, mod=0, unicode="", scancode=0)
    app.step()


def _free_table(app, players: int = 2) -> TableScene:
    return open_table(app, "sandbox:turin", players)


def _mouse_over_piece(app, scene: TableScene, zone: str | None = None) -> Any:
    sprite = next(s for s in scene.layout.sprites if not s.under and (zone is None or s.zone == zone) and s.handle in scene.table.pieces)
    pos = tuple(int(v) for v in scene.camera.to_screen(sprite.x, sprite.y))
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    return sprite


def _mouse_over_stack(app, scene: TableScene) -> str:
    box = next(b for b in scene.layout.boxes.values() if b.kind.value == "stack" and len(scene.table.zones[b.id].ids) > 1 and not b.id.startswith("tower"))
    x, y, w, h = box.rect
    pos = tuple(int(v) for v in scene.camera.to_screen(x + w / 2, y + h / 2))
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    return box.id


def _check_help(scopes: list[str], mouse: bool) -> Callable[[Any, Any, Any], None]:
    def check(app, scene, before):
        top = scene.modals[-1]
        assert isinstance(top, HelpOverlay)
        assert top.lines == keys.help_lines(scopes, scene.key_condition, mouse=mouse)

    return check


def _language_changed(app, scene, before):
    assert i18n.language() == "ja"
    i18n.set_language("en")


# ---------------------------------------------------------------- menu


def _menu(app):
    app.open_menu()
    app.step()
    return app.scene, None


def _menu_started(app, scene, before):
    assert isinstance(app.scene, TableScene)


def _rules_open(app, scene, before):
    settle(app)  # the summaries are read on a worker
    top = scene.modals[-1]
    assert isinstance(top, RulesPanel) and top.summaries and top.body_lines(), "the rules panel, with text"


def _menu_second_game(app):
    scene, _ = _menu(app)
    scene.pick(scene.game_list.visible_games()[1])
    return scene, scene.game_list.visible_games()


def _stepped(step: int):
    def check(app, scene, games):
        assert scene.choice is games[1 + step]

    return check


# ---------------------------------------------------------------- table


def _table(app):
    return _free_table(app), None


def _table_with_a_move(app):
    scene = _free_table(app)
    sprite = _mouse_over_piece(app, scene)
    key(app, pygame.K_f)
    return scene, (len(scene.table.done), sprite.handle)


def _undone(app, scene, before):
    assert len(scene.table.done) == before[0] - 1


def _table_undone(app):
    scene, before = _table_with_a_move(app)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    return scene, before


def _redone(app, scene, before):
    assert len(scene.table.done) == before[0]


def _saves(app):
    scene = _free_table(app)
    return scene, set((user_data_dir() / "saves").glob("*.json"))


def _saved(app, scene, before):
    assert set((user_data_dir() / "saves").glob("*.json")) - before


def _over_piece(app):
    scene = _free_table(app)
    sprite = _mouse_over_piece(app, scene)
    piece = scene.table.pieces[sprite.handle]
    return scene, (sprite.handle, piece.face_up, piece.rot, len(scene.table.done))


def _flipped(app, scene, before):
    assert scene.table.pieces[before[0]].face_up != before[1]


def _rotated(sign: int):
    def check(app, scene, before):
        assert (scene.table.pieces[before[0]].rot - before[2]) % 360 == (90 * sign) % 360

    return check


def _over_stack(app):
    scene = _free_table(app)
    zone = _mouse_over_stack(app, scene)
    return scene, (zone, list(scene.table.zones[zone].ids), len(scene.table.done))


def _shuffled(app, scene, before):
    assert len(scene.table.done) == before[2] + 1 and sorted(scene.table.zones[before[0]].ids) == sorted(before[1])


def _drawn(app, scene, before):
    assert len(scene.table.zones[before[0]].ids) == len(before[1]) - 1


def _camera(app):
    scene = _free_table(app)
    scene.camera.zoom_at(-2, 5, 5)
    return scene, (scene.camera.level, scene.camera.ox, scene.camera.oy)


def _fitted(app, scene, before):
    assert (scene.camera.level, scene.camera.ox, scene.camera.oy) != before


def _zoomed(sign: int):
    def check(app, scene, before):
        assert (scene.camera.level - before[0]) * sign > 0

    return check


def _panned(app, scene, before):
    assert scene.camera.ox > before[1]  # the first pan key is Left: the table moves right


def _passed(app, scene, before):
    assert scene.cover is not None and scene.cover.seat == 1


def _paused(app, scene, before):
    assert any(isinstance(m, PauseMenu) for m in scene.modals)


def _bots_waiting(app):
    scene = app.open_session(make_session("turin", None, 4, bots="human,heuristic,heuristic"))
    scene.bots.fast = False
    person = OnlyThePerson(app, Policy(lambda seat, rnd, money, rebid: min(money, 3), offer=lambda seat, rnd: 4, buy=lambda seat, card: True))
    person.play(lambda: scene.bots.next_bot() is not None, limit=200)
    return scene, (len(scene.table.done), scene.bots.fast)


def _bot_moved(app, scene, before):
    assert len(scene.table.done) == before[0] + 1


def _bots_fast(app, scene, before):
    assert scene.bots.fast != before[1]


# ---------------------------------------------------------------- tower


def _tower(app):
    scene = open_table(app, "sandbox:jidohanbaiki", 1)
    return scene, scene.plugin.tower


def _tower_animating(app):
    scene, view = _tower(app)
    view.tip_crate("crate.1")
    app.step()
    assert view.animating
    return scene, view


def _throw_toggled(app, scene, view):
    assert view.throw_mode


def _fast(app, scene, view):
    assert view.fast_key


def _skipped(app, scene, view):
    assert not view.animating


def _tower_loaded(app):
    scene, view = _tower(app)
    view.throw_mode = True
    view.load(scene.table.zones["crate.1"].ids[0])
    return scene, view


def _put_back(app, scene, view):
    assert view.loaded is None and not any(isinstance(m, PauseMenu) for m in scene.modals)


# ---------------------------------------------------------------- the crate floor (G06, G08)


def _dragging_a_crate(app):
    from tsukiji_table.games.session import Session

    scene = app.open_session(Session.new("jido:g08", 1, 3), cover_first=False)
    app.step()
    crate = scene.plugin.crates()[0]
    start = tuple(int(v) for v in scene.camera.to_screen(*crate.spots[0]))
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step()
    post(pygame.MOUSEMOTION, pos=(start[0] + 30, start[1]), rel=(30, 0), buttons=(1, 0, 0))
    app.step()
    assert scene.plugin.dragging == 0
    return scene, scene.plugin.want_rot


def _crate_turned(app, scene, before):
    assert scene.plugin.want_rot != before


# ---------------------------------------------------------------- dialogs


def _card_dialog(app):
    """The secret card choice (Turin free table), at the choice itself."""
    scene = _free_table(app)
    _deal(scene, 0, 2)
    _deal(scene, 1, 2)
    scene.secret_card([0, 1], lambda results: None)
    click(app, scene.screen_rect.center)  # the cover: seat 0 is ready
    app.step()
    assert scene.modals and scene.modals[-1].phase == "input"
    return scene, None


def _dialog_help(app, scene, before):
    top = scene.modals[-1]
    assert isinstance(top, HelpOverlay) and top.lines == keys.help_lines(["dialog"], scene.key_condition)


def _menu_dialog(app):
    scene, _ = _menu(app)
    scene.load_dialog()
    app.step()
    return scene, None


EFFECTS: dict[tuple[str, str], tuple[Callable[[Any], tuple[Any, Any]], Callable[[Any, Any, Any], None]]] = {
    ("menu", "help"): (_menu, _check_help(["menu"], mouse=False)),
    ("menu", "language"): (_menu, _language_changed),
    ("menu", "start"): (_menu, _menu_started),
    ("menu", "rules"): (_menu, _rules_open),
    ("menu", "game_prev"): (_menu_second_game, _stepped(-1)),
    ("menu", "game_next"): (_menu_second_game, _stepped(1)),
    ("table", "rules"): (_table, _rules_open),
    ("dialog", "rules"): (_card_dialog, _rules_open),
    ("table", "help"): (_table, _check_help(["table"], mouse=True)),
    ("table", "language"): (_table, _language_changed),
    ("table", "undo"): (_table_with_a_move, _undone),
    ("table", "redo"): (_table_undone, _redone),
    ("table", "save"): (_saves, _saved),
    ("table", "flip"): (_over_piece, _flipped),
    ("table", "rotate_left"): (_over_piece, _rotated(-1)),
    ("table", "rotate_right"): (_over_piece, _rotated(1)),
    ("table", "shuffle"): (_over_stack, _shuffled),
    ("table", "draw"): (_over_stack, _drawn),
    ("table", "fit"): (_camera, _fitted),
    ("table", "zoom_in"): (_camera, _zoomed(1)),
    ("table", "zoom_out"): (_camera, _zoomed(-1)),
    ("table", "pan"): (_camera, _panned),
    ("table", "pass_on"): (_table, _passed),
    ("table", "bot_now"): (_bots_waiting, _bot_moved),
    ("table", "bot_speed"): (_bots_waiting, _bots_fast),
    ("table", "menu"): (_table, _paused),
    ("tower", "throw_mode"): (_tower, _throw_toggled),
    ("tower", "fast_forward"): (_tower_animating, _fast),
    ("tower", "skip"): (_tower_animating, _skipped),
    ("tower", "put_back"): (_tower_loaded, _put_back),
    ("floor", "turn_crate"): (_dragging_a_crate, _crate_turned),
    ("dialog", "help"): (_card_dialog, _dialog_help),
    ("dialog", "language"): (_card_dialog, _language_changed),
}
MENU_DIALOG = {("dialog", "help"), ("dialog", "language")}  # also over the menu's load dialog

PAIRS = sorted((scope, b.id) for b in keys.BINDINGS for scope in b.scopes)


def test_every_binding_has_an_effect_test():
    assert sorted(EFFECTS) == PAIRS


@pytest.mark.parametrize("scope,binding_id", PAIRS)
def test_each_key_does_what_the_help_says(app, scope, binding_id):
    setup, check = EFFECTS[(scope, binding_id)]
    scene, before = setup(app)
    if scope == "dialog":
        assert binding_id in {b.id for b in keys.listed(["dialog"], scene.key_condition)}
    elif scope == "menu":
        assert binding_id in {b.id for b in keys.listed(["menu"], scene.key_condition)}, "the menu's help lists the key"
    else:
        assert binding_id in {b.id for b in keys.listed(scene.key_scopes(), scene.key_condition)}, "the table's help lists the key"
    held = press(app, binding_id, scope)
    check(app, scene, before)
    release(app, held)
    assert not app.errors


@pytest.mark.parametrize("scope,binding_id", sorted(MENU_DIALOG))
def test_dialog_keys_work_over_the_menus_load_dialog(app, scope, binding_id):
    scene, _ = _menu_dialog(app)
    press(app, binding_id, scope)
    if binding_id == "help":
        _dialog_help(app, scene, None)
    else:
        _language_changed(app, scene, None)


def test_every_listed_key_has_a_handler(app):
    scene = _free_table(app)
    assert {b.id for b in keys.BINDINGS if b.scopes & {"table", "dialog"}} <= set(scene.key_actions())
    menu = MenuScene(app)
    assert {b.id for b in keys.BINDINGS if b.scopes & {"menu", "dialog"}} <= set(menu.key_actions())
    tower = open_table(app, "sandbox:jidohanbaiki", 1).plugin.tower
    assert {b.id for b in keys.BINDINGS if "tower" in b.scopes} <= set(tower.key_actions())


def test_help_opened_by_a_click_stays_open_after_the_release(app):
    scene = _free_table(app)
    button = next(w for w in scene.hud.widgets if getattr(w, "label", None) == "hud.help")
    click(app, button.rect.center)
    for _ in range(5):
        app.step()
    assert scene.modals and isinstance(scene.modals[-1], HelpOverlay)
    click(app, (20, scene.screen_rect.h - 20))
    assert not scene.modals


def test_enter_in_the_players_box_ends_the_typing_and_does_not_start(app):
    app.open_menu()
    app.step()
    menu = app.scene
    click(app, menu.count.rect.center)
    post(pygame.TEXTINPUT, text="4")
    app.step()
    key(app, pygame.K_RETURN)
    assert app.scene is menu and menu.players == 4
    key(app, pygame.K_RETURN)  # the box let go of the keyboard: now Enter starts
    assert isinstance(app.scene, TableScene)


def test_help_lists_tab_only_with_two_people_and_bot_keys_only_with_bots(app):
    scene = _free_table(app, players=1)
    ids = {b.id for b in keys.listed(scene.key_scopes(), scene.key_condition)}
    assert "pass_on" not in ids and "bot_now" not in ids and "undo" in ids
