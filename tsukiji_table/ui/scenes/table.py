"""The table scene: a session on screen, its seats, overlays and the game's screen.

This module holds the scene's state, drawing and the services game screens
call (``play``, ``toast``, ``ask``, ``ask_number``, ``secret_number``,
``secret_card``, ``request_viewer``, ``show_end``); :mod:`.table_input` turns
mouse and keys into gestures.

Seats played by the computer (``seat["bot"]``) are run by :mod:`..bots`:
the screen stays with the people (the viewer is never a bot seat, and the
hand-off cover goes up only between two people), secret steps ask the bots
without a dialog, and undo goes back to the last decision of a person
(:mod:`..decisions`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from ...games.base import IllegalAction
from ...games.sandbox import is_free_table
from ...games.session import Session
from ...paths import user_data_dir
from ...table import TableError, Transaction, Visibility, view
from ...table.view import TableView
from .. import i18n, plugin, theme
from ..art import ArtCache
from ..autosaves import AutosaveStore
from ..bots import BotDriver
from ..camera import Camera
from ..decisions import Decisions
from ..describe import describe_transaction
from ..fonts import fonts
from ..kinds import KindCatalog
from ..layout import Layout, lay_out
from ..overlays import AskDialog, EndScreen, Extras, HandoffCover, HelpOverlay, Modal, NumberDialog, SecretInput
from ..plugin import GameScreen, screen_class
from ..render import TableRenderer
from ..widgets import Toasts, panel
from .table_hud import TableHud
from .table_input import TableInput
from .table_menus import TableMenus

if TYPE_CHECKING:
    from ..app import App

ONLOOKER = -1  # a "seat" that owns nothing: sees what everyone sees
AUTOSAVE_EVERY = 3  # transactions between autosaves: little is lost if the power goes


@dataclass(frozen=True)
class FrameRecord:
    """What one frame showed (the tests read these): the cover, the viewer, whose secrets."""

    frame: int
    cover: bool
    viewer: int
    faces_of: frozenset[int]  # owners of private zones whose faces were drawn


class TableScene(TableInput, TableMenus):
    """A game on the table (see the module docstring)."""

    def __init__(self, app: App, session: Session, viewer: int = 0, cover_first: bool | None = None, autosave_slot: str | None = None):
        self.app = app
        self.session = session
        self.table = session.table
        self.game = session.game
        self.is_free_table = is_free_table(type(self.game))
        self.session.extra.setdefault("setup_steps", len(self.table.done))
        plugin.discover()  # the boxes' printed faces (ui/games/*_art.py) are registered before the catalog is built
        self.catalog = KindCatalog(self.table, self.game.all_rules())
        self.renderer = TableRenderer(self.catalog, ArtCache())
        self.camera = Camera()
        self.viewer = viewer if not self.is_bot(viewer) else next(iter(self.human_seats), viewer)
        self.cover: HandoffCover | None = None
        self.modals: list[Modal] = []
        self.toasts = Toasts()
        self.frame_log: list[FrameRecord] = []
        # This session's own autosaves (a continued one goes on in its slot): another table never overwrites them.
        self.autosaves = AutosaveStore(user_data_dir() / "autosave")
        self.autosave_slot = autosave_slot or self.autosaves.new_slot(self.game.id)
        self._since_autosave = 0
        self._layout: Layout | None = None
        self._layout_key: Any = None
        self._meta: dict[str, dict[str, Any]] = {}  # the game screen's layout meta for now
        self._view: TableView | None = None
        self.screen_rect = app.screen.get_rect()
        self.hud = TableHud(self)
        self.plugin: GameScreen = screen_class(self.game.id)(self)
        self.bots = BotDriver(self)
        self.decisions = Decisions(self.table, self.is_bot)
        first = self.plugin.next_viewer()
        if first is not None and 0 <= first < self.table.players and not self.is_bot(first):
            self.viewer = first  # the screen opens at the seat to move (a random start player), not at seat 0
        self.hud.build()
        self.init_input()
        self.fit()
        if cover_first if cover_first is not None else len(self.human_seats) > 1:
            self.request_viewer(self.viewer, force=True)
        self._check_over()

    # ------------------------------------------------------------ basics

    @property
    def mode(self) -> str:
        return str(self.session.options.get("mode", "assisted"))

    @property
    def seats(self) -> list[dict[str, Any]]:
        return self.session.seats

    def seat_name(self, seat: int) -> str:
        if 0 <= seat < len(self.seats):
            return str(self.seats[seat].get("name") or i18n.tr("seat.default", n=seat + 1))
        return "?"

    def is_bot(self, seat: int) -> bool:
        """Whether the computer plays ``seat`` (never on a free table: nothing there for a bot to follow)."""
        return not self.is_free_table and 0 <= seat < len(self.seats) and bool(self.seats[seat].get("bot"))

    @property
    def human_seats(self) -> list[int]:
        return [s for s in range(self.table.players) if not self.is_bot(s)]

    def seat_colour(self, seat: int) -> theme.Colour:
        if 0 <= seat < len(self.seats):
            return theme.hex_rgb(self.seats[seat].get("colour"), theme.ACCENT)
        return theme.ACCENT

    @property
    def view(self) -> TableView:
        _ = self.layout  # refreshes the view with the layout
        assert self._view is not None
        return self._view

    @property
    def seen_as(self) -> int:
        """Whose view the table is drawn from: the viewer's, or an onlooker's while everyone watches a dialog."""
        return ONLOOKER if any(m.public and not m.done for m in self.modals) else self.viewer

    @property
    def layout(self) -> Layout:
        """The laid-out view for the current viewer (rebuilt only when the table changed)."""
        done = self.table.done
        seat = self.seen_as
        key = (seat, len(done), len(self.table.undone), id(done[-1]) if done else None, self.table.rng_counter)
        if key != self._layout_key or self._layout is None:
            self._view = self.plugin.adjust_view(view(self.table, seat))
            self._meta = self.plugin.zone_meta(self._view)
            self._layout = lay_out(self._view, self.catalog, self._meta)
            self._layout_key = key
        return self._layout

    def table_rect(self) -> pygame.Rect:
        """Where the table is drawn: the window below the top bar."""
        r = self.screen_rect
        side = self.hud.side_width() if hasattr(self, "hud") else 0
        return pygame.Rect(0, theme.HUD_H, r.w - side, r.h - theme.HUD_H)

    def fit(self) -> None:
        r = self.plugin.fit_rect(self.table_rect())
        self.camera.fit(self.layout.bounds, (r.x, r.y, r.w, r.h))

    def resize(self, size: tuple[int, int]) -> None:
        self.screen_rect = pygame.Rect(0, 0, *size)
        self.hud.build()
        self.renderer.invalidate()

    def legal_actions(self) -> list[dict[str, Any]]:
        if self.is_free_table:
            return []
        try:
            return list(self.game.legal_actions(self.table, self.viewer))
        except Exception as exc:  # a referee bug must not close the window
            self.toasts.error(i18n.tr("msg.cannot", why=exc))
            return []

    # ----------------------------------------------------- services (API)

    def toast(self, text: str, error: bool = False) -> None:
        (self.toasts.error if error else self.toasts.show)(text)

    def ask(self, question: str, on_yes: Callable[[], None], on_no: Callable[[], None] | None = None) -> None:
        self.modals.append(AskDialog(self.screen_rect, question, on_yes, on_no))

    def ask_number(self, prompt: str, lo: int, hi: int, on_done: Callable[[int], None], value: int | None = None, step: int = 1) -> None:
        self.modals.append(NumberDialog(self.screen_rect, prompt, lo, hi, lo if value is None else value, on_done, step))

    def secret_number(
        self,
        seats: list[int],
        lo: int,
        hi: int | Callable[[int], int],
        on_done: Callable[[dict[int, Any]], None],
        title: str | Callable[[int], str] | None = None,
        show: Callable[[int], list[str]] | None = None,
        bot_answer: Callable[[int, dict[str, Any]], Any] | None = None,
        extras: Extras | None = None,
    ) -> None:
        """Each seat enters a number in secret (behind hand-offs); ``on_done({seat: n})`` after the reveal.

        ``hi`` and ``title`` may depend on the seat; ``show(seat)`` pictures pieces above the number (what is bid on).
        Bot seats answer without a dialog: ``bot_answer(seat, action)`` reads the number from a bot's action
        (default: its one whole-number argument), None for another move of the bot's, which is played at once.
        """
        answered = self.bots.secret_numbers(seats, lo, hi, bot_answer)
        modal = SecretInput(self, seats, self._decided(seats, on_done), "number", lo, hi, title=title, show=show, answered=answered, extras=extras)
        self.modals.append(modal)
        modal.start()

    def secret_card(
        self,
        seats: list[int],
        on_done: Callable[[dict[int, Any]], None],
        hand: Callable[[int], str] | None = None,
        title: str | Callable[[int], str] | None = None,
        bot_answer: Callable[[int, dict[str, Any]], Any] | None = None,
        extras: Extras | None = None,
        reveal: bool = True,
    ) -> None:
        """Each seat picks a card of its hand in secret; ``on_done({seat: piece_id})`` after the reveal.

        Bot seats answer without a dialog: ``bot_answer(seat, action)`` reads the card from a bot's action
        (default: its ``card`` when that card is in the seat's hand), None for another move, played at once.
        ``reveal=False``: the cards stay secret (laid face down); ``on_done`` follows the last choice.
        """
        answered = self.bots.secret_cards(seats, hand or (lambda s: f"p{s}.hand"), bot_answer)
        modal = SecretInput(self, seats, self._decided(seats, on_done), "card", hand=hand, title=title, answered=answered, extras=extras, reveal=reveal)
        self.modals.append(modal)
        modal.start()

    def _decided(self, seats: list[int], on_done: Callable[[dict[int, Any]], None]) -> Callable[[dict[int, Any]], None]:
        """``on_done`` whose plays make one decision (a bot move if no person took part), for undo."""

        def done(results: dict[int, Any]) -> None:
            with self.decisions.group(bot=all(self.is_bot(s) for s in seats)):
                on_done(results)

        return done

    def request_viewer(self, seat: int, then: Callable[[], None] | None = None, force: bool = False) -> None:
        """Hand the screen to ``seat``: the cover first whenever the viewer changes.

        A bot plays without the screen: asked for a bot's seat, the screen goes to a person who is to move
        as well, if any (with ``then``, meant for that seat, nothing happens). With one person at the table
        there is never a cover.
        """
        if not 0 <= seat < max(1, self.table.players):
            return
        if self.is_bot(seat) and self.human_seats:
            person = self._person_to_move()
            if person is None or then is not None or person == (self.cover.seat if self.cover is not None else self.viewer):
                return
            seat = person
        if len(self.human_seats) <= 1 or (seat == self.viewer and not force and self.cover is None):
            self.viewer = seat
            if then:
                then()
            return

        def ready() -> None:
            self.viewer = seat
            self.cover = None
            self.renderer.invalidate()
            if then:
                then()

        self.cancel_gesture()
        self.cover = HandoffCover(self.seat_name(seat), self.seat_colour(seat), ready, seat)

    def _person_to_move(self) -> int | None:
        """A person the referee waits for now (the one at the screen first), if any."""
        people = [m for m in self.game.to_move(self.table) if not self.is_bot(m)]
        return self.viewer if self.viewer in people else (people[0] if people else None)

    def play(self, action: dict[str, Any], seat: int | None = None) -> bool:
        """Let the referee apply ``action`` for ``seat`` (default: the viewer); errors become messages."""
        seat = self.viewer if seat is None else seat
        try:
            with self.decisions.group():
                self.game.play(self.table, seat, action)
        except IllegalAction as exc:
            self.toast(i18n.tr("msg.illegal", why=exc), error=True)
            return False
        except (TableError, ValueError, KeyError) as exc:
            self.toast(i18n.tr("msg.cannot", why=exc), error=True)
            return False
        self.changed()
        return True

    def show_end(self) -> None:
        own = self.plugin.end_modal()
        if own is not None:
            self.modals.append(own)
            return
        scores = self.plugin.final_scores()
        if scores is None:
            return
        names, values, winners = scores
        colours = [self.seat_colour(s) for s in range(len(names))]
        self.modals.append(EndScreen(self.screen_rect, names, values, winners, colours, value_text=self.plugin.score_text))

    def changed(self) -> None:
        """After any change of the table: autosave, the game's hook, the next viewer, the end."""
        self.renderer.invalidate()
        self.decisions.note()
        self._since_autosave += 1
        if self._since_autosave >= AUTOSAVE_EVERY:
            self.autosave()
        self.plugin.on_change()
        nxt = self.plugin.next_viewer()
        # Whoever the screen is (or is about to be) handed to, it must be the seat to move now.
        heading_to = self.cover.seat if self.cover is not None else self.viewer
        if nxt is not None and nxt != heading_to:
            self.request_viewer(nxt)
        self._check_over()

    def _check_over(self) -> None:
        over = False
        try:
            over = self.game.is_over(self.table)
        except Exception:  # a referee still being written may not know yet
            over = False
        if over and not self.session.extra.get("end_shown_at") == len(self.table.done):
            if self.plugin.holds_end():
                self._end_waiting = True  # the screen still shows how it ended (the winning dump falling): then the end
                return
            self._end_waiting = False
            self.session.extra["end_shown_at"] = len(self.table.done)
            self.show_end()

    # ------------------------------------------------------------- saving

    def autosave(self) -> bool:
        self._since_autosave = 0
        try:
            self.autosaves.save(self.autosave_slot, self.session)
        except OSError as exc:
            self._since_autosave = 1  # still unsaved
            self._autosave_error = str(exc)
            self.toast(i18n.tr("msg.save_failed", why=exc), error=True)
            return False
        return True

    def keep_for_later(self) -> tuple[bool, str]:
        """Autosave what is not saved yet, before the table is left: (kept, why not)."""
        if self._since_autosave == 0 or self.autosave():
            return True, ""
        return False, getattr(self, "_autosave_error", "")

    def save(self) -> Path | None:
        folder = user_data_dir() / "saves"
        import time

        name = f"{self.game.id.replace(':', '-')}-{time.strftime('%Y%m%d-%H%M%S')}.json"
        path = folder / name
        try:
            folder.mkdir(parents=True, exist_ok=True)
            self.session.save(path)
        except OSError as exc:
            self.toast(i18n.tr("msg.save_failed", why=exc), error=True)
            return None
        self.toast(i18n.tr("msg.saved", path=str(path)))
        return path

    def undo(self) -> None:
        """Take back the last transaction; with bots, the last decision of a person and the bot moves after it.

        A table that plays by the rules never undoes past a reveal (sealed bids
        turned over, a card drawn, a toss, the machine run): that would let a
        decision be made again knowing what was hidden. Free mode may, after
        asking. Another person's decision is taken back only if that person
        agrees, behind the cover (bots are not asked: their moves go with the
        decision they answered).
        """
        floor = int(self.session.extra.get("setup_steps", 0))
        n = self.decisions.undo_count(floor) if self.bots.active else min(1, len(self.table.done) - floor)
        if n <= 0:
            self.toast(i18n.tr("msg.nothing_undo"))
            return
        batch = self.table.done[-n:]
        what = self._summary(batch)
        shared = self.table.players > 1 and not self.is_free_table
        if shared and any(tx.reveal for tx in batch):
            if self.game.mode(self.table) != "free":
                self.toast(i18n.tr("undo.blocked", what=what), error=True)
                return
            self.ask(i18n.tr("undo.free_reveal", what=what), lambda: self._undo_with_consent(n, what))
            return
        self._undo_with_consent(n, what)

    def _undo_with_consent(self, n: int, what: str) -> None:
        """Ask each other person whose decision ``n`` transactions take back, one at a time, then undo."""
        asker = self.viewer
        batch = self.table.done[-n:]
        others = sorted({tx.seat for tx in batch if tx.seat is not None and tx.seat != asker and not self.is_bot(tx.seat)}) if len(self.human_seats) > 1 else []
        revision = self.table.revision

        def ask_next(remaining: list[int]) -> None:
            if self.table.revision != revision:
                return  # the table moved on meanwhile: nothing is undone
            if not remaining:
                self.request_viewer(asker, then=lambda: self._do_undo(n))
                return
            seat = remaining[0]

            def refuse() -> None:
                self.request_viewer(asker, then=lambda: self.toast(i18n.tr("undo.refused", who=self.seat_name(seat), what=what), error=True))

            self.request_viewer(
                seat,
                then=lambda: self.ask(
                    i18n.tr("undo.consent", who=self.seat_name(seat), asker=self.seat_name(asker), what=what), lambda: ask_next(remaining[1:]), refuse
                ),
                force=True,
            )

        ask_next(others)

    def _do_undo(self, n: int) -> None:
        undone = [tx for tx in (self.table.undo() for _ in range(n)) if tx is not None]
        if not undone:
            return
        self.toast(i18n.tr("msg.undone", what=self._summary(undone[::-1])))
        self.changed()
        if self.bots.active:
            self.bots.held()

    def redo(self) -> None:
        """Bring back what undo took (with bots: the decision and the bot moves that followed it)."""
        n = self.decisions.redo_count() if self.bots.active else 1
        redone = []
        try:
            for _ in range(n):
                tx = self.table.redo()
                if tx is not None:
                    redone.append(tx)
        except TableError as exc:
            self.toast(i18n.tr("msg.cannot", why=exc), error=True)
        if not redone:
            if not self.table.undone:
                self.toast(i18n.tr("msg.nothing_redo"))
            return
        self.toast(i18n.tr("msg.redone", what=self._summary(redone)))
        self.changed()

    def _summary(self, txs: list[Transaction]) -> str:
        """The person's transaction among ``txs`` (in the order played), and how many bot moves came with it."""
        main = self.decisions.first_by_person(txs) or txs[0]
        bots = sum(1 for tx in txs if tx is not main and self.decisions.by_bot(tx))
        what = self.describe(main)
        return i18n.tr("bots.undone", what=what, n=bots) if bots else what

    def describe(self, tx: Transaction) -> str:
        return self.plugin.describe(tx)

    def describe_default(self, tx: Transaction) -> str:
        """The game's own words for a transaction that played an action, else what its commands did."""
        if tx.action is not None:
            lines = self.game.describe(self.table, tx, self.viewer)
            if lines:
                return " · ".join(m.render(seat_name=self.seat_name) for m in lines)
        return describe_transaction(self, tx)

    # ------------------------------------------------------------- frames

    def update(self, dt: float) -> None:
        self.toasts.update(dt)
        for m in self.modals:
            m.update(dt)
        self.modals = [m for m in self.modals if not m.done]
        self.plugin.update(dt)
        if getattr(self, "_end_waiting", False) and not self.plugin.holds_end():
            self._check_over()
        self.bots.update(dt)
        self.update_input(dt)

    def draw(self, surf: pygame.Surface) -> None:
        frame = self.app.frame
        if self.cover is not None:
            # Nothing of the table while the cover is up: the next player may already be looking.
            self.renderer.items = []
            self.cover.draw(surf)
            for m in self.modals:
                if isinstance(m, HelpOverlay):  # the keys, opened over the cover: no secret in it
                    m.draw(surf)
            self.frame_log.append(FrameRecord(frame, True, self.viewer, frozenset()))
            return
        shown, rev = self.display_layout()
        still_key = self.plugin.still_key()
        still = (still_key, self.plugin.draw_still) if still_key is not None else None
        self.renderer.draw(surf, self.camera, shown, self.seats, layout_rev=rev, still=still)
        self.plugin.draw_on_table(surf)
        self.draw_gesture(surf)
        self.plugin.draw_overlay(surf)
        self.hud.draw(surf)
        for m in self.modals:
            m.draw(surf)
        self.draw_menu_and_tooltip(surf)
        self.toasts.draw(surf)
        self.frame_log.append(FrameRecord(frame, False, self.viewer, self._faces_shown()))
        if len(self.frame_log) > 2000:
            del self.frame_log[:1000]

    def _faces_shown(self) -> frozenset[int]:
        owners = set()
        zones = self.table.zones
        for item in self.renderer.items:
            if item.what in ("piece", "drag", "coin") and not item.hidden:
                zone = zones.get(item.zone)
                if zone is not None and zone.owner is not None and zone.visibility is Visibility.OWNER:
                    owners.add(zone.owner)
        return frozenset(owners)

    def draw_panel_lines(self, surf: pygame.Surface, lines: list[str]) -> None:
        if not lines:
            return
        imgs = [fonts().text(line, theme.FONT_BODY, theme.PANEL_TEXT) for line in lines]
        w = max(i.get_width() for i in imgs) + 24
        h = sum(i.get_height() + 4 for i in imgs) + 16
        rect = pygame.Rect(self.screen_rect.right - w - 12, theme.HUD_H + 12, w, h)
        panel(surf, rect, 220)
        y = rect.y + 8
        for img in imgs:
            surf.blit(img, (rect.x + 12, y))
            y += img.get_height() + 4


__all__ = ["TableScene", "FrameRecord"]
