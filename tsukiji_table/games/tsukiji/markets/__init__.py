"""Market modules: one per market, registered by name (see ``base.py``).

Importing this package imports every module so that each registers itself;
:func:`build_context` makes the referee's :class:`~..context.Ctx` with the
module each board's ``module`` key names.
"""

from __future__ import annotations

from ...base import Arg
from ..context import Ctx
from ..data import MarketInfo, TsukijiData
from . import (  # noqa: F401  (each module registers itself; the expansion's included)
    aquarium,
    auction,
    bagged,
    bank,
    barter,
    boat_rental,
    boats,
    clams_oysters,
    eel,
    fugu,
    government,
    himono,
    horse_mackerel,
    influence,
    mackerel,
    new_aquarium,
    nori,
    octopus,
    overfishing_market,
    overseas,
    red_snapper,
    rental,
    salmon,
    sardines,
    squid,
    sushi,
    swordfish,
    trade,
)
from .base import REGISTRY, FishMarket, Market, Pocket


def make_market(info: MarketInfo, ctx: Ctx) -> Market:
    try:
        cls = REGISTRY[info.module]
    except KeyError:
        raise ValueError(f"market {info.id!r} names module {info.module!r}, which does not exist; known: {', '.join(sorted(REGISTRY))}") from None
    return cls(info, ctx)


def build_context(data: TsukijiData) -> Ctx:
    """The referee's context for one rules object, with every market's module."""
    ctx = Ctx(data)
    ctx.markets.update({mid: make_market(info, ctx) for mid, info in data.markets.items()})
    ctx.fish_markets.update({mid: m for mid, m in ctx.markets.items() if isinstance(m, FishMarket)})
    return ctx


def all_ops() -> dict[str, dict[str, Arg]]:
    """Every operation some market module offers, with the form of its arguments (one form per name)."""
    seen: dict[str, dict[str, Arg]] = {}
    for cls in REGISTRY.values():
        for op, args in cls.ops.items():
            if op in seen and {k: a.describe() for k, a in seen[op].items()} != {k: a.describe() for k, a in args.items()}:
                raise ValueError(f"market module {cls.__name__} gives operation {op!r} another form of arguments than another module")
            seen.setdefault(op, args)
    return seen


__all__ = ["REGISTRY", "FishMarket", "Market", "Pocket", "all_ops", "build_context", "make_market"]
