"""Load and validate ``rules/<box>/*.yaml`` into a :class:`Rules` object.

Every file in a box's folder must have a registered schema (a typo in a file
name is an error, not a silently ignored file).  ``components.yaml`` and
``decisions.yaml`` are common to all boxes; a game registers the schemas of
its own files with :func:`register_file`.

A user's ``--rules-override FILE`` is YAML shaped like the rules folder::

    turin:
      cards.yaml:
        cards:
          - {id: c01, goods: [...]}

It is laid over our files before validation, so it is checked the same way,
and its errors point into the override file.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..paths import rules_root
from .components import COMPONENTS_FILE, DECISIONS_FILE, Component, Decision, build_components
from .fingerprint import box_fingerprint, digest
from .located import Located, RulesDataError, RulesError, format_path, load_located, merge
from .schema import Checker, FileSchema

BOXES = ("tsukiji", "turin", "jidohanbaiki")

_SCHEMAS: dict[tuple[str, str], FileSchema] = {
    ("*", "components.yaml"): COMPONENTS_FILE,
    ("*", "decisions.yaml"): DECISIONS_FILE,
}


def register_file(box: str, filename: str, schema: FileSchema) -> None:
    """Declare the schema of ``rules/<box>/<filename>``."""
    key = (box, filename)
    if key in _SCHEMAS and _SCHEMAS[key] is not schema:
        raise ValueError(f"schema for {box}/{filename} registered twice")
    _SCHEMAS[key] = schema


# A whole-box check: the validated files -> problems as (file name, key path, message).
BoxCheck = Callable[[dict[str, Any]], list[tuple[str, tuple[Any, ...], str]]]
_CHECKS: dict[str, list[BoxCheck]] = {}


def register_check(box: str, check: BoxCheck) -> None:
    """Declare a check that needs several of ``box``'s files at once.

    It runs after every file has passed its schema; its problems are
    reported like schema errors, with the file and line of the key path.
    """
    if check not in _CHECKS.setdefault(box, []):
        _CHECKS[box].append(check)


def schema_for(box: str, filename: str) -> FileSchema | None:
    _load_game_schemas()
    return _SCHEMAS.get((box, filename)) or _SCHEMAS.get(("*", filename))


def files_of(box: str) -> dict[str, FileSchema]:
    """Every file a box's folder is expected to hold, with its schema."""
    _load_game_schemas()
    return {name: schema for (b, name), schema in sorted(_SCHEMAS.items()) if b in ("*", box)}


_loaded_game_schemas = False


def _load_game_schemas() -> None:
    """Import the modules that register per-game file schemas.

    They live beside this module (``rulesdata/<box>.py``) and are found by
    name, so adding a game's schemas needs no edit here.
    """
    global _loaded_game_schemas
    if _loaded_game_schemas:
        return
    _loaded_game_schemas = True
    import importlib
    import pkgutil

    # This package's folder and name, not the package itself: importing it from here would be a cycle.
    for info in pkgutil.iter_modules([str(Path(__file__).parent)]):
        if info.name.startswith("schema_"):
            importlib.import_module(f"{__package__}.{info.name}")


class UndeclaredRead(RuntimeError):
    """A game read a rules file it does not declare (a programming error, never a user's).

    Only the files a game declares are fingerprinted in its saves, so a
    read of any other file is refused rather than left unprotected.
    """


