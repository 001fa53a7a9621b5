"""Fixtures for the window's tests: a real App on the dummy video driver, and event helpers."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tsukiji_table.ui import i18n
from tsukiji_table.ui.app import App
from tsukiji_table.ui.launch import make_session


@pytest.fixture
def app() -> Iterator[App]:
    i18n.set_language("en")
    forget_menu_choices()
    a = App((1280, 800))
    yield a
    pygame.key.set_mods(0)
    pygame.display.quit()


def forget_menu_choices() -> None:
    """Each window test starts with a menu that remembers nothing (ui/menu_prefs.py)."""
    from tsukiji_table.ui.menu_prefs import prefs_path

    prefs_path().unlink(missing_ok=True)


def menu_entry(menu, text: str):
    """The menu's button or game-list row whose words are ``text`` (a row is scrolled into view): has ``.rect``."""
    from types import SimpleNamespace

    from tsukiji_table.ui.widgets import Button

    for w in menu.widgets:
        if isinstance(w, Button) and (w.label == text or (callable(w.label) and w.label() == text)):
            return w
    listed = menu.game_list
    for row, _ in listed.laid_out():
        name = i18n.local(row.game.names) if row.game is not None else (row.launcher.label if row.launcher is not None else None)
        if name == text:
            listed.show(row.game) if row.game is not None else listed.scroll_by(listed.max_scroll())
            return SimpleNamespace(rect=next(r for rw, r in listed.laid_out() if rw == row))
    raise AssertionError(f"no button or game {text!r} in the menu")


def open_table(app: App, game: str = "sandbox:tsukiji", players: int = 3, seed: int = 5, options: dict | None = None):
    opts = [f"{k}={v}" for k, v in (options or {}).items()]
    session = make_session(game, players, seed, opts)
    scene = app.open_session(session, cover_first=False)
    app.step()
    return scene


def post(kind: int, **attrs) -> None:
    pygame.event.post(pygame.event.Event(kind, **attrs))


def drag(app: App, start: tuple[float, float], end: tuple[float, float], button: int = 1, steps: int = 4) -> None:
    """Press at ``start``, move in a few steps, release at ``end``: frames stepped between, as a hand would."""
    sx, sy = int(start[0]), int(start[1])
    ex, ey = int(end[0]), int(end[1])
    post(pygame.MOUSEMOTION, pos=(sx, sy), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(sx, sy), button=button)
    app.step()
    px, py = sx, sy
    for k in range(1, steps + 1):
        x = sx + (ex - sx) * k // steps
        y = sy + (ey - sy) * k // steps
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(x - px, y - py), buttons=(1 if button == 1 else 0, 0, 1 if button == 3 else 0))
        px, py = x, y
        app.step()
    post(pygame.MOUSEBUTTONUP, pos=(ex, ey), button=button)
    app.step()


def key(app: App, k: int, mod: int = 0) -> None:
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)
    app.step()


def click(app: App, pos: tuple[float, float], button: int = 1) -> None:
    p = (int(pos[0]), int(pos[1]))
    post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=p, button=button)
    post(pygame.MOUSEBUTTONUP, pos=p, button=button)
    app.step()


def settle(app: App, seconds: float = 30.0) -> int:
    """Step frames until no work of the scene's (a load, a hint) is running; the frames it took."""
    import time

    from tsukiji_table.ui.work import ProgressDialog

    frames, t0 = 0, time.perf_counter()
    while any(isinstance(m, ProgressDialog) and not m.done for m in getattr(app.scene, "modals", [])):
        assert time.perf_counter() - t0 < seconds, "the work never ended"
        app.step()
        frames += 1
    return frames


def screen_of(scene, sprite) -> tuple[float, float]:
    return scene.camera.to_screen(sprite.x, sprite.y)


def zone_centre(scene, zone_id: str) -> tuple[float, float]:
    box = scene.layout.boxes[zone_id]
    x, y, w, h = box.room
    return scene.camera.to_screen(x + w / 2, y + h / 2)
