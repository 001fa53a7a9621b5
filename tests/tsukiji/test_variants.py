"""The rulebook's variants: the external market crash, the known market order, more markets (decisions v01-v06)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from tsukiji_table.games.contract import check_game
from tsukiji_table.games.script import run_script
from tsukiji_table.games.session import Session, SessionError
from tsukiji_table.games.tsukiji import variants
from tsukiji_table.games.tsukiji import zones as Z
from tsukiji_table.games.tsukiji.conservation import check_end
from tsukiji_table.table.view import view

from .test_invariants import bots_for, play_checked
from .tk_helpers import arrange, ctx, enter, give_tokens, illegal, new_game, play, take

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios" / "tsukiji"
VARIANTS = {"expansion": "on", "crash": "on", "order": "known"}


def _in_play(s: Session) -> list[str]:
    return list(s.table.vars["in_play"])


def _fill_government(s: Session, seat: int = 0) -> None:
    """Both Government spaces one token short of full, and a token in ``seat``'s supply to fill them."""
    arrange(s, [(take(s, "market.mackerel.tokens", 3), "market.government.left")])
    arrange(s, [(take(s, "market.mackerel.tokens", 9), "market.government.right")])
    give_tokens(s, seat, "eel", 1)


def test_known_order_brings_exactly_the_head_of_the_queue() -> None:
    """The scenario's crash brings the external queue's first board, and the queue keeps its order (set-up step 6, changed)."""
    path = SCENARIOS / "known_order_next_board.yaml"
    script = yaml.safe_load(path.read_text(encoding="utf-8"))
    laid = Session.new("tsukiji", script["players"], script["seed"], script["options"]).table.zones[Z.QUEUE_EXTERNAL].ids
    played = run_script(path).session
    t = played.table
    came = [m for m in t.vars["in_play"] if m not in _in_play(Session.new("tsukiji", script["players"], script["seed"], script["options"]))]
    assert came == [ctx(played).data.board_market[laid[0]]]
    assert t.zones[Z.QUEUE_EXTERNAL].ids == laid[1:]


def test_known_order_queues_hold_every_board_not_used_face_up_in_view() -> None:
    s = new_game(2, seed=9, order="known", expansion="on")
    t, c = s.table, ctx(s)
    queued = t.zones[Z.QUEUE_FISH].ids + t.zones[Z.QUEUE_EXTERNAL].ids
    unused = {info.board for m, info in c.data.markets.items() if m not in t.vars["in_play"] and variants.usable_here(c, t, m)}
    assert set(queued) == unused and "market_board.auction" not in queued  # Auction is not used below 3 players (q22)
    assert all(t.pieces[b].face_up for b in queued)
    shown = view(t, 1).zones[Z.QUEUE_FISH].pieces  # every seat sees the boards, in order
    assert [p.kind for p in shown] == [t.pieces[b].kind for b in t.zones[Z.QUEUE_FISH].ids]
    summary = s.game.public_state(t)["tsukiji"]["queues"]
    assert summary["fish"] == [c.data.board_market[b] for b in t.zones[Z.QUEUE_FISH].ids]


def test_known_order_feeds_the_expansion_token_too() -> None:
    s = new_game(3, markets="eel,fugu,influence,rental", order="known", expansion="on")
    head = s.table.zones[Z.QUEUE_FISH].ids[0]
    enter(s, 0, "influence")
    play(s, 0, "buy_expansion", type="fish")
    assert _in_play(s)[-1] == ctx(s).data.board_market[head]
    assert head not in s.table.zones[Z.QUEUE_FISH].ids


def test_government_full_closes_and_a_new_external_board_comes_in() -> None:
    s = new_game(2, markets="eel,fugu,salmon,government,rental", crash="on")
    _fill_government(s)
    before = _in_play(s)
    enter(s, 0, "government", pay="free")
    token = s.table.zones[Z.supply(0)].ids[0]
    play(s, 0, "donate", token=token, space="right")
    t = s.table
    assert t.vars["crashed"] == {"government": "closed"}
    crash = t.zones["market.government.crash"].ids
    assert len(crash) == 1 and not t.pieces[crash[0]].face_up  # the Closed side
    new = [m for m in _in_play(s) if m not in before]
    assert len(new) == 1 and ctx(s).data.markets[new[0]].type == "external"
    play(s, 0, "leave")
    assert "closed" in illegal(s, 0, "enter", market="government", pay="free")


