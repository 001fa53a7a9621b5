"""The Tokyo Tsukiji Market screen: buttons, panel, drags, bids, log, pictures.

The harbors and market boards are drawn from the referee's zone layout
(``rules/tsukiji/layout.yaml``), packed by :mod:`.arrange`; "Fit" keeps the
table above the log.  Drags become actions through :mod:`.drops`; sealed
bids are collected with the window's secret input, one seat at a time behind
hand-offs, then played together.  :mod:`.panel` writes the info panel,
:mod:`.paint` draws the turn's frame, prices and printed numbers; while
the table is too small to read, :mod:`.loupe` shows the board under the
mouse larger beside it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ....games.base import IllegalAction
from ... import i18n, theme
from ...camera import Camera
from ...plugin import ButtonSpec, Drop, GameScreen, screen_for
from . import words
from .arrange import Arranger
from .drops import DropReader
from .endscreen import BreakdownEnd
from .loupe import Loupe
from .paint import Painter
from .panel import PanelText
from .scenes import SCENES

if TYPE_CHECKING:
    from ....table.view import TableView
    from ...services import MenuEntries, TableServices

DONE_ACTIONS = ("start_actions", "end_fishing", "end_buy", "leave", "end_turn")
BUTTONED = {"fish", "buy", "enter", "open_berth", "use_cart", "bid", *DONE_ACTIONS}


@screen_for("tsukiji")
class TsukijiScreen(GameScreen):
    def __init__(self, services: TableServices):
        super().__init__(services)
        self.ctx = services.game.ctx  # type: ignore[attr-defined]
        self.arranger = Arranger(self.ctx.data.layout, lambda kind: services.catalog.look(kind).size)
        self.drops = DropReader(services)
        self.painter = Painter(services)
        self.painter.listed = self.arranger.listed
        self.loupe = Loupe(services, self.painter)
        self.panel = PanelText(services)
        self._bids_open = False
        self._chose_at: int | None = None
        self._fitted: tuple[float, float, float, float] | None = None  # the bounds "Fit" last showed
        self._space_labels = words.space_labels(services.table)
        self._mode_seen = services.mode
        self._aspect: float | None = None  # the window's shape the boards' grid was chosen for
        self._still_fit = False  # whether the view was at "Fit" before the window changed shape
        self._size: tuple[int, int] | None = None  # the window's size last seen
        self._seen: tuple[object, ...] | None = None  # the camera and fitted bounds ``_still_fit`` was worked out for

    # ------------------------------------------------------------- shape

    def adjust_view(self, view: TableView) -> TableView:
        t = self.services.table
        labels = dict(self._space_labels)
        for s in range(t.players):  # each seat's resources, for the end trigger and the final bonus
            labels[f"p{s}.supply"] = words.every_language("tk.resources", label=t.zones[f"p{s}.supply"].meta.get("label") or {}, n=self.ctx.resources(t, s))
        labels.update(words.crash_labels(t))  # crash variant: the side each crash token shows
        self._aspect = self._window_aspect()
        return self.arranger.adjust(view, list(view.vars.get("in_play", [])), t.players, free=self.services.mode == "free", labels=labels, aspect=self._aspect)

    def _window_aspect(self) -> float:
        r = self._above_log(self.services.table_rect())
        return r.w / max(1, r.h)

    def _follow_window(self) -> None:
        """A window of another shape gets the boards' grid that suits it (and "Fit" again if it was at "Fit")."""
        size = self.services.screen_rect.size
        if size == self._size or self._size is None:
            self._size = size
            seen = (self.services.camera.key(), self._fitted)
            if seen != self._seen:  # the camera moved or the table was fitted: is it at "Fit"?
                self._seen = seen
                self._note_fit()
            return
        self._size = size
        aspect = self._window_aspect()
        if self._aspect is None or abs(aspect - self._aspect) < 0.01:
            return
        self._aspect = aspect
        self.services.lay_out_again()
        if self._still_fit:
            self.services.fit()

    def fit_rect(self, rect: pygame.Rect) -> pygame.Rect:
        """The window above the log: at "Fit" no part of the table lies under it.

        Asked at every "Fit", so the bounds shown are remembered here: when a
        new market makes the table grow, a view still at "Fit" fits again.
        """
        self._fitted = self.services.layout.bounds
        return self._above_log(rect)

    def _above_log(self, rect: pygame.Rect) -> pygame.Rect:
        bottom = self.services.log_rect().top - 6
        if bottom - rect.top < rect.h // 2:  # a very low window: the log lies over the table
            return rect
        return pygame.Rect(rect.x, rect.y, rect.w, bottom - rect.y)

    def _note_fit(self) -> None:
        """Whether the view is at "Fit" now: asked before the window changes shape (see ``_follow_window``)."""
        self._still_fit = self._fitted is not None and self._at_fit(self._fitted)

    def on_change(self) -> None:
        bounds = self.services.layout.bounds
        if self._fitted is not None and bounds != self._fitted and self._at_fit(self._fitted):
            self.services.fit()

    def _at_fit(self, bounds: tuple[float, float, float, float]) -> bool:
        """Whether the camera is where "Fit" put it for ``bounds`` (nobody zoomed or panned since)."""
        r = self._above_log(self.services.table_rect())
        cam = Camera()
        cam.fit(bounds, (r.x, r.y, r.w, r.h))
        return cam.key() == self.services.camera.key()

    def _legal(self, name: str) -> dict[str, Any] | None:
        return next((a for a in self.services.legal_actions() if a["action"] == name), None)

    def _play_named(self, name: str) -> Callable[[], None]:
        def go() -> None:
            action = self._legal(name)
            if action is not None:
                self.services.play(action)

        return go

    def _done(self) -> dict[str, Any] | None:
        legal = self.services.legal_actions()
        for name in DONE_ACTIONS:
            for action in legal:
                if action["action"] == name:
                    return action
        return None

    def buttons(self) -> list[ButtonSpec]:
        def has(name: str) -> Callable[[], bool]:
            return lambda: self._legal(name) is not None

        def done_label() -> str:
            action = self._done()
            return i18n.tr(f"tk.done.{action['action']}" if action else "tk.done.none")

        def done() -> None:
            action = self._done()
            if action is not None:
                self.services.play(action)

        return [
            ButtonSpec("tk.fish", self._play_named("fish"), has("fish")),
            ButtonSpec("tk.buy", self._play_named("buy"), has("buy")),
            ButtonSpec("tk.market", self._market_menu, has("enter")),
            ButtonSpec("tk.more", self._choices_menu, lambda: bool(self._choices())),
            ButtonSpec(done_label, done, lambda: self._done() is not None),
            ButtonSpec("tk.open", self._play_named("open_berth"), has("open_berth")),
            ButtonSpec("tk.cart", self._play_named("use_cart"), has("use_cart")),
        ]

    def _menu(self, entries: MenuEntries, button: str) -> None:
        """A menu left of its button (also when it opens by itself, the mouse elsewhere)."""
        s = self.services
        rect = s.button_rect(button)
        anchor = rect.topleft if rect is not None else (s.screen_rect.w - 300, theme.HUD_H + 50)
        s.open_menu(entries or [(i18n.tr("hud.no_actions"), None)], (anchor[0] - 230, anchor[1]))

    def _market_menu(self) -> None:
        entries = [(self.describe_action(a), (lambda a=a: self.services.play(a))) for a in self.services.legal_actions() if a["action"] == "enter"]
        self._menu(entries, "tk.market")

    def _choices(self) -> list[tuple[str, Callable[[], None]]]:
        """The legal actions no button or drag covers, prices asked once for "???"."""
        out: list[tuple[str, Callable[[], None]]] = []
        if self.services.mode == "free" and not self.services.game.is_over(self.services.table):
            # The players run the game by hand: the referee still totals it for them.
            out.append((i18n.tr("tk.score_now"), self.show_projection))
        asked: set[tuple[str, Any]] = set()
        for a in self.services.legal_actions():
            name = a["action"]
            if name in BUTTONED:
                continue
            if "price" in a:
                key = (name, a.get("item"))
                if key in asked:
                    continue
                asked.add(key)
                col = self.ctx.data.column_by_id[a["column"]]
                label = f"{self.describe_action({**a, 'price': '???'})}"
                out.append(
                    (
                        label,
                        lambda a=a, col=col: self.services.ask_number(
                            i18n.tr("tk.price"), col.lo, col.hi, lambda v, a=a: self.services.play({**a, "price": int(v)}), value=700, step=col.step
                        ),
                    )
                )
                continue
            out.append((self.describe_action(a), lambda a=a: self.services.play(a)))
        return out

    def show_projection(self) -> None:
        """The end screen's breakdown for the table as it stands (free mode); nothing is changed."""
        services = self.services
        try:
            score = services.game.projected_score(services.table)
        except IllegalAction as exc:
            services.toast(i18n.tr("msg.cannot", why=exc), error=True)
            return
        players = range(services.table.players)
        services.show(
            BreakdownEnd(
                services.screen_rect,
                [services.seat_name(s) for s in players],
                score["breakdown"],
                score["winner"],
                [services.seat_colour(s) for s in players],
                title=i18n.tr("tk.end.projected"),
            )
        )

    def _choices_menu(self) -> None:
        self._menu(self._choices()[:22], "tk.more")

    # ------------------------------------------------------------- panel

    def panel_lines(self) -> list[str]:
        return self.panel.lines()

    # -------------------------------------------------------------- rules

    def action_for_drop(self, drop: Drop, legal: list[dict[str, Any]]) -> dict[str, Any] | None:
        return self.drops.read(drop, legal)

    def _sync_mode(self) -> None:
        """The pause menu changes the window's mode, undo and redo the referee's (``vars["mode"]``): keep them one."""
        s = self.services
        table_mode = s.game.mode(s.table)
        if s.mode == table_mode:
            self._mode_seen = s.mode
        elif s.mode != self._mode_seen:
            if not s.showing() and not s.covered and s.play({"action": "set_mode", "mode": s.mode}):
                self._mode_seen = s.mode  # chosen in the menu: the referee keeps it (saved, undoable)
        else:
            s.session.options["mode"] = table_mode  # an undo or redo of a mode change
            self._mode_seen = table_mode

    def update(self, dt: float) -> None:
        self._sync_mode()
        self._follow_window()
        self.loupe.update(dt)
        services, t = self.services, self.services.table
        phase = t.vars.get("phase")
        if phase != "bid":
            self._bids_open = False
        if phase == "bid" and not self._bids_open and not services.showing() and not services.covered:
            self._open_bids()
        if phase == "choose" and self._chose_at != len(t.done) and services.viewer in services.game.to_move(t) and not services.covered:
            self._chose_at = len(t.done)
            self._choices_menu()

    def _open_bids(self) -> None:
        services, t = self.services, self.services.table
        seats = services.game.to_move(t)
        if not seats:
            return
        self._bids_open = True
        lot = t.zones[t.vars["auction"]["lot"]].ids
        what = words.piece_name(services, lot[0]) if lot and lot[0] in t.pieces and t.pieces[lot[0]].face_up else "?"
        step = self.ctx.step
        # Each seat's dialog stops at its own purse; bots bid in yen, the dialog counts in steps.
        services.secret_number(
            seats,
            0,
            lambda s: self.ctx.money(t, s) // step,
            self._bids,
            title=i18n.tr("tk.bid_title_all", lot=what),
            bot_answer=lambda seat, a: a["amount"] // step if a.get("action") == "bid" else None,
        )

    def bot_turn(self, seat: int) -> bool:
        """Bots bid inside the secret input with everyone else, never on their own."""
        return self.services.table.vars.get("phase") != "bid"

    def _bids(self, results: dict[int, Any]) -> None:
        self._bids_open = False
        for seat, value in sorted(results.items()):
            amount = int(value or 0) * self.ctx.step
            if amount > self.ctx.money(self.services.table, seat):
                self.services.toast(
                    i18n.tr("msg.illegal", why=f"{self.services.seat_name(seat)}: {amount:,} > {self.ctx.money(self.services.table, seat):,}"), error=True
                )
                amount = self.ctx.money(self.services.table, seat) // self.ctx.step * self.ctx.step
            self.services.play({"action": "bid", "amount": amount}, seat=seat)

    def end_modal(self) -> BreakdownEnd | None:
        """Our end screen: stacked yen and token bars, and the scoring pipeline per seat."""
        services = self.services
        score = services.game.score(services.table)
        if not score:
            return None
        names = [services.seat_name(s) for s in range(services.table.players)]
        colours = [services.seat_colour(s) for s in range(services.table.players)]
        return BreakdownEnd(services.screen_rect, names, score["breakdown"], score["winner"], colours)

    # ---------------------------------------------------------- drawing

    def hover_lines(self, x: float, y: float) -> list[tuple[str, tuple[int, int, int]]] | None:
        """Over a zone shown as a list of names (the known order's queues): every name, in order."""
        names = self.painter.listing_at(x, y)
        if names is None:
            return None
        return [(names[0], theme.PANEL_TEXT)] + [(line, theme.MUTED_TEXT) for line in names[1:]]

    def draw_on_table(self, surf: pygame.Surface) -> None:
        if not self.services.covered:
            self.painter.name_plates(surf)
            self.painter.buyers(surf)
            self.painter.turn_frame(surf)

    def draw_overlay(self, surf: pygame.Surface) -> None:
        if not self.services.covered:
            self.painter.overlay(surf)
            self.loupe.draw(surf)

    # ------------------------------------------------------- screenshots

    @classmethod
    def screenshot_scenes(cls) -> dict[str, Callable[[Any], None]]:
        return dict(SCENES)
