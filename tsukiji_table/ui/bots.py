"""Computer players at the table: the seats whose ``seat["bot"]`` names a bot.

:class:`BotDriver` belongs to a table scene and sees it through its
services (:class:`~.services.TableServices`).  Each frame it looks whether
the referee waits for a bot seat (``game.to_move``) while nothing is being
shown or asked (no dialog, no hand-off cover, no drag), and if the game's
screen agrees (:meth:`GameScreen.bot_turn`) that bot plays one action
through ``services.play``, exactly as a person's click would: one
transaction, logged, undoable.  A pause of :data:`BOT_DELAY_S` before each move lets the
people follow; Space plays the waiting move at once, B (or the side button)
switches to fast bots (one move a frame).  One move per frame at most, so
the window never stops answering.

Secret steps are not played here: the services' ``secret_number`` and
``secret_card`` ask the bot seats first (:meth:`BotDriver.secret_answers`)
and hold their answers, unseen, in the secret input until the reveal, like
a person's.  A bot's other moves made on the way (taking a loan, buying an
offered card) are public and are played at once.

Each bot has its own random generator, seeded from the game's seed and its
seat (:func:`~tsukiji_table.games.selfplay.make_bot`), never the table's.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from ..games.base import IllegalAction
from ..games.selfplay import Bot, UnknownBot, bots_of, make_bot
from . import i18n
from .decisions import Decisions

if TYPE_CHECKING:
    from .services import TableServices

BOT_DELAY_S = 0.6  # long enough to see a move land and read its log line, short enough not to bore
SIDE_MOVES = 12  # moves a bot may make (loans, buys) before it answers a secret step


def bot_label(name: str | None) -> str:
    """A friendly name for a seat's player: "Human", or the bot's name from the catalogue."""
    if not name:
        return i18n.tr("seat.human")
    key = f"bot.{name}"
    return i18n.tr(key) if key in i18n.CATALOGUE else name


def bot_seat_name(bot: str, seat: int, lang: str | None = None) -> str:
    """A bot seat's default name, "Smart bot 2": the bot's friendly name and the seat's number."""
    lang = lang or i18n.language()
    entry = i18n.CATALOGUE.get(f"bot.{bot}", {})
    label = entry.get(lang) or entry.get("en") or bot
    return i18n.CATALOGUE["bots.seat_name"].get(lang, "{bot} {n}").format(bot=label, n=seat + 1)


def seat_label(seat: Mapping[str, Any], index: int) -> str:
    """A seat's name as the window shows it: a typed name as typed; a default one ("Player 2",
    "Smart bot 3", in whichever language it was stored) in the language in use.

    Without the seat's bot (a saved game's list of names), any bot's default name is recognised.
    """
    name = str(seat.get("name") or "")
    bot = seat.get("bot")
    players = {i18n.CATALOGUE[key][lang].format(n=index + 1) for key in ("menu.player_n", "seat.default") for lang in i18n.CATALOGUE.get(key, {})}
    if not name or (name in players and not bot):
        return i18n.tr("seat.default", n=index + 1)
    bots = [str(bot)] if bot else [key[4:] for key in i18n.CATALOGUE if key.startswith("bot.")]
    for each in bots:
        if name in players or name in {bot_seat_name(each, index, lang) for lang in i18n.LANGUAGES}:
            return bot_seat_name(each, index)
    return name


def bot_choices(game: Any) -> list[str]:
    """The bots a game offers, its own first (the better players), the random one last."""
    names = list(bots_of(game))
    return [n for n in names if n != "random"] + [n for n in names if n == "random"]


