"""A game's options as asked for: defaults filled in, each value checked against the game's choices.

Apart from :mod:`.session` so that what checks a save (``save_check``) and
what reads the user's rules (``user_rules``) can use them without importing
the sessions that use both.
"""

from __future__ import annotations

from typing import Any

from .base import MODES, Game


class SessionError(ValueError):
    """A session cannot be started as asked (bad player count, option ...)."""


def resolve_options(game_cls: type[Game], given: dict[str, Any]) -> dict[str, Any]:
    """Defaults filled in, values checked against each option's choices."""
    known = {o.name: o for o in game_cls.options}
    out: dict[str, Any] = {"mode": "assisted"}
    out.update({o.name: o.default for o in game_cls.options})
    for name, value in given.items():
        if name == "mode":
            if value not in MODES:
                raise SessionError(f"mode must be one of {', '.join(MODES)}, not {value!r}")
            out[name] = value
            continue
        if name not in known:
            names = ", ".join(["mode", *known]) or "none"
            raise SessionError(f"{game_cls.names.get('en', game_cls.id)} has no option {name!r} (options: {names})")
        option = known[name]
        if option.check is not None and value not in option.choices:
            try:
                out[name] = option.check(value)
            except ValueError as exc:
                raise SessionError(f"option {name}: {exc}") from None
            continue
        if isinstance(value, str) and value not in option.choices:
            try:
                value = option.parse(value)
            except ValueError as exc:
                raise SessionError(str(exc)) from None
        if value not in option.choices:
            raise SessionError(f"option {name} must be one of {', '.join(map(str, option.choices))}, not {value!r}")
        out[name] = value
    return out
