"""The window: one loop (events → update → draw → flip → tick) over one scene.

Controls are listed in :mod:`tsukiji_table.ui.scenes.table_input` and in the
window's Help.  :meth:`App.step` runs exactly one frame from the real event
queue, so tests post pygame events and step frames on the dummy driver.
"""

from __future__ import annotations

import sys
import time
import traceback
from collections.abc import Callable
from typing import Any, Protocol

import pygame

from ..games.session import Session
from . import i18n, theme
from .overlays import ButtonsModal
from .widgets import Button, panel

FPS = 60
DEFAULT_SIZE = (1600, 900)


class Scene(Protocol):
    def handle(self, event: pygame.event.Event) -> None: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surf: pygame.Surface) -> None: ...
    def resize(self, size: tuple[int, int]) -> None: ...


class App:
    """The window, its clock and the current scene."""

    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, lang: str = "en", args: Any = None):
        self.started = time.perf_counter()
        pygame.display.init()
        pygame.font.init()
        i18n.set_language(lang)
        size = self._fit_desktop(size)
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.display.set_caption(i18n.tr("app.title"))
        pygame.key.start_text_input()
        self.clock = pygame.time.Clock()
        self.args = args
        self.running = True
        self.frame = 0
        self.first_frame_s: float | None = None
        self.errors: list[str] = []  # unexpected exceptions caught in frames (tests assert none)
        self.scene: Scene | None = None

    @staticmethod
    def _fit_desktop(size: tuple[int, int]) -> tuple[int, int]:
        if pygame.display.get_driver() in ("dummy", "offscreen"):
            return size  # headless: screenshots and tests get exactly the size they ask for
        try:
            desk = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            return size
        if desk[0] < 400 or desk[1] < 300:
            return size
        return (min(size[0], desk[0]), min(size[1], desk[1] - 60))

    # ----------------------------------------------------------- scenes

    def open_menu(self) -> None:
        from .scenes.menu import MenuScene

        self.scene = MenuScene(self)

    def open_session(self, session: Session, cover_first: bool | None = None, autosave_slot: str | None = None):
        from .scenes.table import TableScene

        scene = TableScene(self, session, cover_first=cover_first, autosave_slot=autosave_slot)
        self.scene = scene
        return scene

    def set_language(self, lang: str) -> None:
        i18n.set_language(lang)
        pygame.display.set_caption(i18n.tr("app.title"))
        if self.scene is not None:
            self.scene.resize(self.screen.get_size())

    def pause_menu(self) -> None:
        scene = self.scene
        modals = getattr(scene, "modals", None)
        if modals is not None and not any(isinstance(m, PauseMenu) for m in modals):
            modals.append(PauseMenu(self))

    def quit(self) -> None:
        self.running = False

    def leave_table(self, then: Callable[[], None], ask: bool = False) -> None:
        """Leave the table on screen for ``then`` (the menu, or quitting) without losing a move.

        The table is autosaved first (Continue brings it back).  Quitting asks
        first, saying so; so does anything that would lose moves (the autosave
        failed).
        """
        scene = self.scene
        keep = getattr(scene, "keep_for_later", None)
        if keep is None:
            then()
            return
        saved, why = keep()
        if saved and not ask:
            then()
        elif saved:
            scene.ask(i18n.tr("leave.quit_saved"), then)  # type: ignore[union-attr]
        else:
            scene.ask(i18n.tr("leave.unsaved", why=why), then)  # type: ignore[union-attr]

    # ------------------------------------------------------------ frames

    def _safe(self, fn: Callable[..., Any], *args: Any) -> None:
        """Run one part of a frame; a bug shows as a message instead of closing the window."""
        try:
            fn(*args)
        except Exception as exc:
            text = f"{type(exc).__name__}: {exc}"
            self.errors.append(traceback.format_exc())
            print(traceback.format_exc(), file=sys.stderr)
            toasts = getattr(self.scene, "toasts", None)
            if toasts is not None:
                toasts.error(f"{i18n.tr('err.title')}: {text}")

    def step(self, dt: float = 1 / FPS) -> None:
        """One frame: every queued event, then update, draw and flip."""
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                keep = getattr(self.scene, "keep_for_later", None)
                if keep is not None:
                    self._safe(keep)  # closing the window keeps the table for Continue
                self.running = False
            elif event.type == pygame.VIDEORESIZE:
                self.screen = pygame.display.get_surface()
                if self.scene is not None:
                    self._safe(self.scene.resize, self.screen.get_size())
            elif self.scene is not None:
                self._safe(self.scene.handle, event)
        if self.scene is not None:
            self._safe(self.scene.update, dt)
            self._safe(self.scene.draw, self.screen)
        pygame.display.flip()
        self.frame += 1
        if self.first_frame_s is None:
            self.first_frame_s = time.perf_counter() - self.started

    def run(self) -> int:
        """Frames at up to 60 per second until the window is closed."""
        dt = 1 / FPS
        while self.running:
            self.step(dt)
            dt = min(0.1, self.clock.tick(FPS) / 1000.0)
        pygame.quit()
        return 0


