"""Every Tsukiji game ends: the stalled-position reading (q45) and the turn limit (q47)."""

from __future__ import annotations

from tsukiji_table.games.selfplay import play_game
from tsukiji_table.games.session import Session
from tsukiji_table.games.tsukiji import zones as Z
from tsukiji_table.games.tsukiji.turn import _READINGS, _fingerprint

from .tk_helpers import arrange, ctx, new_game, play, take


def test_identical_pieces_swapped_are_the_same_position_q45() -> None:
    """Licence #1 or licence #2 of a market in a harbor is one position, so a loop that swaps them is seen."""
    a, b = new_game(3), new_game(3)
    market = Z.market("mackerel", "licenses")
    first, second = take(a, market, 2)
    arrange(a, [([first], Z.licenses(1))])
    arrange(b, [([second], Z.licenses(1))])
    assert _fingerprint(a.table, 0) == _fingerprint(b.table, 0)


def test_a_bag_shuffled_is_the_same_position_q45() -> None:
    s = new_game(3)
    before = _fingerprint(s.table, 0)
    with s.table.begin("shuffle") as tx:
        tx.shuffle(Z.BAG)
    assert s.table.zones[Z.BAG].ids and _fingerprint(s.table, 0) == before


def _first_reading(s: Session, seat: int) -> str:
    """The fingerprint of the table read from scratch, leaving what the table's readings keep as it was."""
    kept = _READINGS.pop(s.table, None)
    try:
        return _fingerprint(s.table, seat)
    finally:
        if kept is not None:
            _READINGS[s.table] = kept


def test_a_position_read_again_reads_as_it_would_the_first_time_q45() -> None:
    """Each zone's part of the fingerprint is kept between readings: after moves, boards turned over by crashes and undo,
    every reading is the one a first reading of the table gives (the values are in every save's log)."""
    readings: list[int] = []
    turned: set[str] = set()

    def compare(s: Session) -> None:
        turned.update(p for p, q in s.table.pieces.items() if not q.face_up)
        if len(s.table.done) % 5 == 0:  # a few actions between readings, as between two turns
            readings.append(len(s.table.done))
            assert _fingerprint(s.table, 1) == _first_reading(s, 1)

    _, s = play_game("tsukiji", 4, 3, ["heuristic"] * 4, options={"expansion": "on", "crash": "on"}, check=compare)
    assert len(readings) > 100 and turned
    for _ in range(40):
        s.table.undo()
        assert _fingerprint(s.table, 2) == _first_reading(s, 2)


def test_a_position_read_inside_an_abandoned_transaction_is_read_again_q45() -> None:
    """A reading made while a transaction was open, whose changes were then taken back, does not stand for the table."""
    s = new_game(3)
    t = s.table
    before = _fingerprint(t, 0)
    licence = take(s, Z.market("mackerel", "licenses"), 1)[0]
    try:
        with t.begin("tried") as tx:
            tx.move([licence], Z.licenses(1))
            tx.flip([licence])
            assert _fingerprint(t, 0) == _first_reading(s, 0) != before
            raise RuntimeError("abandoned")
    except RuntimeError:
        pass
    assert _fingerprint(t, 0) == _first_reading(s, 0) == before


def test_a_position_read_inside_one_transaction_is_not_taken_for_the_next_q45() -> None:
    """The table serves every transaction with one Tx object: a reading made inside one names its place by that
    transaction's own commands, so the next transaction's changes are read in full."""
    s = new_game(3)
    t = s.table
    first, second = take(s, Z.market("mackerel", "licenses"), 2)
    with t.begin("one") as tx:
        tx.move([first], Z.licenses(1))
        _fingerprint(t, 0)
    with t.begin("two") as tx:
        tx.move([second], Z.licenses(2))
        tx.flip([second])
        assert _fingerprint(t, 0) == _first_reading(s, 0)
    assert _fingerprint(t, 0) == _first_reading(s, 0)


def test_the_turn_limit_triggers_the_end_like_a_condition_q47() -> None:
    s = new_game(3)
    t = s.table
    limit = int(ctx(s).data.harbor["end_trigger"]["turns_per_player"]) * 3
    arrange(s, [], turn_count=limit - 1)
    seat = t.vars["turn"]
    for _ in range(2):
        play(s, seat, "fish")
        play(s, seat, "end_fishing")
    # The next turn is the limit's: the end is triggered as it begins.
    assert t.vars["end"] == {"by": (seat + 1) % 3, "why": "turn_limit", "left": 3}
    for _ in range(3):
        seat = t.vars["turn"]
        if t.vars["phase"] == "start":
            play(s, seat, "start_actions")
        for _ in range(2):
            play(s, seat, "fish")
            play(s, seat, "end_fishing")
    assert s.game.is_over(t) and s.game.score(t)["winner"]


def test_six_random_players_seed_64_end_q47() -> None:
    """The game that ran 100,000 actions: everyone broke and boatless, wandering without repeating a position."""
    result, session = play_game("tsukiji", 6, 64, ["random"] * 6, max_actions=20_000)
    assert session.game.is_over(session.table)
    assert result.turns <= 6 * int(ctx(session).data.harbor["end_trigger"]["turns_per_player"]) + 6
