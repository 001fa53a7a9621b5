"""What a variable held when a transaction was made, for log lines written long after it.

The log is rendered again whenever it is shown, from the table as it is
then: a line that names whose turn came next must read it from the history,
not from the table now.
"""

from __future__ import annotations

from typing import Any

from ...table import SetVar, Table, Transaction


def var_after(table: Table, tx: Transaction, name: str, default: Any = None) -> Any:
    """The value of variable ``name`` just after ``tx`` (``default`` if it was never set)."""
    value = default
    for done in table.done:
        for command in done.commands:
            if isinstance(command, SetVar) and command.name == name:
                value = None if command.delete else command.after
        if done is tx:
            break
    return value
