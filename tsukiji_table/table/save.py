"""Save files: versioned JSON, written atomically, with rotating autosaves.

A save holds what is needed to rebuild the game from nothing (game, options,
seed, rules fingerprint, the log of transactions) and a snapshot of the final
state so that loading is fast.  Loading checks the snapshot against its hash;
:func:`replay` rebuilds from the log and finds the first step that diverges.
"""

from __future__ import annotations

import gc
import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .fingerprints import for_digest
from .model import TableError
from .save_check import BadSave, check_document, check_snapshot, check_transactions
from .table import Table, Transaction, canonical_hash
from .tempfiles import remove_stale

FORMAT = "tsukiji-table-save"
VERSION = 1


class SaveError(ValueError):
    """A save file cannot be used; the message names the file and the problem."""


@dataclass
class SaveFile:
    game: str
    seed: int
    players: int
    options: dict[str, Any]
    seats: list[dict[str, Any]]
    rules_fingerprint: str
    log: list[Transaction]
    redo: list[Transaction]
    snapshot: dict[str, Any]
    hash: str
    extra: dict[str, Any] = field(default_factory=dict)
    # Per rules file the game read, "<box>/<file>" -> fingerprint, and of the override laid over each
    # (empty in saves made before per-file fingerprints: then only rules_fingerprint, of the whole box).
    rules_files: dict[str, str] = field(default_factory=dict)
    rules_overrides: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "seed": self.seed,
            "players": self.players,
            "options": self.options,
            "seats": self.seats,
            "rules_fingerprint": self.rules_fingerprint,
            "rules_files": self.rules_files,
            "rules_overrides": self.rules_overrides,
            "log": [tx.to_json() for tx in self.log],
            "redo": [tx.to_json() for tx in self.redo],
            "snapshot": self.snapshot,
            "hash": self.hash,
            "extra": self.extra,
        }


def snapshot_of(
    table: Table,
    options: dict[str, Any],
    seats: list[dict[str, Any]],
    rules_fingerprint: str,
    extra: dict[str, Any] | None = None,
    rules_files: dict[str, str] | None = None,
    rules_overrides: dict[str, str] | None = None,
) -> SaveFile:
    state = table.state()
    return SaveFile(
        game=table.game,
        seed=table.seed,
        players=table.players,
        options=dict(options),
        seats=list(seats),
        rules_fingerprint=rules_fingerprint,
        log=list(table.done),
        redo=list(table.undone),
        snapshot=state,
        hash=canonical_hash(state),
        extra=dict(extra or {}),
        rules_files=dict(rules_files or {}),
        rules_overrides=dict(rules_overrides or {}),
    )


