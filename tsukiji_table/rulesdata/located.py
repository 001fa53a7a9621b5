"""YAML loading that remembers where every value came from.

``load_located`` returns plain Python data plus a map from key path (a tuple
of keys and list indices) to ``(file, line)``, so that a validation error can
say ``rules/turin/cards.yaml:14 cards[3].goods: expected 3 entries, got 2``.

It also unwraps the *assumed value* form used throughout ``rules/``::

    bonus: {value: 6, assumed: true, note: "printed on the card, not in the text"}

becomes ``bonus: 6`` with the path recorded in ``assumed`` together with its
note.  Duplicate keys, which plain PyYAML silently accepts, are errors.

Every YAML file the program reads (rules, overrides, scripts, puzzles, tower
specs) comes through here, so the limits that keep a hostile or broken file
from eating the machine live here too: at most :data:`MAX_CHARS` characters,
:data:`MAX_DEPTH` levels of nesting and :data:`MAX_VALUES` values once
aliases are expanded (an "alias bomb" of a few hundred bytes would
otherwise expand to billions).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import yaml

Path_ = tuple[Any, ...]

MAX_CHARS = 2_000_000  # the largest rules file is about 20,000
MAX_DEPTH = 40  # levels of nesting; rules files use fewer than 10
MAX_VALUES = 200_000  # values after aliases are expanded; rules files have a few thousand


@dataclass(frozen=True)
class RulesError:
    """One located problem in the rules data."""

    file: str
    line: int | None
    path: str
    message: str

    def __str__(self) -> str:
        where = self.file if self.line is None else f"{self.file}:{self.line}"
        return f"{where} {self.path}: {self.message}" if self.path else f"{where}: {self.message}"


class RulesDataError(ValueError):
    """Raised with every located problem found, one per line in the message."""

    def __init__(self, errors: list[RulesError]):
        self.errors = list(errors)
        super().__init__("\n".join(str(e) for e in self.errors))


@dataclass
class Located:
    """Data from one or more YAML files with the origin of every value."""

    data: Any
    where: dict[Path_, tuple[str, int]] = field(default_factory=dict)
    assumed: dict[Path_, str] = field(default_factory=dict)

    def locate(self, path: Path_) -> tuple[str | None, int | None]:
        """The file and line of ``path``, or of its nearest located ancestor."""
        p = tuple(path)
        while True:
            if p in self.where:
                return self.where[p]
            if not p:
                return None, None
            p = p[:-1]


def format_path(path: Path_) -> str:
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


def _is_assumed(node: yaml.MappingNode) -> bool:
    keys = {k.value for k, _ in node.value if isinstance(k, yaml.ScalarNode)}
    return "value" in keys and "assumed" in keys and keys <= {"value", "assumed", "note"}


class _Loader(yaml.SafeLoader):
    """PyYAML's safe loader with nesting bounded while composing (its composer recurses)."""

    def __init__(self, text: str):
        super().__init__(text)
        self.depth = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        self.depth += 1
        try:
            if self.depth > MAX_DEPTH:
                mark = self.peek_event().start_mark  # type: ignore[no-untyped-call]
                raise yaml.composer.ComposerError(None, None, f"nested more than {MAX_DEPTH} levels deep (the limit)", mark)
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1


class _TooLarge(Exception):
    """The document expands past :data:`MAX_VALUES` values or :data:`MAX_DEPTH` levels."""

    def __init__(self, line: int, message: str):
        super().__init__(message)
        self.line = line


class _Converter:
    def __init__(self, loader: yaml.SafeLoader, filename: str):
        self.loader = loader
        self.filename = filename
        self.where: dict[Path_, tuple[str, int]] = {}
        self.assumed: dict[Path_, str] = {}
        self.errors: list[RulesError] = []
        self.values = 0

    def convert(self, node: yaml.Node, path: Path_) -> Any:
        line = node.start_mark.line + 1
        self.values += 1
        if self.values > MAX_VALUES:
            raise _TooLarge(line, f"more than {MAX_VALUES:,} values once its aliases (*name) are expanded (the limit)")
        if len(path) > MAX_DEPTH:  # aliases can nest a node inside itself
            raise _TooLarge(line, f"nested more than {MAX_DEPTH} levels deep once its aliases (*name) are expanded (the limit)")
        self.where[path] = (self.filename, line)
        if isinstance(node, yaml.MappingNode):
            if _is_assumed(node):
                return self._assumed(node, path)
            out: dict[Any, Any] = {}
            for key_node, value_node in node.value:
                if not isinstance(key_node, yaml.ScalarNode):
                    self.errors.append(
                        RulesError(self.filename, key_node.start_mark.line + 1, format_path(path), "a key must be a name, not a list or mapping")
                    )
                    continue
                key = self.scalar(key_node, path)
                if not isinstance(key, (str, int)):
                    self.errors.append(RulesError(self.filename, key_node.start_mark.line + 1, format_path(path), f"key {key!r} is not a string"))
                    continue
                if key in out:
                    self.errors.append(RulesError(self.filename, key_node.start_mark.line + 1, format_path(path + (key,)), "duplicate key"))
                    continue
                out[key] = self.convert(value_node, path + (key,))
                # Point at the key's line: a block value starts on the next one.
                self.where[path + (key,)] = (self.filename, key_node.start_mark.line + 1)
            return out
        if isinstance(node, yaml.SequenceNode):
            return [self.convert(item, path + (i,)) for i, item in enumerate(node.value)]
        return self.scalar(node, path)

    def scalar(self, node: yaml.Node, path: Path_) -> Any:
        try:
            return self.loader.construct_object(node, deep=True)
        except ValueError as exc:  # a number of thousands of digits, a date that is none
            why = "a number with too many digits" if "digits" in str(exc) else f"cannot be read ({str(exc)[:80]})"
            self.errors.append(RulesError(self.filename, node.start_mark.line + 1, format_path(path), why))
            return None

    def _assumed(self, node: yaml.MappingNode, path: Path_) -> Any:
        fields = {k.value: v for k, v in node.value}
        flag = self.scalar(fields["assumed"], path) if isinstance(fields["assumed"], yaml.ScalarNode) else None
        if flag is not True:
            self.errors.append(RulesError(self.filename, node.start_mark.line + 1, format_path(path), "'assumed' must be true when given"))
        note: Any = ""
        if "note" in fields:
            note = self.scalar(fields["note"], path) if isinstance(fields["note"], yaml.ScalarNode) else None
            if not isinstance(note, str):
                self.errors.append(RulesError(self.filename, fields["note"].start_mark.line + 1, format_path(path + ("note",)), "expected a text note"))
                note = ""
        self.assumed[path] = note
        return self.convert(fields["value"], path)


