"""``tsukiji-table rules check``: validate the rules data and summarise it."""

from __future__ import annotations

import argparse
from typing import Any

from ..rulesdata import RulesDataError, load_all, load_override
from ..rulesdata.summaries import Summary, load_summaries
from .common import CliError, add_common, print_json

ORDER = 30


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("rules", help="check and summarise the rules data")
    rsub = parser.add_subparsers(dest="rules_command", metavar="ACTION", required=True)
    check = rsub.add_parser("check", help="validate every rules file; exit 1 with located errors")
    add_common(check)
    check.add_argument("--json", action="store_true", help="print the summary as JSON")
    check.set_defaults(func=run_check)


def summary(rules: dict) -> dict:
    out = {}
    for box, r in rules.items():
        comps = []
        for c in r.components.values():
            entry = {"id": c.id, "en": c.names["en"], "ja": c.names["ja"], "count": c.count, "set": c.set}
            if c.variants:
                entry["variants"] = {v.id: v.count for v in c.variants}
            comps.append(entry)
        out[box] = {
            "names": r.names,
            "components": comps,
            "assumed": len(r.assumed),
            "decisions": len(r.decisions),
            "files": sorted(r.files),
            "fingerprint": r.fingerprint,
            "file_fingerprints": r.digests,  # what a save compares, per file its game reads
            "stand_ins": _stand_ins(r),
        }
        boards = _boards(r)
        if boards:
            out[box]["boards"] = boards
    return out


def _boards(rules: Any) -> dict[str, int]:
    """Market boards a box's files describe (a ``markets:`` list whose entries name a ``board``), counted per file and in all."""
    out: dict[str, int] = {}
    for name in sorted(rules.files):
        data = rules.file(name) if name.endswith(".yaml") else None
        markets = data.get("markets") if isinstance(data, dict) else None
        if isinstance(markets, list):
            count = sum(1 for m in markets if isinstance(m, dict) and m.get("board"))
            if count:
                out[name.removesuffix(".yaml")] = count
    if out:
        out["total"] = sum(out.values())
    return out


def _stand_ins(rules: Any) -> list[dict[str, Any]]:
    """Components of other boxes a game lays as stand-ins (a ``stand_ins:`` mapping in a game's file): all assumed."""
    out = []
    for name in sorted(rules.files):
        data = rules.file(name) if name.endswith(".yaml") else None
        if isinstance(data, dict) and isinstance(data.get("stand_ins"), dict):
            for sid, spec in data["stand_ins"].items():
                out.append({"file": name, "id": sid, "en": spec["names"]["en"], "ja": spec["names"]["ja"], "count": spec["count"]})
    return out


def run_check(args: argparse.Namespace) -> int:
    try:
        override = load_override(args.rules_override) if args.rules_override else None
    except RulesDataError as exc:
        raise CliError(f"the rules override has errors:\n{exc}") from None
    rules, errors = load_all(args.rules_dir, override)
    texts: dict[str, list[Summary]] = {}
    for box, r in rules.items():  # the summaries players read are checked against the rules too
        try:
            texts[box] = load_summaries(r, args.rules_dir)
        except RulesDataError as exc:
            errors.extend(exc.errors)
    if errors:
        lines = "\n".join(f"  {e}" for e in errors)
        raise CliError(f"{len(errors)} error(s) in the rules data:\n{lines}")
    data = summary(rules)
    for box, found in texts.items():
        data[box]["summaries"] = {s.name: list(s.games) for s in found}
    if args.json:
        print_json(data)
        return 0
    for box, info in data.items():
        print(f"{box}: {info['names']['en']} / {info['names']['ja']}")
        for sets in ("base", "expansion", "house_rule"):
            comps = [c for c in info["components"] if c["set"] == sets]
            if not comps:
                continue
            if sets != "base":
                print(f"  [{sets.replace('_', ' ')}]")
            for c in comps:
                line = f"  {c['count']:4d}  {c['en']} ({c['ja']})"
                if "variants" in c and len(c["variants"]) <= 12:
                    line += ": " + ", ".join(f"{k} {v}" for k, v in c["variants"].items())
                elif "variants" in c:
                    line += f": {len(c['variants'])} kinds"
                print(line)
        if info.get("stand_ins"):
            print("  [stand-ins, assumed: components of other boxes neither rulebook describes]")
            for c in info["stand_ins"]:
                print(f"  {c['count']:4d}  {c['en']} ({c['ja']}) - {c['file']}")
        if info.get("boards"):
            boards = dict(info["boards"])
            total = boards.pop("total")
            parts = ", ".join(f"{n} {name.replace('_', ' ')}" for name, n in boards.items())
            print(f"  boards: {total} ({parts})")
        print(f"  files: {', '.join(info['files'])}; {info['assumed']} assumed values; {info['decisions']} decisions")
        if info.get("summaries"):
            shown = [f"{name} ({', '.join(games)})" for name, games in info["summaries"].items()]
            print(f"  rules summaries: {'; '.join(shown)}")
    print("OK: rules data is valid")
    return 0
