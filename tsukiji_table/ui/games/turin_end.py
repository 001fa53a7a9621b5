"""Turin Market's end screen: the ranking, how each score came about, and a chart per good.

Every number comes from ``game.score(table)`` (the referee's settlement),
so the screen agrees with a hand count: money before the scoring, plus what
each good paid or cost, minus the loan, is the final score.  In a
three-game series the running totals rank the players.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from .. import i18n, theme
from ..fonts import fonts
from ..overlays import ButtonsModal
from ..widgets import Button, Label, panel, text_of
from .turin_text import names_list, signed


class TurinEndScreen(ButtonsModal):
    """The scores of a game (or of the series so far) with the per-good chart."""

    public = True

    def __init__(
        self,
        screen: pygame.Rect,
        score: dict[str, Any],
        name: Callable[[int], str],
        colours: list[theme.Colour],
        goods: list[tuple[Label, theme.Colour, int]],
        game_no: int,
        series: int,
        on_next: Callable[[], None] | None = None,
    ):
        # Names are said when drawn (a seat's default name, a good's name), so F2 switches them too.
        self.score, self.name, self.colours, self.goods = score, name, colours, goods
        self.game_no, self.series = game_no, series
        self.rect = pygame.Rect(0, 0, min(1240, screen.w - 30), min(780, screen.h - 30))
        self.rect.center = screen.center
        self.buttons = [Button((0, 0, 240, 44), "turin.end.close", self._close)]
        self.on_next = on_next
        if on_next is not None:
            self.buttons.insert(0, Button((0, 0, 240, 44), lambda: i18n.tr("turin.end.next", g=game_no + 1), self._next))
        x = self.rect.centerx - (len(self.buttons) * 250 - 10) // 2
        for b in self.buttons:
            b.rect.topleft = (x, self.rect.bottom - 58)
            x += 250

    def _next(self) -> None:
        self.done = True
        if self.on_next is not None:
            self.on_next()

    # ------------------------------------------------------------- drawing

    def draw(self, surf: pygame.Surface) -> None:
        r = self.rect
        panel(surf, r, 250)
        over = self.game_no >= self.series
        title = i18n.tr("turin.end.title") if over else i18n.tr("turin.end.game_title", g=self.game_no, n=self.series)
        img = fonts().fit(title, theme.FONT_TITLE + 4, theme.PANEL_TEXT, r.w - 40, bold=True)
        surf.blit(img, img.get_rect(midtop=(r.centerx, r.y + 14)))
        winners = self.score.get("winner", [])
        if winners:
            win = fonts().fit(
                i18n.tr("turin.end.winner", names=names_list([self.name(w) for w in winners])), theme.FONT_BODY + 2, theme.HIGHLIGHT, r.w - 40, bold=True
            )
            surf.blit(win, win.get_rect(midtop=(r.centerx, r.y + 56)))
        body = pygame.Rect(r.x + 20, r.y + 92, r.w - 40, r.h - 92 - 70)
        left_w = int(body.w * 0.36)
        self._ranking(surf, pygame.Rect(body.x, body.y, left_w, body.h))
        self._chart(surf, pygame.Rect(body.x + left_w + 20, body.y, body.w - left_w - 20, body.h))
        for b in self.buttons:
            b.draw(surf)

    def _ranking(self, surf: pygame.Surface, area: pygame.Rect) -> None:
        totals = self.score["scores"]
        games = self.score.get("games", [totals])
        order = sorted(range(len(totals)), key=lambda s: (-totals[s], s))
        row_h = min(96, area.h // max(1, len(order)))
        y = area.y
        rank = 0
        for k, s in enumerate(order):
            if k == 0 or totals[s] != totals[order[k - 1]]:
                rank = k + 1
            seat = self.score["seats"][s]
            pygame.draw.circle(surf, self.colours[s], (area.x + 12, y + 16), 9)
            head = fonts().fit(f"{rank}. {self.name(s)}", theme.FONT_BODY + 3, theme.PANEL_TEXT, area.w - 110, bold=True)
            surf.blit(head, (area.x + 28, y + 4))
            big = fonts().text(str(totals[s]), theme.FONT_TITLE, theme.HIGHLIGHT if s in self.score.get("winner", []) else theme.PANEL_TEXT, bold=True)
            surf.blit(big, big.get_rect(topright=(area.right - 8, y)))
            net_loan = seat["owed"] - seat["loan_cash"]
            loan = i18n.tr("turin.end.loan", n=net_loan) if net_loan else ""
            line = i18n.tr("turin.end.line", before=seat["start"], goods=signed(seat["goods_total"]), loan=loan, final=games[-1][s])
            img = fonts().fit(line, theme.FONT_SMALL, theme.MUTED_TEXT, area.w - 36)
            surf.blit(img, (area.x + 28, y + 32))
            if len(games) > 1:
                series = i18n.tr("turin.end.games", list=" + ".join(str(g[s]) for g in games), total=totals[s])
                img = fonts().fit(series, theme.FONT_SMALL, theme.MUTED_TEXT, area.w - 36)
                surf.blit(img, (area.x + 28, y + 52))
            y += row_h

    def _chart(self, surf: pygame.Surface, area: pygame.Rect) -> None:
        """Grouped bars: per good, one bar per seat, up for what it paid the seat, down for what it cost."""
        head = fonts().fit(i18n.tr("turin.end.chart"), theme.FONT_BODY, theme.PANEL_TEXT, area.w, bold=True)
        surf.blit(head, (area.x, area.y))
        seats = self.score["seats"]
        n = len(seats)
        values = [[seats[s]["goods"][g] for s in range(n)] for g in range(len(self.goods))]
        top = max([v for row in values for v in row] + [1])
        low = min([v for row in values for v in row] + [0])
        plot = pygame.Rect(area.x, area.y + 34, area.w, area.h - 34 - 58)
        bars = plot.inflate(0, -40)  # room for the values above and below the bars
        span = top - low
        zero = bars.y + int(bars.h * top / span)
        group_w = plot.w / max(1, len(self.goods))
        bar_w = max(3, min(22, int((group_w - 10) / n)))
        for g, (name, colour, bonus) in enumerate(self.goods):
            gx = plot.x + g * group_w
            if g % 2 == 0:
                shade = pygame.Rect(int(gx), plot.y, int(group_w), plot.h + 54)
                pygame.draw.rect(surf, (36, 44, 52), shade, border_radius=6)
            x0 = gx + (group_w - bar_w * n) / 2
            for s in range(n):
                v = values[g][s]
                if not v:
                    continue
                h = max(2, int(abs(v) / span * bars.h))
                bar = pygame.Rect(int(x0 + s * bar_w) + 1, zero - h if v > 0 else zero, bar_w - 2, h)
                pygame.draw.rect(surf, self.colours[s], bar, border_radius=3)
                label = fonts().text(signed(v), theme.FONT_SMALL - 2, theme.PANEL_TEXT if v > 0 else theme.ERROR, bold=True)
                where = label.get_rect(midbottom=(bar.centerx, bar.y - 1)) if v > 0 else label.get_rect(midtop=(bar.centerx, bar.bottom + 1))
                if label.get_width() <= bar_w + 10:
                    surf.blit(label, where)
            swatch = pygame.Rect(int(gx + group_w / 2 - 8), plot.bottom + 8, 16, 16)
            pygame.draw.rect(surf, colour, swatch, border_radius=4)
            pygame.draw.rect(surf, theme.PANEL_EDGE, swatch, width=1, border_radius=4)
            img = fonts().fit(text_of(name), theme.FONT_SMALL - 1, theme.PANEL_TEXT, int(group_w) - 4)
            surf.blit(img, img.get_rect(midtop=(int(gx + group_w / 2), plot.bottom + 26)))
            img = fonts().fit(f"({bonus})", theme.FONT_SMALL - 2, theme.MUTED_TEXT, int(group_w) - 4)
            surf.blit(img, img.get_rect(midtop=(int(gx + group_w / 2), plot.bottom + 42)))
        pygame.draw.line(surf, theme.PANEL_EDGE, (plot.x, zero), (plot.right, zero), 2)
