"""Every string a player reads, in English and Japanese, below every other layer.

A game explains itself in :class:`Message` values: a catalogue key and its
parameters.  A refusal (``IllegalAction``), a log line and a panel line are
all messages; they are turned into text only when shown, in the language in
use then, so the same record reads in English or Japanese.

Parameters may be plain values (shown as they are), ``{"en": ..., "ja": ...}``
names (shown in the language in use), :class:`Seat` (the seat's name, which
only the window knows: it passes ``seat_name``), nested messages, or lists of
any of these (joined as the language joins lists).

English counts: ``{n|drink|drinks}`` is the first word when the parameter
``n`` is 1 and the second otherwise ("1 drink", "6 drinks"), so no player
reads "drink(s)".  Japanese needs no such form.

The language is one setting for the whole program (the window's F2 switches
it; the command line uses English unless told otherwise).  This module
imports nothing of the project, so every layer may use it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

LANGUAGES = ("en", "ja")

#: key -> {language: text}; games and screens add theirs with :func:`add_strings`.
CATALOGUE: dict[str, dict[str, str]] = {}

_state = {"lang": "en"}

SeatNamer = Callable[[int], str]

#: ``{n|one|many}``: a word that agrees with the count ``n`` (see the module docstring).
_COUNTED = re.compile(r"\{(\w+)\|([^{}|]*)\|([^{}|]*)\}")


def set_language(lang: str) -> None:
    if lang not in LANGUAGES:
        raise ValueError(f"language must be one of {', '.join(LANGUAGES)}, not {lang!r}")
    _state["lang"] = lang


def language() -> str:
    return _state["lang"]


def add_strings(strings: Mapping[str, Mapping[str, str]]) -> None:
    """Add strings to the catalogue; a key already present must not change.

    Every entry needs English; an entry without Japanese shows English in a
    Japanese window and is reported by the catalogue test.
    """
    for key, entry in strings.items():
        if "en" not in entry:
            raise ValueError(f"string {key!r} has no English text")
        old = CATALOGUE.get(key)
        if old is not None and dict(old) != dict(entry):
            raise ValueError(f"string {key!r} is already in the catalogue with other text")
        CATALOGUE[key] = dict(entry)


def all_strings() -> list[str]:
    """Every catalogue string in every language (for the glyph-coverage test)."""
    return [text for entry in CATALOGUE.values() for text in entry.values()]


def local(names: Mapping[str, str] | str | None, fallback: str = "", lang: str | None = None) -> str:
    """A ``{en, ja}`` name (rules data, zone labels) in the language in use."""
    if names is None:
        return fallback
    if isinstance(names, str):
        return names
    return names.get(lang or _state["lang"]) or names.get("en") or fallback


def tr(key: str, **values: Any) -> str:
    """The catalogue string ``key`` in the language in use, formatted with plain values."""
    return translate(key, None, values)


def translate(key: str, lang: str | None, values: Mapping[str, Any]) -> str:
    """The catalogue string ``key`` in ``lang`` (None: the language in use), formatted."""
    entry = CATALOGUE.get(key)
    if entry is None:
        return key  # a missing key shows itself rather than crash the window
    text = entry.get(lang or _state["lang"]) or entry["en"]
    if values:
        try:
            return _COUNTED.sub(lambda m: m[2] if str(values[m[1]]) in ("1", "-1") else m[3], text).format(**values)
        except (KeyError, IndexError, ValueError):
            return text
    return text


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat named in a message: the window shows the seat's name."""

    index: int


@dataclass(frozen=True)
class Message:
    """A catalogue key with its parameters, rendered when shown (see the module docstring).

    ``key`` is ``None`` for a text that was never translated (``Message.plain``):
    it shows as it is in every language, and the catalogue test reports it.
    """

    key: str | None
    params: dict[str, Any] = field(default_factory=dict)
    text: str = ""

    @classmethod
    def plain(cls, text: str) -> Message:
        return cls(None, {}, text)

    def render(self, lang: str | None = None, seat_name: SeatNamer | None = None) -> str:
        lang = lang or _state["lang"]
        if self.key is None:
            return self.text
        values = {k: render_value(v, lang, seat_name) for k, v in self.params.items()}
        return translate(self.key, lang, values)

    def __str__(self) -> str:
        return self.render()


def msg(key: str, /, **params: Any) -> Message:
    """A :class:`Message` (the short form games write)."""
    return Message(key, params)


def render_value(value: Any, lang: str | None = None, seat_name: SeatNamer | None = None) -> str:
    """One message parameter as text (see the module docstring)."""
    lang = lang or _state["lang"]
    if isinstance(value, Message):
        return value.render(lang, seat_name)
    if isinstance(value, Seat):
        if seat_name is not None:
            return seat_name(value.index)
        return translate("text.seat", lang, {"n": value.index})  # scripts and the command line count seats from 0
    if isinstance(value, Mapping) and "en" in value:
        return local(value, "", lang)
    if isinstance(value, (list, tuple)):
        parts = [render_value(v, lang, seat_name) for v in value]
        return join_list(parts, lang)
    if isinstance(value, bool):
        return translate("text.yes" if value else "text.no", lang, {})
    if isinstance(value, int):
        return f"{value:,}" if abs(value) >= 10000 else str(value)
    return str(value)


def join_list(parts: list[str], lang: str | None = None) -> str:
    """``a, b and c`` / ``a、b、c``."""
    lang = lang or _state["lang"]
    if lang == "ja":
        return "、".join(parts)
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


add_strings(
    {
        "text.seat": {"en": "seat {n}", "ja": "席{n}"},
        "text.yes": {"en": "yes", "ja": "はい"},
        "text.no": {"en": "no", "ja": "いいえ"},
    }
)
