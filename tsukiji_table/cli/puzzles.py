"""``tsukiji-table puzzles ...``: the solo puzzle pack, the daily puzzle and records.

puzzles list [--json]                     the pack with par and your best
puzzles verify [ID ...] [--dir DIR] [--json]
                                          solve every puzzle again; exit 1 naming any that fails
puzzles solve ID [--json]                 the solver's solution of one puzzle
puzzles daily [--date YYYY-MM-DD] [--json]
                                          today's puzzle, verified before it is shown
puzzles records [--json]                  best results of the solo games and puzzles
"""

from __future__ import annotations

import argparse
import datetime as _dt
import sys
import time
from pathlib import Path
from typing import Any

from .common import CliError, UsageError, print_json, whole_number

ORDER = 60


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("puzzles", help="the solo Jidohanbaiki puzzle pack: list, verify, solve, daily, records")
    psub = parser.add_subparsers(dest="puzzles_command", metavar="ACTION", required=True)
    lst = psub.add_parser("list", help="every puzzle with its par and your best")
    lst.add_argument("--json", action="store_true")
    lst.set_defaults(func=run_list)
    ver = psub.add_parser("verify", help="solve every puzzle and replay its stored solution; exit 1 naming failures")
    ver.add_argument("ids", nargs="*", metavar="ID", help="only these puzzles")
    ver.add_argument("--dir", metavar="DIR", help="verify the puzzle files in DIR instead of the pack")
    ver.add_argument("--budget", type=whole_number(1), default=400_000, metavar="N", help="states the solver may expand per puzzle")
    ver.add_argument("--json", action="store_true")
    ver.set_defaults(func=run_verify)
    sol = psub.add_parser("solve", help="print the solver's best solution of one puzzle")
    sol.add_argument("id", metavar="ID")
    sol.add_argument("--budget", type=whole_number(1), default=400_000, metavar="N", help="states the solver may expand")
    sol.add_argument("--json", action="store_true")
    sol.set_defaults(func=run_solve)
    day = psub.add_parser("daily", help="the daily puzzle (made from the date, verified before it is offered)")
    day.add_argument("--date", metavar="YYYY-MM-DD", type=_iso_date, help="another day's puzzle (default: today)")
    day.add_argument("--json", action="store_true")
    day.set_defaults(func=run_daily)
    rec = psub.add_parser("records", help="your best results")
    rec.add_argument("--json", action="store_true")
    rec.set_defaults(func=run_records)


def _load(ids: list[str] | None = None, folder: str | None = None) -> list[Any]:
    from ..games.jidohanbaiki.puzzles import PuzzleError, get_puzzle, load_pack, read_puzzle, remember

    try:
        if folder:
            path = Path(folder)
            if not path.is_dir():
                raise UsageError(f"--dir {folder}: no such directory")
            specs = [remember(read_puzzle(p)) for p in sorted(path.glob("*.yaml"))]
            if ids:
                specs = [s for s in specs if s.id in ids]
            return specs
        if ids:
            return [get_puzzle(i) for i in ids]
        return load_pack()
    except PuzzleError as exc:
        raise CliError(str(exc)) from None


def run_list(args: argparse.Namespace) -> int:
    from ..games.jidohanbaiki.records import Records, puzzle_key

    specs = _load()
    records = Records()
    rows = []
    for spec in specs:
        best = records.best(puzzle_key(spec))
        rows.append(
            {
                "id": spec.id,
                "game": spec.game,
                "difficulty": spec.difficulty,
                "title": spec.title,
                "par": spec.par,
                "best": best.to_json() if best else None,
            }
        )
    if records.warning:
        print(f"tsukiji-table: {records.warning}", file=sys.stderr)
    if args.json:
        print_json({"puzzles": rows})
        return 0
    for r in rows:
        best = f"best {r['best']['score']} in {r['best']['moves']}" if r["best"] else "not solved yet"
        stars = "*" * r["difficulty"]
        print(f"{r['id']:8s} {r['game']:9s} {stars:5s} {r['title']['en']:26s} par {r['par']['score']} in {r['par']['moves']}; {best}")
    print(f"{len(rows)} puzzles")
    return 0


