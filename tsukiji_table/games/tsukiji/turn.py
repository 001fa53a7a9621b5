"""The turn: its start, its action points, spoilage, and the end conditions.

At the start of a turn (decision q04): the end-game trigger is checked; the
player may then dump barrels from boats at sea, use a freezer, and buy their
own stale fugu (not after a freezer); then fish spoil (unless a freezer was
used): the stale row goes back to the markets unpaid and the fresh row moves
down.  When none of the optional steps is possible, spoilage follows at once.

A turn has 2 AP, all of which must be spent; it ends as soon as the action
that spent the last one is resolved (q18), or, with only cart AP left, when
the player says so (q16).

These are steps and questions; ``flow.py`` strings them together.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from ...table import Command, SetVar, Table, Zone, ZoneKind
from ...text import Message, msg
from . import zones as Z

if TYPE_CHECKING:
    from ...table import Tx
    from .context import Ctx

Why = Message | None

# ------------------------------------------------------------ start of turn


def begin_turn(ctx: Ctx, t: Table, tx: Tx, seat: int) -> None:
    """``seat``'s turn begins: its action points, and the end-game trigger (q04)."""
    tx.set_var("turn", seat)
    tx.set_var("turn_count", t.vars.get("turn_count", 0) + 1)
    tx.set_var("ap", int(ctx.data.harbor["action_points"]))
    tx.set_var("cart_ap", 0)
    tx.set_var("visited", [])
    tx.set_var("freezer_used", False)
    tx.set_var("self_bought", False)
    tx.set_var("starting", True)
    check_end_trigger(ctx, t, tx, seat)


REPEATS = 3  # a position seen this often at the start of a turn ends the game (q45)


def _part(shown: dict[str, str], zid: str, zone: Zone) -> str:
    """A zone's part of the fingerprint ("" for an empty zone): its pieces as ``shown`` writes them, or its coins' total."""
    ids = zone.ids
    if ids:
        kinds = map(shown.__getitem__, ids)
        return zid + "|" + "|".join(sorted(kinds) if zone.kind is ZoneKind.BAG else kinds)
    return f"{zid}={zone.money()}" if zone.coins else ""


class _Reading:
    """A table's last fingerprint, zone by zone, and the point in the table's log where it was read.

    Only what a command since then touched can have changed: the pieces it
    names (moved, turned over) and the zones it names (pieces and coins in or
    out, a shuffle).  When the log cannot tell what changed (an undo, a state
    loaded, a transaction read while open and then abandoned, pieces added),
    every zone is read again.
    """

    __slots__ = ("shown", "index", "parts", "pieces", "revision", "seen", "last", "open", "count", "first")

    def __init__(self, t: Table):
        self.shown = {pid: q.kind if q.face_up else q.kind + "^" for pid, q in t.pieces.items()}  # each piece as the fingerprint writes it
        self.index = {zid: k for k, zid in enumerate(t.zones)}
        self.parts = [_part(self.shown, zid, zone) for zid, zone in t.zones.items()]
        self.pieces = len(t.pieces)

    def mark(self, t: Table) -> None:
        """Where in the log this reading stands: after ``seen`` transactions and the first ``count`` commands of the open one."""
        self.revision, self.seen, self.last = t.revision, len(t.done), (t.done[-1] if t.done else None)
        # The open transaction is known by its commands list, new at every begin: the Tx object itself serves every transaction.
        self.open = t.open_tx.commands if t.open_tx is not None else None
        commands = self.open or []
        self.count, self.first = len(commands), (commands[0] if commands else None)

    def since(self, t: Table) -> list[Sequence[Command]] | None:
        """The commands applied since this reading (in runs), or None when the log cannot say."""
        done, seen, now = t.done, self.seen, t.open_tx
        if len(t.pieces) != self.pieces or len(t.zones) != len(self.parts) or len(done) < seen:
            return None
        if t.revision - self.revision != len(done) - seen or (seen and done[seen - 1] is not self.last):
            return None  # undone, redone or loaded: the log no longer runs on from this reading
        if now is not None and now.commands is self.open:
            return [now.commands[self.count :]]  # the same transaction, still open
        if self.count and (len(done) == seen or not done[seen].commands or done[seen].commands[0] is not self.first):
            return None  # the transaction read while open was abandoned: its changes were taken back
        runs: list[Sequence[Command]] = [tx.commands for tx in done[seen:]]
        if now is not None:
            runs.append(now.commands)
        return runs


