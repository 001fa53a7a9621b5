"""G10 Drink Grid Collapse's screen: the 6 x 6 grid of drinks seen from above, the crate below it marking down.

Drag across three drinks in a row or a column (or click them one by one) to
take them; when the rules leave a choice (which two to give, or to whom on a
tie) a menu lists the takes in words.  Each seat's colour cards and the
drinks given to it lie beside the grid; the panel keeps everyone's points
as they stand, and the end screen breaks them down.
"""

from __future__ import annotations

from typing import Any

import pygame

from ...games.jidohanbaiki import g10_rules
from ...games.jidohanbaiki.common import EMPTY
from ...table import TableView
from .. import i18n, theme
from ..plugin import GameScreen, screen_for
from .jido_draw import CELL, CRATE_YELLOW, SPOT_MM, draw_cap, px_rect
from .party_end import BreakdownEnd, colour_names, keep_clear

ROW_MM = 118.0
GAP_MM = 8.0

STRINGS = {
    "jido.g10.help": {"en": "Drag across three in a line", "ja": "一列の3本をドラッグ"},
    "jido.g10.points": {"en": "{who} ({colours}): {score}", "ja": "{who}（{colours}）：{score}"},
    "jido.g10.neutral": {"en": "Neutral: {colours}", "ja": "中立：{colours}"},
    "jido.g10.choose": {"en": "Give {a} to {to_a}, {b} to {to_b}", "ja": "{a}を{to_a}へ、{b}を{to_b}へ"},
    "jido.g10.end_line": {
        "en": "{who}: own colours +{own}, cans −{penalty}, cancelled {cancelled} → {score} in all",
        "ja": "{who}：自分の色 +{own}、缶 −{penalty}、相殺 {cancelled} → {score}点",
    },
    "jido.g10.score": {"en": "{n} points", "ja": "{n}点"},
    "jido.g10.score1": {"en": "{n} point", "ja": "{n}点"},
    "jido.party.to_move": {"en": "{who} to move", "ja": "{who}の手番"},
}


