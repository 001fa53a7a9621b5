"""The heuristic bot plays on when nothing scores well, so bots' games end by the rules' own end conditions, not by q45."""

from __future__ import annotations

import random

from tsukiji_table.games.selfplay import play_game
from tsukiji_table.games.session import Session
from tsukiji_table.games.tsukiji import zones as Z
from tsukiji_table.games.tsukiji.bots import HeuristicBot

from .tk_helpers import arrange, ctx, new_game


def test_two_heuristic_bots_beside_a_broke_seat_play_on_to_an_end_condition() -> None:
    """With the expansion this game went round in circles: one seat broke, the other fishing with no license and passing (q45)."""
    result, session = play_game("tsukiji", 2, 10, ["heuristic", "heuristic"], options={"expansion": "on"})
    t = session.table
    assert not t.vars.get("stalled")
    assert t.vars["end"]["why"] in ("money", "resources", "seas_empty")
    assert result.winner


def test_a_bot_with_money_but_no_license_does_not_spend_its_turn_on_an_empty_fishing_trip() -> None:
    """Fishing does nothing without a license or a load: the bot buys a license instead, the only way its fleet fishes again."""
    s = new_game(2, first=1)
    t, c = s.table, ctx(s)
    licenses = list(t.zones[Z.licenses(1)].ids)
    arrange(s, [(licenses, Z.BOX)], pay={0: 0, 1: 1200}, phase="main", starting=False)
    seat = 1
    assert t.vars["turn"] == seat and not any(c.species(t, x) for x in c.licenses(t, seat))
    bot = HeuristicBot(seat, random.Random(0))
    chosen = bot.act(s.game, t, seat)
    assert chosen["action"] != "fish"
    assert chosen["action"] == "enter" and c.data.markets[chosen["market"]].type == "fish"
    s.play(seat, chosen)
    assert bot.act(s.game, t, seat)["action"] == "buy_license"


def test_a_rented_freezer_is_no_license_to_fish_with() -> None:
    s = new_game(2)
    t = s.table
    freezer = t.zones["market.rental.freezer"].ids[:1]
    arrange(s, [(list(t.zones[Z.licenses(0)].ids), Z.BOX), (freezer, Z.licenses(0))])
    bot = HeuristicBot(0, random.Random(0))
    assert bot.score(ctx(s), t, 0, {"action": "fish"}) < 0
    arrange(s, [(take_license(s, "eel"), Z.licenses(0))])
    assert bot.score(ctx(s), t, 0, {"action": "fish"}) > 0


def take_license(s: Session, mid: str) -> list[str]:
    return s.table.zones[Z.market(mid, "licenses")].ids[-1:]
