"""Pass-and-play privacy: the cover comes first, others' private zones show backs, secret input."""

from __future__ import annotations

import pygame
import pytest

from tsukiji_table.table import Visibility
from tsukiji_table.ui.launch import make_session

from .conftest import click, key, open_table, post


def _deal(scene, seat: int, n: int = 3) -> list[str]:
    deck = scene.table.zones["supply.goods_card"].ids[-n:]
    with scene.table.begin("deal", None) as tx:
        tx.move(deck, f"p{seat}.hand")
    scene.changed()
    return deck


def test_private_zone_of_seat_2_renders_as_backs_for_seat_1(app):
    scene = open_table(app, "sandbox:turin", 3)
    dealt = _deal(scene, 1)
    app.step()
    assert scene.viewer == 0
    drawn = [i for i in scene.renderer.items if i.zone == "p1.hand" and i.what == "piece"]
    assert len(drawn) == 3
    assert all(i.hidden for i in drawn)
    assert all(i.kind == "goods_card.back" for i in drawn)
    assert not {i.handle for i in scene.renderer.items} & set(dealt)  # not even the ids reach the screen


def test_own_private_zone_renders_faces(app):
    scene = open_table(app, "sandbox:turin", 3)
    dealt = _deal(scene, 0)
    app.step()
    drawn = [i for i in scene.renderer.items if i.zone == "p0.hand" and i.what == "piece"]
    assert {i.handle for i in drawn} == set(dealt)
    assert not any(i.hidden for i in drawn)


def test_handoff_cover_is_drawn_before_any_private_zone_of_the_next_seat(app):
    scene = open_table(app, "sandbox:turin", 3)
    _deal(scene, 0)
    _deal(scene, 1)
    app.step()
    start = app.frame
    key(app, pygame.K_TAB)  # pass the screen on
    for _ in range(5):
        app.step()
    click(app, scene.screen_rect.center)  # the next player is ready
    for _ in range(3):
        app.step()
    frames = [f for f in scene.frame_log if f.frame >= start]
    first_seat1 = next(k for k, f in enumerate(frames) if 1 in f.faces_of)
    assert frames[first_seat1].viewer == 1
    # Every frame between the hand-off and seat 1's secrets showed only the cover ...
    before = frames[:first_seat1]
    assert before and before[-1].cover
    assert all(f.cover or f.viewer == 0 for f in before)
    # ... and no frame ever showed seat 0's secrets once the cover went up.
    cover_at = next(k for k, f in enumerate(frames) if f.cover)
    assert all(0 not in f.faces_of for f in frames[cover_at:])


def test_cover_needs_its_own_click(app):
    scene = open_table(app, "sandbox:turin", 2)
    scene.request_viewer(1)
    post(pygame.MOUSEBUTTONUP, pos=(10, 100), button=1)  # the release of the click that asked for it
    app.step()
    assert scene.cover is not None and scene.viewer == 0
    click(app, (10, 100))
    assert scene.cover is None and scene.viewer == 1


def test_hidden_money_is_a_closed_purse_for_others(app):
    scene = open_table(app, "sandbox:turin", 3, options={"money": "hidden"})
    with scene.table.begin("pay", None) as tx:
        tx.pay("bank", "p1.money", 15)
        tx.pay("bank", "p0.money", 15)
    scene.changed()
    app.step()
    theirs = [i for i in scene.renderer.items if i.zone == "p1.money" and i.what in ("coin", "purse")]
    mine = [i for i in scene.renderer.items if i.zone == "p0.money" and i.what in ("coin", "purse")]
    assert [i.what for i in theirs] == ["purse"]
    assert mine and all(i.what == "coin" for i in mine)
    assert scene.table.zones["p1.money"].visibility is Visibility.OWNER


def test_secret_bids_are_collected_one_seat_at_a_time_and_revealed_together(app):
    scene = open_table(app, "sandbox:turin", 3)
    results = {}
    scene.secret_number([0, 1, 2], 0, 50, results.update)
    typed = {0: "12", 1: "7", 2: "30"}
    for seat in range(3):
        assert scene.cover is not None, "each seat enters its bid behind a hand-off"
        click(app, scene.screen_rect.center)
        assert scene.viewer == seat and scene.cover is None
        post(pygame.TEXTINPUT, text=typed[seat])
        app.step()
        assert not results
        key(app, pygame.K_RETURN)
    modal = scene.modals[-1]
    assert modal.phase == "reveal" and not results
    for _ in range(90):
        app.step()
    key(app, pygame.K_RETURN)
    assert results == {0: 12, 1: 7, 2: 30}


