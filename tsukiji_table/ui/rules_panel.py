"""The rules panel: a game's how-to-play page and rules reference, in the language in use.

The text comes from ``rules/<box>/summaries/`` (:mod:`..rulesdata.summaries`),
its numbers filled in from the rules the game runs with.  A value or reading
that is ours and not the rulebook's carries a coloured ``*``, and the notes
under each section say why.  The panel is a help page: like the keys' help it
shows nothing secret, so it opens over a hand-off cover too and takes its own
keys (it is a :class:`HelpOverlay` for the scenes that route those).  It
needs nothing of a scene but its game and rules: :func:`open_rules` opens it
on any scene with ``modals`` (a table, the menu).

Controls: wheel, arrows, Page Up/Down, Home/End scroll; Tab changes the page;
Esc, the rules key or a click outside closes it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from ..games.registry import UnknownGame, get
from ..rulesdata import Rules, RulesDataError
from ..rulesdata.summaries import ASSUMED_MARK, PAGES, Section, Summary, fill, summaries_for
from . import i18n, keys, theme
from .fonts import fonts
from .overlays import HelpOverlay
from .widgets import Button, any_of, panel, veil
from .work import Job, ProgressDialog

LINE_GAP = 4
SCROLL_STEP = 48


@dataclass(frozen=True)
class Line:
    """One laid-out line of the body: its text, where it starts and how it looks."""

    text: str
    indent: int
    size: int
    colour: theme.Colour
    bold: bool = False
    space_before: int = 0


def game_name(game_id: str) -> str:
    try:
        return i18n.local(get(game_id).names, game_id)
    except UnknownGame:
        return game_id


def summary_name(summary: Summary) -> str:
    """A summary's title: the name of the first refereed game it explains (free tables say "free table")."""
    ids = sorted(summary.games, key=lambda g: g.startswith("sandbox:"))
    return game_name(ids[0])


def lay_out(summary: Summary, page: str, width: int, lang: str) -> list[Line]:
    """The body of ``page`` as lines no wider than ``width`` (headings, paragraphs, bullets, notes)."""
    body, small = theme.FONT_BODY, theme.FONT_SMALL + 1
    out: list[Line] = []
    for k, sec in enumerate(summary.pages[page]):
        out.append(Line(i18n.local(sec.heading), 0, theme.FONT_BODY + 3, theme.ACCENT, bold=True, space_before=18 if k else 0))
        out += _paragraphs(summary.text(sec, lang), width, body, theme.PANEL_TEXT)
        out += _notes(summary, sec, width, small, lang)
    return out


def _paragraphs(text: str, width: int, size: int, colour: theme.Colour) -> list[Line]:
    f = fonts()
    bullet = "• "
    hang = f.font(size).size(bullet)[0]
    out: list[Line] = []
    first = True
    for para in text.strip().split("\n"):
        para = para.strip()
        if not para:
            continue
        is_bullet = para.startswith("- ")
        words = para[2:] if is_bullet else para
        indent = hang if is_bullet else 0
        wrapped = f.wrap(words, size, width - indent - size)  # room for a closing mark that may not start a line
        for n, piece in enumerate(wrapped):
            shown = (bullet + piece) if is_bullet and n == 0 else piece
            out.append(Line(shown, 0 if is_bullet and n == 0 else indent, size, colour, space_before=(8 if not first and n == 0 else 0) + 2))
        first = False
    return out


def _notes(summary: Summary, sec: Section, width: int, size: int, lang: str) -> list[Line]:
    f = fonts()
    mark = ASSUMED_MARK + " "
    hang = f.font(size).size(mark)[0]
    out: list[Line] = []
    for k, note in enumerate(sec.notes):
        text = fill(note.text.get(lang) or note.text["en"], summary.rules)
        for n, piece in enumerate(f.wrap(text, size, width - hang - size)):
            out.append(
                Line((mark + piece) if n == 0 else piece, 0 if n == 0 else hang, size, theme.MUTED_TEXT, space_before=(10 if k == 0 else 4) if n == 0 else 0)
            )
    return out


def draw_marked(surf: pygame.Surface, text: str, pos: tuple[int, int], size: int, colour: theme.Colour, bold: bool = False) -> None:
    """``text`` with every :data:`ASSUMED_MARK` drawn in the assumed colour (each piece a cached surface)."""
    f = fonts()
    x, y = pos
    parts = text.split(ASSUMED_MARK)
    for k, part in enumerate(parts):
        if part:
            img = f.text(part, size, colour, bold)
            surf.blit(img, (x, y))
            x += img.get_width()
        if k < len(parts) - 1:
            img = f.text(ASSUMED_MARK, size, theme.ASSUMED, True)
            surf.blit(img, (x, y))
            x += img.get_width()


