"""The rules panel (ui/rules_panel.py): F3 or the Rules button shows the game's how-to-play page and rules
reference in the language in use, with our values marked; it scrolls, and opens over a hand-off cover."""

from __future__ import annotations

import pygame

from tsukiji_table.rulesdata.summaries import ASSUMED_MARK
from tsukiji_table.ui import i18n
from tsukiji_table.ui.launch import make_session
from tsukiji_table.ui.rules_panel import RulesPanel

from .conftest import click, key, open_table, post, settle


def _panel(app, scene) -> RulesPanel:
    settle(app)  # the summaries are read on a worker (at once when they were read before)
    top = scene.modals[-1] if scene.modals else None
    assert isinstance(top, RulesPanel), f"the rules panel is not open (top: {top!r})"
    return top


def _texts(panel: RulesPanel) -> list[str]:
    return [line.text for line in panel.body_lines()]


def test_f3_shows_the_rules_of_the_game_in_the_language_in_use(app):
    scene = app.open_session(make_session("turin", 3, 2), cover_first=False)
    app.step()
    key(app, pygame.K_F3)
    panel = _panel(app, scene)
    assert panel.page == "how_to_play" and "The goal" in _texts(panel)
    assert any("15 scudo" in t for t in _texts(panel)), "numbers come from the rules"
    key(app, pygame.K_F2)  # the language key works over the panel too
    try:
        assert i18n.language() == "ja" and _panel(app, scene) is panel
        assert "目的" in _texts(panel) and any("15スクード" in t for t in _texts(panel))
    finally:
        i18n.set_language("en")
    key(app, pygame.K_F3)  # the same key closes it, over the card choice it was opened on
    assert panel.done and not any(isinstance(m, RulesPanel) for m in scene.modals)


def test_the_rules_button_opens_the_reference_with_our_values_marked_and_explained(app):
    scene = open_table(app, "sandbox:turin", 2)  # a free table: the Turin rules, and nothing open over the table
    button = next(w for w in scene.hud.widgets if getattr(w, "label", None) == "hud.rules")
    click(app, button.rect.center)
    panel = _panel(app, scene)
    tab = next(b for b in panel.buttons if b.label == "rules.page.reference")
    click(app, tab.rect.center)
    assert panel.page == "reference"
    texts = _texts(panel)
    marked = [t for t in texts if ASSUMED_MARK in t and not t.startswith(ASSUMED_MARK)]
    notes = [t for t in texts if t.startswith(ASSUMED_MARK + " ")]
    assert marked and notes, "a reading of ours is marked in the text and explained in a note"
    assert any("rulebook" in t for t in notes)
    assert not app.errors


def test_a_long_reference_scrolls_to_its_end(app):
    scene = app.open_session(make_session("tsukiji", 3, 2), cover_first=False)
    app.step()
    key(app, pygame.K_F3)
    panel = _panel(app, scene)
    key(app, pygame.K_TAB)  # the other page
    assert panel.page == "reference" and panel.max_scroll() > 0
    key(app, pygame.K_PAGEDOWN)
    assert 0 < panel.scroll <= panel.max_scroll()
    post(pygame.MOUSEMOTION, pos=panel.body.center, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=-200, flipped=False)
    app.step()
    assert panel.scroll == panel.max_scroll()
    key(app, pygame.K_HOME)
    assert panel.scroll == 0
    key(app, pygame.K_ESCAPE)
    assert not scene.modals and not app.errors


def test_a_free_table_offers_the_rules_of_each_game_of_its_box(app):
    scene = open_table(app, "sandbox:jidohanbaiki", 1)
    key(app, pygame.K_F3)
    panel = _panel(app, scene)
    names = [b.label() for b in panel.buttons if callable(b.label)]
    assert names == ["Recycling Sorter", "Colour Sort Against the Clock", "Yuzu Crate Slide (solo)"]
    tab = next(b for b in panel.buttons if callable(b.label) and b.label() == "Yuzu Crate Slide (solo)")
    click(app, tab.rect.center)
    assert panel.summaries[panel.which].name == "g08" and any("as few turns" in t for t in _texts(panel))


def test_the_panel_opens_over_a_handoff_cover_and_leaves_it_up(app):
    scene = app.open_session(make_session("turin", 3, 2), cover_first=True)
    app.step()
    assert scene.cover is not None
    key(app, pygame.K_F3)
    panel = _panel(app, scene)
    app.step()
    assert scene.frame_log[-1].cover, "nothing of the table is drawn behind it"
    click(app, (5, 5))  # outside the panel: closes it
    assert panel.done and scene.cover is not None, "the cover still waits for its own click"


def test_a_game_without_a_summary_says_so(app):
    scene = open_table(app, "sandbox:turin", 2)
    from tsukiji_table.ui import rules_panel

    rules_panel.open_rules(scene, "no-such-game", scene.game.rules)  # the rules are there, no summary names the game
    settle(app)
    assert not scene.modals and any("No rules summary" in t.text for t in scene.toasts.items)
