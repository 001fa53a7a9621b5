"""Turin Market on screen: 2-5 players at one table, passing the screen.

In assisted and strict modes the referee runs the rounds and the window
asks each player in turn (:mod:`.turin_flow`): the card choice and the
sealed bids behind the hand-off cover, then revealed together; ties re-bid
the same way; a coin toss is spun to the outcome the referee recorded.
Players take their cards by clicking them in the lot, in rank order; offer
a card they just won by dragging it to the lot and typing the price; buy an
offered card by clicking it (or "Buy a card..."); take their loan with its
button.  In free mode everything moves by hand and the referee only totals.

Pieces: :mod:`.turin_art` (cards), :mod:`.turin_draw` (counts, marks, the
list card), :mod:`.turin_dialogs`, :mod:`.turin_end`, :mod:`.turin_text`
(words; the log lines are the referee's own), :mod:`.turin_scenes` (screenshots).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ...games.turin import market
from ...games.turin.board import zones_of
from ...games.turin.scoring import good_counts
from .. import i18n, theme
from ..fonts import fonts
from ..overlays import Modal
from ..plugin import ButtonSpec, Drop, GameScreen, screen_for
from ..widgets import Label
from . import turin_art
from .turin_dialogs import ChoiceDialog
from .turin_draw import TurinPainter
from .turin_end import TurinEndScreen
from .turin_flow import SECRET_STEPS, TurinFlow
from .turin_scenes import SCENES
from .turin_text import STRINGS, card_name, names_list

if TYPE_CHECKING:
    from ...games.turin import Turin
    from ...table import Table, TableView
    from ..services import TableServices

LOG_ROOM_PX = 150  # the log's lines at the bottom left: "Fit" keeps the table clear of them


@screen_for("turin")
class TurinScreen(GameScreen):
    strings = STRINGS

    def __init__(self, services: TableServices):
        super().__init__(services)
        self.game: Turin = services.game  # type: ignore[assignment]
        self.data = self.game.data
        assert self.game.rules is not None, "Turin Market is played from its rules data"
        # The cards' printed faces come with the catalog (turin_art registers them for the box).
        self.picked: list[str] = []  # lot cards clicked by the player taking cards
        self.flow = TurinFlow(self)
        self.painter = TurinPainter(self)
        self._counts_key: Any = None
        self._legal: tuple[Any, list[dict[str, Any]]] = (None, [])
        self._lines: tuple[Any, list[str]] = (None, [])
        self._mode_seen = services.mode
        self._counts: tuple[list[list[int]], list[set[int]]] = ([], [])

    # ------------------------------------------------------------ state

    @property
    def table(self) -> Table:
        return self.services.table

    @property
    def free(self) -> bool:
        return self.services.mode == "free"

    def state_key(self) -> tuple[Any, ...]:
        """Changes whenever the table does (an action, an undo, a redo, a load)."""
        return (id(self.table), self.table.revision)

    def phase(self) -> str:
        return str(self.table.vars.get("phase", "over"))

    def legal(self) -> list[dict[str, Any]]:
        """The viewer's legal actions, worked out once per table state (buttons ask every frame)."""
        key = (self.state_key(), self.services.viewer)
        if self._legal[0] != key:
            self._legal = (key, self.services.legal_actions())
        return self._legal[1]

    def may_loan(self, seat: int) -> bool:
        return any(a == {"action": "take_loan"} for a in self.game.legal_actions(self.table, seat))

    def lot_handles(self) -> list[str]:
        return [p.handle for p in self.services.view.zones["lot"].pieces]

    def my_pick(self) -> tuple[int, str] | None:
        """(cards to take, take|return) when the seat at the screen is taking cards from the lot now."""
        v = self.table.vars
        if self.free or v.get("phase") != "pick" or not v.get("queue") or market.pending_sale(self.table):
            return None
        seat, n, role = v["queue"][0]
        return (n, role) if seat == self.services.viewer else None

    def _tallies(self) -> tuple[list[list[int]], list[set[int]]]:
        """Each seat's count per good (from the won cards) and, per good, who holds its chip."""
        key = self.state_key()
        if key != self._counts_key:
            t, data = self.table, self.data
            counts = [good_counts(t, data, s) for s in range(t.players)]
            leaders = [set() for _ in data.goods]  # type: list[set[int]]
            for g, good in enumerate(data.goods):
                zone = t.pieces[f"chip.{good}"].zone
                for s in range(t.players):
                    if zone == zones_of(s).chips:
                        leaders[g].add(s)
            self._counts, self._counts_key = (counts, leaders), key
        return self._counts

    def counts(self) -> list[list[int]]:
        return self._tallies()[0]

    def leaders(self) -> list[set[int]]:
        return self._tallies()[1]

    # -------------------------------------------------------------- hooks

    def zone_meta(self, view: TableView) -> dict[str, dict[str, Any]]:
        """Zones that do not matter now are off the table (``show`` in layout.yaml)."""
        phase = view.vars.get("phase")
        tied = {s for group in view.vars.get("tied", []) for s in group}
        out: dict[str, dict[str, Any]] = {}
        for zid, zone in view.zones.items():
            show = zone.meta.get("show")
            if not show:
                continue
            occupied = bool(zone.pieces) or bool(zone.money)  # a closed purse tells nothing: not "occupied"
            if show == "occupied":
                visible = occupied
            elif show == "tied":
                visible = zone.owner in tied or (self.free and bool(zone.money))
            else:
                visible = phase in show or (self.free and occupied)
            if not visible:
                out[zid] = {"hidden": True}
        return out

    def fit_rect(self, rect: pygame.Rect) -> pygame.Rect:
        if rect.h > 3 * LOG_ROOM_PX:
            return pygame.Rect(rect.x, rect.y, rect.w, rect.h - LOG_ROOM_PX)
        return rect

    def buttons(self) -> list[ButtonSpec]:
        def has(name: str) -> Callable[[], bool]:
            return lambda: not self.free and any(a["action"] == name for a in self.legal())

        def last() -> str:
            if self.phase() == "over":
                return i18n.tr("turin.btn.scores")
            return i18n.tr("turin.btn.score") if self.free and self.phase() != "interlude" else i18n.tr("turin.btn.next")

        def last_enabled() -> bool:
            names = {a["action"] for a in self.legal()}
            return self.phase() == "over" or "next_game" in names or ("end_game" in names and self.free)

        return [
            ButtonSpec("turin.btn.loan", self.ask_loan, has("take_loan")),
            ButtonSpec("turin.btn.buy", self.ask_buy, has("buy")),
            ButtonSpec("turin.btn.offer", self.ask_offer, has("offer")),
            ButtonSpec("turin.btn.pass", lambda: self.act({"action": "pass"}), has("pass")),
            ButtonSpec("turin.btn.withdraw", self.ask_withdraw, has("withdraw")),
            ButtonSpec(last, self.finish, last_enabled),
        ]

    def panel_lines(self) -> list[str]:
        """The step, whose turn, the goose; in free mode the running totals (worked out once per change)."""
        key = (self.state_key(), self.services.viewer, i18n.language(), self.services.mode)
        if self._lines[0] != key:
            self._lines = (key, self._panel_lines())
        return self._lines[1]

    def _panel_lines(self) -> list[str]:
        # Short lines: the panel then stays in the right-hand column, off the table.
        v = self.table.vars
        phase = self.phase()
        name = self.services.seat_name
        lines = []
        series = v.get("options", {}).get("series", 1)
        if series > 1:
            lines.append(i18n.tr("turin.panel.series", g=v.get("game", 1), n=series))
        if phase not in ("over", "interlude"):
            lines.append(i18n.tr("turin.panel.round", r=v.get("round", 1)))
        lines.append(i18n.tr(f"turin.phase.{phase}"))
        goose = v.get("options", {}).get("goose", "off")
        if goose != "off":
            holder = self.table.pieces["goose"].zone
            who = next((name(s) for s in range(self.table.players) if holder == zones_of(s).goose), i18n.tr("turin.panel.nobody"))
            line = i18n.tr("turin.panel.goose", name=who)
            if fonts().text(line, theme.FONT_SMALL + 1, theme.PANEL_TEXT).get_width() > self.services.panel_text_width():
                line = i18n.tr("turin.panel.goose", name="") + "\n" + who  # a long name on its own line, in the column
            lines += line.split("\n")
        if self.free:
            lines.append(i18n.tr("turin.panel.free"))
            if phase not in ("over", "interlude"):
                lines.append(i18n.tr("turin.panel.projection"))
                lines.extend(f"{name(s)}: {x}" for s, x in enumerate(self.game.projection(self.table).scores))
            return lines
        movers = self.game.to_move(self.table)
        if phase in SECRET_STEPS and not market.pending_sale(self.table):
            movers = [m for m in movers if not self.services.is_bot(m)]  # the bots answer at once, in secret
        if phase == "pick" and v.get("queue"):
            seat, n, role = v["queue"][0]
            take = role == "take"
            lines.append(i18n.tr("turin.panel.pick" if take else "turin.panel.return", name=name(seat), n=n))
            if seat == self.services.viewer:  # how to do it, for the one at the screen (not a bot's move)
                lines.append(i18n.tr("turin.panel.click" if take else "turin.panel.click_box"))
            if len(v["queue"]) > 1:
                lines.append(i18n.tr("turin.panel.queue", name=name(v["queue"][1][0])))
        elif len(movers) == 1:
            lines.append(i18n.tr("turin.panel.turn", name=name(movers[0])))
        elif movers:
            lines.append(i18n.tr("turin.panel.waiting", n=len(movers)))
        return lines

    def draw_overlay(self, surf: pygame.Surface) -> None:
        self.painter.draw(surf)

    def update(self, dt: float) -> None:
        self._sync_mode()
        self.flow.update()

    def _sync_mode(self) -> None:
        """The pause menu changes the window's mode, undo and redo the referee's: keep them one."""
        s = self.services
        table_mode = self.game.mode(self.table)
        if s.mode == table_mode:
            self._mode_seen = s.mode
        elif s.mode != self._mode_seen:
            if not s.showing() and not s.covered and s.play({"action": "set_mode", "mode": s.mode}):
                self._mode_seen = s.mode  # chosen in the menu: the referee keeps it (saved, undoable)
        else:
            s.session.options["mode"] = table_mode  # an undo or redo of a mode change
            self._mode_seen = table_mode

    def on_change(self) -> None:
        if self.my_pick() is None or any(h not in self.lot_handles() for h in self.picked):
            self.picked = []
        self.flow.on_change()

    def next_viewer(self) -> int | None:
        """The seat that must act alone now; the secret steps hand the screen on themselves."""
        if self.free or self.flow.presenting:
            return None
        t = self.table
        movers = self.game.to_move(t)
        if not movers or self.phase() == "interlude" or (self.phase() in SECRET_STEPS and not market.pending_sale(t)):
            return None  # between games anyone may start the next one
        if self.phase() == "sell" and not market.pending_sale(t):
            return self.services.viewer if self.services.viewer in movers else movers[0]
        return movers[0] if len(movers) == 1 else None

    def holds_end(self) -> bool:
        """The last auction's result (and a coin toss) is shown before the end screen, never over it."""
        return not self.free and not self.flow.paused and self.flow.presenting

    def bot_turn(self, seat: int) -> bool:
        """Bots move once what happened has been shown; the secret steps ask them in the secret input,
        and between games of a series the people start the next one."""
        if self.free or self.flow.presenting or self.flow.paused:
            return False
        phase = self.phase()
        return phase != "interlude" and (phase not in SECRET_STEPS or market.pending_sale(self.table) is not None)

    def describe_action(self, action: dict[str, Any]) -> str:
        key = f"turin.act.{action.get('action')}"
        if key not in i18n.CATALOGUE:
            return super().describe_action(action)
        args = dict(action)
        for name in ("card",):
            if name in args:
                args[name] = card_name(self.data, args[name])
        if "cards" in args:
            args["cards"] = names_list([card_name(self.data, c) for c in args["cards"]])
        for name in ("to", "buyer"):
            if name in args:
                args[name] = self.services.seat_name(args[name])
        if action.get("action") == "buy":
            args["price"] = market.price(self.table, action["card"])
        return i18n.tr(key, **{k: v for k, v in args.items() if k != "action"})

    def end_modal(self) -> Modal | None:
        score = self.game.score(self.table)
        if not score:
            return None
        s = self.services
        n = self.table.players
        goods: list[tuple[Label, theme.Colour, int]] = [
            (partial(i18n.local, self.data.good_names[g]), turin_art.good_colour(s.catalog, g), self.data.bonus[score["list"]][k])
            for k, g in enumerate(self.data.goods)
        ]
        v = self.table.vars
        on_next = self.next_game if v.get("phase") == "interlude" else None
        return TurinEndScreen(
            s.screen_rect,
            score,
            s.seat_name,
            [s.seat_colour(k) for k in range(n)],
            goods,
            v.get("game", 1),
            v.get("options", {}).get("series", 1),
            on_next,
        )

    @classmethod
    def screenshot_scenes(cls) -> dict[str, Callable[[Any], None]]:
        return dict(SCENES)

    # ------------------------------------------------------------- input

    def handle(self, event: pygame.event.Event) -> bool:
        """Clicks on the lot's cards while taking cards; on an offered card to buy it."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or self.free or self.services.on_hud(event.pos):
            return False
        sprite = self.services.layout.sprite_at(*self.services.world(event.pos))
        if sprite is None:
            return False
        pick = self.my_pick()
        if pick is not None and sprite.zone == "lot":
            self.toggle_pick(sprite.handle)
            return True
        card = sprite.handle if sprite.zone.endswith(".won") else self.table.zones[sprite.zone].meta.get("card")
        offers = market.active_offers(self.table)
        if card in offers and offers[card] != self.services.viewer:
            self.ask_buy(card)
            return True
        return False

    def toggle_pick(self, handle: str) -> None:
        pick = self.my_pick()
        if pick is None:
            return
        n, role = pick
        self.picked = [h for h in self.picked if h != handle] if handle in self.picked else [*self.picked, handle]
        if len(self.picked) >= n:
            cards, self.picked = self.picked[:n], []
            self.services.play({"action": "pick" if role == "take" else "return_cards", "cards": cards})

    def action_for_drop(self, drop: Drop, legal: list[dict[str, Any]]) -> dict[str, Any] | Callable[[], None] | None:
        viewer = drop.seat
        target = self.table.zones.get(drop.target)
        if len(drop.ids) == 1 and drop.source == zones_of(viewer).won and target is not None and target.owner is None:
            card = drop.ids[0]
            if any(a["action"] == "offer" and a["card"] == card for a in legal):
                return lambda: self.ask_price(card)  # dragged forward: an offer, at a price the seller types
        if drop.source == "lot" and drop.target == zones_of(viewer).won and self.my_pick() is not None:

            def take() -> None:
                for card in drop.ids:
                    self.toggle_pick(card)

            return take
        if len(drop.ids) == 1 and drop.target == zones_of(viewer).won and {"action": "buy", "card": drop.ids[0]} in legal:
            return {"action": "buy", "card": drop.ids[0]}
        return super().action_for_drop(drop, legal)

    # ----------------------------------------------------------- actions

    def act(self, action: dict[str, Any]) -> None:
        """Play ``action`` for the seat at the screen (a refusal shows as a message)."""
        self.services.play(action)

    def ask_loan(self) -> None:
        d = self.data
        self.services.ask(lambda: i18n.tr("turin.ask.loan", amount=d.loan_amount, repay=d.loan_repay), lambda: self.act({"action": "take_loan"}))

    def ask_price(self, card: str) -> None:
        money = self.table.money(zones_of(self.services.viewer).money)
        self.services.ask_number(
            lambda: i18n.tr("turin.ask.price", card=card_name(self.data, card), hi=money),
            1,
            max(1, money),
            lambda price: self.act({"action": "offer", "card": card, "price": price}),
            value=min(money, 3),
        )

    def ask_offer(self) -> None:
        cards = sorted({a["card"] for a in self.legal() if a["action"] == "offer"})
        self._pick_card(cards, self.ask_price)

    def ask_withdraw(self) -> None:
        cards = [a["card"] for a in self.legal() if a["action"] == "withdraw"]

        def withdraw(card: str) -> None:
            price = market.price(self.table, card)
            self.services.ask(
                lambda: i18n.tr("turin.ask.withdraw", card=card_name(self.data, card), price=price), lambda: self.act({"action": "withdraw", "card": card})
            )

        self._pick_card(cards, withdraw)

    def secret_extras(self, seat: int) -> list[tuple[str, Callable[[], None], Callable[[], bool]]]:
        """What the seat at the screen may do while it answers in secret: buy an offered card
        (the rulebook lets anyone buy at any time; the loan is taken by bidding above the purse)."""
        return [("turin.btn.buy", partial(self.ask_buy, alone=True), lambda: any(a["action"] == "buy" for a in self.legal()))]

    def ask_buy(self, card: str | None = None, alone: bool = False) -> None:
        """Buy an offered card.  ``alone``: only the seat at the screen is asked (behind a secret
        step nobody else is looking), so nobody joins as a simultaneous buyer."""
        cards = [a["card"] for a in self.legal() if a["action"] == "buy"]
        if card is None:
            self._pick_card(cards, partial(self.ask_buy, alone=alone), entry=self._offer_entry)
            return
        price = market.price(self.table, card)
        if card not in cards:
            self.services.toast(i18n.tr("msg.illegal", why=i18n.tr("turin.buy.cannot", price=price)), error=True)
            return
        s, t = self.services, self.table
        seller = market.active_offers(t)[card]
        # Others who want it at the same moment: then the seller chooses (the rulebook's simultaneous buyers).
        # Bots decide their own buys.
        wants = {"action": "buy", "card": card}
        others = [] if alone else [o for o in range(t.players) if o != s.viewer and not s.is_bot(o) and self.game.check(t, o, wants) is None]
        chosen: set[int] = set()
        toggles = [
            (lambda o=o: i18n.tr("turin.buy.also", name=s.seat_name(o)), lambda o=o: o in chosen, lambda o=o: chosen.symmetric_difference_update({o}))
            for o in others
        ]

        def label() -> str:
            return i18n.tr("turin.buy.go_together", seller=s.seat_name(seller)) if chosen else i18n.tr("turin.buy.go")

        def buy() -> None:
            action: dict[str, Any] = {"action": "buy", "card": card}
            if chosen:
                action["together"] = sorted(chosen)
            s.play(action)

        def title() -> str:
            return i18n.tr("turin.ask.buy", seller=s.seat_name(seller), card=card_name(self.data, card), price=price)

        s.show(ChoiceDialog(s.screen_rect, title, [(label, buy)], cancel=True, toggles=toggles))

    def _offer_entry(self, card: str) -> str:
        seller = market.active_offers(self.table).get(card, 0)
        return i18n.tr("turin.buy.entry", card=card_name(self.data, card), seller=self.services.seat_name(seller), price=market.price(self.table, card))

    def _pick_card(self, cards: list[str], then: Callable[[str], None], entry: Callable[[str], str] | None = None) -> None:
        if len(cards) == 1:
            then(cards[0])
            return
        label = entry or (lambda c: card_name(self.data, c))
        options = [(lambda c=c: label(c), lambda c=c: then(c)) for c in cards]
        self.services.show(ChoiceDialog(self.services.screen_rect, "turin.buy.pick", options, cancel=True))

    def finish(self) -> None:
        if self.phase() == "over":
            self.services.show_end()
        elif self.phase() == "interlude":
            self.next_game()
        else:
            self.services.ask("turin.ask.score", lambda: self.act({"action": "end_game"}))

    def next_game(self) -> None:
        self.services.play({"action": "next_game"}, seat=0)
