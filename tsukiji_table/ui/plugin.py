"""Game screens: where a game adds its own buttons, dialogs and rules to the table.

A game's screen is a :class:`GameScreen` subclass in
``tsukiji_table/ui/games/<module>.py``, registered with
``@screen_for("turin")`` (patterns such as ``"jido:*"`` are allowed).  The
table scene calls its hooks; every hook has a working default, so a game
without a screen is still playable (drags, the Actions menu of legal
actions, the end screen).  A screen reaches the table through
``self.services`` (:class:`~.services.TableServices`), never the scene.
See ``docs/ui.md`` for a walk-through.
"""

from __future__ import annotations

import fnmatch
import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from . import i18n

if TYPE_CHECKING:
    import pygame

    from ..table import TableView, Transaction
    from .layout import Sprite, ZoneBox
    from .overlays import Modal
    from .scenes.table import TableScene
    from .services import TableServices


@dataclass
class ButtonSpec:
    """An extra button in the top bar: ``label`` is a catalogue key or a callable."""

    label: Any
    on_click: Callable[[], None]
    enabled: Callable[[], bool] | bool = True
    tip: Any = None


@dataclass
class Drop:
    """A finished drag: what moved, from where, to where (ids resolved for the mover)."""

    seat: int
    handles: list[str]
    ids: list[str]
    source: str
    target: str
    point: tuple[float, float]  # mm
    coins: tuple[int, int] | None = None  # (denomination, count) for money
    extra: dict[str, Any] = field(default_factory=dict)


_SCREENS: list[tuple[str, type[GameScreen]]] = []
_discovered = False


@dataclass
class Launcher:
    """An extra entry in the menu's games column (e.g. the solo games and puzzles)."""

    label: Any  # a catalogue key or a callable
    open: Callable[[Any], None]  # called with the menu scene
    box: str | None = None  # listed with this box's games (None: apart)


_LAUNCHERS: list[Launcher] = []


def menu_launcher(label: Any, open_: Callable[[Any], None], box: str | None = None) -> None:
    """Add an entry to the menu's game list (with ``box``'s games); a game screen module calls this once."""
    if not any(item.label == label for item in _LAUNCHERS):
        _LAUNCHERS.append(Launcher(label, open_, box))


def launchers() -> list[Launcher]:
    discover()
    return list(_LAUNCHERS)


def screen_for(*patterns: str) -> Callable[[type[GameScreen]], type[GameScreen]]:
    """Class decorator: use this screen for games whose id matches a pattern."""

    def deco(cls: type[GameScreen]) -> type[GameScreen]:
        for pattern in patterns:
            if any(p == pattern for p, _ in _SCREENS):
                raise ValueError(f"a game screen for {pattern!r} is registered twice")
            _SCREENS.append((pattern, cls))
        if cls.strings:
            i18n.add_strings(cls.strings)
        return cls

    return deco


def discover() -> None:
    """Import every module of ``tsukiji_table.ui.games`` (they register themselves)."""
    global _discovered
    if _discovered:
        return
    _discovered = True
    from . import games

    for info in pkgutil.iter_modules(games.__path__):
        importlib.import_module(f"{games.__name__}.{info.name}")


def screen_class(game_id: str) -> type[GameScreen]:
    """The screen for ``game_id``: an exact registration first, then patterns, else the default."""
    discover()
    for pattern, cls in _SCREENS:
        if pattern == game_id:
            return cls
    for pattern, cls in _SCREENS:
        if fnmatch.fnmatchcase(game_id, pattern):
            return cls
    return GameScreen


