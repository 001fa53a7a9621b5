"""Log lines of Tokyo Tsukiji Market, built from a transaction's action, seat and commands.

Each action's ``describe`` says what its player did (``actions/``); this
module has the helpers they share (who paid whom how much, which pieces
moved) and :func:`events`, the lines of what the game's flow did by itself
in the same transaction: an auction opened, bids revealed and where each yen
went, a market overfished or drawn, a new turn and its spoilage, the end.

A line shows only what its viewer may see: an amount paid into or out of a
purse closed to the viewer (hidden money) is not given, and a sealed bid is
never named before the reveal (its transaction only says a bid was sealed).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ...table import Move, MoveMoney, SetVar, Table, Transaction
from ...text import Message, Seat, msg
from . import variants
from . import zones as Z

if TYPE_CHECKING:
    from .context import Ctx

Payment = tuple[str, str, int]  # payer zone, payee zone, yen


def payments(tx: Transaction) -> list[Payment]:
    """One ``(payer, payee, yen)`` per payment the transaction made (change-making folded in)."""
    out = []
    for cmd in tx.commands:
        if not isinstance(cmd, MoveMoney) or not cmd.legs:
            continue
        net: dict[str, int] = {}
        for src, dst, coins in cmd.legs:
            value = sum(d * n for d, n in coins)
            net[src] = net.get(src, 0) - value
            net[dst] = net.get(dst, 0) + value
        payer = cmd.legs[0][0]
        payee = max((z for z in net if z != payer), key=lambda z: net[z])
        out.append((payer, payee, -net[payer]))
    return out


def paid(tx: Transaction, payer: str | None = None, payee: str | None = None) -> int:
    """Yen paid in ``tx`` from ``payer`` to ``payee`` (None: anyone)."""
    return sum(y for s, d, y in payments(tx) if (payer is None or s == payer) and (payee is None or d == payee))


def yen(ctx: Ctx, t: Table, seat: int, amount: int, viewer: int | None) -> Message:
    """``amount`` yen, or "an amount kept hidden" when ``seat``'s purse is closed to ``viewer``."""
    return public_yen(amount) if ctx.purse_seen(t, seat, viewer) else msg("tsukiji.yen_hidden")


def public_yen(amount: int) -> Message:
    """An amount everyone saw (a revealed bid, a printed price)."""
    return msg("tsukiji.yen", n=f"{amount:,}")


def things(ctx: Ctx, t: Table, ids: Iterable[str]) -> list[Message]:
    """Pieces as "2 × Eel token", by kind."""
    counts: dict[str, int] = {}
    for pid in ids:
        kind = t.pieces[pid].kind
        counts[kind] = counts.get(kind, 0) + 1
    return [msg("tsukiji.n_of", n=n, what=ctx.name(t, kind)) if n > 1 else ctx.a(t, kind) for kind, n in counts.items()]


def moves(tx: Transaction, start: int = 0) -> Iterable[tuple[str, str, str]]:
    """``(piece, from zone, to zone)`` for every piece moved, from command ``start`` on."""
    for cmd in tx.commands[start:]:
        if isinstance(cmd, Move):
            for pid, (src, _, _) in zip(cmd.ids, cmd.src):
                yield pid, src, cmd.dst


def var_changes(tx: Transaction, name: str) -> Iterable[tuple[int, Any, Any]]:
    """``(command index, before, after)`` for each change of variable ``name``."""
    for n, cmd in enumerate(tx.commands):
        if isinstance(cmd, SetVar) and cmd.name == name:
            yield n, cmd.before, (None if cmd.delete else cmd.after)


def spoilage(ctx: Ctx, t: Table, tx: Transaction, seat: int, start: int = 0) -> tuple[int, int]:
    """``(spoiled, gone stale)``: barrels leaving ``seat``'s stale row, barrels moving down from its fresh row."""
    gone = aged = 0
    for pid, src, dst in moves(tx, start):
        where = Z.parse_sale(src)
        if where is None or where[0] != seat or not ctx.is_barrel(t, pid):
            continue
        if where[2] == "bottom" and Z.parse_sale(dst) is None:
            gone += 1
        elif where[2] == "top" and dst.endswith(".bottom"):
            aged += 1
    return gone, aged


def spoil_line(ctx: Ctx, t: Table, tx: Transaction, seat: int, start: int = 0) -> Message | None:
    gone, aged = spoilage(ctx, t, tx, seat, start)
    parts = [msg("tsukiji.spoiled.1" if gone == 1 else "tsukiji.spoiled.n", n=gone)] if gone else []
    parts += [msg("tsukiji.aged.1" if aged == 1 else "tsukiji.aged.n", n=aged)] if aged else []
    return msg("tsukiji.log.spoil", parts=parts) if parts else None


# ---------------------------------------------------------------- the flow's lines


