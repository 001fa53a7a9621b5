"""Building the table and setting up a game of Tokyo Tsukiji Market.

``build_table`` lays out every zone and puts every base component in the box
(money in the supply).  ``setup`` then plays the rulebook's set-up as logged
transactions: the markets (Mackerel and Boats always, the rest drawn at
random by player count, a first-game preset, or a hand-picked list), each
board's components, and each player's harbor, boat, license, covers and
2,000 yen; it returns the first player (the game's flow begins the turn).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...table import Table, ZoneKind
from ..base import populate
from . import zones as Z
from .boards import add_market
from .data import EXTERNAL, FISH
from .variants import CRASH_TOKEN, partner, set_up_queues, usable_here

if TYPE_CHECKING:
    from ...table import Tx
    from .context import Ctx


class SetupError(ValueError):
    """The options ask for a set-up the rules do not allow."""


def table_sets(ctx: Ctx, options: dict[str, Any]) -> tuple[str, ...]:
    """The component sets on the table: the expansion's with ``expansion=on`` or when a listed market comes in it."""
    if (
        options.get("expansion", "off") == "on"
        or options.get("mandatory_fish", "mackerel") != "mackerel"
        or options.get("barges", "six") != "six"
        or options.get("blue_boat", "off") == "on"
    ):
        return ("base", "expansion")
    text = str(options.get("markets", "random"))
    if text in ("random", "first_game"):
        return ("base",)
    known = [m.strip() for m in text.replace("+", ",").split(",") if m.strip()]
    return ctx.data.sets_of(known)  # an unknown id is refused by the set-up, with its message


def build_table(game_id: str, ctx: Ctx, players: int, options: dict[str, Any], seed: int) -> Table:
    t = Table(game_id, seed, players)
    sets = table_sets(ctx, options)
    market_zones = {mid: [(s, k, dict(e)) for s, k, e in m.zone_specs()] for mid, m in ctx.markets.items() if m.info.set in sets}
    crash = options.get("crash", "off") == "on"
    if crash:  # each external board that can crash has a place for its crash token
        for mid, specs in market_zones.items():
            if ctx.data.markets[mid].raw.get("crash"):
                specs.append(("crash", ZoneKind.STACK, {}))
    Z.build_zones(t, ctx.data, players, options.get("money") == "hidden", market_zones, queues=options.get("order", "random") == "known")
    populate(t, ctx.data.rules, zone=Z.BOX, money_zone=Z.BANK, sets=sets)
    if crash and "expansion" not in sets:  # the crash tokens come in the expansion's box: the variant borrows them alone
        populate(t, ctx.data.rules, zone=Z.BOX, sets=("expansion",), only=[CRASH_TOKEN])
    for pid in sorted(t.pieces):
        if ctx.is_boat(t, pid):
            Z.add_hold(t, ctx.data, pid)
    for m in ctx.markets.values():
        if m.info.set in sets:
            m.add_piece_zones(t)
    return t


def parse_market_list(ctx: Ctx, text: str) -> list[str]:
    """A hand-picked ``markets`` option: market ids separated by commas."""
    ids = [m.strip() for m in str(text).replace("+", ",").split(",") if m.strip()]
    unknown = [m for m in ids if m not in ctx.data.markets]
    if unknown:
        raise ValueError(f"unknown market {unknown[0]!r}; markets: {', '.join(ctx.data.markets)}")
    if len(set(ids)) != len(ids):
        raise ValueError("a market is listed twice")
    return ids


def choose_markets(ctx: Ctx, t: Table, players: int, option: str, mandatory_fish: str = "mackerel", more: str = "0") -> tuple[list[str], int | None]:
    """The markets to use (``more`` added by the "more markets" variant) and the chance counter spent drawing them.

    With the expansion the mandatory fish market is Mackerel or Horse Mackerel
    (``mandatory_fish``); the other one is shuffled into the pile.
    """
    data = ctx.data
    fish = list(data.setup["always"]["fish"])
    if mandatory_fish != "mackerel":
        if mandatory_fish not in data.markets or not ctx.usable(t, mandatory_fish):
            raise SetupError(f"the mandatory fish market {mandatory_fish!r} needs the expansion (--opt expansion=on)")
        fish = [mandatory_fish]
    always = fish + list(data.setup["always"]["external"])
    extra = data.setup["extra_markets"][players]
    counter, rng = t.rng()
    if option == "first_game":
        pre = data.setup["first_game"]
        chosen = always + pre["fish"][: extra["fish"]] + pre["external"][: extra["external"]]
        return _with_more(ctx, t, chosen, more, counter, rng)
    if option != "random":
        picked = [m for m in parse_market_list(ctx, option) if m not in always]
        for m in picked:
            if players < data.markets[m].min_players:
                raise SetupError(f"the {data.markets[m].names['en']} market is not used with fewer than {data.markets[m].min_players} players")
        return _with_more(ctx, t, always + picked, more, counter, rng)
    chosen = list(always)
    for mtype in (FISH, EXTERNAL):
        pool = [m for m, info in data.markets.items() if info.type == mtype and m not in always and players >= info.min_players and ctx.usable(t, m)]
        chosen += rng.sample(pool, min(len(pool), extra[mtype]))
    chosen += paired(ctx, chosen, [m for m in pool if m not in chosen], rng)
    return chosen + more_markets(ctx, t, chosen, more, rng), counter


