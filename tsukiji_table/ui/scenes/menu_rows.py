"""Pieces the menu is laid out with: labels that know their rect, and option rows that never crowd.

An option row is a title on the left and one toggle per choice on its right.
When the choices' words do not fit side by side at full size, the toggles
flow onto a second line instead of shrinking into "rand…"; the title is
fitted to its own column, so a long Japanese title never runs under the
toggles.  Rows are built for the language in use (the menu is built again
when the language changes).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from .. import i18n, theme
from ..fonts import fonts
from ..widgets import Button, Widget

ROW_H = 34
ROW_GAP = 8
BUTTON_GAP = 6
TITLE_SHARE = 0.34  # of a column's width, for the titles of option rows
PAD = 22  # room around a toggle's words
SNUG_PAD = 12  # the least room round them, to keep a row of short toggles on one line


@dataclass(frozen=True)
class Label:
    """Text drawn at a place, no wider than ``max_w`` (fitted); ``key`` is a catalogue key or the text itself."""

    key: str
    x: int
    y: int
    max_w: int
    size: int = theme.FONT_BODY + 1
    colour: theme.Colour = theme.ACCENT
    bold: bool = True

    def text(self) -> str:
        return _words(self.key)

    def image(self) -> pygame.Surface:
        return fonts().fit(self.text(), self.size, self.colour, self.max_w, bold=self.bold)

    def rect(self) -> pygame.Rect:
        return self.image().get_rect(topleft=(self.x, self.y))

    def draw(self, surf: pygame.Surface) -> None:
        surf.blit(self.image(), (self.x, self.y))


def title_width(titles: Sequence[str], width: int) -> int:
    """The room for the titles of a column's rows: the widest title whole where it leaves the toggles
    at least half the column, so the titles line up and a long one is not shrunk."""
    return max(int(width * TITLE_SHARE), min(title_need(titles), width // 2))


def title_need(titles: Sequence[str]) -> int:
    """The room the widest of ``titles`` takes whole."""
    return max((fonts().text(_words(t), theme.FONT_BODY + 1, theme.ACCENT, bold=True).get_width() for t in titles), default=0) + 14


def _words(key: str) -> str:
    return i18n.tr(key) if key in i18n.CATALOGUE else key


def toggle_widths(words: Sequence[str], size: int) -> list[int]:
    """The width each toggle needs to show its words whole at ``size``."""
    return [fonts().text(w, size, theme.PANEL_TEXT).get_width() + PAD for w in words]


def choice_row(
    widgets: list[Widget],
    labels: list[Label],
    x: int,
    y: int,
    width: int,
    title: str,
    choices: Sequence[Any],
    get: Callable[[], Any],
    set_: Callable[[Any], None],
    text: Callable[[Any], str],
    size: int = theme.FONT_SMALL + 1,
    title_w: int | None = None,
    gap: int = ROW_GAP,
) -> int:
    """Add a titled row of toggles at ``y``; returns the ``y`` below it (``title_w``: see :func:`title_width`; ``gap``: room below it)."""
    title_w = title_w or int(width * TITLE_SHARE)
    labels.append(Label(title, x, y + 6, title_w - 8))
    left, room = x + title_w, width - title_w
    n = max(1, len(choices))
    need = toggle_widths([text(c) for c in choices], size)
    equal = (room - BUTTON_GAP * (n - 1)) // n
    snug = [w - PAD + SNUG_PAD for w in need]
    tight = sum(snug) + 3 * (n - 1)
    if max(need, default=0) <= equal:  # one line of equal toggles
        places = [(left + k * (equal + BUTTON_GAP), y, equal) for k in range(n)]
    elif tight <= room:  # still one line: each toggle as wide as its words with less room round them
        spare = (room - tight) // max(1, n - 1)
        step = 3 + min(spare, BUTTON_GAP - 3)
        grow = max(0, (room - sum(snug) - step * (n - 1)) // n)  # what the gaps leave, shared out
        places, cx = [], left
        for w in snug:
            w = min(w + grow, w - SNUG_PAD + PAD)
            places.append((cx, y, w))
            cx += w + step
    else:  # flow: each toggle as wide as its words, as many lines as it takes
        places = []
        cx, cy = left, y
        for w in need:
            w = min(w, room)
            if cx > left and cx + w > left + room:
                cx, cy = left, cy + ROW_H + BUTTON_GAP
            places.append((cx, cy, w))
            cx += w + BUTTON_GAP
    for value, (bx, by, bw) in zip(choices, places):
        widgets.append(Button((bx, by, bw, ROW_H), lambda v=value: text(v), lambda v=value: set_(v), toggled=lambda v=value: get() == v, size=size))
    bottom = max((by for _, by, _ in places), default=y) + ROW_H
    return bottom + gap


def option_text(option: Any, value: Any) -> str:
    """A choice as the menu shows it: the option's own words for it (``opt.<option>.<value>``), on/off,
    a shared word (``opt.<value>``), else the value itself."""
    name = getattr(option, "name", "")
    for key in (f"opt.{name}.{value}", *(() if isinstance(value, (bool, int, float)) else (f"opt.{value}",))):
        if key in i18n.CATALOGUE:
            return i18n.tr(key)
    if value is True:
        return i18n.tr("opt.on")
    if value is False:
        return i18n.tr("opt.off")
    return str(value).replace("_", " ")


def overlaps(rects: Sequence[tuple[str, pygame.Rect]]) -> list[tuple[str, str]]:
    """Pairs of named rects that overlap (the layout check of the menu's tests)."""
    out = []
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1 :]:
            if ra.colliderect(rb):
                out.append((a, b))
    return out
