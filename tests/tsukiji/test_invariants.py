"""Invariants after every action of many self-play games (2-6 players, random markets).

Every barrel, token, license and boat lies in exactly one place and where the
rules allow; money only moves by the rules' payments (every coin leg is
between a purse, a bid and the supply, and all coins minus the minted ones
add up to the box's 23,500 yen); strict mode accepts only legal actions, and
every listed action is accepted.
"""

from __future__ import annotations

import os
import random

import pytest

from tsukiji_table.games.base import IllegalAction, component_counts
from tsukiji_table.games.selfplay import play_game
from tsukiji_table.games.session import Session
from tsukiji_table.games.tsukiji import zones as Z
from tsukiji_table.table import MoveMoney

BOX_MONEY = 35 * 100 + 10 * 500 + 15 * 1000

GAMES = int(os.environ.get("TSUKIJI_INVARIANT_GAMES", "12"))


class Checker:
    """Checks a session after each action; remembers the ledger of payments."""

    def __init__(self, session: Session):
        self.counts = component_counts(session.table)
        # Start the ledger after the set-up (its transactions have no seat).
        self.seen_tx = next(n for n, tx in enumerate(session.table.done) if tx.seat is not None)
        self.bank_out = 0  # paid by the supply (minting included)
        self.bank_in = 0

    def __call__(self, session: Session) -> None:
        t = session.table
        ctx = session.game.ctx  # type: ignore[attr-defined]
        players = t.players
        # Every piece in exactly one zone, and the zone agrees.
        seen: set[str] = set()
        for zid, zone in t.zones.items():
            for pid in zone.ids:
                assert pid not in seen, f"{pid} twice"
                seen.add(pid)
                assert t.pieces[pid].zone == zid
        assert seen == set(t.pieces)
        assert component_counts(t) == self.counts
        # Money: conserved against the minted coins, legs only between purses, bids and the supply.
        total = sum(z.money() for z in t.zones.values())
        minted = sum(d * n for d, n in t.minted.items())
        assert total - minted == BOX_MONEY
        purses = {Z.BANK} | {Z.money(s) for s in range(players)} | {Z.bid(s) for s in range(players)}
        for tx in t.done[self.seen_tx:]:
            for cmd in tx.commands:
                if isinstance(cmd, MoveMoney):
                    for src, dst, coins in cmd.legs:
                        assert src in purses and dst in purses, (tx.label, src, dst)
                        value = sum(d * n for d, n in coins)
                        if src == Z.BANK:
                            self.bank_out += value
                        if dst == Z.BANK:
                            self.bank_in += value
                    assert all(z == Z.BANK for z, _, _ in cmd.minted)
        self.seen_tx = len(t.done)
        held = sum(t.money(Z.money(s)) + t.money(Z.bid(s)) for s in range(players))
        assert held == players * 2000 + self.bank_out - self.bank_in
        for s in range(players):
            assert t.money(Z.money(s)) >= 0
            assert len(t.zones[Z.licenses(s)].ids) <= ctx.license_spaces
            for n in ctx.berth_ids:
                docked = t.zones[Z.berth(s, n)].ids
                assert len(docked) <= int(ctx.berth_info[n]["boats"])
                assert all(not t.zones[Z.hold(b)].ids for b in docked), "a docked boat is unloaded"
            for boat in t.zones[Z.sea(s)].ids:
                cargo = t.zones[Z.hold(boat)].ids
                assert len(cargo) <= ctx.slots(t, boat)
                assert sum(1 for b in cargo if t.pieces[b].kind == "barrel.salmon") <= 1
                if cargo and not ctx.is_barge(t, boat):
                    assert len({t.pieces[b].kind for b in cargo}) == 1, "one species per fishing boat"
        for pid, piece in t.pieces.items():
            if piece.kind.startswith("barrel."):
                z = piece.zone
                assert (z == Z.BOX or z.startswith("hold.") or ".harbor.sale." in z or z.endswith(".harbor.unload")
                        or z.endswith(".harbor.dock") or z == Z.market(piece.kind[7:], "barrels")), (pid, z)
            elif piece.kind.startswith("license."):
                z = piece.zone
                assert z == Z.BOX or z.endswith(".harbor.licenses") or z == Z.market(piece.kind[8:], "licenses"), (pid, z)
        for mid in t.vars["overfished"]:
            assert not t.zones[Z.market(mid, "barrels")].ids


def _every_listed_action_is_accepted(session: Session, seat: int, rng: random.Random, sample: int = 6) -> None:
    game, t = session.game, session.table
    actions = list(game.legal_actions(t, seat))
    for action in rng.sample(actions, min(sample, len(actions))):
        before = t.state_hash()
        game.play(t, seat, action)
        t.undo()
        t.undone.clear()
        assert t.state_hash() == before


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_invariants_hold_after_every_action_of_random_games(players: int) -> None:
    for k in range(GAMES):
        seed = 1000 * players + k
        holder: dict[str, Checker] = {}

        def check(session: Session) -> None:
            if "c" not in holder:
                holder["c"] = Checker(session)
            holder["c"](session)

        result, session = play_game("tsukiji", players, seed, check=check, options={"mode": "strict"})
        assert session.game.is_over(session.table)
        assert len(result.scores) == players


@pytest.mark.parametrize("players", [2, 4, 6])
def test_invariants_hold_in_heuristic_games(players: int) -> None:
    for k in range(3):
        holder: dict[str, Checker] = {}

        def check(session: Session) -> None:
            holder.setdefault("c", Checker(session))(session)

        result, session = play_game("tsukiji", players, 77 + k, bots=["heuristic"] * players, check=check)
        assert session.game.is_over(session.table)


def test_every_listed_action_is_accepted_and_undoes_cleanly() -> None:
    rng = random.Random(5)
    for players, seed in ((2, 1), (3, 2), (5, 3), (6, 4)):
        count = {"n": 0}

        def check(session: Session) -> None:
            count["n"] += 1
            if count["n"] % 7 == 0 and not session.game.is_over(session.table):
                seat = session.game.to_move(session.table)[0]
                _every_listed_action_is_accepted(session, seat, rng)

        play_game("tsukiji", players, seed, bots=["heuristic"] * players, check=check)


def test_strict_mode_refuses_actions_outside_the_legal_list() -> None:
    rng = random.Random(9)
    session = Session.new("tsukiji", 4, 3, {"mode": "strict"})
    game, t = session.game, session.table
    refused = 0
    for _ in range(400):
        if game.is_over(t):
            break
        seat = game.to_move(t)[0]
        legal = list(game.legal_actions(t, seat))
        # A legal action with one argument changed, or by the wrong seat, must be refused
        # unless it happens to be legal too.
        probe = dict(rng.choice(legal))
        for key in [k for k in probe if k != "action"][:1]:
            probe[key] = {"boat": "boat.slot4", "berth": 9, "amount": 123, "market": "whale"}.get(key, "nothing")
        other = (seat + 1) % t.players
        for who, action in ((seat, probe), (other, rng.choice(legal))):
            if who == seat and action in legal:
                continue
            if who != seat and who in game.to_move(t) and action in list(game.legal_actions(t, who)):
                continue
            before = t.state_hash()
            with pytest.raises(IllegalAction):
                game.play(t, who, action)
            assert t.state_hash() == before
            refused += 1
        game.play(t, seat, rng.choice(legal))
    assert refused > 100
