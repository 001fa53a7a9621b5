"""What a new player hit in the solo games (issue 17): the deck order, hints, the end screen, records, par units."""

from __future__ import annotations

from tests.ui.conftest import app, click  # noqa: F401  (the app fixture)
from tsukiji_table.games.jidohanbaiki.puzzles import get_puzzle

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


def test_a_recycling_sorter_swap_hint_is_carried_out_by_the_clicks_it_names(app, home):  # noqa: F811
    import pygame

    from .test_ui import spot_px, step_until_done

    scene = open_puzzle(app, "g06-02")
    screen = scene.plugin
    for _ in range(10):
        click(app, side_button(scene, "jido.hint").rect.center)
        step_until_done(app, scene)
        hint = screen.hint_action
        assert hint is not None
        if hint["action"] != "swap":
            screen.play(hint)
            continue
        text = [t.text for t in scene.toasts.items][-1]
        k, picked, other, spot = screen.swap_plan(hint)
        assert f"in crate {k + 1}, then click" in text and f"in crate {other + 1}" in text and "side" not in text, text
        ringed = {code for code, colour in screen.rings().items()}
        crates = screen.state().crates
        assert {crates[k][s] for s in picked if crates[k][s] >= 0} <= ringed
        before = len(scene.table.done)
        for n, s in enumerate(picked):
            pygame.key.set_mods(pygame.KMOD_SHIFT if n else 0)
            click(app, spot_px(scene, k, s))
        pygame.key.set_mods(0)
        click(app, spot_px(scene, other, spot))
        assert len(scene.table.done) == before + 1 and scene.table.done[-1].label.startswith("swap"), [t.text for t in scene.toasts.items]
        break
    else:
        raise AssertionError("no swap among the first hints of g06-02")
    assert not app.errors


def test_a_crate_dropped_off_the_floor_is_refused_in_plain_words(app, home):  # noqa: F811
    scene = open_puzzle(app, "g06-02")
    before = len(scene.table.done)
    scene.plugin.grab = (0.0, 0.0)
    scene.plugin.drop_crate(0, (2, scene.screen_rect.h - 2))
    assert len(scene.table.done) == before
    text = scene.toasts.items[-1].text
    assert "Crates stay on the floor" in text and "[col, row]" not in text, text


def test_the_recycling_sorter_end_waits_for_the_winning_dump_to_land(app, home):  # noqa: F811
    from .test_ui import step_until_done

    spec = get_puzzle("g06-01")
    scene = open_puzzle(app, "g06-01")
    view = scene.plugin.tower
    *before, last = spec.solution
    for action in before:
        assert scene.play(action), action
        view.skip()
        app.step()
    assert last["action"] == "dump", last
    assert scene.play(last)
    app.step()
    assert view.animating and scene.game.is_over(scene.table)
    assert not scene.modals, "no end screen over the machine while the winning dump still falls"
    assert scene.plugin.panel_lines()[0] == "The machine is running…"
    step_until_done(app, scene)
    for _ in range(60 * 30):
        if not view.animating:
            break
        app.step(1 / 15)
    app.step()
    assert scene.modals, "the end comes once the machine has shown it"
    assert not app.errors


def _won_results(key: str) -> list[tuple]:
    from tsukiji_table.games.jidohanbaiki.records import Records

    return Records()._connect().execute("SELECT won, marks FROM results WHERE key = ? ORDER BY id", (key,)).fetchall()


def test_a_second_win_after_an_undone_machine_run_is_recorded_with_its_mark(app, home):  # noqa: F811
    from tsukiji_table.games.jidohanbaiki.records import puzzle_key

    spec = get_puzzle("g06-01")
    scene = open_puzzle(app, "g06-01")
    view = scene.plugin.tower
    for action in spec.solution:
        assert scene.play(action), action
        view.skip()
        app.step()
    assert scene.game.won(scene.table)
    assert _won_results(puzzle_key(spec)) == [(1, "")]
    scene.undo()  # the winning dump taken back: the record will be marked
    app.step()
    assert scene.play(spec.solution[-1])
    view.skip()
    app.step()
    assert scene.game.won(scene.table)
    assert _won_results(puzzle_key(spec)) == [(1, ""), (1, "tower-undo")]


def test_a_win_with_a_hint_is_marked_in_the_records(app, home):  # noqa: F811
    from tsukiji_table.games.jidohanbaiki.records import Records, puzzle_key

    from .test_ui import step_until_done

    spec = get_puzzle("g08-08")
    scene = open_puzzle(app, "g08-08")
    click(app, side_button(scene, "jido.hint").rect.center)
    step_until_done(app, scene)
    for action in spec.solution:
        assert scene.play(action), action
        app.step()
    assert scene.game.won(scene.table)
    assert _won_results(puzzle_key(spec)) == [(1, "hint")]
    best = Records().best(puzzle_key(spec))
    assert best is not None and best.marks == ("hint",)


def test_par_and_end_screen_bars_say_what_they_count(app, home):  # noqa: F811
    from tsukiji_table.ui.overlays import EndScreen

    spec = get_puzzle("g08-08")
    scene = open_puzzle(app, "g08-08")
    lines = scene.plugin.panel_lines()
    par = next(line for line in lines if line.startswith("Par:"))
    assert par == f"Par: {spec.par['score']} turns in {spec.par['moves']} actions", par
    # (wrapped to the panel's width rather than shrunk: it may take two lines)
    assert "(actions: swaps, crate moves, and ending a turn)" in " ".join(lines), "ending a turn counts, and the par says so"
    for action in spec.solution:
        assert scene.play(action), action
        app.step()
    end = next(m for m in scene.modals if isinstance(m, EndScreen))
    assert [end.value_text(v) for v in end.values] == ["2 turns", "2 turns"]
