"""G02 Magical Golden Ball Racer, 2-7 players: the referee over the table.

Zones: ``pool`` (the 36 drinks gathered in one place: a 6 x 6 grid in a
shuffled order, kept in ``vars["layout"]`` so a drink put back returns to
its spot), per crate player ``p<s>.crate`` (their crate, open), ``road``
(the table between the 5,000 note and the 500 coin: the coins laid are the
spots in ``vars["road"]``; the window draws them).  Everything is public.

The race is run in ticks (decision g02-ticks, :mod:`.g02_rules`): the clocks
(``vars["clocks"]``) say who moves next; ``vars["done"]`` holds the tick at
which each seat completed its task.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

from ...rulesdata import Rules
from ...table import Move as MoveCmd
from ...table import SetVar, Table, Transaction, Tx, ZoneKind
from ...text import Message, Seat, msg
from ..base import Action, Game, Int, ListOf, Option, Text, Why, boxed_table, shown_value
from ..registry import register
from ..session import SessionError
from . import g02_rules as model
from .common import Catalogue, spot_pos
from .g02_bots import HeuristicBot
from .g02_words import spot_name

Act = dict[str, Any]
SPOT = 30.0  # mm per drink spot
COIN = 24.0  # mm per coin spot (a 100 coin's diameter)
START_X = 70.0  # mm from the road's left edge to the start line: the pile of coins and the 5,000 note lie before it
SEATS = tuple(f"seat{n}" for n in range(1, 8))


def _check_racer(value: Any) -> str:
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(SEATS):
        return SEATS[value]
    if value in ("random", *SEATS):
        return str(value)
    raise ValueError(f"expected random or seat1 ... seat7, not {value!r}")


RACER_OPTION = Option(
    "racer",
    ("random", *SEATS),
    "random",
    "who is the Magical Golden Ball Racer: seat1 ... seat7, or random (decision g02-racer)",
    names={"en": "Racer", "ja": "レーサー"},
    check=_check_racer,
    offered=lambda value, players: value == "random" or SEATS.index(value) < players,
)


class RaceAction(Action):
    """A G02 move: parsed into a model move, judged by :func:`.g02_rules.check`, timed on the mover's clock."""

    kind: ClassVar[str] = ""
    phases = ("play",)

    def parse(self, game: GoldenBallRacer, action: Act) -> model.Move | Message:
        raise NotImplementedError

    def candidates(self, game: GoldenBallRacer, table: Table, seat: int) -> Iterable[Act]:
        return (game.encode(m) for m in model.moves(game.config, game.state(table), seat) if m[0] == self.kind)

    def check(self, game: GoldenBallRacer, table: Table, seat: int, action: Act) -> Why:
        move = self.parse(game, action)
        if isinstance(move, Message):
            return move
        why = model.check(game.config, game.state(table), seat, move)
        return None if why is None else game.reason(why)

    def apply(self, game: GoldenBallRacer, table: Table, tx: Tx, seat: int, action: Act) -> None:
        move = self.parse(game, action)
        assert not isinstance(move, Message)
        before = game.state(table)
        after = model.apply(game.config, before, seat, move)
        if move[0] in ("lay", "shift"):
            tx.set_var("road", sorted([list(s) for s in after.road]))
        elif move[0] == "take":
            tx.move([game.cat.drink_piece(move[1])], f"p{seat}.crate", pos=[spot_pos(len(before.crates[seat]))])
        else:
            self._put_back(game, table, tx, seat, move[1], after)
        tx.set_var("clocks", list(after.clocks))
        tx.set_var("last", list(after.last))
        tx.set_var("moves", after.moves)
        tx.set_var("done", list(after.done))

    @staticmethod
    def _put_back(game: GoldenBallRacer, table: Table, tx: Tx, seat: int, drink: int, after: model.State) -> None:
        """The drink to its own spot in the pool; the drinks after it in the crate close up."""
        layout = table.vars["layout"]
        k = layout.index(drink)
        tx.move([game.cat.drink_piece(drink)], "pool", pos=[(k % 6, k // 6)])
        rest = after.crates[seat]
        if rest:
            tx.set_pos([game.cat.drink_piece(d) for d in rest], [spot_pos(i) for i in range(len(rest))])

    def describe(self, game: GoldenBallRacer, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.seat is not None and tx.action is not None
        who, action = Seat(tx.seat), tx.action
        move = self.parse(game, action)
        assert not isinstance(move, Message)
        clock = next((c.after for c in tx.commands if isinstance(c, SetVar) and c.name == "clocks"), None)
        t = clock[tx.seat] if clock else 0
        if move[0] == "lay":
            line = msg("jido.g02.log.lay", who=who, spot=spot_name(move[1]), t=t)
        elif move[0] == "shift":
            line = msg("jido.g02.log.shift", who=who, src=spot_name(move[1]), dst=spot_name(move[2]), t=t)
        elif move[0] == "take":
            into = next(c for c in tx.commands if isinstance(c, MoveCmd) and c.dst == f"p{tx.seat}.crate")
            col, row = into.pos[0] if into.pos else (0, 0)
            k = row * 3 + col + 1  # the drinks in the crate then (it fills spot by spot): not now, the log is read later too
            line = msg("jido.g02.log.take", who=who, drink=game.cat.drink_names(move[1]), k=k, n=game.config.crate_size, t=t)
        else:
            line = msg("jido.g02.log.return", who=who, drink=game.cat.drink_names(move[1]), t=t)
        return [line, *game.flow_lines(table, tx)]


def _spot_arg(value: Any) -> tuple[int, int] | Message:
    if isinstance(value, (list, tuple)) and len(value) == 2 and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return (value[0], value[1])
    return msg("jido.g02.why.spot", value=shown_value(value))


class Lay(RaceAction):
    """The racer lays a 100 coin from the pile on a free spot ([coin, lane]; it counts once it touches the road)."""

    name = "lay"
    kind = "lay"
    args = {"to": ListOf(Int(), 2, 2)}

    def parse(self, game: GoldenBallRacer, action: Act) -> model.Move | Message:
        spot = _spot_arg(action["to"])
        return spot if isinstance(spot, Message) else ("lay", spot)


class Shift(RaceAction):
    """The racer picks up a coin already laid and puts it on another free spot."""

    name = "shift"
    kind = "shift"
    args = {"from": ListOf(Int(), 2, 2), "to": ListOf(Int(), 2, 2)}

    def parse(self, game: GoldenBallRacer, action: Act) -> model.Move | Message:
        src, dst = _spot_arg(action["from"]), _spot_arg(action["to"])
        if isinstance(src, Message):
            return src
        return dst if isinstance(dst, Message) else ("shift", src, dst)


class DrinkAction(RaceAction):
    args = {"drink": Text()}

    def parse(self, game: GoldenBallRacer, action: Act) -> model.Move | Message:
        why = game.cat.no_drink(action["drink"])
        return why if why is not None else (self.kind, game.cat.drink(action["drink"]))


class Take(DrinkAction):
    """A crate player takes a drink from the table into their crate (never one sharing a shape or colour with a drink in it)."""

    name = "take"
    kind = "take"


class PutBack(DrinkAction):
    """A crate player puts a drink of their crate back on the table (decision g02-a10-return)."""

    name = "return"
    kind = "return"


@register
class GoldenBallRacer(Game):
    """G02 Magical Golden Ball Racer for 2-7 players."""

    id: ClassVar[str] = "jido:g02"
    box: ClassVar[str | None] = "jidohanbaiki"
    reads: ClassVar[tuple[str, ...]] = ("g02.yaml",)
    names: ClassVar[dict[str, str]] = {"en": "Magical Golden Ball Racer", "ja": "マジカル黄金球レーサー"}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 7
    length: ClassVar[tuple[int, int] | None] = (5, 10)  # the rulebook gives no playing time: our estimate
    how_to: ClassVar[dict[str, str]] = {
        "en": "A race. The racer lays 100 coins one at a time to build a road of touching coins from the start line to the 500 coin; "
        "everyone else takes drinks one at a time into their crate to hold six drinks of six shapes and six colours. "
        "Each move costs ticks of effort (a coin 3, a drink 4 and 2 more for each other crate player, putting one back 2) and the player with the fewest ticks moves next: "
        "whoever completes in the fewest ticks wins. With 5-7 players the crate players are two teams.",
        "ja": "レースです。レーサーは100円硬貨を1枚ずつ置き、スタートラインから500円硬貨までつながる道を作ります。"
        "他のプレイヤーはドリンクを1本ずつ自分のクレートに入れ、形状も色もすべて異なる6本をそろえます。"
        "動作ごとに手間のティックがかかり（硬貨3、ドリンク4＋他のクレート側1人につき2、戻す2）、ティックの最も少ない人が次に動きます。最も少ないティックで完成した人の勝ち。"
        "5～7人ではクレート側が2チームに分かれます。",
    }
    options = (RACER_OPTION,)
    bots: ClassVar[dict[str, Any]] = {"heuristic": HeuristicBot}
    actions = (Lay, Shift, Take, PutBack)

    def __init__(self, rules: Rules | None):
        super().__init__(rules)
        assert rules is not None, "Magical Golden Ball Racer needs the jidohanbaiki rules data"
        data = self.data = rules.file("g02.yaml")
        self.cat = Catalogue.from_rules(rules)
        ticks = data["ticks"]
        self.config = model.Config(
            coins=data["coins"],
            coins_per_player=data["notes_per_player"] * data["note_in_coins"],
            rows=data["rows"],
            crate_size=data["crate_size"],
            coin_ticks=ticks["coin"],
            take_ticks=ticks["take"],
            crowd_ticks=ticks["crowd"],
            return_ticks=ticks["return"],
            teams_from=data["teams_from"],
            limit_ticks=data["limit_ticks"],
        )
        self._cache: tuple[Table, int, model.State] | None = None

    # ---------------------------------------------------------- structure

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        assert self.rules is not None
        table = boxed_table(self.id, seed, players, self.rules)
        cfg = self.config
        road_w = START_X + (cfg.length(players) + 1.5) * COIN + 10  # the pile and the note, then the coins' spots
        road_h = (cfg.rows - 1) * COIN * 0.87 + COIN + 16
        table.add_zone("road", ZoneKind.STACK, rect=[0.0, 0.0, road_w, road_h + 9], arrange="free", label={"en": "The road", "ja": "道"})
        top = road_h + 20
        side = 6 * SPOT + 8
        table.add_zone("pool", ZoneKind.GRID, rect=[0.0, top, side, side + 9], arrange="grid", cols=6, rows=6, label={"en": "Drinks", "ja": "ドリンク"})
        table.add_zone("crates", ZoneKind.STACK, hidden=True)
        for seat in range(players):
            x = side + 12 + (seat % 3) * (3 * SPOT + 24)
            y = top + (seat // 3) * (2 * SPOT + 30)
            rect = [x, y, 3 * SPOT + 16, 2 * SPOT + 26]
            table.add_zone(f"p{seat}.crate", ZoneKind.GRID, owner=seat, rect=rect, arrange="grid", cols=3, rows=2, label={"en": "Crate", "ja": "クレート"})
        return table

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        """The drinks gathered in one place, the racer chosen, a crate for everyone else."""
        cat, n = self.cat, table.players
        with table.begin("setup") as tx:
            tx.set_var("mode", options.get("mode", "assisted"))
            counter, rng = table.rng()
            layout = list(range(36))
            rng.shuffle(layout)  # 「ドリンクを1ヶ所に集め」: gathered anyhow
            tx.move([cat.drink_piece(d) for d in layout], "pool", pos=[(k % 6, k // 6) for k in range(36)], rng=counter)
            tx.set_var("layout", layout)
            value = _check_racer(options.get("racer", "random"))
            if value == "random":
                racer = int(tx.choice("racer", list(range(n))))
            else:
                racer = SEATS.index(value)
                if racer >= n:
                    raise SessionError(f"option racer={value}: there are only {n} players")
                tx.set_var("racer", racer)
            tx.move([f"crate#{k + 1}" for k in range(n - 1)], "crates")  # 「他のプレイヤーは各自、ボトルクレート1箱を受け取ります」
            tx.set_var("sides", list(model.sides(self.config, n, racer)))
            tx.set_var("road", [])
            tx.set_var("clocks", [0] * n)
            tx.set_var("last", [-1] * n)
            tx.set_var("moves", 0)
            tx.set_var("done", [None] * n)
            tx.set_var("phase", "play")

    # ------------------------------------------------------ model <-> table

    def read(self, table: Table) -> model.State:
        v = table.vars
        n = table.players
        codes = {self.cat.drink_piece(d): d for d in range(36)}
        crates = []
        for s in range(n):
            ids = table.zones[f"p{s}.crate"].ids
            crates.append(tuple(codes[p] for p in sorted(ids, key=lambda p: tuple(reversed(table.pieces[p].pos)))))
        pool = frozenset(codes[p] for p in table.zones["pool"].ids)
        return model.State(
            n,
            int(v["racer"]),
            frozenset((c, r) for c, r in v["road"]),
            tuple(crates),
            pool,
            tuple(v["clocks"]),
            tuple(v["last"]),
            tuple(v["done"]),
            int(v["moves"]),
        )

    def state(self, table: Table) -> model.State:
        """:meth:`read`, kept while the table does not change (legal_actions checks many actions)."""
        cache = self._cache
        if cache is not None and cache[0] is table and cache[1] == table.revision:
            return cache[2]
        state = self.read(table)
        self._cache = (table, table.revision, state)
        return state

    def encode(self, move: model.Move) -> Act:
        if move[0] == "lay":
            return {"action": "lay", "to": list(move[1])}
        if move[0] == "shift":
            return {"action": "shift", "from": list(move[1]), "to": list(move[2])}
        return {"action": move[0], "drink": self.cat.drink_name(move[1])}

    def reason(self, why: tuple[str, dict[str, Any]]) -> Message:
        key, params = why
        words = dict(params)
        for k in ("drink", "other"):
            if k in words:
                words[k] = self.cat.drink_names(words[k])
        if "spot" in words:
            words["spot"] = spot_name(words["spot"])
        return msg(f"jido.g02.why.{key}", **words)

    # ------------------------------------------------------------ queries

    def to_move(self, table: Table) -> list[int]:
        if table.vars.get("phase") != "play":
            return []
        seat = model.to_move(self.config, self.state(table))
        return [] if seat is None else [seat]

    def advance(self, table: Table, tx: Tx) -> None:
        if table.vars.get("phase") == "play" and model.to_move(self.config, self.read(table)) is None:
            tx.set_var("phase", "over")

    def is_over(self, table: Table) -> bool:
        return table.vars.get("phase") == "over"

    def turns(self, table: Table) -> int:
        return int(table.vars.get("moves", 0))

    def road_length(self, table: Table) -> int:
        return self.config.length(table.players)

    def score(self, table: Table) -> dict[str, Any] | None:
        if not self.is_over(table):
            return None
        cfg, state = self.config, self.read(table)
        rows = []
        for s in range(table.players):
            goal = cfg.length(table.players) if s == state.racer else cfg.crate_size
            rows.append(
                {
                    "progress": model.progress(cfg, state, s),
                    "of": goal,
                    "ticks": state.clocks[s],
                    "done": state.done[s],
                    "side": model.sides(cfg, state.players, state.racer)[s],
                }
            )
        scores = [1 if s in model.winners(cfg, state) else 0 for s in range(table.players)]
        return {"scores": scores, "winner": model.winners(cfg, state), "seats": rows, "racer": state.racer}

    # ------------------------------------------------------------- output

    def flow_lines(self, table: Table, tx: Transaction) -> list[Message]:
        """A task completed, the others playing on, the end."""
        lines: list[Message] = []
        done = next((c for c in tx.commands if isinstance(c, SetVar) and c.name == "done"), None)
        assert tx.seat is not None
        if done is not None and done.after[tx.seat] is not None and (done.before is None or done.before[tx.seat] is None):
            key = "jido.g02.log.road_done" if tx.seat == table.vars.get("racer") else "jido.g02.log.crate_done"
            lines.append(msg(key, who=Seat(tx.seat), t=done.after[tx.seat]))
            if not any(isinstance(c, SetVar) and c.name == "phase" for c in tx.commands):
                lines.append(msg("jido.g02.log.play_on", t=done.after[tx.seat]))
        if any(isinstance(c, SetVar) and c.name == "phase" and c.after == "over" for c in tx.commands):
            score = self.score(table) if self.is_over(table) else None
            if score is not None:
                if score["winner"]:
                    lines.extend(msg("jido.g02.log.winner", who=Seat(s)) for s in score["winner"])
                else:
                    lines.append(msg("jido.g02.log.called_off", t=self.config.limit_ticks))
        return lines

    def public_state(self, table: Table) -> dict[str, Any]:
        out = super().public_state(table)
        v = table.vars
        out.update(
            racer=v.get("racer"),
            road=[spot_name(s) for s in v.get("road", [])],
            clocks=v.get("clocks"),
            done=v.get("done"),
            sides=v.get("sides"),
            crates={s: [p[6:] for p in table.zones[f"p{s}.crate"].ids] for s in range(table.players)},
        )
        return out
