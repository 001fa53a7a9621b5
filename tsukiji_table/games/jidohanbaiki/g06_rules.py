"""G06 Recycling Sorter as a pure model (seed lines 139-159), the tower included.

Every drink must end on a stock card.  Paid actions (a 100 coin each):
``take`` every drink of one crate that matches one stock card (six at once
earns 300 from the bank), or ``swap`` drinks across one edge between two
crates.  A 500 coin ``dump``s a whole crate into the vending machine, which
decides what comes out (:class:`~tsukiji_table.physics.Tower`, deterministic
from its contents, the drinks and a seed); what comes out is sorted, what
jams stays inside until a later dump knocks it out.  Crates may be arranged
freely, so any two crates can meet along any two sides of equal length.

Moves are tuples:

``("take", crate, card)``                      pay 100, sort the crate's drinks the card names
``("swap", crate, side, other, other_side, mask)``
                                               pay 100, swap the facing spots the mask selects
``("dump", crate)``                            pay 500, insert the crate's drinks at once

A side is 0-3 (top, right, bottom, left in the crate's own frame); facing
sides pair their spots in mirror order (:data:`SIDES`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import NamedTuple

from ...physics import COLOURS, SHAPES, Tower, TowerSpec, TowerState
from ...text import Message, msg
from . import texts  # noqa: F401  (the words of the refusals)
from .common import EMPTY, card_matches

PLAYING, WON, LOST = 0, 1, -1
SIDE_NAMES = ("top", "right", "bottom", "left")
# Own spots along each side, clockwise round the crate (spot = row * 3 + col).
SIDES: tuple[tuple[int, ...], ...] = ((0, 1, 2), (2, 5), (5, 4, 3), (3, 0))


@dataclass(frozen=True)
class Config:
    drinks: frozenset[int]  # the drinks in play
    seed_at: Callable[[int], int]  # the insertion seed drawn at the table's RNG counter
    spec: TowerSpec | None = field(default=None, compare=False)
    take_cost: int = 100
    swap_cost: int = 100
    dump_cost: int = 500
    bonus: int = 300  # six drinks taken at once
    bonus_size: int = 6
    targets: frozenset[int] = frozenset()  # puzzles: only these drinks must be sorted ("free the ...")

    @property
    def need_mask(self) -> int:
        """The drinks that must be sorted, as a bit mask (like ``State.sorted``)."""
        mask = self.__dict__.get("_need_mask")
        if mask is None:
            mask = sum(1 << d for d in (self.targets or self.drinks))
            object.__setattr__(self, "_need_mask", mask)  # a cache on a frozen dataclass: it never changes
        return mask


class State(NamedTuple):
    crates: tuple[tuple[int, ...], ...]
    sorted: int  # bit mask of the drinks on stock cards
    tower: TowerState  # the drinks jammed inside, with their poses
    purse: tuple[int, int]  # 100 coins, 500 coins
    rng: int  # the table's chance counter: the next insertion's seed comes from it
    result: int = PLAYING
    reason: str = ""


def money(state: State) -> int:
    return state.purse[0] * 100 + state.purse[1] * 500


def inside(state: State) -> list[str]:
    return state.tower.drink_ids()


def _facing(side: int, other_side: int) -> list[tuple[int, int]]:
    a, b = SIDES[side], SIDES[other_side]
    if len(a) != len(b):
        return []
    return [(a[i], b[len(b) - 1 - i]) for i in range(len(a))]


# Computed once: the solver asks for them hundreds of times per position.
_FACING = {(a, b): _facing(a, b) for a in range(4) for b in range(4)}


def facing(side: int, other_side: int) -> list[tuple[int, int]]:
    """(own spot, other's own spot) pairs when two sides of equal length face each other."""
    return list(_FACING[side, other_side])


# ------------------------------------------------------------------ moves


def moves(cfg: Config, state: State) -> Iterator[tuple]:
    if state.result != PLAYING:
        return
    crates = state.crates
    if state.purse[0]:
        for k, crate in enumerate(crates):
            present = [d for d in crate if d != EMPTY]
            if not present:
                continue
            cards = {d // 6 for d in present} | {6 + d % 6 for d in present}
            for card in sorted(cards):
                yield ("take", k, card)
        for k in range(len(crates)):
            for j in range(k + 1, len(crates)):
                if all(d == EMPTY for d in crates[k]) and all(d == EMPTY for d in crates[j]):
                    continue
                for side in range(4):
                    for other_side in range(4):
                        pairs = _FACING[side, other_side]
                        if not pairs:
                            continue
                        for mask in range(1, 1 << len(pairs)):
                            chosen = [pairs[i] for i in range(len(pairs)) if mask >> i & 1]
                            # Each chosen pair must move something, and the swap must change the crates.
                            if all(crates[k][a] == EMPTY and crates[j][b] == EMPTY for a, b in chosen):
                                continue
                            yield ("swap", k, side, j, other_side, mask)
    if state.purse[1]:
        for k, crate in enumerate(crates):
            if any(d != EMPTY for d in crate):
                yield ("dump", k)


def check(cfg: Config, state: State, move: tuple) -> Message | None:
    """Why ``move`` is illegal now (in words, both languages), or ``None`` if it is legal."""
    if state.result != PLAYING:
        return msg("jido.rule.over")
    kind = move[0]
    if kind == "take":
        _, k, card = move
        if not state.purse[0]:
            return msg("jido.rule.no_coin", coin=100)
        if not any(d != EMPTY and card_matches(card, d) for d in state.crates[k]):
            return msg("jido.g06.no_match")
        return None
    if kind == "swap":
        _, k, side, j, other_side, mask = move
        if not state.purse[0]:
            return msg("jido.rule.no_coin", coin=100)
        if k == j:
            return msg("jido.g06.two_crates")
        pairs = facing(side, other_side)
        if not pairs:
            return msg("jido.g06.same_length")
        chosen = [pairs[i] for i in range(len(pairs)) if mask >> i & 1]
        if not chosen or all(state.crates[k][a] == EMPTY and state.crates[j][b] == EMPTY for a, b in chosen):
            return msg("jido.g06.choose_spots")
        return None
    if kind == "dump":
        if not state.purse[1]:
            return msg("jido.rule.no_coin", coin=500)
        if all(d == EMPTY for d in state.crates[move[1]]):
            return msg("jido.g06.crate_empty")
        return None
    return msg("jido.rule.unknown_move", move=kind)


def apply(cfg: Config, state: State, move: tuple, tower: Tower | None = None) -> State:
    """The state after a legal move (a dump runs the tower simulation)."""
    kind = move[0]
    crates = [list(c) for c in state.crates]
    n100, n500 = state.purse
    if kind == "take":
        _, k, card = move
        taken = [d for d in crates[k] if d != EMPTY and card_matches(card, d)]
        crates[k] = [EMPTY if d in taken else d for d in crates[k]]
        bonus = cfg.bonus // 100 if len(taken) >= cfg.bonus_size else 0
        mask = state.sorted
        for d in taken:
            mask |= 1 << d
        state = state._replace(crates=_tup(crates), sorted=mask, purse=(n100 - 1 + bonus, n500))
    elif kind == "swap":
        _, k, side, j, other_side, mask = move
        pairs = _FACING[side, other_side]
        for i, (a, b) in enumerate(pairs):
            if mask >> i & 1:
                crates[k][a], crates[j][b] = crates[j][b], crates[k][a]
        state = state._replace(crates=_tup(crates), purse=(n100 - 1, n500))
    elif kind == "dump":
        _, k = move
        drinks = [d for d in crates[k] if d != EMPTY]
        crates[k] = [EMPTY] * 6
        machine = tower or Tower(cfg.spec, state.tower)
        result = machine.insert([drink_id(d) for d in drinks], "batch", cfg.seed_at(state.rng))
        mask = state.sorted
        for e in result.out:
            mask |= 1 << drink_code(e.drink)
        state = state._replace(crates=_tup(crates), sorted=mask, tower=result.state_after, purse=(n100, n500 - 1), rng=state.rng + 1)
    return settle(cfg, state)


def settle(cfg: Config, state: State) -> State:
    """Win when every drink that must be sorted is; lose when that can no longer happen."""
    need = cfg.need_mask
    if state.sorted & need == need:
        return state._replace(result=WON, reason="sorted")
    jammed = bool(state.tower.inside)
    loaded = any(d != EMPTY for crate in state.crates for d in crate)
    if jammed and not state.purse[1]:
        return state._replace(result=LOST, reason="drinks are jammed in the machine and no 500 coin is left")
    if jammed and not loaded:
        return state._replace(result=LOST, reason="drinks remain in the machine and no crate is left to push them out")
    if money(state) == 0:
        return state._replace(result=LOST, reason="the money ran out before every drink was sorted")
    return state


def score(cfg: Config, state: State) -> int:
    """The money not spent (0 for a lost game)."""
    return money(state) if state.result == WON else 0


def unsorted(cfg: Config, state: State) -> int:
    need = cfg.targets or cfg.drinks
    return sum(1 for d in need if not state.sorted >> d & 1)


def _tup(crates: list[list[int]]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(c) for c in crates)


def drink_id(d: int) -> str:
    """The physics' drink id (colours and shapes in components.yaml order, as the codes)."""
    return f"{COLOURS[d // 6]}:{SHAPES[d % 6]}"


def drink_code(name: str) -> int:
    colour, shape = name.split(":")
    return COLOURS.index(colour) * 6 + SHAPES.index(shape)
