"""Turin Market's screen: the table's layout, what is drawn for whom, drags and clicks, the screenshot scenes."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tsukiji_table.ui import i18n
from tsukiji_table.ui.app import App
from tsukiji_table.ui.games.turin import TurinScreen
from tsukiji_table.ui.games.turin_end import TurinEndScreen
from tsukiji_table.ui.launch import make_session
from tsukiji_table.ui.overlays import NumberDialog, SecretInput
from tsukiji_table.ui.screenshot import take

from ..ui.conftest import click, drag, key, post


@pytest.fixture
def app() -> Iterator[App]:
    i18n.set_language("en")
    a = App((1600, 900))
    yield a
    pygame.display.quit()


def _open(app: App, players: int, seed: int = 5, viewer: int = 0, **options: str):
    session = make_session("turin", players, seed, [f"{k}={v}" for k, v in options.items()])
    scene = app.open_session(session, cover_first=False)
    scene.plugin.flow.paused = True  # these tests act for the players themselves
    scene.viewer = viewer
    app.step()
    return scene


def _drawn(scene, zone: str) -> list:
    return [i for i in scene.renderer.items if i.zone == zone and i.what in ("piece", "coin", "purse")]


def _overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("size", [(1600, 900), (1920, 1080)])
def test_every_zone_has_its_place_and_none_overlap(app, players, size):
    app.screen = pygame.display.set_mode(size)
    scene = _open(app, players)
    scene.resize(size)
    scene.fit()
    boxes = scene.layout.zones
    assert not [b.id for b in boxes if b.auto], "a zone without a rect is drawn in the spare row"
    assert scene.camera.zoom >= 1.0, "cards at least one pixel per millimetre"
    for k, a in enumerate(boxes):
        for b in boxes[:k]:
            assert not _overlap(a.rect, b.rect), f"{a.id} overlaps {b.id}"
    # Inside the window, clear of the side buttons and the log.
    x0, y0 = scene.camera.to_screen(*scene.layout.bounds[:2])
    x1, y1 = scene.camera.to_screen(scene.layout.bounds[0] + scene.layout.bounds[2], scene.layout.bounds[1] + scene.layout.bounds[3])
    table = scene.table_rect()
    assert table.left <= x0 and x1 <= table.right and table.top <= y0 and y1 <= table.bottom - 130


def test_scratch_zones_show_only_while_they_matter(app):
    scene = _open(app, 3)
    shown = set(scene.layout.boxes)
    assert {"p0.hand", "p0.won", "p0.money", "p0.chips", "lot", "bank", "lists", "loans"} <= shown
    assert not {"p0.bid", "p0.rebid", "p0.loan", "p0.debt", "p0.goose", "p0.choice", "deck", "pot", "sale.c01"} & shown
    scene.play({"action": "choose_card", "card": scene.table.zones["p0.hand"].ids[0]}, seat=0)
    app.step()
    assert "p0.choice" in scene.layout.boxes and "p1.choice" not in scene.layout.boxes  # a card lies face down there
    for seat in (1, 2):
        scene.play({"action": "choose_card", "card": scene.table.zones[f"p{seat}.hand"].ids[0]}, seat=seat)
    app.step()
    assert "p0.bid" in scene.layout.boxes and "p0.choice" not in scene.layout.boxes
    scene.play({"action": "take_loan"}, seat=1)
    app.step()
    assert "p1.loan" in scene.layout.boxes and "p0.loan" not in scene.layout.boxes


def test_a_chosen_card_and_a_sealed_bid_are_drawn_closed_for_the_others(app):
    scene = _open(app, 3)
    card = scene.table.zones["p0.hand"].ids[0]
    scene.play({"action": "choose_card", "card": card}, seat=0)
    scene.viewer = 1
    scene.renderer.invalidate()
    app.step()
    drawn = _drawn(scene, "p0.choice")
    assert drawn and all(i.hidden and i.handle.startswith("?") for i in drawn)
    assert card not in {i.handle for i in scene.renderer.items}
    for seat in (1, 2):
        scene.play({"action": "choose_card", "card": scene.table.zones[f"p{seat}.hand"].ids[0]}, seat=seat)
    scene.play({"action": "bid", "amount": 5}, seat=0)
    for viewer in (1, 2):
        scene.viewer = viewer
        scene.renderer.invalidate()
        app.step()
        assert [i.what for i in _drawn(scene, "p0.bid")] == ["purse"]  # a closed fist ...
        assert scene.layout.boxes["p0.bid"].money is None
        assert scene.layout.boxes["p0.money"].money == 15  # ... and the purse untouched until the reveal
        assert "secret.0.bid" not in scene.view.vars
        assert scene.hud.log_lines()[-1] == "Player 1 made a sealed bid"
    scene.viewer = 0
    scene.renderer.invalidate()
    app.step()
    assert scene.view.vars["secret.0.bid"] == 5  # the bidder knows their own


def test_the_bid_input_shows_the_lot_and_one_seat_only(app):
    scene = _open(app, 4, viewer=0)
    scene.plugin.flow.paused = False
    app.step()  # the flow asks for the sealed bids: the first player to the screen
    assert scene.cover is not None
    click(app, scene.screen_rect.center)
    modal = scene.modals[-1]
    assert isinstance(modal, SecretInput) and modal.phase == "input"
    seat = modal.seats[0]
    assert scene.viewer == seat
    assert modal.show(seat) == scene.table.zones["lot"].ids  # the centre lot, face up
    assert modal.entry.hi == 15 + 10  # the purse and the loan it may take
    assert "you have 15" in modal.title(seat)
    post(pygame.TEXTINPUT, text="20")
    app.step()
    key(app, pygame.K_RETURN)
    assert scene.cover is not None and scene.table.money(f"p{seat}.money") == 15  # nothing played before the reveal


def test_picking_by_clicking_cards_in_the_lot(app):
    scene = _open(app, 3)
    for seat in range(3):
        scene.play({"action": "choose_card", "card": scene.table.zones[f"p{seat}.hand"].ids[0]}, seat=seat)
    for seat, amount in enumerate((4, 2, 1)):
        scene.play({"action": "bid", "amount": amount}, seat=seat)
    scene.viewer = 0
    app.step()
    first, second = [s for s in scene.layout.by_zone["lot"] if not s.under][:2]
    click(app, scene.camera.to_screen(first.x, first.y))
    assert scene.plugin.picked == [first.handle] and scene.table.vars["phase"] == "pick"
    click(app, scene.camera.to_screen(second.x, second.y))
    assert set(scene.table.zones["p0.won"].ids) >= {first.handle, second.handle}
    assert scene.table.done[-1].action == {"action": "pick", "cards": [first.handle, second.handle]}


def test_offer_by_dragging_a_card_forward_and_typing_the_price(app):
    scene = _open(app, 3)
    for seat in range(3):
        scene.play({"action": "choose_card", "card": scene.table.zones[f"p{seat}.hand"].ids[0]}, seat=seat)
    for seat, amount in enumerate((4, 2, 1)):
        scene.play({"action": "bid", "amount": amount}, seat=seat)
    lot = scene.table.zones["lot"].ids
    scene.play({"action": "pick", "cards": lot[:2]}, seat=0)
    assert scene.table.vars["phase"] == "sell"
    scene.viewer = 0
    app.step()
    card = next(s for s in scene.layout.by_zone["p0.won"] if not s.under)
    target = scene.layout.boxes["lot"].room
    drag(app, scene.camera.to_screen(card.x, card.y - 20), scene.camera.to_screen(target[0] + target[2] / 2, target[1] + target[3] / 2))
    assert isinstance(scene.modals[-1], NumberDialog)
    post(pygame.TEXTINPUT, text="3")
    app.step()
    key(app, pygame.K_RETURN)
    assert scene.table.money(f"sale.{card.handle}") == 3
    app.step()
    assert f"sale.{card.handle}" in scene.layout.boxes  # the money lies on the card
    assert scene.hud.log_lines()[-1].startswith("Player 1 offers the ")
    # Another player at the screen buys it by clicking it.
    scene.viewer = 1
    scene.renderer.invalidate()
    app.step()
    sprite = next(s for s in scene.layout.sprites if s.handle == card.handle)
    click(app, scene.camera.to_screen(sprite.x, sprite.y - 25))
    choice = scene.modals[-1]
    click(app, choice.choices[0].rect.center)
    assert card.handle in scene.table.zones["p1.won"].ids


def test_the_loan_button_asks_then_lends(app):
    scene = _open(app, 2)
    button = next(b for b in scene.hud.side if b.label == "turin.btn.loan")
    click(app, button.rect.center)
    key(app, pygame.K_RETURN)  # yes
    assert scene.table.money("p0.money") == 25 and scene.table.zones["p0.loan"].ids
    app.step()
    assert not button.enabled  # once per game


def test_the_end_screen_matches_the_referee(app):
    scene = _open(app, 4)
    from tsukiji_table.ui.games.turin_scenes import end

    end(scene)
    app.step()
    screen = next(m for m in scene.modals if isinstance(m, TurinEndScreen))
    score = scene.game.score(scene.table)
    assert screen.score == score
    for s, seat in enumerate(score["seats"]):
        # The line under each name adds up: money before, goods, the loan.
        assert seat["start"] + seat["goods_total"] - (seat["owed"] - seat["loan_cash"]) == score["games"][-1][s]


def test_the_screen_is_found_for_turin():
    from tsukiji_table.ui.plugin import screen_class

    assert screen_class("turin") is TurinScreen


@pytest.mark.parametrize("scene_name", ["lot", "bid", "reveal", "tie", "sale", "end"])
def test_screenshot_scenes(tmp_path, scene_name):
    size = (960, 600)
    out = take("turin", tmp_path / f"{scene_name}.png", players=3, seed=4, size=size, scene_name=scene_name, lang="ja")
    pygame.display.init()
    img = pygame.image.load(str(out))
    assert img.get_size() == size
    small = pygame.transform.scale(img, (48, 30))
    colours = {small.get_at((x, y))[:3] for x in range(48) for y in range(30)}
    assert len(colours) > 12, "the picture is (nearly) uniform"


def test_the_mode_from_the_pause_menu_reaches_the_referee_and_undo_brings_it_back(app):
    scene = _open(app, 2)
    scene.session.options["mode"] = "free"  # what the pause menu's mode button does
    app.step()
    assert scene.game.mode(scene.table) == "free" and scene.table.done[-1].action == {"action": "set_mode", "mode": "free"}
    assert scene.plugin.free and "Free play" in " ".join(scene.plugin.panel_lines())
    scene.undo()
    app.step()
    assert scene.mode == "assisted" == scene.game.mode(scene.table)
    app.step()
    assert scene.table.done[-1].action != {"action": "set_mode", "mode": "free"}  # not played again


def test_log_lines_say_who_took_what_even_when_nobody_chose(app):
    scene = _open(app, 3)
    for seat in range(3):
        scene.play({"action": "choose_card", "card": scene.table.zones[f"p{seat}.hand"].ids[0]}, seat=seat)
    for seat, amount in enumerate((4, 2, 1)):
        scene.play({"action": "bid", "amount": amount}, seat=seat)
    lot = scene.table.zones["lot"].ids
    last = [c for c in lot if c not in lot[:2]][0]
    scene.play({"action": "pick", "cards": lot[:2]}, seat=0)
    lines = scene.hud.log_lines()  # each thing that happened on its own line
    assert lines[-2].startswith("Player 1 took the ") and lines[-1].startswith("Player 2 took the ")  # the second place's forced pick
    assert scene.plugin.data and last in scene.table.zones["p1.won"].ids


def test_behind_a_reveal_everyone_watches_the_table_shows_no_hand(app):
    scene = _open(app, 3)
    scene.plugin.flow.paused = False
    for seat in range(3):
        scene.play({"action": "choose_card", "card": scene.table.zones[f"p{seat}.hand"].ids[0]}, seat=seat)
    flow = scene.plugin.flow
    flow.batch([(seat, {"action": "bid", "amount": amount}) for seat, amount in enumerate((4, 2, 1))])
    scene.cover = None
    scene.viewer = 2
    app.step()  # the result goes up
    assert type(flow.current).__name__ == "ResultDialog"
    hand = _drawn(scene, "p2.hand")
    assert hand and all(i.hidden for i in hand)
    assert scene.frame_log[-1].faces_of == frozenset()
    key(app, pygame.K_RETURN)  # closed: the seat at the screen sees its hand again (or the next player is asked for)
    app.step()
    if scene.cover is None:
        assert not any(i.hidden for i in _drawn(scene, f"p{scene.viewer}.hand"))


def test_a_card_on_sale_can_be_bought_from_inside_the_sealed_bid(app):
    """Buying is open at any time: the seat at the bid dialog buys, and its limit drops by the price."""
    scene = _open(app, 3)
    game, table = scene.game, scene.table
    for seat in range(3):
        scene.play({"action": "choose_card", "card": table.zones[f"p{seat}.hand"].ids[0]}, seat=seat)
    for seat, amount in enumerate((4, 2, 1)):
        scene.play({"action": "bid", "amount": amount}, seat=seat)
    offered = None
    while table.vars["phase"] not in ("choose", "bid"):
        seat = game.to_move(table)[0]
        legal = list(game.legal_actions(table, seat))
        offer = next((a for a in legal if a["action"] == "offer"), None)
        if offered is None and offer is not None:
            offered, seller = offer["card"], seat
            scene.play({**offer, "price": 3}, seat=seat)
        else:
            scene.play(next(a for a in legal if a["action"] in ("pick", "pass")), seat=seat)
    for seat in range(3):  # round 2's card choice
        scene.play({"action": "choose_card", "card": table.zones[f"p{seat}.hand"].ids[0]}, seat=seat)
    assert offered is not None and table.vars["phase"] == "bid"
    scene.plugin.flow.queue.clear()  # round 1's results, seen already
    scene.plugin.flow.paused = False
    app.step()
    click(app, scene.screen_rect.center)  # past the cover
    modal = scene.modals[-1]
    assert isinstance(modal, SecretInput) and modal.phase == "input"
    while modal.seats[modal.k] == seller:  # the seller cannot buy its own card: on to the next seat
        assert not modal.extra_buttons[0].enabled
        key(app, pygame.K_RETURN)
        click(app, scene.screen_rect.center)
    buyer = modal.seats[modal.k]
    money, hi = table.money(f"p{buyer}.money"), modal.entry.hi
    button = modal.extra_buttons[0]
    assert button.label == "turin.btn.buy" and button.enabled
    click(app, button.rect.center)
    ask = scene.modals[-1]
    # Behind the cover nobody else is asked to join as a simultaneous buyer: the buy and Cancel only.
    assert ask is not modal and len(ask.buttons) == 2 and ask.choices == ask.buttons[:1]
    click(app, ask.choices[0].rect.center)
    app.step()
    assert offered in table.zones[f"p{buyer}.won"].ids and table.money(f"p{buyer}.money") == money - 3
    assert scene.modals[-1] is modal and modal.phase == "input" and scene.viewer == buyer
    assert modal.entry.hi == hi - 3, "the bid's limit follows the purse"
    assert not button.enabled, "the one card on sale is gone"
    app.step()
    assert not button.visible, "nothing left to buy: the button is gone from the dialog"


def test_the_result_of_an_auction_names_its_round_though_the_next_has_begun(app):
    scene = _open(app, 3)
    for seat in range(3):
        scene.play({"action": "choose_card", "card": scene.table.zones[f"p{seat}.hand"].ids[0]}, seat=seat)
    for seat in range(3):
        scene.play({"action": "bid", "amount": 0}, seat=seat)  # nobody takes a card, nobody sells: round 2 begins at once
    assert scene.table.vars["round"] == 2
    results = [m for m in (make() for make in scene.plugin.flow.queue) if type(m).__name__ == "ResultDialog"]
    assert [m.title for m in results] == ["Round 1: who gets what"]