def load_located(text: str, filename: str) -> Located:
    """Parse YAML ``text`` (named ``filename`` in messages) into :class:`Located`.

    Raises :class:`RulesDataError` for syntax errors and duplicate keys.
    """
    if len(text) > MAX_CHARS:
        raise RulesDataError([RulesError(filename, None, "", f"too large: {len(text):,} characters (the limit is {MAX_CHARS:,})")])
    try:
        loader = _Loader(text)  # the reader refuses control characters at once
    except yaml.YAMLError as exc:
        position = getattr(exc, "position", None)
        line = text.count("\n", 0, position) + 1 if isinstance(position, int) else None
        raise RulesDataError([RulesError(filename, line, "", f"invalid YAML: {str(exc).splitlines()[0]}")]) from None
    try:
        try:
            node = loader.get_single_node()
        except yaml.MarkedYAMLError as exc:
            mark = exc.problem_mark or exc.context_mark
            line = mark.line + 1 if mark else None
            problem = exc.problem or exc.context or "invalid YAML"
            raise RulesDataError([RulesError(filename, line, "", f"invalid YAML: {problem}")]) from None
        except yaml.YAMLError as exc:
            raise RulesDataError([RulesError(filename, None, "", f"invalid YAML: {exc}")]) from None
        if node is None:
            return Located({}, {(): (filename, 1)})
        conv = _Converter(loader, filename)
        try:
            data = conv.convert(node, ())
        except yaml.YAMLError as exc:
            raise RulesDataError([RulesError(filename, None, "", f"invalid YAML: {exc}")]) from None
        except _TooLarge as exc:
            raise RulesDataError([RulesError(filename, exc.line, "", f"too large: {exc}")]) from None
        if conv.errors:
            raise RulesDataError(conv.errors)
        return Located(data, conv.where, conv.assumed)
    finally:
        loader.dispose()


def merge(base: Located, over: Located) -> Located:
    """``over`` laid on ``base``: mappings merge key by key; lists of items
    with an ``id`` merge item by item (new ids are appended); other lists and
    scalars are replaced.  Origins and assumed marks follow the values.
    """
    where = dict(base.where)
    assumed = dict(base.assumed)

    def drop(prefix: Path_) -> None:
        for table in (where, assumed):
            for key in [k for k in table if k[: len(prefix)] == prefix]:
                del table[key]

    def take(src_path: Path_, dst_path: Path_) -> None:
        n = len(src_path)
        for key, loc in over.where.items():
            if key[:n] == src_path:
                where[dst_path + key[n:]] = loc
        for key, note in over.assumed.items():
            if key[:n] == src_path:
                assumed[dst_path + key[n:]] = note

    def walk(a: Any, b: Any, path: Path_, src_path: Path_) -> Any:
        if isinstance(a, dict) and isinstance(b, dict):
            out = dict(a)
            for key, value in b.items():
                if key in a:
                    out[key] = walk(a[key], value, path + (key,), src_path + (key,))
                else:
                    out[key] = value
                    take(src_path + (key,), path + (key,))
            return out
        if isinstance(a, list) and isinstance(b, list) and _by_id(a) and _by_id(b):
            out_list = list(a)
            index = {item["id"]: i for i, item in enumerate(a)}
            for j, item in enumerate(b):
                if item["id"] in index:
                    i = index[item["id"]]
                    out_list[i] = walk(a[i], item, path + (i,), src_path + (j,))
                else:
                    take(src_path + (j,), path + (len(out_list),))
                    out_list.append(item)
            return out_list
        drop(path)
        take(src_path, path)
        return b

    data = walk(base.data, over.data, (), ())
    return Located(data, where, assumed)


def _by_id(items: list[Any]) -> bool:
    return bool(items) and all(isinstance(i, dict) and isinstance(i.get("id"), (str, int)) for i in items)
