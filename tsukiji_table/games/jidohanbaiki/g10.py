"""G10 Drink Grid Collapse: the referee over the table (rules in :mod:`.g10_rules`).

The drinks lie in ``grid`` (6 x 6, position ``(x, y)``, ``y = 0`` at the
top); the empty crate that marks the bottom side as down lies in ``down``,
below it.  The drinks given to a seat go to ``p<seat>.taken``; its colours
are the colour cards in front of it (``p<seat>.cards``), dealt at set-up.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any, ClassVar

from ...table import Table, Tx, Visibility, ZoneKind
from ...text import Seat, add_strings
from ..base import Int, ListOf, Text
from ..registry import register
from . import g10_bots, g10_rules
from .common import EMPTY
from .party import ModelAction, PartyGame, Put, refuse


class Take(ModelAction):
    """Pick three drinks in a line and give two of them away."""

    name = "take"
    moves = ("take",)
    args = {"line": ListOf(Text(), 3, 3), "give": ListOf(Text(), 2, 2), "to": ListOf(Int(0, 5), 2, 2)}


@register
class GridCollapse(PartyGame):
    """G10: give drinks away from a collapsing grid; own-colour bottles score, cans cost."""

    id: ClassVar[str] = "jido:g10"
    reads: ClassVar[tuple[str, ...]] = ("g10.yaml",)
    names: ClassVar[dict[str, str]] = {"en": "Drink Grid Collapse", "ja": "ドリンク・グリッド崩し"}
    length: ClassVar[tuple[int, int] | None] = (10, 20)
    how_to: ClassVar[dict[str, str]] = {
        "en": "All 36 drinks lie in a 6 x 6 grid; the crate marks down. Each player owns colours (2 players: 3 each, 3: 2, "
        "4-6: one; the rest are neutral). On your turn pick three drinks in a line across or down, at least two of other "
        "players' colours, and give two of them away, each to whoever holds most of its colour. The drinks fall down and "
        "close up to the left. Your colours' bottles and stubby cans score 1; short cans cost 1 and long cans 2, unless "
        "other colours' bottles and stubby cans cancel them.",
        "ja": "36本のドリンクを6×6に並べ、クレートを置いた辺が下です。各プレイヤーは色を持ちます（2人：各3色、3人：各2色、4～6人：各1色、残りは中立）。"
        "手番では縦か横に並んだ3本を選び（うち2本は他のプレイヤーの色）、そのうち2本を、その色を一番多く持っているプレイヤーに渡します。"
        "ドリンクは下へ、次に左へ詰めます。自分の色のボトルとずんぐりした缶は+1点、短い缶は-1点、長い缶は-2点で、"
        "別の色のボトルとずんぐりした缶で相殺できます。",
    }
    model: ClassVar[ModuleType] = g10_rules
    actions = (Take, Put)
    bots: ClassVar[dict[str, Any]] = {"heuristic": g10_bots.CollapseBot}

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        data = self.file("g10.yaml")
        cols, rows = data["grid"]
        mm = data["spot_mm"]
        table = self.new_table(players, seed)
        table.add_zone("grid", ZoneKind.GRID, rect=[0, 0, cols * mm, rows * mm], arrange="grid", cols=cols, rows=rows, spot_mm=mm)
        table.add_zone("down", ZoneKind.STACK, rect=[0, rows * mm, cols * mm, 60], arrange="row", label={"en": "Down", "ja": "下"})
        table.add_zone("lid", ZoneKind.STACK, Visibility.NOBODY, hidden=True, label={"en": "Box lid", "ja": "箱のふた"})
        for seat in range(players):
            table.add_zone(f"p{seat}.taken", ZoneKind.STACK, owner=seat, arrange="row", label={"en": "Drinks given", "ja": "受け取ったドリンク"})
        return table

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        data = self.file("g10.yaml")
        cols, rows = data["grid"]
        cat = self.catalogue
        with table.begin("setup") as tx:
            tx.set_var("mode", options.get("mode", "assisted"))
            self.deal_colours(tx, table, data["colours_per_player"][table.players])
            # 「ドリンクすべてを…ランダムに6×6のマス目状に並べます」
            tx.move([cat.drink_piece(d) for d in range(36)], "lid")
            tx.shuffle("lid")
            drinks = list(table.zones["lid"].ids)[: cols * rows]
            tx.move(drinks, "grid", pos=[(i % cols, i // cols) for i in range(len(drinks))])
            tx.move(["crate#1"], "down")
            for var, value in (("phase", "play"), ("turn", 0), ("turns", 0)):
                tx.set_var(var, value)
            cfg = self.config(table)
            state, events = g10_rules.start(cfg, self.read(table))
            self.write(tx, table, self.read(table), state)
            self.note(tx, events)

    # ---------------------------------------------------- model <-> table

    def config(self, table: Table) -> g10_rules.Config:
        data = self.file("g10.yaml")
        shapes = [data["shapes"][s] for s in self.catalogue.shapes]
        cols, rows = data["grid"]
        return g10_rules.Config(
            players=table.players,
            cols=cols,
            rows=rows,
            other_colours=data["other_colours"],
            take=data["take"],
            own=tuple(s["own"] for s in shapes),
            cancels=tuple(s["cancels"] for s in shapes),
            penalty=tuple(s["penalty"] for s in shapes),
            collapse=data["collapse"],
        )

    def read(self, table: Table) -> g10_rules.State:
        cols, rows = self.file("g10.yaml")["grid"]
        grid = [EMPTY] * (cols * rows)
        for pid in table.zones["grid"].ids:
            pos = table.pieces[pid].pos
            if pid.startswith("drink.") and isinstance(pos, (list, tuple)) and 0 <= pos[0] < cols and 0 <= pos[1] < rows:
                grid[int(pos[1]) * cols + int(pos[0])] = self.drink_code(pid)
        owners = [g10_rules.NOBODY] * 6
        for seat, colours in enumerate(self.colours_of(table)):
            for c in colours:
                owners[c] = seat
        v = table.vars
        return g10_rules.State(
            grid=tuple(grid),
            owners=tuple(owners),
            held=tuple(tuple(self.drink_code(p) for p in table.zones[f"p{s}.taken"].ids if p.startswith("drink.")) for s in range(table.players)),
            seat=int(v.get("turn", 0)),
            turns=int(v.get("turns", 0)),
            over=v.get("phase") == "over",
            winners=tuple(v.get("winners") or ()),
        )

    def write(self, tx: Tx, table: Table, before: g10_rules.State, after: g10_rules.State) -> None:
        cols = self.file("g10.yaml")["grid"][0]
        piece = self.catalogue.drink_piece
        for seat, (a, b) in enumerate(zip(before.held, after.held)):
            if b[len(a) :]:
                tx.move([piece(d) for d in b[len(a) :]], f"p{seat}.taken")
        moved = [(d, (i % cols, i // cols)) for i, d in enumerate(after.grid) if d != EMPTY and (d not in before.grid or before.grid.index(d) != i)]
        if moved:
            tx.set_pos([piece(d) for d, _ in moved], [pos for _, pos in moved])
        tx.set_var("turn", after.seat)
        tx.set_var("turns", after.turns)
        if after.over and not before.over:
            tx.set_var("phase", "over")
            tx.set_var("winners", list(after.winners))

    # ------------------------------------------------------ action dicts

    def parse(self, table: Table, action: dict[str, Any]) -> tuple:
        line = tuple(self.drink_arg(d) for d in action["line"])
        given = tuple(self.drink_arg(d) for d in action["give"])
        to = tuple(action["to"])
        if any(s >= table.players for s in to):
            refuse("jido.g10.why.no_seat", players=table.players)
        return ("take", line, given, to)

    def encode(self, table: Table, move: tuple) -> dict[str, Any]:
        name = self.catalogue.drink_name
        _, line, given, to = move
        return {"action": "take", "line": [name(d) for d in line], "give": [name(d) for d in given], "to": list(to)}

    def line_params(self, action: dict[str, Any]) -> dict[str, Any]:
        cat = self.catalogue
        a, b = (cat.drink_names(cat.drink(d)) for d in action["give"])
        to = action["to"]
        return {"a": a, "b": b, "to_a": Seat(to[0]), "to_b": Seat(to[1])}

    # ------------------------------------------------------------ results

    def score(self, table: Table) -> dict[str, Any] | None:
        if not self.is_over(table):
            return None
        cfg, state = self.model_state(table)
        cat = self.catalogue
        return {
            "scores": g10_rules.scores(cfg, state),
            "winner": list(state.winners),
            "breakdown": [g10_rules.breakdown(cfg, state, s) for s in range(table.players)],
            "colours": [[cat.colours[c] for c in cs] for cs in self.colours_of(table)],
        }

    def status(self, table: Table) -> dict[str, Any]:
        cfg, state = self.model_state(table)
        cat = self.catalogue
        return {
            "turn": state.seat,
            "turns": state.turns,
            "colours": [[cat.colours[c] for c in cs] for cs in self.colours_of(table)],
            "points": [g10_rules.breakdown(cfg, state, s) for s in range(table.players)],
        }

    def public_state(self, table: Table) -> dict[str, Any]:
        out = super().public_state(table)
        out["status"] = self.status(table)
        return out


add_strings(
    {
        "jido.g10.action.take": {"en": "Give away two drinks of a line", "ja": "並んだドリンクから2本を渡す"},
        "jido.g10.does.take": {"en": "Give the {a} to {to_a} and the {b} to {to_b}", "ja": "{a}を{to_a}に、{b}を{to_b}に渡す"},
        "jido.g10.log.take": {"en": "{who} gives the {a} to {to_a} and the {b} to {to_b}", "ja": "{who}が{a}を{to_a}に、{b}を{to_b}に渡す"},
        "jido.g10.log.over": {"en": "Nobody can take three drinks any more: the game ends", "ja": "誰もドリンク3本を選べなくなったのでゲーム終了"},
        "jido.g10.why.over": {"en": "the game is over", "ja": "ゲームは終了しています"},
        "jido.g10.why.not_a_line": {
            "en": "the three drinks must lie side by side in a straight line, across or down",
            "ja": "3本は縦か横にまっすぐ隣り合って並んでいなければなりません",
        },
        "jido.g10.why.colours": {
            "en": "at least {n} of the three must be of other players' colours (not yours, not neutral)",
            "ja": "3本のうち{n}本以上は他のプレイヤーの色でなければなりません（自分の色・中立の色は数えません）",
        },
        "jido.g10.why.give": {"en": "give away {n} different drinks of the three", "ja": "3本のうち異なる{n}本を渡してください"},
        "jido.g10.why.give_order": {"en": "name the drinks given in the order of the line", "ja": "渡すドリンクは並びの順に指定してください"},
        "jido.g10.why.to": {
            "en": "that drink goes to whoever holds most of its colour: {seats}",
            "ja": "そのドリンクは、その色を一番多く持っているプレイヤーに渡します：{seats}",
        },
        "jido.g10.why.no_seat": {"en": "there are only {players} seats (0 to {players} - 1)", "ja": "席は{players}つだけです"},
    }
)
