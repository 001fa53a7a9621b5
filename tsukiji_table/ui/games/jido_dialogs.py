"""Dialogs the Jidohanbaiki table games share: a list of choices (paged) and a table of results.

:class:`PickDialog` asks the seat at the screen to choose one of many
(which recipe, which drinks), a page at a time; :class:`ResultTable` is
watched by everyone (``public``): a reveal, a turn's outcome, the final
scores with their breakdown.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

import pygame

from .. import i18n, theme
from ..fonts import fonts
from ..overlays import Modal
from ..widgets import Button, any_of, panel

if TYPE_CHECKING:
    from ...table import Transaction
    from ..services import TableServices

PAGE = 8  # choices per page: the dialog then fits 900 pixels


def listed(items: Iterable[str]) -> str:
    """Names one after another, as the language in use lists them (「赤、青」, "red, blue")."""
    return ("、" if i18n.language() == "ja" else ", ").join(items)


def public_line(services: TableServices, tx: Transaction) -> str:
    """A transaction's log line as every seat may read it (the referee's words for no seat in particular)."""
    if tx.action is not None:
        lines = services.game.describe(services.table, tx, None)
        if lines:
            return " · ".join(m.render(seat_name=services.seat_name) for m in lines)
    return services.describe_default(tx)


class PickDialog(Modal):
    """One choice out of a list (a click, or the keys 1-8 on a page); Esc or Cancel closes it without
    choosing (no Cancel when a choice is due)."""

    def __init__(self, screen: pygame.Rect, title: str, options: Sequence[tuple[str, Callable[[], None]]], cancel: bool = True):
        self.screen, self.title, self.options, self.cancel = screen, title, list(options), cancel
        self.page = 0
        self.buttons: list[Button] = []
        self._build()

    def _build(self) -> None:
        pages = max(1, -(-len(self.options) // PAGE))
        shown = self.options[self.page * PAGE : (self.page + 1) * PAGE]
        widest = max((fonts().font(theme.FONT_BODY - 1).size(label)[0] for label, _ in self.options), default=0)
        w = min(max(860, widest + 100), self.screen.w - 40)  # as wide as the longest choice needs, within the window
        self.rect = pygame.Rect(0, 0, w, 130 + len(shown) * 48 + (50 if self.cancel or pages > 1 else 0))
        self.rect.center = self.screen.center
        y = self.rect.y + 70
        self.buttons = []
        for label, action in shown:
            self.buttons.append(Button((self.rect.x + 30, y, w - 60, 42), label, self._then(action), size=theme.FONT_BODY - 1))
            y += 48
        y += 10
        if self.cancel:
            self.buttons.append(Button((self.rect.centerx - 95, y, 190, 42), "jido.dlg.cancel", self._close))
        if pages > 1:
            self.buttons.append(Button((self.rect.right - 230, y, 200, 42), lambda: i18n.tr("jido.dlg.more", p=self.page + 1, n=pages), self._more))

    def _then(self, action: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            self.done = True
            action()

        return run

    def _more(self) -> None:
        self.page = (self.page + 1) % max(1, -(-len(self.options) // PAGE))
        self._build()

    def _close(self) -> None:
        self.done = True

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.cancel:
            self._close()
        elif event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:  # the n-th choice of the page
            k = self.page * PAGE + event.key - pygame.K_1
            if k < min(len(self.options), (self.page + 1) * PAGE):
                self._then(self.options[k][1])()
        else:
            any_of(list(self.buttons), event)
        return True

    def draw(self, surf: pygame.Surface) -> None:
        panel(surf, self.rect, 248)
        img = fonts().fit(self.title, theme.FONT_BODY + 2, theme.PANEL_TEXT, self.rect.w - 48, bold=True)
        surf.blit(img, img.get_rect(midtop=(self.rect.centerx, self.rect.y + 22)))
        for b in self.buttons:
            b.draw(surf)


class ResultTable(Modal):
    """A table everyone at the screen reads (the bids revealed, a turn, the final scores); Enter or OK closes it."""

    public = True

    def __init__(
        self,
        screen: pygame.Rect,
        title: str,
        header: Sequence[str],
        rows: Sequence[Sequence[str]],
        colours: Sequence[theme.Colour] = (),
        notes: Sequence[str] = (),
        strong: Sequence[int] = (),
    ):
        self.title, self.header, self.rows, self.colours, self.notes, self.strong = (
            title,
            list(header),
            [list(r) for r in rows],
            list(colours),
            list(notes),
            set(strong),
        )
        w = min(980, screen.w - 40)
        self.rect = pygame.Rect(0, 0, w, 150 + 36 * len(self.rows) + 28 * len(self.notes) + 40)
        self.rect.center = screen.center
        self.ok = Button((self.rect.centerx - 100, self.rect.bottom - 60, 200, 44), "jido.dlg.ok", self._close)

    def _close(self) -> None:
        self.done = True

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE):
            self._close()
        else:
            self.ok.handle(event)
        return True

    def draw(self, surf: pygame.Surface) -> None:
        r = self.rect
        panel(surf, r, 248)
        img = fonts().fit(self.title, theme.FONT_TITLE, theme.ACCENT, r.w - 40, bold=True)
        surf.blit(img, img.get_rect(midtop=(r.centerx, r.y + 16)))
        cols = max(1, len(self.header))
        first = int((r.w - 60) * 0.3)
        rest = (r.w - 60 - first) / max(1, cols - 1)
        xs = [r.x + 30] + [r.x + 30 + first + int(rest * k) for k in range(cols - 1)]
        widths = [first] + [int(rest)] * (cols - 1)
        y = r.y + 70
        for k, text in enumerate(self.header):
            img = fonts().fit(text, theme.FONT_SMALL + 1, theme.MUTED_TEXT, widths[k] - 8, bold=True)
            surf.blit(img, (xs[k], y))
        y += 32
        for i, row in enumerate(self.rows):
            colour = self.colours[i] if i < len(self.colours) else theme.PANEL_TEXT
            for k, text in enumerate(row[:cols]):
                ink = colour if k == 0 else (theme.HIGHLIGHT if i in self.strong else theme.PANEL_TEXT)
                img = fonts().fit(text, theme.FONT_BODY, ink, widths[k] - 8, bold=k == 0 or i in self.strong)
                surf.blit(img, (xs[k], y))
            y += 36
        y += 6
        for note in self.notes:
            img = fonts().fit(note, theme.FONT_SMALL + 1, theme.MUTED_TEXT, r.w - 60)
            surf.blit(img, (r.x + 30, y))
            y += 28
        self.ok.draw(surf)


i18n.add_strings(
    {
        "jido.dlg.cancel": {"en": "Cancel", "ja": "キャンセル"},
        "jido.dlg.more": {"en": "More ({p}/{n})", "ja": "次へ（{p}/{n}）"},
        "jido.dlg.ok": {"en": "OK", "ja": "OK"},
    }
)
