"""G19 Jasmine Tea on screen (two to six players passing the screen).

The start-player bid: every player types a blind bid in secret, behind the
hand-off cover (bots answer without a dialog); all open together, ties bid
again.  A turn: drag a stock card from the centre onto your Stock cards
(or Buy a stock card…); Bet… (a card, then the amount; again for another
card, then Done); drag drinks from the supply onto Bought this round (or
Buy a drink…), then Done.  The stakes lie on the cards, each seat in its
own corner; owned cards lie before their owner.  At the round's end the
player with the least money drags a bought drink into the machine's
opening (or presses Put the drinks in): the round's purchases go in at
once, and the payouts follow the animation.  Look inside shows the machine.
"""

from __future__ import annotations

from typing import Any

from ...games.furniture import money_on
from ...games.jidohanbaiki import g19_flow as flow
from ...games.jidohanbaiki.drinks import kind_names
from ...games.jidohanbaiki.g19_rules import drink_step_price
from ...text import local
from .. import i18n
from ..overlays import Modal
from ..plugin import Drop, screen_for
from ..services import TableServices
from .jido_multi import BreakdownEnd
from .jido_tower_games import TowerGameScreen

STRINGS = {
    "g19.bid_title": {
        "en": "{who}: your blind bid for start player, in hundreds of yen (you have {money})",
        "ja": "{who}：スタートプレイヤーのブラインド入札（100円単位、所持金{money}円）",
    },
    "g19.stock": {"en": "Buy a stock card…", "ja": "ストックカードを購入…"},
    "g19.stock_entry": {"en": "{card} ({price})", "ja": "{card}（{price}円）"},
    "g19.bet": {"en": "Bet…", "ja": "賭ける…"},
    "g19.owned_by": {"en": "{card}: {who}'s", "ja": "{card}：{who}所有"},
    "g19.bet_amount": {"en": "Bet on {card} (up to {most})", "ja": "{card}に賭ける（{most}円まで）"},
    "g19.drink": {"en": "Buy a drink…", "ja": "ドリンクを購入…"},
    "g19.drink_entry": {"en": "{drink} (+{price})", "ja": "{drink}（+{price}円）"},
    "g19.done": {"en": "Done", "ja": "終了"},
    "g19.pass": {"en": "Pass", "ja": "パス"},
    "g19.insert": {"en": "Put the drinks in", "ja": "ドリンクを投入"},
    "g19.round": {"en": "Round {n} of {of}", "ja": "ラウンド{n}／{of}"},
    "g19.last_round": {"en": "Round {n} of {of} (the last: two actions each)", "ja": "ラウンド{n}／{of}（最終：各自2回）"},
    "g19.start": {"en": "Start player: {who}", "ja": "スタートプレイヤー：{who}"},
    "g19.turns_left": {"en": "{who}: turn {k} of {n}", "ja": "{who}：{n}回中{k}回目の手番"},
    "g19.limit": {"en": "Your bets this round: {used} of {limit}", "ja": "このラウンドのあなたの賭け：{limit}円中{used}円"},
    "g19.bets_on": {"en": "{card}: {bets}", "ja": "{card}：{bets}"},
    "g19.bet_of": {"en": "{who} {amount}", "ja": "{who} {amount}円"},
    "g19.bought": {"en": "Bought this round: {n} drinks", "ja": "このラウンドの購入：{n}本"},
    "g19.boxed": {"en": "In the box: {n} drinks", "ja": "箱の中：{n}本"},
    "g19.step.bid": {"en": "Blind bids: {who} bid in secret", "ja": "ブラインド入札：{who}が秘密に入札"},
    "g19.step.turns": {"en": "{who}: buy a stock card, bet, or buy drinks", "ja": "{who}：ストック購入・賭け・ドリンク購入のいずれか"},
    "g19.step.bet": {"en": "{who} is betting: another bet, or Done", "ja": "{who}が賭けています：さらに賭けるか「終了」"},
    "g19.step.drinks": {"en": "{who} is buying drinks: another, or Done", "ja": "{who}がドリンクを購入中：もう1本か「終了」"},
    "g19.step.insert": {
        "en": "{who} (least money) puts the drinks in: drag one into the opening",
        "ja": "所持金が最も少ない{who}がドリンクを投入：投入口へドラッグ",
    },
    "g19.result_hit": {"en": "{who} on {card}: +{won}", "ja": "{who}：{card}で+{won}円"},
    "g19.result_miss": {"en": "{who} on {card}: −{stake}", "ja": "{who}：{card}で−{stake}円"},
    "g19.end_before": {"en": "Money after the last round: {n}", "ja": "最終ラウンド後の所持金：{n}円"},
    "g19.end_card": {"en": "{card}: {k} in the box → +{n}", "ja": "{card}：箱に{k}本→+{n}円"},
    "g19.end_none": {"en": "No stock card: nothing more", "ja": "ストックカードなし：追加なし"},
    "g19.end_total": {"en": "Total: {n}", "ja": "合計：{n}円"},
    "g19.not_now": {"en": "Not now: {what}", "ja": "今はできません：{what}"},
}


