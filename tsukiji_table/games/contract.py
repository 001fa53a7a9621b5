"""The contract every game passes, checked by playing it.

:func:`check_game` plays seeded random games of one game at one player count
with one set of options and checks, as it goes:

- every action ``legal_actions`` lists is accepted by ``play`` (a sample of
  them is played and undone at chosen steps: the table comes back exactly),
  and passes the check when its kind lists without checking (``listed_legal``);
- actions that are not listed (made by changing a listed one: an unknown
  name, an extra argument, an argument out of range, a seat not to move)
  are refused with :class:`~.base.IllegalAction` carrying a message, and the
  table is left as it was;
- pieces and money are conserved after every action;
- no seat's view names a piece it may not see, nor a variable kept secret
  from it;
- at the end: save, load and replay through the referee give the same hash;
  undoing everything gives the freshly built table and redoing everything
  the end again.

A free table (no referee) is played by random hand moves instead.  The
test suite runs it over the registry (``tests/contract/``), so a new game
gets it by registering; ``scripts/contract.py`` runs longer sweeps.
"""

from __future__ import annotations

import json
import random
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..table import Table, TableError, Visibility, ZoneKind, make_move, view
from ..table.view import HIDDEN_KIND, sees_var
from .base import Game, IllegalAction, component_counts
from .registry import all_games
from .session import Session, replay_through
from .table_moves import random_hand_move


class ContractError(AssertionError):
    """A game broke its contract; the message says which clause, where and how."""


@dataclass
class ContractRun:
    """What one run of :func:`check_game` did (for reports and sweeps)."""

    game: str
    players: int
    options: dict[str, Any]
    seed: int
    actions: int = 0
    over: bool = False
    probes: int = 0  # listed actions played and undone
    refusals: int = 0  # unlisted actions refused
    views: int = 0  # views checked for secrecy
    notes: list[str] = field(default_factory=list)


def _fail(run: ContractRun, clause: str, detail: str) -> ContractError:
    where = f"{run.game} players={run.players} options={run.options} seed={run.seed} after {run.actions} actions"
    return ContractError(f"{clause}: {detail} ({where})")


def check_game(
    game_id: str,
    players: int,
    seed: int,
    options: dict[str, Any] | None = None,
    max_actions: int = 300,
    probe_every: int = 7,
    view_every: int = 5,
    choose: Callable[[random.Random, list[dict[str, Any]]], dict[str, Any]] | None = None,
) -> ContractRun:
    """Play one seeded game of ``game_id`` and check the contract (see the module docstring)."""
    run = ContractRun(game_id, players, dict(options or {}), seed)
    session = Session.new(game_id, players, seed, options)
    game, table = session.game, session.table
    table.digests = False
    rng = random.Random(f"contract:{game_id}:{players}:{seed}")
    built = game.build(players, session.options, seed).state_hash()
    counts = component_counts(table)
    free_table = not game.spec("set_mode") and not list(_all_legal(game, table)) and not game.to_move(table)
    _check_views(run, game, table)
    while run.actions < max_actions and not game.is_over(table):
        if free_table:
            if not random_hand_move(table, rng):
                break
        else:
            movers = game.to_move(table)
            if not movers:
                raise _fail(run, "someone is to move until the game is over", "to_move() is empty but is_over() is False")
            seat = movers[rng.randrange(len(movers))]
            legal = list(game.legal_actions(table, seat))
            if not legal:
                raise _fail(run, "a seat to move has a legal action", f"seat {seat} is to move but legal_actions() is empty")
            if run.actions % probe_every == 0:
                _probe_listed(run, game, table, seat, legal, rng)
                _probe_unlisted(run, game, table, seat, legal, rng)
            action = choose(rng, legal) if choose else legal[rng.randrange(len(legal))]
            try:
                game.play(table, seat, action)
            except IllegalAction as exc:
                raise _fail(run, "every listed action is accepted", f"seat {seat}'s listed {action} was refused: {exc}") from None
        run.actions += 1
        now = component_counts(table)
        if now != counts:
            diff = {k: (counts.get(k), now.get(k)) for k in set(counts) | set(now) if counts.get(k) != now.get(k)}
            raise _fail(run, "pieces and money are conserved", f"counts changed {diff}")
        if run.actions % view_every == 0:
            _check_views(run, game, table)
    run.over = game.is_over(table)
    _check_views(run, game, table)
    _check_save_and_replay(run, session)
    _check_undo_redo(run, table, built)
    return run


def _all_legal(game: Game, table: Table) -> list[dict[str, Any]]:
    return [a for s in range(table.players) for a in game.legal_actions(table, s)]


