"""What a player does with the tower: drop drinks in, tip a crate, empty it, throw.

A mixin of :class:`~.view.TowerView`.  Drinks dropped on the opening (one,
several, or a whole crate from the button or a crate's right-click menu)
are inserted; a drop anywhere else on the machine is refused, since
players may look inside but never touch (T22).  In throw mode (G11) a drink
dropped on the opening goes into the thrower's hand in front of the
machine; pulling back from it and letting go throws it.  Keys: hold Space
to fast-forward, Enter skips, T toggles throw mode, Esc puts the drink in
the hand back.

Every outcome is recorded through ``insert_on_table`` / ``empty_on_table``
(one transaction each) unless the game screen passed ``on_insert``: then
the game plays its own action and the view animates what it recorded.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from ...physics import InsertionError, ThrowAim
from ...physics.recording import INSIDE_ZONE, LAST_VAR, PIECE_PREFIX, empty_on_table, insert_on_table, piece_drink
from ...table import SetVar, TableError, Transaction, ZoneKind
from .. import gestures, i18n, keys
from ..plugin import ButtonSpec
from .aim import aim_from, clamp_hand
from .replay import RecordedInsertion

if TYPE_CHECKING:
    from ..layout import Sprite, ZoneBox
    from .view import TowerView

GRAB_MM = 30.0  # a press this close to the drink in the hand pulls it; further away moves the hand

STRINGS = {
    "tower.crate": {"en": "Tip a crate in...", "ja": "クレートごと投入…"},
    "tower.tip_crate": {"en": "Tip this crate into the machine", "ja": "このクレートを自動販売機に投入"},
    "tower.crate_entry": {"en": "{crate}: {count} drinks", "ja": "{crate}（{count}本）"},
    "tower.crate_empty": {"en": "{crate}: empty", "ja": "{crate}（空）"},
    "tower.throw": {"en": "Throw mode", "ja": "投げ入れモード"},
    "tower.throw_on": {"en": "Throw mode: on", "ja": "投げ入れモード：オン"},
    "tower.empty": {"en": "Empty the machine", "ja": "自動販売機を空にする"},
    "tower.fast": {"en": "Fast-forward ×8", "ja": "早送り ×8"},
    "tower.fast_on": {"en": "Fast-forward: on", "ja": "早送り：オン"},
    "tower.skip": {"en": "Skip animation", "ja": "アニメーションを飛ばす"},
    "tower.look": {"en": "Look inside", "ja": "中を見る"},
    "tower.only_drinks": {"en": "Only drinks go into the machine", "ja": "自動販売機に入れられるのはドリンクだけです"},
    "tower.throw_one": {"en": "Throw one drink at a time", "ja": "1本ずつ投げ入れてください"},
    "tower.throw_ready": {
        "en": "Throw mode: drag a drink to the opening to take it in your hand",
        "ja": "投げ入れモード：ドリンクを投入口にドラッグして手に持ちます",
    },
    "tower.loaded": {
        "en": "{drink} in your hand: drag back from it, away from the opening, to aim; release to throw. Drag elsewhere to move your hand; Esc puts it back.",
        "ja": "{drink}を手に持っています：投入口と反対側へ引いて狙い、離して投げます。他の場所をドラッグすると手が動きます。Escで戻します。",
    },
    "tower.pull_more": {"en": "Pull back further to throw", "ja": "もっと引いてから離してください"},
    "tower.stand_front": {"en": "Throw from in front of the machine", "ja": "自動販売機の前から投げてください"},
    "tower.result": {"en": "{out} came out, {jam} stuck inside", "ja": "{out}本出てきて、{jam}本が中に詰まりました"},
    "tower.pushed": {"en": "{text} (pushed out: {names})", "ja": "{text}（押し出された：{names}）"},
    "tower.went_in": {"en": "{drink} went in: {text}", "ja": "{drink}が入りました：{text}"},
    "tower.bounced_off": {
        "en": "{drink} bounced off the machine (back to the supply, G11)",
        "ja": "{drink}は自動販売機に跳ね返されました（サプライに戻します）",
    },
    "tower.landed_outside": {
        "en": "{drink} fell outside the machine (back to the supply, G11)",
        "ja": "{drink}は自動販売機の外に落ちました（サプライに戻します）",
    },
    "tower.knocked_over": {
        "en": "{drink} knocked the machine over: the thrower is out (G11)",
        "ja": "{drink}が自動販売機を倒しました：投げた人は脱落です",
    },
    "tower.released": {"en": "Taken from the exit, others followed: {names}", "ja": "取り出し口から取ると、ほかのドリンクも出てきました：{names}"},
    "tower.not_entered": {"en": "Did not go in (the machine is full): {names}", "ja": "入りませんでした（自動販売機がいっぱい）：{names}"},
    "tower.one_by_one": {"en": "One at a time", "ja": "1本ずつ投入"},
    "tower.one_by_one_on": {"en": "One at a time: on", "ja": "1本ずつ投入：オン"},
    "tower.upside_down": {"en": "Upside down (G20)", "ja": "逆さま（G20）"},
    "tower.upside_down_on": {"en": "Upside down: on", "ja": "逆さま：オン"},
    "tower.upside_down_ready": {
        "en": "The machine stands upside down on a crate: drop one or two drinks on its opening; it is lifted slowly",
        "ja": "自動販売機をクレートの上に逆さまに置きました：ドリンクを1～2本投入口に落とすと、ゆっくり持ち上げます",
    },
    "tower.landed": {"en": "{drink}: {where}", "ja": "{drink}：{where}"},
    "tower.in_slot": {"en": "fits snugly in a slot", "ja": "スロットにぴったり入った"},
    "tower.in_crate_not_slot": {"en": "in the crate, not in a slot", "ja": "クレートの中だがスロットの外"},
    "tower.outside_crate": {"en": "fell outside the crate", "ja": "クレートの外に落ちた"},
    "tower.caught_inside": {"en": "caught inside (no result)", "ja": "中に引っかかった（結果なし）"},
    "log.tower_upside_down": {
        "en": "{who} dropped {n} {n|drink|drinks} into the upside-down machine: {what}",
        "ja": "{who}が逆さまの自動販売機にドリンク{n}本を落とした：{what}",
    },
    "tower.replay_differs": {
        "en": "The animation differed from the recorded outcome; the table shows the record",
        "ja": "アニメーションが記録と食い違いました。テーブルは記録どおりです",
    },
    "tower.inside": {"en": "Inside the machine: {n}", "ja": "自動販売機の中：{n}本"},
    "tower.is_empty": {"en": "The machine is empty", "ja": "自動販売機は空です"},
    "log.tower_insert": {
        "en": "{who} put {n} {n|drink|drinks} into the machine: {out} out, {jam} stuck",
        "ja": "{who}がドリンク{n}本を投入：{out}本出て、{jam}本詰まった",
    },
    "log.tower_inserting": {"en": "{who} put {n} {n|drink|drinks} into the machine...", "ja": "{who}がドリンク{n}本を投入…"},
    "log.tower_throwing": {"en": "{who} threw {drink}...", "ja": "{who}が{drink}を投げ入れ…"},
    "log.tower_pushed": {"en": "{line} ({n} of them pushed out)", "ja": "{line}（うち{n}本は押し出された）"},
    "log.tower_throw": {"en": "{who} threw {drink}: {what}", "ja": "{who}が{drink}を投げ入れ：{what}"},
    "log.tower_empty": {"en": "{who} emptied the machine ({n} drinks)", "ja": "{who}が自動販売機を空にした（{n}本）"},
    "tower.what_missed": {"en": "missed", "ja": "失敗"},
    "tower.what_foul": {"en": "foul", "ja": "反則"},
    "tower.what_out": {"en": "came out", "ja": "出てきた"},
    "tower.what_stuck": {"en": "stuck inside", "ja": "中に詰まった"},
}
i18n.add_strings(STRINGS)

LABEL_INSERT, LABEL_THROW, LABEL_EMPTY = "tower: insert", "tower: throw", "tower: empty"


def _crate_number(zone_id: str) -> int:
    tail = zone_id.rpartition(".")[2]
    return int(tail) if tail.isdigit() else 0


class TowerActions:
    """Input, buttons, menus and log lines of :class:`~.view.TowerView`."""

    @staticmethod
    def tr(key: str, **kw: Any) -> str:
        return i18n.tr(key, **kw)

    def drink_name(self: TowerView, drink: str) -> str:
        piece = self.services.table.pieces.get(PIECE_PREFIX + drink)
        return i18n.local(self.services.catalog.look(piece.kind).names) if piece is not None else drink

    # ------------------------------------------------------------ events

    def handle(self: TowerView, event: pygame.event.Event) -> bool:
        """First look at a table event; True when the tower used it."""
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.KEYUP and event.key == pygame.K_SPACE:
            self.fast_key = False
            return False
        if self.loaded is not None and self._throw_event(event):
            return True
        carried = self.services.carried()
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and carried is not None and carried.coins is None:
            return self._drop(event.pos)
        return False

    def _key(self: TowerView, event: pygame.event.Event) -> bool:
        binding = keys.match("tower", event, self.key_condition)
        if binding is None:
            return False
        self.key_actions()[binding.id]()
        return True

    def key_condition(self: TowerView, name: str) -> bool:
        """The tower's conditions in the key table: an animation running, a drink in the hand."""
        return (name == "animating" and self.replay is not None) or (name == "loaded" and self.loaded is not None)

    def key_actions(self: TowerView) -> dict[str, Any]:
        """What each binding of the ``tower`` scope does (see :mod:`..keys`)."""
        return {
            "fast_forward": lambda: setattr(self, "fast_key", True),
            "skip": self.skip,
            "throw_mode": self.toggle_throw,
            "put_back": self.put_back,
        }

    def _drop(self: TowerView, pos: tuple[int, int]) -> bool:
        """A drag let go over the machine: in at the opening, refused anywhere else."""
        services, frame = self.services, self.frame
        if frame is None:
            return False
        wx, wy = services.world(pos)
        rx, ry, rw, rh = frame.rect
        at_opening = frame.at_opening(wx, wy)
        if not at_opening and not (rx <= wx <= rx + rw and ry <= wy <= ry + rh):
            return False
        drag = services.take_drop()  # over the machine: this drop is the tower's
        assert drag is not None
        if not at_opening:
            services.toast(i18n.tr("msg.sealed", where=services.zone_title(self.zone)), error=True)
            return True
        try:
            ids = gestures.ids_of(services.table, services.viewer, drag.handles)
        except gestures.GestureError as exc:
            services.toast(i18n.tr("msg.cannot", why=i18n.failure(exc)), error=True)
            return True
        if not ids or not all(i.startswith(PIECE_PREFIX) for i in ids):
            services.toast(self.tr("tower.only_drinks"), error=True)
            return True
        services.clear_selection()
        if self.throw_mode:
            if len(ids) != 1:
                services.toast(self.tr("tower.throw_one"), error=True)
            else:
                self.load(ids[0])
            return True
        self.insert([piece_drink(i) for i in ids])
        return True

    # ------------------------------------------------------------ insert

    def insert(self: TowerView, drinks: list[str], mode: str | None = None, aim: ThrowAim | None = None) -> bool:
        """Insert ``drinks`` (one: ``single``, several: ``batch``); recorded, then animated."""
        services = self.services
        if mode is None and self.upside_down:
            mode = "inverted"
        elif mode is None and self.one_by_one and len(drinks) > 1:
            mode = "sequential"
        mode = mode or ("single" if len(drinks) == 1 else "batch")
        if self.replay is not None:
            self.skip()  # what the table shows must be the outcome of the last insertion first
        if self.on_insert is not None:
            self.on_insert(drinks, mode, aim)
            return True
        if not services.is_free_table and services.mode == "strict":
            services.toast(i18n.tr("msg.strict_only"), error=True)
            return False
        try:
            with services.table.begin(LABEL_THROW if mode == "throw" else LABEL_INSERT, services.viewer) as tx:
                insert_on_table(tx, drinks, mode, spec=self.spec, aim=aim, out_zone=self.out_zone, zone=self.zone)
        except (InsertionError, TableError, ValueError) as exc:
            services.toast(i18n.tr("msg.cannot", why=i18n.failure(exc)), error=True)
            return False
        services.changed()
        return True

    def crates(self: TowerView, empty: bool = False) -> list[tuple[str, list[str]]]:
        """(zone, drinks) of every crate on the table in number order; empty ones too if asked."""
        out = []
        for zid, zone in self.services.table.zones.items():
            if zone.kind is ZoneKind.GRID and zid.startswith("crate") and not zone.meta.get("hidden"):
                drinks = [piece_drink(p) for p in zone.ids if p.startswith(PIECE_PREFIX)]
                if drinks or empty:
                    out.append((zid, drinks))
        return sorted(out, key=lambda item: _crate_number(item[0]))

    def tip_crate(self: TowerView, zone: str) -> None:
        """The whole crate at once (T6: 'insert its drinks simultaneously')."""
        drinks = dict(self.crates()).get(zone)
        if drinks:
            self.insert(drinks, "sequential" if self.one_by_one else "batch")

    def crate_menu(self: TowerView) -> None:
        services = self.services
        entries = []
        # Every crate, under the name the table shows, in the same place each time (an empty one stays, greyed).
        for zid, drinks in self.crates(empty=True):
            if drinks:
                entries.append((i18n.tr("tower.crate_entry", crate=services.zone_title(zid), count=len(drinks)), lambda zid=zid: self.tip_crate(zid)))
            else:
                entries.append((i18n.tr("tower.crate_empty", crate=services.zone_title(zid)), None))
        if entries:
            services.open_menu(entries, at=(services.mouse[0] - 220, services.mouse[1]))

    def empty(self: TowerView) -> None:
        """Take every drink out by hand (T18, T32): the table, or the landing strip."""
        services = self.services
        if self.replay is not None:
            self.skip()
        if not services.table.zones[self.zone].ids:
            services.toast(self.tr("tower.is_empty"))
            return
        dst = self.empty_to or ("table" if "table" in services.table.zones else self.out_zone)
        needs_pos = services.table.zones[dst].kind is ZoneKind.AREA
        try:
            with services.table.begin(LABEL_EMPTY, services.viewer) as tx:
                empty_on_table(tx, dst, zone=self.zone, pos=(lambda ids: self.spread(dst, ids)) if needs_pos else None)
        except (TableError, ValueError) as exc:
            services.toast(i18n.tr("msg.cannot", why=i18n.failure(exc)), error=True)
            return
        services.changed()

    def spread(self: TowerView, dst: str, ids: list[str]) -> list[Any]:
        """Positions in the area ``dst`` for drinks taken out by hand: side by side in rows from its top-left, as a hand lays them."""
        services = self.services
        box = services.layout.boxes.get(dst)
        if box is None:
            return [(0.0, 0.0)] * len(ids)
        rx, ry, rw, _ = box.room
        gap = 4.0
        x, y, row_h, offsets = rx + gap, ry + gap, 0.0, []
        for pid in ids:
            w, h = services.catalog.look(services.table.pieces[pid].kind).size
            if x + w > rx + rw and x > rx + gap:
                x, y, row_h = rx + gap, y + row_h + gap, 0.0
            offsets.append((x + w / 2 - rx, y + h / 2 - ry))
            x, row_h = x + w + gap, max(row_h, h)
        positions, _ = gestures.target_positions(services.table, box, ids, (rx, ry), offsets, services.layout)
        return positions or [(0.0, 0.0)] * len(ids)

    def toggle_fast(self: TowerView) -> None:
        self.fast = not self.fast

    def toggle_one_by_one(self: TowerView) -> None:
        """Several drinks go in one at a time, each after the last came to rest (G11's buying, T11)."""
        self.one_by_one = not self.one_by_one

    def toggle_upside_down(self: TowerView) -> None:
        """The machine upside down on a crate (G20): drops go through it onto the crate, then it is lifted."""
        self.upside_down = not self.upside_down
        if self.upside_down:
            self.throw_mode = False
            self.put_back()
            self.services.toast(self.tr("tower.upside_down_ready"))

    # ------------------------------------------------------------ throwing

    def toggle_throw(self: TowerView) -> None:
        self.throw_mode = not self.throw_mode
        self.upside_down = self.upside_down and not self.throw_mode
        if not self.throw_mode:
            self.put_back()
        else:
            self.services.toast(self.tr("tower.throw_ready"))

    def load(self: TowerView, piece_id: str) -> None:
        """Take a drink in the hand, in front of the machine, ready to throw."""
        self.loaded, self.aim, self.gesture = piece_id, None, None
        self.services.toast(self.tr("tower.loaded", drink=self.drink_name(piece_drink(piece_id))))

    def put_back(self: TowerView) -> None:
        self.loaded, self.aim, self.gesture = None, None, None

    def _throw_event(self: TowerView, event: pygame.event.Event) -> bool:
        services, frame = self.services, self.frame
        if frame is None or not hasattr(event, "pos") or services.on_hud(event.pos):
            return False
        pointer = frame.to_world(*services.world(event.pos))
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.put_back()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hx, hy = frame.to_table(*self.hand)
            tx, ty = services.world(event.pos)
            near = math.hypot(tx - hx, ty - hy) <= max(GRAB_MM, 24 / services.camera.zoom)
            self.gesture = "pull" if near else "move"
            self._aim_to(pointer)
            return True
        if event.type == pygame.MOUSEMOTION and self.gesture is not None:
            self._aim_to(pointer)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.gesture is not None:
            gesture, self.gesture = self.gesture, None
            if gesture == "pull":
                self._release()
            return True
        return False

    def _aim_to(self: TowerView, pointer: tuple[float, float]) -> None:
        if self.gesture == "move":
            self.hand = clamp_hand(self.spec, *pointer)
        else:
            self.aim = aim_from(self.spec, self.hand, pointer)

    def _release(self: TowerView) -> None:
        aim, self.aim = self.aim, None
        if aim is None or aim.throw is None or self.loaded is None:
            self.services.toast(self.tr(aim.problem if aim is not None and aim.problem else "tower.pull_more"), error=True)
            return
        drink = piece_drink(self.loaded)
        self.loaded = None
        self.insert([drink], "throw", aim.throw)

    # ------------------------------------------------------------ words

    def report(self: TowerView, rec: RecordedInsertion) -> None:
        """A toast with the outcome, when its animation reaches the end."""
        out, jam = rec.out, rec.jammed
        if rec.mode == "inverted":
            for drink, where in rec.outcome.get("landed", {}).items():
                self.services.toast(i18n.tr("tower.landed", drink=self.drink_name(drink), where=self.tr(f"tower.{where}")))
            return
        text = i18n.tr("tower.result", out=len(out), jam=len(jam))
        pushed = [self.drink_name(d) for d in rec.outcome.get("was_jammed", [])]
        if pushed:
            text = i18n.tr("tower.pushed", text=text, names=", ".join(pushed))
        released = [self.drink_name(d) for d in rec.outcome.get("released", [])]
        if released:
            self.services.toast(i18n.tr("tower.released", names=", ".join(released)))
        never = [self.drink_name(m["drink"]) for m in rec.outcome.get("not_entered", []) if m["drink"] not in rec.outcome.get("missed", [])]
        if never:
            self.services.toast(i18n.tr("tower.not_entered", names=", ".join(never)), error=True)
        if rec.mode != "throw":
            self.services.toast(text)
            return
        for t in rec.outcome.get("throws", []):
            drink = self.drink_name(t["drink"])
            if t["outcome"] == "in":
                self.services.toast(i18n.tr("tower.went_in", drink=drink, text=text))
            else:
                self.services.toast(i18n.tr(f"tower.{t['outcome']}", drink=drink), error=True)

    def describe(self: TowerView, tx: Transaction) -> str | None:
        """A log line for the tower's own transactions (None for others)."""
        services = self.services
        if tx.label not in (LABEL_INSERT, LABEL_THROW, LABEL_EMPTY):
            return None
        who = services.seat_name(tx.seat) if tx.seat is not None else i18n.tr("log.table")
        if tx.label == LABEL_EMPTY:
            moved = sum(len(getattr(c, "ids", ())) for c in tx.commands)
            return i18n.tr("log.tower_empty", who=who, n=moved)
        last = next((c.after for c in tx.commands if isinstance(c, SetVar) and c.name == LAST_VAR), None)
        if not isinstance(last, dict):
            return None
        outs, jams = last.get("out", []), last.get("jammed", [])
        if tx is self.replay_tx:  # no spoilers while the drinks are still falling
            if tx.label == LABEL_INSERT:
                return i18n.tr("log.tower_inserting", who=who, n=len(last.get("inserted", [])))
            return i18n.tr("log.tower_throwing", who=who, drink=self.drink_name(last["inserted"][0]))
        if last.get("mode") == "inverted":
            what = ", ".join(f"{self.drink_name(d)}: {self.tr(f'tower.{w}')}" for d, w in last.get("landed", {}).items())
            return i18n.tr("log.tower_upside_down", who=who, n=len(last.get("inserted", [])), what=what)
        if tx.label == LABEL_INSERT:
            line = i18n.tr("log.tower_insert", who=who, n=len(last.get("inserted", [])), out=len(outs), jam=len(jams))
            pushed = len(last.get("was_jammed", []))
            return i18n.tr("log.tower_pushed", line=line, n=pushed) if pushed else line
        drink = last["inserted"][0]
        outcome = next((t["outcome"] for t in last.get("throws", []) if t["drink"] == drink), "in")
        what = (
            "tower.what_foul"
            if outcome == "knocked_over"
            else "tower.what_missed"
            if outcome != "in"
            else "tower.what_out"
            if any(e["drink"] == drink for e in outs)
            else "tower.what_stuck"
        )
        return i18n.tr("log.tower_throw", who=who, drink=self.drink_name(drink), what=i18n.tr(what))

    def buttons(self: TowerView) -> list[ButtonSpec]:
        inside = lambda: bool(self.services.table.zones[self.zone].ids)  # noqa: E731
        return [
            ButtonSpec("tower.look", self.focus),
            ButtonSpec("tower.crate", self.crate_menu, enabled=lambda: bool(self.crates())),
            ButtonSpec(lambda: self.tr("tower.throw_on" if self.throw_mode else "tower.throw"), self.toggle_throw, tip="T"),
            ButtonSpec(lambda: self.tr("tower.one_by_one_on" if self.one_by_one else "tower.one_by_one"), self.toggle_one_by_one),
            ButtonSpec(lambda: self.tr("tower.upside_down_on" if self.upside_down else "tower.upside_down"), self.toggle_upside_down),
            ButtonSpec("tower.empty", self.empty, enabled=inside),
            ButtonSpec(lambda: self.tr("tower.fast_on" if self.fast else "tower.fast"), self.toggle_fast, enabled=lambda: self.replay is not None, tip="Space"),
            ButtonSpec("tower.skip", self.skip, enabled=lambda: self.replay is not None, tip="Enter"),
        ]

    def menu_entries(self: TowerView, sprite: Sprite | None, box: ZoneBox | None) -> list[tuple[Any, Any]]:
        if box is None:
            return []
        if box.id == self.zone and box.count:
            return [("tower.empty", self.empty)]
        crates = dict(self.crates())
        if box.id in crates:
            return [("tower.tip_crate", lambda: self.tip_crate(box.id))]
        # The crate itself (a piece whose pockets hold the drinks).
        zones = self.services.table.zones
        held = next((z for z in crates if sprite is not None and zones[z].meta.get("anchor") == sprite.handle), None)
        if held is not None:
            return [("tower.tip_crate", lambda: self.tip_crate(held))]
        return []

    def panel_lines(self: TowerView) -> list[str]:
        n = len(self.services.table.zones[self.zone].ids) if self.zone in self.services.table.zones else 0
        return [i18n.tr("tower.inside", n=n)] if n else []


__all__ = ["TowerActions", "INSIDE_ZONE"]
