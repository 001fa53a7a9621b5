"""G16 Tori-atama (鳥頭), 2-6 players: the referee over the table.

Zones: ``centre`` (the drinks, scattered: a 6 x 6 grid in a shuffled order,
so a gap does not say which drink is missing), ``taking`` (the drink just
taken, shown to all while it is announced and the others may challenge),
``cards`` (the twelve stock cards, face up: a reference only), and per seat
``p<s>.right`` and ``p<s>.left`` (shut hands: ``nobody`` sees inside, not
even their owner) and ``p<s>.crate`` (open, on the crate ``crate#<s+1>``).

Phases: ``take`` (the player whose turn it is takes a drink) → ``challenge``
(every other player holding a drink decides in secret whether to reveal a
hand: ``secret.<seat>.reveal``) → the program judges from the hidden drinks
and the next turn begins with that player's hands moving one step (decision
a45-timing) → ... → ``empty`` (the end: held drinks go into the crates, left
hand first; a player chooses when one hand holds more than fits) → ``over``.

Each transaction of the flow stores what happened in the public variable
``events`` (drinks named only where everyone may see them now: the centre, a
crate); the log lines are read from it.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations
from typing import Any, ClassVar

from ...rulesdata import Rules
from ...table import SetVar, Table, Transaction, Tx, Visibility, ZoneKind
from ...text import Message, Seat, msg
from ..base import Action, Game, ListOf, Option, Text, Why, boxed_table
from ..registry import register
from . import g16_rules as model
from . import g16_words  # noqa: F401  (the words of the log and the refusals)
from .common import Catalogue, spot_pos
from .g16_bots import HeuristicBot
from .startseat import choose_first, first_option

Act = dict[str, Any]
SPOT = 30.0
CARD_W, CARD_H = 63.0, 88.0
HANDS = model.HANDS
RECENT = 2  # rounds of judgements kept in ``results`` (what a bot with a memory reads)


def _drink(game: ToriAtama, text: str) -> str:
    return f"drink.{text.removeprefix('drink.')}"


class Take(Action):
    """Take one drink from the centre and announce its colour and shape (the program announces it truly)."""

    name = "take"
    phases = ("take",)
    args = {"drink": Text()}

    def candidates(self, game: ToriAtama, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": "take", "drink": pid[6:]} for pid in table.zones["centre"].ids)

    def check(self, game: ToriAtama, table: Table, seat: int, action: Act) -> Why:
        if why := game.cat.no_drink(action["drink"]):
            return why
        if table.pieces[_drink(game, action["drink"])].zone != "centre":
            return msg("jido.g16.why.not_in_centre")
        return None

    def apply(self, game: ToriAtama, table: Table, tx: Tx, seat: int, action: Act) -> None:
        pid = _drink(game, action["drink"])
        tx.move([pid], "taking")
        tx.set_var("announce", pid[6:])
        tx.set_var("decided", [])
        tx.set_var("phase", "challenge")
        tx.set_var("events", [{"e": "take", "seat": seat}])

    def label(self, action: Act) -> str:
        return self.name  # the drink is announced, but the log does not keep it: the players must

    def describe(self, game: ToriAtama, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return game.event_lines(table, tx, viewer)


class Challenge(Action):
    """Reveal one of your hands (``right`` or ``left``) when the window closes, or ``none``: decided in secret, everyone at once."""

    name = "challenge"
    phases = ("challenge",)
    args = {"hand": Text(("right", "left", "none"))}

    def candidates(self, game: ToriAtama, table: Table, seat: int) -> Iterable[Act]:
        hands = [h for h in HANDS if table.zones[f"p{seat}.{h}"].ids]
        return ({"action": "challenge", "hand": h} for h in (*hands, "none"))

    def check(self, game: ToriAtama, table: Table, seat: int, action: Act) -> Why:
        if seat not in game.challengers(table):
            return msg("jido.g16.why.not_yours")
        hand = action["hand"]
        if hand != "none" and not table.zones[f"p{seat}.{hand}"].ids:
            return msg(f"jido.g16.why.empty_{hand}")
        return None

    def apply(self, game: ToriAtama, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.set_var(f"secret.{seat}.reveal", action["hand"])
        tx.set_var("decided", sorted([*table.vars.get("decided", []), seat]))
        tx.set_var("events", [{"e": "decided", "seat": seat}])

    def label(self, action: Act) -> str:
        return self.name  # the choice stays the seat's secret until the window closes

    def describe(self, game: ToriAtama, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return game.event_lines(table, tx, viewer)


class Keep(Action):
    """At the end: which drinks of an overfull hand go into your crate (the rest go back to the centre)."""

    name = "keep"
    phases = ("empty",)
    args = {"drinks": ListOf(Text(), 1, 6)}

    def candidates(self, game: ToriAtama, table: Table, seat: int) -> Iterable[Act]:
        pending = table.vars.get("pending", {}).get(str(seat))
        if pending is None:
            return iter(())
        ids = table.zones[f"p{seat}.{pending}"].ids
        room = game.room(table, seat)
        return ({"action": "keep", "drinks": [ids[i][6:] for i in pick]} for pick in combinations(range(len(ids)), room))

    def check(self, game: ToriAtama, table: Table, seat: int, action: Act) -> Why:
        pending = table.vars.get("pending", {}).get(str(seat))
        if pending is None:
            return msg("jido.g16.why.nothing_to_keep")
        for d in action["drinks"]:
            if why := game.cat.no_drink(d):
                return why
        names = [str(d).removeprefix("drink.") for d in action["drinks"]]
        room = game.room(table, seat)
        if len(set(names)) != len(names) or len(names) != room:
            return msg("jido.g16.why.keep_count", n=room)
        if any(table.pieces[f"drink.{n}"].zone != f"p{seat}.{pending}" for n in names):
            return msg(f"jido.g16.why.not_in_{pending}")
        return None

    def apply(self, game: ToriAtama, table: Table, tx: Tx, seat: int, action: Act) -> None:
        pending = dict(table.vars["pending"])
        hand = pending.pop(str(seat))
        tx.set_var("pending", pending)
        keep = [f"drink.{str(d).removeprefix('drink.')}" for d in action["drinks"]]
        events: list[dict[str, Any]] = []
        game.fill_hand(table, tx, seat, hand, keep, events)
        if hand == "left":
            game.empty_seat(table, tx, seat, ("right",), events)
        tx.set_var("events", events)

    def describe(self, game: ToriAtama, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return game.event_lines(table, tx, viewer)


def _check_timer(value: Any) -> str:
    """``on`` or ``off`` (a YAML or JSON ``true``/``false`` as well: ``--opt timer=off`` may arrive as False)."""
    if value in (True, "on"):
        return "on"
    if value in (False, "off"):
        return "off"
    raise ValueError(f"expected on or off, not {value!r}")


def _timer_option() -> Option:
    return Option(
        "timer",
        ("on", "off"),
        "on",
        "the window's turn timer (g16.yaml turn_seconds) for each take and each challenge decision: on or off",
        names={"en": "Turn timer", "ja": "手番タイマー"},
        check=_check_timer,
    )


@register
class ToriAtama(Game):
    """G16 Tori-atama for 2-6 players."""

    id: ClassVar[str] = "jido:g16"
    box: ClassVar[str | None] = "jidohanbaiki"
    reads: ClassVar[tuple[str, ...]] = ("g16.yaml",)
    names: ClassVar[dict[str, str]] = {"en": "Tori-atama", "ja": "鳥頭"}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    length: ClassVar[tuple[int, int] | None] = (10, 20)  # the rulebook gives no playing time: our estimate
    how_to: ClassVar[dict[str, str]] = {
        "en": "A bird forgets after three steps. On your turn your right hand's drinks pass to your left hand and your left hand's into your crate, "
        "unseen; then take a drink from the centre and announce it. Anyone who thinks they hold a drink of its colour or shape may reveal "
        "that hand: right, it moves on and the drink goes back; wrong, the hand goes back to the centre. "
        "When a crate holds six the game ends: a point per colour and per shape in your crate.",
        "ja": "鳥は3歩歩いたら忘れる。手番の最初に右手のドリンクを左手へ、左手のドリンクをクレートへ見ないで移し、"
        "中央からドリンクを1本取って色と形を宣言します。同じ色か形のドリンクを握っていると思う人はその手を公開できます。"
        "当たりならその手が1つ進み、取ったドリンクは中央へ。外れならその手のドリンクが中央へ戻ります。"
        "誰かのクレートが6本になったら終了。クレートの色1つ・形1つにつき1点です。",
    }
    options = (first_option("the person who most recently heard a bird call"), _timer_option())
    bots: ClassVar[dict[str, Any]] = {"heuristic": HeuristicBot}
    actions = (Take, Challenge, Keep)

    def __init__(self, rules: Rules | None):
        super().__init__(rules)
        assert rules is not None, "Tori-atama needs the jidohanbaiki rules data"
        data = self.data = rules.file("g16.yaml")
        self.cat = Catalogue.from_rules(rules)
        self.cfg = model.Config(data["crate_size"], data["end_at"], data["points"]["colour"], data["points"]["shape"])
        self.drink_codes = {self.cat.drink_name(d): d for d in range(36)}

    # ---------------------------------------------------------- structure

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        assert self.rules is not None
        table = boxed_table(self.id, seed, players, self.rules)
        table.add_zone("crates", ZoneKind.STACK, hidden=True)  # the players' crates (the screen draws each under its drinks)
        side = 6 * SPOT + 8
        table.add_zone("centre", ZoneKind.GRID, rect=[0.0, 0.0, side, side + 9], arrange="grid", cols=6, rows=6, label={"en": "Centre", "ja": "中央"})
        taking = {"en": "Announced", "ja": "宣言中"}  # short: the zone is one drink wide
        table.add_zone("taking", ZoneKind.STACK, rect=[side + 12, 0.0, 80.0, 80.0], arrange="row", label=taking)
        cards = {"en": "Reference cards", "ja": "参照カード"}
        table.add_zone("cards", ZoneKind.GRID, rect=[side + 104, 0.0, 6 * (CARD_W + 4) + 8, 2 * (CARD_H + 4) + 17], arrange="grid", cols=6, rows=2, label=cards)
        top = 2 * (CARD_H + 4) + 29
        row_h = 2 * SPOT + 30
        for seat in range(players):
            y = top + seat * row_h
            for n, hand in enumerate(("left", "right")):
                label = {"en": f"{hand.capitalize()} hand", "ja": "左手" if hand == "left" else "右手"}
                rect = [n * 78.0, y, 70.0, row_h - 8]
                table.add_zone(f"p{seat}.{hand}", ZoneKind.HAND, Visibility.NOBODY, owner=seat, rect=rect, arrange="fan", label=label, plain=n == 1)
            crate = {"en": "Crate", "ja": "クレート"}
            table.add_zone(
                f"p{seat}.crate",
                ZoneKind.GRID,
                owner=seat,
                rect=[160.0, y, 3 * SPOT + 16, row_h - 8],
                arrange="grid",
                cols=3,
                rows=2,
                label=crate,
                plain=True,
            )
        return table

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        """The drinks scattered in the centre, the twelve cards face up, a crate each, the start player."""
        cat = self.cat
        with table.begin("setup") as tx:
            tx.set_var("mode", options.get("mode", "assisted"))
            counter, rng = table.rng()
            cells = [(c, r) for r in range(6) for c in range(6)]
            rng.shuffle(cells)  # 「ボトルと缶は適当にテーブルの中央に置きます」: scattered
            tx.move([cat.drink_piece(d) for d in range(36)], "centre", pos=cells, rng=counter)
            tx.move([cat.card_piece(c) for c in range(12)], "cards", pos=[(c % 6, c // 6) for c in range(12)])
            tx.move([f"crate#{seat + 1}" for seat in range(table.players)], "crates")  # 「各プレイヤーはボトルクレートを１つ受け取ります」
            tx.set_var("turn", choose_first(tx, table, options))
            tx.set_var("turns", 1)
            tx.set_var("results", [])
            tx.set_var("phase", "take")

    # ------------------------------------------------------------ queries

    def held(self, table: Table, seat: int, hand: str) -> list[int]:
        """The referee's knowledge of a shut hand (never a seat's)."""
        return [self.drink_codes[p[6:]] for p in table.zones[f"p{seat}.{hand}"].ids]

    def crate(self, table: Table, seat: int) -> list[int]:
        return [self.drink_codes[p[6:]] for p in table.zones[f"p{seat}.crate"].ids]

    def room(self, table: Table, seat: int) -> int:
        return self.cfg.crate_size - len(table.zones[f"p{seat}.crate"].ids)

    def challengers(self, table: Table) -> list[int]:
        """Who may still decide in the window: every other player holding a drink, not yet decided."""
        if table.vars.get("phase") != "challenge":
            return []
        taker, decided = int(table.vars["turn"]), table.vars.get("decided", [])
        return [s for s in range(table.players) if s != taker and s not in decided and self.holding(table, s)]

    def holding(self, table: Table, seat: int) -> bool:
        return any(table.zones[f"p{seat}.{h}"].ids for h in HANDS)

    def to_move(self, table: Table) -> list[int]:
        phase = table.vars.get("phase")
        if phase == "take":
            return [int(table.vars["turn"])]
        if phase == "challenge":
            return self.challengers(table)
        if phase == "empty":
            return sorted(int(s) for s in table.vars.get("pending", {}))
        return []

    def is_over(self, table: Table) -> bool:
        return table.vars.get("phase") == "over"

    def turns(self, table: Table) -> int:
        return int(table.vars.get("turns", 0))

    def timer_seconds(self, options: dict[str, Any]) -> int | None:
        """The window's turn timer in seconds, or None when the table turned it off."""
        return None if _check_timer(options.get("timer", "on")) == "off" else int(self.data["turn_seconds"])

    # --------------------------------------------------------------- flow

    def advance(self, table: Table, tx: Tx) -> None:
        phase = table.vars.get("phase")
        if phase == "challenge" and not self.challengers(table):
            events = list(table.vars.get("events", []))
            self._judge(table, tx, events)
            tx.set_var("events", events)
        elif phase == "empty" and not table.vars.get("pending"):
            events = list(table.vars.get("events", []))
            self._finish(table, tx, events)
            tx.set_var("events", events)

    def _to_centre(self, table: Table, tx: Tx, ids: list[str]) -> None:
        """Drinks back to the centre, each on a free spot drawn at random (recorded, so undo and replay never draw again)."""
        if not ids:
            return
        taken = {tuple(table.pieces[p].pos) for p in table.zones["centre"].ids}
        free = [(c, r) for r in range(6) for c in range(6) if (c, r) not in taken]
        counter, rng = table.rng()
        tx.move(ids, "centre", pos=rng.sample(free, len(ids)), rng=counter)

    def _to_crate(self, table: Table, tx: Tx, seat: int, ids: list[str]) -> None:
        zone = f"p{seat}.crate"
        taken = {tuple(table.pieces[p].pos) for p in table.zones[zone].ids}
        spots = [spot_pos(s) for s in range(self.cfg.crate_size) if spot_pos(s) not in taken]
        tx.move(ids, zone, pos=spots[: len(ids)])

    def _judge(self, table: Table, tx: Tx, events: list[dict[str, Any]]) -> None:
        """Close the window: judge each revealed hand honestly from the hidden drinks, place the taken drink, go on."""
        taker = int(table.vars["turn"])
        taken_id = table.zones["taking"].ids[0]
        taken = self.drink_codes[taken_id[6:]]
        judged: list[dict[str, Any]] = []
        ending = False
        right_any = wrong_any = False
        for seat in range(table.players):
            hand = table.vars.get(f"secret.{seat}.reveal")
            if hand is None:
                continue
            tx.del_var(f"secret.{seat}.reveal")
            if hand == "none":
                continue
            tx.reveal()  # the program looks into a shut hand: no taking the window back
            ids = list(table.zones[f"p{seat}.{hand}"].ids)
            right = model.matches(self.held(table, seat, hand), taken)
            event: dict[str, Any] = {"e": "reveal", "seat": seat, "hand": hand, "n": len(ids), "right": right}
            if not right:
                wrong_any = True
                event.update(to="centre", drinks=[p[6:] for p in ids])
                self._to_centre(table, tx, ids)
            elif hand == "right":
                right_any = True
                event["to"] = "left"  # back into a shut hand: nobody is shown which drink matched (decision g16-reveal)
                tx.move(ids, f"p{seat}.left")
            else:
                right_any = True
                event["to"] = "crate"
                if model.ends(self.cfg, len(table.zones[f"p{seat}.crate"].ids), len(ids)):
                    event["to"] = "end"  # the crate fills: the drinks go in with the end (left hand first)
                    ending = True
                else:
                    event["drinks"] = [p[6:] for p in ids]
                    self._to_crate(table, tx, seat, ids)
            judged.append({"seat": seat, "hand": hand, "right": right})
            events.append(event)
        if right_any:
            to = "centre"
            self._to_centre(table, tx, [taken_id])
        elif wrong_any:
            to = "left"  # 「取ろうとしたプレイヤーは、１つ進めることが出来ます」 (decision a45-timing)
            tx.move([taken_id], f"p{taker}.left")
        else:
            to = "right"
            tx.move([taken_id], f"p{taker}.right")
        events.append({"e": "placed", "seat": taker, "to": to, "drink": taken_id[6:] if to == "centre" else None, "shown": bool(judged)})
        results = [*table.vars.get("results", []), {"turn": self.turns(table), "taker": taker, "to": to, "judged": judged}]
        tx.set_var("results", results[-RECENT * table.players :])
        tx.del_var("announce")
        tx.set_var("decided", [])
        if ending:
            self._end(table, tx, events, "crate")
        else:
            self._next_turn(table, tx, events)

    def _next_turn(self, table: Table, tx: Tx, events: list[dict[str, Any]]) -> None:
        """The next player's turn: their hands move one step unseen (a45-timing); a turn without drinks to take passes on."""
        seat = int(table.vars["turn"])
        limit = int(self.data["round_limit"]) * table.players
        for _ in range(3 * table.players):
            seat = (seat + 1) % table.players
            tx.set_var("turn", seat)
            tx.set_var("turns", self.turns(table) + 1)
            if self.turns(table) > limit:
                self._end(table, tx, events, "limit")
                return
            if self._shift(table, tx, seat, events):
                self._end(table, tx, events, "crate")
                return
            if table.zones["centre"].ids:
                tx.set_var("phase", "take")
                return
            events.append({"e": "skip", "seat": seat})
        self._end(table, tx, events, "limit")

    def _shift(self, table: Table, tx: Tx, seat: int, events: list[dict[str, Any]]) -> bool:
        """「手番の最初に」: left hand into the crate, right hand to the left; True when the crate would hold six (the end)."""
        left, right = list(table.zones[f"p{seat}.left"].ids), list(table.zones[f"p{seat}.right"].ids)
        if not left and not right:
            events.append({"e": "turn", "seat": seat, "crate": [], "moved": 0})
            return False
        if left and model.ends(self.cfg, len(table.zones[f"p{seat}.crate"].ids), len(left)):
            events.append({"e": "turn", "seat": seat, "crate": None, "moved": 0})
            return True
        if left:
            tx.reveal()
            self._to_crate(table, tx, seat, left)
        if right:
            tx.move(right, f"p{seat}.left")
        events.append({"e": "turn", "seat": seat, "crate": [p[6:] for p in left], "moved": len(right)})
        return False

    def _end(self, table: Table, tx: Tx, events: list[dict[str, Any]], why: str) -> None:
        """The end: every hand opened; each player's drinks go in, left hand first (a choice when one hand holds more than fits)."""
        tx.reveal()
        full = [s for s in range(table.players) if len(table.zones[f"p{s}.crate"].ids) + len(table.zones[f"p{s}.left"].ids) >= self.cfg.end_at]
        events.append({"e": "end", "why": why, "seats": full})
        for seat in range(table.players):
            for hand in HANDS:
                tx.set_visibility(f"p{seat}.{hand}", Visibility.EVERYONE)
        tx.set_var("phase", "empty")
        tx.set_var("pending", {})
        for seat in range(table.players):
            self.empty_seat(table, tx, seat, ("left", "right"), events)
        if not table.vars.get("pending"):
            self._finish(table, tx, events)

    def empty_seat(self, table: Table, tx: Tx, seat: int, hands: tuple[str, ...], events: list[dict[str, Any]]) -> None:
        """「あふれる場合は、左手から先に入れます」: each hand in turn; stop at one whose drinks do not all fit (the player chooses)."""
        for hand in hands:
            ids = list(table.zones[f"p{seat}.{hand}"].ids)
            room = self.room(table, seat)
            if not ids:
                continue
            if 0 < room < len(ids):
                tx.set_var("pending", {**table.vars.get("pending", {}), str(seat): hand})
                events.append({"e": "choose", "seat": seat, "hand": hand, "room": room, "n": len(ids)})
                return
            self.fill_hand(table, tx, seat, hand, ids[:room], events)

    def fill_hand(self, table: Table, tx: Tx, seat: int, hand: str, keep: list[str], events: list[dict[str, Any]]) -> None:
        """``keep`` (of the hand) into the crate, the rest of the hand back to the centre."""
        ids = list(table.zones[f"p{seat}.{hand}"].ids)
        back = [p for p in ids if p not in keep]
        if keep:
            self._to_crate(table, tx, seat, keep)
        self._to_centre(table, tx, back)
        events.append({"e": "fill", "seat": seat, "hand": hand, "drinks": [p[6:] for p in keep], "back": [p[6:] for p in back]})

    def _finish(self, table: Table, tx: Tx, events: list[dict[str, Any]]) -> None:
        tx.set_var("phase", "over")
        for seat in range(table.players):
            for hand in HANDS:
                tx.set_visibility(f"p{seat}.{hand}", Visibility.NOBODY)  # empty now: the hands shut again, as built
        score = self.score(table)
        assert score is not None
        for seat, row in enumerate(score["seats"]):
            events.append({"e": "score", "seat": seat, **row})
        events.append({"e": "winner", "seats": score["winner"]})

    # ------------------------------------------------------------- output

    def event_lines(self, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        """The log lines of a transaction, from the ``events`` it recorded (drinks named only where all may see them)."""
        events = next((c.after for c in reversed(tx.commands) if isinstance(c, SetVar) and c.name == "events"), None) or []
        lines: list[Message] = []
        for ev in events:
            lines.extend(self._event_line(ev, tx, viewer))
        return lines

    def _names(self, drinks: list[str]) -> list[dict[str, str]]:
        return [self.cat.drink_names(self.drink_codes[d]) for d in drinks]

    def _event_line(self, ev: dict[str, Any], tx: Transaction, viewer: int | None) -> list[Message]:
        kind = ev["e"]
        who = Seat(ev["seat"]) if isinstance(ev.get("seat"), int) else ""
        if kind == "take":
            return [msg("jido.g16.log.take", who=who)]
        if kind == "decided":
            if viewer == ev["seat"] and tx.action is not None:
                return [msg(f"jido.g16.log.decided_{tx.action['hand']}", who=who)]
            return [msg("jido.g16.log.decided", who=who)]
        if kind == "reveal":
            hand = msg(f"jido.g16.hand.{ev['hand']}")
            if not ev["right"]:
                return [msg("jido.g16.log.wrong", who=who, hand=hand, drinks=self._names(ev["drinks"]))]
            if ev["to"] == "crate":
                return [msg("jido.g16.log.right_crate", who=who, hand=hand, drinks=self._names(ev["drinks"]))]
            return [msg(f"jido.g16.log.right_{ev['to']}", who=who, hand=hand, n=ev["n"])]
        if kind == "placed":
            if ev["to"] == "centre":
                return [msg("jido.g16.log.put_back", who=who, drink=self._names([ev["drink"]])[0])]
            return [msg(f"jido.g16.log.placed_{ev['to']}" if ev["shown"] or ev["to"] == "left" else "jido.g16.log.nobody", who=who)]
        if kind == "turn":
            if ev["crate"] is None:
                return [msg("jido.g16.log.turn_full", who=who)]
            if ev["crate"]:
                return [msg("jido.g16.log.turn_crate", who=who, drinks=self._names(ev["crate"]), n=ev["moved"])]
            return [msg("jido.g16.log.turn_moved" if ev["moved"] else "jido.g16.log.turn", who=who, n=ev["moved"])]
        if kind == "skip":
            return [msg("jido.g16.log.skip", who=who)]
        if kind == "end":
            if ev["why"] == "limit":
                return [msg("jido.g16.log.end_limit", n=self.data["round_limit"])]
            return [msg("jido.g16.log.end", who=[Seat(s) for s in ev["seats"]], n=self.cfg.end_at)]
        if kind == "choose":
            return [msg(f"jido.g16.log.choose_{ev['hand']}", who=who, n=ev["n"], room=ev["room"])]
        if kind == "fill":
            hand = msg(f"jido.g16.hand.{ev['hand']}")
            lines = [msg("jido.g16.log.fill", who=who, hand=hand, drinks=self._names(ev["drinks"]))] if ev["drinks"] else []
            if ev["back"]:
                lines.append(msg("jido.g16.log.overflow", who=who, hand=hand, drinks=self._names(ev["back"])))
            return lines
        if kind == "score":
            return [msg("jido.g16.log.score", who=who, colours=ev["colours"], shapes=ev["shapes"], total=ev["total"], drinks=ev["drinks"])]
        if kind == "winner":
            return [msg("jido.g16.log.winner", who=Seat(s)) for s in ev["seats"]]
        return []

    def describe_action(self, table: Table, action: dict[str, Any]) -> Message:
        name = action.get("action")
        if name == "take" and isinstance(action.get("drink"), str) and action["drink"].removeprefix("drink.") in self.drink_codes:
            return msg("jido.g16.does.take", drink=self.cat.drink_names(self.drink_codes[action["drink"].removeprefix("drink.")]))
        if name == "challenge" and action.get("hand") in ("right", "left", "none"):
            return msg(f"jido.g16.does.challenge_{action['hand']}")
        if name == "keep" and isinstance(action.get("drinks"), list):
            names = [str(d).removeprefix("drink.") for d in action["drinks"]]
            if all(n in self.drink_codes for n in names):
                return msg("jido.g16.does.keep", drinks=self._names(names))
        return self.action_title(str(name))

    def score(self, table: Table) -> dict[str, Any] | None:
        if not self.is_over(table):
            return None
        seats = [model.points(self.cfg, self.crate(table, s)) for s in range(table.players)]
        totals = [row["total"] for row in seats]
        return {"scores": totals, "winner": model.winners(totals, [row["drinks"] for row in seats]), "seats": seats}

    def public_state(self, table: Table) -> dict[str, Any]:
        out = super().public_state(table)
        out.update(phase=table.vars.get("phase"), turn=table.vars.get("turn"), announce=table.vars.get("announce"))
        out["held"] = {f"p{s}": {h: len(table.zones[f"p{s}.{h}"].ids) for h in HANDS} for s in range(table.players)}
        return out