def _probe_listed(run: ContractRun, game: Game, table: Table, seat: int, legal: list[dict[str, Any]], rng: random.Random) -> None:
    """A sample of the listed actions: each is accepted, and undoing it restores the table exactly.

    Every listed action of a kind listed without its check (``listed_legal``)
    is checked, as a copy, so the rule itself judges it, not a look-up; a kind
    never listed (``unlisted``) has no candidates.
    """
    for kind in game._specs.values():
        if kind.unlisted and list(kind.candidates(game, table, seat)):
            raise _fail(run, "a kind never listed has no candidates", f"{kind.name} lists {next(iter(kind.candidates(game, table, seat)))}")
    for action in legal:
        spec = game.spec(action["action"])
        if spec is not None and spec.listed_legal:
            why = game.check(table, seat, json.loads(json.dumps(action)))
            if why is not None:
                raise _fail(run, "every listed action passes the check", f"seat {seat}'s listed {action}: {why}")
    for action in rng.sample(legal, min(4, len(legal))):
        before, done, redo = table.state_hash(), len(table.done), list(table.undone)
        try:
            game.play(table, seat, action)
        except IllegalAction as exc:
            raise _fail(run, "every listed action is accepted", f"seat {seat}'s listed {action} was refused: {exc}") from None
        while len(table.done) > done:
            table.undo()
        table.undone[:] = redo
        if table.state_hash() != before:
            raise _fail(run, "undo restores the table", f"after playing and undoing {action}")
        run.probes += 1


def _mutations(action: dict[str, Any], rng: random.Random) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [{**action, "action": action["action"] + "_x"}, {**action, "unheard_of": 1}]
    for key, value in action.items():
        if key == "action":
            continue
        if isinstance(value, bool):
            out.append({**action, key: "maybe"})
        elif isinstance(value, int):
            out.append({**action, key: value + 1})  # often legal: then it must be listed too
            out.append({**action, key: value + 10**6})
            out.append({**action, key: str(value)})
        elif isinstance(value, str):
            out.append({**action, key: value + "?"})
        elif isinstance(value, list):
            out.append({**action, key: "not a list"})
        out.append({k: v for k, v in action.items() if k != key})
    rng.shuffle(out)
    return out[:5]


def _probe_unlisted(run: ContractRun, game: Game, table: Table, seat: int, legal: list[dict[str, Any]], rng: random.Random) -> None:
    """Actions made by changing a listed one, not themselves listed, are refused with a message."""
    listed = {json.dumps(a, sort_keys=True) for a in legal}
    tries: list[tuple[int, dict[str, Any]]] = [(seat, a) for a in _mutations(legal[rng.randrange(len(legal))], rng)]
    others = [s for s in range(table.players) if s not in game.to_move(table)]
    if others:
        tries.append((others[rng.randrange(len(others))], legal[0]))  # a seat that is not to move
    for who, action in tries:
        key = json.dumps(game.normal(action), sort_keys=True)
        if who == seat and key in listed:
            continue
        if who != seat and key in {json.dumps(a, sort_keys=True) for a in game.legal_actions(table, who)}:
            continue
        before, done = table.state_hash(), len(table.done)
        try:
            game.play(table, who, action)
        except IllegalAction as exc:
            if not str(exc).strip():
                raise _fail(run, "a refusal says why", f"{action} by seat {who} was refused with an empty message") from None
        except Exception as exc:  # noqa: BLE001 - any other exception is the failure being looked for
            raise _fail(run, "an unlisted action is refused with IllegalAction", f"{action} by seat {who} raised {type(exc).__name__}: {exc}") from None
        else:
            raise _fail(run, "an unlisted action is refused", f"{action} by seat {who} is not listed but was played")
        if table.state_hash() != before or len(table.done) != done:
            raise _fail(run, "a refused action changes nothing", f"{action} by seat {who}")
        run.refusals += 1


def may_see(table: Table, zone_id: str, piece_id: str, seat: int) -> bool:
    """Whether ``seat`` may know which piece ``piece_id`` is: the written rule every view follows.

    Written apart from :mod:`..table.view`, as the rule it must follow:

    1. The zone: ``everyone`` lets every seat look in, ``owner`` only its
       owner, ``others`` everyone but its owner (a card held to one's
       forehead), ``nobody`` no seat (the box, a deck, a fist its holder
       keeps shut).  A bag is opaque: nobody looks into it, whatever it says.
    2. The side: a face-up piece is seen by whoever looks in, and so is a
       face-down one whose back does not hide which it is (identical cards,
       a salmon token's "4" side).  A face-down piece whose back hides it is
       seen only by the zone's owner, who may look at their own cards face
       down in front of them or in their hand; by nobody on the open table.
    """
    zone = table.zones[zone_id]
    vis = zone.visibility
    if zone.kind is ZoneKind.BAG or vis is Visibility.NOBODY:
        return False
    if vis is Visibility.OWNER and seat != zone.owner:
        return False
    if vis is Visibility.OTHERS and seat == zone.owner:
        return False
    piece = table.pieces[piece_id]
    if piece.face_up or table.kinds[piece.kind].back is None:
        return True
    return zone.owner == seat