@screen_for("jido:g19")
class JasmineScreen(TowerGameScreen):
    strings = {**TowerGameScreen.strings, **STRINGS}
    holds_outcome = True  # payouts wait until the drinks have landed

    def __init__(self, services: TableServices):
        super().__init__(services)
        self._asking: tuple[Any, ...] | None = None

    def phase(self) -> str:
        return str(self.var("phase", ""))

    def card_name(self, card: str) -> str:
        return local(self.game.card_names(card))

    def short_name(self, card: str) -> str:
        """A card by its colour or shape alone ("Blue", "Short can"): the panel's lines stay short enough to read."""
        name = local(kind_names(self.cat, card))
        return name[:1].upper() + name[1:]

    def owned_name(self, card: str) -> str:
        """A card's name, with its owner's when someone owns it (a stake on it goes to them)."""
        owner = flow.owners(self.game, self.table).get(card)
        name = self.card_name(card)
        return name if owner is None else i18n.tr("g19.owned_by", card=name, who=self.services.seat_name(owner))

    # ------------------------------------------------------------ the blind bid

    def on_change(self) -> None:
        super().on_change()
        self.ask_bids()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.ask_bids()  # also when the game starts or is loaded in the middle of a bidding

    def ask_bids(self) -> None:
        movers = self.game.to_move(self.table)
        key = (self.var("rebids", 0), tuple(self.var("bidders", [])), tuple(movers))
        if self.phase() != "bid" or not movers or self.services.showing() or key == self._asking:
            return
        self._asking = key
        self.services.secret_number(
            movers,
            0,
            lambda seat: self.table.money(f"p{seat}.money") // 100,
            self._bids,
            title=lambda seat: i18n.tr("g19.bid_title", who=self.services.seat_name(seat), money=f"{self.table.money(f'p{seat}.money'):,}"),
            bot_answer=lambda seat, a: a["amount"] // 100 if a.get("action") == "bid" else None,
            reveal_text=lambda hundreds: self.yen(hundreds * 100),
        )

    def _bids(self, bids: dict[int, Any]) -> None:
        # Every answer is played before anyone is asked again (``showing()`` holds while they are played).
        for seat, hundreds in sorted(bids.items()):
            self.services.play({"action": "bid", "amount": int(hundreds) * 100}, seat=seat)
        self._asking = None
        self.ask_bids()

    def bot_turn(self, seat: int) -> bool:
        return self.phase() != "bid" and super().bot_turn(seat)

    def next_viewer(self) -> int | None:
        return None if self.phase() == "bid" else super().next_viewer()

    # ------------------------------------------------------------ the machine

    def on_insert(self, drinks: list[str], mode: str, aim: Any) -> None:
        action = {"action": "insert"}
        if self.legal(action):
            self.services.play(action)
        else:
            self.services.toast(i18n.tr("g19.not_now", what=i18n.tr("jido.g19.action.insert")), error=True)

    # ------------------------------------------------------------ buttons, drops, menus

    slots = 4

    def slot(self, k: int) -> tuple[str, Any] | None:
        phase = self.phase()
        if phase == "insert":
            return self.play_slot(i18n.tr("g19.insert"), {"action": "insert"}) if k == 3 else None
        if phase != "turns":
            return None
        if k < 3:
            label, name = (("g19.stock", "buy_stock"), ("g19.bet", "bet"), ("g19.drink", "buy_drink"))[k]
            return (i18n.tr(label), (lambda: self.menu_of(name)) if self.any_legal(name) else None)
        if self.legal({"action": "pass"}):
            return self.play_slot(i18n.tr("g19.pass"), {"action": "pass"})
        return self.play_slot(i18n.tr("g19.done"), {"action": "done"})

    def any_legal(self, name: str) -> bool:
        return any(a["action"] == name for a in self.legal_now())

    def menu_of(self, name: str) -> None:
        services = self.services
        legal = [a for a in self.legal_now() if a["action"] == name]
        if name == "buy_stock":
            price = self.game.data["stock_price"]
            entries = [(i18n.tr("g19.stock_entry", card=self.card_name(a["card"]), price=price), (lambda a=a: services.play(a))) for a in legal]
        elif name == "bet":
            cards = list(dict.fromkeys(a["card"] for a in legal))
            entries = [(self.owned_name(c), (lambda c=c: self.ask_bet(c))) for c in cards]
        else:
            price = self.next_drink_price()
            entries = [(i18n.tr("g19.drink_entry", drink=self.drink_name(a["drink"]), price=price), (lambda a=a: services.play(a))) for a in legal]
        if entries:
            self.menu(entries, 300)

    def next_drink_price(self) -> int:
        took = int(self.var("took", 0)) if self.var("doing") == "drinks" else 0
        prices = self.game.data["drink_prices"]
        return drink_step_price(prices, took) if took < len(prices) else 0

    def ask_bet(self, card: str) -> None:
        amounts = [a["amount"] for a in self.legal_now() if a["action"] == "bet" and a["card"] == card]
        if not amounts:
            return
        step = int(self.game.data["bet_step"])
        most = max(amounts)
        self.services.ask_number(
            i18n.tr("g19.bet_amount", card=self.card_name(card), most=f"{most:,}"),
            step,
            most,
            lambda n: self.services.play({"action": "bet", "card": card, "amount": int(n)}),
            value=most,
            step=step,
        )

    def action_for_drop(self, drop: Drop, legal: list[dict[str, Any]]) -> Any:
        seat = drop.seat
        drinks = self.drinks_of(drop)
        if drop.source == "supply" and drop.target == flow.BOUGHT and len(drinks) == 1:
            action = {"action": "buy_drink", "drink": drinks[0]}
            return action if action in legal else None
        cards = [i for i in drop.ids if i.startswith("stock_card.")]
        if drop.source == flow.CENTRE and len(cards) == 1:
            card = cards[0].removeprefix("stock_card.")
            if drop.target == f"p{seat}.stocks":
                action = {"action": "buy_stock", "card": card}
                return action if action in legal else None
        return None

    # ------------------------------------------------------------ the panel

    def panel_lines(self) -> list[str]:
        t = self.table
        rnd, rounds = int(self.var("round", 1)), int(self.var("rounds", 1))
        lines = [i18n.tr("g19.last_round" if rnd == rounds else "g19.round", n=rnd, of=rounds)]
        start = self.var("start")
        if start is not None and self.phase() != "bid":
            lines.append(i18n.tr("g19.start", who=self.services.seat_name(start)))
        if self.tower is not None and self.tower.animating:
            return lines  # what came out, and what it paid, is told once the machine has shown it
        movers = self.game.to_move(t)
        phase = self.phase()
        if movers and phase == "bid":
            lines += [i18n.tr("g19.step.bid", who=self.seat_names(movers))]
        elif movers and phase == "turns":
            doing = self.var("doing")
            key = f"g19.step.{doing}" if doing in ("bet", "drinks") else "g19.step.turns"
            lines += [i18n.tr(key, who=self.services.seat_name(movers[0]))]
            k = int(self.var("turn", 0)) // t.players + 1
            lines.append(i18n.tr("g19.turns_left", who=self.services.seat_name(movers[0]), k=k, n=flow.actions_this_round(self.game, t)))
        elif movers and phase == "insert":
            lines += [i18n.tr("g19.step.insert", who=self.services.seat_name(movers[0]))]
        viewer = self.services.viewer
        if phase in ("turns", "insert") and 0 <= viewer < t.players:
            lines.append(i18n.tr("g19.limit", used=f"{flow.staked(self.game, t, viewer):,}", limit=f"{flow.limit(self.game, t, viewer):,}"))
        lines += self.bet_lines()
        lines.append(i18n.tr("g19.bought", n=len(t.zones[flow.BOUGHT].ids)))
        lines.append(i18n.tr("g19.boxed", n=len(t.zones[flow.DISCARDS].ids)))
        lines += self.result_lines()
        lines += self.inside_lines()
        return lines

    def bet_lines(self) -> list[str]:
        """The stakes on each card this round, by whose they are."""
        lines = []
        for k in range(12):
            piece = self.cat.card_piece(k)
            bets = [(s, self.table.money(money_on(piece, s))) for s in range(self.table.players)]
            bets = [(s, a) for s, a in bets if a]
            if bets:
                shown = i18n.tr("log.and").join(i18n.tr("g19.bet_of", who=self.services.seat_name(s), amount=f"{a:,}") for s, a in bets)
                lines.append(i18n.tr("g19.bets_on", card=self.short_name(self.cat.card_name(k)), bets=shown))
        return lines

    def result_lines(self) -> list[str]:
        """The last round's bets, once the machine has shown what came out (until the next round's first bet)."""
        record = self.var("result")
        if not isinstance(record, dict) or self.var("doing") is not None or int(self.var("turn", 0)) > 0:
            return []
        out = []
        for seat, card, stake, won in record["bets"]:
            who, name = self.services.seat_name(seat), self.short_name(card)
            out.append(
                i18n.tr("g19.result_hit", who=who, card=name, won=f"{won:,}") if won else i18n.tr("g19.result_miss", who=who, card=name, stake=f"{stake:,}")
            )
        return out[:6]

    # ------------------------------------------------------------ the end

    def breakdown(self) -> list[list[str]]:
        score = self.game.score(self.table) or {}
        rows = []
        for s, b in enumerate(score.get("breakdown", [])):
            lines = [self.services.seat_name(s), i18n.tr("g19.end_before", n=f"{b.get('before', 0):,}")]
            per = int(self.game.data["end_payout"]) or 1
            for card, amount in (b.get("cards") or {}).items():
                lines.append(i18n.tr("g19.end_card", card=self.card_name(card), k=amount // per, n=f"{amount:,}"))
            if not b.get("cards"):
                lines.append(i18n.tr("g19.end_none"))
            lines.append(i18n.tr("g19.end_total", n=f"{score['scores'][s]:,}"))
            rows.append(lines)
        return rows

    def end_modal(self) -> Modal | None:
        got = self.final_scores()
        if got is None:
            return None
        names, values, winners = got
        colours = [self.services.seat_colour(s) for s in range(len(names))]
        return BreakdownEnd(self.services.screen_rect, names, values, winners, colours, self.score_text, self.breakdown())

    @classmethod
    def screenshot_scenes(cls) -> dict[str, Any]:
        def betting(scene: Any) -> None:
            for s in range(scene.table.players):
                scene.play({"action": "bid", "amount": 100 if s == 0 else 0}, seat=s)
            scene.modals.clear()
            scene.play({"action": "buy_stock", "card": "blue"}, seat=0)
            scene.play({"action": "bet", "card": "blue", "amount": 200}, seat=1)
            if scene.cover is not None:
                scene.cover.on_ready()
                scene.cover = None

        return {"g19-betting": betting}