@dataclass
class Rules:
    """The validated rules of one box, or the part of it one game reads (:meth:`only`).

    ``digests`` holds a fingerprint per file (``fingerprint.digest``),
    ``overrides`` one per file a ``--rules-override`` was laid over (of the
    override's part).  A view made by :meth:`only` holds only the files it
    names (``components.yaml`` always): reading another file of the box
    raises :class:`UndeclaredRead`; :attr:`whole` is the box it came from.
    """

    box: str
    files: dict[str, Any]
    components: dict[str, Component]
    decisions: dict[str, Decision]
    assumed: dict[tuple[str, str], str]  # (file, key path) -> note
    fingerprint: str
    sources: list[str] = field(default_factory=list)
    digests: dict[str, str] = field(default_factory=dict)
    overrides: dict[str, str] = field(default_factory=dict)
    _whole: Rules | None = field(default=None, repr=False, compare=False)
    _views: dict[frozenset[str], Rules] = field(default_factory=dict, repr=False, compare=False)
    # What a table made of these rules holds, worked out once per selection (``games.base.populate``: every new game).
    contents: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)

    @property
    def names(self) -> dict[str, str]:
        return self.files["components.yaml"]["names"]

    @property
    def whole(self) -> Rules:
        """The whole box (itself unless this is a view made by :meth:`only`)."""
        return self._whole or self

    def file(self, name: str) -> Any:
        """The validated data of ``name`` (e.g. ``"cards.yaml"``)."""
        data = self.files.get(name, _MISSING)
        if data is not _MISSING:
            return data
        if self._whole is not None and name in self._whole.files:
            raise UndeclaredRead(
                f"rules/{self.box}/{name} is read but the game does not declare it: add {name!r} to the game's `reads`"
                " (only declared files are fingerprinted in its saves)"
            )
        raise KeyError(name)

    def has(self, name: str) -> bool:
        """Whether the box has the file ``name`` (declared by the reader or not)."""
        return name in self.whole.files

    def is_assumed(self, file: str, path: str) -> bool:
        return (file, path) in self.assumed

    def assumed_note(self, file: str, path: str) -> str | None:
        return self.assumed.get((file, path))

    def only(self, names: Iterable[str]) -> Rules:
        """The part of this box a game reads: ``components.yaml`` and ``names``.

        Raises :class:`RulesDataError` naming a file the box lacks (a
        ``--rules-dir`` from an older version, say).  Views are kept, so
        asking again gives the same object.
        """
        whole = self.whole
        keep = frozenset({COMPONENTS, *names})
        view = whole._views.get(keep)
        if view is not None:
            return view
        missing = sorted(keep - whole.files.keys())
        if missing:
            folder = whole.sources[0].rsplit("/", 1)[0] if whole.sources else f"rules/{whole.box}"
            raise RulesDataError([RulesError(f"{folder}/{name}", None, "", "missing: a game reads this file") for name in missing])
        digests = {n: whole.digests[n] for n in sorted(keep)}
        view = Rules(
            whole.box,
            {n: whole.files[n] for n in sorted(keep)},
            whole.components,
            whole.decisions,
            {k: v for k, v in whole.assumed.items() if k[0] in keep},
            digest([whole.box, digests]),
            [s for s in whole.sources if s.rsplit("/", 1)[-1] in keep or s.startswith("override:")],
            digests,
            {n: d for n, d in whole.overrides.items() if n in keep},
            whole,
        )
        whole._views[keep] = view
        return view


_MISSING = object()
COMPONENTS = "components.yaml"


def _display(path: Path, root: Path) -> str:
    """``rules/turin/cards.yaml`` for our own rules; a folder the user named is shown as they named it."""
    try:
        inside = path.relative_to(root)
    except ValueError:
        return str(path)
    try:
        ours = root.resolve() == rules_root().resolve()
    except (OSError, FileNotFoundError):
        ours = False
    return str(Path("rules") / inside) if ours else str(path)


def read_yaml(path: Path, shown: str) -> Located:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise RulesDataError([RulesError(shown, None, "", f"not UTF-8 text ({exc.reason})")]) from None
    except OSError as exc:
        raise RulesDataError([RulesError(shown, None, "", f"cannot be read ({exc.strerror})")]) from None
    return load_located(text, shown)


def load_override(path: str | Path) -> Located:
    """Read a ``--rules-override`` file; its shape is checked here."""
    path = Path(path)
    shown = str(path)
    if not path.exists():
        raise RulesDataError([RulesError(shown, None, "", "no such file")])
    located = read_yaml(path, shown)
    errors = []
    if not isinstance(located.data, dict):
        errors.append(RulesError(shown, 1, "", "expected a mapping of box names (tsukiji, turin, jidohanbaiki) to files"))
    else:
        for box, files in located.data.items():
            line = located.where.get((box,), (shown, None))[1]
            if box not in BOXES:
                errors.append(RulesError(shown, line, str(box), f"unknown box; expected one of {', '.join(BOXES)}"))
            elif not isinstance(files, dict) or not all(isinstance(k, str) and k.endswith(".yaml") for k in files):
                errors.append(RulesError(shown, line, str(box), "expected a mapping of file names (like cards.yaml) to their contents"))
    if errors:
        raise RulesDataError(errors)
    return located


