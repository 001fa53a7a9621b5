"""The game menu: choose a game or a free table, players, names and who plays each seat
(a person or one of the game's bots), options; continue or load."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from ...games.base import MODES, Game
from ...games.registry import all_games, get
from ...games.sandbox import is_free_table
from ...games.session import SEAT_COLOURS, Session, SessionError
from ...paths import user_data_dir
from ...rulesdata import RulesDataError
from ...table import SaveError, read_save
from .. import i18n, keys, plugin, theme
from ..autosaves import About, AutosaveStore, Recovered
from ..bots import bot_choices, bot_label, bot_seat_name
from ..fonts import fonts
from ..overlays import ButtonsModal, HelpOverlay, Modal
from ..widgets import Button, NumberEntry, TextEntry, Toasts, Widget, any_of, panel, three_columns
from ..work import Job, ProgressDialog

# What a save the player picked can be wrong with: said in a message, never a traceback.
LOAD_ERRORS = (SaveError, SessionError, RulesDataError, ValueError, KeyError)

if TYPE_CHECKING:
    from ..app import App

COL_GAP = 40


def option_text(value: Any) -> str:
    if value is True:
        return i18n.tr("opt.on")
    if value is False:
        return i18n.tr("opt.off")
    key = f"opt.{value}"
    return i18n.tr(key) if key in i18n.CATALOGUE else str(value)


def saved_games() -> list[Path]:
    """Saves in the user's data directory, newest first (autosaves are listed per session, see ``autosaves``)."""
    files = list((user_data_dir() / "saves").glob("*.json"))
    return sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)[:14]


def autosave_store() -> AutosaveStore:
    return AutosaveStore(user_data_dir() / "autosave")


def describe_about(about: About | None) -> str:
    """One line a person recognises a saved game by: game · players · date · progress."""
    if about is None:
        return i18n.tr("saves.unreadable")
    try:
        name = i18n.local(get(about.game).names, about.game)
    except KeyError:
        name = about.game
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(about.saved_at))
    progress = [i18n.tr("saves.over")] if about.over else ([i18n.tr("saves.round", n=about.round)] if about.round else [])
    progress.append(i18n.tr("saves.move" if about.moves == 1 else "saves.moves", n=about.moves))
    comma = i18n.tr("saves.comma")
    return " · ".join([name, comma.join(n for n in about.names if n), when, comma.join(progress)])


def read_about(path: Path) -> tuple[About | None, str | None]:
    """(description, problem) of a save file: read whole, so a damaged one says so before it is picked."""
    try:
        save = read_save(path)
    except SaveError as exc:
        return None, str(exc)
    return About.of_save(save, path.stat().st_mtime), None


