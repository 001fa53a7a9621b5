"""Autosaves kept apart per game session, described for a person choosing one.

Each session on a table autosaves into its own *slot*, a folder of the
autosave directory named after its game and when it opened
(``turin-20261201-172003-4f2a``), holding the last three autosaves of that
session (``table.Autosaver``) and ``about.json``: the game, the seats' names,
when it was saved and how far the game is.  Opening a free table therefore
never overwrites a Turin game in progress; Continue and Load list each slot
with its game, players, date and progress.  A session continued from an
autosave goes on in the same slot.  Old slots are pruned: the newest
:data:`KEEP_PER_GAME` of each game are kept.

Reading a slot tries its newest autosave first; when that one is damaged it
falls back to an older one and says what happened and how many moves were
lost (:class:`Recovered`).  Autosaves written before slots existed (files
directly in the autosave directory) are listed as one more slot.

Nothing here imports pygame: the menu and the table draw what this returns.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..games.session import Session
from ..table import Autosaver, SaveError, SaveFile, atomic_write, read_save

ABOUT = "about.json"
KEEP_FILES = 3  # autosaves of one session: the newest and two before it
KEEP_PER_GAME = 3  # sessions of each game kept
LEGACY = "."  # the slot of autosaves written straight into the directory (before slots)


@dataclass
class About:
    """What a person needs to recognise an autosave: game, players, when, how far."""

    game: str
    names: list[str]
    saved_at: float
    moves: int
    round: int | None = None
    over: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "names": self.names, "saved_at": self.saved_at, "moves": self.moves, "round": self.round, "over": self.over}

    @classmethod
    def from_json(cls, data: Any) -> About:
        if not isinstance(data, dict) or not isinstance(data.get("game"), str):
            raise ValueError("not an autosave description")
        return cls(
            game=data["game"],
            names=[str(n) for n in data.get("names", [])],
            saved_at=float(data.get("saved_at", 0.0)),
            moves=int(data.get("moves", 0)),
            round=data.get("round") if isinstance(data.get("round"), int) else None,
            over=bool(data.get("over", False)),
        )

    @classmethod
    def of_save(cls, save: SaveFile, saved_at: float, over: bool = False) -> About:
        """Read from a save itself (a slot whose ``about.json`` is missing or damaged)."""
        setup = int(save.extra.get("setup_steps", 0)) if isinstance(save.extra.get("setup_steps", 0), int) else 0
        rnd = save.snapshot.get("vars", {}).get("round") if isinstance(save.snapshot.get("vars"), dict) else None
        return cls(
            game=save.game,
            names=[str(s.get("name", "")) for s in save.seats if isinstance(s, dict)],
            saved_at=saved_at,
            moves=max(0, len(save.log) - setup),
            round=rnd if isinstance(rnd, int) else None,
            over=over,
        )


def about_session(session: Session, saved_at: float | None = None) -> About:
    """The description of a session being autosaved now."""
    table = session.table
    try:
        over = bool(session.game.is_over(table))
    except Exception:  # a referee that cannot tell yet: not over
        over = False
    rnd = table.var("round")
    return About(
        game=session.game.id,
        names=[str(s.get("name", "")) for s in session.seats],
        saved_at=time.time() if saved_at is None else saved_at,
        moves=max(0, len(table.done) - int(session.extra.get("setup_steps", 0))),
        round=rnd if isinstance(rnd, int) else None,
        over=over,
    )


@dataclass
class Slot:
    """One session's autosaves, as listed (newest first) by :meth:`AutosaveStore.slots`."""

    name: str
    about: About | None  # None: nothing readable describes it (every file damaged)
    problems: list[str] = field(default_factory=list)  # what could not be read while listing


@dataclass
class Recovered:
    """The autosave a slot gave back, and what happened to newer ones."""

    save: SaveFile | None
    about: About | None  # of the autosave loaded
    damaged: list[str]  # one line per newer autosave that could not be read
    lost_moves: int  # moves of the newest autosave that the one loaded lacks

    @property
    def fell_back(self) -> bool:
        return self.save is not None and bool(self.damaged)


