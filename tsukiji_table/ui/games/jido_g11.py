"""G11 Vending Machine Poker on screen.

Buy: drag a drink of the supply into the machine's opening (Ctrl+click
several first to buy them together); they are paid into the pot and go in
one at a time.  Throw: switch to throw mode (T), drag a drink of your crate
to the opening, pull back from your hand and let go.  Then End turn, or
End turn and call.  When more came out than your crate holds, select the
drinks to give back (Ctrl+click) and press Give back.  The panel tells
whose turn it is, the pot, the round, who called, your hand, and what is
inside the machine.
"""

from __future__ import annotations

from typing import Any

from ...games.jidohanbaiki import g11_rules
from ...physics.recording import piece_drink
from ...table import Transaction
from ...text import Message, msg
from .. import i18n
from ..plugin import Drop, screen_for
from ..services import TableServices
from .jido_tower_games import TowerGameScreen

STRINGS = {
    "g11.end_turn": {"en": "End turn", "ja": "手番を終える"},
    "g11.call": {"en": "End turn and call", "ja": "手番を終えてコール"},
    "g11.give_back": {"en": "Give back the selected", "ja": "選んだドリンクを戻す"},
    "g11.round": {"en": "Round {n} · pot {pot}", "ja": "ラウンド{n}・賭け金{pot}"},
    "g11.turn": {"en": "{who}'s turn", "ja": "{who}の手番"},
    "g11.called": {"en": "{who} called: one more turn each", "ja": "{who}がコール：各自あと1手番"},
    "g11.your_hand": {"en": "Your hand: {hand}", "ja": "あなたの手札：{hand}"},
    "g11.out": {"en": "Out: {who}", "ja": "脱落：{who}"},
    "g11.how_buy": {"en": "Buy: drag drinks to the opening", "ja": "購入：ドリンクを投入口へドラッグ"},
    "g11.how_throw": {"en": "Throw: T, drag a crate drink to the opening, pull back", "ja": "投げ入れ：T、クレートのドリンクを投入口へ、引いて離す"},
    "g11.how_keep": {
        "en": "Too many came out: Ctrl+click {n} {n|drink|drinks} to give back, then press Give back",
        "ja": "入りきりません：戻すドリンクを{n}本Ctrlクリックで選び、「選んだドリンクを戻す」",
    },
    "g11.keep_count": {
        "en": "Select exactly {n} {n|drink|drinks} of your crate and of those that came out",
        "ja": "クレートと出てきたドリンクから、ちょうど{n}本を選んでください",
    },
    "g11.not_yours": {"en": "Throw drinks from your own crate", "ja": "自分のクレートのドリンクを投げてください"},
    "g11.buy_from_supply": {"en": "Buy drinks from the supply: drag them into the opening", "ja": "サプライのドリンクを投入口へドラッグして購入します"},
    "g11.showdown": {"en": "{who} wins {share} yen with {hand}", "ja": "{who}が{hand}で{share}円を獲得"},
    "g11.throwing": {"en": "{who} throws {drink}", "ja": "{who}が{drink}を投げる"},
    "action.buy": {"en": "buy {drinks}", "ja": "{drinks}を購入"},
    "action.end_turn": {"en": "end the turn (call: {call})", "ja": "手番を終える（コール：{call}）"},
}