class BotDriver:
    """Plays the bot seats of one table scene (see the module docstring)."""

    def __init__(self, services: TableServices, decisions: Decisions, may_move: Callable[[int], bool]):
        self.services = services
        self.decisions = decisions  # a bot's plays are tagged as its moves (undo goes back to a person's decision)
        self.may_move = may_move  # the game screen's word: whether a bot may move now (GameScreen.bot_turn)
        self.fast = False
        self.paused = False  # screenshots: the table as it was set up
        self.wait = 0.0
        self.waiting_for: int | None = None  # the bot about to move (its seat is marked in the top bar)
        self.hold: int | None = None  # the table right after an undo: bots let the person decide first
        self._bots: dict[int, Bot] = {}
        self._failed: int | None = None

    # ------------------------------------------------------------ seats

    @property
    def active(self) -> bool:
        """Whether any seat is a bot at a table with a referee."""
        s = self.services
        return not s.is_free_table and any(s.is_bot(seat) for seat in range(s.table.players))

    def bot(self, seat: int) -> Bot:
        """The bot playing ``seat``, made once per scene with its own generator (game seed, seat)."""
        if seat not in self._bots:
            s = self.services
            name = str(s.session.seats[seat]["bot"])
            try:
                self._bots[seat] = make_bot(s.game, name, seat, s.table.seed)
            except UnknownBot as exc:  # a save from a version with other bots: the seat still gets played
                s.toast(i18n.tr("bots.failed", name=s.seat_name(seat), why=exc), error=True)
                self._bots[seat] = make_bot(s.game, "random", seat, s.table.seed)
        return self._bots[seat]

    def toggle_fast(self) -> None:
        self.fast = not self.fast
        self.services.toast(i18n.tr("bots.now_fast" if self.fast else "bots.now_paced"))

    # ------------------------------------------------------------ playing

    def _state(self) -> int:
        return self.services.table.revision

    def next_bot(self) -> int | None:
        """The bot seat that may move now, if any."""
        s = self.services
        if self.paused or not self.active or s.mode == "free" or s.busy():
            return None
        game, table = s.game, s.table
        if game.is_over(table):
            return None
        movers = game.to_move(table)
        if self.hold == self._state() and any(not s.is_bot(m) for m in movers):
            return None  # just undone to a person's decision: theirs first
        if self._failed == self._state():
            return None
        return next((m for m in movers if s.is_bot(m) and self.may_move(m)), None)

    def update(self, dt: float) -> None:
        seat = self.next_bot()
        if seat != self.waiting_for:
            self.waiting_for, self.wait = seat, 0.0
        if seat is None:
            return
        self.wait += dt
        if self.fast or self.wait >= BOT_DELAY_S:
            self.play(seat)

    def skip(self) -> bool:
        """Play the waiting bot move now (Space); False if no bot is waiting."""
        self.hold = None
        seat = self.next_bot()
        if seat is None:
            return False
        self.play(seat)
        return True

    def play(self, seat: int) -> bool:
        """The bot at ``seat`` decides and its action is played as a person's would be."""
        self.wait = 0.0  # ``waiting_for`` stays until the next frame looks again: the panel keeps its line, no flicker
        s = self.services
        try:
            action = self.bot(seat).act(s.game, s.table, seat)
        except IllegalAction as exc:
            return self._fail(seat, exc)
        except Exception:
            self._failed = self._state()  # a bot's bug: reported once by the window, not once a frame
            raise
        with self.decisions.group(bot=True):
            ok = s.play(action, seat=seat)
        if not ok:
            self._failed = self._state()  # one message, not one a frame; a change of the table tries again
        return ok

    def _fail(self, seat: int, why: Any) -> bool:
        self._failed = self._state()
        self.services.toast(i18n.tr("bots.failed", name=self.services.seat_name(seat), why=why), error=True)
        return False

    def held(self) -> None:
        """After an undo: while a person is to move, the bots wait for them."""
        self.hold = self._state()

    # ------------------------------------------------------- secret steps

    def secret_numbers(
        self, seats: list[int], lo: int, hi: int | Callable[[int], int], bot_answer: Callable[[int, dict[str, Any]], Any] | None = None
    ) -> dict[int, Any]:
        """The bots' numbers for ``services.secret_number``: ``bot_answer(seat, action)``, by default the action's
        one whole-number argument (a bid's amount), kept between ``lo`` and ``hi``; ``lo`` if a bot fails."""

        def number(seat: int, action: dict[str, Any]) -> int | None:
            value = bot_answer(seat, action) if bot_answer is not None else _number_in(action)
            if value is None:
                return None
            top = hi(seat) if callable(hi) else hi
            return max(lo, min(int(value), top))

        return self.secret_answers(seats, number, lambda seat: lo)

    def secret_cards(self, seats: list[int], hand: Callable[[int], str], bot_answer: Callable[[int, dict[str, Any]], Any] | None = None) -> dict[int, Any]:
        """The bots' cards for ``services.secret_card``: ``bot_answer(seat, action)``, by default the action's
        ``card`` when it lies in the seat's hand zone ``hand(seat)``; the first card there if a bot fails."""
        zones = self.services.table.zones

        def card(seat: int, action: dict[str, Any]) -> str | None:
            if bot_answer is not None:
                return bot_answer(seat, action)
            zone = zones.get(hand(seat))
            return action.get("card") if zone is not None and action.get("card") in zone.ids else None

        def first(seat: int) -> str | None:
            zone = zones.get(hand(seat))
            return zone.ids[0] if zone is not None and zone.ids else None

        return self.secret_answers(seats, card, first)

    def secret_answers(self, seats: list[int], accept: Callable[[int, dict[str, Any]], Any], fallback: Callable[[int], Any]) -> dict[int, Any]:
        """What each bot seat of ``seats`` answers in a secret step, without a dialog.

        ``accept(seat, action)`` turns a bot's action into the step's answer
        (a number, a card) or None when it is another move (a loan, a buy):
        that one is played at once, in public, and the bot is asked again.
        A bot that gives no answer (a bug) answers ``fallback(seat)`` and the
        window says so: the step must not wait for a dialog nobody will see.
        """
        s = self.services
        out: dict[int, Any] = {}
        for seat in seats:
            if not s.is_bot(seat):
                continue
            for _ in range(SIDE_MOVES):
                try:
                    action = self.bot(seat).act(s.game, s.table, seat)
                except Exception as exc:  # noqa: BLE001 - any bot failure gets the fallback answer below
                    self._fail(seat, exc)
                    break
                answer = accept(seat, action)
                if answer is not None:
                    out[seat] = answer
                    break
                with self.decisions.group(bot=True):
                    if not s.play(action, seat=seat):
                        break
            if seat not in out:
                out[seat] = fallback(seat)
        return out


