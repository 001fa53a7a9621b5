"""What a player reads must be words: the checks behind ``tests/test_words.py``.

Two things are checked.

*The catalogue* (every string of :mod:`tsukiji_table.text`, the window's and
every game's): each entry has English and Japanese, the Japanese is not the
English left as it is, both use the same ``{placeholders}``, and neither
shows an internal id.

*What the suite raises*: :func:`install` wraps the places where the program
tells a player no (:class:`IllegalAction`, a reason from ``Game.check``,
:class:`GestureError`, a toast in the window, an error of the command line,
a session, a save or a puzzle), so every one made while the tests run is
recorded with where it came from and the test that made it.  The last test of
the session (:func:`tests.test_words.test_every_refusal_raised_in_the_suite_is_in_words`,
moved to the end by ``tests/conftest.py``) fails on any that is untranslated
or internal.  Run alone it checks what it ran beside; the full suite is the
real check.

Internal words are ids the program uses and a player never should read:
dotted ids (``card.white``, ``p0.money``), ids with a colon (``sandbox:turin``,
``red:short_can``), snake_case names (``special_move``) and placeholders left
unfilled (``{drink}``).
"""

from __future__ import annotations

import re
import string
import sys
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tsukiji_table import text
from tsukiji_table.text import CATALOGUE, Message

PACKAGE = Path(text.__file__).resolve().parent
ROOT = PACKAGE.parent

# Entries that are rightly the same in both languages: a language's own name.
SAME_BY_DESIGN = {"lang.en", "lang.ja"}

# Messages about the form of an action dict (``take takes no colour``,
# ``expected a drink such as red:short_can``).  Only a script
# (``tsukiji-table script``, docs/actions/), the command line or a screen's
# bug makes one, never a player's gesture, and a script's author needs the
# script's own words in them: their texts are translated, but the ids they
# quote are not checked.  One shown in the window is reported (a screen built
# a malformed action: it should have said what is wrong in words itself).
VOCABULARY_PREFIXES = ("engine.arg.", "engine.want.", "jido.arg.", "jido.want.", "turin.want.")
VOCABULARY = {
    "engine.not_an_action",
    "engine.no_seat",
    "engine.unknown_action",
    "engine.not_json",  # a value a script put in an action (the window makes only plain ones), quoted as the script wrote it
    "jido.solution_step",
    "jido.rule.unknown_move",
    "demo.stall.no_piece",
    # Tsukiji: an argument that is not one of its choices, a piece id the table does not have
    "tsukiji.why.choose",
    "tsukiji.why.no_piece",
    # Turin's actions by hand (free mode) name pieces and zones by id; the window's drags name real ones
    "turin.why.card_form",
    "turin.why.no_piece",
    "turin.why.no_zone",
    "turin.why.no_money_zone",
    "turin.why.confirm",
}

# Latin words a Japanese text may hold (keys on the keyboard, the program's and the language's own names).
LATIN_IN_JAPANESE = {
    "OK",
    "English",
    "Shift",
    "Ctrl",
    "Alt",
    "Tab",
    "Esc",
    "Home",
    "Enter",
    "Space",
    "PNG",
    "YAML",
    "JSON",
    "CPU",
    "Wheel",
    "Page",
    "Up",
    "Down",
    "AP",  # Tsukiji's action points, introduced as アクションポイント（AP）
}

_INTERNAL = (
    (re.compile(r"(?<![\w./\\-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w/\\])"), "a snake_case name"),
    (re.compile(r"(?<![\w./\\-])[a-z][a-z0-9]*(?:\.[a-z0-9#]+)+(?![\w/\\])"), "a dotted id"),
    (re.compile(r"(?<![\w./\\-])[a-z][a-z0-9_]*:[a-z0-9]"), "an id with a colon"),
    (re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*(?:[:!][^{}]*)?\}"), "a placeholder left unfilled"),
)
_FILE_ENDINGS = (".yaml", ".yml", ".json", ".png", ".md", ".py", ".txt", ".ttf", ".otf")
_LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def internal_words(rendered: str) -> list[str]:
    """The internal ids in a text as shown (see the module docstring)."""
    found = []
    for pattern, what in _INTERNAL:
        for m in pattern.finditer(rendered):
            word = m.group(0)
            if what == "a dotted id" and (word.endswith(_FILE_ENDINGS) or word in ("e.g", "i.e")):
                continue
            found.append(f"{what} {word!r}")
    return found


