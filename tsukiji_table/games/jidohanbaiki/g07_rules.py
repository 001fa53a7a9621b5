"""G07 Colour Sort Against the Clock as a pure model (seed lines 161-197).

The referee (:mod:`.g07`) reads a :class:`State` from the table, asks this
module whether an action is legal and what follows, and writes the
difference back; the solver searches the same functions.  So there is one
statement of the rules.

Crates are numbered from 0: the outer crates first, the centre crate last.
Moves are tuples (see :func:`moves`):

``("draw",)``
    Turn over the top card.  If every drink it names is already in its home
    crate the card is set aside; if no drink it names can move, it is spent
    unused; otherwise it waits for a ``move``.
``("move", drink, crate)``
    Move a drink the face-up card names to the same spot of another crate.
``("smove", drink, crate, spot)``
    Discard a 500 coin: move a drink to an empty spot of an adjacent crate.
``("sswap", drink, drink)``
    Discard a 1,000 note: swap two drinks of one crate.
``("reclaim", coin)``
    At the round's end, spend set-aside cards (one per 500) to take back a
    discarded 500 coin or 1,000 note.
``("end_round",)``
    Discard a 100 coin (the clock) and shuffle every card into a new deck.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import permutations
from typing import NamedTuple

from ...text import Message, msg
from . import texts  # noqa: F401  (the words of the refusals)
from .common import EMPTY, SPOTS, card_matches, colour_of, shape_of

Move = tuple

PLAYING, WON, LOST = 0, 1, -1


@dataclass(frozen=True)
class Config:
    """The fixed facts of one game: colours, crates, prices and the goal."""

    colours: tuple[int, ...]
    adjacent: frozenset[tuple[int, int]]  # unordered pairs of crate indices
    cards: tuple[int, ...]
    clock_cost: int = 100
    move_cost: int = 500
    swap_cost: int = 1000
    card_value: int = 500
    goal_any: bool = False  # too fiddly: any crates (centre included) may hold the colours
    same_position: bool = False  # too easy: same shapes in the same spot of every crate
    decks: tuple[tuple[int, ...], ...] | None = None  # fixed draw orders per round (puzzles)
    assignments: tuple[tuple[int, ...], ...] = field(default=(), compare=False)

    @property
    def outer(self) -> int:
        return len(self.colours)

    @property
    def crates(self) -> int:
        return len(self.colours) + 1

    def goal_crates(self) -> range:
        return range(self.crates) if self.goal_any else range(self.outer)

    def are_adjacent(self, a: int, b: int) -> bool:
        return (min(a, b), max(a, b)) in self.adjacent

    def with_assignments(self) -> Config:
        """A copy that caches every way of giving the colours their own goal crate."""
        object.__setattr__(self, "assignments", tuple(permutations(self.goal_crates(), len(self.colours))))
        return self


class State(NamedTuple):
    crates: tuple[tuple[int, ...], ...]
    purse: tuple[int, int, int]  # 100 coins, 500 coins, 1,000 notes
    spent: tuple[int, int]  # discarded 500 coins and 1,000 notes (they may be reclaimed)
    timer: int  # 100 coins discarded at round ends
    deck: tuple[int, ...]  # the next card first
    card: int  # the face-up card waiting for its move, or -1
    aside: tuple[int, ...]
    used: tuple[int, ...]
    round: int
    result: int = PLAYING


def money(purse: tuple[int, int, int]) -> int:
    return purse[0] * 100 + purse[1] * 500 + purse[2] * 1000


def find(state: State, drink: int) -> tuple[int, int]:
    """(crate, spot) of a drink."""
    for c, crate in enumerate(state.crates):
        if drink in crate:
            return c, crate.index(drink)
    raise KeyError(drink)


# ----------------------------------------------------------------- goal


def homes(cfg: Config, state: State) -> dict[int, int]:
    """Each colour's home crate: the goal crate holding strictly the most of it."""
    out: dict[int, int] = {}
    for colour in cfg.colours:
        best, where, tie = 0, -1, False
        for c in cfg.goal_crates():
            n = sum(1 for d in state.crates[c] if d != EMPTY and colour_of(d) == colour)
            if n > best:
                best, where, tie = n, c, False
            elif n == best and n:
                tie = True
        if where >= 0 and not tie:
            out[colour] = where
    return out


def card_is_home(cfg: Config, state: State, card: int) -> bool:
    """Whether every drink the card names is in its colour's home crate."""
    home = homes(cfg, state)
    for c, crate in enumerate(state.crates):
        for d in crate:
            if d != EMPTY and card_matches(card, d) and home.get(colour_of(d)) != c:
                return False
    return True


