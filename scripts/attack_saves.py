#!/usr/bin/env python3
"""Kill saves mid-write, a thousand times: is any file lost, and is anything left behind?

    python scripts/attack_saves.py              # 1,000 kills
    python scripts/attack_saves.py --trials 200

A child process (forked, so a kill costs milliseconds) saves two different
games over and over, alternately: the rotating autosaves and one saved file
written atomically; the parent kills it with SIGKILL after a random moment.
After every kill the autosaves must still give a game that loads (none
lost) and the saved file must load, whole, as one game or the other (none
torn).  Temporary files of the killed writes are counted, aged past
:data:`~tsukiji_table.table.tempfiles.STALE_SECONDS`, and one more save
must remove every one of them.  Prints
``RESULT trials=N files_lost=L torn=T leftovers_made=M leftovers_after_next_save=R``.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tsukiji_table.games.selfplay import play_game  # noqa: E402
from tsukiji_table.games.session import Session  # noqa: E402
from tsukiji_table.table import Autosaver, SaveError, read_save  # noqa: E402
from tsukiji_table.table.tempfiles import STALE_SECONDS, leftovers  # noqa: E402


def sessions() -> list[Session]:
    """Two games whose saves differ in content and take a while to write (hundreds of kB)."""
    out = []
    for seed in (11, 12):
        _, session = play_game("tsukiji", 4, seed, ["heuristic"] * 4, digests=True)
        out.append(session)
    return out


def writer(games: list[Session], folder: Path) -> None:
    """The child: save for ever, alternating the games, until killed."""
    saver = Autosaver(folder / "autosave")
    n = 0
    while True:
        game = games[n % 2]
        game.autosave(saver)
        game.save(folder / "saves" / "game.json")
        n += 1


def age(folder: Path) -> None:
    then = time.time() - STALE_SECONDS - 1
    for sub in ("autosave", "saves"):
        for path in leftovers(folder / sub):
            os.utime(path, (then, then))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trials", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-delay", type=float, default=0.25, help="longest wait before a kill, seconds")
    args = ap.parse_args()
    if not hasattr(os, "fork"):
        print("needs os.fork (Unix)", file=sys.stderr)
        return 2
    rng = random.Random(args.seed)
    games = sessions()
    hashes = {g.table.state_hash() for g in games}
    lost = torn = made = 0
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="tsukiji-saves-") as tmp:
        folder = Path(tmp)
        (folder / "saves").mkdir()
        games[0].autosave(Autosaver(folder / "autosave"))  # a good autosave and file exist before the first kill
        games[0].save(folder / "saves" / "game.json")
        for trial in range(args.trials):
            pid = os.fork()
            if pid == 0:  # the child never returns: it is killed
                try:
                    writer(games, folder)
                finally:
                    os._exit(0)
            time.sleep(rng.uniform(0.0, args.max_delay))
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            save, _ = Autosaver(folder / "autosave").latest()
            if save is None or save.hash not in hashes:
                lost += 1
                print(f"trial {trial}: no autosave loads", flush=True)
            try:
                if read_save(folder / "saves" / "game.json").hash not in hashes:
                    torn += 1
            except SaveError as exc:
                torn += 1
                print(f"trial {trial}: the saved file does not load: {exc}", flush=True)
            made = len(leftovers(folder / "autosave")) + len(leftovers(folder / "saves"))
            print(f"\r{trial + 1}/{args.trials} kills, {made} temporary files lying ", end="", file=sys.stderr, flush=True)
        print(file=sys.stderr)
        age(folder)
        games[1].autosave(Autosaver(folder / "autosave"))
        games[1].save(folder / "saves" / "game.json")
        after = len(leftovers(folder / "autosave")) + len(leftovers(folder / "saves"))
    print(f"{args.trials} saves killed mid-write in {time.perf_counter() - start:.0f} s: {lost} autosaves lost, {torn} saved files torn")
    print(f"{made} temporary files left by the kills; {after} after one more save")
    print(f"RESULT trials={args.trials} files_lost={lost} torn={torn} leftovers_made={made} leftovers_after_next_save={after}")
    return 1 if lost or torn or after else 0


if __name__ == "__main__":
    raise SystemExit(main())