def latin_words(rendered: str) -> list[str]:
    """Latin words in a Japanese text that are not names or keys a Japanese window may show.

    A command or option to type (``tsukiji-table selfplay``, ``--rules-override``)
    and a file's path or name are what they are in every language; a game's
    English name is shown beside its Japanese one in the chooser.
    """
    rendered = _COMMAND.sub(" ", _PATH.sub(" ", rendered))
    for name in _game_names():  # the chooser shows a game's name in both languages, by design
        rendered = rendered.replace(name, " ")
    return [w for w in _LATIN_WORD.findall(rendered) if w not in LATIN_IN_JAPANESE and not re.fullmatch(r"F\d+", w)]


def _game_names() -> list[str]:
    """Every registered game's English name, longest first ("Turin Market (free table)" before "Turin Market")."""
    if not _GAME_NAMES:
        from tsukiji_table.games.registry import all_games

        _GAME_NAMES.extend(sorted({g.names["en"] for g in all_games(listed_only=False) if g.names.get("en")}, key=len, reverse=True))
    return _GAME_NAMES


_GAME_NAMES: list[str] = []


_COMMAND = re.compile(r"tsukiji-table(?: [a-z][a-z-]*)*|--[a-z][a-z-]*")  # a command or an option to type
_PATH = re.compile(r"\S*[/\\]\S*|\S+\.(?:json|yaml|yml|png)\b")


def placeholders(template: str) -> set[str]:
    try:
        return {name.split("|")[0] for _, name, _, _ in string.Formatter().parse(template) if name is not None}
    except ValueError as exc:
        return {f"<malformed: {exc}>"}


def _without_placeholders(template: str) -> str:
    try:
        return "".join(literal for literal, *_ in string.Formatter().parse(template))
    except ValueError:
        return template


def vocabulary(key: str | None) -> bool:
    """Whether ``key`` speaks a script's words (see :data:`VOCABULARY`)."""
    return key is not None and (key in VOCABULARY or key.startswith(VOCABULARY_PREFIXES))


def where_defined(key: str) -> str:
    """The source file that adds ``key`` to the catalogue (for the report)."""
    needle = f'"{key}"'
    for path in sorted(PACKAGE.rglob("*.py")):
        if needle in path.read_text(encoding="utf-8"):
            return str(path.relative_to(ROOT))
    return "?"


