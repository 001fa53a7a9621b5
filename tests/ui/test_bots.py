"""Computer players at the table: one person against bots through the real window.

The person's inputs are posted events answered by :class:`OnlyThePerson`,
which fails if the window ever asks it anything for a bot's seat; the bots'
moves come from the window's own bot driver.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tsukiji_table.cli import main
from tsukiji_table.games.selfplay import make_bot
from tsukiji_table.games.session import Session
from tsukiji_table.ui.bots import BOT_DELAY_S
from tsukiji_table.ui.games.turin_end import TurinEndScreen
from tsukiji_table.ui.launch import make_session
from tsukiji_table.ui.overlays import SecretInput
from tsukiji_table.ui.scenes.menu import MenuScene
from tsukiji_table.ui.scenes.table import TableScene
from tsukiji_table.ui.widgets import Button

from ..turin.ui_driver import Player, Policy
from .conftest import click, key, menu_entry

PERSON = 0


class OnlyThePerson(Player):
    """Answers the window as seat 0 would; any cover, or a question meant for a bot's seat, fails the test."""

    def act(self) -> None:
        s = self.scene
        assert s.cover is None, f"a hand-off cover (to {s.cover.name}) at a table with one person"
        assert s.viewer == PERSON, f"the screen went to seat {s.viewer}"
        super().act()

    def _answer(self, modal: Any) -> None:
        if isinstance(modal, SecretInput) and modal.phase == "input":
            assert modal.seats[modal.k] == PERSON, f"seat {modal.seats[modal.k]} (a bot) was asked in the secret input"
        super()._answer(modal)


def _open(app, bots: str, seed: int, fast: bool = True) -> TableScene:
    scene = app.open_session(make_session("turin", None, seed, bots=bots))
    scene.bots.fast = fast
    return scene


def _policy() -> Policy:
    return Policy(lambda seat, rnd, money, rebid: min(money, 3), offer=lambda seat, rnd: 4, buy=lambda seat, card: True)


@pytest.mark.parametrize("seed", [8, 1])
def test_one_person_plays_turin_against_three_bots_to_the_end_screen(app, seed):
    scene = _open(app, "human,heuristic,heuristic,random", seed)
    person = OnlyThePerson(app, _policy())
    person.play(lambda: isinstance(person.top(), TurinEndScreen), limit=3000)
    person.act()  # the end screen is drawn

    t = scene.table
    assert scene.game.is_over(t)
    by_bots = {tx.action["action"] for tx in t.done if tx.seat in (1, 2, 3) and tx.action is not None}
    assert {"bid", "choose_card", "pick", "offer", "buy", "take_loan"} <= by_bots
    assert any(tx.seat == PERSON and (tx.action or {}).get("action") == "bid" for tx in t.done)
    assert not any(r.cover for r in scene.frame_log), "a hand-off cover was shown"
    assert {r.viewer for r in scene.frame_log} == {PERSON}
    assert "HandoffCover" not in person.seen and "SecretInput" in person.seen
    assert not person.leaks, person.leaks[:3]
    assert not app.errors, app.errors[:1]


def test_with_two_people_and_two_bots_the_cover_goes_up_only_between_the_people(app):
    scene = _open(app, "human,heuristic,human,random", seed=5)
    person = Player(app, _policy())  # answers whoever the window asks: it must only ever be seat 0 or 2
    person.play(lambda: isinstance(person.top(), TurinEndScreen), limit=3000)
    frames = scene.frame_log
    assert {r.viewer for r in frames} == {0, 2}
    assert any(r.cover for r in frames)
    for before, after in zip(frames, frames[1:]):
        assert before.cover or after.cover or before.viewer == after.viewer, f"frame {after.frame}: no cover between people"
    assert not person.leaks and not app.errors


