"""The table's frame: the top bar (menu, seats, undo/redo/save/fit/help), the game's
buttons down the right edge, the info panel and the log.

:class:`TableHud` owns these widgets and the log's cache; a button calls the
part of the scene it names (undo, the hand-off, the bots, the menus).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import i18n, keys, theme
from ..action_menu import action_entries
from ..fonts import fonts
from ..rules_panel import open_rules
from ..widgets import Button, Widget, any_of, panel

if TYPE_CHECKING:
    from .table import TableScene

LOG_LINES = 6  # rows of the log at the bottom left
CONTINUED = "    "  # a wrapped log line's next rows start further in
SIDE_W = 170


class TableHud:
    """Buttons and panels around the table; rebuilt when the window is resized."""

    def __init__(self, scene: TableScene):
        self.scene = scene
        self.widgets: list[Widget] = []
        self.side: list[Button] = []
        self.seat_buttons: dict[int, Button] = {}
        self._log_cache: tuple[object, list[str]] = (None, [])
        self._rows_cache: tuple[object, object, list[str]] = (None, None, [])  # the log's lines wrapped, by the width and language

    def build(self) -> None:
        s = self.scene
        r = s.screen_rect
        y, h = 6, theme.HUD_H - 12
        widgets: list[Widget] = [Button((8, y, 84, h), "hud.menu", s.app.pause_menu)]
        x = r.w - 8
        for key, action, tip in (
            ("hud.rules", lambda: open_rules(s), keys.label_of("rules")),
            ("hud.help", s.show_help, keys.label_of("help")),
            ("hud.fit", s.fit, keys.label_of("fit")),
            ("hud.save", s.play_side.save, keys.label_of("save")),
            ("hud.redo", s.undoing.redo, keys.label_of("redo")),
            ("hud.undo", s.undoing.undo, keys.label_of("undo")),
        ):
            w = 84  # six buttons and six seats fit a 1366-wide window
            x -= w
            widgets.append(Button((x, y, w, h), key, action, tip=tip))
            x -= 6
        self.right_edge = x
        self.widgets = widgets
        self._build_seats()
        self._build_side()

    def _build_seats(self) -> None:
        s = self.scene.services
        n = s.table.players
        if n <= 1:
            return
        left = 100 + 250
        avail = self.right_edge - left - 10
        w = max(70, min(140, avail // n - 6))
        x = left + max(0, (avail - n * (w + 6)) // 2)
        self.seat_buttons = {}
        for seat in range(n):
            button = Button(
                (x, 6, w, theme.HUD_H - 12),
                lambda seat=seat: s.seat_name(seat),
                lambda seat=seat: self._seat_clicked(seat),
                toggled=lambda seat=seat: s.viewer == seat,
                colour=theme.shade(s.seat_colour(seat), 0.45),
                size=theme.FONT_SMALL + 1,
            )
            self.seat_buttons[seat] = button
            self.widgets.append(button)
            x += w + 6

    def _seat_clicked(self, seat: int) -> None:
        """A person's seat takes the screen; a bot's seat says who plays it."""
        s = self.scene.services
        if s.is_bot(seat):
            s.toast(i18n.tr("bots.seat", name=s.seat_name(seat)))
        else:
            s.request_viewer(seat)

    def _build_side(self) -> None:
        s = self.scene
        r = s.screen_rect
        specs = []
        if len(s.services.human_seats) > 1:
            specs.append(Button((0, 0, SIDE_W, 36), "hud.pass", s.handoff.pass_on, tip=keys.label_of("pass_on")))
        if s.bots.active:
            specs.append(
                Button((0, 0, SIDE_W, 36), lambda: i18n.tr("bots.fast" if s.bots.fast else "bots.paced"), s.bots.toggle_fast, tip=lambda: i18n.tr("bots.tip"))
            )
        if not s.services.is_free_table:
            specs.append(Button((0, 0, SIDE_W, 36), "hud.actions", self._actions_menu))
        for spec in s.plugin.buttons():
            specs.append(Button((0, 0, SIDE_W, 36), spec.label, spec.on_click, enabled=spec.enabled, tip=spec.tip))
        y = theme.HUD_H + 10
        for b in specs:
            b.rect.topleft = (r.w - SIDE_W - 10, y)
            y += 42
        self.side = specs
        self.side_bottom = y

    def side_width(self) -> int:
        """Room the right-hand buttons take from the table (none when there are none)."""
        return SIDE_W + 20 if self.side else 0

    def _actions_menu(self) -> None:
        s, services = self.scene, self.scene.services
        button = next((b for b in self.side if b.label == "hud.actions"), None)
        anchor = button.rect.bottomleft if button is not None else (s.screen_rect.w - 300, theme.HUD_H + 50)
        at = (anchor[0] - 200, anchor[1] + 4)
        # Grouped, sorted, in words; a long list opens one kind at a time, in the same place; the menu scrolls.
        entries = action_entries(services, s.plugin.describe_action, services.legal_actions(), lambda items: s.menus.open(items, at))
        s.menus.open(entries, at)

    def handle(self, event: pygame.event.Event) -> bool:
        return any_of(self.widgets, event) or any_of(self.side, event)

    def draw(self, surf: pygame.Surface) -> None:
        s = self.scene
        r = s.screen_rect
        pygame.draw.rect(surf, theme.PANEL, pygame.Rect(0, 0, r.w, theme.HUD_H))
        pygame.draw.line(surf, theme.PANEL_EDGE, (0, theme.HUD_H - 1), (r.w, theme.HUD_H - 1))
        game = s.services.game
        title = fonts().fit(i18n.local(game.names, game.id), theme.FONT_BODY, theme.PANEL_TEXT, 240, bold=True)
        surf.blit(title, title.get_rect(midleft=(102, theme.HUD_H // 2)))
        for w in self.widgets:
            w.draw(surf)
        waiting = self.seat_buttons.get(s.bots.waiting_for) if s.bots.waiting_for is not None else None
        if waiting is not None:  # the bot whose move is coming
            pygame.draw.rect(surf, theme.HIGHLIGHT, waiting.rect.inflate(4, 4), width=2, border_radius=theme.RADIUS + 2)
        for b in self.side:
            b.draw(surf)
        lines = self.panel_lines()
        if lines:
            self._panel(surf, lines)
        self._draw_log(surf)

    def panel_lines(self) -> list[str]:
        """The info panel's lines: the mode, the game screen's lines, the bot about to move."""
        s, services = self.scene, self.scene.services
        lines = s.plugin.panel_lines()
        if not services.is_free_table:
            lines = [i18n.tr("hud.mode", mode=i18n.tr(f"mode.{services.mode}")), *lines]
        if s.bots.waiting_for is not None and not s.bots.fast:
            lines = [*lines, i18n.tr("bots.moving", name=services.seat_name(s.bots.waiting_for))]
        return lines

    def _panel_images(self, lines: list[str]) -> list[pygame.Surface]:
        """The panel's lines as drawn: a line too wide is wrapped, not shrunk out of reading size, and every row is
        shown while the panel fits between the buttons and the window's foot; past that the last row ends in "…"."""
        key = (tuple(lines), self.scene.screen_rect.h - self.side_bottom)
        cached = self._panel_cache
        if cached is not None and cached[0] == key:
            return cached[1]
        size, width = theme.FONT_SMALL + 1, self.panel_text_width(widest=True)
        f = fonts()
        rows = [row for line in key[0] for row in (f.wrap(line, size, width) if f.font(size).size(line)[0] > width else [line])]
        room = max(1, (key[1] - 4 - 14 - 10) // (f.font(size).get_height() + 3))
        if len(rows) > room:
            rows = rows[:room]
            rows[-1] = rows[-1].rstrip() + "…"
        imgs = [f.fit(row, size, theme.PANEL_TEXT, width) for row in rows]
        self._panel_cache = (key, imgs)
        return imgs

    _panel_cache: tuple[tuple[tuple[str, ...], int], list[pygame.Surface]] | None = None

    @staticmethod
    def panel_text_width(widest: bool = False) -> int:
        """How wide a line of the info panel is: within the button column, or (``widest``) the most before it is shrunk."""
        return SIDE_W + 80 if widest else SIDE_W - 20

    def panel_rect(self, lines: list[str]) -> pygame.Rect:
        """Where the info panel with ``lines`` is drawn (below the right-hand buttons)."""
        imgs = self._panel_images(lines)
        if not imgs:
            return pygame.Rect(self.scene.screen_rect.w - 10, self.side_bottom + 4, 0, 0)
        w = max(SIDE_W, max(i.get_width() for i in imgs) + 20)
        return pygame.Rect(self.scene.screen_rect.w - w - 10, self.side_bottom + 4, w, sum(i.get_height() + 3 for i in imgs) + 14)

    def _panel(self, surf: pygame.Surface, lines: list[str]) -> None:
        imgs = self._panel_images(lines)
        rect = self.panel_rect(lines)
        panel(surf, rect, 215)
        y = rect.y + 7
        for img in imgs:
            surf.blit(img, (rect.x + 10, y))
            y += img.get_height() + 3

    def refresh_log(self) -> None:
        """Describe the log again (a game screen's line for a transaction changed, e.g. after an animation)."""
        self._log_cache = (None, [])

    def log_lines(self) -> list[str]:
        """The newest things that happened, one line each (a transaction may say several)."""
        s = self.scene
        table = s.services.table
        start = s.play_side.setup_steps
        done = table.done
        key = (table.revision, s.services.viewer, i18n.language())
        if self._log_cache[0] != key:
            txs = done[max(start, len(done) - LOG_LINES) :]
            self._log_cache = (key, [line for tx in txs for line in s.describe_lines(tx)])
        return self._log_cache[1]

    def log_rect(self, lines: int = LOG_LINES) -> pygame.Rect:
        """The most room the log takes at the bottom left with ``lines`` lines.

        A game screen keeps its table clear of it when "Fit" is pressed
        (``fit_rect``): the log fills up as soon as anything is played.
        """
        r = self.scene.screen_rect
        h = lines * (fonts().font(theme.FONT_SMALL).get_height() + 2) + 12
        return pygame.Rect(10, r.h - h - 10, min(520, r.w // 3), h)

    def log_rows(self, width: int) -> list[str]:
        """The log's lines wrapped to ``width`` (a line's next rows indented), the newest :data:`LOG_LINES` rows."""
        lines = self.log_lines()
        made_from, key, rows = self._rows_cache
        if made_from is not lines or key != (width, i18n.language()):
            f = fonts()
            # One character of slack: Japanese closing punctuation may overrun a wrapped row (it never starts one).
            inner = width - f.font(theme.FONT_SMALL).size(CONTINUED)[0] - theme.FONT_SMALL
            rows = []
            for line in lines:
                wrapped = f.wrap(line, theme.FONT_SMALL, inner) or [line]
                rows += [wrapped[0], *(CONTINUED + more for more in wrapped[1:])]
            rows = rows[-LOG_LINES:]
            self._rows_cache = (lines, (width, i18n.language()), rows)
        return rows

    def _draw_log(self, surf: pygame.Surface) -> None:
        if not self.log_lines():
            return
        r = self.scene.screen_rect
        width = self.log_rect().w
        imgs = [fonts().fit(row, theme.FONT_SMALL, theme.PANEL_TEXT, width - 20) for row in self.log_rows(width - 20)]
        h = sum(i.get_height() + 2 for i in imgs) + 12
        rect = pygame.Rect(10, r.h - h - 10, width, h)
        panel(surf, rect, 190)
        y = rect.y + 6
        for img in imgs:
            surf.blit(img, (rect.x + 10, y))
            y += img.get_height() + 2

    def hit(self, pos: tuple[int, int]) -> bool:
        """Whether ``pos`` is on the bar or a button (not the table)."""
        if pos[1] < theme.HUD_H:
            return True
        return any(b.rect.collidepoint(pos) for b in self.side)

    def tip_at(self, pos: tuple[int, int]) -> str | None:
        for w in [*self.widgets, *self.side]:
            if isinstance(w, Button) and w.tip and w.rect.collidepoint(pos):
                return w.tip() if callable(w.tip) else w.tip if isinstance(w.tip, str) else None
        return None


i18n.add_strings(
    {
        "hud.actions": {"en": "Actions...", "ja": "行動…"},
        "hud.rules": {"en": "Rules", "ja": "ルール"},
        "hud.no_actions": {"en": "No legal action for you now", "ja": "今できる行動はありません"},
    }
)
