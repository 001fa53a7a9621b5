"""The Japanese window shows no English and no internal ids (issue 17, item 14).

Each table a player can open outside Tsukiji (whose words are being
translated in its own package) is opened in Japanese and looked at the way a
new player would: every text drawn in a few frames, the tooltip of every
piece and zone, the right-click menus, the Actions list, a hint, and a
refusal.  Turin Market is also played to its end through the window (the
hand-offs, the sealed bids, the results, a tie and its coin, a sale, the end
screen), every text it drew checked.  Every text must pass
:func:`tests.wording.text_problems`.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests import wording
from tests.ui.conftest import app, open_table, settle  # noqa: F401  (the app fixture)
from tsukiji_table.ui import i18n
from tsukiji_table.ui.fonts import Fonts
from tsukiji_table.ui.scenes.table import TableScene

TABLES = [
    ("sandbox:jidohanbaiki", 1, {}),
    ("sandbox:tsukiji", 3, {}),
    ("sandbox:turin", 3, {}),
    ("jido:g06", 1, {}),
    ("jido:g07", 1, {}),
    ("jido:g08", 1, {}),
    ("jido:flick", 1, {}),
    ("demo", 2, {"mode": "strict"}),
    ("turin", 3, {}),
    ("jido:g25", 3, {}),
    ("jido:g05", 3, {}),
]


@pytest.fixture
def drawn(monkeypatch) -> Iterator[list[str]]:
    """Every text the window draws while the test runs."""
    texts: list[str] = []
    draw = Fonts.text

    def record(self, text, *args, **kwargs):
        texts.append(str(text))
        return draw(self, text, *args, **kwargs)

    monkeypatch.setattr(Fonts, "text", record)
    yield texts


def look_around(app, scene: TableScene, texts: list[str]) -> None:  # noqa: F811
    """What a new player does first: look, hover everything, right-click, open Actions, ask for a hint, try a move."""
    for _ in range(3):
        app.step()
    for sprite in list(scene.layout.sprites)[:80]:
        x, y = scene.camera.to_screen(sprite.x, sprite.y)
        scene.input.mouse = (int(x), int(y))
        texts.extend(text for text, _ in scene.menus.tooltip_lines())
        box = scene.layout.boxes.get(sprite.zone)
        texts.extend(_labels(scene.menus.menu_entries(sprite, box)))
    for box in list(scene.layout.boxes.values())[:60]:
        x, y, w, h = box.rect
        scene.input.mouse = tuple(int(v) for v in scene.camera.to_screen(x + w / 2, y + h / 2))
        texts.extend(text for text, _ in scene.menus.tooltip_lines())
    app.step(0.5)  # a tooltip drawn
    if not scene.is_free_table:
        scene.hud._actions_menu()
        texts.extend(_labels(scene.menu.entries if scene.menu else []))
        app.step()
        scene.menu = None
    texts.extend(_labels((spec.label, None) for spec in scene.plugin.buttons()))
    tower = getattr(scene.plugin, "tower", None)
    if tower is not None and scene.is_free_table:
        tower.crate_menu()  # "Tip a crate in...": the crates by the names the table shows
        texts.extend(_labels(scene.menu.entries if scene.menu else []))
        scene.menu = None
    hint = getattr(scene.plugin, "show_hint", None)
    if hint is not None:
        hint()
        settle(app)
        app.step()
    refuse(scene)
    for _ in range(2):
        app.step()
    texts.extend(t.text for t in scene.toasts.items)


def refuse(scene: TableScene) -> None:
    """Something a player may try that the rules or the table refuse, so a refusal is shown."""
    game = scene.game.id
    if game == "jido:g07":
        scene.play({"action": "move", "drink": "red:short_can", "crate": 1})  # no card is face up yet
    elif game in ("jido:g06", "jido:g08"):
        scene.play({"action": "end_turn"} if game == "jido:g08" else {"action": "dump", "crate": 1})
        place = (
            {"action": "place", "crate": 1, "at": [0, 0], "rot": 0}
            if game == "jido:g08"
            else {"action": "place", "drink": "red:short_can", "crate": 1, "spot": [0, 0]}
        )
        scene.play(place)  # strict mode: no free placement
    elif game == "turin":
        scene.play({"action": "bid", "amount": 1})  # the cards are being chosen: no bid yet
    elif game == "demo":
        scene.play({"action": "take", "count": 3}, seat=1 - scene.game.to_move(scene.table)[0])  # not this seat's turn
    elif scene.is_free_table:
        from tsukiji_table.ui import gestures

        empty = next((z for z, zone in scene.table.zones.items() if not zone.ids and zone.kind.name == "STACK"), None)
        if empty is not None:
            scene.input.gesture(lambda: gestures.shuffle(scene.table, scene.viewer, empty))


def _bad(texts: list[str]) -> dict[str, list[str]]:
    bad = {text: wording.text_problems(text, "ja") for text in dict.fromkeys(texts) if text.strip()}
    return {text: why for text, why in bad.items() if why}


def _report(game: str, bad: dict[str, list[str]]) -> str:
    return f"{game}: {len(bad)} texts are not Japanese words:\n" + "\n".join(f"{t!r}: {'; '.join(w)}" for t, w in bad.items())


def _labels(entries) -> list[str]:
    out = []
    for label, _ in entries:
        out.append(label() if callable(label) else i18n.tr(label) if label in i18n.CATALOGUE else str(label))
    return out


@pytest.mark.parametrize(("game", "players", "options"), TABLES, ids=[t[0] for t in TABLES])
def test_a_japanese_window_shows_no_english_and_no_ids(app, drawn, game, players, options):  # noqa: F811
    app.set_language("ja")
    scene = open_table(app, game, players, 3, options)
    look_around(app, scene, drawn)
    bad = _bad(drawn)
    assert not bad, _report(game, bad)
    assert app.errors == []


def test_a_whole_turin_game_in_japanese_shows_no_english_and_no_ids(app, drawn):  # noqa: F811
    """Three people through the window: a tie re-bid and its coin, an offer and a sale, the end screen."""
    from tests.turin.ui_driver import Player, Policy
    from tsukiji_table.ui.games.turin_end import TurinEndScreen
    from tsukiji_table.ui.launch import make_session

    app.set_language("ja")
    scene = app.open_session(make_session("turin", 3, 11, []))

    def bid(seat: int, rnd: int, money: int, rebid: bool) -> int:
        if rnd == 1:
            return 1 if rebid else (2, 2, 1)[seat]  # seats 1 and 2 tie twice: the coin decides
        return min(money, (seat + rnd) % 3)

    offered: list[int] = []
    bought: list[str] = []

    def offer(seat: int, rnd: int) -> int | None:
        if offered:
            return None
        offered.append(seat)
        return 2

    def buy(seat: int, card: str) -> bool:
        if bought:
            return False
        bought.append(card)
        return True

    player = Player(app, Policy(bid, offer, buy))
    player.play(lambda: scene.game.is_over(scene.table))
    player.play(lambda: isinstance(player.top(), TurinEndScreen) and scene.cover is None, limit=20)
    player.act()
    for name in ("SecretInput", "ResultDialog", "CoinTossDialog", "NumberDialog", "TurinEndScreen"):
        assert name in player.seen, name
    drawn.extend(scene.hud.log_lines())
    bad = _bad(drawn)
    assert not bad, _report("turin", bad)
    assert app.errors == []
