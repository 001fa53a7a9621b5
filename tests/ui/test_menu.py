"""The menu: pick a free table, players, names and options, start; continue the autosave; load a save."""

from __future__ import annotations

import pygame

from tsukiji_table.ui.scenes.menu import MenuScene
from tsukiji_table.ui.scenes.table import TableScene
from tsukiji_table.ui.widgets import Button, TextEntry

from .conftest import click, key, menu_entry, post, settle


def _text(button) -> str:
    return button.label() if callable(button.label) else str(button.label)


def _button(menu: MenuScene, text: str) -> Button:
    return menu_entry(menu, text)


def test_start_a_free_table_with_typed_names(app):
    app.open_menu()
    app.step()
    menu = app.scene
    click(app, _button(menu, "Turin Market (free table)").rect.center)
    assert menu.choice.id == "sandbox:turin"
    click(app, menu.count.plus.rect.center)  # 3 -> 4 players
    assert menu.players == 4 and len(menu.name_entries) == 4
    click(app, menu.name_entries[1].rect.center)
    post(pygame.TEXTINPUT, text="あいこ")
    app.step()
    key(app, pygame.K_RETURN)  # ends typing in the field
    click(app, _button(menu, "hidden").rect.center)
    click(app, _button(menu, "menu.start").rect.center)
    scene = app.scene
    assert isinstance(scene, TableScene)
    assert scene.table.players == 4
    assert scene.seat_name(1) == "あいこ" and scene.seat_name(0) == "Player 1"
    assert scene.session.options["money"] == "hidden"
    assert scene.cover is not None  # the first player is asked to sit down


def test_continue_the_autosave(app):
    app.open_menu()
    app.step()
    click(app, _button(app.scene, "Tokyo Jidohanbaiki (free table)").rect.center)
    click(app, _button(app.scene, "menu.start").rect.center)
    scene = app.scene
    scene.autosave()
    digest = scene.table.state_hash()
    app.open_menu()
    app.step()
    click(app, _button(app.scene, "menu.continue").rect.center)
    dialog = app.scene.modals[-1]
    click(app, dialog.buttons[0].rect.center)
    settle(app)
    assert isinstance(app.scene, TableScene) and app.scene.table.state_hash() == digest


def _saved_game(app):
    """Start the menu's default game, save it and go back to the menu: (save path, its hash)."""
    app.open_menu()
    app.step()
    click(app, _button(app.scene, "menu.start").rect.center)
    path = app.scene.save()
    digest = app.scene.table.state_hash()
    app.open_menu()
    app.step()
    return path, digest


def test_load_dialog_opens_a_save(app):
    path, digest = _saved_game(app)
    click(app, _button(app.scene, "menu.load").rect.center)
    dialog = app.scene.modals[-1]
    entry = next(b for b in dialog.buttons if "Player 1" in _text(b) and not _text(b).startswith("Autosave"))
    click(app, entry.rect.center)
    settle(app)
    assert isinstance(app.scene, TableScene)
    assert app.scene.table.state_hash() == digest


def test_a_slow_load_keeps_the_menu_drawing_and_a_bad_file_gets_a_message(app, monkeypatch):
    import threading

    from tsukiji_table.games.session import Session
    from tsukiji_table.ui.work import ProgressDialog

    path, digest = _saved_game(app)
    menu = app.scene
    gate, real = threading.Event(), Session.load
    monkeypatch.setattr(Session, "load", staticmethod(lambda *a, **k: (gate.wait(20), real(*a, **k))[1]))
    menu.load(path)
    start = app.frame
    for _ in range(30):
        app.step()
    box = next(m for m in menu.modals if isinstance(m, ProgressDialog))
    assert app.frame == start + 30 and box.shown and app.scene is menu, "the menu goes on drawing while the save is read"
    gate.set()
    settle(app)
    assert isinstance(app.scene, TableScene) and app.scene.table.state_hash() == digest
    # A damaged file: a message in the menu, the menu still there, nothing raised.
    monkeypatch.setattr(Session, "load", real)
    path.write_text(path.read_text()[:200])
    app.open_menu()
    app.step()
    menu = app.scene
    menu.load(path)
    settle(app)
    assert app.scene is menu and app.errors == []
    assert any(t.text.startswith("Could not load") for t in menu.toasts.items), [t.text for t in menu.toasts.items]


def test_bad_seed_text_cannot_be_typed(app):
    app.open_menu()
    app.step()
    menu = app.scene
    click(app, menu.seed_entry.rect.center)
    post(pygame.TEXTINPUT, text="12ab3")
    app.step()
    assert menu.seed_entry.text == "123"
    assert isinstance(menu.seed_entry, TextEntry)
