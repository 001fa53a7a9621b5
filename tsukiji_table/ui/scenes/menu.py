"""The game menu: choose a game, players and who plays each seat, options; continue or load.

Left, the game chooser (:mod:`.menu_list`): every game grouped by box, a
player-count filter, scrolling.  Middle, the chosen game: its names in both
languages, players, length, whether it uses the vending machine, how to
play in a few lines and a button for its full rules (F3), then the player
count and the seats.  Right, the options.  The last game started, with its
player count, mode and options, the seats and the filter, are remembered
(:mod:`..menu_prefs`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from ...games.base import MODES, Game
from ...games.registry import all_games
from ...games.sandbox import is_free_table
from ...games.session import SEAT_COLOURS, Session, SessionError
from ...paths import user_data_dir
from ...rulesdata import RulesDataError, load_override, load_rules
from ...rulesdata.summaries import summaries_for
from ...table import SaveError
from .. import i18n, keys, plugin, theme
from ..autosaves import Recovered
from ..bots import bot_choices, bot_label, bot_seat_name
from ..fonts import fonts
from ..menu_prefs import MenuPrefs, load_prefs, save_prefs
from ..overlays import HelpOverlay, Modal
from ..rules_panel import open_rules
from ..widgets import Button, NumberEntry, TextEntry, Toasts, Widget, any_of, three_columns
from ..work import Job, ProgressDialog
from .menu_list import GameList, length_text, machine_text, other_language_name, players_text, plays_with
from .menu_rows import ROW_GAP, TITLE_SHARE, Label, choice_row, option_text, title_need, title_width
from .menu_saves import LOAD_ERRORS, SavesDialog, autosave_store, describe_about, read_about, saved_games

if TYPE_CHECKING:
    from ..app import App

__all__ = ["MenuScene", "SavesDialog"]

MAX_SEATS = 8  # the most seats a game takes (G01 Short-Can Flick: teams of two at 7 and 8)
COL_GAP = 36
FILTERS = (None, *range(1, MAX_SEATS + 1))  # "all", then every player count some game takes


def default_players(game: type[Game]) -> int:
    """A first guess at the player count: the game's own, else three where three can play."""
    own = getattr(game, "default_players", None)
    if isinstance(own, int):
        return own
    return 3 if game.min_players <= 3 <= game.max_players else game.min_players


def default_mode(game: type[Game]) -> str:
    """A game's own default mode (the solo games: strict), else assisted."""
    own = next((o for o in game.options if o.name == "mode"), None)
    return str(own.default) if own is not None else "assisted"


