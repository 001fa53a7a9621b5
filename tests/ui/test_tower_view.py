"""The tower view through the real event loop: drops at the opening, the animation, undo, refusals, throws."""

from __future__ import annotations

import functools
import math

import pygame

from tsukiji_table.games.session import Session
from tsukiji_table.physics import Tower
from tsukiji_table.physics.recording import INSIDE_ZONE, LAST_VAR, STATE_VAR, insert_on_table
from tsukiji_table.physics.state import TowerState
from tsukiji_table.table import SetVar
from tsukiji_table.ui.drink_art import drink_layers

from .conftest import click, drag, key, open_table, post

GAME = "sandbox:jidohanbaiki"


def _tower(app, seed: int = 5):
    scene = open_table(app, GAME, 1, seed)
    view = scene.plugin.tower
    assert view is not None
    view.focus()
    app.step()
    return scene, view


def _drink_sprite(scene, zone: str = "crate.1", index: int = -1):
    sprites = [s for s in scene.layout.by_zone[zone] if not s.under]
    return sprites[index]


def _opening(scene, view) -> tuple[float, float]:
    x, y, w, h = view.frame.opening()
    return scene.camera.to_screen(x + w / 2, y + h * 0.7)


def _inside_machine(scene, view) -> tuple[float, float]:
    x, y, w, h = view.frame.machine_rect()
    return scene.camera.to_screen(x + w / 2, y + h / 2)


