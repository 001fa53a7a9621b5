"""Headless screenshots of the window's scenes (``tsukiji-table screenshot``).

Each scene is set up through the same code a player's clicks reach (and,
where it is simple, through real posted events), then frames are stepped
until every picture is drawn crisp, and the window is saved as a PNG.
Game screens add scenes with :meth:`GameScreen.screenshot_scenes`.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from pathlib import Path

from .errors import LaunchError

SCENES = ("menu", "table", "zoom", "handoff", "private", "secret", "secret-card", "reveal", "context", "help", "rules", "pause", "end")


def _click(x: int, y: int) -> None:
    import pygame

    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1))


def _type(text: str) -> None:
    import pygame

    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))


def _key(key: int) -> None:
    import pygame

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def deal_cards(scene, per_seat: int = 3) -> None:  # type: ignore[no-untyped-def]
    """Deal a few cards (or tokens) from the first pile into each hand, as one transaction."""
    from ..table import ZoneKind

    table = scene.table
    hands = [z for z in table.zones.values() if z.kind is ZoneKind.HAND and z.owner is not None]
    piles = [z for z in table.zones.values() if z.kind is ZoneKind.STACK and not z.meta.get("hidden") and len(z.ids) >= per_seat * len(hands)]
    cards = [z for z in piles if scene.catalog.look(table.pieces[z.ids[-1]].kind).shape == "card"]
    source = (cards or piles or [None])[0]
    if source is None or not hands:
        return
    with table.begin("deal", None) as tx:
        for hand in hands:
            ids = table.zones[source.id].ids[-per_seat:]
            tx.move(ids, hand.id)
            tx.set_face(ids, True)
    scene.changed()


def _settle(app, frames: int = 6) -> None:  # type: ignore[no-untyped-def]
    """Step until the pictures are all drawn (a zoom draws them over a few frames)."""
    for _ in range(frames):
        app.step()
    scene = app.scene
    renderer = getattr(scene, "renderer", None)
    for _ in range(120):
        if renderer is None or renderer.art.pending == 0:
            break
        app.step()
    app.step()


def _play_to_end(scene) -> None:  # type: ignore[no-untyped-def]
    game, table = scene.game, scene.table
    if scene.is_free_table:
        raise LaunchError("the end screen needs a game with a referee (a free table never ends)", 2)
    rng = random.Random(table.seed)
    for _ in range(20000):
        if game.is_over(table):
            break
        movers = game.to_move(table)
        if not movers:
            break
        actions = list(game.legal_actions(table, movers[0]))
        if not actions:
            break
        game.play(table, movers[0], rng.choice(actions))
    if not game.is_over(table):
        raise LaunchError(f"{game.id} did not reach its end with random play", 1)
    scene.changed()


def take(
    game: str,
    out: str | os.PathLike[str],
    players: int | None = None,
    seed: int | None = 1,
    size: tuple[int, int] = (1600, 900),
    scene_name: str = "table",
    lang: str = "en",
    opts: list[str] | None = None,
    mode: str | None = None,
    rules_dir: str | None = None,
    rules_override: str | None = None,
    bots: str | None = None,
) -> Path:
    """Render ``scene_name`` of ``game`` at ``size`` into ``out`` (PNG); user errors raise :class:`LaunchError`."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"  # headless whatever the environment says
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from .launch import make_session
    from .plugin import screen_class

    session = None
    if scene_name != "menu" or game:
        session = make_session(game, players, seed, opts, mode, None, rules_dir, rules_override, lang, bots)
    extra = screen_class(session.game.id).screenshot_scenes() if session is not None else {}
    if scene_name not in SCENES and scene_name not in extra:
        raise LaunchError(f"unknown scene {scene_name!r}; scenes: {', '.join([*SCENES, *extra])}", 2)

    import pygame

    from .app import App

    app = App(size, lang=lang)
    try:
        if scene_name == "menu":
            app.open_menu()
            if session is not None:
                from ..games.registry import get

                menu = app.scene
                menu.pick(get(session.game.id))  # type: ignore[union-attr]
                menu.set_players(session.table.players)  # type: ignore[union-attr]
                menu.bots[: len(session.seats)] = [seat.get("bot") for seat in session.seats]  # type: ignore[union-attr]
            _settle(app)
        else:
            scene = app.open_session(session, cover_first=False)
            scene.bots.paused = True  # the scene as it was set up: no bot moves while the pictures settle
            setups: dict[str, Callable[[], None]] = {
                "table": lambda: None,
                "zoom": lambda: _zoom(scene),
                "handoff": lambda: scene.request_viewer((scene.viewer + 1) % max(1, scene.table.players), force=True),
                "private": lambda: deal_cards(scene),
                "secret": lambda: _secret(app, scene, reveal=False),
                "secret-card": lambda: _secret_card(app, scene),
                "reveal": lambda: _secret(app, scene, reveal=True),
                "context": lambda: _context(app, scene),
                "help": lambda: _key(pygame.K_F1),
                "rules": lambda: _key(pygame.K_F3),
                "pause": app.pause_menu,
                "end": lambda: _play_to_end(scene),
            }
            setup = extra.get(scene_name)
            (lambda: setup(scene))() if setup is not None else setups[scene_name]()
            _settle(app)
        if scene_name == "reveal":
            for _ in range(70):  # let the reveal animation finish
                app.step(1 / 60)
        path = Path(out)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(path))
        if app.errors:
            raise LaunchError(f"the scene raised an error:\n{app.errors[0]}", 1)
        return path
    finally:
        pygame.display.quit()