def run_verify(args: argparse.Namespace) -> int:
    from ..games.jidohanbaiki.analysis import verify_puzzle

    specs = _load(args.ids or None, args.dir)
    if not specs:
        raise CliError("no puzzles to verify")
    t0 = time.perf_counter()
    verdicts = []
    for spec in specs:
        v = verify_puzzle(spec, max_expanded=args.budget)
        verdicts.append(v)
        if not args.json:
            flag = "ok  " if v.ok else "FAIL"
            what = "proved unsolvable" if spec.unsolvable and v.ok else f"par {v.score} in {v.moves}" if v.score is not None else v.status
            print(f"{flag} {v.id:10s} {what:24s} {v.seconds:7.2f} s  {v.expanded:7d} states" + ("" if v.ok else "  " + "; ".join(v.problems)), flush=True)
    total = time.perf_counter() - t0
    bad = [v for v in verdicts if not v.ok]
    if args.json:
        print_json(
            {
                "puzzles": [
                    {
                        "id": v.id,
                        "ok": v.ok,
                        "status": v.status,
                        "score": v.score,
                        "moves": v.moves,
                        "optimal": v.optimal,
                        "seconds": round(v.seconds, 3),
                        "expanded": v.expanded,
                        "problems": v.problems,
                    }
                    for v in verdicts
                ],
                "seconds": round(total, 3),
                "failed": [v.id for v in bad],
            }
        )
    else:
        print(f"{len(verdicts)} puzzles verified in {total:.1f} s; {len(bad)} failed")
    if bad:
        names = ", ".join(f"{v.id} ({'; '.join(v.problems)})" for v in bad)
        raise CliError(f"puzzles that fail: {names}")
    return 0


def run_solve(args: argparse.Namespace) -> int:
    from ..games.jidohanbaiki.analysis import solve_session
    from ..games.session import Session

    spec = _load([args.id])[0]
    sol = solve_session(Session.new(spec.game, 1, 0, {"puzzle": spec.id}), max_expanded=args.budget)
    res = sol.result
    data = {
        "id": spec.id,
        "status": res.status,
        "score": sol.score,
        "moves": len(sol.actions),
        "optimal": res.optimal,
        "seconds": round(res.seconds, 3),
        "expanded": res.expanded,
        "solution": sol.actions,
    }
    if args.json:
        print_json(data)
    else:
        print(
            f"{spec.id}: {res.status}"
            + (f", score {sol.score} in {len(sol.actions)} moves ({'optimal' if res.optimal else 'not proved optimal'})" if sol.score is not None else "")
            + f"; {res.expanded} states in {res.seconds:.2f} s"
        )
        for n, action in enumerate(sol.actions, 1):
            print(f"  {n:3d}. " + " ".join(f"{k}={v}" for k, v in action.items()))
    return 0 if res.status == "solved" else 1


def _iso_date(text: str) -> str:
    try:
        return _dt.date.fromisoformat(text).isoformat()
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a date as YYYY-MM-DD (e.g. 2026-12-01), got {text!r}") from None


def run_daily(args: argparse.Namespace) -> int:
    from ..games.jidohanbaiki.daily import daily_puzzle
    from ..games.jidohanbaiki.puzzles import PuzzleError

    date = args.date or _dt.date.today().isoformat()
    t0 = time.perf_counter()
    shown = [0.0]

    def progress(attempt: int, states: int, budget: int) -> None:
        """A line on a terminal while the solver works (a made puzzle can take seconds)."""
        now = time.perf_counter()
        if now - shown[0] >= 0.2:
            shown[0] = now
            print(f"\rsolving candidate {attempt + 1}: {states:,} of at most {budget:,} states ", end="", file=sys.stderr, flush=True)

    try:
        spec = daily_puzzle(date, progress=progress if sys.stderr.isatty() else None)
    except PuzzleError as exc:
        raise CliError(str(exc)) from None
    finally:
        if shown[0]:
            print("\r" + " " * 60 + "\r", end="", file=sys.stderr, flush=True)
    seconds = time.perf_counter() - t0
    data = {
        "id": spec.id,
        "game": spec.game,
        "difficulty": spec.difficulty,
        "title": spec.title,
        "par": spec.par,
        "start": spec.start,
        "goal": spec.goal,
        "solution": spec.solution,
        "seconds": round(seconds, 3),
    }
    if args.json:
        print_json(data)
    else:
        print(
            f"{spec.title['en']} ({spec.game}, difficulty {spec.difficulty}): par {spec.par['score']} in {spec.par['moves']} moves, verified in {seconds:.2f} s"
        )
        print(f"play it: tsukiji-table play {spec.game} --opt puzzle={spec.id}")
    return 0


def run_records(args: argparse.Namespace) -> int:
    from ..games.jidohanbaiki.records import Records

    records = Records()
    best = records.all_best()
    if records.warning:
        print(f"tsukiji-table: {records.warning}", file=sys.stderr)
    if args.json:
        print_json({"records": [r.to_json() for r in best], "path": str(records.path)})
        return 0
    if not best:
        print(f"no records yet ({records.path})" if records.warning is None else "no records to show (see above)")
        return 0
    for r in best:
        unit = "turns" if r.lower_is_better else "yen"
        marks = f" [{', '.join(r.marks)}]" if r.marks else ""
        print(f"{r.key:32s} {r.score:6d} {unit:5s} {r.moves:4d} moves  {r.date}{marks}")
    return 0
