"""The auction's arithmetic, as pure functions over numbers.

Ranking (who is 1st, 2nd ...), which ties need a re-bid, the order after the
re-bids, how many cards each place takes and what each player pays.  The
referee feeds these from the zones and turns the answers into commands;
tests can check them directly against the rulebook's tables.
"""

from __future__ import annotations

from dataclasses import dataclass


def rank_groups(bids: list[int], bonus: list[int] | None = None) -> list[list[int]]:
    """Seats grouped by equal bids, highest first; seats in a group by seat number.

    A seat that bid nothing ranks below every seat that bid something, even
    with the goose's +1 (``bonus``): a zero bidder never takes a card.
    """
    bonus = bonus or [0] * len(bids)
    keys = {s: (bids[s] > 0, bids[s] + bonus[s] if bids[s] > 0 else 0) for s in range(len(bids))}
    order = sorted(range(len(bids)), key=lambda s: (keys[s][0], keys[s][1], -s), reverse=True)
    groups: list[list[int]] = []
    for s in order:
        if groups and keys[groups[-1][0]] == keys[s]:
            groups[-1].append(s)
        else:
            groups.append([s])
    for g in groups:
        g.sort()
    return groups


def contested(groups: list[list[int]], bids: list[int], slots: tuple[int, ...]) -> list[int]:
    """Indexes of the tie groups whose order decides who gets cards or who picks first.

    A tie among seats that bid nothing, or for places that take no card,
    changes nothing, so it is not re-bid (a re-bid could only cost money).
    """
    out = []
    pos = 0
    for i, group in enumerate(groups):
        places = slots[pos : pos + len(group)]
        if len(group) > 1 and bids[group[0]] > 0 and any(places):
            out.append(i)
        pos += len(group)
    return out


def split_rebids(seats: list[int], rebids: list[int]) -> list[list[int]]:
    """A tie group re-ordered by re-bid, highest first; equal re-bids stay grouped."""
    order = sorted(seats, key=lambda s: (-rebids[s], s))
    out: list[list[int]] = []
    for s in order:
        if out and rebids[out[-1][0]] == rebids[s]:
            out[-1].append(s)
        else:
            out.append([s])
    return out


@dataclass(frozen=True)
class Place:
    """One seat's outcome of an auction."""

    seat: int
    rank: int  # 1-based
    bid: int
    rebid: int
    cards: int  # cards it takes (role take) or sends to the box (role return)
    role: str  # take | return
    pays: int

    @property
    def receives(self) -> bool:
        return self.role == "take" and self.cards > 0

    def to_json(self) -> dict[str, int | str]:
        return {"seat": self.seat, "rank": self.rank, "bid": self.bid, "rebid": self.rebid, "cards": self.cards, "role": self.role, "pays": self.pays}


def places(order: list[int], bids: list[int], rebids: list[int], slots: tuple[int, ...], lot: int, returners: set[int]) -> list[Place]:
    """Cards and payments for seats ranked in ``order``.

    A seat that bid nothing takes nothing (its place's cards stay in the lot
    and go to the box); ``returners`` (tied seats that both re-bid nothing)
    send their place's cards to the box instead of taking them.  A seat that
    takes cards pays its whole bid plus re-bid; any other pays half of that,
    rounded down.
    """
    out = []
    left = lot
    for pos, s in enumerate(order):
        n = slots[pos] if pos < len(slots) and bids[s] > 0 else 0
        n = min(n, left)
        left -= n
        role = "return" if s in returners else "take"
        total = bids[s] + rebids[s]
        receives = role == "take" and n > 0
        out.append(Place(s, pos + 1, bids[s], rebids[s], n, role, total if receives else total // 2))
    return out
