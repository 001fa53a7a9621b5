"""The puzzle pack: one YAML file per puzzle in ``rules/jidohanbaiki/puzzles/``.

A puzzle names its game (``jido:g07`` ...), a starting state, a goal, the
par the solver found (``score`` and ``moves``, and whether the search proved
it ``optimal``) and a stored ``solution``: the action dicts that reach it,
replayed to a win by the tests.  A puzzle marked ``unsolvable: true`` is a
proof exhibit: the solver must exhaust it.  Files are validated with the
rules schema machinery, so errors name the file, line and key.

Crate contents are written as two rows of three drinks (``red:long_can``,
``-`` for an empty spot), in the crate's own frame.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from ...paths import rules_root
from ...rulesdata import Rules, RulesDataError, load_located
from ...rulesdata.schema import Checker
from ...rulesdata.schema_jidohanbaiki import PUZZLE
from .common import EMPTY, Catalogue


class PuzzleError(ValueError):
    """A puzzle that cannot be found or read; the message says where."""


@dataclass
class PuzzleSpec:
    id: str
    game: str
    title: dict[str, str]
    text: dict[str, str]
    difficulty: int
    start: dict[str, Any]
    goal: dict[str, Any]
    par: dict[str, Any]
    solution: list[dict[str, Any]]
    unsolvable: bool = False
    path: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    def crates(self, cat: Catalogue) -> list[tuple[int, ...]]:
        """The crates' drinks as spot tuples (``start.crates``, each two rows of three)."""
        out = []
        for crate in self.start["crates"]:
            rows = crate["drinks"] if isinstance(crate, dict) else crate
            out.append(tuple(EMPTY if name == "-" else cat.drink(name) for row in rows for name in row))
        return out

    def decks(self, cat: Catalogue) -> list[tuple[int, ...]]:
        """G07: the draw order of each round (the last one repeats)."""
        return [tuple(cat.card(c) for c in deck) for deck in self.start["decks"]]

    @cached_property  # the picker reads it every frame; start and goal are never changed in place
    def digest(self) -> str:
        """Eight hex digits of what is played (game, start, goal): a puzzle changed under the
        same id gets another digest, so records of the old one are not taken for its best."""
        played = json.dumps({"game": self.game, "start": self.start, "goal": self.goal}, sort_keys=True, ensure_ascii=False)
        return hashlib.sha256(played.encode("utf-8")).hexdigest()[:8]

    def to_yaml_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": self.id,
            "game": self.game,
            "title": self.title,
            "text": self.text,
            "difficulty": self.difficulty,
            "start": self.start,
            "goal": self.goal,
            "par": self.par,
            "solution": self.solution,
        }
        if self.unsolvable:
            data["unsolvable"] = True
        return data


def pack_dir() -> Path:
    return rules_root() / "jidohanbaiki" / "puzzles"


def read_puzzle(path: Path) -> PuzzleSpec:
    """Load and validate one puzzle file."""
    shown = f"rules/jidohanbaiki/puzzles/{path.name}" if path.parent == pack_dir() else str(path)
    try:
        located = load_located(path.read_text(encoding="utf-8"), shown)
    except OSError as exc:
        raise PuzzleError(f"{shown}: cannot be read ({exc.strerror})") from None
    except UnicodeDecodeError as exc:
        raise PuzzleError(f"{shown}: not UTF-8 text ({exc.reason})") from None
    except RulesDataError as exc:
        raise PuzzleError(str(exc)) from None
    ck = Checker(located, shown)
    data = PUZZLE.check(located.data, (), ck)
    if not ck.errors and data["id"] != path.stem and path.parent == pack_dir():
        ck.error(("id",), f"expected the file name's stem {path.stem!r}")
    if ck.errors:
        raise PuzzleError("\n".join(str(e) for e in ck.errors))
    spec = PuzzleSpec(
        id=data["id"],
        game=data["game"],
        title=data["title"],
        text=data["text"],
        difficulty=data["difficulty"],
        start=data["start"],
        goal=data["goal"],
        par=data["par"],
        solution=data["solution"],
        unsolvable=bool(data.get("unsolvable")),
        path=shown,
    )
    if path.parent != pack_dir():  # the pack itself is set up and solved by the tests (puzzles verify)
        check_start(spec)
    return spec


def check_start(spec: PuzzleSpec) -> None:
    """Set the puzzle up through its referee: a start or goal the game cannot take is the file's error.

    The schema checks the form every puzzle shares; what ``start`` and
    ``goal`` hold differs per game, and the referee that reads them is the
    one authority on it.
    """
    from ..save_check import read_position
    from ..session import Session

    probe = dataclasses.replace(spec, id=f"{spec.id}-check")
    remember(probe)
    try:
        session = Session.new(spec.game, 1, 0, {"puzzle": probe.id})
        read_position(session.game, session.table)
    except Exception as exc:  # noqa: BLE001 - the game was set up from the file alone: what fails comes from it
        raise PuzzleError(f"{spec.path}: its start or goal cannot be set up for {spec.game}: {str(exc)[:200]}") from None
    finally:
        forget(probe.id)


def pack_ids() -> list[str]:
    folder = pack_dir()
    return sorted(p.stem for p in folder.glob("*.yaml")) if folder.is_dir() else []


def load_pack(include_unsolvable: bool = True) -> list[PuzzleSpec]:
    """Every puzzle of the pack, sorted by id; the first bad file raises."""
    specs = [read_puzzle(pack_dir() / f"{pid}.yaml") for pid in pack_ids()]
    return [s for s in specs if include_unsolvable or not s.unsolvable]


_MEMORY: dict[str, PuzzleSpec] = {}
# Puzzles made on demand, by the prefix of their id ("daily:" is :mod:`.daily`'s, which registers
# itself when the package is imported): this module stays below the makers, which solve games.
_MAKERS: dict[str, Callable[[str, Rules | None], PuzzleSpec]] = {}


def register_maker(prefix: str, make: Callable[[str, Rules | None], PuzzleSpec]) -> None:
    """Make the puzzles whose id starts with ``prefix`` with ``make(rest_of_id, rules)``."""
    _MAKERS[prefix] = make


def remember(spec: PuzzleSpec) -> PuzzleSpec:
    """Make a puzzle that has no file (a daily puzzle, a candidate being
    authored) startable by id in this process."""
    _MEMORY[spec.id] = spec
    return spec


def remembered(pid: str) -> PuzzleSpec | None:
    """A puzzle made in this process (say today's), without making it."""
    return _MEMORY.get(pid)


def forget(pid: str) -> None:
    """Drop a remembered puzzle (a candidate that was tried)."""
    _MEMORY.pop(pid, None)


def get_puzzle(pid: str, rules: Rules | None = None) -> PuzzleSpec:
    """A pack puzzle by id, or the daily puzzle of ``daily:YYYY-MM-DD``."""
    if pid in _MEMORY:
        return _MEMORY[pid]
    for prefix, make in _MAKERS.items():
        if pid.startswith(prefix):
            return make(pid[len(prefix) :], rules)
    path = pack_dir() / f"{pid}.yaml"
    if not path.is_file():
        known = ", ".join(pack_ids()[:6])
        raise PuzzleError(f"no puzzle {pid!r} in the pack (try 'tsukiji-table puzzles list'; e.g. {known} ...)")
    return read_puzzle(path)
