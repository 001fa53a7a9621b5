"""Turin Market's dialogs: a choice among seats, the auction's result, the coin toss.

They are modals (:class:`~tsukiji_table.ui.overlays.Modal`): while one is
open it takes every event.  Their words are labels (functions or catalogue
keys) said when drawn, so F2 switches the language of a dialog already open.  Text comes from the cached fonts; the coin is
drawn with shapes, so an animation frame renders no text.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from .. import i18n, theme
from ..fonts import fonts
from ..overlays import Modal
from ..widgets import Button, Label, any_of, panel, text_of


class ChoiceDialog(Modal):
    """A question answered by one of a few buttons (who gets the goose, who buys the card)."""

    def __init__(
        self,
        screen: pygame.Rect,
        title: Label,
        options: Sequence[tuple[Label, Callable[[], None]]],
        cancel: bool = False,
        toggles: Sequence[tuple[Label, Callable[[], bool], Callable[[], None]]] = (),
    ):
        self._title = title
        w = min(640, screen.w - 40)
        rows = len(options) + len(toggles) + (1 if cancel else 0)
        self.rect = pygame.Rect(0, 0, w, 90 + rows * 50)
        self.rect.center = screen.center
        self.buttons: list[Button] = []
        y = self.rect.y + 74
        for label, on_toggle_state, flip in toggles:
            self.buttons.append(Button((self.rect.x + 60, y, w - 120, 42), label, flip, toggled=on_toggle_state, size=theme.FONT_BODY))
            y += 50
        self.choices: list[Button] = []  # the answers (toggles only shape the answer)
        for label, action in options:
            self.choices.append(Button((self.rect.x + 40, y, w - 80, 42), label, self._then(action)))
            y += 50
        self.buttons.extend(self.choices)
        if cancel:
            self.buttons.append(Button((self.rect.centerx - 90, y, 180, 42), "turin.cancel", self._close))

    @property
    def title(self) -> str:
        return text_of(self._title)

    def _then(self, action: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            self.done = True
            action()

        return run

    def _close(self) -> None:
        self.done = True

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and any(b.label == "turin.cancel" for b in self.buttons):
            self._close()
        else:
            any_of(self.buttons, event)
        return True

    def draw(self, surf: pygame.Surface) -> None:
        panel(surf, self.rect, 248)
        y = self.rect.y + 20
        for line in fonts().wrap(self.title, theme.FONT_BODY + 2, self.rect.w - 48, bold=True)[:2]:
            img = fonts().text(line, theme.FONT_BODY + 2, theme.PANEL_TEXT, bold=True)
            surf.blit(img, img.get_rect(midtop=(self.rect.centerx, y)))
            y += img.get_height()
        for b in self.buttons:
            b.draw(surf)


@dataclass(frozen=True)
class ResultRow:
    """One seat's line in the auction's result."""

    seat: int
    place: str
    bid: str
    rebid: str
    cards: Label
    pays: str
    strong: bool = False  # takes cards


class ResultDialog(Modal):
    """The revealed bids, the places, who takes how many cards and what each pays."""

    public = True

    COLS = ("", "turin.result.place", "turin.result.bid", "turin.result.rebid", "turin.result.cards", "turin.result.pays")

    def __init__(self, screen: pygame.Rect, title: Label, rows: list[ResultRow], name: Callable[[int], str], colours: list[theme.Colour], notes: list[Label]):
        self._title, self.rows, self.name, self.colours, self.notes = title, rows, name, colours, notes
        w = min(760, screen.w - 40)
        self.rect = pygame.Rect(0, 0, w, 150 + 34 * len(rows) + 26 * len(notes) + 30)
        self.rect.center = screen.center
        self.ok = Button((self.rect.centerx - 100, self.rect.bottom - 58, 200, 44), "turin.continue", self._close)

    @property
    def title(self) -> str:
        return text_of(self._title)

    def _close(self) -> None:
        self.done = True

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE):
            self._close()
        else:
            self.ok.handle(event)
        return True

    def draw(self, surf: pygame.Surface) -> None:
        panel(surf, self.rect, 248)
        r = self.rect
        img = fonts().fit(self.title, theme.FONT_TITLE, theme.ACCENT, r.w - 40, bold=True)
        surf.blit(img, img.get_rect(midtop=(r.centerx, r.y + 16)))
        widths = (0.28, 0.12, 0.12, 0.12, 0.2, 0.16)
        xs = [r.x + 24 + int(sum(widths[:k]) * (r.w - 48)) for k in range(len(widths))]
        y = r.y + 64
        for k, key in enumerate(self.COLS):
            if key:
                head = fonts().fit(i18n.tr(key), theme.FONT_SMALL, theme.MUTED_TEXT, int(widths[k] * (r.w - 48)) - 6)
                surf.blit(head, (xs[k], y))
        y += 26
        for row in self.rows:
            colour = self.colours[row.seat % len(self.colours)]
            pygame.draw.circle(surf, colour, (xs[0] + 8, y + 12), 7)
            cells = (self.name(row.seat), row.place, row.bid, row.rebid, text_of(row.cards), row.pays)
            for k, text in enumerate(cells):
                img = fonts().fit(
                    text,
                    theme.FONT_BODY + 1,
                    theme.PANEL_TEXT if row.strong or k == 0 else theme.MUTED_TEXT,
                    int(widths[k] * (r.w - 48)) - (28 if k == 0 else 6),
                    bold=row.strong and k in (0, 4),
                )
                surf.blit(img, (xs[k] + (22 if k == 0 else 0), y))
            y += 34
        y += 6
        for note in self.notes:
            img = fonts().fit(text_of(note), theme.FONT_SMALL + 1, theme.PANEL_TEXT, r.w - 48)
            surf.blit(img, (r.x + 24, y))
            y += 26
        self.ok.draw(surf)


class CoinTossDialog(Modal):
    """A coin spun in the air and landing on the outcome the referee already recorded."""

    public = True

    SPIN_S = 1.6

    def __init__(self, screen: pygame.Rect, heads_up: bool | None, lines_before: list[Label], lines_after: list[Label]):
        self.heads_up = heads_up  # None: more than two players, an order was drawn
        self.before, self.after = lines_before, lines_after
        self.rect = pygame.Rect(0, 0, min(620, screen.w - 40), 380)
        self.rect.center = screen.center
        self.t = 0.0
        self.ok = Button((self.rect.centerx - 100, self.rect.bottom - 58, 200, 44), "turin.continue", self._close)

    @property
    def landed(self) -> bool:
        return self.t >= self.SPIN_S

    def _close(self) -> None:
        if self.landed:
            self.done = True

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self._close()
        elif self.landed:
            self.ok.handle(event)
        return True

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surf: pygame.Surface) -> None:
        panel(surf, self.rect, 248)
        r = self.rect
        img = fonts().text(i18n.tr("turin.toss.title"), theme.FONT_TITLE, theme.ACCENT, bold=True)
        surf.blit(img, img.get_rect(midtop=(r.centerx, r.y + 16)))
        y = r.y + 58
        for line in self.before:
            img = fonts().fit(text_of(line), theme.FONT_BODY, theme.PANEL_TEXT, r.w - 40)
            surf.blit(img, img.get_rect(midtop=(r.centerx, y)))
            y += 26
        # The spin slows down so that it lands on the recorded side after SPIN_S.
        t = min(self.t, self.SPIN_S) / self.SPIN_S
        turns = 6.0  # half-turns: an even number ends on the side it started from, the recorded one
        angle = turns * math.pi * (1 - (1 - t) ** 2)
        final_heads = self.heads_up is not False
        showing_heads = (math.cos(angle) >= 0) == final_heads
        squash = abs(math.cos(angle))
        lift = int(60 * math.sin(math.pi * t))
        centre = (r.centerx, r.y + 170 - lift)
        radius = 44
        face = pygame.Rect(0, 0, radius * 2, max(4, int(radius * 2 * max(0.08, squash))))
        face.center = centre
        gold, dark = (222, 184, 80), (150, 112, 40)
        pygame.draw.ellipse(surf, gold if showing_heads else (200, 200, 206), face)
        pygame.draw.ellipse(surf, dark, face, width=3)
        if squash > 0.5:
            mark = i18n.tr("turin.toss.h" if showing_heads else "turin.toss.t")
            img = fonts().text(mark, theme.FONT_TITLE, theme.INK, bold=True)
            surf.blit(img, img.get_rect(center=centre))
        if self.landed:
            y = r.y + 236
            for line in self.after:
                img = fonts().fit(text_of(line), theme.FONT_BODY + 2, theme.HIGHLIGHT, r.w - 40, bold=True)
                surf.blit(img, img.get_rect(midtop=(r.centerx, y)))
                y += 28
            self.ok.draw(surf)


i18n.add_strings({"turin.toss.h": {"en": "H", "ja": "表"}, "turin.toss.t": {"en": "T", "ja": "裏"}})

__all__ = ["ChoiceDialog", "ResultDialog", "ResultRow", "CoinTossDialog"]
