"""Screens of the solo Jidohanbaiki games: what they share, and G07 Colour Sort.

The crates are drawn from above by the screen itself (:mod:`.jido_draw`) and
played with clicks: pick a drink, then the spot it should go to; the screen
turns that into the referee's action (a card move, a special move or swap,
a G08 swap ...).  Every screen has a Hint button (the solver's next step,
outlined on the table), keeps the referee's mode in step with the window's,
marks the record when an undo takes back a machine run, and stores the
result in the records when the game ends.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import Any

import pygame

from ...games.jidohanbaiki.analysis import plan_hint
from ...games.jidohanbaiki.puzzles import PuzzleError, get_puzzle
from ...games.jidohanbaiki.records import Records, record_key, record_session
from ...games.jidohanbaiki.solo import note_message
from ...games.jidohanbaiki.solver import Result
from ...physics.recording import STATE_VAR
from ...table import Visibility
from .. import i18n, theme
from ..fonts import fonts
from ..plugin import ButtonSpec, GameScreen, screen_for
from ..services import TableServices
from ..work import Job, ProgressDialog
from .jido_draw import CrateView, draw_badge, draw_crate, draw_drinks, fixed_crate, mark_spot

STRINGS = {
    "jido.hint": {"en": "Hint", "ja": "ヒント"},
    "jido.hint_is": {"en": "Hint: {what}", "ja": "ヒント：{what}"},
    "jido.no_hint": {"en": "No hint: the game is over", "ja": "ヒントなし：ゲームは終了しました"},
    "jido.hint_search": {"en": "Looking for a hint", "ja": "ヒントを探しています"},
    "jido.hint_states": {"en": "The solver is trying the moves from here", "ja": "ソルバーがここからの手を調べています"},
    "jido.new_best": {"en": "A new best: {score}!", "ja": "新記録：{score}！"},
    "jido.recorded": {"en": "Result recorded: {score}", "ja": "結果を記録しました：{score}"},
    "jido.tower_undo": {"en": "A machine run was undone: the record will be marked", "ja": "自販機への投入を取り消しました：記録に印が付きます"},
    "jido.draw": {"en": "Draw a card", "ja": "カードをめくる"},
    "jido.end_round": {"en": "End round (−100)", "ja": "ラウンド終了 −100"},
    "jido.reclaim500": {"en": "Take back a 500", "ja": "500円を戻す"},
    "jido.reclaim1000": {"en": "Take back a 1,000", "ja": "1,000円を戻す"},
    "jido.pay500": {"en": "Discard a 500 coin to move {drink} to crate {crate}?", "ja": "500円を捨てて{drink}をクレート{crate}へ移動しますか？"},
    "jido.pay1000": {"en": "Discard a 1,000 note to swap these two drinks?", "ja": "1,000円を捨ててこの2本を入れ替えますか？"},
    "jido.round": {"en": "Round {n}; 100 coins left: {clock}", "ja": "ラウンド{n}、残りの100円：{clock}枚"},
    "jido.face_up": {"en": "Face-up card: {card}", "ja": "表向きのカード：{card}"},
    "jido.cards_left": {"en": "Cards in the deck: {n}", "ja": "山札：{n}枚"},
    "jido.deck_order": {"en": "The deck, in the order it turns over:", "ja": "山札（めくる順）："},
    "jido.money": {"en": "Money: {n}", "ja": "所持金：{n}円"},
    "jido.round_over": {"en": "The round is over:", "ja": "ラウンド終了："},
    "jido.round_over2": {"en": "take money back, then end it", "ja": "お金を戻してから終了します"},
    "jido.pick": {"en": "Click a drink, then where it goes", "ja": "ドリンク、移動先の順にクリック"},
    "jido.puzzle": {"en": "Puzzle {id}", "ja": "パズル{id}"},
    "jido.daily_id": {"en": "{date} (daily)", "ja": "{date}（日替わり）"},
    "jido.puzzle_par": {"en": "Par: {score} in {moves} actions", "ja": "パー：{score}（{moves}アクション）"},
    # What an action is in each game, said wherever a count of them is shown (every action played counts).
    "jido.counts.jido:g06": {"en": "actions: takes, swaps and dumps", "ja": "アクション：取る・入れ替える・投入"},
    "jido.counts.jido:g07": {"en": "actions: card draws and drink moves", "ja": "アクション：カードをめくる・ドリンクを動かす"},
    "jido.counts.jido:g08": {
        "en": "actions: swaps, crate moves, and ending a turn",
        "ja": "アクション：入れ替え・クレート移動・手番の終了",
    },
    "jido.score_turns": {"en": "{n} turns", "ja": "{n}手番"},
    "jido.score_yen": {"en": "{n} yen", "ja": "{n}円"},
    "jido.note": {"en": "{note}", "ja": "{note}"},
}


def score_text(game: str, score: int) -> str:
    """A score in words: turns for G08, yen for the money games."""
    return i18n.tr("jido.score_turns", n=score) if game == "jido:g08" else i18n.tr("jido.score_yen", n=f"{score:,}")


def puzzle_label(pid: str) -> str:
    """A puzzle as a player names it: "g07-03", or "2026-02-01 (daily)" for a daily one (never ``daily:...``)."""
    if pid.startswith("daily:"):
        return i18n.tr("jido.daily_id", date=pid.partition(":")[2])
    return pid


def counts_text(game: str) -> str:
    """What this game's action count counts."""
    key = f"jido.counts.{game}"
    return i18n.tr(key) if key in i18n.CATALOGUE else ""


