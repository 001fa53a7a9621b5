"""The end of a Jidohanbaiki game for several players: the bars, then how each result came about."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from .. import i18n, theme
from ..fonts import fonts
from ..overlays import EndScreen
from ..widgets import draw_bar_chart, panel

LINE_PX = 26


class BreakdownEnd(EndScreen):
    """:class:`EndScreen` with lines under the chart (what each seat captured, scored, cancelled)."""

    def __init__(
        self,
        screen: pygame.Rect,
        names: list[str],
        values: list[float],
        winners: list[int],
        colours: list[theme.Colour],
        lines: list[str],
        value_text: Callable[[float], str] | None = None,
    ):
        super().__init__(screen, names, values, winners, colours, value_text)
        self.lines = lines
        self.rect = pygame.Rect(0, 0, min(1100, screen.w - 60), min(560 + LINE_PX * len(lines), screen.h - 60))
        self.rect.center = screen.center
        self.close.rect.midbottom = (self.rect.centerx, self.rect.bottom - 18)

    def draw(self, surf: pygame.Surface) -> None:
        panel(surf, self.rect, 248)
        img = fonts().text(i18n.tr("end.title"), theme.FONT_TITLE + 4, theme.PANEL_TEXT, bold=True)
        surf.blit(img, img.get_rect(midtop=(self.rect.centerx, self.rect.y + 20)))
        if self.winners:
            sep = "、" if i18n.language() == "ja" else ", "
            names = sep.join(self.names[w] for w in self.winners if 0 <= w < len(self.names))
            win = fonts().text(i18n.tr("end.winner", names=names), theme.FONT_BODY + 2, theme.HIGHLIGHT, bold=True)
            surf.blit(win, win.get_rect(midtop=(self.rect.centerx, self.rect.y + 62)))
        text_h = LINE_PX * len(self.lines)
        chart = pygame.Rect(self.rect.x + 40, self.rect.y + 100, self.rect.w - 80, self.rect.h - 190 - text_h)
        draw_bar_chart(surf, chart, self.names, self.values, self.colours, self.winners, self.value_text)
        y = chart.bottom + 16
        for line in self.lines:
            img = fonts().fit(line, theme.FONT_BODY, theme.PANEL_TEXT, self.rect.w - 80)
            surf.blit(img, (self.rect.x + 40, y))
            y += LINE_PX
        self.close.draw(surf)


def colour_names(cat: Any, colours: list[str]) -> str:
    """Colours as a list in words ("Red, Blue"; 「赤、青」: the catalogue's ja names are adjectives, 「赤の」)."""
    ja = i18n.language() == "ja"
    names = [i18n.local(cat.names[c]) for c in colours]
    return "、".join(n.removesuffix("の") for n in names) if ja else ", ".join(names)


def keep_clear(services: Any, rect: pygame.Rect, lines: list[str]) -> pygame.Rect:
    """The part of the table "Fit" fills: left of the info panel (of these lines)."""
    panel_w = services.panel_rect(lines).w + 20
    return pygame.Rect(rect.x, rect.y, max(200, rect.w - panel_w), rect.h)
