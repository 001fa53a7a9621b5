"""G09 Exploding Cans on screen: the crate board from above, the stocks, the shape cards with their coins.

Drag a drink from your stock onto an empty square to place it.  Click one
of your drinks on the board to pick it (its squares to go to are outlined),
then click one of them to move it; with a short or long can picked,
"Explode" sets it off.  Esc lets go of the pick.  Everything is open, so the
screen only follows whose turn it is.
"""

from __future__ import annotations

from typing import Any

import pygame

from ...games.jidohanbaiki import g09_rules as model
from ...games.jidohanbaiki.g09_words import square_name
from .. import i18n, theme
from ..fonts import fonts
from ..plugin import ButtonSpec, Drop, screen_for
from ..services import TableServices
from .jido_multi import Grid, MultiScreen, zone_grid

STRINGS = {
    "jido.g09.explode": {"en": "Explode", "ja": "爆発させる"},
    "jido.g09.points_now": {"en": "Points as things stand:", "ja": "現在の得点："},
    "jido.g09.seat_points": {"en": "  {name} ({colour}): {n}", "ja": "・{name}（{colour}）：{n}点"},
    "jido.g09.help_pick": {"en": "Drag a drink onto the board or click yours", "ja": "ドリンクを盤へドラッグ／自分のをクリック"},
    "jido.g09.help_move": {"en": "Click an outlined square to move it", "ja": "枠のマスをクリックして移動"},
    "jido.g09.help_explode": {"en": "or press Explode", "ja": "または「爆発させる」"},
    "jido.g09.rounds": {"en": "Round {n} of at most {most}", "ja": "ラウンド{n}（最大{most}）"},
    "jido.g09.square": {"en": "{square}: {drink}", "ja": "{square}：{drink}"},
    "jido.g09.line": {"en": "{shape}: {where} {points:+d}", "ja": "{shape}：{where} {points:+d}"},
    "jido.g09.total": {"en": "{name}: {points} points", "ja": "{name}：{points}点"},
}