def legal(services: TableServices, action: dict[str, Any]) -> bool:
    return action in services.legal_actions()


DECK_LINE_CHARS = 36  # what the info panel holds on one line at its body size (a CJK character counts two)


def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


class SoloScreen(GameScreen):
    """Shared by the three solo games (see the module docstring)."""

    strings = STRINGS

    def __init__(self, services: TableServices):
        super().__init__(services)
        rules = services.game.rules
        axes = rules.file("components.yaml")["axes"]
        self.colours = {i: theme.hex_rgb(c["props"].get("rgb")) for i, c in enumerate(axes["colour"])}
        self.cat = services.game.catalogue
        self.selected: list[tuple[int, int]] = []  # (crate index, own spot)
        self.hint_action: dict[str, Any] | None = None
        self._seen = (len(services.table.done), len(services.table.undone))
        self._state_key: Any = None
        self._state: Any = None
        services.session.extra.setdefault("marks", [])
        self._pars: dict[str, tuple[int, int]] = {}  # puzzle -> its par (score, actions), said in the language in use
        pid = services.table.vars.get("puzzle")
        if pid:
            try:
                spec = get_puzzle(pid)
                self._pars[pid] = (int(spec.par["score"]), int(spec.par["moves"]))
            except PuzzleError:
                pass

    # ----------------------------------------------------------- reading

    def state(self) -> Any:
        """The referee's model state, read once per change of the table."""
        table = self.services.table
        if table.revision != self._state_key:
            self._state = self.services.game.read(table)
            self._state_key = table.revision
        return self._state

    def crates(self) -> list[CrateView]:
        raise NotImplementedError

    def world(self, pos: tuple[int, int]) -> tuple[float, float]:
        return self.services.camera.to_world(*pos)

    def hit(self, pos: tuple[int, int]) -> tuple[int, int | None] | None:
        """(crate index, own spot or None) under a screen point."""
        x, y = self.world(pos)
        for k, crate in enumerate(self.crates()):
            if crate.contains(x, y):
                return k, crate.spot_at(x, y)
        return None

    def name(self, code: int) -> str:
        return self.cat.drink_name(code)

    # ----------------------------------------------------------- drawing

    def rings(self) -> dict[int, theme.Colour]:
        out: dict[int, theme.Colour] = {}
        crates = self.state().crates
        for k, s in self.selected:
            if 0 <= k < len(crates) and crates[k][s] >= 0:
                out[crates[k][s]] = theme.SELECT
        action = self.hint_action or {}
        for value in [action.get("drink"), *(action.get("drinks") or [])]:
            if isinstance(value, str):
                out[self.cat.drink(value)] = theme.HIGHLIGHT
        return out

    def draw_overlay(self, surf: pygame.Surface) -> None:
        camera = self.services.camera
        crates = self.state().crates
        rings = self.rings()
        hinted = {self.hint_action.get("crate"), self.hint_action.get("other")} if self.hint_action else set()
        old_clip = surf.get_clip()
        surf.set_clip(self.services.table_rect())
        views = self.crates()
        for k, crate in enumerate(views):
            outline = theme.HIGHLIGHT if crate.number in hinted else None
            draw_crate(surf, camera, crate, None, outline)
            draw_drinks(surf, camera, crate, [(s, d) for s, d in enumerate(crates[k]) if d >= 0], self.colours, rings)
        for k, spot, colour in self.targets():
            mark_spot(surf, camera, views[k], spot, colour)
        for crate in views:
            draw_badge(surf, camera, crate, self.crate_label(crate.number))
        self.draw_extra(surf)
        surf.set_clip(old_clip)

    def targets(self) -> list[tuple[int, int, theme.Colour]]:
        """Spots to outline for the picked drink: (crate index, own spot, colour)."""
        return []

    def crate_label(self, number: int) -> str:
        return str(number)

    def draw_extra(self, surf: pygame.Surface) -> None:
        """More to draw over the crates (ghosts of a crate being moved ...)."""

    # ------------------------------------------------------------- input

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.services.table_rect().collidepoint(event.pos):
            spot = self.hit(event.pos)
            if spot is not None:
                self.hint_action = None
                self.click(spot[0], spot[1], bool(pygame.key.get_mods() & pygame.KMOD_SHIFT))
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.selected:
            self.selected = []
            return True
        return False

    def click(self, crate: int, spot: int | None, add: bool) -> None:
        """A click on a crate (and one of its spots)."""

    def play(self, action: dict[str, Any]) -> bool:
        self.selected = []
        self.hint_action = None
        return self.services.play(action)

    def confirm(self, question: str, action: dict[str, Any]) -> None:
        self.services.ask(question, lambda: self.play(action))

    # ------------------------------------------------------------ buttons

    def buttons(self) -> list[ButtonSpec]:
        return [ButtonSpec("jido.hint", self.show_hint, enabled=lambda: not self.services.game.is_over(self.services.table))]

    def show_hint(self) -> None:
        """Ask the solver; a search runs on a worker thread behind a progress dialog."""
        if self.services.showing(ProgressDialog):
            return
        plan = plan_hint(self.services.session)
        if not plan.needs_search:
            self._hint_found(plan.answer)
            return
        table = self.services.table
        asked = table.revision
        budget = plan.max_expanded

        def found(result: Result) -> None:
            if table.revision == asked:  # the table has not moved since
                self._hint_found(plan.finish(result))

        job: Job[Result] = Job(lambda job: plan.search(progress=job.report), "hint").start()
        self.services.show(
            ProgressDialog(
                self.services.screen_rect, job, i18n.tr("jido.hint_search"), found, describe=lambda n: (i18n.tr("jido.hint_states"), (n or 0) / budget)
            )
        )

    def _hint_found(self, step: dict[str, Any] | None) -> None:
        if step is None:
            self.services.toast(i18n.tr("jido.no_hint"))
            return
        self.hint_action = step
        self.selected = []
        if "hint" not in self.services.session.extra["marks"]:
            self.services.session.extra["marks"].append("hint")  # a result reached with help is marked as such in the records
        self.services.toast(i18n.tr("jido.hint_is", what=self.describe_hint(step)))

    def describe_hint(self, action: dict[str, Any]) -> str:
        """A hint in words: how to do the action by hand (default: the action as the Actions list says it)."""
        return self.describe_action(action)

    def final_scores(self) -> tuple[list[str], list[float], list[int]] | None:
        """You against the par (a puzzle) or your best (a game)."""
        game, table = self.services.game, self.services.table
        score = game.score(table)
        if not score:
            return None
        mine = float(score["scores"][0])
        won = score["result"] == "won"
        names, values = [i18n.tr("jido.you")], [mine]
        pid = table.vars.get("puzzle")
        if pid and pid in self._pars:
            names.append(i18n.tr("jido.par_bar"))
            values.append(float(self._pars[pid][0]))
        else:
            best = Records().best(record_key(game.id, self.services.session.options))
            if best is not None:
                names.append(i18n.tr("jido.best_bar"))
                values.append(float(best.score))
        return names, values, [0] if won else []

    def score_text(self, value: float) -> str:
        """A bar of the end screen in its unit (turns, yen)."""
        return score_text(self.services.game.id, int(value))

    def _words(self, value: Any) -> str:
        if isinstance(value, str) and ":" in value:
            try:
                return self.cat.drink_label(self.cat.drink(value), i18n.language())
            except ValueError:
                return value
        if isinstance(value, list):
            return " & ".join(self._words(v) for v in value)
        return str(value)

    def panel_lines(self) -> list[str]:
        return self.puzzle_lines()

    def puzzle_lines(self, note: bool = True) -> list[str]:
        """The puzzle and its par, and the referee's note of the last move (left out while the machine still shows it)."""
        status = self.services.game.status(self.services.table)
        lines = []
        puzzle = status.get("puzzle")
        if puzzle and puzzle in self._pars:
            score, moves = self._pars[puzzle]
            par = i18n.tr("jido.puzzle_par", score=score_text(self.services.game.id, score), moves=moves)
            # The counting line wraps as wide as the panel's text, never shrunk.
            counted = fonts().wrap("(" + counts_text(self.services.game.id) + ")", theme.FONT_SMALL + 1, self.services.panel_text_width(widest=True))
            lines += [i18n.tr("jido.puzzle", id=puzzle_label(puzzle)), par, *counted]
        noted = note_message(self.services.table.vars.get("note")) if note else None
        if noted is not None:
            lines.append(noted.render()[:70])
        return lines

    # ------------------------------------------------------------ changes

    def update(self, dt: float) -> None:
        table = self.services.table
        if table.vars.get("mode") != self.services.mode and not self.services.game.is_over(table):
            self.services.play({"action": "set_mode", "mode": self.services.mode})

    def on_change(self) -> None:
        table, session = self.services.table, self.services.session
        done, undone = len(table.done), len(table.undone)
        if done < self._seen[0] and undone > self._seen[1]:
            taken_back = table.undone[-(undone - self._seen[1]) :]
            if any(getattr(c, "name", None) == STATE_VAR and c.rng is not None for tx in taken_back for c in tx.commands):
                if "tower-undo" not in session.extra["marks"]:
                    session.extra["marks"].append("tower-undo")
                    self.services.toast(i18n.tr("jido.tower_undo"))
        self._seen = (done, undone)
        self.selected = [s for s in self.selected if self.state().crates[s[0]][s[1]] >= 0] if self.selected else []
        # A win is one end of the game as it was reached: the same length of play, the same table and the same marks.
        # A second win after an undo (a machine run taken back marks it) is another result and is recorded too.
        ended = [done, table.state_hash(), sorted(session.extra["marks"])]
        if self.services.game.is_over(table) and session.extra.get("recorded") != ended:
            session.extra["recorded"] = ended
            self.record()

    def record(self) -> None:
        store = Records()
        got = record_session(self.services.session, store)
        if store.warning:
            self.services.toast(store.warning, error=True)
        if got is not None:
            rec, best = got
            if rec.won:
                self.services.toast(i18n.tr("jido.new_best" if best else "jido.recorded", score=rec.score))


