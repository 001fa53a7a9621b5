"""What the screens of the games played through the machine share (G11, G14, G20).

The machine is the window's tower view (:mod:`..tower`): drinks dropped on
its opening become the game's action (``on_insert``), every insertion the
referee records is animated from the record, and the log keeps the outcome
to itself until the animation has shown it.  The view's own ways in that are
not the game's (emptying by hand, tipping a crate, switching modes) are
left out; Look inside, fast-forward and skip stay.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ...physics.recording import piece_drink
from ...table import Transaction
from ...table.view import TableView
from ...text import Message
from .. import i18n
from ..plugin import ButtonSpec, Drop, GameScreen
from ..services import TableServices
from ..tower import TowerHooks, TowerView
from .jido_held_outcome import HeldOutcome

STRINGS = {
    "jtg.inside": {"en": "Inside the machine: {drinks}", "ja": "自動販売機の中：{drinks}"},
    "jtg.inside_none": {"en": "The machine is empty", "ja": "自動販売機は空です"},
    "jtg.inserting": {"en": "{line} …", "ja": "{line}…"},
    "jtg.yen": {"en": "{n} yen", "ja": "{n}円"},
}

KEEP_TOWER_BUTTONS = ("focus", "toggle_fast", "skip")


class TowerGameScreen(TowerHooks, GameScreen):
    """A game screen with the machine (see the module docstring); subclasses add their game's parts."""

    strings = STRINGS
    tower_buttons: tuple[str, ...] = KEEP_TOWER_BUTTONS
    holds_outcome = False  # the purses and cards an insertion changed stay as they were until it has been shown

    def __init__(self, services: TableServices):
        super().__init__(services)
        self.tower = TowerView.for_table(services, on_insert=self.on_insert)
        self.game = services.game
        self.cat = services.game.catalogue
        self._later: list[Callable[[], Any]] = []
        self._held: HeldOutcome | None = None

    def later(self, deed: Callable[[], Any]) -> Callable[[], None]:
        """``deed`` at the next frame: a menu entry that plays an action must let the menu close first
        (the play may hand the screen on, which drops every open menu)."""
        return lambda: self._later.append(deed)

    def update(self, dt: float) -> None:
        super().update(dt)
        pending, self._later = self._later, []
        for deed in pending:
            deed()
        self.hold_outcome()

    def menu(self, entries: list[tuple[str, Callable[[], Any]]], width: int = 240) -> None:
        """A menu of ``(words, deed)`` at the mouse; each deed runs once the menu has closed."""
        mouse = self.services.mouse
        self.services.open_menu([(w, self.later(d)) for w, d in entries], (mouse[0] - width, mouse[1]))

    # ------------------------------------------------------------ reading

    @property
    def table(self) -> Any:
        return self.services.table

    def var(self, name: str, default: Any = None) -> Any:
        return self.services.table.vars.get(name, default)

    def mine(self) -> bool:
        """Whether the seat at the screen is the one the referee waits for."""
        return self.services.viewer in self.game.to_move(self.table)

    def drink_name(self, drink: str) -> str:
        return self.cat.drink_label(self.cat.drink(drink), i18n.language())

    def seat_names(self, seats: list[int]) -> str:
        return i18n.tr("log.and").join(self.services.seat_name(s) for s in seats)

    def names(self, drinks: list[str]) -> str:
        return i18n.tr("log.and").join(self.drink_name(d) for d in drinks) if drinks else "-"

    def yen(self, n: int) -> str:
        return i18n.tr("jtg.yen", n=f"{n:,}")

    def legal_now(self) -> list[dict[str, Any]]:
        """The viewer's legal actions, worked out once per change of the table (buttons ask every frame)."""
        key = (self.table.revision, self.services.viewer)
        if getattr(self, "_legal_key", None) != key:
            self._legal_key, self._legal = key, self.services.legal_actions()
        return self._legal

    def legal(self, action: dict[str, Any]) -> bool:
        return action in self.legal_now()

    def play_if_legal(self, action: dict[str, Any]) -> Callable[[], None]:
        return lambda: self.services.play(action)

    def drinks_of(self, drop: Drop) -> list[str]:
        return [piece_drink(i) for i in drop.ids if i.startswith("drink.")]

    # ------------------------------------------------------------ the machine

    def on_insert(self, drinks: list[str], mode: str, aim: Any) -> None:
        """Drinks dropped on the opening (or thrown): the game's action, if it has one now."""
        self.services.toast(i18n.tr("msg.cannot", why=i18n.tr("jtg.inside_none")), error=True)

    def inside_lines(self) -> list[str]:
        """What anyone may see inside the machine (T22), as panel lines."""
        if self.tower is not None and self.tower.animating:
            return [i18n.tr("jtg.inside", drinks="…")]  # what stays inside is told once the machine has shown it
        inside = [piece_drink(p) for p in self.table.zones["tower.inside"].ids]
        return [i18n.tr("jtg.inside", drinks=self.names(inside)) if inside else i18n.tr("jtg.inside_none")]

    def hold_outcome(self) -> None:
        """Hold the money and cards of the insertion being shown (``holds_outcome``); show them as they are once it ends."""
        tx = self.tower.replay_tx if self.tower is not None and self.holds_outcome else None
        if self._held is not None and self._held.tx is tx:
            return
        done = self.table.done
        held = HeldOutcome.of(self.table, tx) if tx is not None and done and done[-1] is tx else None
        if held is not None or self._held is not None:
            self._held = held
            self.services.lay_out_again()

    def adjust_view(self, view: TableView) -> TableView:
        view = super().adjust_view(view)
        return self._held.apply(view) if self._held is not None else view

    def on_change(self) -> None:
        super().on_change()
        self.hold_outcome()

    # ------------------------------------------------------------ hooks

    def game_buttons(self) -> list[ButtonSpec]:
        """The game's buttons: the window builds them once, so each is a slot whose words and deed follow the game."""
        return [self.slot_button(k) for k in range(self.slots)]

    slots = 0

    def slot(self, k: int) -> tuple[str, Callable[[], Any] | None] | None:
        """What button ``k`` says and does now (no deed: greyed out with its words; None: no button shown now)."""
        return None

    def slot_button(self, k: int) -> ButtonSpec:
        def label() -> str:
            now = self.slot(k)
            return now[0] if now is not None else ""  # not drawn (see widgets.Button)

        def click() -> None:
            now = self.slot(k)
            if now is not None and now[1] is not None:
                now[1]()

        def enabled() -> bool:
            now = self.slot(k)
            return now is not None and now[1] is not None

        return ButtonSpec(label, click, enabled=enabled)

    def play_slot(self, label: str, action: dict[str, Any]) -> tuple[str, Callable[[], Any] | None]:
        """A slot that plays ``action`` when it is legal for the seat at the screen (greyed out, still named, when not)."""
        return (label, (lambda: self.services.play(action)) if self.legal(action) else None)

    def buttons(self) -> list[ButtonSpec]:
        specs = super().buttons()
        own = [s for s in specs if getattr(s.on_click, "__self__", None) is not self.tower]
        tower = [s for s in specs if getattr(s.on_click, "__self__", None) is self.tower and s.on_click.__name__ in self.tower_buttons]
        return self.game_buttons() + own + tower

    def menu_entries(self, sprite: Any, box: Any) -> list[tuple[Any, Any]]:
        return [e for e in super().menu_entries(sprite, box) if e[0] not in ("tower.empty", "tower.tip_crate")]

    def describe(self, tx: Transaction) -> str:
        """The game's log line; while the machine is still being shown, only what was done (no spoilers)."""
        if self.tower is not None and tx is self.tower.replay_tx and tx.action is not None:
            lines: list[Message] = self.game.describe(self.table, tx, self.services.viewer)
            if lines:
                return i18n.tr("jtg.inserting", line=self.pending_line(tx, lines).render(seat_name=self.services.seat_name))
        return super().describe(tx)

    def pending_line(self, tx: Transaction, lines: list[Message]) -> Message:
        """What the log says of an insertion while it is animated (default: the action's own first line)."""
        return lines[0]

    def bot_turn(self, seat: int) -> bool:
        """A bot waits until the machine has shown what came out (its next move must not give the outcome away)."""
        return not (self.tower is not None and self.tower.animating)

    def fit_rect(self, rect: pygame.Rect) -> pygame.Rect:
        """The window above the log: at "Fit" the seats' places at the bottom are not under it."""
        bottom = self.services.log_rect().top - 6
        if bottom - rect.top < rect.h // 2:  # a very low window: the log lies over the table
            return rect
        return pygame.Rect(rect.x, rect.y, rect.w, bottom - rect.y)

    def score_text(self, value: float) -> str:
        return self.yen(int(value))
