"""Fingerprints of rules data, one per file, and what changed between two of them.

A save remembers the fingerprint of every rules file its game reads
(``"jidohanbaiki/g08.yaml" -> sha256``: the validated data, an override laid
over it included), and apart from it the fingerprint of the part a
``--rules-override`` laid over each file.  Loading compares only the files
the game reads, so adding a file to a box (a new mini-game) or changing a
file another game reads leaves the save loadable; when a file it reads
differs, :func:`differences` names it and says whether the file itself or
an override of it is what differs.

Saves written before per-file fingerprints hold one fingerprint of the whole
box (:func:`box_fingerprint`); they load as long as no file of the box
changed.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..text import Message, add_strings, msg

BUILTIN = "builtin"  # the fingerprint of a game without rules data
# Files that say only how the table looks (where zones lie, how they are labelled): a save keeps no
# fingerprint of them, so moving a zone never refuses a save (a file only one side has is not compared).
LOOKS = frozenset({"layout.yaml"})


def digest(data: Any) -> str:
    """sha256 of validated data, canonical JSON (key order, spacing and YAML comments do not count)."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def box_fingerprint(files: Mapping[str, Any]) -> str:
    """The one fingerprint of a whole box that saves held before per-file fingerprints."""
    return digest(dict(files))


@dataclass(frozen=True)
class RulesPrint:
    """The fingerprints a save keeps of the rules its game read (see the module docstring).

    ``files`` and ``overrides`` are keyed ``"<box>/<file>"``; ``legacy`` is the
    whole primary box's fingerprint (what older saves compared, kept so an
    older program still reads a new save).
    """

    files: dict[str, str] = field(default_factory=dict)
    overrides: dict[str, str] = field(default_factory=dict)
    legacy: str = BUILTIN


@dataclass(frozen=True)
class Difference:
    """One rules file a save's game reads that is not what it was when saved."""

    file: str  # "<box>/<file>"
    override: bool  # True: what differs is the --rules-override laid over it (one of the two has one, or they differ)

    def message(self) -> Message:
        if not self.override:
            return msg("rules.changed.file", file=f"rules/{self.file}")
        return msg("rules.changed.override", file=f"rules/{self.file}")


def differences(saved: RulesPrint, now: RulesPrint) -> list[Difference]:
    """The files read both when the save was made and now whose data differs.

    A file only one side reads is not compared (a game that now reads one
    more file, or one fewer, is a change of program, not of rules data).
    Files are compared by their data with any override laid over; when the
    data differs, the override's own fingerprints say whether it is the
    override that differs or the file.
    """
    out = []
    for name in sorted(saved.files.keys() & now.files.keys()):
        if saved.files[name] == now.files[name]:
            continue
        out.append(Difference(name, saved.overrides.get(name) != now.overrides.get(name)))
    return out


def refusal(saved: RulesPrint, now: RulesPrint) -> Message | None:
    """Why a save cannot be used with the rules loaded now (None: it can)."""
    if not saved.files:
        # Written before per-file fingerprints: one fingerprint of the whole primary box.
        if saved.legacy == now.legacy:
            return None
        boxes = sorted({name.split("/", 1)[0] for name in now.files})
        return msg("rules.changed.legacy", box=[f"rules/{b}" for b in boxes] or "rules")
    found = differences(saved, now)
    if not found:
        return None
    return msg("rules.changed", what=[d.message() for d in found])


add_strings(
    {
        "rules.changed": {
            "en": "the save was made with other rules data: {what}. Load it with the rules it was made with",
            "ja": "このセーブは別のルールデータで作られています：{what}。作成時と同じルールで読み込んでください",
        },
        "rules.changed.file": {"en": "{file} has changed since the game was saved", "ja": "{file} はセーブ後に変更されています"},
        "rules.changed.override": {
            "en": "the --rules-override of {file} differs (the save was made with another override of it, or with none, or this load has none)",
            "ja": "{file} の --rules-override が異なります（セーブ時は別の上書きか上書きなし、または今回は上書きなし）",
        },
        "rules.changed.legacy": {
            "en": (
                "the save was made by an older version, which kept one fingerprint for all of {box}, and some file there differs now"
                " (a file added or changed, or a --rules-override). Load it with the rules it was made with"
            ),
            "ja": (
                "このセーブは旧版で作られ、{box} 全体で一つの指紋しか持ちません。そこにあるファイルのどれかが今は異なります"
                "（ファイルの追加・変更、または --rules-override）。作成時と同じルールで読み込んでください"
            ),
        },
    }
)
