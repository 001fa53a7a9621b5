"""G17 Crate-Fill Draft on screen: the drinks sorted by colour, the crates, the full crates in order, each seat's cards.

The draft and the two cards laid face down are chosen by everyone at once:
the secret input asks one seat after another behind the hand-off cover and
lays the cards face down without showing them.  On your turn click a drink
of the supply, then a crate (or the crate first).  Each full crate moves to
the row of full crates with its place in the order.
"""

from __future__ import annotations

from typing import Any

import pygame

from ...games.jidohanbaiki.card_words import card_words
from .. import i18n, theme
from ..fonts import fonts
from ..plugin import screen_for
from ..services import TableServices
from .jido_draw import CrateView, draw_badge, draw_cap, px_rect
from .jido_multi import Grid, MultiScreen, zone_grid

STRINGS = {
    "jido.g17.draft_title": {"en": "{name}: keep one card face down", "ja": "{name}：1枚を選んで伏せて取る"},
    "jido.g17.pick_title": {"en": "{name}: lay a card of your hand face down (card {n})", "ja": "{name}：手札から1枚伏せる（{n}枚目）"},
    "jido.g17.full": {"en": "Full crates: {n} of {end}", "ja": "埋まったクレート：{n}/{end}"},
    "jido.g17.next_pick": {"en": "When {n} crates are full, everyone lays a card down", "ja": "{n}つ目が埋まったら全員がカードを伏せます"},
    "jido.g17.ends_at": {"en": "When {n} crates are full, the game ends", "ja": "{n}つ目が埋まるとゲーム終了"},
    "jido.g17.help": {"en": "Click a drink, then a crate", "ja": "ドリンク、クレートの順にクリック"},
    "jido.g17.help_crate": {"en": "Now click a crate for the {drink}", "ja": "{drink}を入れるクレートをクリック"},
    "jido.g17.pays": {"en": "{n}: {per} yen a drink ({crates} full crates)", "ja": "{n}：1本{per}円（{crates}のクレート）"},
    "jido.g17.total": {"en": "{name}: {money} yen", "ja": "{name}：{money}円"},
    "jido.g17.line": {"en": "{k}: {card}, {drinks} drinks x {per} yen = {money} yen", "ja": "{k}：{card}、{drinks}本 × {per}円 = {money}円"},
    "jido.g17.tie": {
        "en": "For a tie, drinks named in the first full crate: {counts}",
        "ja": "同点時の比較（最初に埋まったクレートの該当ドリンク）：{counts}本",
    },
    "jido.g17.card_k": {"en": "Card {k}", "ja": "{k}枚目"},
}


