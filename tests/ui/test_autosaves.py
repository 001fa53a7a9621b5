"""Autosaves kept apart per game session (ui/autosaves.py): Continue and Load describe them, a damaged one is reported."""

from __future__ import annotations

import pygame
import pytest

from tsukiji_table.paths import user_data_dir
from tsukiji_table.ui.autosaves import KEEP_PER_GAME, AutosaveStore
from tsukiji_table.ui.launch import make_session
from tsukiji_table.ui.scenes.menu import MenuScene, SavesDialog
from tsukiji_table.ui.scenes.table import TableScene

from .conftest import click, key, open_table, settle


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path, monkeypatch):
    """Each test starts with no autosave: what it lists is what it made."""
    monkeypatch.setenv("TSUKIJI_TABLE_HOME", str(tmp_path))


def _text(button) -> str:
    return button.label() if callable(button.label) else str(button.label)


def _flip_some(app, scene: TableScene, n: int) -> None:
    """``n`` moves by hand (flips of the first piece on the table), each one transaction."""
    # A card: a crate with drinks in it cannot be turned over until it is emptied.
    pieces = [s for s in scene.layout.sprites if not s.under and s.handle in scene.table.pieces and not s.kind.startswith("crate")]
    sprite = next((s for s in pieces if "card" in s.kind), pieces[0])
    pos = tuple(int(v) for v in scene.camera.to_screen(sprite.x, sprite.y))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    for _ in range(n):
        key(app, pygame.K_f)


def _continue_dialog(app) -> SavesDialog:
    app.open_menu()
    app.step()
    menu = app.scene
    menu.continue_autosave()
    dialog = menu.modals[-1]
    assert isinstance(dialog, SavesDialog)
    return dialog


def _pick(app, dialog: SavesDialog, text: str) -> None:
    button = next(b for b in dialog.buttons if text in _text(b))
    click(app, button.rect.center)
    settle(app)


def test_opening_a_free_table_keeps_the_turin_game_for_continue(app):
    turin = app.open_session(make_session("turin", 3, 7))
    turin.session.seats[1]["name"] = "Aiko"
    turin.autosave()
    turin_hash = turin.table.state_hash()
    free = open_table(app, "sandbox:jidohanbaiki", 1)
    _flip_some(app, free, 3)  # enough moves for its own autosave
    free.autosave()
    dialog = _continue_dialog(app)
    lines = [_text(b) for b in dialog.buttons]
    assert any(line.startswith("Turin Market") and "Aiko" in line and "moves" in line and "round 1" in line for line in lines), lines
    assert any(line.startswith("Tokyo Jidohanbaiki (free table)") and "3 moves" in line for line in lines), lines
    _pick(app, dialog, "Turin Market")
    assert isinstance(app.scene, TableScene) and app.scene.game.id == "turin"
    assert app.scene.table.state_hash() == turin_hash
    assert app.scene.autosave_slot == turin.autosave_slot, "a continued game goes on in its own slot"


def test_old_sessions_are_pruned_per_game_never_another_games(app):
    store = AutosaveStore(user_data_dir() / "autosave")
    turin = app.open_session(make_session("turin", 3, 1))
    turin.autosave()
    for seed in range(KEEP_PER_GAME + 2):
        open_table(app, "sandbox:turin", 2, seed=seed).autosave()
    games = [slot.about.game for slot in store.slots()]
    assert games.count("sandbox:turin") == KEEP_PER_GAME
    assert games.count("turin") == 1


def _three_autosaves(app) -> TableScene:
    scene = open_table(app, "sandbox:tsukiji", 2)
    for _ in range(3):
        _flip_some(app, scene, 2)
        scene.autosave()
    return scene


def test_a_damaged_newest_autosave_says_what_was_lost_and_continues_from_the_one_before(app):
    scene = _three_autosaves(app)
    saver = scene.autosaves.saver(scene.autosave_slot)
    newest = saver.path(0)
    newest.write_text(newest.read_text()[:300])  # cut short, as a crash while copying might
    before = scene.autosaves.saver(scene.autosave_slot).path(1).read_text()
    dialog = _continue_dialog(app)
    _pick(app, dialog, "Tokyo Tsukiji Market (free table)")
    table = app.scene
    assert isinstance(table, TableScene)
    texts = [t.text for t in table.toasts.items]
    assert any("newest autosave of this game is damaged" in t and "truncated" in t and "the last 2 moves are lost" in t for t in texts), texts
    from tsukiji_table.table import read_save

    assert table.table.state_hash() == read_save(saver.path(1)).hash
    assert saver.path(1).read_text() == before


def test_every_autosave_damaged_is_said_in_the_menu(app):
    scene = _three_autosaves(app)
    saver = scene.autosaves.saver(scene.autosave_slot)
    for n in range(3):
        saver.path(n).write_text("{")
    dialog = _continue_dialog(app)
    menu = app.scene
    _pick(app, dialog, "Tokyo Tsukiji Market (free table)")
    assert isinstance(app.scene, MenuScene) and app.scene is menu and not app.errors
    texts = [t.text for t in menu.toasts.items]
    assert any("all 3 autosaves of this game are damaged" in t and "nothing could be recovered" in t for t in texts), texts


def test_load_lists_saves_and_autosaves_by_game_players_date_and_progress(app):
    scene = open_table(app, "sandbox:turin", 2)
    scene.session.seats[0]["name"] = "Ben"
    _flip_some(app, scene, 1)
    path = scene.save()
    scene.autosave()
    app.open_menu()
    app.step()
    app.scene.load_dialog()
    dialog = app.scene.modals[-1]
    lines = [_text(b) for b in dialog.buttons]
    saved = [line for line in lines if line.startswith("Turin Market (free table)") and "Ben" in line]
    auto = [line for line in lines if line.startswith("Autosave: Turin Market (free table)") and "Ben" in line]
    assert saved and auto and "1 move" in saved[0] and path.name not in " ".join(lines)


def test_leaving_for_the_menu_keeps_the_last_move_and_quit_asks_first(app):
    from tsukiji_table.table import read_save
    from tsukiji_table.ui.app import PauseMenu
    from tsukiji_table.ui.overlays import AskDialog

    scene = open_table(app, "sandbox:turin", 1)
    _flip_some(app, scene, 1)  # fewer moves than an autosave waits for
    key(app, pygame.K_ESCAPE)
    pause = next(m for m in scene.modals if isinstance(m, PauseMenu))
    quit_button = next(b for b in pause.buttons if b.label == "menu.quit")
    click(app, quit_button.rect.center)
    assert app.running and isinstance(scene.modals[-1], AskDialog), "Quit asks before closing the program"
    saved = read_save(scene.autosaves.saver(scene.autosave_slot).path(0))
    assert saved.hash == scene.table.state_hash(), "the move made is kept for Continue"
    key(app, pygame.K_ESCAPE)  # no
    assert app.running and app.scene is scene
    key(app, pygame.K_ESCAPE)
    pause = next(m for m in scene.modals if isinstance(m, PauseMenu))
    click(app, next(b for b in pause.buttons if b.label == "menu.quit").rect.center)
    key(app, pygame.K_RETURN)  # yes
    assert not app.running
    app.running = True
