"""The variants on the screen: a crash token's two sides look different at a glance, the known order's queues are readable at Fit."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from tsukiji_table.games.tsukiji.variants import CRASH_TOKEN
from tsukiji_table.ui import i18n
from tsukiji_table.ui.fonts import fonts
from tsukiji_table.ui.games.tsukiji.scenes import crash
from tsukiji_table.ui.games.tsukiji.variant_marks import MIN_PX, QUEUES, SIDES, badge_rows
from tsukiji_table.ui.launch import make_session

from .test_screen_layout import SIZES, screen_rect, window


def open_variants(app, players: int, options: list[str]):
    scene = app.open_session(make_session("tsukiji", players, 2, ["expansion=on", *options]), cover_first=False)
    scene.cover = None
    scene.fit()
    app.step()
    return scene


def colour_at(app, point: tuple[int, int]) -> tuple[int, int, int]:
    return tuple(app.screen.get_at(point))[:3]  # type: ignore[return-value]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_crashed_and_a_closed_board_show_their_sides_in_their_own_colours_and_only_the_closed_one_is_veiled(lang: str) -> None:
    try:
        with window((1366, 768)) as app:
            i18n.set_language(lang)
            scene = open_variants(app, 4, ["crash=on"])
            boards = [m for m in scene.table.vars["in_play"] if f"market.{m}.crash" in scene.table.zones][:2]
            centres = {m: screen_rect(scene, scene.layout.boxes[f"market.{m}.board"].rect).center for m in boards}
            before = {m: colour_at(app, c) for m, c in centres.items()}
            crash(scene)  # the first Crashed, the second Closed
            scene.fit()
            app.step()
            crashed, closed = boards
            marks = scene.plugin.painter.variants
            for mid, side in ((crashed, "crashed"), (closed, "closed")):
                tag = marks.tag_rect(screen_rect(scene, scene.layout.boxes[f"market.{mid}.crash"].rect), side)
                seen = Counter(colour_at(app, (x, y)) for x in range(tag.x, tag.right) for y in range(tag.y, tag.bottom))
                assert seen.most_common(1)[0][0] == SIDES[side]
            assert SIDES["crashed"] != SIDES["closed"]
            assert colour_at(app, centres[crashed]) == before[crashed]  # a Crashed board stays open: its face as it was
            assert sum(colour_at(app, centres[closed])) < sum(before[closed])  # a Closed one is veiled
            assert not app.errors
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", SIZES, ids=["1920x1080", "1366x768"])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_each_queue_names_its_next_board_whole_above_the_smallest_text_at_fit(players: int, size: tuple[int, int]) -> None:
    with window(size) as app:
        scene = open_variants(app, players, ["order=known"])
        marks = scene.plugin.painter.variants
        for zid in QUEUES:
            rect = screen_rect(scene, scene.layout.boxes[zid].rect)
            title = fonts().fit(i18n.local(scene.table.zones[zid].meta["label"]), marks.title_px(rect), (0, 0, 0), rect.w - 8, min_size=MIN_PX)
            rows, px = marks.rows(rect, title.get_height())
            names = marks.queue_names(zid)
            first = marks.badge(f"1. {names[0]}", px)
            placed = badge_rows(marks.badge, [f"{k}. {n}" for k, n in enumerate(names, 1)], px, rows)
            assert px > MIN_PX, (zid, px)
            assert placed and placed[0][0] is first and first.get_width() <= rows.w  # the next board, whole
            assert all(rect.contains(pygame.Rect(at, img.get_size())) for img, at in placed)
        assert not app.errors


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_boards_name_stays_whole_beside_its_crash_tag(lang: str) -> None:
    """The tag lies in the right of the title band; a long name ("Government", "Boat Rental") centred on the band ran under it."""
    try:
        with window((1920, 1080)) as app:
            i18n.set_language(lang)
            scene = open_variants(app, 6, ["crash=on", "more_markets=all"])
            t = scene.table
            looks = scene.services.catalog
            boards = [m for m in t.vars["in_play"] if f"market.{m}.crash" in t.zones]
            boards.sort(key=lambda m: -len(i18n.local(looks.look(t.pieces[t.zones[f"market.{m}.board"].ids[0]].kind).names)))
            tokens = [p for p in t.zones["box"].ids if t.pieces[p].kind == CRASH_TOKEN]
            boards = boards[: len(tokens)]  # the longest names, as many as there are tokens
            with t.begin("the boards with the longest names crashed") as tx:
                for mid, token in zip(boards, tokens, strict=False):
                    tx.move([token], f"market.{mid}.crash")
                tx.set_var("crashed", {m: "crashed" for m in boards})
            scene.changed()
            app.step()
            assert len(boards) >= 2
            marks = scene.plugin.painter.variants
            for mid in boards:
                board = screen_rect(scene, scene.layout.boxes[f"market.{mid}.board"].rect)
                tag = marks.tag_rect(screen_rect(scene, scene.layout.boxes[f"market.{mid}.crash"].rect), "crashed")
                band = colour_at(app, (board.x + 3, tag.centery))
                ink = [x for x in range(board.x + 3, tag.x) for y in range(tag.y + 2, tag.bottom - 2) if colour_at(app, (x, y)) != band]
                assert ink, mid  # the name is written
                assert max(ink) < tag.x - 1, (mid, max(ink), tag.x)  # and ends before the tag
            assert not app.errors
    finally:
        i18n.set_language("en")
