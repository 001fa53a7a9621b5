"""Reusable widgets: button, text and number entry, toasts, menus, tooltips, bar chart.

Widgets keep their state and draw themselves from cached text; labels are
given as callables (or catalogue keys) so a language switch shows at once.
``handle(event)`` returns True when the widget used the event.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from . import i18n, theme
from .fonts import fonts

Label = str | Callable[[], str]


def text_of(label: Label) -> str:
    """A label's current text: a callable is called, a catalogue key translated."""
    if callable(label):
        return label()
    return i18n.tr(label) if label in i18n.CATALOGUE else label


class Widget:
    rect: pygame.Rect
    visible: bool = True

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surf: pygame.Surface) -> None:
        pass


class Button(Widget):
    """A clickable label; ``toggled`` draws it as the chosen one of a group."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: Label,
        on_click: Callable[[], None] | None = None,
        enabled: Callable[[], bool] | bool = True,
        toggled: Callable[[], bool] | bool = False,
        size: int = theme.FONT_BODY,
        colour: theme.Colour | None = None,
        tip: Label | None = None,
    ):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.on_click = on_click
        self._enabled = enabled
        self._toggled = toggled
        self.size = size
        self.colour = colour
        self.tip = tip
        self.hover = False

    @property
    def enabled(self) -> bool:
        return self._enabled() if callable(self._enabled) else bool(self._enabled)

    @property
    def toggled(self) -> bool:
        return self._toggled() if callable(self._toggled) else bool(self._toggled)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.enabled and self.on_click is not None:
                self.on_click()
            return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        if not self.visible:
            return
        text = text_of(self.label)
        if not text and not self.enabled:
            return  # a blank slot (a game's button with nothing to do now) keeps its place, unseen
        if not self.enabled:
            fill = theme.BUTTON_DISABLED
        elif self.toggled:
            fill = theme.BUTTON_ACTIVE
        elif self.hover:
            fill = theme.BUTTON_HOVER
        else:
            fill = self.colour or theme.BUTTON
        pygame.draw.rect(surf, fill, self.rect, border_radius=theme.RADIUS)
        pygame.draw.rect(surf, theme.PANEL_EDGE, self.rect, width=1, border_radius=theme.RADIUS)
        colour = theme.PANEL_TEXT if self.enabled else theme.MUTED_TEXT
        img = fonts().fit(text, self.size, colour, self.rect.w - 12)
        surf.blit(img, img.get_rect(center=self.rect.center))


class TextEntry(Widget):
    """One line of typed text (names, seeds); typing goes through SDL's text input, so IMEs work."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str = "",
        max_len: int = 24,
        digits: bool = False,
        placeholder: Label = "",
        on_change: Callable[[str], None] | None = None,
    ):
        self.rect = pygame.Rect(rect)
        self.text = text
        self.max_len = max_len
        self.digits = digits
        self.placeholder = placeholder
        self.focus = False
        self.on_change = on_change

    def set_text(self, text: str) -> None:
        self.text = text[: self.max_len]
        if self.on_change:
            self.on_change(self.text)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focus = self.rect.collidepoint(event.pos)
            return self.focus
        if not self.focus:
            return False
        if event.type == pygame.TEXTINPUT:
            add = "".join(ch for ch in event.text if ch.isprintable() and (not self.digits or ch.isdigit()))
            if add:
                self.set_text(self.text + add)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.set_text(self.text[:-1])
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                self.focus = False
                return True
            return event.key not in (pygame.K_ESCAPE,)
        return False

    def draw(self, surf: pygame.Surface) -> None:
        pygame.draw.rect(surf, (18, 22, 28), self.rect, border_radius=6)
        pygame.draw.rect(surf, theme.ACCENT if self.focus else theme.PANEL_EDGE, self.rect, width=2 if self.focus else 1, border_radius=6)
        shown = self.text or text_of(self.placeholder)
        colour = theme.PANEL_TEXT if self.text else theme.MUTED_TEXT
        img = fonts().fit(shown + ("|" if self.focus and int(time.monotonic() * 2) % 2 == 0 else ""), theme.FONT_BODY, colour, self.rect.w - 12)
        surf.blit(img, img.get_rect(midleft=(self.rect.x + 8, self.rect.centery)))


