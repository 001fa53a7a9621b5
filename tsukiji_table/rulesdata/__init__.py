"""Load and validate the rules data in ``rules/<box>/*.yaml``.

Errors name the file, the line, the key path and what was expected.  Values
may be written ``{value: X, assumed: true, note: "..."}`` to mark a number the
rulebook does not give; :class:`Rules` remembers where those are.
"""

from __future__ import annotations

from .components import Back, Component, Decision, Variant
from .fingerprint import BUILTIN, LOOKS, Difference, RulesPrint, differences, refusal
from .loader import BOXES, Rules, UndeclaredRead, kind_ids, load_all, load_override, load_rules, register_check, register_file, schema_for, shared_kinds
from .located import Located, RulesDataError, RulesError, load_located, merge

__all__ = [
    "BOXES",
    "Back",
    "Component",
    "Decision",
    "Variant",
    "Located",
    "RulesDataError",
    "RulesError",
    "load_located",
    "merge",
    "Rules",
    "RulesPrint",
    "BUILTIN",
    "LOOKS",
    "Difference",
    "differences",
    "refusal",
    "UndeclaredRead",
    "kind_ids",
    "shared_kinds",
    "load_all",
    "load_override",
    "load_rules",
    "register_check",
    "register_file",
    "schema_for",
]
