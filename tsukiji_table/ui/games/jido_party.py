"""Screens of the Jidohanbaiki games for several players on crates: G04 Crate Checkers and G08 for 2-6.

The crates are drawn on their floor as in the solo G08 (:mod:`.jido_floor`):
drag a crate to move it, click drinks.  Each seat's colour cards (face down
in G08's blind mode: only their owner sees them, after the hand-off cover),
its supply and its captures lie in a row beside the crates.  G04: drag a
drink from your supply onto a spot (or click it, then the spot) to place it;
click one of your drinks on the crates, then a ringed spot, to step or jump.
G08: after the crate move, click two neighbouring drinks to swap them.  The
log speaks the referee's words; the end screen breaks the result down.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from ...games.jidohanbaiki import g04_rules
from ...games.jidohanbaiki.geometry import Placement
from ...table import TableView
from .. import i18n, theme
from ..plugin import ButtonSpec, screen_for
from .jido_draw import draw_cap
from .jido_floor import DRAG_PX, CrateSlideScreen, FloorScreen
from .jidohanbaiki import legal
from .party_end import BreakdownEnd, colour_names, keep_clear

ROW_MM = 118.0  # one seat's row of zones beside the crates
SEAT_PAIR_MM = 260.0  # a seat's zones this narrow stand two abreast (see PartyFloor.seat_columns)
GAP_MM = 8.0

STRINGS = {
    "jido.party.to_move": {"en": "{who} to move", "ja": "{who}の手番"},
    "jido.party.crate_to": {"en": "{line} to column {x}, row {y}{turn}", "ja": "{line}（{x}列・{y}行{turn}）"},
    "jido.party.turned": {"en": ", turned {deg}°", "ja": "、{deg}°回転"},
    "jido.party.colour_is": {"en": "{who}: {colours}", "ja": "{who}：{colours}"},
    "jido.party.hidden": {"en": "(face down)", "ja": "（伏せ札）"},
    "jido.party.turns": {"en": "Turns played: {n}", "ja": "経過手番：{n}"},
    "jido.g04.end_turn": {"en": "End the turn", "ja": "手番終了"},
    "jido.g04.captures": {"en": "{who}: {n} of {target} captured", "ja": "{who}：{n}/{target}本獲得"},
    "jido.g04.steps": {"en": "Crate: {crate} · drink: {drink}", "ja": "クレート：{crate}・ドリンク：{drink}"},
    "jido.g04.done": {"en": "done", "ja": "済み"},
    "jido.g04.todo": {"en": "to do", "ja": "まだ"},
    "jido.g04.help1": {"en": "Drag crates, and drinks from your supply", "ja": "クレートとサプライのドリンクはドラッグ"},
    "jido.g04.help2": {"en": "Click your drink, then a ringed spot", "ja": "自分のドリンク→印の付いたスポットをクリック"},
    "jido.g04.no_place": {"en": "You cannot place that drink there", "ja": "そのドリンクはそこに置けません"},
    "jido.g04.reason.target": {"en": "{n} drinks captured", "ja": "{n}本獲得"},
    "jido.g04.reason.limit": {"en": "The turn limit was reached", "ja": "手番の上限に達しました"},
    "jido.g04.reason.stuck": {"en": "Nobody could move any more", "ja": "誰も動けなくなりました"},
    "jido.g04.end_line": {"en": "{who}: captured {n} ({drinks})", "ja": "{who}：{n}本獲得（{drinks}）"},
    "jido.g04.nothing": {"en": "nothing", "ja": "なし"},
    "jido.g08m.turn": {"en": "Swaps left this turn: {n}", "ja": "この手番の残り入れ替え：{n}回"},
    "jido.g08m.team_colour": {"en": "{who} (team {t}): {colours}", "ja": "{who}（チーム{t}）：{colours}"},
    "jido.g08m.help": {"en": "Drag a crate, then click two neighbours", "ja": "クレートをドラッグ（R回転）→隣の2本をクリック"},
    "jido.g08m.end_line": {"en": "{who} ({colours}): best crate {n} of {win}", "ja": "{who}（{colours}）：最多のクレート{n}/{win}本"},
    "jido.g04.score": {"en": "{n} captured", "ja": "{n}本獲得"},
    "jido.g08m.score": {"en": "{n} in one crate", "ja": "1箱に{n}本"},
}


def _join(parts: list[str]) -> str:
    return ("、" if i18n.language() == "ja" else ", ").join(parts)


class PartyFloor(FloorScreen):
    """What G04 and G08 for several players share: seat rows beside the crates, no solo records or hints."""

    strings = {**FloorScreen.strings, **STRINGS}
    seat_zones: tuple[tuple[str, float], ...] = (("cards", 100.0),)  # zone suffix, width in mm

    # ------------------------------------------------------------ layout

    def crate_box(self) -> tuple[float, float, float, float]:
        crates = self.crates()
        x0 = min(c.rect[0] for c in crates)
        y0 = min(c.rect[1] for c in crates)
        x1 = max(c.rect[0] + c.rect[2] for c in crates)
        y1 = max(c.rect[1] + c.rect[3] for c in crates)
        return x0, y0, x1 - x0, y1 - y0

    def seats_origin(self) -> tuple[float, float]:
        """The seat rows stand right of the floor's middle, where the crates lie at set-up."""
        (ox, oy), mm = self.origin()
        floor = self.services.table.zones["floor"].meta
        width, height = int(floor.get("cols", 24)), int(floor.get("rows", 24))
        return ox + (width / 2 + 9) * mm, oy + height * mm / 2 - self.seat_rows() * ROW_MM / 2

    def seat_columns(self) -> int:
        """Narrow seats (G08's colour cards alone) stand two abreast from four players: one tall column
        left the crates a small picture beside it."""
        narrow = sum(width + GAP_MM for _, width in self.widths()) <= SEAT_PAIR_MM
        return 2 if narrow and self.services.table.players >= 4 else 1

    def seat_rows(self) -> int:
        return -(-self.services.table.players // self.seat_columns())

    def seat_width(self) -> float:
        return sum(width + GAP_MM for _, width in self.widths())

    def zone_meta(self, view: TableView) -> dict[str, dict[str, Any]]:
        x0, y0 = self.seats_origin()
        cols, step = self.seat_columns(), self.seat_width() + GAP_MM
        out: dict[str, dict[str, Any]] = {}
        for seat in range(self.services.table.players):
            x, y = x0 + (seat % cols) * step, y0 + (seat // cols) * ROW_MM  # seats in reading order
            for suffix, width in self.widths():
                out[f"p{seat}.{suffix}"] = {"rect": [x, y, width, ROW_MM - GAP_MM]}
                x += width + GAP_MM
        return out

    def fit_bounds(self) -> tuple[float, float, float, float] | None:
        x0, y0, w, h = self.crate_box()
        margin = 2.5 * self.origin()[1]
        sx, sy = self.seats_origin()
        cols = self.seat_columns()
        right = sx + cols * self.seat_width() + (cols - 1) * GAP_MM
        top = min(y0 - margin, sy - GAP_MM)
        bottom = max(y0 + h + margin, sy + self.seat_rows() * ROW_MM)
        return (x0 - margin, top, right - (x0 - margin), bottom - top)

    def widths(self) -> list[tuple[str, float]]:
        """The seat zones and their widths; the colour cards' as wide as the most cards a seat holds."""
        table = self.services.table
        cards = max(len(table.zones[f"p{s}.cards"].ids) for s in range(table.players))
        return [(suffix, 75.0 * max(1, cards) + 10 if suffix == "cards" else width) for suffix, width in self.seat_zones]

    def fit_rect(self, rect: pygame.Rect) -> pygame.Rect:
        return keep_clear(self.services, rect, self.panel_lines())

    # ------------------------------------------------------- not the solo's

    def buttons(self) -> list[ButtonSpec]:
        return []  # no solver hint: the heuristic bot plays, it does not advise

    def update(self, dt: float) -> None:
        """The window's mode is the scene's; the referee of these games keeps none of its own."""

    def on_change(self) -> None:
        self.selected = []
        self.hint_action = None
        x, y, w, h = self.crate_box()
        camera, view = self.services.camera, self.services.table_rect()
        corners = (camera.to_screen(x, y), camera.to_screen(x + w, y + h))
        if not all(view.collidepoint(int(px), int(py)) for px, py in corners):
            self.services.fit()  # the crates wandered off the window: frame them again

    def final_scores(self) -> tuple[list[str], list[float], list[int]] | None:
        score = self.services.game.score(self.services.table)
        if not score:
            return None
        names = [self.services.seat_name(s) for s in range(self.services.table.players)]
        return names, [float(v) for v in score["scores"]], list(score.get("winner", []))

    score_key = "jido.g04.score"

    def score_text(self, value: float) -> str:
        return i18n.tr(self.score_key, n=int(value))

    def end_lines(self, score: dict[str, Any]) -> list[str]:
        return []

    def end_modal(self) -> Any:
        score = self.services.game.score(self.services.table)
        got = self.final_scores()
        if not score or got is None:
            return None
        names, values, winners = got
        colours = [self.services.seat_colour(s) for s in range(len(names))]
        return BreakdownEnd(self.services.screen_rect, names, values, winners, colours, self.end_lines(score), value_text=self.score_text)

    def describe_action(self, action: dict[str, Any]) -> str:
        seat = self.services.game.to_move(self.services.table)
        who = seat[0] if seat else 0
        line = self.services.game.action_line(action, who).render(seat_name=self.services.seat_name)
        if action.get("action") != "move_crate":
            return line
        # Many places for one crate: say which, as the floor's column and row (and a turn, G08).
        x, y = action["at"]
        turn = i18n.tr("jido.party.turned", deg=action["rot"]) if action.get("rot") else ""
        return i18n.tr("jido.party.crate_to", line=line, x=x + 1, y=y + 1, turn=turn)

    def seat_colours(self, seat: int, colours: list[Any] | None) -> str:
        if colours is None:
            return i18n.tr("jido.party.hidden")
        return colour_names(self.cat, colours)

    def head_lines(self) -> list[str]:
        movers = self.services.game.to_move(self.services.table)
        return [i18n.tr("jido.party.to_move", who=self.services.seat_name(movers[0]))] if movers else []


@screen_for("jido:g04")
class CheckersScreen(PartyFloor):
    """G04: drag crates (never turned), place drinks from the supply, step and jump to capture."""

    seat_zones = (("cards", 60.0), ("supply", 150.0), ("captured", 130.0))

    def __init__(self, services: Any):
        super().__init__(services)
        self.carry: str | None = None  # a supply drink picked up (piece id)
        self.carry_from: tuple[int, int] | None = None
        self.carrying = False

    def places(self) -> list[Placement]:
        return list(self.state().places)

    # ----------------------------------------------------------- crates

    def destinations(self, k: int) -> list[Placement]:
        rot = self.places()[k].rot
        return [Placement(a["at"][0], a["at"][1], rot) for a in self.services.legal_actions() if a["action"] == "move_crate" and a["crate"] == k + 1]

    def nearest(self, k: int, pos: tuple[int, int]) -> Placement | None:
        x, y = self.target(pos)
        best = min(self.destinations(k), key=lambda p: (p.x - x) ** 2 + (p.y - y) ** 2, default=None)
        if best is None or (best.x - x) ** 2 + (best.y - y) ** 2 > 9:
            return None
        return best

    def drop_crate(self, k: int, pos: tuple[int, int]) -> None:
        place = self.nearest(k, pos)
        if place is None:
            self.services.toast(i18n.tr("jido.no_place"), error=True)
            return
        self.play({"action": "move_crate", "crate": k + 1, "at": [place.x, place.y]})

    # ----------------------------------------------------------- drinks

    def landings(self, drink: int) -> dict[tuple[int, int], dict[str, Any]]:
        """(crate index, own spot) where each legal step or jump of ``drink`` lands -> the action."""
        state = self.state()
        name = self.name(drink)
        out: dict[tuple[int, int], dict[str, Any]] = {}
        owner = {g: (k, s) for k, place in enumerate(state.places) for s, g in enumerate(place.spots())}
        for action in self.services.legal_actions():
            if action["action"] == "move_drink" and action["drink"] == name:
                got = g04_rules.step(state, drink, action["dir"])
                if isinstance(got, tuple) and got[0] in owner:
                    out[owner[got[0]]] = action
        return out

    def place_action(self, piece: str, crate: int, spot: int) -> dict[str, Any] | None:
        drink = self.name(self.services.game.drink_code(piece))
        action = {"action": "place", "crate": crate + 1, "spot": [spot % 3, spot // 3], "drink": drink}
        return action if legal(self.services, action) else None

    def targets(self) -> list[tuple[int, int, theme.Colour]]:
        state = self.state()
        if self.carry is not None:
            out = []
            for a in self.services.legal_actions():
                if a["action"] == "place" and a["drink"] == self.name(self.services.game.drink_code(self.carry)):
                    out.append((a["crate"] - 1, a["spot"][0] + 3 * a["spot"][1], theme.SELECT))
            return out
        if not self.selected:
            return []
        k, s = self.selected[0]
        drink = state.crates[k][s]
        return [(kk, ss, theme.SELECT) for kk, ss in self.landings(drink)] if drink >= 0 else []

    def click(self, crate: int, spot: int | None, add: bool) -> None:
        if spot is None:
            return
        state = self.state()
        here = state.crates[crate][spot]
        if self.carry is not None:
            action = self.place_action(self.carry, crate, spot)
            self.carry = None
            if action is not None:
                self.play(action)
            else:
                self.services.toast(i18n.tr("jido.g04.no_place"), error=True)
            return
        if self.selected:
            k, s = self.selected[0]
            action = self.landings(state.crates[k][s]).get((crate, spot)) if state.crates[k][s] >= 0 else None
            if action is not None:
                self.play(action)
                return
        mover = self.services.game.to_move(self.services.table)
        mine = bool(mover) and here >= 0 and here // 6 == state.colours[mover[0]]
        self.selected = [(crate, spot)] if mine and self.selected != [(crate, spot)] else []

    def supply_piece(self, pos: tuple[int, int]) -> str | None:
        """The drink of the mover's supply under a screen point (its piece id)."""
        movers = self.services.game.to_move(self.services.table)
        if not movers:
            return None
        sprite = self.services.layout.sprite_at(*self.world(pos))
        if sprite is None or sprite.zone != f"p{movers[0]}.supply" or not sprite.handle.startswith("drink."):
            return None
        return str(sprite.handle)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.services.table_rect().collidepoint(event.pos):
            piece = self.supply_piece(event.pos)
            if piece is not None:
                self.carry, self.carry_from, self.carrying = piece, event.pos, False
                self.selected = []
                return True
        if event.type == pygame.MOUSEMOTION and self.carry is not None and self.carry_from is not None:
            self.pointer = event.pos
            fx, fy = self.carry_from
            self.carrying = self.carrying or math.hypot(event.pos[0] - fx, event.pos[1] - fy) > DRAG_PX
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.carry_from is not None:
            self.carry_from = None
            if self.carrying:
                self.carrying = False
                spot = self.hit(event.pos)
                piece, self.carry = self.carry, None
                action = self.place_action(piece, spot[0], spot[1]) if piece and spot and spot[1] is not None else None
                if action is not None:
                    self.play(action)
                elif spot is not None:
                    self.services.toast(i18n.tr("jido.g04.no_place"), error=True)
            return True  # a click leaves the drink picked: the next click on a spot places it
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.carry is not None:
            self.carry = None
            return True
        return super().handle(event)

    def hidden_handles(self) -> frozenset[str]:
        return frozenset({self.carry}) if self.carry is not None and self.carrying else frozenset()

    def draw_extra(self, surf: pygame.Surface) -> None:
        if self.dragging is not None:
            for place in self.destinations(self.dragging):
                self.ghost(surf, self.dragging + 1, place, theme.ZONE_EDGE)
            best = self.nearest(self.dragging, self.pointer)
            if best is not None:
                self.ghost(surf, self.dragging + 1, best, theme.HIGHLIGHT)
        if self.carry is not None and self.carrying:
            code = self.services.game.drink_code(self.carry)
            draw_cap(surf, self.pointer, code % 6 + 1, self.colours[code // 6], self.services.camera.zoom * max(1.0, self.origin()[1] / 24.0), theme.SELECT)

    # ----------------------------------------------------- buttons, words

    def buttons(self) -> list[ButtonSpec]:
        end = {"action": "end_turn"}
        return [ButtonSpec("jido.g04.end_turn", lambda: self.play(end), enabled=lambda: legal(self.services, end))]

    def panel_lines(self) -> list[str]:
        s = self.services.game.status(self.services.table)
        lines = self.head_lines()
        done, todo = i18n.tr("jido.g04.done"), i18n.tr("jido.g04.todo")
        if not self.services.game.is_over(self.services.table):
            lines.append(i18n.tr("jido.g04.steps", crate=done if s["crates_moved"] else todo, drink=done if s["drink_done"] else todo))
        for seat, n in enumerate(s["captures"]):
            lines.append(
                i18n.tr("jido.g04.captures", who=f"{self.services.seat_name(seat)} ({self.seat_colours(seat, [s['colours'][seat]])})", n=n, target=s["target"])
            )
        helps = ["jido.g04.help1", "jido.g04.help2"] if self.services.table.players <= 4 else ["jido.g04.help1"]  # the panel holds ten lines
        return [*lines[:2], *(i18n.tr(h) for h in helps), *lines[2:]]

    def end_lines(self, score: dict[str, Any]) -> list[str]:
        reason = score.get("reason", "")
        key = f"jido.g04.reason.{reason}"
        lines = [i18n.tr(key, n=score.get("target", 0))] if key in i18n.CATALOGUE else []  # why it ended
        for seat, drinks in enumerate(score.get("captured", [])):
            words = _join([self._words(d) for d in drinks]) or i18n.tr("jido.g04.nothing")
            lines.append(i18n.tr("jido.g04.end_line", who=self.services.seat_name(seat), n=len(drinks), drinks=words))
        return lines


@screen_for("jido:g08m")
class CrateSlidePartyScreen(PartyFloor, CrateSlideScreen):
    """G08 for 2-6: the solo screen's crate drags and swaps, colours per seat (face down when blind)."""

    seat_zones = (("cards", 100.0),)
    score_key = "jido.g08m.score"

    def buttons(self) -> list[ButtonSpec]:
        end = {"action": "end_turn"}
        return [ButtonSpec("jido.end_turn", lambda: self.play(end), enabled=lambda: legal(self.services, end))]

    def panel_lines(self) -> list[str]:
        table = self.services.table
        s = self.services.game.status(table, viewer=self.services.viewer)
        lines = self.head_lines()
        if not self.services.game.is_over(table):
            lines.append(i18n.tr("jido.g08m.turn", n=s["swaps_left"]))
        teams = s["teams"]
        lines.append(i18n.tr("jido.g08m.help"))
        for seat, colours in enumerate(s["colours"]):
            words = self.seat_colours(seat, colours)
            who = self.services.seat_name(seat)
            lines.append(
                i18n.tr("jido.g08m.team_colour", who=who, t=teams[seat] + 1, colours=words)
                if teams
                else i18n.tr("jido.party.colour_is", who=who, colours=words)
            )
        return lines

    def end_lines(self, score: dict[str, Any]) -> list[str]:
        out = []
        for seat, (n, colours) in enumerate(zip(score["scores"], score["colours"])):
            out.append(i18n.tr("jido.g08m.end_line", who=self.services.seat_name(seat), colours=self.seat_colours(seat, colours), n=n, win=score["win_count"]))
        return out
