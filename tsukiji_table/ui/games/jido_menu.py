"""The solo games and puzzles: a scene reached from the menu's games column.

Left: the three solo games with their options (Recycling Sorter's expert
purse, Colour Sort's four difficulty variants, ...) and a Play button.
Middle: the puzzle pack, a page at a time, each with its difficulty, par and
your best; the daily puzzle.  Right: the chosen puzzle's text, par and best,
and Play.  Records opens the list of your best results.
"""

from __future__ import annotations

import datetime as _dt
import random
from typing import Any

import pygame

from ...games.jidohanbaiki import daily as daily_module
from ...games.jidohanbaiki.puzzles import PuzzleError, PuzzleSpec, load_pack, remembered
from ...games.jidohanbaiki.records import Record, Records, puzzle_key, record_key, split_puzzle_key
from ...games.registry import UnknownGame, get
from ...games.session import Session, SessionError
from ...rulesdata import RulesDataError
from .. import i18n, plugin, theme
from ..fonts import fonts
from ..overlays import ButtonsModal, Modal
from ..scenes.menu_rows import option_text
from ..widgets import Button, Toasts, Widget, any_of, panel, three_columns, veil
from ..work import Job, ProgressDialog
from .jidohanbaiki import counts_text, puzzle_label, score_text

GAMES = ("jido:g06", "jido:g07", "jido:g08")
PER_PAGE = 11
COL_GAP = 36
MARK_WORDS = {"tower-undo": "jido.undo_mark", "hint": "jido.hint_mark"}  # what the records say of a result's marks

i18n.add_strings(
    {
        "jido.solo_menu": {"en": "Puzzle pack, today's puzzle, records", "ja": "パズル集・今日のパズル・記録"},
        "jido.solo_title": {"en": "Tokyo Jidohanbaiki: solo games and puzzles", "ja": "東京自動販売機：ひとり用ゲームとパズル"},
        "jido.games": {"en": "Solo games", "ja": "ひとり用ゲーム"},
        "jido.puzzles": {"en": "Puzzles", "ja": "パズル"},
        "jido.the_puzzle": {"en": "The puzzle", "ja": "選んだパズル"},
        "jido.play": {"en": "Play", "ja": "プレイ"},
        "jido.play_puzzle": {"en": "Play this puzzle", "ja": "このパズルをプレイ"},
        "jido.daily": {"en": "Today's puzzle", "ja": "今日のパズル"},
        "jido.daily_making": {"en": "Making today's puzzle", "ja": "今日のパズルを作成中"},
        "jido.daily_candidate": {"en": "The computer is solving candidate {n} before offering it", "ja": "候補{n}を出題前にコンピューターが解いています"},
        "jido.records": {"en": "Records", "ja": "記録"},
        "jido.back": {"en": "Back", "ja": "戻る"},
        "jido.prev": {"en": "◀", "ja": "◀"},
        "jido.next": {"en": "▶", "ja": "▶"},
        "jido.par": {"en": "Par: {score} in {moves} actions ({counts})", "ja": "パー：{score}（{moves}アクション。{counts}）"},
        "jido.best": {"en": "Your best: {score} in {moves} actions ({date})", "ja": "自己ベスト：{score}（{moves}アクション、{date}）"},
        "jido.no_best": {"en": "Not solved yet", "ja": "まだ解いていません"},
        "jido.earlier_version": {"en": "(an earlier version)", "ja": "（以前の版）"},
        "jido.best_game": {"en": "Best: {score} ({date})", "ja": "ベスト：{score}（{date}）"},
        "jido.no_records": {"en": "No records yet. They are kept in {path}", "ja": "記録はまだありません（{path}）"},
        "jido.records_title": {"en": "Your best results", "ja": "自己ベスト"},
        "jido.stars": {"en": "Difficulty {n}/5", "ja": "難易度 {n}/5"},
        "jido.solved_mark": {"en": "●", "ja": "●"},
        "jido.col_what": {"en": "Puzzle or game", "ja": "パズル・ゲーム"},
        "jido.col_best": {"en": "Best", "ja": "ベスト"},
        "jido.col_moves": {"en": "Actions", "ja": "アクション数"},
        "jido.col_date": {"en": "Date", "ja": "日付"},
        "jido.undo_mark": {"en": "machine run undone", "ja": "自販機の取り消しあり"},
        "jido.hint_mark": {"en": "with hints", "ja": "ヒント使用"},
        "jido.mode": {"en": "Rules", "ja": "ルール"},
        "opt.box_lid": {"en": "box lid", "ja": "箱のふた"},
        "opt.tower": {"en": "machine", "ja": "自販機"},
        "opt.random": {"en": "random", "ja": "ランダム"},
        "opt.standard": {"en": "standard", "ja": "標準"},
        "opt.too_simple.0": {"en": "off", "ja": "なし"},
        "opt.too_simple.1": {"en": "+1 colour", "ja": "+1色"},
        "opt.too_simple.2": {"en": "+2 colours", "ja": "+2色"},
        "opt.colours.blind": {"en": "blind", "ja": "目隠し"},
    }
)


