"""The Tsukiji table at "Fit": clear of the log and the buttons, no zone over another, labels whole and uncovered."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest

from tsukiji_table.games.selfplay import make_bot
from tsukiji_table.games.tsukiji import zones as Z
from tsukiji_table.ui import i18n, theme
from tsukiji_table.ui.app import App
from tsukiji_table.ui.fonts import fonts
from tsukiji_table.ui.launch import make_session

STACKED = ("bank", "harbor.dock", "harbor.unload", "lot", "bid")
PILL_PX = 11  # a far-away label's size (ui/render.py)


@pytest.fixture
def app() -> Iterator[App]:
    i18n.set_language("en")
    a = App((1600, 900))
    yield a
    i18n.set_language("en")
    pygame.display.quit()


def open_game(app: App, players: int, seed: int = 3, markets: str = "random", mode: str = "assisted"):
    scene = app.open_session(make_session("tsukiji", players, seed, [f"markets={markets}", f"mode={mode}"]), cover_first=False)
    app.step()
    return scene


def screen_rect(scene, rect: tuple[float, float, float, float]) -> pygame.Rect:
    x, y = scene.camera.to_screen(rect[0], rect[1])
    z = scene.camera.zoom
    return pygame.Rect(round(x), round(y), max(1, round(rect[2] * z)), max(1, round(rect[3] * z)))


def play(scene, moves: int) -> None:
    game, t = scene.game, scene.table
    bots = [make_bot(game, "heuristic", s, t.seed) for s in range(t.players)]
    for _ in range(moves):
        if game.is_over(t):
            break
        seat = game.to_move(t)[0]
        game.play(t, seat, bots[seat].act(game, t, seat))
    scene.changed()


def fill_the_stack(scene, zones: tuple[str, ...] = (Z.bank_tokens(0), Z.unload(0))) -> None:
    """Seat 0 holds fish tokens and something in ``zones``: loans, landed crab, unloaded eel, a lot."""
    t = scene.table
    sources = {Z.bank_tokens(0): "market.bank.loans", Z.dock(0): "market.king_crab.barrels", Z.unload(0): "market.eel.barrels", Z.lot(0): "market.fugu.tokens"}
    with t.begin("arrange") as tx:
        tx.move(t.zones["market.eel.tokens"].ids[-3:], Z.supply(0))
        for zone in zones:
            tx.move(t.zones[sources[zone]].ids[-2:], zone)
    scene.changed()
    scene.cover = None


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_at_fit_no_zone_lies_under_the_log_or_the_button_column(app: App, players: int) -> None:
    scene = open_game(app, players)
    for moves in (0, 40 * players):  # as set up, and with more markets in play and the log full
        play(scene, moves)
        scene.fit()
        app.step()
        log = scene.hud.log_rect()
        column = min([b.rect.x for b in scene.hud.side] + [scene.hud.panel_rect(scene.hud.panel_lines()).x])
        shown = [b for b in scene.layout.zones]
        assert shown
        for box in shown:
            r = screen_rect(scene, box.rect)
            assert not r.colliderect(log), (box.id, r, log)
            assert r.right <= column, (box.id, r, column)
            assert r.top >= theme.HUD_H, box.id
    assert not app.errors


@pytest.mark.parametrize("players, mode", [(2, "assisted"), (3, "assisted"), (4, "assisted"), (5, "assisted"), (6, "assisted"), (6, "free")])
def test_no_zone_lies_over_another_but_the_spaces_of_a_board_and_the_holds(app: App, players: int, mode: str) -> None:
    scene = open_game(app, players, markets="king_crab,eel,fugu,bank,trade,rental", mode=mode)
    fill_the_stack(scene, (Z.bank_tokens(0), Z.dock(0), Z.unload(0)))  # in free mode the empty ones show too
    if mode == "free":  # empty, yet shown to drop on
        seat = scene.viewer  # the screen opens at the start player
        assert Z.lot(seat) in scene.layout.boxes and Z.bid(seat) in scene.layout.boxes
    assert not any(b.auto for b in scene.layout.zones)  # every zone shown has its place
    boxes = [b for b in scene.layout.zones if not b.id.startswith("hold.")]  # a hold rides on its boat
    boards = [b for b in boxes if b.board is not None]
    assert overlaps(boxes) == []
    assert len(boards) >= players + 6


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("players", [4, 6])
def test_labels_beside_the_harbor_are_whole_and_no_piece_covers_them_at_fit(app: App, players: int, lang: str) -> None:
    i18n.set_language(lang)
    scene = open_game(app, players, markets="king_crab,eel,fugu,bank,trade,rental")
    fill_the_stack(scene)
    scene.play({"action": "fish"}, seat=0)
    boat = scene.table.zones[Z.berth(0, 1)].ids[0]
    scene.play({"action": "depart", "boat": boat}, seat=0)
    scene.fit()
    app.step()
    assert scene.camera.zoom < 1.2  # far away: labels are pills over the zone's foot
    checked = 0
    for seat in range(players):
        for name in ("supply", "money", "sea", *STACKED):
            box = scene.layout.boxes.get(f"p{seat}.{name}")
            if box is None:
                continue
            r = screen_rect(scene, box.rect)
            text = scene.renderer.zone_label(box, scene.seats)
            img = fonts().text(text, PILL_PX, theme.ZONE_LABEL)
            assert img.get_width() <= r.w - 14, (box.id, text, r.w)  # the pill holds it whole
            pill = pygame.Rect(r.x + 3, r.bottom - 2 - img.get_height(), img.get_width() + 8, img.get_height())
            pieces = [s for s in scene.layout.sprites if not s.under and (s.zone == box.id or s.zone == Z.hold(boat))]
            for s in pieces:
                assert not screen_rect(scene, s.rect).inflate(-2, -2).colliderect(pill), (box.id, s.handle)
            checked += 1
    assert checked == 3 * players + 2  # and seat 0's loans and unloading
    assert not app.errors


def test_the_boats_market_keeps_its_boats_on_its_board_in_piles_by_size(app: App) -> None:
    scene = open_game(app, 6)
    box = scene.layout.boxes[Z.market("boats", "boats")]
    board = scene.layout.boxes[Z.market("boats", "board")].board
    assert board is not None
    bx, by, bw, bh = board.rect
    tops = [s for s in scene.layout.by_zone[box.id] if not s.under]
    assert len({s.kind for s in tops}) == len(tops) >= 3  # one pile per kind
    for s in scene.layout.by_zone[box.id]:
        x, y, w, h = s.rect
        assert bx <= x and by + 20 <= y and x + w <= bx + bw and y + h <= by + bh, (s.handle, s.rect)  # below the title
    rows = sorted({round(s.y) for s in tops})
    assert all(b - a >= 30 for a, b in zip(rows, rows[1:]))  # boats are 30 mm tall: shelves do not overlap


def test_a_table_at_fit_fits_again_when_it_grows_but_not_once_the_player_zoomed(app: App) -> None:
    from tsukiji_table.games.tsukiji.setup import add_market

    scene = open_game(app, 2, markets="eel,fugu,salmon,rental,trade")
    t, ctx = scene.table, scene.game.ctx
    level = scene.camera.level
    before = scene.layout.bounds
    with t.begin("arrange") as tx:
        for mid in ("octopus", "squid", "bank", "barter"):
            add_market(ctx, t, tx, mid)
    scene.changed()
    assert scene.layout.bounds[3] > before[3]  # another row of boards
    fitted = scene.camera.key()
    scene.fit()
    assert scene.camera.key() == fitted and scene.camera.level <= level
    scene.camera.zoom_at(2, 800, 400)
    zoomed = scene.camera.key()
    with t.begin("arrange") as tx:
        add_market(ctx, t, tx, "government")
        add_market(ctx, t, tx, "used_boats")
    scene.changed()
    assert scene.camera.key() == zoomed


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_panel_lines_keep_to_the_button_column(app: App, lang: str) -> None:
    i18n.set_language(lang)
    scene = open_game(app, 6, markets="king_crab,eel,red_snapper,salmon,auction,barter")
    game, t = scene.game, scene.table
    bots = [make_bot(game, "heuristic", s, t.seed) for s in range(t.players)]
    seen = set()
    for _ in range(600):
        if game.is_over(t):
            break
        seat = game.to_move(t)[0]
        game.play(t, seat, bots[seat].act(game, t, seat))
        lines = scene.plugin.panel_lines()
        seen.update(lines)
        assert scene.hud.panel_rect(scene.hud.panel_lines()).bottom <= scene.screen_rect.bottom  # every row shown fits
    width = scene.plugin.services.panel_text_width()  # within the button column
    too_wide = {line for line in seen if fonts().text(line, theme.FONT_SMALL + 1, theme.PANEL_TEXT).get_width() > width}
    assert not too_wide
    assert len(seen) > 10
    assert scene.hud.panel_rect(scene.hud.panel_lines()).x >= min(b.rect.x for b in scene.hud.side)


def test_at_fit_a_barrel_on_sale_shows_its_price_and_the_turn_seat_is_framed(app: App) -> None:
    scene = open_game(app, 6, markets="eel,fugu,salmon,tuna,rental,trade")
    t = scene.table
    with t.begin("arrange") as tx:
        tx.move(t.zones["market.eel.barrels"].ids[-1:], Z.sale(2, "c4", "top"))
    scene.changed()
    scene.cover = None
    scene.fit()
    app.step()
    assert scene.camera.zoom < 1.0
    assert ("400", 11) in scene.plugin.painter._badges  # column 4 sells at 400
    turn = t.vars["turn"]
    block = scene.plugin.painter.seat_blocks(scene.layout)[turn]
    x, y = scene.camera.to_screen(block.centerx, block.y)
    assert tuple(app.screen.get_at((round(x), round(y) - 4)))[:3] == theme.HIGHLIGHT
    others = [b for s, b in scene.plugin.painter.seat_blocks(scene.layout).items() if s != turn]
    assert len(others) == 5 and not any(block.colliderect(b) for b in others)


def test_idle_frames_of_the_tsukiji_table_render_no_text(app: App) -> None:
    scene = open_game(app, 6)
    play(scene, 300)  # barrels on sale, boats out, values moved
    scene.cover = None
    scene.camera.zoom_at(8, 400, 300)  # close enough for the printed rules and the track's numbers
    for _ in range(10):
        app.step()
    renders = fonts().renders
    for _ in range(30):
        app.step()
    assert fonts().renders == renders
    assert not app.errors


# ------------------------------------------------ every board in play (the expansion)

SIZES = [(1920, 1080), (1366, 768)]


@contextmanager
def window(size: tuple[int, int]) -> Iterator[App]:
    """A window of ``size`` in English, closed after the test."""
    i18n.set_language("en")
    app = App(size)
    try:
        yield app
    finally:
        pygame.display.quit()


def under_the_log_or_buttons(scene) -> list[str]:
    """Zones lying (at the screen's zoom) under the log, right of the button column's edge or above the top bar."""
    log = scene.hud.log_rect()
    column = min([b.rect.x for b in scene.hud.side] + [scene.hud.panel_rect(scene.hud.panel_lines()).x])
    bad = []
    for box in scene.layout.zones:
        r = screen_rect(scene, box.rect)
        if r.colliderect(log) or r.right > column or r.top < theme.HUD_H:
            bad.append(box.id)
    return bad


def variants() -> list[str]:
    """The variants' options this build offers (the market crash), on: their zones must find a place too."""
    from tsukiji_table.games.tsukiji import TsukijiMarket

    offered = {o.name for o in TsukijiMarket.options}
    return ["crash=on"] if "crash" in offered else []


def every_board(app: App, players: int, mode: str = "assisted"):
    """A table with the expansion on and all thirty boards in play (those not drawn at set-up brought in).

    With the crash variant, every board with a crash side shows its token.
    """
    from tsukiji_table.games.tsukiji.setup import add_market

    options = ["expansion=on", "blue_boat=on", f"mode={mode}", *variants()]
    scene = app.open_session(make_session("tsukiji", players, 5, options), cover_first=False)
    t, ctx = scene.table, scene.game.ctx
    with t.begin("arrange") as tx:
        for mid in ctx.data.markets:
            if mid not in t.vars["in_play"]:
                add_market(ctx, t, tx, mid)
        tokens = [p for p in t.zones[Z.BOX].ids if t.pieces[p].kind == "crash_token"]
        for zone in [z for z in t.zones if z.startswith("market.") and z.endswith(".crash")]:
            if tokens:
                tx.move([tokens.pop()], zone)
    scene.changed()
    scene.cover = None
    scene.fit()
    app.step()
    return scene


def overlaps(boxes) -> list[tuple[str, str]]:
    """Pairs of zones lying over each other, but a board's own spaces on it and a berth's cover on its berth."""

    def on_board(inner, outer) -> bool:
        ix, iy, iw, ih = inner.rect
        ox, oy, ow, oh = outer.rect
        return outer.board is not None and ox <= ix and oy <= iy and ix + iw <= ox + ow and iy + ih <= oy + oh

    def covers(a, b) -> bool:
        ids = {a.id, b.id}
        return any(i.replace(".cover.", ".berth.") in ids for i in ids if ".cover." in i)

    found = []
    for k, a in enumerate(boxes):
        ra = pygame.Rect(*(round(v * 10) for v in a.rect))  # 0.1 mm: touching edges are not overlaps
        for b in boxes[k + 1 :]:
            if ra.colliderect(pygame.Rect(*(round(v * 10) for v in b.rect))) and not (on_board(a, b) or on_board(b, a) or covers(a, b)):
                found.append((a.id, b.id))
    return found


@pytest.mark.parametrize("size", SIZES, ids=["1920x1080", "1366x768"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_with_every_board_in_play_nothing_overlaps_and_every_board_is_readable_at_fit(players: int, size: tuple[int, int]) -> None:
    with window(size) as app:
        scene = every_board(app, players)
        fill_the_stack(scene, (Z.bank_tokens(0), Z.dock(0), Z.unload(0), Z.lot(0)))
        scene.fit()
        app.step()
        boards = [b for b in scene.layout.zones if b.id.startswith("market.") and b.id.endswith(".board")]
        assert len(boards) == len(scene.game.ctx.data.markets) == 30
        boxes = [b for b in scene.layout.zones if not b.id.startswith("hold.")]
        assert not any(b.auto for b in scene.layout.zones)  # every zone shown has its place
        assert overlaps(boxes) == []
        assert under_the_log_or_buttons(scene) == []
        # On the full-HD window a board at Fit is as large as with the base game's 18 boards on 1600x900 (148 px, titles
        # readable); at 1366x768 large enough to aim a drop at a space (the loupe and the wheel show it closer).
        smallest = min(screen_rect(scene, b.rect).w for b in boards)
        assert smallest >= (145 if size[0] >= 1920 else 90), smallest
        assert not app.errors


@pytest.mark.parametrize("players", [2, 6])
def test_the_boards_grid_widens_as_boards_come_in_and_the_seats_beside_it_move_with_its_edge(players: int) -> None:
    with window((1920, 1080)) as app:
        scene = open_game(app, players, markets="eel,fugu,salmon,rental,trade")
        narrow = scene.plugin.arranger.grid
        right = {s: b.x for s, b in scene.plugin.painter.seat_blocks(scene.layout).items()}
        scene = every_board(app, players)
        wide = scene.plugin.arranger.grid
        assert narrow is not None and wide is not None and wide.cols > narrow.cols
        boards = [b.rect for b in scene.layout.zones if b.id.endswith(".board") and b.id.startswith("market.")]
        edge = max(x + w for x, _, w, _ in boards)
        blocks = scene.plugin.painter.seat_blocks(scene.layout)
        for seat, x in right.items():
            if x > narrow.origin[0]:  # beside the boards: moved past the wider grid
                assert blocks[seat].x >= edge and blocks[seat].x - x == pytest.approx(wide.shift, abs=1)
            else:
                assert blocks[seat].x == x


def test_a_window_of_another_shape_gets_its_own_grid_and_stays_at_fit() -> None:
    with window((1920, 1080)) as app:
        scene = every_board(app, 6)
        wide = scene.plugin.arranger.grid
        pygame.display.set_mode((1366, 768), pygame.RESIZABLE)
        post_resize = pygame.event.Event(pygame.VIDEORESIZE, size=(1366, 768), w=1366, h=768)
        pygame.event.post(post_resize)
        app.step()
        app.step()
        narrow = scene.plugin.arranger.grid
        assert wide is not None and narrow is not None and narrow.cols != wide.cols  # the lower window takes a wider grid
        fitted = scene.camera.key()
        scene.fit()
        assert scene.camera.key() == fitted  # still at "Fit" in the new window
        column = min([b.rect.x for b in scene.hud.side])
        assert all(screen_rect(scene, b.rect).right <= column for b in scene.layout.zones)
        assert not app.errors


def test_a_zone_holding_pieces_larger_than_itself_lists_their_names_in_order(app: App) -> None:
    """The known order's queues hold whole boards in a strip: drawn, they would cover the boards beside them."""
    scene = open_game(app, 4, markets="eel,fugu,salmon,rental,trade")
    t, data = scene.table, scene.game.ctx.data
    boards = [data.markets[m].board for m in ("squid", "tuna", "octopus")]
    with t.begin("arrange") as tx:
        tx.move(boards, Z.AUCTION_LOT)
        tx.set_face(boards, True)
    scene.changed()
    scene.cover = None
    scene.fit()
    app.step()
    assert scene.plugin.arranger.listed[Z.AUCTION_LOT] == [t.pieces[b].kind for b in t.zones[Z.AUCTION_LOT].ids]
    assert not scene.layout.by_zone.get(Z.AUCTION_LOT)  # no board drawn over its neighbours
    box = scene.layout.boxes[Z.AUCTION_LOT]
    assert overlaps([b for b in scene.layout.zones if not b.id.startswith("hold.")]) == []
    x, y, w, h = box.rect
    lines = [text for text, _ in scene.plugin.hover_lines(x + w / 2, y + h / 2)]
    assert lines[1:] == ["1. Squid market", "2. Tuna market", "3. Octopus market"]
    i18n.set_language("ja")
    assert [text for text, _ in scene.plugin.hover_lines(x + w / 2, y + h / 2)][1] == "1. イカ市場"
    assert scene.plugin.hover_lines(x - 50, y) is None
    assert not app.errors


@pytest.mark.parametrize("size", SIZES, ids=["1920x1080", "1366x768"])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_known_orders_queues_lie_beside_the_boards_and_nothing_overlaps(players: int, size: tuple[int, int]) -> None:
    from tsukiji_table.games.tsukiji import TsukijiMarket

    if "order" not in {o.name for o in TsukijiMarket.options}:
        pytest.skip("the known market order comes with the variants (branch tsukijivar)")
    with window(size) as app:
        scene = app.open_session(make_session("tsukiji", players, 5, ["expansion=on", "order=known", *variants()]), cover_first=False)
        scene.cover = None
        scene.fit()
        app.step()
        queues = [zid for zid in scene.table.zones if zid.startswith("queue.")]
        assert len(queues) == 2 and all(zid in scene.layout.boxes for zid in queues)
        assert not any(scene.layout.by_zone.get(zid) for zid in queues)  # named in order, no whole board drawn
        assert overlaps([b for b in scene.layout.zones if not b.id.startswith("hold.")]) == []
        assert under_the_log_or_buttons(scene) == []
        assert not app.errors


def test_on_a_small_window_the_board_under_the_mouse_is_shown_readable_beside_it_and_goes_when_the_mouse_leaves() -> None:
    from tsukiji_table.ui.games.tsukiji.loupe import DELAY, SMALL

    with window((1366, 768)) as app:
        scene = every_board(app, 6)
        assert scene.camera.zoom < SMALL  # thirty boards at Fit: too small to read
        loupe = scene.plugin.loupe
        board = scene.layout.boxes[Z.market("swordfish", "board")]
        x, y, w, h = board.rect
        at = tuple(round(v) for v in scene.camera.to_screen(x + w / 2, y + h / 2))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
        app.step()
        assert loupe.shown is None  # not at once: moving across the table shows nothing
        for _ in range(int(DELAY * 60) + 3):
            app.step()
        shown = loupe.shown
        assert shown is not None
        seen = screen_rect(scene, board.rect)
        assert not shown.colliderect(seen)  # beside the board: it stays free to drop on
        assert scene.table_rect().contains(shown)
        assert shown.w >= 2 * seen.w  # large enough to read
        assert tuple(app.screen.get_at((shown.x + shown.w // 2, shown.y + shown.h // 2)))[:3] != theme.TABLE_BG
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(seen.x - 3, seen.y - 3), rel=(0, 0), buttons=(0, 0, 0)))
        app.step()
        assert loupe.shown is None
        assert not app.errors


def test_at_a_readable_size_there_is_no_loupe(app: App) -> None:
    scene = open_game(app, 4, markets="eel,fugu,salmon,rental,trade")
    scene.cover = None
    scene.fit()
    box = scene.layout.boxes[Z.market("eel", "board")]
    x, y, w, h = box.rect
    at = tuple(round(v) for v in scene.camera.to_screen(x + w / 2, y + h / 2))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(40):
        app.step()
    assert scene.plugin.loupe.shown is None
