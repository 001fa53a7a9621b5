"""G12 Colour vs Shape on screen (two players facing each other across the crate row).

Place: drag a drink of your supply onto one of your cards (the drinks row
beside it, or the card).  Insert: drag a drink lying on one of your
opponent's cards into the machine's opening (all the card's drinks go in),
or Put a card into the machine… (500).  Take back: drag a drink of one of
your cards back onto your supply, or Take a card's drinks back… (500).
Pass for good.  At the end, a crate's owner drags drinks placed for it to
Out of the game (or Discard…) until six are left.  The panel tells whose
turn it is, the crates' counts and what is inside the machine; the end
screen breaks each total down.
"""

from __future__ import annotations

from typing import Any

from ...games.jidohanbaiki import g12_flow
from ...games.jidohanbaiki.drinks import in_zone, kind_names
from ...text import local
from .. import i18n
from ..plugin import Drop, screen_for
from .jido_tower_games import TowerGameScreen
from .jido_watch import WatchTheMachine
from .party_end import BreakdownEnd

STRINGS = {
    "g12.pass": {"en": "Pass for good", "ja": "パスする"},
    "g12.insert": {"en": "Into the machine…", "ja": "自販機へ…"},
    "g12.take_back": {"en": "Take back…", "ja": "サプライに戻す…"},
    "g12.discard": {"en": "Discard…", "ja": "捨てる…"},
    "g12.card_entry": {"en": "{card} ({value}): drinks {n}, pay 500", "ja": "{card}（{value}円）：{n}本、500円を払う"},
    "g12.turn": {"en": "{who} ({side}) to play", "ja": "{who}（{side}）の手番"},
    "g12.side.0": {"en": "colour", "ja": "色"},
    "g12.side.1": {"en": "shape", "ja": "形状"},
    "g12.passed": {"en": "{who} has passed", "ja": "{who}はパスしました"},
    "g12.crate": {"en": "{value}: {a} vs {b}", "ja": "{value}円：{a}対{b}"},
    "g12.trim": {
        "en": "{who}: {n} drinks for the {value} crate; discard to {holds} (drag to Out of the game)",
        "ja": "{who}：{value}円のクレートに{n}本。{holds}本まで捨てる（「捨てたドリンク」へ）",
    },
    "g12.how": {
        "en": "Drag a supply drink onto one of your cards; drag an opponent's card drink into the opening (500)",
        "ja": "サプライのドリンクを自分のカードへ。相手のカードのドリンクを投入口へ（500円）",
    },
    "g12.not_theirs": {"en": "Put the drinks of one of your opponent's cards into the machine", "ja": "相手のカードのドリンクを自動販売機に入れます"},
    "g12.end_line": {
        "en": "{who}: {coins} coins + {points} points + {paid} from cards = {total}",
        "ja": "{who}：硬貨{coins}円＋得点{points}円＋カード{paid}円＝{total}円",
    },
}


