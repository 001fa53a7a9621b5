"""The Tokyo Tsukiji Market referee: phases, legal actions and play.

The game is a sequence of phases held in the ``phase`` variable: ``start``
(start-of-turn choices), ``main`` (choose an action), ``fishing``,
``pricing``, ``buy``, ``market`` (inside an action), ``bid`` (sealed bids:
several seats to move), ``choose`` (a tie or a Barter offer), ``over``.
Each phase has its legal-action generator and its handlers; ``play`` runs one
handler in one transaction, then the automatic bookkeeping: overfishing and,
once every action point is spent, the end of the turn.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from ...table import Table
from ..base import IllegalAction
from . import bidding, buying, fishing, overfishing, turn, visiting
from . import zones as Z
from .context import Ctx

Handler = Callable[[Ctx, Table, Any, int, dict[str, Any]], None]


def _fish(ctx: Ctx, t: Table, tx: Any, seat: int, action: dict[str, Any]) -> None:
    turn.spend_ap(ctx, t, tx)
    fishing.begin(ctx, t, tx, seat)


def _buy(ctx: Ctx, t: Table, tx: Any, seat: int, action: dict[str, Any]) -> None:
    ctx.need(buying.can_buy(ctx, t, seat), "nothing is for sale at a price you can pay")
    turn.spend_ap(ctx, t, tx)
    buying.begin(ctx, t, tx, seat)


ANYTIME: dict[str, Handler] = {
    "open_berth": turn.open_berth,
    "return_license": turn.return_license,
    "transfer": fishing.transfer,
}

HANDLERS: dict[str, dict[str, Handler]] = {
    "start": {
        "dump": turn.dump,
        "use_freezer": turn.use_freezer,
        "buy_own_fugu": turn.buy_own_fugu,
        "start_actions": turn.begin_actions,
        **ANYTIME,
    },
    "main": {
        "fish": _fish,
        "buy": _buy,
        "enter": visiting.enter,
        "use_cart": turn.use_cart,
        "end_turn": turn.voluntary_end,
        **ANYTIME,
    },
    "fishing": {
        "depart": fishing.depart,
        "catch": fishing.catch,
        "return": fishing.return_boat,
        "place": fishing.place,
        "reprice": fishing.reprice,
        "end_fishing": fishing.end_fishing,
        **ANYTIME,
    },
    "pricing": {"set_price": fishing.set_price},
    "buy": {
        "buy_barrel": buying.buy_barrel,
        "buy_takoyaki": buying.buy_takoyaki,
        "end_buy": buying.end_buy,
        **ANYTIME,
    },
    "market": {"leave": visiting.leave, "place": fishing.place, **ANYTIME},
    "bid": {"bid": bidding.bid},
    "choose": {"choose_winner": bidding.choose, "accept_offer": bidding.choose, "decline_offers": bidding.choose},
}

#: Phases in which placing waiting items comes before anything else.
PLACING = ("fishing", "market")


def to_move(t: Table) -> list[int]:
    phase = t.vars.get("phase")
    if phase in (None, "setup", "over"):
        return []
    if phase == "bid":
        return sorted(bidding.pending(t))
    if phase == "choose":
        return [bidding.chooser(t)]
    return [t.vars["turn"]]


#: What a table rearranged by hand (free mode) can make a rule trip over.
OFF_THE_RULES = (KeyError, IndexError, TypeError, AttributeError, ValueError)


def legal_actions(ctx: Ctx, t: Table, seat: int) -> Iterator[dict[str, Any]]:
    """Every legal action of ``seat`` (none that a hand-made oddity would break)."""
    try:
        yield from _legal_actions(ctx, t, seat)
    except IllegalAction:
        return
    except OFF_THE_RULES:
        # Pieces moved by hand where the rules never put them: offer nothing
        # rather than fail; moving them back (or free mode) carries on.
        return


def _legal_actions(ctx: Ctx, t: Table, seat: int) -> Iterator[dict[str, Any]]:
    if seat not in to_move(t):
        return
    phase = t.vars["phase"]
    if phase in PLACING and t.zones[Z.unload(seat)].ids:
        yield from fishing.place_actions(ctx, t, seat)
        return
    if phase == "bid":
        yield from bidding.bid_actions(ctx, t, seat)
        return
    if phase == "choose":
        yield from bidding.choose_actions(t, seat)
        return
    if phase == "pricing":
        yield from fishing.pricing_actions(ctx, t, seat)
        return
    if phase == "start":
        yield from turn.start_actions(ctx, t, seat)
    elif phase == "main":
        yield from turn.main_actions(ctx, t, seat)
    elif phase == "fishing":
        yield from fishing.actions(ctx, t, seat)
    elif phase == "buy":
        yield from buying.actions(ctx, t, seat)
    elif phase == "market":
        yield from visiting.visit_actions(ctx, t, seat)
    yield from turn.anytime_actions(ctx, t, seat)


def _handler(ctx: Ctx, t: Table, seat: int, name: str) -> Handler:
    phase = t.vars["phase"]
    if phase in PLACING and t.zones[Z.unload(seat)].ids and name != "place":
        raise IllegalAction("put what you unloaded on sale first (place)")
    handler = HANDLERS.get(phase, {}).get(name)
    if handler is None and phase == "market":
        market = ctx.markets[t.vars["visit"]["id"]]
        if name in market.ops:
            return visiting.operate
    if handler is None:
        allowed = sorted(HANDLERS.get(phase, {}))
        if phase == "market":
            allowed += sorted(ctx.markets[t.vars["visit"]["id"]].ops)
        raise IllegalAction(f"{name!r} is not possible now (phase {phase}); possible: {', '.join(allowed)}")
    return handler


def play(ctx: Ctx, t: Table, seat: int, action: dict[str, Any]) -> None:
    if not isinstance(action, dict) or not isinstance(action.get("action"), str):
        raise IllegalAction(f"an action is a mapping with an 'action' name, got {action!r:.80}")
    if t.vars.get("phase") == "over":
        raise IllegalAction("the game is over")
    movers = to_move(t)
    if seat not in movers:
        raise IllegalAction(f"seat {seat} is not to move; waiting for seat(s) {movers}")
    name = action["action"]
    handler = _handler(ctx, t, seat, name)
    try:
        _apply(ctx, t, seat, action, handler)
    except IllegalAction:
        raise
    except OFF_THE_RULES as exc:
        # The transaction was undone; only a table rearranged by hand gets here.
        raise IllegalAction(f"the table is not as the rules left it ({type(exc).__name__}: {exc}); put the pieces back") from None


def _apply(ctx: Ctx, t: Table, seat: int, action: dict[str, Any], handler: Handler) -> None:
    with t.begin(_label(seat, action), seat) as tx:
        handler(ctx, t, tx, seat, action)
        overfishing.check(ctx, t, tx)
        turns = t.vars["turn_count"]
        turn.finish_action(ctx, t, tx)
        if t.vars["turn_count"] != turns:  # a new turn began: spoilage may have moved barrels
            overfishing.check(ctx, t, tx)


def _label(seat: int, action: dict[str, Any]) -> str:
    """``p0 catch {"boat":"boat.slot2#1","species":"mackerel"}``: readable, and parsed back by the window's log."""
    args = {k: v for k, v in action.items() if k != "action"}
    text = f"p{seat} {action['action']}"
    return f"{text} {json.dumps(args, ensure_ascii=False, sort_keys=True, separators=(',', ':'))}" if args else text


def parse_label(label: str) -> tuple[int, dict[str, Any]] | None:
    """The seat and action of a transaction label made by :func:`_label` (None for others)."""
    head, _, rest = label.partition(" ")
    if not head.startswith("p") or not head[1:].isdigit() or not rest:
        return None
    name, _, args = rest.partition(" ")
    try:
        extra = json.loads(args) if args else {}
    except ValueError:
        return None
    return int(head[1:]), {"action": name, **(extra if isinstance(extra, dict) else {})}
