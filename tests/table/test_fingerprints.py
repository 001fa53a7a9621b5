"""Per-transaction fingerprints: what a replay compares step by step."""

from __future__ import annotations

from dataclasses import replace

from tsukiji_table.table import Table, replay

from .conftest import make_table


def _play(t: Table) -> None:
    with t.begin("deal") as tx:
        tx.move(["card#11", "card#10"], "p0.hand")
    with t.begin("discard") as tx:
        tx.move(["card#9"], "discard")
    with t.begin("place") as tx:
        tx.move(["token#3"], "area", pos=[(12.5, 40.25)])
        tx.set_var("phase", "market")
    with t.begin("pay", seat=0) as tx:
        tx.pay("p0.money", "p1.money", 300, bank="bank")
    with t.begin("show") as tx:
        tx.move(["card#11"], "discard")


def test_a_replay_compares_each_steps_fingerprint():
    t = make_table()
    _play(t)
    assert all(tx.digest.startswith("2:") for tx in t.done)
    assert replay(make_table(), list(t.done), t.state_hash()).ok


def test_a_piece_landing_on_a_pile_of_another_size_is_caught_at_that_step():
    t = make_table()
    _play(t)
    log = list(t.done)
    # Without step 1 the pile step 4 lays card#11 on holds one card fewer: the
    # move still applies (card#11 is where it says), the fingerprint does not match.
    report = replay(make_table(), log[:1] + log[2:], t.state_hash())
    assert not report.ok and report.step == 3 and "do not end where the log recorded" in report.message


def test_saves_written_with_the_first_fingerprints_still_replay_and_still_catch_a_change():
    t = make_table()
    _play(t)
    # Saves written before "2:" fingerprints hold the first kind (whole zone orders, values).
    fresh = make_table()
    old_log = []
    for tx in t.done:
        fresh.apply_transaction(tx)
        old_log.append(replace(tx, digest=fresh.digest_v1(c.touched() for c in tx.commands)))
    assert not any(tx.digest.startswith("2:") for tx in old_log)
    assert replay(make_table(), old_log, t.state_hash()).ok
    report = replay(make_table(), old_log[:1] + old_log[2:], t.state_hash())
    assert not report.ok and report.step == 3


def test_fingerprints_and_payments_are_the_ones_saves_already_carry():
    """Saves hold each step's "2:" fingerprint and the coins each payment moved: a faster
    table must write the same ones, or every save made before would stop replaying.
    (The values are those the table wrote when "2:" fingerprints were introduced.)"""
    t = make_table()
    _play(t)
    assert [tx.digest for tx in t.done] == ["2:ca2b4fb33ff32b36", "2:76ae82852e413a85", "2:e16e657bf89af4ca", "2:f397662bed23f164", "2:7a0a5acfa0356344"]
    (payment,) = t.done[3].commands
    assert payment.to_json()["legs"] == [["p0.money", "p1.money", [[1000, 1]]], ["p1.money", "p0.money", [[100, 2], [500, 1]]]]