class NumberEntry(Widget):
    """A whole number between ``lo`` and ``hi``: +/- buttons, the wheel, arrow keys or typing."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        value: int = 0,
        lo: int = 0,
        hi: int = 99,
        step: int = 1,
        on_change: Callable[[int], None] | None = None,
    ):
        self.rect = pygame.Rect(rect)
        self.lo, self.hi, self.step = lo, hi, step
        self.value = max(lo, min(hi, value))
        self.on_change = on_change
        self.typed = ""
        self.focus = False  # clicked into: Enter ends the typing here instead of reaching the screen
        h = self.rect.h
        self.minus = Button((self.rect.x, self.rect.y, h, h), "−", lambda: self.add(-self.step), size=theme.FONT_TITLE)
        self.plus = Button((self.rect.right - h, self.rect.y, h, h), "+", lambda: self.add(self.step), size=theme.FONT_TITLE)

    def set(self, value: int) -> None:
        value = max(self.lo, min(self.hi, int(value)))
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def add(self, delta: int) -> None:
        self.typed = ""
        self.set(self.value + delta)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focus = self.rect.collidepoint(event.pos)
        if self.minus.handle(event) or self.plus.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus:
            self.focus = False
            self.typed = ""
            return True
        if event.type == pygame.MOUSEWHEEL:
            if self.rect.collidepoint(pygame.mouse.get_pos()):
                self.add(self.step if event.y > 0 else -self.step)
                return True
            return False
        if event.type == pygame.TEXTINPUT:
            digits = "".join(ch for ch in event.text if ch.isdigit())
            if digits:
                self.typed = (self.typed + digits)[-9:]
                self.set(int(self.typed))
                return True
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_RIGHT, pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS):
                self.add(self.step)
                return True
            if event.key in (pygame.K_DOWN, pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
                self.add(-self.step)
                return True
            if event.key == pygame.K_BACKSPACE:
                self.typed = self.typed[:-1]
                self.set(int(self.typed) if self.typed else self.lo)
                return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        middle = self.rect.inflate(-2 * self.rect.h - 8, 0)
        pygame.draw.rect(surf, (18, 22, 28), middle, border_radius=6)
        pygame.draw.rect(surf, theme.ACCENT, middle, width=2, border_radius=6)
        img = fonts().text(f"{self.value:,}", theme.FONT_TITLE, theme.PANEL_TEXT, bold=True)
        surf.blit(img, img.get_rect(center=middle.center))
        self.minus.draw(surf)
        self.plus.draw(surf)


@dataclass
class _Toast:
    text: str
    until: float
    colour: theme.Colour
    language: str = ""  # the language it was said in: switching languages drops it (it would stay in the other one)


class Toasts(Widget):
    """Short messages that fade after a few seconds (errors stay longer)."""

    def __init__(self) -> None:
        self.items: list[_Toast] = []
        self.now = 0.0

    def show(self, text: str, seconds: float = 3.5, colour: theme.Colour = theme.PANEL) -> None:
        self.items.append(_Toast(text, self.now + seconds, colour, i18n.language()))
        self.items = self.items[-4:]

    def error(self, text: str) -> None:
        self.show(text, 7.0, (110, 40, 36))

    def update(self, dt: float) -> None:
        self.now += dt
        lang = i18n.language()
        self.items = [t for t in self.items if t.until > self.now and t.language == lang]

    def draw(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        y = h - 60
        lang = i18n.language()
        for toast in reversed([t for t in self.items if t.language == lang]):
            lines = fonts().wrap(toast.text, theme.FONT_BODY, min(900, w - 80))[:3]
            imgs = [fonts().text(line, theme.FONT_BODY, theme.PANEL_TEXT) for line in lines]
            box_h = sum(i.get_height() for i in imgs) + 16
            box_w = max(i.get_width() for i in imgs) + 32
            box = pygame.Rect(0, 0, box_w, box_h)
            box.midbottom = (w // 2, y)
            pygame.draw.rect(surf, toast.colour, box, border_radius=10)
            pygame.draw.rect(surf, theme.PANEL_EDGE, box, width=1, border_radius=10)
            ty = box.y + 8
            for img in imgs:
                surf.blit(img, (box.x + 16, ty))
                ty += img.get_height()
            y = box.y - 8


class ContextMenu(Widget):
    """A right-click menu: a column of entries; a click elsewhere or Esc closes it.

    It never leaves the window: a long menu shows what fits and scrolls with
    the wheel (arrows mark more above or below); a long entry is shortened.
    An entry without an action is drawn muted: a heading, or something not
    possible now.
    """

    ROW = 30
    MAX_W = 760

    def __init__(self, pos: tuple[int, int], entries: Sequence[tuple[Label, Callable[[], None] | None]], bounds: pygame.Rect):
        self.entries = list(entries)
        width = max([fonts().text(text_of(label), theme.FONT_BODY, theme.PANEL_TEXT).get_width() for label, _ in self.entries] or [120]) + 46
        self.rows = max(1, min(len(self.entries), (bounds.h - 8) // self.ROW))
        self.rect = pygame.Rect(pos[0], pos[1], min(max(180, width), self.MAX_W, bounds.w), self.ROW * self.rows + 8)
        self.rect.clamp_ip(bounds)
        self.top = 0  # the first entry shown
        self.hover = -1
        self.closed = False

    def _index(self, y: int) -> int:
        """The entry under screen row ``y`` (-1 for none)."""
        k = (y - self.rect.y - 4) // self.ROW
        return self.top + k if 0 <= k < self.rows and self.top + k < len(self.entries) else -1

    def scroll(self, rows: int) -> None:
        self.top = max(0, min(len(self.entries) - self.rows, self.top + rows))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._index(event.pos[1]) if self.rect.collidepoint(event.pos) else -1
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-3 * int(event.y))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            if self.rect.collidepoint(event.pos) and event.button == 1:
                k = self._index(event.pos[1])
                if k >= 0 and self.entries[k][1] is not None:
                    self.closed = True
                    self.entries[k][1]()  # type: ignore[misc]
                return True
            if self.rect.collidepoint(event.pos) and event.button in (4, 5):
                return True  # the wheel, as old SDL sends it: MOUSEWHEEL scrolls
            self.closed = True  # a click elsewhere only closes the menu
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.closed = True
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP, pygame.K_DOWN, pygame.K_UP):
            step = self.rows if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP) else 1
            self.scroll(step if event.key in (pygame.K_PAGEDOWN, pygame.K_DOWN) else -step)
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.TEXTINPUT)

    def draw(self, surf: pygame.Surface) -> None:
        pygame.draw.rect(surf, theme.PANEL, self.rect, border_radius=8)
        pygame.draw.rect(surf, theme.PANEL_EDGE, self.rect, width=1, border_radius=8)
        for k in range(self.rows):
            index = self.top + k
            if index >= len(self.entries):
                break
            label, action = self.entries[index]
            row = pygame.Rect(self.rect.x + 4, self.rect.y + 4 + k * self.ROW, self.rect.w - 8, self.ROW)
            if index == self.hover and action is not None:
                pygame.draw.rect(surf, theme.BUTTON_HOVER, row, border_radius=6)
            colour = theme.PANEL_TEXT if action is not None else theme.MUTED_TEXT
            img = fonts().fit(text_of(label), theme.FONT_BODY, colour, row.w - 30, min_size=theme.FONT_BODY)  # one size, cut short if need be
            surf.blit(img, img.get_rect(midleft=(row.x + 10, row.centery)))
        if self.top > 0:
            self._arrow(surf, self.rect.y + 10, up=True)
        if self.top + self.rows < len(self.entries):
            self._arrow(surf, self.rect.bottom - 10, up=False)

    def _arrow(self, surf: pygame.Surface, y: int, up: bool) -> None:
        """A small triangle at the right edge: more entries that way (the wheel scrolls)."""
        x = self.rect.right - 14
        tip, base = (y - 5, y + 4) if up else (y + 5, y - 4)
        pygame.draw.polygon(surf, theme.MUTED_TEXT, [(x, tip), (x - 6, base), (x + 6, base)])


def draw_tooltip(surf: pygame.Surface, lines: Sequence[tuple[str, theme.Colour]], pos: tuple[int, int]) -> None:
    """A small box of lines near the mouse, kept inside the window."""
    if not lines:
        return
    imgs = [fonts().text(text, theme.FONT_SMALL + (2 if k == 0 else 0), colour, bold=k == 0) for k, (text, colour) in enumerate(lines)]
    w = max(i.get_width() for i in imgs) + 20
    h = sum(i.get_height() + 2 for i in imgs) + 12
    box = pygame.Rect(pos[0] + 18, pos[1] + 18, w, h)
    box.clamp_ip(surf.get_rect())
    pygame.draw.rect(surf, (20, 24, 30), box, border_radius=8)
    pygame.draw.rect(surf, theme.PANEL_EDGE, box, width=1, border_radius=8)
    y = box.y + 6
    for img in imgs:
        surf.blit(img, (box.x + 10, y))
        y += img.get_height() + 2


def draw_bar_chart(
    surf: pygame.Surface,
    rect: pygame.Rect,
    labels: Sequence[str],
    values: Sequence[float],
    colours: Sequence[theme.Colour],
    winners: Sequence[int] = (),
    value_text: Callable[[float], str] | None = None,
) -> None:
    """Vertical bars with the value above and the label below each."""
    n = max(1, len(values))
    top = max([float(v) for v in values] + [1.0])
    slot = rect.w / n
    bar_w = min(90, slot * 0.6)
    base = rect.bottom - 34
    height = rect.h - 70
    for k, (label, value) in enumerate(zip(labels, values)):
        cx = rect.x + slot * (k + 0.5)
        bh = max(2, int(height * max(0.0, float(value)) / top))
        bar = pygame.Rect(int(cx - bar_w / 2), base - bh, int(bar_w), bh)
        colour = colours[k % len(colours)] if colours else theme.ACCENT
        pygame.draw.rect(surf, colour, bar, border_top_left_radius=6, border_top_right_radius=6)
        if k in winners:
            pygame.draw.rect(surf, theme.HIGHLIGHT, bar.inflate(6, 6), width=3, border_radius=8)
        shown = value_text(value) if value_text is not None else (f"{value:g}" if isinstance(value, float) else str(value))
        val = fonts().fit(shown, theme.FONT_BODY, theme.PANEL_TEXT, int(slot) - 8, bold=True)
        surf.blit(val, val.get_rect(midbottom=(cx, bar.y - 4)))
        name = fonts().fit(label, theme.FONT_BODY, theme.PANEL_TEXT, int(slot) - 8)
        surf.blit(name, name.get_rect(midtop=(cx, base + 8)))
    pygame.draw.line(surf, theme.PANEL_EDGE, (rect.x, base), (rect.right, base), 2)


_panels: dict[tuple[int, int, int], pygame.Surface] = {}


def panel(surf: pygame.Surface, rect: pygame.Rect, alpha: int = 235) -> None:
    """A dark rounded panel (slightly see-through) for overlays."""
    key = (rect.w, rect.h, alpha)
    shade = _panels.get(key)
    if shade is None:
        if len(_panels) > 64:
            _panels.clear()
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (*theme.PANEL, alpha), shade.get_rect(), border_radius=14)
        _panels[key] = shade
    surf.blit(shade, rect)
    pygame.draw.rect(surf, theme.PANEL_EDGE, rect, width=1, border_radius=14)


_veils: dict[tuple[int, int], pygame.Surface] = {}


def veil(surf: pygame.Surface) -> None:
    """Dim the whole window behind a dialog, so the dialog stands out from what is under it."""
    size = surf.get_size()
    cover = _veils.get(size)
    if cover is None:
        if len(_veils) > 8:
            _veils.clear()
        cover = _veils[size] = pygame.Surface(size, pygame.SRCALPHA)
        cover.fill((8, 10, 14, 150))
    surf.blit(cover, (0, 0))


def three_columns(width: int, widest: int, gap: int) -> tuple[int, int, int, int]:
    """A menu's three columns centred across ``width``: their left edges and their width
    (at most ``widest``, ``gap`` between them and at the sides)."""
    col = min(widest, (width - 4 * gap) // 3)
    x1 = max(gap, (width - 3 * col - 2 * gap) // 2)
    return x1, x1 + col + gap, x1 + 2 * (col + gap), col


def any_of(widgets: Sequence[Widget], event: pygame.event.Event) -> bool:
    """Offer ``event`` to widgets, topmost (last) first."""
    for w in reversed(widgets):
        if w.visible and w.handle(event):
            return True
    return False


__all__ = [
    "Label",
    "text_of",
    "Widget",
    "Button",
    "TextEntry",
    "NumberEntry",
    "Toasts",
    "ContextMenu",
    "draw_tooltip",
    "draw_bar_chart",
    "panel",
    "veil",
    "any_of",
    "three_columns",
]
