"""The Tokyo Tsukiji Market screen: buttons, panel, drags, bids, log, pictures.

The harbors and market boards are drawn from the referee's zone layout
(``rules/tsukiji/layout.yaml``), packed by :mod:`.arrange`; drags become
actions through :mod:`.drops`; sealed bids are collected with the window's
secret input, one seat at a time behind hand-offs, then played together.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

from ....games.tsukiji import zones as Z
from ... import i18n, theme
from ...fonts import fonts
from ...plugin import ButtonSpec, Drop, GameScreen, screen_for
from ...widgets import ContextMenu
from . import words
from .arrange import Arranger
from .drops import DropReader
from .endscreen import BreakdownEnd

if TYPE_CHECKING:
    from ....table import Transaction
    from ....table.view import TableView
    from ...scenes.table import TableScene

DONE_ACTIONS = ("start_actions", "end_fishing", "end_buy", "leave", "end_turn")
BUTTONED = {"fish", "buy", "enter", "open_berth", "use_cart", "bid", *DONE_ACTIONS}


@screen_for("tsukiji")
class TsukijiScreen(GameScreen):
    def __init__(self, scene: TableScene):
        super().__init__(scene)
        self.ctx = scene.game.ctx  # type: ignore[attr-defined]
        self.arranger = Arranger(self.ctx.data.layout)
        self.drops = DropReader(scene)
        self._bids_open = False
        self._chose_at: int | None = None

    # ------------------------------------------------------------- shape

    def adjust_view(self, view: TableView) -> TableView:
        return self.arranger.adjust(view, list(view.vars.get("in_play", [])), self.scene.table.players)

    def _legal(self, name: str) -> dict[str, Any] | None:
        return next((a for a in self.scene.legal_actions() if a["action"] == name), None)

    def _play_named(self, name: str) -> Callable[[], None]:
        def go() -> None:
            action = self._legal(name)
            if action is not None:
                self.scene.play(action)

        return go

    def _done(self) -> dict[str, Any] | None:
        legal = self.scene.legal_actions()
        for name in DONE_ACTIONS:
            for action in legal:
                if action["action"] == name:
                    return action
        return None

    def buttons(self) -> list[ButtonSpec]:
        def has(name: str) -> Callable[[], bool]:
            return lambda: self._legal(name) is not None

        def done_label() -> str:
            action = self._done()
            return i18n.tr(f"tk.done.{action['action']}" if action else "tk.done.none")

        def done() -> None:
            action = self._done()
            if action is not None:
                self.scene.play(action)

        return [
            ButtonSpec("tk.fish", self._play_named("fish"), has("fish")),
            ButtonSpec("tk.buy", self._play_named("buy"), has("buy")),
            ButtonSpec("tk.market", self._market_menu, has("enter")),
            ButtonSpec("tk.more", self._choices_menu, lambda: bool(self._choices())),
            ButtonSpec(done_label, done, lambda: self._done() is not None),
            ButtonSpec("tk.open", self._play_named("open_berth"), has("open_berth")),
            ButtonSpec("tk.cart", self._play_named("use_cart"), has("use_cart")),
        ]

    def _menu(self, entries: list[tuple[Any, Callable[[], None] | None]], row: int) -> None:
        scene = self.scene
        side = scene.hud.side
        anchor = side[min(len(side) - 1, row)].rect.topleft if side else (scene.screen_rect.w - 300, theme.HUD_H + 50)
        scene.menu = ContextMenu((anchor[0] - 230, anchor[1]), entries or [(i18n.tr("hud.no_actions"), None)], scene.screen_rect)

    def _market_menu(self) -> None:
        entries = [(self.describe_action(a), (lambda a=a: self.scene.play(a)))
                   for a in self.scene.legal_actions() if a["action"] == "enter"]
        self._menu(entries, 4)

    def _choices(self) -> list[tuple[str, Callable[[], None]]]:
        """The legal actions no button or drag covers, prices asked once for "???"."""
        out: list[tuple[str, Callable[[], None]]] = []
        asked: set[tuple[str, Any]] = set()
        for a in self.scene.legal_actions():
            name = a["action"]
            if name in BUTTONED:
                continue
            if "price" in a:
                key = (name, a.get("item"))
                if key in asked:
                    continue
                asked.add(key)
                col = self.ctx.data.column_by_id[a["column"]]
                label = f"{self.describe_action({**a, 'price': '???'})}"
                out.append((label, lambda a=a, col=col: self.scene.ask_number(
                    i18n.tr("tk.price"), col.lo, col.hi, lambda v, a=a: self.scene.play({**a, "price": int(v)}), value=700, step=col.step)))
                continue
            out.append((self.describe_action(a), lambda a=a: self.scene.play(a)))
        return out

    def _choices_menu(self) -> None:
        self._menu(self._choices()[:22], 5)

    # ------------------------------------------------------------- panel

    def panel_lines(self) -> list[str]:
        scene, t = self.scene, self.scene.table
        lines = super().panel_lines()
        phase = t.vars.get("phase")
        if phase == "over":
            return [i18n.tr("tk.phase.over")]
        if phase == "choose" and t.vars.get("auction"):
            lines.append(i18n.tr("tk.phase.choose", who=scene.seat_name(t.vars["auction"]["owner"])))
        elif phase:
            lines.append(i18n.tr(f"tk.phase.{phase}"))
        turn = t.vars.get("turn")
        if turn is not None:
            lines.append(i18n.tr("tk.turn", who=scene.seat_name(turn), ap=t.vars.get("ap", 0)))
            if t.vars.get("cart_ap"):
                lines.append(i18n.tr("tk.cart_ap", n=t.vars["cart_ap"]))
        visit = t.vars.get("visit")
        if visit and phase in ("market", "bid", "choose"):
            lines.append(i18n.tr("tk.in_market", market=words.market_name(scene, visit["id"])))
        if t.zones[Z.unload(turn)].ids if turn is not None else False:
            lines.append(i18n.tr("tk.place_here"))
        end = t.vars.get("end")
        if end:
            lines.append(i18n.tr("tk.end", n=end["left"]))
        lines.append(self._values_line())
        res = " · ".join(f"{scene.seat_name(s)} {self.ctx.resources(t, s)}" for s in range(t.players))
        lines.append(res)
        return lines

    def _values_line(self) -> str:
        t, ctx = self.scene.table, self.ctx
        eel = t.pieces["value_marker"].pos if ctx.in_play(t, "eel") else "-"
        rs = ctx.fish("red_snapper").value_of(t, ["x"]) if ctx.in_play(t, "red_snapper") else "-"
        salmon = ctx.fish("salmon").owned(t) if ctx.in_play(t, "salmon") else "-"  # type: ignore[attr-defined]
        return i18n.tr("tk.values", eel=eel, rs=rs, salmon=salmon)

    # -------------------------------------------------------------- rules

    def action_for_drop(self, drop: Drop, legal: list[dict[str, Any]]) -> dict[str, Any] | None:
        return self.drops.read(drop, legal)

    def describe_action(self, action: dict[str, Any]) -> str:
        return words.describe_action(self.scene, action)

    def describe(self, tx: Transaction) -> str:
        return words.describe_tx(self.scene, tx) or super().describe(tx)

    def update(self, dt: float) -> None:
        scene, t = self.scene, self.scene.table
        phase = t.vars.get("phase")
        if phase != "bid":
            self._bids_open = False
        if phase == "bid" and not self._bids_open and not scene.modals and scene.cover is None:
            self._open_bids()
        if phase == "choose" and self._chose_at != len(t.done) and scene.viewer in scene.game.to_move(t) and scene.cover is None:
            self._chose_at = len(t.done)
            self._choices_menu()

    def _open_bids(self) -> None:
        scene, t = self.scene, self.scene.table
        seats = scene.game.to_move(t)
        if not seats:
            return
        self._bids_open = True
        lot = t.zones[t.vars["auction"]["lot"]].ids
        what = words.piece_name(scene, lot[0]) if lot and lot[0] in t.pieces and t.pieces[lot[0]].face_up else "?"
        hi = max(self.ctx.money(t, s) for s in seats) // self.ctx.step
        scene.secret_number(seats, 0, hi, self._bids, title=i18n.tr("tk.bid_title_all", lot=what))

    def _bids(self, results: dict[int, Any]) -> None:
        self._bids_open = False
        for seat, value in sorted(results.items()):
            amount = int(value or 0) * self.ctx.step
            if amount > self.ctx.money(self.scene.table, seat):
                self.scene.toast(i18n.tr("msg.illegal", why=f"{self.scene.seat_name(seat)}: {amount:,} > {self.ctx.money(self.scene.table, seat):,}"), error=True)
                amount = self.ctx.money(self.scene.table, seat) // self.ctx.step * self.ctx.step
            self.scene.play({"action": "bid", "amount": amount}, seat=seat)

    def end_modal(self) -> BreakdownEnd | None:
        """Our end screen: stacked yen and token bars, and the scoring pipeline per seat."""
        scene = self.scene
        score = scene.game.score(scene.table)
        if not score:
            return None
        names = [scene.seat_name(s) for s in range(scene.table.players)]
        colours = [scene.seat_colour(s) for s in range(scene.table.players)]
        return BreakdownEnd(scene.screen_rect, names, score["breakdown"], score["winner"], colours)

    # ---------------------------------------------------------- overlay

    def draw_overlay(self, surf: pygame.Surface) -> None:
        scene = self.scene
        if scene.cover is not None:
            return
        cam, layout, t = scene.camera, scene.layout, scene.table
        z = cam.zoom
        if z < 1.2:  # too far away to read: the tooltips and the panel say it all
            return
        px = max(9, min(15, int(5.5 * z)))
        prices = t.vars.get("prices", {})
        for zid, sprites in layout.by_zone.items():
            if ".harbor.sale.c" not in zid:
                continue
            for s in sprites:
                if s.under or s.handle not in prices:
                    continue
                img = fonts().text(f"{prices[s.handle]:,}", px, (255, 244, 200), bold=True)
                x, y = cam.to_screen(s.x, s.y - s.h / 2)
                surf.blit(img, img.get_rect(midbottom=(round(x), round(y))))
        self._draw_track_and_grid(surf, px)
        for box in layout.zones:
            if not box.id.endswith(".board") or not box.id.startswith("market."):
                continue
            mid = box.id.split(".")[1]
            lines = self._board_rules(mid)
            x, y = cam.to_screen(box.rect[0] + 3, box.rect[1] + 18)
            for line in lines:
                img = fonts().fit(line, px - 1, (60, 46, 30), max(10, int(37 * z)))
                surf.blit(img, (round(x), round(y)))
                y += img.get_height()

    def _draw_track_and_grid(self, surf: pygame.Surface, px: int) -> None:
        """The Eel track's numbers, and the red numbers the Red Snapper grid reveals."""
        cam, boxes = self.scene.camera, self.scene.layout.boxes
        track = boxes.get(Z.market("eel", "track"))
        if track is not None:
            rx, ry, rw, rh = track.room
            lo, hi = 1, 13
            for v in range(lo, hi + 1):
                x, y = cam.to_screen(rx + (v - lo + 0.5) * rw / (hi - lo + 1), ry + 2)
                img = fonts().text(str(v), px - 2, (250, 240, 210))
                surf.blit(img, img.get_rect(midtop=(round(x), round(y))))
        grid = boxes.get(Z.market("red_snapper", "tokens"))
        if grid is not None:
            rs = self.ctx.fish("red_snapper")
            taken = {self.scene.table.pieces[p].pos for p in self.scene.table.zones[grid.id].ids}
            rx, ry, rw, rh = grid.room
            for c, r in rs.order:  # type: ignore[attr-defined]
                if (c, r) in taken:
                    continue
                x, y = cam.to_screen(rx + (c + 0.5) * rw / rs.cols, ry + (r + 0.5) * rh / rs.rows)  # type: ignore[attr-defined]
                img = fonts().text(str(rs.red[c][r]), px + 2, (214, 40, 40), bold=True)  # type: ignore[attr-defined]
                surf.blit(img, img.get_rect(center=(round(x), round(y))))

    def _board_rules(self, mid: str) -> list[str]:
        """The printed numbers at a board's left edge: entry options, license price."""
        info = self.ctx.data.markets[mid]
        lines = [i18n.tr("tk.rules", entry="")] + ([o.describe() for o in info.entry] or [i18n.tr("tk.free")])
        if info.type == "fish":
            lines.append(i18n.tr("tk.license", yen=f"{int(info.raw['license_price']):,}"))
        return lines

    # ------------------------------------------------------- screenshots

    @classmethod
    def screenshot_scenes(cls) -> dict[str, Callable[[Any], None]]:
        from .scenes import SCENES

        return dict(SCENES)