class PauseMenu(ButtonsModal):
    """Esc or Menu on the table: resume, save, language, mode, main menu, quit."""

    def __init__(self, app: App):
        self.app = app
        scene = app.scene
        r = app.screen.get_rect()
        self.rect = pygame.Rect(0, 0, 420, 420)
        self.rect.center = r.center
        x, w, h = self.rect.x + 40, self.rect.w - 80, 44
        y = self.rect.y + 70
        self.buttons: list[Button] = []

        def add(label: Any, action: Callable[[], None]) -> None:
            nonlocal y
            self.buttons.append(Button((x, y, w, h), label, action))
            y += h + 10

        add("menu.back", self._close)
        add("hud.save", lambda: (self._close(), scene.save()))  # type: ignore[union-attr]
        add(lambda: f"{i18n.tr('menu.language')}: {i18n.tr('lang.' + i18n.language())}", self._toggle_language)
        if scene is not None and not getattr(scene, "is_free_table", True):
            add(lambda: i18n.tr("hud.mode", mode=i18n.tr(f"mode.{scene.mode}")), self._cycle_mode)
        add("pause.main_menu", lambda: (self._close(), app.leave_table(app.open_menu)))
        add("menu.quit", lambda: (self._close(), app.leave_table(app.quit, ask=True)))
        self.rect.h = y - self.rect.y + 20

    def _toggle_language(self) -> None:
        self.app.set_language("ja" if i18n.language() == "en" else "en")

    def _cycle_mode(self) -> None:
        scene = self.app.scene
        modes = ("free", "assisted", "strict")
        scene.session.options["mode"] = modes[(modes.index(scene.mode) + 1) % 3]  # type: ignore[union-attr]

    def draw(self, surf: pygame.Surface) -> None:
        panel(surf, self.rect, 248)
        from .fonts import fonts

        img = fonts().text(i18n.tr("hud.menu"), theme.FONT_TITLE, theme.PANEL_TEXT, bold=True)
        surf.blit(img, img.get_rect(midtop=(self.rect.centerx, self.rect.y + 20)))
        for b in self.buttons:
            b.draw(surf)


i18n.add_strings(
    {
        "pause.main_menu": {"en": "Main menu", "ja": "メインメニュー"},
        "leave.quit_saved": {
            "en": 'Quit Tsukiji Table? This table is saved: "Continue..." on the menu brings it back.',
            "ja": "築地テーブルを終了しますか？このテーブルは保存済みです。メニューの「再開…」で戻れます。",
        },
        "leave.unsaved": {
            "en": "The last moves could not be saved ({why}): leaving now loses them. Leave anyway?",
            "ja": "最後の手を保存できませんでした（{why}）。今離れるとその手は失われます。それでも離れますか？",
        },
    }
)
