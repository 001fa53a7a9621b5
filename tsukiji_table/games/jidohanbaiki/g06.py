"""G06 Recycling Sorter: the referee over the table, with the vending machine.

The table: the twelve stock cards in a row at the top (a zone each, the
sorted drinks lie on them), the machine beside them (``tower.inside`` and the
exact physics in ``tower.state``, see :mod:`tsukiji_table.physics.recording`),
the six crates on ``floor`` (arranged freely), the purse.  A dump records the
machine's outcome in the log like a die roll; undo never simulates again.
The rules are in :mod:`.g06_rules`.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any, ClassVar

from ...physics import TowerState, spec_from_rules
from ...physics.recording import insert_on_table, tower_state
from ...table import MoveMoney, Table, TableError, Visibility, ZoneKind
from ...text import Message, msg
from ..base import IllegalAction, Int, ListOf, Option, Text, populate, shown_value
from ..registry import register
from ..session import SessionError
from ..tower_zones import OUT_ZONE, add_tower_zones, tower_rects
from . import g06_rules as rules_model
from . import texts  # noqa: F401  (the words of the log and the notes)
from .common import EMPTY, choice_arg, int_arg, pos_arg, spot_index, spot_pos
from .fixup import fix_crates
from .geometry import ROTATIONS, Placement, overlap, touch
from .solo import MODE_OPTION, PUZZLE_OPTION, Gesture, ModelAction, Place, Resign, SoloGame, crate_move_words, crate_words, note, sync_money

_SPOT = ListOf(Int(), 2, 2)


class Take(ModelAction):
    """Take the drinks of a crate that match a stock card onto it."""

    name = "take"
    moves = ("take",)
    args = {"crate": Int(1, 6), "card": Text()}


class Dump(ModelAction):
    """Tip a crate into the machine."""

    name = "dump"
    moves = ("dump",)
    args = {"crate": Int(1, 6)}


class SwapEdge(ModelAction):
    """Swap drinks along the touching sides of two crates."""

    name = "swap"
    moves = ("swap",)
    args = {
        "crate": Int(1, 6),
        "side": Text(rules_model.SIDE_NAMES),
        "other": Int(1, 6),
        "other_side": Text(rules_model.SIDE_NAMES),
        "spots": ListOf(_SPOT, 1, 3),
    }


class Arrange(Gesture):
    """Put a crate elsewhere on the table (free by the rules, seed 143; A25)."""

    name = "arrange"
    args = {"crate": Int(1, 6), "at": _SPOT, "rot": Int(default=0)}

    def do(self, game: RecyclingSorter, table: Table, tx: Any, action: dict[str, Any]) -> Any:
        return game._arrange(tx, table, action)


class Restack(Gesture):
    """Move a sorted drink to its other matching card (free by the rules)."""

    name = "restack"
    args = {"drink": Text(), "card": Text()}

    def do(self, game: RecyclingSorter, table: Table, tx: Any, action: dict[str, Any]) -> Any:
        return game._restack(tx, table, action)


class PlaceDrink(Place):
    args = {"drink": Text(), "crate": Int(1, 6), "spot": _SPOT}


def seed_at(table_seed: int, counter: int) -> int:
    """The seed an insertion draws at the table's chance counter ``counter``.

    The same draw :func:`~tsukiji_table.physics.recording.insert_on_table`
    makes, so the rule model can predict the machine (the referee checks
    that it did).
    """
    probe = Table("probe", table_seed)
    probe.rng_counter = counter
    return probe.rng()[1].randrange(2**31)


@register
class RecyclingSorter(SoloGame):
    """G06: sort all 36 drinks onto the stock cards; the score is the money left."""

    id: ClassVar[str] = "jido:g06"
    reads: ClassVar[tuple[str, ...]] = ("g06.yaml", "tower.yaml")
    names: ClassVar[dict[str, str]] = {"en": "Recycling Sorter", "ja": "リサイクル分別"}
    length: ClassVar[tuple[int, int] | None] = (15, 30)  # the rulebook gives no playing time: our estimate
    uses_tower: ClassVar[bool] = True
    how_to: ClassVar[dict[str, str]] = {
        "en": "Solo: sort all 36 drinks onto the stock cards. Pay 100 to take every drink of one colour or shape out of a crate, or to swap "
        "drinks across a crate's edge; pay 500 to tip a whole crate into the vending machine and sort what comes out. "
        "A jam you cannot clear or an empty purse loses; the money left is your score.",
        "ja": "ひとり用：36本のドリンクをすべてストックカードに分けます。100円で、クレートから1つの色か形のドリンクを全部取り出すか、"
        "クレートの辺をはさんでドリンクを入れ替えます。500円でクレート1箱を自動販売機に入れ、出てきたドリンクを分けます。"
        "詰まりが取れないか所持金が尽きたら負け。残ったお金が得点です。",
    }
    model: ClassVar[ModuleType] = rules_model
    actions = (Take, Dump, SwapEdge, Arrange, Restack, Resign, PlaceDrink)
    options: ClassVar[tuple[Option, ...]] = (
        MODE_OPTION,
        PUZZLE_OPTION,
        Option("expert", (False, True), False, "the recycling master: only 8 x 100 and 2 x 500", {"en": "Expert", "ja": "上級者"}),
    )

    @property
    def tower_spec(self) -> Any:
        """The machine of these rules (tower.yaml, with any override)."""
        spec = getattr(self, "_tower_spec", None)
        if spec is None:
            assert self.rules is not None
            spec = self._tower_spec = spec_from_rules(self.rules)
        return spec

    # ------------------------------------------------------------- build

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        data = self.file("g06.yaml")
        spec = self.puzzle(options)
        if spec is not None:
            seed = int(spec.start.get("seed", 0))  # a puzzle's machine must behave as the solver saw it
        width, height = data["floor"]
        mm = data["spot_mm"]
        lay = data["layout"]
        table = Table(self.id, seed, players)
        table.add_zone("box", ZoneKind.STACK, Visibility.NOBODY, hidden=True)
        table.add_zone("fixtures", ZoneKind.STACK, hidden=True)
        table.add_zone("lid", ZoneKind.STACK, Visibility.NOBODY, hidden=True, label={"en": "Box lid", "ja": "箱のふた"})
        table.add_zone("bank", ZoneKind.MONEY, unlimited=True, hidden=True)
        assert self.rules is not None
        populate(table, self.rules, zone="box", money_zone="bank")
        x, y = lay["cards"]
        for n, card in enumerate(self.catalogue.colours + self.catalogue.shapes):
            # No label: the card's face prints its name (a label under it would say it twice).
            table.add_zone(f"card.{card}", ZoneKind.STACK, rect=[x + n * (63 + lay["card_gap"]), y, 63, 88], arrange="pile", board=f"stock_card.{card}")
        # The machine cut open (T22: look, never touch) and the table in front of its exit.
        add_tower_zones(table, tower_rects(self.tower_spec, lay["tower"][0], lay["tower"][1], lay["landing"]))
        fx, fy = lay["floor"]
        # The crates lie on a grid of spots; the window draws them itself (ui/games/jido_floor.py).
        table.add_zone("floor", ZoneKind.GRID, rect=[fx, fy, width * mm, height * mm], arrange="grid", cols=width, rows=height, hidden=True, spot_mm=mm)
        table.add_zone("mat", ZoneKind.AREA, rect=[fx, fy, width * mm, height * mm], arrange="free", label={"en": "Crates", "ja": "ボトルクレート"})
        for k in range(1, 7):
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
        table.add_zone("purse", ZoneKind.MONEY, owner=0, rect=lay["purse"], arrange="purse", label={"en": "Your money", "ja": "所持金"})
        return table

    def _block(self) -> list[Placement]:
        data = self.file("g06.yaml")
        cols, rows = data["setup_block"]
        width, height = data["floor"]
        x0, y0 = (width - 3 * cols) // 2, (height - 2 * rows) // 2
        return [Placement(x0 + 3 * (k % cols), y0 + 2 * (k // cols), 0) for k in range(cols * rows)]

    # ------------------------------------------------------------- setup

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        spec = self.puzzle(options)
        data = self.file("g06.yaml")
        cat = self.catalogue
        with table.begin("setup") as tx:
            tx.set_var("mode", options.get("mode", "strict"))
            for card in cat.colours + cat.shapes:
                tx.move([f"stock_card.{card}"], "fixtures")
            tx.move(["tower"], "fixtures")
            places = self._block()
            tower = TowerState()
            if spec is not None:
                tx.set_var("puzzle", spec.id)
                crates = self._puzzle_crates(spec)
                places = [
                    Placement(c["at"][0], c["at"][1], c.get("rot", 0)) if isinstance(c, dict) and "at" in c else places[k]
                    for k, c in enumerate(spec.start["crates"])
                ] + places[len(crates) :]
                crates += [(EMPTY,) * 6] * (6 - len(crates))
                money = spec.start["money"]
                purse = (money.get("coins100", 0), money.get("coins500", 0))
                if spec.start.get("tower"):
                    tower = TowerState.from_json(spec.start["tower"])
                goal = spec.goal.get("free")
                if goal:
                    tx.set_var("g06.targets", list(goal))
            else:
                money = data["expert_money" if options.get("expert") else "start_money"]
                purse = (money["coins100"], money["coins500"])
                crates = self._deal(tx, table, places, data["max_shared"])
            for k, (place, crate) in enumerate(zip(places, crates), start=1):
                tx.move([f"crate#{k}"], "floor", pos=[(place.x, place.y)])
                if place.rot:
                    tx.rotate([f"crate#{k}"], place.rot)
                for spot, d in enumerate(crate):
                    if d != EMPTY:
                        tx.move([cat.drink_piece(d)], f"crate.{k}", pos=[spot_pos(spot)])
            if tower.inside:
                tx.set_var("tower.state", tower.to_json())
                tx.move([f"drink.{d}" for d in tower.drink_ids()], "tower.inside")
            tx.add(MoveMoney((("bank", "purse", tuple((c, n) for c, n in ((100, purse[0]), (500, purse[1])) if n)),)))
            for var, value in (("result", 0), ("actions", 0)):
                tx.set_var(var, value)

    def _puzzle_crates(self, spec: Any) -> list[tuple[int, ...]]:
        try:
            crates = spec.crates(self.catalogue)
        except IllegalAction as exc:
            raise SessionError(f"{spec.path or spec.id}: {exc}") from None
        if not 1 <= len(crates) <= 6:
            raise SessionError(f"{spec.path or spec.id}: start.crates needs 1 to 6 crates")
        return crates

    def _deal(self, tx: Any, table: Table, places: list[Placement], limit: int) -> list[tuple[int, ...]]:
        """All 36 drinks drawn one by one from the box lid into the crates, then the
        fix-up swaps with adjacent crates (seed 141)."""
        cat = self.catalogue
        tx.move([cat.drink_piece(c * 6 + s) for c in range(6) for s in range(6)], "lid")
        while True:
            tx.shuffle("lid")
            order = [cat.drink(pid) for pid in table.zones["lid"].ids]
            crates = [tuple(order[k * 6 : (k + 1) * 6]) for k in range(6)]
            fixed = fix_crates(crates, limit, lambda a, b: touch(places[a], places[b]))
            if fixed is not None:
                return fixed

    # ---------------------------------------------------- model <-> table

    def config(self, table: Table) -> rules_model.Config:
        data = self.file("g06.yaml")
        cat = self.catalogue
        in_play: set[int] = set()
        for zid, zone in table.zones.items():
            if zid.startswith(("crate.", "card.")) or zid in ("tower.inside", OUT_ZONE):
                in_play.update(cat.drink(pid) for pid in zone.ids if pid.startswith("drink."))
        targets = frozenset(cat.drink(d) for d in table.vars.get("g06.targets") or ())
        spec = self.tower_spec
        seed = table.seed
        prices = data["prices"]
        return rules_model.Config(
            drinks=frozenset(in_play),
            seed_at=lambda counter: seed_at(seed, counter),
            spec=spec,
            take_cost=prices["take"],
            swap_cost=prices["swap"],
            dump_cost=prices["dump"],
            bonus=data["bonus"]["money"],
            bonus_size=data["bonus"]["drinks"],
            targets=targets,
        )

    def read(self, table: Table) -> rules_model.State:
        cat = self.catalogue
        crates = []
        for k in range(1, 7):
            spots = [EMPTY] * 6
            for pid in table.zones[f"crate.{k}"].ids:
                col, row = table.pieces[pid].pos
                spots[spot_index(col, row)] = cat.drink(pid)
            crates.append(tuple(spots))
        mask = 0
        for zid, zone in table.zones.items():
            if zid.startswith("card."):
                for pid in zone.ids:
                    if pid.startswith("drink."):
                        mask |= 1 << cat.drink(pid)
        purse = table.zones["purse"].coins
        return rules_model.State(
            crates=tuple(crates),
            sorted=mask,
            tower=tower_state(table),
            purse=(purse.get(100, 0), purse.get(500, 0)),
            rng=table.rng_counter,
            result=int(table.vars.get("result", 0)),
            reason=table.vars.get("reason", ""),
        )

    def write(self, tx: Any, table: Table, before: rules_model.State, after: rules_model.State, move: tuple) -> None:
        cat = self.catalogue
        kind = move[0]
        if kind == "dump":
            drinks = [cat.drink_name(d) for d in before.crates[move[1]] if d != EMPTY]
            result = insert_on_table(tx, drinks, "batch", spec=self.tower_spec, out_zone=OUT_ZONE)
            if result.state_after != after.tower:
                raise TableError("the machine did not behave as the rules model predicted (a seed mismatch)")
            out = [e.drink for e in result.out]
            for name in out:
                tx.move([f"drink.{name}"], f"card.{name.split(':')[0]}")
            if result.jammed:
                jammed = [cat.drink_names(cat.drink(d)) for d in result.jammed]
                tx.set_var("note", note("jido.note.came_out_jammed", n=len(out), jammed=jammed))
            else:
                tx.set_var("note", note("jido.note.came_out", n=len(out)))
        else:
            for k, crate in enumerate(after.crates):
                for spot, d in enumerate(crate):
                    if d != EMPTY and before.crates[k][spot] != d:
                        tx.move([cat.drink_piece(d)], f"crate.{k + 1}", pos=[spot_pos(spot)])
            if kind == "take":
                card = cat.card_name(move[2])
                taken = [d for d in before.crates[move[1]] if d != EMPTY and not before.sorted >> d & 1 and after.sorted >> d & 1]
                tx.move([cat.drink_piece(d) for d in taken], f"card.{card}")
                if after.purse[0] > before.purse[0] - 1:
                    tx.set_var("note", note("jido.note.six_at_once", n=after.purse[0] - before.purse[0] + 1))
        sync_money(
            tx,
            table,
            {"purse": {100: after.purse[0], 500: after.purse[1]}, "bank": {100: _bank(table, 100, before, after, 0), 500: _bank(table, 500, before, after, 1)}},
        )
        if after.result != before.result:
            tx.set_var("result", after.result)
            tx.set_var("reason", after.reason)

    # ------------------------------------------------------ action dicts

    def _crate(self, action: dict[str, Any], key: str = "crate") -> int:
        return int_arg(action, key, 1, 6) - 1

    def _side(self, action: dict[str, Any], key: str) -> int:
        return rules_model.SIDE_NAMES.index(choice_arg(action, key, rules_model.SIDE_NAMES))

    def parse(self, table: Table, action: dict[str, Any]) -> tuple:
        name = action.get("action")
        if name == "take":
            return ("take", self._crate(action), self.catalogue.card(action.get("card")))
        if name == "dump":
            return ("dump", self._crate(action))
        if name == "swap":
            k, j = self._crate(action), self._crate(action, "other")
            side, other_side = self._side(action, "side"), self._side(action, "other_side")
            spots = action.get("spots")
            if not isinstance(spots, list) or not spots:
                raise IllegalAction(msg("engine.arg.missing", action="swap", key="spots", what=msg("jido.want.spots")))
            along = rules_model.SIDES[side]
            mask = 0
            for i, _ in enumerate(spots):
                col, row = pos_arg({"action": "swap", f"spots[{i}]": spots[i]}, f"spots[{i}]", 3, 2)
                spot = spot_index(col, row)
                if spot not in along:
                    side_name = msg(f"jido.side.{rules_model.SIDE_NAMES[side]}")
                    raise IllegalAction(msg("jido.arg.spot_side", spot=f"[{col}, {row}]", side=side_name, k=k + 1))
                mask |= 1 << along.index(spot)
            return ("swap", k, side, j, other_side, mask)
        raise IllegalAction(msg("engine.unknown_action", action=shown_value(name), known=sorted(self._specs)))

    def encode(self, table: Table, move: tuple) -> dict[str, Any]:
        kind = move[0]
        if kind == "take":
            return {"action": "take", "crate": move[1] + 1, "card": self.catalogue.card_name(move[2])}
        if kind == "dump":
            return {"action": "dump", "crate": move[1] + 1}
        _, k, side, j, other_side, mask = move
        along = rules_model.SIDES[side]
        spots = [list(spot_pos(along[i])) for i in range(len(along)) if mask >> i & 1]
        return {
            "action": "swap",
            "crate": k + 1,
            "side": rules_model.SIDE_NAMES[side],
            "other": j + 1,
            "other_side": rules_model.SIDE_NAMES[other_side],
            "spots": spots,
        }

    # ----------------------------------------------------- free actions

    def _arrange(self, tx: Any, table: Table, action: dict[str, Any]) -> dict[str, Any]:
        width, height = self.file("g06.yaml")["floor"]
        k = self._crate(action)
        x, y = pos_arg(action, "at", width, height)
        rot = choice_arg(action, "rot", ROTATIONS, 0)
        place = Placement(x, y, rot)
        w, h = place.size
        if x + w > width or y + h > height:
            raise IllegalAction(msg("jido.g06.off_table"))
        for j in range(6):
            piece = table.pieces[f"crate#{j + 1}"]
            if j != k and overlap(place, Placement(piece.pos[0], piece.pos[1], piece.rot)):
                raise IllegalAction(msg("jido.g06.crate_there", k=j + 1))
        piece = table.pieces[f"crate#{k + 1}"]
        if (x, y) != tuple(piece.pos):
            tx.set_pos([piece.id], [(x, y)])
        if rot != piece.rot:
            tx.rotate([piece.id], (rot - piece.rot) % 360)
        return note("jido.note.arranged", k=k + 1)

    def _restack(self, tx: Any, table: Table, action: dict[str, Any]) -> dict[str, Any]:
        cat = self.catalogue
        d = cat.drink(action.get("drink"))
        card = cat.card(action.get("card"))
        piece = table.pieces[cat.drink_piece(d)]
        if not piece.zone.startswith("card."):
            raise IllegalAction(msg("jido.g06.restack_sorted"))
        if not (card == d // 6 or card == 6 + d % 6):
            raise IllegalAction(msg("jido.g06.restack_match", drink=cat.drink_names(d), card=cat.card_names(card)))
        tx.move([piece.id], f"card.{cat.card_name(card)}")
        return note("jido.note.restacked", drink=cat.drink_names(d), card=cat.card_names(card))

    def place(self, tx: Any, table: Table, action: dict[str, Any]) -> dict[str, Any]:
        """Free mode: put a drink from a crate into any empty spot of any crate."""
        cat = self.catalogue
        d = cat.drink(action.get("drink"))
        k = self._crate(action)
        col, row = pos_arg(action, "spot", 3, 2)
        if not table.pieces[cat.drink_piece(d)].zone.startswith("crate."):
            raise IllegalAction(msg("jido.g06.place_crates"))
        if self.read(table).crates[k][spot_index(col, row)] != EMPTY:
            raise IllegalAction(msg("jido.rule.spot_taken"))
        tx.move([cat.drink_piece(d)], f"crate.{k + 1}", pos=[(col, row)])
        return note("jido.note.placed", drink=cat.drink_names(d))

    def describe_action(self, table: Table, action: dict[str, Any]) -> Message:
        """An action in words: crates by the numbers drawn on them, drinks and cards by name, a move as a hand makes it."""
        cat, name = self.catalogue, action.get("action")
        try:
            if name == "take":
                return msg("jido.does.take", crate=crate_words(action["crate"]), card=cat.card_names(cat.card(action["card"])))
            if name == "dump":
                return msg("jido.does.dump", crate=crate_words(action["crate"]))
            if name == "swap":
                sides = {key: msg(f"jido.side.{action[key]}") for key in ("side", "other_side")}
                return msg("jido.does.swap_sides", crate=crate_words(action["crate"]), other=crate_words(action["other"]), **sides)
            if name == "arrange":
                return crate_move_words(table, action)
            if name == "restack":
                return msg("jido.does.restack", drink=cat.drink_names(cat.drink(action["drink"])), card=cat.card_names(cat.card(action["card"])))
        except (KeyError, TypeError, IndexError, IllegalAction):
            pass  # not of the action's form: its name says enough
        return super().describe_action(table, action)

    def status(self, table: Table) -> dict[str, Any]:
        out = super().status(table)
        state = self.read(table)
        cfg = self.config(table)
        out.update(
            {
                "money": rules_model.money(state),
                "coins100": state.purse[0],
                "coins500": state.purse[1],
                "inside": rules_model.inside(state),
                "unsorted": rules_model.unsorted(cfg, state),
                "targets": sorted(self.catalogue.drink_name(d) for d in cfg.targets),
            }
        )
        return out


def _bank(table: Table, denom: int, before: rules_model.State, after: rules_model.State, i: int) -> int:
    """The bank's coins once the purse changed from ``before`` to ``after``."""
    return table.zones["bank"].coins.get(denom, 0) - (after.purse[i] - before.purse[i])
