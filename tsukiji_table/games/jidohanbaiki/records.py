"""Best results of the solo games and puzzles, kept in a small SQLite database.

One row per finished game (``results``); the best of a key (a puzzle such as
``puzzle:g07-01#5e0c2a91``, its id and a digest of what is played, so a puzzle
changed under the same id starts afresh; or a solo game with its variant options such as
``jido:g07+too_hard``) is read from them: highest score for money games,
fewest turns for G08, then fewest moves, then the earliest date.  Wins with
free placement are kept but never best; wins after undoing a tower insertion
count, with a ``tower-undo`` mark.

A database that SQLite finds damaged is moved aside (``records.sqlite3.corrupt-
<time>``), reported in :attr:`Records.warning`, and a fresh one is started:
the game being recorded is never lost because of it.  A healthy database that
cannot be written, or that a newer version wrote, is left alone and read.
"""

from __future__ import annotations

import datetime as _dt
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...paths import user_data_dir

FILENAME = "records.sqlite3"
SCHEMA_VERSION = 1

SCHEMA = """
CREATE TABLE IF NOT EXISTS results (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL,
    game TEXT NOT NULL,
    won INTEGER NOT NULL,
    score INTEGER NOT NULL,
    moves INTEGER NOT NULL,
    lower_is_better INTEGER NOT NULL,
    ranked INTEGER NOT NULL,
    marks TEXT NOT NULL DEFAULT '',
    date TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS results_key ON results (key);
"""


@dataclass(frozen=True)
class Record:
    key: str
    game: str
    won: bool
    score: int
    moves: int
    date: str
    marks: tuple[str, ...] = ()
    lower_is_better: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "game": self.game, "won": self.won, "score": self.score, "moves": self.moves, "date": self.date, "marks": list(self.marks)}


