"""G01 Short-Can Flick's heuristic bot: aims at the nearest drink of the shape it needs with a clear path, with a seeded error.

It sees what every player sees (the field, the order, who collected what).
It prefers a target no other drink stands near the straight path to (a can
brushing a drink on the way knocks that one over too: a fault), flicks hard
enough to arrive at about 1 m/s (above every drink's knock-over speed,
docs/tabletop.md), and misses now and then: its aim wobbles by a few
degrees and its strength by a few per cent, so a careful player beats it.
"""

from __future__ import annotations

import math
import random
from typing import Any

from ...physics.tabletop import FieldState
from ...physics.tabletop.layout import footprint_radius
from ...physics.tabletop.recording import field_on_table
from ...table import Table
from . import g01_flow as flow
from . import g01_rules as rules

CLEARANCE = 0.004  # m kept between the can's path and any other drink


class FlickBot:
    name = "heuristic"
    ANGLE_ERROR_DEG = 3.5  # standard deviation of its aim
    POWER_ERROR = 0.10  # relative standard deviation of its strength
    HIT_SPEED = 1.0  # m/s it wants at the target

    def __init__(self, seat: int, rng: random.Random):
        self.seat, self.rng = seat, rng

    def act(self, game: Any, table: Table, seat: int) -> dict[str, Any]:
        if table.vars.get("phase") == "insert":
            return {"action": "insert"}
        spec = game.tabletop
        team, _ = flow.current(table)
        can = flow.can_of(game, table, team)
        field = field_on_table(table)
        mine = field.drink(can)  # on the field from its team's first turn (the 500 coin)
        start = (mine.x, mine.y)
        want = table.vars["seq"][table.vars["progress"][team]]
        targets = [d for d in field.drinks if d.id != can and not d.knocked and rules.shape_of(d.id) == want]
        if not targets:
            return {"action": "flick", "angle": round(self.rng.uniform(0, 360), 2), "power": 0.2}
        t = min(targets, key=lambda d: (not self._clear(spec, field, can, start, d), math.hypot(d.x - start[0], d.y - start[1])))
        gap = max(0.0, math.hypot(t.x - start[0], t.y - start[1]) - 0.02)
        speed = math.sqrt(self.HIT_SPEED**2 + 2 * spec.friction * spec.sim.gravity * gap)
        power = min(1.0, max(spec.flick.min_power, speed / spec.flick.max_speed * self.rng.gauss(1.0, self.POWER_ERROR)))
        angle = math.degrees(math.atan2(t.y - start[1], t.x - start[0])) + self.rng.gauss(0.0, self.ANGLE_ERROR_DEG)
        return {"action": "flick", "angle": round(angle % 360.0, 2), "power": round(power, 3)}

    @staticmethod
    def _clear(spec: Any, field: FieldState, can: str, start: tuple[float, float], target: Any) -> bool:
        """Whether no other drink stands within reach of the straight path from ``start`` to ``target``."""
        (ax, ay), (bx, by) = start, (target.x, target.y)
        length = math.hypot(bx - ax, by - ay) or 1e-9
        reach = footprint_radius(spec, can) + CLEARANCE
        for d in field.drinks:
            if d.id in (can, target.id):
                continue
            u = ((d.x - ax) * (bx - ax) + (d.y - ay) * (by - ay)) / length**2
            if not 0.0 < u < 1.0 + 0.06 / length:  # beside the path, or just beyond the target where it falls
                continue
            px, py = ax + u * (bx - ax), ay + u * (by - ay)
            if math.hypot(d.x - px, d.y - py) < reach + footprint_radius(spec, d.id):
                return False
        return True