def test_a_bots_secret_card_and_sealed_bid_are_held_unseen_until_the_reveal(app, monkeypatch):
    scene = _open(app, "human,heuristic,random", seed=4)  # three players: a card choice, then the bids
    reveals: list[int] = []
    real = SecretInput._draw_reveal
    monkeypatch.setattr(SecretInput, "_draw_reveal", lambda self, surf, r: (reveals.append(app.frame), real(self, surf, r)))
    person = OnlyThePerson(app, _policy())
    t = scene.table
    for kind, zone in (("card", "choice"), ("number", "bid")):
        person.play(lambda: isinstance(person.top(), SecretInput) and person.top().phase == "input", limit=50)
        modal = person.top()
        assert modal.kind == kind
        bots = [s for s in modal.seats if s != PERSON]
        assert set(bots) <= set(modal.results), "the bots answer as the secret step opens"
        held = {s: modal.results[s] for s in bots}
        reveals.clear()
        for _ in range(20):  # the person takes their time: the bots have decided, and nothing of it shows
            person.step()
            assert not reveals
            for bot in bots:
                assert not t.zones[f"p{bot}.{zone}"].ids and not t.zones[f"p{bot}.{zone}"].coins
                shown = [i for i in scene.renderer.items if (i.zone == f"p{bot}.{zone}" or i.handle == held[bot]) and not i.hidden]
                assert not shown, shown
        person.act()  # the person's answer: then everything is revealed together
        person.play(lambda modal=modal: modal.done, limit=10)
        assert reveals, "the reveal shows every answer"
        if kind == "card":
            assert all(t.pieces[card].zone == "lot" for card in held.values())  # turned over together
        else:  # resolved (the result) or tied (the bids lie revealed for the re-bid)
            revealed = {p["seat"]: p["bid"] for p in t.vars["result"]} if "result" in t.vars else {s: t.money(f"p{s}.bid") for s in bots}
            assert all(revealed[bot] == amount for bot, amount in held.items()), (revealed, held)
    assert not person.leaks and not app.errors


def test_bots_wait_a_moment_before_each_move_space_skips_and_fast_plays_at_once(app):
    scene = _open(app, "human,heuristic,heuristic", seed=4, fast=False)
    person = OnlyThePerson(app, _policy())
    person.play(lambda: scene.bots.next_bot() is not None, limit=200)
    n = len(scene.table.done)
    steps = int(BOT_DELAY_S / 0.1)
    for _ in range(steps - 1):
        app.step(0.1)
    assert len(scene.table.done) == n, "a bot moved before its pause"
    app.step(0.1)
    app.step(0.1)
    assert len(scene.table.done) == n + 1
    person.play(lambda: scene.bots.next_bot() is not None, limit=200)
    n = len(scene.table.done)
    key(app, pygame.K_SPACE)  # play the waiting move now
    assert len(scene.table.done) == n + 1
    key(app, pygame.K_b)  # fast bots
    assert scene.bots.fast
    person.play(lambda: scene.bots.next_bot() is not None, limit=200)
    n = len(scene.table.done)
    app.step()
    assert len(scene.table.done) == n + 1
    assert not app.errors


def _advance_with_bots(session: Session, stop) -> None:  # type: ignore[no-untyped-def]
    """Every seat played by a heuristic bot, headless, until ``stop(table)``."""
    game, table = session.game, session.table
    bots = [make_bot(game, "heuristic", s, 99) for s in range(table.players)]
    for _ in range(500):
        if stop(table):
            return
        seat = game.to_move(table)[0]
        game.play(table, seat, bots[seat].act(game, table, seat))
    raise AssertionError("never reached")


def test_undo_goes_back_to_the_persons_decision_and_the_bots_wait_for_them(app):
    session = make_session("turin", None, 3, bots="human,heuristic,heuristic,heuristic")

    def person_and_bots_sell(t) -> bool:
        movers = session.game.to_move(t)
        return t.vars.get("phase") == "sell" and PERSON in movers and len(movers) >= 3

    _advance_with_bots(session, person_and_bots_sell)
    scene = app.open_session(session)
    scene.bots.fast = False
    app.step()
    assert scene.cover is None and not scene.modals
    before = len(scene.table.done)
    click(app, next(b for b in scene.hud.side if b.label == "turin.btn.pass").rect.center)  # the person's decision
    assert len(scene.table.done) == before + 1
    for _ in range(20):
        app.step(0.2)
        if len(scene.table.done) > before + 1:
            break
    assert len(scene.table.done) == before + 2, "a bot moved after the person"
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.table.done) == before, "undo takes back the bot's move and the person's pass"
    assert scene.toasts.items[-1].text.endswith("(and 1 bot moves)")
    for _ in range(10):  # the bots let the person decide again first
        app.step(0.2)
    assert len(scene.table.done) == before
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    assert len(scene.table.done) == before + 2, "redo brings back the pass and the bot move after it"
    assert not app.errors