class GameScreen:
    """Hooks a game overrides; the defaults give a plain but complete table."""

    strings: ClassVar[dict[str, dict[str, str]]] = {}  # extra catalogue entries (en and ja)
    #: The cover goes up at every change of hands, even when both seats see the table alike (G16: each challenger
    #: decides alone, as if all decided at once).  By default the screen goes over at once when nothing is hidden.
    covers_always: ClassVar[bool] = False

    def __init__(self, services: TableServices):
        self.services = services

    @property
    def scene(self) -> Any:
        """No screen reaches for the table scene: a clear message for one that tries."""
        raise AttributeError(f"{type(self).__name__}: a game screen reaches the table through self.services (docs/ui.md), not the scene")

    # -------------------------------------------------------------- shape

    def buttons(self) -> list[ButtonSpec]:
        """Extra top-bar buttons (e.g. "End turn", "Take a loan")."""
        return []

    def panel_lines(self) -> list[str]:
        """Lines for the info panel (phase, action points, whose turn)."""
        movers = self.services.game.to_move(self.services.table)
        if movers and not self.services.is_free_table:
            names = ", ".join(self.services.seat_name(s) for s in movers)
            return [i18n.tr("panel.to_move", names=names)]
        return []

    def draw_overlay(self, surf: pygame.Surface) -> None:
        """Draw over the table (under dialogs)."""

    def adjust_view(self, view: TableView) -> TableView:
        """The view to lay out, rewritten for the screen (zones shown as piles by kind, say).

        Only what the seat may see is in it, so a rewrite cannot leak a secret;
        the table itself is untouched.  Default: the view as it is.
        """
        return view

    def zone_meta(self, view: TableView) -> dict[str, dict[str, Any]]:
        """Layout meta for now, by zone id, over the zones' own (``rect``, ``hidden``, ...).

        Called whenever the table is laid out again (after every change), so a
        zone can be shown only while it matters or follow the game's state.
        """
        return {}

    def fit_rect(self, rect: pygame.Rect) -> pygame.Rect:
        """The part of the table's window that "Fit" fills (default: all of it)."""
        return rect

    def fit_bounds(self) -> tuple[float, float, float, float] | None:
        """What "Fit" frames, in table mm (None: every zone laid out)."""
        return None

    def draw_on_table(self, surf: pygame.Surface) -> None:
        """Draw on the table itself: over the still pieces, under what the mouse carries."""

    def still_key(self) -> Any:
        """What the screen's own still picture depends on (None: it has none); see :meth:`draw_still`."""
        return None

    def draw_still(self, surf: pygame.Surface) -> None:
        """Paint the screen's own still picture into the table's cached layer (redrawn only when
        :meth:`still_key`, the camera or the table changes): what does not move every frame."""

    def hidden_handles(self) -> frozenset[str]:
        """Pieces the table must not draw now because this screen draws them (an animation)."""
        return frozenset()

    def handle(self, event: pygame.event.Event) -> bool:
        """First look at every table event; return True to consume it."""
        return False

    def hover_lines(self, x: float, y: float) -> list[tuple[str, tuple[int, int, int]]] | None:
        """The tooltip at table point ``(x, y)`` mm for what the screen draws itself, or None for the table's own."""
        return None

    def update(self, dt: float) -> None:
        """Called every frame with the elapsed seconds."""

    def score_text(self, value: float) -> str:
        """A score as the end screen's bars show it (a game with a unit says it: "3 turns", "1,200 yen")."""
        return f"{value:g}"

    def holds_end(self) -> bool:
        """True while the screen still shows how the game ended (an animation): the end screen waits for it."""
        return False

    def key_scopes(self) -> tuple[str, ...]:
        """Scopes of the key table (:mod:`.keys`) this screen answers besides the table's (the tower: ``tower``)."""
        return ()

    def key_condition(self, name: str) -> bool:
        """Whether a key-table condition of this screen's scopes holds now (unknown names: no)."""
        return False

    # -------------------------------------------------------------- rules

    def action_for_drop(self, drop: Drop, legal: list[dict[str, Any]]) -> dict[str, Any] | Callable[[], None] | None:
        """The legal action a drop means, or None.

        A callable instead means the screen handles the drop itself (say, it
        asks for a price before playing the action).  The default matches an action that names one of the moved pieces (or
        its kind) and the target zone among its values; override it when a
        game's actions speak of other things (a market, a slot number).
        """
        wanted_pieces = set(drop.ids) | {self.services.table.pieces[i].kind for i in drop.ids if i in self.services.table.pieces}
        for action in legal:
            values: set[Any] = set()
            for v in action.values():
                if isinstance(v, (list, tuple)):
                    values.update(x for x in v if isinstance(x, (str, int)))
                elif isinstance(v, (str, int)):
                    values.add(v)
            if drop.target in values and (values & wanted_pieces or drop.coins is not None):
                return action
        return None

    def describe_action(self, action: dict[str, Any]) -> str:
        """Plain words for an action (the Actions list, hints, menus): the game's own (``Game.describe_action``)."""
        s = self.services
        return s.game.describe_action(s.table, action).render(seat_name=s.seat_name)

    def describe(self, tx: Transaction) -> str:
        """The log's words for a transaction, as the current viewer may read it: one line per thing that
        happened, separated by newlines (the log shows each as its own wrapped row)."""
        return self.services.describe_default(tx)

    def menu_entries(self, sprite: Sprite | None, box: ZoneBox | None) -> list[tuple[Any, Callable[[], None]]]:
        """Extra right-click entries for a piece or zone: by default the legal actions naming it."""
        if self.services.is_free_table or sprite is None:
            return []
        ids = {sprite.handle, sprite.kind}
        out = []
        for action in self.services.legal_actions():
            vals = {v for v in action.values() if isinstance(v, str)}
            if vals & ids or (box is not None and box.id in vals):
                out.append((i18n.tr("act.legal", what=self.describe_action(action)), lambda a=action: self.services.play(a)))
        return out[:12]

    def next_viewer(self) -> int | None:
        """Who should sit at the screen now (None: whoever is there)."""
        movers = self.services.game.to_move(self.services.table)
        if len(movers) == 1:
            return movers[0]
        return None

    def on_change(self) -> None:
        """After every change of the table (an action, a drag, an undo)."""

    def bot_turn(self, seat: int) -> bool:
        """Whether the bot at ``seat``, to move now, may play through the bot driver.

        Return False while the screen has something to show first, or for a
        step it asks the bots itself (a secret step through ``secret_number``
        or ``secret_card``, which ask bot seats without a dialog).
        """
        return True

    # ---------------------------------------------------------------- end

    def end_modal(self) -> Modal | None:
        """The game's own end screen, or None for the bar chart of :meth:`final_scores`."""
        return None

    def final_scores(self) -> tuple[list[str], list[float], list[int]] | None:
        """(seat names, scores, winning seats) for the end screen, from ``game.score``."""
        score = self.services.game.score(self.services.table)
        if not score:
            return None
        values = []
        for v in score.get("scores", []):
            try:
                values.append(float(v) if not isinstance(v, int) else v)
            except (TypeError, ValueError):
                values.append(0)
        names = [self.services.seat_name(s) for s in range(len(values))]
        return names, values, list(score.get("winner", []))

    # --------------------------------------------------------- screenshots

    @classmethod
    def screenshot_scenes(cls) -> dict[str, Callable[[TableScene], None]]:
        """Extra ``--scene`` names for ``tsukiji-table screenshot``: name -> set-up function.

        A set-up function is tooling, like a test: it gets the whole table scene
        (``scene.services``, ``scene.plugin`` is this screen) to put the table in
        the state the picture shows.
        """
        return {}


i18n.add_strings({"panel.to_move": {"en": "To move: {names}", "ja": "手番：{names}"}})
