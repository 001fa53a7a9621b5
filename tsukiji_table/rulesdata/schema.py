"""A small declarative schema for the rules YAML, with located errors.

A schema checks a value at a path and reports every problem it finds to a
:class:`Checker`, which turns paths into ``file:line key.path`` messages.
Cross-file facts (e.g. "this names a component that exists") are checked
with :class:`Ref` after all files of a game are read.

Example::

    CARD = Map({"id": Id(), "goods": List(Map({"good": Ref("good"), "n": Int(1, 3)}), length=3)})
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .located import Located, Path_, RulesError, format_path


class Checker:
    """Collects located errors and pending references while checking one file."""

    def __init__(self, located: Located, default_file: str):
        self.located = located
        self.default_file = default_file
        self.errors: list[RulesError] = []
        self.refs: list[tuple[str, Any, Path_]] = []
        self.defs: dict[str, set[Any]] = {}

    def error(self, path: Path_, message: str) -> None:
        file, line = self.located.locate(path)
        file = file or self.default_file
        # A constraint broken by a user's override is reported where our value
        # sits; name the override's lines inside the same entry too.  A value
        # that sits in the override is located there already: our file did not change it.
        entry = path[:-1] if path and isinstance(path[-1], str) else path
        foreign = sorted(loc for key, loc in self.located.where.items() if key[: len(entry)] == entry and loc[0] != file)
        if foreign and file == self.default_file:
            message += f" (changed by {foreign[0][0]}:{foreign[0][1]})"
        self.errors.append(RulesError(file, line, format_path(path), message))


def _type_name(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int):
        return f"the number {value}"
    if isinstance(value, float):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text {value!r:.40}"
    if isinstance(value, list):
        return f"a list of {len(value)}"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__


class Schema:
    """Base: ``check`` returns the (possibly normalised) value."""

    def check(self, value: Any, path: Path_, ck: Checker) -> Any:
        raise NotImplementedError

    def describe(self) -> str:
        return type(self).__name__.lower()


class Any_(Schema):
    def check(self, value: Any, path: Path_, ck: Checker) -> Any:
        return value

    def describe(self) -> str:
        return "anything"


class Str(Schema):
    def __init__(self, pattern: str | None = None, nonempty: bool = True):
        self.pattern = re.compile(pattern) if pattern else None
        self.nonempty = nonempty

    def check(self, value: Any, path: Path_, ck: Checker) -> Any:
        if not isinstance(value, str):
            ck.error(path, f"expected text, got {_type_name(value)}")
        elif self.nonempty and not value.strip():
            ck.error(path, "expected text, got an empty string")
        elif self.pattern and not self.pattern.fullmatch(value):
            ck.error(path, f"expected text matching {self.pattern.pattern}, got {value!r}")
        return value

    def describe(self) -> str:
        return "text"


def Id() -> Str:  # noqa: N802 - reads like a type in schemas
    """An identifier: lower-case letters, digits, ``_``, ``-``, ``:`` and ``.``."""
    return Str(r"[a-z0-9][a-z0-9_:.\-]*")


# No number in the rules may pass this unless its schema says so: a count or a price of
# a hundred million would only hang the game start (the largest real number is 5,000).
LIMIT = 1_000_000


class Int(Schema):
    def __init__(self, lo: int | None = None, hi: int | None = None):
        self.lo, self.hi = lo, hi

    def check(self, value: Any, path: Path_, ck: Checker) -> Any:
        lo = -LIMIT if self.lo is None else self.lo
        hi = LIMIT if self.hi is None else self.hi
        if not isinstance(value, int) or isinstance(value, bool):
            ck.error(path, f"expected a whole number, got {_type_name(value)}")
        elif value < lo:
            ck.error(path, f"expected at least {lo:,}, got {value:,}" + ("" if self.lo is not None else " (the limit for any number)"))
        elif value > hi:
            ck.error(path, f"expected at most {hi:,}, got {value:,}" + ("" if self.hi is not None else " (the limit for any number)"))
        return value

    def describe(self) -> str:
        return "whole number"


class Num(Schema):
    def __init__(self, lo: float | None = None, hi: float | None = None):
        self.lo, self.hi = lo, hi

    def check(self, value: Any, path: Path_, ck: Checker) -> Any:
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            ck.error(path, f"expected a number, got {_type_name(value)}")
            return value
        lo = -LIMIT if self.lo is None else self.lo
        hi = LIMIT if self.hi is None else self.hi
        if not math.isfinite(value):
            ck.error(path, f"expected a finite number, got {value}")
        elif value < lo:
            ck.error(path, f"expected at least {lo:,}, got {value:,}")
        elif value > hi:
            ck.error(path, f"expected at most {hi:,}, got {value:,}")
        return float(value)


class Bool(Schema):
    def check(self, value: Any, path: Path_, ck: Checker) -> Any:
        if not isinstance(value, bool):
            ck.error(path, f"expected true or false, got {_type_name(value)}")
        return value


class Enum(Schema):
    def __init__(self, *choices: Any):
        self.choices = choices

    def check(self, value: Any, path: Path_, ck: Checker) -> Any:
        if value not in self.choices:
            shown = ", ".join(str(c) for c in self.choices)
            ck.error(path, f"expected one of {shown}; got {_type_name(value)}")
        return value


class List(Schema):
    def __init__(
        self,
        item: Schema,
        length: int | None = None,
        min_len: int = 0,
        max_len: int | None = None,
        unique: str | None = None,
    ):
        self.item, self.length, self.min_len, self.max_len, self.unique = item, length, min_len, max_len, unique

    def check(self, value: Any, path: Path_, ck: Checker) -> Any:
        if not isinstance(value, list):
            ck.error(path, f"expected a list, got {_type_name(value)}")
            return value
        n = len(value)
        if self.length is not None and n != self.length:
            ck.error(path, f"expected {self.length} entries, got {n}")
        elif n < self.min_len:
            ck.error(path, f"expected at least {self.min_len} entries, got {n}")
        elif self.max_len is not None and n > self.max_len:
            ck.error(path, f"expected at most {self.max_len} entries, got {n}")
        out = [self.item.check(v, path + (i,), ck) for i, v in enumerate(value)]
        if self.unique:
            seen: dict[Any, int] = {}
            for i, v in enumerate(value):
                if isinstance(v, dict) and self.unique in v:
                    key = v[self.unique]
                    if isinstance(key, (str, int)):
                        if key in seen:
                            ck.error(path + (i, self.unique), f"duplicate {self.unique} {key!r} (first at entry {seen[key]})")
                        else:
                            seen[key] = i
        return out


@dataclass
class Field:
    schema: Schema
    required: bool = True
    default: Any = None


def Opt(schema: Schema, default: Any = None) -> Field:  # noqa: N802
    return Field(schema, required=False, default=default)


# An optional key added to a file's schema after games were saved: when the file leaves it out,
# the validated data leaves it out too, so the file's fingerprint (and every save's) stays as it was.
LEFT_OUT = object()


def Later(schema: Schema) -> Field:  # noqa: N802
    """An optional key that is absent from the validated data when the file leaves it out (see ``LEFT_OUT``)."""
    return Field(schema, required=False, default=LEFT_OUT)


class Map(Schema):
    """A mapping with known keys; unknown keys are errors (typos show up)."""

    def __init__(self, fields: dict[str, Schema | Field], extra: Schema | None = None, check: Callable[[dict[str, Any], Path_, Checker], None] | None = None):
        self.fields = {k: v if isinstance(v, Field) else Field(v) for k, v in fields.items()}
        self.extra = extra
        self.post = check

    def check(self, value: Any, path: Path_, ck: Checker) -> Any:
        if not isinstance(value, dict):
            ck.error(path, f"expected a mapping with {', '.join(self.fields) or 'keys'}, got {_type_name(value)}")
            return value
        out: dict[str, Any] = {}
        for key, fld in self.fields.items():
            if key in value:
                out[key] = fld.schema.check(value[key], path + (key,), ck)
            elif fld.required:
                ck.error(path, f"missing key '{key}' ({fld.schema.describe()})")
            elif fld.default is not LEFT_OUT:
                out[key] = fld.default
        for key, v in value.items():
            if key in self.fields:
                continue
            if self.extra is None:
                close = [k for k in self.fields if _similar(str(key), k)]
                hint = f" (did you mean '{close[0]}'?)" if close else f"; allowed: {', '.join(self.fields)}"
                ck.error(path + (key,), f"unknown key{hint}")
            else:
                out[key] = self.extra.check(v, path + (key,), ck)
        if self.post is not None and not _has_errors_under(ck, path):
            self.post(out, path, ck)
        return out

    def describe(self) -> str:
        return "mapping"


class Dict(Schema):
    """A mapping from free keys (checked by ``key``) to values."""

    def __init__(self, key: Schema, value: Schema):
        self.key, self.value = key, value

    def check(self, value: Any, path: Path_, ck: Checker) -> Any:
        if not isinstance(value, dict):
            ck.error(path, f"expected a mapping, got {_type_name(value)}")
            return value
        out = {}
        for k, v in value.items():
            self.key.check(k, path + (k,), ck)
            out[k] = self.value.check(v, path + (k,), ck)
        return out


class OneOf(Schema):
    """The first alternative that checks without errors."""

    def __init__(self, *options: Schema, what: str = ""):
        self.options = options
        self.what = what

    def check(self, value: Any, path: Path_, ck: Checker) -> Any:
        for option in self.options:
            trial = Checker(ck.located, ck.default_file)
            out = option.check(value, path, trial)
            if not trial.errors:
                ck.refs.extend(trial.refs)
                for k, v in trial.defs.items():
                    ck.defs.setdefault(k, set()).update(v)
                return out
        ck.error(path, f"expected {self.what or ' or '.join(o.describe() for o in self.options)}, got {_type_name(value)}")
        return value


class Ref(Schema):
    """A reference to something defined elsewhere (``Def`` of the same namespace)."""

    def __init__(self, namespace: str, inner: Schema | None = None):
        self.namespace = namespace
        self.inner = inner or Id()

    def check(self, value: Any, path: Path_, ck: Checker) -> Any:
        before = len(ck.errors)
        out = self.inner.check(value, path, ck)
        if len(ck.errors) == before:
            ck.refs.append((self.namespace, value, path))
        return out

    def describe(self) -> str:
        return f"a {self.namespace} id"


class Def(Schema):
    """An identifier that defines a name in ``namespace`` for :class:`Ref`."""

    def __init__(self, namespace: str, inner: Schema | None = None):
        self.namespace = namespace
        self.inner = inner or Id()

    def check(self, value: Any, path: Path_, ck: Checker) -> Any:
        before = len(ck.errors)
        out = self.inner.check(value, path, ck)
        if len(ck.errors) == before:  # a list given as an id is an error, not a name (nor unhashable)
            ck.defs.setdefault(self.namespace, set()).add(value)
        return out


def Names() -> Map:  # noqa: N802
    """Names in both languages of the program."""
    return Map({"en": Str(), "ja": Str()})


def _has_errors_under(ck: Checker, path: Path_) -> bool:
    prefix = format_path(path)
    return any(e.path.startswith(prefix) for e in ck.errors) if prefix else bool(ck.errors)


def _similar(a: str, b: str) -> bool:
    if abs(len(a) - len(b)) > 2:
        return False
    a, b = a.lower(), b.lower()
    if a in b or b in a:
        return True
    common = sum(1 for x, y in zip(a, b) if x == y)
    return common >= max(len(a), len(b)) - 2


@dataclass
class FileSchema:
    """The schema of one rules file and what it is for."""

    schema: Schema
    description: str = ""
    summary: Callable[[Any], list[str]] | None = field(default=None)
    optional: bool = False  # a box's folder may lack it (every other registered file is required)
