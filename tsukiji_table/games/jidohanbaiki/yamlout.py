"""Puzzle files written by hand-sized rules: one line per crate, per action.

Inline collections are written as JSON, which is valid YAML flow syntax, so
the files stay readable and diff well.
"""

from __future__ import annotations

import json
from typing import Any

from .puzzles import PuzzleSpec


def _flow(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def puzzle_yaml(spec: PuzzleSpec, note: str = "") -> str:
    """The YAML text of a puzzle file."""
    out = []
    if note:
        out.append(f"# {note}")
    out += [
        f"id: {spec.id}",
        f"game: {spec.game}",
        f"title: {_flow(spec.title)}",
        "text:",
        f"  en: {_flow(spec.text['en'])}",
        f"  ja: {_flow(spec.text['ja'])}",
        f"difficulty: {spec.difficulty}",
        "start:",
    ]
    for key, value in spec.start.items():
        if isinstance(value, list) and any(isinstance(item, (list, dict)) for item in value):
            out.append(f"  {key}:")
            out += [f"    - {_flow(item)}" for item in value]
        else:
            out.append(f"  {key}: {_flow(value)}")
    out.append(f"goal: {_flow(spec.goal)}")
    out.append(f"par: {_flow(spec.par)}")
    if spec.unsolvable:
        out.append("unsolvable: true")
    out.append("solution:" if spec.solution else "solution: []")
    out += [f"  - {_flow(action)}" for action in spec.solution]
    return "\n".join(out) + "\n"
