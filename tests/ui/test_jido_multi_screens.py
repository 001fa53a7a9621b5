"""The G18 screen tells the asker the program's answer before the hand-off; G17's draft is chosen behind the cover and
never revealed; a long log entry wraps instead of shrinking."""

from __future__ import annotations

import pygame

from tsukiji_table.table.view import view
from tsukiji_table.ui.games.jido_g18 import AnswerNote
from tsukiji_table.ui.overlays import SecretInput

from .conftest import click, key, open_table


def _deduction(app):
    scene = open_table(app, "jido:g18", 2, 1, {"first": "seat1"})
    # Seed 1: seat 0 holds square bottle, long can, not-longest bottle, black, blue; seat 1 mint, stubby can, white, short can, red.
    assert scene.play({"action": "discard", "card": "blue"}, seat=0)
    assert scene.play({"action": "discard", "card": "red"}, seat=1)
    scene.cover = None
    scene.viewer = 0
    return scene


def test_the_asker_reads_the_honest_answer_before_the_screen_goes_to_the_other_player(app) -> None:
    scene = _deduction(app)
    screen = scene.plugin
    red_stubby = scene.game.cat.colours.index("red") * 6 + scene.game.cat.shapes.index("stubby_can")
    screen.ask_about(red_stubby)  # seat 1 holds the stubby can: yes
    note = scene.modals[-1]
    assert isinstance(note, AnswerNote) and "yes" in note.text and "Red stubby can" in note.text
    assert scene.cover is None and scene.viewer == 0 and screen.next_viewer() is None  # the screen stays with the asker
    note._ok()
    assert scene.cover is not None and scene.cover.seat == 1


def test_a_no_is_said_when_no_card_in_hand_names_the_drink(app) -> None:
    scene = _deduction(app)
    purple_longest = scene.game.cat.colours.index("purple") * 6 + scene.game.cat.shapes.index("longest_bottle")
    scene.plugin.ask_about(purple_longest)  # the answer itself: neither card is in seat 1's hand
    note = scene.modals[-1]
    assert isinstance(note, AnswerNote) and note.text.startswith("Player 2: no card in hand names the Purple longest bottle")


def test_the_drafted_cards_are_picked_behind_the_cover_and_stay_face_down_without_a_reveal(app) -> None:
    scene = open_table(app, "jido:g17", 2, 1)
    assert scene.table.vars["phase"] == "draft" and scene.cover is not None  # the screen asks the draft at once
    picked = {}
    for seat in range(2):
        click(app, scene.screen_rect.center)  # the cover: the seat takes the screen
        modal = scene.modals[-1]
        assert isinstance(modal, SecretInput) and modal.phase == "input" and scene.viewer == seat
        assert {h for _, h, _ in modal.card_rects} == set(scene.table.zones[f"p{seat}.packet"].ids)  # only one's own packet
        rect, picked[seat], _ = modal.card_rects[0]
        click(app, rect.center)
        key(app, pygame.K_RETURN)
        assert modal.phase != "reveal" and not scene.dialogs.public  # nothing is shown to the table
    assert [tx.label for tx in scene.table.done[-2:]] == ["draft", "draft"] and modal.done
    for seat in range(2):
        assert picked[seat] in scene.table.zones[f"p{seat}.hand"].ids
        other = view(scene.table, 1 - seat).zones[f"p{seat}.hand"]
        assert [p.hidden for p in other.pieces] == [True] and picked[seat] not in {p.handle for p in other.pieces}, "the other seat sees its back"
