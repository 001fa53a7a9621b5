"""The Actions list: grouped by kind, sorted as a person sorts, in words, never off the screen (issue 17, item 14)."""

from __future__ import annotations

import pygame

from tests import wording
from tests.ui.conftest import app, click, open_table, post  # noqa: F401  (the app fixture)
from tsukiji_table.ui.action_menu import FLAT, natural_key


def open_actions(scene):
    scene.hud._actions_menu()
    return scene.menu


def test_numbers_sort_as_numbers_in_the_actions_list():
    names = ["Move crate 10", "Move crate 2", "Take back a discarded 1,000", "Take back a discarded 500"]
    assert sorted(names, key=natural_key) == ["Move crate 2", "Move crate 10", "Take back a discarded 500", "Take back a discarded 1,000"]


def test_a_short_actions_list_is_headed_by_kind_and_sorted(app):  # noqa: F811
    scene = open_table(app, "demo", 2, 3, {"mode": "strict"})
    menu = open_actions(scene)
    labels = [label for label, _ in menu.entries]
    assert labels == ["Take sticks (3)", "Take 1 stick", "Take 2 sticks", "Take 3 sticks"]
    assert menu.entries[0][1] is None  # a heading, not an action
    assert scene.screen_rect.contains(menu.rect)


def test_a_long_actions_list_opens_one_kind_at_a_time_and_scrolls_inside_the_window(app):  # noqa: F811
    scene = open_table(app, "jido:g06", 1, 3)
    actions = scene.legal_actions()
    assert len(actions) > FLAT
    menu = open_actions(scene)
    labels = [label for label, _ in menu.entries]
    assert len(labels) == len({a["action"] for a in actions})  # one entry per kind
    swaps = next(k for k, label in enumerate(labels) if label.startswith("Swap drinks ("))
    assert labels[swaps].endswith(") ›") and scene.screen_rect.contains(menu.rect)
    row = menu.rect.y + 4 + swaps * menu.ROW + menu.ROW // 2
    click(app, (menu.rect.x + 20, row))
    inner = scene.menu
    assert inner is not None and inner is not menu
    said = {scene.plugin.describe_action(a) for a in actions if a["action"] == "swap"}  # swaps said alike do the same: one entry
    assert len(inner.entries) == len(said) and f"({len(said)})" in labels[swaps]
    assert inner.rows < len(said)  # more than fits: it scrolls
    assert scene.screen_rect.contains(inner.rect)
    first = inner.entries[inner.top][0]
    post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0, which=0, touch=False)
    app.step()
    assert scene.menu is inner and inner.top > 0 and inner.entries[inner.top][0] != first
    assert not [label for label, _ in inner.entries if wording.internal_words(label)]  # words, not ids
