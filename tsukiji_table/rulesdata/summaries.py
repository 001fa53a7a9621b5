"""The rules summaries players read in the window: a how-to-play page and a rules reference per game.

They live in ``rules/<box>/summaries/<name>.yaml``, beside the box's rules
but not among them: a summary is text for people, read by no referee, so it
is loaded apart from :func:`~.loader.load_rules` and a reworded sentence
never changes what a save's rules fingerprint covers.  A file says which
games it explains (a refereed game and its box's free table may share one)
and holds two pages, ``how_to_play`` and ``reference``, each a list of
sections ``{heading, text, notes}`` in English and Japanese::

    games: [turin, sandbox:turin]
    how_to_play:
      - heading: {en: The goal, ja: 目的}
        text:
          en: "Each player starts with {game.yaml:start_money} scudo ..."
          ja: "各プレイヤーは{game.yaml:start_money}スクードを持って ..."
        notes:
          - refs: [list.yaml:goods[*].new]
            text: {en: "...", ja: "..."}

``{file.yaml:key.path}`` in a text is replaced by that number as the rules
in use give it (a ``--rules-override`` included), so the summary never
disagrees with the referee.  A number the rules mark ``assumed: true``, and
``{decision:<id>}`` (a reading of an unclear rule, ``decisions.yaml``), are
followed by :data:`ASSUMED_MARK`; each must be explained by a note of its
section whose ``refs`` cover it, and every note must cover something really
assumed or decided, so a value that later comes from the rulebook cannot
stay marked.  Validation names the file, line and key path of each problem.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..paths import rules_root
from .loader import Rules
from .located import Located, Path_, RulesDataError, RulesError, format_path, load_located
from .schema import Checker, List, Map, Names, Opt, Schema, Str

SUMMARY_DIR = "summaries"
PAGES = ("how_to_play", "reference")
ASSUMED_MARK = "*"  # after a value or reading that is ours, not the rulebook's; reserved in summary texts

# {file.yaml:path} or {decision:id}
_REF = re.compile(r"\{([^{}:]+):([^{}]+)\}")
_STEP = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)|\[(\d+|\*|id=[a-z0-9_\-]+)\]|\.")


@dataclass(frozen=True)
class Note:
    """Why the marked values or readings of a section are ours: what it covers, and the words."""

    refs: tuple[str, ...]
    text: dict[str, str]


@dataclass(frozen=True)
class Section:
    heading: dict[str, str]
    text: dict[str, str]  # paragraphs separated by blank lines; a line starting "- " is a bullet
    notes: tuple[Note, ...] = ()


@dataclass(frozen=True)
class Summary:
    """One file: the games it explains and its pages (:data:`PAGES` → sections)."""

    name: str
    box: str
    games: tuple[str, ...]
    pages: dict[str, tuple[Section, ...]]
    rules: Rules

    def text(self, section: Section, lang: str) -> str:
        """A section's text in ``lang`` with its references filled in from the rules in use."""
        return fill(section.text.get(lang) or section.text["en"], self.rules)


# ------------------------------------------------------------------ schema


def _text() -> Schema:
    return Map({"en": Str(), "ja": Str()})


NOTE = Map({"refs": List(Str(), min_len=1), "text": _text()})
SECTION = Map({"heading": Names(), "text": _text(), "notes": Opt(List(NOTE), [])})
SUMMARY_FILE = Map({"games": List(Str(r"[a-z0-9][a-z0-9_:.\-]*"), min_len=1), **{page: List(SECTION, min_len=1) for page in PAGES}})


# ------------------------------------------------------------- references


def parse_path(text: str) -> tuple[Any, ...] | None:
    """``markets[id=eel].license_price`` → ``("markets", ("id", "eel"), "license_price")``; ``[1]`` is
    the index 1 and ``[*]`` any entry (``"*"``); None if malformed.  Name list entries by id where they
    have one: the reference then survives a reordering of the list."""
    out: list[Any] = []
    pos = 0
    expect_name = True
    while pos < len(text):
        m = _STEP.match(text, pos)
        if m is None:
            return None
        if m.group(1) is not None:
            if not expect_name:
                return None
            out.append(m.group(1))
            expect_name = False
        elif m.group(2) is not None:
            if expect_name:  # an index follows a name or another index, never a dot or nothing
                return None
            step = m.group(2)
            out.append("*" if step == "*" else ("id", step[3:]) if step.startswith("id=") else int(step))
            expect_name = False
        else:
            if expect_name:
                return None
            expect_name = True
        pos = m.end()
    return tuple(out) if out and not expect_name else None


