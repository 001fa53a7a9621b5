"""The menu's Load and Continue refuse a save whose rules changed with the message ``replay --verify`` gives."""

from __future__ import annotations

import argparse

import pytest

from tsukiji_table.games.session import RulesChanged, Session, verify_save
from tsukiji_table.ui.scenes.menu import autosave_store
from tsukiji_table.ui.scenes.table import TableScene

from .conftest import settle


@pytest.fixture
def over(tmp_path):
    path = tmp_path / "mine.yaml"
    path.write_text("jidohanbaiki:\n  g08.yaml:\n    spot_mm: 30\n")
    return path


WHY = "the --rules-override of rules/jidohanbaiki/g08.yaml differs"


def _errors(menu) -> list[str]:
    return [t.text for t in menu.toasts.items]


def test_load_names_the_override_that_differs(app, tmp_path, over):
    path = tmp_path / "g08.json"
    Session.new("jido:g08", 1, seed=4, rules_override=over).save(path)
    with pytest.raises(RulesChanged) as refused:
        verify_save(path)
    assert WHY in str(refused.value)
    app.open_menu()
    app.step()
    menu = app.scene
    menu.load(path)
    settle(app)
    assert app.scene is menu and app.errors == []
    assert any(str(refused.value) in text for text in _errors(menu)), _errors(menu)


def test_continue_names_the_override_that_differs(app, over):
    session = Session.new("jido:g08", 1, seed=4, rules_override=over)
    store = autosave_store()
    slot = store.new_slot(session.game.id)
    store.save(slot, session)
    app.open_menu()
    app.step()
    menu = app.scene
    menu.continue_slot(slot)
    settle(app)
    assert app.scene is menu and app.errors == []
    assert any(WHY in text for text in _errors(menu)), _errors(menu)


def test_load_uses_the_override_the_program_was_started_with(app, tmp_path, over):
    path = tmp_path / "g08.json"
    session = Session.new("jido:g08", 1, seed=4, rules_override=over)
    session.save(path)
    app.args = argparse.Namespace(rules_dir=None, rules_override=str(over))
    app.open_menu()
    app.step()
    app.scene.load(path)
    settle(app)
    assert isinstance(app.scene, TableScene) and app.scene.table.state_hash() == session.table.state_hash()