def test_undo_never_reopens_sealed_bids_once_revealed(app):
    scene = _open(app, "human,random,heuristic,heuristic", seed=6, fast=False)
    setup = len(scene.table.done)
    person = OnlyThePerson(app, _policy())
    person.play(lambda: len(scene.table.done) > setup + 4 and scene.bots.next_bot() is not None, limit=300)
    key(app, pygame.K_SPACE)  # one bot move after the bids
    assert [(tx.action or {}).get("action") for tx in scene.table.done[setup : setup + 4]] == ["bid"] * 4
    done = len(scene.table.done)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.table.done) == done, "the bids were revealed: undo stops there"
    assert "Cannot undo" in scene.toasts.items[-1].text
    assert not any(isinstance(m, SecretInput) for m in scene.modals), "the bid box does not open again"
    assert not app.errors


# ------------------------------------------------------------------ seats


def _button(menu: MenuScene, text: str) -> Button:
    return menu_entry(menu, text)


def _kind_buttons(menu: MenuScene) -> list[Button]:
    names = {"Human", "Smart bot", "Random bot"}
    return [w for w in menu.widgets if isinstance(w, Button) and callable(w.label) and w.label() in names]


def test_the_menu_seats_bots_and_a_saved_game_keeps_them(app, tmp_path):
    app.open_menu()
    app.step()
    menu = app.scene
    click(app, _button(menu, "Turin Market (free table)").rect.center)
    assert not _kind_buttons(menu), "a free table has no bots"
    click(app, _button(menu, "Turin Market").rect.center)
    kinds = _kind_buttons(menu)
    assert len(kinds) == menu.players == 3
    click(app, kinds[1].rect.center)  # Human -> Smart bot
    click(app, kinds[2].rect.center)
    click(app, kinds[2].rect.center)  # Human -> Smart bot -> Random bot
    assert [k.label() for k in _kind_buttons(app.scene)] == ["Human", "Smart bot", "Random bot"]
    click(app, _button(menu, "Turin Market (free table)").rect.center)
    assert [s["bot"] for s in menu.seats()] == [None, None, None]  # a free table has nobody but people
    click(app, _button(menu, "Turin Market").rect.center)
    assert [k.label() for k in _kind_buttons(app.scene)] == ["Human", "Smart bot", "Random bot"]  # kept
    click(app, _button(menu, "menu.start").rect.center)
    scene = app.scene
    assert isinstance(scene, TableScene)
    assert [s["bot"] for s in scene.seats] == [None, "heuristic", "random"]
    assert scene.seat_name(1) == "Smart bot 2" and scene.seat_name(2) == "Random bot 3"
    assert scene.cover is None and scene.viewer == PERSON  # one person: no hand-off, ever
    path = tmp_path / "vs-bots.json"
    scene.session.save(path)
    loaded = app.open_session(Session.load(path))
    assert [s["bot"] for s in loaded.seats] == [None, "heuristic", "random"]
    assert loaded.bots.active and loaded.cover is None and loaded.viewer == PERSON


def test_the_menu_needs_one_person(app):
    app.open_menu()
    app.step()
    menu = app.scene
    click(app, _button(menu, "Turin Market").rect.center)
    for k in _kind_buttons(menu):
        click(app, k.rect.center)
    click(app, _button(menu, "menu.start").rect.center)
    assert app.scene is menu


