"""The table scene: a session on screen, composed of parts that each own their state.

- :class:`~.table_play.TablePlay` (``play_side``): the session, its referee
  and seats, playing actions, autosaves;
- :class:`~.table_canvas.TableCanvas` (``canvas``): the camera, the
  renderer and the laid-out view;
- :class:`~.table_handoff.Handoff` (``handoff``): the seat at the screen and
  the cover between two people;
- :class:`~.table_dialogs.TableDialogs` (``dialogs``): modal overlays, toasts;
- :class:`~.table_input.TableInput` (``input``): the hand (press, drag,
  selection); :class:`~.table_menus.TableMenus` (``menus``): right-click
  menus and tooltips; :class:`~.table_hud.TableHud` (``hud``): the top bar,
  the buttons, the panel and the log;
- :class:`~.table_undo.TableUndo` (``undoing``) and the
  :class:`~..bots.BotDriver` (``bots``).

The game's screen (``plugin``), the overlays and the bot driver get the
narrow :class:`~..services.TableServices` (``services``), never this scene.
The scene itself routes events (dialogs first, then menus, the game
screen, the top bar, the hand; keys through :mod:`..keys`), runs the frame
(update, draw) and what follows every change of the table (:meth:`changed`).
Its properties below name each part's state for the screenshots and the
tests.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ...games.session import Session
from ...table import Transaction, Visibility
from ...table.view import TableView
from .. import gestures, i18n, keys, plugin, theme
from ..bots import BotDriver
from ..describe import describe_transaction, zone_name
from ..layout import Layout
from ..overlays import EndScreen, HandoffCover, HelpOverlay
from ..rules_panel import open_rules
from ..services import TableServices
from ..widgets import ContextMenu, Label
from .table_canvas import TableCanvas
from .table_dialogs import TableDialogs
from .table_handoff import Handoff
from .table_hud import TableHud
from .table_input import TableInput
from .table_menus import TableMenus
from .table_play import TablePlay
from .table_undo import TableUndo

if TYPE_CHECKING:
    from ..app import App

ONLOOKER = -1  # a "seat" that owns nothing: sees what everyone sees
PAN_KEY_PX = 90


@dataclass(frozen=True)
class FrameRecord:
    """What one frame showed (the tests read these): the cover, the viewer, whose secrets."""

    frame: int
    cover: bool
    viewer: int
    faces_of: frozenset[int]  # owners of private zones whose faces were drawn


class TableScene:
    """A game on the table (see the module docstring)."""

    def __init__(self, app: App, session: Session, viewer: int = 0, cover_first: bool | None = None, autosave_slot: str | None = None):
        self.app = app
        self.screen_rect = app.screen.get_rect()
        self.frame_log: list[FrameRecord] = []
        self._end_waiting = False
        self.dialogs = TableDialogs(lambda: self.screen_rect)
        self.play_side = TablePlay(session, self.dialogs.toast, autosave_slot)
        self.canvas = TableCanvas(session.table, session.game.all_rules())
        self.handoff = Handoff(self.play_side, viewer, on_cover=self._cover_up, on_seated=self.canvas.renderer.invalidate)
        screen_class = plugin.screen_class(session.game.id)
        self.services = TableServices(self)
        self.input = TableInput(self)
        self.menus = TableMenus(self)
        self.hud = TableHud(self)
        self.bots = BotDriver(self.services, self.play_side.decisions, lambda seat: self.plugin.bot_turn(seat))
        self.plugin = screen_class(self.services)
        self.handoff.covers_always = self.plugin.covers_always
        self.canvas.rewrite_with(self.plugin.adjust_view, self.plugin.zone_meta)
        self.undoing = TableUndo(self.play_side, self.services, self.bots, self.describe_lines)
        first = self.plugin.next_viewer()
        if first is not None and 0 <= first < self.table.players and not self.is_bot(first):
            self.viewer = first  # the screen opens at the seat to move (a random start player), not at seat 0
        self.hud.build()
        self.fit()
        if cover_first if cover_first is not None else len(self.human_seats) > 1:
            self.request_viewer(self.viewer, force=True)
        self._check_over()

    def _cover_up(self) -> None:
        """The cover goes up: the hand lets go, any menu closes."""
        self.input.cancel()
        self.menus.close()

    # ------------------------------------------------------------ what follows a change

    def changed(self) -> None:
        """After any change of the table: autosave, the game's hook, the next viewer, the end."""
        self.canvas.renderer.invalidate()
        self.play_side.note_change()
        self.plugin.on_change()
        nxt = self.plugin.next_viewer()
        # Whoever the screen is (or is about to be) handed to, it must be the seat to move now.
        if nxt is not None and nxt != self.handoff.heading_to:
            self.handoff.request(nxt)
        self._check_over()

    def _check_over(self) -> None:
        session = self.session
        if self.play_side.is_over() and not session.extra.get("end_shown_at") == len(self.table.done):
            if self.plugin.holds_end():
                self._end_waiting = True  # the screen still shows how it ended (the winning dump falling): then the end
                return
            self._end_waiting = False
            session.extra["end_shown_at"] = len(self.table.done)
            self.show_end()

    def show_end(self) -> None:
        own = self.plugin.end_modal()
        if own is not None:
            self.dialogs.show(own)
            return
        scores = self.plugin.final_scores()
        if scores is None:
            return
        names, values, winners = scores
        colours = [self.seat_colour(s) for s in range(len(names))]
        self.dialogs.show(EndScreen(self.screen_rect, names, values, winners, colours, value_text=self.plugin.score_text))

    def describe(self, tx: Transaction) -> str:
        """``tx`` in the game screen's words: one line per thing that happened, separated by newlines."""
        return self.plugin.describe(tx)

    def describe_lines(self, tx: Transaction) -> list[str]:
        """A transaction's log lines (the log shows each on its own line, wrapped, never cut)."""
        return [line for line in self.describe(tx).split("\n") if line.strip()]

    def describe_default(self, tx: Transaction) -> str:
        """The game's own words for a transaction that played an action, else what its commands did."""
        if tx.action is not None:
            lines = self.game.describe(self.table, tx, self.viewer)
            if lines:
                return "\n".join(m.render(seat_name=self.seat_name) for m in lines)
        return describe_transaction(self.services, tx)

    def zone_title(self, zone_id: str) -> str:
        return zone_name(self.services, zone_id)

    # ------------------------------------------------------------ the window

    @property
    def seen_as(self) -> int:
        """Whose view the table is drawn from: the viewer's, or an onlooker's while everyone watches a dialog."""
        return ONLOOKER if self.dialogs.public else self.viewer

    @property
    def layout(self) -> Layout:
        """The laid-out view for the current viewer (rebuilt only when the table changed)."""
        return self.canvas.layout(self.seen_as)

    @property
    def view(self) -> TableView:
        return self.canvas.view(self.seen_as)

    def table_rect(self) -> pygame.Rect:
        """Where the table is drawn: the window below the top bar, left of the buttons."""
        r = self.screen_rect
        side = self.hud.side_width()
        return pygame.Rect(0, theme.HUD_H, r.w - side, r.h - theme.HUD_H)

    def fit(self) -> None:
        """Frame what the game screen names (default: every zone) in its part of the window."""
        r = self.plugin.fit_rect(self.table_rect())
        self.canvas.camera.fit(self.plugin.fit_bounds() or self.layout.bounds, (r.x, r.y, r.w, r.h))

    def resize(self, size: tuple[int, int]) -> None:
        self.screen_rect = pygame.Rect(0, 0, *size)
        self.hud.build()
        self.canvas.renderer.invalidate()

    def world(self, pos: tuple[int, int]) -> tuple[float, float]:
        return self.canvas.world(pos)

    # ------------------------------------------------------------ events

    def handle(self, event: pygame.event.Event) -> None:
        """One event, to whoever is on top: the help, a dialog or the cover, a menu, the game screen,
        the top bar, then the hand and the keys."""
        self.input.track(event)
        dialogs = self.dialogs
        if dialogs.modals and isinstance(dialogs.modals[-1], HelpOverlay):
            dialogs.modals[-1].handle(event)  # the help is on top even of the cover
            return
        if (self.cover is not None or dialogs.modals) and self._keys("dialog", event):
            return
        if self.cover is not None:
            self.cover.handle(event)
            return
        if dialogs.modals:
            dialogs.modals[-1].handle(event)
            return
        if self.menus.menu is not None:
            self.menus.handle(event)
            return
        if self.plugin.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and self.hud.hit(event.pos):
            self.hud.handle(event)
            return
        if event.type == pygame.MOUSEMOTION:
            self.hud.handle(event)
        if event.type == pygame.KEYDOWN:
            self._keys("table", event)
        else:
            self.input.handle(event)

    def _keys(self, scope: str, event: pygame.event.Event) -> bool:
        """A key of ``scope`` in the key table (:mod:`..keys`), done; False when it is none."""
        binding = keys.match(scope, event, self.key_condition)
        if binding is None:
            return False
        self.key_actions()[binding.id](event)
        return True

    def key_condition(self, name: str) -> bool:
        """The conditions of the key table (``keys.Binding.when``) on this table now."""
        if name == "people":
            return len(self.human_seats) > 1
        if name == "bots":
            return bool(self.bots.active)
        return self.plugin.key_condition(name)

    def key_scopes(self) -> list[str]:
        """The key table's scopes answered on this table (the game screen may add its own, e.g. the tower's)."""
        return ["table", *self.plugin.key_scopes()]

    def key_actions(self) -> dict[str, Callable[[pygame.event.Event], object]]:
        """What each binding of the ``table`` and ``dialog`` scopes does (ids from :mod:`..keys`)."""
        hand, camera = self.input, self.canvas.camera

        def pieces(event: pygame.event.Event, fn: Callable[[list[str]], Any]) -> None:
            hand.on_pieces(bool(event.mod & pygame.KMOD_SHIFT), fn)

        def pan(key: int) -> None:
            dx = {pygame.K_LEFT: PAN_KEY_PX, pygame.K_RIGHT: -PAN_KEY_PX}.get(key, 0)
            dy = {pygame.K_UP: PAN_KEY_PX, pygame.K_DOWN: -PAN_KEY_PX}.get(key, 0)
            camera.pan(dx, dy)

        return {
            "help": lambda e: self.show_help(),
            "rules": lambda e: open_rules(self),
            "language": lambda e: self.app.set_language("ja" if i18n.language() == "en" else "en"),
            "undo": lambda e: self.undoing.undo(),
            "redo": lambda e: self.undoing.redo(),
            "save": lambda e: self.play_side.save(),
            "flip": lambda e: pieces(e, lambda ids: gestures.flip(self.table, self.viewer, ids)),
            "rotate_left": lambda e: pieces(e, lambda ids: gestures.rotate(self.table, self.viewer, ids, -90)),
            "rotate_right": lambda e: pieces(e, lambda ids: gestures.rotate(self.table, self.viewer, ids, 90)),
            "shuffle": lambda e: hand.stack_key(shuffle=True),
            "draw": lambda e: hand.stack_key(shuffle=False),
            "fit": lambda e: self.fit(),
            "zoom_in": lambda e: camera.zoom_at(1, *self.table_rect().center),
            "zoom_out": lambda e: camera.zoom_at(-1, *self.table_rect().center),
            "pan": lambda e: pan(e.key),
            "pass_on": lambda e: self.handoff.pass_on(),
            "bot_now": lambda e: self.bots.skip(),
            "bot_speed": lambda e: self.bots.toggle_fast(),
            "menu": lambda e: self._escape(),
        }

    def _escape(self) -> None:
        if self.input.selection:
            self.input.clear_selection()
        else:
            self.app.pause_menu()

    def show_help(self) -> None:
        """The help for what is on screen: a dialog's shared keys over a dialog, else the table's keys and mouse."""
        if self.cover is not None or self.dialogs.modals:
            self.dialogs.show(HelpOverlay(keys.help_lines(["dialog"], self.key_condition), note=i18n.tr("help.dialog")))
        else:
            self.dialogs.show(HelpOverlay(keys.help_lines(self.key_scopes(), self.key_condition, mouse=True)))

    # ------------------------------------------------------------ frames

    def update(self, dt: float) -> None:
        self.dialogs.update(dt)
        self.plugin.update(dt)
        if self._end_waiting and not self.plugin.holds_end():
            self._check_over()
        self.bots.update(dt)
        self.input.update(dt)

    def draw(self, surf: pygame.Surface) -> None:
        frame = self.app.frame
        renderer = self.canvas.renderer
        if self.cover is not None:
            # Nothing of the table while the cover is up: the next player may already be looking.
            renderer.items = []
            self.cover.draw(surf)
            for m in self.dialogs.modals:
                if isinstance(m, HelpOverlay):  # the keys, opened over the cover: no secret in it
                    m.draw(surf)
            self.frame_log.append(FrameRecord(frame, True, self.viewer, frozenset()))
            return
        shown, rev = self.canvas.without(self.seen_as, self.input.carried_handles() | self.plugin.hidden_handles())
        still_key = self.plugin.still_key()
        still = (still_key, self.plugin.draw_still) if still_key is not None else None
        renderer.draw(surf, self.canvas.camera, shown, self.seats, layout_rev=rev, still=still)
        self.plugin.draw_on_table(surf)
        self.input.draw(surf)
        self.plugin.draw_overlay(surf)
        self.hud.draw(surf)
        self.dialogs.draw(surf)
        self.menus.draw(surf)
        self.dialogs.toasts.draw(surf)
        self.frame_log.append(FrameRecord(frame, False, self.viewer, self._faces_shown()))
        if len(self.frame_log) > 2000:
            del self.frame_log[:1000]

    def _faces_shown(self) -> frozenset[int]:
        owners = set()
        zones = self.table.zones
        for item in self.canvas.renderer.items:
            if item.what in ("piece", "drag", "coin") and not item.hidden:
                zone = zones.get(item.zone)
                if zone is not None and zone.owner is not None and zone.visibility is Visibility.OWNER:
                    owners.add(zone.owner)
        return frozenset(owners)

    # ------------------------------------------------------------ each part's state, by name
    # For the screenshots, the tests and the app's pause menu.

    table = property(lambda self: self.play_side.table)
    game = property(lambda self: self.play_side.game)
    session = property(lambda self: self.play_side.session)
    is_free_table = property(lambda self: self.play_side.is_free_table)
    mode = property(lambda self: self.play_side.mode)
    seats = property(lambda self: self.play_side.seats)
    human_seats = property(lambda self: self.play_side.human_seats)
    autosaves = property(lambda self: self.play_side.autosaves)
    autosave_slot = property(lambda self: self.play_side.autosave_slot)
    modals = property(lambda self: self.dialogs.modals)
    toasts = property(lambda self: self.dialogs.toasts)
    camera = property(lambda self: self.canvas.camera)
    renderer = property(lambda self: self.canvas.renderer)
    catalog = property(lambda self: self.canvas.catalog)

    @property
    def viewer(self) -> int:
        return self.handoff.viewer

    @viewer.setter
    def viewer(self, seat: int) -> None:
        self.handoff.viewer = seat

    @property
    def cover(self) -> HandoffCover | None:
        return self.handoff.cover

    @cover.setter
    def cover(self, cover: HandoffCover | None) -> None:
        self.handoff.cover = cover

    @property
    def menu(self) -> ContextMenu | None:
        return self.menus.menu

    @menu.setter
    def menu(self, menu: ContextMenu | None) -> None:
        self.menus.menu = menu

    def play(self, action: dict[str, Any], seat: int | None = None) -> bool:
        return self.services.play(action, seat)

    def legal_actions(self) -> list[dict[str, Any]]:
        return self.services.legal_actions()

    def seat_name(self, seat: int) -> str:
        return self.play_side.seat_name(seat)

    def seat_colour(self, seat: int) -> theme.Colour:
        return self.play_side.seat_colour(seat)

    def is_bot(self, seat: int) -> bool:
        return self.play_side.is_bot(seat)

    def toast(self, text: str, error: bool = False) -> None:
        self.dialogs.toast(text, error)

    def ask(self, question: Label, on_yes: Callable[[], None], on_no: Callable[[], None] | None = None) -> None:
        self.dialogs.ask(question, on_yes, on_no)

    def ask_number(self, prompt: Label, lo: int, hi: int, on_done: Callable[[int], None], value: int | None = None, step: int = 1) -> None:
        self.dialogs.ask_number(prompt, lo, hi, on_done, value, step)

    def secret_number(self, *args: Any, **kwargs: Any) -> None:
        self.services.secret_number(*args, **kwargs)

    def secret_card(self, *args: Any, **kwargs: Any) -> None:
        self.services.secret_card(*args, **kwargs)

    def request_viewer(self, seat: int, then: Callable[[], None] | None = None, force: bool = False) -> None:
        self.handoff.request(seat, then, force)

    def undo(self) -> None:
        self.undoing.undo()

    def redo(self) -> None:
        self.undoing.redo()

    def save(self) -> Any:
        return self.play_side.save()

    def autosave(self) -> bool:
        return self.play_side.autosave()

    def keep_for_later(self) -> tuple[bool, str]:
        return self.play_side.keep_for_later()


__all__ = ["FrameRecord", "TableScene"]
