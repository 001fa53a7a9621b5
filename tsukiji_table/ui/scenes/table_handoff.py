"""Pass-and-play: who sits at the screen, and the cover between two people.

:class:`Handoff` owns the viewer (the seat whose view is drawn) and the
full-screen cover ("Pass to Aiko — click when ready") that goes up
whenever the screen changes hands.  The seat changes only on a click made
on the cover.  A bot plays without the screen: asked for a bot's seat, the
screen goes to a person who is to move as well, if any; with one person at
the table there is never a cover.  Nor when the two seats see the table
alike (a game of open information, or a moment of one): the screen goes
over at once and says whose it is now.  A secret step (a sealed bid, a
card chosen in secret) always asks for the cover (``force``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from .. import i18n
from ..overlays import HandoffCover
from .table_play import TablePlay


class Handoff:
    """The seat at the screen and the cover (see the module docstring)."""

    def __init__(self, play: TablePlay, viewer: int, on_cover: Callable[[], None], on_seated: Callable[[], None]):
        self.play = play
        self.viewer = viewer if not play.is_bot(viewer) else next(iter(play.human_seats), viewer)
        self.cover: HandoffCover | None = None
        self._on_cover = on_cover  # the cover goes up: drop what the hand holds
        self._on_seated = on_seated  # a new seat at the screen: draw the table again
        self.covers_always = False  # the game's screen wants the cover even between seats that see alike

    @property
    def heading_to(self) -> int:
        """Whoever the screen is (or is about to be) handed to."""
        return self.cover.seat if self.cover is not None and self.cover.seat is not None else self.viewer

    def request(self, seat: int, then: Callable[[], None] | None = None, force: bool = False) -> None:
        """Hand the screen to ``seat``: the cover first whenever the viewer changes (see the module docstring).

        With ``then``, meant for ``seat``, nothing happens when that seat is a bot's.
        """
        play = self.play
        if not 0 <= seat < max(1, play.table.players):
            return
        if play.is_bot(seat) and play.human_seats:
            person = play.person_to_move(self.viewer)
            if person is None or then is not None or person == self.heading_to:
                return
            seat = person
        if len(play.human_seats) <= 1 or (seat == self.viewer and not force and self.cover is None):
            self.viewer = seat
            if then:
                then()
            return
        if not force and not self.covers_always and self.cover is None and play.sees_alike(self.viewer, seat):
            self._on_cover()  # drop what the hand holds: it was the other seat's
            self.viewer = seat
            self._on_seated()
            self._announce(seat)
            if then:
                then()
            return

        def ready() -> None:
            self.viewer = seat
            self.cover = None
            self._on_seated()
            if then:
                then()

        self._on_cover()
        self.cover = HandoffCover(partial(play.seat_name, seat), play.seat_colour(seat), ready, seat)  # F2 over the cover renames it

    def _announce(self, seat: int) -> None:
        self.play.say(i18n.tr("handoff.open", name=self.play.seat_name(seat)))

    def pass_on(self) -> None:
        """The screen to the next person at the table (bot seats are passed over)."""
        people = self.play.human_seats
        if len(people) > 1:
            self.request(next((h for h in people if h > self.viewer), people[0]))


__all__ = ["Handoff"]
