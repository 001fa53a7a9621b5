"""G20 Upside-Down Vending Machine on screen.

The machine is drawn upside down on its crate.  Bidding: every bidder types
a bid in secret, behind the hand-off cover (bots answer without a dialog);
all open together.  The winner buys shares by dragging a drink from a
colour card onto their Shares place (or Buy a share…), then No more shares.
Bets: drag your ad sign onto a bet's place and say one or two coins (or
Bet…, No bet).  The drop: Ctrl+click two drinks of different colours on the
cards and drag them into the machine's opening (or Drop…); it is lifted
slowly and the bets are settled.  Sales: drag a share onto its card; Done
selling.
"""

from __future__ import annotations

from typing import Any

from ...games.jidohanbaiki.drinks import kind_names
from ...text import local
from .. import i18n
from ..plugin import Drop, screen_for
from ..services import TableServices
from .jido_tower_games import TowerGameScreen

STRINGS = {
    "g20.bid_title": {"en": "{who}: your blind bid, in hundreds of yen (you have {money})", "ja": "{who}：ブラインド入札（100円単位、所持金{money}円）"},
    "g20.buy": {"en": "Buy a share…", "ja": "株を買う…"},
    "g20.buy_entry": {"en": "{colour}: {price}", "ja": "{colour}：{price}円"},
    "g20.done_buying": {"en": "No more shares", "ja": "株の購入を終える"},
    "g20.bet": {"en": "Bet…", "ja": "賭ける…"},
    "g20.bet_entry": {"en": "{coins} × 100 on “{on}”", "ja": "「{on}」に100円×{coins}"},
    "g20.no_bet": {"en": "No bet", "ja": "賭けない"},
    "g20.drop": {"en": "Drop…", "ja": "落とす…"},
    "g20.done_selling": {"en": "Done selling", "ja": "売却を終える"},
    "g20.coins": {"en": "Coins on “{on}” (1: at least one drink, 2: both)", "ja": "「{on}」への硬貨（1枚：少なくとも1本、2枚：2本とも）"},
    "g20.round": {"en": "Round {n}", "ja": "ラウンド{n}"},
    "g20.lead": {"en": "Bid won by {who}", "ja": "落札者：{who}"},
    "g20.step.bid": {"en": "Blind bids: {who} bid in secret", "ja": "ブラインド入札：{who}が秘密に入札"},
    "g20.step.buy": {"en": "{who} may buy up to two shares", "ja": "{who}は株を2つまで買えます"},
    "g20.step.bet": {"en": "{who} bets (drag your ad sign onto a bet)", "ja": "{who}が賭ける（広告看板を賭けの場所へ）"},
    "g20.step.drop": {"en": "{who} drops two drinks into the machine", "ja": "{who}がドリンク2本を自動販売機に落とす"},
    "g20.step.sell": {"en": "{who} may sell shares (drag one onto its card)", "ja": "{who}は株を売れます（カードへドラッグ）"},
    "g20.slots": {"en": "Crates in front: {n} of 12 filled", "ja": "手前のクレート：12のうち{n}"},
    "g20.landed": {"en": "{drink}: {where}", "ja": "{drink}：{where}"},
    "action.bid": {"en": "bid", "ja": "入札"},
    "action.buy_share": {"en": "buy a {colour} share", "ja": "{colour}の株を買う"},
    "action.done_buying": {"en": "buy no more shares", "ja": "株の購入を終える"},
    "action.bet": {"en": "bet {coins} × 100 on {landing}", "ja": "{landing}に100円×{coins}"},
    "action.no_bet": {"en": "no bet", "ja": "賭けない"},
    "action.drop": {"en": "drop {drinks}", "ja": "{drinks}を落とす"},
    "action.sell": {"en": "sell {drink}", "ja": "{drink}を売る"},
    "action.done_selling": {"en": "sell no more", "ja": "売却を終える"},
}