def _sub(located: Located, prefix: tuple[Any, ...]) -> Located:
    n = len(prefix)
    data = located.data
    for key in prefix:
        data = data[key]
    where = {k[n:]: v for k, v in located.where.items() if k[:n] == prefix}
    assumed = {k[n:]: v for k, v in located.assumed.items() if k[:n] == prefix}
    return Located(data, where, assumed)


_CACHE: dict[tuple[Any, ...], Rules] = {}


def _stamp(folder: Path) -> tuple[tuple[str, int, int], ...]:
    """Names, sizes and modification times of a rules folder's files.

    Read with :func:`os.scandir` (a directory entry knows whether it is a file
    without a call of its own): every new game asks, and self-play starts
    thousands of them.
    """
    out = []
    with os.scandir(folder) as entries:
        for entry in entries:
            if entry.is_file():
                st = entry.stat()
                out.append((entry.name, st.st_size, st.st_mtime_ns))
    return tuple(sorted(out))


def _real(folder: Path) -> str:
    """The folder's real path (symbolic links resolved): two ways to one folder share its rules.  Kept per path, as
    every new game asks: a link pointed elsewhere while the program runs is read anew when the files' stamp differs."""
    name = str(folder)
    real = _REAL.get(name)
    if real is None:
        real = _REAL[name] = os.path.realpath(name)
    return real


_REAL: dict[str, str] = {}


def load_rules(box: str, root: str | Path | None = None, override: Located | None = None) -> Rules:
    """Load, merge and validate one box's rules; raises :class:`RulesDataError`.

    Without an override the result is cached until a file of the folder
    changes (self-play starts thousands of games); treat it as read-only.
    """
    root = Path(root) if root is not None else rules_root()
    folder = root / box
    if not folder.is_dir():
        raise RulesDataError([RulesError(_display(folder, root), None, "", "no such rules folder")])
    if override is not None:
        return _load_rules(box, root, folder, override)
    key = (box, _real(folder), _stamp(folder))
    rules = _CACHE.get(key)
    if rules is None:
        rules = _CACHE[key] = _load_rules(box, root, folder, None)
    return rules


def _load_rules(box: str, root: Path, folder: Path, override: Located | None) -> Rules:
    errors: list[RulesError] = []
    located: dict[str, Located] = {}
    for yaml_path in sorted(folder.glob("*.yaml")):
        shown = _display(yaml_path, root)
        try:
            located[yaml_path.name] = read_yaml(yaml_path, shown)
        except RulesDataError as exc:
            errors.extend(exc.errors)
    for stray in sorted(p for p in folder.iterdir() if p.is_file() and p.suffix in (".yml", ".json")):
        errors.append(RulesError(_display(stray, root), None, "", "rules files must be .yaml"))
    over_files = (override.data or {}).get(box, {}) if override is not None else {}
    expected = files_of(box)
    if override is not None:
        for name in over_files:
            sub = _sub(override, (box, name))
            if name in located:
                located[name] = merge(located[name], sub)
            elif name in expected:
                located[name] = sub
            else:
                file, line = override.locate((box, name))
                present = ", ".join(n for n in expected if n in located)
                errors.append(RulesError(file or "override", line, f"{box}.{name}", f"the {box} rules have no such file (files: {present})"))
    for name, wanted in expected.items():
        if name not in located and not wanted.optional and not any(e.file.endswith(name) for e in errors):
            what = f" ({wanted.description})" if wanted.description else ""
            errors.append(RulesError(_display(folder / name, root), None, "", f"missing: the {box} rules need this file{what}"))

    files: dict[str, Any] = {}
    checkers: list[Checker] = []
    clean: set[str] = set()  # files that passed their schema
    for name, loc in located.items():
        schema = schema_for(box, name)
        shown = _display(folder / name, root)
        if schema is None:
            errors.append(RulesError(shown, None, "", "no schema is registered for this file (misspelt file name?)"))
            continue
        ck = Checker(loc, shown)
        files[name] = schema.schema.check(loc.data, (), ck)
        errors.extend(ck.errors)
        checkers.append(ck)
        if not ck.errors:
            clean.add(name)
    # References: every Ref must name something a Def of its namespace made, in any file.
    defs: dict[str, set[Any]] = {}
    for ck in checkers:
        for ns, names in ck.defs.items():
            defs.setdefault(ns, set()).update(names)
    # The components define the piece kinds others name: known as soon as their own file is sound
    # (a bad value in another file must not make every kind reference unknown).
    if "components.yaml" in clean:
        comps = build_components(files["components.yaml"])
        kinds = defs.setdefault("kind", set())
        for comp in comps.values():
            kinds.add(comp.id)
            kinds.update(k for k, _, _ in comp.kinds())
            kinds.update(v.id for v in comp.variants)
    # A reference is judged only when every file that could define its name was read whole:
    # a missing or broken file would otherwise make each name it defines "unknown" elsewhere.
    judged = checkers if not errors else []
    for ck in judged:
        for ns, value, path in ck.refs:
            known = defs.get(ns, set())
            if value not in known:
                listed = ", ".join(sorted(map(str, known))[:8]) + (" ..." if len(known) > 8 else "")
                ck.error(path, f"unknown {ns} {value!r}" + (f"; known: {listed}" if known else ""))
                errors.append(ck.errors[-1])
    if not errors:
        _load_game_schemas()
        for check in _CHECKS.get(box, []):
            for name, path, message in check(files):
                file, line = located[name].locate(path) if name in located else (None, None)
                errors.append(RulesError(file or _display(folder / name, root), line, format_path(path), message))
    if errors:
        raise RulesDataError(errors)

    components = build_components(files["components.yaml"])
    decisions = {d["id"]: Decision(d["id"], d["topic"], d["quote"], d["reading"]) for d in files.get("decisions.yaml", {"decisions": []})["decisions"]}
    assumed = {}
    for name, loc in located.items():
        for path, note in loc.assumed.items():
            assumed[(name, format_path(path))] = note
    sources = [_display(folder / n, root) for n in sorted(located)]
    if override is not None and over_files:
        sources.append(f"override: {sorted(over_files)}")
    digests = {name: digest(data) for name, data in files.items()}
    overrides = {name: digest(_sub(override, (box, name)).data) for name in over_files} if override is not None else {}
    return Rules(box, files, components, decisions, assumed, box_fingerprint(files), sources, digests, overrides)


