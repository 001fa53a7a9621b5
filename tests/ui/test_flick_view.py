"""The flick through the real event loop: pull back and let go, the animation, fast-forward, skip, undo."""

from __future__ import annotations

import math
import random

import pygame

from tsukiji_table.games.flick_practice import MOVER
from tsukiji_table.physics.tabletop import flick as flick_module
from tsukiji_table.physics.tabletop.recording import field_on_table
from tsukiji_table.ui.flick.aim import PULL_FULL

from .conftest import drag, key, open_table, post

GAME = "jido:flick"


def _practice(app, seed: int = 3):
    scene = open_table(app, GAME, 1, seed)
    view = scene.plugin.flick
    assert view is not None
    return scene, view


def _screen(scene, view, x: float, y: float) -> tuple[float, float]:
    return view.frame.to_screen(scene.camera, x, y)


def _can(scene, view) -> tuple[float, float]:
    d = field_on_table(scene.table).drink(MOVER)
    return _screen(scene, view, d.x, d.y)


def _pull(scene, view, angle: float, power: float) -> tuple[float, float]:
    """The screen point to pull back to for a flick at ``angle`` with ``power``."""
    d = field_on_table(scene.table).drink(MOVER)
    a = math.radians(angle)
    back = power * PULL_FULL
    return _screen(scene, view, d.x - math.cos(a) * back, d.y - math.sin(a) * back)


def _play_out(app, view) -> None:
    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    for _ in range(60 * 10):
        app.step()
        if not view.animating:
            break
    post(pygame.KEYUP, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    app.step()
    assert not view.animating


def test_pulling_back_from_the_can_and_letting_go_flicks_it_the_other_way(app):
    scene, view = _practice(app)
    start = field_on_table(scene.table).drink(MOVER)
    drag(app, _can(scene, view), _pull(scene, view, 0.0, 0.5), steps=6)
    assert scene.table.var("flicks") == 1
    last = scene.table.var("flick.last")
    assert abs(((last["angle"] + 180) % 360) - 180) < 1.0  # to the right: the pull was to the left
    assert abs(last["power"] - 0.5) < 0.02
    assert view.animating  # the table already holds the outcome; the window plays it out
    _play_out(app, view)
    assert field_on_table(scene.table).drink(MOVER).x > start.x + 0.02
    assert not app.errors


def test_while_aiming_the_power_and_path_are_shown_and_esc_puts_the_can_down(app):
    scene, view = _practice(app)
    can = _can(scene, view)
    target = _pull(scene, view, 90.0, 0.7)
    post(pygame.MOUSEMOTION, pos=tuple(map(int, can)), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=tuple(map(int, can)), button=1)
    app.step()
    post(pygame.MOUSEMOTION, pos=tuple(map(int, target)), rel=(0, 0), buttons=(1, 0, 0))
    app.step()
    assert view.aim is not None and abs(view.aim.power - 0.7) < 0.02 and abs(view.aim.angle - 90.0) < 1.5
    key(app, pygame.K_ESCAPE)
    assert view.aim is None
    post(pygame.MOUSEBUTTONUP, pos=tuple(map(int, target)), button=1)
    app.step()
    assert scene.table.var("flicks") == 0 and len(scene.table.done) == 1  # only the setup


def test_a_tiny_pull_is_no_flick(app):
    scene, view = _practice(app)
    can = _can(scene, view)
    drag(app, can, (can[0] + 1, can[1]), steps=2)
    assert scene.table.var("flicks") == 0


def test_a_drag_that_starts_away_from_the_can_pans_the_table_instead(app):
    scene, view = _practice(app)
    can = _can(scene, view)
    before = (scene.camera.ox, scene.camera.oy)
    drag(app, (can[0] + 150, can[1] + 100), (can[0] + 250, can[1] + 100), steps=4)
    assert scene.table.var("flicks") == 0
    assert (scene.camera.ox, scene.camera.oy) != before


def test_enter_skips_the_animation_to_the_recorded_outcome(app):
    scene, view = _practice(app)
    drag(app, _can(scene, view), _pull(scene, view, 200.0, 0.9), steps=4)
    assert view.animating
    key(app, pygame.K_RETURN)
    assert not view.animating
    for _ in range(3):
        app.step()
    assert not app.errors


def test_space_plays_the_flick_eight_times_as_fast(app):
    scene, view = _practice(app)
    drag(app, _can(scene, view), _pull(scene, view, 0.0, 0.9), steps=4)
    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    app.step()
    frames = view.frames_played
    for _ in range(5):
        app.step()
    held = view.frames_played - frames
    post(pygame.KEYUP, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    app.step()
    frames = view.frames_played
    for _ in range(5):
        app.step()
    if view.animating:
        assert held > 2 * (view.frames_played - frames)


def test_undo_takes_the_flick_back_without_simulating_or_animating(app, monkeypatch):
    scene, view = _practice(app)
    field = field_on_table(scene.table)
    drag(app, _can(scene, view), _pull(scene, view, 300.0, 0.8), steps=4)
    _play_out(app, view)

    def no_simulation(*args, **kwargs):
        raise AssertionError("simulated again")

    monkeypatch.setattr(flick_module.FlickRun, "__init__", no_simulation)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert field_on_table(scene.table) == field
    assert not view.animating and not app.errors


def test_the_headless_flick_the_bot_plays_animates_for_the_people(app):
    scene, view = _practice(app)
    scene.play({"action": "flick", "angle": 45.0, "power": 0.6})
    assert view.animating
    assert scene.plugin.bot_turn(0) is False  # bots wait until the flick has rolled
    _play_out(app, view)
    assert scene.plugin.bot_turn(0) is True


def test_a_storm_of_random_events_over_the_field_never_raises(app):
    scene, view = _practice(app)
    rng = random.Random(4)
    box = scene.layout.boxes["field"]
    x0, y0 = scene.camera.to_screen(box.rect[0], box.rect[1])
    x1, y1 = scene.camera.to_screen(box.rect[0] + box.rect[2], box.rect[1] + box.rect[3])
    held = False
    for _ in range(1500):
        pos = (rng.randint(int(x0), int(x1)), rng.randint(int(y0), int(y1)))
        r = rng.random()
        if r < 0.5:
            post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1 if held else 0, 0, 0))
        elif r < 0.65:
            post(pygame.MOUSEBUTTONDOWN, pos=pos if rng.random() < 0.5 else tuple(map(int, _can(scene, view))), button=1)
            held = True
        elif r < 0.8:
            post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
            held = False
        else:
            k = rng.choice([pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_z])
            post(pygame.KEYDOWN, key=k, mod=pygame.KMOD_CTRL if k == pygame.K_z else 0, unicode="", scancode=0)
        app.step()
    assert not app.errors
    field = field_on_table(scene.table)
    assert len(field.drinks) + len(scene.table.zones["down"].ids) == 6  # every drink on the field or collected
