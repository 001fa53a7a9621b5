"""How the window runs a round in assisted and strict modes.

The referee decides; this module asks the players at the right moment and
shows them what happened:

* the secret steps (the card choice, the sealed bid, a tie re-bid) go
  through the table's secret input: one seat at a time behind the hand-off
  cover, then everything revealed at once, then played for each seat;
* a choice only one player makes (who gets the goose, which of several
  buyers gets a card) is asked once that player sits at the screen;
* what a transaction revealed (the bids, a tie, a coin toss) is presented
  in order, one dialog after another, before the screen is handed on.

Presentations come from the transactions themselves (the variables they
set), each shown once; a loaded game shows none of its past.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from ...games.turin import market
from ...games.turin.board import zones_of
from ...table import SetVar, Transaction
from .. import i18n
from ..overlays import Modal
from ..widgets import Label
from .turin_dialogs import ChoiceDialog, CoinTossDialog, ResultDialog, ResultRow
from .turin_text import card_name, names_list

if TYPE_CHECKING:
    from .turin import TurinScreen

SECRET_STEPS = ("choose", "bid", "rebid")


def _set(tx: Transaction, name: str) -> tuple[bool, Any, Any]:
    """(whether ``tx`` set ``name``, its value before, after)."""
    for cmd in tx.commands:
        if isinstance(cmd, SetVar) and cmd.name == name and not cmd.delete:
            return True, cmd.before, cmd.after
    return False, None, None


class TurinFlow:
    """Presentations in order and the secret steps, for one table scene."""

    def __init__(self, screen: TurinScreen):
        self.screen = screen
        self.services = screen.services
        self.queue: list[Callable[[], Modal]] = []
        self.current: Modal | None = None
        self.busy = False  # playing a batch of actions: hold presentations and hand-offs until it is done
        self.paused = False  # screenshots and tests: the table as it stands, nothing shown or asked by itself
        self.seen = len(self.services.table.done)

    # ------------------------------------------------------------ state

    @property
    def presenting(self) -> bool:
        return self.busy or bool(self.queue) or (self.current is not None and not self.current.done)

    def idle(self, cover_ok: bool = False) -> bool:
        """Nothing shown or asked now (a hand-off cover aside, if ``cover_ok``)."""
        s = self.services
        return not self.presenting and (cover_ok or not s.covered) and not s.showing()

    # ---------------------------------------------------- presentations

    def on_change(self) -> None:
        """Queue what the new transactions revealed (once each)."""
        done = self.services.table.done
        if self.busy:
            return
        if len(done) < self.seen:  # an undo: nothing new to show
            self.seen = len(done)
            return
        fresh, self.seen = done[self.seen :], len(done)
        if self.screen.free:
            return
        for tx in fresh:
            self._queue_from(tx)

    def _queue_from(self, tx: Transaction) -> None:
        table = self.services.table
        has, before, after = _set(tx, "tosses")
        for record in (after or [])[len(before or []) :] if has else []:
            self.queue.append(partial(self._toss, record))
        has, _, result = _set(tx, "result")
        tied = _set(tx, "tied")[0] or _set(tx, "goose_tie")[0]
        if has:
            next_round, rnd, _ = _set(tx, "round")  # the auction's own round, though the next may have begun
            self.queue.append(partial(self._result, result, rnd if next_round else table.vars.get("round", 1)))
        elif tied and _set(tx, "ranking")[0]:
            rows, contested = self._tie_rows()
            note = "turin.result.goose_note" if _set(tx, "goose_tie")[0] else "turin.result.rebid_note"
            title = partial(i18n.tr, "turin.result.tie", r=table.vars.get("round", 1))
            self.queue.append(partial(self._dialog, title, rows, [partial(self._names_note, note, contested)]))
        if _set(tx, "finals")[0] and table.vars.get("phase") == "interlude":
            self.queue.append(self.screen.end_modal)  # type: ignore[arg-type]

    def _tie_rows(self) -> tuple[list[ResultRow], list[list[int]]]:
        """The revealed bids in their order, and the ties to settle."""
        table = self.services.table
        contested: list[list[int]] = table.vars.get("tied") or (table.vars.get("goose_tie") or {}).get("groups", [])
        rows: list[ResultRow] = []
        place = 1
        for group in table.vars.get("ranking", []):
            mark = "=" if len(group) > 1 else ""
            rows.extend(ResultRow(s, f"{place}{mark}", str(table.money(zones_of(s).bid)), "", "", "") for s in group)
            place += len(group)
        return rows, [list(g) for g in contested]

    def _names_note(self, note: str, contested: list[list[int]]) -> str:
        """A note naming the ties to settle (said in the language in use)."""
        names = " / ".join(names_list([self.services.seat_name(s) for s in g]) for g in contested)
        return i18n.tr(note, names=names)

    def _result(self, result: list[dict[str, Any]], rnd: int) -> Modal:
        rows = []
        for p in sorted(result, key=lambda p: p["rank"]):
            if p["role"] == "return" and p["cards"]:
                cards: Label = partial(i18n.tr, "turin.result.returns", n=p["cards"])
            elif p["cards"]:
                cards = partial(i18n.tr, "turin.result.takes", n=p["cards"])
            else:
                cards = "turin.result.none"
            rebid = str(p["rebid"]) if p["rebid"] else ""
            rows.append(ResultRow(p["seat"], str(p["rank"]), str(p["bid"]), rebid, cards, str(p["pays"]), strong=p["role"] == "take" and p["cards"] > 0))
        return self._dialog(partial(i18n.tr, "turin.result.title", r=rnd), rows, ["turin.result.half"])

    def _dialog(self, title: Label, rows: list[ResultRow], notes: list[Label]) -> Modal:
        s = self.services
        return ResultDialog(s.screen_rect, title, rows, s.seat_name, [s.seat_colour(k) for k in range(s.table.players)], notes)

    def _toss(self, record: dict[str, Any]) -> Modal:
        name = self.services.seat_name
        if "calls" in record:
            calls = record["calls"]
            before: list[Label] = [lambda: i18n.tr("turin.toss.calls", a=name(calls["heads"]), b=name(calls["tails"]))]
            heads = record["result"] == "heads"
            after: list[Label] = ["turin.toss.heads" if heads else "turin.toss.tails", lambda: i18n.tr("turin.toss.wins", name=name(record["order"][0]))]
            return CoinTossDialog(self.services.screen_rect, heads, before, after)
        return CoinTossDialog(
            self.services.screen_rect,
            None,
            [lambda: names_list([name(s) for s in record["seats"]])],
            [lambda: i18n.tr("turin.toss.order", names=" > ".join(name(s) for s in record["order"]))],
        )

    # -------------------------------------------------------------- loop

    def update(self) -> None:
        """Show the next presentation, or start the step that waits for players."""
        if self.current is not None and not self.current.done:
            return
        finished = self.current is not None
        self.current = None
        if self.paused:
            return
        if self.queue and not self.services.covered:
            self.show_next()
            return
        if finished and not self.queue:
            self.hand_on()
        if self.screen.free or not self.idle(cover_ok=True):
            return
        self._start_step()

    def show_next(self) -> None:
        """Put up the next presentation, if there is one."""
        if self.queue:
            self.current = self.queue.pop(0)()
            self.services.show(self.current)

    def hand_on(self) -> None:
        nxt = self.screen.next_viewer()
        if nxt is not None and nxt != self.services.viewer:
            self.services.request_viewer(nxt)

    def _start_step(self) -> None:
        s, game, table = self.services, self.services.game, self.services.table
        movers = game.to_move(table)
        if not movers:
            return
        pending = market.pending_sale(table)
        phase = table.vars.get("phase")
        if s.covered and (pending or phase not in SECRET_STEPS):
            return  # a choice for the one at the screen: once they are there
        # A secret step puts up its own cover for its first player (it replaces one already up).
        if pending:
            card, seller, buyers = pending
            if s.viewer == seller:
                options = [(partial(s.seat_name, b), partial(self.play_for, seller, {"action": "sell_to", "card": card, "buyer": b})) for b in buyers]
                title = partial(self._sell_to_title, seller, card)
                s.show(ChoiceDialog(s.screen_rect, title, options))
        elif phase == "goose":
            decider = movers[0]
            if s.viewer == decider:
                left = game.legal_actions(table, decider)
                options = [(partial(s.seat_name, a["to"]), partial(self.play_for, decider, a)) for a in left if a["action"] == "goose"]
                s.show(ChoiceDialog(s.screen_rect, lambda: i18n.tr("turin.goose_title", name=s.seat_name(decider)), options))
        elif phase == "choose":
            s.secret_card(
                movers, self._cards_chosen, title=lambda seat: i18n.tr("turin.choose_title", name=s.seat_name(seat)), extras=self.screen.secret_extras
            )
        elif phase in ("bid", "rebid"):
            s.secret_number(
                movers,
                0,
                self._most,
                partial(self._bids_in, phase),
                title=partial(self._bid_title, phase),
                show=lambda seat: self.screen.lot_handles(),
                extras=self.screen.secret_extras,
            )

    def _sell_to_title(self, seller: int, card: str) -> str:
        return i18n.tr("turin.sell_to_title", name=self.services.seat_name(seller), card=card_name(self.screen.data, card))

    # --------------------------------------------------- secret steps

    def _most(self, seat: int) -> int:
        """The most ``seat`` can bid: its purse, and the loan it may still take."""
        table = self.services.table
        money = table.money(zones_of(seat).money)
        return money + (self.screen.data.loan_amount if self.screen.may_loan(seat) else 0)

    def _bid_title(self, phase: str, seat: int) -> str:
        s = self.services
        money = s.table.money(zones_of(seat).money)
        name = s.seat_name(seat)
        if phase == "rebid":
            others = [o for g in s.table.vars.get("tied", []) if seat in g for o in g if o != seat]
            return i18n.tr("turin.rebid_title", name=name, others=names_list([s.seat_name(o) for o in others]), money=money)
        if self.screen.may_loan(seat):
            return i18n.tr("turin.bid_title_loan", name=name, money=money, amount=self.screen.data.loan_amount)
        return i18n.tr("turin.bid_title", name=name, money=money)

    def _cards_chosen(self, cards: dict[int, Any]) -> None:
        self.batch([(seat, {"action": "choose_card", "card": card}) for seat, card in sorted(cards.items()) if card is not None])

    def _bids_in(self, phase: str, values: dict[int, Any]) -> None:
        table = self.services.table
        actions: list[tuple[int, dict[str, Any]]] = []
        for seat, amount in sorted(values.items()):
            if amount > table.money(zones_of(seat).money) and self.screen.may_loan(seat):
                # A bid above the purse borrows first: the loan may be taken at any time.
                actions.append((seat, {"action": "take_loan"}))
            actions.append((seat, {"action": phase, "amount": int(amount)}))
        self.batch(actions)

    def play_for(self, seat: int, action: dict[str, Any]) -> None:
        self.batch([(seat, action)])

    def batch(self, actions: list[tuple[int, dict[str, Any]]]) -> None:
        """Play actions one after another, then present what they revealed and hand the screen on."""
        self.busy = True
        try:
            for seat, action in actions:
                if not self.services.play(action, seat=seat):
                    break
        finally:
            self.busy = False
        self.on_change()
        if not self.queue:
            self.hand_on()
