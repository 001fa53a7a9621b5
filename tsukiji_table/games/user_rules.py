"""A game started on rules data of the user's that the schemas accept but the game cannot use.

The schemas check every value's form and range, and every name one file
gives another; they cannot know every way a game's code relies on the data
(a component renamed that the set-up looks for, a count that leaves a
market empty).  With our own rules a failure while building the table is a
bug and is raised as one; with a ``--rules-dir`` or ``--rules-override`` it
comes from the user's files, so it becomes a rules error naming them and
what went wrong, like any other.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ..rulesdata import Located, RulesDataError, RulesError
from .options import SessionError


@contextmanager
def users_rules(game_id: str, box: str | None, rules_dir: str | Path | None, override: str | Path | Located | None) -> Iterator[None]:
    """Turn a failure inside the block into a :class:`RulesDataError` when the rules are the user's."""
    try:
        yield
    except (SessionError, RulesDataError):
        raise
    except Exception as exc:  # noqa: BLE001 - with the user's rules, whatever the build meets comes from them
        if rules_dir is None and override is None:
            raise
        where = _source(box, rules_dir, override)
        raise RulesDataError([RulesError(where, None, "", f"{game_id} cannot be set up with these rules ({type(exc).__name__}: {str(exc)[:200]})")]) from None


def _source(box: str | None, rules_dir: str | Path | None, override: Any) -> str:
    if override is not None:
        return str(override) if isinstance(override, (str, Path)) else "the rules override"
    return str(Path(str(rules_dir)) / (box or ""))
