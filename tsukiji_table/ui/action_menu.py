"""The Actions list: every legal action in words, grouped by kind and sorted.

The referee lists its legal actions in whatever order it finds them; a
player reads them by kind ("Move a drink", "Special move (500)" ...) in the
order the game declares its actions, each kind's entries sorted as a person
sorts ("crate 2" before "crate 10").  A kind with several entries gets its
name as a heading.  The menu scrolls when it is longer than the window.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import i18n

if TYPE_CHECKING:
    from .scenes.table import TableScene

Entry = tuple[Any, Callable[[], None] | None]

_NUMBER = re.compile(r"(\d[\d,]*)")


def natural_key(text: str) -> list[Any]:
    """Sort words and numbers as a person does: "crate 2" before "crate 10", "1,000" after "500"."""
    return [(0, int(part.replace(",", ""))) if part[:1].isdigit() else (1, part.casefold()) for part in _NUMBER.split(text) if part]


FLAT = 30  # more actions than this: one entry per kind, each opening its own list


def action_entries(scene: TableScene, actions: list[dict[str, Any]]) -> list[Entry]:
    """Menu entries for ``actions``: headed groups in the game's order, each sorted by its words.

    A long list (a solo game offers hundreds of swaps) shows one entry per
    kind instead, "Swap drinks (600) ›", which opens that kind's own list.
    """
    game, plugin = scene.game, scene.plugin
    order = {name: k for k, name in enumerate(getattr(game, "_specs", {}) or ())}
    groups: dict[str, list[tuple[str, dict[str, Any]]]] = {}
    for action in actions:
        name = str(action.get("action", ""))
        groups.setdefault(name, []).append((plugin.describe_action(action), action))
    out: list[Entry] = []
    for name in sorted(groups, key=lambda n: (order.get(n, len(order)), n)):
        # Two actions said the same do the same for the player (a swap reached along either of two sides): one entry.
        said = dict(sorted(groups[name], key=lambda item: natural_key(item[0]), reverse=True))
        items = [(text, (lambda a=action: scene.play(a))) for text, action in sorted(said.items(), key=lambda item: natural_key(item[0]))]
        if len(items) == 1:
            out.extend(items)
            continue
        title = game.action_title(name).render(seat_name=scene.seat_name)
        if len(actions) > FLAT:
            out.append((i18n.tr("hud.actions_more", title=title, n=len(items)), lambda items=items: open_list(scene, items)))
        else:
            out.append((i18n.tr("hud.actions_group", title=title, n=len(items)), None))
            out.extend(items)
    return out or [(i18n.tr("hud.no_actions"), None)]


def open_list(scene: TableScene, entries: list[Entry]) -> None:
    """One kind's actions in a menu of their own, where the Actions list was (it scrolls when long)."""
    from .widgets import ContextMenu

    old = scene.menu
    pos = old.rect.topleft if old is not None else (scene.screen_rect.w // 3, 60)
    scene.menu = ContextMenu(pos, entries, scene.screen_rect)


i18n.add_strings(
    {
        "hud.actions_group": {"en": "{title} ({n})", "ja": "{title}（{n}）"},
        "hud.actions_more": {"en": "{title} ({n}) ›", "ja": "{title}（{n}）›"},
    }
)