@screen_for("jido:g11")
class PokerScreen(TowerGameScreen):
    strings = {**TowerGameScreen.strings, **STRINGS}
    tower_buttons = ("focus", "toggle_throw", "toggle_fast", "skip")

    # ------------------------------------------------------------ the machine

    def on_insert(self, drinks: list[str], mode: str, aim: Any) -> None:
        seat = self.services.viewer
        if mode == "throw" and aim is not None:
            drink = drinks[0]
            if drink not in self.game.crate(self.table, seat):
                self.services.toast(i18n.tr("g11.not_yours"), error=True)
                return
            self.services.play(self.game.throw_action(drink, aim.distance, aim.height, aim.angle_deg, aim.speed))
            return
        supply = set(self.game.supply(self.table))
        if not all(d in supply for d in drinks):
            self.services.toast(i18n.tr("g11.buy_from_supply"), error=True)
            return
        self.services.play({"action": "buy", "drinks": sorted(drinks)})

    def pending_line(self, tx: Transaction, lines: list[Message]) -> Message:
        action = tx.action or {}
        if action.get("action") == "throw":
            return msg("jido.g11.log.throwing", who=lines[0].params.get("who"), drink=self.game.drink_names(action["drink"]))
        return lines[0]

    def on_change(self) -> None:
        super().on_change()
        record = self.var("showdown")
        if isinstance(record, dict) and record.get("round") != self._shown_round:
            self._shown_round = record.get("round")
            for s in record["winners"]:
                hand = msg(f"jido.g11.hand.{record['hands'][str(s)]['hand']}").render()
                self.services.toast(i18n.tr("g11.showdown", who=self.services.seat_name(s), share=f"{record['share']:,}", hand=hand))

    # ------------------------------------------------------------ buttons and drops

    slots = 2

    def slot(self, k: int) -> tuple[str, Any] | None:
        if self.var("phase") == "keep":
            return (i18n.tr("g11.give_back"), self.give_back) if k == 0 and self.mine() else None
        if k == 0:
            return self.play_slot(i18n.tr("g11.end_turn"), {"action": "end_turn", "call": False})
        return self.play_slot(i18n.tr("g11.call"), {"action": "end_turn", "call": True})

    def give_back(self) -> None:
        seat = self.services.viewer
        pool = self.game.crate(self.table, seat) + self.game.caught(self.table, seat)
        chosen = {piece_drink(h) for h in self.services.selection() if h.startswith("drink.")}
        n = len(pool) - min(len(pool), int(self.game.data["crate_spots"]))
        if len(chosen & set(pool)) != n or not chosen <= set(pool):
            self.services.toast(i18n.tr("g11.keep_count", n=n), error=True)
            return
        self.services.clear_selection()
        self.services.play({"action": "keep", "drinks": sorted(d for d in pool if d not in chosen)})

    def action_for_drop(self, drop: Drop, legal: list[dict[str, Any]]) -> dict[str, Any] | None:
        return None  # the game's moves are drops on the machine's opening and the buttons

    # ------------------------------------------------------------ the panel

    def panel_lines(self) -> list[str]:
        t, game = self.table, self.game
        lines = [i18n.tr("g11.round", n=self.var("round", 1), pot=self.yen(t.money("pot")))]
        if game.is_over(t):
            return lines
        turn = self.var("turn")
        if turn is not None:
            lines.append(i18n.tr("g11.turn", who=self.services.seat_name(turn)))
        if self.var("caller") is not None:
            lines.append(i18n.tr("g11.called", who=self.services.seat_name(self.var("caller"))))
        out = self.var("out", [])
        if out:
            lines.append(i18n.tr("g11.out", who=self.seat_names(out)))
        seat = self.services.viewer
        crate = game.crate(t, seat)
        animating = self.tower is not None and self.tower.animating
        if crate and seat not in out and not animating:
            value, _ = g11_rules.best_hand([game.card(d) for d in crate])
            lines.append(i18n.tr("g11.your_hand", hand=msg(f"jido.g11.hand.{value.name}").render()))
        lines += self.inside_lines()
        if self.mine():  # how to play, last: the panel shows ten lines at most
            if self.var("phase") == "keep":
                pool = len(crate) + len(game.caught(t, seat))
                lines += [i18n.tr("g11.how_keep", n=pool - int(game.data["crate_spots"]))]
            elif self.var("did") is None:
                lines += [i18n.tr("g11.how_buy")] + [i18n.tr("g11.how_throw")]
            elif self.var("did") == "throw":
                lines += [i18n.tr("g11.how_throw")]
        return lines

    def __init__(self, services: TableServices):
        super().__init__(services)
        record = self.var("showdown")
        self._shown_round: Any = record.get("round") if isinstance(record, dict) else None

    @classmethod
    def screenshot_scenes(cls) -> dict[str, Any]:
        def buying(scene: Any) -> None:
            seat = scene.game.to_move(scene.table)[0]
            scene.play({"action": "buy", "drinks": ["blue:long_can", "red:long_can", "red:stubby_can"]}, seat=seat)
            if scene.plugin.tower is not None:
                scene.plugin.tower.skip()

        return {"g11-bought": buying}