def concrete(data: Any, path: tuple[Any, ...]) -> tuple[Any, ...] | None:
    """``path`` with each ``[id=...]`` replaced by the index of that entry in ``data`` (``"*"`` kept);
    None when something it names is not there."""
    out: list[Any] = []
    for key in path:
        if key == "*":
            out.append(key)
            data = data[0] if isinstance(data, list) and data else None
            continue
        if isinstance(key, tuple) and isinstance(data, list):
            key = next((k for k, item in enumerate(data) if isinstance(item, dict) and str(item.get("id")) == key[1]), None)
            if key is None:
                return None
        if isinstance(key, int) and isinstance(data, list) and 0 <= key < len(data):
            data = data[key]
        elif isinstance(key, str) and isinstance(data, dict) and key in data:
            data = data[key]
        else:
            return None
        out.append(key)
    return tuple(out)


def _lookup(data: Any, path: tuple[Any, ...]) -> tuple[bool, Any]:
    at = concrete(data, path)
    if at is None or "*" in at:
        return False, None
    for key in at:
        data = data[key]
    return True, data


def _covers(pattern: tuple[Any, ...], path: tuple[Any, ...]) -> bool:
    """Whether ``pattern`` (``"*"`` for any index) names ``path`` or one of its ancestors or descendants."""
    n = min(len(pattern), len(path))
    return all(p == "*" or p == q for p, q in zip(pattern[:n], path[:n]))


def _assumed_paths(rules: Rules, file: str) -> list[tuple[Any, ...]]:
    out = []
    for (name, text), _ in rules.assumed.items():
        if name == file:
            path = parse_path(text)
            if path is not None:
                out.append(path)
    return out


def is_assumed(rules: Rules, file: str, path: tuple[Any, ...]) -> bool:
    """Whether the value at ``path`` is assumed (marked itself, or inside a marked value)."""
    return any(len(a) <= len(path) and _covers(a, path) for a in _assumed_paths(rules, file))


def _number(value: Any) -> str:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError("not a number")
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return f"{value:,}" if isinstance(value, int) else f"{value:g}"


def fill(text: str, rules: Rules) -> str:
    """``text`` with every ``{file:path}`` replaced by its number (then the mark if assumed) and every
    ``{decision:id}`` by the mark.  The text must have passed :func:`load_summaries`."""

    def one(m: re.Match[str]) -> str:
        file, ref = m.group(1), m.group(2)
        if file == "decision":
            return ASSUMED_MARK
        path = concrete(rules.files.get(file), parse_path(ref) or ()) or ()
        _, value = _lookup(rules.files.get(file), path)
        return _number(value) + (ASSUMED_MARK if is_assumed(rules, file, path) else "")

    return _REF.sub(one, text)


class _RefCheck:
    """Checks one section's references against the rules: each marked one explained by a note."""

    def __init__(self, rules: Rules, ck: Checker):
        self.rules = rules
        self.ck = ck

    def inline(self, text: str, where: Path_) -> list[tuple[str, tuple[Any, ...]]]:
        """The marked references of ``text`` (file or "decision", path); problems go to the checker."""
        marked = []
        if ASSUMED_MARK in _REF.sub("", text):
            self.ck.error(where, f"'{ASSUMED_MARK}' is kept for the assumed mark; write the value's reference instead")
        if "{" in _REF.sub("", text) or "}" in _REF.sub("", text):
            self.ck.error(where, "a brace that is not a reference: write {file.yaml:key.path} or {decision:id}")
        for m in _REF.finditer(text):
            file, ref = m.group(1), m.group(2)
            if file == "decision":
                if ref not in self.rules.decisions:
                    self.ck.error(where, f"no decision {ref!r} in decisions.yaml")
                else:
                    marked.append(("decision", (ref,)))
                continue
            path = parse_path(ref)
            if file not in self.rules.files:
                self.ck.error(where, f"{{{file}:{ref}}}: no such rules file in this box")
            elif path is None or "*" in path:
                self.ck.error(where, f"{{{file}:{ref}}}: expected a key path such as goods[1].classic (no [*] in a value)")
            else:
                found, value = _lookup(self.rules.files[file], path)
                at = concrete(self.rules.files[file], path)
                if not found or at is None:
                    self.ck.error(where, f"{{{file}:{ref}}}: no such value in {file}")
                elif isinstance(value, bool) or not isinstance(value, (int, float)):
                    self.ck.error(where, f"{{{file}:{ref}}}: names {type(value).__name__}, not a number")
                elif is_assumed(self.rules, file, at):
                    marked.append((file, at))
        return marked

    def note(self, refs: list[str], where: Path_) -> list[tuple[str, tuple[Any, ...]]]:
        """A note's references as (file or "decision", pattern); each must cover something assumed or decided."""
        out = []
        for k, ref in enumerate(refs):
            file, _, rest = ref.partition(":")
            at = where + (k,)
            if file == "decision":
                if rest not in self.rules.decisions:
                    self.ck.error(at, f"no decision {rest!r} in decisions.yaml")
                out.append(("decision", (rest,)))
                continue
            parsed = parse_path(rest)
            if file not in self.rules.files or parsed is None:
                self.ck.error(at, f"expected file.yaml:key.path (with [*] for any entry) or decision:id, got {ref!r}")
                continue
            pattern = concrete(self.rules.files[file], parsed)
            if pattern is None:
                self.ck.error(at, f"{ref}: no such value in {file}")
                continue
            if not any(_covers(pattern, a) for a in _assumed_paths(self.rules, file)):
                self.ck.error(at, f"{ref} covers no assumed value: say it plainly, or mark the value assumed in {file}")
            out.append((file, pattern))
        return out

    def section(self, sec: dict[str, Any], where: Path_) -> None:
        marked = []
        for lang in ("en", "ja"):
            marked += self.inline(sec["text"][lang], where + ("text", lang))
        for lang in ("en", "ja"):
            for k, note in enumerate(sec["notes"]):
                self.inline(note["text"][lang], where + ("notes", k, "text", lang))
        covered = [c for k, note in enumerate(sec["notes"]) for c in self.note(note["refs"], where + ("notes", k, "refs"))]
        for file, path in marked:
            if not any(f == file and (_covers(p, path) if f != "decision" else p == path) for f, p in covered):
                shown = path[0] if file == "decision" else format_path(path)
                self.ck.error(where + ("notes",), f"{file}:{shown} is marked as ours: explain it in a note of this section (refs: [{file}:{shown}])")


