"""What a game screen, an overlay or the bot driver may use of the table on screen.

A game screen (:class:`~.plugin.GameScreen`), a component it hosts (the
tower, the flick), an overlay (the secret input) and the bot driver get a
:class:`TableServices`, never the table scene: the table, the referee and
the seats; playing an action; what the seat at the screen sees; messages
and questions; where things are on screen.  What the scene keeps to itself
(its input, menus, top bar, renderer, the frame loop) can change without a
game screen noticing.  ``docs/ui.md`` lists the services with an example.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from .overlays import Extras, Modal, SecretInput

if TYPE_CHECKING:
    import pygame

    from ..games.base import Game
    from ..games.session import Session
    from ..table import Table, Transaction
    from ..table.view import TableView
    from . import theme
    from .camera import Camera
    from .kinds import KindCatalog
    from .layout import Layout
    from .scenes.table import TableScene
    from .scenes.table_input import DragState
    from .widgets import Label

Action = dict[str, Any]
MenuEntries = Sequence[tuple[Any, Callable[[], None] | None]]  # (label: a catalogue key, text or callable; on_click or None: greyed)


class TableServices:
    """The table on screen, as a game screen, an overlay or a bot sees it (see the module docstring)."""

    def __init__(self, scene: TableScene) -> None:
        self._scene = scene
        self._answering = 0  # secret steps whose answers are being played (see ``showing``)

    # ------------------------------------------------------------ the game

    @property
    def table(self) -> Table:
        return self._scene.play_side.table

    @property
    def game(self) -> Game:
        return self._scene.play_side.game

    @property
    def session(self) -> Session:
        """The session: its options and ``extra`` (what a screen keeps with the save, e.g. records' marks)."""
        return self._scene.play_side.session

    @property
    def is_free_table(self) -> bool:
        """A free table (no referee: anything goes, nothing is enforced)."""
        return self._scene.play_side.is_free_table

    @property
    def mode(self) -> str:
        """``free``, ``assisted`` or ``strict`` (the players may switch it during the game)."""
        return self._scene.play_side.mode

    def legal_actions(self) -> list[Action]:
        """The legal actions of the seat at the screen (none on a free table)."""
        return self._scene.play_side.legal_actions(self.viewer)

    def play(self, action: Action, seat: int | None = None) -> bool:
        """Let the referee apply ``action`` for ``seat`` (default: the seat at the screen): one transaction,
        logged, autosaved, undoable.  A refusal is shown as a message; False then."""
        scene = self._scene
        if not scene.play_side.play(action, self.viewer if seat is None else seat):
            return False
        scene.changed()
        return True

    def changed(self) -> None:
        """Call after changing the table yourself (``table.begin``): autosave, the screen's ``on_change``,
        the next viewer, the end of the game."""
        self._scene.changed()

    # ------------------------------------------------------------ what the seat at the screen sees

    @property
    def viewer(self) -> int:
        """The seat at the screen (never a bot's)."""
        return self._scene.handoff.viewer

    @property
    def view(self) -> TableView:
        """What the table shows now: the viewer's view (an onlooker's while everyone watches a dialog)."""
        return self._scene.view

    @property
    def layout(self) -> Layout:
        """That view laid out (mm): ``boxes`` by zone, ``sprites``, ``by_zone``, ``sprite_at``, ``zone_at``, ``bounds``."""
        return self._scene.layout

    @property
    def catalog(self) -> KindCatalog:
        """How every kind looks: ``look(kind)`` gives its names, colour, size, shape."""
        return self._scene.canvas.catalog

    def zone_title(self, zone_id: str) -> str:
        """A zone's name as the table labels it ("Aiko · Hand")."""
        return self._scene.zone_title(zone_id)

    def describe_default(self, tx: Transaction) -> str:
        """The log line of a transaction without the screen's words: the game's own, else what its commands did."""
        return self._scene.describe_default(tx)

    def lay_out_again(self) -> None:
        """Lay the table out again though it has not changed: what the screen's ``adjust_view`` or ``zone_meta``
        shows has (the money an animation held back may be shown now)."""
        self._scene.canvas.forget()

    def refresh_log(self) -> None:
        """Describe the log again (a line changed, e.g. once an animation ends)."""
        self._scene.hud.refresh_log()

    # ------------------------------------------------------------ seats

    def seat_name(self, seat: int) -> str:
        return self._scene.play_side.seat_name(seat)

    def seat_colour(self, seat: int) -> theme.Colour:
        return self._scene.play_side.seat_colour(seat)

    def is_bot(self, seat: int) -> bool:
        """Whether the computer plays ``seat``."""
        return self._scene.play_side.is_bot(seat)

    @property
    def human_seats(self) -> list[int]:
        return self._scene.play_side.human_seats

    def request_viewer(self, seat: int, then: Callable[[], None] | None = None, force: bool = False) -> None:
        """Hand the screen to ``seat`` (behind the cover when it changes hands), then ``then()``.

        Asked for a bot's seat, the screen goes to a person to move as well, if any (with ``then``,
        meant for that seat, nothing happens).  ``force``: the cover even if ``seat`` sits there already.
        """
        self._scene.handoff.request(seat, then, force)

    # ------------------------------------------------------------ telling and asking

    def toast(self, text: str, error: bool = False) -> None:
        """A message at the foot of the window for a few seconds (red for an error)."""
        self._scene.dialogs.toast(text, error)

    def ask(self, question: Label, on_yes: Callable[[], None], on_no: Callable[[], None] | None = None) -> None:
        """A yes/no question (``question``: words, or a function giving them in the language in use when drawn)."""
        self._scene.dialogs.ask(question, on_yes, on_no)

    def ask_number(self, prompt: Label, lo: int, hi: int, on_done: Callable[[int], None], value: int | None = None, step: int = 1) -> None:
        """A whole number between ``lo`` and ``hi``; ``on_done(n)`` unless cancelled."""
        self._scene.dialogs.ask_number(prompt, lo, hi, on_done, value, step)

    def secret_number(
        self,
        seats: list[int],
        lo: int,
        hi: int | Callable[[int], int],
        on_done: Callable[[dict[int, Any]], None],
        title: str | Callable[[int], str] | None = None,
        show: Callable[[int], list[str]] | None = None,
        bot_answer: Callable[[int, Action], Any] | None = None,
        extras: Extras | None = None,
        reveal: bool = True,
        reveal_text: Callable[[int], str] | None = None,
    ) -> None:
        """Each seat enters a number in secret (behind hand-offs); ``on_done({seat: n})`` after the reveal.

        ``hi`` and ``title`` may depend on the seat; ``show(seat)`` pictures pieces above the number (what is bid on);
        ``extras(seat)`` gives buttons beside the answer.  Bot seats answer without a dialog: ``bot_answer(seat, action)``
        reads the number from a bot's action (default: its one whole-number argument), None for another move of the
        bot's, which is played at once.  ``reveal=False``: no reveal, the numbers stay secret; ``on_done`` follows the last answer.
        ``reveal_text(n)`` writes a number at the reveal (a bid entered in hundreds shown in yen; default: the number).
        """
        answered = self._scene.bots.secret_numbers(seats, lo, hi, bot_answer)
        modal = SecretInput(
            self,
            seats,
            self._decided(seats, on_done),
            "number",
            lo,
            hi,
            title=title,
            show=show,
            answered=answered,
            extras=extras,
            reveal=reveal,
            reveal_text=reveal_text,
        )
        self._secret(modal)

    def secret_card(
        self,
        seats: list[int],
        on_done: Callable[[dict[int, Any]], None],
        hand: Callable[[int], str] | None = None,
        title: str | Callable[[int], str] | None = None,
        bot_answer: Callable[[int, Action], Any] | None = None,
        extras: Extras | None = None,
        reveal: bool = True,
    ) -> None:
        """Each seat picks a card of its hand (``hand(seat)``, default ``p<seat>.hand``) in secret;
        ``on_done({seat: piece_id})`` after the reveal.  Bot seats answer without a dialog: ``bot_answer(seat, action)``
        reads the card from a bot's action (default: its ``card`` when that card is in the seat's hand).
        ``reveal=False``: no reveal, the cards stay secret (laid face down, G17's picks); ``on_done`` follows the last choice."""
        answered = self._scene.bots.secret_cards(seats, hand or (lambda s: f"p{s}.hand"), bot_answer)
        self._secret(SecretInput(self, seats, self._decided(seats, on_done), "card", hand=hand, title=title, answered=answered, extras=extras, reveal=reveal))

    def _secret(self, modal: SecretInput) -> None:
        self.show(modal)
        modal.start()

    def _decided(self, seats: list[int], on_done: Callable[[dict[int, Any]], None]) -> Callable[[dict[int, Any]], None]:
        """``on_done`` whose plays make one decision (a bot move if no person took part), for undo."""

        def done(results: dict[int, Any]) -> None:
            # While the answers are played one by one, ``showing()`` stays true: a screen that asks again when
            # nothing is shown must not ask the seats left to play (a tie's re-bid would then show one seat's
            # new bid to the table before the others had bid again).
            self._answering += 1
            try:
                with self._scene.play_side.decision(seats):
                    on_done(results)
            finally:
                self._answering -= 1

        return done

    def show(self, modal: Modal) -> None:
        """Put a dialog of the screen's own (an :class:`~.overlays.Modal`) over the table: it takes every event until done."""
        self._scene.dialogs.show(modal)

    def showing(self, kind: type[Modal] | None = None) -> bool:
        """Whether a dialog is open (one of type ``kind``, if given), or, for any kind, the answers of a secret
        step are being played: a screen waits for both before it asks anything again."""
        return self._scene.dialogs.showing(kind) or (kind is None and self._answering > 0)

    @property
    def covered(self) -> bool:
        """Whether the hand-off cover is up: the screen is changing hands, nothing of the table is shown."""
        return self._scene.handoff.cover is not None

    def busy(self) -> bool:
        """Whether something is shown or asked: a dialog, the hand-off cover, an open menu, a hand at work."""
        scene = self._scene
        return self.covered or scene.dialogs.showing() or scene.menus.menu is not None or scene.input.busy

    def open_menu(self, entries: MenuEntries, at: tuple[int, int] | None = None) -> None:
        """A menu of ``(label, on_click)`` entries at ``at`` (default: beside the mouse)."""
        self._scene.menus.open(entries, at)

    def button_rect(self, label: Any) -> pygame.Rect | None:
        """Where the screen's button with this ``label`` (as in its ``ButtonSpec``) is drawn, if it is: a menu
        the screen opens by itself, not from a click, still opens beside the button it belongs to."""
        return next((b.rect.copy() for b in self._scene.hud.side if b.label == label), None)

    def show_end(self) -> None:
        """The end screen (the game's own ``end_modal``, else the bar chart of ``final_scores``)."""
        self._scene.show_end()

    # ------------------------------------------------------------ where things are on screen

    @property
    def camera(self) -> Camera:
        """Table mm ↔ window px (``to_screen``, ``to_world``, ``zoom``, ``fit``)."""
        return self._scene.canvas.camera

    @property
    def screen_rect(self) -> pygame.Rect:
        """The whole window."""
        return self._scene.screen_rect

    def table_rect(self) -> pygame.Rect:
        """Where the table is drawn: the window below the top bar, left of the buttons."""
        return self._scene.table_rect()

    def world(self, pos: tuple[int, int]) -> tuple[float, float]:
        """The table point (mm) under a window point."""
        return self._scene.canvas.world(pos)

    @property
    def mouse(self) -> tuple[int, int]:
        return self._scene.input.mouse

    def on_hud(self, pos: tuple[int, int]) -> bool:
        """Whether a window point is on the top bar or a button (not the table)."""
        return self._scene.hud.hit(pos)

    def fit(self) -> None:
        """Frame the table (what the screen's ``fit_bounds`` names) in the screen's ``fit_rect``."""
        self._scene.fit()

    def log_rect(self) -> pygame.Rect:
        """The most room the log at the bottom left ever takes (keep "Fit" clear of it)."""
        return self._scene.hud.log_rect()

    def panel_rect(self, lines: list[str] | None = None) -> pygame.Rect:
        """Where the info panel is drawn (with ``lines``; default: the lines it shows now), under the buttons."""
        hud = self._scene.hud
        return hud.panel_rect(hud.panel_lines() if lines is None else lines)

    def panel_text_width(self, widest: bool = False) -> int:
        """How wide a line of the info panel may be (px): within the button column, or (``widest``) the most
        before the panel shrinks it.  Wrap a long line to it rather than let it be shrunk."""
        return self._scene.hud.panel_text_width(widest)

    # ------------------------------------------------------------ a hand at work

    def carried(self) -> DragState | None:
        """What the mouse carries now (``handles``, ``pos``, ``coins``), if anything."""
        return self._scene.input.drag

    def take_drop(self) -> DragState | None:
        """Take what the mouse carries: the screen handles this drop itself (the table does nothing with it)."""
        return self._scene.input.take_drag()

    def selection(self) -> list[str]:
        """The handles the seat at the screen has selected (Ctrl-drag a box): pieces a button then acts on."""
        return list(self._scene.input.selection)

    def clear_selection(self) -> None:
        self._scene.input.clear_selection()


__all__ = ["MenuEntries", "TableServices"]