def is_sorted(cfg: Config, state: State) -> bool:
    """Every colour fills one goal crate (and, too easy, shapes share spots)."""
    full = 0
    for c in cfg.goal_crates():
        crate = state.crates[c]
        first = crate[0]
        if first == EMPTY:
            continue
        colour = colour_of(first)
        if any(d == EMPTY or colour_of(d) != colour for d in crate):
            return False
        full += 1
    if full != len(cfg.colours):
        return False
    if cfg.same_position:
        shapes_at = None
        for c in cfg.goal_crates():
            crate = state.crates[c]
            if crate[0] == EMPTY:
                continue
            shapes = tuple(shape_of(d) for d in crate)
            if shapes_at is None:
                shapes_at = shapes
            elif shapes != shapes_at:
                return False
    return True


def misplaced(cfg: Config, state: State) -> int:
    """Fewest drinks that must still change crate, over every colour-to-crate assignment."""
    counts = [[0] * 6 for _ in state.crates]
    for c, crate in enumerate(state.crates):
        for d in crate:
            if d != EMPTY:
                counts[c][colour_of(d)] += 1
    total = 6 * len(cfg.colours)
    best = total
    for assign in cfg.assignments or permutations(cfg.goal_crates(), len(cfg.colours)):
        kept = sum(counts[crate][colour] for colour, crate in zip(cfg.colours, assign))
        if total - kept < best:
            best = total - kept
    return best


