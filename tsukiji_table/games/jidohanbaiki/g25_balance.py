"""G25 with balance: the basket pushed by the architect, what falls out is lost.

「バランス要素を含む場合には、買い物かごに購入アイテムを置きます。一旦置いたアイテムには、
その後、直接触れることはできず、建築家コマを使ってかごを押します。買い物かごから落ちたアイテムは
紛失したものとして破棄します。」  Our reading (decisions g25-balance-push, g25-balance-falls):

* every walk pushes the basket: towards where the walk ends, as hard as the
  fewest circles to there (a walk of three is a harder shove than one);
  with the mouse, dragging or clicking the architect to a circle *is* the push;
* the basket is the table-top model's (:mod:`...physics.tabletop.basket`):
  its drinks stand in it and the push jolts them all at once; a drink that
  is knocked over (no longer standing, as A8 reads 倒す) or leaves over the
  rim has fallen out and goes to ``lost``, out of the game;
* the flat pieces (laundry, fish pieces, newspapers, detergent) lie on the
  basket's floor and never fall (the model has no flat piece that can tip).

The basket's layout is the variable ``basket`` (a field per seat, JSON).  The
push is worked out once through ``tx.outcome`` like a die roll: undo and
replay hand the recorded answer back and never simulate again.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ...physics.recording import drink_piece
from ...physics.tabletop import FieldState, FlickResult
from ...physics.tabletop.basket import basket_field, fallen, put_in, simulate_push
from ...table import Table, Tx

if TYPE_CHECKING:
    from .g25 import Shopping

VAR = "basket"
OUTCOME = "g25.push"
LOST = "lost"


def on(table: Table) -> bool:
    return bool(table.vars.get("balance"))


def basket_of(game: Shopping, table: Table, seat: int) -> FieldState:
    """The seat's basket as it stands (empty if nothing was ever put in)."""
    raw = (table.vars.get(VAR) or {}).get(str(seat))
    return FieldState.from_json(raw) if raw else basket_field(game.tabletop, game.basket_size)


def cart_drinks(table: Table, seat: int) -> list[str]:
    return [p.removeprefix("drink.") for p in table.zones[f"p{seat}.cart"].ids if p.startswith("drink.")]


def loaded(game: Shopping, table: Table, seat: int) -> FieldState:
    """The basket with the cart's drinks in it: those gone from the cart taken out, new ones stood as near the middle as fits."""
    basket = basket_of(game, table, seat)
    drinks = cart_drinks(table, seat)
    basket = basket.without([d for d in basket.drink_ids() if d not in drinks])
    basket, _no_room = put_in(game.tabletop, basket, [d for d in drinks if d not in basket.drink_ids()])
    return basket


def push_power(game: Shopping, steps: int) -> float:
    return min(1.0, float(game.data["balance"]["push_per_circle"]) * max(1, steps))


def push(game: Shopping, tx: Tx, table: Table, seat: int, frm: str, to: str) -> list[str]:
    """Push the basket along the walk ``frm`` -> ``to``: the drinks that fall go to ``lost`` (returned)."""
    basket = loaded(game, table, seat)
    no_room = [d for d in cart_drinks(table, seat) if d not in basket.drink_ids()]
    (x0, y0), (x1, y1) = game.shop.circles[frm], game.shop.circles[to]
    angle = math.degrees(math.atan2(y1 - y0, x1 - x0)) % 360.0
    steps = game.shop.distances(to).get(frm, 1)
    counter, rng = table.rng()
    seed = rng.randrange(2**31)
    standing = [d for d in basket.drinks if d.state == "standing"]
    after, lost = basket, list(no_room)
    if standing:
        made: list[FlickResult] = []

        def work_out() -> dict[str, Any]:
            made.append(simulate_push(basket, angle, push_power(game, steps), seed, spec=game.tabletop))
            return {"fell": fallen(made[0]), "after": made[0].after.to_json()}

        answer = tx.outcome(OUTCOME, work_out)
        lost += [d for d in answer["fell"] if d not in lost]
        after = FieldState.from_json(answer["after"])
    after = after.without(lost)
    kept = dict(table.vars.get(VAR) or {})
    kept[str(seat)] = after.to_json()
    tx.set_var(VAR, kept, rng=counter)  # the wobble's draw is taken whether or not anything stood in the basket
    if lost:
        tx.move([drink_piece(d) for d in lost], LOST)
    return lost


def emptied(tx: Tx, table: Table, seat: int) -> None:
    """The cart was emptied at the exit: the basket starts again empty."""
    kept = dict(table.vars.get(VAR) or {})
    if kept.pop(str(seat), None) is not None:
        tx.set_var(VAR, kept)
