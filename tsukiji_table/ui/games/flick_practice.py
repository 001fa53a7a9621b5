"""The screen of the flick practice (``jido:flick``, a hidden test game): the flick component at work.

A field of six crates seen from above; press on the red short can, pull
back and let go.  The game screen is little more than a host for
:class:`~tsukiji_table.ui.flick.FlickView`, which is what G01 and G02's
screens reuse.  Screenshot scenes: ``flick-aim`` (a pull in progress) and
``flick-shot`` (a flick caught mid-animation; ``FLICK_SHOT_T`` seconds in).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from ...games.flick_practice import MOVER
from .. import i18n
from ..errors import LaunchError
from ..flick import FlickHooks, FlickView
from ..flick.aim import aim_from
from ..plugin import GameScreen, screen_for
from ..services import TableServices


@screen_for("jido:flick")
class FlickPracticeScreen(FlickHooks, GameScreen):
    strings = {
        "practice.flicks": {"en": "Flicks: {n}", "ja": "はじいた回数：{n}"},
        "practice.standing": {"en": "Still standing: {n}", "ja": "立っているドリンク：{n}"},
        "practice.collected": {"en": "{who}: {n} collected", "ja": "{who}：{n}本"},
    }

    def __init__(self, services: TableServices) -> None:
        super().__init__(services)
        self.flick = FlickView.for_table(services, mover=self._mover, on_flick=self._play)

    def _mover(self) -> str | None:
        s = self.services
        return MOVER if s.viewer in s.game.to_move(s.table) and not s.is_bot(s.viewer) else None

    def _play(self, mover: str, angle: float, power: float) -> None:
        self.services.play({"action": "flick", "angle": round(angle, 2), "power": round(power, 3)})

    def panel_lines(self) -> list[str]:
        table, view = self.services.table, self.flick
        field = view.shown_field if view is not None else None  # no spoilers while the flick still rolls
        flicks = table.var("flicks", 0) - (1 if view is not None and view.animating else 0)
        standing = len(field.drinks) - 1 if field is not None else 0
        lines = [i18n.tr("practice.flicks", n=flicks), i18n.tr("practice.standing", n=standing)]
        if table.players > 1 and not (view is not None and view.animating):
            lines += [i18n.tr("practice.collected", who=self.services.seat_name(s), n=n) for s, n in enumerate(table.var("collected", []))]
        return lines + super().panel_lines()

    @classmethod
    def screenshot_scenes(cls) -> dict[str, Callable[[Any], None]]:
        return {"flick-aim": _aim_scene, "flick-shot": _shot_scene}


def _view(scene: Any) -> FlickView:
    view = getattr(scene.plugin, "flick", None)
    if view is None:
        raise LaunchError("this table has no flick field (try jido:flick)", 2)
    return view


def _nearest_target(view: FlickView) -> tuple[float, float, float, float]:
    field = view.field
    assert field is not None
    can = field.drink(MOVER)
    others = [d for d in field.drinks if d.id != MOVER]
    t = min(others, key=lambda d: (d.x - can.x) ** 2 + (d.y - can.y) ** 2)
    return can.x, can.y, t.x, t.y


def _aim_scene(scene: Any) -> None:
    """A pull in progress: back from the can, away from the nearest drink, at two-thirds power."""
    view = _view(scene)
    cx, cy, tx, ty = _nearest_target(view)
    d = ((tx - cx) ** 2 + (ty - cy) ** 2) ** 0.5 or 1.0
    pull = 0.066
    pointer = (cx - (tx - cx) / d * pull, cy - (ty - cy) / d * pull)
    view.pointer = pointer
    view.aim = aim_from(view.spec, (cx, cy), pointer)


def _shot_scene(scene: Any) -> None:
    """A strong flick at the nearest drink, caught mid-animation."""
    import math

    view = _view(scene)
    cx, cy, tx, ty = _nearest_target(view)
    angle = math.degrees(math.atan2(ty - cy, tx - cx)) % 360
    scene.play({"action": "flick", "angle": round(angle, 2), "power": 0.8})
    t = float(os.environ.get("FLICK_SHOT_T", "0.12"))
    for _ in range(max(0, round(t * 60) - 8)):  # the screenshot steps a few frames of its own
        view.update(1 / 60)
