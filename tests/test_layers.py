"""Imports point one way: table <- rulesdata <- physics <- games <- ui <- cli."""

from __future__ import annotations

import ast
from pathlib import Path

PKG = Path(__file__).resolve().parent.parent / "tsukiji_table"

# What each layer may NOT import (third-party or our own packages).
FORBIDDEN = {
    "text": {
        "pygame",
        "pymunk",
        "yaml",
        "tsukiji_table.table",
        "tsukiji_table.rulesdata",
        "tsukiji_table.physics",
        "tsukiji_table.games",
        "tsukiji_table.ui",
        "tsukiji_table.cli",
    },
    "table": {"pygame", "pymunk", "yaml", "tsukiji_table.rulesdata", "tsukiji_table.physics", "tsukiji_table.games", "tsukiji_table.ui", "tsukiji_table.cli"},
    "rulesdata": {"pygame", "pymunk", "tsukiji_table.physics", "tsukiji_table.games", "tsukiji_table.ui", "tsukiji_table.cli"},
    "physics": {"pygame", "tsukiji_table.games", "tsukiji_table.ui", "tsukiji_table.cli"},
    "games": {"pygame", "tsukiji_table.ui", "tsukiji_table.cli"},
    "ui": {"tsukiji_table.cli"},
}


def imports_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parts = path.relative_to(PKG.parent).with_suffix("").parts
    package = parts[:-1] if parts[-1] != "__init__" else parts[:-1]
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = list(package[: len(package) - node.level + 1])
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            found.add(name)
    return found


def test_layers_import_only_downwards():
    problems = []
    for layer, banned in FORBIDDEN.items():
        paths = [PKG / f"{layer}.py"] if (PKG / f"{layer}.py").exists() else sorted((PKG / layer).rglob("*.py"))
        for path in paths:
            for name in imports_of(path):
                for bad in banned:
                    if name == bad or name.startswith(bad + "."):
                        problems.append(f"{path.relative_to(PKG.parent)} imports {name}")
    assert problems == []


def test_only_ui_imports_pygame():
    offenders = [
        str(p.relative_to(PKG.parent))
        for p in PKG.rglob("*.py")
        if "ui" not in p.relative_to(PKG).parts[:1] and any(n == "pygame" or n.startswith("pygame.") for n in imports_of(p))
    ]
    assert offenders == []