class Records:
    """The records database at ``path`` (default: the user's data directory).

    Records are set aside only when SQLite says the file is not a database
    or is damaged.  A database that cannot be written (a read-only file or
    folder, a full disk) or that a newer version of the program wrote is
    left as it is and read when it can be; results of this session are then
    not kept, and :attr:`warning` says so.  Nothing here raises for the
    state of the user's disk.
    """

    def __init__(self, path: str | os.PathLike[str] | None = None):
        self.path = Path(path) if path is not None else user_data_dir() / FILENAME
        self.warning: str | None = None
        self.writable = True
        self._conn: sqlite3.Connection | None = None
        self._unavailable = False  # no database could be opened at all

    # ------------------------------------------------------------ opening

    def _connect(self) -> sqlite3.Connection | None:
        """The open database, or ``None`` when none can be had (then :attr:`warning` says why)."""
        if self._conn is not None or self._unavailable:
            return self._conn
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return self._read_only_or_none(f"its folder {self.path.parent} cannot be made ({exc.strerror or exc})")
        try:
            self._conn = self._open_checked()
        except _Newer as exc:
            return self._read_only_or_none(str(exc))
        except sqlite3.DatabaseError as exc:
            if not _corrupt(exc):
                return self._read_only_or_none(f"it cannot be written ({exc})")
            if not self._set_aside(exc):
                return self._read_only_or_none(f"it could not be read ({exc}) nor moved aside")
            try:
                self._conn = self._open_checked()
            except sqlite3.DatabaseError as again:
                return self._read_only_or_none(f"a fresh one cannot be made ({again})")
        return self._conn

    def _open_checked(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path)
        try:
            ok = conn.execute("PRAGMA quick_check").fetchone()
            if not ok or ok[0] != "ok":
                raise sqlite3.DatabaseError(f"database disk image is malformed: {ok[0] if ok else 'no answer'}")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise _Newer(f"it was written by a newer version of tsukiji-table (records format {version}; this one reads {SCHEMA_VERSION})")
            if version != SCHEMA_VERSION:
                conn.executescript(SCHEMA)
                conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                conn.commit()
        except (sqlite3.DatabaseError, _Newer):
            conn.close()
            raise
        return conn

    def _read_only_or_none(self, why: str) -> sqlite3.Connection | None:
        """Keep what can be read of the database as it is; nothing is written this session."""
        self.writable = False
        conn = None
        if self.path.is_file():
            try:
                conn = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True)
                conn.execute("SELECT COUNT(*) FROM results").fetchone()
            except (sqlite3.Error, OSError, ValueError):
                if conn is not None:
                    conn.close()
                conn = None
        self._conn = conn
        self._unavailable = conn is None
        shown = "its records are shown, but" if conn is not None else "no records can be shown, and"
        self.warning = f"The records database {self.path} is left as it is: {why}; {shown} results of this session are not kept."
        return conn

    def _set_aside(self, exc: Exception) -> bool:
        """Move an unreadable database out of the way and say so; ``False`` if it cannot be moved."""
        if self._conn is not None:
            try:
                self._conn.close()
            except sqlite3.Error:
                pass
            self._conn = None
        if not self.path.exists():
            return True  # nothing to move: the fresh database is made where it was
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        n = 1
        while aside.exists():
            aside = self.path.with_name(f"{self.path.name}.corrupt-{stamp}-{n}")
            n += 1
        try:
            for suffix in ("", "-journal", "-wal", "-shm"):
                src = Path(str(self.path) + suffix)
                if src.exists():
                    os.replace(src, Path(str(aside) + suffix))
        except OSError:
            return False
        self.warning = (
            f"The records database {self.path} could not be read ({exc}); it was moved aside to "
            f"{aside.name} and a fresh one was started. Earlier records are in that file."
        )
        return True

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    # ------------------------------------------------------------ writing

    def add(
        self,
        key: str,
        game: str,
        won: bool,
        score: int,
        moves: int,
        lower_is_better: bool = False,
        ranked: bool = True,
        marks: tuple[str, ...] = (),
        date: str | None = None,
    ) -> bool:
        """Store one finished game; return whether it is now the key's best (``False`` when it cannot be kept)."""
        date = date or _dt.date.today().isoformat()
        row = (key, game, int(won), int(score), int(moves), int(lower_is_better), int(ranked), ",".join(marks), date)
        for attempt in (1, 2):
            conn = self._connect()
            if conn is None or not self.writable:
                return False
            try:
                cur = conn.execute(
                    "INSERT INTO results (key, game, won, score, moves, lower_is_better, ranked, marks, date) VALUES (?,?,?,?,?,?,?,?,?)",
                    row,
                )
                conn.commit()
                new_id = cur.lastrowid
                break
            except sqlite3.DatabaseError as exc:
                if attempt == 2 or not _corrupt(exc) or not self._set_aside(exc):
                    self._read_only_or_none(f"this result could not be written ({exc})")
                    return False
        try:
            best = self._best_row(key)
        except sqlite3.Error:
            return False
        return bool(won and ranked and best is not None and best[0] == new_id)

    # ------------------------------------------------------------ reading

    def _best_row(self, key: str) -> tuple | None:
        conn = self._connect()
        if conn is None:
            return None
        lower = conn.execute("SELECT lower_is_better FROM results WHERE key = ? LIMIT 1", (key,)).fetchone()
        order = "score ASC" if lower and lower[0] else "score DESC"
        return conn.execute(
            f"SELECT id, key, game, won, score, moves, date, marks, lower_is_better FROM results "
            f"WHERE key = ? AND won = 1 AND ranked = 1 ORDER BY {order}, moves ASC, date ASC, id ASC LIMIT 1",
            (key,),
        ).fetchone()

    def best(self, key: str) -> Record | None:
        """The best ranked win of ``key``, or ``None``."""
        try:
            row = self._best_row(key)
        except sqlite3.DatabaseError as exc:
            self._unreadable(exc)
            return None
        return _record(row) if row else None

    def all_best(self) -> list[Record]:
        """The best of every key that has a ranked win, sorted by key."""
        conn = self._connect()
        if conn is None:
            return []
        try:
            keys = [r[0] for r in conn.execute("SELECT DISTINCT key FROM results ORDER BY key")]
        except sqlite3.DatabaseError as exc:
            self._unreadable(exc)
            return []
        out = [self.best(k) for k in keys]
        return [r for r in out if r is not None]

    def played(self, key: str) -> tuple[int, int]:
        """(games finished, games won) for ``key``."""
        conn = self._connect()
        if conn is None:
            return 0, 0
        try:
            row = conn.execute("SELECT COUNT(*), COALESCE(SUM(won), 0) FROM results WHERE key = ?", (key,)).fetchone()
        except sqlite3.DatabaseError as exc:
            self._unreadable(exc)
            return 0, 0
        return int(row[0]), int(row[1])

    def _unreadable(self, exc: sqlite3.DatabaseError) -> None:
        """A read that failed: a damaged file is set aside (a fresh one opens next time); else it is only reported."""
        if _corrupt(exc) and self.writable and self._set_aside(exc):
            return
        self.warning = self.warning or f"The records database {self.path} could not be read ({exc})."


