"""Drinks, stock cards and crate spots as small integers, shared by the solo games.

The rule models and the solver work on integers for speed: a drink is
``colour * 6 + shape`` (indices in the order of ``components.yaml``'s axes,
shapes in length order), a stock card is its colour index (0-5) or ``6 +``
its shape index, and a crate spot is ``row * 3 + col`` in the crate's own
frame (3 spots along the long side, 2 along the short side).  The
:class:`Catalogue` turns these into the ids the table and the action dicts
use (``red:short_can``, piece ``drink.red:short_can``, card
``stock_card.red``) and back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar
from weakref import WeakKeyDictionary

from ...rulesdata import Rules
from ...table import Table
from ...text import Message, msg
from ..base import IllegalAction, shown_value
from . import texts  # noqa: F401  (the words of the refusals)

T = TypeVar("T")
A = TypeVar("A")
R = TypeVar("R")
EMPTY = -1
SPOTS = 6
COLS, ROWS = 3, 2


def colour_of(drink: int) -> int:
    return drink // 6


def shape_of(drink: int) -> int:
    return drink % 6


def card_matches(card: int, drink: int) -> bool:
    """Whether a stock card names this drink's colour (0-5) or shape (6-11)."""
    return drink // 6 == card if card < 6 else drink % 6 == card - 6


def spot_index(col: int, row: int) -> int:
    return row * COLS + col


def spot_pos(spot: int) -> tuple[int, int]:
    """``(col, row)`` of a spot in its crate's own frame."""
    return spot % COLS, spot // COLS


