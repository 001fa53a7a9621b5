"""G11 Vending Machine Poker (自販機ポーカー): the referee.

The table: the supply of 36 drinks (a row per colour, a column per shape),
the six shape cards as the price list, the machine cut open with the table
in front of it, the pot beside the ad sign, and per seat a crate (its six
pockets), a purse and a place for drinks that came out but do not fit.

A turn is a buy (drinks from the supply, paid into the pot without change,
inserted one at a time: ``sequential``) or throws (drinks that were in the
crate when the turn began, one at a time, each with its aim); then
``end_turn``, calling or not.  What comes out is the player's; what bounces
off or falls outside goes to the supply; a throw that knocks the machine
over puts the thrower out (T13-T17, decisions ``tower-t14-throw-foul``,
``g11-*``).  Every insertion goes through :func:`.machine.run_machine`, so
the log holds the machine's outcome like a die roll.  The flow (next turn,
the call, the showdown, eliminations, the end) is :mod:`.g11_flow`'s.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from functools import cached_property
from types import ModuleType
from typing import Any, ClassVar

from ...physics import aim_speed
from ...physics.sim import throw_speed_limit
from ...table import Table, Transaction, Tx
from ...text import Message, Seat, msg
from ..base import Action, Flag, ListOf, Num, Text, Why
from ..registry import register
from . import g11_flow as flow
from . import g11_words  # noqa: F401  (the words)
from .drinks import drink_list, drink_names, in_zone, money_moved, tower_answer, var_after
from .machine import came_out, never_in, released, run_machine
from .tower_game import TowerGame

P = g11_words.P
Act = dict[str, Any]

# A sample of throws offered among the legal actions (any aim may be played):
# aimed lobs at the slot from near and far, and one hard, flat throw at the machine.
AIMED = ((0.25, 0.30, 50.0), (0.6, 0.30, 45.0), (1.0, 0.35, 40.0))
HARD = (0.35, 0.30, 5.0, 8.0)


class G11Action(Action):
    """What every G11 action's log line ends with: what the referee then did by itself."""

    def describe(self, game: VendingMachinePoker, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return self.line(game, table, tx) + flow.consequences(game, tx)

    def line(self, game: VendingMachinePoker, table: Table, tx: Transaction) -> list[Message]:
        return []


class Buy(G11Action):
    """Buy drinks from the supply (no more than the crate's empty spots) and insert them one at a time."""

    name = "buy"
    phases = ("turn",)
    args = {"drinks": ListOf(Text(), 1, 6)}

    def candidates(self, game: VendingMachinePoker, table: Table, seat: int) -> Iterable[Act]:
        if table.vars.get("did") is not None:
            return
        supply = game.supply(table)
        room = game.room(table, seat)
        for d in supply:
            yield {"action": self.name, "drinks": [d]}
        # A few handfuls of each size (a sample: any choice may be played).
        rng = random.Random(f"{table.seed}:{table.rng_counter}:{seat}")
        for k in range(2, min(room, len(supply)) + 1):
            for _ in range(3):
                yield {"action": self.name, "drinks": sorted(rng.sample(supply, k))}

    def check(self, game: VendingMachinePoker, table: Table, seat: int, action: Act) -> Why:
        if table.vars.get("did") is not None:
            return msg(f"{P}.why.bought")
        drinks = action["drinks"]
        supply = set(game.supply(table))
        for d in drinks:
            if why := game.catalogue.no_drink(d):
                return why
            if d not in supply:
                return msg(f"{P}.why.not_in_supply", drink=game.drink_names(d))
        if len(set(drinks)) != len(drinks):
            return msg(f"{P}.why.twice")
        room = game.room(table, seat)
        if len(drinks) > room:
            return msg(f"{P}.why.room", n=room)
        price, money = game.price(drinks), game.money(table, seat)
        if price > money:
            return msg(f"{P}.why.money", price=price, money=money)
        return None

    def apply(self, game: VendingMachinePoker, table: Table, tx: Tx, seat: int, action: Act) -> None:
        drinks = list(action["drinks"])
        flow.pay_pot(tx, table, seat, game.price(drinks))
        answer = run_machine(tx, game.tower_spec, drinks, "sequential" if len(drinks) > 1 else "single")
        flow.take_what_came_out(game, tx, table, seat, answer)
        tx.set_var("did", "buy")

    def line(self, game: VendingMachinePoker, table: Table, tx: Transaction) -> list[Message]:
        assert tx.action is not None
        drinks = tx.action["drinks"]
        answer = tower_answer(tx)
        paid = money_moved(tx, dst="pot")
        price = game.price(drinks)
        bought = msg(f"{P}.log.buy", who=Seat(tx.seat or 0), drinks=game.drink_list(drinks), price=price)
        lines = [bought if paid == price else msg(f"{P}.log.buy_paid", who=Seat(tx.seat or 0), drinks=game.drink_list(drinks), price=price, paid=paid)]
        if answer is not None:
            key = "inserted" if len(drinks) > 1 else "inserted_one"
            lines.append(msg(f"{P}.log.{key}", out=len(answer.get("out", [])), jam=len(answer.get("jammed", []))))
        return lines


class Throw(G11Action):
    """Throw one drink of the crate at the machine from a launch point (``docs/tower.md``: throws)."""

    name = "throw"
    phases = ("turn",)
    args = {"drink": Text(), "distance": Num(), "height": Num(), "angle": Num(-180.0, 180.0), "speed": Num()}

    def candidates(self, game: VendingMachinePoker, table: Table, seat: int) -> Iterable[Act]:
        if table.vars.get("did") not in (None, "throw"):
            return
        spec = game.tower_spec
        for d in table.vars.get("throwable", []):
            for dist, height, angle in AIMED:
                yield game.throw_action(d, dist, height, angle, aim_speed(spec, dist, height, angle))
            yield game.throw_action(d, *HARD)

    def check(self, game: VendingMachinePoker, table: Table, seat: int, action: Act) -> Why:
        did = table.vars.get("did")
        if did == "buy":
            return msg(f"{P}.why.bought_no_throw")
        drink = action["drink"]
        if why := game.catalogue.no_drink(drink):
            return why
        if drink not in game.crate(table, seat):
            return msg(f"{P}.why.not_in_crate", drink=game.drink_names(drink))
        if drink not in table.vars.get("throwable", []):
            return msg(f"{P}.why.thrown", drink=game.drink_names(drink))
        return game.aim_problem(action)

    def apply(self, game: VendingMachinePoker, table: Table, tx: Tx, seat: int, action: Act) -> None:
        drink = action["drink"]
        aim = [float(action[k]) for k in ("distance", "height", "angle", "speed")]
        tx.set_var("throwable", [d for d in table.vars["throwable"] if d != drink])
        answer = run_machine(tx, game.tower_spec, [drink], "throw", aim)
        tx.set_var("did", "throw")
        if answer.get("knocked_over"):  # the thrower is out; the machine is stood up again, its drinks as they were
            flow.to_supply(game, tx, came_out(answer) + released(answer) + never_in(answer))
            flow.eliminate(game, tx, table, seat, "knocked")
            tx.set_var("turn_done", True)
            return
        flow.take_what_came_out(game, tx, table, seat, answer)

    def line(self, game: VendingMachinePoker, table: Table, tx: Transaction) -> list[Message]:
        assert tx.action is not None
        answer = tower_answer(tx) or {}
        throw: dict[str, Any] = next(iter(answer.get("throws", [])), {})
        outcome = throw.get("outcome", "in")
        key = f"throw_{outcome}"
        if outcome == "in":
            where = "out" if any(e["drink"] == tx.action["drink"] for e in answer.get("out", [])) else "stuck"
            key = f"throw_in_{where}" + ("_grazed" if throw.get("grazed") else "")
        return [msg(f"{P}.log.throw", who=Seat(tx.seat or 0), drink=game.drink_names(tx.action["drink"]), what=msg(f"{P}.log.{key}"))]


class EndTurn(G11Action):
    """End the turn, calling or not (a call gives everyone else one more turn, then the hands are shown)."""

    name = "end_turn"
    phases = ("turn",)
    args = {"call": Flag(default=False)}

    def candidates(self, game: VendingMachinePoker, table: Table, seat: int) -> Iterable[Act]:
        yield {"action": self.name, "call": False}
        yield {"action": self.name, "call": True}

    def check(self, game: VendingMachinePoker, table: Table, seat: int, action: Act) -> Why:
        if table.vars.get("did") is None:
            return msg(f"{P}.why.nothing_yet")
        caller = table.vars.get("caller")
        if action["call"]:
            return msg(f"{P}.why.called", who=Seat(caller)) if caller is not None else None
        if caller is None:
            if len(game.crate(table, seat)) >= game.data["must_call_at"]:
                return msg(f"{P}.why.must_call_six")
            limit = flow.turn_limit(game, table)
            if table.vars.get("turns_in_round", 0) >= limit:
                return msg(f"{P}.why.must_call_long", n=limit)
        return None

    def apply(self, game: VendingMachinePoker, table: Table, tx: Tx, seat: int, action: Act) -> None:
        if action["call"]:
            tx.set_var("caller", seat)
            tx.set_var("last_turns", flow.after_caller(table, seat))
        tx.set_var("turn_done", True)

    def line(self, game: VendingMachinePoker, table: Table, tx: Transaction) -> list[Message]:
        assert tx.action is not None
        return [msg(f"{P}.log.call" if tx.action.get("call") else f"{P}.log.end_turn", who=Seat(tx.seat or 0))]


class Keep(G11Action):
    """More came out than the crate holds: the drinks to keep (the rest go to the supply)."""

    name = "keep"
    phases = ("keep",)
    args = {"drinks": ListOf(Text(), 0, 6)}

    def candidates(self, game: VendingMachinePoker, table: Table, seat: int) -> Iterable[Act]:
        from itertools import combinations

        pool = sorted(game.crate(table, seat) + game.caught(table, seat))
        for pick in combinations(pool, min(len(pool), game.data["crate_spots"])):
            yield {"action": self.name, "drinks": list(pick)}

    def check(self, game: VendingMachinePoker, table: Table, seat: int, action: Act) -> Why:
        pool = set(game.crate(table, seat) + game.caught(table, seat))
        drinks = action["drinks"]
        for d in drinks:
            if d not in pool:
                return msg(f"{P}.why.keep_which", drink=game.drink_names(d))
        n = min(len(pool), game.data["crate_spots"])
        if len(set(drinks)) != len(drinks) or len(drinks) != n:
            return msg(f"{P}.why.keep_n", n=n)
        return None

    def apply(self, game: VendingMachinePoker, table: Table, tx: Tx, seat: int, action: Act) -> None:
        flow.keep(game, tx, table, seat, list(action["drinks"]))

    def line(self, game: VendingMachinePoker, table: Table, tx: Transaction) -> list[Message]:
        assert tx.action is not None
        kept = tx.action["drinks"]
        gone = (var_after(tx, "discarded") or {}).get("drinks", [])
        return [msg(f"{P}.log.keep", who=Seat(tx.seat or 0), drinks=game.drink_list(kept), gone=game.drink_list(gone) or msg(f"{P}.nothing"))]


def _heuristic(seat: int, rng: random.Random) -> Any:
    from .g11_bots import PokerBot  # the bots read the referee: imported when one is made

    return PokerBot(seat, rng)


@register
class VendingMachinePoker(TowerGame):
    """G11: be the last player left; rounds of poker with drinks bought through the machine."""

    id: ClassVar[str] = "jido:g11"
    reads: ClassVar[tuple[str, ...]] = ("g11.yaml", "tower.yaml")
    names: ClassVar[dict[str, str]] = {"en": "Vending Machine Poker", "ja": "自販機ポーカー"}
    min_players: ClassVar[int] = 2  # g11.yaml players (assumed: the rulebook gives no count)
    max_players: ClassVar[int] = 6
    length: ClassVar[tuple[int, int] | None] = (20, 45)  # our estimate: the rulebook gives none
    how_to: ClassVar[dict[str, str]] = {
        "en": "Poker with drinks: colours are suits, shapes are ranks, five of a kind beats all. On your turn buy drinks (cans 100, "
        "bottles 200, paid into the pot) and drop them into the vending machine one at a time, or throw drinks from your crate at it: "
        "what comes out is yours. Knock the machine over and you are out. Call, and after one more turn each the best hand takes the pot. "
        "The last player left wins.",
        "ja": "ドリンクでポーカー：色がスート、形状がランク、5本揃いが最強。手番ではドリンクを買って（缶100円、ボトル200円、賭け金へ）"
        "1本ずつ自動販売機に入れるか、クレートのドリンクを投げ入れます。出てきたドリンクは自分のもの。自動販売機を倒すと脱落。"
        "コールすると他の全員があと1手番を行い、一番良い手札が賭け金を獲得。最後の1人が勝者です。",
    }
    actions = (Buy, Throw, EndTurn, Keep)
    bots: ClassVar[dict[str, Any]] = {"heuristic": _heuristic}
    flow: ClassVar[ModuleType] = flow

    # ------------------------------------------------------------ data

    @cached_property
    def throw_limits(self) -> dict[str, float]:
        """What a throw may be (as the tower checks it: ``physics.insertion.check_aim``)."""
        spec = self.tower_spec
        reach = max(max(s.height, s.width) for s in spec.shapes.values())
        return {
            "near": max(reach, spec.throw["hand_clearance"]),
            "far": spec.table.in_front - reach,
            "low": reach,
            "high": spec.table.fence_height - reach,
            "fast": throw_speed_limit(spec),
        }

    # ------------------------------------------------------------ reading the table

    def drink_names(self, drink: Any) -> Any:
        return drink_names(self.catalogue, drink)

    def drink_list(self, drinks: Iterable[str]) -> list[Any]:
        return drink_list(self.catalogue, drinks)

    def supply(self, table: Table) -> list[str]:
        return in_zone(table, "supply")

    def crate(self, table: Table, seat: int) -> list[str]:
        return in_zone(table, f"p{seat}.crate")

    def caught(self, table: Table, seat: int) -> list[str]:
        return in_zone(table, f"p{seat}.caught")

    def room(self, table: Table, seat: int) -> int:
        return int(self.data["crate_spots"]) - len(table.zones[f"p{seat}.crate"].ids)

    def money(self, table: Table, seat: int) -> int:
        return table.money(f"p{seat}.money")

    def price(self, drinks: Iterable[str]) -> int:
        return sum(int(self.data["prices"][d.partition(":")[2]]) for d in drinks)

    def card(self, drink: str) -> tuple[int, int]:
        """A drink as a poker card: (colour, rank 1..6)."""
        code = self.catalogue.drink(drink)
        return (code // 6, code % 6 + 1)

    def active(self, table: Table) -> list[int]:
        out = set(table.vars.get("out", []))
        return [s for s in range(table.players) if s not in out]

    def throw_action(self, drink: str, distance: float, height: float, angle: float, speed: float) -> Act:
        return {
            "action": "throw",
            "drink": drink,
            "distance": round(float(distance), 3),
            "height": round(float(height), 3),
            "angle": round(float(angle), 2),
            "speed": round(float(speed), 3),
        }

    def aim_problem(self, action: Act) -> Why:
        lim = self.throw_limits
        if not lim["near"] <= action["distance"] <= lim["far"]:
            return msg(f"{P}.why.aim", why=msg(f"{P}.why.aim_distance", lo=round(lim["near"], 3), hi=round(lim["far"], 3)))
        if not lim["low"] <= action["height"] <= lim["high"]:
            return msg(f"{P}.why.aim", why=msg(f"{P}.why.aim_height", lo=round(lim["low"], 3), hi=round(lim["high"], 3)))
        if not 0.0 < action["speed"] <= lim["fast"]:
            return msg(f"{P}.why.aim", why=msg(f"{P}.why.aim_speed", hi=round(lim["fast"], 2)))
        return None

    # ------------------------------------------------------------ structure

    def to_move(self, table: Table) -> list[int]:
        if self.is_over(table):
            return []
        turn = table.vars.get("turn")
        return [turn] if isinstance(turn, int) else []

    def turns(self, table: Table) -> int:
        return int(table.vars.get("turns", 0))

    def score_extra(self, table: Table) -> dict[str, Any]:
        return {"out": list(table.vars.get("out", [])), "how": table.vars.get("how", "last")}