@screen_for("jido:g17")
class CrateFillScreen(MultiScreen):
    strings = {**MultiScreen.strings, **STRINGS}
    drawn_zones = {"supply", "centre", "aside"}
    secret_steps = {"draft": ("draft", "packet", "jido.g17.draft_title"), "pick": ("pick", "hand", "jido.g17.pick_title")}

    def __init__(self, services: TableServices):
        super().__init__(services)
        self.supply = zone_grid(services.table, "supply", 6, 6)
        self.picked_drink: int | None = None
        self.picked_crate: int | None = None

    # ------------------------------------------------------------ places

    def _row_crate(self, zone: str, slot: int, per_row: int) -> CrateView:
        x, y, _, _ = (float(v) for v in self.services.table.zones[zone].meta["rect"])
        spot = float(self.services.table.zones["supply"].meta["rect"][2] - 8) / 6
        col, row = slot % per_row, slot // per_row
        g = Grid(x + 6 + col * (3 * spot + 10), y + 14 + row * (2 * spot + 10), 3, 2, spot)
        return g.crate(0, 0, 0)

    def crate_views(self) -> dict[int, tuple[CrateView, int | None]]:
        """Each crate's place on the table and its place in the fill order (None: still open)."""
        t = self.services.table
        out: dict[int, tuple[CrateView, int | None]] = {}
        for pid in t.zones["centre"].ids:
            k = int(pid.partition("#")[2])
            out[k] = (self._numbered(self._row_crate("centre", k - 1, 3), k), None)
        for n, pid in enumerate(t.zones["aside"].ids):
            k = int(pid.partition("#")[2])
            out[k] = (self._numbered(self._row_crate("aside", n, 5), k), n + 1)
        return out

    @staticmethod
    def _numbered(view: CrateView, k: int) -> CrateView:
        return CrateView(k, view.rect, view.spots, view.spot_mm, view.cap_scale)

    def contents(self, k: int) -> list[tuple[int, int]]:
        """(own spot, drink code) of crate ``k``'s drinks."""
        t, codes = self.services.table, self.services.game.drink_codes
        return [(t.pieces[p].pos[1] * 3 + t.pieces[p].pos[0], codes[p[6:]]) for p in t.zones[f"crate.{k}"].ids]

    def supply_drinks(self) -> dict[tuple[int, int], int]:
        t, codes = self.services.table, self.services.game.drink_codes
        return {tuple(t.pieces[p].pos): codes[p[6:]] for p in t.zones["supply"].ids}  # type: ignore[misc]

    # ------------------------------------------------------------ drawing

    def draw_on_table(self, surf: pygame.Surface) -> None:
        self.clipped(surf, lambda: self._draw(surf))

    def _draw(self, surf: pygame.Surface) -> None:
        camera = self.services.camera
        for cell, d in self.supply_drinks().items():
            self.cap(surf, self.supply, cell, d, theme.SELECT if d == self.picked_drink else None)
        views = self.crate_views()
        for k, (view, _order) in sorted(views.items()):
            outline = theme.SELECT if k == self.picked_crate else theme.HIGHLIGHT if self._fillable(k) else None
            self.crate(surf, view, None, outline)
            for spot, d in self.contents(k):
                cx, cy = view.spots[spot]
                draw_cap(surf, camera.to_screen(cx, cy), d % 6 + 1, self.colours[d // 6], camera.zoom * view.cap_scale, None)
        for k, (view, order) in sorted(views.items()):
            draw_badge(surf, camera, view, str(k))
            if order is not None:  # its place in the fill order, on its top-right corner
                box = px_rect(camera, view.rect)
                img = fonts().text(self._ordinal(order), max(11, min(18, int(camera.zoom * 3.6))), theme.INK, bold=True)
                pill = img.get_rect().inflate(10, 4)
                pill.center = (box.right - pill.w // 2 + 4, box.y - 2)
                pygame.draw.rect(surf, theme.HIGHLIGHT, pill, border_radius=pill.h // 2)
                surf.blit(img, img.get_rect(center=pill.center))

    @staticmethod
    def _ordinal(n: int) -> str:
        if i18n.language() == "ja":
            return f"{n}番目"
        return f"{n}{'st' if n == 1 else 'nd' if n == 2 else 'rd' if n == 3 else 'th'}"

    @classmethod
    def _ordinals(cls, crates: tuple[int, ...] | list[int]) -> str:
        """``2nd, 3rd`` / ``2・3番目``."""
        if i18n.language() == "ja":
            return "・".join(str(c) for c in crates[:-1]) + ("・" if len(crates) > 1 else "") + cls._ordinal(crates[-1])
        return ", ".join(cls._ordinal(c) for c in crates)

    def _fillable(self, k: int) -> bool:
        return self.picked_drink is not None and self._fill_action(k) in self.services.legal_actions()

    def _fill_action(self, k: int) -> dict[str, Any]:
        return {"action": "fill", "crate": k, "drink": self.cat.drink_name(self.picked_drink) if self.picked_drink is not None else ""}

    def hover_lines(self, x: float, y: float) -> list[tuple[str, tuple[int, int, int]]] | None:
        cell = self.supply.cell_at(x, y)
        if cell is not None:
            d = self.supply_drinks().get(cell)
            return [(self.drink_label(d), theme.PANEL_TEXT)] if d is not None else None
        for k, (view, _) in self.crate_views().items():
            if view.contains(x, y):
                spot = view.spot_at(x, y)
                inside = dict(self.contents(k))
                if spot is not None and spot in inside:
                    return [(self.drink_label(inside[spot]), theme.PANEL_TEXT)]
        return None

    # -------------------------------------------------------------- input

    def handle(self, event: pygame.event.Event) -> bool:
        s = self.services
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and (self.picked_drink is not None or self.picked_crate is not None):
            self.picked_drink = self.picked_crate = None
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or not s.table_rect().collidepoint(event.pos) or self.phase() != "play":
            return False
        x, y = self.world(event.pos)
        cell = self.supply.cell_at(x, y)
        if cell is not None:
            d = self.supply_drinks().get(cell)
            self.picked_drink = None if d == self.picked_drink else d
            self._fill_if_ready()
            return True
        for k, (view, order) in self.crate_views().items():
            if view.contains(x, y) and order is None:
                self.picked_crate = None if k == self.picked_crate else k
                self._fill_if_ready()
                return True
        return False

    def _fill_if_ready(self) -> None:
        if self.picked_drink is None or self.picked_crate is None:
            return
        action = self._fill_action(self.picked_crate)
        self.picked_drink = self.picked_crate = None
        self.services.play(action)

    def on_change(self) -> None:
        if self.picked_drink is not None and self.picked_drink not in self.supply_drinks().values():
            self.picked_drink = None

    # -------------------------------------------------------------- words

    def zone_meta(self, view: Any) -> dict[str, dict[str, Any]]:
        """The packets only while the draft lasts."""
        if self.phase() == "draft":
            return {}
        return {f"p{s}.packet": {"hidden": True} for s in range(self.services.table.players)}

    def step_number(self) -> int:
        return int(self.services.table.vars.get("pick", 0)) + 1

    def panel_lines(self) -> list[str]:
        s = self.services
        cfg = s.game.cfg
        full = len(s.table.zones["aside"].ids)
        lines = super().panel_lines()
        lines.append(i18n.tr("jido.g17.full", n=full, end=cfg.end_after))
        for k, pick in enumerate(cfg.picks):
            lines.append(i18n.tr("jido.g17.pays", n=i18n.tr("jido.g17.card_k", k=k + 1), per=pick.per_drink, crates=self._ordinals(pick.crates)))
        nxt = next((p.after for p in cfg.picks if p.after > full), None)
        lines.append(i18n.tr("jido.g17.next_pick", n=nxt) if nxt is not None else i18n.tr("jido.g17.ends_at", n=cfg.end_after))
        if self.phase() == "play" and s.game.to_move(s.table) == [s.viewer]:
            if self.picked_drink is not None:
                lines.append(i18n.tr("jido.g17.help_crate", drink=self.drink_label(self.picked_drink)))
            else:
                lines.append(i18n.tr("jido.g17.help"))
        return lines

    def score_text(self, value: float) -> str:
        return i18n.tr("jido.multi.yen", n=f"{int(value):,}")

    def breakdown(self) -> list[list[str]]:
        s = self.services
        score = s.game.score(s.table) or {}
        out = []
        for seat, row in enumerate(score.get("seats", [])):
            lines = [i18n.tr("jido.g17.total", name=s.seat_name(seat), money=f"{row['total']:,}")]
            for k, line in enumerate(row["lines"]):
                card = i18n.local(card_words(self.cat, s.game.card_codes[line["card"]]))
                lines.append(
                    i18n.tr(
                        "jido.g17.line", k=i18n.tr("jido.g17.card_k", k=k + 1), card=card, drinks=line["drinks"], per=line["per_drink"], money=line["money"]
                    )
                )
            lines.append(i18n.tr("jido.g17.tie", counts=" / ".join(str(n) for n in row["tie"])))
            out.append(lines)
        return out

    @classmethod
    def screenshot_scenes(cls) -> dict[str, Any]:
        def play(scene: Any) -> None:
            """The draft done and fourteen drinks in: two crates full, the first cards down."""
            game, table = scene.game, scene.table
            fills = 0
            while not game.is_over(table) and fills < 14:
                seat = game.to_move(table)[0]
                action = next(iter(game.legal_actions(table, seat)))
                if action["action"] == "fill":
                    crate = 1 if fills < 6 else 4 if fills < 12 else 2
                    action = {"action": "fill", "crate": crate, "drink": table.zones["supply"].ids[fills % 3].removeprefix("drink.")}
                    fills += 1
                game.play(table, seat, action)
            scene.changed()

        return {"g17-play": play}
