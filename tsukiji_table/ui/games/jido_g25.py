"""G25 Shopping Centre on screen: our map of JUTAKU cards, the machine beside it, the price cards below.

The map is drawn as the aisles' lines and the blue circles (the machine's two
circles joined to it by grey lines; the exit below the central aisle), the
cards as the zones their items lie in, every stand-in marked as one.  Walk:
click a circle you can reach (they are ringed in your colour).  Take: drag an
item from a card in front of you into your cart, or right-click it.  The
buttons draw a crab or a tuna, use the machine (or drop a black drink of
the crate on its opening: all of them go in), leave the shop (when the exit
is in reach) and end the turn.  The tower animates every vending step.
"""

from __future__ import annotations

from typing import Any

import pygame

from ...games.jidohanbaiki.g25_flow import STAND_IN
from .. import i18n, theme
from ..fonts import fonts
from ..plugin import Drop, screen_for
from ..services import TableServices
from .jido_tower_games import TowerGameScreen

STRINGS = {
    "g25.leave": {"en": "Leave the shop", "ja": "店を出る"},
    "opt.balance.without": {"en": "without", "ja": "なし"},  # the menu's word for the option's only value
    "g25.crab": {"en": "Draw a crab", "ja": "カニを引く"},
    "g25.tuna": {"en": "Buy a tuna ({price})", "ja": "マグロを買う（{price}円）"},
    "g25.vend": {"en": "Use the machine", "ja": "自動販売機を使う"},
    "g25.end": {"en": "End the turn", "ja": "手番を終える"},
    "g25.round": {"en": "Round {n} (the shop closes after {of})", "ja": "ラウンド{n}（{of}ラウンドで閉店）"},
    "g25.step.move": {"en": "{who} walks 1-3 circles: click a ringed circle", "ja": "{who}が1〜3マス移動：囲まれた青丸をクリック"},
    "g25.step.shop": {
        "en": "{who} may take one item (drag it into the cart) and use the machine",
        "ja": "{who}はアイテムを1個取れます（カートへドラッグ）。自動販売機も使えます",
    },
    "g25.exits": {"en": "{who}: left {n} of {of}, cart {items}", "ja": "{who}：{of}回中{n}回出た、カート{items}個"},
    "g25.stand_ins": {"en": "Map, cards, architects, laundry: stand-ins", "ja": "マップ・カード・建築家・洗濯物：代用品"},
    "g25.exit": {"en": "EXIT", "ja": "出口"},
    "g25.machine": {"en": "machine", "ja": "自販機"},
    "g25.not_now": {"en": "Not now: {what}", "ja": "今はできません：{what}"},
}
LINE = (150, 170, 205)
CIRCLE = (60, 110, 210)
GREY = (140, 140, 140)
ITEM_COLOURS = {
    "washer": (230, 230, 235),
    "dryer": (210, 210, 220),
    "sheet": (245, 245, 250),
    "pillowcase": (240, 220, 230),
    "shirt": (120, 170, 230),
    "pants": (90, 90, 140),
    "bra": (240, 150, 180),
    "underwear": (250, 200, 120),
    "socks": (170, 130, 90),
    "newspaper": (225, 220, 200),
    "detergent": (90, 200, 220),
}