def may_see_money(table: Table, zone_id: str, seat: int) -> bool:
    """Whether ``seat`` may count the coins in a money zone.

    A purse closed to the seat shows nothing, not even its total; money
    lying on a piece (``meta.anchor``) shows to those who may see the piece.
    """
    zone = table.zones[zone_id]
    if zone.visibility is Visibility.NOBODY or zone.visibility is Visibility.OWNER and seat != zone.owner:
        return False
    if zone.visibility is Visibility.OTHERS and seat == zone.owner:
        return False
    anchor = zone.meta.get("anchor")
    if isinstance(anchor, str) and anchor in table.pieces:
        return may_see(table, table.pieces[anchor].zone, anchor, seat)
    return True


def _check_views(run: ContractRun, game: Game, table: Table) -> None:
    for seat in range(table.players):
        seen = view(table, seat)
        for zid, zv in seen.zones.items():
            ids = table.zones[zid].ids
            if len(zv.pieces) != len(ids):
                raise _fail(run, "a view shows every piece (as a back if hidden)", f"zone {zid} for seat {seat}")
            for pv, pid in zip(zv.pieces, ids):
                allowed = may_see(table, zid, pid, seat)
                if not allowed and (not pv.hidden or pid in pv.handle or pv.kind == table.pieces[pid].kind and table.kinds[pv.kind].back):
                    raise _fail(run, "no seat's view names a piece hidden from it", f"seat {seat} sees {pid} in {zid} as {pv}")
                if allowed and pv.hidden:
                    raise _fail(run, "a view shows what the seat may see", f"seat {seat} is shown {pid} in {zid} as a back")
            if zv.coins is not None and zv.kind is ZoneKind.MONEY and not may_see_money(table, zid, seat):
                raise _fail(run, "a closed purse shows no coins", f"seat {seat} sees the coins of {zid}")
        for name in seen.vars:
            if not sees_var(name, seat):
                raise _fail(run, "secret variables stay secret", f"seat {seat} sees {name}")
        if any(pv.kind == HIDDEN_KIND and not pv.hidden for pv in seen.pieces()):
            raise _fail(run, "a hidden piece is marked hidden", f"seat {seat}")
        run.views += 1


def _check_save_and_replay(run: ContractRun, session: Session) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "contract.json"
        session.save(path)
        loaded = Session.load(path)
        if loaded.table.state_hash() != session.table.state_hash():
            raise _fail(run, "save then load gives the same table", "hashes differ")
        save = loaded.snapshot()
        fresh = session.game.build(save.players, save.options, save.seed)
        report = replay_through(session.game, fresh, save)
        if not report.ok:
            raise _fail(run, "replay through the referee gives the same hash", report.describe())


def _check_undo_redo(run: ContractRun, table: Table, built: str) -> None:
    end = table.state_hash()
    steps = len(table.done)
    try:
        while table.undo() is not None:
            pass
        if table.state_hash() != built:
            raise _fail(run, "undoing everything gives the built table", f"after undoing {steps} transactions")
        while table.redo() is not None:
            pass
    except TableError as exc:
        raise _fail(run, "undo and redo apply cleanly", str(exc)) from None
    if table.state_hash() != end:
        raise _fail(run, "redoing everything gives the end again", f"after redoing {steps} transactions")


def option_samples(game_cls: type[Game], limit: int = 3) -> list[dict[str, Any]]:
    """The default options, then each other choice of each option once (up to ``limit`` sets)."""
    samples: list[dict[str, Any]] = [{}]
    for option in game_cls.options:
        if option.name in ("mode", "puzzle"):
            continue
        for choice in option.choices:
            if choice != option.default and len(samples) < limit:
                samples.append({option.name: choice})
    return samples


def registry_cases(limit: int = 3) -> list[tuple[str, int, dict[str, Any]]]:
    """(game, players, options) for every registered game, every legal player count, a sample of options."""
    cases = []
    for cls in all_games(listed_only=False):
        for players in range(cls.min_players, cls.max_players + 1):
            for options in option_samples(cls, limit):
                cases.append((cls.id, players, options))
    return cases


__all__ = ["ContractError", "ContractRun", "check_game", "may_see", "may_see_money", "option_samples", "registry_cases", "make_move"]
