"""How the program sets Python's cyclic garbage collector (once, at start-up).

A game's log is thousands of small objects (a transaction, its commands,
their tuples) that live until the game ends and never form a cycle: the
table keeps no reference back from a command or a transaction, so whatever
is dropped dies by reference count.  Python's default collector still walks
the whole heap every time the old generation has grown by a quarter, so a
long self-play or a long game spends more time rescanning its own log than
playing (``scripts/bench_table.py``: about a third of the commands' time
went to full collections), and in the window each of those walks is a
pause of tens of milliseconds.

:func:`collect_for_long_logs` keeps the two young generations as Python
has them (garbage cycles of a frame or a physics run are found as soon as
before) and considers a full collection ten times less often; it also
freezes what start-up made (modules, rules data, fonts), which lives as
long as the process and need never be walked again.  The command line calls
it first thing; the benchmark calls it too, so it measures the table as the
program runs it (``--python-gc`` measures it under Python's defaults).

What is left of the collector's time is not the log: Python 3.11's young
collections walk only the objects made since the last one, so each object a
command keeps (its Transaction, the commands tuple, the command: about three
per command) is walked once in the first generation and once in the second,
whatever the log's length.  Measured on the benchmark (issue 11, with a
timer on ``gc.callbacks``): about 0.35 s first, 0.25 s second and 0.07 s full
collections out of about 5 s.  A larger first threshold (5,000 or 50,000)
walks the same objects in fewer, longer collections (no gain, longer
pauses); freezing from time to time only removes full collections, already
rare; freezing after every young collection saves the second walk (about 4%
of the benchmark) but would keep for ever any cycle alive at that moment
that dies later (a flick's pymunk bodies, a traceback), so it is not done.
Fewer objects kept per command is what would cut it.

What is done instead: every young collection takes the middle generation
too (its threshold is -1, which a count of collections always exceeds), so
an object kept is walked once while young, not twice, and then lies in
the old generation; full collections are then considered after a thousand
young collections, as after a hundred middle ones before.  The same
cycles are found as soon as before.  About 3% fewer instructions on
``scripts/bench_table.py`` (issue 11).  Python 3.14's incremental collector
reads the thresholds otherwise, so there the earlier setting stays.
"""

from __future__ import annotations

import gc
import sys

# Python's defaults are (700, 10, 10): a full collection is considered after
# ten collections of the middle generation.  Here every young collection takes
# the middle generation (see the module docstring) and a full collection is
# considered after a thousand of them.
THRESHOLDS = (700, -1, 1000) if sys.version_info < (3, 14) else (700, 10, 100)


def collect_for_long_logs() -> None:
    """Set the collector for a process that keeps long logs (see the module docstring)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*THRESHOLDS)
