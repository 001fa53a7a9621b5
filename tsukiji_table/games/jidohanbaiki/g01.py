"""G01 Short-Can Flick: the referee (2 to 8 players; teams of two from seven).

The first to knock over the five drinks in the shared order of the shape
cards wins.  ``insert`` (the first player, for everyone: every short can
goes into the machine at once, and the farthest out flicks first), then
``flick`` in turn (``{"action": "flick", "angle": degrees, "power": 0..1}``,
the table-top model's flick, recorded like a die roll).  The table and
what a flick leads to are :mod:`.g01_flow`'s; the judgement is
:mod:`.g01_rules`'s.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from functools import cached_property
from types import ModuleType
from typing import Any, ClassVar

from ...physics.tabletop import TabletopSpec, load_tabletop
from ...table import Table, Transaction, Tx
from ...text import Message, Seat, msg
from ..base import Action, Num, Why
from ..registry import register
from . import g01_flow as flow
from .drinks import drink_list, drink_names, var_after
from .g01_words import P
from .machine import run_machine
from .tower_game import TowerGame

Act = dict[str, Any]
TRY_ANGLES = range(0, 360, 30)  # a sample of the continuous flick, for a list-picking bot
TRY_POWERS = (0.3, 0.6, 0.9)


class Insert(Action):
    """Put every player's short can into the machine at once: the can that comes out farthest flicks first."""

    name = "insert"
    phases = ("insert",)

    def apply(self, game: ShortCanFlick, table: Table, tx: Tx, seat: int, action: Act) -> None:
        cans = [flow.can_of(game, table, t) for t in range(len(table.vars["teams"]))]
        answer = run_machine(tx, game.tower_spec, cans, "batch")
        flow.settle_insertion(game, tx, table, answer)

    def describe(self, game: ShortCanFlick, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        lines = [msg(f"{P}.log.insert", who=Seat(tx.seat or 0), n=len(var_after(tx, "colours") or table.vars["colours"]))]
        order, dist = var_after(tx, "order") or [], var_after(tx, "distances") or []
        for k, t in enumerate(order):
            team = team_name(table, t)
            if dist[t] is None:
                lines.append(msg(f"{P}.log.order_stuck", k=k + 1, who=team))
            else:
                lines.append(msg(f"{P}.log.order", k=k + 1, who=team, cm=round(dist[t] * 100, 1)))
        return lines


class Flick(Action):
    """Flick your short can: an angle (degrees, clockwise on screen from the right) and a power (a share of the strongest flick)."""

    name = "flick"
    phases = ("flick",)
    args = {"angle": Num(), "power": Num(0.0, 1.0)}

    def candidates(self, game: ShortCanFlick, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": "flick", "angle": float(a), "power": p} for a in TRY_ANGLES for p in TRY_POWERS)

    def check(self, game: ShortCanFlick, table: Table, seat: int, action: Act) -> Why:
        if action["power"] < game.tabletop.flick.min_power:
            return msg("flick.too_soft", least=game.tabletop.flick.min_power)
        return None

    def apply(self, game: ShortCanFlick, table: Table, tx: Tx, seat: int, action: Act) -> None:
        flow.flick(game, tx, table, float(action["angle"]), float(action["power"]))

    def describe(self, game: ShortCanFlick, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        last = var_after(tx, "last")
        if not last:
            return []
        who, cat = Seat(int(last["seat"])), game.catalogue
        lines: list[Message] = []
        if last["kind"] == "success":
            lines.append(msg(f"{P}.log.success", who=who, drink=drink_names(cat, last["drinks"][0]), n=last["n"], of=len(table.vars["seq"])))
        elif last["kind"] == "fault":
            lines.append(msg(f"{P}.log.fault", who=who, drinks=drink_list(cat, last["drinks"]), fine=game.data["fine"]))
        else:
            lines.append(msg(f"{P}.log.nothing", who=who))
        if last.get("left"):
            lines.append(msg(f"{P}.log.left", drinks=drink_list(cat, last["left"])))
        if "bankrupt" in last:
            lines.append(msg(f"{P}.log.bankrupt", who=team_name(table, int(last["team"])), n=len(last["bankrupt"]), pay=game.data["bankrupt_pay"]))
        if var_after(tx, "phase") == "over":
            how = var_after(tx, "how")
            lines.append(msg(f"{P}.log.win" if how == "won" else f"{P}.log.out_of_flicks", who=[team_name(table, t) for t in var_after(tx, "winner")]))
        return lines


def team_name(table: Table, team: int) -> Any:
    """A team by its players (one seat: the seat itself)."""
    members = table.vars["teams"][team]
    return Seat(members[0]) if len(members) == 1 else msg(f"{P}.team", a=Seat(members[0]), b=Seat(members[1]))


def _heuristic(seat: int, rng: random.Random) -> Any:
    from .g01_bots import FlickBot  # the bots read the referee: imported when one is made

    return FlickBot(seat, rng)


@register
class ShortCanFlick(TowerGame):
    """G01: flick your short can to knock over the five drinks in the shared order of the shape cards."""

    id: ClassVar[str] = "jido:g01"
    flow: ClassVar[ModuleType] = flow
    reads: ClassVar[tuple[str, ...]] = ("g01.yaml", "tabletop.yaml", "tower.yaml")
    names: ClassVar[dict[str, str]] = {"en": "Short-Can Flick", "ja": "短い缶はじき"}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 8
    length: ClassVar[tuple[int, int] | None] = (15, 30)  # our estimate
    how_to: ClassVar[dict[str, str]] = {
        "en": "Each player has a colour set: five drinks stand scattered in a field of six crates, the short can is yours to flick. "
        "Everyone's short can goes into the vending machine at once; the one that comes out farthest flicks first. "
        "Pull back from your can and let go to knock over the drinks in the order of the shape cards (any colour). "
        "Knocking over a wrong drink, or two at once, costs 100 and they stand up again; out of money, your drinks go back and you get 500. "
        "First to knock over all five in order wins. Seven or more play in teams of two.",
        "ja": "各自1色のセットを持ち、5本を6箱のクレートで囲んだ場に立て、短い缶ではじきます。全員の短い缶を一斉に自動販売機に入れ、"
        "最も遠くに出てきた人から手番。缶から引いて離すとはじき、形状カードの順にドリンクを倒します（色は問いません）。"
        "違うドリンクや2本以上を倒すと100円を支払い、倒れたドリンクは元に戻します。所持金がなくなると集めたドリンクを戻して500円を受け取ります。"
        "5本を正しい順序で最初に倒した人の勝ち。7人以上は2人1組のチームで遊びます。",
    }
    actions = (Insert, Flick)
    bots: ClassVar[dict[str, Any]] = {"heuristic": _heuristic}

    @cached_property
    def tabletop(self) -> TabletopSpec:
        return load_tabletop(self.rules)

    def advance(self, table: Table, tx: Tx) -> None:
        """Nothing happens by itself: each action's flow is whole (:mod:`.g01_flow`)."""

    def to_move(self, table: Table) -> list[int]:
        phase = table.vars.get("phase")
        if phase == "insert":
            return [0]
        if phase == "flick":
            return [flow.current(table)[1]]
        return []

    def turns(self, table: Table) -> int:
        return int(table.vars.get("turn", 0))

    def score(self, table: Table) -> dict[str, Any] | None:
        if not self.is_over(table):
            return None
        teams, progress = table.vars["teams"], table.vars["progress"]
        scores = [0] * table.players
        for t, members in enumerate(teams):
            for s in members:
                scores[s] = progress[t]
        return {
            "scores": scores,
            "winner": sorted(s for t in table.vars["winner"] for s in teams[t]),
            "money": [table.money(f"t{t}.money") for t in range(len(teams))],
            "flicks": int(table.vars["turn"]),
            "how": table.vars.get("how"),
        }

    def public_state(self, table: Table) -> dict[str, Any]:
        state = super().public_state(table)
        state.update(seq=table.vars.get("seq"), progress=table.vars.get("progress"), order=table.vars.get("order"), turn=table.vars.get("turn"))
        return state
