"""Flick practice: one short can, drinks standing in a field of crates (a hidden test game).

A small refereed game on the table-top model (:mod:`tsukiji_table.physics.tabletop`),
to try the flick where it will be used (G01 Short-Can Flick) without the
rest of G01: the field of six crates, the 500 coin launch pad in the middle
with your short can on it, and a few drinks scattered.  Flick
(``{"action": "flick", "angle": degrees, "power": 0..1}``): every drink
knocked over is collected; your can is stood up again where it stopped (as
in G01).  Up to four players take turns with the same can, each keeping
what they knock over.  It ends when all are collected, or after
:data:`MAX_FLICKS` flicks; the score is the drinks each collected.  Not in
the menu: ``tsukiji-table play jido:flick``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable
from typing import Any, ClassVar

from ...physics.recording import drink_piece
from ...physics.tabletop import STANDING, FieldDrink, TabletopSpec, load_tabletop
from ...physics.tabletop.layout import demo_field, field_extent, nearest_free_spot
from ...physics.tabletop.recording import field_on_table, flick_on_table, set_field
from ...table import SetVar, Table, Transaction, Tx, Visibility, ZoneKind
from ...text import Message, Seat, add_strings, msg
from ..base import Action, Game, Num, Option, Why, populate
from ..registry import register

MOVER = "red:short_can"
FIELD_ZONE, DOWN_ZONE = "field", "down"
MAX_FLICKS = 30
LABEL_H = 9.0
SIZES = {"small": (0.30, 0.21), "normal": (0.40, 0.28), "large": (0.52, 0.36)}
TRY_ANGLES = range(0, 360, 15)  # the legal actions offered to a list-picking bot
TRY_POWERS = (0.25, 0.5, 0.75, 1.0)


def _targets(rules_colours: list[str], shapes: list[str], count: int, rng: random.Random) -> list[str]:
    """``count`` drinks, never the mover: shapes in turn, colours at random."""
    pool = [f"{c}:{s}" for c in rules_colours for s in shapes if f"{c}:{s}" != MOVER]
    rng.shuffle(pool)
    pool.sort(key=lambda d: shapes.index(d.split(":")[1]) if d.startswith("red:") else 9)  # the red set first, as in G01
    return pool[:count]


class Flick(Action):
    """Flick the short can: an angle (degrees, clockwise on screen) and a power (a share of the strongest flick)."""

    name = "flick"
    args = {"angle": Num(), "power": Num(0.0, 1.0)}

    def candidates(self, game: FlickPractice, table: Table, seat: int) -> Iterable[dict[str, Any]]:
        # A sample of the continuous choice, for a list-picking bot; any angle and power may be played.
        return ({"action": "flick", "angle": float(a), "power": p} for a in TRY_ANGLES for p in TRY_POWERS)

    def check(self, game: FlickPractice, table: Table, seat: int, action: dict[str, Any]) -> Why:
        if action["power"] < game.tabletop.flick.min_power:
            return msg("flick.too_soft", least=game.tabletop.flick.min_power)
        return None

    def apply(self, game: FlickPractice, table: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        result = flick_on_table(tx, MOVER, float(action["angle"]), float(action["power"]), spec=game.tabletop, zone=FIELD_ZONE)
        down = game._tidy(tx, result.after, result.knocked_ids())
        if down:
            collected = list(table.var("collected"))
            collected[seat] += down
            tx.set_var("collected", collected)
        tx.set_var("flicks", table.var("flicks", 0) + 1)

    def describe(self, game: FlickPractice, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        seat = tx.seat if tx.seat is not None else 0
        gained = 0
        for c in tx.commands:
            if isinstance(c, SetVar) and c.name == "collected":
                gained = c.after[seat] - (c.before or [0] * len(c.after))[seat]
        return [msg("flick.log", who=Seat(seat), n=gained)]


@register
class FlickPractice(Game):
    id: ClassVar[str] = "jido:flick"
    box: ClassVar[str | None] = "jidohanbaiki"
    reads: ClassVar[tuple[str, ...]] = ("tabletop.yaml", "tower.yaml")  # the field, and the drinks' shapes
    names: ClassVar[dict[str, str]] = {"en": "Flick practice", "ja": "はじき練習"}
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 4
    listed: ClassVar[bool] = False
    actions = (Flick,)
    options: ClassVar[tuple[Option, ...]] = (
        Option("drinks", (3, 5, 10, 20), 5, "drinks standing on the field", {"en": "Drinks", "ja": "ドリンク"}),
        Option("size", tuple(SIZES), "normal", "the field inside the crates", {"en": "Field", "ja": "場"}),
    )

    @property
    def tabletop(self) -> TabletopSpec:
        return load_tabletop(self.rules)

    # ------------------------------------------------------------- build

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        assert self.rules is not None
        table = Table(self.id, seed, players)
        table.add_zone("box", ZoneKind.STACK, Visibility.NOBODY, hidden=True)
        table.add_zone("bank", ZoneKind.MONEY, unlimited=True, hidden=True)
        populate(table, self.rules, zone="box", money_zone="bank")
        w, h = field_extent(self.tabletop, SIZES[options.get("size", "normal")])
        label = {"en": "Field (the crates mark its edge)", "ja": "場（クレートが境界）"}
        table.add_zone(FIELD_ZONE, ZoneKind.AREA, rect=[0.0, 0.0, w * 1000, h * 1000 + LABEL_H], label=label, arrange="flick", sealed=True)
        table.add_zone(
            DOWN_ZONE, ZoneKind.STACK, rect=[0.0, h * 1000 + LABEL_H + 12, w * 1000, 70.0], label={"en": "Knocked over", "ja": "倒したドリンク"}, arrange="row"
        )
        return table

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        assert self.rules is not None
        axes = self.rules.file("components.yaml")["axes"]
        colours, shapes = [c["id"] for c in axes["colour"]], [s["id"] for s in axes["shape"]]
        with table.begin("set up the field") as tx:
            counter, rng = table.rng()
            targets = _targets(colours, shapes, int(options.get("drinks", 5)), rng)
            field = demo_field(self.tabletop, targets, MOVER, rng.randrange(2**31), SIZES[options.get("size", "normal")])
            set_field(tx, field, zone=FIELD_ZONE, rng=counter)
            tx.set_var("flicks", 0)
            tx.set_var("collected", [0] * table.players)

    # ------------------------------------------------------------- play

    def to_move(self, table: Table) -> list[int]:
        return [] if self.is_over(table) else [table.var("flicks", 0) % table.players]

    def _tidy(self, tx: Any, field: Any, knocked: list[str]) -> int:
        """Collect what was knocked over; stand the can up where it stopped (G01). Returns how many were collected."""
        down = [d for d in knocked if d != MOVER]
        if down:
            tx.move([drink_piece(d) for d in down], DOWN_ZONE)
            field = field.without(down)
        can = field.drink(MOVER)
        if can.state != STANDING:
            x, y = nearest_free_spot(self.tabletop, field, MOVER, can.x, can.y)
            field = field.with_drinks([FieldDrink(MOVER, x, y)])
        if down or can.state != STANDING:
            set_field(tx, field, zone=FIELD_ZONE, check=False)
        return len(down)

    def is_over(self, table: Table) -> bool:
        field = table.var("flick.field")
        return field is not None and (len(field["drinks"]) <= 1 or table.var("flicks", 0) >= MAX_FLICKS)

    def score(self, table: Table) -> dict[str, Any] | None:
        if not self.is_over(table):
            return None
        collected = list(table.var("collected"))
        best = max(collected)
        return {"scores": collected, "winner": [s for s, n in enumerate(collected) if n == best], "flicks": table.var("flicks", 0)}

    def public_state(self, table: Table) -> dict[str, Any]:
        state = super().public_state(table)
        state.update(flicks=table.var("flicks", 0), standing=len(field_on_table(table).drinks) - 1, collected=list(table.var("collected")))
        return state

    def turns(self, table: Table) -> int:
        return int(table.var("flicks", 0))

    bots: ClassVar[dict[str, Any]] = {}


class AimBot:
    """Flicks at the nearest standing drink hard enough to knock it over, with a seeded error (beatable)."""

    name = "heuristic"
    ANGLE_ERROR_DEG = 3.0  # standard deviation of its aim
    POWER_ERROR = 0.08  # relative standard deviation of its strength
    HIT_SPEED = 1.0  # m/s it wants at the target: above every drink's knock-over speed

    def __init__(self, seat: int, rng: random.Random):
        self.seat, self.rng = seat, rng

    def act(self, game: Game, table: Table, seat: int) -> dict[str, Any]:
        spec = load_tabletop(game.rules)
        field = field_on_table(table)
        can = field.drink(MOVER)
        targets = [d for d in field.drinks if d.id != MOVER and not d.knocked]
        if not targets:
            return {"action": "flick", "angle": self.rng.uniform(0, 360), "power": 0.3}
        t = min(targets, key=lambda d: math.hypot(d.x - can.x, d.y - can.y))
        gap = max(0.0, math.hypot(t.x - can.x, t.y - can.y) - 0.02)
        speed = math.sqrt(self.HIT_SPEED**2 + 2 * spec.friction * spec.sim.gravity * gap)
        power = min(1.0, max(spec.flick.min_power, speed / spec.flick.max_speed * self.rng.gauss(1.0, self.POWER_ERROR)))
        angle = math.degrees(math.atan2(t.y - can.y, t.x - can.x)) + self.rng.gauss(0.0, self.ANGLE_ERROR_DEG)
        return {"action": "flick", "angle": round(angle % 360.0, 2), "power": round(power, 3)}


FlickPractice.bots = {"heuristic": AimBot}

add_strings(
    {
        "jido.flick.action.flick": {"en": "Flick", "ja": "はじく"},
        "jido.flick.does.flick": {"en": "Flick at {angle}° with power {power}", "ja": "角度{angle}°・強さ{power}ではじく"},
        "flick.too_soft": {"en": "a flick needs a power of at least {least}", "ja": "はじく強さは{least}以上が必要です"},
        "flick.log": {"en": "{who} flicked and knocked over {n}", "ja": "{who}がはじいて{n}本倒した"},
    }
)

__all__ = ["FlickPractice", "AimBot", "MOVER"]
