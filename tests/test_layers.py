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


# ---------------------------------------------------------------- cycles
# Run-time import cycles inside the program, imports in function bodies included
# (a deferred import hides a cycle, it does not remove it); ``if TYPE_CHECKING:``
# blocks are left out, since they never run.  A cycle means two modules each need
# the other to work: one of them is in the wrong place.

# Cycles other branches are removing now (the referees' phase flow, issue 11 part 2):
# delete a line once its cycle is gone (main has lost the Turin ones already).
# Nothing may be added.
BEING_REMOVED = {
    frozenset({"tsukiji_table.games.turin.board", "tsukiji_table.games.turin.layout"}),
    frozenset({"tsukiji_table.games.turin.market", "tsukiji_table.games.turin.rounds"}),
    frozenset({"tsukiji_table.games.tsukiji.bidding", "tsukiji_table.games.tsukiji.fishing"}),
    frozenset(
        {
            "tsukiji_table.games.tsukiji.context",
            "tsukiji_table.games.tsukiji.markets",
            "tsukiji_table.games.tsukiji.markets.boats",
            "tsukiji_table.games.tsukiji.markets.red_snapper",
        }
    ),
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PKG.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _type_checking_only(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def runtime_imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement that may run: at the top, in functions, in classes; not under TYPE_CHECKING."""
    found: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _type_checking_only(child):
                for stmt in child.orelse:
                    visit_one(stmt)
            else:
                visit_one(child)

    def visit_one(node: ast.AST) -> None:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append(node)
        visit(node)

    visit(tree)
    return found


def import_graph() -> dict[str, set[str]]:
    """Module -> the modules of this program it imports at run time (a name from a package: the package)."""
    paths = {module_name(p): p for p in PKG.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        edges: set[str] = set()
        for node in runtime_imports(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                edges.update(a.name for a in node.names if a.name in paths)
                continue
            base = package[: len(package) - node.level + 1] if node.level else []
            target = ".".join(base + ([node.module] if node.module else []))
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                if sub in paths:
                    edges.add(sub)  # a submodule
                elif target in paths:
                    edges.add(target)  # a name defined in the module (or package)
        edges.discard(name)
        graph[name] = edges
    return graph


def import_cycles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected groups of more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[frozenset[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.add(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(frozenset(group))
    return groups


def test_import_cycles_are_found_in_function_bodies_but_not_under_type_checking():
    tree = ast.parse(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from .b import B\n"
        "def later():\n    from .c import C\n"
        "class K:\n    def m(self):\n        import tsukiji_table.table\n"
    )
    modules = [n.module if isinstance(n, ast.ImportFrom) else n.names[0].name for n in runtime_imports(tree)]
    assert modules == ["typing", "c", "tsukiji_table.table"]
    assert import_cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [frozenset({"a", "b", "c"})]
    assert import_cycles({"a": {"b"}, "b": set()}) == []


def test_no_module_imports_itself_back_at_run_time():
    def show(group: frozenset[str]) -> str:
        return " ⇄ ".join(sorted(group))

    found = [show(g) for g in import_cycles(import_graph()) if g not in BEING_REMOVED]
    assert found == [], "run-time import cycles (move what both need below both, or pass it in)"