def conflicts(state: State) -> int:
    """Drinks that must change spot: at each spot, every colour past its first.

    Card moves keep a drink's spot, and at the end each spot holds one drink
    of every colour, so these need special actions (a swap fixes two).
    """
    total = 0
    for spot in range(SPOTS):
        seen = 0
        n = 0
        for crate in state.crates:
            d = crate[spot]
            if d != EMPTY:
                n += 1
                seen |= 1 << (d // 6)
        total += n - bin(seen).count("1")
    return total


def aside_value(cfg: Config, state: State, cards: int | None = None) -> int:
    """The most money ``cards`` set-aside cards can take back from the discards."""
    k = len(state.aside) if cards is None else cards
    fives, notes = state.spent
    per_note = cfg.swap_cost // cfg.card_value
    per_five = cfg.move_cost // cfg.card_value
    best = 0
    for n in range(min(notes, k // per_note) + 1):
        f = min(fives, (k - n * per_note) // per_five)
        best = max(best, n * cfg.swap_cost + f * cfg.move_cost)
    return best


def score(cfg: Config, state: State) -> int:
    """Money not discarded, set-aside cards counted (0 for a lost game)."""
    if state.result == LOST:
        return 0
    return money(state.purse) + (aside_value(cfg, state) if state.result == WON else 0)


# ---------------------------------------------------------------- moves


def card_targets(cfg: Config, state: State, card: int) -> list[tuple[int, int]]:
    """(drink, crate) pairs the card allows: same spot, another crate, spot empty."""
    out = []
    for c, crate in enumerate(state.crates):
        for spot, d in enumerate(crate):
            if d == EMPTY or not card_matches(card, d):
                continue
            for t in range(cfg.crates):
                if t != c and state.crates[t][spot] == EMPTY:
                    out.append((d, t))
    return out


def round_over(state: State) -> bool:
    return state.card < 0 and not state.deck


def moves(cfg: Config, state: State) -> Iterator[Move]:
    """Every legal move, card moves first."""
    if state.result != PLAYING:
        return
    if state.card >= 0:
        for d, t in card_targets(cfg, state, state.card):
            yield ("move", d, t)
    elif state.deck:
        yield ("draw",)
    else:
        if state.aside:
            if state.spent[0]:
                yield ("reclaim", cfg.move_cost)
            if state.spent[1] and len(state.aside) * cfg.card_value >= cfg.swap_cost:
                yield ("reclaim", cfg.swap_cost)
        yield ("end_round",)
    if state.purse[1]:
        for c, crate in enumerate(state.crates):
            for d in crate:
                if d == EMPTY:
                    continue
                for t in range(cfg.crates):
                    if t != c and cfg.are_adjacent(c, t):
                        for spot, there in enumerate(state.crates[t]):
                            if there == EMPTY:
                                yield ("smove", d, t, spot)
    if state.purse[2]:
        for crate in state.crates:
            drinks = [d for d in crate if d != EMPTY]
            for i in range(len(drinks)):
                for j in range(i + 1, len(drinks)):
                    yield ("sswap", drinks[i], drinks[j])


def check(cfg: Config, state: State, move: Move) -> Message | None:
    """Why ``move`` is illegal now (in words, both languages), or ``None`` if it is legal."""
    kind = move[0]
    if state.result != PLAYING:
        return msg("jido.rule.over")
    if kind == "draw":
        if state.card >= 0:
            return msg("jido.g07.card_up")
        if not state.deck:
            return msg("jido.g07.deck_empty")
        return None
    if kind == "move":
        _, d, t = move
        if state.card < 0:
            return msg("jido.g07.no_card")
        if not card_matches(state.card, d):
            return msg("jido.g07.not_named")
        c, spot = find(state, d)
        if t == c:
            return msg("jido.g07.other_crate")
        if state.crates[t][spot] != EMPTY:
            return msg("jido.g07.same_spot_taken")
        return None
    if kind == "smove":
        _, d, t, spot = move
        if not state.purse[1]:
            return msg("jido.rule.no_coin", coin=cfg.move_cost)
        c, _ = find(state, d)
        if t == c or not cfg.are_adjacent(c, t):
            return msg("jido.g07.adjacent")
        if state.crates[t][spot] != EMPTY:
            return msg("jido.rule.spot_taken")
        return None
    if kind == "sswap":
        _, a, b = move
        if not state.purse[2]:
            return msg("jido.rule.no_note", note=cfg.swap_cost)
        if a == b or find(state, a)[0] != find(state, b)[0]:
            return msg("jido.g07.same_crate")
        return None
    if kind == "reclaim":
        coin = move[1]
        if not round_over(state):
            return msg("jido.g07.aside_at_end")
        need = coin // cfg.card_value
        if coin not in (cfg.move_cost, cfg.swap_cost):
            return msg("jido.g07.reclaim_what", coin=cfg.move_cost, note=cfg.swap_cost)
        if len(state.aside) < need:
            return msg("jido.g07.reclaim_cards", coin=coin, need=need)
        if state.spent[0 if coin == cfg.move_cost else 1] == 0:
            return msg("jido.g07.reclaim_none", coin=coin)
        return None
    if kind == "end_round":
        if not round_over(state):
            return msg("jido.g07.round_not_over")
        return None
    return msg("jido.rule.unknown_move", move=kind)


def apply(cfg: Config, state: State, move: Move) -> State:
    """The state after a legal ``move`` (an ``end_round`` leaves an unshuffled deck
    unless the configuration fixes the draw orders)."""
    kind = move[0]
    if kind == "draw":
        card, deck = state.deck[0], state.deck[1:]
        state = state._replace(deck=deck)
        if card_is_home(cfg, state, card):
            return state._replace(aside=state.aside + (card,))
        if not card_targets(cfg, state, card):
            return state._replace(used=state.used + (card,))
        return state._replace(card=card)
    if kind == "move":
        _, d, t = move
        c, spot = find(state, d)
        crates = _relocate(state.crates, c, spot, t, spot)
        state = state._replace(crates=crates, card=-1, used=state.used + (state.card,))
        return _settle(cfg, state)
    if kind == "smove":
        _, d, t, spot = move
        c, from_spot = find(state, d)
        p = state.purse
        state = state._replace(
            crates=_relocate(state.crates, c, from_spot, t, spot),
            purse=(p[0], p[1] - 1, p[2]),
            spent=(state.spent[0] + 1, state.spent[1]),
        )
        return _settle(cfg, state)
    if kind == "sswap":
        _, a, b = move
        c, i = find(state, a)
        _, j = find(state, b)
        crate = list(state.crates[c])
        crate[i], crate[j] = b, a
        crates = state.crates[:c] + (tuple(crate),) + state.crates[c + 1 :]
        p = state.purse
        state = state._replace(crates=crates, purse=(p[0], p[1], p[2] - 1), spent=(state.spent[0], state.spent[1] + 1))
        return _settle(cfg, state)
    if kind == "reclaim":
        coin = move[1]
        need = coin // cfg.card_value
        p, s = state.purse, state.spent
        if coin == cfg.move_cost:
            purse, spent = (p[0], p[1] + 1, p[2]), (s[0] - 1, s[1])
        else:
            purse, spent = (p[0], p[1], p[2] + 1), (s[0], s[1] - 1)
        return state._replace(purse=purse, spent=spent, aside=state.aside[need:], used=state.used + state.aside[:need])
    if kind == "end_round":
        p = state.purse
        purse = (p[0] - 1, p[1], p[2])
        if purse[0] == 0:
            return state._replace(purse=purse, timer=state.timer + 1, result=LOST)
        cards = state.used + state.aside
        deck = next_deck(cfg, state.round + 1, cards)
        return state._replace(purse=purse, timer=state.timer + 1, deck=deck, aside=(), used=(), round=state.round + 1)
    raise ValueError(f"unknown move {kind!r}")


def next_deck(cfg: Config, round_no: int, cards: tuple[int, ...]) -> tuple[int, ...]:
    """The deck of round ``round_no``: fixed by a puzzle, else the cards in id
    order for the referee to shuffle."""
    if cfg.decks:
        return cfg.decks[min(round_no, len(cfg.decks)) - 1]
    return tuple(sorted(cards))


def _relocate(crates: tuple[tuple[int, ...], ...], c: int, i: int, t: int, j: int) -> tuple[tuple[int, ...], ...]:
    out = [list(x) for x in crates]
    out[t][j] = out[c][i]
    out[c][i] = EMPTY
    return tuple(tuple(x) for x in out)


def _settle(cfg: Config, state: State) -> State:
    return state._replace(result=WON) if is_sorted(cfg, state) else state


def empty_crate() -> tuple[int, ...]:
    return (EMPTY,) * SPOTS
