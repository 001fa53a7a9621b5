"""What a new player hit in the solo games (issue 17): the deck order, hints, the end screen, records, par units."""

from __future__ import annotations

from tests.ui.conftest import app, click  # noqa: F401  (the app fixture)

from .test_ui import open_puzzle, side_button


def test_a_colour_sort_puzzle_shows_the_whole_deck_in_the_order_it_turns_over(app, home):  # noqa: F811
    scene = open_puzzle(app, "g07-01")
    lines = scene.plugin.panel_lines()
    start = lines.index("The deck, in the order it turns over:")
    shown = " · ".join(lines[start + 1 : start + 13])
    deck = scene.table.zones["deck"].ids
    names = [scene.plugin.card_face(scene.table.pieces[pid].kind) for pid in reversed(deck)]
    assert names[0] == "3 Long can", "named as the card prints it"
    assert len(deck) > 1
    for k, name in enumerate(names, start=1):
        assert f"{k}. {name}" in shown, (k, name, shown)
    click(app, side_button(scene, "jido.draw").rect.center)  # the top card turns over: it leaves the list
    after = scene.plugin.panel_lines()
    assert f"1. {names[1]}" in " · ".join(after)