class AutosaveStore:
    """The autosave directory: one slot per session (see the module docstring)."""

    def __init__(self, root: str | os.PathLike[str]):
        self.root = Path(root)

    # ------------------------------------------------------------ writing

    def new_slot(self, game_id: str) -> str:
        """A fresh slot name for a session of ``game_id`` opened now."""
        slug = "".join(ch if ch.isalnum() else "-" for ch in game_id).strip("-") or "game"
        return f"{slug}-{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(2)}"

    def saver(self, slot: str) -> Autosaver:
        return Autosaver(self.root if slot == LEGACY else self.root / slot, keep=KEEP_FILES)

    def save(self, slot: str, session: Session) -> Path:
        """Autosave ``session`` in ``slot`` (its older autosaves shift down), describe it, prune old slots."""
        path = session.autosave(self.saver(slot))
        about = about_session(session)
        folder = self.root if slot == LEGACY else self.root / slot
        atomic_write(folder / (ABOUT if slot != LEGACY else "autosave.about.json"), json.dumps(about.to_json(), ensure_ascii=False))
        self.prune(keep=slot)
        return path

    def prune(self, keep: str | None = None) -> None:
        """Remove all but the newest :data:`KEEP_PER_GAME` slots of each game (never ``keep``)."""
        by_game: dict[str, list[Slot]] = {}
        for slot in self.slots():
            if slot.name == LEGACY or slot.about is None:
                continue
            by_game.setdefault(slot.about.game, []).append(slot)
        for slots in by_game.values():
            for old in slots[KEEP_PER_GAME:]:
                if old.name != keep:
                    shutil.rmtree(self.root / old.name, ignore_errors=True)

    # ------------------------------------------------------------ reading

    def slot_names(self) -> list[str]:
        names = [p.name for p in self.root.iterdir() if p.is_dir() and not p.name.startswith(".")] if self.root.is_dir() else []
        if (self.root / "autosave.json").exists() or (self.root / "autosave.1.json").exists():
            names.append(LEGACY)
        return names

    def slots(self) -> list[Slot]:
        """Every slot that holds an autosave, newest first."""
        out = []
        for name in self.slot_names():
            slot = self.describe(name)
            if slot is not None:
                out.append(slot)
        return sorted(out, key=lambda s: s.about.saved_at if s.about else 0.0, reverse=True)

    def describe(self, name: str) -> Slot | None:
        """A slot's description: its ``about.json``, else read from its newest readable autosave."""
        saver = self.saver(name)
        files = [saver.path(n) for n in range(saver.keep) if saver.path(n).exists()]
        if not files:
            return None
        about_path = self.root / "autosave.about.json" if name == LEGACY else self.root / name / ABOUT
        try:
            return Slot(name, About.from_json(json.loads(about_path.read_text(encoding="utf-8"))))
        except (OSError, ValueError, TypeError):
            pass
        problems = []
        for path in files:
            try:
                return Slot(name, About.of_save(read_save(path), path.stat().st_mtime), problems)
            except (SaveError, OSError) as exc:
                problems.append(str(exc))
        return Slot(name, None, problems)

    def recover(self, name: str) -> Recovered:
        """The newest autosave of a slot that loads; what was damaged before it and how many moves that cost."""
        saver = self.saver(name)
        slot = self.describe(name)
        newest = slot.about if slot is not None else None
        damaged = []
        for n in range(saver.keep):
            path = saver.path(n)
            if not path.exists():
                continue
            try:
                save = read_save(path)
            except SaveError as exc:
                damaged.append(str(exc))
                continue
            about = About.of_save(save, path.stat().st_mtime)
            lost = max(0, newest.moves - about.moves) if damaged and newest is not None else 0
            return Recovered(save, about, damaged, lost)
        return Recovered(None, None, damaged, 0)

    def newest(self) -> Slot | None:
        slots = self.slots()
        return slots[0] if slots else None

    def slot_of(self, path: Path) -> str | None:
        """The slot an autosave file belongs to (None: not an autosave)."""
        try:
            rel = Path(path).resolve().relative_to(self.root.resolve())
        except ValueError:
            return None
        return LEGACY if len(rel.parts) == 1 else rel.parts[0]