def _zoom(scene) -> None:  # type: ignore[no-untyped-def]
    """Close in on the shared supply, where the small pieces are."""
    rect = scene.table_rect()
    boxes = [b for b in scene.layout.zones if b.count and b.owner is None and b.arrange in ("pile", "row", "grid")]
    target = boxes[len(boxes) // 2] if boxes else None
    x, y = (target.rect[0] + target.rect[2] / 2, target.rect[1] + target.rect[3] / 2) if target else (0.0, 0.0)
    sx, sy = scene.camera.to_screen(x, y)
    scene.camera.zoom_at(5, sx, sy)
    sx, sy = scene.camera.to_screen(x, y)
    scene.camera.pan(rect.centerx - sx, rect.centery - sy)


def _secret(app, scene, reveal: bool) -> None:  # type: ignore[no-untyped-def]
    import pygame

    seats = list(range(max(1, scene.table.players)))
    scene.secret_number(seats, 0, 999, lambda results: None)
    values = ["12", "7", "30", "0", "15", "9"]
    for k, _ in enumerate(seats if reveal else seats[:1]):
        if scene.cover is not None:
            _click(*scene.screen_rect.center)
            app.step()
        _type(values[k % len(values)])
        app.step()
        if reveal:
            _key(pygame.K_RETURN)
            app.step()


def _secret_card(app, scene) -> None:  # type: ignore[no-untyped-def]
    deal_cards(scene)
    scene.secret_card(list(range(max(1, scene.table.players))), lambda results: None)
    if scene.cover is not None:
        _click(*scene.screen_rect.center)
        app.step()
    app.step()
    modal = scene.modals[-1]
    if getattr(modal, "card_rects", None):
        _click(*modal.card_rects[0][0].center)


def _context(app, scene) -> None:  # type: ignore[no-untyped-def]
    import pygame

    pickable = [s for s in scene.layout.sprites if not s.under and s.denom is None and s.kind != "purse"]
    shared = [s for s in pickable if scene.layout.boxes[s.zone].owner is None]
    sprite = (shared or pickable or [None])[len(shared) // 3 if shared else 0]
    if sprite is None:
        return
    x, y = scene.camera.to_screen(sprite.x, sprite.y)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(x), int(y)), rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(x), int(y)), button=3))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(x), int(y)), button=3))
    app.step()