_READINGS: WeakKeyDictionary[Table, _Reading] = WeakKeyDictionary()


def _fingerprint(t: Table, seat: int) -> str:
    """The position: what lies in every zone and which side is up, each purse's total, who begins.

    Pieces of one kind are interchangeable (licence #1 or #2 of a market), and
    a bag has no order, so a position reached again with identical pieces
    swapped, or a bag shuffled, is the same position.  The box is read too
    (leaving it out would be cheaper, but the fingerprints are in every save's
    log, and saves made before must still replay to the same changes).  Only
    the zones the log says changed since the table's last fingerprint are
    read again (:class:`_Reading`): few change in a turn.
    """
    memo = _READINGS.get(t)
    runs = memo.since(t) if memo is not None else None
    if memo is None or runs is None:
        memo = _READINGS[t] = _Reading(t)
    else:
        pieces, shown = t.pieces, memo.shown
        changed: set[str] = set()
        for run in runs:
            for command in run:
                if type(command) is SetVar:  # most commands: a variable, no piece, no zone
                    continue
                ids, touched, _ = command.touched()
                changed.update(touched)
                for pid in ids:
                    q = pieces[pid]
                    shown[pid] = q.kind if q.face_up else q.kind + "^"
                    changed.add(q.zone)
        zones, index, parts = t.zones, memo.index, memo.parts
        for zid in changed:
            parts[index[zid]] = _part(shown, zid, zones[zid])
    memo.mark(t)
    return hashlib.blake2b("|".join([str(seat), *filter(None, memo.parts)]).encode(), digest_size=8).hexdigest()


def stalled(t: Table, tx: Tx, seat: int) -> bool:
    """The same position for the third time at the start of ``seat``'s turn: play goes round in circles (q45)."""
    fp = _fingerprint(t, seat)
    seen = t.vars.get("seen", {})
    count = seen.get(fp, 0) + 1
    tx.set_var("seen", {**seen, fp: count})
    return count >= REPEATS


def end_condition(ctx: Ctx, t: Table, seat: int) -> str | None:
    """Which end condition ``seat`` meets now ("money", "resources") or None."""
    rule = ctx.data.harbor["end_trigger"]
    seats = range(t.players)

    def sole_lowest(values: list[int]) -> bool:
        low = min(values)
        return values[seat] == low and values.count(low) == 1

    # Every seat's figures are counted only when ``seat``'s own meets the bar (asked at the start of every turn).
    if ctx.money(t, seat) >= int(rule["money"]) and not sole_lowest([ctx.resources(t, s) for s in seats]):
        return "money"
    if ctx.resources(t, seat) >= int(rule["resources"]) and not sole_lowest([ctx.money(t, s) for s in seats]):
        return "resources"
    return None


def seas_empty(ctx: Ctx, t: Table) -> bool:
    """Every fish market in play is overfished and none is left to draw (q46)."""
    if any(
        info.type == "fish" and info.board in t.pieces and t.pieces[info.board].zone == Z.BOX and t.players >= info.min_players
        for info in ctx.data.markets.values()
    ):
        return False
    return all(m in t.vars["overfished"] for m in ctx.fish_in_play(t))


def turn_limit_reached(ctx: Ctx, t: Table) -> bool:
    """As many turns begun as the bound allows (q47): a game nobody can finish ends."""
    return int(t.vars.get("turn_count", 0)) >= int(ctx.data.harbor["end_trigger"]["turns_per_player"]) * t.players


def check_end_trigger(ctx: Ctx, t: Table, tx: Tx, seat: int) -> None:
    if t.vars.get("end") is not None:
        return
    why = end_condition(ctx, t, seat) or ("seas_empty" if seas_empty(ctx, t) else None) or ("turn_limit" if turn_limit_reached(ctx, t) else None)
    if why is not None:
        # This turn and then one final turn for every other player.
        tx.set_var("end", {"by": seat, "why": why, "left": t.players})


