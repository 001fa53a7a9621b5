"""Per-transaction fingerprints: what a replay compares step by step."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tsukiji_table.table import Table, Visibility, replay

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
    assert all(tx.digest.startswith("3:") and len(tx.digest) == 18 for tx in t.done)
    assert replay(make_table(), list(t.done), t.state_hash()).ok


def test_a_piece_landing_on_a_pile_of_another_size_is_caught_at_that_step():
    t = make_table()
    _play(t)
    log = list(t.done)
    # Without step 1 the pile step 4 lays card#11 on holds one card fewer: the
    # move still applies (card#11 is where it says), the fingerprint does not match.
    report = replay(make_table(), log[:1] + log[2:], t.state_hash())
    assert not report.ok and report.step == 3 and "do not end where the log recorded" in report.message


def _relabelled(t: Table, fingerprint: str) -> list:
    """``t``'s log with each step's fingerprint of the kind an older save carries (``digest_v1`` or ``digest_v2``)."""
    fresh = make_table()
    log = []
    for tx in t.done:
        fresh.apply_transaction(tx)
        log.append(replace(tx, digest=getattr(fresh, fingerprint)([c.touched() for c in tx.commands])))
    return log


@pytest.mark.parametrize("fingerprint", ["digest_v1", "digest_v2"])
def test_saves_written_with_older_fingerprints_still_replay_and_still_catch_a_change(fingerprint):
    t = make_table()
    _play(t)
    old_log = _relabelled(t, fingerprint)
    assert not any(tx.digest.startswith("3:") for tx in old_log)
    assert replay(make_table(), old_log, t.state_hash()).ok
    report = replay(make_table(), old_log[:1] + old_log[2:], t.state_hash())
    assert not report.ok and report.step == 3


def test_a_fingerprint_counts_each_fact_it_names():
    """Side, turn, position and zone of a piece; size, top, coins and visibility of a zone."""
    t = make_table()
    _play(t)
    piece = [(("token#3",), (), ())]
    zone = [((), ("discard",), ())]
    purse = [((), ("p0.money",), ())]
    seen = {t.digest(piece), t.digest(zone), t.digest(purse)}
    t.pieces["token#3"].face_up = False
    seen.add(t.digest(piece))
    t.pieces["token#3"].rot = 90
    seen.add(t.digest(piece))
    t.pieces["token#3"].pos = (12.5, 40.5)
    seen.add(t.digest(piece))
    t.zones["discard"].ids.append(t.zones["discard"].ids.pop(0))  # same size, another top
    seen.add(t.digest(zone))
    t.zones["discard"].ids.insert(0, "card#0")  # another size, the same top
    seen.add(t.digest(zone))
    t.zones["discard"].visibility = Visibility.NOBODY
    seen.add(t.digest(zone))
    t.zones["p0.money"].coins[100] = t.zones["p0.money"].coins.get(100, 0) + 1
    seen.add(t.digest(purse))
    assert len(seen) == 3 + 7  # the three at the start, then one for each change


def test_fingerprints_and_payments_are_the_ones_saves_already_carry():
    """Saves hold each step's fingerprint and the coins each payment moved: a faster table
    must still compute the fingerprints older saves carry, and pay with the same coins, or
    every save made before would stop replaying.  (The "2:" values are those the table
    wrote when "2:" fingerprints were introduced; the "3:" ones those of the first table
    that wrote "3:".)"""
    t = make_table()
    _play(t)
    assert [tx.digest for tx in _relabelled(t, "digest_v2")] == [
        "2:ca2b4fb33ff32b36",
        "2:76ae82852e413a85",
        "2:e16e657bf89af4ca",
        "2:f397662bed23f164",
        "2:7a0a5acfa0356344",
    ]
    assert [tx.digest for tx in t.done] == ["3:a3acafebf0d18772", "3:8ca094d3b6106a34", "3:3c2174c51fd65720", "3:07b6183fe069bca5", "3:94f53872d660ddaa"]
    (payment,) = t.done[3].commands
    assert payment.to_json()["legs"] == [["p0.money", "p1.money", [[1000, 1]]], ["p1.money", "p0.money", [[100, 2], [500, 1]]]]
