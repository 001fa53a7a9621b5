"""G04 Crate Checkers: the referee over the table (rules in :mod:`.g04_rules`).

The six crates lie on the floor as in the solo G08 (:mod:`.crate_floor`);
each seat's drinks wait in ``p<seat>.supply`` until placed, and the drinks a
seat captures go to ``p<seat>.captured``.  Each seat's colour is the colour
card in front of it (``p<seat>.cards``), dealt at set-up.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any, ClassVar

from ...table import Table, Tx, ZoneKind
from ...text import add_strings
from ..base import IllegalAction, Int, ListOf, Text
from ..registry import register
from . import crate_floor, g04_bots, g04_rules
from .common import spot_index
from .geometry import Placement
from .party import Event, ModelAction, PartyGame, Put, seat_param, spot_arg, write_turn
from .solo import spot_words


class MoveCrate(ModelAction):
    """Move one crate (never turned; no gap may open)."""

    name = "move_crate"
    moves = ("crate",)
    args = {"crate": Int(1, 6), "at": ListOf(Int(), 2, 2)}


class PlaceDrink(ModelAction):
    """Put a drink from the supply on an empty spot with no drink of another colour beside it."""

    name = "place"
    moves = ("place",)
    args = {"crate": Int(1, 6), "spot": ListOf(Int(), 2, 2), "drink": Text()}


class MoveDrink(ModelAction):
    """Move one of your drinks a spot, or jump a drink of another colour and capture it."""

    name = "move_drink"
    moves = ("move",)
    args = {"drink": Text(), "dir": Text(tuple(g04_rules.DIRS))}


class EndTurn(ModelAction):
    """End the turn (only when more crate moves are allowed but not needed)."""

    name = "end_turn"
    moves = ("end",)


@register
class CrateCheckers(PartyGame):
    """G04: capture other colours' drinks by jumping them, on a board of crates that keeps moving."""

    id: ClassVar[str] = "jido:g04"
    reads: ClassVar[tuple[str, ...]] = ("g04.yaml",)
    names: ClassVar[dict[str, str]] = {"en": "Crate Checkers", "ja": "クレートチェッカー"}
    length: ClassVar[tuple[int, int] | None] = (15, 30)
    how_to: ClassVar[dict[str, str]] = {
        "en": "Six crates make a board of 6 x 6 spots. On your turn move one crate (never turned, leaving no gap), "
        "before or after placing one of your drinks (never beside another colour) or moving one a spot in any direction. "
        "Jump a drink of another colour onto the empty spot beyond to capture it. "
        "Capture 3 (2 players), 4 (3-4) or 5 (5-6) to win.",
        "ja": "クレート6箱で6×6のマス目を作ります。手番ではクレート1箱を移動し（向きは変えず、すき間も作らない）、"
        "その前か後に自分のドリンクを1本置くか（別の色の隣には置けません）、1本を縦横斜めに1マス動かします。"
        "別の色のドリンクを飛び越えて先の空きスポットへ移ると、そのドリンクを獲得します。"
        "2人なら3本、3～4人なら4本、5～6人なら5本獲得すれば勝利です。",
    }
    model: ClassVar[ModuleType] = g04_rules
    actions = (MoveCrate, PlaceDrink, MoveDrink, EndTurn, Put)
    bots: ClassVar[dict[str, Any]] = {"heuristic": g04_bots.CheckersBot}

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        data = self.file("g04.yaml")
        table = self.new_table(players, seed)
        cols, rows = data["setup_block"]
        crate_floor.add_floor(table, cols * rows, data["floor"], data["spot_mm"])
        for seat in range(players):
            table.add_zone(f"p{seat}.supply", ZoneKind.STACK, owner=seat, arrange="row", label={"en": "Supply", "ja": "サプライ"})
            table.add_zone(f"p{seat}.captured", ZoneKind.STACK, owner=seat, arrange="row", label={"en": "Captured", "ja": "獲得"})
        return table

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        data = self.file("g04.yaml")
        cat = self.catalogue
        with table.begin("setup") as tx:
            tx.set_var("mode", options.get("mode", "assisted"))
            crate_floor.lay_crates(tx, crate_floor.block(data["floor"], *data["setup_block"]))
            self.deal_colours(tx, table, 1)
            for seat, (colour,) in enumerate(self.colours_of(table)):
                tx.move([cat.drink_piece(colour * 6 + s) for s in range(data["drinks_per_player"])], f"p{seat}.supply")
            for var, value in (("phase", "play"), ("turn", 0), ("crates_moved", 0), ("drink_done", False), ("ending", False), ("turns", 0)):
                tx.set_var(var, value)

    # ---------------------------------------------------- model <-> table

    def crate_count(self) -> int:
        cols, rows = self.file("g04.yaml")["setup_block"]
        return int(cols * rows)

    def config(self, table: Table) -> g04_rules.Config:
        data = self.file("g04.yaml")
        return g04_rules.Config(
            players=table.players,
            target=data["capture_target"][table.players],
            min_crates=data["crate_moves"]["min"],
            max_crates=data["crate_moves"]["max"],
            rounds=data["rounds"],
            floor=tuple(data["floor"]),
        )

    def read(self, table: Table) -> g04_rules.State:
        n = self.crate_count()
        code = self.drink_code
        zones = table.zones
        v = table.vars
        return g04_rules.State(
            places=crate_floor.read_places(table, n),
            crates=crate_floor.read_crates(table, n, code),
            colours=tuple(c[0] if c else 0 for c in self.colours_of(table)),
            supply=tuple(tuple(sorted(code(p) for p in zones[f"p{s}.supply"].ids if p.startswith("drink."))) for s in range(table.players)),
            captured=tuple(tuple(code(p) for p in zones[f"p{s}.captured"].ids if p.startswith("drink.")) for s in range(table.players)),
            seat=int(v.get("turn", 0)),
            crates_moved=int(v.get("crates_moved", 0)),
            drink_done=bool(v.get("drink_done")),
            ending=bool(v.get("ending")),
            turns=int(v.get("turns", 0)),
            over=v.get("phase") == "over",
            winners=tuple(v.get("winners") or ()),
            reason=str(v.get("reason", "")),
        )

    def write(self, tx: Tx, table: Table, before: g04_rules.State, after: g04_rules.State) -> None:
        if after is before:
            return
        applied = g04_rules.applied
        moved = applied[1]
        # The move the model has just made, the turn maybe passed on after it (most writes: settle changes only the
        # turn's fields): its crates, supply and captures are the move's own, so what it moved is known.
        if (
            applied[0] is before
            and moved is not None
            and moved[0] is after[0]  # places
            and moved[1] is after[1]  # crates
            and moved[3] is after[3]  # supply
            and moved[4] is after[4]  # captured (colours never change)
        ):
            change = applied[2]
            if change[0] == "crate":
                k = change[1]
                crate_floor.write_crate(tx, k, before[0][k], after[0][k])
            else:
                _, drink, spot, victim = change  # ("drink", drink, spot, victim)
                if victim is None:  # one drink moved (move_drinks of it, without the sort)
                    zone, pos = crate_floor.spot_place(spot)
                    tx.move([self.drink_pieces[drink]], zone, pos=[pos])
                else:
                    crate_floor.move_drinks(tx, self.drink_pieces, {drink: crate_floor.spot_place(spot), victim: (f"p{before.seat}.captured", None)})
        else:
            # Compared (a state read from the table, a move the model did not note).
            if after.places is not before.places:
                crate_floor.write_places(tx, before.places, after.places)
            if after[1:5] != before[1:5]:  # crates, colours, supply, captured (colours never change)
                # Where each drink that is somewhere else in ``after`` than in ``before`` goes (a drink in neither stays where it lies).
                places = crate_floor.crate_changes(before.crates, after.crates)
                for zone, was_all, now_all in (("supply", before.supply, after.supply), ("captured", before.captured, after.captured)):
                    if was_all is now_all:
                        continue  # the model keeps what it leaves as it was (a step changes neither)
                    for seat, (was, now) in enumerate(zip(was_all, now_all)):
                        if was != now:
                            places.update({d: (f"p{seat}.{zone}", None) for d in now if d not in was})
                crate_floor.move_drinks(tx, self.drink_pieces, places)
        # The turn's variables that changed (the turn passing on sets three): the fields seat to over of each state,
        # unpacked at once (a look-up by name each cost more than the rest of a crate move's write).
        seat, crates_moved, drink_done, ending, turns, over = after[5:11]
        was_seat, was_moved, was_done, was_ending, was_turns, was_over = before[5:11]
        changed = []
        if seat != was_seat:
            changed.append(("turn", seat))
        if crates_moved != was_moved:
            changed.append(("crates_moved", crates_moved))
        if drink_done != was_done:
            changed.append(("drink_done", drink_done))
        if ending != was_ending:
            changed.append(("ending", ending))
        if turns != was_turns:
            changed.append(("turns", turns))
        if changed:
            tx.set_vars(changed)  # in one call
        if over and not was_over:
            write_turn(tx, (), after)  # the game's end

    # ------------------------------------------------------ action dicts

    def parse(self, table: Table, action: dict[str, Any]) -> tuple:
        name = action.get("action")
        if name == "move_crate":
            k = int(action["crate"]) - 1
            x, y = crate_floor.at_arg(action, self.file("g04.yaml")["floor"])
            return ("crate", k, Placement(x, y, table.pieces[f"crate#{k + 1}"].rot % 360))
        if name == "place":
            col, row = spot_arg(action)
            return ("place", self.drink_arg(action.get("drink")), int(action["crate"]) - 1, spot_index(col, row))
        if name == "move_drink":
            return ("move", self.drink_arg(action.get("drink")), action.get("dir"))
        return ("end",)

    def encode(self, table: Table, move: tuple) -> dict[str, Any]:
        cat = self.catalogue
        kind = move[0]
        if kind == "crate":
            return {"action": "move_crate", "crate": move[1] + 1, "at": [move[2].x, move[2].y]}
        if kind == "place":
            s = move[3]
            return {"action": "place", "crate": move[2] + 1, "spot": [s % 3, s // 3], "drink": cat.drink_name(move[1])}
        if kind == "move":
            return {"action": "move_drink", "drink": cat.drink_name(move[1]), "dir": move[2]}
        return {"action": "end_turn"}

    def action_events(self, before: g04_rules.State, after: g04_rules.State) -> list[Event]:
        """A capture: the drink jumped goes to the capturer."""
        if after.captured is before.captured:
            return []  # no capture (the model keeps the tuple): most actions
        out: list[Event] = []
        for s, (a, b) in enumerate(zip(before.captured, after.captured)):
            for d in b[len(a) :]:
                out.append(["jido.g04.log.captured", {"who": seat_param(s), "drink": self.catalogue.drink_names(d)}])
        return out

    def line_params(self, action: dict[str, Any]) -> dict[str, Any]:
        cat = self.catalogue
        out: dict[str, Any] = {k: v for k, v in action.items() if k in ("crate", "dir")}
        if isinstance(action.get("drink"), str):
            try:
                out["drink"] = cat.drink_names(cat.drink(action["drink"]))
            except IllegalAction:
                out["drink"] = action["drink"]
        spot = action.get("spot")
        if isinstance(spot, list) and len(spot) == 2 and all(isinstance(v, int) for v in spot) and 0 <= spot[0] < 3 and 0 <= spot[1] < 2:
            out["spot"] = spot_words(*spot)
        if action.get("action") == "move_drink":
            out["dir"] = {"en": DIR_NAMES[action["dir"]][0], "ja": DIR_NAMES[action["dir"]][1]}
        return out

    # ------------------------------------------------------------ results

    def score(self, table: Table) -> dict[str, Any] | None:
        if not self.is_over(table):
            return None
        cfg, state = self.model_state(table)
        return {
            "scores": g04_rules.scores(state),
            "winner": list(state.winners),
            "target": cfg.target,
            "reason": state.reason,
            "captured": [[self.catalogue.drink_name(d) for d in c] for c in state.captured],
        }

    def status(self, table: Table) -> dict[str, Any]:
        """What the panel and the script runner show besides the pieces."""
        cfg, state = self.model_state(table)
        cat = self.catalogue
        return {
            "turn": state.seat,
            "turns": state.turns,
            "target": cfg.target,
            "colours": [cat.colours[c] for c in state.colours],
            "captures": g04_rules.scores(state),
            "crates_moved": state.crates_moved,
            "drink_done": state.drink_done,
        }

    def public_state(self, table: Table) -> dict[str, Any]:
        out = super().public_state(table)
        out["status"] = self.status(table)
        return out


DIR_NAMES = {
    "n": ("up", "上"),
    "ne": ("up and right", "右上"),
    "e": ("right", "右"),
    "se": ("down and right", "右下"),
    "s": ("down", "下"),
    "sw": ("down and left", "左下"),
    "w": ("left", "左"),
    "nw": ("up and left", "左上"),
}

add_strings(
    {
        "jido.g04.action.place": {"en": "Place a drink", "ja": "ドリンクを置く"},
        "jido.g04.action.move_drink": {"en": "Move a drink", "ja": "ドリンクを動かす"},
        "jido.g04.does.place": {"en": "Place the {drink} on the {spot} spot of crate {crate}", "ja": "{drink}をクレート{crate}の{spot}に置く"},
        "jido.g04.does.move_drink": {"en": "Move the {drink} {dir}", "ja": "{drink}を{dir}へ動かす"},
        "jido.g04.log.move_crate": {"en": "{who} moves crate {crate}", "ja": "{who}がクレート{crate}を移動"},
        "jido.g04.log.place": {"en": "{who} places the {drink} in crate {crate}", "ja": "{who}が{drink}をクレート{crate}に置く"},
        "jido.g04.log.move_drink": {"en": "{who} moves the {drink} {dir}", "ja": "{who}が{drink}を{dir}へ動かす"},
        "jido.g04.log.end_turn": {"en": "{who} ends the turn", "ja": "{who}が手番を終える"},
        "jido.g04.log.captured": {"en": "{who} captures the {drink}", "ja": "{who}が{drink}を獲得"},
        "jido.g04.log.won": {"en": "{who} has captured {n} drinks and wins", "ja": "{who}が{n}本獲得して勝利"},
        "jido.g04.why.over": {"en": "the game is over", "ja": "ゲームは終了しています"},
        "jido.g04.why.crate_done": {
            "en": "you have moved {n} {n|crate|crates} this turn, the most a turn allows",
            "ja": "この手番ではもうクレートを{n}箱動かしました（上限です）",
        },
        "jido.g04.why.crate_turned": {"en": "a crate may not be turned", "ja": "クレートの向きは変えられません"},
        "jido.g04.why.crate_same": {"en": "the crate already lies there", "ja": "クレートはすでにそこにあります"},
        "jido.g04.why.crate_splits": {
            "en": "lifting that crate would split the other crates in two",
            "ja": "そのクレートを持ち上げると、残りのクレートが2つに分かれます",
        },
        "jido.g04.why.crate_overlap": {"en": "the crate would lie on another crate", "ja": "クレートが別のクレートに重なります"},
        "jido.g04.why.crate_apart": {
            "en": "the crate must touch another crate along a side: no gap",
            "ja": "クレートは別のクレートと辺で接していなければなりません（すき間は不可）",
        },
        "jido.g04.why.crate_hole": {"en": "the crates would enclose an empty gap", "ja": "クレートの間に囲まれたすき間ができます"},
        "jido.g04.why.drink_done": {"en": "you have already placed or moved a drink this turn", "ja": "この手番ではすでにドリンクを置くか動かしました"},
        "jido.g04.why.not_in_supply": {"en": "that drink is not in your supply", "ja": "そのドリンクはあなたのサプライにありません"},
        "jido.g04.why.taken": {"en": "that spot is taken", "ja": "そのスポットは埋まっています"},
        "jido.g04.why.beside_other": {
            "en": "a drink may not be placed beside (or corner to corner with) a drink of another colour",
            "ja": "別の色のドリンクの隣（縦・横・斜め）には置けません",
        },
        "jido.g04.why.not_yours": {"en": "you may move only drinks of your own colour", "ja": "動かせるのは自分の色のドリンクだけです"},
        "jido.g04.why.not_on_table": {"en": "that drink is not on the crates", "ja": "そのドリンクはクレートの上にありません"},
        "jido.g04.why.no_spot": {"en": "there is no spot there", "ja": "その方向にスポットがありません"},
        "jido.g04.why.own_colour": {"en": "you may not jump a drink of your own colour", "ja": "自分の色のドリンクは飛び越えられません"},
        "jido.g04.why.no_landing": {"en": "there is no empty spot beyond to land on", "ja": "飛び越えた先に空きスポットがありません"},
        "jido.g04.why.move_a_crate": {"en": "move a crate first: a turn moves at least one", "ja": "まずクレートを移動してください（毎手番1箱以上）"},
        "jido.g04.why.move_a_drink": {"en": "place or move a drink first", "ja": "まずドリンクを置くか動かしてください"},
        "jido.g04.why.nothing_to_end": {"en": "the turn ends by itself", "ja": "手番は自動で終わります"},
        "jido.g04.why.unknown": {"en": "unknown move", "ja": "不明な手です"},
    }
)
