"""A field on screen, seen from above, and the flick: aim by pulling back, watch it play out.

:class:`FlickView` belongs to one game screen, reaches the table through its
services (:class:`~tsukiji_table.ui.services.TableServices`) and is driven
by the screen's hooks (:class:`~.hooks.FlickHooks` wires them).  It draws the field
of an AREA zone whose ``arrange`` is ``flick`` from the table's field
variable (``flick.field``, :mod:`tsukiji_table.physics.tabletop.recording`):
the wooden table, the boundary line, crates, coins and the drinks, standing
or knocked over.

**Aiming** (when ``mover()`` names a drink for the seat at the screen):
press on that can and pull back, away from where it should go, as the
tower's throw is aimed; a band shows the pull, dots the path it would slide
on an empty table, and a label the power.  Let go to flick (the flick goes
opposite to the pull; power 1 at a pull of ``aim.PULL_FULL``); Esc or the
right button puts it down.  The screen plays the action through
``on_flick(mover, angle, power)``; without one the view records the flick
itself (``flick_on_table``, one transaction).

**Animation**: after any change, a new transaction holding a recorded flick
is replayed from the recorded field, inputs and seed, one frame per 1/60 s;
hold Space (or "Fast-forward") for x8, Enter (or "Skip") ends it.  Drinks
that left the field slide back to where they crossed.  The replay decides
nothing: undo and redo neither simulate nor animate, and a replay that ever
disagreed with the record is dropped with a message.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ...physics.recording import drink_piece
from ...physics.tabletop import STANDING, FieldState, FlickError, FlickRun, TabletopSpec, load_tabletop
from ...physics.tabletop.recording import FIELD_VAR, LAST_VAR, RecordedFlick, flick_on_table, recorded_flick
from ...physics.tabletop.world import crate_corners
from ...table import TableError, Transaction
from .. import i18n, theme
from ..fonts import fonts
from ..plugin import ButtonSpec
from .aim import FlickAim, aim_from, path_dots
from .draw import FieldFrame, draw_aim, draw_coin, draw_crate, draw_drink, draw_ground, draw_shadow

if TYPE_CHECKING:
    from ..services import TableServices

FAST = 8  # fast-forward factor
EASE_S = 0.35  # s for a drink put back (A5) to slide to where it crossed
MAX_FRAMES_PER_UPDATE = 4  # after a stall, catch up at most this many frames (times the speed)
GRAB_MM = 14.0  # a press this close to the can's centre picks it up (at least GRAB_PX on screen)
GRAB_PX = 16
LABEL_FLICK = "flick"

STRINGS = {
    "flick.fast": {"en": "Fast-forward ×8", "ja": "早送り ×8"},
    "flick.fast_on": {"en": "Fast-forward: on", "ja": "早送り：オン"},
    "flick.skip": {"en": "Skip animation", "ja": "アニメーションを飛ばす"},
    "flick.power": {"en": "Power {p}%", "ja": "強さ {p}%"},
    "flick.pull_more": {"en": "Pull back further to flick", "ja": "もっと引いてから離してください"},
    "flick.how": {"en": "Your flick: press on your can, pull back and let go", "ja": "はじく番：自分の缶を押さえて後ろへ引き、離します"},
    "flick.knocked": {"en": "Knocked over: {names}", "ja": "倒れた：{names}"},
    "flick.none": {"en": "Nothing knocked over", "ja": "何も倒れませんでした"},
    "flick.put_back": {"en": "Left the field, put back where it crossed: {names}", "ja": "場の外に出て境界線に戻した：{names}"},
    "flick.differs": {
        "en": "The animation differed from the recorded outcome; the table shows the record",
        "ja": "アニメーションが記録と食い違いました。テーブルは記録どおりです",
    },
    "flick.standing": {"en": "standing", "ja": "立っている"},
    "flick.lying": {"en": "knocked over (lying)", "ja": "倒れている（横倒し）"},
    "flick.leaning": {"en": "knocked over (leaning)", "ja": "倒れている（もたれている）"},
    "flick.on_coin": {"en": "on the {value} coin", "ja": "{value}円硬貨の上"},
    "flick.coin": {"en": "{value} coin", "ja": "{value}円硬貨"},
    "flick.crate": {"en": "Crate (a wall)", "ja": "ボトルクレート（壁）"},
    "log.flick": {"en": "{who} flicked {drink} ({p}%): {what}", "ja": "{who}が{drink}をはじいた（{p}%）：{what}"},
    "log.flicking": {"en": "{who} flicked {drink}...", "ja": "{who}が{drink}をはじいた…"},
}
i18n.add_strings(STRINGS)


class FlickView:
    """The field of one table (see the module docstring)."""

    def __init__(
        self,
        services: TableServices,
        zone: str = "field",
        var: str = FIELD_VAR,
        last_var: str = LAST_VAR,
        mover: Callable[[], str | None] | None = None,
        on_flick: Callable[[str, float, float], None] | None = None,
        spec: TabletopSpec | None = None,
        report: bool = True,
    ) -> None:
        self.services = services
        self.zone, self.var, self.last_var = zone, var, last_var
        self.mover = mover or (lambda: None)
        self.on_flick = on_flick
        rules = services.game.rules
        self.spec = spec or load_tabletop(rules if rules is not None and "tabletop.yaml" in rules.files else None)
        self.report_outcome = report
        self.replay: FlickRun | None = None
        self.replay_rec: RecordedFlick | None = None
        self.replay_tx: Transaction | None = None
        self.ease_t: float | None = None
        self._acc = 0.0
        self.fast = False
        self.fast_key = False
        self.aim: FlickAim | None = None
        self.pointer: tuple[float, float] | None = None
        self.frames_played = 0
        self._seen: dict[int, Transaction] = {id(tx): tx for tx in services.table.done}
        self._field_key: Any = None
        self._field: FieldState | None = None
        self._moved: set[str] = set()  # drinks the running replay has set moving: drawn every frame

    @classmethod
    def for_table(cls, services: TableServices, **kwargs: Any) -> FlickView | None:
        """A view for a table with a field zone (``arrange: flick``) laid out, else None."""
        zone = kwargs.get("zone", "field")
        zones = services.table.zones
        meta = zones[zone].meta if zone in zones else {}
        return cls(services, **kwargs) if meta.get("arrange") == "flick" and meta.get("rect") else None

    # ------------------------------------------------------------ what is shown

    @property
    def field(self) -> FieldState | None:
        """The field the table holds now (parsed once per change)."""
        raw = self.services.table.var(self.var)
        if raw is not self._field_key:
            self._field_key = raw
            self._field = FieldState.from_json(raw) if raw is not None else None
        return self._field

    @property
    def frame(self) -> FieldFrame | None:
        box = self.services.layout.boxes.get(self.zone)
        return FieldFrame((box.rect[0], box.rect[1])) if box is not None else None

    @property
    def animating(self) -> bool:
        return self.replay is not None

    @property
    def shown_field(self) -> FieldState | None:
        """The field as the players see it: before the flick while it still rolls (no spoilers)."""
        return self.replay_rec.before if self.replay_rec is not None else self.field

    def hidden_handles(self) -> frozenset[str]:
        """While a flick rolls, its drinks stay off the rest of the table (a collected one appears at the end)."""
        rec = self.replay_rec
        return frozenset(drink_piece(d.id) for d in rec.before.drinks) if rec is not None else frozenset()

    def colour(self, drink: str) -> theme.Colour:
        piece = self.services.table.pieces.get(drink_piece(drink))
        return self.services.catalog.look(piece.kind).colour if piece is not None else (200, 200, 200)

    def drink_name(self, drink: str) -> str:
        piece = self.services.table.pieces.get(drink_piece(drink))
        return i18n.local(self.services.catalog.look(piece.kind).names) if piece is not None else drink

    def mover_pose(self) -> tuple[str, float, float] | None:
        """The drink the seat at the screen may flick now, and where it stands."""
        if self.replay is not None:
            return None
        drink, field = self.mover(), self.field
        if drink is None or field is None or drink not in field.drink_ids():
            return None
        d = field.drink(drink)
        return drink, d.x, d.y

    # ------------------------------------------------------------ the log

    def on_change(self) -> None:
        """After any change: stop an animation that was undone; animate a new flick."""
        done = self.services.table.done
        if self.replay_tx is not None and not any(tx is self.replay_tx for tx in done[-8:]):
            self._end_replay()
        fresh = []
        for tx in reversed(done):
            if id(tx) in self._seen and self._seen[id(tx)] is tx:
                break
            fresh.append(tx)
        for tx in fresh:
            self._seen[id(tx)] = tx
        for tx in fresh:  # the newest first; a redo brings back a transaction already seen
            rec = recorded_flick(tx, self.var, self.last_var)
            if rec is not None:
                self._start(tx, rec)
                break

    def _start(self, tx: Transaction, rec: RecordedFlick) -> None:
        if self.replay is not None:
            self.skip()
        self.aim, self.pointer = None, None
        self.replay = FlickRun(self.spec, rec.before, rec.mover, rec.angle, rec.power, rec.seed)
        self.replay_rec, self.replay_tx = rec, tx
        self.ease_t, self._acc, self.frames_played = None, 0.0, 0
        self._moved = {rec.mover}
        self.services.refresh_log()

    # ------------------------------------------------------------ frames

    def update(self, dt: float) -> None:
        replay = self.replay
        if replay is None:
            return
        speed = FAST if (self.fast or self.fast_key) else 1
        if not replay.done:
            self._acc += dt * 60 * speed
            n = min(int(self._acc), MAX_FRAMES_PER_UPDATE * speed)
            self._acc = min(self._acc - n, 1.0)
            for _ in range(n):
                if not replay.step():
                    break
            self.frames_played += n
            self._note_moved()
            if replay.done:
                self._replay_finished()
        elif self.ease_t is not None:
            self.ease_t += dt * speed
            if self.ease_t >= EASE_S + dt:
                self._end_replay()

    def skip(self) -> None:
        """Jump to the end of the animation (the table already shows the outcome)."""
        if self.replay is None:
            return
        while self.replay.step():
            pass
        self._note_moved()
        if self.ease_t is None:
            self._replay_finished()
        self._end_replay()

    def _replay_finished(self) -> None:
        replay, rec = self.replay, self.replay_rec
        assert replay is not None and rec is not None
        self.ease_t = 0.0 if replay.put_back else EASE_S
        result = replay.result()
        if result.hash != rec.after_hash:
            self.services.toast(i18n.tr("flick.differs"), error=True)  # never expected: the record is the truth
            self.ease_t = EASE_S
            return
        if self.report_outcome:
            self.report(rec)

    def _end_replay(self) -> None:
        self.replay, self.replay_rec, self.replay_tx, self.ease_t = None, None, None, None
        self._moved = set()
        self.services.refresh_log()  # the log may tell the outcome now

    def report(self, rec: RecordedFlick) -> None:
        """Toasts with the outcome, when its animation reaches the end."""
        knocked = [k["drink"] for k in rec.outcome.get("knocked", [])]
        names = ", ".join(self.drink_name(d) for d in knocked)
        self.services.toast(i18n.tr("flick.knocked", names=names) if knocked else i18n.tr("flick.none"))
        back = [p["drink"] for p in rec.outcome.get("left", [])]
        if back:
            self.services.toast(i18n.tr("flick.put_back", names=", ".join(self.drink_name(d) for d in back)))

    # ------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> bool:
        """First look at a table event; True when the view used it."""
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.KEYUP and event.key == pygame.K_SPACE:
            self.fast_key = False
            return False
        if not hasattr(event, "pos") or self.services.on_hud(event.pos):
            return False
        frame = self.frame
        if frame is None:
            return False
        pointer = frame.to_field(*self.services.world(event.pos))
        if self.aim is not None or self.pointer is not None:
            if event.type == pygame.MOUSEMOTION:
                self._aim_to(pointer)
                return True
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                self._release()
                return True
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
                self.cancel()
                return True
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            pose = self.mover_pose()
            if pose is None:
                return False
            _, x, y = pose
            sx, sy = frame.to_screen(self.services.camera, x, y)
            if math.hypot(event.pos[0] - sx, event.pos[1] - sy) <= max(GRAB_PX, GRAB_MM * self.services.camera.zoom):
                self._aim_to(pointer)
                return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            return False
        if event.key == pygame.K_SPACE and self.replay is not None:
            self.fast_key = True
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.replay is not None:
            self.skip()
            return True
        if event.key == pygame.K_ESCAPE and self.pointer is not None:
            self.cancel()
            return True
        return False

    def _aim_to(self, pointer: tuple[float, float]) -> None:
        pose = self.mover_pose()
        if pose is None:
            self.cancel()
            return
        self.pointer = pointer
        self.aim = aim_from(self.spec, (pose[1], pose[2]), pointer)

    def cancel(self) -> None:
        self.aim, self.pointer = None, None

    def _release(self) -> None:
        aim, pose = self.aim, self.mover_pose()
        self.cancel()
        if aim is None or pose is None:
            return
        if not aim.ok:
            self.services.toast(i18n.tr("flick.pull_more"), error=True)
            return
        self.flick(pose[0], aim.angle, aim.power)

    def flick(self, mover: str, angle: float, power: float) -> None:
        """Flick ``mover``: through the screen's ``on_flick``, else recorded here in one transaction."""
        if self.on_flick is not None:
            self.on_flick(mover, angle, power)
            return
        services = self.services
        try:
            with services.table.begin(LABEL_FLICK, services.viewer) as tx:
                flick_on_table(tx, mover, angle, power, spec=self.spec, var=self.var, last_var=self.last_var, zone=self.zone)
        except (FlickError, TableError, ValueError) as exc:
            services.toast(i18n.tr("msg.cannot", why=i18n.failure(exc)), error=True)
            return
        services.changed()

    # ------------------------------------------------------------ drawing

    def still_key(self) -> Any:
        """The still picture (:meth:`draw_still`) changes with the field shown and the drinks set moving."""
        return (id(self.shown_field), frozenset(self._moved), self.services.layout.boxes.get(self.zone) is not None)

    def draw_still(self, surf: pygame.Surface) -> None:
        """Into the table's cached layer: the ground, crates, coins and every drink not moving now."""
        frame, field = self.frame, self.shown_field
        box = self.services.layout.boxes.get(self.zone)
        if frame is None or field is None or box is None:
            return
        cam = self.services.camera
        label = 9.0 if box.label else 0.0
        draw_ground(surf, frame, cam, (box.rect[2] / frame.scale, (box.rect[3] - label) / frame.scale), field.bounds)
        for coin in field.coins:
            draw_coin(surf, frame, cam, self.spec, coin)
        for crate in field.crates:
            draw_crate(surf, frame, cam, self.spec, crate)
        self._draw_drinks(surf, frame, [(d.id, d.x, d.y, d.angle, d.state) for d in field.drinks if d.id not in self._moved])

    def draw(self, surf: pygame.Surface) -> None:
        """Every frame, over the still layer: the drinks in motion, the can ready to flick, the aim."""
        frame, field = self.frame, self.shown_field
        box = self.services.layout.boxes.get(self.zone)
        if frame is None or field is None or box is None:
            return
        cam = self.services.camera
        if self._moved:
            self._draw_drinks(surf, frame, [p for p in self._poses(field) if p[0] in self._moved])
        pose = self.mover_pose()
        if pose is not None:
            r = self.spec.shape_of(pose[0]).width / 2 * frame.scale * cam.zoom
            pygame.draw.circle(surf, theme.HIGHLIGHT, frame.to_screen(cam, pose[1], pose[2]), max(8, round(r + 4)), width=2)
        if self.aim is not None and self.pointer is not None:
            aim = self.aim
            pct = round(aim.power * 100)
            draw_aim(surf, frame, cam, aim.origin, self.pointer, path_dots(self.spec, aim), aim.power, aim.ok, i18n.tr("flick.power", p=pct))
        if self.replay is not None and (self.fast or self.fast_key):
            img = fonts().text(f"×{FAST}", theme.FONT_TITLE, theme.HIGHLIGHT, bold=True)
            x, y = cam.to_screen(box.rect[0], box.rect[1])
            surf.blit(img, (round(x) + 6, round(y) + 4))

    def _draw_drinks(self, surf: pygame.Surface, frame: FieldFrame, poses: list[tuple[str, float, float, float, str]]) -> None:
        cam = self.services.camera
        for drink, x, y, _angle, state in poses:
            draw_shadow(surf, frame, cam, self.spec.shape_of(drink), x, y, state)
        for drink, x, y, angle, state in poses:
            shape = self.spec.shape_of(drink)
            draw_drink(surf, frame, cam, shape, self.colour(drink), x, y, angle, state, shape.rank)

    def _note_moved(self) -> None:
        """Drinks the replay has set moving (or felled, or put back) leave the still layer for good."""
        replay = self.replay
        if replay is None:
            return
        world = replay.world
        for t in world.made():
            if t.drink in self._moved:
                continue
            d = world.drinks[t.index]
            if t.body is not None or t.state != d.state or (t.x, t.y) != (d.x, d.y):
                self._moved.add(t.drink)

    def _poses(self, field: FieldState) -> list[tuple[str, float, float, float, str]]:
        """What to draw now: the replay's poses (easing put-back drinks home), else the table's field."""
        replay = self.replay
        if replay is None:
            return [(d.id, d.x, d.y, d.angle, d.state) for d in field.drinks]
        poses = list(replay.poses())
        if replay.done and self.ease_t is not None and replay.put_back:
            t = min(1.0, self.ease_t / EASE_S)
            t = t * t * (3 - 2 * t)
            starts = replay.left_at
            for n, (drink, x, y, angle, state) in enumerate(poses):
                if drink in starts:
                    sx, sy = starts[drink]
                    poses[n] = (drink, sx + (x - sx) * t, sy + (y - sy) * t, angle, state)
        return poses

    def hover_lines(self, tx: float, ty: float) -> list[tuple[str, theme.Colour]] | None:
        """What is under the pointer on the field: a drink (and how it is), a coin, a crate."""
        if self.pointer is not None or self.replay is not None:
            return [] if self._over_field(tx, ty) else None  # nothing covers the aim or a rolling flick
        frame, field = self.frame, self.shown_field
        box = self.services.layout.boxes.get(self.zone)
        if frame is None or field is None or box is None:
            return None
        rx, ry, rw, rh = box.rect
        if not (rx <= tx <= rx + rw and ry <= ty <= ry + rh):
            return None
        x, y = frame.to_field(tx, ty)
        for drink, dx, dy, _angle, state in reversed(self._poses(field)):
            shape = self.spec.shape_of(drink)
            reach = shape.height / 2 if state != STANDING else shape.width / 2
            if (x - dx) ** 2 + (y - dy) ** 2 <= (reach + 0.002) ** 2:
                lines = [(self.drink_name(drink), theme.PANEL_TEXT), (i18n.tr(f"flick.{state}"), theme.MUTED_TEXT)]
                coin = next((c for c in field.coins if (c.x - dx) ** 2 + (c.y - dy) ** 2 <= self.spec.coin_radius(c.value) ** 2), None)
                if coin is not None and state == STANDING:
                    lines.append((i18n.tr("flick.on_coin", value=coin.value), theme.MUTED_TEXT))
                return lines
        for coin in field.coins:
            if (coin.x - x) ** 2 + (coin.y - y) ** 2 <= self.spec.coin_radius(coin.value) ** 2:
                return [(i18n.tr("flick.coin", value=coin.value), theme.PANEL_TEXT)]
        for crate in field.crates:
            if _inside(crate_corners(self.spec, crate), x, y):
                return [(i18n.tr("flick.crate"), theme.PANEL_TEXT)]
        return None

    def _over_field(self, tx: float, ty: float) -> bool:
        box = self.services.layout.boxes.get(self.zone)
        return box is not None and box.rect[0] <= tx <= box.rect[0] + box.rect[2] and box.rect[1] <= ty <= box.rect[1] + box.rect[3]

    # ------------------------------------------------------------ words and buttons

    def describe(self, tx: Transaction) -> str | None:
        """A log line for a transaction holding a flick (None for others)."""
        rec = recorded_flick(tx, self.var, self.last_var)
        if rec is None:
            return None
        services = self.services
        who = services.seat_name(tx.seat) if tx.seat is not None else i18n.tr("log.table")
        drink = self.drink_name(rec.mover)
        if tx is self.replay_tx:  # no spoilers while the drinks still move
            return i18n.tr("log.flicking", who=who, drink=drink)
        knocked = [k["drink"] for k in rec.outcome.get("knocked", [])]
        what = i18n.tr("flick.knocked", names=", ".join(self.drink_name(d) for d in knocked)) if knocked else i18n.tr("flick.none")
        return i18n.tr("log.flick", who=who, drink=drink, p=round(rec.power * 100), what=what)

    def toggle_fast(self) -> None:
        self.fast = not self.fast

    def buttons(self) -> list[ButtonSpec]:
        return [
            ButtonSpec(lambda: i18n.tr("flick.fast_on" if self.fast else "flick.fast"), self.toggle_fast, enabled=lambda: self.replay is not None, tip="Space"),
            ButtonSpec("flick.skip", self.skip, enabled=lambda: self.replay is not None, tip="Enter"),
        ]

    def panel_lines(self) -> list[str]:
        return [i18n.tr("flick.how")] if self.mover_pose() is not None and self.aim is None else []


def _inside(poly: list[tuple[float, float]], x: float, y: float) -> bool:
    """Whether (x, y) lies in a convex polygon given in order."""
    signs = set()
    for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1]):
        signs.add((x1 - x0) * (y - y0) - (y1 - y0) * (x - x0) > 0)
    return len(signs) == 1
