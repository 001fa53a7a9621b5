"""Best results of the solo games and puzzles, kept in a small SQLite database.

One row per finished game (``results``); the best of a key (a puzzle such as
``puzzle:g07-01#5e0c2a91``, its id and a digest of what is played, so a puzzle
changed under the same id starts afresh; or a solo game with its variant options such as
``jido:g07+too_hard``) is read from them: highest score for money games,
fewest turns for G08, then fewest moves, then the earliest date.  Wins with
free placement are kept but never best; wins after undoing a tower insertion
count, with a ``tower-undo`` mark.

A database that SQLite cannot read is moved aside (``records.sqlite3.corrupt-
<time>``), reported in :attr:`Records.warning`, and a fresh one is started:
the game being recorded is never lost because of it.
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
    """The records database at ``path`` (default: the user's data directory)."""

    def __init__(self, path: str | os.PathLike[str] | None = None):
        self.path = Path(path) if path is not None else user_data_dir() / FILENAME
        self.warning: str | None = None
        self._conn: sqlite3.Connection | None = None

    # ------------------------------------------------------------ opening

    def _connect(self) -> sqlite3.Connection:
        if self._conn is not None:
            return self._conn
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._conn = self._open_checked()
        except sqlite3.DatabaseError as exc:
            self._set_aside(exc)
            self._conn = self._open_checked()
        return self._conn

    def _open_checked(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path)
        try:
            ok = conn.execute("PRAGMA quick_check").fetchone()
            if not ok or ok[0] != "ok":
                raise sqlite3.DatabaseError(f"integrity check failed: {ok[0] if ok else 'no answer'}")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version not in (0, SCHEMA_VERSION):
                raise sqlite3.DatabaseError(f"unknown records format {version}")
            conn.executescript(SCHEMA)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            conn.commit()
        except sqlite3.DatabaseError:
            conn.close()
            raise
        return conn

    def _set_aside(self, exc: Exception) -> None:
        """Move an unreadable database out of the way and say so."""
        if self._conn is not None:
            try:
                self._conn.close()
            except sqlite3.Error:
                pass
            self._conn = None
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        n = 1
        while aside.exists():
            aside = self.path.with_name(f"{self.path.name}.corrupt-{stamp}-{n}")
            n += 1
        for suffix in ("", "-journal", "-wal", "-shm"):
            src = Path(str(self.path) + suffix)
            if src.exists():
                os.replace(src, Path(str(aside) + suffix))
        self.warning = (
            f"The records database {self.path} could not be read ({exc}); it was moved aside to "
            f"{aside.name} and a fresh one was started. Earlier records are in that file."
        )

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
        """Store one finished game; return whether it is now the key's best."""
        date = date or _dt.date.today().isoformat()
        row = (key, game, int(won), int(score), int(moves), int(lower_is_better), int(ranked), ",".join(marks), date)
        for attempt in (1, 2):
            try:
                conn = self._connect()
                cur = conn.execute(
                    "INSERT INTO results (key, game, won, score, moves, lower_is_better, ranked, marks, date) VALUES (?,?,?,?,?,?,?,?,?)",
                    row,
                )
                conn.commit()
                new_id = cur.lastrowid
                break
            except sqlite3.DatabaseError as exc:
                if attempt == 2:
                    raise
                self._set_aside(exc)
        best = self._best_row(key)
        return bool(won and ranked and best is not None and best[0] == new_id)

    # ------------------------------------------------------------ reading

    def _best_row(self, key: str) -> tuple | None:
        conn = self._connect()
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
            self._set_aside(exc)
            return None
        return _record(row) if row else None

    def all_best(self) -> list[Record]:
        """The best of every key that has a ranked win, sorted by key."""
        try:
            keys = [r[0] for r in self._connect().execute("SELECT DISTINCT key FROM results ORDER BY key")]
        except sqlite3.DatabaseError as exc:
            self._set_aside(exc)
            return []
        out = [self.best(k) for k in keys]
        return [r for r in out if r is not None]

    def played(self, key: str) -> tuple[int, int]:
        """(games finished, games won) for ``key``."""
        try:
            row = self._connect().execute("SELECT COUNT(*), COALESCE(SUM(won), 0) FROM results WHERE key = ?", (key,)).fetchone()
        except sqlite3.DatabaseError as exc:
            self._set_aside(exc)
            return 0, 0
        return int(row[0]), int(row[1])


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
