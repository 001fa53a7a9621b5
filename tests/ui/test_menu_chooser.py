"""The game chooser (ui/scenes/menu.py, menu_list.py): games by box with both names, a player-count filter,
room for thirty games and more, nothing cut or overlapping, and the last choices remembered."""

from __future__ import annotations

import json
import re
from typing import Any, ClassVar

import pytest

from tsukiji_table.games.base import Game, Option
from tsukiji_table.games.registry import all_games, get
from tsukiji_table.ui import i18n, theme
from tsukiji_table.ui.fonts import fonts
from tsukiji_table.ui.menu_prefs import prefs_path
from tsukiji_table.ui.rules_panel import RulesPanel
from tsukiji_table.ui.scenes import menu as menu_module
from tsukiji_table.ui.scenes.menu import MenuScene
from tsukiji_table.ui.scenes.menu_rows import overlaps
from tsukiji_table.ui.scenes.table import TableScene
from tsukiji_table.ui.widgets import Button

from .conftest import click, menu_entry, settle

SIZES = [(1366, 768), (1600, 900), (1920, 1080)]
KEY_LIKE = re.compile(r"^[a-z_]+\.[a-z_.0-9]+$")  # a catalogue key shown instead of its words


def _menu(app) -> MenuScene:
    app.open_menu()
    app.step()
    return app.scene


def _labels(menu: MenuScene) -> list[str]:
    return [b.label() if callable(b.label) else i18n.tr(b.label) if b.label in i18n.CATALOGUE else b.label for b in menu.widgets if isinstance(b, Button)]


def _fake_games(n: int) -> list[type[Game]]:
    """``n`` games of a box not installed, as a grown Jidohanbaiki would list them (never registered)."""
    out = []
    for k in range(n):

        class Fake(Game):
            id: ClassVar[str] = f"test:g{k + 1:02d}"
            box: ClassVar[str | None] = "jidohanbaiki"
            names: ClassVar[dict[str, str]] = {"en": f"Test game {k + 1}", "ja": f"テストゲーム{k + 1}"}
            min_players: ClassVar[int] = 1 + k % 3
            max_players: ClassVar[int] = 2 + k % 5
            length: ClassVar[tuple[int, int] | None] = (10, 20)
            uses_tower: ClassVar[bool] = k % 2 == 0
            how_to: ClassVar[dict[str, str]] = {"en": "Play it.", "ja": "遊ぶ。"}
            options: ClassVar[tuple[Option, ...]] = (Option("pace", ("slow", "fast"), "slow", names={"en": "Pace", "ja": "速さ"}),)

        out.append(Fake)
    return out


def test_games_are_grouped_by_box_with_both_names_and_the_puzzle_pack_stays_reachable(app):
    menu = _menu(app)
    rows = menu.game_list.rows()
    boxes = [r.box for r in rows if r.kind == "box"]
    assert boxes == ["tsukiji", "turin", "jidohanbaiki"]
    jido = [r.game.id if r.game else r.launcher.label for r in rows if r.box == "jidohanbaiki" and r.kind != "box"]
    refereed = sorted(g.id for g in all_games() if g.box == "jidohanbaiki" and g.id.startswith("jido:"))
    assert set(refereed) >= {"jido:g04", "jido:g06", "jido:g07", "jido:g08", "jido:g08m", "jido:g10", "jido:g11", "jido:g14", "jido:g19", "jido:g20"}
    assert jido == [*refereed, "sandbox:jidohanbaiki", "jido.solo_menu"], "the box's games by id, then the free table, then the pack"
    click(app, menu_entry(menu, "Recycling Sorter").rect.center)
    assert menu.choice.id == "jido:g06" and menu.players == 1 and menu.mode == "strict", "a solo game in its own default mode"
    lines = [text for text, *_ in menu.about_lines()]
    assert lines[:2] == ["Recycling Sorter", "リサイクル分別"] and "1 player · about 15–30 minutes · uses the vending machine" in " ".join(lines)
    click(app, menu_entry(menu, "jido.solo_menu").rect.center)
    from tsukiji_table.ui.games.jido_menu import SoloMenu

    assert isinstance(app.scene, SoloMenu)


def _shows_exactly_the_games_for(menu, players: int, known: set[str]) -> None:
    """The games listed are these (and any other registered game that many can play: each game's branch adds some)."""
    visible = {g.id for g in menu.game_list.visible_games()}
    playable = {g.id for g in all_games() if g.min_players <= players <= g.max_players}
    assert known <= visible and visible == playable, f"the filter for {players} shows {sorted(visible)}"