@pytest.mark.parametrize(
    "args,words",
    [
        (["play", "turin", "--bots", "human,wizard,random"], "no bot 'wizard'"),
        (["play", "turin", "--players", "3", "--bots", "human,random"], "names 2 seats but --players is 3"),
        (["play", "turin", "--bots", "random,heuristic"], "at least one human"),
        (["play", "sandbox:turin", "--bots", "human,random"], "free table"),
        (["play", "turin", "--bots", "human,human,human,human,human,human"], "not 6"),
        (["play", "turin", "--load", "x.json", "--bots", "human,random"], "keeps the seats"),
    ],
)
def test_play_bots_mistakes_are_one_line_usage_errors(capsys, args, words):
    assert main(args) == 2
    err = capsys.readouterr().err
    assert words in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_play_bots_seats_the_named_bots():
    session = make_session("turin", None, 1, bots="Human, heuristic ,random")
    assert session.table.players == 3
    assert [s["bot"] for s in session.seats] == [None, "heuristic", "random"]
    assert session.seats[1]["name"] == "Smart bot 2"
    assert make_session("turin", None, 1, bots="human,random", lang="ja").seats[1]["name"] == "ランダムCPU2"


class _Broken:
    """A bot with a bug: it cannot decide anything."""

    name = "broken"

    def __init__(self, seat: int, rng: Any):
        self.seat = seat

    def act(self, game: Any, table: Any, seat: int) -> dict[str, Any]:
        raise RuntimeError("no idea")


def test_a_bot_that_cannot_answer_a_secret_step_answers_the_least_and_the_window_says_so(app, monkeypatch):
    from tsukiji_table.games.turin import Turin

    monkeypatch.setattr(Turin, "bots", {**Turin.bots, "broken": _Broken})
    scene = _open(app, "human,broken,heuristic,heuristic", seed=2)  # four players: the bids come first
    person = OnlyThePerson(app, _policy())
    person.play(lambda: isinstance(person.top(), SecretInput) and person.top().phase == "input", limit=20)
    assert person.top().results[1] == 0  # the least bid, so the game goes on
    assert any("could not move" in t.text for t in scene.toasts.items)
    assert not app.errors


def test_an_input_storm_against_bots_breaks_nothing_and_never_hands_the_screen_to_a_bot(app):
    import random

    from tsukiji_table.games.turin.conservation import check_table

    from .test_input_storm import _event

    rng = random.Random(7)
    scene = _open(app, "human,heuristic,random", seed=7)
    held: list[int] = []
    for n in range(1500):
        pygame.event.post(_event(rng, app.screen.get_size(), held))
        if n % 10 == 0:
            app.step(0.2)
            if app.scene is not scene:  # a random click on the main menu
                app.scene = scene
    pygame.key.set_mods(0)
    app.step()
    assert not app.errors, app.errors[:1]
    check_table(scene.game, scene.table)
    assert any(tx.seat in (1, 2) for tx in scene.table.done), "the bots should have played"
    assert {r.viewer for r in scene.frame_log} == {PERSON} and not any(r.cover for r in scene.frame_log)


@pytest.mark.parametrize("scene,lang", [("menu", "en"), ("bid", "ja")])
def test_screenshots_with_bots_seated(tmp_path, scene, lang):
    from tsukiji_table.ui.screenshot import take

    out = take("turin", tmp_path / f"{scene}.png", seed=1, size=(1280, 720), scene_name=scene, lang=lang, bots="human,heuristic,random,heuristic")
    assert out.stat().st_size > 10_000


def test_a_saved_bot_this_version_does_not_know_plays_randomly(app, tmp_path):
    session = make_session("turin", None, 3, bots="human,heuristic,heuristic")
    session.seats[2]["bot"] = "grandmaster"  # saved by another version
    scene = app.open_session(session)
    scene.bots.fast = True
    OnlyThePerson(app, _policy()).play(lambda: any(tx.seat == 2 for tx in scene.table.done), limit=100)
    assert any("grandmaster" in t.text for t in scene.toasts.items)
    assert not app.errors
