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
    from .services import TableServices

Entry = tuple[Any, Callable[[], None] | None]

_NUMBER = re.compile(r"(\d[\d,]*)")


def natural_key(text: str) -> list[Any]:
    """Sort words and numbers as a person does: "crate 2" before "crate 10", "1,000" after "500"."""
    return [(0, int(part.replace(",", ""))) if part[:1].isdigit() else (1, part.casefold()) for part in _NUMBER.split(text) if part]


FLAT = 30  # more actions than this: one entry per kind, each opening its own list


def action_entries(
    services: TableServices, describe: Callable[[dict[str, Any]], str], actions: list[dict[str, Any]], open_list: Callable[[list[Entry]], None]
) -> list[Entry]:
    """Menu entries for ``actions`` (``describe``: the screen's words for one), headed groups in the game's order,
    each sorted by its words; an entry plays its action through ``services.play``.

    A long list (a solo game offers hundreds of swaps) shows one entry per
    kind instead, "Swap drinks (600) ›", which hands that kind's own list to ``open_list``.
    """
    game = services.game
    order = {name: k for k, name in enumerate(getattr(game, "_specs", {}) or ())}
    groups: dict[str, list[tuple[str, dict[str, Any]]]] = {}
    for action in actions:
        name = str(action.get("action", ""))
        groups.setdefault(name, []).append((describe(action), action))
    out: list[Entry] = []
    for name in sorted(groups, key=lambda n: (order.get(n, len(order)), n)):
        # Two actions said the same do the same for the player (a swap reached along either of two sides): one entry.
        title = game.action_title(name).render(seat_name=services.seat_name)
        # An action said only by its kind's name (a game without words for its arguments yet) is never merged with another.
        said = [(text, action) for text, action in groups[name] if text == title]
        said += sorted(
            dict(sorted((i for i in groups[name] if i[0] != title), key=lambda item: natural_key(item[0]), reverse=True)).items(),
            key=lambda item: natural_key(item[0]),
        )
        items: list[Entry] = [(text, (lambda a=action: services.play(a))) for text, action in said]
        if len(items) == 1:
            out.extend(items)
            continue
        if len(actions) > FLAT:
            out.append((i18n.tr("hud.actions_more", title=title, n=len(items)), lambda items=items: open_list(items)))
        else:
            out.append((i18n.tr("hud.actions_group", title=title, n=len(items)), None))
            out.extend(items)
    return out or [(i18n.tr("hud.no_actions"), None)]


i18n.add_strings(
    {
        "hud.actions_group": {"en": "{title} ({n})", "ja": "{title}（{n}）"},
        "hud.actions_more": {"en": "{title} ({n}) ›", "ja": "{title}（{n}）›"},
    }
)