def _with_more(ctx: Ctx, t: Table, chosen: list[str], more: str, counter: int, rng: Any) -> tuple[list[str], int | None]:
    """A preset or hand-picked set-up with the "more markets" boards added (a chance counter spent only if some were drawn)."""
    extra = more_markets(ctx, t, chosen, more, rng)
    return chosen + extra, counter if extra and more != "all" else None


def more_markets(ctx: Ctx, t: Table, chosen: list[str], option: str, rng: Any) -> list[str]:
    """The "more markets" variant: ``option`` more boards drawn at random from every board left (fish and external alike), or all of them.

    A board drawn brings its Aquarium partner (as at set-up) without counting
    against the number (decision v06).
    """
    pool = [m for m in ctx.data.markets if m not in chosen and usable_here(ctx, t, m)]
    if option in ("0", "none") or not pool:
        return []
    if option == "all":
        return pool
    added = rng.sample(pool, min(len(pool), int(option)))
    for mid in list(added):
        other = partner(ctx, mid)
        if other is not None and other in pool and other not in added:
            added.append(other)
    return added


def paired(ctx: Ctx, chosen: list[str], rest: list[str], rng: Any) -> list[str]:
    """The Aquarium pairing (expansion set-up step 2): either Aquarium brings the other; both drawn, one more external board."""
    pairs: dict[str, str] = {}
    for mid, info in ctx.data.markets.items():
        other = info.raw.get("pairs_with")
        if other is not None:
            pairs[mid], pairs[other] = other, mid
    for mid in chosen:
        other = pairs.get(mid)
        if other is None:
            continue
        if other not in chosen:
            return [other] if other in rest else []
        return rng.sample(rest, 1) if rest else []
    return []


def set_up_markets(ctx: Ctx, t: Table, tx: Tx, options: dict[str, Any]) -> None:
    """The game's variables, the markets in play and their boards' components."""
    players = t.players
    data = ctx.data
    for name, value in (
        ("mode", options.get("mode", "assisted")),
        ("in_play", []),
        ("overfished", []),
        ("prices", {}),
        ("visited", []),
        ("ap", 0),
        ("cart_ap", 0),
        ("phase", "setup"),
        ("turn", 0),
        ("turn_count", 0),
        ("trade_used", False),
        ("freezer_used", False),
    ):
        tx.set_var(name, value)
    each = data.setup["each_player"]
    if options.get("blue_boat", "off") == "on":
        if data.kind_set.get(data.boat_kind.get("blue4", ""), "base") not in table_sets(ctx, options):
            raise SetupError("the blue boat comes with the expansion (--opt expansion=on)")
        tx.set_var("blue_boat", True)
    if options.get("barges", "six") != "six":
        if data.kind_set.get(data.boat_kind.get("barge4", ""), "base") not in table_sets(ctx, options):
            raise SetupError("the 4-slot barges come with the expansion (--opt expansion=on)")
        tx.set_var("barges", options["barges"])
    chosen, counter = choose_markets(
        ctx, t, players, str(options.get("markets", "random")), str(options.get("mandatory_fish", "mackerel")), str(options.get("more_markets", "0"))
    )
    # Step 3 and 4: one mackerel license and one 1-slot boat per player are set aside first,
    # but no license while Horse Mackerel is in use (expansion, step 3).
    no_license = any(data.markets[m].raw.get("no_starting_licenses") for m in chosen)
    lic = [p for p in t.zones[Z.BOX].ids if t.pieces[p].kind == data.license_kind[each["license"]]][:players]
    boats = [p for p in t.zones[Z.BOX].ids if t.pieces[p].kind == data.boat_kind[each["boat"]]][:players]
    for seat in range(players):
        if not no_license:
            tx.move([lic[seat]], Z.licenses(seat))
        tx.move([boats[seat]], Z.berth(seat, ctx.berth_ids[0]))
    if no_license:
        tx.set_var("no_mackerel_licenses", True)
    for k, mid in enumerate(chosen):
        add_market(ctx, t, tx, mid, rng=counter if k == 0 else None)
    if counter is not None:
        tx.reveal()  # the boards drawn at random
    if options.get("crash", "off") == "on":
        tx.set_var("crash", True)
    if options.get("order", "random") == "known":
        set_up_queues(ctx, t, tx)


def set_up_harbors(ctx: Ctx, t: Table, tx: Tx, options: dict[str, Any]) -> int:
    """Each player's harbor, covers and money; returns the first player (drawn at random unless chosen)."""
    players = t.players
    data = ctx.data
    each = data.setup["each_player"]
    start_money = int(data.harbor["start_money"])
    for seat in range(players):
        tx.move([f"harbor_board#{seat + 1}"], Z.harbor_board(seat))
        for size in each["covers"]:
            b = next(x for x in data.berths if x.get("cover") == size)
            piece = next(p for p in t.zones[Z.BOX].ids if t.pieces[p].kind == f"berth_cover.{size}")
            tx.move([piece], Z.cover(seat, int(b["id"])))
        ctx.pay(tx, Z.BANK, Z.money(seat), start_money)
    first = options.get("first", "random")
    if first == "random":
        first = tx.choice("first", list(range(players)))
        tx.reveal()
    else:
        first = int(str(first).removeprefix("seat")) - 1 if str(first).startswith("seat") else int(first)
        if not 0 <= first < players:
            raise SetupError(f"the start player (seat index {first}) is not a seat of a {players}-player game")
        tx.set_var("first", first)
    return int(first)
