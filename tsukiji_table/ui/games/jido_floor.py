"""Screens of the games whose crates lie loose on the table: G08 and G06.

Both draw the crates at their place on the floor grid.  Drag a crate to move
it (G08: only to where the rules allow, shown as outlines; R turns it round.
G06: anywhere free, for nothing; R turns it a quarter).  Click drinks to
swap them: G08 two neighbours; G06 one or more spots along a side of one
crate (Shift adds), then the spot of the other crate the first one should
reach.  G06: with a crate picked, click a stock card to take its drinks of
that card, or press Dump to tip the crate into the machine.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from ...games.jidohanbaiki import g06_rules
from ...games.jidohanbaiki.geometry import Placement
from .. import i18n, keys, theme
from ..plugin import ButtonSpec, screen_for
from ..services import TableServices
from ..tower import TowerHooks, TowerView
from .jido_draw import CrateView, draw_crate, floor_crate
from .jidohanbaiki import SoloScreen, legal

DRAG_PX = 6

STRINGS = {
    "jido.end_turn": {"en": "End the turn", "ja": "手番終了"},
    "jido.turn": {"en": "Turn {n}; swaps left: {left}", "ja": "{n}手番目、残りの入れ替え：{left}回"},
    "jido.turn_limit": {"en": "Turn limit: {n}", "ja": "手番の上限：{n}"},
    "jido.misplaced": {"en": "Drinks out of place: at least {n}", "ja": "違う場所のドリンク：{n}本以上"},
    "jido.drag_crate": {"en": "Drag a crate to move it; R turns it", "ja": "クレートはドラッグで移動、Rで回転"},
    "jido.no_place": {"en": "The crate cannot go there", "ja": "そこにはクレートを置けません"},
    "jido.dump": {"en": "Dump a crate (500)", "ja": "投入する（500円）"},
    "jido.coins": {"en": "Money: {n} (100 x {c1}, 500 x {c5})", "ja": "所持金 {n}円（100×{c1}、500×{c5}）"},
    "jido.unsorted": {"en": "Drinks still to sort: {n}", "ja": "未分別のドリンク：{n}本"},
    "jido.inside": {"en": "In the machine:", "ja": "自販機の中："},
    "jido.targets": {"en": "To free:", "ja": "救出するドリンク："},
    "jido.listed": {"en": "  · {drink}", "ja": "・{drink}"},
    "jido.no_swap": {"en": "No swap along one side brings those drinks there", "ja": "その位置へは1辺の入れ替えで届きません"},
    "jido.whole_crate": {"en": "A whole crate goes in, with Dump (500)", "ja": "投入はクレート1箱ごと（500円）"},
    "jido.g06_help": {"en": "Click drinks, then a card: take them", "ja": "ドリンクを選び、カードで取り除く"},
    "jido.hint_swap": {
        "en": "swap: pick {mine} in crate {k}, then click {where} in crate {other} (both ringed); they trade places",
        "ja": "入れ替え：クレート{k}の{mine}を選び、クレート{other}の{where}をクリック（印の付いた所）。位置が入れ替わります",
    },
    "jido.empty_spot": {"en": "the empty spot", "ja": "空いている所"},
    "jido.swap_short": {"en": "Swap {mine} (crate {k}) towards {where} (crate {other})", "ja": "クレート{k}の{mine}をクレート{other}の{where}と入れ替える"},
    "jido.machine_running": {"en": "The machine is running…", "ja": "自動販売機が動いています…"},
    "jido.off_floor": {"en": "Crates stay on the floor: drop it inside the crate area", "ja": "クレートは床の上に置いてください（クレートの置き場の中へ）"},
    "jido.g06_help2": {"en": "or another crate's spot: swap", "ja": "別のクレートの位置で入れ替え"},
}


class FloorScreen(SoloScreen):
    """Crates on the floor grid, moved by dragging."""

    strings = {**SoloScreen.strings, **STRINGS}
    turn_step = 180  # R turns a crate being dragged by this much

    def __init__(self, services: TableServices):
        super().__init__(services)
        self.press: tuple[tuple[int, int], int, int | None] | None = None
        self.dragging: int | None = None
        self.grab = (0.0, 0.0)  # world offset of the pointer from the crate's top-left
        self.want_rot = 0
        self.pointer = (0, 0)

    def origin(self) -> tuple[tuple[float, float], float]:
        meta = self.services.table.zones["floor"].meta
        return (float(meta["rect"][0]), float(meta["rect"][1])), float(meta["spot_mm"])

    def places(self) -> list[Placement]:
        raise NotImplementedError

    def key_scopes(self) -> tuple[str, ...]:
        return ("floor", *super().key_scopes())

    def key_condition(self, name: str) -> bool:
        return (name == "dragging" and self.dragging is not None) or bool(super().key_condition(name))

    def crates(self) -> list[CrateView]:
        origin, mm = self.origin()
        return [floor_crate(k + 1, place, origin, mm) for k, place in enumerate(self.places())]

    # ------------------------------------------------------------- input

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.services.table_rect().collidepoint(event.pos):
            spot = self.hit(event.pos)
            if spot is not None:
                self.press = (event.pos, spot[0], spot[1])
                self.hint_action = None
                return True
            return self.click_elsewhere(event.pos)
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            if self.press is not None and self.dragging is None:
                (px, py), k, _ = self.press
                if math.hypot(event.pos[0] - px, event.pos[1] - py) > DRAG_PX:
                    self.dragging = k
                    crate = self.crates()[k]
                    wx, wy = self.world((px, py))
                    self.grab = (wx - crate.rect[0], wy - crate.rect[1])
                    self.want_rot = self.places()[k].rot
            return self.press is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.press is not None:
            press, self.press = self.press, None
            if self.dragging is not None:
                k, self.dragging = self.dragging, None
                self.drop_crate(k, event.pos)
            else:
                self.click(press[1], press[2], bool(pygame.key.get_mods() & pygame.KMOD_SHIFT))
            return True
        if keys.match("floor", event, self.key_condition) is not None:  # the one key of the floor: R turns the crate carried
            self.want_rot = (self.want_rot + self.turn_step) % 360
            return True
        return super().handle(event)

    def click_elsewhere(self, pos: tuple[int, int]) -> bool:
        return False

    def target(self, pos: tuple[int, int]) -> tuple[int, int]:
        """The floor spot the dragged crate's top-left would land on."""
        origin, mm = self.origin()
        wx, wy = self.world(pos)
        return round((wx - self.grab[0] - origin[0]) / mm), round((wy - self.grab[1] - origin[1]) / mm)

    def drop_crate(self, k: int, pos: tuple[int, int]) -> None:
        raise NotImplementedError

    def ghost(self, surf: pygame.Surface, number: int, place: Placement, colour: theme.Colour) -> None:
        origin, mm = self.origin()
        draw_crate(surf, self.services.camera, floor_crate(number, place, origin, mm), ghost=True, outline=colour)