def _number_in(action: dict[str, Any]) -> int | None:
    """The one whole-number argument of an action (a bid's amount), or None."""
    numbers = [v for k, v in action.items() if k != "action" and isinstance(v, int) and not isinstance(v, bool)]
    return numbers[0] if len(numbers) == 1 else None


i18n.add_strings(
    {
        "seat.human": {"en": "Human", "ja": "人間"},
        "bot.random": {"en": "Random bot", "ja": "ランダムCPU"},
        "bot.heuristic": {"en": "Smart bot", "ja": "かしこいCPU"},
        "bots.seat_name": {"en": "{bot} {n}", "ja": "{bot}{n}"},
        "bots.fast": {"en": "Bot speed: fast", "ja": "CPUの速さ：速い"},
        "bots.paced": {"en": "Bot speed: normal", "ja": "CPUの速さ：ふつう"},
        "bots.moving": {"en": "{name} moves…", "ja": "{name}の番…"},
        "bots.tip": {"en": "B: fast or normal · Space: the waiting bot moves now", "ja": "B：速さの切替・スペース：待っているCPUがすぐ動く"},
        "bots.now_fast": {"en": "Bots play fast (B to slow down)", "ja": "CPUが速く動きます（Bで元に戻す）"},
        "bots.now_paced": {"en": "Bots pause before each move (Space: move now)", "ja": "CPUは一手ごとに少し待ちます（スペースですぐ動く）"},
        "bots.seat": {"en": "{name} is played by the computer", "ja": "{name}はコンピューターが操作します"},
        "bots.failed": {"en": "{name} (bot) could not move: {why}", "ja": "{name}（CPU）が動けません：{why}"},
        "bots.undone": {"en": "{what} (and {n} bot moves)", "ja": "{what}（CPUの手{n}つも）"},
    }
)
