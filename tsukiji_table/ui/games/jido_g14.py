"""G14 Pocari Bet on screen (three players passing the screen).

Draw: the two deck buttons (or drag a deck's top card onto your secret
card's place); the card lies face down in front of you and only you see it
(the screen is handed on behind the cover).  Draft: drag a drink of the
supply onto your Picked place.  Invest: the 100 / 200 / 300 buttons; then
Invest in… (a colour or a shape).  The start player drags a picked drink
(or the crate) into the machine's opening, or presses Put the drinks in;
the payout follows the animation.  Pass the crate starts the next round.
Look inside shows the machine; the panel lists what is inside.
"""

from __future__ import annotations

from typing import Any

from ...games.jidohanbaiki.drinks import kind_names
from ...text import local
from .. import i18n
from ..plugin import Drop, screen_for
from .jido_tower_games import TowerGameScreen

STRINGS = {
    "g14.draw_shape": {"en": "Draw a shape card", "ja": "形状カードを引く"},
    "g14.draw_colour": {"en": "Draw a colour card", "ja": "色カードを引く"},
    "g14.invest": {"en": "Invest {n}", "ja": "{n}円投資"},
    "g14.declare": {"en": "Invest in…", "ja": "投資先…"},
    "g14.insert": {"en": "Put the drinks in", "ja": "ドリンクを投入"},
    "g14.pass": {"en": "Pass the crate", "ja": "クレートを渡す"},
    "g14.round": {"en": "Round {n} of {of}", "ja": "ラウンド{n}／{of}"},
    "g14.start": {"en": "Start player: {who}", "ja": "スタートプレイヤー：{who}"},
    "g14.your_card": {"en": "Your card: {card}", "ja": "あなたのカード：{card}"},
    "g14.seventh": {"en": "7th soda: {drink}", "ja": "第7のソーダ：{drink}"},
    "g14.declared": {"en": "{who} invests {stake} in {kind}", "ja": "{who}：{kind}に{stake}円"},
    "g14.step.draw": {"en": "{who} draws a card", "ja": "{who}がカードを引く"},
    "g14.step.draft": {"en": "{who} picks a drink: drag it onto Picked", "ja": "{who}がドリンクを選ぶ：「選んだドリンク」へドラッグ"},
    "g14.step.invest": {"en": "{who} invests 100 to 300", "ja": "{who}が100～300円を投資"},
    "g14.step.declare": {"en": "{who} names a colour or a shape", "ja": "{who}が色か形状を宣言"},
    "g14.step.insert": {"en": "{who} puts the drinks into the machine (drag one into the opening)", "ja": "{who}がドリンクを投入（投入口へドラッグ）"},
    "g14.step.settled": {"en": "{who} passes the crate", "ja": "{who}がクレートを渡す"},
    "g14.paid": {"en": "{who}: {kind} ×{n} → {got}", "ja": "{who}：{kind}×{n}→{got}"},
    "g14.not_now": {"en": "Not now: {what}", "ja": "今はできません：{what}"},
    "action.draw": {"en": "draw from the {deck} deck", "ja": "{deck}デッキから引く"},
    "action.pick": {"en": "pick {drink}", "ja": "{drink}を選ぶ"},
    "action.invest": {"en": "invest {amount}", "ja": "{amount}円を投資"},
    "action.declare": {"en": "invest in {kind}", "ja": "{kind}に投資"},
    "action.insert": {"en": "put the drinks into the machine", "ja": "ドリンクを自動販売機に投入"},
    "action.pass_crate": {"en": "pass the crate", "ja": "クレートを渡す"},
}