class RulesPanel(HelpOverlay):
    """The panel (see the module docstring) over ``summaries`` (a free table may have several)."""

    def __init__(self, summaries: Sequence[Summary], size: tuple[int, int], page: str = "how_to_play", set_language: Callable[[str], None] | None = None):
        super().__init__([])
        self.set_language = set_language  # F2 works here too (the scene passes the panel every key)
        self.summaries = list(summaries)
        self.which = 0
        self.page = page if page in PAGES else PAGES[0]
        self.scroll = 0
        self._lines: tuple[Any, list[Line]] = (None, [])
        self.resize(size)

    # ------------------------------------------------------------ layout

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.size = size
        self.rect = pygame.Rect(0, 0, min(1040, w - 40), h - 60)
        self.rect.center = (w // 2, h // 2)
        r = self.rect
        buttons: list[Button] = []
        y = r.y + 64
        if len(self.summaries) > 1:  # one tab per game the table explains
            tab_w = min(260, (r.w - 48) // len(self.summaries) - 6)
            for k, s in enumerate(self.summaries):
                buttons.append(
                    Button(
                        (r.x + 24 + k * (tab_w + 6), y, tab_w, 32), lambda s=s: summary_name(s), lambda k=k: self._pick(k), toggled=lambda k=k: self.which == k
                    )
                )
            y += 40
        tab_w = min(240, (r.w - 48) // 2 - 6)
        for k, page in enumerate(PAGES):
            buttons.append(
                Button((r.x + 24 + k * (tab_w + 6), y, tab_w, 34), f"rules.page.{page}", lambda p=page: self._page(p), toggled=lambda p=page: self.page == p)
            )
        self.close_button = Button((r.right - 130, r.y + 16, 106, 34), "rules.close", self._close, tip=keys.label_of("rules"))
        buttons.append(self.close_button)
        self.buttons = buttons
        self.body = pygame.Rect(r.x + 28, y + 48, r.w - 56 - 14, r.bottom - 44 - (y + 48))

    def body_lines(self) -> list[Line]:
        """The laid-out body, made once per summary, page, width and language."""
        key = (self.which, self.page, self.body.w, i18n.language())
        if self._lines[0] != key:
            summary = self.summaries[self.which]
            self._lines = (key, lay_out(summary, self.page, self.body.w, i18n.language()))
        return self._lines[1]

    def content_height(self) -> int:
        return sum(self._height(line) for line in self.body_lines())

    @staticmethod
    def _height(line: Line) -> int:
        return line.space_before + fonts().font(line.size, line.bold).get_linesize() + LINE_GAP

    def max_scroll(self) -> int:
        return max(0, self.content_height() - self.body.h)

    # ------------------------------------------------------------ input

    def _pick(self, k: int) -> None:
        self.which, self.scroll = k, 0

    def _page(self, page: str) -> None:
        self.page, self.scroll = page, 0

    def _close(self) -> None:
        self.done = True

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + dy))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * SCROLL_STEP)
        elif event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            pass  # the wheel also arrives as MOUSEWHEEL
        elif event.type == pygame.MOUSEBUTTONDOWN and not self.rect.collidepoint(event.pos):
            self._close()
        elif event.type == pygame.MOUSEBUTTONDOWN and self._bar().collidepoint(event.pos):
            self._jump(event.pos[1])
        else:
            any_of(self.buttons, event)
        return True

    def _key(self, event: pygame.event.Event) -> None:
        page = self.body.h - 40
        steps = {pygame.K_UP: -SCROLL_STEP, pygame.K_DOWN: SCROLL_STEP, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page, pygame.K_SPACE: page}
        binding = keys.match("dialog", event)
        if event.key == pygame.K_ESCAPE or (binding is not None and binding.id == "rules"):
            self._close()
        elif binding is not None and binding.id == "language" and self.set_language is not None:
            self.set_language("ja" if i18n.language() == "en" else "en")
        elif event.key in steps:
            self.scroll_by(steps[event.key])
        elif event.key == pygame.K_HOME:
            self.scroll = 0
        elif event.key == pygame.K_END:
            self.scroll = self.max_scroll()
        elif event.key == pygame.K_TAB:
            self._page(PAGES[(PAGES.index(self.page) + 1) % len(PAGES)])

    def _bar(self) -> pygame.Rect:
        return pygame.Rect(self.body.right + 4, self.body.y, 10, self.body.h)

    def _jump(self, y: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), int((y - self.body.y) / max(1, self.body.h) * self.content_height() - self.body.h / 2)))

    # ------------------------------------------------------------ drawing

    def draw(self, surf: pygame.Surface) -> None:
        if surf.get_size() != self.size:
            self.resize(surf.get_size())
        veil(surf)
        panel(surf, self.rect, 250)
        f = fonts()
        title = i18n.tr("rules.title", game=summary_name(self.summaries[self.which]))
        surf.blit(f.fit(title, theme.FONT_TITLE, theme.PANEL_TEXT, self.rect.w - 190, bold=True), (self.rect.x + 24, self.rect.y + 18))
        for b in self.buttons:
            b.draw(surf)
        self._draw_body(surf)
        # The legend: the mark in its colour, then what it means and the keys, fitted to the panel.
        mark = f.text(ASSUMED_MARK, theme.FONT_SMALL + 1, theme.ASSUMED, True)
        x, y = self.rect.x + 24, self.rect.bottom - 32
        surf.blit(mark, (x, y))
        legend = i18n.tr("rules.legend", keys=keys.label_of("rules"))
        surf.blit(f.fit(legend, theme.FONT_SMALL + 1, theme.MUTED_TEXT, self.rect.w - 56 - mark.get_width()), (x + mark.get_width() + 6, y))

    def _draw_body(self, surf: pygame.Surface) -> None:
        clip = surf.get_clip()
        surf.set_clip(self.body)
        y = self.body.y - self.scroll
        for line in self.body_lines():
            y += line.space_before
            height = fonts().font(line.size, line.bold).get_linesize()
            if y + height >= self.body.y and y <= self.body.bottom:
                draw_marked(surf, line.text, (self.body.x + line.indent, y), line.size, line.colour, line.bold)
            y += height + LINE_GAP
        surf.set_clip(clip)
        total = self.content_height()
        if total > self.body.h:  # a scroll bar: where the view is in the page
            bar = self._bar()
            pygame.draw.rect(surf, theme.BUTTON, bar, border_radius=5)
            knob_h = max(30, bar.h * self.body.h // total)
            knob_y = bar.y + (bar.h - knob_h) * self.scroll // max(1, total - self.body.h)
            pygame.draw.rect(surf, theme.BUTTON_HOVER, (bar.x, knob_y, bar.w, knob_h), border_radius=5)


# ------------------------------------------------------------------ opening


def summaries_of(game_id: str, rules: Rules | None) -> list[Summary]:
    """The summaries explaining ``game_id`` with ``rules`` (none for a game without rules data)."""
    if rules is None:
        return []
    return summaries_for(game_id, rules)


def open_rules(scene: Any, game_id: str | None = None, rules: Rules | None = None, page: str = "how_to_play", load: Any = None) -> None:
    """Open (or, when it is on top, close) the rules panel over ``scene`` for its game.

    ``scene`` needs ``modals`` and a way to say a problem (``toast`` or
    ``toasts``); a table passes nothing else (its game and rules are read
    from ``scene.game``).  The menu passes the chosen game and ``load``, which
    reads its rules and summaries: the first reading of a box takes a second
    or two, so it runs on a worker while the window goes on drawing.
    """
    modals = scene.modals
    if modals and isinstance(modals[-1], RulesPanel):
        modals[-1].done = True
        return
    if any(isinstance(m, ProgressDialog) and m.job.name == "rules" and not m.done for m in modals):
        return  # already on its way
    if game_id is None:
        game_id, rules = scene.game.id, scene.game.rules
    shown_id = game_id
    read = load or (lambda: summaries_of(shown_id, rules))
    job: Job[list[Summary]] = Job(lambda job: read(), "rules").start()
    size = scene.app.screen.get_size() if hasattr(scene, "app") else pygame.display.get_surface().get_size()

    def opened(found: list[Summary]) -> None:
        if not found:
            _say(scene, i18n.tr("rules.none", game=game_name(shown_id)))
        else:
            app = getattr(scene, "app", None)
            scene.modals.append(RulesPanel(found, size, page, set_language=getattr(app, "set_language", None)))

    def failed(exc: BaseException) -> None:
        if not isinstance(exc, RulesDataError):
            raise exc  # a bug, not bad rules data: the window shows it as one
        _say(scene, i18n.tr("rules.broken", why=exc))

    modals.append(ProgressDialog(pygame.Rect((0, 0), size), job, i18n.tr("rules.reading"), opened, on_error=failed))


def _say(scene: Any, text: str) -> None:
    if hasattr(scene, "toast"):
        scene.toast(text, error=True)
    else:
        scene.toasts.error(text)


i18n.add_strings(
    {
        "rules.title": {"en": "Rules: {game}", "ja": "ルール：{game}"},
        "rules.page.how_to_play": {"en": "How to play", "ja": "遊び方"},
        "rules.page.reference": {"en": "Rules reference", "ja": "ルール詳細"},
        "rules.close": {"en": "Close", "ja": "閉じる"},
        "rules.legend": {
            "en": "ours, not the rulebook's: a value or reading the rulebook does not give (the note below its section says why) · Wheel, Page Up/Down: scroll · Tab: page · Esc, {keys}: close",
            "ja": "ルールブックにない当方の値・解釈（各項目の下の注に理由） · ホイール・Page Up/Down：スクロール · Tab：ページ切替 · Esc・{keys}：閉じる",
        },
        "rules.reading": {"en": "Reading the rules", "ja": "ルールを読み込んでいます"},
        "rules.none": {"en": "No rules summary for {game} yet", "ja": "{game}のルール概要はまだありません"},
        "rules.broken": {"en": "The rules summary could not be read: {why}", "ja": "ルール概要を読み込めませんでした：{why}"},
    }
)