def test_crash_needs_the_option() -> None:
    s = new_game(2, markets="eel,fugu,salmon,government,rental")
    _fill_government(s)
    enter(s, 0, "government", pay="free")
    play(s, 0, "donate", token=s.table.zones[Z.supply(0)].ids[0], space="right")
    assert "crashed" not in s.table.vars and "market.government.crash" not in s.table.zones


def test_rental_closed_sends_used_items_to_the_box() -> None:
    """Items held when Rental closes stay usable; used up, they go to the box (v05)."""
    s = new_game(2, markets="eel,fugu,salmon,government,rental", crash="on")
    freezers, carts = take(s, "market.rental.freezer", 2), take(s, "market.rental.cart", 2)
    arrange(s, [(freezers[:1] + carts, Z.BOX), (freezers[1:], Z.licenses(0))])
    with s.table.begin("flow") as tx:  # the referee looks after every action: an empty Rental crashes
        variants.check_crashes(ctx(s), s.table, tx)
    assert s.table.vars["crashed"] == {"rental": "closed"}
    with s.table.begin("used up") as tx:
        ctx(s).markets["rental"].give_back(s.table, tx, freezers[1])
    assert s.table.pieces[freezers[1]].zone == Z.BOX


def test_a_crash_with_no_external_board_left_still_crashes() -> None:
    s = new_game(2, markets="eel,fugu,salmon,government,rental", crash="on", more_markets="all")
    before = _in_play(s)
    _fill_government(s)
    enter(s, 0, "government", pay="free")
    play(s, 0, "donate", token=s.table.zones[Z.supply(0)].ids[0], space="right")
    assert s.table.vars["crashed"] == {"government": "closed"} and _in_play(s) == before  # v03


def test_a_crash_that_brings_an_aquarium_brings_both() -> None:
    """With the expansion, Aquarium or New Aquarium drawn in a crash comes with the other (v04)."""
    for seed in range(1, 40):
        s = new_game(2, markets="eel,fugu,salmon,government,rental", seed=seed, crash="on", order="known", expansion="on")
        if s.table.zones[Z.QUEUE_EXTERNAL].ids[0] in ("market_board.aquarium", "market_board.new_aquarium"):
            break
    else:
        pytest.skip("no seed puts an Aquarium first")
    _fill_government(s)
    enter(s, 0, "government", pay="free")
    play(s, 0, "donate", token=s.table.zones[Z.supply(0)].ids[0], space="right")
    assert {"aquarium", "new_aquarium"} <= set(_in_play(s))


@pytest.mark.parametrize("players", [2, 4, 6])
def test_more_markets_adds_that_many_boards_at_random_or_all(players: int) -> None:
    plain = _in_play(Session.new("tsukiji", players, 5, {}))
    two = _in_play(Session.new("tsukiji", players, 5, {"more_markets": "2"}))
    assert len(two) in (len(plain) + 2, len(plain) + 3)  # an Aquarium brings its partner (v06)
    every = Session.new("tsukiji", players, 5, {"more_markets": "all", "expansion": "on"})
    c = ctx(every)
    assert set(_in_play(every)) == {m for m in c.data.markets if variants.usable_here(c, every.table, m)}
    assert ("auction" in _in_play(every)) == (players >= 3)


def test_more_markets_refuses_a_word() -> None:
    with pytest.raises(SessionError, match="number of boards"):
        Session.new("tsukiji", 2, 1, {"more_markets": "many"})


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_contract_with_the_expansion_and_every_variant(players: int) -> None:
    run = check_game("tsukiji", players, seed=17, options={**VARIANTS, "more_markets": "2"}, max_actions=150)
    assert run.actions > 0 or run.over


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_ledger_holds_after_every_action_with_the_expansion_and_every_variant(players: int) -> None:
    for k in range(2):
        options = {"mode": "strict", **VARIANTS, "more_markets": "3" if k else "0"}
        session = play_checked(players, 7000 * players + k, bots_for(k, players), options)
        if session.game.is_over(session.table):
            check_end(session.game, session.table)
