"""G08 Yuzu Crate Slide, solo mode: the referee over the table.

The crates lie on ``floor``, a grid of drink spots: each crate piece has a
position (its footprint's top-left spot) and a rotation.  The drinks sit in
the crate zones ``crate.1`` ... in each crate's own frame, so a crate moves
or turns with its drinks.  The rules are in :mod:`.g08_rules`.
"""

from __future__ import annotations

from itertools import permutations
from types import ModuleType
from typing import Any, ClassVar

from ...table import Table, Visibility, ZoneKind
from ...text import Message, msg
from ..base import IllegalAction, Int, ListOf, Option, Text, populate, shown_value
from ..registry import register
from . import (
    crate_floor,
    texts,  # noqa: F401  (the words of the log and the notes)
)
from . import g08_rules as rules_model
from .common import choice_arg, int_arg, spot_index, spot_pos
from .geometry import ROTATIONS, Placement, overlap
from .solo import MODE_OPTION, PUZZLE_OPTION, ModelAction, Place, Resign, SoloGame, crate_move_words, note


class MoveCrate(ModelAction):
    """Move (and turn) one crate at the start of a turn."""

    name = "move_crate"
    moves = ("crate",)
    args = {"crate": Int(1), "at": ListOf(Int(), 2, 2), "rot": Int(default=0)}


class Swap(ModelAction):
    """Swap two drinks in neighbouring spots."""

    name = "swap"
    moves = ("swap",)
    args = {"drinks": ListOf(Text(), 2, 2)}


class EndTurn(ModelAction):
    """End the turn before the second swap."""

    name = "end_turn"
    moves = ("end",)


class PlaceCrateOrSwap(Place):
    """Free hands: put a crate anywhere it fits, or swap any two drinks."""

    args = {
        "crate": Int(1, required=False),
        "at": ListOf(Int(), 2, 2, required=False),
        "rot": Int(required=False),
        "drinks": ListOf(Text(), 2, 2, required=False),
    }