@screen_for("jido:g08")
class CrateSlideScreen(FloorScreen):
    """G08: drag a crate to a legal place (outlined), click two neighbouring drinks to swap."""

    def places(self) -> list[Placement]:
        return list(self.state().places)

    def fit_bounds(self) -> tuple[float, float, float, float] | None:
        crates = self.crates()
        x0 = min(c.rect[0] for c in crates)
        y0 = min(c.rect[1] for c in crates)
        x1 = max(c.rect[0] + c.rect[2] for c in crates)
        y1 = max(c.rect[1] + c.rect[3] for c in crates)
        margin = 2.5 * self.origin()[1]  # room to drag a crate round the group
        return (x0 - margin, y0 - margin, x1 - x0 + 2 * margin, y1 - y0 + 2 * margin)

    def destinations(self, k: int) -> list[Placement]:
        return [Placement(a["at"][0], a["at"][1], a["rot"]) for a in self.services.legal_actions() if a["action"] == "move_crate" and a["crate"] == k + 1]

    def nearest(self, k: int, pos: tuple[int, int]) -> Placement | None:
        x, y = self.target(pos)
        options = [p for p in self.destinations(k) if p.rot == self.want_rot] or self.destinations(k)
        best = min(options, key=lambda p: (p.x - x) ** 2 + (p.y - y) ** 2, default=None)
        if best is None or (best.x - x) ** 2 + (best.y - y) ** 2 > 9:
            return None
        return best

    def drop_crate(self, k: int, pos: tuple[int, int]) -> None:
        place = self.nearest(k, pos)
        if place is None:
            self.services.toast(i18n.tr("jido.no_place"), error=True)
            return
        self.play({"action": "move_crate", "crate": k + 1, "at": [place.x, place.y], "rot": place.rot})

    def draw_extra(self, surf: pygame.Surface) -> None:
        if self.dragging is not None:
            for place in self.destinations(self.dragging):
                self.ghost(surf, self.dragging + 1, place, theme.ZONE_EDGE)
            best = self.nearest(self.dragging, self.pointer)
            if best is not None:
                self.ghost(surf, self.dragging + 1, best, theme.HIGHLIGHT)
        action = self.hint_action or {}
        if action.get("action") == "move_crate":
            self.ghost(surf, action["crate"], Placement(action["at"][0], action["at"][1], action["rot"]), theme.HIGHLIGHT)

    def targets(self) -> list[tuple[int, int, theme.Colour]]:
        if not self.selected:
            return []
        crates = self.state().crates
        k0, s0 = self.selected[0]
        mine = self.name(crates[k0][s0])
        where = {self.name(d): (k, s) for k, c in enumerate(crates) for s, d in enumerate(c)}
        out = []
        for action in self.services.legal_actions():
            if action["action"] == "swap" and mine in action["drinks"]:
                other = action["drinks"][1] if action["drinks"][0] == mine else action["drinks"][0]
                out.append((*where[other], theme.SELECT))
        return out

    def click(self, crate: int, spot: int | None, add: bool) -> None:
        if spot is None:
            return
        if not self.selected or self.selected[0] == (crate, spot):
            self.selected = [] if self.selected else [(crate, spot)]
            return
        crates = self.state().crates
        a, b = crates[self.selected[0][0]][self.selected[0][1]], crates[crate][spot]
        self.play({"action": "swap", "drinks": [self.name(min(a, b)), self.name(max(a, b))]})

    def buttons(self) -> list[ButtonSpec]:
        end = {"action": "end_turn"}
        return [ButtonSpec("jido.end_turn", lambda: self.play(end), enabled=lambda: legal(self.services, end))] + super().buttons()

    def panel_lines(self) -> list[str]:
        s = self.services.game.status(self.services.table)
        lines = [
            i18n.tr("jido.turn", n=max(1, s["turn"]) if s["phase"] != "start" else s["turn"] + 1, left=s["swaps_left"]),
            i18n.tr("jido.misplaced", n=s["misplaced"]),
        ]
        if s["max_turns"]:
            lines.append(i18n.tr("jido.turn_limit", n=s["max_turns"]))
        return lines + super().panel_lines() + [i18n.tr("jido.drag_crate")]