class MenuScene:
    """The first screen (see the module docstring)."""

    def __init__(self, app: App):
        self.app = app
        plugin.discover()  # game screens bring strings the menu shows (option values: "opt.<value>")
        self.games = [g for g in all_games() if not is_free_table(g)]
        self.free = [g for g in all_games() if is_free_table(g)]
        self.choice: type[Game] | None = (self.games or self.free or [None])[0]  # type: ignore[list-item]
        self.players = self.choice.min_players if self.choice else 2
        if self.choice is not None and self.choice.max_players >= 3 > self.players:
            self.players = 3
        self.names: list[str] = [""] * 6
        self.bots: list[str | None] = [None] * 6  # per seat: None for a person, else a bot's name (kept across games)
        self.mode = "assisted"
        self.options: dict[str, Any] = {}
        self.seed_text = ""
        self.toasts = Toasts()
        self.modals: list[Modal] = []
        self.widgets: list[Widget] = []
        self.hints: list[tuple[str, int, int, int]] = []
        self.name_entries: list[TextEntry] = []
        self.resize(app.screen.get_size())

    # ------------------------------------------------------------ layout

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.build()

    def build(self) -> None:
        w, h = self.size
        x1, x2, x3, col_w = three_columns(w, 520, COL_GAP)
        top = 150
        row = 40
        widgets: list[Widget] = []
        self.headers: list[tuple[str, int, int]] = []
        y = top
        self.headers.append(("menu.games", x1, y))
        y += 34
        self.muted = i18n.tr("menu.no_games") if not self.games else None
        if self.muted:
            self.headers.append((self.muted, x1, y))
            y += 30
        for g in self.games:
            widgets.append(
                Button((x1, y, col_w, row - 4), lambda g=g: i18n.local(g.names, g.id), lambda g=g: self.pick(g), toggled=lambda g=g: self.choice is g)
            )
            y += row
        for launcher in plugin.launchers():
            widgets.append(Button((x1, y, col_w, row - 4), launcher.label, lambda item=launcher: item.open(self), colour=theme.shade(theme.ACCENT, 0.55)))
            y += row
        y += 14
        self.headers.append(("menu.free_tables", x1, y))
        y += 34
        for g in self.free:
            widgets.append(
                Button((x1, y, col_w, row - 4), lambda g=g: i18n.local(g.names, g.id), lambda g=g: self.pick(g), toggled=lambda g=g: self.choice is g)
            )
            y += row
        # Players and names.
        y = top
        self.headers.append(("menu.players", x2, y))
        y += 34
        lo, hi = (self.choice.min_players, self.choice.max_players) if self.choice else (1, 6)
        self.players = max(lo, min(hi, self.players))
        was = getattr(self, "count", None)
        self.count = NumberEntry((x2, y, 220, 42), self.players, lo, hi, on_change=self.set_players)
        if was is not None:  # a number typed into the box rebuilds the menu: the box keeps the keyboard
            self.count.focus, self.count.typed = was.focus, was.typed
        widgets.append(self.count)
        y += 58
        choices = self.bot_names()
        self.headers.append(("menu.seats" if choices else "menu.names", x2, y))
        y += 34
        self.name_entries = []
        kind_w = int(col_w * 0.36) if choices else 0  # who plays the seat: only where a referee runs the game
        for seat in range(self.players):
            entry = TextEntry(
                (x2 + 26, y, col_w - 26 - (kind_w + 6 if kind_w else 0), 36),
                self.names[seat],
                max_len=16,
                placeholder=lambda seat=seat: self.default_name(seat),
                on_change=lambda text, seat=seat: self._set_name(seat, text),
            )
            self.name_entries.append(entry)
            widgets.append(entry)
            if kind_w:
                widgets.append(
                    Button(
                        (x2 + col_w - kind_w, y, kind_w, 36),
                        lambda seat=seat: bot_label(self.bot(seat)),
                        lambda seat=seat: self.cycle_bot(seat),
                        toggled=lambda seat=seat: self.bot(seat) is not None,
                        size=theme.FONT_SMALL + 1,
                    )
                )
            y += 42
        self.hints = [("menu.seats_hint", x2, y + 2, col_w)] if choices else []
        # Options.
        y = top
        self.headers.append(("menu.options", x3, y))
        y += 34
        if self.choice is not None and not is_free_table(self.choice):
            y = self._choice_row(widgets, x3, y, col_w, "menu.mode", MODES, lambda: self.mode, self._set_mode, lambda m: i18n.tr(f"mode.{m}"))
        y = self._choice_row(widgets, x3, y, col_w, "menu.language", ("en", "ja"), i18n.language, self.app.set_language, lambda lang: i18n.tr(f"lang.{lang}"))
        for opt in self.choice.options if self.choice else ():
            self.options.setdefault(opt.name, opt.default)
            title = i18n.local(opt.names) if opt.names else opt.name
            y = self._choice_row(
                widgets,
                x3,
                y,
                col_w,
                title,
                opt.choices,
                lambda o=opt: self.options.get(o.name),
                lambda v, o=opt: self.options.__setitem__(o.name, v),
                option_text,
            )
        self.headers.append(("menu.seed", x3, y + 6))
        self.seed_entry = TextEntry(
            (x3 + int(col_w * 0.34), y, 200, 34),
            self.seed_text,
            max_len=9,
            digits=True,
            placeholder="menu.random",
            on_change=lambda t: setattr(self, "seed_text", t),
        )
        widgets.append(self.seed_entry)
        # Start, continue, load, quit along the bottom.
        by = h - 90
        bw = 230
        bx = w // 2 - 2 * bw - 30
        widgets.append(
            Button(
                (bx, by, bw, 52),
                "menu.start",
                self.start,
                enabled=lambda: self.choice is not None,
                colour=theme.shade(theme.ACCENT, 0.75),
                size=theme.FONT_TITLE - 4,
            )
        )
        widgets.append(Button((bx + bw + 20, by, bw, 52), "menu.continue", self.continue_autosave))
        widgets.append(Button((bx + 2 * (bw + 20), by, bw, 52), "menu.load", self.load_dialog))
        widgets.append(Button((bx + 3 * (bw + 20), by, bw, 52), "menu.quit", self.app.quit))
        self.widgets = widgets

    def _choice_row(self, widgets: list[Widget], x: int, y: int, col_w: int, title: str, choices: Any, get: Any, set_: Any, text: Any) -> int:
        """A title on the left and one toggle button per choice on its right: one line per option."""
        self.headers.append((title, x, y + 6))
        title_w = int(col_w * 0.34)
        n = max(1, len(choices))
        bw = (col_w - title_w - 6 * (n - 1)) // n
        for k, value in enumerate(choices):
            widgets.append(
                Button(
                    (x + title_w + k * (bw + 6), y, bw, 34),
                    lambda v=value: text(v),
                    lambda v=value: set_(v),
                    toggled=lambda v=value: get() == v,
                    size=theme.FONT_SMALL + 1,
                )
            )
        return y + 42

    # ------------------------------------------------------------ choices

    def pick(self, game: type[Game]) -> None:
        self.choice = game
        self.options = {}
        self.build()

    def set_players(self, n: int) -> None:
        self.players = n
        self.build()

    def _set_name(self, seat: int, text: str) -> None:
        self.names[seat] = text

    def bot_names(self) -> list[str]:
        """The bots the chosen game offers (none for a free table: it has no rules to play by)."""
        if self.choice is None or is_free_table(self.choice):
            return []
        return bot_choices(self.choice)

    def cycle_bot(self, seat: int) -> None:
        """A person, then each of the game's bots, then a person again."""
        order: list[str | None] = [None, *self.bot_names()]
        self.bots[seat] = order[(order.index(self.bot(seat)) + 1) % len(order)]

    def bot(self, seat: int) -> str | None:
        """Who plays ``seat`` in the chosen game: a bot it offers, else a person."""
        return self.bots[seat] if self.bots[seat] in self.bot_names() else None

    def default_name(self, seat: int) -> str:
        bot = self.bot(seat)
        if bot:
            return bot_seat_name(bot, seat)
        return i18n.tr("menu.player_n", n=seat + 1)

    def _set_mode(self, mode: str) -> None:
        self.mode = mode

    def seats(self) -> list[dict[str, Any]]:
        return [
            {"name": self.names[s].strip() or self.default_name(s), "colour": SEAT_COLOURS[s % len(SEAT_COLOURS)], "bot": self.bot(s)}
            for s in range(self.players)
        ]

    def start(self) -> None:
        if self.choice is None:
            self.toasts.show(i18n.tr("menu.pick_game"))
            return
        seats = self.seats()
        if all(seat["bot"] for seat in seats):
            self.toasts.error(i18n.tr("menu.need_human"))
            return
        seed = int(self.seed_text) if self.seed_text.isdigit() else random.randrange(1 << 31)
        options = dict(self.options)
        if not is_free_table(self.choice):
            options["mode"] = self.mode
        args = self.app.args
        try:
            session = Session.new(
                self.choice.id,
                self.players,
                seed,
                options,
                seats=seats,
                rules_dir=getattr(args, "rules_dir", None),
                rules_override=getattr(args, "rules_override", None),
            )
        except (SessionError, RulesDataError, ValueError) as exc:
            self.toasts.error(i18n.tr("msg.cannot", why=exc))
            return
        self.app.open_session(session)

    def continue_autosave(self) -> None:
        """Each session's own autosave to choose from (the newest first)."""
        slots = autosave_store().slots()
        if not slots:
            self.toasts.show(i18n.tr("menu.no_autosave"))
            return
        # Labels are read as drawn, so they follow a change of language.
        entries: list[tuple[Any, Callable[[], None] | None]] = [
            (lambda about=slot.about: describe_about(about), lambda name=slot.name: self.continue_slot(name)) for slot in slots
        ]
        self.modals.append(SavesDialog(self, "menu.continue_title", entries))

    def continue_slot(self, name: str) -> None:
        """Continue one session from its newest autosave that loads; say what a damaged one cost."""
        store = autosave_store()

        def make() -> tuple[Session, Recovered]:
            got = store.recover(name)
            if got.save is None:
                raise SaveError(i18n.tr("saves.all_damaged", n=len(got.damaged), why=got.damaged[0] if got.damaged else "?"))
            return Session.from_save(got.save, **self._rules()), got

        self._open_save(make, i18n.tr("saves.autosave"), slot=name)

    def load(self, path: Path) -> None:
        self._open_save(lambda: Session.load(path, **self._rules()), path.name)

    def _rules(self) -> dict[str, Any]:
        """The --rules-dir and --rules-override the program was started with: saves are loaded with them too."""
        args = self.app.args
        return {"rules_dir": getattr(args, "rules_dir", None), "rules_override": getattr(args, "rules_override", None)}

    def _open_save(self, make: Any, name: str, slot: str | None = None) -> None:
        """Read and rebuild a save on a worker, the menu still drawing: most take a blink, but a
        long Tsukiji log, or a daily puzzle whose kept copy is gone (made again), takes seconds."""
        if any(isinstance(m, ProgressDialog) for m in self.modals):
            return
        job: Job[Any] = Job(lambda job: make(), "load").start()
        self.modals.append(
            ProgressDialog(
                pygame.Rect((0, 0), self.size), job, i18n.tr("menu.opening", name=name), lambda got: self._opened(got, name, slot), on_error=self._load_failed
            )
        )

    def _opened(self, got: Session | tuple[Session, Recovered], name: str, slot: str | None = None) -> None:
        session, recovered = got if isinstance(got, tuple) else (got, None)
        self.app.open_session(session, autosave_slot=slot)
        scene = self.app.scene
        if scene is None or not hasattr(scene, "toast"):
            return
        if recovered is not None and recovered.fell_back and recovered.about is not None:
            when = time.strftime("%H:%M", time.localtime(recovered.about.saved_at))
            lost = i18n.tr("saves.lost", n=recovered.lost_moves) if recovered.lost_moves else i18n.tr("saves.lost_unknown")
            scene.toast(i18n.tr("saves.fell_back", why=recovered.damaged[0], when=when, lost=lost), error=True)
        else:
            scene.toast(i18n.tr("msg.loaded", path=name))

    def _load_failed(self, exc: BaseException) -> None:
        if not isinstance(exc, LOAD_ERRORS):
            raise exc  # a bug, not a bad file: the app shows it as one
        self.toasts.error(i18n.tr("msg.load_failed", why=exc))

    def load_dialog(self) -> None:
        """Saved games and each session's autosave, described, newest first."""
        entries: list[tuple[Any, Callable[[], None] | None]] = []
        for path in saved_games():
            about, problem = read_about(path)
            label = (lambda about=about: describe_about(about)) if problem is None else (lambda name=path.name: f"{name} · {i18n.tr('saves.damaged')}")
            entries.append((label, (lambda p=path: self.load(p)) if problem is None else (lambda why=problem: self.toasts.error(why))))
        for slot in autosave_store().slots():
            entries.append(
                (lambda about=slot.about: i18n.tr("saves.autosave_line", line=describe_about(about)), lambda name=slot.name: self.continue_slot(name))
            )
        self.modals.append(SavesDialog(self, "menu.saves", entries, empty=i18n.tr("menu.no_saves", path=str(user_data_dir()))))

    # ------------------------------------------------------------ frames

    def handle(self, event: pygame.event.Event) -> None:
        on_top = self.modals[-1] if self.modals else None
        scope = "dialog" if on_top is not None else "menu"
        binding = None if isinstance(on_top, HelpOverlay) else keys.match(scope, event, self.key_condition)
        if binding is not None:
            self.key_actions()[binding.id]()
        elif on_top is not None:
            on_top.handle(event)
        else:
            any_of(self.widgets, event)

    def typing(self) -> bool:
        """Whether a box has the keyboard (a name, the seed, the player count): Enter ends the typing there."""
        return any(getattr(w, "focus", False) for w in self.widgets)

    def key_condition(self, name: str) -> bool:
        return name == "no_typing" and not self.typing()

    def key_actions(self) -> dict[str, Callable[[], None]]:
        """What each binding of the ``menu`` scope does (see :mod:`..keys`)."""
        return {
            "help": self.show_help,
            "language": lambda: self.app.set_language("ja" if i18n.language() == "en" else "en"),
            "start": self.start,
        }

    def show_help(self) -> None:
        if self.modals:
            self.modals.append(HelpOverlay(keys.help_lines(["dialog"], self.key_condition)))
        else:
            self.modals.append(HelpOverlay(keys.help_lines(["menu"], self.key_condition)))

    def update(self, dt: float) -> None:
        self.toasts.update(dt)
        for m in list(self.modals):
            m.update(dt)
        self.modals = [m for m in self.modals if not m.done]

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(theme.COVER_BG)
        w, _ = surf.get_size()
        title = fonts().text(i18n.tr("app.title"), theme.FONT_HUGE, theme.PANEL_TEXT, bold=True)
        surf.blit(title, title.get_rect(midtop=(w // 2, 30)))
        sub = fonts().text(i18n.tr("menu.subtitle"), theme.FONT_BODY, theme.MUTED_TEXT)
        surf.blit(sub, sub.get_rect(midtop=(w // 2, 96)))
        for key, x, y in self.headers:
            if key == self.muted:
                img = fonts().fit(key, theme.FONT_SMALL + 1, theme.MUTED_TEXT, self.size[0] // 3 - 20)
            else:
                img = fonts().text(i18n.tr(key) if key in i18n.CATALOGUE else key, theme.FONT_BODY + 1, theme.ACCENT, bold=True)
            surf.blit(img, (x, y))
        for key, x, y, width in self.hints:
            surf.blit(fonts().fit(i18n.tr(key), theme.FONT_SMALL, theme.MUTED_TEXT, width), (x, y))
        for seat, entry in enumerate(self.name_entries):
            pygame.draw.circle(surf, theme.hex_rgb(SEAT_COLOURS[seat % len(SEAT_COLOURS)]), (entry.rect.x - 14, entry.rect.centery), 8)
        for widget in self.widgets:
            widget.draw(surf)
        for m in self.modals:
            m.draw(surf)
        self.toasts.draw(surf)


class SavesDialog(ButtonsModal):
    """Saved games to pick from, one described line each (game, players, date, progress)."""

    def __init__(self, menu: MenuScene, title: str, entries: list[tuple[Any, Callable[[], None] | None]], empty: str = ""):
        self.menu = menu
        self.title = title
        self.empty = empty
        w, h = menu.size
        self.entries = entries
        self.rect = pygame.Rect(0, 0, min(1000, w - 60), min(h - 80, 130 + 44 * max(1, len(entries))))
        self.rect.center = (w // 2, h // 2)
        self.buttons = []
        y = self.rect.y + 64
        for label, on_pick in entries:
            if y + 40 > self.rect.bottom - 60:
                break
            self.buttons.append(Button((self.rect.x + 24, y, self.rect.w - 48, 38), label, lambda f=on_pick: self._pick(f), size=theme.FONT_SMALL + 1))
            y += 44
        self.buttons.append(Button((self.rect.centerx - 90, self.rect.bottom - 54, 180, 40), "menu.back", self._close))

    def _pick(self, on_pick: Callable[[], None] | None) -> None:
        self.done = True
        if on_pick is not None:
            on_pick()

    def draw(self, surf: pygame.Surface) -> None:
        panel(surf, self.rect, 250)
        img = fonts().text(i18n.tr(self.title), theme.FONT_TITLE, theme.PANEL_TEXT, bold=True)
        surf.blit(img, (self.rect.x + 24, self.rect.y + 18))
        if not self.entries and self.empty:
            msg = fonts().fit(self.empty, theme.FONT_BODY, theme.MUTED_TEXT, self.rect.w - 48)
            surf.blit(msg, (self.rect.x + 24, self.rect.y + 70))
        for b in self.buttons:
            b.draw(surf)


i18n.add_strings(
    {
        "menu.continue_title": {"en": "Continue: whose game?", "ja": "再開するゲーム"},
        "saves.autosave": {"en": "the autosave", "ja": "オートセーブ"},
        "saves.autosave_line": {"en": "Autosave: {line}", "ja": "オートセーブ：{line}"},
        "saves.round": {"en": "round {n}", "ja": "第{n}ラウンド"},
        "saves.over": {"en": "finished", "ja": "終了済み"},
        "saves.moves": {"en": "{n} moves", "ja": "{n}手"},
        "saves.move": {"en": "1 move", "ja": "1手"},
        "saves.comma": {"en": ", ", "ja": "、"},
        "saves.damaged": {"en": "damaged, cannot be loaded", "ja": "破損しているためロードできません"},
        "saves.unreadable": {"en": "An autosave whose files are all damaged", "ja": "すべてのファイルが破損したオートセーブ"},
        "saves.all_damaged": {
            "en": "all {n} autosaves of this game are damaged ({why}); nothing could be recovered. Other games' autosaves are untouched.",
            "ja": "このゲームのオートセーブ{n}件がすべて破損しています（{why}）。何も復元できませんでした。他のゲームのオートセーブは無事です。",
        },
        "saves.fell_back": {
            "en": "The newest autosave of this game is damaged ({why}). Continued from the one before it, saved at {when}: {lost}",
            "ja": "このゲームの最新のオートセーブが破損しています（{why}）。{when}のひとつ前のオートセーブから再開しました：{lost}",
        },
        "saves.lost": {"en": "the last {n} moves are lost.", "ja": "最後の{n}手は失われました。"},
        "saves.lost_unknown": {"en": "the moves made after it are lost.", "ja": "それ以降の手は失われました。"},
        "menu.seats": {"en": "Names · human or bot", "ja": "名前・人間かCPUか"},
        "menu.seats_hint": {
            "en": "Click Human to seat a bot instead (and again to change it).",
            "ja": "「人間」を押すとCPUに替わります（もう一度押すと次へ）。",
        },
        "menu.need_human": {
            "en": "At least one seat must be a person (to watch bots alone: tsukiji-table selfplay)",
            "ja": "少なくとも1席は人間にしてください（CPUだけの対戦は tsukiji-table selfplay）",
        },
    }
)