# ------------------------------------------------------------------ loading


def summary_folder(box: str, root: str | Path | None = None) -> Path:
    return (Path(root) if root is not None else rules_root()) / box / SUMMARY_DIR


def _shown(path: Path, root: Path) -> str:
    try:
        return str(Path("rules") / path.relative_to(root))
    except ValueError:
        return str(path)


_CACHE: dict[tuple[Any, ...], list[Summary]] = {}


def load_summaries(rules: Rules, root: str | Path | None = None) -> list[Summary]:
    """Every summary of ``rules.box``, checked against ``rules``; raises :class:`RulesDataError`
    with every located problem.  Cached until a file of the folder or the rules change."""
    rules = rules.whole  # a summary may name any file of its box, not only those one game reads
    base = Path(root) if root is not None else rules_root()
    folder = summary_folder(rules.box, base)
    files = sorted(folder.glob("*.yaml")) if folder.is_dir() else []
    key = (rules.box, str(folder), tuple((p.name, p.stat().st_mtime_ns, p.stat().st_size) for p in files), rules.fingerprint, id(rules))
    got = _CACHE.get(key)
    if got is None:
        if len(_CACHE) > 32:
            _CACHE.clear()
        got = _CACHE[key] = _load(rules, files, base)
    return got


def _load(rules: Rules, files: list[Path], root: Path) -> list[Summary]:
    errors: list[RulesError] = []
    out: list[Summary] = []
    for path in files:
        shown = _shown(path, root)
        try:
            located: Located = load_located(path.read_text(encoding="utf-8"), shown)
        except RulesDataError as exc:
            errors.extend(exc.errors)
            continue
        except (OSError, UnicodeDecodeError) as exc:
            errors.append(RulesError(shown, None, "", f"cannot be read ({exc})"))
            continue
        ck = Checker(located, shown)
        data = SUMMARY_FILE.check(located.data, (), ck)
        if not ck.errors:
            refs = _RefCheck(rules, ck)
            for page in PAGES:
                for k, sec in enumerate(data[page]):
                    refs.section(sec, (page, k))
        errors.extend(ck.errors)
        if not ck.errors:
            pages = {
                page: tuple(
                    Section(dict(s["heading"]), dict(s["text"]), tuple(Note(tuple(n["refs"]), dict(n["text"])) for n in s["notes"])) for s in data[page]
                )
                for page in PAGES
            }
            out.append(Summary(path.stem, rules.box, tuple(data["games"]), pages, rules))
    if errors:
        raise RulesDataError(errors)
    return out


def summaries_for(game_id: str, rules: Rules, root: str | Path | None = None) -> list[Summary]:
    """The summaries that explain ``game_id`` (a free table may have several: one per game of its box)."""
    return [s for s in load_summaries(rules, root) if game_id in s.games]


__all__ = ["ASSUMED_MARK", "PAGES", "Note", "Section", "Summary", "fill", "is_assumed", "load_summaries", "parse_path", "summaries_for", "summary_folder"]
