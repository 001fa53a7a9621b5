"""Helpers for the Tsukiji tests: start games, arrange the table, play, look."""

from __future__ import annotations

from typing import Any

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.session import Session
from tsukiji_table.games.tsukiji import zones as Z

EXAMPLE_MARKETS = "eel,fugu,salmon,tuna,rental,trade"  # the rulebook's 3-player example


def new_game(players: int = 3, markets: str = EXAMPLE_MARKETS, seed: int = 1, first: int = 0, **options: Any) -> Session:
    return Session.new("tsukiji", players, seed, {"markets": markets, "first": first, **options})


def ctx(s: Session) -> Any:
    return s.game.ctx  # type: ignore[attr-defined]


def play(s: Session, seat: int, name: str, /, **args: Any) -> None:
    s.play(seat, {"action": name, **args})


def legal(s: Session, seat: int) -> list[dict[str, Any]]:
    return list(s.game.legal_actions(s.table, seat))


def names(s: Session, seat: int) -> set[str]:
    return {a["action"] for a in legal(s, seat)}


def money(s: Session, seat: int) -> int:
    return s.table.money(Z.money(seat))


def ids(s: Session, zone: str) -> list[str]:
    return list(s.table.zones[zone].ids)


def kinds(s: Session, zone: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for pid in s.table.zones[zone].ids:
        k = s.table.pieces[pid].kind
        out[k] = out.get(k, 0) + 1
    return out


def boxed(s: Session, kind: str, n: int = 1) -> list[str]:
    """``n`` pieces of ``kind`` from the box (or from anywhere off the table's play)."""
    got = [p for p in s.table.zones[Z.BOX].ids if s.table.pieces[p].kind == kind][:n]
    assert len(got) == n, f"only {len(got)} {kind} in the box"
    return got


def take(s: Session, zone: str, n: int = 1, kind: str | None = None) -> list[str]:
    got = [p for p in s.table.zones[zone].ids if kind is None or s.table.pieces[p].kind == kind][-n:]
    assert len(got) == n, f"only {len(got)} pieces in {zone}"
    return got


def arrange(s: Session, moves: list[tuple[list[str], str]], pay: dict[int, int] | None = None, **vars_: Any) -> None:
    """Lay out the table by hand (a test's 'given'), as a logged transaction."""
    t = s.table
    with t.begin("arrange") as tx:
        for pieces, zone in moves:
            if t.zones[zone].kind.value == "grid":
                raise AssertionError("arrange into grids by position")
            tx.move(pieces, zone)
        for seat, amount in (pay or {}).items():
            have = t.money(Z.money(seat))
            if amount > have:
                tx.pay(Z.BANK, Z.money(seat), amount - have, bank=Z.BANK)
            elif amount < have:
                tx.pay(Z.money(seat), Z.BANK, have - amount, bank=Z.BANK)
        for name, value in vars_.items():
            tx.set_var(name, value)


def to_main(s: Session) -> None:
    """Leave the start phase if the active player is in it."""
    seat = s.table.vars["turn"]
    if s.table.vars["phase"] == "start":
        play(s, seat, "start_actions")


def illegal(s: Session, seat: int, name: str, /, **args: Any) -> str:
    """Play an action that must be refused; returns the reason."""
    before = s.table.state_hash()
    try:
        play(s, seat, name, **args)
    except IllegalAction as exc:
        assert s.table.state_hash() == before, "a refused action changed the table"
        return str(exc)
    raise AssertionError(f"{name} {args} was accepted")


def set_marker(s: Session, pos: int) -> None:
    with s.table.begin("arrange") as tx:
        tx.set_pos(["value_marker"], [pos])


def give_tokens(s: Session, seat: int, market: str, n: int, kind: str | None = None) -> list[str]:
    """Move ``n`` tokens of ``market`` from its board (or the bag) to ``seat``'s supply."""
    t = s.table
    kinds_ = ctx(s).fish(market).token_kinds
    pools = [Z.market(market, "tokens"), Z.BAG, Z.BOX]
    got: list[str] = []
    for zone in pools:
        for p in t.zones[zone].ids:
            if len(got) < n and t.pieces[p].kind in kinds_ and (kind is None or t.pieces[p].kind == kind) and p not in got:
                got.append(p)
    assert len(got) == n, f"only {len(got)} {market} tokens available"
    arrange(s, [(got, Z.supply(seat))])
    return got


def enter(s: Session, seat: int, market: str, pay: str = "ap", **args: Any) -> None:
    to_main(s)
    play(s, seat, "enter", market=market, pay=pay, **args)


def lot_up(s: Session, market: str, species: str = "eel") -> None:
    """Seat 0 puts one token of ``species`` up at the Auction or Barter market: the others' sealed bids open."""
    give_tokens(s, 0, species, 1)
    enter(s, 0, market, pay="ap" if market == "auction" else "free")
    play(s, 0, "lot_add", token=ids(s, Z.supply(0))[0])
    play(s, 0, "start_auction" if market == "auction" else "offer_lot")
