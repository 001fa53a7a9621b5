"""20,000 random events across the menu, the table and the hand-off cover: nothing raises, nothing is lost."""

from __future__ import annotations

import random

import pygame

from tsukiji_table.games.base import component_counts
from tsukiji_table.ui.scenes.menu import MenuScene
from tsukiji_table.ui.scenes.table import TableScene

from .conftest import open_table

KEYS = [
    pygame.K_f,
    pygame.K_q,
    pygame.K_e,
    pygame.K_s,
    pygame.K_d,
    pygame.K_z,
    pygame.K_y,
    pygame.K_TAB,
    pygame.K_ESCAPE,
    pygame.K_HOME,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_PLUS,
    pygame.K_MINUS,
    pygame.K_BACKSPACE,
    pygame.K_F1,
    pygame.K_F2,
    pygame.K_a,
    pygame.K_1,
]
MODS = [0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL]


def _event(rng: random.Random, size: tuple[int, int], held: list[int], spots: list[tuple[int, int]] | None = None) -> pygame.event.Event:
    w, h = size
    pos = (rng.randrange(w), rng.randrange(h))
    if spots and rng.random() < 0.6:
        pos = rng.choice(spots)  # on a piece or a zone: presses and releases there make drags
    r = rng.random()
    if r < 0.38:
        return pygame.event.Event(
            pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-40, 40), rng.randint(-40, 40)), buttons=(1 if 1 in held else 0, 0, 1 if 3 in held else 0)
        )
    if r < 0.55:
        button = rng.choice([1, 1, 1, 3, 2])
        held.append(button)
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    if r < 0.72:
        button = held.pop() if held else rng.choice([1, 3])
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    if r < 0.78:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False, precise_x=0.0, precise_y=1.0)
    if r < 0.95:
        return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=rng.choice(MODS), unicode="", scancode=0)
    return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(["7", "a", "あ", "42", "築"]))


def _spots(scene: TableScene) -> list[tuple[int, int]]:
    """Screen points on the pieces and zones of the table as drawn now."""
    layout = scene.layout
    points = [scene.camera.to_screen(s.x, s.y) for s in layout.sprites if not s.under]
    points += [scene.camera.to_screen(b.rect[0] + b.rect[2] / 2, b.rect[1] + b.rect[3] / 2) for b in layout.zones]
    return [(int(x), int(y)) for x, y in points]


def test_input_storm_raises_nothing_and_conserves_every_piece(app):
    rng = random.Random(20260)
    sessions: dict[int, tuple[object, dict]] = {}
    total = 0
    phases = ["table", "menu", "handoff"] * 4
    for k, phase in enumerate(phases):
        phase = phases[k]
        if phase == "menu" or not isinstance(app.scene, TableScene):
            app.open_menu()
        if phase != "menu":
            open_table(app, rng.choice(["sandbox:tsukiji", "sandbox:turin", "sandbox:jidohanbaiki"]), rng.choice([1, 2, 3, 4]), seed=rng.randrange(1000))
        held: list[int] = []
        count = 20000 // len(phases) + (20000 % len(phases) if k == len(phases) - 1 else 0)
        spots: list[tuple[int, int]] = []
        for n in range(count):
            scene = app.scene
            if isinstance(scene, TableScene):
                sessions.setdefault(id(scene.session), (scene.session, component_counts(scene.table)))
                if phase == "handoff" and scene.cover is None and n % 40 == 0:
                    scene.request_viewer(rng.randrange(max(1, scene.table.players)), force=True)
                if n % 100 == 0:
                    spots = _spots(scene)
            else:
                spots = []
            pygame.event.post(_event(rng, app.screen.get_size(), held, spots))
            total += 1
            if n % 25 == 0:
                app.step()
        pygame.key.set_mods(0)
        app.step()
        app.running = True  # a random click on Quit ends nothing here
    assert total == 20000
    print(f"storm: {app.frame} frames")
    assert app.errors == []
    assert len(sessions) >= 2
    moves = 0
    for session, counts in sessions.values():
        assert component_counts(session.table) == counts
        moves += len(session.table.done) + len(session.table.undone) - int(session.extra.get("setup_steps", 0))
    assert moves > 20, "the storm should have moved pieces, or it tested nothing"
    assert isinstance(app.scene, (TableScene, MenuScene))