@screen_for("jido:g10")
class GridCollapseScreen(GameScreen):
    """G10 (see the module docstring)."""

    strings = STRINGS

    def __init__(self, services: Any):
        super().__init__(services)
        rules = services.game.rules
        axes = rules.file("components.yaml")["axes"]
        self.colours = {i: theme.hex_rgb(c["props"].get("rgb")) for i, c in enumerate(axes["colour"])}
        self.cat = services.game.catalogue
        self.line: list[int] = []  # grid cells picked, in order
        self.pressing = False

    # ----------------------------------------------------------- reading

    def model(self) -> tuple[g10_rules.Config, g10_rules.State]:
        return self.services.game.model_state(self.services.table)

    def grid_rect(self) -> tuple[float, float, float, float]:
        x, y, w, h = self.services.table.zones["grid"].meta["rect"]
        return float(x), float(y), float(w), float(h)

    def cell_mm(self) -> float:
        return float(self.services.table.zones["grid"].meta["spot_mm"])

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        cfg, _ = self.model()
        wx, wy = self.services.camera.to_world(*pos)
        x, y, _, _ = self.grid_rect()
        c, r = int((wx - x) // self.cell_mm()), int((wy - y) // self.cell_mm())
        return r * cfg.cols + c if 0 <= c < cfg.cols and 0 <= r < cfg.rows else None

    # ------------------------------------------------------------ layout

    def zone_meta(self, view: TableView) -> dict[str, dict[str, Any]]:
        x, y, w, _ = self.grid_rect()
        cards = max(len(self.services.table.zones[f"p{s}.cards"].ids) for s in range(self.services.table.players))
        card_w = 75.0 * max(1, cards) + 10
        out: dict[str, dict[str, Any]] = {"grid": {"hidden": True}}
        x0 = x + w + 40
        for seat in range(self.services.table.players):
            top = y + seat * ROW_MM
            out[f"p{seat}.cards"] = {"rect": [x0, top, card_w, ROW_MM - GAP_MM]}
            out[f"p{seat}.taken"] = {"rect": [x0 + card_w + GAP_MM, top, 260, ROW_MM - GAP_MM]}
        return out

    def fit_rect(self, rect: pygame.Rect) -> pygame.Rect:
        return keep_clear(self.services, rect, self.panel_lines())

    # ----------------------------------------------------------- drawing

    def draw_overlay(self, surf: pygame.Surface) -> None:
        cfg, state = self.model()
        camera = self.services.camera
        gx, gy, gw, gh = self.grid_rect()
        mm = self.cell_mm()
        old = surf.get_clip()
        surf.set_clip(self.services.table_rect())
        box = px_rect(camera, (gx - 4, gy - 4, gw + 8, gh + 8))
        pygame.draw.rect(surf, theme.shade(CRATE_YELLOW, 0.75), box, border_radius=max(2, int(3 * camera.zoom)))
        picked = set(self.line)
        for i, d in enumerate(state.grid):
            c, r = i % cfg.cols, i // cfg.cols
            cell = px_rect(camera, (gx + c * mm + 1.5, gy + r * mm + 1.5, mm - 3, mm - 3))
            pygame.draw.rect(surf, CELL, cell, border_radius=max(1, int(2 * camera.zoom)))
            if d != EMPTY:
                centre = camera.to_screen(gx + (c + 0.5) * mm, gy + (r + 0.5) * mm)
                draw_cap(surf, centre, d % 6 + 1, self.colours[d // 6], camera.zoom * mm / SPOT_MM, theme.SELECT if i in picked else None)
        surf.set_clip(old)

    # ------------------------------------------------------------- input

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.services.table_rect().collidepoint(event.pos):
            cell = self.cell_at(event.pos)
            if cell is None:
                return False
            if cell in self.line:
                self.line.remove(cell)  # a second click on a pick drops it
                return True
            self.pressing = True
            self.add(cell)
            return True
        if event.type == pygame.MOUSEMOTION and self.pressing:
            cell = self.cell_at(event.pos)
            if cell is not None and cell not in self.line:
                self.add(cell)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressing:
            self.pressing = False
            if len(self.line) == 3:
                self.take(event.pos)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.line:
            self.line = []
            return True
        return False

    def add(self, cell: int) -> None:
        """Pick a cell; a pick that no longer makes a line with the others starts a new line."""
        cfg, state = self.model()
        if state.grid[cell] == EMPTY:
            return
        cells = sorted([*self.line, cell])
        if len(cells) > 3 or not _in_line(cells, cfg.cols):
            cells = [cell]
        self.line = cells

    def take(self, pos: tuple[int, int]) -> None:
        cfg, state = self.model()
        drinks = tuple(state.grid[c] for c in self.line)
        self.line = []
        names = {self.cat.drink_name(d) for d in drinks}
        options = [a for a in self.services.legal_actions() if a["action"] == "take" and set(a["line"]) == names]
        if not options:
            why = g10_rules.check(cfg, state, ("take", drinks, drinks[:2], (state.seat, state.seat)))
            if why is not None:
                self.services.toast(why.render(seat_name=self.services.seat_name), error=True)
            return
        if len(options) == 1:
            self.services.play(options[0])
            return
        entries = [(self.describe_action(a), lambda a=a: self.services.play(a)) for a in options]
        self.services.open_menu(entries, at=pos)

    # ------------------------------------------------------------- words

    def describe_action(self, action: dict[str, Any]) -> str:
        if action.get("action") != "take":
            return super().describe_action(action)
        lang = i18n.language()
        a, b = (self.cat.drink_label(self.cat.drink(d), lang) for d in action["give"])
        to_a, to_b = (self.services.seat_name(s) for s in action["to"])
        return i18n.tr("jido.g10.choose", a=a, b=b, to_a=to_a, to_b=to_b)

    def colour_words(self, colours: list[str]) -> str:
        return colour_names(self.cat, colours)

    def panel_lines(self) -> list[str]:
        s = self.services.game.status(self.services.table)
        movers = self.services.game.to_move(self.services.table)
        lines = [i18n.tr("jido.party.to_move", who=self.services.seat_name(movers[0]))] if movers else []
        for seat, (colours, points) in enumerate(zip(s["colours"], s["points"])):
            score = self.score_text(points["score"])
            lines.append(i18n.tr("jido.g10.points", who=self.services.seat_name(seat), colours=self.colour_words(colours), score=score))
        owned = {c for cs in s["colours"] for c in cs}
        neutral = [c for c in self.cat.colours if c not in owned]
        if neutral:
            lines.append(i18n.tr("jido.g10.neutral", colours=self.colour_words(neutral)))
        return [*lines[:1], i18n.tr("jido.g10.help"), *lines[1:]]

    # --------------------------------------------------------------- end

    def score_text(self, value: float) -> str:
        n = int(value)
        return i18n.tr("jido.g10.score1" if abs(n) == 1 else "jido.g10.score", n=n)

    def end_modal(self) -> Any:
        score = self.services.game.score(self.services.table)
        got = self.final_scores()
        if not score or got is None:
            return None
        names, values, winners = got
        lines = [i18n.tr("jido.g10.end_line", who=names[s], **b) for s, b in enumerate(score["breakdown"])]
        colours = [self.services.seat_colour(s) for s in range(len(names))]
        return BreakdownEnd(self.services.screen_rect, names, values, winners, colours, lines, value_text=self.score_text)

    def on_change(self) -> None:
        self.line = []


def _in_line(cells: list[int], cols: int) -> bool:
    """Cells (sorted) side by side in one row or one column."""
    if len(cells) < 2:
        return True
    step = cells[1] - cells[0]
    if step not in (1, cols) or any(b - a != step for a, b in zip(cells, cells[1:])):
        return False
    return step == cols or cells[0] // cols == cells[-1] // cols