def load_all(root: str | Path | None = None, override: Located | None = None) -> tuple[dict[str, Rules], list[RulesError]]:
    """Every box found under ``root``; errors of all boxes are collected."""
    root = Path(root) if root is not None else rules_root()
    out: dict[str, Rules] = {}
    errors: list[RulesError] = []
    if not root.is_dir():
        return out, [RulesError(str(root), None, "", "no such rules directory")]
    folders = sorted(p.name for p in root.iterdir() if p.is_dir() and not p.name.startswith((".", "_")))
    boxes = [b for b in folders if b in BOXES]
    errors.extend(RulesError(_display(root / b, root), None, "", f"not a box of this program (boxes: {', '.join(BOXES)})") for b in folders if b not in BOXES)
    if not folders:
        errors.append(RulesError(str(root), None, "", f"no rules here: expected a folder per box ({', '.join(BOXES)})"))
    for box in boxes:
        try:
            out[box] = load_rules(box, root, override)
        except RulesDataError as exc:
            errors.extend(exc.errors)
    if override is not None:
        for box in override.data or {}:
            if box not in boxes:
                file, line = override.locate((box,))
                errors.append(RulesError(file or "override", line, box, f"no such box in {root}"))
    errors.extend(shared_kinds(out))
    return out, errors


def kind_ids(rules: Rules) -> set[str]:
    """Every id a table may hold for this box's components: component ids, kind ids, common backs."""
    out: set[str] = set()
    for comp in rules.components.values():
        out.update((comp.id, f"{comp.id}.back"))
        out.update(kind for kind, _, _ in comp.kinds())
    return out


def shared_kinds(boxes: dict[str, Rules]) -> list[RulesError]:
    """Ids used by two boxes: a game may lay pieces of several boxes on one table, so none may be shared."""
    errors = []
    seen: dict[str, str] = {}
    for box, rules in boxes.items():
        for kind in sorted(kind_ids(rules)):
            other = seen.setdefault(kind, box)
            if other != box:
                errors.append(
                    RulesError(f"rules/{box}/components.yaml", None, "components", f"{kind!r} is also an id of rules/{other}: ids of two boxes must differ")
                )
    return errors