@screen_for("jido:g14")
class PocariScreen(TowerGameScreen):
    strings = {**TowerGameScreen.strings, **STRINGS}
    holds_outcome = True  # payouts and the secret cards turned up wait until the drinks have landed

    def phase(self) -> str:
        return str(self.var("phase", ""))

    def kind_name(self, kind: str) -> str:
        return local(kind_names(self.cat, kind))

    # ------------------------------------------------------------ the machine

    def on_insert(self, drinks: list[str], mode: str, aim: Any) -> None:
        action = {"action": "insert"}
        if self.legal(action):
            self.services.play(action)
        else:
            self.services.toast(i18n.tr("g14.not_now", what=i18n.tr("action.insert")), error=True)

    # ------------------------------------------------------------ buttons, drops, menus

    slots = 3

    def slot(self, k: int) -> tuple[str, Any] | None:
        phase = self.phase()
        if phase == "draw" and k < 2:
            deck = ("shape", "colour")[k]
            return self.play_slot(i18n.tr(f"g14.draw_{deck}"), {"action": "draw", "deck": deck})
        if phase == "invest":
            n = (100, 200, 300)[k]
            return self.play_slot(i18n.tr("g14.invest", n=n), {"action": "invest", "amount": n})
        if phase == "declare" and k == 0 and self.mine():
            return (i18n.tr("g14.declare"), self.declare_menu)
        if phase == "insert" and k == 0:
            return self.play_slot(i18n.tr("g14.insert"), {"action": "insert"})
        if phase == "settled" and k == 0 and not (self.tower is not None and self.tower.animating):
            return self.play_slot(i18n.tr("g14.pass"), {"action": "pass_crate"})
        return None

    def declare_menu(self) -> None:
        services = self.services
        names = [self.kind_name(k) for k in self.game.kinds]  # shapes are lower case for the middle of a sentence
        self.menu([(n[:1].upper() + n[1:], (lambda k=k: services.play({"action": "declare", "kind": k}))) for n, k in zip(names, self.game.kinds)], 220)

    def action_for_drop(self, drop: Drop, legal: list[dict[str, Any]]) -> dict[str, Any] | None:
        seat = drop.seat
        if drop.target == f"p{seat}.drafted" and drop.source == "supply":
            drinks = self.drinks_of(drop)
            action = {"action": "pick", "drink": drinks[0]} if len(drinks) == 1 else None
            return action if action in legal else None
        if drop.target == f"p{seat}.card" and drop.source.startswith("deck."):
            action = {"action": "draw", "deck": drop.source.removeprefix("deck.")}
            return action if action in legal else None
        return None

    # ------------------------------------------------------------ the panel

    def panel_lines(self) -> list[str]:
        t = self.table
        lines = [i18n.tr("g14.round", n=self.var("round", 1), of=self.game.data["rounds"])]
        start = self.var("start")
        if start is not None:
            lines.append(i18n.tr("g14.start", who=self.services.seat_name(start)))
        seat = self.services.viewer
        card = t.zones[f"p{seat}.card"].ids
        if card:
            lines.append(i18n.tr("g14.your_card", card=self.kind_name(card[0].removeprefix("stock_card."))))
        seventh = self.var("seventh")
        if seventh and self.phase() not in ("settled", "over"):
            lines.append(i18n.tr("g14.seventh", drink=self.drink_name(seventh)))
        record = self.var("result")
        animating = self.tower is not None and self.tower.animating
        if self.phase() in ("settled", "over") and isinstance(record, dict) and not animating:
            for s, r in sorted(record["seats"].items(), key=lambda kv: int(kv[0])):
                got = r["got"] + r["bonus"]
                result = f"+{got:,}" if got else f"−{r['stake']:,}"
                lines.append(i18n.tr("g14.paid", who=self.services.seat_name(int(s)), kind=self.kind_name(r["kind"]), n=r["n"], got=result))
        elif self.phase() not in ("settled", "over"):
            for s, kind in sorted(self.var("declared", {}).items(), key=lambda kv: int(kv[0])):
                lines.append(i18n.tr("g14.declared", who=self.services.seat_name(int(s)), stake=t.money(f"p{s}.stake"), kind=self.kind_name(kind)))
        movers = self.game.to_move(t)
        if movers and self.phase() in ("draw", "draft", "invest", "declare", "insert", "settled"):
            lines += [i18n.tr(f"g14.step.{self.phase()}", who=self.services.seat_name(movers[0]))]
        lines += self.inside_lines()
        return lines

    @classmethod
    def screenshot_scenes(cls) -> dict[str, Any]:
        def drafting(scene: Any) -> None:
            for _ in range(3):
                scene.play({"action": "draw", "deck": "colour"}, seat=scene.game.to_move(scene.table)[0])
            if scene.cover is not None:
                scene.cover.on_ready()
                scene.cover = None

        return {"g14-draft": drafting}