@screen_for("jido:g12")
class ColourShapeScreen(WatchTheMachine, TowerGameScreen):
    strings = {**TowerGameScreen.strings, **STRINGS}
    holds_outcome = True  # the drinks back on the card wait until the machine has shown them

    def phase(self) -> str:
        return str(self.var("phase", ""))

    def card_name(self, side: int, k: int) -> str:
        name = local(kind_names(self.cat, g12_flow.cards_of(self.table, side)[k]))
        return name[:1].upper() + name[1:]  # shapes are lower case for the middle of a sentence

    def column_of(self, zone: str) -> tuple[int, int] | None:
        """(side, column) of a card's zone (``on.S.K`` or ``card.S.K``)."""
        parts = zone.split(".")
        if len(parts) == 3 and parts[0] in ("on", "card") and parts[1] in ("0", "1") and parts[2].isdigit():
            return int(parts[1]), int(parts[2])
        return None

    # ------------------------------------------------------------ the machine

    def on_insert(self, drinks: list[str], mode: str, aim: Any) -> None:
        seat = self.services.viewer
        for k in range(6):
            if drinks and all(d in in_zone(self.table, f"on.{1 - seat}.{k}") for d in drinks):
                self.services.play({"action": "insert", "card": k})
                return
        self.services.toast(i18n.tr("g12.not_theirs"), error=True)

    # ------------------------------------------------------------ buttons, drops, menus

    slots = 3

    def slot(self, k: int) -> tuple[str, Any] | None:
        if self.phase() == "trim":
            return (i18n.tr("g12.discard"), self.discard_menu) if k == 0 and self.mine() else None
        if self.phase() != "play":
            return None
        if k == 0:
            return self.play_slot(i18n.tr("g12.pass"), {"action": "pass"})
        name = ("insert", "take_back")[k - 1]
        return (i18n.tr(f"g12.{name}"), (lambda: self.card_menu(name)) if any(a["action"] == name for a in self.legal_now()) else None)

    def card_menu(self, name: str) -> None:
        seat = self.services.viewer
        side = 1 - seat if name == "insert" else seat
        entries = []
        for a in self.legal_now():
            if a["action"] == name:
                k = a["card"]
                words = i18n.tr("g12.card_entry", card=self.card_name(side, k), value=self.game.values[k], n=len(self.table.zones[f"on.{side}.{k}"].ids))
                entries.append((words, (lambda a=a: self.services.play(a))))
        self.menu(entries, 280)

    def discard_menu(self) -> None:
        self.menu([(self.drink_name(a["drink"]), (lambda a=a: self.services.play(a))) for a in self.legal_now() if a["action"] == "discard"], 280)

    def action_for_drop(self, drop: Drop, legal: list[dict[str, Any]]) -> dict[str, Any] | None:
        seat, drinks = drop.seat, self.drinks_of(drop)
        if len(drinks) != 1:
            return None
        drink = drinks[0]
        target, source = self.column_of(drop.target), self.column_of(drop.source)
        if drop.source == f"p{seat}.supply" and target is not None and target[0] == seat:
            action: dict[str, Any] = {"action": "place", "drink": drink, "card": target[1]}
        elif source is not None and source[0] == seat and drop.target == f"p{seat}.supply":
            action = {"action": "take_back", "card": source[1]}
        elif source is not None and drop.target == g12_flow.DISCARD:
            action = {"action": "discard", "drink": drink}
        else:
            return None
        return action if action in legal else None

    # ------------------------------------------------------------ the panel

    def panel_lines(self) -> list[str]:
        t = self.table
        lines: list[str] = []
        if self.phase() == "play":
            turn = int(self.var("turn", 0))
            lines.append(i18n.tr("g12.turn", who=self.services.seat_name(turn), side=i18n.tr(f"g12.side.{turn}")))
            for s, p in enumerate(self.var("passed", [])):
                if p:
                    lines.append(i18n.tr("g12.passed", who=self.services.seat_name(s)))
            counts = [i18n.tr("g12.crate", value=v, a=len(t.zones[f"on.0.{k}"].ids), b=len(t.zones[f"on.1.{k}"].ids)) for k, v in enumerate(self.game.values)]
            lines += [" · ".join(counts)]
        elif self.phase() == "trim":
            k = int(self.var("trim", 0))
            owner = self.game.to_move(t)[0]
            n = len(g12_flow.to_trim(t, k))
            lines += [i18n.tr("g12.trim", who=self.services.seat_name(owner), n=n, value=self.game.values[k], holds=self.game.data["crate_holds"])]
        lines += self.inside_lines()
        if self.mine() and self.phase() == "play":
            lines += [i18n.tr("g12.how")]
        return lines

    # ------------------------------------------------------------ the end

    def end_modal(self) -> Any:
        record = self.var("result")
        got = self.final_scores()
        if not isinstance(record, dict) or got is None:
            return None
        names, values, winners = got
        lines = [i18n.tr("g12.end_line", who=names[s], **{k: f"{v:,}" for k, v in record["seats"][str(s)].items()}) for s in range(len(names))]
        colours = [self.services.seat_colour(s) for s in range(len(names))]
        return BreakdownEnd(self.services.screen_rect, names, values, winners, colours, lines, value_text=self.score_text)
