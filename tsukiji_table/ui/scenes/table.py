"""The table scene: a session on screen, its seats, overlays and the game's screen.

This module holds the scene's state, drawing and the services game screens
call (``play``, ``toast``, ``ask``, ``ask_number``, ``secret_number``,
``secret_card``, ``request_viewer``, ``show_end``); :mod:`.table_input` turns
mouse and keys into gestures.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

import pygame

from ...games.base import IllegalAction
from ...games.sandbox import is_free_table
from ...games.session import Session
from ...paths import user_data_dir
from ...table import Autosaver, TableError, Transaction, Visibility, view
from ...table.view import TableView
from .. import i18n, theme
from ..art import ArtCache
from ..camera import Camera
from ..describe import describe_transaction
from ..fonts import fonts
from ..kinds import KindCatalog
from ..layout import Layout, lay_out
from ..overlays import AskDialog, EndScreen, HandoffCover, Modal, NumberDialog, SecretInput
from ..plugin import GameScreen, screen_class
from ..render import TableRenderer
from ..widgets import Toasts, panel
from .table_hud import TableHud
from .table_input import TableInput
from .table_menus import TableMenus

if TYPE_CHECKING:
    from ..app import App

AUTOSAVE_EVERY = 3  # transactions between autosaves: little is lost if the power goes


@dataclass(frozen=True)
class FrameRecord:
    """What one frame showed (the tests read these): the cover, the viewer, whose secrets."""

    frame: int
    cover: bool
    viewer: int
    faces_of: frozenset[int]  # owners of private zones whose faces were drawn


class TableScene(TableInput, TableMenus):
    """A game on the table (see the module docstring)."""

    def __init__(self, app: App, session: Session, viewer: int = 0, cover_first: bool | None = None):
        self.app = app
        self.session = session
        self.table = session.table
        self.game = session.game
        self.is_free_table = is_free_table(type(self.game))
        self.session.extra.setdefault("setup_steps", len(self.table.done))
        self.catalog = KindCatalog(self.table, self.game.rules)
        self.renderer = TableRenderer(self.catalog, ArtCache())
        self.camera = Camera()
        self.viewer = viewer
        self.cover: HandoffCover | None = None
        self.modals: list[Modal] = []
        self.toasts = Toasts()
        self.frame_log: list[FrameRecord] = []
        self.autosaver = Autosaver(user_data_dir() / "autosave")
        self._since_autosave = 0
        self._layout: Layout | None = None
        self._layout_key: Any = None
        self._view: TableView | None = None
        self.screen_rect = app.screen.get_rect()
        self.hud = TableHud(self)
        self.plugin: GameScreen = screen_class(self.game.id)(self)
        self.hud.build()
        self.init_input()
        self.fit()
        players = self.table.players
        if cover_first if cover_first is not None else players > 1:
            self.request_viewer(viewer, force=True)
        self._check_over()

    # ------------------------------------------------------------ basics

    @property
    def mode(self) -> str:
        return str(self.session.options.get("mode", "assisted"))

    @property
    def seats(self) -> list[dict[str, Any]]:
        return self.session.seats

    def seat_name(self, seat: int) -> str:
        if 0 <= seat < len(self.seats):
            return str(self.seats[seat].get("name") or i18n.tr("seat.default", n=seat + 1))
        return "?"

    def seat_colour(self, seat: int) -> theme.Colour:
        if 0 <= seat < len(self.seats):
            return theme.hex_rgb(self.seats[seat].get("colour"), theme.ACCENT)
        return theme.ACCENT

    @property
    def view(self) -> TableView:
        self.layout  # refreshes the view with the layout
        assert self._view is not None
        return self._view

    @property
    def layout(self) -> Layout:
        """The laid-out view for the current viewer (rebuilt only when the table changed)."""
        done = self.table.done
        key = (self.viewer, len(done), len(self.table.undone), id(done[-1]) if done else None, self.table.rng_counter)
        if key != self._layout_key or self._layout is None:
            self._view = view(self.table, self.viewer)
            self._layout = lay_out(self._view, self.catalog)
            self._layout_key = key
        return self._layout

    def table_rect(self) -> pygame.Rect:
        """Where the table is drawn: the window below the top bar."""
        r = self.screen_rect
        side = self.hud.side_width() if hasattr(self, "hud") else 0
        return pygame.Rect(0, theme.HUD_H, r.w - side, r.h - theme.HUD_H)

    def fit(self) -> None:
        r = self.table_rect()
        self.camera.fit(self.layout.bounds, (r.x, r.y, r.w, r.h))

    def resize(self, size: tuple[int, int]) -> None:
        self.screen_rect = pygame.Rect(0, 0, *size)
        self.hud.build()
        self.renderer.invalidate()

    def legal_actions(self) -> list[dict[str, Any]]:
        if self.is_free_table:
            return []
        try:
            return list(self.game.legal_actions(self.table, self.viewer))
        except Exception as exc:  # a referee bug must not close the window
            self.toasts.error(i18n.tr("msg.cannot", why=exc))
            return []

    # ----------------------------------------------------- services (API)

    def toast(self, text: str, error: bool = False) -> None:
        (self.toasts.error if error else self.toasts.show)(text)

    def ask(self, question: str, on_yes: Callable[[], None], on_no: Callable[[], None] | None = None) -> None:
        self.modals.append(AskDialog(self.screen_rect, question, on_yes, on_no))

    def ask_number(self, prompt: str, lo: int, hi: int, on_done: Callable[[int], None], value: int | None = None, step: int = 1) -> None:
        self.modals.append(NumberDialog(self.screen_rect, prompt, lo, hi, lo if value is None else value, on_done, step))

    def secret_number(self, seats: list[int], lo: int, hi: int, on_done: Callable[[dict[int, Any]], None], title: str | None = None) -> None:
        """Each seat enters a number in secret (behind hand-offs); ``on_done({seat: n})`` after the reveal."""
        modal = SecretInput(self, seats, on_done, "number", lo, hi, title=title)
        self.modals.append(modal)
        modal.start()

    def secret_card(self, seats: list[int], on_done: Callable[[dict[int, Any]], None], hand: Callable[[int], str] | None = None,
                    title: str | None = None) -> None:
        """Each seat picks a card of its hand in secret; ``on_done({seat: piece_id})`` after the reveal."""
        modal = SecretInput(self, seats, on_done, "card", hand=hand, title=title)
        self.modals.append(modal)
        modal.start()

    def request_viewer(self, seat: int, then: Callable[[], None] | None = None, force: bool = False) -> None:
        """Hand the screen to ``seat``: the cover first whenever the viewer changes."""
        if not 0 <= seat < max(1, self.table.players):
            return
        if self.table.players <= 1 or (seat == self.viewer and not force and self.cover is None):
            self.viewer = seat
            if then:
                then()
            return

        def ready() -> None:
            self.viewer = seat
            self.cover = None
            self.renderer.invalidate()
            if then:
                then()

        self.cancel_gesture()
        self.cover = HandoffCover(self.seat_name(seat), self.seat_colour(seat), ready, seat)

    def play(self, action: dict[str, Any], seat: int | None = None) -> bool:
        """Let the referee apply ``action`` for ``seat`` (default: the viewer); errors become messages."""
        seat = self.viewer if seat is None else seat
        try:
            self.game.play(self.table, seat, action)
        except IllegalAction as exc:
            self.toast(i18n.tr("msg.illegal", why=exc), error=True)
            return False
        except (TableError, ValueError, KeyError) as exc:
            self.toast(i18n.tr("msg.cannot", why=exc), error=True)
            return False
        self.changed()
        return True

    def show_end(self) -> None:
        scores = self.plugin.final_scores()
        if scores is None:
            return
        names, values, winners = scores
        colours = [self.seat_colour(s) for s in range(len(names))]
        self.modals.append(EndScreen(self.screen_rect, names, values, winners, colours))

    def changed(self) -> None:
        """After any change of the table: autosave, the game's hook, the next viewer, the end."""
        self.renderer.invalidate()
        self._since_autosave += 1
        if self._since_autosave >= AUTOSAVE_EVERY:
            self.autosave()
        self.plugin.on_change()
        nxt = self.plugin.next_viewer()
        # Whoever the screen is (or is about to be) handed to, it must be the seat to move now.
        heading_to = self.cover.seat if self.cover is not None else self.viewer
        if nxt is not None and nxt != heading_to:
            self.request_viewer(nxt)
        self._check_over()

    def _check_over(self) -> None:
        over = False
        try:
            over = self.game.is_over(self.table)
        except Exception:  # a referee still being written may not know yet
            over = False
        if over and not self.session.extra.get("end_shown_at") == len(self.table.done):
            self.session.extra["end_shown_at"] = len(self.table.done)
            self.show_end()

    # ------------------------------------------------------------- saving

    def autosave(self) -> None:
        self._since_autosave = 0
        try:
            self.session.autosave(self.autosaver)
        except OSError as exc:
            self.toast(i18n.tr("msg.save_failed", why=exc), error=True)

    def save(self) -> Path | None:
        folder = user_data_dir() / "saves"
        import time

        name = f"{self.game.id.replace(':', '-')}-{time.strftime('%Y%m%d-%H%M%S')}.json"
        path = folder / name
        try:
            folder.mkdir(parents=True, exist_ok=True)
            self.session.save(path)
        except OSError as exc:
            self.toast(i18n.tr("msg.save_failed", why=exc), error=True)
            return None
        self.toast(i18n.tr("msg.saved", path=str(path)))
        return path

    def undo(self) -> None:
        if len(self.table.done) <= int(self.session.extra.get("setup_steps", 0)):
            self.toast(i18n.tr("msg.nothing_undo"))
            return
        tx = self.table.undo()
        if tx is not None:
            self.toast(i18n.tr("msg.undone", what=self.describe(tx)))
            self.changed()

    def redo(self) -> None:
        try:
            tx = self.table.redo()
        except TableError as exc:
            self.toast(i18n.tr("msg.cannot", why=exc), error=True)
            return
        if tx is None:
            self.toast(i18n.tr("msg.nothing_redo"))
            return
        self.toast(i18n.tr("msg.redone", what=self.describe(tx)))
        self.changed()

    def describe(self, tx: Transaction) -> str:
        return self.plugin.describe(tx)

    def describe_default(self, tx: Transaction) -> str:
        return describe_transaction(self, tx)

    # ------------------------------------------------------------- frames

    def update(self, dt: float) -> None:
        self.toasts.update(dt)
        for m in self.modals:
            m.update(dt)
        self.modals = [m for m in self.modals if not m.done]
        self.plugin.update(dt)
        self.update_input(dt)

    def draw(self, surf: pygame.Surface) -> None:
        frame = self.app.frame
        if self.cover is not None:
            # Nothing of the table while the cover is up: the next player may already be looking.
            self.renderer.items = []
            self.cover.draw(surf)
            self.frame_log.append(FrameRecord(frame, True, self.viewer, frozenset()))
            return
        shown, rev = self.display_layout()
        self.renderer.draw(surf, self.camera, shown, self.seats, layout_rev=rev)
        self.draw_gesture(surf)
        self.plugin.draw_overlay(surf)
        self.hud.draw(surf)
        for m in self.modals:
            m.draw(surf)
        self.draw_menu_and_tooltip(surf)
        self.toasts.draw(surf)
        self.frame_log.append(FrameRecord(frame, False, self.viewer, self._faces_shown()))
        if len(self.frame_log) > 2000:
            del self.frame_log[:1000]

    def _faces_shown(self) -> frozenset[int]:
        owners = set()
        zones = self.table.zones
        for item in self.renderer.items:
            if item.what in ("piece", "drag", "coin") and not item.hidden:
                zone = zones.get(item.zone)
                if zone is not None and zone.owner is not None and zone.visibility is Visibility.OWNER:
                    owners.add(zone.owner)
        return frozenset(owners)

    def draw_panel_lines(self, surf: pygame.Surface, lines: list[str]) -> None:
        if not lines:
            return
        imgs = [fonts().text(line, theme.FONT_BODY, theme.PANEL_TEXT) for line in lines]
        w = max(i.get_width() for i in imgs) + 24
        h = sum(i.get_height() + 4 for i in imgs) + 16
        rect = pygame.Rect(self.screen_rect.right - w - 12, theme.HUD_H + 12, w, h)
        panel(surf, rect, 220)
        y = rect.y + 8
        for img in imgs:
            surf.blit(img, (rect.x + 12, y))
            y += img.get_height() + 4


__all__ = ["TableScene", "FrameRecord"]