def _play_out(app, view, fast: bool = True) -> None:
    """Step the real loop until the animation is over (Space held: x8)."""
    if fast:
        post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    for _ in range(60 * 25):
        app.step()
        if not view.animating:
            break
    post(pygame.KEYUP, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    app.step()
    assert not view.animating


@functools.cache
def _seed_with_a_jam() -> int:
    """A table seed whose first two crates leave a drink jammed (found by a bounded search, headless)."""
    for seed in range(1, 60):
        table = Session.new(GAME, 1, seed, {}).table
        for zone in ("crate.1", "crate.2"):
            drinks = [p.removeprefix("drink.") for p in table.zones[zone].ids]
            with table.begin("tower: insert", 0) as tx:
                insert_on_table(tx, drinks, "batch", out_zone="tower.out")
        if table.zones[INSIDE_ZONE].ids and table.zones["tower.out"].ids:
            return seed
    raise AssertionError("no seed in 1..59 jams a drink")


def test_dragging_a_drink_to_the_opening_inserts_it_as_one_transaction(app):
    scene, view = _tower(app)
    sprite = _drink_sprite(scene)
    before = len(scene.table.done)
    drag(app, scene.camera.to_screen(sprite.x, sprite.y), _opening(scene, view))
    assert len(scene.table.done) == before + 1
    tx = scene.table.done[-1]
    drink = sprite.handle.removeprefix("drink.")
    assert scene.table.var(LAST_VAR)["inserted"] == [drink]
    assert any(isinstance(c, SetVar) and c.name == STATE_VAR and c.rng is not None for c in tx.commands)
    assert scene.table.pieces[sprite.handle].zone in ("tower.out", INSIDE_ZONE)
    assert view.animating and sprite.handle in scene.plugin.hidden_handles()
    _play_out(app, view)
    assert len(scene.table.done) == before + 1  # the animation recorded nothing


def test_the_animation_ends_where_the_record_put_the_drinks(app):
    scene, view = _tower(app, _seed_with_a_jam())
    for zone in ("crate.1", "crate.2"):
        box = scene.layout.boxes[zone]
        # Right-click the crate, then its menu entry: the whole crate goes in at once.
        post(pygame.MOUSEBUTTONDOWN, pos=_screen_centre(scene, box.rect), button=3)
        post(pygame.MOUSEBUTTONUP, pos=_screen_centre(scene, box.rect), button=3)
        app.step()
        assert scene.menu is not None
        entry = next(k for k, (label, _) in enumerate(scene.menu.entries) if label == "tower.tip_crate")
        click(app, (scene.menu.rect.x + 20, scene.menu.rect.y + 4 + scene.menu.ROW * entry + 10))
        assert scene.table.done[-1].label == "tower: insert"
        _play_out(app, view)
    table, frame = scene.table, view.frame
    last = table.var(LAST_VAR)
    assert last["jammed"] and last["out"]
    final = view.final_frame
    sprites = {s.handle: s for s in scene.layout.by_zone["tower.out"]}
    for e in last["out"]:
        status, x, y, angle = final[e["drink"]]
        assert status == "out"
        assert table.pieces["drink." + e["drink"]].pos == [e["distance"], float(e["order"])] or tuple(table.pieces["drink." + e["drink"]].pos) == (
            e["distance"],
            float(e["order"]),
        )
        sprite = sprites["drink." + e["drink"]]
        # The last frame drew the drink exactly over its table piece.
        bx0, by0, bx1, by1 = _drawn_box(view, e["drink"], x, y, angle)
        sx, sy, sw, sh = sprite.rect
        assert max(abs(bx0 - sx), abs(by0 - sy), abs(bx1 - sx - sw), abs(by1 - sy - sh)) < 0.5
    state = TowerState.from_json(table.var(STATE_VAR))
    for pose in state.inside:
        status, x, y, angle = final[pose.drink]
        assert status == "inside" and table.pieces["drink." + pose.drink].zone == INSIDE_ZONE
        tx, ty = frame.to_table(pose.x, pose.y)
        assert abs(x - tx) < 1e-6 and abs(y - ty) < 1e-6 and abs(angle - pose.angle) < 1e-9
    # Once the animation is over the table draws the pieces that came out again.
    app.step()
    drawn = {i.handle for i in scene.renderer.items if i.what == "piece"}
    assert {"drink." + e["drink"] for e in last["out"]} <= drawn


def test_undo_puts_the_drinks_back_in_the_crate_without_simulating(app, monkeypatch):
    scene, view = _tower(app)
    ids = list(scene.table.zones["crate.1"].ids)
    positions = {i: scene.table.pieces[i].pos for i in ids}
    start = scene.table.state_hash()
    post(pygame.MOUSEMOTION, pos=_screen_centre(scene, scene.layout.boxes["crate.1"].rect), rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    view.tip_crate("crate.1")
    key(app, pygame.K_RETURN)  # skip the animation
    after = scene.table.state_hash()
    calls = []
    monkeypatch.setattr(Tower, "start", lambda *a, **k: calls.append(a) or (_ for _ in ()).throw(AssertionError("simulated")))
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.table.state_hash() == start
    assert scene.table.zones["crate.1"].ids == ids and all(scene.table.pieces[i].pos == positions[i] for i in ids)
    assert not view.animating
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    assert scene.table.state_hash() == after and not view.animating
    assert calls == [] and app.errors == []


def test_a_drop_inside_the_machine_is_refused(app):
    scene, view = _tower(app)
    sprite = _drink_sprite(scene)
    before = len(scene.table.done)
    drag(app, scene.camera.to_screen(sprite.x, sprite.y), _inside_machine(scene, view))
    assert len(scene.table.done) == before
    assert scene.table.pieces[sprite.handle].zone == "crate.1"
    assert any("never touch" in t.text for t in scene.toasts.items)
    # Nor can a key reach in: D over the machine draws nothing out of it.
    view.tip_crate("crate.1")
    view.skip()
    n = len(scene.table.done)
    post(pygame.MOUSEMOTION, pos=_inside_machine(scene, view), rel=(0, 0), buttons=(0, 0, 0))
    key(app, pygame.K_d)
    assert len(scene.table.done) == n


def test_a_wild_throw_is_reported_as_a_miss(app):
    scene, view = _tower(app)
    key(app, pygame.K_t)
    assert view.throw_mode
    sprite = _drink_sprite(scene)
    drag(app, scene.camera.to_screen(sprite.x, sprite.y), _opening(scene, view))
    assert view.loaded == sprite.handle
    before = len(scene.table.done)
    # Pull towards the machine instead of away from it: the drink flies off the other way.
    hand = scene.camera.to_screen(*view.frame.to_table(*view.hand))
    drag(app, hand, (hand[0] - 120, hand[1] - 20))
    assert len(scene.table.done) == before + 1 and scene.table.done[-1].label == "tower: throw"
    last = scene.table.var(LAST_VAR)
    drink = sprite.handle.removeprefix("drink.")
    assert last["mode"] == "throw" and last["missed"] == [drink] and len(last["aim"]) == 4
    assert [t["outcome"] for t in last["throws"]] in (["bounced_off"], ["landed_outside"])
    _play_out(app, view)
    assert any("back to the supply" in t.text for t in scene.toasts.items)
    assert scene.table.pieces[sprite.handle].zone == "tower.out"


def test_one_at_a_time_drops_a_crate_drink_by_drink_and_animates_it(app):
    scene, view = _tower(app)
    view.toggle_one_by_one()
    view.tip_crate("crate.1")
    last = scene.table.var(LAST_VAR)
    assert last["mode"] == "sequential" and len(last["inserted"]) == 6
    assert view.animating
    app.step()
    waiting = [f for f in view.replay.frame() if f.status == "waiting"]
    assert len(waiting) >= 4  # still in the hand: drawn there, let go one after the other
    _play_out(app, view)
    assert view.replay is None and not any("differed" in t.text for t in scene.toasts.items)


def test_upside_down_the_drop_and_the_slow_lift_are_animated(app):
    scene, view = _tower(app)
    view.toggle_upside_down()
    sprite = _drink_sprite(scene)
    drag(app, scene.camera.to_screen(sprite.x, sprite.y), _opening(scene, view))
    last = scene.table.var(LAST_VAR)
    drink = sprite.handle.removeprefix("drink.")
    assert last["mode"] == "inverted" and list(last["landed"]) == [drink]
    assert view.animating and view.replay.inverted
    heights = []
    for _ in range(60 * 12):
        if not view.animating:
            break
        machine = [p for k, _, p in view.replay.scenery() if k == "machine"]
        heights.append(min(y for poly in machine for _, y in poly))
        app.step()
    assert heights and max(heights) - heights[0] > 0.05  # lifted, slowly (over many frames)
    assert sum(1 for a, b in zip(heights, heights[1:]) if b > a) > 30
    _play_out(app, view)
    assert any(drink.split(":")[0] in t.text.lower() or ":" in t.text for t in scene.toasts.items)
    assert not any("differed" in t.text for t in scene.toasts.items)


def test_a_throw_into_the_slot_goes_in(app):
    scene, view = _tower(app)
    view.toggle_throw()
    sprite = _drink_sprite(scene, index=0)
    drag(app, scene.camera.to_screen(sprite.x, sprite.y), _opening(scene, view))
    from tsukiji_table.ui.tower.aim import aim_from, arc

    hx, hy = view.hand
    pull = next(
        p
        for p in ((hx + 0.01 * i, hy - 0.01 * j) for i in range(2, 26) for j in range(25))
        if (a := aim_from(view.spec, view.hand, p)).throw and arc(view.spec, a.throw)[1]
    )
    hand = scene.camera.to_screen(*view.frame.to_table(hx, hy))
    drag(app, hand, scene.camera.to_screen(*view.frame.to_table(*pull)))
    last = scene.table.var(LAST_VAR)
    assert last["mode"] == "throw" and last["missed"] == [] and last["fouls"] == []


def _screen_centre(scene, rect) -> tuple[int, int]:
    x, y = scene.camera.to_screen(rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)
    return (int(x), int(y))


def _drawn_box(view, drink: str, x: float, y: float, angle: float) -> tuple[float, float, float, float]:
    """Table-mm bounding box of a drink drawn with its centroid at table (x, y)."""
    body = drink_layers(view.spec.shape_of(drink))[0][1]
    c, s = math.cos(angle), math.sin(angle)
    pts = [(x + (px * c - py * s) * 1000, y - (px * s + py * c) * 1000) for px, py in body]
    return (min(p[0] for p in pts), min(p[1] for p in pts), max(p[0] for p in pts), max(p[1] for p in pts))


def test_a_drink_is_as_large_on_the_table_and_in_a_crate_as_in_the_machine():
    from tsukiji_table.games.pieces import crate_geometry, footprint, tower_spec
    from tsukiji_table.rulesdata import load_rules
    from tsukiji_table.ui.kinds import KindCatalog

    rules = load_rules("jidohanbaiki")
    spec = tower_spec(rules)
    drink = rules.components["drink"]
    table = Session.new(GAME, 1, 1, {}).table
    catalog = KindCatalog(table, rules)
    for variant in drink.variants:
        shape = spec.shapes[variant.props["shape"]]
        assert footprint(drink, variant, rules) == (shape.width * 1000, shape.height * 1000)
        assert catalog.look(f"drink.{variant.id}").size == (shape.width * 1000, shape.height * 1000)
    g = crate_geometry(spec)
    widest = max(s.width for s in spec.shapes.values()) * 1000
    longest = max(s.height for s in spec.shapes.values()) * 1000
    assert widest < g.slot <= widest + 2  # "fits snugly into a slot" (G20)
    assert g.pocket >= longest
    # The crate's grid cells are centred on the picture's pockets, the crate turned or not.
    from tsukiji_table.table import view as table_view
    from tsukiji_table.ui.layout import cell_centre, lay_out

    for turn in (0, 90, 180, 270):
        layout = lay_out(table_view(table, 0), catalog)
        crate = next(s for s in layout.sprites if s.handle == "crate#1")
        box = layout.boxes["crate.1"]
        x0, y0 = crate.rect[0], crate.rect[1]
        for c in range(3):
            for r in range(2):
                px, py, pw, ph = g.pocket_rect(c, r)
                # The pocket's centre in the crate's own frame, turned as the art turns the picture (clockwise).
                u, v = px + pw / 2, py + ph / 2
                want = {0: (u, v), 90: (g.height - v, u), 180: (g.width - u, g.height - v), 270: (v, g.width - u)}[turn]
                cell = cell_centre(box, 3, 2, c, r)
                assert abs(cell[0] - (x0 + want[0])) < 0.01 and abs(cell[1] - (y0 + want[1])) < 0.01, (turn, c, r)
        with table.begin("turn") as tx:
            tx.rotate(["crate#1"], 90)


def test_a_drink_dropped_in_front_of_the_machine_lands_at_that_distance(app):
    scene, view = _tower(app)
    sprite = _drink_sprite(scene)
    front_x, line_y = view.frame.to_table(view.frame.front_x, 0.0)
    drag(app, scene.camera.to_screen(sprite.x, sprite.y), scene.camera.to_screen(front_x + 150, line_y - 20))
    piece = scene.table.pieces[sprite.handle]
    assert piece.zone == "tower.out"
    assert abs(piece.pos[0] - 0.150) < 0.004 and piece.pos[1] == 0.0
    placed = next(s for s in scene.layout.by_zone["tower.out"] if s.handle == sprite.handle)
    assert abs(placed.x - (front_x + piece.pos[0] * 1000)) < 0.01 and abs(placed.y + placed.h / 2 - line_y) < 0.01


def test_empty_the_machine_button_takes_jammed_drinks_out_onto_the_free_table(app):
    scene, view = _tower(app, _seed_with_a_jam())
    for zone in ("crate.1", "crate.2"):
        view.tip_crate(zone)
        _play_out(app, view)
    jammed = list(scene.table.zones[INSIDE_ZONE].ids)
    assert jammed
    button = next(b for b in scene.hud.side if b.label == "tower.empty")
    click(app, button.rect.center)
    assert not app.errors and not any("position" in t.text for t in scene.toasts.items), [t.text for t in scene.toasts.items]
    assert scene.table.zones[INSIDE_ZONE].ids == []
    assert not TowerState.from_json(scene.table.var(STATE_VAR)).inside
    assert all(scene.table.pieces[p].zone == "table" for p in jammed)
    # Laid out side by side where a hand can take them again: no two drinks on top of each other.
    sprites = [s for s in scene.layout.by_zone["table"] if s.handle in jammed]
    assert len(sprites) == len(jammed)
    for a in sprites:
        for b in sprites:
            if a is not b:
                ax, ay, aw, ah = a.rect
                bx, by, bw, bh = b.rect
                assert ax + aw <= bx + 0.01 or bx + bw <= ax + 0.01 or ay + ah <= by + 0.01 or by + bh <= ay + 0.01
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert sorted(scene.table.zones[INSIDE_ZONE].ids) == sorted(jammed)


def _overlap(a, b) -> bool:
    ax, ay, aw, ah = a.rect
    bx, by, bw, bh = b.rect
    return not (ax + aw <= bx + 0.01 or bx + bw <= ax + 0.01 or ay + ah <= by + 0.01 or by + bh <= ay + 0.01)


def test_drinks_that_came_out_stand_side_by_side_in_the_order_they_landed(app):
    scene, view = _tower(app)
    drinks = [p for z in ("crate.1", "crate.2", "crate.3") for p in scene.table.zones[z].ids]
    # Eighteen drinks that all slid to within a few centimetres of each other.
    with scene.table.begin("test: out", 0) as tx:
        tx.move(drinks, "tower.out", pos=[(0.05 + 0.001 * (k % 4), float(k)) for k in range(len(drinks))])
    scene.changed()
    app.step()
    sprites = scene.layout.by_zone["tower.out"]
    assert len(sprites) == len(drinks)
    assert not any(_overlap(a, b) for a in sprites for b in sprites if a is not b)
    x, y, w, h = scene.layout.boxes["tower.out"].rect
    assert all(x <= s.rect[0] and s.rect[0] + s.rect[2] <= x + w + 0.01 and y <= s.rect[1] for s in sprites)
    first_row = sorted((s for s in sprites if s.y == max(t.y for t in sprites if t.h == s.h)), key=lambda s: s.x)
    distances = [scene.table.pieces[s.handle].pos[0] for s in first_row]
    assert distances == sorted(distances), "nearer drinks stand nearer the machine"


def test_tip_a_crate_menu_names_crates_as_the_table_labels_them_and_keeps_its_entries(app):
    scene, view = _tower(app)
    view.crate_menu()
    first = [label for label, _ in scene.menu.entries]
    labels = [scene.zone_title(z) for z, _ in view.crates(empty=True)]
    assert all(label.startswith(name) for label, name in zip(first, labels))
    assert len(set(labels)) == len(labels), "each crate's label on the table is its own (numbered)"
    scene.menu = None
    view.tip_crate("crate.2")
    _play_out(app, view)
    view.crate_menu()
    after = scene.menu.entries
    assert len(after) == len(first) and after[1][1] is None, "the emptied crate keeps its place, greyed"
    assert [label for label, _ in after][2:] == first[2:]
