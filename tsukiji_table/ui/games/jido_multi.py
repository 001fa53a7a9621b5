"""What the screens of the multi-player Jidohanbaiki games share (G09, G17, G18).

Drinks lying in grids (the crate board, the supply, the crates) are drawn
from above by the screen (:mod:`.jido_draw`: a cap with the shape's rank),
over the zone's own panel, whose pieces the screen takes out of the view it
lays out; cards, stocks and purses are the table's own pieces.  Choices
made in secret by everyone at once (a draft, a card laid face down) go
through the secret input, one seat at a time behind the hand-off cover,
bots answering without a dialog; the cards stay face down afterwards (no
reveal).  The end screen adds each seat's score breakdown under the bars.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, ClassVar

import pygame

from ...table.view import TableView
from .. import i18n, theme
from ..fonts import fonts
from ..overlays import EndScreen, Modal, SecretInput
from ..plugin import GameScreen
from ..services import TableServices
from ..widgets import Button, draw_bar_chart, panel
from .jido_draw import CrateView, draw_cap, draw_crate, px_rect

STRINGS = {
    "jido.multi.points": {"en": "{n} points", "ja": "{n}点"},
    "jido.multi.yen": {"en": "{n} yen", "ja": "{n}円"},
    "jido.multi.breakdown": {"en": "How the scores came about", "ja": "得点の内訳"},
    "jido.multi.wait": {"en": "Waiting for {names}", "ja": "{names}を待っています"},
}


@dataclass(frozen=True)
class Grid:
    """Drinks in a grid of square spots seen from above, at a place on the table (mm)."""

    x: float
    y: float
    cols: int
    rows: int
    spot: float

    @property
    def rect(self) -> tuple[float, float, float, float]:
        return (self.x, self.y, self.cols * self.spot, self.rows * self.spot)

    def centre(self, col: int, row: int) -> tuple[float, float]:
        return (self.x + (col + 0.5) * self.spot, self.y + (row + 0.5) * self.spot)

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        col, row = int((x - self.x) // self.spot), int((y - self.y) // self.spot)
        return (col, row) if 0 <= col < self.cols and 0 <= row < self.rows and x >= self.x and y >= self.y else None

    def crate(self, number: int, col: int, row: int) -> CrateView:
        """A crate covering cells (col..col+2, row..row+1) of this grid."""
        rect = (self.x + col * self.spot, self.y + row * self.spot, 3 * self.spot, 2 * self.spot)
        spots = tuple(self.centre(col + s % 3, row + s // 3) for s in range(6))
        return CrateView(number, rect, spots, self.spot, max(1.0, self.spot / 24.0))


def zone_grid(table: Any, zone: str, cols: int, rows: int, inset: float = 4.0) -> Grid:
    """A grid of square spots filling a zone's rect (its label strip left out)."""
    x, y, w, h = (float(v) for v in table.zones[zone].meta["rect"])
    spot = min((w - 2 * inset) / cols, (h - 9 - 2 * inset) / rows)
    return Grid(x + (w - cols * spot) / 2, y + inset, cols, rows, spot)


def without_pieces(view: TableView, zones: set[str]) -> TableView:
    """The view with the pieces of ``zones`` left out (the screen draws them itself)."""
    return replace(view, zones={zid: replace(zv, pieces=()) if zid in zones else zv for zid, zv in view.zones.items()})


