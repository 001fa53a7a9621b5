#!/usr/bin/env python3
"""Author the puzzle pack: make each recipe's puzzle, solve it, write its YAML.

Each recipe names a generator (a scrambled solved position, see
``tsukiji_table/games/jidohanbaiki/generate.py``), its parameters, what the
solution must show (e.g. a special action), a title and a text.  Seeds are
tried from the recipe's own until a candidate qualifies; the solver's best
becomes the par and its plan the stored solution.  Run it to (re)build the
files; ``tsukiji-table puzzles verify`` checks them afterwards.

    scripts/make_puzzles.py [--only ID] [--dry-run]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from puzzle_recipes import RECIPES  # noqa: E402  (beside this script)

from tsukiji_table.games.jidohanbaiki.analysis import solve_session  # noqa: E402
from tsukiji_table.games.jidohanbaiki.common import Catalogue  # noqa: E402
from tsukiji_table.games.jidohanbaiki.generate import g06_candidate, g07_candidate, g08_candidate  # noqa: E402
from tsukiji_table.games.jidohanbaiki.puzzles import PuzzleSpec, get_puzzle, pack_dir, remember  # noqa: E402
from tsukiji_table.games.jidohanbaiki.yamlout import puzzle_yaml  # noqa: E402
from tsukiji_table.games.session import Session  # noqa: E402
from tsukiji_table.rulesdata import load_rules  # noqa: E402


def candidate(recipe: dict[str, Any], seed: int, cat: Catalogue) -> dict[str, Any]:
    rng = random.Random(f"{recipe['id']}:{seed}")
    gen = dict(recipe["gen"])
    if recipe["game"] == "jido:g07":
        return g07_candidate(rng, cat, **gen)
    if recipe["game"] == "jido:g08":
        return g08_candidate(rng, cat, **gen)
    if recipe["game"] == "jido:g06":
        return g06_candidate(rng, cat, **gen)
    raise ValueError(f"no generator for {recipe['game']}")


def qualifies(recipe: dict[str, Any], actions: list[dict[str, Any]], score: int, turns: int, start: dict[str, Any] | None = None) -> bool:
    need = recipe.get("require", {})
    names = {a["action"] for a in actions}
    if not set(need.get("uses", ())) <= names:
        return False
    if names & set(need.get("avoids", ())):
        return False
    if not need.get("min_moves", 0) <= len(actions) <= need.get("max_moves", 10**6):
        return False
    if need.get("mixed_cards") and start is not None:
        # G06: the best plan takes fewer cards than sorting by colour alone, or by shape alone, would.
        drinks = [d for crate in start["crates"] for row in crate for d in row if d != "-"]
        takes = sum(1 for a in actions if a["action"] == "take")
        if takes >= min(len({d.split(":")[0] for d in drinks}), len({d.split(":")[1] for d in drinks})):
            return False
    if need.get("take_before_dump") and not any(a["action"] == "take" and any(b["action"] == "dump" for b in actions[i + 1 :]) for i, a in enumerate(actions)):
        return False
    if turns < need.get("min_turns", 0):
        return False
    return score >= need.get("min_score", -(10**9))


def make(recipe: dict[str, Any], cat: Catalogue, budget: int, tries: int, slow: float = 1.0) -> tuple[PuzzleSpec, int, float] | None:
    for seed in range(recipe.get("seed", 0), recipe.get("seed", 0) + tries):
        try:
            start = candidate(recipe, seed, cat)
        except ValueError:
            continue
        if "start" in recipe:
            start.update(recipe["start"])
        goal = {k: v for k, v in recipe.get("goal", {}).items() if v not in ("par", "jammed")}
        title, text = dict(recipe["title"]), dict(recipe["text"])
        if recipe.get("goal", {}).get("free") == "jammed":
            jammed = [p["drink"] for p in start["tower"]["inside"]]
            target = max(jammed, key=lambda d: cat.shapes.index(d.split(":")[1]))  # the longest: bottles jam
            goal["free"] = [target]
            code = cat.drink(target)
            label = {"en": cat.drink_label(code, "en").lower(), "ja": cat.drink_label(code, "ja")}
            title = {lang: title[lang].format(drink=label[lang]) for lang in ("en", "ja")}
            text = {lang: text[lang].format(drink=label[lang]) for lang in ("en", "ja")}
        spec = remember(
            PuzzleSpec(
                id=recipe["id"],
                game=recipe["game"],
                title=title,
                text=text,
                difficulty=recipe["difficulty"],
                start=start,
                goal=goal,
                par={"score": 0, "moves": 0, "optimal": True},
                solution=[],
            )
        )
        session = Session.new(recipe["game"], 1, 0, {"puzzle": spec.id})
        limit = recipe.get("require", {}).get("max_seconds", 6.0) * slow
        sol = solve_session(session, max_expanded=budget, max_seconds=limit)
        if sol.status != "solved" or sol.result.seconds > limit:
            continue
        final = sol.result.final
        turns = getattr(final, "turn", 0)
        if not qualifies(recipe, sol.actions, int(sol.score or 0), turns, start):
            continue
        if recipe["game"] == "jido:g08" and recipe.get("goal", {}).get("turns") == "par":
            spec.goal["turns"] = turns
        spec.par = {"score": int(sol.score or 0), "moves": len(sol.actions), "optimal": sol.result.optimal}
        spec.solution = sol.actions
        return spec, seed, sol.result.seconds
    return None


def resolve(ids: list[str], budget: int) -> int:
    """Solve stored puzzles again from their own start (the machine behaves differently now): new par and solution."""
    failed = 0
    for pid in ids:
        spec = get_puzzle(pid)
        sol = solve_session(Session.new(spec.game, 1, 0, {"puzzle": spec.id}), max_expanded=budget)
        if sol.status != "solved":
            print(f"{pid}: {sol.status}", flush=True)
            failed += 1
            continue
        spec.par = {"score": int(sol.score or 0), "moves": len(sol.actions), "optimal": sol.result.optimal}
        spec.solution = sol.actions
        path = pack_dir() / f"{pid}.yaml"
        first = path.read_text(encoding="utf-8").splitlines()[0].lstrip("# ")
        note = f"{first.split('; par')[0]}; par found again by the solver in {sol.result.seconds:.2f} s after the tower changed"
        path.write_text(puzzle_yaml(spec, note), encoding="utf-8")
        print(f"{pid}: par score {spec.par['score']} in {spec.par['moves']} moves ({'optimal' if spec.par['optimal'] else 'not proven optimal'})", flush=True)
    return 1 if failed else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", metavar="ID", action="append", help="make only these recipes")
    parser.add_argument("--dry-run", action="store_true", help="solve, but write nothing")
    parser.add_argument("--budget", type=int, default=150_000, help="expanded states per candidate")
    parser.add_argument("--slow", type=float, default=1.0, help="allow the solver this many times a recipe's time (on a machine busy with other work)")
    parser.add_argument("--tries", type=int, default=40, help="seeds per recipe")
    parser.add_argument(
        "--resolve", metavar="ID", action="append", help="keep this stored puzzle's start; solve it again for a new par and solution (after the tower changed)"
    )
    args = parser.parse_args()
    if args.resolve:
        return resolve(args.resolve, args.budget)
    cat = Catalogue.from_rules(load_rules("jidohanbaiki"))
    pack_dir().mkdir(parents=True, exist_ok=True)
    failed = []
    for recipe in RECIPES:
        if args.only and recipe["id"] not in args.only:
            continue
        t0 = time.perf_counter()
        made = make(recipe, cat, args.budget, args.tries, args.slow)
        if made is None:
            failed.append(recipe["id"])
            print(f"{recipe['id']}: no qualifying candidate", flush=True)
            continue
        spec, seed, seconds = made
        note = f"made by scripts/make_puzzles.py (recipe seed {seed}); par found by the solver in {seconds:.2f} s"
        if not args.dry_run:
            (pack_dir() / f"{spec.id}.yaml").write_text(puzzle_yaml(spec, note), encoding="utf-8")
        print(
            f"{spec.id}: seed {seed}, par score {spec.par['score']} in {spec.par['moves']} moves, "
            f"solve {seconds:.2f} s, total {time.perf_counter() - t0:.1f} s",
            flush=True,
        )
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
