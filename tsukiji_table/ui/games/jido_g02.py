"""G02 Magical Golden Ball Racer on screen: the road from the start line to the 500 coin, the drinks, the crates, the clocks.

The racer drags a 100 coin from the pile behind the 5,000 note onto a spot
of the road (or clicks the pile, then a spot), and may drag a coin already
laid to another spot.  A crate player drags a drink from the drinks into
their crate (a click on the drink does the same) and drags a drink of their
crate back to the drinks to put it back.  The panel shows everyone's clock
in ticks; the player with the fewest moves next (decision g02-ticks), so
the screen passes to whoever that is.  Everything is open.
"""

from __future__ import annotations

from typing import Any

import pygame

from ...games.jidohanbaiki import g02_rules as model
from ...games.jidohanbaiki.g02 import COIN, START_X
from ...games.jidohanbaiki.g02_words import LANES, spot_name
from ...table.view import TableView
from .. import i18n, theme
from ..fonts import fonts
from ..plugin import screen_for
from ..services import TableServices
from .jido_draw import draw_cap, px_rect
from .jido_multi import Grid, MultiScreen, without_pieces, zone_grid

STRINGS = {
    "jido.g02.clock_racer": {"en": "{name} (racer): {t} ticks, road {k}/{n}", "ja": "{name}（レーサー）：{t}ティック、道 {k}/{n}"},
    "jido.g02.clock_crate": {"en": "{name}{team}: {t} ticks, crate {k}/{n}", "ja": "{name}{team}：{t}ティック、クレート {k}/{n}"},
    "jido.g02.team_tag": {"en": " (team {k})", "ja": "（チーム{k}）"},
    "jido.g02.done_tag": {"en": "  done at {t}", "ja": "  {t}で完成"},
    "jido.g02.costs": {"en": "Costs: coin {coin}, drink {take}, put back {back} ticks", "ja": "手間：硬貨{coin}、ドリンク{take}、戻す{back}ティック"},
    "jido.g02.next": {"en": "Fewest ticks: {name} moves", "ja": "ティック最少：{name}の番"},
    "jido.g02.help_racer": {"en": "Drag a coin from the pile onto the road", "ja": "山から硬貨を道へドラッグ"},
    "jido.g02.help_racer2": {"en": "(or drag a laid coin elsewhere)", "ja": "（置いた硬貨も動かせます）"},
    "jido.g02.help_crate": {"en": "Drag a drink into your crate", "ja": "ドリンクをクレートへドラッグ"},
    "jido.g02.help_crate2": {"en": "(drag one back to put it back)", "ja": "（ドラッグで戻すこともできます）"},
    "jido.g02.pile": {"en": "{n} coins", "ja": "{n}枚"},
    "jido.g02.start": {"en": "Start", "ja": "スタート"},
    "jido.g02.goal": {"en": "Goal", "ja": "ゴール"},
    "jido.g02.spot": {"en": "{spot}: {what}", "ja": "{spot}：{what}"},
    "jido.g02.coin": {"en": "100 coin", "ja": "100円硬貨"},
    "jido.g02.empty": {"en": "free", "ja": "空き"},
    "jido.g02.pile_hover": {"en": "The pile: {n} 100 coins", "ja": "山：100円硬貨{n}枚"},
    "jido.g02.crate_of": {"en": "{name}", "ja": "{name}"},
    "jido.g02.end_racer": {"en": "{name} (racer)", "ja": "{name}（レーサー）"},
    "jido.g02.end_road": {"en": "Road: {k} of {n} coins in line", "ja": "道：硬貨{k}/{n}枚"},
    "jido.g02.end_crate": {"en": "Crate: {k} of {n} drinks", "ja": "クレート：{k}/{n}本"},
    "jido.g02.end_ticks": {"en": "{t} ticks", "ja": "{t}ティック"},
    "jido.g02.end_done": {"en": "Completed at {t} ticks", "ja": "{t}ティックで完成"},
    "jido.g02.end_not": {"en": "Not completed", "ja": "未完成"},
    "jido.g02.won": {"en": "Winner", "ja": "勝ち"},
    "jido.g02.lost": {"en": "Did not win", "ja": "負け"},
    "opt.seat7": {"en": "P7", "ja": "P7"},  # the racer option's seventh seat (opt.seat1-6 come with the Tsukiji screen)
}
GOLD = (222, 184, 64)
SILVER = (196, 198, 204)
NOTE = (150, 120, 170)


