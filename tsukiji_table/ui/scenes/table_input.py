"""Hands on the table: the mouse to gestures, drops to game actions.

:class:`TableInput` owns what a hand is doing: the press, the drag, the
selection, the box being drawn, the mouse and how long it has rested.
Left-drag a piece to move it (Shift: its whole stack; a selection moves
together), left-drag empty table to pan (Ctrl: box-select), right or middle
drag to pan, right-click for a menu, wheel to zoom at the mouse.  A
finished drag becomes a game action when it matches one (assisted and
strict modes), otherwise a plain move.  The keys are the scene's
(:mod:`..keys`); the gestures they start (flip, rotate, shuffle, draw) are
here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

import pygame

from ...table import ZoneKind
from .. import gestures, i18n, theme
from ..describe import pieces_named
from ..gestures import GestureError
from ..layout import Sprite, ZoneBox
from ..plugin import Drop

if TYPE_CHECKING:
    from .table import TableScene

DRAG_START_PX = 5  # movement before a press becomes a drag (a click stays a click)


@dataclass
class Press:
    button: int
    pos: tuple[int, int]
    sprite: Sprite | None
    mods: int
    moved: bool = False


@dataclass
class DragState:
    """What the mouse carries: pieces (``handles`` from ``source``) or coins (``coins``: denomination, count)."""

    sprites: list[Sprite]
    handles: list[str]
    source: str
    grab: tuple[float, float]  # world point where it was picked up
    coins: tuple[int, int] | None = None
    offsets: list[tuple[float, float]] = field(default_factory=list)
    pos: tuple[int, int] = (0, 0)
    lift: tuple[float, float] = (0.0, 0.0)  # from the grab point to the piece's centre (mm)


class TableInput:
    """The hand at the table of one scene (see the module docstring)."""

    def __init__(self, scene: TableScene):
        self.scene = scene
        self.services = scene.services
        self.press: Press | None = None
        self.drag: DragState | None = None
        self.selection: list[str] = []
        self.box_sel: tuple[tuple[float, float], tuple[float, float]] | None = None
        self.mouse = (0, 0)
        self.hover_t = 0.0  # seconds the mouse has rested (the tooltip waits for it)

    @property
    def busy(self) -> bool:
        """Whether a hand is at work (a button held down)."""
        return self.press is not None or self.drag is not None

    def track(self, event: pygame.event.Event) -> None:
        """Follow the mouse through every event, whoever takes it."""
        if hasattr(event, "pos") and event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if event.type == pygame.MOUSEMOTION and event.pos != self.mouse:
                self.hover_t = 0.0
            self.mouse = event.pos

    def cancel(self) -> None:
        """Let go of whatever the hand does (the cover goes up, say)."""
        self.press = None
        self.drag = None
        self.box_sel = None

    def take_drag(self) -> DragState | None:
        """What the mouse carries, taken from the table: a game screen handles this drop itself."""
        drag, self.drag, self.press = self.drag, None, None
        return drag

    def clear_selection(self) -> None:
        self.selection = []

    def carried_handles(self) -> frozenset[str]:
        """Pieces (not coins) the mouse carries: the table is drawn without them."""
        return frozenset(self.drag.handles) if self.drag is not None and self.drag.coins is None else frozenset()

    def update(self, dt: float) -> None:
        self.hover_t += dt

    # -------------------------------------------------------------- mouse

    def handle(self, event: pygame.event.Event) -> None:
        """A mouse event on the table itself (dialogs, menus, the game screen and the top bar had it first)."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._down(event)
        elif event.type == pygame.MOUSEMOTION:
            self._motion(event)
        elif event.type == pygame.MOUSEBUTTONUP:
            self._up(event)
        elif event.type == pygame.MOUSEWHEEL and event.y:
            self.scene.canvas.camera.zoom_at(1 if event.y > 0 else -1, *self.mouse)

    def _world(self, pos: tuple[int, int]) -> tuple[float, float]:
        return self.scene.canvas.world(pos)

    def _down(self, event: pygame.event.Event) -> None:
        if event.button in (1, 2, 3):
            sprite = self.scene.layout.sprite_at(*self._world(event.pos)) if event.button != 2 else None
            self.press = Press(event.button, event.pos, sprite, pygame.key.get_mods())
            if event.button == 1 and sprite is None and self.press.mods & pygame.KMOD_CTRL:
                w = self._world(event.pos)
                self.box_sel = (w, w)

    def _motion(self, event: pygame.event.Event) -> None:
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
            self.box_sel = (self.box_sel[0], self._world(event.pos))
        else:
            self.scene.canvas.camera.pan(*event.rel)

    def _start_drag(self, p: Press) -> None:
        sprite = p.sprite
        assert sprite is not None
        start = self._world(p.pos)
        if sprite.denom is not None:
            count = sprite.count if p.mods & pygame.KMOD_SHIFT else 1
            self.drag = DragState([replace(sprite, count=count)], [sprite.handle], sprite.zone, start, coins=(sprite.denom, count), pos=p.pos)
            return
        if sprite.kind == "purse":
            return
        layout = self.scene.layout
        if sprite.handle in self.selection and len(self.selection) > 1:
            handles = list(self.selection)
        elif p.mods & pygame.KMOD_SHIFT:
            handles = gestures.stack_of(self.scene.view, layout, sprite.handle)
        else:
            handles = [sprite.handle]
        by_handle = {s.handle: s for s in layout.sprites if not s.under}
        shown = [by_handle.get(h) for h in handles]
        sprites = [replace(s, count=1) for s in shown if s is not None] or [replace(sprite, count=1)]
        if len(handles) > 1 and sprite.handle not in self.selection:
            sprites = [replace(sprite, count=len(handles))]
        offsets = [((by_handle[h].x - sprite.x) if h in by_handle else 0.0, (by_handle[h].y - sprite.y) if h in by_handle else 0.0) for h in handles]
        lift = (sprite.x - start[0], sprite.y - start[1])
        self.drag = DragState(sprites, handles, sprite.zone, start, offsets=offsets, pos=p.pos, lift=lift)

    def _up(self, event: pygame.event.Event) -> None:
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
                s.handle
                for s in self.scene.layout.sprites
                if not s.under and s.denom is None and s.kind != "purse" and lo_x <= s.x <= hi_x and lo_y <= s.y <= hi_y
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
            self.scene.menus.open_at(event.pos)

    # --------------------------------------------------------------- drop

    def drop_target(self, drag: DragState, wx: float, wy: float) -> ZoneBox | None:
        """The zone a drag would drop into: a money zone for coins, else any other (never one lying on a carried piece)."""
        coins = drag.coins is not None
        carried = set(drag.handles) if not coins else set()
        zones = self.services.table.zones

        def accept(b: ZoneBox) -> bool:
            return (b.kind is ZoneKind.MONEY) == coins and zones[b.id].meta.get("anchor") not in carried

        return self.scene.layout.zone_at(wx, wy, accept=accept)

    def _drop(self, drag: DragState, pos: tuple[int, int]) -> None:
        s = self.services
        wx, wy = self._world(pos)
        coins = drag.coins is not None
        target = self.drop_target(drag, wx, wy)
        if target is None or (coins and target.id == drag.source):
            return  # dropped nowhere useful: the pieces stay where they were
        if not coins and target.id == drag.source and target.kind in (ZoneKind.STACK, ZoneKind.BAG):
            return
        if s.table.zones[target.id].meta.get("sealed"):
            s.toast(i18n.tr("msg.sealed", where=s.zone_title(target.id)), error=True)
            return
        seat = s.viewer
        if drag.coins is not None:
            denom, count = drag.coins
            drop = Drop(seat, drag.handles, [], drag.source, target.id, (wx, wy), coins=(denom, count))
            self.apply_drop(drop, lambda: gestures.move_coins(s.table, seat, drag.source, target.id, denom, count))
            return
        point = (wx + drag.lift[0], wy + drag.lift[1])
        try:
            ids = gestures.ids_of(s.table, seat, drag.handles)
        except GestureError as exc:
            s.toast(i18n.tr("msg.cannot", why=exc), error=True)
            return
        drop = Drop(seat, drag.handles, ids, drag.source, target.id, point)
        layout = self.scene.layout
        self.apply_drop(drop, lambda: gestures.move(s.table, seat, drag.handles, target, point, layout, drag.offsets))
        self.selection = []

    def apply_drop(self, drop: Drop, raw: Callable[[], Any]) -> None:
        """A drop as a game action if it matches one, else as a plain move (the mode decides)."""
        s = self.services

        def do_raw() -> None:
            try:
                raw()
            except GestureError as exc:
                s.toast(i18n.tr("msg.cannot", why=exc), error=True)
                return
            s.changed()

        if s.is_free_table or s.mode == "free":
            do_raw()
            return
        action = self.scene.plugin.action_for_drop(drop, s.legal_actions())
        if callable(action):
            action()  # the screen handles it (asks a question first, say)
            return
        if action is not None:
            s.play(action)
            return
        # Name what would move, from where to where: the drag may have grabbed another piece than meant.
        move = i18n.tr("ask.the_move", what=self.dropped_what(drop), src=s.zone_title(drop.source), dst=s.zone_title(drop.target))
        if s.mode == "strict":
            s.toast(i18n.tr("msg.illegal", why=i18n.tr("msg.no_rule_for", move=move)), error=True)
            return
        s.ask(i18n.tr("ask.anyway_move", move=move, why=i18n.tr("msg.no_legal_drag")), do_raw)

    def dropped_what(self, drop: Drop) -> str:
        """The pieces (or coins) a drop carries, by name."""
        if drop.coins is not None:
            denom, count = drop.coins
            return i18n.tr("log.coins", n=count, value=f"{denom:,}")
        return pieces_named(self.services, drop.ids)

    # --------------------------------------------------------------- gestures

    def gesture(self, fn: Callable[[], Any]) -> None:
        """A hand gesture that is no game action (flip, rotate, shuffle, pay by hand ...).

        Strict mode allows only the game's own actions, so it refuses these.
        """
        s = self.services
        if not s.is_free_table and s.mode == "strict":
            s.toast(i18n.tr("msg.strict_only"), error=True)
            return
        try:
            fn()
        except GestureError as exc:
            s.toast(i18n.tr("msg.cannot", why=exc), error=True)
            return
        s.changed()

    def targets(self, whole: bool = False) -> list[str]:
        """The pieces a key acts on: the selection, else the piece (or with ``whole`` its stack) under the mouse."""
        if self.selection:
            return list(self.selection)
        layout = self.scene.layout
        sprite = layout.sprite_at(*self._world(self.mouse))
        if sprite is None or sprite.denom is not None or sprite.kind == "purse":
            return []
        return gestures.stack_of(self.scene.view, layout, sprite.handle) if whole else [sprite.handle]

    def on_pieces(self, whole: bool, fn: Callable[[list[str]], Any]) -> None:
        """A gesture on the pieces a key acts on (see :meth:`targets`), if any."""
        ids = self.targets(whole)
        if ids:
            self.gesture(lambda: fn(ids))

    def stack_key(self, shuffle: bool) -> None:
        """S or D over a stack: shuffle it, or draw its top piece to the viewer (never in a sealed zone)."""
        s = self.services
        box = self.scene.layout.zone_at(*self._world(self.mouse))
        if box is None:
            return
        if s.table.zones[box.id].meta.get("sealed"):
            s.toast(i18n.tr("msg.sealed", where=s.zone_title(box.id)), error=True)
            return
        if shuffle and box.kind in (ZoneKind.STACK, ZoneKind.BAG, ZoneKind.HAND):
            self.gesture(lambda: gestures.shuffle(s.table, s.viewer, box.id))
        elif not shuffle and box.kind in (ZoneKind.STACK, ZoneKind.BAG):
            self.draw_to_me(box.id)

    def my_zone(self, kind: ZoneKind) -> str | None:
        """The viewer's own zone of a kind (hand, area, purse), if the table has one."""
        viewer = self.services.viewer
        for zid, zone in self.services.table.zones.items():
            if zone.owner == viewer and zone.kind is kind and not zone.meta.get("hidden"):
                return zid
        return None

    def draw_to_me(self, source: str) -> None:
        s = self.services
        dst = self.my_zone(ZoneKind.HAND) or self.my_zone(ZoneKind.AREA) or ("table" if "table" in s.table.zones else None)
        if dst is None:
            s.toast(i18n.tr("msg.cannot", why=i18n.tr("msg.no_draw_place")), error=True)
            return
        self.gesture(lambda: gestures.draw(s.table, s.viewer, source, dst))

    # ------------------------------------------------------------- drawing

    def draw(self, surf: pygame.Surface) -> None:
        """The selection, the box being drawn and what the mouse carries, over the table."""
        canvas = self.scene.canvas
        renderer, camera, layout = canvas.renderer, canvas.camera, self.scene.layout
        if self.selection:
            chosen = set(self.selection)
            for s in layout.sprites:
                if s.handle in chosen and not s.under:
                    renderer.outline(surf, camera, s.rect, theme.SELECT, 2)
        if self.box_sel is not None:
            (x0, y0), (x1, y1) = self.box_sel
            renderer.outline(surf, camera, (min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0)), theme.SELECT, 1)
        if self.drag is not None:
            wx, wy = self._world(self.drag.pos)
            target = self.drop_target(self.drag, wx, wy)
            # A sealed zone takes no drop (its game screen shows where one goes, e.g. the tower's opening).
            if target is not None and not self.services.table.zones[target.id].meta.get("sealed"):
                renderer.outline(surf, camera, target.rect, theme.HIGHLIGHT, 3)
            # The pieces keep the offset from the mouse at which they were picked up.
            gx, gy = camera.to_screen(*self.drag.grab)
            dx, dy = self.drag.pos[0] - gx, self.drag.pos[1] - gy
            renderer.draw_dragged(surf, camera, self.drag.sprites, (dx, dy))


__all__ = ["DragState", "Press", "TableInput"]
