"""The set-up fix-up of G06 and G07: no crate may start with too many drinks
sharing a colour or a shape.

G07 (seed 163): 「各ボトルクレートに同じ種類のドリンクが4本以上入っていない
ことを確認してください。4本以上ある場合には、ボトルクレート間でドリンクを交換し、
3本以下にしてください。」  G06 (seed 141): 「いずれかのボトルクレートに4つ以上の
同じ要素（色または形状）がある場合には、その原因となっているいずれかのドリンク1本を
隣接のボトルクレートのドリンクと交換してください。」

The book leaves the choice of swaps to the player; here it is deterministic
(the first offending drink, swapped with the partner that removes the most
excess), so a seed gives one set-up.
"""

from __future__ import annotations

from collections.abc import Callable

from .common import EMPTY


def excess(crate: tuple[int, ...], limit: int) -> int:
    """How far a crate is over ``limit`` drinks of one colour or one shape."""
    colours = [0] * 6
    shapes = [0] * 6
    for d in crate:
        if d != EMPTY:
            colours[d // 6] += 1
            shapes[d % 6] += 1
    return sum(max(0, n - limit) for n in colours) + sum(max(0, n - limit) for n in shapes)


def _offender(crate: tuple[int, ...], limit: int) -> int | None:
    """The spot of the first drink that shares an over-full colour or shape."""
    colours = [0] * 6
    shapes = [0] * 6
    for d in crate:
        if d != EMPTY:
            colours[d // 6] += 1
            shapes[d % 6] += 1
    for spot, d in enumerate(crate):
        if d != EMPTY and (colours[d // 6] > limit or shapes[d % 6] > limit):
            return spot
    return None


def fix_crates(
    crates: list[tuple[int, ...]],
    limit: int,
    partners: Callable[[int, int], bool],
    max_swaps: int = 200,
) -> list[tuple[int, ...]] | None:
    """Swap drinks until no crate is over ``limit``; ``None`` if stuck.

    Each swap takes the first offending drink of the first offending crate
    and exchanges it with a drink of a crate ``partners`` allows, choosing
    the swap that lowers the total excess most (ties: first found).
    """
    work = [list(c) for c in crates]
    for _ in range(max_swaps):
        total = sum(excess(tuple(c), limit) for c in work)
        if total == 0:
            return [tuple(c) for c in work]
        best: tuple[int, int, int, int] | None = None
        best_gain = 0
        for a, crate in enumerate(work):
            spot = _offender(tuple(crate), limit)
            if spot is None:
                continue
            for b, other in enumerate(work):
                if b == a or not partners(a, b):
                    continue
                for j, d in enumerate(other):
                    if d == EMPTY:
                        continue
                    trial_a, trial_b = list(crate), list(other)
                    trial_a[spot], trial_b[j] = d, crate[spot]
                    before = excess(tuple(crate), limit) + excess(tuple(other), limit)
                    after = excess(tuple(trial_a), limit) + excess(tuple(trial_b), limit)
                    if before - after > best_gain:
                        best_gain, best = before - after, (a, spot, b, j)
            if best is not None:
                break
        if best is None:
            return None
        a, i, b, j = best
        work[a][i], work[b][j] = work[b][j], work[a][i]
    return None