class MenuScene:
    """The first screen (see the module docstring)."""

    def __init__(self, app: App):
        self.app = app
        plugin.discover()  # game screens bring strings the menu shows (option values: "opt.<value>")
        self.games = all_games()
        self.toasts = Toasts()
        self.modals: list[Modal] = []
        self.widgets: list[Widget] = []
        self.labels: list[Label] = []
        self.name_entries: list[TextEntry] = []
        self.prefs, problem = load_prefs()
        if problem:
            self.toasts.error(i18n.tr("menu.prefs_damaged", why=problem))
        self.names: list[str] = (self.prefs.names + [""] * MAX_SEATS)[:MAX_SEATS]
        self.bots: list[str | None] = (self.prefs.bots + [None] * MAX_SEATS)[:MAX_SEATS]  # per seat: None for a person, else a bot's name (kept across games)
        self.filter: int | None = self.prefs.filter if self.prefs.filter in FILTERS else None
        self.seed_text = ""
        self.game_list = GameList(
            (0, 0, 10, 10),
            self.games,
            plugin.launchers(),
            lambda: self.choice,
            self.pick,
            self.launch,
            self.filter,
            self.prefs.folded,
        )
        remembered = next((g for g in self.games if g.id == self.prefs.game), None)
        self.choice: type[Game] | None = None
        self.players = 2
        self.mode = "assisted"
        self.options: dict[str, Any] = {}
        self._choose(remembered or next(iter(self.game_list.visible_games()), None) or (self.games[0] if self.games else None))
        self.resize(app.screen.get_size())
        self.game_list.show(self.choice)

    # ------------------------------------------------------------ layout

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.build()

    def build(self) -> None:
        w, h = self.size
        self.compact = h < 860
        top = 104 if self.compact else 150
        bottom = h - 104
        x1, x2, x3, col = three_columns(w, 540, COL_GAP)
        self.cols = (x1, x2, x3, col)
        widgets: list[Widget] = []
        self.labels = []
        self._build_chooser(widgets, x1, top, col, bottom)
        self._build_game(widgets, x2, top, col, bottom)
        self._build_options(widgets, x3, top, col)
        # Start, continue, load, quit along the bottom.
        bw = min(230, (w - 120) // 4)
        bx = w // 2 - 2 * bw - 30
        by = h - 90
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
        widgets.append(Button((bx + 3 * (bw + 20), by, bw, 52), "menu.quit", self.quit))
        self.widgets = widgets

    def _build_chooser(self, widgets: list[Widget], x: int, top: int, col: int, bottom: int) -> None:
        """The games column: its title, the player-count filter and the list."""
        self.labels.append(Label("menu.games", x, top, col))
        y = choice_row(
            widgets,
            self.labels,
            x,
            top + 32,
            col,
            "chooser.filter",
            FILTERS,
            lambda: self.filter,
            self.set_filter,
            lambda n: i18n.tr("chooser.all") if n is None else str(n),
            title_w=min(int(col * TITLE_SHARE), title_need(["chooser.filter"])),  # the nine counts on one line where they fit
        )
        self.game_list.rect = pygame.Rect(x, y + 2, col, bottom - y - 2)
        self.game_list.scroll = min(self.game_list.scroll, self.game_list.max_scroll())
        widgets.append(self.game_list)

    def _build_game(self, widgets: list[Widget], x: int, top: int, col: int, bottom: int) -> None:
        """The chosen game (drawn by :meth:`_draw_game`), its rules button, the players and seats."""
        game = self.choice
        seat_h = 38 if self.compact else 42
        choices = self.bot_names()
        seats_block = 32 + 42 + 12 + 32 + self.players * seat_h + (24 if choices else 0)
        room = max(60, bottom - top - seats_block - 46)
        self.about_rect = pygame.Rect(x, top, col, room)
        self.about_rect.h = min(room, sum(self._about_heights()) + 6)  # no more than it needs: the players follow it
        y = self.about_rect.bottom + 4
        widgets.append(Button((x, y, min(col, 220), 34), "chooser.rules", self.show_rules, enabled=lambda: self.choice is not None, tip=keys.label_of("rules")))
        y += 46
        # Players and names.
        self.labels.append(Label("menu.players", x, y, col))
        y += 32
        lo, hi = (game.min_players, game.max_players) if game else (1, 6)
        self.players = max(lo, min(hi, self.players))
        was = getattr(self, "count", None)
        self.count = NumberEntry((x, y, 220, 42), self.players, lo, hi, on_change=self.set_players)
        if was is not None:  # a number typed into the box rebuilds the menu: the box keeps the keyboard
            self.count.focus, self.count.typed = was.focus, was.typed
        widgets.append(self.count)
        y += 54
        self.labels.append(Label("menu.seats" if choices else "menu.names", x, y, col))
        y += 32
        self.name_entries = []
        kind_w = int(col * 0.36) if choices else 0  # who plays the seat: only where a referee runs the game
        for seat in range(self.players):
            entry = TextEntry(
                (x + 26, y, col - 26 - (kind_w + 6 if kind_w else 0), seat_h - 6),
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
                        (x + col - kind_w, y, kind_w, seat_h - 6),
                        lambda seat=seat: bot_label(self.bot(seat)),
                        lambda seat=seat: self.cycle_bot(seat),
                        toggled=lambda seat=seat: self.bot(seat) is not None,
                        size=theme.FONT_SMALL + 1,
                    )
                )
            y += seat_h
        if choices:
            self.labels.append(Label("menu.seats_hint", x, y + 2, col, theme.FONT_SMALL, theme.MUTED_TEXT, bold=False))

    def _build_options(self, widgets: list[Widget], x: int, top: int, col: int) -> None:
        self.labels.append(Label("menu.options", x, top, col))
        y = top + 32
        game = self.choice
        titles = {opt.name: i18n.local(opt.names) if opt.names else opt.name.replace("_", " ") for opt in self.shown_options()}
        title_w = title_width(["menu.mode", "menu.language", "menu.seed", *titles.values()], col)

        gap = 3 if self.compact else ROW_GAP  # a low window: a game with many options (Tsukiji's variants) still fits

        def row(title: str, choices: Any, get: Any, set_: Any, text: Any) -> int:
            return choice_row(widgets, self.labels, x, y, col, title, choices, get, set_, text, title_w=title_w, gap=gap)

        if game is not None and not is_free_table(game):
            y = row("menu.mode", MODES, lambda: self.mode, self._set_mode, lambda m: i18n.tr(f"mode.{m}"))
        y = row("menu.language", ("en", "ja"), i18n.language, self.app.set_language, lambda lang: i18n.tr(f"lang.{lang}"))
        for opt in self.shown_options():
            y = row(
                titles[opt.name],
                opt.choices_for(self.players),
                lambda o=opt: self.options.get(o.name),
                lambda v, o=opt: self.options.__setitem__(o.name, v),
                lambda v, o=opt: option_text(o, v),
            )
        self.labels.append(Label("menu.seed", x, y + 6, title_w - 8))
        self.seed_entry = TextEntry(
            (x + title_w, y, min(200, col - title_w), 34),
            self.seed_text,
            max_len=9,
            digits=True,
            placeholder="menu.random",
            on_change=lambda t: setattr(self, "seed_text", t),
        )
        widgets.append(self.seed_entry)

    def shown_options(self) -> list[Any]:
        """The chosen game's options the menu offers: those with a choice to make (the mode has its own row;
        a solo game's puzzle is picked in the puzzle pack)."""
        game = self.choice
        if game is None:
            return []
        return [o for o in game.options if o.name != "mode" and len(o.choices_for(self.players)) > 1]

    # ------------------------------------------------------------ choices

    def _choose(self, game: type[Game] | None) -> None:
        """Make ``game`` the choice with what was remembered of it (players, mode, options)."""
        self.choice = game
        if game is None:
            return
        remembered = self.prefs.players.get(game.id)
        if self.filter is not None and plays_with(game, self.filter):
            self.players = self.filter
        elif remembered is not None:
            self.players = remembered
        else:
            self.players = default_players(game)
        self.players = max(game.min_players, min(game.max_players, self.players))
        mode = self.prefs.modes.get(game.id)
        self.mode = mode if mode in MODES else default_mode(game)
        self.options = {}
        self._fill_options(self.prefs.options.get(game.id, {}))

    def _fill_options(self, wanted: dict[str, Any]) -> None:
        """Every shown option set: to ``wanted`` where the game (with this many players) offers it, else its default."""
        for opt in self.shown_options():
            offered = opt.choices_for(self.players)
            value = wanted.get(opt.name, self.options.get(opt.name, opt.default))
            self.options[opt.name] = value if value in offered else (opt.default if opt.default in offered else offered[0])

    def pick(self, game: type[Game]) -> None:
        if game is not self.choice:
            self._remember()
            self._choose(game)
        self.build()

    def set_players(self, n: int) -> None:
        self.players = n
        self._fill_options(dict(self.options))  # a start seat the new count does not have falls back
        self.build()

    def set_filter(self, n: int | None) -> None:
        """Show only the games ``n`` players can play; the chosen game takes that count (or gives way)."""
        self.filter = n
        self.game_list.players = n
        self.game_list.scroll = 0
        visible = self.game_list.visible_games()
        if self.choice not in visible and visible:
            self._remember()
            self._choose(visible[0])
        elif n is not None and self.choice is not None and plays_with(self.choice, n):
            self.players = n
            self._fill_options(dict(self.options))
        self.build()
        self.game_list.show(self.choice)

    def step_choice(self, step: int) -> None:
        """The game above or below in the list (Up and Down)."""
        visible = self.game_list.visible_games()
        if not visible:
            return
        k = visible.index(self.choice) + step if self.choice in visible else 0
        self.pick(visible[max(0, min(len(visible) - 1, k))])
        self.game_list.show(self.choice)

    def launch(self, launcher: plugin.Launcher) -> None:
        self._remember()
        save_prefs(self.prefs)
        launcher.open(self)

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

    def _remember(self) -> MenuPrefs:
        """Put the menu's choices into the prefs (written when a game starts or the menu is left)."""
        p = self.prefs
        p.names, p.bots, p.filter, p.folded = list(self.names), list(self.bots), self.filter, sorted(self.game_list.folded)
        if self.choice is not None:
            p.game = self.choice.id
            p.players[self.choice.id] = self.players
            p.modes[self.choice.id] = self.mode
            p.options[self.choice.id] = dict(self.options)
        return p

    def show_rules(self) -> None:
        """The chosen game's rules panel, read with the rules a game started now would use."""
        game = self.choice
        if game is None or game.box is None:
            self.toasts.show(i18n.tr("menu.pick_game"))
            return
        args, box, game_id = self.app.args, game.box, game.id

        def load() -> list[Any]:
            override_file = getattr(args, "rules_override", None)
            override = load_override(override_file) if override_file else None
            return summaries_for(game_id, load_rules(box, getattr(args, "rules_dir", None), override))

        open_rules(self, game.id, load=load)

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
        problem = save_prefs(self._remember())
        self.app.open_session(session)
        if problem and hasattr(self.app.scene, "toast"):
            self.app.scene.toast(i18n.tr("menu.prefs_unsaved", why=problem), error=True)

    def quit(self) -> None:
        save_prefs(self._remember())
        self.app.quit()

    # ------------------------------------------------------------ saved games

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

        self._open_save(make, i18n.msg("saves.autosave"), slot=name)  # said when shown, in the language then

    def load(self, path: Path) -> None:
        self._open_save(lambda: Session.load(path, **self._rules()), path.name)

    def _rules(self) -> dict[str, Any]:
        """The --rules-dir and --rules-override the program was started with: saves are loaded with them too."""
        args = self.app.args
        return {"rules_dir": getattr(args, "rules_dir", None), "rules_override": getattr(args, "rules_override", None)}

    def _open_save(self, make: Any, name: str | i18n.Message, slot: str | None = None) -> None:
        """Read and rebuild a save on a worker, the menu still drawing: most take a blink, but a
        long Tsukiji log, or a daily puzzle whose kept copy is gone (made again), takes seconds."""
        if any(isinstance(m, ProgressDialog) for m in self.modals):
            return
        job: Job[Any] = Job(lambda job: make(), "load").start()
        self.modals.append(
            ProgressDialog(
                pygame.Rect((0, 0), self.size),
                job,
                i18n.tr("menu.opening", name=i18n.render_value(name)),
                lambda got: self._opened(got, name, slot),
                on_error=self._load_failed,
            )
        )

    def _opened(self, got: Session | tuple[Session, Recovered], name: str | i18n.Message, slot: str | None = None) -> None:
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
            scene.toast(i18n.tr("msg.loaded", path=i18n.render_value(name)))

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
            "rules": self.show_rules,
            "start": self.start,
            "game_prev": lambda: self.step_choice(-1),
            "game_next": lambda: self.step_choice(1),
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
        title = fonts().text(i18n.tr("app.title"), theme.FONT_HUGE if not self.compact else theme.FONT_TITLE + 10, theme.PANEL_TEXT, bold=True)
        surf.blit(title, title.get_rect(midtop=(w // 2, 24 if not self.compact else 18)))
        if not self.compact:
            sub = fonts().text(i18n.tr("menu.subtitle"), theme.FONT_BODY, theme.MUTED_TEXT)
            surf.blit(sub, sub.get_rect(midtop=(w // 2, 92)))
        for label in self.labels:
            label.draw(surf)
        self._draw_game(surf)
        for seat, entry in enumerate(self.name_entries):
            pygame.draw.circle(surf, theme.hex_rgb(SEAT_COLOURS[seat % len(SEAT_COLOURS)]), (entry.rect.x - 14, entry.rect.centery), 8)
        for widget in self.widgets:
            widget.draw(surf)
        for m in self.modals:
            m.draw(surf)
        self.toasts.draw(surf)

    def about_lines(self) -> list[tuple[str, int, theme.Colour, bool]]:
        """What the middle column says of the chosen game: (text, size, colour, bold), wrapped to fit
        (worked out once per game, language and width: the menu draws it every frame)."""
        key = (self.choice, i18n.language(), self.about_rect.w)
        cached = getattr(self, "_about", None)
        if cached is None or cached[0] != key:
            cached = self._about = (key, self._about_lines())
        return cached[1]

    def _about_lines(self) -> list[tuple[str, int, theme.Colour, bool]]:
        game = self.choice
        if game is None:
            return [(i18n.tr("menu.pick_game"), theme.FONT_BODY, theme.MUTED_TEXT, False)]
        width = self.about_rect.w - theme.FONT_SMALL  # room for a closing mark that may not start a line
        facts = " · ".join(t for t in (players_text(game), length_text(game, long=True), machine_text(game, long=True)) if t)
        lines = [
            (i18n.local(game.names, game.id), theme.FONT_TITLE - 2, theme.PANEL_TEXT, True),
            (other_language_name(game), theme.FONT_BODY, theme.MUTED_TEXT, False),
            *((line, theme.FONT_SMALL + 1, theme.HIGHLIGHT, False) for line in fonts().wrap(facts, theme.FONT_SMALL + 1, width)),
        ]
        how = i18n.local(game.how_to) if game.how_to else i18n.tr("chooser.no_how_to")
        return lines + [(line, theme.FONT_SMALL + 1, theme.PANEL_TEXT, False) for line in fonts().wrap(how, theme.FONT_SMALL + 1, width)]

    def _about_heights(self) -> list[int]:
        return [fonts().font(size, bold).get_linesize() + (6 if k == 1 else 2) for k, (_, size, _, bold) in enumerate(self.about_lines())]

    def _draw_game(self, surf: pygame.Surface) -> None:
        """The chosen game's names, facts and how to play, cut to the room there is (the rules panel has it all)."""
        f = fonts()
        rect = self.about_rect
        lines = self.about_lines()
        heights = self._about_heights()
        fit, total = 0, 0
        while fit < len(lines) and total + heights[fit] <= rect.h:
            total += heights[fit]
            fit += 1
        y = rect.y
        for k in range(fit):
            text, size, colour, bold = lines[k]
            if k == fit - 1 < len(lines) - 1:  # cut short: the rules panel has the rest
                text += "…" if i18n.language() == "ja" else "..."
            surf.blit(f.fit(text, size, colour, rect.w, bold=bold), (rect.x, y))
            y += heights[k]

    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        """Every widget, label and the game's text block with its rect (the tests check none overlap)."""
        out: list[tuple[str, pygame.Rect]] = [(label.text(), label.rect()) for label in self.labels]
        out.append(("about", self.about_rect))
        for w in self.widgets:
            name = type(w).__name__
            if isinstance(w, Button):
                name = w.label() if callable(w.label) else str(w.label)
            out.append((name, w.rect))
        return out


i18n.add_strings(
    {
        "menu.seats": {"en": "Names · human or bot", "ja": "名前・人間かCPUか"},
        "menu.seats_hint": {
            "en": "Click Human to seat a bot instead (and again to change it).",
            "ja": "「人間」を押すとCPUに替わります（もう一度押すと次へ）。",
        },
        "menu.need_human": {
            "en": "At least one seat must be a person (to watch bots alone: tsukiji-table selfplay)",
            "ja": "少なくとも1席は人間にしてください（CPUだけの対戦は tsukiji-table selfplay）",
        },
        "menu.prefs_damaged": {
            "en": "The menu's remembered choices could not be read ({why}); starting from the defaults.",
            "ja": "メニューの前回の設定を読み込めませんでした（{why}）。初期設定で始めます。",
        },
        "menu.prefs_unsaved": {
            "en": "The menu's choices could not be remembered ({why}).",
            "ja": "メニューの設定を保存できませんでした（{why}）。",
        },
        "chooser.filter": {"en": "How many?", "ja": "何人で？"},
        "chooser.all": {"en": "all", "ja": "全部"},
        "chooser.rules": {"en": "Rules...", "ja": "ルール…"},
        "chooser.no_how_to": {"en": "No summary of this game yet.", "ja": "このゲームの概要はまだありません。"},
    }
)