def test_secret_card_choice(app):
    scene = open_table(app, "sandbox:turin", 2)
    mine = _deal(scene, 0, 2)
    theirs = _deal(scene, 1, 2)
    results = {}
    scene.secret_card([0, 1], results.update)
    for _seat, cards in ((0, mine), (1, theirs)):
        click(app, scene.screen_rect.center)
        app.step()
        modal = scene.modals[-1]
        assert {h for _, h, _ in modal.card_rects} == set(cards)  # only one's own hand is offered
        click(app, modal.card_rects[-1][0].center)
        key(app, pygame.K_RETURN)
    for _ in range(90):
        app.step()
    key(app, pygame.K_RETURN)
    assert results == {0: mine[-1], 1: theirs[-1]}


def test_secret_cards_laid_face_down_are_never_revealed_to_the_table(app):
    # reveal=False (G17's picks, G18's discards): on_done follows the last choice; no reveal shows the cards to all.
    scene = open_table(app, "sandbox:turin", 2)
    mine = _deal(scene, 0, 2)
    theirs = _deal(scene, 1, 2)
    results = {}
    scene.services.secret_card([0, 1], results.update, reveal=False)
    for cards in (mine, theirs):
        click(app, scene.screen_rect.center)
        app.step()
        modal = scene.modals[-1]
        click(app, next(rect for rect, handle, _ in modal.card_rects if handle == cards[0]).center)
        key(app, pygame.K_RETURN)
    assert results == {0: mine[0], 1: theirs[0]}
    assert modal.done and modal.phase != "reveal" and not scene.dialogs.showing() and not scene.dialogs.public


def test_secret_number_limits_and_titles_can_differ_per_seat(app):
    scene = open_table(app, "sandbox:turin", 2)
    results = {}
    scene.secret_number([0, 1], 0, lambda s: (5, 9)[s], results.update, title=lambda s: f"purse of seat {s}")
    for seat in range(2):
        click(app, scene.screen_rect.center)
        modal = scene.modals[-1]
        assert modal.title(seat) == f"purse of seat {seat}"
        post(pygame.TEXTINPUT, text="99")
        app.step()
        key(app, pygame.K_RETURN)
    for _ in range(90):
        app.step()
    key(app, pygame.K_RETURN)
    assert results == {0: 5, 1: 9}


@pytest.mark.parametrize("first", [1, 3])
def test_first_handoff_goes_to_the_start_player_and_pass_on_follows_from_there(app, first):
    session = make_session("tsukiji", 4, 3, [f"first={first}"])
    scene = app.open_session(session, cover_first=True)
    app.step()
    to_move = scene.game.to_move(scene.table)
    assert to_move == [first]
    assert scene.cover is not None and scene.cover.seat == first, "the first cover names the start player"
    click(app, scene.screen_rect.center)
    assert scene.viewer == first
    key(app, pygame.K_TAB)
    assert scene.cover is not None and scene.cover.seat == (first + 1) % 4


def test_a_screen_is_not_asked_to_open_a_new_secret_step_while_the_last_ones_answers_are_played(app):
    # G19/G20: a tie's re-bid opened between two played bids would ask the one seat left alone and show its old bid.
    scene = open_table(app, "sandbox:turin", 2)
    services = scene.services
    seen_while_playing = []

    def play_answers(answers):
        for _seat in sorted(answers):
            seen_while_playing.append(services.showing())

    services.secret_number([0, 1], 0, 9, play_answers, reveal=False)
    for typed in ("3", "4"):
        click(app, scene.screen_rect.center)
        post(pygame.TEXTINPUT, text=typed)
        app.step()
        key(app, pygame.K_RETURN)
    assert seen_while_playing == [True, True]
    assert not services.showing()  # and after the last answer, a new step may be asked