@screen_for("jido:g06")
class RecyclingScreen(TowerHooks, FloorScreen):
    """G06: arrange crates freely; pick drinks, then a card (take) or another crate (swap); Dump.

    The machine is the window's tower view, cut open: every dump is animated
    from what the referee recorded, and the jams stay visible inside.
    """

    turn_step = 90
    # The view's own ways in are not this game's: no throws, no emptying by hand,
    # and a crate goes in only through Dump (the referee's 500 action).
    TOWER_BUTTONS = ("focus", "toggle_fast", "skip")

    def __init__(self, services: TableServices):
        super().__init__(services)
        self.tower = TowerView.for_table(services, on_insert=self._insert)

    def _insert(self, drinks: list[str], mode: str, aim: Any) -> None:
        crates = self.state().crates
        wanted = sorted(self.cat.drink(d) for d in drinks)
        for k, crate in enumerate(crates):
            if sorted(d for d in crate if d >= 0) == wanted:
                self.play({"action": "dump", "crate": k + 1})
                return
        self.services.toast(i18n.tr("jido.whole_crate"), error=True)

    def tower_buttons(self, specs: list[ButtonSpec]) -> list[ButtonSpec]:
        def kept(spec: ButtonSpec) -> bool:
            owner = getattr(spec.on_click, "__self__", None)
            return owner is not self.tower or spec.on_click.__name__ in self.TOWER_BUTTONS

        return [spec for spec in specs if kept(spec)]

    def menu_entries(self, sprite: Any, box: Any) -> list[tuple[Any, Any]]:
        return [e for e in super().menu_entries(sprite, box) if e[0] not in ("tower.empty", "tower.tip_crate")]

    def places(self) -> list[Placement]:
        pieces = self.services.table.pieces
        return [Placement(pieces[f"crate#{k}"].pos[0], pieces[f"crate#{k}"].pos[1], pieces[f"crate#{k}"].rot) for k in range(1, 7)]

    def drop_crate(self, k: int, pos: tuple[int, int]) -> None:
        x, y = self.target(pos)
        floor = self.services.table.zones["floor"].meta
        if not (0 <= x < int(floor.get("cols", 1)) and 0 <= y < int(floor.get("rows", 1))):
            self.services.toast(i18n.tr("jido.off_floor"), error=True)  # in words, not the action's [col, row] check
            return
        self.play({"action": "arrange", "crate": k + 1, "at": [x, y], "rot": self.want_rot})

    def swap_plan(self, action: dict[str, Any]) -> tuple[int, list[int], int, int] | None:
        """A swap as it is done by hand: (crate index, its spots to pick, other crate index, the spot to click there)."""
        if action.get("action") != "swap":
            return None
        k, other = int(action["crate"]) - 1, int(action["other"]) - 1
        picked = [c + 3 * r for c, r in action["spots"]]
        pairs = dict(g06_rules.facing(g06_rules.SIDE_NAMES.index(action["side"]), g06_rules.SIDE_NAMES.index(action["other_side"])))
        return k, picked, other, pairs[picked[0]]

    def describe_action(self, action: dict[str, Any]) -> str:
        return self._swap_words(action, "jido.swap_short") or super().describe_action(action)

    def describe_hint(self, action: dict[str, Any]) -> str:
        # The crates are arranged freely (G06): a swap is the same wherever they lie, so a hint says it as clicks.
        return self._swap_words(action, "jido.hint_swap") or super().describe_hint(action)

    def _swap_words(self, action: dict[str, Any], key: str) -> str | None:
        """A swap said by its drinks: those picked in one crate, and the drink (or empty spot) the first one goes to."""
        plan = self.swap_plan(action)
        if plan is None:
            return None
        k, picked, other, spot = plan
        crates = self.state().crates
        mine = i18n.tr("log.and").join(self.cat.drink_label(crates[k][s], i18n.language()) for s in picked if crates[k][s] >= 0)
        there = crates[other][spot]
        where = self.cat.drink_label(there, i18n.language()) if there >= 0 else i18n.tr("jido.empty_spot")
        return i18n.tr(key, mine=mine, k=k + 1, where=where, other=other + 1)

    def rings(self) -> dict[int, theme.Colour]:
        out = super().rings()
        plan = self.swap_plan(self.hint_action or {})
        if plan is not None:
            k, picked, other, spot = plan
            crates = self.state().crates
            for crate, s in [*((k, s) for s in picked), (other, spot)]:
                if crates[crate][s] >= 0:
                    out[crates[crate][s]] = theme.HIGHLIGHT
        return out

    def draw_extra(self, surf: pygame.Surface) -> None:
        if self.dragging is not None:
            x, y = self.target(self.pointer)
            self.ghost(surf, self.dragging + 1, Placement(x, y, self.want_rot), theme.HIGHLIGHT)
        action = self.hint_action or {}
        if action.get("action") == "arrange":  # a hint to move a crate shows where it goes
            self.ghost(surf, action["crate"], Placement(action["at"][0], action["at"][1], action.get("rot", 0)), theme.HIGHLIGHT)

    def click_elsewhere(self, pos: tuple[int, int]) -> bool:
        """With drinks of a crate picked, a click on a stock card takes that card's drinks."""
        if not self.selected:
            return False
        box = self.services.layout.zone_at(*self.world(pos))
        if box is None or not box.id.startswith("card."):
            return False
        self.play({"action": "take", "crate": self.selected[0][0] + 1, "card": box.id[5:]})
        return True

    def click(self, crate: int, spot: int | None, add: bool) -> None:
        if spot is None:
            self.selected = [(crate, s) for s in range(6) if self.state().crates[crate][s] >= 0][:1]
            return
        if not self.selected or self.selected[0][0] == crate:
            if (crate, spot) in self.selected:
                self.selected.remove((crate, spot))
            elif add and self.selected:
                self.selected.append((crate, spot))
            else:
                self.selected = [(crate, spot)]
            return
        self.swap_to(crate, spot)

    def swap_to(self, other: int, spot: int) -> None:
        """The legal swap that trades exactly the picked spots and sends the first to ``spot``."""
        k, picked = self.selected[0][0], [s for _, s in self.selected]
        for action in self.services.legal_actions():
            if action["action"] != "swap" or action["crate"] != k + 1 or action["other"] != other + 1:
                continue
            spots = [c + 3 * r for c, r in action["spots"]]
            if sorted(spots) != sorted(picked):
                continue
            pairs = dict(g06_rules.facing(g06_rules.SIDE_NAMES.index(action["side"]), g06_rules.SIDE_NAMES.index(action["other_side"])))
            if pairs.get(picked[0]) == spot:
                self.play(action)
                return
        self.services.toast(i18n.tr("jido.no_swap"), error=True)

    def buttons(self) -> list[ButtonSpec]:
        def dump() -> None:
            if self.selected:
                self.play({"action": "dump", "crate": self.selected[0][0] + 1})

        def can() -> bool:
            return bool(self.selected) and legal(self.services, {"action": "dump", "crate": self.selected[0][0] + 1})

        return [ButtonSpec("jido.dump", dump, enabled=can)] + self.tower_buttons(super().buttons())

    def panel_lines(self) -> list[str]:
        if self.tower is not None and self.tower.animating:
            # The outcome is told once the machine has shown it, not while the drinks still fall.
            return [i18n.tr("jido.machine_running"), *self.puzzle_lines(note=False)]
        s = self.services.game.status(self.services.table)
        lines = [i18n.tr("jido.coins", n=f"{s['money']:,}", c1=s["coins100"], c5=s["coins500"]), i18n.tr("jido.unsorted", n=s["unsorted"])]
        # A drink a line: their names are long, and a line is only as wide as the panel.
        if s["targets"]:
            lines += [i18n.tr("jido.targets"), *(i18n.tr("jido.listed", drink=self._words(d)) for d in s["targets"])]
        if s["inside"]:
            # The tower view's count of the drinks inside heads the list of their names.
            lines += [*(self.tower.panel_lines() or [i18n.tr("jido.inside")]), *(i18n.tr("jido.listed", drink=self._words(d)) for d in s["inside"])]
        # SoloScreen's lines (the puzzle and its par), not TowerHooks', which would count the drinks inside again.
        return lines + SoloScreen.panel_lines(self) + [i18n.tr("jido.g06_help"), i18n.tr("jido.g06_help2")]
