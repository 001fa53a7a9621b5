"""A shopping basket seen from above: its walls, what stands in it, and a push that jolts it.

For G25's balance mode (「建築家コマを使ってかごを押します。買い物かごから落ちたアイテムは紛失」).
The basket is a small field closed by walls (crates as static boxes, as
everywhere in this model).  A push is worked out in the basket's own frame:
the basket starts forward at once, so everything standing in it starts
backward at the push's speed, all at the same instant, slides on the floor,
meets the rear wall or another drink, and stops.  The knock-over rule is the
model's (:mod:`.tipping`): a tall bottle that meets the wall low down trips
over, a squat can slides.  A drink that is knocked over, or that leaves the
field through a gap, is what *falls out*.  Everything else is the flick's
run (:class:`~.flick.FlickRun`) with every drink launched instead of one.
"""

from __future__ import annotations

import math

from .field import STANDING, FieldCrate, FieldDrink, FieldError, FieldState
from .flick import FlickRun
from .layout import nearest_free_spot
from .result import FlickResult
from .spec import TabletopSpec
from .world import unit


def basket_field(spec: TabletopSpec, size: tuple[float, float]) -> FieldState:
    """An empty basket ``size`` (metres) across, closed on every side by a wall."""
    w, h = size
    half, length = spec.crate.width / 2, spec.crate.length
    walls = []
    for k, x in enumerate(_spans(w, length)):
        walls += [FieldCrate(f"wall#n{k}", x, -half, 0.0), FieldCrate(f"wall#s{k}", x, h + half, 0.0)]
    for k, y in enumerate(_spans(h + 2 * spec.crate.width, length)):
        y -= spec.crate.width
        walls += [FieldCrate(f"wall#w{k}", -half, y, 90.0), FieldCrate(f"wall#e{k}", w + half, y, 90.0)]
    return FieldState((0.0, 0.0, w, h), (), tuple(walls))


def _spans(side: float, length: float) -> list[float]:
    """Centres of as many wall pieces of ``length`` as cover ``side``."""
    n = max(1, math.ceil(side / length))
    return [side * (k + 0.5) / n for k in range(n)]


def put_in(spec: TabletopSpec, basket: FieldState, drinks: list[str]) -> tuple[FieldState, list[str]]:
    """Stand ``drinks`` in the basket, each as near its middle as there is room; those with no room are returned."""
    x0, y0, x1, y1 = basket.bounds
    no_room = []
    for d in drinks:
        try:
            x, y = nearest_free_spot(spec, basket, d, (x0 + x1) / 2, (y0 + y1) / 2)
        except FieldError:
            no_room.append(d)
            continue
        basket = basket.with_drinks([FieldDrink(d, x, y, STANDING)])
    return basket, no_room


class JoltRun(FlickRun):
    """Every standing drink of the field sent off at once, the same way at the same speed."""

    def __init__(self, spec: TabletopSpec, field: FieldState, angle: float, power: float, seed: int, frames: bool = False) -> None:
        standing = [d.id for d in field.drinks if d.state == STANDING]
        if not standing:
            raise FieldError("nothing stands in the basket to jolt")
        super().__init__(spec, field, standing[0], angle, power, seed, frames)
        ux, uy = unit(self.launch_angle)
        for d in standing[1:]:
            t = self.world.track(d)
            self.world.activate(t)
            assert t.body is not None
            self.world.near_moving(t, self.frame_move)
            t.body.velocity = (ux * self.launch_speed, uy * self.launch_speed)


def simulate_push(field: FieldState, push_angle: float, power: float, seed: int, *, spec: TabletopSpec, frames: bool = False) -> FlickResult:
    """Push the basket towards ``push_angle`` (degrees, as a flick's) with ``power`` (a flick's scale).

    In the basket's frame its contents start the opposite way.  The result's
    ``knocked`` and ``left`` name what fell out.
    """
    run = JoltRun(spec, field, (push_angle + 180.0) % 360.0, power, seed, frames)
    try:
        return run.run()
    finally:
        run.world.close()  # freed now, not by the cycle collector later


def fallen(result: FlickResult) -> list[str]:
    """The drinks that fell out of the basket: knocked over, or gone over the rim."""
    out = [k.drink for k in result.knocked]
    return out + [p.drink for p in result.left if p.drink not in out]