class SoloMenu:
    """The scene (see the module docstring)."""

    def __init__(self, app: Any):
        self.app = app
        self.games = [get(g) for g in GAMES]
        self.choice = self.games[0]
        self.options: dict[str, Any] = {}
        self.mode = "strict"
        self.toasts = Toasts()
        self.modals: list[Modal] = []
        self.widgets: list[Widget] = []
        self.records = Records()
        try:
            self.specs = load_pack()
        except PuzzleError as exc:
            self.specs = []
            self.toasts.error(str(exc))
        self.page = 0
        self.picked: PuzzleSpec | None = self.specs[0] if self.specs else None
        self.best: dict[str, Record] = {r.key: r for r in self.records.all_best()}
        if self.records.warning:
            self.toasts.error(self.records.warning)
        self.resize(app.screen.get_size())

    # ------------------------------------------------------------ layout

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.build()

    def build(self) -> None:
        w, h = self.size
        x1, x2, x3, col = three_columns(w, 480, COL_GAP)
        self.cols = (x1, x2, x3, col)
        top, row = 120, 40
        widgets: list[Widget] = []
        self.headers = [("jido.games", x1, top), ("jido.puzzles", x2, top), ("jido.the_puzzle", x3, top)]
        y = top + 34
        for g in self.games:
            widgets.append(
                Button((x1, y, col, row - 4), lambda g=g: i18n.local(g.names, g.id), lambda g=g: self.pick_game(g), toggled=lambda g=g: self.choice is g)
            )
            y += row
        y += 10
        y = self._row(
            widgets,
            x1,
            y,
            col,
            "jido.mode",
            ("strict", "assisted", "free"),
            lambda: self.mode,
            lambda v: setattr(self, "mode", v),
            lambda m: i18n.tr(f"mode.{m}"),
        )
        for opt in self.choice.options:
            if opt.name in ("mode", "puzzle"):
                continue
            self.options.setdefault(opt.name, opt.default)
            y = self._row(
                widgets,
                x1,
                y,
                col,
                i18n.local(opt.names) if opt.names else opt.name.replace("_", " "),
                opt.choices,
                lambda o=opt: self.options[o.name],
                lambda v, o=opt: self.options.__setitem__(o.name, v),
                lambda v, o=opt: option_text(o, v),
            )
        self.best_game_y = y + 4
        widgets.append(Button((x1, y + 34, col, 48), "jido.play", self.play_game, colour=theme.shade(theme.ACCENT, 0.75), size=theme.FONT_TITLE - 6))
        # The pack, a page at a time.
        y = top + 34
        pages = max(1, (len(self.specs) + PER_PAGE - 1) // PER_PAGE)
        self.page = min(self.page, pages - 1)
        for spec in self.specs[self.page * PER_PAGE : (self.page + 1) * PER_PAGE]:
            widgets.append(
                Button(
                    (x2, y, col, row - 6),
                    lambda s=spec: self._line(s),
                    lambda s=spec: self.pick_puzzle(s),
                    toggled=lambda s=spec: self.picked is s,
                    size=theme.FONT_SMALL + 1,
                )
            )
            y += row - 2
        y = top + 34 + PER_PAGE * (row - 2) + 6
        widgets.append(Button((x2, y, 60, 34), "jido.prev", lambda: self.turn_page(-1), enabled=lambda: self.page > 0))
        widgets.append(Button((x2 + col - 60, y, 60, 34), "jido.next", lambda: self.turn_page(1), enabled=lambda: self.page < pages - 1))
        self.page_label = (f"{self.page + 1} / {pages}", x2 + col // 2, y + 17)
        widgets.append(Button((x2, y + 44, col, 40), "jido.daily", self.daily))
        widgets.append(
            Button(
                (x3, h - 170, col, 48), "jido.play_puzzle", self.play_puzzle, enabled=lambda: self.picked is not None, colour=theme.shade(theme.ACCENT, 0.75)
            )
        )
        widgets.append(Button((x3, h - 110, col // 2 - 6, 40), "jido.records", self.show_records))
        widgets.append(Button((x3 + col // 2 + 6, h - 110, col // 2 - 6, 40), "jido.back", self.app.open_menu))
        self.widgets = widgets

    def _row(self, widgets: list[Widget], x: int, y: int, col: int, title: str, choices: Any, get_: Any, set_: Any, text: Any) -> int:
        self.headers.append((title, x, y + 6))
        title_w = int(col * 0.34)
        n = max(1, len(choices))
        bw = (col - title_w - 6 * (n - 1)) // n
        for k, value in enumerate(choices):
            widgets.append(
                Button(
                    (x + title_w + k * (bw + 6), y, bw, 34),
                    lambda v=value: text(v),
                    lambda v=value: set_(v),
                    toggled=lambda v=value: get_() == v,
                    size=theme.FONT_SMALL + 1,
                )
            )
        return y + 42

    def _line(self, spec: PuzzleSpec) -> str:
        best = self.best.get(puzzle_key(spec))
        mark = i18n.tr("jido.solved_mark") + " " if best else ""  # the bundled font has no check mark
        return f"{mark}{puzzle_label(spec.id)}  {'★' * spec.difficulty}  {i18n.local(spec.title)}"

    # ------------------------------------------------------------ choices

    def pick_game(self, game: Any) -> None:
        self.choice = game
        self.options = {}
        self.build()

    def pick_puzzle(self, spec: PuzzleSpec) -> None:
        self.picked = spec

    def turn_page(self, step: int) -> None:
        self.page += step
        self.build()

    def today(self) -> _dt.date:
        """The date whose puzzle "Today's puzzle" opens (a test may pick another)."""
        return _dt.date.today()

    def daily(self) -> None:
        """Pick today's puzzle; made and solved on a worker thread the first time."""
        date = self.today().isoformat()
        ready = remembered(f"daily:{date}")
        if ready is not None:
            self.picked = ready
            return
        if any(isinstance(m, ProgressDialog) for m in self.modals):
            return
        job: Job[PuzzleSpec] = Job(lambda job: daily_module.daily_puzzle(date, progress=lambda *step: job.report(step)), "daily").start()
        self.modals.append(
            ProgressDialog(
                pygame.Rect((0, 0), self.size),
                job,
                i18n.tr("jido.daily_making"),
                self._daily_made,
                describe=_daily_progress,
                on_error=lambda exc: self.toasts.error(str(exc)),
            )
        )

    def _daily_made(self, spec: PuzzleSpec) -> None:
        self.picked = spec

    def play_game(self) -> None:
        options = {**self.options, "mode": self.mode}
        self._open(lambda: Session.new(self.choice.id, 1, random.randrange(1 << 31), options))

    def play_puzzle(self) -> None:
        spec = self.picked
        if spec is not None:
            self._open(lambda: Session.new(spec.game, 1, 0, {"puzzle": spec.id, "mode": self.mode}))

    def _open(self, make: Any) -> None:
        try:
            session = make()
        except (SessionError, RulesDataError, ValueError) as exc:
            self.toasts.error(i18n.tr("msg.cannot", why=exc))
            return
        self.app.open_session(session)

    def show_records(self) -> None:
        self.modals.append(RecordsDialog(self.size, self.records, {spec.id: spec for spec in self.specs}))

    # ------------------------------------------------------------ frames

    def handle(self, event: pygame.event.Event) -> None:
        if self.modals:
            self.modals[-1].handle(event)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.open_menu()
            return
        any_of(self.widgets, event)

    def update(self, dt: float) -> None:
        self.toasts.update(dt)
        for m in list(self.modals):
            m.update(dt)
        self.modals = [m for m in self.modals if not m.done]

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(theme.COVER_BG)
        w, _ = surf.get_size()
        title = fonts().text(i18n.tr("jido.solo_title"), theme.FONT_TITLE + 6, theme.PANEL_TEXT, bold=True)
        surf.blit(title, title.get_rect(midtop=(w // 2, 34)))
        for key, x, y in self.headers:
            text = i18n.tr(key) if key in i18n.CATALOGUE else key
            colour = theme.ACCENT if key.startswith("jido.") else theme.PANEL_TEXT
            surf.blit(fonts().text(text, theme.FONT_BODY + (1 if colour == theme.ACCENT else -1), colour, bold=colour == theme.ACCENT), (x, y))
        x1, _, x3, col = self.cols
        best = self.best.get(record_key(self.choice.id, {**self.options, "puzzle": ""}))
        if best:
            line = i18n.tr("jido.best_game", score=score_text(best.game, best.score), date=best.date)
            surf.blit(fonts().fit(line, theme.FONT_SMALL + 1, theme.MUTED_TEXT, col), (x1, self.best_game_y))
        text, y, label = self.page_label[0], self.page_label[2], self.page_label
        img = fonts().text(text, theme.FONT_SMALL + 1, theme.MUTED_TEXT)
        surf.blit(img, img.get_rect(center=(label[1], y)))
        self._draw_puzzle(surf, x3, 154, col)
        for widget in self.widgets:
            widget.draw(surf)
        for m in self.modals:
            m.draw(surf)
        self.toasts.draw(surf)

    def _draw_puzzle(self, surf: pygame.Surface, x: int, y: int, col: int) -> None:
        spec = self.picked
        if spec is None:
            return
        rect = pygame.Rect(x, y, col, self.size[1] - 190 - y)
        panel(surf, rect, 200)
        f = fonts()
        yy = rect.y + 12
        for text, size, colour, bold in (
            (i18n.local(spec.title), theme.FONT_BODY + 3, theme.PANEL_TEXT, True),
            (
                f"{puzzle_label(spec.id)} · {i18n.local(get(spec.game).names)} · {i18n.tr('jido.stars', n=spec.difficulty)}",
                theme.FONT_SMALL,
                theme.MUTED_TEXT,
                False,
            ),
            (
                i18n.tr("jido.par", score=score_text(spec.game, spec.par["score"]), moves=spec.par["moves"], counts=counts_text(spec.game)),
                theme.FONT_SMALL + 1,
                theme.HIGHLIGHT,
                False,
            ),
        ):
            img = f.fit(text, size, colour, col - 24, bold=bold)
            surf.blit(img, (rect.x + 12, yy))
            yy += img.get_height() + 6
        best = self.best.get(puzzle_key(spec))
        line = i18n.tr("jido.best", score=score_text(spec.game, best.score), moves=best.moves, date=best.date) if best else i18n.tr("jido.no_best")
        img = f.fit(line, theme.FONT_SMALL + 1, theme.PANEL_TEXT, col - 24)
        surf.blit(img, (rect.x + 12, yy))
        yy += img.get_height() + 12
        for text_line in f.wrap(i18n.local(spec.text), theme.FONT_SMALL + 1, col - 24):
            if yy > rect.bottom - 24:
                break
            img = f.text(text_line, theme.FONT_SMALL + 1, theme.MUTED_TEXT)
            surf.blit(img, (rect.x + 12, yy))
            yy += img.get_height() + 3


def _daily_progress(progress: tuple[int, int, int] | None) -> tuple[str, float | None]:
    """The dialog's line and bar: which candidate, and how much of its search budget is used."""
    attempt, states, budget = progress or (0, 0, 1)
    return i18n.tr("jido.daily_candidate", n=attempt + 1), states / max(1, budget)


class RecordsDialog(ButtonsModal):
    """The records screen: the best of every puzzle and solo game, in a table with headings."""

    COLUMNS = (("jido.col_what", 0.0), ("jido.col_best", 0.5), ("jido.col_moves", 0.66), ("jido.col_date", 0.76))

    def __init__(self, size: tuple[int, int], records: Records, specs: dict[str, PuzzleSpec] | None = None):
        w, h = size
        self.specs = specs or {}
        self.lines = records.all_best()
        self.path = str(records.path)
        self.rect = pygame.Rect(0, 0, min(960, w - 60), min(h - 80, 180 + 30 * max(1, len(self.lines))))
        self.rect.center = (w // 2, h // 2)
        self.close = Button((self.rect.centerx - 90, self.rect.bottom - 54, 180, 40), "jido.back", self._close)
        self.buttons = [self.close]

    def name(self, rec: Record) -> str:
        """A record's key in words: the puzzle's id and title, or the game and its variants."""
        if rec.key.startswith("puzzle:"):
            pid, digest = split_puzzle_key(rec.key)
            spec = self.specs.get(pid)
            name = f"{puzzle_label(pid)}  {i18n.local(spec.title)}" if spec is not None else puzzle_label(pid)
            if spec is not None and digest != spec.digest:
                name += "  " + i18n.tr("jido.earlier_version")  # the puzzle has changed since
            return name
        game_id, *variants = rec.key.split("+")
        try:
            name = i18n.local(get(game_id).names, game_id)
        except UnknownGame:
            name = game_id
        return " · ".join([name, *(v.replace("_", " ") for v in variants)])

    def draw(self, surf: pygame.Surface) -> None:
        veil(surf)
        panel(surf, self.rect, 255)
        f = fonts()
        x0, width = self.rect.x + 24, self.rect.w - 48
        surf.blit(f.text(i18n.tr("jido.records_title"), theme.FONT_TITLE, theme.PANEL_TEXT, bold=True), (x0, self.rect.y + 18))
        y = self.rect.y + 68
        if not self.lines:
            surf.blit(f.fit(i18n.tr("jido.no_records", path=self.path), theme.FONT_BODY, theme.MUTED_TEXT, width), (x0, y))
        else:
            for (key, dx), (_, nx) in zip(self.COLUMNS, [*self.COLUMNS[1:], ("", 1.0)]):
                surf.blit(f.fit(i18n.tr(key), theme.FONT_SMALL, theme.ACCENT, int((nx - dx) * width) - 8, bold=True), (x0 + int(dx * width), y))
            y += 28
        for rec in self.lines:
            if y > self.rect.bottom - 70:
                break
            noted = [i18n.tr(MARK_WORDS[m]) for m in rec.marks if m in MARK_WORDS]
            marks = f"  ({', '.join(noted)})" if noted else ""
            cells = (self.name(rec), score_text(rec.game, rec.score), f"{rec.moves}", rec.date + marks)
            for text, (_, dx), (_, nx) in zip(cells, self.COLUMNS, [*self.COLUMNS[1:], ("", 1.0)]):
                img = f.fit(text, theme.FONT_SMALL + 1, theme.PANEL_TEXT, int((nx - dx) * width) - 8)
                surf.blit(img, (x0 + int(dx * width), y))
            y += 30
        self.close.draw(surf)


def _open(menu: Any) -> None:
    menu.app.scene = SoloMenu(menu.app)


plugin.menu_launcher("jido.solo_menu", _open, box="jidohanbaiki")
