"""The Tsukiji screen in the real window (dummy video driver): layout, drags, buttons, bids, end."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tsukiji_table.games.tsukiji import zones as Z
from tsukiji_table.ui import i18n, theme
from tsukiji_table.ui.app import App
from tsukiji_table.ui.games.tsukiji.scenes import SCENES
from tsukiji_table.ui.launch import make_session
from tsukiji_table.ui.overlays import EndScreen, NumberDialog, SecretInput
from tsukiji_table.ui.plugin import Drop


@pytest.fixture
def app() -> Iterator[App]:
    i18n.set_language("en")
    a = App((1600, 900))
    yield a
    pygame.key.set_mods(0)
    pygame.display.quit()


def open_game(app: App, players: int = 3, seed: int = 1, **options: str):
    opts = [f"{k}={v}" for k, v in {"markets": "eel,fugu,salmon,tuna,rental,trade", "first": 0, **options}.items()]
    scene = app.open_session(make_session("tsukiji", players, seed, opts), cover_first=False)
    app.step()
    return scene


def post(kind: int, **attrs) -> None:
    pygame.event.post(pygame.event.Event(kind, **attrs))


def drag(app: App, start: tuple[float, float], end: tuple[float, float]) -> None:
    sx, sy, ex, ey = int(start[0]), int(start[1]), int(end[0]), int(end[1])
    post(pygame.MOUSEMOTION, pos=(sx, sy), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(sx, sy), button=1)
    app.step()
    for k in range(1, 5):
        x, y = sx + (ex - sx) * k // 4, sy + (ey - sy) * k // 4
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(1, 0, 0))
        app.step()
    post(pygame.MOUSEBUTTONUP, pos=(ex, ey), button=1)
    app.step()


def zoom_on(scene, app: App, zone: str, steps: int = 6) -> None:
    box = scene.layout.boxes[zone]
    x, y = box.rect[0] + box.rect[2] / 2, box.rect[1] + box.rect[3] / 2
    sx, sy = scene.camera.to_screen(x, y)
    scene.camera.zoom_at(steps, sx, sy)
    sx, sy = scene.camera.to_screen(x, y)
    r = scene.table_rect()
    scene.camera.pan(r.centerx - sx, r.centery - sy)
    scene.renderer.invalidate()
    app.step()


def sprite_of(scene, pid: str):
    return next(s for s in scene.layout.sprites if s.handle == pid and not s.under)


def centre(scene, zone: str) -> tuple[float, float]:
    x, y, w, h = scene.layout.boxes[zone].room
    return scene.camera.to_screen(x + w / 2, y + h / 2)


def at(scene, pid: str) -> tuple[float, float]:
    s = sprite_of(scene, pid)
    return scene.camera.to_screen(s.x, s.y)


def test_only_markets_in_play_are_drawn_and_packed(app: App) -> None:
    scene = open_game(app)
    shown = {b.id for b in scene.layout.zones}
    for mid in ("mackerel", "eel", "fugu", "salmon", "tuna", "boats", "rental", "trade"):
        assert f"market.{mid}.board" in shown
    for mid in ("octopus", "red_snapper", "king_crab", "squid", "aquarium", "auction", "bank", "barter", "government", "used_boats"):
        assert f"market.{mid}.board" not in shown
    boards = sorted((b.rect[1], b.rect[0]) for b in scene.layout.zones if b.id.startswith("market.") and b.id.endswith(".board"))
    assert len({y for y, _ in boards}) == 2  # 8 boards and the supply: two rows of six
    assert not any(b.id.startswith("hold.") for b in scene.layout.zones)  # no boat at sea yet
    assert not app.errors


def test_dragging_a_boat_below_the_harbor_departs(app: App) -> None:
    scene = open_game(app)
    zoom_on(scene, app, Z.harbor_board(0))
    boat = scene.table.zones[Z.berth(0, 1)].ids[0]
    drag(app, at(scene, boat), centre(scene, Z.sea(0)))
    t = scene.table
    assert [tx.action["action"] for tx in t.done[-2:]] == ["fish", "depart"]
    assert t.pieces[boat].zone == Z.sea(0) and t.vars["phase"] == "fishing"
    # Its hold now rides below it in the sea.
    assert Z.hold(boat) in scene.layout.boxes
    assert not app.errors


def test_dragging_a_barrel_from_another_harbor_to_your_supply_buys_it(app: App) -> None:
    scene = open_game(app)
    t = scene.table
    with t.begin("arrange") as tx:
        barrel = t.zones[Z.market("eel", "barrels")].ids[-1]
        tx.move([barrel], Z.sale(1, "c3", "top"))
    scene.changed()
    app.step()
    drag(app, at(scene, barrel), centre(scene, Z.supply(0)))
    assert [tx.action["action"] for tx in t.done[-2:]] == ["buy", "buy_barrel"]
    assert t.money(Z.money(0)) == 1700 and t.money(Z.money(1)) == 2300
    assert t.zones[Z.supply(0)].ids and t.pieces[t.zones[Z.supply(0)].ids[0]].kind == "fish_token.eel"


def test_unloaded_barrel_dropped_on_a_column_goes_on_sale_and_question_marks_ask_a_price(app: App) -> None:
    scene = open_game(app)
    t = scene.table
    boat = next(b for b in t.zones[Z.market("boats", "boats")].ids if t.pieces[b].kind == "boat.slot2")
    with t.begin("arrange") as tx:
        tx.move([boat], Z.sea(0))
        tx.move(t.zones[Z.market("mackerel", "barrels")].ids[-2:], Z.hold(boat))
    scene.changed()
    scene.play({"action": "fish"})
    scene.play({"action": "depart", "boat": t.zones[Z.berth(0, 1)].ids[0]})
    scene.play({"action": "return", "boat": boat, "berth": 1})
    app.step()
    zoom_on(scene, app, Z.harbor_board(0))
    first, second = t.zones[Z.unload(0)].ids
    drag(app, at(scene, first), centre(scene, Z.sale(0, "c3", "top")))
    assert t.pieces[first].zone == Z.sale(0, "c3", "top")
    drag(app, at(scene, second), centre(scene, Z.sale(0, "c7", "top")))
    dialog = scene.modals[-1]
    assert isinstance(dialog, NumberDialog)
    dialog.on_done(900)
    dialog.done = True
    app.step()
    assert t.pieces[second].zone == Z.sale(0, "c7", "top") and t.vars["prices"][second] == 900
    assert not app.errors


def test_buttons_play_the_actions_they_name(app: App) -> None:
    scene = open_game(app)
    side = {b.label: b for b in scene.hud.side if isinstance(b.label, str)}
    side["tk.fish"].on_click()
    assert scene.table.vars["phase"] == "fishing"
    done = next(b for b in scene.hud.side if callable(b.label) and b.label() == i18n.tr("tk.done.end_fishing"))
    done.on_click()
    assert scene.table.vars["phase"] == "main" and scene.table.vars["ap"] == 1


def test_log_lines_are_plain_words(app: App) -> None:
    scene = open_game(app)
    scene.play({"action": "fish"})
    scene.play({"action": "depart", "boat": scene.table.zones[Z.berth(0, 1)].ids[0]})
    lines = scene.hud.log_lines()
    assert lines[-2:] == ["Player 1 goes fishing (1 AP)", "Player 1: a 1-slot fishing boat puts to sea"]
    i18n.set_language("ja")
    assert scene.hud.log_lines()[-1].endswith("が出港")


def test_sealed_bids_go_through_the_secret_input(app: App) -> None:
    scene = open_game(app, markets="king_crab,eel,fugu,salmon,rental,trade")
    SCENES["auction"](scene)
    app.step()
    modal = next(m for m in scene.modals if isinstance(m, SecretInput))
    assert modal.seats == [0, 1, 2]
    for value in (3, 5, 1):  # 300, 500, 100 yen
        if scene.cover is not None:
            scene.cover._ready()
        app.step()
        modal.entry.value = value
        modal._confirm()
        app.step()
    modal._finish()
    app.step()
    t = scene.table
    assert t.vars["phase"] == "fishing"
    assert any(t.pieces[p].kind.startswith("fish_token.king_crab") for p in t.zones[Z.supply(1)].ids)
    assert t.money(Z.money(1)) == 1500
    lines = scene.hud.log_lines()[-2:]
    # The last bid's lines (each its own row) reveal every bid and say where the winner's yen went.
    assert lines == ["bids: Player 1 300, Player 2 500 and Player 3 100", "Player 2 wins a King Crab token (8): 500 yen to Player 1"]
    assert not app.errors


def test_ctrl_z_cannot_take_back_revealed_sealed_bids(app: App) -> None:
    scene = open_game(app, markets="king_crab,eel,fugu,salmon,rental,trade")
    SCENES["auction"](scene)
    app.step()
    modal = next(m for m in scene.modals if isinstance(m, SecretInput))
    for value in (3, 5, 1):
        if scene.cover is not None:
            scene.cover._ready()
        app.step()
        modal.entry.value = value
        modal._confirm()
        app.step()
    modal._finish()
    app.step()
    t = scene.table
    assert t.done[-1].reveal and t.done[-1].action == {"action": "bid", "amount": 100}
    done, state = len(t.done), t.state_hash()
    if scene.cover is not None:
        scene.cover._ready()
    post(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0)
    post(pygame.KEYUP, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0)
    app.step()
    # Player 2 won at 500 yen: nobody may now take a bid back and bid again knowing the others'.
    assert len(t.done) == done and t.state_hash() == state and t.money(Z.money(1)) == 1500
    assert "Cannot undo" in scene.toasts.items[-1].text
    assert not app.errors


def test_end_screen_shows_the_scores(app: App) -> None:
    scene = open_game(app, players=2)
    SCENES["end"](scene)
    app.step()
    assert scene.game.is_over(scene.table)
    assert any(isinstance(m, EndScreen) for m in scene.modals)


@pytest.mark.parametrize("players", [2, 5])
def test_screenshot_scenes_render_without_errors(tmp_path, players: int) -> None:
    from tsukiji_table.ui.screenshot import take

    for name in ("setup", "turn", "auction", "end"):
        path = take("tsukiji", tmp_path / f"{name}.png", players=players, seed=2, scene_name=name)
        assert path.stat().st_size > 10_000


def test_input_storm_on_the_tsukiji_table_raises_nothing_and_conserves_every_piece(app: App) -> None:
    """Random clicks, drags, wheels and keys over a refereed game in every mode (free mode moves by hand)."""
    import random

    from tsukiji_table.games.base import component_counts

    rng = random.Random(6)
    for mode in ("assisted", "free", "strict"):
        scene = open_game(app, players=rng.choice([2, 4, 6]), mode=mode, markets="random")
        counts = component_counts(scene.table)
        held: list[int] = []
        w, h = app.screen.get_size()
        for n in range(2500):
            pos = (rng.randrange(w), rng.randrange(h))
            r = rng.random()
            if r < 0.4:
                event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(3, 3), buttons=(1 if held else 0, 0, 0))
            elif r < 0.6:
                held.append(1)
                event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 3]))
            elif r < 0.8:
                if held:
                    held.pop()
                event = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
            elif r < 0.88:
                event = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False, precise_x=0.0, precise_y=1.0)
            else:
                key = rng.choice([pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_f, pygame.K_z, pygame.K_1, pygame.K_HOME])
                event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
            pygame.event.post(event)
            if n % 20 == 0:
                app.step()
        app.step()
        app.running = True
        assert component_counts(scene.table) == counts
    assert app.errors == []


def test_bots_bid_in_the_secret_input_in_yen_and_only_the_person_is_asked(app: App) -> None:
    opts = ["markets=king_crab,eel,fugu,salmon,rental,trade", "first=0"]
    scene = app.open_session(make_session("tsukiji", 3, 1, opts, bots="human,heuristic,random"), cover_first=False)
    scene.bots.fast = True
    app.step()
    SCENES["auction"](scene)
    for _ in range(5):
        app.step()
    t = scene.table
    assert t.vars["phase"] == "bid"
    before = len(t.done)
    purses = {s: t.money(Z.money(s)) for s in range(3)}
    from tsukiji_table.games.selfplay import make_bot

    meant = make_bot(scene.game, "heuristic", 1, t.seed).act(scene.game, t, 1)  # what seat 1's bot decides here
    assert meant["action"] == "bid"
    modal = next(m for m in scene.modals if isinstance(m, SecretInput))
    assert modal.seats[modal.k] == 0 and scene.cover is None  # the bots answered without a dialog
    modal.entry.value = 2  # 200 yen
    modal._confirm()
    app.step()
    assert len(t.done) == before  # nothing is played before the reveal
    modal._finish()
    for _ in range(5):
        app.step()
    assert t.vars["phase"] != "bid"
    bids = {tx.seat: tx.action["amount"] for tx in t.done[before:] if tx.action and tx.action["action"] == "bid"}
    assert bids[0] == 200 and set(bids) == {0, 1, 2}
    for seat in (1, 2):  # in yen, whole hundreds, within the purse: not hundredfold
        assert bids[seat] % 100 == 0 and 0 <= bids[seat] <= purses[seat]
    assert bids[1] == meant["amount"]  # the bot's yen, not its yen read as hundreds
    assert not app.errors, app.errors[:1]


def test_in_free_mode_the_table_can_be_scored_as_it_stands(app: App) -> None:
    from tsukiji_table.ui.games.tsukiji.endscreen import BreakdownEnd

    from ..ui.conftest import click

    scene = open_game(app, mode="free")
    before = scene.table.state_hash()
    more = next(b for b in scene.hud.side if b.label == "tk.more")
    click(app, more.rect.center)
    label, _ = scene.menu.entries[0]
    assert label == "Score the table as it stands"
    click(app, (scene.menu.rect.x + 20, scene.menu.rect.y + 4 + scene.menu.ROW // 2))
    shown = scene.modals[-1]
    assert isinstance(shown, BreakdownEnd) and shown.title == "If the game ended now"
    assert shown.values == scene.game.projected_score(scene.table)["scores"]
    assert scene.table.state_hash() == before and not scene.game.is_over(scene.table)
    app.step()
    assert app.errors == []


def test_the_market_and_choices_menus_open_beside_their_own_buttons(app: App) -> None:
    # Two people and a bot: "Pass on" and the bots' pace button come first, so the game's buttons sit lower.
    opts = ["markets=eel,fugu,salmon,tuna,rental,trade", "first=0"]
    scene = app.open_session(make_session("tsukiji", None, 1, opts, bots="human,human,heuristic"), cover_first=False)
    app.step()
    side = {b.label: b.rect for b in scene.hud.side if isinstance(b.label, str)}
    assert "hud.pass" in side and len(scene.hud.side) == 10
    for label, open_menu in (("tk.market", scene.plugin._market_menu), ("tk.more", scene.plugin._choices_menu)):
        open_menu()
        assert scene.menu is not None and scene.menu.rect.topleft == (side[label].x - 230, side[label].y), label
        scene.menus.close()


def test_outside_free_mode_there_is_no_projection(app: App) -> None:
    scene = open_game(app, mode="assisted")
    assert all(label != i18n.tr("tk.score_now") for label, _ in scene.plugin._choices())


def test_the_mode_chosen_in_the_window_is_kept_by_the_referee_and_undone_with_it(app: App) -> None:
    scene = open_game(app, mode="assisted")
    t = scene.table
    assert t.vars["mode"] == "assisted"  # the set-up writes the mode the game was started in
    scene.session.options["mode"] = "strict"  # what the pause menu does
    app.step()
    assert scene.game.mode(t) == "strict" and t.done[-1].action == {"action": "set_mode", "mode": "strict"}
    t.undo()
    app.step()
    assert scene.mode == "assisted" and scene.game.mode(t) == "assisted"
    assert app.errors == []


def test_the_expansions_pieces_drag_like_the_base_games(app: App) -> None:
    """Kinds are read from the data, not their names: an aji license is bought, a swordfish barrel caught, by dragging."""
    scene = open_game(app, players=2, markets="eel,swordfish,horse_mackerel,rental,trade", expansion="on")
    t = scene.table
    zoom_on(scene, app, Z.market("horse_mackerel", "licenses"), steps=4)
    lic = t.zones[Z.market("horse_mackerel", "licenses")].ids[-1]
    assert t.pieces[lic].kind.startswith("expansion_license.")
    drag(app, at(scene, lic), centre(scene, Z.licenses(0)))
    assert t.pieces[lic].zone == Z.licenses(0) and t.done[-1].action["action"] == "buy_license"
    # A swordfish license and a boat at sea: the barrel dragged onto the boat is caught.
    with t.begin("arrange") as tx:
        tx.move(t.zones[Z.market("swordfish", "licenses")].ids[-1:], Z.licenses(0))
    scene.changed()
    while t.vars.get("visit"):
        scene.play({"action": "leave"}, seat=0)
    boat = t.zones[Z.berth(0, 1)].ids[0]
    scene.play({"action": "fish"}, seat=0)
    scene.play({"action": "depart", "boat": boat}, seat=0)
    app.step()
    barrel = t.zones[Z.market("swordfish", "barrels")].ids[-1]
    s = sprite_of(scene, boat)  # the board and the sea lie apart: the drop as the window reads it
    drop = Drop(0, [barrel], [barrel], Z.market("swordfish", "barrels"), Z.sea(0), (s.x, s.y))
    assert scene.plugin.action_for_drop(drop, scene.game.legal_actions(t, 0)) == {"action": "catch", "boat": boat, "species": "swordfish"}
    assert not app.errors


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_boards_printed_rules_are_words_in_both_languages(app: App, lang: str) -> None:
    """The loupe and a close view print each board's entry costs: the expansion's barrel entries too, never a catalogue id."""
    import re

    from tsukiji_table.ui.games.tsukiji import words

    scene = open_game(app, players=4, expansion="on")
    i18n.set_language(lang)
    markets = scene.game.ctx.data.markets
    assert len(markets) == 30
    for mid in markets:
        lines = words.board_rules(scene.plugin.services, mid)
        assert len(lines) >= 2, mid
        for line in lines:
            assert not re.search(r"\btk\.|[a-z]+_[a-z]+", line), (mid, line)
            if lang == "ja":
                assert not re.search(r"[A-Za-z]{3,}", line), (mid, line)  # only "AP" may stay in letters
    i18n.set_language("en")
    assert words.board_rules(scene.plugin.services, "clams_oysters")[1] == "1 Clams & Oysters barrel on sale"


def test_a_buyer_token_assigned_shows_on_the_harbor_it_will_buy_from_in_its_owners_colour(app: App) -> None:
    scene = open_game(app, players=3, markets="eel,fugu,influence,rental,trade", expansion="on")
    t, game = scene.table, scene.game
    seat = game.to_move(t)[0]

    def play(name: str, **match: object) -> None:
        action = next(a for a in game.legal_actions(t, seat) if a["action"] == name and all(a.get(k) == v for k, v in match.items()))
        scene.play(action, seat=seat)

    play("enter", market="influence")
    play("buy_buyer")
    token = next(p for p in t.zones[Z.licenses(seat)].ids if t.pieces[p].kind == game.ctx.markets["influence"].buyer_kind)
    target = (seat + 1) % 3
    play("leave")
    drop = Drop(seat, [token], [token], Z.licenses(seat), Z.supply(target), (0.0, 0.0))  # dragged to the other seat's area
    assert scene.plugin.action_for_drop(drop, game.legal_actions(t, seat)) == {"action": "assign_buyer", "token": token, "seat": target}
    play("assign_buyer", token=token, seat=target)
    assert scene.plugin.painter.buyer_chips() == [(target, seat, f"Player {seat + 1}'s buyer token")]
    scene.cover = None
    scene.fit()
    app.step()
    box = scene.layout.boxes[Z.harbor_board(target)].board
    x, y = scene.camera.to_screen(box.rect[0] + box.rect[2], box.rect[1])
    colour = tuple(app.screen.get_at((round(x) - 8, round(y) + 6)))[:3]
    assert colour in (scene.plugin.services.seat_colour(seat)[:3], theme.HIGHLIGHT)
    i18n.set_language("ja")
    assert scene.plugin.painter.buyer_chips()[0][2] == f"{scene.plugin.services.seat_name(seat)}のバイヤートークン"
    assert not app.errors


def test_the_blue_boat_is_drawn_blue_beside_the_orange_boats(app: App) -> None:
    scene = open_game(app, players=2, expansion="on", blue_boat="on")
    catalog = scene.plugin.services.catalog
    r, g, b = catalog.look("expansion_boat.blue4").colour[:3]
    assert b > r + 60  # blue, as printed; the base boats are orange
    r, g, b = catalog.look("boat.slot4").colour[:3]
    assert r > b