class MultiScreen(GameScreen):
    """Shared by the G09, G17 and G18 screens (see the module docstring)."""

    strings: ClassVar[dict[str, dict[str, str]]] = STRINGS
    # phase -> (action, the seat's zone the card comes from, title key): the secret steps of everyone at once
    secret_steps: ClassVar[dict[str, tuple[str, str, str]]] = {}
    drawn_zones: ClassVar[set[str]] = set()  # zones whose pieces the screen draws itself

    def __init__(self, services: TableServices):
        super().__init__(services)
        axes = services.game.rules.file("components.yaml")["axes"]
        self.colours = {i: theme.hex_rgb(c["props"].get("rgb")) for i, c in enumerate(axes["colour"])}
        self.cat = services.game.cat
        self.asking = False  # a secret step is up

    # ------------------------------------------------------------- helpers

    def phase(self) -> str | None:
        return self.services.table.vars.get("phase")

    def world(self, pos: tuple[int, int]) -> tuple[float, float]:
        return self.services.camera.to_world(*pos)

    def drink_label(self, code: int) -> str:
        return self.cat.drink_label(code, i18n.language())

    def cap(self, surf: pygame.Surface, grid: Grid, cell: tuple[int, int], drink: int, ring: theme.Colour | None = None) -> None:
        camera = self.services.camera
        draw_cap(surf, camera.to_screen(*grid.centre(*cell)), drink % 6 + 1, self.colours[drink // 6], camera.zoom * max(1.0, grid.spot / 24.0), ring)

    def mark(self, surf: pygame.Surface, grid: Grid, cell: tuple[int, int], colour: theme.Colour) -> None:
        camera = self.services.camera
        cx, cy = grid.centre(*cell)
        half = grid.spot / 2 - 1.0
        pygame.draw.rect(surf, colour, px_rect(camera, (cx - half, cy - half, 2 * half, 2 * half)), width=max(2, int(camera.zoom)), border_radius=4)

    def crate(self, surf: pygame.Surface, view: CrateView, label: str | None = None, outline: theme.Colour | None = None) -> None:
        draw_crate(surf, self.services.camera, view, label, outline)

    def fit_rect(self, rect: pygame.Rect) -> pygame.Rect:
        """Fit keeps the table clear of the log (bottom left) and the buttons and panel (right)."""
        log = self.services.log_rect()
        right = self.services.screen_rect.w - 270
        return pygame.Rect(rect.x, rect.y, max(200, min(rect.right, right) - rect.x), max(200, min(rect.bottom, log.top - 6) - rect.y))

    def adjust_view(self, view: TableView) -> TableView:
        return without_pieces(view, self.drawn_zones)

    def clipped(self, surf: pygame.Surface, draw: Callable[[], None]) -> None:
        old = surf.get_clip()
        surf.set_clip(self.services.table_rect())
        try:
            draw()
        finally:
            surf.set_clip(old)

    # ------------------------------------------------------- secret steps

    def update(self, dt: float) -> None:
        s = self.services
        if self.asking and not s.showing(SecretInput):
            self.asking = False  # the step was answered (or taken back)
        step = self.secret_steps.get(self.phase() or "")
        if step is None or self.asking or s.mode == "free" or s.game.is_over(s.table) or s.showing():
            return
        movers = s.game.to_move(s.table)
        if not movers:
            return
        name, zone, title = step
        self.asking = True
        s.secret_card(
            movers,
            lambda picked: self._picked(name, picked),
            hand=lambda seat: f"p{seat}.{zone}",
            title=lambda seat: i18n.tr(title, name=s.seat_name(seat), n=self.step_number()),
            bot_answer=lambda seat, action: f"stock_card.{action['card']}" if action.get("action") == name else None,
            reveal=False,
        )

    def step_number(self) -> int:
        """Which of its kind the secret step now is (G17's first or second card), for its title."""
        return 1

    def _picked(self, name: str, picked: dict[int, Any]) -> None:
        try:
            for seat, pid in sorted(picked.items()):
                if pid is not None:
                    self.services.play({"action": name, "card": str(pid).removeprefix("stock_card.")}, seat=seat)
        finally:
            self.asking = False
        nxt = self.next_viewer()
        if nxt is not None and nxt != self.services.viewer:
            self.services.request_viewer(nxt)

    def bot_turn(self, seat: int) -> bool:
        """Bots answer the secret steps in the secret input; otherwise they move as usual."""
        return self.phase() not in self.secret_steps

    def panel_lines(self) -> list[str]:
        s = self.services
        movers = s.game.to_move(s.table)
        if self.phase() in self.secret_steps and movers:
            sep = "、" if i18n.language() == "ja" else ", "
            return [i18n.tr("jido.multi.wait", names=sep.join(s.seat_name(m) for m in movers))]
        return super().panel_lines()

    # ---------------------------------------------------------------- end

    def breakdown(self) -> list[list[str]]:
        """Per seat, the lines that explain its score."""
        return []

    def end_modal(self) -> Modal | None:
        got = self.final_scores()
        if got is None:
            return None
        names, values, winners = got
        s = self.services
        colours = [theme.hex_rgb(seat.get("colour")) for seat in s.session.seats]
        return BreakdownEnd(s.screen_rect, names, values, winners, colours, self.score_text, self.breakdown())


class BreakdownEnd(EndScreen):
    """The bar chart of the scores, and under it how each seat's score came about."""

    def __init__(
        self,
        screen: pygame.Rect,
        names: list[str],
        values: list[float],
        winners: list[int],
        colours: list[theme.Colour],
        value_text: Callable[[float], str] | None,
        lines: list[list[str]],
    ):
        super().__init__(screen, names, values, winners, colours, value_text)
        self.lines = lines
        self.rect = pygame.Rect(0, 0, min(1200, screen.w - 40), min(820, screen.h - 40))
        self.rect.center = screen.center
        self.close = Button((self.rect.centerx - 130, self.rect.bottom - 62, 260, 44), "end.close", self._close)

    def draw(self, surf: pygame.Surface) -> None:
        panel(surf, self.rect, 248)
        img = fonts().text(i18n.tr("end.title"), theme.FONT_TITLE + 4, theme.PANEL_TEXT, bold=True)
        surf.blit(img, img.get_rect(midtop=(self.rect.centerx, self.rect.y + 18)))
        if self.winners:
            sep = "、" if i18n.language() == "ja" else ", "
            win = fonts().text(i18n.tr("end.winner", names=sep.join(self.names[w] for w in self.winners)), theme.FONT_BODY + 2, theme.HIGHLIGHT, bold=True)
            surf.blit(win, win.get_rect(midtop=(self.rect.centerx, self.rect.y + 58)))
        rows = max((len(x) for x in self.lines), default=0)
        bands = -(-len(self.lines) // 3)  # three seats side by side
        text_h = 34 + bands * (rows * 22 + 8) if rows else 0
        chart = pygame.Rect(self.rect.x + 40, self.rect.y + 92, self.rect.w - 80, max(140, self.rect.h - 180 - text_h))
        draw_bar_chart(surf, chart, self.names, self.values, self.colours, self.winners, self.value_text)
        if rows:
            top = chart.bottom + 10
            head = fonts().text(i18n.tr("jido.multi.breakdown"), theme.FONT_BODY, theme.MUTED_TEXT, bold=True)
            surf.blit(head, (self.rect.x + 30, top))
            n = max(1, len(self.lines))
            col_w = (self.rect.w - 60) // min(n, 3)
            per_row = min(n, 3)
            for k, lines in enumerate(self.lines):
                x = self.rect.x + 30 + (k % per_row) * col_w
                y = top + 28 + (k // per_row) * (rows * 22 + 8)
                for j, line in enumerate(lines):
                    colour = self.colours[k] if j == 0 and k < len(self.colours) else theme.PANEL_TEXT
                    img = fonts().fit(line, theme.FONT_SMALL + 1, colour, col_w - 12, bold=j == 0)
                    surf.blit(img, (x, y + j * 22))
        self.close.draw(surf)