@dataclass(frozen=True)
class Catalogue:
    """The colour and shape ids of the box, and conversions to and from codes."""

    colours: tuple[str, ...]
    shapes: tuple[str, ...]
    names: dict[str, dict[str, str]]
    cards: dict[str, dict[str, str]] = field(default_factory=dict)  # a stock card's own name, "Colour card (black)", by its id

    @classmethod
    def from_rules(cls, rules: Rules) -> Catalogue:
        data = rules.file("components.yaml")
        axes = data["axes"]
        names = {item["id"]: item["names"] for axis in ("colour", "shape") for item in axes[axis]}
        stock: dict[str, Any] = next((c for c in data.get("components", []) if c.get("id") == "stock_card"), {})
        cards = {v["id"]: dict(v["names"]) for v in stock.get("variants", []) if "names" in v}
        return cls(tuple(c["id"] for c in axes["colour"]), tuple(s["id"] for s in axes["shape"]), names, cards)

    # drinks -------------------------------------------------------------

    def drink_name(self, drink: int) -> str:
        return f"{self.colours[drink // 6]}:{self.shapes[drink % 6]}"

    def drink_piece(self, drink: int) -> str:
        return f"drink.{self.drink_name(drink)}"

    def drink(self, text: Any) -> int:
        """The code of a drink named ``red:short_can`` or ``drink.red:short_can``."""
        if not isinstance(text, str):
            raise IllegalAction(msg("jido.arg.drink", value=shown_value(text)))
        name = text[6:] if text.startswith("drink.") else text
        colour, _, shape = name.partition(":")
        if colour not in self.colours or shape not in self.shapes:
            raise IllegalAction(msg("jido.arg.no_drink", value=shown_value(text), colours=list(self.colours), shapes=list(self.shapes)))
        return self.colours.index(colour) * 6 + self.shapes.index(shape)

    def drink_label(self, drink: int, lang: str = "en") -> str:
        colour = self.names[self.colours[drink // 6]][lang]
        shape = self.names[self.shapes[drink % 6]][lang]
        return f"{colour} {shape}" if lang == "en" else f"{colour}{shape}"

    def drink_names(self, drink: int) -> dict[str, str]:
        """The drink's name in each language (for messages)."""
        return {lang: self.drink_label(drink, lang) for lang in ("en", "ja")}

    # cards --------------------------------------------------------------

    def card_names(self, card: int) -> dict[str, str]:
        """A stock card's name in each language, as the card is called ("Colour card (black)")."""
        name = self.card_name(card)
        return dict(self.cards.get(name) or self.names[name])

    def card_name(self, card: int) -> str:
        return self.colours[card] if card < 6 else self.shapes[card - 6]

    def card_piece(self, card: int) -> str:
        return f"stock_card.{self.card_name(card)}"

    def card(self, text: Any) -> int:
        if not isinstance(text, str):
            raise IllegalAction(msg("jido.arg.card", value=shown_value(text)))
        name = text[11:] if text.startswith("stock_card.") else text
        if name in self.colours:
            return self.colours.index(name)
        if name in self.shapes:
            return 6 + self.shapes.index(name)
        raise IllegalAction(msg("jido.arg.no_card", value=shown_value(text)))

    def colour(self, text: Any) -> int:
        if text not in self.colours:
            raise IllegalAction(msg("jido.arg.no_colour", value=shown_value(text), colours=list(self.colours)))
        return self.colours.index(text)

    # refusals: something the box does not have, in the box's shared words (never a game's message repeating the id)

    def no_drink(self, text: Any) -> Message | None:
        """The box's refusal for what is no drink at all (None for a drink)."""
        return _refusal(self.drink, text)

    def no_card(self, text: Any) -> Message | None:
        """The box's refusal for what is no stock card at all (None for a card)."""
        return _refusal(self.card, text)

    def no_colour(self, text: Any) -> Message | None:
        return _refusal(self.colour, text)

    def no_shape(self, text: Any) -> Message | None:
        if text in self.shapes:
            return None
        return msg("jido.arg.no_shape", value=shown_value(text), shapes=list(self.shapes))

    def no_kind(self, text: Any) -> Message | None:
        """The box's refusal for what is neither a colour nor a shape."""
        if text in self.colours or text in self.shapes:
            return None
        return msg("jido.arg.no_kind", value=shown_value(text), colours=list(self.colours), shapes=list(self.shapes))


def _refusal(read: Callable[[Any], int], text: Any) -> Message | None:
    try:
        read(text)
    except IllegalAction as refused:
        return refused.reason
    return None


def piece_code(piece_id: str, catalogue: Catalogue) -> int:
    """The drink or card code of a table piece id."""
    if piece_id.startswith("drink."):
        return catalogue.drink(piece_id)
    return catalogue.card(piece_id)


def bad_arg(action: dict[str, Any], key: str, why: Message) -> IllegalAction:
    """The refusal of an action whose argument ``key`` is not of its form (a script's words, as the engine's)."""
    return IllegalAction(msg("engine.arg.bad", action=str(action.get("action", "?")), key=key, why=why))


def int_arg(action: dict[str, Any], key: str, lo: int, hi: int) -> int:
    """A whole-number argument of an action, checked to lie in ``lo..hi``."""
    value = action.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise bad_arg(action, key, msg("engine.arg.int", value=shown_value(value)))
    if not lo <= value <= hi:
        raise bad_arg(action, key, msg("engine.arg.range", value=value, lo=lo, hi=hi))
    return value


def choice_arg(action: dict[str, Any], key: str, choices: tuple[Any, ...] | list[Any], default: Any = None) -> Any:
    """An argument that must be one of ``choices`` (``default`` when it is left out and a default is given)."""
    value = action.get(key, default)
    if value not in choices or isinstance(value, bool):
        raise bad_arg(action, key, msg("engine.arg.choice", value=shown_value(value), choices=list(choices)))
    return value


def pos_arg(action: dict[str, Any], key: str, cols: int, rows: int) -> tuple[int, int]:
    """A ``[col, row]`` argument inside a ``cols`` x ``rows`` grid."""
    value = action.get(key)
    if (
        not isinstance(value, (list, tuple))
        or len(value) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        or not (0 <= value[0] < cols and 0 <= value[1] < rows)
    ):
        raise bad_arg(action, key, msg("jido.arg.cell", value=shown_value(value), cols=cols - 1, rows=rows - 1))
    return int(value[0]), int(value[1])


class PerRevision(Generic[T]):
    """A value read from a table, kept until the table changes.

    Between transactions a table changes only by a new revision (a
    transaction made, undone or redone, a state loaded); inside an open
    transaction it changes with every command, so the value is read afresh
    there.  For what the engine asks many times per action (who is to move,
    the recipe map).
    """

    def __init__(self, read: Callable[[Table], T]):
        self.read = read
        self.cache: WeakKeyDictionary[Table, tuple[int, T]] = WeakKeyDictionary()

    def __call__(self, table: Table) -> T:
        if table._open is not None:
            return self.read(table)
        hit = self.cache.get(table)
        if hit is not None and hit[0] == table.revision:
            return hit[1]
        value = self.read(table)
        self.cache[table] = (table.revision, value)
        return value


def position(index: int, size: int) -> int:
    """``index`` into a sequence of ``size`` as a position from its start (a negative one counts from the end).

    Raises IndexError outside it, as a list does; for the lazy move listings that make each move when read.
    """
    if index < 0:
        index += size
    if not 0 <= index < size:
        raise IndexError(index)
    return index


class MadeWhenRead(Sequence[T]):
    """A listing of ``size`` items, each made when read by :meth:`item` (a random bot reads one move of a hundred)."""

    __slots__ = ()  # a subclass may keep its attributes in slots (one listing is made an action)
    size: int

    def __len__(self) -> int:
        return self.size

    def __getitem__(self, index: Any) -> Any:
        if type(index) is int and 0 <= index < self.size:
            return self.item(index)  # a position from the start within (a bot's pick): nothing more to work out
        if isinstance(index, slice):
            return [self.item(i) for i in range(*index.indices(self.size))]
        return self.item(position(index, self.size))

    def item(self, index: int) -> T:
        """The item at ``index``, a position from the start within ``size``."""
        raise NotImplementedError


def kept_last(make: Callable[[A], R]) -> Callable[[A], R]:
    """``make`` with its last answer kept for the same argument, by identity.

    A position asks for what is made from its formation many times over (its
    listing, its checks, the turn's end); hashing the formation for a cache
    costs more than this look-up.
    """
    last: Any = _NOTHING
    answer: Any = None

    def kept(arg: A) -> R:
        nonlocal last, answer  # closure cells: read faster than a list's items (some 28k calls in 30 games)
        if last is not arg:
            answer = make(arg)
            last = arg
        return answer

    kept.__doc__ = make.__doc__
    return kept


_NOTHING = object()
