"""G08 Yuzu Crate Slide for 2-6 players: the referee over the table (rules in :mod:`.g08m_rules`).

A game of its own id, ``jido:g08m``, beside the solo mode ``jido:g08``: the
solo mode keeps its puzzles, records, daily puzzle and saves as they are,
and this game reads the same crate-move and swap rules (``g08.yaml``) plus
its own (``g08m.yaml``: colours, teams, the winning count).  The crates lie
on the floor as in the solo mode (:mod:`.crate_floor`).  Each seat's colours
are the colour cards in front of it; in blind mode (``colours: blind``) they
are dealt face down, so only their owner knows them, and turned up when the
game ends.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property
from itertools import permutations
from types import ModuleType
from typing import Any, ClassVar

from ...table import Table, Tx, Visibility, ZoneKind
from ...text import add_strings
from ..base import Int, ListOf, Option, Text
from ..registry import register
from . import crate_floor, g08m_bots, g08m_rules
from .common import choice_arg
from .geometry import ROTATIONS, Placement
from .party import MODE_OPTION, Event, ModelAction, PartyGame, Put, hidden_public_state, seat_param, write_turn

COLOURS_OPTION = Option(
    "colours",
    ("open", "blind"),
    "open",
    "open: everyone's colours are known; blind: each player's colours are dealt face down (目隠しモード)",
    {"en": "Colours", "ja": "色"},
)


class ShapeOrders(Sequence[list[int]]):
    """The orders of the six shapes (``itertools.permutations``' order), each made as a list when read: the set-up
    draws one of the 720 (making them all was a good part of a set-up)."""

    orders = tuple(permutations(range(6)))

    def __len__(self) -> int:
        return len(self.orders)

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return [list(order) for order in self.orders[index]]
        return list(self.orders[index])


SHAPE_ORDERS = ShapeOrders()


class MoveCrate(ModelAction):
    """Move (and turn) one crate at the start of a turn."""

    name = "move_crate"
    moves = ("crate",)
    args = {"crate": Int(1, 6), "at": ListOf(Int(), 2, 2), "rot": Int(default=0)}


class Swap(ModelAction):
    """Swap two drinks in neighbouring spots (side or corner), across crates or not."""

    name = "swap"
    moves = ("swap",)
    args = {"drinks": ListOf(Text(), 2, 2)}


class EndTurn(ModelAction):
    """End a begun turn before the second swap."""

    name = "end_turn"
    moves = ("end",)


@register
class CrateSlideParty(PartyGame):
    """G08 for 2-6: the first to gather five drinks of their colour in one crate wins (teams at 4-6)."""

    id: ClassVar[str] = "jido:g08m"
    reads: ClassVar[tuple[str, ...]] = ("g08.yaml", "g08m.yaml")
    names: ClassVar[dict[str, str]] = {"en": "Yuzu Crate Slide", "ja": "ゆずのクレートスライド"}
    length: ClassVar[tuple[int, int] | None] = (15, 30)
    how_to: ClassVar[dict[str, str]] = {
        "en": "Each crate starts with the six drinks of one shape. Each player owns colours (2 players: 3 each, 3: 2 each, "
        "4-6: one each, in two teams). On your turn you may move one crate so that it joins another along a side of the same "
        "length, never splitting the group, then swap two neighbouring drinks twice. "
        "Five drinks of your colour in one crate win (for your team). Blind mode: colours are dealt face down.",
        "ja": "各クレートには同じ形状のドリンク6本が入っています。各プレイヤーは色を持ちます（2人：各3色、3人：各2色、4～6人：各1色でチーム戦）。"
        "手番ではクレート1箱を、同じ長さの辺で別のクレートに接するように移動でき（クレート群を2つに分けてはなりません）、"
        "その後、隣り合うドリンクの入れ替えを2回行います。1箱に自分の色のドリンクが5本入れば勝利（チームの勝利）。"
        "目隠しモードでは色カードを裏向きで配ります。",
    }
    model: ClassVar[ModuleType] = g08m_rules
    options: ClassVar[tuple[Option, ...]] = (COLOURS_OPTION, MODE_OPTION)
    actions = (MoveCrate, Swap, EndTurn, Put)
    bots: ClassVar[dict[str, Any]] = {"heuristic": g08m_bots.SlideBot}

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        slide = self.file("g08.yaml")
        table = self.new_table(players, seed)
        cols, rows = slide["setup_block"]
        crate_floor.add_floor(table, cols * rows, slide["floor"], slide["spot_mm"])
        table.add_zone("lid", ZoneKind.STACK, Visibility.NOBODY, hidden=True, label={"en": "Box lid", "ja": "箱のふた"})
        return table

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        slide, data = self.file("g08.yaml"), self.file("g08m.yaml")
        cat = self.catalogue
        places = crate_floor.block(slide["floor"], *slide["setup_block"])
        with table.begin("setup") as tx:
            tx.set_var("mode", options.get("mode", "assisted"))
            tx.set_var("colour_mode", options.get("colours", "open"))
            crate_floor.lay_crates(tx, places)
            # One shape per crate (「ドリンクを形状により選り分け」), the drinks of each in random order.
            shapes = tx.choice("g08m.shapes", SHAPE_ORDERS)
            for k, shape in enumerate(shapes[: len(places)], start=1):
                tx.move([cat.drink_piece(c * 6 + shape) for c in range(6)], "lid")
                tx.shuffle("lid")
                drinks = list(table.zones["lid"].ids)
                tx.move(drinks, f"crate.{k}", pos=[(s % 3, s // 3) for s in range(6)])
            self.deal_colours(tx, table, data["colours_per_player"][table.players], face_down=options.get("colours") == "blind")
            for var, value in (("phase", "play"), ("turn", 0), ("step", g08m_rules.START), ("swaps_done", 0), ("ending", False), ("turns", 0)):
                tx.set_var(var, value)

    def blind(self, table: Table) -> bool:
        return table.vars.get("colour_mode") == "blind"

    # ---------------------------------------------------- model <-> table

    def config(self, table: Table) -> g08m_rules.Config:
        slide, data = self.file("g08.yaml"), self.file("g08m.yaml")
        n = table.players
        return g08m_rules.Config(
            players=n,
            floor=tuple(slide["floor"]),
            full_side=slide["join"] == "full_side",
            swaps=slide["swaps_per_turn"],
            win_count=data["win_count"],
            rounds=data["rounds"],
            teams=tuple(s % 2 for s in range(n)) if n in data["teams"] else (),
        )

    def read(self, table: Table) -> g08m_rules.State:
        owners = [g08m_rules.NOBODY] * 6
        for seat, colours in enumerate(self.colours_of(table)):
            for c in colours:
                owners[c] = seat
        v = table.vars
        return g08m_rules.State(
            places=crate_floor.read_places(table, 6),
            crates=crate_floor.read_crates(table, 6, self.drink_code),
            owners=tuple(owners),
            seat=int(v.get("turn", 0)),
            phase=int(v.get("step", 0)),
            swaps_done=int(v.get("swaps_done", 0)),
            ending=bool(v.get("ending")),
            turns=int(v.get("turns", 0)),
            over=v.get("phase") == "over",
            winners=tuple(v.get("winners") or ()),
            reason=str(v.get("reason", "")),
            crate=int(v.get("crate", -1)),
        )

    def write(self, tx: Tx, table: Table, before: g08m_rules.State, after: g08m_rules.State) -> None:
        if after is before:
            return  # a move that settles nothing (the turn goes on): no change to write
        if after.places is not before.places:
            crate_floor.write_places(tx, before.places, after.places)
        if after.crates is not before.crates:
            crate_floor.move_changed(tx, self.drink_pieces, before.crates, after.crates)
        changes = (
            ("turn", after.seat, before.seat),
            ("step", after.phase, before.phase),
            ("swaps_done", after.swaps_done, before.swaps_done),
            ("ending", after.ending, before.ending),
            ("turns", after.turns, before.turns),
        )
        ended = after.over and not before.over
        write_turn(tx, changes, after if ended else None)
        if ended:
            tx.set_var("crate", after.crate)
            cards = [pid for s in range(table.players) for pid in table.zones[f"p{s}.cards"].ids]
            if any(not table.pieces[pid].face_up for pid in cards):
                tx.set_face(cards, True)  # blind mode: every colour is shown at the end
                tx.reveal()

    @cached_property
    def drink_names(self) -> tuple[str, ...]:
        """Each drink's name in an action (``red:short_can``) by code (made once: a swap names two of them)."""
        return tuple(self.catalogue.drink_name(d) for d in range(36))

    # ------------------------------------------------------ action dicts

    def parse(self, table: Table, action: dict[str, Any]) -> tuple:
        name = action.get("action")
        if name == "move_crate":
            k = int(action["crate"]) - 1
            x, y = crate_floor.at_arg(action, self.file("g08.yaml")["floor"])
            return ("crate", k, Placement(x, y, choice_arg(action, "rot", ROTATIONS, 0)))
        if name == "swap":
            a, b = (self.drink_arg(d) for d in action["drinks"])
            return ("swap", min(a, b), max(a, b))
        return ("end",)

    def encode(self, table: Table, move: tuple) -> dict[str, Any]:
        if move[0] == "crate":
            place = move[2]
            return {"action": "move_crate", "crate": move[1] + 1, "at": [place.x, place.y], "rot": place.rot}
        if move[0] == "swap":
            names = self.drink_names
            return {"action": "swap", "drinks": [names[move[1]], names[move[2]]]}
        return {"action": "end_turn"}

    def action_events(self, before: g08m_rules.State, after: g08m_rules.State) -> list[Event]:
        if not after.over or before.over:
            return []
        cat = self.catalogue
        counts = [0] * 6
        for d in after.crates[after.crate]:
            counts[d // 6] += 1
        colour = max(range(6), key=lambda c: (counts[c], after.owners[c] != g08m_rules.NOBODY))
        return [
            ["jido.g08m.log.five", {"n": counts[colour], "colour": cat.names[cat.colours[colour]], "crate": after.crate + 1}],
            ["jido.party.wins", {"who": [seat_param(s) for s in after.winners]}],
        ]

    def line_params(self, action: dict[str, Any]) -> dict[str, Any]:
        cat = self.catalogue
        if action.get("action") == "swap":
            a, b = action["drinks"]
            return {"a": cat.drink_names(cat.drink(a)), "b": cat.drink_names(cat.drink(b))}
        if action.get("action") == "move_crate":
            return {"crate": action["crate"]}
        return {}

    # ------------------------------------------------------------ results

    def score(self, table: Table) -> dict[str, Any] | None:
        if not self.is_over(table):
            return None
        cfg, state = self.model_state(table)
        cat = self.catalogue
        return {
            "scores": g08m_rules.best_counts(state, table.players),
            "winner": list(state.winners),
            "reason": state.reason,
            "win_count": cfg.win_count,
            "colours": [[cat.colours[c] for c in cs] for cs in self.colours_of(table)],
            "teams": list(cfg.teams),
        }

    def status(self, table: Table, viewer: int | None = None) -> dict[str, Any]:
        """What the panel shows; in blind mode only the viewer's own colours (none for a bystander)."""
        cfg, state = self.model_state(table)
        cat = self.catalogue
        colours = self.colours_of(table)
        shown = [[cat.colours[c] for c in cs] if not self.blind(table) or self.is_over(table) or s == viewer else None for s, cs in enumerate(colours)]
        return {
            "turn": state.seat,
            "turns": state.turns,
            "swaps_left": cfg.swaps - state.swaps_done,
            "crate_moved": state.phase == g08m_rules.MOVED,
            "colours": shown,
            "teams": list(cfg.teams),
            "win_count": cfg.win_count,
        }

    def public_state(self, table: Table) -> dict[str, Any]:
        out = hidden_public_state(super().public_state(table), table)
        out["status"] = self.status(table)
        return out


add_strings(
    {
        "jido.g08m.does.swap": {"en": "Swap the {a} and the {b}", "ja": "{a}と{b}を入れ替える"},
        "jido.g08m.log.move_crate": {"en": "{who} moves crate {crate}", "ja": "{who}がクレート{crate}を移動"},
        "jido.g08m.log.swap": {"en": "{who} swaps the {a} and the {b}", "ja": "{who}が{a}と{b}を入れ替え"},
        "jido.g08m.log.end_turn": {"en": "{who} ends the turn", "ja": "{who}が手番を終える"},
        "jido.g08m.log.five": {"en": "{n} {colour} drinks in crate {crate}", "ja": "クレート{crate}に{colour}ドリンクが{n}本"},
        "jido.g08m.why.over": {"en": "the game is over", "ja": "ゲームは終了しています"},
        "jido.g08m.why.crate_first": {"en": "a crate moves at the start of a turn, before the swaps", "ja": "クレートの移動は手番の最初、入れ替えの前です"},
        "jido.g08m.why.splits": {
            "en": "lifting that crate would split the group in two, so it cannot move or turn",
            "ja": "そのクレートを動かすとクレート群が2つに分かれるため、移動も向きの変更もできません",
        },
        "jido.g08m.why.join": {
            "en": "a crate must join another crate along a side of the same length, on free spots",
            "ja": "クレートは、同じ長さの辺で別のクレートに接する空いた位置にだけ移動できます",
        },
        "jido.g08m.why.not_in_play": {"en": "that drink is in no crate", "ja": "そのドリンクはクレートに入っていません"},
        "jido.g08m.why.not_neighbours": {
            "en": "only drinks in neighbouring spots (side or corner) can swap",
            "ja": "入れ替えられるのは隣り合う（縦・横・斜め）スポットのドリンクだけです",
        },
        "jido.g08m.why.not_begun": {"en": "nothing to end: the turn has not begun", "ja": "まだ手番で何もしていないので終了できません"},
        "jido.g08m.why.unknown": {"en": "unknown move", "ja": "不明な手です"},
    }
)
