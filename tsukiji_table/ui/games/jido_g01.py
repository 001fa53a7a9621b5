"""G01 Short-Can Flick on screen: the field seen from above, the machine beside it, the order under it.

First "Put the short cans in" (or drag a can into the machine's opening):
every short can goes in at once and the animation shows which comes out
farthest (the turn order).  Then, on your turn, press on your short can
(it starts on the 500 coin), pull back and let go (the flick view of
:mod:`..flick`: power and path shown while aiming; hold Space to fast-forward,
Enter to skip).  The panel names the next shape each player needs, their
money and faults; the log says what every flick knocked over and what it cost.
"""

from __future__ import annotations

from typing import Any

from ...games.jidohanbaiki import g01_flow as flow
from ...games.jidohanbaiki.drinks import kind_names
from ...table import Transaction
from ...text import local
from .. import i18n
from ..flick import FlickHooks, FlickView
from ..plugin import screen_for
from ..services import TableServices
from .jido_tower_games import TowerGameScreen

STRINGS = {
    "g01.insert": {"en": "Put the short cans in", "ja": "短い缶を投入"},
    "g01.step.insert": {
        "en": "{who} puts every short can into the machine: farthest out flicks first",
        "ja": "{who}が全員の短い缶を販売機に投入：最も遠くに出た人から",
    },
    "g01.step.flick": {"en": "{who} to flick: {drink}", "ja": "{who}の番：{drink}をはじく"},
    "g01.order": {"en": "Order: {shapes}", "ja": "倒す順序：{shapes}"},
    "g01.needs": {"en": "{who}: {n}/5, next {shape} · {money}", "ja": "{who}：{n}/5、次は{shape}・{money}"},
    "g01.done": {"en": "{who}: all five", "ja": "{who}：5本すべて"},
    "g01.turn": {"en": "Flick {n} (at most {most} each)", "ja": "{n}回目（各自最大{most}回）"},
    "g01.not_now": {"en": "Not now: the cans are already in play", "ja": "今はできません：缶はすでに場にあります"},
    "g01.score": {"en": "{n} drinks", "ja": "{n}本"},
    "g01.next": {"en": "Next: {shape}", "ja": "次：{shape}"},
}


@screen_for("jido:g01")
class ShortCanFlickScreen(FlickHooks, TowerGameScreen):
    strings = {**TowerGameScreen.strings, **STRINGS}
    tower_buttons = ("focus",)  # the flick's Fast-forward and Skip serve the machine's animation too (Space, Enter)

    def __init__(self, services: TableServices) -> None:
        super().__init__(services)
        self.flick = FlickView.for_table(services, mover=self._mover, on_flick=self._play)

    def phase(self) -> str:
        return str(self.var("phase", ""))

    def _mover(self) -> str | None:
        s = self.services
        if self.phase() != "flick" or s.viewer not in self.game.to_move(s.table) or s.is_bot(s.viewer):
            return None
        return flow.can_of(self.game, s.table, flow.current(s.table)[0])

    def _play(self, mover: str, angle: float, power: float) -> None:
        self.services.play({"action": "flick", "angle": round(angle, 2), "power": round(power, 3)})

    # ------------------------------------------------------------ the machine

    def on_insert(self, drinks: list[str], mode: str, aim: Any) -> None:
        action = {"action": "insert"}
        if self.legal(action):
            self.services.play(action)
        else:
            self.services.toast(i18n.tr("g01.not_now"), error=True)

    slots = 1

    def slot(self, k: int) -> tuple[str, Any] | None:
        if self.phase() == "insert":
            return self.play_slot(i18n.tr("g01.insert"), {"action": "insert"})
        if self.phase() == "flick":  # greyed: what the player to move must knock over next
            team, _ = flow.current(self.table)
            seq = self.var("seq", [])
            return (i18n.tr("g01.next", shape=self.kind_name(seq[self.var("progress")[team]])), None)
        return None

    # ------------------------------------------------------------ the panel

    def team_label(self, team: int) -> str:
        members = self.var("teams")[team]
        return self.seat_names(list(members))

    def kind_name(self, kind: str) -> str:
        return local(kind_names(self.cat, kind))

    def panel_lines(self) -> list[str]:
        t = self.table
        lines: list[str] = []
        movers = self.game.to_move(t)
        rolling = (self.flick is not None and self.flick.animating) or (self.tower is not None and self.tower.animating)
        if self.phase() == "insert" and movers:
            lines += [i18n.tr("g01.step.insert", who=self.services.seat_name(movers[0]))]
            return lines + super().panel_lines()
        seq = self.var("seq", [])
        lines += [i18n.tr("g01.order", shapes=" → ".join(self.kind_name(s) for s in seq))]
        if self.phase() == "flick" and movers and not rolling:
            team, _ = flow.current(t)
            lines.append(i18n.tr("g01.step.flick", who=self.services.seat_name(movers[0]), drink=self.drink_name(flow.can_of(self.game, t, team))))
            lines.append(i18n.tr("g01.turn", n=int(self.var("turn", 0)) + 1, most=self.game.data["max_flicks"]))
        if not rolling:
            order = self.var("order") or list(range(len(self.var("teams", []))))
            for team in order:
                n = self.var("progress")[team]
                who = self.team_label(team)
                if n >= len(seq):
                    lines.append(i18n.tr("g01.done", who=who))
                else:
                    lines.append(i18n.tr("g01.needs", who=who, n=n, shape=self.kind_name(seq[n]), money=self.yen(t.money(f"t{team}.money"))))
        return lines + super().panel_lines()

    def describe(self, tx: Transaction) -> str:
        """The flick view's line while a flick rolls (no spoilers), then the game's: what was collected, the fault and its fine."""
        if self.flick is not None and tx is self.flick.replay_tx:
            return self.flick.describe(tx) or ""
        return TowerGameScreen.describe(self, tx)

    def score_text(self, value: float) -> str:
        return i18n.tr("g01.score", n=int(value))
