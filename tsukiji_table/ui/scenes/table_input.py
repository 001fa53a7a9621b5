"""Hands on the table: mouse and keys to gestures (a mixin of the table scene).

Left-drag a piece to move it (Shift: its whole stack; a selection moves
together), left-drag empty table to pan (Ctrl: box-select), right or middle
drag to pan, right-click for a menu, wheel to zoom at the mouse.  Keys: F
flip, Q/E rotate, S shuffle, D draw, Home fit, +/- zoom, arrows pan,
Ctrl+Z/Ctrl+Y undo/redo, Ctrl+S save, Tab pass on, F1 help, F2 language,
Esc menu; with bots at the table, Space plays the waiting bot move now and
B switches to fast bots.  A finished drag becomes a game action when it matches one
(assisted and strict modes), otherwise a plain move.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

import pygame

from ...table import ZoneKind
from .. import gestures, i18n, keys, theme
from ..describe import pieces_named
from ..gestures import GestureError
from ..layout import Layout, Sprite, lay_out
from ..overlays import HelpOverlay
from ..plugin import Drop
from ..rules_panel import open_rules
from ..widgets import ContextMenu

if TYPE_CHECKING:
    from .table import TableScene

DRAG_START_PX = 5  # movement before a press becomes a drag (a click stays a click)
PAN_KEY_PX = 90


@dataclass
class Press:
    button: int
    pos: tuple[int, int]
    sprite: Sprite | None
    mods: int
    moved: bool = False


@dataclass
class DragState:
    sprites: list[Sprite]
    handles: list[str]
    source: str
    grab: tuple[float, float]  # world point where it was picked up
    coins: tuple[int, int] | None = None
    offsets: list[tuple[float, float]] = field(default_factory=list)
    pos: tuple[int, int] = (0, 0)


class TableInput:
    """Mouse and keyboard handling of :class:`TableScene`."""

    def init_input(self: TableScene) -> None:
        self.press: Press | None = None
        self.drag: DragState | None = None
        self.selection: list[str] = []
        self.box_sel: tuple[tuple[float, float], tuple[float, float]] | None = None
        self.menu: ContextMenu | None = None
        self.mouse = (0, 0)
        self.hover_t = 0.0
        self._hover_key: Any = None
        self._tip: list[tuple[str, theme.Colour]] = []

    # ------------------------------------------------------------ routing

    def handle(self: TableScene, event: pygame.event.Event) -> None:
        if hasattr(event, "pos") and event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if event.type == pygame.MOUSEMOTION and event.pos != self.mouse:
                self.hover_t = 0.0
            self.mouse = event.pos
        if self.modals and isinstance(self.modals[-1], HelpOverlay):
            self.modals[-1].handle(event)  # the help is on top even of the cover
            return
        if (self.cover is not None or self.modals) and self._dialog_key(event):
            return
        if self.cover is not None:
            self.cover.handle(event)
            return
        if self.modals:
            self.modals[-1].handle(event)
            return
        if self.menu is not None:
            self.menu.handle(event)
            if self.menu.closed:
                self.menu = None
            return
        if self.plugin.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and self.hud.hit(event.pos):
            self.hud.handle(event)
            return
        if event.type == pygame.MOUSEMOTION:
            self.hud.handle(event)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._down(event)
        elif event.type == pygame.MOUSEMOTION:
            self._motion(event)
        elif event.type == pygame.MOUSEBUTTONUP:
            self._up(event)
        elif event.type == pygame.MOUSEWHEEL:
            if event.y:
                self.camera.zoom_at(1 if event.y > 0 else -1, *self.mouse)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _dialog_key(self: TableScene, event: pygame.event.Event) -> bool:
        """The keys every dialog shares (``dialog`` scope: help, language); the help itself takes its own keys."""
        binding = keys.match("dialog", event, self.key_condition)
        if binding is None:
            return False
        self.key_actions()[binding.id](event)
        return True

    def cancel_gesture(self: TableScene) -> None:
        self.press = None
        self.drag = None
        self.box_sel = None
        self.menu = None

    def dragged_handles(self: TableScene) -> frozenset[str]:
        return frozenset(self.drag.handles) if self.drag is not None and self.drag.coins is None else frozenset()

    def display_layout(self: TableScene) -> tuple[Layout, Any]:
        """The layout to draw: while pieces are carried, laid out without them (the pile below shows its new top).

        Pieces the game's screen draws itself (``hidden_handles``, e.g. drinks
        being animated through the tower) are left out the same way.
        """
        carried = self.dragged_handles() | self.plugin.hidden_handles()
        if not carried:
            return self.layout, self._layout_key
        key = (self._layout_key, carried)
        if getattr(self, "_carry_key", None) != key:
            view = self.view
            zones = {zid: replace(z, pieces=tuple(p for p in z.pieces if p.handle not in carried)) for zid, z in view.zones.items()}
            self._carry_layout = lay_out(replace(view, zones=zones), self.catalog, self._meta)
            self._carry_key = key
        return self._carry_layout, key

    def world(self: TableScene, pos: tuple[int, int]) -> tuple[float, float]:
        return self.camera.to_world(*pos)

    # -------------------------------------------------------------- mouse

    def _down(self: TableScene, event: pygame.event.Event) -> None:
        if event.button in (1, 2, 3):
            sprite = self.layout.sprite_at(*self.world(event.pos)) if event.button != 2 else None
            self.press = Press(event.button, event.pos, sprite, pygame.key.get_mods())
            if event.button == 1 and sprite is None and self.press.mods & pygame.KMOD_CTRL:
                w = self.world(event.pos)
                self.box_sel = (w, w)

    def _motion(self: TableScene, event: pygame.event.Event) -> None:
        p = self.press
        if p is None:
            return
        if not p.moved and (abs(event.pos[0] - p.pos[0]) + abs(event.pos[1] - p.pos[1])) >= DRAG_START_PX:
            p.moved = True
            if p.button == 1 and p.sprite is not None:
                self._start_drag(p)
        if not p.moved:
            return
        if self.drag is not None:
            self.drag.pos = event.pos
        elif self.box_sel is not None:
            self.box_sel = (self.box_sel[0], self.world(event.pos))
        else:
            self.camera.pan(*event.rel)

    def _start_drag(self: TableScene, p: Press) -> None:
        sprite = p.sprite
        assert sprite is not None
        start = self.world(p.pos)
        if sprite.denom is not None:
            total = sprite.count
            count = total if p.mods & pygame.KMOD_SHIFT else 1
            shown = replace(sprite, count=count)
            self.drag = DragState([shown], [sprite.handle], sprite.zone, start, coins=(sprite.denom, count), pos=p.pos)
            return
        if sprite.kind == "purse":
            return
        if sprite.handle in self.selection and len(self.selection) > 1:
            handles = [h for h in self.selection]
        elif p.mods & pygame.KMOD_SHIFT:
            handles = gestures.stack_of(self.view, self.layout, sprite.handle)
        else:
            handles = [sprite.handle]
        by_handle = {s.handle: s for s in self.layout.sprites if not s.under}
        shown = [by_handle.get(h) for h in handles]
        sprites = [replace(s, count=1) for s in shown if s is not None] or [replace(sprite, count=1)]
        if len(handles) > 1 and sprite.handle not in self.selection:
            sprites = [replace(sprite, count=len(handles))]
        offsets = [((by_handle[h].x - sprite.x) if h in by_handle else 0.0, (by_handle[h].y - sprite.y) if h in by_handle else 0.0) for h in handles]
        self.drag = DragState(sprites, handles, sprite.zone, start, offsets=offsets, pos=p.pos)
        self._grab_offset = (sprite.x - start[0], sprite.y - start[1])

    def _up(self: TableScene, event: pygame.event.Event) -> None:
        p = self.press
        self.press = None
        if p is None or event.button != p.button:
            return
        if self.drag is not None:
            drag, self.drag = self.drag, None
            self._drop(drag, event.pos)
            return
        if self.box_sel is not None:
            (x0, y0), (x1, y1) = self.box_sel
            self.box_sel = None
            lo_x, hi_x, lo_y, hi_y = min(x0, x1), max(x0, x1), min(y0, y1), max(y0, y1)
            self.selection = [
                s.handle for s in self.layout.sprites if not s.under and s.denom is None and s.kind != "purse" and lo_x <= s.x <= hi_x and lo_y <= s.y <= hi_y
            ]
            return
        if p.moved:
            return
        if p.button == 1:
            if p.sprite is None:
                self.selection = []
            elif p.mods & pygame.KMOD_CTRL:
                h = p.sprite.handle
                self.selection = [x for x in self.selection if x != h] if h in self.selection else [*self.selection, h]
            else:
                self.selection = [p.sprite.handle] if p.sprite.denom is None else []
        elif p.button == 3:
            self._open_menu(event.pos)

    # --------------------------------------------------------------- drop

    def drop_target(self: TableScene, drag: DragState, wx: float, wy: float) -> Any:
        """The zone a drag would drop into: a money zone for coins, else any other (never one lying on a carried piece)."""
        coins = drag.coins is not None
        carried = set(drag.handles) if not coins else set()
        zones = self.table.zones

        def accept(b: Any) -> bool:
            return (b.kind is ZoneKind.MONEY) == coins and zones[b.id].meta.get("anchor") not in carried

        return self.layout.zone_at(wx, wy, accept=accept)

    def _drop(self: TableScene, drag: DragState, pos: tuple[int, int]) -> None:
        wx, wy = self.world(pos)
        coins = drag.coins is not None
        target = self.drop_target(drag, wx, wy)
        if target is None or (coins and target.id == drag.source):
            return  # dropped nowhere useful: the pieces stay where they were
        if not coins and target.id == drag.source and target.kind in (ZoneKind.STACK, ZoneKind.BAG):
            return
        if self.table.zones[target.id].meta.get("sealed"):
            self.toast(i18n.tr("msg.sealed", where=self.zone_title(target.id)), error=True)
            return
        seat = self.viewer
        if coins:
            denom, count = drag.coins  # type: ignore[misc]
            drop = Drop(seat, drag.handles, [], drag.source, target.id, (wx, wy), coins=(denom, count))
            self.apply_drop(drop, lambda: gestures.move_coins(self.table, seat, drag.source, target.id, denom, count))
            return
        point = (wx + getattr(self, "_grab_offset", (0.0, 0.0))[0], wy + getattr(self, "_grab_offset", (0.0, 0.0))[1])
        try:
            ids = gestures.ids_of(self.table, seat, drag.handles)
        except GestureError as exc:
            self.toast(i18n.tr("msg.cannot", why=exc), error=True)
            return
        drop = Drop(seat, drag.handles, ids, drag.source, target.id, point)
        layout = self.layout
        self.apply_drop(drop, lambda: gestures.move(self.table, seat, drag.handles, target, point, layout, drag.offsets))
        self.selection = []

    def apply_drop(self: TableScene, drop: Drop, raw: Callable[[], Any]) -> None:
        """A drop as a game action if it matches one, else as a plain move (the mode decides)."""

        def do_raw() -> None:
            try:
                raw()
            except GestureError as exc:
                self.toast(i18n.tr("msg.cannot", why=exc), error=True)
                return
            self.changed()

        if self.is_free_table or self.mode == "free":
            do_raw()
            return
        action = self.plugin.action_for_drop(drop, self.legal_actions())
        if callable(action):
            action()  # the screen handles it (asks a question first, say)
            return
        if action is not None:
            self.play(action)
            return
        # Name what would move, from where to where: the drag may have grabbed another piece than meant.
        move = i18n.tr("ask.the_move", what=self.dropped_what(drop), src=self.zone_title(drop.source), dst=self.zone_title(drop.target))
        if self.mode == "strict":
            self.toast(i18n.tr("msg.illegal", why=f"{move}: " + i18n.tr("msg.no_legal_drag")), error=True)
            return
        self.ask(i18n.tr("ask.anyway_move", move=move, why=i18n.tr("msg.no_legal_drag")), do_raw)

    def dropped_what(self: TableScene, drop: Drop) -> str:
        """The pieces (or coins) a drop carries, by name."""
        if drop.coins is not None:
            denom, count = drop.coins
            return i18n.tr("log.coins", n=count, value=f"{denom:,}")
        return pieces_named(self, drop.ids)

    # ---------------------------------------------------------------- keys

    def _targets(self: TableScene, whole: bool = False) -> list[str]:
        if self.selection:
            return list(self.selection)
        sprite = self.layout.sprite_at(*self.world(self.mouse))
        if sprite is None or sprite.denom is not None or sprite.kind == "purse":
            return []
        return gestures.stack_of(self.view, self.layout, sprite.handle) if whole else [sprite.handle]

    def _gesture(self: TableScene, fn: Callable[[], Any]) -> None:
        """A hand gesture that is no game action (flip, rotate, shuffle, pay by hand ...).

        Strict mode allows only the game's own actions, so it refuses these.
        """
        if not self.is_free_table and self.mode == "strict":
            self.toast(i18n.tr("msg.strict_only"), error=True)
            return
        try:
            fn()
        except GestureError as exc:
            self.toast(i18n.tr("msg.cannot", why=exc), error=True)
            return
        self.changed()

    def _key(self: TableScene, event: pygame.event.Event) -> None:
        binding = keys.match("table", event, self.key_condition)
        if binding is not None:
            self.key_actions()[binding.id](event)

    def key_condition(self: TableScene, name: str) -> bool:
        """The conditions of the key table (``keys.Binding.when``) on this table now."""
        if name == "people":
            return len(self.human_seats) > 1
        if name == "bots":
            return bool(self.bots.active)
        return self.plugin.key_condition(name)

    def key_scopes(self: TableScene) -> list[str]:
        """The key table's scopes answered on this table (the game screen may add its own, e.g. the tower's)."""
        return ["table", *self.plugin.key_scopes()]

    def key_actions(self: TableScene) -> dict[str, Callable[[pygame.event.Event], None]]:
        """What each binding of the ``table`` scope does (ids from :mod:`..keys`); a handler gets the key event."""

        def pieces(event: pygame.event.Event, fn: Callable[[list[str]], Any]) -> None:
            ids = self._targets(bool(event.mod & pygame.KMOD_SHIFT))
            if ids:
                self._gesture(lambda: fn(ids))

        def zoom(step: int) -> None:
            self.camera.zoom_at(step, *self.table_rect().center)

        return {
            "help": lambda e: self.show_help(),
            "rules": lambda e: open_rules(self),
            "language": lambda e: self.app.set_language("ja" if i18n.language() == "en" else "en"),
            "undo": lambda e: self.undo(),
            "redo": lambda e: self.redo(),
            "save": lambda e: self.save(),
            "flip": lambda e: pieces(e, lambda ids: gestures.flip(self.table, self.viewer, ids)),
            "rotate_left": lambda e: pieces(e, lambda ids: gestures.rotate(self.table, self.viewer, ids, -90)),
            "rotate_right": lambda e: pieces(e, lambda ids: gestures.rotate(self.table, self.viewer, ids, 90)),
            "shuffle": lambda e: self._stack_key(shuffle=True),
            "draw": lambda e: self._stack_key(shuffle=False),
            "fit": lambda e: self.fit(),
            "zoom_in": lambda e: zoom(1),
            "zoom_out": lambda e: zoom(-1),
            "pan": lambda e: self._pan(e.key),
            "pass_on": lambda e: self.pass_on(),
            "bot_now": lambda e: self.bots.skip(),
            "bot_speed": lambda e: self.bots.toggle_fast(),
            "menu": lambda e: self._escape(),
        }

    def _pan(self: TableScene, key: int) -> None:
        dx = {pygame.K_LEFT: PAN_KEY_PX, pygame.K_RIGHT: -PAN_KEY_PX}.get(key, 0)
        dy = {pygame.K_UP: PAN_KEY_PX, pygame.K_DOWN: -PAN_KEY_PX}.get(key, 0)
        self.camera.pan(dx, dy)

    def _stack_key(self: TableScene, shuffle: bool) -> None:
        """S or D over a stack: shuffle it, or draw its top piece to the viewer (never in a sealed zone)."""
        sealed = self._sealed_under_mouse()
        if sealed:
            self.toast(i18n.tr("msg.sealed", where=self.zone_title(sealed)), error=True)
            return
        box = self.layout.zone_at(*self.world(self.mouse))
        if box is None:
            return
        if shuffle and box.kind in (ZoneKind.STACK, ZoneKind.BAG, ZoneKind.HAND):
            self._gesture(lambda: gestures.shuffle(self.table, self.viewer, box.id))
        elif not shuffle and box.kind in (ZoneKind.STACK, ZoneKind.BAG):
            self.draw_to_me(box.id)

    def _escape(self: TableScene) -> None:
        if self.selection:
            self.selection = []
        else:
            self.app.pause_menu()

    def show_help(self: TableScene) -> None:
        """The help for what is on screen: a dialog's shared keys over a dialog, else the table's keys and mouse."""
        if self.cover is not None or self.modals:
            lines = keys.help_lines(["dialog"], self.key_condition)
            self.modals.append(HelpOverlay(lines, note=i18n.tr("help.dialog")))
        else:
            self.modals.append(HelpOverlay(keys.help_lines(self.key_scopes(), self.key_condition, mouse=True)))

    def _sealed_under_mouse(self: TableScene) -> str | None:
        """The sealed zone (look, never touch: the tower's inside) under the mouse, if any."""
        box = self.layout.zone_at(*self.world(self.mouse))
        return box.id if box is not None and self.table.zones[box.id].meta.get("sealed") else None

    def pass_on(self: TableScene) -> None:
        """The screen to the next person at the table (bot seats are passed over)."""
        people = self.human_seats
        if len(people) > 1:
            self.request_viewer(next((h for h in people if h > self.viewer), people[0]))

    def my_zone(self: TableScene, kind: ZoneKind) -> str | None:
        for zid, zone in self.table.zones.items():
            if zone.owner == self.viewer and zone.kind is kind and not zone.meta.get("hidden"):
                return zid
        return None

    def draw_to_me(self: TableScene, source: str) -> None:
        dst = self.my_zone(ZoneKind.HAND) or self.my_zone(ZoneKind.AREA) or ("table" if "table" in self.table.zones else None)
        if dst is None:
            self.toast(i18n.tr("msg.cannot", why="no place to draw to"), error=True)
            return
        self._gesture(lambda: gestures.draw(self.table, self.viewer, source, dst))

    # ------------------------------------------------------------- drawing

    def update_input(self: TableScene, dt: float) -> None:
        self.hover_t += dt

    def draw_gesture(self: TableScene, surf: pygame.Surface) -> None:
        layout = self.layout
        if self.selection:
            chosen = set(self.selection)
            for s in layout.sprites:
                if s.handle in chosen and not s.under:
                    self.renderer.outline(surf, self.camera, s.rect, theme.SELECT, 2)
        if self.box_sel is not None:
            (x0, y0), (x1, y1) = self.box_sel
            self.renderer.outline(surf, self.camera, (min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0)), theme.SELECT, 1)
        if self.drag is not None:
            wx, wy = self.world(self.drag.pos)
            target = self.drop_target(self.drag, wx, wy)
            # A sealed zone takes no drop (its game screen shows where one goes, e.g. the tower's opening).
            if target is not None and not self.table.zones[target.id].meta.get("sealed"):
                self.renderer.outline(surf, self.camera, target.rect, theme.HIGHLIGHT, 3)
            # The pieces keep the offset from the mouse at which they were picked up.
            gx, gy = self.camera.to_screen(*self.drag.grab)
            dx, dy = self.drag.pos[0] - gx, self.drag.pos[1] - gy
            self.renderer.draw_dragged(surf, self.camera, self.drag.sprites, (dx, dy))
