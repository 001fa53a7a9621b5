"""Turin's dialogs and log as a player reads them: F2 says an open dialog again, the last auction's
result comes before the end screen (never over it), and a log entry of several lines shows them all."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tests import wording
from tsukiji_table.ui import i18n, theme
from tsukiji_table.ui.app import App
from tsukiji_table.ui.fonts import Fonts, fonts
from tsukiji_table.ui.games.turin_dialogs import ResultDialog
from tsukiji_table.ui.games.turin_end import TurinEndScreen
from tsukiji_table.ui.launch import make_session
from tsukiji_table.ui.overlays import AskDialog, NumberDialog

from ..ui.conftest import key


@pytest.fixture
def app() -> Iterator[App]:
    i18n.set_language("en")
    a = App((1600, 900))
    yield a
    pygame.display.quit()


def _open(app: App, players: int = 3, seed: int = 5):
    scene = app.open_session(make_session("turin", players, seed, []), cover_first=False)
    scene.plugin.flow.paused = True  # the test acts for the players
    app.step()
    return scene


def _round_one(scene, bids=(4, 2, 1)) -> None:
    for seat in range(scene.table.players):
        scene.play({"action": "choose_card", "card": scene.table.zones[f"p{seat}.hand"].ids[0]}, seat=seat)
    scene.plugin.flow.batch([(seat, {"action": "bid", "amount": amount}) for seat, amount in enumerate(bids)])


def test_f2_says_an_open_result_dialog_again_in_the_other_language(app, monkeypatch):
    scene = _open(app)
    flow = scene.plugin.flow
    flow.paused = False
    _round_one(scene)
    scene.cover = None
    app.step()
    dialog = flow.current
    assert isinstance(dialog, ResultDialog) and dialog.title == "Round 1: who gets what"
    key(app, pygame.K_F2)
    assert i18n.language() == "ja" and not dialog.done, "F2 switches the language, the dialog stays open"
    assert dialog.title == "ラウンド1：競りの結果"
    drawn = _drawn_in_a_frame(app, monkeypatch)
    assert "ラウンド1：競りの結果" in drawn and i18n.tr("turin.result.half") in drawn
    english = {text: why for text in drawn if (why := wording.text_problems(text, "ja"))}
    assert not english, english


def _drawn_in_a_frame(app, monkeypatch) -> list[str]:
    texts: list[str] = []
    draw = Fonts.text

    def record(self, text, *args, **kwargs):
        texts.append(str(text))
        return draw(self, text, *args, **kwargs)

    monkeypatch.setattr(Fonts, "text", record)
    fonts()._fit.clear()  # cached fitted texts are drawn afresh
    app.step()
    monkeypatch.undo()
    return texts


@pytest.mark.parametrize("ask", ["ask_loan", "ask_price", "finish"])
def test_f2_says_a_question_of_the_screen_again_in_the_other_language(app, ask):
    scene = _open(app)
    plugin = scene.plugin
    if ask == "ask_price":
        plugin.ask_price(scene.table.zones["p0.hand"].ids[0])
    else:
        getattr(plugin, ask)()
    dialog = scene.modals[-1]
    assert isinstance(dialog, (AskDialog, NumberDialog))
    before = dialog.question if isinstance(dialog, AskDialog) else dialog.prompt
    key(app, pygame.K_F2)
    after = dialog.question if isinstance(dialog, AskDialog) else dialog.prompt
    assert not dialog.done and after != before and any(ord(ch) > 0x3000 for ch in after)


def test_the_last_auction_result_is_shown_before_the_end_screen_not_over_it(app):
    scene = _open(app, 3)
    game, table, flow = scene.game, scene.table, scene.plugin.flow
    flow.paused = False  # what each move reveals is queued; no frame is stepped until the game is over
    while not game.is_over(table):
        seat = game.to_move(table)[0]
        legal = list(game.legal_actions(table, seat))
        choice = next((a for a in legal if a["action"] == "choose_card"), None)
        choice = choice or next((a for a in legal if a["action"] == "bid" and a["amount"] == min(seat + 1, table.money(f"p{seat}.money"))), None)
        choice = choice or next(a for a in legal if a["action"] in ("pick", "return_cards", "pass", "goose", "sell_to", "bid", "rebid"))
        scene.play(choice, seat=seat)
    assert flow.queue, "the auctions' results wait to be shown"
    assert not any(isinstance(m, TurinEndScreen) for m in scene.modals), "the end screen waits for them"
    results = 0
    for _ in range(200):
        scene.cover = None  # the hand-offs are not what this test looks at
        app.step()
        shown = [m for m in scene.modals if not m.done]
        if shown and isinstance(shown[-1], TurinEndScreen):
            break
        if shown:
            assert not any(isinstance(m, TurinEndScreen) for m in shown), "a result drawn over the end screen"
            results += isinstance(shown[-1], ResultDialog)
            app.step(2.0)  # a coin lands
            key(app, pygame.K_RETURN)
    shown = [type(m).__name__ for m in scene.modals if not m.done]
    assert shown and shown[-1] == "TurinEndScreen" and "ResultDialog" not in shown, shown
    assert results >= 1, "the last result was shown first"
    assert not app.errors


def test_each_line_a_move_says_is_its_own_log_row_wrapped_not_cut(app):
    scene = _open(app, 3)
    _round_one(scene)
    lot = scene.table.zones["lot"].ids
    scene.play({"action": "pick", "cards": lot[:2]}, seat=0)  # the second place's pick follows by itself
    lines = scene.hud.log_lines()
    assert lines[-2].startswith("Player 1 took the ") and lines[-1].startswith("Player 2 took the "), lines[-3:]
    narrow = 180
    rows = scene.hud.log_rows(narrow)
    font = fonts().font(theme.FONT_SMALL)
    assert all(font.size(row)[0] <= narrow for row in rows), rows
    assert len(rows) > 2 and any(row.startswith(" ") for row in rows), "long lines go on on indented rows"
    said = " ".join(row.strip() for row in rows)
    assert lines[-1] in said, "the newest line is all there, not cut"