@screen_for("jido:g02")
class GoldenBallScreen(MultiScreen):
    strings = {**MultiScreen.strings, **STRINGS}

    def __init__(self, services: TableServices):
        super().__init__(services)
        t = services.table
        self.mine = {"road", "pool", *(f"p{s}.crate" for s in range(t.players))}  # the zones this screen draws itself
        self.pool = zone_grid(t, "pool", 6, 6)
        self.crates = {s: zone_grid(t, f"p{s}.crate", 3, 2) for s in range(t.players)}
        self.carry: tuple[str, Any] | None = None  # ("pile", None) / ("coin", spot) / ("pool", drink) / ("crate", drink)
        self.start: tuple[float, float] | None = None  # where the drag began (mm)
        self.at: tuple[int, int] = (0, 0)  # the mouse, on screen, while carrying

    # ------------------------------------------------------------ reading

    @property
    def cfg(self) -> model.Config:
        return self.services.game.config

    def state(self) -> model.State:
        return self.services.game.state(self.services.table)

    def mover(self) -> int | None:
        movers = self.services.game.to_move(self.services.table)
        return movers[0] if movers else None

    def my_move(self) -> bool:
        s = self.services
        return self.mover() is not None and self.mover() == s.viewer and s.mode != "free"

    # ------------------------------------------------------------ the road's geometry (mm)

    def road_origin(self) -> tuple[float, float, float]:
        """The start line's x, the straight line's y, and the road's top (mm)."""
        x, y, _w, h = (float(v) for v in self.services.table.zones["road"].meta["rect"])
        return (x + START_X, y + (h - 9) / 2, y)

    def spot_mm(self, spot: tuple[int, int]) -> tuple[float, float]:
        x0, y0, _ = self.road_origin()
        cx, cy = model.centre(self.cfg, spot)
        return (x0 + COIN / 2 + cx * COIN, y0 + cy * COIN)

    def spot_at(self, x: float, y: float) -> tuple[int, int] | None:
        """The road spot under a table point (within most of a coin), or None."""
        n = self.services.table.players
        best, near = None, COIN * 0.55
        for row in range(self.cfg.rows):
            for col in range(self.cfg.length(n) + 1):
                sx, sy = self.spot_mm((col, row))
                d = ((sx - x) ** 2 + (sy - y) ** 2) ** 0.5
                if d < near:
                    best, near = (col, row), d
        return best

    def pile_rect(self) -> tuple[float, float, float, float]:
        x0, y0, _ = self.road_origin()
        return (x0 - START_X + 4, y0 - COIN, 34.0, 2 * COIN)

    def on_pile(self, x: float, y: float) -> bool:
        px, py, pw, ph = self.pile_rect()
        return px <= x <= px + pw and py <= y <= py + ph

    # ------------------------------------------------------------ drinks

    def pool_drinks(self) -> dict[tuple[int, int], int]:
        t, cat = self.services.table, self.cat
        return {tuple(t.pieces[p].pos): cat.drink(p) for p in t.zones["pool"].ids}  # type: ignore[misc]

    def crate_drinks(self, seat: int) -> dict[tuple[int, int], int]:
        t, cat = self.services.table, self.cat
        return {tuple(t.pieces[p].pos): cat.drink(p) for p in t.zones[f"p{seat}.crate"].ids}  # type: ignore[misc]

    def crate_seats(self) -> list[int]:
        racer = self.services.table.vars.get("racer")
        return [s for s in range(self.services.table.players) if s != racer]

    # ------------------------------------------------------------ drawing

    def adjust_view(self, view: TableView) -> TableView:
        return without_pieces(view, self.mine)

    def zone_meta(self, view: Any) -> dict[str, dict[str, Any]]:
        """No crate for the racer; at 5-7 players each crate says its team."""
        t = self.services.table
        racer = t.vars.get("racer")
        out: dict[str, dict[str, Any]] = {f"p{racer}.crate": {"hidden": True}} if racer is not None else {}
        if t.players >= self.cfg.teams_from:
            for seat, side in enumerate(t.vars.get("sides", [])):
                if seat != racer:
                    out[f"p{seat}.crate"] = {"label": {"en": f"Crate, team {side}", "ja": f"クレート（チーム{side}）"}}
        return out

    def draw_on_table(self, surf: pygame.Surface) -> None:
        self.clipped(surf, lambda: self._draw(surf))

    def _draw(self, surf: pygame.Surface) -> None:
        s, camera = self.services, self.services.camera
        state, cfg = self.state(), self.cfg
        n = s.table.players
        z = camera.zoom
        x0, y0, top = self.road_origin()
        small = max(10, min(16, int(z * 3.2)))
        # The 5,000 note along the start line, the pile behind it.
        note = px_rect(camera, (x0 - 26, y0 - 34, 22, 68))
        pygame.draw.rect(surf, NOTE, note, border_radius=4)
        pygame.draw.rect(surf, theme.INK, note, width=1, border_radius=4)
        img = fonts().text("5,000", max(9, int(z * 2.6)), theme.ink_on(NOTE), bold=True)
        img = pygame.transform.rotate(img, 90)
        surf.blit(img, img.get_rect(center=note.center))
        line = [camera.to_screen(x0, y0 - 3.4 * COIN), camera.to_screen(x0, y0 + 3.4 * COIN)]
        pygame.draw.line(surf, theme.INK, line[0], line[1], max(2, int(z * 0.8)))
        label = fonts().text(i18n.tr("jido.g02.start"), small, theme.ZONE_LABEL, bold=True)
        surf.blit(label, label.get_rect(midbottom=(int(line[0][0]), int(line[0][1]) - 2)))
        left = model.pile(cfg, state) - (1 if self.carry and self.carry[0] == "pile" else 0)
        px, py, pw, ph = self.pile_rect()
        for k in range(min(left, 6)):
            self._coin(surf, (px + pw / 2, py + ph - COIN / 2 - k * 2.2), SILVER, "100")
        img = fonts().text(i18n.tr("jido.g02.pile", n=left), small, theme.ZONE_LABEL, bold=True)
        surf.blit(img, img.get_rect(midtop=camera.to_screen(px + pw / 2, py + ph + 2)))
        # The spots, lane letters, coin numbers, the goal.
        for row in range(cfg.rows):
            for col in range(cfg.length(n) + 1):
                if model.on_table(cfg, n, (col, row)):
                    cx, cy = camera.to_screen(*self.spot_mm((col, row)))
                    pygame.draw.circle(surf, theme.shade(theme.ZONE_LABEL, 0.9), (int(cx), int(cy)), max(2, int(COIN / 2 * z * 0.9)), width=1)
            lx, ly = camera.to_screen(x0 - 30, self.spot_mm((0, row))[1])
            img = fonts().text(LANES[row], small, theme.ZONE_LABEL, bold=True)
            surf.blit(img, img.get_rect(midright=(int(lx), int(ly))))
        for col in range(cfg.length(n)):
            cx, _ = camera.to_screen(*self.spot_mm((col, cfg.mid)))
            _, cy = camera.to_screen(*self.spot_mm((col, 0)))
            img = fonts().text(str(col + 1), small, theme.ZONE_LABEL)
            surf.blit(img, img.get_rect(midbottom=(int(cx), int(cy - COIN / 2 * z))))
        goal = model.goal(cfg, n)
        self._coin(surf, self.spot_mm(goal), GOLD, "500")
        gx, gy = camera.to_screen(*self.spot_mm(goal))
        img = fonts().text(i18n.tr("jido.g02.goal"), small, theme.ZONE_LABEL, bold=True)
        surf.blit(img, img.get_rect(midtop=(int(gx), int(gy + COIN / 2 * z + 2))))
        chain = set(model.path(cfg, n, state.road) or [])
        carried = self.carry[1] if self.carry and self.carry[0] == "coin" else None
        for spot in sorted(state.road):
            if spot != carried:
                self._coin(surf, self.spot_mm(spot), SILVER, "100", theme.HIGHLIGHT if spot in chain else None)
        # The drinks and the crates.
        for cell, d in self.pool_drinks().items():
            if not (self.carry and self.carry[0] == "pool" and self.carry[1] == d):
                self.cap(surf, self.pool, cell, d)
        mover = self.mover()
        for seat in self.crate_seats():
            g = self.crates[seat]
            outline = theme.HIGHLIGHT if seat == mover else s.seat_colour(seat)
            self.crate(surf, g.crate(seat + 1, 0, 0), None, outline)
            for cell, d in self.crate_drinks(seat).items():
                if not (self.carry and self.carry[0] == "crate" and self.carry[1] == d):
                    self.cap(surf, g, cell, d)

    def _coin(self, surf: pygame.Surface, at: tuple[float, float], colour: tuple[int, int, int], text: str, ring: Any = None) -> None:
        camera = self.services.camera
        cx, cy = camera.to_screen(*at)
        r = max(3, int(COIN / 2 * camera.zoom * 0.96))
        pygame.draw.circle(surf, colour, (int(cx), int(cy)), r)
        pygame.draw.circle(surf, theme.shade(colour, 0.6), (int(cx), int(cy)), r, width=max(1, int(camera.zoom * 0.6)))
        img = fonts().text(text, max(8, int(r * 0.75)), theme.INK, bold=True)
        surf.blit(img, img.get_rect(center=(int(cx), int(cy))))
        if ring is not None:
            pygame.draw.circle(surf, ring, (int(cx), int(cy)), r + 2, width=max(2, int(camera.zoom * 0.7)))

    def draw_overlay(self, surf: pygame.Surface) -> None:
        if self.carry is None:
            return
        kind, what = self.carry
        z = self.services.camera.zoom
        if kind in ("pile", "coin"):
            r = max(3, int(COIN / 2 * z * 0.96))
            pygame.draw.circle(surf, SILVER, self.at, r)
            pygame.draw.circle(surf, theme.INK, self.at, r, width=2)
            spot = self.spot_at(*self.world(self.at))
            if spot is not None:
                cx, cy = self.services.camera.to_screen(*self.spot_mm(spot))
                pygame.draw.circle(surf, theme.HIGHLIGHT, (int(cx), int(cy)), r + 3, width=3)
        else:
            draw_cap(surf, self.at, what % 6 + 1, self.colours[what // 6], z * max(1.0, self.pool.spot / 24.0), theme.SELECT)

    def hover_lines(self, x: float, y: float) -> list[tuple[str, tuple[int, int, int]]] | None:
        if self.on_pile(x, y):
            return [(i18n.tr("jido.g02.pile_hover", n=model.pile(self.cfg, self.state())), theme.PANEL_TEXT)]
        spot = self.spot_at(x, y)
        if spot is not None:
            what = i18n.tr("jido.g02.coin") if spot in self.state().road else i18n.tr("jido.g02.empty")
            return [(i18n.tr("jido.g02.spot", spot=spot_name(spot), what=what), theme.PANEL_TEXT)]
        for grid, drinks in [(self.pool, self.pool_drinks())] + [(self.crates[s], self.crate_drinks(s)) for s in self.crate_seats()]:
            cell = grid.cell_at(x, y)
            if cell is not None and cell in drinks:
                return [(self.drink_label(drinks[cell]), theme.PANEL_TEXT)]
        return None

    # -------------------------------------------------------------- input

    def handle(self, event: pygame.event.Event) -> bool:
        s = self.services
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.carry is not None:
            self.carry = None
            return True
        if event.type == pygame.MOUSEMOTION and self.carry is not None:
            self.at = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.carry is not None:
            self._drop(event.pos)
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or not s.table_rect().collidepoint(event.pos) or not self.my_move():
            return False
        x, y = self.world(event.pos)
        picked = self._pick(x, y)
        if picked is None:
            return False
        self.carry, self.start, self.at = picked, (x, y), event.pos
        return True

    def _pick(self, x: float, y: float) -> tuple[str, Any] | None:
        state, seat = self.state(), self.services.viewer
        if seat == state.racer:
            if self.on_pile(x, y) and model.pile(self.cfg, state):
                return ("pile", None)
            spot = self.spot_at(x, y)
            return ("coin", spot) if spot in state.road else None
        cell = self.pool.cell_at(x, y)
        if cell is not None and cell in self.pool_drinks():
            return ("pool", self.pool_drinks()[cell])
        cell = self.crates[seat].cell_at(x, y)
        if cell is not None and cell in self.crate_drinks(seat):
            return ("crate", self.crate_drinks(seat)[cell])
        return None

    def _drop(self, pos: tuple[int, int]) -> None:
        assert self.carry is not None
        kind, what = self.carry
        self.carry = None
        x, y = self.world(pos)
        seat = self.services.viewer
        action: dict[str, Any] | None = None
        if kind in ("pile", "coin"):
            spot = self.spot_at(x, y)
            if spot is not None and kind == "pile":
                action = {"action": "lay", "to": list(spot)}
            elif spot is not None and spot != what:
                action = {"action": "shift", "from": list(what), "to": list(spot)}
        elif kind == "pool":
            g = self.crates[seat]
            gx, gy, gw, gh = g.rect
            into = gx - 6 <= x <= gx + gw + 6 and gy - 6 <= y <= gy + gh + 6
            clicked = self.start is not None and self.pool.cell_at(*self.start) == self.pool.cell_at(x, y)
            if into or clicked:
                action = {"action": "take", "drink": self.cat.drink_name(what)}
        elif kind == "crate":
            px, py, pw, ph = self.pool.rect
            if px <= x <= px + pw and py <= y <= py + ph:
                action = {"action": "return", "drink": self.cat.drink_name(what)}
        if action is not None:
            self.services.play(action)

    def on_change(self) -> None:
        self.carry = None

    # -------------------------------------------------------------- words

    def panel_lines(self) -> list[str]:
        s, cfg = self.services, self.cfg
        state = self.state()
        n = s.table.players
        lines = super().panel_lines()
        sides = s.table.vars.get("sides", [])
        for seat in range(n):
            done = state.done[seat]
            tag = i18n.tr("jido.g02.done_tag", t=done) if done is not None else ""
            k = model.progress(cfg, state, seat)
            if seat == state.racer:
                lines.append(i18n.tr("jido.g02.clock_racer", name=s.seat_name(seat), t=state.clocks[seat], k=k, n=cfg.length(n)) + tag)
            else:
                team = i18n.tr("jido.g02.team_tag", k=sides[seat]) if n >= cfg.teams_from and seat < len(sides) else ""
                lines.append(i18n.tr("jido.g02.clock_crate", name=s.seat_name(seat), team=team, t=state.clocks[seat], k=k, n=cfg.crate_size) + tag)
        lines.append(i18n.tr("jido.g02.costs", coin=cfg.coin_ticks, take=model.take_ticks(cfg, n), back=cfg.return_ticks))
        mover = self.mover()
        if mover is not None:
            lines.append(i18n.tr("jido.g02.next", name=s.seat_name(mover)))
        if self.my_move():
            key = "racer" if s.viewer == state.racer else "crate"
            lines += [i18n.tr(f"jido.g02.help_{key}"), i18n.tr(f"jido.g02.help_{key}2")]
        return lines

    def final_scores(self) -> tuple[list[str], list[float], list[int]] | None:
        """The bars are each seat's ticks when it stopped; the winners are marked."""
        s = self.services
        score = s.game.score(s.table)
        if score is None:
            return None
        names = [s.seat_name(k) for k in range(s.table.players)]
        return names, [float(r["ticks"]) for r in score["seats"]], list(score["winner"])

    def score_text(self, value: float) -> str:
        return i18n.tr("jido.g02.end_ticks", t=int(value))

    def breakdown(self) -> list[list[str]]:
        s = self.services
        score = s.game.score(s.table) or {}
        out = []
        for seat, row in enumerate(score.get("seats", [])):
            racer = seat == score.get("racer")
            head = i18n.tr("jido.g02.end_racer", name=s.seat_name(seat)) if racer else s.seat_name(seat)
            if not racer and s.table.players >= self.cfg.teams_from:
                head += i18n.tr("jido.g02.team_tag", k=row["side"])
            body = i18n.tr("jido.g02.end_road" if racer else "jido.g02.end_crate", k=row["progress"], n=row["of"])
            when = i18n.tr("jido.g02.end_done", t=row["done"]) if row["done"] is not None else i18n.tr("jido.g02.end_not")
            out.append([head, body, when, i18n.tr("jido.g02.won") if seat in score.get("winner", []) else i18n.tr("jido.g02.lost")])
        return out

    @classmethod
    def screenshot_scenes(cls) -> dict[str, Any]:
        def midrace(scene: Any) -> None:
            """Twelve moves of the bots: coins on the road, drinks in the crates."""
            from ...games.selfplay import make_bot

            game, table = scene.game, scene.table
            bots = [make_bot(game, "heuristic", k, table.seed) for k in range(table.players)]
            for _ in range(12):
                seat = game.to_move(table)[0]
                game.play(table, seat, bots[seat].act(game, table, seat))
            scene.changed()

        return {"g02-midrace": midrace}


__all__ = ["GoldenBallScreen", "Grid"]
