"""G03 Genmaicha on screen: 2-6 players passing the screen.

The recipe map, the money beside each line (and the matcha coins, the
face-down tea-ceremony cards, the brand signs), the crates, the bag and
every player's drinks and money lie as on a real table.  In assisted and
strict modes the referee runs the rounds:

* the bids are closed fists: each player types theirs behind the hand-off
  cover, all are shown together (``secret_number``); a tie bids again the
  same way; then a table shows the order of choice (and any coin toss);
* the player whose turn it is to choose drags a crate (or a drink in it)
  onto their drinks, or uses "Choose a crate...";
* the brewer drags one of their drinks onto a card of the map to brew the row
  column (the referee finds the cheapest way to make that recipe with it),
  or picks a recipe with "Brew..." (and "Matcha...", "Tea ceremony...",
  "Peek...", "Brand..." in the variants), and ends with "Stop brewing".

Everything shown is read from the view of the seat at the screen: a peeked
card is written on its back for the one who peeked only, and never while
everyone watches a dialog.  In free mode the pieces move by hand.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ...games.jidohanbaiki.g03_rules import LINE_CELLS
from ...text import local
from .. import i18n, theme
from ..fonts import fonts
from ..overlays import Modal
from ..plugin import ButtonSpec, Drop, screen_for
from .jido_dialogs import PickDialog, ResultTable, listed
from .jido_g03_text import STRINGS, brew_label, line_name
from .jido_table import TableGameScreen

if TYPE_CHECKING:
    from ...games.jidohanbaiki.g03 import Genmaicha
    from ...table import TableView, Transaction
    from ..services import TableServices

SECRET = ("bid", "rebid")


@screen_for("jido:g03")
class GenmaichaScreen(TableGameScreen):
    strings = STRINGS

    def __init__(self, services: TableServices):
        super().__init__(services)
        self.game: Genmaicha = services.game  # type: ignore[assignment]
        self._legal: tuple[Any, list[dict[str, Any]]] = (None, [])

    # ------------------------------------------------------------ state

    def legal(self) -> list[dict[str, Any]]:
        """The viewer's legal actions, once per table state (buttons ask every frame)."""
        key = (id(self.table), self.table.revision, self.services.viewer, self.services.mode)
        if self._legal[0] != key:
            self._legal = (key, [] if self.free else self.services.legal_actions())
        return self._legal[1]

    def of_kind(self, name: str) -> list[dict[str, Any]]:
        return [a for a in self.legal() if a["action"] == name]

    # -------------------------------------------------------------- flow

    def presentations(self, tx: Transaction) -> list[Callable[[], Modal]]:
        """The fists opened: the order of choice, for everyone."""
        return [partial(self._order_table, tx)] if self.set_var_after(tx, "order") is not None else []

    def ask(self) -> None:
        """Open the sealed bids when they are due, else hand the screen to whoever is to move."""
        s = self.services
        movers = self.game.to_move(self.table)
        if self.phase() in SECRET and movers and self.idle(cover_ok=True):  # the step's own cover replaces one already up
            s.secret_number(
                movers,
                0,
                lambda seat: self.table.money(f"p{seat}.money") // self.game.data.bid_step,
                self._bids_in,
                title=self._bid_title,
                bot_answer=lambda seat, a: a["amount"] // self.game.data.bid_step if a.get("action") in SECRET else None,
            )
        elif self.idle():
            nxt = self.next_viewer()
            if nxt is not None and nxt != s.viewer:
                s.request_viewer(nxt)

    def next_viewer(self) -> int | None:
        """Nobody new at the screen while everyone reads what just happened, nor while the sealed bids
        are played (the last bidder left alone to move would be handed the screen before the order is shown)."""
        return None if self.presenting() or self.phase() in SECRET else super().next_viewer()

    def bot_turn(self, seat: int) -> bool:
        return self.phase() not in SECRET and self.idle()

    def _bid_title(self, seat: int) -> str:
        money = self.table.money(f"p{seat}.money")
        key = "jido.g03.ui.rebid_title" if self.phase() == "rebid" else "jido.g03.ui.bid_title"
        return i18n.tr(key, name=self.services.seat_name(seat), money=money, step=self.game.data.bid_step)

    def _bids_in(self, values: dict[int, Any]) -> None:
        what = self.phase()
        for seat, coins in sorted(values.items()):
            if not self.services.play({"action": what, "amount": int(coins) * self.game.data.bid_step}, seat=seat):
                break

    def _order_table(self, tx: Transaction) -> Modal:
        """The fists opened: bids, re-bids and the order of choice, for everyone."""
        v = self.table.vars
        name = self.services.seat_name
        bids = dict(self.set_var_after(tx, "bids") or self._first_bids(tx))
        rebids = dict(self.set_var_after(tx, "rebids") or [])
        order = self.set_var_after(tx, "order")
        rows = [
            [name(s), str(k + 1), f"{bids.get(s, 0)}", f"{rebids[s]}" if s in rebids else "", str(bids.get(s, 0) + rebids.get(s, 0))]
            for k, s in enumerate(order)
        ]
        notes = []
        for record in self.set_var_after(tx, "tosses") or []:
            notes.append(i18n.tr("jido.g03.ui.toss", names=" / ".join(name(x) for x in record["seats"]), first=name(record["order"][0])))
        header = [
            i18n.tr(k) for k in ("jido.g03.ui.col.player", "jido.g03.ui.col.place", "jido.g03.ui.col.bid", "jido.g03.ui.col.rebid", "jido.g03.ui.col.paid")
        ]
        title = i18n.tr("jido.g03.ui.order_title", r=v.get("round", 1))
        return ResultTable(self.services.screen_rect, title, header, rows, [self.services.seat_colour(s) for s in order], notes)

    def _first_bids(self, tx: Transaction) -> list[list[int]]:
        """The bids revealed before a re-bid's order (an earlier transaction of the same auction)."""
        done = self.table.done
        for earlier in reversed(done[: done.index(tx)] if tx in done else []):
            found = self.set_var_after(earlier, "bids")
            if found:
                return list(found)
        return []

    # ------------------------------------------------------------ buttons

    def buttons(self) -> list[ButtonSpec]:
        def has(name: str) -> Callable[[], bool]:
            return lambda: bool(self.of_kind(name))

        return [
            ButtonSpec("jido.g03.btn.crate", self.ask_crate, has("pick_crate")),
            ButtonSpec("jido.g03.btn.brew", partial(self.ask_brew, "brew"), has("brew")),
            ButtonSpec("jido.g03.btn.matcha", partial(self.ask_brew, "brew_matcha"), has("brew_matcha")),
            ButtonSpec("jido.g03.btn.ceremony", partial(self.ask_brew, "brew_ceremony"), has("brew_ceremony")),
            ButtonSpec("jido.g03.btn.peek", self.ask_peek, has("peek")),
            ButtonSpec("jido.g03.btn.brand", self.ask_brand, has("brand")),
            ButtonSpec("jido.g03.btn.done", lambda: self.services.play({"action": "done"}), has("done")),
        ]

    def ask_crate(self) -> None:
        options = []
        for action in self.of_kind("pick_crate"):
            k = action["crate"]
            drinks = [local(self.game.words.drink(self.game.codes[p])) for p in self.table.in_zone(f"crate.{k}")]
            label = i18n.tr("jido.g03.ui.crate_option", k=k, drinks=listed(drinks) or i18n.tr("jido.g03.ui.empty"))
            options.append((label, partial(self.services.play, action)))
        self.services.show(PickDialog(self.services.screen_rect, i18n.tr("jido.g03.ui.crate_title"), options))

    def ask_brew(self, name: str) -> None:
        actions = sorted(self.of_kind(name), key=lambda a: (-self._worth(a), len(set(a["drinks"]))))  # best paid, fewest drinks opened
        options = [(brew_label(self.game, self.table, a), partial(self.services.play, a)) for a in actions]
        self.services.show(PickDialog(self.services.screen_rect, i18n.tr(f"jido.g03.ui.title.{name}"), options))

    def ask_peek(self) -> None:
        options = [(brew_label(self.game, self.table, a), partial(self._peek, a)) for a in self.of_kind("peek")]
        self.services.show(PickDialog(self.services.screen_rect, i18n.tr("jido.g03.ui.title.peek"), options))

    def _peek(self, action: dict[str, Any]) -> None:
        if self.services.play(action):
            seen = self.services.view.vars.get(f"secret.{self.services.viewer}.peeks", {}).get(str(action["col"]))
            if seen is not None:
                card = local(self.game.words.card(self.game.codes[seen]))
                self.services.toast(i18n.tr("jido.g03.ui.peeked", col=action["col"] + 1, card=card))

    def ask_brand(self) -> None:
        step = self.game.data.bid_step
        amounts = [a["amount"] for a in self.of_kind("brand")]
        line = self.table.vars.get("brand_offer", "r0")
        prompt = i18n.tr("jido.g03.ui.brand_prompt", line=line_name(line), step=step)
        self.services.ask_number(prompt, min(amounts) // step, max(amounts) // step, lambda n: self.services.play({"action": "brand", "amount": n * step}))

    def _worth(self, action: dict[str, Any]) -> int:
        line = f"r{action['row']}" if "row" in action else f"c{action['col']}" if "col" in action and "line" not in action else action.get("line", "r0")
        return self.table.money(f"line.{line}")

    # --------------------------------------------------------------- drops

    def action_for_drop(self, drop: Drop, legal: list[dict[str, Any]]) -> dict[str, Any] | Callable[[], None] | None:
        """A crate (or one of its drinks) onto your drinks: take it.  One of your drinks onto a card of the
        map: brew the row or the column through that card with it (asked which, when both can be made)."""
        mine = f"p{drop.seat}.drinks"
        if drop.target == mine:
            crate = _crate_of(drop)
            action = {"action": "pick_crate", "crate": crate}
            return action if crate is not None and action in legal else None
        if drop.source == mine and drop.target == "grid" and drop.ids:
            return self._brew_through(drop, legal)
        return super().action_for_drop(drop, legal)

    def _brew_through(self, drop: Drop, legal: list[dict[str, Any]]) -> dict[str, Any] | Callable[[], None] | None:
        cell = self._cell_at(drop.point)
        if cell is None:
            return None
        drink = drop.ids[0].removeprefix("drink.")
        best: dict[str, dict[str, Any]] = {}  # per line, the way that opens the fewest drinks
        for action in legal:
            if action["action"] == "brew" and cell in LINE_CELLS[action["line"]]:
                if action["drinks"][LINE_CELLS[action["line"]].index(cell)] != drink:
                    continue
                now = best.get(action["line"])
                if now is None or len(set(action["drinks"])) < len(set(now["drinks"])):
                    best[action["line"]] = action
        if len(best) == 1:
            return next(iter(best.values()))
        if not best:
            return None
        options = [(brew_label(self.game, self.table, a), partial(self.services.play, a)) for a in best.values()]
        return lambda: self.services.show(PickDialog(self.services.screen_rect, i18n.tr("jido.g03.ui.title.brew"), options))

    def _cell_at(self, point: tuple[float, float]) -> int | None:
        """The map's cell (``row * 3 + col``) under a point of the table, mm."""
        box = self.services.layout.boxes.get("grid")
        if box is None:
            return None
        x, y, w, h = box.room
        col, row = int((point[0] - x) // (w / 3)), int((point[1] - y) // (h / 3))
        return row * 3 + col if 0 <= col < 3 and 0 <= row < 3 else None

    def zone_meta(self, view: TableView) -> dict[str, dict[str, Any]]:
        """The columns' money lies in narrow places: a short name leaves room for the amount."""
        return {f"line.c{k}": {"label": {"en": f"Col. {k + 1}", "ja": f"{k + 1}列"}} for k in range(3)}

    def describe_action(self, action: dict[str, Any]) -> str:
        if action.get("action") in ("brew", "brew_matcha", "brew_ceremony", "peek"):
            return brew_label(self.game, self.table, action)
        return super().describe_action(action)

    # --------------------------------------------------------------- panel

    def panel_lines(self) -> list[str]:
        v = self.services.view.vars  # what the seat at the screen (or everyone, under a shared dialog) may read
        phase = self.phase()
        name = self.services.seat_name
        lines = []
        if phase != "over":
            lines.append(i18n.tr("jido.g03.ui.round", r=v.get("round", 1), n=self.game.rounds(self.table)))
        movers = self.game.to_move(self.table)
        if phase in SECRET:
            lines.append(i18n.tr(f"jido.g03.ui.phase.{phase}"))
        elif movers:
            lines.append(i18n.tr(f"jido.g03.ui.phase.{phase}", name=name(movers[0])))
        else:
            lines.append(i18n.tr("jido.g03.ui.phase.over"))
        if self.free:
            lines.append(i18n.tr("jido.g03.ui.free"))
        viewer = self.services.viewer
        if phase == "brew" and movers == [viewer] and not self.free:
            lines += [i18n.tr("jido.g03.ui.hint_brew"), i18n.tr("jido.g03.ui.hint_brew_or")]
            if v.get("brand_offer"):
                lines.append(i18n.tr("jido.g03.ui.hint_brand", line=line_name(v["brand_offer"])))
        if phase == "pick" and movers == [viewer] and not self.free:
            lines.append(i18n.tr("jido.g03.ui.hint_pick"))
        if phase == "brew" and v.get("used"):
            lines += [i18n.tr("jido.g03.ui.used_legend"), i18n.tr("jido.g03.ui.used_legend_shape")]
        hidden = {int(p.pos[0]) for p in self.services.view.zones["ceremony"].pieces if p.hidden} if "ceremony" in self.services.view.zones else set()
        for col, pid in sorted(v.get(f"secret.{viewer}.peeks", {}).items()):
            if int(col) not in hidden:
                continue  # turned face up since: everyone sees it
            lines.append(i18n.tr("jido.g03.ui.peek_line", col=int(col) + 1, card=local(self.game.words.card(self.game.codes[pid]))))
        return lines

    # ------------------------------------------------------------- drawing

    def draw_on_table(self, surf: pygame.Surface) -> None:
        """Crate numbers, the ingredients already used, brand owners, and (for the one who peeked) the peeked cards."""
        layout, view = self.services.layout, self.services.view
        for sprite in layout.by_zone.get("crates", []):
            if sprite.kind == "crate":
                self._tag(surf, sprite.rect, sprite.handle.rpartition("#")[2], theme.PANEL_TEXT, above=True)
        used = set(view.vars.get("used", ()))
        if used and self.phase() == "brew":
            brewer = self.game.to_move(self.table)
            for sprite in layout.by_zone.get(f"p{brewer[0]}.drinks", []) if brewer else []:
                code = self.game.codes.get(sprite.handle)
                if code is None:
                    continue
                marks = [i18n.tr(f"jido.g03.ui.used.{a}") for a, bit in (("colour", 0), ("shape", 1)) if code * 2 + bit in used]
                if marks:
                    self._tag(surf, sprite.rect, "".join(marks), theme.HIGHLIGHT, above=True)
        for line, (seat, _sign) in view.vars.get("brands", {}).items():
            box = layout.boxes.get(f"brand.{line}")
            if box is not None:
                self._tag(surf, box.rect, self.services.seat_name(seat), self.services.seat_colour(seat), above=True)
        peeks = view.vars.get(f"secret.{view.viewer}.peeks", {}) if view.viewer is not None else {}
        for sprite in layout.by_zone.get("ceremony", []):
            if sprite.hidden and isinstance(sprite.slot, (list, tuple)) and str(sprite.slot[0]) in peeks:
                pid = peeks[str(sprite.slot[0])]
                self._tag(surf, sprite.rect, local(self.game.words.card(self.game.codes[pid])), theme.HIGHLIGHT, above=False)

    def _tag(self, surf: pygame.Surface, rect: tuple[float, float, float, float], text: str, colour: Any, above: bool) -> None:
        cam = self.services.camera
        x, y = cam.to_screen(rect[0] + rect[2] / 2, rect[1] if above else rect[1] + rect[3] / 2)
        size = max(10, min(18, int(7 * cam.zoom)))
        img = fonts().text(text, size, colour, bold=True)
        box = img.get_rect(midbottom=(int(x), int(y) - 2)) if above else img.get_rect(center=(int(x), int(y)))
        pygame.draw.rect(surf, (20, 26, 32), box.inflate(8, 4), border_radius=6)
        surf.blit(img, box)

    # ----------------------------------------------------------------- end

    def score_text(self, value: float) -> str:
        return i18n.tr("jido.g03.ui.yen", n=int(value))

    def end_modal(self) -> Modal | None:
        score = self.game.score(self.table)
        if not score:
            return None
        header = [i18n.tr(f"jido.g03.ui.col.{k}") for k in ("player", "money", "drinks", "recipes", "earned", "bids")]
        rows = []
        for s, seat in enumerate(score["seats"]):
            rows.append(
                [
                    self.services.seat_name(s),
                    str(seat["money"]),
                    str(seat["drinks"]),
                    str(seat.get("brews", 0)),
                    str(seat.get("earned", 0)),
                    str(seat.get("bids", 0)),
                ]
            )
        winners = listed(self.services.seat_name(s) for s in score["winner"])
        title = i18n.tr("jido.g03.ui.end_title", names=winners)
        notes = [i18n.tr("jido.g03.ui.end_note")]
        colours = [self.services.seat_colour(s) for s in range(self.table.players)]
        return ResultTable(self.services.screen_rect, title, header, rows, colours, notes, strong=score["winner"])

    # ---------------------------------------------------------- screenshots

    @classmethod
    def screenshot_scenes(cls) -> dict[str, Callable[[Any], None]]:
        from .jido_g03_scenes import SCENES

        return SCENES


def _crate_of(drop: Drop) -> int | None:
    """The crate a drop carried: the crate itself or a drink out of it."""
    if drop.source.startswith("crate."):
        return int(drop.source[6:])
    for pid in drop.ids:
        if pid.startswith("crate#"):
            return int(pid[6:])
    return None