def fugu_to_self_buy(ctx: Ctx, t: Table, seat: int) -> list[str]:
    """Stale fugu barrels of ``seat`` it may buy itself now (not after a freezer)."""
    if t.vars["freezer_used"] or not ctx.in_play(t, "fugu") or not ctx.fish("fugu").can_buy_barrel(t):
        return []
    money = ctx.money(t, seat)
    out = []
    for col, _ in ctx.sale_rows["bottom"]:
        for item in t.zones[Z.sale(seat, col, "bottom")].ids:
            if t.pieces[item].kind == ctx.data.barrel_kind["fugu"] and ctx.price(t, item) <= money:
                out.append(item)
    return out


def freezers(ctx: Ctx, t: Table, seat: int) -> list[str]:
    """Freezers ``seat`` may use now: a freezer skips the spoilage that a stale-fugu self-buy relies on, so not both."""
    if t.vars["freezer_used"] or t.vars.get("self_bought"):
        return []
    return [x for x in ctx.licenses(t, seat) if t.pieces[x].kind == "freezer"]


def carts(ctx: Ctx, t: Table, seat: int) -> list[str]:
    return [x for x in ctx.licenses(t, seat) if t.pieces[x].kind == "cart"]


def by_wear(t: Table, pieces: list[str]) -> list[str]:
    """One piece per side, the worn one ("1" side, face down) first: it is the one about to go back."""
    worn = [p for p in pieces if not t.pieces[p].face_up][:1]
    fresh = [p for p in pieces if t.pieces[p].face_up][:1]
    return worn + fresh


def dumpable(ctx: Ctx, t: Table, seat: int) -> Iterator[str]:
    """One barrel of each kind aboard each of ``seat``'s boats at sea."""
    for boat in ctx.at_sea(t, seat):
        seen: set[str] = set()
        for barrel in t.zones[Z.hold(boat)].ids:
            if t.pieces[barrel].kind not in seen:
                seen.add(t.pieces[barrel].kind)
                yield barrel


def dump_problem(ctx: Ctx, t: Table, seat: int, barrel: str) -> Why:
    zone = t.pieces[barrel].zone
    boat = zone[len("hold.") :] if zone.startswith("hold.") else None
    if boat is None or t.pieces[boat].zone != Z.sea(seat):
        return msg("tsukiji.why.not_aboard", piece=barrel)
    return None


def use_up(ctx: Ctx, t: Table, tx: Tx, piece: str) -> None:
    """One use of a rented freezer or cart: "2" flips to "1", "1" goes back."""
    if t.pieces[piece].face_up:
        tx.set_face([piece], False)
    else:
        ctx.markets["rental"].give_back(t, tx, piece)  # type: ignore[attr-defined]


def spoil(ctx: Ctx, t: Table, tx: Tx, seat: int) -> None:
    """Stale barrels go back unpaid; fresh ones become stale in their column."""
    gone: list[str] = []
    keeps = ctx.never_spoils
    for col, _ in ctx.sale_rows["bottom"]:
        gone += [x for x in t.zones[Z.sale(seat, col, "bottom")].ids if ctx.is_barrel(t, x) and t.pieces[x].kind not in keeps]
    if gone:
        ctx.clear_price(t, tx, gone)
        ctx.return_barrel(t, tx, gone)
    for col, _ in ctx.sale_rows["top"]:
        fresh = [x for x in t.zones[Z.sale(seat, col, "top")].ids if ctx.is_barrel(t, x) and t.pieces[x].kind not in keeps]
        if fresh:
            tx.move(fresh, Z.sale(seat, col, "bottom"))


# ------------------------------------------------------------- during the turn


def spend_ap(t: Table, tx: Tx) -> None:
    tx.set_var("ap", t.vars["ap"] - 1)


def next_cover(ctx: Ctx, t: Table, seat: int) -> int | None:
    """The covered berth to open next: covers open in the order of their numbers."""
    covered = [b for b in ctx.data.berths if b.get("cover") and t.zones[Z.cover(seat, int(b["id"]))].ids]
    if not covered:
        return None
    return int(min(covered, key=lambda b: int(b["cover_number"]))["id"])


def berth_price(ctx: Ctx, n: int) -> int:
    return int(ctx.berth_info[n]["open_price"])
