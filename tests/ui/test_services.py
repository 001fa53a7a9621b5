"""Game screens, the components they host, overlays and the bot driver see the table through ``TableServices``."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pygame
import pytest

from tsukiji_table.ui.launch import make_session
from tsukiji_table.ui.overlays import NumberDialog
from tsukiji_table.ui.services import TableServices

from .conftest import open_table, post

UI = Path(__file__).resolve().parents[2] / "tsukiji_table" / "ui"
DOCS = Path(__file__).resolve().parents[2] / "docs" / "ui.md"


def _services_users() -> list[Path]:
    """The modules that must see the table only through the services: every game screen and its helpers,
    the components screens host (tower, flick), the overlays and the bots."""
    paths = [*sorted((UI / "games").rglob("*.py")), *sorted((UI / "tower").rglob("*.py")), *sorted((UI / "flick").rglob("*.py"))]
    paths += [UI / "overlays.py", UI / "bots.py", UI / "describe.py", UI / "plugin.py"]
    return paths


def _reaches_for_the_scene(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        where = f"{path.relative_to(UI.parent)}:{getattr(node, 'lineno', '?')}"
        if isinstance(node, ast.Attribute) and node.attr == "_scene":
            found.append(f"{where} ._scene")
        elif isinstance(node, ast.Attribute) and node.attr == "scene" and isinstance(node.value, ast.Name) and node.value.id == "self":
            found.append(f"{where} self.scene")
        elif isinstance(node, ast.ImportFrom) and node.module and re.search(r"(^|\.)scenes\.table", node.module) and path.name != "plugin.py":
            found.append(f"{where} imports {node.module}")
    return found


def test_game_screens_overlays_and_bots_never_reach_for_the_table_scene():
    users = _services_users()
    assert any(p.name == "jidohanbaiki.py" for p in users) and any(p.name == "view.py" and p.parent.name == "tower" for p in users)
    assert any(p.name == "drops.py" and p.parent.name == "tsukiji" for p in users)  # every screen, Tsukiji's too
    found = [line for path in users for line in _reaches_for_the_scene(path)]
    assert found == [], "use self.services (TableServices, docs/ui.md) instead of the table scene"


def test_every_service_is_documented_for_game_engineers():
    docs = DOCS.read_text(encoding="utf-8")
    section = docs[docs.index("## Game screens: where a game engineer starts") : docs.index("## The tower view")]
    public = [name for name in vars(TableServices) if not name.startswith("_")]
    assert "play" in public and "secret_number" in public
    missing = [name for name in public if not re.search(rf"`{name}[`(]", section)]
    assert missing == [], "list these services in docs/ui.md (Game screens)"


def test_a_new_screen_asking_for_the_scene_is_told_to_use_its_services(app):
    scene = open_table(app, "demo", 2, seed=3)
    assert type(scene.plugin.services) is TableServices
    with pytest.raises(AttributeError, match="self.services"):
        _ = scene.plugin.scene


def test_services_show_a_screen_dialog_and_the_bots_wait_while_it_is_up(app):
    scene = app.open_session(make_session("demo", None, 3, bots="human,random"), cover_first=False)
    services = scene.plugin.services
    if services.game.to_move(services.table) == [0]:
        assert services.play(services.legal_actions()[0])
    assert services.game.to_move(services.table) == [1] and scene.bots.next_bot() == 1
    assert not services.busy() and not services.showing(NumberDialog)
    services.ask_number("how many?", 1, 3, lambda n: None)
    assert services.busy() and services.showing(NumberDialog)
    assert scene.bots.next_bot() is None


def test_a_screen_takes_a_drop_it_handles_itself(app):
    scene = open_table(app, "sandbox:tsukiji", 2)
    services = scene.plugin.services
    assert services.carried() is None and services.take_drop() is None
    top = next(s for s in scene.layout.by_zone["supply.barrel.eel"] if not s.under)
    x, y = (int(v) for v in scene.camera.to_screen(top.x, top.y))
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    post(pygame.MOUSEMOTION, pos=(x + 30, y + 30), rel=(30, 30), buttons=(1, 0, 0))
    app.step()
    carried = services.carried()
    assert carried is not None and carried.handles == [top.handle]
    before = scene.table.revision
    assert services.take_drop() is carried
    post(pygame.MOUSEBUTTONUP, pos=(x + 30, y + 30), button=1)
    app.step()
    assert services.carried() is None and scene.table.revision == before  # the table did nothing with it


def test_the_cover_between_two_people_is_told_to_the_screen_and_hides_the_table(app):
    scene = open_table(app, "sandbox:turin", 2)
    services = scene.plugin.services
    assert not services.covered and services.viewer == 0
    services.request_viewer(1)
    assert services.covered and services.busy() and services.viewer == 0  # the seat changes on a click on the cover
    app.step()
    assert scene.frame_log[-1].cover
    scene.cover.on_ready()
    assert not services.covered and services.viewer == 1


def test_the_panel_rect_is_where_the_info_panel_is_drawn_now(app):
    scene = open_table(app, "demo", 2, seed=3)
    services = scene.plugin.services
    now = services.panel_rect()
    assert now == scene.hud.panel_rect(scene.hud.panel_lines()) and now.h > 0
    assert services.panel_rect([]).h == 0


def test_a_panel_line_too_wide_is_wrapped_at_reading_size_not_shrunk_or_cut(app):  # noqa: F811
    from tsukiji_table.ui import theme
    from tsukiji_table.ui.fonts import fonts

    scene = open_table(app, "jido:g14", 3, 3)
    hud = scene.hud
    long = "Inside the machine: " + ", ".join(f"drink number {n}" for n in range(9))
    imgs = hud._panel_images(["Mode: Assisted", long])
    one_row = fonts().text("Mode: Assisted", theme.FONT_SMALL + 1, theme.PANEL_TEXT).get_height()
    assert len(imgs) >= 3, "the long line takes more than one row"
    assert all(img.get_height() == one_row for img in imgs), "every row at the panel's size"
    assert all(img.get_width() <= hud.panel_text_width(widest=True) for img in imgs)
    assert hud.panel_rect(["Mode: Assisted", long]).h > hud.panel_rect(["Mode: Assisted", "short"]).h
    longer = "Drag a supply drink or a coin onto the pot; " * 4  # G13's hint took four rows: the fourth was lost
    rows = hud._panel_images(["Mode: Assisted", longer])
    assert len(rows) >= 5 and hud.panel_rect(["Mode: Assisted", longer]).bottom <= scene.screen_rect.bottom


def test_a_toast_said_in_one_language_is_not_left_on_screen_in_the_other() -> None:
    from tsukiji_table.ui import i18n
    from tsukiji_table.ui.widgets import Toasts

    before = i18n.language()
    try:
        i18n.set_language("en")
        toasts = Toasts()
        toasts.show(i18n.tr("msg.nothing_undo"))
        surf = pygame.Surface((800, 600))
        toasts.update(0.1)
        assert [t.text for t in toasts.items] == ["Nothing to undo"]
        i18n.set_language("ja")  # F2: the English toast must not stay up in the Japanese window
        toasts.draw(surf)
        toasts.update(0.1)
        assert toasts.items == []
        toasts.show(i18n.tr("msg.nothing_undo"))
        toasts.update(0.1)
        assert [t.text for t in toasts.items] == ["元に戻す操作はありません"]
    finally:
        i18n.set_language(before)


def test_a_game_button_with_nothing_to_do_now_is_not_drawn_but_keeps_its_place(app):  # noqa: F811
    # G20's bidding left two greyed buttons that read "—".
    scene = open_table(app, "jido:g20", 3, 3)
    blank = [b for b in scene.hud.side if b.label is not None and callable(b.label) and b.label() == ""]
    assert blank, "the bidding has game buttons with nothing to do"
    for button in blank:
        before = scene.hud.side.index(button)
        surf = pygame.Surface(app.screen.get_size())
        surf.fill((1, 2, 3))
        button.draw(surf)
        assert surf.get_at(button.rect.center)[:3] == (1, 2, 3)
        assert scene.hud.side.index(button) == before and not button.enabled
