"""Undo at a shared table: never past a reveal, never another person's move without their consent."""

from __future__ import annotations

import pygame

from tsukiji_table.ui.overlays import AskDialog

from .conftest import click, key, open_table


def _sticks(app, mode: str = "assisted"):
    """Two people at Sticks, the first mover at the screen, with one take each played."""
    scene = open_table(app, "demo", 2, seed=3, options={"mode": mode})
    if scene.cover is not None:
        scene.cover.on_ready()
        scene.cover = None
    first = scene.game.to_move(scene.table)[0]
    scene.viewer = first
    app.step()
    scene.play({"action": "take", "count": 1}, seat=first)
    if scene.cover is not None:
        scene.cover.on_ready()
        scene.cover = None
    app.step()
    return scene, first, 1 - first


def _answer(app, scene, yes: bool) -> None:
    """The person the cover names clicks it, then answers the question."""
    assert scene.cover is not None, "the screen is handed to the person whose move it is"
    click(app, scene.screen_rect.center)
    ask = next(m for m in scene.modals if isinstance(m, AskDialog))
    key(app, pygame.K_RETURN if yes else pygame.K_ESCAPE)
    assert ask.done


def test_undoing_another_persons_move_asks_them_first_and_a_no_keeps_it(app):
    scene, first, second = _sticks(app)
    scene.viewer = second  # the second player, at the screen, asks to take back the first player's take
    done = len(scene.table.done)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.table.done) == done, "nothing is undone before the owner of the move agrees"
    assert scene.cover is not None and scene.cover.seat == first
    _answer(app, scene, yes=False)
    if scene.cover is not None:
        click(app, scene.screen_rect.center)  # back to the one who asked
    assert len(scene.table.done) == done
    assert scene.viewer == second
    assert "did not agree" in scene.toasts.items[-1].text


def test_undoing_another_persons_move_with_their_consent_takes_it_back(app):
    scene, first, second = _sticks(app)
    scene.viewer = second
    done = len(scene.table.done)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    _answer(app, scene, yes=True)
    if scene.cover is not None:
        click(app, scene.screen_rect.center)
    assert len(scene.table.done) == done - 1
    assert scene.game.to_move(scene.table) == [first]


def test_undoing_ones_own_move_needs_no_consent(app):
    scene, first, _ = _sticks(app)
    scene.viewer = first
    done = len(scene.table.done)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.table.done) == done - 1 and scene.cover is None


def test_undo_stops_at_a_reveal_except_in_free_mode_after_asking(app):
    scene, first, _ = _sticks(app)
    scene.viewer = first
    with scene.table.begin("a card turned over", first) as tx:
        tx.set_var("shown", 1)
        tx.reveal()
    done = len(scene.table.done)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.table.done) == done and "Cannot undo" in scene.toasts.items[-1].text
    scene.play({"action": "set_mode", "mode": "free"}, seat=first)
    with scene.table.begin("another card turned over", first) as tx:
        tx.set_var("shown", 2)
        tx.reveal()
    done = len(scene.table.done)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.table.done) == done, "free mode asks first"
    ask = next(m for m in scene.modals if isinstance(m, AskDialog) and not m.done)
    assert "Free mode" in ask.question
    key(app, pygame.K_RETURN)
    assert len(scene.table.done) == done - 1
