"""The vending-machine tower on screen: a cut-away side view that animates insertions.

:class:`TowerView` belongs to one game screen, reaches the table through its
services (:class:`~tsukiji_table.ui.services.TableServices`) and is driven
by the screen's hooks (:class:`~.hooks.TowerHooks` wires them).  It shows the
machine cut open (the picture under the zone ``tower.inside``, drawn from
tower.yaml), the drinks inside at the poses the physics left them (jammed
ones edged in orange), and the table in front of the exit.

Insertions are recorded first (``insert_on_table``, exactly as a referee
would), then animated: :class:`~.replay.Replay` runs the recorded simulation
again from the recorded state and seed, in real time (hold Space or press
"Fast-forward" for x8, Enter or "Skip" to jump to the end).  Drinks that came
out slide onto the table and, at the end, settle into the table pieces that
the record put at their distances.  The animation hides those pieces while
it plays and decides nothing: undo and redo never animate or simulate.

Controls are in :mod:`.actions` (drops at the opening, whole crates,
emptying by hand, throw mode).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ...games.pieces import tower_spec
from ...games.tower_zones import OUT_ZONE
from ...physics import TowerSpec, TowerState
from ...physics.inverted import upside_down_scene
from ...physics.recording import INSIDE_ZONE, STATE_VAR, drink_piece
from ...physics.world import machine_pieces
from ...table import Transaction
from .. import theme
from ..fonts import fonts
from .actions import TowerActions
from .aim import Aim, arc, default_hand
from .draw import cover, draw_drink, draw_hint, draw_opening, draw_pull, draw_scenery, draw_table_line, ease, near_angle, world_to_screen
from .frame import TowerFrame
from .replay import DrinkFrame, Replay, recorded_insertion

if TYPE_CHECKING:
    from ..services import TableServices

FAST = 8  # fast-forward factor
EASE_S = 0.35  # s for a drink that came out to settle into its table piece
MAX_FRAMES_PER_UPDATE = 4  # after a stall, catch up at most this many frames (times the speed)
GROUND_MM = 3.0  # thickness of the table top drawn under the machine (inside the zone's 6 mm of ground)


@dataclass
class Settle:
    """A drink easing from where the simulation left it to its table piece (world metres, radians)."""

    start: tuple[float, float, float]
    end: tuple[float, float, float]


class TowerView(TowerActions):
    """The tower of one table (see the module docstring)."""

    def __init__(
        self,
        services: TableServices,
        zone: str = INSIDE_ZONE,
        out_zone: str = OUT_ZONE,
        empty_to: str | None = None,
        on_insert: Callable[[list[str], str, Any], None] | None = None,
        spec: TowerSpec | None = None,
    ) -> None:
        self.services = services
        self.zone, self.out_zone = zone, out_zone
        # The machine of the game's box that has one (the shopping game's own box is Tsukiji's).
        self.spec = spec or tower_spec(next((r.whole for r in services.game.all_rules() if r.has("tower.yaml")), None))
        self.empty_to = empty_to
        self.on_insert = on_insert
        self.replay: Replay | None = None
        self.replay_tx: Transaction | None = None
        self.settle: dict[str, Settle] = {}
        self.ease_t: float | None = None  # s into settling, once the replay is done
        self._drew_final = False
        self._acc = 0.0
        self.fast = False  # the button
        self.fast_key = False  # Space held
        self.throw_mode = False
        self.one_by_one = False  # several drinks go in one at a time (sequential)
        self.upside_down = False  # the machine stands upside down on a crate (G20)
        self._upside: list[tuple[str, str, list[tuple[float, float]]]] | None = None  # its picture, made once
        self.loaded: str | None = None  # the drink piece in the thrower's hand
        self.hand = default_hand(self.spec)
        self.aim: Aim | None = None
        self.gesture: str | None = None  # "pull" or "move" while the mouse is down in throw mode
        self.drawn: dict[str, tuple[float, float, float]] = {}  # drink -> table mm (x, y) and angle, this frame
        self.final_frame: dict[str, tuple[str, float, float, float]] = {}  # drink -> (status, x, y, angle) at the end
        self.frames_played = 0
        self._seen: dict[int, Transaction] = {id(tx): tx for tx in services.table.done}
        self._frame_key: Any = None
        self._frame: TowerFrame | None = None
        self._jams_key: Any = None
        self._jams: list[tuple[str, float, float, float]] = []

    @classmethod
    def for_table(cls, services: TableServices, **kwargs: Any) -> TowerView | None:
        """A view for a table that has a laid-out tower zone, else None."""
        zone = kwargs.get("zone", INSIDE_ZONE)
        zones = services.table.zones
        meta = zones[zone].meta if zone in zones else {}
        return cls(services, **kwargs) if meta.get("arrange") == "tower" and meta.get("rect") else None

    # ------------------------------------------------------------ geometry

    @property
    def frame(self) -> TowerFrame | None:
        box = self.services.layout.boxes.get(self.zone)
        if box is None:
            return None
        key = box.rect
        if key != self._frame_key:
            self._frame = TowerFrame.from_zone(self.spec, box.rect, self.services.table.zones[self.zone].meta)
            self._frame_key = key
        return self._frame

    @property
    def _tray(self) -> list[tuple[str, str, list[tuple[float, float]]]]:
        """The ledge in front of the exit (outside the machine's picture)."""
        return [("machine", p.name, list(p.points)) for p in machine_pieces(self.spec) if p.name == "tray"]

    def colour(self, drink: str) -> theme.Colour:
        piece = self.services.table.pieces.get(drink_piece(drink))
        return self.services.catalog.look(piece.kind).colour if piece is not None else (200, 200, 200)

    def focus(self) -> None:
        """Bring the machine, the table in front of it and the crates beside it into view."""
        boxes = self.services.layout.boxes
        rects = [b.rect for zid, b in boxes.items() if zid in (self.zone, self.out_zone) or zid.startswith("crate.")]
        if not rects:
            return
        x0, y0 = min(r[0] for r in rects), min(r[1] for r in rects)
        x1, y1 = max(r[0] + r[2] for r in rects), max(r[1] + r[3] for r in rects)
        r = self.services.table_rect()
        self.services.camera.fit((x0, y0, x1 - x0, y1 - y0), (r.x, r.y, r.w, r.h))

    # ------------------------------------------------------------ the log

    def on_change(self) -> None:
        """After any change: stop an animation that was undone; animate a new insertion."""
        done = self.services.table.done
        if self.replay_tx is not None and not any(tx is self.replay_tx for tx in done[-8:]):
            self._end_replay(record=False)
        fresh = []
        for tx in reversed(done):
            if id(tx) in self._seen and self._seen[id(tx)] is tx:
                break
            fresh.append(tx)
        for tx in fresh:
            self._seen[id(tx)] = tx
        if fresh:
            rec = recorded_insertion(fresh[0])  # the newest; a redo brings back a transaction already seen
            if rec is not None:
                self._start(fresh[0], rec)

    def _start(self, tx: Transaction, rec: Any) -> None:
        if self.replay is not None:
            self.skip()
        self.replay, self.replay_tx = Replay(self.spec, rec), tx
        self.services.refresh_log()
        self.settle, self.ease_t, self._drew_final, self._acc = {}, None, False, 0.0
        self.frames_played = 0

    # ------------------------------------------------------------ frames

    @property
    def animating(self) -> bool:
        return self.replay is not None

    def hidden_handles(self) -> frozenset[str]:
        """Drink pieces this view draws itself now: the replayed ones and the one in the hand."""
        hidden = {drink_piece(d) for d in self.replay.drinks} if self.replay is not None else set()
        if self.loaded is not None:
            hidden.add(self.loaded)
        return frozenset(hidden)

    def update(self, dt: float) -> None:
        replay = self.replay
        if replay is None:
            return
        speed = FAST if (self.fast or self.fast_key) else 1
        if not replay.done:
            self._acc += dt * 60 * speed
            n = min(int(self._acc), MAX_FRAMES_PER_UPDATE * speed)
            self._acc = min(self._acc - n, 1.0)
            replay.step(n)
            self.frames_played += n
            if replay.done:
                self._replay_finished()
        elif self.ease_t is not None:
            if self.ease_t >= EASE_S and self._drew_final:
                self._end_replay()
            else:
                self.ease_t = min(EASE_S, self.ease_t + dt * speed)

    def skip(self) -> None:
        """Jump to the end of the animation (the table already shows the outcome)."""
        if self.replay is None:
            return
        if not self.replay.done:
            self.replay.finish()
            self._replay_finished()
        self.ease_t = EASE_S
        self.final_frame = {d: (s, *self._table_pose(d, x, y, a)) for d, (s, x, y, a) in self._final_poses().items()}
        self._end_replay(record=False)

    def _replay_finished(self) -> None:
        replay = self.replay
        assert replay is not None
        self.ease_t = 0.0
        if not replay.agrees:
            # Never expected: the record is the truth, so show it and say so.
            self.services.toast(self.tr("tower.replay_differs"), error=True)
            self.ease_t = EASE_S
            self._drew_final = True
            return
        self.settle = self._settle_targets(replay.frame())
        self.report(replay.rec)

    def _end_replay(self, record: bool = True) -> None:
        if record and self.replay is not None:
            statuses = {f.drink: f.status for f in self.replay.frame()}
            self.final_frame = {d: (statuses.get(d, "?"), *pose) for d, pose in self.drawn.items()}
        self.replay, self.replay_tx, self.settle, self.ease_t = None, None, {}, None
        self.services.refresh_log()  # the log may tell the outcome now

    def _settle_targets(self, frames: list[DrinkFrame]) -> dict[str, Settle]:
        """Where each drink that left the machine ends: its table piece in the landing strip."""
        frame = self.frame
        sprites = {s.handle: s for s in self.services.layout.by_zone.get(self.out_zone, [])}
        out: dict[str, Settle] = {}
        for f in frames:
            sprite = sprites.get(drink_piece(f.drink))
            if f.status == "inside" or sprite is None or frame is None:
                continue
            angle = near_angle(-math.radians(sprite.rot), f.angle)
            # The sprite is centred on the drink's bounding box; the body's origin is its centroid.
            bx, by = _box_centre(f.shape)
            c, s = math.cos(angle), math.sin(angle)
            cx, cy = frame.to_world(sprite.x, sprite.y)
            out[f.drink] = Settle((f.x, f.y, f.angle), (cx - (bx * c - by * s), cy - (bx * s + by * c), angle))
        return out

    def _final_poses(self) -> dict[str, tuple[str, float, float, float]]:
        assert self.replay is not None
        poses = {}
        for f in self.replay.frame():
            st = self.settle.get(f.drink)
            x, y, a = st.end if st is not None else (f.x, f.y, f.angle)
            poses[f.drink] = (f.status, x, y, a)
        return poses

    def _table_pose(self, drink: str, x: float, y: float, angle: float) -> tuple[float, float, float]:
        frame = self.frame
        tx, ty = frame.to_table(x, y) if frame is not None else (x, y)
        return (tx, ty, angle)

    # ------------------------------------------------------------ drawing

    def draw(self, surf: pygame.Surface) -> None:
        """The table line, the drinks inside (or the animation), drop and aim feedback."""
        frame = self.frame
        if frame is None:
            return
        cam = self.services.camera
        boxes = self.services.layout.boxes
        line = frame.to_table(0.0, 0.0)[1]
        right = boxes[self.out_zone].rect if self.out_zone in boxes else frame.rect
        inverted = self.replay.inverted if self.replay is not None else self.upside_down
        if inverted:  # the machine turned over on its crate (G20): drawn from the simulation, not the picture
            self._cover_machine(surf, frame)
        draw_table_line(surf, cam, frame.rect[0], right[0] + right[2], line, GROUND_MM)
        if not inverted:
            draw_scenery(surf, frame, cam, self._tray)
        if self.replay is not None:
            self._draw_replay(surf, frame)
        elif self.upside_down:  # waiting for a drop
            if self._upside is None:
                self._upside = upside_down_scene(self.spec)
            draw_scenery(surf, frame, cam, self._upside)
        else:
            for drink, x, y, angle in self._jammed():
                draw_drink(surf, frame, cam, self.spec.shape_of(drink), self.colour(drink), x, y, angle, jammed=True)
        self._draw_feedback(surf, frame)

    def _draw_replay(self, surf: pygame.Surface, frame: TowerFrame) -> None:
        assert self.replay is not None
        cam = self.services.camera
        t = (self.ease_t / EASE_S) if self.ease_t is not None else 0.0
        self.drawn = {}
        draw_scenery(surf, frame, cam, self.replay.scenery())
        for f in self.replay.frame():
            x, y, a = f.x, f.y, f.angle
            st = self.settle.get(f.drink)
            if st is not None:
                x, y, a = (ease(st.start[k], st.end[k], t) for k in range(3))
            jammed = self.replay.done and f.status == "inside"
            draw_drink(surf, frame, cam, f.shape, self.colour(f.drink), x, y, a, jammed=jammed)
            self.drawn[f.drink] = self._table_pose(f.drink, x, y, a)
        if self.ease_t is not None and self.ease_t >= EASE_S:
            self._drew_final = True
        if self.fast or self.fast_key:
            img = fonts().text(f"×{FAST}", theme.FONT_TITLE, theme.HIGHLIGHT, bold=True)
            x, y = cam.to_screen(frame.rect[0], frame.rect[1])
            surf.blit(img, (round(x) + 6, round(y) + 4))

    def _cover_machine(self, surf: pygame.Surface, frame: TowerFrame) -> None:
        """Hide the upright machine's picture (and its tray) under the table's colour."""
        x0, y0, w, h = frame.machine_rect()
        cam = self.services.camera
        cover(surf, cam, (x0 - 2, y0 - 2, w + 4, h + 2), theme.TABLE_BG)
        # The tray reaches into the landing strip: cover it below the strip's label, which stays readable.
        out = self.services.layout.boxes.get(self.out_zone)
        top = y0 - 2 if out is None else max(y0 - 2, out.rect[1] + max(9.0, 18.0 / cam.zoom))
        cover(surf, cam, (x0 + w + 2, top, self.spec.machine.tray_length * frame.scale + 2, y0 + h - top), theme.TABLE_BG)

    def _jammed(self) -> list[tuple[str, float, float, float]]:
        """The drinks inside as the table records them (``tower.state``), parsed once per change."""
        raw = self.services.table.var(STATE_VAR)
        if raw is not self._jams_key:
            self._jams_key = raw
            state = TowerState() if raw is None else TowerState.from_json(raw)
            self._jams = [(p.drink, p.x, p.y, p.angle) for p in state.inside]
        return self._jams

    def _draw_feedback(self, surf: pygame.Surface, frame: TowerFrame) -> None:
        services, cam = self.services, self.services.camera
        drag = services.carried()
        if drag is not None and drag.coins is None:
            wx, wy = services.world(drag.pos)
            if frame.at_opening(wx, wy):
                draw_opening(surf, cam, frame.opening(), True)
            elif _inside(frame.rect, wx, wy):
                draw_opening(surf, cam, frame.machine_rect(), False)
        if self.loaded is None:
            return
        drink = self.loaded.removeprefix("drink.")
        hx, hy = self.hand
        if self.aim is not None and self.gesture == "pull":
            pointer = (hx + self.aim.pull[0], hy + self.aim.pull[1])
            draw_pull(surf, frame, cam, self.hand, pointer, self.aim.throw is not None)
            if self.aim.throw is not None:
                dots, into = arc(self.spec, self.aim.throw)
                draw_hint(surf, frame, cam, dots, into)
        draw_drink(surf, frame, cam, self.spec.shape_of(drink), self.colour(drink), hx, hy, 0.0)
        pygame.draw.circle(surf, theme.HIGHLIGHT, world_to_screen(frame, cam, hx, hy), max(6, round(cam.zoom * 18)), width=2)


def _inside(rect: tuple[float, float, float, float], x: float, y: float) -> bool:
    return rect[0] <= x <= rect[0] + rect[2] and rect[1] <= y <= rect[1] + rect[3]


def _box_centre(shape: Any) -> tuple[float, float]:
    """Centre of the drink's bounding box in its local coordinates (metres)."""
    from ..drink_art import drink_layers

    body = drink_layers(shape)[0][1]
    xs, ys = [p[0] for p in body], [p[1] for p in body]
    return ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