@screen_for("jido:g20")
class UpsideDownScreen(TowerGameScreen):
    strings = {**TowerGameScreen.strings, **STRINGS}
    holds_outcome = True  # payouts wait until the drinks have landed

    def __init__(self, services: TableServices):
        super().__init__(services)
        if self.tower is not None:
            self.tower.upside_down = True  # drawn turned over on its crate; drops go in upside down
        self._asking: tuple[Any, ...] | None = None

    def phase(self) -> str:
        return str(self.var("phase", ""))

    def colour_name(self, colour: str) -> str:
        return local(kind_names(self.cat, colour))

    def bet_name(self, bet: str) -> str:
        return i18n.tr(f"jido.g20.bet.{bet}")

    # ------------------------------------------------------------ the blind bid

    def on_change(self) -> None:
        super().on_change()
        self.ask_bids()

    def update(self, dt: float) -> None:
        super().update(dt)
        # Also when the game starts or is loaded in the middle of a bidding: the secret input's cover then takes the
        # place of the one the game began with, so "Pass to ..." is shown once.
        self.ask_bids()

    def ask_bids(self) -> None:
        movers = self.game.to_move(self.table)
        key = (self.var("round"), self.var("rebids", 0), tuple(movers))
        if self.phase() != "bid" or not movers or self.services.showing() or key == self._asking:
            return
        self._asking = key
        self.services.secret_number(
            movers,
            0,
            lambda seat: self.table.money(f"p{seat}.money") // 100,
            self._bids,
            title=lambda seat: i18n.tr("g20.bid_title", who=self.services.seat_name(seat), money=f"{self.table.money(f'p{seat}.money'):,}"),
            bot_answer=lambda seat, a: a["amount"] // 100 if a.get("action") == "bid" else None,
            reveal_text=lambda hundreds: self.yen(hundreds * 100),
        )

    def _bids(self, bids: dict[int, Any]) -> None:
        # A tie's new bidding is asked once all are in (``showing()`` holds while they are played).
        self._asking = None
        for seat, hundreds in sorted(bids.items()):
            if not self.services.play({"action": "bid", "amount": int(hundreds) * 100}, seat=seat):
                break
        self.ask_bids()

    def bot_turn(self, seat: int) -> bool:
        # The bids are asked in the secret input; the rest waits for the machine to be shown.
        return self.phase() != "bid" and super().bot_turn(seat)

    def next_viewer(self) -> int | None:
        return None if self.phase() == "bid" else super().next_viewer()

    # ------------------------------------------------------------ the machine

    def on_insert(self, drinks: list[str], mode: str, aim: Any) -> None:
        self.services.play({"action": "drop", "drinks": drinks})

    # ------------------------------------------------------------ buttons, drops, menus

    slots = 2

    def slot(self, k: int) -> tuple[str, Any] | None:
        phase = self.phase()
        menus = {"buy": ("g20.buy", "buy_share"), "bet": ("g20.bet", "bet"), "drop": ("g20.drop", "drop")}
        if k == 0 and phase in menus:
            label, name = menus[phase]
            return (i18n.tr(label), (lambda: self.menu_of(name)) if self.any_legal(name) else None)
        plain = {("buy", 1): ("g20.done_buying", "done_buying"), ("bet", 1): ("g20.no_bet", "no_bet"), ("sell", 0): ("g20.done_selling", "done_selling")}
        if (phase, k) in plain:
            label, name = plain[(phase, k)]
            return self.play_slot(i18n.tr(label), {"action": name})
        return None

    def any_legal(self, name: str) -> bool:
        return any(a["action"] == name for a in self.legal_now())

    def entry(self, action: dict[str, Any]) -> str:
        name = action["action"]
        if name == "buy_share":
            k = self.var("shares").index(action["colour"])
            return i18n.tr("g20.buy_entry", colour=self.colour_name(action["colour"]), price=self.table.money(f"value.{k}"))
        if name == "bet":
            return i18n.tr("g20.bet_entry", coins=action["coins"], on=self.bet_name(action["landing"]))
        if name == "drop":
            return self.names(action["drinks"])
        return self.describe_action(action)

    def menu_of(self, name: str) -> None:
        services = self.services
        entries = [(self.entry(a), (lambda a=a: services.play(a))) for a in self.legal_now() if a["action"] == name]
        if entries:
            self.menu(entries, 260)

    def action_for_drop(self, drop: Drop, legal: list[dict[str, Any]]) -> Any:
        seat, phase = drop.seat, self.phase()
        drinks = self.drinks_of(drop)
        if phase == "buy" and drop.target == f"p{seat}.shares" and drop.source.startswith("card.") and len(drinks) == 1:
            action = {"action": "buy_share", "colour": drinks[0].partition(":")[0]}
            return action if action in legal else None
        if (
            phase == "sell"
            and drop.source == f"p{seat}.shares"
            and (drop.target.startswith("card.") or drop.target.startswith("cardpos."))
            and len(drinks) == 1
        ):
            action = {"action": "sell", "drink": drinks[0]}
            return action if action in legal else None
        if phase == "bet" and drop.target.startswith("signs.") and drop.ids == [f"ad_sign#{seat + 1}"]:
            on = drop.target.removeprefix("signs.")
            return lambda: self.services.ask_number(
                i18n.tr("g20.coins", on=self.bet_name(on)), 1, 2, lambda n: self.services.play({"action": "bet", "landing": on, "coins": n})
            )
        return None

    def describe_action(self, action: dict[str, Any]) -> str:
        if action.get("action") == "bet":
            return i18n.tr("action.bet", coins=action["coins"], landing=self.bet_name(action["landing"]))
        if action.get("action") in ("buy_share",):
            return i18n.tr("action.buy_share", colour=self.colour_name(action["colour"]))
        if action.get("action") in ("sell",):
            return i18n.tr("action.sell", drink=self.drink_name(action["drink"]))
        if action.get("action") == "drop":
            return i18n.tr("action.drop", drinks=self.names(action["drinks"]))
        return super().describe_action(action)

    # ------------------------------------------------------------ the panel

    def panel_lines(self) -> list[str]:
        t = self.table
        lines = [i18n.tr("g20.round", n=self.var("round", 1))]
        lead = self.var("lead")
        if lead is not None and self.phase() != "bid":
            lines.append(i18n.tr("g20.lead", who=self.services.seat_name(lead)))
        if self.tower is not None and self.tower.animating:
            return lines  # where the drinks land, and what follows, is told once the machine has shown it
        movers = self.game.to_move(t)
        if movers and self.phase() in ("bid", "buy", "bet", "drop", "sell"):
            lines += [i18n.tr(f"g20.step.{self.phase()}", who=self.seat_names(movers))]
        lines.append(i18n.tr("g20.slots", n=len(t.zones["front.1"].ids) + len(t.zones["front.2"].ids)))
        record = self.var("drop")
        if isinstance(record, dict):
            for drink, where in record["landed"].items():
                key = "jido.g20.landed.caught_inside" if where == "caught_inside" else f"jido.g20.bet.{where}"
                lines.append(i18n.tr("g20.landed", drink=self.drink_name(drink), where=i18n.tr(key)))
        return lines

    @classmethod
    def screenshot_scenes(cls) -> dict[str, Any]:
        def betting(scene: Any) -> None:
            for s in range(scene.table.players):
                scene.play({"action": "bid", "amount": 100 if s == 0 else 0}, seat=s)
            scene.modals.clear()
            scene.play({"action": "done_buying"}, seat=0)
            if scene.cover is not None:
                scene.cover.on_ready()
                scene.cover = None

        return {"g20-betting": betting}
