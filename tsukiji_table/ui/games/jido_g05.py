"""G05 Chocolate Milk on screen: the 3 x 3 plots (stand-ins), the machine above, the stock cards with their money.

Buy: drag a drink from a plot next to your architect into the machine's
opening or onto one of your crates (it goes through the machine either way,
unless the game is played without it), or pick it from Buy….  Sell…: a
menu of your drinks, alone or with the others of a colour or shape.  Buy a
crate, Pass.  The tower animates every purchase.
"""

from __future__ import annotations

from typing import Any

import pygame

from ...games.jidohanbaiki.g05 import ARCHITECT, CARD_STEP
from ...table.view import TableView
from .. import i18n
from ..plugin import Drop, screen_for
from ..services import TableServices
from .jido_tower_games import TowerGameScreen

STRINGS = {
    "g05.buy": {"en": "Buy…", "ja": "購入…"},
    "g05.sell": {"en": "Sell…", "ja": "販売…"},
    "g05.crate": {"en": "Buy a crate (200)", "ja": "クレートを購入（200円）"},
    "g05.pass": {"en": "Pass", "ja": "パス"},
    "g05.round": {"en": "Round {n}", "ja": "ラウンド{n}"},
    "g05.stand_ins": {"en": "Plots and architects: stand-ins", "ja": "区画・建築家：代用品"},
    "g05.where": {"en": "{who} on plot {plot}, {money}", "ja": "{who}：区画{plot}、{money}"},
    "g05.step": {"en": "{who}: buy, sell or take a crate", "ja": "{who}：購入・販売・クレート購入"},
    "g05.not_now": {"en": "Not now: {what}", "ja": "今はできません：{what}"},
    # The menu's words for the options' values (opt.<option>.<value>).
    "opt.machine.with": {"en": "with the machine", "ja": "自動販売機あり"},
    "opt.machine.without": {"en": "without (strategic)", "ja": "なし（戦略的）"},
    "opt.replace.random": {"en": "at random", "ja": "ランダム"},
    "opt.replace.dice": {"en": "two dice", "ja": "サイコロ2個"},
}


@screen_for("jido:g05")
class ChocolateScreen(TowerGameScreen):
    strings = {**TowerGameScreen.strings, **STRINGS}
    holds_outcome = True

    def __init__(self, services: TableServices):
        super().__init__(services)
        names = dict(self.game.data["stand_ins"]["architect"]["names"])
        i18n.add_strings({f"kind.{ARCHITECT}": names})
        catalog = services.catalog
        look = catalog.looks.get(ARCHITECT)
        if look is not None:  # built before the names above were known
            catalog.looks[ARCHITECT] = type(look)(ARCHITECT, "piece", (14.0, 22.0), (200, 200, 200), names, look.component, names)

    # ------------------------------------------------------------ layout

    def zone_meta(self, view: TableView) -> dict[str, dict[str, Any]]:
        """Each card's money under the card as laid out (the dice count from the left); crates not yet bought hidden."""
        t = self.table
        out: dict[str, dict[str, Any]] = {}
        for axis in ("colour", "shape"):
            x, y, w, h = t.zones[f"cards.{axis}"].meta["rect"]
            for k, card in enumerate(t.zones[f"cards.{axis}"].ids):
                out[f"price.{card.removeprefix('stock_card.')}"] = {"rect": [x + k * CARD_STEP, y + h + 6, CARD_STEP - 3, 60]}
        owned = self.var("crates", [])
        for s in range(t.players):
            for z in self.game.crate_zones(t, s):
                if int(z.rpartition(".c")[2]) >= (owned[s] if s < len(owned) else 1):
                    out[z] = {"hidden": True}
        return out

    def hidden_handles(self) -> frozenset[str]:
        """The architects are drawn on their plots in the seats' colours by :meth:`draw_on_table`."""
        return frozenset(f"{ARCHITECT}#{s + 1}" for s in range(self.table.players))

    def draw_on_table(self, surf: pygame.Surface) -> None:
        cam = self.services.camera
        gx, gy = self.game.data["layout"]["grid"]
        r = max(4, int(7 * cam.zoom))
        for s, n in enumerate(self.var("at", [])):
            x, y = self.game.spot(int(n), s)
            sx, sy = cam.to_screen(gx + x + 7, gy + y + 7)
            pygame.draw.circle(surf, self.services.seat_colour(s), (int(sx), int(sy)), r)
            pygame.draw.circle(surf, (20, 20, 20), (int(sx), int(sy)), r, 1)

    def buys(self) -> list[dict[str, Any]]:
        return [a for a in self.legal_now() if a["action"] == "buy"]

    # ------------------------------------------------------------ the machine and drops

    def on_insert(self, drinks: list[str], mode: str, aim: Any) -> None:
        wanted = [a for a in self.buys() if [a["drink"]] == drinks]
        if wanted:
            self.services.play(wanted[0])
        else:
            self.services.toast(i18n.tr("g05.not_now", what=i18n.tr("g05.buy")), error=True)

    def action_for_drop(self, drop: Drop, legal: list[dict[str, Any]]) -> dict[str, Any] | None:
        if drop.source.startswith("plot.") and (drop.target.startswith(f"p{drop.seat}.c") or drop.target == "tower.inside"):
            drinks = self.drinks_of(drop)
            wanted = [a for a in legal if a["action"] == "buy" and [a["drink"]] == drinks]
            return wanted[0] if wanted else None
        if drop.source.startswith(f"p{drop.seat}.c") and drop.target == "supply":
            action = {"action": "sell", "drinks": self.drinks_of(drop)}
            return action if action in legal else None
        return None

    # ------------------------------------------------------------ buttons

    slots = 4

    def slot(self, k: int) -> tuple[str, Any] | None:
        if k == 0:
            return (i18n.tr("g05.buy"), self.buy_menu if self.buys() else None)
        if k == 1:
            sells = [a for a in self.legal_now() if a["action"] == "sell"]
            return (i18n.tr("g05.sell"), self.sell_menu if sells else None)
        if k == 2:
            return self.play_slot(i18n.tr("g05.crate"), {"action": "crate"})
        if k == 3:
            return self.play_slot(i18n.tr("g05.pass"), {"action": "pass"})
        return None

    def buy_menu(self) -> None:
        services = self.services
        self.menu([(self.describe_action(a), (lambda a=a: services.play(a))) for a in self.buys()], 320)

    def sell_menu(self) -> None:
        services = self.services
        sells = [a for a in self.legal_now() if a["action"] == "sell"]
        self.menu([(self.describe_action(a), (lambda a=a: services.play(a))) for a in sells[:14]], 360)

    # ------------------------------------------------------------ the panel

    def panel_lines(self) -> list[str]:
        t = self.table
        lines = [i18n.tr("g05.round", n=self.var("round", 1)), i18n.tr("g05.stand_ins")]
        for s in range(t.players):
            lines.append(i18n.tr("g05.where", who=self.services.seat_name(s), plot=self.var("at", [5] * t.players)[s], money=self.yen(t.money(f"p{s}.money"))))
        movers = self.game.to_move(t)
        if movers:
            lines += [i18n.tr("g05.step", who=self.services.seat_name(movers[0]))]
        lines += self.inside_lines()
        return lines
