"""G11, G14 and G20 in the window: the machine used by hand, hand-offs that keep secrets, the buttons."""

from __future__ import annotations

import pygame

from tests.ui.conftest import app, click, drag, key, open_table, post  # noqa: F401  (the app fixture)
from tsukiji_table.physics.recording import LAST_VAR
from tsukiji_table.ui.app import FPS
from tsukiji_table.ui.overlays import SecretInput
from tsukiji_table.ui.tower.aim import aim_from, arc


def _opening(scene) -> tuple[float, float]:
    x, y, w, h = scene.plugin.tower.frame.opening()
    return scene.camera.to_screen(x + w / 2, y + h * 0.7)


def _sprite(scene, handle: str):
    return next(s for s in scene.layout.sprites if s.handle == handle)


def _play_out(window) -> None:
    """Hold Space (fast-forward) until the machine's animation ends."""
    view = window.scene.plugin.tower
    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    for _ in range(FPS * 25):
        window.step()
        if not view.animating:
            break
    post(pygame.KEYUP, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    window.step()


def _button(scene, words: str):
    return next(b for b in scene.hud.side if (b.label() if callable(b.label) else b.label) == words)


def _through_cover(window) -> None:
    scene = window.scene
    if scene.cover is not None:
        click(window, scene.screen_rect.center)


def test_g11_a_supply_drink_dropped_on_the_opening_is_bought_and_inserted(app):  # noqa: F811
    scene = open_table(app, "jido:g11", 2, 5)
    seat = scene.game.to_move(scene.table)[0]
    scene.viewer = seat
    app.step()
    sprite = _sprite(scene, "drink.red:short_can")
    drag(app, scene.camera.to_screen(sprite.x, sprite.y), _opening(scene))
    tx = scene.table.done[-1]
    assert tx.action == {"action": "buy", "drinks": ["red:short_can"]} and tx.seat == seat
    assert scene.plugin.tower.animating and "…" in scene.plugin.describe(tx)  # no spoiler while it falls
    _play_out(app)
    assert scene.table.money("pot") == 100
    click(app, _button(scene, "End turn").rect.center)
    assert scene.table.done[-1].action == {"action": "end_turn", "call": False}
    assert app.errors == []


def test_g11_a_drink_of_the_crate_is_thrown_by_pulling_back(app):  # noqa: F811
    scene = open_table(app, "jido:g11", 2, 0)
    for seat, drink in ((0, "red:short_can"), (1, "blue:short_can")):
        scene.play({"action": "buy", "drinks": [drink]}, seat=seat)
        scene.play({"action": "end_turn"}, seat=seat)
    scene.plugin.tower.skip()
    scene.viewer = 0
    scene.cover = None
    app.step()
    view = scene.plugin.tower
    view.toggle_throw()
    sprite = _sprite(scene, "drink.red:short_can")
    drag(app, scene.camera.to_screen(sprite.x, sprite.y), _opening(scene))
    assert view.loaded == "drink.red:short_can"
    hx, hy = view.hand
    pull = next(
        p
        for p in ((hx + 0.01 * i, hy - 0.01 * j) for i in range(2, 26) for j in range(25))
        if (a := aim_from(view.spec, view.hand, p)).throw and arc(view.spec, a.throw)[1]
    )
    drag(app, scene.camera.to_screen(*view.frame.to_table(hx, hy)), scene.camera.to_screen(*view.frame.to_table(*pull)))
    tx = scene.table.done[-1]
    assert tx.action["action"] == "throw" and tx.action["drink"] == "red:short_can"
    assert scene.table.var(LAST_VAR)["mode"] == "throw"
    assert app.errors == []


def test_g14_the_secret_card_is_drawn_behind_the_cover_and_shown_to_its_owner_only(app):  # noqa: F811
    scene = open_table(app, "jido:g14", 3, 7)
    first = scene.game.to_move(scene.table)[0]
    scene.viewer = first
    app.step()
    click(app, _button(scene, "Draw a colour card").rect.center)
    card = scene.table.zones[f"p{first}.card"].ids[0]
    nxt = scene.game.to_move(scene.table)[0]
    assert scene.cover is not None and scene.cover.seat == nxt, "the screen is covered before it is handed on"
    _through_cover(app)
    app.step()
    seen = next(s for s in scene.layout.sprites if s.zone == f"p{first}.card")
    assert seen.hidden and seen.handle != card, "the next player sees only the back"
    click(app, _button(scene, "Draw a shape card").rect.center)
    _through_cover(app)
    click(app, _button(scene, "Draw a shape card").rect.center)
    _through_cover(app)
    scene.viewer = first
    app.step()
    mine = next(s for s in scene.layout.sprites if s.zone == f"p{first}.card")
    assert mine.handle == card, "its owner sees the face"
    assert app.errors == []


def test_g14_a_drink_dragged_onto_your_picks_is_your_pick(app):  # noqa: F811
    scene = open_table(app, "jido:g14", 3, 7)
    for _ in range(3):
        scene.play({"action": "draw", "deck": "shape"}, seat=scene.game.to_move(scene.table)[0])
    seat = scene.game.to_move(scene.table)[0]
    scene.viewer, scene.cover = seat, None
    app.step()
    drink = next(d for d in ("red:long_can", "blue:long_can") if f"drink.{d}" in scene.table.zones["supply"].ids)
    sprite = _sprite(scene, f"drink.{drink}")
    box = scene.layout.boxes[f"p{seat}.drafted"]
    drag(app, scene.camera.to_screen(sprite.x, sprite.y), scene.camera.to_screen(box.rect[0] + box.rect[2] / 2, box.rect[1] + box.rect[3] / 2))
    assert scene.table.done[-1].action == {"action": "pick", "drink": drink}
    assert app.errors == []


def test_g20_blind_bids_are_asked_in_secret_and_opened_together(app):  # noqa: F811
    scene = open_table(app, "jido:g20", 3, 7)
    for _ in range(5):
        app.step()
    modal = next((m for m in scene.modals if isinstance(m, SecretInput)), None)
    assert modal is not None and modal.seats == [0, 1, 2]
    for hundreds in (2, 1, 0):
        _through_cover(app)
        assert modal.phase == "input"
        post(pygame.TEXTINPUT, text=str(hundreds))
        app.step()
        key(app, pygame.K_RETURN)
        assert not any(n.startswith("secret.") and n.endswith(".bid") for n in scene.table.vars), "nothing is played before all have bid"
    assert modal.phase == "reveal"
    for _ in range(int(SecretInput.REVEAL_S * FPS) + 5):  # everyone's bid shown together before it counts
        app.step()
    key(app, pygame.K_RETURN)
    assert scene.table.vars["bids"] == {"0": 200, "1": 100, "2": 0} and scene.table.vars["lead"] == 0
    assert app.errors == []


def test_g20_a_tie_asks_the_tied_bidders_again_together_and_nobody_else(app):  # noqa: F811
    scene = open_table(app, "jido:g20", 3, 7)
    for _ in range(5):
        app.step()
    assert any(isinstance(m, SecretInput) for m in scene.modals)
    for hundreds in (1, 1, 0):
        _through_cover(app)
        post(pygame.TEXTINPUT, text=str(hundreds))
        app.step()
        key(app, pygame.K_RETURN)
    for _ in range(int(SecretInput.REVEAL_S * FPS) + 5):
        app.step()
    key(app, pygame.K_RETURN)
    for _ in range(3):
        app.step()
    asked = [m for m in scene.modals if isinstance(m, SecretInput)]
    # Not a dialog opened while the first bids were still being played (it asked the seats left to play them).
    assert [m.seats for m in asked] == [[0, 1]]
    assert scene.table.vars["bids"] == {"0": 100, "1": 100, "2": 0}
    assert app.errors == []


def test_g20_the_bids_are_revealed_in_yen(app, monkeypatch):  # noqa: F811
    from tsukiji_table.ui import overlays

    scene = open_table(app, "jido:g20", 2, 7)
    for _ in range(3):
        app.step()
    modal = next(m for m in scene.modals if isinstance(m, SecretInput))
    for hundreds in (2, 1):
        _through_cover(app)
        post(pygame.TEXTINPUT, text=str(hundreds))
        app.step()
        key(app, pygame.K_RETURN)
    assert modal.phase == "reveal"
    for _ in range(int(SecretInput.REVEAL_S * FPS) + 5):
        app.step()
    written: list[str] = []
    real = overlays.fonts()
    monkeypatch.setattr(
        overlays,
        "fonts",
        lambda: type("Spy", (), {"text": lambda _s, t, *a, **k: written.append(t) or real.text(t, *a, **k), "__getattr__": lambda _s, n: getattr(real, n)})(),
    )
    app.step()
    assert "200 yen" in written and "100 yen" in written and "2" not in written


def test_g20_the_first_bidder_is_handed_the_screen_once(app):  # noqa: F811
    from tsukiji_table.ui.launch import make_session

    scene = app.open_session(make_session("jido:g20", 3, 7, []), cover_first=True)
    covers = []
    for _ in range(4):
        app.step()
        covers.append(scene.cover)
    assert scene.cover is not None and len({id(c) for c in covers}) == 1, "one cover, not one for the game and one for the bid"
    click(app, scene.screen_rect.center)
    modal = next(m for m in scene.modals if isinstance(m, SecretInput))
    assert scene.cover is None and modal.phase == "input" and scene.viewer == modal.seats[0]


def test_g20_the_drop_goes_through_the_upturned_machine(app):  # noqa: F811
    scene = open_table(app, "jido:g20", 2, 7)
    scene.modals.clear()
    scene.play({"action": "bid", "amount": 100}, seat=0)
    scene.play({"action": "bid", "amount": 0}, seat=1)
    scene.modals.clear()
    scene.play({"action": "done_buying"}, seat=0)
    scene.play({"action": "no_bet"}, seat=0)
    scene.play({"action": "no_bet"}, seat=1)
    scene.viewer, scene.cover = 0, None
    app.step()
    assert scene.plugin.tower.upside_down
    a, b = (scene.table.zones[f"card.{k}"].ids[-1] for k in (0, 1))
    scene.input.selection = [a, b]
    sprite = _sprite(scene, a)
    drag(app, scene.camera.to_screen(sprite.x, sprite.y), _opening(scene))
    tx = scene.table.done[-1]
    assert tx.action == {"action": "drop", "drinks": [a.removeprefix("drink."), b.removeprefix("drink.")]}
    assert scene.table.var(LAST_VAR)["mode"] == "inverted" and scene.plugin.tower.replay.inverted
    falling = scene.plugin.panel_lines()
    assert not any("Crates in front" in line or "may sell" in line for line in falling), "nothing of where they land while they fall"
    _play_out(app)
    assert any("Crates in front" in line for line in scene.plugin.panel_lines())
    assert app.errors == []


def _money_shown(scene) -> dict[str, int | None]:
    return {z: v.money for z, v in scene.view.zones.items() if v.coins is not None}


def test_g20_the_payouts_of_a_drop_are_shown_once_the_drinks_have_landed(app):  # noqa: F811
    scene = open_table(app, "jido:g20", 2, 7)
    scene.modals.clear()
    scene.play({"action": "bid", "amount": 100}, seat=0)
    scene.play({"action": "bid", "amount": 0}, seat=1)
    scene.modals.clear()
    scene.play({"action": "done_buying"}, seat=0)
    scene.play({"action": "no_bet"}, seat=0)
    scene.play({"action": "no_bet"}, seat=1)
    scene.viewer, scene.cover = 0, None
    app.step()
    before = _money_shown(scene)
    scene.play({"action": "drop", "drinks": [scene.table.zones[f"card.{k}"].ids[-1].removeprefix("drink.") for k in (0, 1)]}, seat=0)
    paid = [z for z in before if scene.table.money(z) != before[z]]
    assert paid, "this drop pays something (else the test shows nothing)"
    for _ in range(3):
        app.step()
    assert scene.plugin.tower.animating and {z: _money_shown(scene)[z] for z in paid} == {z: before[z] for z in paid}
    _play_out(app)
    assert {z: _money_shown(scene)[z] for z in paid} == {z: scene.table.money(z) for z in paid}, "laid out again when the animation ends"
    assert app.errors == []


def test_g14_the_payouts_and_the_secret_cards_wait_for_the_drinks(app):  # noqa: F811
    scene = open_table(app, "jido:g14", 3, 7)
    game, table = scene.game, scene.table
    while table.vars.get("phase") != "insert":
        seat = game.to_move(table)[0]
        scene.play(next(iter(game.legal_actions(table, seat))), seat=seat)
        scene.modals.clear()
    seat = game.to_move(table)[0]
    scene.viewer, scene.cover = seat, None
    app.step()
    other = (seat + 1) % 3
    backs = sorted(s.handle for s in scene.layout.sprites if s.zone == f"p{other}.card")
    before = _money_shown(scene)
    scene.play({"action": "insert"}, seat=seat)
    scene.cover = None
    paid = [z for z in before if table.money(z) != before[z]]
    assert paid and all(table.pieces[c].face_up for c in table.zones[f"p{other}.card"].ids), "the insertion pays and turns the cards up"
    for _ in range(3):
        app.step()
    assert scene.plugin.tower.animating
    assert {z: _money_shown(scene)[z] for z in paid} == {z: before[z] for z in paid}
    assert sorted(s.handle for s in scene.layout.sprites if s.zone == f"p{other}.card") == backs, "another's secret card is still a back"
    _play_out(app)
    assert {z: _money_shown(scene)[z] for z in paid} == {z: table.money(z) for z in paid}
    assert sorted(s.handle for s in scene.layout.sprites if s.zone == f"p{other}.card") == sorted(table.zones[f"p{other}.card"].ids)
    assert app.errors == []


def test_every_word_the_three_screens_ask_for_is_in_english_and_japanese() -> None:
    import re
    from pathlib import Path

    import tsukiji_table.ui.describe  # noqa: F401  (the window's own words, such as "log.and")
    from tsukiji_table.text import CATALOGUE
    from tsukiji_table.ui.games import jido_g11, jido_g14, jido_g20, jido_tower_games

    for module in (jido_g11, jido_g14, jido_g20, jido_tower_games):
        keys = re.findall(r'i18n\.tr\(\s*"([^"{]+)"', Path(module.__file__ or "").read_text(encoding="utf-8"))
        assert keys
        for key_ in keys:
            assert key_ in CATALOGUE and {"en", "ja"} <= set(CATALOGUE[key_]), f"{module.__name__}: {key_}"


def test_g14_the_panel_tells_what_stayed_inside_only_once_the_machine_has_shown_it(app):  # noqa: F811
    scene = open_table(app, "jido:g14", 3, 7)
    for _ in range(3):
        scene.play({"action": "draw", "deck": "shape"}, seat=scene.game.to_move(scene.table)[0])
    for _ in range(6):
        scene.play({"action": "pick", "drink": scene.game.supply(scene.table)[0]}, seat=scene.game.to_move(scene.table)[0])
    for _ in range(3):
        scene.play({"action": "invest", "amount": 100}, seat=scene.game.to_move(scene.table)[0])
    for _ in range(3):
        scene.play({"action": "declare", "kind": "red"}, seat=scene.game.to_move(scene.table)[0])
    scene.play({"action": "insert"}, seat=scene.game.to_move(scene.table)[0])
    assert scene.plugin.tower.animating
    waiting = "Inside the machine: …"
    assert waiting in scene.plugin.panel_lines(), "nothing said of what stayed inside while the drinks still fall"
    _play_out(app)
    lines = scene.plugin.panel_lines()
    assert waiting not in lines and any(line.startswith("Inside the machine:") or line == "The machine is empty" for line in lines)
    assert app.errors == []
