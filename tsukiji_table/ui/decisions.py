"""Who caused each transaction on the table: a person's decision or a bot's move.

At a table with bots, undo goes back to the last decision a person made
(and takes back every bot move after it), and redo brings that decision
back together with the bot moves that followed it.  A *decision* is all the
transactions one person's input caused: one click or drag, or one secret
step (a sealed bid collected from everyone and played as a batch, the bots'
bids included, since they were part of that same step).

The table scene opens a group around what a person's input plays and a bot
group around what a bot plays; :meth:`Decisions.note` tags the new
transactions after every change.  Transactions from before the window
opened (a loaded game) carry no tag: a transaction of a bot seat counts as
a bot move, any other as a decision of its own.  No pygame here.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager

from ..table import Table, Transaction

BOT = -1  # the group of every bot move


class Decisions:
    """Tags of the transactions one table scene saw being made (see the module docstring)."""

    def __init__(self, table: Table, is_bot: Callable[[int], bool]):
        self.table = table
        self.is_bot = is_bot
        self._tags: dict[int, tuple[Transaction, int]] = {}  # id(tx) -> (tx kept alive, so ids stay unique; group)
        self._seen = len(table.done)
        self._open: int | None = None
        self._next = 0

    # ------------------------------------------------------------ tagging

    @contextmanager
    def group(self, bot: bool = False) -> Iterator[None]:
        """Everything played inside is one decision (or bot moves); nested groups join the outer one."""
        if self._open is not None:
            yield
            return
        self._open = BOT if bot else self._new()
        try:
            yield
        finally:
            self.note()
            self._open = None

    def _new(self) -> int:
        self._next += 1
        return self._next

    def note(self) -> None:
        """Tag the transactions added since the last call (those outside a group: one new decision)."""
        done = self.table.done
        fresh = [tx for tx in done[self._seen :] if id(tx) not in self._tags]
        if fresh:
            g = self._open if self._open is not None else self._new()
            for tx in fresh:
                self._tags[id(tx)] = (tx, g)
        self._seen = len(done)
        if len(self._tags) > 2 * (len(done) + len(self.table.undone)) + 64:
            alive = {id(tx) for tx in done} | {id(tx) for tx in self.table.undone}
            self._tags = {k: v for k, v in self._tags.items() if k in alive}

    # ------------------------------------------------------------ reading

    def by_bot(self, tx: Transaction) -> bool:
        tag = self._tags.get(id(tx))
        if tag is not None:
            return tag[1] == BOT
        return tx.seat is not None and self.is_bot(tx.seat)

    def _key(self, tx: Transaction) -> Hashable:
        tag = self._tags.get(id(tx))
        return tag[1] if tag is not None else ("untagged", id(tx))

    def undo_count(self, floor: int) -> int:
        """How many transactions undo takes back: the bot moves on top, then the last decision (0: none above ``floor``)."""
        done = self.table.done
        k = len(done) - 1
        while k >= floor and self.by_bot(done[k]):
            k -= 1
        if k < floor:
            return 0
        key = self._key(done[k])
        while k >= floor and not self.by_bot(done[k]) and self._key(done[k]) == key:
            k -= 1
        return len(done) - 1 - k

    def redo_count(self) -> int:
        """How many transactions redo brings back: the next decision and the bot moves after it."""
        undone = self.table.undone
        if not undone:
            return 0
        key = self._key(undone[-1])
        first_bot = self.by_bot(undone[-1])
        n = 1
        for tx in reversed(undone[:-1]):
            if self.by_bot(tx) or (not first_bot and self._key(tx) == key):
                n += 1
            else:
                break
        return n

    def first_by_person(self, txs: list[Transaction]) -> Transaction | None:
        """The transaction of ``txs`` that names a person's decision in an undo message: the first a person
        caused, preferably one of a person's seat (a batch of revealed bids starts with whoever sits first)."""
        mine = [tx for tx in txs if not self.by_bot(tx)]
        return next((tx for tx in mine if tx.seat is None or not self.is_bot(tx.seat)), mine[0] if mine else None)
