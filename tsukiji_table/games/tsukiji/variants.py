"""The rulebook's variants: the external market crash and the known market order.

**Known market order** (``order=known``): at set-up the boards not used are
not boxed but laid face up in two queues (``queue.fish``, ``queue.external``),
each in a random order; every board that comes into play later (overfishing,
an expansion token, a crash) is the next one of its queue (decision v02).

**External market crash** (``crash=on``): after every step of play each
external board in play that has a crash side (``crash:`` in
``external_markets.yaml``) and meets its condition (its module's
``crash_met``) crashes once: a crash token goes on it, Crashed side up (it
stays open) or Closed side up (it can no longer be entered, and what would
return to it goes to the box), and a new external board comes in at once,
with its Aquarium partner (decisions v01, v03-v05).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...table import Table
from . import zones as Z
from .boards import add_market
from .data import EXTERNAL, FISH

if TYPE_CHECKING:
    from ...table import Tx
    from .context import Ctx

QUEUES = {FISH: Z.QUEUE_FISH, EXTERNAL: Z.QUEUE_EXTERNAL}
CRASH_TOKEN = "crash_token"


def known_order(t: Table) -> bool:
    return bool(t.vars.get("known_order"))


def usable_here(ctx: Ctx, t: Table, mid: str) -> bool:
    """A board this game may bring in: on the table (the expansion's only with it), and allowed at this player count (q22)."""
    info = ctx.data.markets[mid]
    return info.board in t.pieces and t.players >= info.min_players


def boards_left(ctx: Ctx, t: Table, mtype: str) -> list[str]:
    """The boards of ``mtype`` that may still come in: the queue in order (known order), else those in the box."""
    if known_order(t):
        return [ctx.data.board_market[b] for b in t.zones[QUEUES[mtype]].ids]
    return [m for m, info in ctx.data.markets.items() if info.type == mtype and usable_here(ctx, t, m) and t.pieces[info.board].zone == Z.BOX]


def bring_board(ctx: Ctx, t: Table, tx: Tx, mtype: str, avoid: tuple[str, ...] = ()) -> str | None:
    """The next board of ``mtype`` into play, set up as at the start: the queue's first, or one drawn at random; None if none is left."""
    pool = [m for m in boards_left(ctx, t, mtype) if m not in avoid]
    if not pool:
        return None
    if known_order(t):
        add_market(ctx, t, tx, pool[0])
        return pool[0]
    counter, rng = t.rng()
    mid = rng.choice(pool)
    add_market(ctx, t, tx, mid, rng=counter)
    tx.reveal()  # a board drawn at random is a chance result shown to all
    return mid


def set_up_queues(ctx: Ctx, t: Table, tx: Tx) -> None:
    """Known order, set-up step 6: the boards not used, face up in two queues, each in a random order."""
    tx.set_var("known_order", True)
    for mtype, zone in QUEUES.items():
        left = [info.board for m, info in ctx.data.markets.items() if info.type == mtype and usable_here(ctx, t, m) and t.pieces[info.board].zone == Z.BOX]
        if left:
            counter, rng = t.rng()
            rng.shuffle(left)
            tx.move(left, zone, rng=counter)
            tx.set_face(left, True)
    tx.reveal()


# ------------------------------------------------------------------ crash


def crashed(t: Table) -> dict[str, str]:
    """The boards crashed so far: market id -> ``crashed`` or ``closed``."""
    return dict(t.vars.get("crashed") or {})


def closed(t: Table, mid: str) -> bool:
    """Whether ``mid`` lies Closed (crash variant): no visit, and returns to it go to the box."""
    crash = t.vars.get("crashed")
    return crash is not None and crash.get(mid) == "closed"


def home_or_box(t: Table, mid: str, zone: str) -> str:
    """Where a piece returning to ``mid``'s ``zone`` goes: the box once that board is Closed."""
    return Z.BOX if closed(t, mid) else zone


def check_crashes(ctx: Ctx, t: Table, tx: Tx) -> list[str]:
    """Crash every external board in play that meets its condition now (at most once each); returns them."""
    if not t.vars.get("crash"):
        return []
    done = crashed(t)
    newly: list[str] = []
    for mid in list(t.vars["in_play"]):
        info = ctx.data.markets[mid]
        side = info.raw.get("crash")
        if info.type != EXTERNAL or side is None or mid in done or not ctx.markets[mid].crash_met(t):
            continue
        done[mid] = str(side)
        tx.set_var("crashed", dict(done))
        token = next((p for p in t.zones[Z.BOX].ids if t.pieces[p].kind == CRASH_TOKEN), None)
        if token is not None:
            tx.move([token], Z.market(mid, "crash"))
            tx.set_face([token], side == "crashed")  # face up: Crashed (dead fish); face down: Closed
        came = bring_board(ctx, t, tx, EXTERNAL)
        other = partner(ctx, came)
        if other is not None and other in boards_left(ctx, t, EXTERNAL):
            add_market(ctx, t, tx, other)  # out of its queue, or out of the box
        newly.append(mid)
    return newly


def partner(ctx: Ctx, mid: str | None) -> str | None:
    """The Aquarium a crash's new board brings along (expansion: Aquarium and New Aquarium come together)."""
    if mid is None:
        return None
    other = ctx.data.markets[mid].raw.get("pairs_with")
    if other is not None:
        return str(other)
    return next((m for m, info in ctx.data.markets.items() if info.raw.get("pairs_with") == mid), None)


def summary(ctx: Ctx, t: Table) -> dict[str, Any]:
    """What the variants show everyone: the crashed boards and the two queues in order."""
    out: dict[str, Any] = {}
    if t.vars.get("crash"):
        out["crashed"] = crashed(t)
    if known_order(t):
        out["queues"] = {mtype: boards_left(ctx, t, mtype) for mtype in QUEUES}
    return out