@register
class CrateSlide(SoloGame):
    """G08 solo: sort all drinks by colour in as few turns as possible."""

    id: ClassVar[str] = "jido:g08"
    reads: ClassVar[tuple[str, ...]] = ("g08.yaml",)
    names: ClassVar[dict[str, str]] = {"en": "Yuzu Crate Slide (solo)", "ja": "ゆずのクレートスライド（一人用）"}
    length: ClassVar[tuple[int, int] | None] = (10, 20)  # the rulebook gives no playing time: our estimate
    how_to: ClassVar[dict[str, str]] = {
        "en": "The solo mode of Yuzu Crate Slide. Each turn move one crate (the group stays joined, sides of equal length together), "
        "then swap two neighbouring drinks, twice. Sort every drink by colour in as few turns as you can.",
        "ja": "ゆずのクレートスライドの一人用モード。毎手番、クレートを1箱動かし（全体は離れず、同じ長さの辺どうしで接します）、"
        "隣り合うドリンクの入れ替えを2回行います。できるだけ少ない手番で、すべてのドリンクを色ごとに分けましょう。",
    }
    model: ClassVar[ModuleType] = rules_model
    actions = (MoveCrate, Swap, EndTurn, Resign, PlaceCrateOrSwap)
    turn_word: ClassVar[str] = "turns"
    lower_is_better: ClassVar[bool] = True  # the score is the number of turns
    options: ClassVar[tuple[Option, ...]] = (
        MODE_OPTION,
        PUZZLE_OPTION,
        Option(
            "layout",
            ("random", "standard"),
            "random",
            "drinks in each crate in random order, or by colour (the same start every time)",
            {"en": "Start", "ja": "初期配置"},
        ),
    )

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        data = self.file("g08.yaml")
        spec = self.puzzle(options)
        n = len(spec.start["crates"]) if spec else data["setup_block"][0] * data["setup_block"][1]
        width, height = data["floor"]
        mm = data["spot_mm"]
        table = Table(self.id, seed, players)
        table.add_zone("box", ZoneKind.STACK, Visibility.NOBODY, hidden=True)
        table.add_zone("lid", ZoneKind.STACK, Visibility.NOBODY, hidden=True, label={"en": "Box lid", "ja": "箱のふた"})
        table.add_zone("bank", ZoneKind.MONEY, unlimited=True, hidden=True)
        assert self.rules is not None
        populate(table, self.rules, zone="box", money_zone="bank")
        # The crates lie on a grid of spots; the window draws them itself (ui/games/jido_floor.py).
        table.add_zone("floor", ZoneKind.GRID, rect=[0, 0, width * mm, height * mm], arrange="grid", cols=width, rows=height, hidden=True, spot_mm=mm)
        # Not drawn: the crates lie on the table itself.  A panel as large as the floor
        # showed one of its edges as a stray line wherever the view framed the crates.
        table.add_zone("mat", ZoneKind.AREA, rect=[0, 0, width * mm, height * mm], arrange="free", hidden=True, label={"en": "Table", "ja": "テーブル"})
        for k in range(1, n + 1):
            table.add_zone(
                f"crate.{k}",
                ZoneKind.GRID,
                arrange="grid",
                cols=3,
                rows=2,
                board=f"crate#{k}",
                on="floor",
                hidden=True,
                label={"en": f"Crate {k}", "ja": f"クレート{k}"},
            )
        return table

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        spec = self.puzzle(options)
        data = self.file("g08.yaml")
        cat = self.catalogue
        width, height = data["floor"]
        with table.begin("setup") as tx:
            tx.set_var("mode", options.get("mode", "strict"))
            if spec is not None:
                tx.set_var("puzzle", spec.id)
                if spec.goal.get("turns"):
                    tx.set_var("g08.max_turns", int(spec.goal["turns"]))
                places = [Placement(c["at"][0], c["at"][1], c.get("rot", 0)) for c in spec.start["crates"]]
                crates = spec.crates(cat)
            else:
                cols, rows = data["setup_block"]
                x0, y0 = (width - 3 * cols) // 2, (height - 2 * rows) // 2
                places = [Placement(x0 + 3 * (k % cols), y0 + 2 * (k // cols), 0) for k in range(cols * rows)]
                crates = self._fill(tx, table, options.get("layout", "random"), len(places))
            for k, (place, crate) in enumerate(zip(places, crates), start=1):
                tx.move([f"crate#{k}"], "floor", pos=[(place.x, place.y)])
                if place.rot:
                    tx.rotate([f"crate#{k}"], place.rot)
                for spot, d in enumerate(crate):
                    tx.move([cat.drink_piece(d)], f"crate.{k}", pos=[spot_pos(spot)])
            for var, value in (("turn", 0), ("phase", 0), ("swaps_done", 0), ("result", 0), ("actions", 0)):
                tx.set_var(var, value)

    def _fill(self, tx: Any, table: Table, layout: str, n: int) -> list[tuple[int, ...]]:
        """One shape per crate (seed 207), the drinks of each in random order."""
        cat = self.catalogue
        if layout == "standard":
            return [tuple(c * 6 + s for c in range(6)) for s in range(n)]
        shapes = tx.choice("g08.shapes", [list(p) for p in permutations(range(6))])
        crates = []
        for s in shapes[:n]:
            tx.move([cat.drink_piece(c * 6 + s) for c in range(6)], "lid")
            tx.shuffle("lid")
            crates.append(tuple(d for d in map(cat.drink, table.zones["lid"].ids) if d % 6 == s))
        return crates

    # ---------------------------------------------------- model <-> table

    def config(self, table: Table) -> rules_model.Config:
        data = self.file("g08.yaml")
        return rules_model.Config(
            floor=tuple(data["floor"]),
            full_side=data["join"] == "full_side",
            swaps=data["swaps_per_turn"],
            max_turns=min(table.vars.get("g08.max_turns") or data["turn_limit"], data["turn_limit"]),
        )

    def crate_count(self, table: Table) -> int:
        return sum(1 for z in table.zones if z.startswith("crate."))

    def read(self, table: Table) -> rules_model.State:
        cat = self.catalogue
        places, crates = [], []
        for k in range(1, self.crate_count(table) + 1):
            piece = table.pieces[f"crate#{k}"]
            places.append(Placement(piece.pos[0], piece.pos[1], piece.rot))
            spots = [0] * 6
            for pid in table.zones[f"crate.{k}"].ids:
                col, row = table.pieces[pid].pos
                spots[spot_index(col, row)] = cat.drink(pid)
            crates.append(tuple(spots))
        v = table.vars
        return rules_model.State(tuple(places), tuple(crates), v.get("turn", 0), v.get("phase", 0), v.get("swaps_done", 0), v.get("result", 0))

    def write(self, tx: Any, table: Table, before: rules_model.State, after: rules_model.State, move: tuple) -> None:
        cat = self.catalogue
        self._write_places(tx, before, after)
        for k, crate in enumerate(after.crates):
            for spot, d in enumerate(crate):
                if before.crates[k][spot] != d:
                    tx.move([cat.drink_piece(d)], f"crate.{k + 1}", pos=[spot_pos(spot)])
        for var in ("turn", "phase", "swaps_done", "result"):
            tx.set_var(var, getattr(after, var))
        if after.result != before.result:
            tx.set_var("reason", "sorted" if after.result == rules_model.WON else "out of turns")

    def _write_places(self, tx: Any, before: rules_model.State, after: rules_model.State) -> None:
        moved = [k for k in range(len(after.places)) if after.places[k][:2] != before.places[k][:2]]
        if moved:
            tx.set_pos([f"crate#{k + 1}" for k in moved], [(after.places[k].x, after.places[k].y) for k in moved])
        for k, (a, b) in enumerate(zip(before.places, after.places)):
            if a.rot != b.rot:
                tx.rotate([f"crate#{k + 1}"], (b.rot - a.rot) % 360)

    # ------------------------------------------------------ action dicts

    def _crate(self, table: Table, action: dict[str, Any]) -> int:
        return int_arg(action, "crate", 1, self.crate_count(table)) - 1

    def _pair(self, action: dict[str, Any]) -> tuple[int, int]:
        pair = action.get("drinks")
        if not isinstance(pair, list) or len(pair) != 2:
            raise IllegalAction(msg("engine.arg.missing", action=str(action.get("action")), key="drinks", what=msg("jido.want.two_drinks")))
        a, b = self.catalogue.drink(pair[0]), self.catalogue.drink(pair[1])
        return (a, b) if a < b else (b, a)

    def _placement(self, table: Table, action: dict[str, Any]) -> Placement:
        x, y = crate_floor.at_arg(action, self.file("g08.yaml")["floor"])
        return Placement(x, y, choice_arg(action, "rot", ROTATIONS, 0))

    def parse(self, table: Table, action: dict[str, Any]) -> tuple:
        name = action.get("action")
        if name == "move_crate":
            return ("crate", self._crate(table, action), self._placement(table, action))
        if name == "swap":
            a, b = self._pair(action)
            for d in (a, b):
                if not table.pieces[self.catalogue.drink_piece(d)].zone.startswith("crate."):
                    raise IllegalAction(msg("jido.arg.not_in_game", value=shown_value(self.catalogue.drink_name(d))))
            return ("swap", a, b)
        return ("end",)

    def encode(self, table: Table, move: tuple) -> dict[str, Any]:
        cat = self.catalogue
        if move[0] == "crate":
            place = move[2]
            return {"action": "move_crate", "crate": move[1] + 1, "at": [place.x, place.y], "rot": place.rot}
        if move[0] == "swap":
            return {"action": "swap", "drinks": [cat.drink_name(move[1]), cat.drink_name(move[2])]}
        return {"action": "end_turn"}

    def place(self, tx: Any, table: Table, action: dict[str, Any]) -> dict[str, Any]:
        state = self.read(table)
        if "crate" in action:
            k = self._crate(table, action)
            place = self._placement(table, action)
            if any(overlap(place, p) for i, p in enumerate(state.places) if i != k):
                raise IllegalAction(msg("jido.g08.on_crate"))
            after = state._replace(places=state.places[:k] + (place,) + state.places[k + 1 :])
            self._write_places(tx, state, after)
            return note("jido.note.placed_crate", k=k + 1)
        a, b = self._pair(action)
        after = rules_model.apply(self.config(table), state._replace(phase=rules_model.MOVED), ("swap", a, b))
        after = after._replace(turn=state.turn, phase=state.phase, swaps_done=state.swaps_done)
        self.write(tx, table, state, after, ("swap", a, b))
        return note("jido.note.swapped_freely")

    def describe_action(self, table: Table, action: dict[str, Any]) -> Message:
        """An action in words: a crate's move as a hand makes it ("crate 2: 1 right, turned 90°"), drinks by name."""
        cat, name = self.catalogue, action.get("action")
        try:
            if name == "move_crate":
                return crate_move_words(table, action)
            if name == "swap":
                a, b = (cat.drink_names(cat.drink(d)) for d in action["drinks"])
                return msg("jido.does.swap_drinks", a=a, b=b)
        except (KeyError, TypeError, ValueError, IllegalAction):
            pass  # not of the action's form: its name says enough
        return super().describe_action(table, action)

    def status(self, table: Table) -> dict[str, Any]:
        out = super().status(table)
        state = self.read(table)
        cfg = self.config(table)
        out.update(
            {
                "turn": state.turn,
                "phase": ("start", "crate moved", "one swap made")[state.phase],
                "swaps_left": cfg.swaps - state.swaps_done if state.phase else cfg.swaps,
                "max_turns": cfg.max_turns,
                "misplaced": rules_model.misplaced(state),
            }
        )
        return out

    def turns(self, table: Table) -> int:
        return int(table.vars.get("turn", 0))
