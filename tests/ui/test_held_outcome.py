"""While the machine shows an insertion, nothing it changed is shown yet: crates, carts, purses, cards (every tower game)."""

from __future__ import annotations

import pygame
import pytest

from tsukiji_table.games.jidohanbaiki.drinks import in_zone

from .conftest import open_table, post


def _shown(scene, zone: str) -> list[str]:
    return [p.handle for p in scene.view.zones[zone].pieces]


def _play_out(app, view) -> None:
    """Fast-forward (Space held) for a while, then Skip: the end of the animation."""
    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    for _ in range(120):
        app.step()
    post(pygame.KEYUP, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    view.skip()
    app.step()
    assert not view.animating


def test_g25_the_cart_and_the_crate_show_the_machine_s_outcome_only_once_the_animation_ends(app) -> None:
    scene = open_table(app, "jido:g25", 2, 4)
    t, services = scene.table, scene.plugin.services
    with t.begin("test: seat 0 beside the machine") as tx:
        tx.set_var("turn", 0)
        tx.set_var("at", ["D1", "exit"])
    services.changed()
    app.step()
    assert services.play({"action": "move", "to": "E0"}, 0)
    app.step()
    black = in_zone(t, "machine.crate")
    assert services.play({"action": "vend"}, 0)
    app.step()
    app.step()
    assert scene.plugin.tower.animating
    assert in_zone(t, "p0.cart")  # the referee has settled it: drinks came out
    assert _shown(scene, "p0.cart") == []  # ...but the cart shows none until the machine has let them out
    assert not set(_shown(scene, "machine.crate")) & {f"drink.{d}" for d in black}  # the inserted ones are in the machine
    _play_out(app, scene.plugin.tower)
    assert sorted(_shown(scene, "p0.cart")) == sorted(t.zones["p0.cart"].ids)
    assert sorted(_shown(scene, "machine.crate")) == sorted(t.zones["machine.crate"].ids)


def test_g05_the_buyer_s_crate_and_the_refilled_plot_wait_for_the_animation(app) -> None:
    scene = open_table(app, "jido:g05", 2, 5)
    t, services = scene.table, scene.plugin.services
    with t.begin("test: seat 0 starts") as tx:
        tx.set_var("turn", 0)
    services.changed()
    app.step()
    buy = next(a for a in scene.session.game.legal_actions(t, 0) if a["action"] == "buy")
    plot = f"plot.{buy['plot']}"
    before_plot = _shown(scene, plot)
    money = scene.view.zones["p0.money"].money
    assert services.play(buy, 0)
    app.step()
    app.step()
    assert scene.plugin.tower.animating
    assert _shown(scene, "p0.c0") == []
    assert _shown(scene, plot) == [h for h in before_plot if h != f"drink.{buy['drink']}"]  # the refill waits too
    assert scene.view.zones["p0.money"].money == money  # and the 100 paid
    _play_out(app, scene.plugin.tower)
    assert sorted(_shown(scene, "p0.c0")) == sorted(t.zones["p0.c0"].ids)
    assert sorted(_shown(scene, plot)) == sorted(t.zones[plot].ids)


def _public(scene) -> dict[str, tuple[list[str], dict | None]]:
    """Every open zone outside the machine: which pieces it shows (not those the tower view draws itself), and its coins."""
    drawn_by_tower = scene.plugin.hidden_handles()
    return {
        zid: (sorted(p.handle for p in z.pieces if p.handle not in drawn_by_tower), z.coins)
        for zid, z in scene.view.zones.items()
        if not zid.startswith("tower.") and z.visibility.value == "everyone"
    }


@pytest.mark.parametrize(("game", "players"), [("jido:g11", 2), ("jido:g12", 2), ("jido:g13", 2), ("jido:g14", 3), ("jido:g19", 2), ("jido:g20", 2)])
def test_every_tower_game_shows_nothing_an_insertion_changed_until_the_machine_has_shown_it(app, game: str, players: int) -> None:
    import random

    scene = open_table(app, game, players, 7)
    t, services, g = scene.table, scene.plugin.services, scene.session.game
    rng = random.Random(7)
    for _ in range(300):
        if g.is_over(t):
            break
        seat = g.to_move(t)[0]
        before = _public(scene)
        legal = list(g.legal_actions(t, seat))
        inserts = [a for a in legal if a["action"] == "insert"]  # G12's bots rarely pay to insert
        action = inserts[0] if inserts else g.bots["heuristic"](seat, rng).act(g, t, seat)
        assert services.play(action, seat)
        app.step()
        if scene.plugin.tower.animating:
            inserted = {f"drink.{d}" for d in t.vars["tower.last"]["inserted"]}
            held = _public(scene)
            for zid, (pieces, coins) in held.items():
                assert set(pieces) <= set(before[zid][0]) - inserted, f"{game}: {zid} shows the outcome during the animation"
                assert coins == before[zid][1], f"{game}: {zid}'s money changed during the animation"
            _play_out(app, scene.plugin.tower)
            return
    raise AssertionError(f"{game}: no insertion in 300 actions")


def test_the_screen_changes_hands_only_once_the_machine_has_shown_the_purchase(app) -> None:
    """G05 (two people): the buyer watches their drink go through the machine; then the screen goes to the next
    player (at once: G05 hides nothing, so no cover)."""
    scene = open_table(app, "jido:g05", 2, 5)
    t, services = scene.table, scene.plugin.services
    seat = t.vars["turn"]
    assert services.viewer == seat and not services.covered
    buy = next(a for a in scene.session.game.legal_actions(t, seat) if a["action"] == "buy")
    assert services.play(buy, seat)
    app.step()
    assert scene.plugin.tower.animating and t.vars["turn"] == 1 - seat
    assert not services.covered and services.viewer == seat  # still the buyer's screen, watching the machine
    _play_out(app, scene.plugin.tower)
    app.step()
    # Now the screen goes to the next player: behind the cover if the two see the table differently.
    assert services.viewer == 1 - seat if scene.play_side.sees_alike(0, 1) else services.covered


def test_g05_draws_the_machine_so_a_purchase_is_animated_and_the_animation_ends_by_itself(app) -> None:
    scene = open_table(app, "jido:g05", 2, 9)
    t, services = scene.table, scene.plugin.services
    seat = t.vars["turn"]
    assert services.play(next(a for a in scene.session.game.legal_actions(t, seat) if a["action"] == "buy"), seat)
    view = scene.plugin.tower
    app.step()
    assert view.animating
    for _ in range(600):  # ten seconds of frames, no fast-forward, no skip
        app.step()
        if not view.animating:
            break
    assert not view.animating and view.frames_played > 0