def where_said(text: str) -> str:
    """file:line of the source that holds an untranslated text (its first words; for the report)."""
    words = re.split(r"[{}'\"]", text, maxsplit=1)[0].strip()[:40]
    if len(words) < 6:
        return "its source is not found by its words"
    for path in sorted(PACKAGE.rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if words in line:
                return f"written at {path.relative_to(ROOT)}:{n}"
    return "its source is not found by its words"


# ------------------------------------------------------------------ the catalogue


def catalogue_problems(catalogue: Mapping[str, Mapping[str, str]] = CATALOGUE) -> list[tuple[str, str]]:
    """(key, problem) for every entry that is not a pair of translated texts."""
    out: list[tuple[str, str]] = []
    for key in sorted(catalogue):
        entry = catalogue[key]
        en, ja = entry.get("en") or "", entry.get("ja") or ""
        if not en:
            out.append((key, "no English"))
        if not ja:
            out.append((key, "no Japanese"))
            continue
        bare_en = _without_placeholders(en)
        if ja == en and key not in SAME_BY_DESIGN and [w for w in _LATIN_WORD.findall(bare_en) if w not in LATIN_IN_JAPANESE]:
            out.append((key, f"the Japanese is the English: {ja!r}"))
        if re.search(r"[a-z]\(s\)|\(e?s\)", en):
            out.append((key, f"the English counts with '(s)' (write {{n|drink|drinks}}): {en!r}"))
        if placeholders(en) != placeholders(ja):
            out.append((key, f"placeholders differ: en {sorted(placeholders(en))}, ja {sorted(placeholders(ja))}"))
        if vocabulary(key):
            continue  # it quotes a script's words (see VOCABULARY)
        for lang, template in (("en", en), ("ja", ja)):
            for word in internal_words(_without_placeholders(template)):
                if "placeholder" not in word:
                    out.append((key, f"{lang} text shows {word}: {template!r}"))
        if key not in SAME_BY_DESIGN:
            latin = latin_words(_without_placeholders(ja))
            if latin:
                out.append((key, f"English words in the Japanese text {latin}: {ja!r}"))
    return out


# ---------------------------------------------------------------- a message


def _keys(message: Message) -> Iterator[str | None]:
    yield message.key
    for value in message.params.values():
        for item in value if isinstance(value, (list, tuple)) else [value]:
            if isinstance(item, Message):
                yield from _keys(item)


def message_problems(message: Message, in_window: bool = False) -> list[str]:
    """Why ``message`` is not translated words in both languages ([] when it is).

    A message that speaks a script's words (:data:`VOCABULARY`) is checked for
    its translation and for the messages nested in it, not for the ids it
    quotes, unless it was made while the window was at work (``in_window``).
    """
    if vocabulary(message.key):
        out = [f"a script's words in the window ({message.key})"] if in_window else []
        if message.key not in CATALOGUE:
            out.append(f"no catalogue entry {message.key!r}")
        elif not CATALOGUE[message.key].get("ja"):
            out.append(f"no Japanese for {message.key!r}")
        for value in message.params.values():
            for item in value if isinstance(value, (list, tuple)) else [value]:
                if isinstance(item, Message):
                    out.extend(message_problems(item, in_window))
        return list(dict.fromkeys(out))
    out = []
    for key in _keys(message):
        if key is None:
            out.append("untranslated text (Message.plain)")
        elif key not in CATALOGUE:
            out.append(f"no catalogue entry {key!r}")
        elif not CATALOGUE[key].get("ja"):
            out.append(f"no Japanese for {key!r}")
    for value in _values(message):
        if isinstance(value, Mapping) and "en" in value and not value.get("ja"):
            out.append(f"a name without Japanese: {dict(value)!r}")
    en, ja = message.render("en"), message.render("ja")
    for lang, rendered in (("en", en), ("ja", ja)):
        for word in internal_words(rendered):
            out.append(f"{lang} shows {word}")
    latin = latin_words(ja)
    if latin:
        out.append(f"English words in Japanese: {latin}")
    return list(dict.fromkeys(out))


def _values(message: Message) -> Iterator[Any]:
    for value in message.params.values():
        for item in value if isinstance(value, (list, tuple)) else [value]:
            if isinstance(item, Message):
                yield from _values(item)
            else:
                yield item


def text_problems(shown: str, lang: str) -> list[str]:
    """Why a text already rendered (a toast, a command-line error) is not words."""
    out = [f"shows {word}" for word in internal_words(shown)]
    if lang == "ja":
        latin = latin_words(shown)
        if latin:
            out.append(f"English words in Japanese: {latin}")
    return out


# ------------------------------------------------------------- the recorder


def english_problems(shown: str) -> list[str]:
    """Why a message of the command line or of loading a file is not the command line's words.

    The command line speaks English and names games, drinks and options by
    the ids it takes (``--drinks red:short_can``, ``jido:g06``), so those are
    its words; an id it does not take (``sandbox:turin``) or a placeholder
    left unfilled is not.
    """
    out = [f"shows the internal id {m.group(0)!r}" for m in re.finditer(r"\bsandbox:\w*", shown)]
    out += [f"shows {word}" for word in internal_words(shown) if "placeholder" in word]
    return out


@dataclass
class Finding:
    """One refusal (or shown text) that is not words, with where it came from."""

    kind: str
    shown: str
    problems: list[str]
    origin: str
    test: str
    count: int = 1

    def line(self) -> str:
        more = f" (and {self.count - 1} more times)" if self.count > 1 else ""
        return f"[{self.kind}] {self.shown!r}\n    problems: {'; '.join(self.problems)}\n    from {self.origin}, first in {self.test}{more}"


class Recorder:
    """Collects what the program says no with, and what the window shows, while the tests run."""

    def __init__(self) -> None:
        self.seen: dict[tuple[str, str], Finding | None] = {}
        self.counts: dict[str, int] = {}
        self.start("(collection)")

    def start(self, test: str) -> None:
        """A test begins: findings name it, and its language switches are counted afresh."""
        self.test = test
        self.switches = 0

    def switched(self) -> None:
        self.switches += 1

    def _known(self, ident: tuple[str, str]) -> bool:
        if ident not in self.seen:
            return False
        found = self.seen[ident]
        if found is not None:
            found.count += 1
        return True

    # -------------------------------------------------------------- record

    def message(self, kind: str, message: Message, origin: str, game: Any = None, in_window: bool = False) -> None:
        """A refusal: a translated message in both languages, no internal words (:func:`message_problems`)."""
        self.counts[kind] = self.counts.get(kind, 0) + 1
        if _in_tests(origin):
            return  # a test that builds its own refusal checks the mechanism, not the program's words
        try:
            ident = (kind, repr((message.key, message.text, message.params, in_window)))
        except Exception:  # a parameter without a repr: count it by its key
            ident = (kind, str(message.key))
        if self._known(ident):
            return
        problems = message_problems(message, in_window)
        where = f"{origin}; {where_said(message.text)}" if message.key is None else f"{origin}; key {message.key!r} in {where_defined(message.key)}"
        self.seen[ident] = Finding(kind, _shown(message), problems, where, self.test) if problems else None

    def english(self, kind: str, shown: str, origin: str) -> None:
        """A message of the command line or of loading a file (English by design; :func:`english_problems`)."""
        self.counts[kind] = self.counts.get(kind, 0) + 1
        ident = (kind, shown)
        if _in_tests(origin) or self._known(ident):
            return
        problems = english_problems(shown)
        self.seen[ident] = Finding(kind, shown, problems, origin, self.test) if problems else None

    def shown(self, kind: str, shown: str, lang: str, where: Any) -> None:
        """A text the window shows (a toast, any text drawn): no internal words, no English in Japanese.

        ``where`` is called for the origin only when the text is new.  In a
        test that switches the language back and forth (an input storm), a
        text made just before a switch may be shown just after it, so there
        only internal words count.
        """
        self.counts[kind] = self.counts.get(kind, 0) + 1
        lang = lang if self.switches < 2 else "en"
        ident = (kind, f"{lang}:{shown}")
        if self._known(ident):
            return
        problems = text_problems(shown, lang)
        if not problems:
            self.seen[ident] = None
            return
        origin, _ = where()
        if _in_tests(origin):
            self.seen[ident] = None
            return
        self.seen[ident] = Finding(kind, shown, problems, origin, self.test)

    def findings(self) -> list[Finding]:
        return [f for f in self.seen.values() if f is not None]


def _shown(message: Message) -> str:
    try:
        return f"{message.render('en')} / {message.render('ja')}"
    except Exception as exc:  # the check reports it; the report must not fail
        return f"<cannot render: {exc}>"


def _in_tests(origin: str) -> bool:
    return origin.startswith("tests/") or "/tests/" in origin


def origin(past: tuple[str, ...] = ()) -> str:
    """file:line of the first frame of the program above the instrumentation (skipping files ending with ``past``)."""
    frame: Any = sys._getframe(1)
    here = Path(__file__).resolve()
    first_test = None
    while frame is not None:
        path = Path(frame.f_code.co_filename)
        if path != here and not str(path).endswith(past):
            try:
                rel = path.resolve().relative_to(ROOT)
            except ValueError:
                rel = None
            if rel is not None and rel.parts[0] == "tsukiji_table":
                return f"{rel}:{frame.f_lineno} ({frame.f_code.co_name})"
            if rel is not None and rel.parts[0] == "tests" and first_test is None:
                first_test = f"{rel}:{frame.f_lineno}"
        frame = frame.f_back
    return first_test or "?"


def origins_in_stack() -> str:
    """Every frame of the program on the stack, innermost first (a drawn text's origin: the screen behind it counts)."""
    frame: Any = sys._getframe(1)
    out = []
    while frame is not None:
        name = frame.f_code.co_filename.replace("\\", "/")
        if "/tsukiji_table/" in name:
            out.append(f"{name[name.index('tsukiji_table/') :]}:{frame.f_lineno} ({frame.f_code.co_name})")
        frame = frame.f_back
    return " < ".join(out[:4]) + (" < ..." if len(out) > 4 else "") if out else origin()


RECORDER = Recorder()


def install(recorder: Recorder = RECORDER) -> None:
    """Wrap the places where the program refuses, fails or shows a text (see the module docstring)."""
    from tsukiji_table.games import base

    def refused(exc: Any) -> None:
        where = origin()
        if "games/base.py" in where and "(play)" in where:
            return  # the reason Game.check gave, recorded there with its game
        recorder.message("IllegalAction", _reason(exc), where, _game_in_stack(), _in_window())

    _wrap_init(base.IllegalAction, refused)

    check = base.Game.check

    def checked(self: Any, table: Any, seat: Any, action: Any) -> Any:
        why = check(self, table, seat, action)
        if why is not None:
            recorder.message("Game.check", why, f"{type(self).__module__} ({getattr(self, 'id', '?')})", self, _in_window())
        return why

    base.Game.check = checked  # type: ignore[method-assign]

    from tsukiji_table.ui import gestures

    _wrap_init(gestures.GestureError, lambda exc: recorder.message("GestureError", _reason(exc), origin(), None, True))

    from tsukiji_table.cli import common
    from tsukiji_table.games.jidohanbaiki.puzzles import PuzzleError
    from tsukiji_table.games.session import SessionError
    from tsukiji_table.table.save import SaveError
    from tsukiji_table.ui import LaunchError

    for cls in (SessionError, SaveError, PuzzleError, LaunchError, common.CliError):
        _wrap_init(cls, lambda exc: recorder.english(type(exc).__name__, str(exc), origin()))

    switch = text.set_language

    def set_language(lang: str) -> None:
        if lang != text.language():
            recorder.switched()
        switch(lang)

    text.set_language = set_language  # type: ignore[assignment]
    from tsukiji_table.ui import i18n

    i18n.set_language = set_language  # type: ignore[assignment]

    from tsukiji_table.ui import fonts, widgets

    show = widgets.Toasts.show

    def toast(self: Any, shown: str, *args: Any, **kwargs: Any) -> None:
        recorder.shown("toast", str(shown), text.language(), lambda: (origin(("ui/widgets.py", "ui/scenes/table.py")), _game_in_stack()))
        show(self, shown, *args, **kwargs)

    widgets.Toasts.show = toast  # type: ignore[method-assign]

    draw = fonts.Fonts.text

    def drawn(self: Any, shown: str, *args: Any, **kwargs: Any) -> Any:
        recorder.shown("drawn", str(shown), text.language(), lambda: (origins_in_stack(), _game_in_stack()))
        return draw(self, shown, *args, **kwargs)

    fonts.Fonts.text = drawn  # type: ignore[method-assign]


def _reason(exc: BaseException) -> Message:
    """The message an error carries (a bare string is an untranslated one)."""
    reason = getattr(exc, "reason", None)
    return reason if isinstance(reason, Message) else Message.plain(str(exc))


def _in_window() -> bool:
    """Whether the window's code is on the stack (a refusal it will show)."""
    frame: Any = sys._getframe(2)
    while frame is not None:
        if "/tsukiji_table/ui/" in frame.f_code.co_filename:
            return True
        frame = frame.f_back
    return False


def _game_in_stack() -> Any:
    """The game whose code is running, or whose scene is (a refusal's game)."""
    from tsukiji_table.games.base import Game

    frame: Any = sys._getframe(2)
    while frame is not None:
        local = frame.f_locals
        for name in ("self", "game", "scene", "s"):
            value = local.get(name)
            if isinstance(value, Game):
                return value
            inner = getattr(value, "game", None) if value is not None and name != "game" else None
            if isinstance(inner, Game):
                return inner
            scene = getattr(value, "scene", None) if value is not None else None
            if isinstance(getattr(scene, "game", None), Game):
                return scene.game  # type: ignore[union-attr]
        frame = frame.f_back
    return None


def _wrap_init(cls: type, after: Any) -> None:
    init = cls.__init__

    def wrapped(self: Any, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        after(self)

    wrapped.__wrapped__ = init  # type: ignore[attr-defined]
    cls.__init__ = wrapped  # type: ignore[misc]