@screen_for("jido:g07")
class ColourSortScreen(SoloScreen):
    """G07: click a drink, then a spot: a card move, a 500 move or a 1,000 swap."""

    def crates(self) -> list[CrateView]:
        zones = self.services.table.zones
        out, n = [], 1
        while f"crate.{n}" in zones:
            out.append(fixed_crate(n, tuple(zones[f"crate.{n}"].meta["rect"])))
            n += 1
        return out

    def crate_label(self, number: int) -> str:
        return str(number) if number < len(self.crates()) else i18n.tr("jido.centre")

    def draw_extra(self, surf: pygame.Surface) -> None:
        # Which crates are adjacent (a 500 move goes only there): a dotted line between their centres.
        crates = self.crates()
        camera = self.services.camera
        for a, b in self.services.game.config(self.services.table).adjacent:
            ra, rb = crates[a].rect, crates[b].rect
            p = camera.to_screen(ra[0] + ra[2] / 2, ra[1] + ra[3] / 2)
            q = camera.to_screen(rb[0] + rb[2] / 2, rb[1] + rb[3] / 2)
            steps = 24
            for i in range(0, steps, 2):
                t0, t1 = i / steps, (i + 1) / steps
                if 0.28 < t0 < 0.72:
                    pygame.draw.line(
                        surf,
                        theme.ZONE_EDGE,
                        (p[0] + (q[0] - p[0]) * t0, p[1] + (q[1] - p[1]) * t0),
                        (p[0] + (q[0] - p[0]) * t1, p[1] + (q[1] - p[1]) * t1),
                        max(1, int(camera.zoom * 0.8)),
                    )

    def targets(self) -> list[tuple[int, int, theme.Colour]]:
        if not self.selected:
            return []
        k0, s0 = self.selected[0]
        drink = self.name(self.state().crates[k0][s0]) if self.state().crates[k0][s0] >= 0 else None
        out = []
        for action in self.services.legal_actions():
            if action.get("drink") != drink:
                continue
            if action["action"] == "move":
                out.append((action["crate"] - 1, s0, theme.SELECT))
            elif action["action"] == "special_move":
                out.append((action["crate"] - 1, action["spot"][0] + 3 * action["spot"][1], theme.WARN))
        return out

    def click(self, crate: int, spot: int | None, add: bool) -> None:
        crates = self.state().crates
        if spot is None:
            return
        here = crates[crate][spot]
        if not self.selected:
            if here >= 0:
                self.selected = [(crate, spot)]
            return
        k0, s0 = self.selected[0]
        drink = crates[k0][s0]
        if (crate, spot) == (k0, s0):
            self.selected = []
            return
        if here >= 0:
            if crate == k0:
                self.confirm(i18n.tr("jido.pay1000"), {"action": "special_swap", "drinks": [self.name(drink), self.name(here)]})
            else:
                self.selected = [(crate, spot)]
            return
        move = {"action": "move", "drink": self.name(drink), "crate": crate + 1}
        if spot == s0 and legal(self.services, move):
            self.play(move)
            return
        special = {"action": "special_move", "drink": self.name(drink), "crate": crate + 1, "spot": [spot % 3, spot // 3]}
        if legal(self.services, special):
            self.confirm(i18n.tr("jido.pay500", drink=self._words(self.name(drink)), crate=crate + 1), special)
        else:
            self.play(move if spot == s0 else special)  # the referee says why not

    def buttons(self) -> list[ButtonSpec]:
        def act(action: dict[str, Any]) -> tuple[Callable[[], Any], Callable[[], bool]]:
            return (lambda: self.play(action)), (lambda: legal(self.services, action))

        out = []
        for key, action in (
            ("jido.draw", {"action": "draw"}),
            ("jido.end_round", {"action": "end_round"}),
            ("jido.reclaim500", {"action": "reclaim", "coin": 500}),
            ("jido.reclaim1000", {"action": "reclaim", "coin": 1000}),
        ):
            do, ok = act(action)
            out.append(ButtonSpec(key, do, enabled=ok))
        return out + super().buttons()

    def deck_order_lines(self) -> list[str]:
        """A puzzle's deck lies face up in a fixed order: name every card to come, top first (the pile shows only the top one)."""
        table = self.services.table
        deck = table.zones.get("deck")
        if deck is None or deck.visibility is not Visibility.EVERYONE or not deck.ids:
            return []
        names = [self.card_face(table.pieces[pid].kind) for pid in reversed(deck.ids)]
        lines: list[str] = []
        for k, name in enumerate(names, start=1):
            item = f"{k}. {name}"
            if lines and _width(lines[-1] + " · " + item) <= DECK_LINE_CHARS:
                lines[-1] += " · " + item
            else:
                lines.append(item)
        return [i18n.tr("jido.deck_order"), *lines]

    def card_face(self, kind: str) -> str:
        """What a card prints large (its face name, "3 Long can"), else its full name."""
        look = self.services.catalog.look(kind)
        face = look.props.get("face")
        return i18n.local(face).replace("\n", "" if i18n.language() == "ja" else " ") if face else i18n.local(look.names)

    def panel_lines(self) -> list[str]:
        s = self.services.game.status(self.services.table)
        lines = [i18n.tr("jido.round", n=s["round"], clock=s["clock_left"]), i18n.tr("jido.money", n=f"{s['money']:,}")]
        if s["face_up"]:
            lines.append(i18n.tr("jido.face_up", card=self.card_face(f"stock_card.{s['face_up']}")))
        lines.append(i18n.tr("jido.cards_left", n=s["cards_left"]))
        lines += self.deck_order_lines()
        if s["round_over"]:
            lines += [i18n.tr("jido.round_over"), i18n.tr("jido.round_over2")]  # two lines: the panel is narrow
        return lines + super().panel_lines() + [i18n.tr("jido.pick")]


i18n.add_strings(
    {
        "jido.centre": {"en": "Centre", "ja": "中央"},
        "jido.you": {"en": "You", "ja": "あなた"},
        "jido.par_bar": {"en": "Par", "ja": "パー"},
        "jido.best_bar": {"en": "Best", "ja": "ベスト"},
    }
)