def atomic_write(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` so that ``path`` holds either the old or the new content.

    The data goes to a temporary file in the same directory, is flushed and
    fsynced, then renamed over the target; the directory is fsynced too so
    the rename survives a crash.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    remove_stale(path.parent)  # what earlier saves killed mid-write left behind
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:
        dir_fd = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def write_save(path: str | os.PathLike[str], save: SaveFile) -> None:
    text = _without_gc(lambda: json.dumps(save.to_json(), ensure_ascii=False, separators=(",", ":")))
    atomic_write(path, text)


def read_save(path: str | os.PathLike[str], game: str | None = None) -> SaveFile:
    """Read and check a save; raises :class:`SaveError` naming what is wrong.

    ``game``, if given, is the game the caller expects.
    """
    name = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"{name}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"{name}: cannot be read ({exc})") from None
    if not text.strip():
        raise SaveError(f"{name}: the file is empty")
    try:
        data = _without_gc(json.loads, text)
    except json.JSONDecodeError as exc:
        stripped = text.strip()
        cut = stripped.startswith("{") and not stripped.endswith("}")
        what = "truncated" if cut or exc.pos >= len(text.rstrip()) - 1 else "not valid JSON"
        raise SaveError(f"{name}: {what} (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    except (RecursionError, ValueError) as exc:  # JSON nested thousands deep, a number of thousands of digits
        raise SaveError(f"{name}: not a save this program can read ({'nested too deeply' if isinstance(exc, RecursionError) else exc})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f'{name}: not a tsukiji-table save (no \'"format": "{FORMAT}"\')')
    version = data.get("version")
    if not isinstance(version, int) or version < 1:
        raise SaveError(f"{name}: bad save version {version!r}")
    if version > VERSION:
        raise SaveError(f"{name}: save version {version} is newer than this program reads ({VERSION}); update tsukiji-table")
    if game is not None and data.get("game") != game:
        raise SaveError(f"{name}: this is a save of {data.get('game')!r}, not of {game!r}")
    try:
        check_document(data)
    except BadSave as exc:
        raise SaveError(f"{name}: {exc}") from None
    try:
        save = SaveFile(
            game=_typed(data, "game", str),
            seed=_typed(data, "seed", int),
            players=_typed(data, "players", int),
            options=_typed(data, "options", dict),
            seats=_typed(data, "seats", list),
            rules_fingerprint=_typed(data, "rules_fingerprint", str),
            log=_without_gc(_transactions, data, "log"),
            redo=_without_gc(_transactions, data, "redo"),
            snapshot=_typed(data, "snapshot", dict),
            hash=_typed(data, "hash", str),
            extra=data.get("extra", {}) if isinstance(data.get("extra", {}), dict) else {},
            rules_files=_fingerprints(data, "rules_files"),
            rules_overrides=_fingerprints(data, "rules_overrides"),
        )
        check_transactions(save.log, "log", save.players)
        check_transactions(save.redo, "redo", save.players)
    except (SaveError, BadSave) as exc:
        raise SaveError(f"{name}: {exc}") from None
    if canonical_hash(save.snapshot) != save.hash:
        raise SaveError(f"{name}: the snapshot does not match its hash (the file was changed or damaged)")
    return save


def _without_gc(func: Any, *args: Any) -> Any:
    """Run ``func`` with the cyclic GC paused: parsing or dumping a long log
    makes tens of thousands of small acyclic objects that it would only rescan."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        return func(*args)
    finally:
        if enabled:
            gc.enable()


def _typed(data: dict[str, Any], key: str, kind: type) -> Any:
    if key not in data:
        raise SaveError(f"missing key {key!r}")
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError(f"{key!r} should be {kind.__name__}, is {type(value).__name__}")
    return value


def _fingerprints(data: dict[str, Any], key: str) -> dict[str, str]:
    """A map of rules file -> fingerprint; absent in saves made before per-file fingerprints."""
    value = data.get(key, {})
    if not isinstance(value, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
        raise SaveError(f"{key!r} should map rules files to fingerprints (texts)")
    return dict(value)


def _transactions(data: dict[str, Any], key: str) -> list[Transaction]:
    items = _typed(data, key, list)
    out = []
    for n, item in enumerate(items):
        try:
            out.append(Transaction.from_json(item))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise SaveError(f"{key}[{n}] is not a valid transaction ({exc})") from None
    return out


def load_into(table: Table, save: SaveFile) -> None:
    """Load a save's snapshot and history into a freshly built table."""
    try:
        check_snapshot(table, save.snapshot)
        table.load_state(save.snapshot)
    except (TableError, KeyError, TypeError, ValueError) as exc:
        raise SaveError(f"the snapshot does not fit this game's table ({exc})") from None
    table.done = list(save.log)
    table.undone = list(save.redo)


@dataclass
class ReplayReport:
    ok: bool
    steps: int
    final_hash: str
    expected_hash: str
    step: int | None = None  # first diverging transaction
    label: str = ""
    message: str = ""

    def describe(self) -> str:
        if self.ok:
            return f"OK: {self.steps} transactions replayed, final hash {self.final_hash[:16]}"
        if self.step is None:
            return f"DIVERGED: {self.message}"
        return f"DIVERGED at step {self.step} ({self.label!r}): {self.message}"


def replay(table: Table, log: list[Transaction], expected_hash: str) -> ReplayReport:
    """Apply ``log`` to a freshly built ``table`` and compare with ``expected_hash``."""
    for n, tx in enumerate(log):
        try:
            table.apply_transaction(tx)
        except TableError as exc:
            return ReplayReport(False, n, table.state_hash(), expected_hash, n, tx.label, str(exc))
        table.done.append(tx)
        if tx.digest:
            got = for_digest(tx.digest)(table, [c.touched() for c in tx.commands])
            if got != tx.digest:
                return ReplayReport(
                    False,
                    n,
                    table.state_hash(),
                    expected_hash,
                    n,
                    tx.label,
                    "the pieces it touched do not end where the log recorded",
                )
    final = table.state_hash()
    if final != expected_hash:
        return ReplayReport(
            False,
            len(log),
            final,
            expected_hash,
            None,
            "",
            f"the log replays to hash {final[:16]}, the snapshot has {expected_hash[:16]}",
        )
    return ReplayReport(True, len(log), final, expected_hash)


class Autosaver:
    """Keeps the last ``keep`` autosaves: ``autosave.json``, ``autosave.1.json``, ...

    Older files are shifted before the new one is written atomically, so a
    crash in the middle leaves the previous good autosave in place.
    """

    def __init__(self, directory: str | os.PathLike[str], keep: int = 3, stem: str = "autosave"):
        self.directory = Path(directory)
        self.keep = max(1, keep)
        self.stem = stem

    def path(self, n: int) -> Path:
        return self.directory / (f"{self.stem}.json" if n == 0 else f"{self.stem}.{n}.json")

    def save(self, save: SaveFile) -> Path:
        self.directory.mkdir(parents=True, exist_ok=True)
        for n in range(self.keep - 1, 0, -1):
            older = self.path(n - 1)
            if older.exists():
                os.replace(older, self.path(n))
        write_save(self.path(0), save)
        return self.path(0)

    def latest(self) -> tuple[SaveFile | None, list[str]]:
        """The newest autosave that loads, and the problems met with newer ones."""
        problems: list[str] = []
        for n in range(self.keep):
            path = self.path(n)
            if not path.exists():
                continue
            try:
                return read_save(path), problems
            except SaveError as exc:
                problems.append(str(exc))
        return None, problems
