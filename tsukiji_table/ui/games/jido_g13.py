"""G13 Akihabara Melon Soda on screen (two to six players around the pot).

Put in: drag a drink of your supply onto the pot, or a coin of your purse
onto the pot's money (or Put 100 in).  Take the pot: drag a drink lying in
the pot into the machine's opening, or press Take the pot…; either way you
choose the drink of your supply that starts the pot again.  The panel tells
whose turn it is, what the pot holds and what each crate is worth now; the
end screen breaks each total down.
"""

from __future__ import annotations

from typing import Any

from ...games.jidohanbaiki import g13_rules
from ...games.jidohanbaiki.drinks import in_zone
from .. import i18n
from ..plugin import Drop, screen_for
from .jido_tower_games import TowerGameScreen
from .jido_watch import WatchTheMachine
from .party_end import BreakdownEnd

STRINGS = {
    "g13.add_coin": {"en": "Put 100 in the pot", "ja": "100円を賭け金に置く"},
    "g13.take": {"en": "Take the pot…", "ja": "賭け金を取る…"},
    "g13.restart": {"en": "Start the pot again with {drink}", "ja": "{drink}で積立て直す"},
    "g13.turn": {"en": "{who} to play", "ja": "{who}の手番"},
    "g13.pot": {"en": "Pot: {money}; drinks: {n}", "ja": "賭け金：{money}とドリンク{n}本"},
    "g13.crate": {"en": "{who}: {n}/6 in the crate, {kinds} kinds", "ja": "{who}：クレート{n}/6本、{kinds}種類"},
    "g13.how": {
        "en": "Drag a supply drink or a coin onto the pot; drag a pot drink into the opening to take the pot",
        "ja": "サプライのドリンクか硬貨を賭け金へ。賭け金のドリンクを投入口へ入れると賭け金を取ります",
    },
    "g13.pot_only": {"en": "Only the pot's drinks go into the machine (take the pot)", "ja": "自動販売機に入れるのは賭け金のドリンクだけです（賭け金を取る）"},
    "g13.end_why.crates": {"en": "All crates but one are full", "ja": "1人を除く全員のクレートが満杯"},
    "g13.end_why.spent": {"en": "Someone used up both money and drinks", "ja": "お金とドリンクを使い切った人がいる"},
    "g13.end_why.drinks": {"en": "Only one player still had drinks", "ja": "ドリンクを持つ人が1人だけ"},
    "g13.end_line": {
        "en": "{who}: {money} in hand + {bonus} ({kinds} kinds × {players} × 100) − {empty} (empty slots) − {stray} (outside the crate) = {total}",
        "ja": "{who}：所持金{money}円＋{bonus}円（{kinds}種類×{players}×100）−{empty}円（空きスロット）−{stray}円（クレート外）＝{total}円",
    },
}


@screen_for("jido:g13")
class MelonSodaScreen(WatchTheMachine, TowerGameScreen):
    strings = {**TowerGameScreen.strings, **STRINGS}
    holds_outcome = True  # the taker's crate waits until the machine has shown what came out

    # ------------------------------------------------------------ the machine

    def on_insert(self, drinks: list[str], mode: str, aim: Any) -> None:
        if drinks and all(d in in_zone(self.table, "pot") for d in drinks):
            self.take_menu()
        else:
            self.services.toast(i18n.tr("g13.pot_only"), error=True)

    # ------------------------------------------------------------ buttons, drops, menus

    slots = 2

    def slot(self, k: int) -> tuple[str, Any] | None:
        if self.var("phase") != "play":
            return None
        if k == 0:
            return self.play_slot(i18n.tr("g13.add_coin"), {"action": "add_coin"})
        return (i18n.tr("g13.take"), self.take_menu if any(a["action"] == "take" for a in self.legal_now()) else None)

    def take_menu(self) -> None:
        entries = [
            (i18n.tr("g13.restart", drink=self.drink_name(a["drink"])), (lambda a=a: self.services.play(a))) for a in self.legal_now() if a["action"] == "take"
        ]
        if entries:
            self.menu(entries, 300)

    def action_for_drop(self, drop: Drop, legal: list[dict[str, Any]]) -> dict[str, Any] | None:
        seat = drop.seat
        if drop.coins is not None and drop.source == f"p{seat}.money" and drop.target in ("pot", "pot.money"):
            action: dict[str, Any] = {"action": "add_coin"}
        elif drop.source == f"p{seat}.supply" and drop.target in ("pot", "pot.money") and len(self.drinks_of(drop)) == 1:
            action = {"action": "add", "drink": self.drinks_of(drop)[0]}
        else:
            return None
        return action if action in legal else None

    # ------------------------------------------------------------ the panel

    def panel_lines(self) -> list[str]:
        t = self.table
        lines: list[str] = []
        if self.var("phase") == "play":
            lines.append(i18n.tr("g13.turn", who=self.services.seat_name(int(self.var("turn", 0)))))
        lines.append(i18n.tr("g13.pot", money=self.yen(t.money("pot.money")), n=len(t.zones["pot"].ids)))
        if not (self.tower is not None and self.tower.animating):
            for s in range(t.players):
                crate = in_zone(t, f"p{s}.crate")
                lines.append(i18n.tr("g13.crate", who=self.services.seat_name(s), n=len(crate), kinds=g13_rules.kinds(crate)))
        lines += self.inside_lines()
        if self.mine():
            lines += [i18n.tr("g13.how")]
        return lines

    # ------------------------------------------------------------ the end

    def end_modal(self) -> Any:
        record = self.var("result")
        got = self.final_scores()
        if not isinstance(record, dict) or got is None:
            return None
        names, values, winners = got
        lines = [i18n.tr(f"g13.end_why.{record['why']}")]
        for s in range(len(names)):
            r = record["seats"][str(s)]
            lines.append(i18n.tr("g13.end_line", who=names[s], players=len(names), **{k: f"{v:,}" for k, v in r.items()}))
        colours = [self.services.seat_colour(s) for s in range(len(names))]
        return BreakdownEnd(self.services.screen_rect, names, values, winners, colours, lines, value_text=self.score_text)