def queues_line(ctx: Ctx, t: Table) -> Message:
    """Known market order: the boards to come, next first (everyone sees the queues)."""
    parts = {}
    for mtype in variants.QUEUES:
        left = variants.boards_left(ctx, t, mtype)
        parts[mtype] = [ctx.the_market(m) for m in left] if left else msg("tsukiji.queue_empty")
    return msg("tsukiji.log.queues", fish=parts["fish"], external=parts["external"])


def events(ctx: Ctx, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
    """What the game's flow did by itself in ``tx``, in order."""
    out: list[Message] = []
    for n, cmd in enumerate(tx.commands):
        if not isinstance(cmd, SetVar):
            continue
        before, after = cmd.before, None if cmd.delete else cmd.after
        if cmd.name == "auction" and isinstance(after, dict):
            out += _auction(ctx, t, tx, before if isinstance(before, dict) else None, after, viewer)
        elif cmd.name == "overfished" and isinstance(after, list):
            out += [msg("tsukiji.log.overfished", market=ctx.the_market(m)) for m in after[len(before or []) :]]
        elif cmd.name == "in_play" and isinstance(after, list) and before:
            out += [msg("tsukiji.log.new_market", market=ctx.the_market(m)) for m in after[len(before) :]]
            if variants.known_order(t) and not any(isinstance(c, SetVar) and c.name == "in_play" for c in tx.commands[n + 1 :]):
                out.append(queues_line(ctx, t))
        elif cmd.name == "crashed" and isinstance(after, dict):
            out += [msg(f"tsukiji.log.{after[m]}", market=ctx.the_market(m)) for m in after if m not in (before or {})]
        elif cmd.name == "turn" and isinstance(after, int) and before is not None:
            line = spoil_line(ctx, t, tx, after, n)
            out.append(msg("tsukiji.log.turn", who=Seat(after)) if line is None else msg("tsukiji.log.turn_spoil", who=Seat(after), spoil=line))
        elif cmd.name == "end" and before is None and isinstance(after, dict):
            out.append(
                msg(
                    "tsukiji.log.end_triggered",
                    who=Seat(after["by"]),
                    why=msg(f"tsukiji.end_why.{after['why']}", n=ctx.data.harbor["end_trigger"].get(after["why"], "")),
                )
            )
        elif cmd.name == "final" and isinstance(after, dict):
            stalled = t.vars.get("stalled") or any(c.name == "stalled" for c in tx.commands if isinstance(c, SetVar))
            out.append(msg("tsukiji.log.stalled" if stalled else "tsukiji.log.game_over", winners=[Seat(s) for s in after.get("winner", [])]))
    return out


def _lot(ctx: Ctx, t: Table, tx: Transaction, after: dict[str, Any]) -> list[Message]:
    ids = after.get("lot_ids") or [pid for pid, _, dst in moves(tx) if dst == after["lot"]]
    return things(ctx, t, ids) or [msg("tsukiji.the_lot")]


def _auction(ctx: Ctx, t: Table, tx: Transaction, before: dict[str, Any] | None, after: dict[str, Any], viewer: int | None) -> list[Message]:
    kind, owner = after["kind"], Seat(after["owner"])
    if before is None:
        lot = _lot(ctx, t, tx, after)
        if kind in ("auction", "barter"):
            return [msg("tsukiji.log.open_sealed")]  # the action's own line named the lot
        from_board = kind in ctx.fish_markets and not ctx.data.markets[kind].raw.get("tokens_in_bag")
        return [msg("tsukiji.log.open_board" if from_board else "tsukiji.log.open_bag", lot=lot)]
    if "bids" in after and "bids" not in before:
        return [msg("tsukiji.log.bids", bids=[msg("tsukiji.bid_of", who=Seat(s), n=f"{v:,}") for s, v in after["bids"]])]
    if after.get("declined") and not before.get("declined"):
        return [msg("tsukiji.log.declined", who=owner)]
    if "winner" in after and "winner" not in before:
        return [_result(ctx, t, tx, after)]
    return []


def _result(ctx: Ctx, t: Table, tx: Transaction, a: dict[str, Any]) -> Message:
    """Who won, what, and where each yen went (issue 17: the log says where the money came from)."""
    winner, owner, amount = Seat(a["winner"]), Seat(a["owner"]), int(a["paid"])
    lot = _lot(ctx, t, tx, a)
    if a["kind"] == "barter":
        key = "tsukiji.log.accepted_free" if amount == 0 else "tsukiji.log.accepted"
        return msg(key, who=owner, winner=winner, yen=public_yen(amount), lot=lot)
    if amount == 0:
        return msg("tsukiji.log.won_free", winner=winner, lot=lot)
    if a["to"] == "supply":
        return msg("tsukiji.log.won_supply", winner=winner, lot=lot, yen=public_yen(amount))
    if a.get("matched"):
        return msg("tsukiji.log.won_matched", winner=winner, owner=owner, lot=lot, yen=public_yen(amount), matched=public_yen(int(a["matched"])))
    return msg("tsukiji.log.won", winner=winner, owner=owner, lot=lot, yen=public_yen(amount))