def test_the_filter_hides_games_that_many_players_cannot_play(app):
    menu = _menu(app)

    def can(n: int) -> set[str]:
        return {g.id for g in all_games() if g.min_players <= n <= g.max_players}

    menu.set_filter(1)
    assert (
        {g.id for g in menu.game_list.visible_games()}
        == can(1)
        >= {"jido:g06", "jido:g07", "jido:g08", "sandbox:tsukiji", "sandbox:turin", "sandbox:jidohanbaiki"}
    )
    assert menu.choice.id == "sandbox:tsukiji" and menu.players == 1, "the choice gives way to a game one person can play"
    menu.set_filter(5)
    assert (
        {g.id for g in menu.game_list.visible_games()}
        == can(5)
        >= {
            "tsukiji",
            "turin",
            "jido:g04",
            "jido:g08m",
            "jido:g10",
            "sandbox:tsukiji",
            "sandbox:turin",
            "sandbox:jidohanbaiki",
        }
    )
    assert not can(5) & {"jido:g06", "jido:g14"}
    assert menu.players == 5, "the chosen game takes the filter's count"
    click(app, menu_entry(menu, "Turin Market").rect.center)
    assert menu.choice.id == "turin" and menu.players == 5
    menu.set_filter(None)
    assert len(menu.game_list.visible_games()) == len(all_games())


def test_the_filter_offers_every_player_count_some_game_takes():
    counts = {n for g in all_games() for n in range(g.min_players, g.max_players + 1)}
    assert counts >= {7, 8}, "Short-Can Flick and Chocolate Milk seat eight"
    assert counts <= set(menu_module.FILTERS)


def test_thirty_more_games_scroll_into_reach_at_1366x768(app, monkeypatch):
    fakes = _fake_games(32)
    monkeypatch.setattr(menu_module, "all_games", lambda: [*all_games(), *fakes])
    app.open_menu()
    menu = app.scene
    menu.resize((1366, 768))
    listed = menu.game_list
    assert listed.max_scroll() > 0, "more games than the window holds: the list scrolls"
    for game in (fakes[0], fakes[-1], get("tsukiji")):
        listed.show(game)
        rect = listed.row_rects()[game.id]
        assert listed.rect.contains(rect), f"{game.id} scrolled fully into view"
    listed.show(fakes[-1])
    click(app, listed.row_rects()[fakes[-1].id].center)
    assert menu.choice is fakes[-1] and menu.options == {"pace": "slow"}
    menu.set_filter(6)
    assert all(g.min_players <= 6 <= g.max_players for g in listed.visible_games())
    assert overlaps(menu.layout_rects()) == [] and not app.errors


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES)
def test_no_words_are_cut_and_nothing_overlaps_for_any_game(app, lang, size):
    i18n.set_language(lang)
    try:
        menu = _menu(app)
        for game in all_games():
            for players in sorted({game.min_players, game.max_players}):
                menu.pick(game)
                menu.set_players(players)
                menu.resize(size)
                what = f"{game.id}, {players} players, {lang}, {size}"
                for b in (w for w in menu.widgets if isinstance(w, Button)):
                    words = b.label() if callable(b.label) else i18n.tr(b.label) if b.label in i18n.CATALOGUE else b.label
                    assert fonts().text(words, b.size, theme.PANEL_TEXT).get_width() <= b.rect.w - 12, f"{words!r} is squeezed ({what})"
                    assert not KEY_LIKE.match(words) and "sandbox:" not in words and "jido:" not in words, f"an internal id shows: {words!r}"
                assert overlaps(menu.layout_rects()) == [], what
                screen = menu.game_list.rect.__class__((0, 0), size)
                assert all(screen.contains(r) for _, r in menu.layout_rects()), f"something lies outside the window ({what})"
    finally:
        i18n.set_language("en")


def test_the_start_player_choices_are_the_seats_the_player_count_has(app):
    menu = _menu(app)
    click(app, menu_entry(menu, "Tokyo Tsukiji Market").rect.center)
    menu.set_players(4)
    assert "P4" in _labels(menu) and "P5" not in _labels(menu) and "P6" not in _labels(menu)
    click(app, menu_entry(menu, "P4").rect.center)
    assert menu.options["first"] == "seat4"
    menu.set_players(3)
    assert menu.options["first"] == "random" and "P4" not in _labels(menu), "a start seat the table no longer has falls back"
    click(app, menu_entry(menu, "menu.start").rect.center)
    assert isinstance(app.scene, TableScene) and not app.errors


