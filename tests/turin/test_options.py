"""Options: the goose house rules, the three-game series, the list card side."""

from __future__ import annotations

import pytest

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.selfplay import play_game

from .helpers import act, bid_all, choose_all, money, new, pass_sales, phase, pick_all


def test_goose_is_off_by_default_and_stays_in_the_box() -> None:
    s = new(3)
    assert s.table.pieces["goose"].zone == "box"


def test_goose_tiebreak_tied_players_agree_and_its_holder_loses() -> None:
    s = new(3, goose="tiebreak")
    assert s.table.pieces["goose"].zone == "goose"
    choose_all(s)
    bid_all(s, [2, 2, 1])
    assert phase(s) == "goose" and s.game.to_move(s.table) == [0]
    assert {a["to"] for a in s.game.legal_actions(s.table, 0) if a["action"] == "goose"} == {0, 1}
    with pytest.raises(IllegalAction, match="tied seats"):
        act(s, 0, "goose", to=2)
    act(s, 0, "goose", to=1)
    ranks = {r["seat"]: r["rank"] for r in s.table.vars["result"]}
    assert ranks == {0: 1, 1: 2, 2: 3}
    assert s.table.pieces["goose"].zone == "p1.goose"
    assert money(s, 1) == 13  # no re-bid money: it pays its bid of 2 for its card


def test_goose_holder_hands_it_on_at_the_next_tie_and_loses_ties_it_is_in() -> None:
    s = new(3, goose="tiebreak")
    choose_all(s)
    bid_all(s, [2, 2, 1])
    act(s, 0, "goose", to=1)
    pick_all(s)
    pass_sales(s)
    choose_all(s)
    bid_all(s, [3, 1, 3])  # seats 0 and 2 tie; the holder (seat 1) decides
    assert s.game.to_move(s.table) == [1]
    act(s, 1, "goose", to=0)
    assert {r["seat"]: r["rank"] for r in s.table.vars["result"]} == {2: 1, 0: 2, 1: 3}
    pick_all(s)
    pass_sales(s)
    choose_all(s)
    bid_all(s, [2, 2, 0])  # the holder (seat 0) is in the tie: it loses, nobody is asked
    assert phase(s) != "goose"
    assert {r["seat"]: r["rank"] for r in s.table.vars["result"]}[0] == 2


def test_goose_handicap_counts_one_higher_and_pays_the_real_bid() -> None:
    s = new(3, goose="handicap")
    choose_all(s)
    bid_all(s, [3, 2, 1])
    pick_all(s)  # seat 0 takes 2 cards, seat 1 one: seat 2 has no chip
    assert s.table.pieces["goose"].zone == "p2.goose"
    pass_sales(s)
    choose_all(s)
    bid_all(s, [2, 0, 2])  # seat 2's 2 counts as 3
    first = next(r for r in s.table.vars["result"] if r["rank"] == 1)
    assert first["seat"] == 2 and first["pays"] == 2


def test_three_game_series_adds_the_scores() -> None:
    result, s = play_game("turin", 3, 12, ["heuristic", "random", "random"], {"series": 3})
    score = s.game.score(s.table)
    assert len(score["games"]) == 3
    assert score["scores"] == [sum(g[x] for g in score["games"]) for x in range(3)]
    assert result.scores == score["scores"]
    assert s.table.vars["game"] == 3 and len(s.table.vars["finals"]) == 3


def test_series_interlude_waits_for_next_game_and_deals_afresh() -> None:
    s = new(2, series=3, mode="free")
    act(s, 0, "end_game")
    assert phase(s) == "interlude" and not s.game.is_over(s.table)
    assert list(s.game.legal_actions(s.table, 1)) == [{"action": "next_game"}]
    with pytest.raises(IllegalAction, match="possible now: .*Next game"):
        act(s, 1, "take_loan")
    act(s, 1, "next_game")
    assert s.table.vars["game"] == 2 and phase(s) == "choose"
    assert [money(s, x) for x in range(2)] == [15, 15]
    assert [len(s.table.in_zone(f"p{x}.hand")) for x in range(2)] == [6, 6]


def test_list_side_changes_the_bonuses() -> None:
    scores = {}
    for side in ("classic", "new"):
        s = new(2, mode="free", list=side)
        act(s, 0, "move", piece="c01", to="p0.won")  # grapes 3
        act(s, 0, "end_game")
        grapes = next(g for g in s.game.score(s.table)["goods"] if g["good"] == "grapes")
        scores[side] = grapes["bonus"]
    assert scores["classic"] == 6 and scores["new"] != 6


def test_unknown_option_value_is_refused() -> None:
    from tsukiji_table.games.session import SessionError

    with pytest.raises(SessionError, match="goose"):
        new(2, goose="duck")