class _Newer(Exception):
    """The database was written by a newer version of the program."""


# SQLite's answers about the disk, not the file: permission, busy, locked, read-only,
# I/O error, full, cannot open, not authorised.  Anything else means the file is
# damaged, no database, or not laid out as ours.
_ENVIRONMENT_CODES = {3, 5, 6, 8, 10, 13, 14, 23}
_ENVIRONMENT_WORDS = ("readonly", "read-only", "unable to open", "locked", "busy", "disk i/o", "full", "permission")


def _corrupt(exc: sqlite3.DatabaseError) -> bool:
    """Whether the file itself is unusable (damaged, no database, not our tables) rather than the disk refusing."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF not in _ENVIRONMENT_CODES
    text = str(exc).lower()
    return not any(word in text for word in _ENVIRONMENT_WORDS)


def _record(row: tuple) -> Record:
    _, key, game, won, score, moves, date, marks, lower = row
    return Record(key, game, bool(won), score, moves, date, tuple(m for m in marks.split(",") if m), bool(lower))


def puzzle_key(spec: Any) -> str:
    """A puzzle's records key: ``puzzle:ID#DIGEST`` (see :attr:`PuzzleSpec.digest`)."""
    return f"puzzle:{spec.id}#{spec.digest}"


def split_puzzle_key(key: str) -> tuple[str, str]:
    """(puzzle id, digest) of a puzzle key; the digest is "" in keys written before it was kept."""
    pid, _, digest = key[len("puzzle:") :].partition("#")
    return pid, digest


def record_key(game_id: str, options: dict[str, Any]) -> str:
    """The records key of a game: its puzzle (as it is now), or the game with its variant options."""
    puzzle = options.get("puzzle")
    if puzzle:
        from .puzzles import PuzzleError, get_puzzle

        try:
            return puzzle_key(get_puzzle(str(puzzle)))
        except PuzzleError:
            return f"puzzle:{puzzle}"
    parts = [game_id]
    for name in sorted(options):
        value = options[name]
        if name in ("mode", "puzzle", "layout", "randomiser") or value in (False, 0, "", None):
            continue
        parts.append(name if value is True else f"{name}={value}")
    return "+".join(parts)


def record_session(session: Any, records: Records | None = None) -> tuple[Record, bool] | None:
    """Store a finished session's result; ``(record, is_new_best)`` or ``None`` if it runs on."""
    game, table = session.game, session.table
    if not game.is_over(table):
        return None
    score = game.score(table) or {}
    marks = tuple(sorted(set(session.extra.get("marks", []))))
    ranked = not score.get("unranked") and table.vars.get("mode", "strict") != "free"
    key = record_key(game.id, session.options)
    lower = bool(getattr(game, "lower_is_better", False))
    store = records or Records()
    won = score.get("result") == "won"
    points = int((score.get("scores") or [0])[0])
    best = store.add(key, game.id, won, points, int(score.get("moves", 0)), lower, ranked, marks)
    return Record(key, game.id, won, points, int(score.get("moves", 0)), _dt.date.today().isoformat(), marks, lower), best