def test_the_puzzle_pack_entry_is_not_tinted_as_if_chosen(app):
    menu = _menu(app)
    click(app, menu_entry(menu, "Turin Market").rect.center)
    pack = menu_entry(menu, "jido.solo_menu").rect  # scrolled into view: the free table above it is in view too
    other = menu_entry(menu, "Tokyo Jidohanbaiki (free table)").rect
    app.step()
    pixel = app.screen.get_at((pack.x + 6, pack.centery))[:3]
    assert pixel == app.screen.get_at((other.x + 6, other.centery))[:3], "it looks like any game not chosen"
    chosen = menu_entry(menu, "Turin Market").rect
    app.step()
    assert pixel != app.screen.get_at((chosen.x + 6, chosen.centery))[:3]


def test_the_menu_remembers_the_last_game_players_mode_and_options(app):
    menu = _menu(app)
    click(app, menu_entry(menu, "Turin Market").rect.center)
    menu.set_players(4)
    click(app, menu_entry(menu, "new (red)").rect.center)
    click(app, menu_entry(menu, "Strict").rect.center)
    menu.names[1] = "Aiko"
    click(app, menu_entry(menu, "menu.start").rect.center)
    assert isinstance(app.scene, TableScene) and app.scene.session.options["list"] == "new"
    again = _menu(app)
    assert again.choice.id == "turin" and again.players == 4 and again.mode == "strict"
    assert again.options["list"] == "new" and again.names[1] == "Aiko"
    click(app, menu_entry(again, "Tokyo Tsukiji Market").rect.center)
    click(app, menu_entry(again, "Turin Market").rect.center)
    assert again.players == 4 and again.options["list"] == "new", "each game keeps its own choices"


def test_a_damaged_memory_is_reported_and_set_aside(app):
    prefs_path().parent.mkdir(parents=True, exist_ok=True)
    prefs_path().write_text("{not json")
    menu = _menu(app)
    assert any("could not be read" in t.text for t in menu.toasts.items) and not app.errors
    assert not prefs_path().exists() and prefs_path().with_suffix(".damaged").exists()
    assert menu.choice is not None


def test_remembered_values_the_game_no_longer_offers_are_dropped(app):
    prefs_path().parent.mkdir(parents=True, exist_ok=True)
    data: dict[str, Any] = {"game": "turin", "players": {"turin": 9}, "modes": {"turin": "wild"}, "options": {"turin": {"list": "purple", "goose": "handicap"}}}
    prefs_path().write_text(json.dumps(data))
    menu = _menu(app)
    assert menu.choice.id == "turin" and menu.players == 5 and menu.mode == "assisted"
    assert menu.options["list"] == "classic" and menu.options["goose"] == "handicap"


def test_the_rules_button_shows_the_chosen_games_rules(app):
    menu = _menu(app)
    click(app, menu_entry(menu, "Colour Sort Against the Clock").rect.center)
    click(app, menu_entry(menu, "chooser.rules").rect.center)
    settle(app)  # the rules are read on a worker, the menu drawing meanwhile
    panel = menu.modals[-1]
    assert isinstance(panel, RulesPanel) and [s.name for s in panel.summaries] == ["g07"]
    click(app, (3, 3))
    assert not menu.modals


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_player_count_filter_stays_on_one_line_on_a_small_screen(app, lang):
    """Nine short toggles ("all", 1-8) keep one line at 1366x768: a lone "8" on a second line read as a stray button."""
    i18n.set_language(lang)
    try:
        menu = _menu(app)
        menu.resize((1366, 768))
        words = {i18n.tr("chooser.all"), *(str(n) for n in range(1, 9))}
        toggles = [b for b in menu.widgets if isinstance(b, Button) and callable(b.label) and b.label() in words and b.rect.x < menu.game_list.rect.right]
        assert len(toggles) == 9
        assert len({b.rect.y for b in toggles}) == 1, [(b.label(), b.rect.topleft) for b in toggles]
        assert max(b.rect.right for b in toggles) <= menu.game_list.rect.right
    finally:
        i18n.set_language("en")
