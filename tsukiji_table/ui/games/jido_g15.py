"""G15 Drink Hot-Potato on screen: 3-6 players passing the screen.

Each player's card lies in their hand, seen by them alone; the drinks, the
money, the deck and the discards lie on the table.  In assisted and strict
modes the referee runs the turns and the window asks each player in turn,
behind the hand-off cover: first which of their two cards to keep, then,
on every turn, which drink to give the active player (two, one after the
other, at three players).  Each choice is played at once and shows nothing
(the card not kept goes face down into the deck; a give is sealed by the
referee), so, unlike sealed bids, nothing is revealed at the end of the
step.  The gives are handed over together; a table then shows everyone
what was given, the card shown and what it cost.  A drink already chosen is shown to its giver as set
aside (it is not offered again); to everyone else it stays where it lies
until the gives are handed over.  In free mode the pieces move by hand.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any

from ...games.jidohanbaiki.g15_rules import matching
from ...text import local
from .. import i18n
from ..overlays import Modal
from ..plugin import screen_for
from .jido_dialogs import PickDialog, ResultTable, listed
from .jido_table import TableGameScreen

if TYPE_CHECKING:
    from ...games.jidohanbaiki.g15 import HotPotato
    from ...table import TableView, Transaction
    from ..services import TableServices

SECRET = ("keep", "give")


@screen_for("jido:g15")
class HotPotatoScreen(TableGameScreen):
    strings = {
        "jido.g15.ui.keep": {"en": "Keep {card} ({n} of your drinks match it)", "ja": "{card}を手札にする（あなたのドリンク{n}個が該当）"},
        "jido.g15.ui.keep_title": {
            "en": "{name}: keep one card as your hand (the other goes into the deck)",
            "ja": "{name}：手札にするカードを1枚選んでください（もう1枚は山札へ）",
        },
        "jido.g15.ui.give_title": {
            "en": "{name}: choose a drink to give {to} ({n} of {of})",
            "ja": "{name}：{to}に渡すドリンクを選んでください（{of}個中{n}個目）",
        },
        "jido.g15.ui.turn_title": {"en": "{name} shows {card}", "ja": "{name}が{card}を公開"},
        "jido.g15.ui.turn_note": {"en": "Drinks that match: {n}. {name} pays {paid} yen", "ja": "該当するドリンク{n}個：{name}が{paid}円を支払う"},
        "jido.g15.ui.col.player": {"en": "Player", "ja": "プレイヤー"},
        "jido.g15.ui.col.gave": {"en": "Gave", "ja": "渡したドリンク"},
        "jido.g15.ui.col.coins": {"en": "Coins", "ja": "硬貨"},
        "jido.g15.ui.col.drinks": {"en": "Drinks", "ja": "ドリンク"},
        "jido.g15.ui.phase.keep": {"en": "Everyone keeps one card", "ja": "全員が手札を1枚選ぶ"},
        "jido.g15.ui.phase.give": {"en": "Everyone gives {name} a drink", "ja": "全員が{name}にドリンクを渡す"},
        "jido.g15.ui.phase.over": {"en": "The game is over", "ja": "ゲーム終了"},
        "jido.g15.ui.your_card": {"en": "Your card: {card} ({n} of your drinks)", "ja": "あなたの手札：{card}（あなたのドリンク{n}個が該当）"},
        "jido.g15.ui.setting_aside": {"en": "You will give: {drinks}", "ja": "渡すドリンク：{drinks}"},
        "jido.g15.ui.deck": {"en": "Deck {n} · discards {d}", "ja": "山札{n}枚・捨て札{d}枚"},
        "jido.g15.ui.free": {"en": "Free mode: move anything by hand", "ja": "フリーモード：自由に動かせます"},
        "jido.g15.ui.coins": {"en": "{n} yen", "ja": "{n}円"},
        "jido.g15.ui.end_title": {"en": "Game over: {names} wins", "ja": "ゲーム終了：{names}の勝ち"},
        "jido.g15.ui.end_note": {"en": "Most coins wins; a tie goes to the fewer drinks.", "ja": "硬貨が最も多い人の勝ち。同額ならドリンクの少ない人。"},
    }

    def __init__(self, services: TableServices):
        super().__init__(services)
        self.game: HotPotato = services.game  # type: ignore[assignment]

    # -------------------------------------------------------------- flow

    def presentations(self, tx: Transaction) -> list[Callable[[], Modal]]:
        """Each turn's outcome (gives, the card shown, the payment), for everyone."""
        shown = self.set_var_after(tx, "shown")
        return [partial(self._turn_table, tx, shown)] if shown and shown.get("card") else []

    def ask(self) -> None:
        """Hand the screen to the next person who chooses (a card to keep, a drink to give), then ask."""
        s = self.services
        movers = [m for m in self.game.to_move(self.table) if not s.is_bot(m)]  # bots play through the driver
        if movers and self.idle() and self.phase() in SECRET:
            s.request_viewer(movers[0], then=partial(self._ask, movers[0]))

    def next_viewer(self) -> int | None:
        """The steps ask their own player (:meth:`ask`): nobody is handed the screen otherwise."""
        return None

    def bot_turn(self, seat: int) -> bool:
        return self.idle()

    def _ask(self, seat: int) -> None:
        """The seat at the screen chooses, unseen by the others: a card to keep, or a drink to give.

        The choice is played at once: a kept card's twin goes face down into the deck and a give is
        sealed by the referee, so nothing of it shows; nothing is revealed until the gives are handed over.
        """
        if seat not in self.game.to_move(self.table) or not self.idle():
            return
        legal = list(self.game.legal_actions(self.table, seat))
        words = self.game.words
        if self.phase() == "keep":
            title = i18n.tr("jido.g15.ui.keep_title", name=self.services.seat_name(seat))
            drinks = self.game.drinks(self.table, seat)
            options = []
            for a in legal:
                code = self.game.codes[f"stock_card.{a['card']}"]
                options.append((i18n.tr("jido.g15.ui.keep", card=local(words.card(code)), n=matching(code, drinks)), a))
        else:
            title = self._give_title(seat)
            options = [(local(words.drink(self.game.codes[f"drink.{a['drink']}"])), a) for a in legal]
        choices = [(label, partial(self.services.play, action, seat)) for label, action in options]
        self.services.show(PickDialog(self.services.screen_rect, title, choices, cancel=False))

    def _give_title(self, seat: int) -> str:
        quota = self.game.quota(self.table)
        count = self.table.vars.get("give_count", {}).get(str(seat), 0)
        to = self.services.seat_name(self.table.vars["active"])
        return i18n.tr("jido.g15.ui.give_title", name=self.services.seat_name(seat), to=to, n=count + 1, of=quota)

    def _turn_table(self, tx: Transaction, shown: dict[str, Any]) -> Modal:
        name = self.services.seat_name
        given = self.set_var_after(tx, "given") or []
        rows = [[name(s), listed(local(self.game.words.drink(self.game.codes[f"drink.{d}"])) for d in ds)] for s, ds in given]
        card = local(self.game.words.card(self.game.codes[shown["card"]]))
        title = i18n.tr("jido.g15.ui.turn_title", name=name(shown["seat"]), card=card)
        notes = [i18n.tr("jido.g15.ui.turn_note", n=shown["matches"], name=name(shown["seat"]), paid=shown["paid"])]
        header = [i18n.tr("jido.g15.ui.col.player"), i18n.tr("jido.g15.ui.col.gave")]
        return ResultTable(self.services.screen_rect, title, header, rows, [self.services.seat_colour(s) for s, _ in given], notes)

    # ------------------------------------------------------------- the view

    def adjust_view(self, view: TableView) -> TableView:
        """The drinks its own seat has chosen to give are set aside in its eyes (nobody else's)."""
        if view.viewer is None or view.viewer < 0:
            return view
        chosen = {f"drink.{d}" for d in view.vars.get(f"secret.{view.viewer}.give", [])}
        zone = view.zones.get(f"p{view.viewer}.drinks")
        if not chosen or zone is None:
            return view
        zones = dict(view.zones)
        zones[zone.id] = replace(zone, pieces=tuple(p for p in zone.pieces if p.handle not in chosen))
        return replace(view, zones=zones)

    def panel_lines(self) -> list[str]:
        v = self.services.view.vars
        phase = self.phase()
        lines = []
        if phase == "give":
            lines.append(i18n.tr("jido.g15.ui.phase.give", name=self.services.seat_name(v.get("active", 0))))
        else:
            lines.append(i18n.tr(f"jido.g15.ui.phase.{phase}" if phase in ("keep", "over") else "jido.g15.ui.phase.over"))
        if self.free:
            lines.append(i18n.tr("jido.g15.ui.free"))
        viewer = self.services.view.viewer
        hand = self.services.view.zones.get(f"p{viewer}.hand")
        if hand is not None and len(hand.pieces) == 1 and not hand.pieces[0].hidden:
            code = self.game.codes[hand.pieces[0].handle]
            drinks = self.game.drinks(self.table, viewer) if viewer is not None else []
            lines.append(i18n.tr("jido.g15.ui.your_card", card=local(self.game.words.card(code)), n=matching(code, drinks)))
        chosen = v.get(f"secret.{viewer}.give", [])
        if chosen:
            lines.append(i18n.tr("jido.g15.ui.setting_aside", drinks=listed(local(self.game.words.drink(self.game.codes[f"drink.{d}"])) for d in chosen)))
        lines.append(i18n.tr("jido.g15.ui.deck", n=len(self.table.zones["deck"].ids), d=len(self.table.zones["discard"].ids)))
        return lines

    # ----------------------------------------------------------------- end

    def score_text(self, value: float) -> str:
        return i18n.tr("jido.g15.ui.coins", n=int(value))

    def end_modal(self) -> Modal | None:
        score = self.game.score(self.table)
        if not score:
            return None
        header = [i18n.tr(f"jido.g15.ui.col.{k}") for k in ("player", "coins", "drinks")]
        rows = [[self.services.seat_name(s), str(seat["money"]), str(seat["drinks"])] for s, seat in enumerate(score["seats"])]
        title = i18n.tr("jido.g15.ui.end_title", names=listed(self.services.seat_name(s) for s in score["winner"]))
        colours = [self.services.seat_colour(s) for s in range(self.table.players)]
        return ResultTable(self.services.screen_rect, title, header, rows, colours, [i18n.tr("jido.g15.ui.end_note")], strong=score["winner"])

    @classmethod
    def screenshot_scenes(cls) -> dict[str, Callable[[Any], None]]:
        from .jido_g15_scenes import SCENES

        return SCENES
