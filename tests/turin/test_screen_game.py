"""A whole Turin Market game through the real window: hand-offs, secret inputs, ties, a sale, the end screen."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tsukiji_table.ui import i18n
from tsukiji_table.ui.app import App
from tsukiji_table.ui.games.turin_end import TurinEndScreen
from tsukiji_table.ui.launch import make_session

from ..ui.conftest import click
from .ui_driver import Player, Policy


@pytest.fixture
def app() -> Iterator[App]:
    i18n.set_language("en")
    a = App((1280, 800))
    yield a
    pygame.display.quit()


def _open(app: App, players: int, seed: int = 11, **options: str):
    session = make_session("turin", players, seed, [f"{k}={v}" for k, v in options.items()])
    return app.open_session(session)  # the first player is asked to the screen, as at a real start


def _actions(scene) -> list[str]:
    return [tx.action["action"] for tx in scene.table.done if tx.action is not None]


def test_a_whole_three_player_game_through_the_window(app):
    scene = _open(app, 3)

    def bid(seat: int, rnd: int, money: int, rebid: bool) -> int:
        if rnd == 1:
            return 1 if rebid else (2, 2, 1)[seat]  # seats 0 and 1 tie for first, then tie again: the coin decides
        return min(money, (seat + rnd) % 3)

    offered: list[int] = []

    def offer(seat: int, rnd: int) -> int | None:
        if offered:
            return None
        offered.append(seat)
        return 2

    bought: list[str] = []

    def buy(seat: int, card: str) -> bool:
        if bought:
            return False
        bought.append(card)
        return True

    player = Player(app, Policy(bid, offer, buy))
    player.play(lambda: scene.game.is_over(scene.table))
    player.play(lambda: isinstance(player.top(), TurinEndScreen) and scene.cover is None, limit=20)
    player.act()  # the end screen is drawn

    actions = _actions(scene)
    assert actions.count("choose_card") == 3 * 5  # five rounds, everyone put a card up each time
    assert actions.count("bid") == 3 * 5
    assert actions.count("rebid") >= 2  # the round-one tie was re-bid by the tied seats only
    assert scene.table.vars["finals"][0]["scores"] == scene.game.score(scene.table)["scores"]
    assert "offer" in actions and "buy" in actions
    for name in ("HandoffCover", "SecretInput", "ResultDialog", "CoinTossDialog", "ChoiceDialog", "NumberDialog", "TurinEndScreen"):
        assert name in player.seen, name
    assert not player.leaks, player.leaks[:3]
    assert not app.errors
    end = next(m for m in scene.modals if isinstance(m, TurinEndScreen))
    assert end.score["scores"] == scene.game.score(scene.table)["scores"]


def test_every_change_of_seat_passes_through_the_cover(app):
    scene = _open(app, 4, seed=3)
    player = Player(app, Policy(lambda seat, rnd, money, rebid: min(money, 1 + seat)))
    player.play(lambda: scene.table.vars.get("round", 1) >= 3)
    frames = scene.frame_log
    for before, after in zip(frames, frames[1:]):
        if not before.cover and not after.cover and before.viewer != after.viewer:
            raise AssertionError(f"frame {after.frame}: seat {after.viewer} saw the table right after seat {before.viewer}")
    assert not player.leaks, player.leaks[:3]
    assert not app.errors


def test_free_mode_only_totals(app):
    scene = _open(app, 2, mode="free")
    player = Player(app, Policy(lambda *a: 0))
    for _ in range(30):
        player.step()
    assert scene.cover is not None or not any(not m.done for m in scene.modals)  # nobody is asked for a secret
    assert "Free play" in " ".join(scene.plugin.panel_lines())
    assert any("If it ended now" in line for line in scene.plugin.panel_lines())


def test_a_series_goes_on_to_the_next_game_from_the_end_screen(app):
    scene = _open(app, 2, seed=8, series="3", goose="tiebreak")
    player = Player(app, Policy(lambda seat, rnd, money, rebid: min(money, 2)))  # always tied: the goose decides
    player.play(lambda: scene.table.vars.get("phase") == "interlude" and isinstance(player.top(), TurinEndScreen) and scene.cover is None)
    end = player.top()
    assert end.game_no == 1 and end.series == 3 and end.buttons[0].label() == "Start game 2"
    assert "ChoiceDialog" in player.seen  # who takes the goose and loses the tie
    assert any(line.startswith("Goose: ") for line in scene.plugin.panel_lines())
    click(app, end.buttons[0].rect.center)  # "Start game 2"
    assert scene.table.vars["game"] == 2 and scene.table.vars["phase"] in ("choose", "bid")
    assert "Game 2 of 3" in scene.plugin.panel_lines()
    assert not player.leaks and not app.errors


def test_a_still_turin_table_renders_no_text_and_no_table(app):
    from tsukiji_table.ui.fonts import fonts

    scene = _open(app, 5)
    scene.plugin.flow.paused = True
    scene.cover = None
    for _ in range(40):
        app.step()
    renders, statics = fonts().renders, scene.renderer.static_renders
    for _ in range(30):
        app.step()
    assert fonts().renders == renders
    assert scene.renderer.static_renders == statics


def test_an_input_storm_on_a_turin_game_breaks_nothing(app):
    import random

    from tsukiji_table.games.turin.conservation import check_table

    from ..ui.test_input_storm import _event

    rng = random.Random(55)
    scene = _open(app, 3, seed=21)
    held: list[int] = []
    for n in range(4000):
        pygame.event.post(_event(rng, app.screen.get_size(), held))
        if n % 10 == 0:
            app.step(0.2)
            if app.scene is not scene:  # a random click on the main menu
                app.scene = scene
    pygame.key.set_mods(0)
    app.step()
    assert not app.errors, app.errors[:1]
    check_table(scene.game, scene.table)
    assert len(scene.table.done) > 5, "the storm should have played something"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_info_panel_stays_in_the_right_hand_column(app, lang):
    from tsukiji_table.ui import theme
    from tsukiji_table.ui.fonts import fonts
    from tsukiji_table.ui.scenes.table_hud import SIDE_W

    i18n.set_language(lang)
    scene = _open(app, 5, seed=4, goose="handicap", series="3")
    player = Player(app, Policy(lambda seat, rnd, money, rebid: min(money, (seat * 3 + rnd) % 5)))
    widest: dict[str, int] = {}
    for _ in range(400):
        if scene.game.is_over(scene.table) or scene.table.vars.get("phase") == "interlude":
            break
        player.act()
        for line in scene.plugin.panel_lines():
            widest[line] = fonts().text(line, theme.FONT_SMALL + 1, theme.PANEL_TEXT).get_width()
    too_wide = {line: w for line, w in widest.items() if w > SIDE_W - 20}
    assert not too_wide, too_wide
    assert len(widest) > 8
