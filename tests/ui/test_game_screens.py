"""Game screens: drags become legal actions (assisted, strict, free), buttons, hand-offs, the end screen."""

from __future__ import annotations

import pygame

from tsukiji_table.ui.overlays import AskDialog, EndScreen
from tsukiji_table.ui.plugin import GameScreen, screen_class

from .conftest import click, drag, key, open_table, zone_centre


def _demo(app, mode: str):
    scene = open_table(app, "demo", 2, seed=3, options={"mode": mode})
    if scene.cover is not None:
        scene.cover.on_ready()
        scene.cover = None
    app.step()
    seat = scene.game.to_move(scene.table)[0]
    if scene.viewer != seat:
        scene.viewer = seat
        app.step()
    return scene, seat


def _pile_top(scene):
    return next(s for s in scene.layout.by_zone["pile"] if not s.under)


def test_screens_are_found_by_game_id():
    assert screen_class("demo").__name__ == "SticksScreen"
    assert screen_class("sandbox:turin").__name__ == "SandboxScreen"
    assert screen_class("no-such-game") is GameScreen


def test_a_drag_that_matches_a_legal_action_is_that_action(app):
    scene, seat = _demo(app, "strict")
    money = scene.table.money(f"p{seat}.money")
    top = _pile_top(scene)
    drag(app, scene.camera.to_screen(top.x, top.y), zone_centre(scene, f"p{seat}.sticks"))
    assert scene.table.done[-1].action == {"action": "take", "count": 1}  # the referee's transaction, not a plain move
    assert scene.table.money(f"p{seat}.money") == money - 1  # and its bookkeeping: one coin paid
    # The turn passed: the screen goes to the next seat, without the cover (the sticks game hides nothing).
    assert scene.cover is None and scene.viewer == 1 - seat


def test_strict_mode_refuses_an_illegal_drag(app):
    scene, seat = _demo(app, "strict")
    steps = len(scene.table.done)
    top = _pile_top(scene)
    drag(app, scene.camera.to_screen(top.x, top.y), zone_centre(scene, f"p{1 - seat}.sticks"))
    assert len(scene.table.done) == steps
    assert scene.toasts.items and not scene.modals
    name = scene.catalog.look(scene.table.pieces[top.handle].kind).names["en"]
    assert name in scene.toasts.items[-1].text


def test_assisted_mode_asks_then_does_it_anyway(app):
    scene, seat = _demo(app, "assisted")
    top = _pile_top(scene)
    drag(app, scene.camera.to_screen(top.x, top.y), zone_centre(scene, f"p{1 - seat}.sticks"))
    assert isinstance(scene.modals[-1], AskDialog)
    # It names what would move and where, in case the drag grabbed another piece than meant.
    question = scene.modals[-1].question
    name = scene.catalog.look(scene.table.pieces[top.handle].kind).names["en"]
    assert question.startswith(f"Move {name} from {scene.zone_title('pile')} to {scene.zone_title(f'p{1 - seat}.sticks')}?"), question
    key(app, pygame.K_RETURN)
    assert scene.table.pieces[top.handle].zone == f"p{1 - seat}.sticks"
    assert scene.table.done[-1].label == "move"


def test_free_mode_moves_without_the_referee(app):
    scene, seat = _demo(app, "free")
    top = _pile_top(scene)
    drag(app, scene.camera.to_screen(top.x, top.y), zone_centre(scene, f"p{seat}.sticks"))
    assert scene.table.done[-1].label == "move"


def test_game_buttons_play_and_the_end_screen_shows_scores(app):
    scene, seat = _demo(app, "assisted")
    for _ in range(40):
        if scene.game.is_over(scene.table):
            break
        if scene.cover is not None:
            click(app, scene.screen_rect.center)
        buttons = [b for b in scene.hud.side if b.enabled and "Take" in str(b.label() if callable(b.label) else b.label)]
        assert buttons
        click(app, buttons[-1].rect.center)
    assert scene.game.is_over(scene.table)
    if scene.cover is not None:
        click(app, scene.screen_rect.center)
    end = [m for m in scene.modals if isinstance(m, EndScreen)]
    assert end and end[0].values == scene.game.score(scene.table)["scores"]


def test_strict_mode_refuses_hand_gestures_that_are_no_action(app):
    scene, seat = _demo(app, "strict")
    steps = len(scene.table.done)
    top = _pile_top(scene)
    x, y = (int(v) for v in scene.camera.to_screen(top.x, top.y))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    key(app, pygame.K_f)
    key(app, pygame.K_s)
    assert len(scene.table.done) == steps
    scene.session.options["mode"] = "assisted"
    key(app, pygame.K_f)
    assert scene.table.done[-1].label == "flip"