@screen_for("jido:g25")
class ShoppingScreen(TowerGameScreen):
    strings = {**TowerGameScreen.strings, **STRINGS}
    holds_outcome = True  # the cart shows the drinks once the machine has let them out

    def __init__(self, services: TableServices):
        super().__init__(services)
        data = self.game.data
        # The stand-ins have no rules data of a box: their names come from g25.yaml, their looks from here.
        i18n.add_strings({f"kind.{STAND_IN}.{what}": dict(spec["names"]) for what, spec in data["stand_ins"].items()})
        catalog = services.catalog
        for kind in list(catalog.looks):
            if kind.startswith(f"{STAND_IN}."):
                what = kind.removeprefix(f"{STAND_IN}.")
                look = catalog.looks[kind]
                names = dict(data["stand_ins"][what]["names"])
                if what == "architect":
                    catalog.looks[kind] = type(look)(kind, "piece", (14.0, 22.0), (200, 200, 200), names, look.component, names)
                else:
                    catalog.looks[kind] = type(look)(kind, "chip", (18.0, 18.0), ITEM_COLOURS.get(what, (200, 200, 200)), names, look.component, names)

    # ------------------------------------------------------------ reading

    def phase(self) -> str:
        return str(self.var("phase", ""))

    def origin(self) -> tuple[float, float]:
        x, y = self.game.data["layout"]["map"]
        return float(x), float(y)

    def circle_at(self, pos: tuple[int, int]) -> str | None:
        wx, wy = self.services.world(pos)
        ox, oy = self.origin()
        best, dist = None, 12.0
        for c, (x, y) in self.game.shop.circles.items():
            d = ((ox + x - wx) ** 2 + (oy + y - wy) ** 2) ** 0.5
            if d < dist:
                best, dist = c, d
        return best

    def reachable(self) -> set[str]:
        moves = [a["to"] for a in self.legal_now() if a["action"] == "move"]
        return set(moves)

    # ------------------------------------------------------------ drawing the map

    def still_key(self) -> Any:
        return ("g25", self.table.revision, self.services.viewer)

    def draw_still(self, surf: pygame.Surface) -> None:
        cam = self.services.camera
        ox, oy = self.origin()
        shop = self.game.shop
        z = cam.zoom

        def at(c: str) -> tuple[int, int]:
            x, y = shop.circles[c]
            sx, sy = cam.to_screen(ox + x, oy + y)
            return int(sx), int(sy)

        for a, links in shop.links.items():
            for b in links:
                if a < b:
                    pygame.draw.line(surf, LINE, at(a), at(b), max(1, int(3 * z)))
        mx, my, mw, mh = self.game.data["map"]["machine"]
        mtop = cam.to_screen(ox + mx, oy + my)
        rect = pygame.Rect(int(mtop[0]), int(mtop[1]), int(mw * z), int(mh * z))
        pygame.draw.rect(surf, (214, 60, 60), rect, border_radius=max(1, int(4 * z)))
        self._label(surf, i18n.tr("g25.machine"), rect.center, (255, 255, 255))
        for c in sorted(shop.machine):
            pygame.draw.line(surf, GREY, at(c), (at(c)[0], rect.bottom), max(1, int(3 * z)))
        reach = self.reachable() if self.phase() == "move" else set()
        seat = self.services.viewer
        colour = self.services.seat_colour(seat)
        r = max(3, int(6 * z))
        for c in shop.circles:
            p = at(c)
            if c == shop.exit:
                pygame.draw.circle(surf, (60, 160, 90), p, r + 3)
                self._label(surf, i18n.tr("g25.exit"), (p[0], p[1] + r + 10), (30, 90, 50))
            else:
                pygame.draw.circle(surf, CIRCLE, p, r)
            if c in reach:
                pygame.draw.circle(surf, colour, p, r + max(3, int(3 * z)), max(2, int(2 * z)))
        for s, c in enumerate(self.var("at", [])):
            if s < self.table.players and int(self.var("exits", [0] * 9)[s]) < int(self.game.data["exits"]):
                x, y = shop.circles[c]
                sx, sy = cam.to_screen(ox + x + (-6, 6, -6, 6, 0)[s % 5] * 0.6, oy + y + (-6, -6, 6, 6, 0)[s % 5] * 0.6)
                pygame.draw.circle(surf, self.services.seat_colour(s), (int(sx), int(sy)), max(3, int(4 * z)))
                pygame.draw.circle(surf, (20, 20, 20), (int(sx), int(sy)), max(3, int(4 * z)), 1)

    def _label(self, surf: pygame.Surface, text: str, centre: tuple[int, int], colour: tuple[int, int, int]) -> None:
        img = fonts().text(text, theme.FONT_SMALL, colour, bold=True)
        surf.blit(img, img.get_rect(center=centre))

    # ------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.phase() == "move" and not self.services.on_hud(event.pos):
            circle = self.circle_at(event.pos)
            if circle is None:
                return False
            action = {"action": "move", "to": circle}
            if self.legal(action):
                self.services.play(action)
            elif self.mine():
                why = self.game.check(self.table, self.services.viewer, action)
                self.services.toast(why.render(seat_name=self.services.seat_name) if why is not None else "", error=True)
            return True
        return False

    def on_insert(self, drinks: list[str], mode: str, aim: Any) -> None:
        action = {"action": "vend"}
        if self.legal(action):
            self.services.play(action)
        else:
            self.services.toast(i18n.tr("g25.not_now", what=i18n.tr("g25.vend")), error=True)

    def action_for_drop(self, drop: Drop, legal: list[dict[str, Any]]) -> dict[str, Any] | None:
        if drop.target == f"p{drop.seat}.cart" and drop.source.startswith("card.") and len(drop.ids) == 1:
            action = {"action": "take", "piece": drop.ids[0]}
            return action if action in legal else None
        return None

    # ------------------------------------------------------------ buttons

    slots = 5

    def slot(self, k: int) -> tuple[str, Any] | None:
        if k == 0:
            return self.play_slot(i18n.tr("g25.leave"), {"action": "move", "to": self.game.shop.exit})
        if k == 1:
            return self.play_slot(i18n.tr("g25.crab"), {"action": "draw", "fish": "crab"})
        if k == 2:
            seat = self.services.viewer
            price = self.game.tuna_price(self.table, seat) if seat < self.table.players else 0
            return self.play_slot(i18n.tr("g25.tuna", price=f"{price:,}"), {"action": "draw", "fish": "tuna"})
        if k == 3:
            return self.play_slot(i18n.tr("g25.vend"), {"action": "vend"})
        if k == 4:
            return self.play_slot(i18n.tr("g25.end"), {"action": "end"})
        return None

    # ------------------------------------------------------------ the panel

    def panel_lines(self) -> list[str]:
        t = self.table
        lines = [i18n.tr("g25.round", n=self.var("round", 1), of=self.game.data["max_rounds"]), i18n.tr("g25.stand_ins")]
        for s in range(t.players):
            lines.append(
                i18n.tr(
                    "g25.exits",
                    who=self.services.seat_name(s),
                    n=self.var("exits", [0] * t.players)[s],
                    of=self.game.data["exits"],
                    items=len(t.zones[f"p{s}.cart"].ids),
                )
            )
        movers = self.game.to_move(t)
        if movers and self.phase() in ("move", "shop"):
            lines += [i18n.tr(f"g25.step.{self.phase()}", who=self.services.seat_name(movers[0]))]
        return lines

    def hidden_handles(self) -> frozenset[str]:
        """The architects are drawn on the map by :meth:`draw_still` (in the seats' colours), not as pieces."""
        return frozenset(f"{STAND_IN}.architect#{s + 1}" for s in range(self.table.players))

    @classmethod
    def screenshot_scenes(cls) -> dict[str, Any]:
        def shopping(scene: Any) -> None:
            game, table = scene.game, scene.table
            seat = game.to_move(table)[0]
            scene.play({"action": "move", "to": "D9" if "D9" in game.shop.reachable("exit") else sorted(game.shop.reachable("exit"))[0]}, seat=seat)

        return {"g25-shopping": shopping}
