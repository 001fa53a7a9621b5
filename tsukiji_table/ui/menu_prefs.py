"""What the menu remembers between runs: the last game, each game's player count, mode and options,
the seats' names and bots, the player-count filter and the folded boxes.

Kept in ``menu.json`` in the user's data directory, written atomically when
a game starts.  A missing file is a first run; a damaged one is set aside
with a message (the menu starts from its defaults), never a traceback.
Values are checked again when used: a game or option that no longer exists
is simply not restored.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ..paths import user_data_dir
from ..table.save import atomic_write

FILE = "menu.json"
VERSION = 1


@dataclass
class MenuPrefs:
    game: str | None = None
    players: dict[str, int] = field(default_factory=dict)  # game id -> player count last used
    modes: dict[str, str] = field(default_factory=dict)  # game id -> free / assisted / strict
    options: dict[str, dict[str, Any]] = field(default_factory=dict)  # game id -> option name -> value
    names: list[str] = field(default_factory=list)
    bots: list[str | None] = field(default_factory=list)
    filter: int | None = None  # show only games for this many players
    folded: list[str] = field(default_factory=list)  # boxes whose games are folded away in the list


def prefs_path() -> Path:
    return user_data_dir() / FILE


def _typed(data: dict[str, Any]) -> MenuPrefs:
    """Prefs from JSON data, dropping whatever is not of the expected form."""

    def mapping(value: Any, kind: type | tuple[type, ...]) -> dict[str, Any]:
        return {k: v for k, v in value.items() if isinstance(k, str) and isinstance(v, kind)} if isinstance(value, dict) else {}

    players = {k: v for k, v in mapping(data.get("players"), int).items() if not isinstance(v, bool)}
    names = [n if isinstance(n, str) else "" for n in data.get("names", [])][:6] if isinstance(data.get("names"), list) else []
    bots = [b if isinstance(b, str) else None for b in data.get("bots", [])][:6] if isinstance(data.get("bots"), list) else []
    flt = data.get("filter")
    folded = [b for b in data.get("folded", []) if isinstance(b, str)] if isinstance(data.get("folded"), list) else []
    game = data.get("game")
    return MenuPrefs(
        game=game if isinstance(game, str) else None,
        players=players,
        modes=mapping(data.get("modes"), str),
        options={k: mapping(v, (str, int, float, bool)) for k, v in mapping(data.get("options"), dict).items()},
        names=names,
        bots=bots,
        filter=flt if isinstance(flt, int) and not isinstance(flt, bool) else None,
        folded=folded,
    )


def load_prefs() -> tuple[MenuPrefs, str | None]:
    """The remembered prefs and, when the file could not be read, what was wrong (it is then set aside)."""
    path = prefs_path()
    if not path.exists():
        return MenuPrefs(), None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        try:
            path.replace(path.with_suffix(".damaged"))
        except OSError:
            pass
        return MenuPrefs(), f"{path}: {exc}"
    return _typed(data), None


def save_prefs(prefs: MenuPrefs) -> str | None:
    """Write the prefs; what went wrong if they could not be written (the game starts anyway)."""
    path = prefs_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, json.dumps({"version": VERSION, **asdict(prefs)}, ensure_ascii=False, indent=1, sort_keys=True))
    except (OSError, TypeError, ValueError) as exc:
        return f"{path}: {exc}"
    return None