@screen_for("jido:g09")
class ExplodingCansScreen(MultiScreen):
    strings = {**MultiScreen.strings, **STRINGS}
    drawn_zones = {"board"}

    def __init__(self, services: TableServices):
        super().__init__(services)
        cfg = services.game.config
        self.grid = zone_grid(services.table, "board", cfg.cols, cfg.rows)
        self.selected: int | None = None  # a drink code on the board

    # ------------------------------------------------------------ reading

    def state(self) -> model.State:
        return self.services.game.state(self.services.table)

    def mover(self) -> int | None:
        movers = self.services.game.to_move(self.services.table)
        return movers[0] if movers else None

    def colour_name(self, seat: int) -> str:
        """The colour ``seat`` plays, in the language in use (without Japanese's の)."""
        colour = self.cat.colours[self.state().colours[seat]]
        return i18n.local(self.cat.names[colour]).removesuffix("の")

    def targets(self) -> list[tuple[int, int]]:
        """The squares the picked drink may move to."""
        if self.selected is None:
            return []
        name = self.cat.drink_name(self.selected)
        return [tuple(a["to"]) for a in self.services.legal_actions() if a["action"] == "move" and a["drink"] == name]  # type: ignore[misc]

    def explode_action(self) -> dict[str, Any] | None:
        if self.selected is None:
            return None
        action = {"action": "explode", "drink": self.cat.drink_name(self.selected)}
        return action if action in self.services.legal_actions() else None

    # ------------------------------------------------------------ drawing

    def draw_on_table(self, surf: pygame.Surface) -> None:
        self.clipped(surf, lambda: self._draw_board(surf))

    def _draw_board(self, surf: pygame.Surface) -> None:
        g, camera = self.grid, self.services.camera
        for k in range(6):
            self.crate(surf, g.crate(k + 1, 3 * (k % 2), 2 * (k // 2)))
        size = max(10, min(18, int(camera.zoom * 4)))
        for col in range(g.cols):
            img = fonts().text("ABCDEF"[col], size, theme.ZONE_LABEL, bold=True)
            x, y = camera.to_screen(g.x + (col + 0.5) * g.spot, g.y)
            surf.blit(img, img.get_rect(midbottom=(int(x), int(y) - 2)))
        for row in range(g.rows):
            img = fonts().text(str(row + 1), size, theme.ZONE_LABEL, bold=True)
            x, y = camera.to_screen(g.x, g.y + (row + 0.5) * g.spot)
            surf.blit(img, img.get_rect(midright=(int(x) - 4, int(y))))
        board = self.state().board
        cols = g.cols
        for q, d in enumerate(board):
            if d != model.EMPTY:
                self.cap(surf, g, (q % cols, q // cols), d, theme.SELECT if d == self.selected else None)
        for cell in self.targets():
            self.mark(surf, g, cell, theme.HIGHLIGHT)

    def hover_lines(self, x: float, y: float) -> list[tuple[str, tuple[int, int, int]]] | None:
        cell = self.grid.cell_at(x, y)
        if cell is None:
            return None
        q = cell[1] * self.grid.cols + cell[0]
        d = self.state().board[q]
        text = (
            square_name(q, self.grid.cols) if d == model.EMPTY else i18n.tr("jido.g09.square", square=square_name(q, self.grid.cols), drink=self.drink_label(d))
        )
        return [(text, theme.PANEL_TEXT)]

    # -------------------------------------------------------------- input

    def handle(self, event: pygame.event.Event) -> bool:
        s = self.services
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.selected is not None:
            self.selected = None
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or not s.table_rect().collidepoint(event.pos):
            return False
        cell = self.grid.cell_at(*self.world(event.pos))
        if cell is None:
            return False
        self.click(cell)
        return True

    def click(self, cell: tuple[int, int]) -> None:
        state, mover = self.state(), self.mover()
        q = cell[1] * self.grid.cols + cell[0]
        d = state.board[q]
        if d != model.EMPTY and mover is not None and d // 6 == state.colours[mover]:
            self.selected = None if self.selected == d else d
        elif d == model.EMPTY and self.selected is not None:
            if self.services.play({"action": "move", "drink": self.cat.drink_name(self.selected), "to": list(cell)}):
                self.selected = None
        else:
            self.selected = None

    def action_for_drop(self, drop: Drop, legal: list[dict[str, Any]]) -> dict[str, Any] | None:
        if drop.target == "board" and drop.ids and drop.ids[0].startswith("drink."):
            cell = self.grid.cell_at(*drop.point)
            if cell is not None:
                name = drop.ids[0].removeprefix("drink.")
                for key, kind in (("at", "place"), ("to", "move")):
                    action = {"action": kind, "drink": name, key: list(cell)}
                    if action in legal:
                        return action
        return super().action_for_drop(drop, legal)

    def buttons(self) -> list[ButtonSpec]:
        return [ButtonSpec("jido.g09.explode", self._explode, enabled=lambda: self.explode_action() is not None)]

    def _explode(self) -> None:
        action = self.explode_action()
        if action is not None and self.services.play(action):
            self.selected = None

    def on_change(self) -> None:
        state = self.state()
        if self.selected is not None and self.selected not in state.board:
            self.selected = None

    # -------------------------------------------------------------- words

    def panel_lines(self) -> list[str]:
        s = self.services
        lines = super().panel_lines()
        state = self.state()
        points = model.points(s.game.config, state)
        lines.append(i18n.tr("jido.g09.points_now"))
        lines += [i18n.tr("jido.g09.seat_points", name=s.seat_name(k), colour=self.colour_name(k), n=p) for k, p in enumerate(points)]
        lines.append(i18n.tr("jido.g09.rounds", n=state.turns // max(1, s.table.players) + 1, most=s.game.config.max_rounds))
        if s.game.is_over(s.table) or self.mover() != s.viewer:
            return lines
        if self.selected is None:
            lines.append(i18n.tr("jido.g09.help_pick"))
        else:
            lines.append(i18n.tr("jido.g09.help_move", drink=self.drink_label(self.selected)))
            if self.explode_action() is not None:
                lines.append(i18n.tr("jido.g09.help_explode"))
        return lines

    def score_text(self, value: float) -> str:
        return i18n.tr("jido.multi.points", n=int(value))

    def breakdown(self) -> list[list[str]]:
        score = self.services.game.score(self.services.table) or {}
        out = []
        for seat, row in enumerate(score.get("seats", [])):
            lines = [i18n.tr("jido.g09.total", name=f"{self.services.seat_name(seat)} ({self.colour_name(seat)})", points=row["total"])]
            for shape in row["shapes"]:
                name = i18n.local(self.cat.names[shape["shape"]])
                lines.append(i18n.tr("jido.g09.line", shape=name, where=i18n.tr(f"jido.g09.where.{shape['where']}"), points=shape["points"]))
            out.append(lines)
        return out

    @classmethod
    def screenshot_scenes(cls) -> dict[str, Any]:
        def midgame(scene: Any) -> None:
            game, table = scene.game, scene.table
            plan = [
                ("square_bottle", [1, 1]),
                ("long_can", [2, 2]),
                ("short_can", [3, 1]),
                ("longest_bottle", [4, 4]),
                ("stubby_can", [0, 5]),
                ("not_longest_bottle", [5, 0]),
            ]
            for shape, at in plan:
                seat = game.to_move(table)[0]
                colour = game.cat.colours[table.vars["colours"][seat]]
                game.play(table, seat, {"action": "place", "drink": f"{colour}:{shape}", "at": at})
            scene.changed()

        return {"g09-midgame": midgame}


__all__ = ["ExplodingCansScreen", "Grid"]
