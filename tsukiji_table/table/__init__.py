"""The generic table: pieces, zones, commands, history, chance, views and saves.

This package imports neither pygame nor pymunk nor the rules data: games
build tables with it, the UI draws views of it.
"""

from __future__ import annotations

from .commands import ABSENT, COMMAND_TYPES, Command, Flip, Move, MoveMoney, Outcome, Rotate, SetPos, SetVar, SetVisibility, Shuffle, command_from_json
from .model import KindInfo, Piece, TableError, Visibility, Zone, ZoneKind
from .money import InsufficientFunds, plan_change, plan_payment
from .save import Autosaver, ReplayReport, SaveError, SaveFile, atomic_write, load_into, read_save, replay, snapshot_of, write_save
from .table import Table, Transaction, Tx, canonical_hash, make_move
from .view import PieceView, TableView, ZoneView, resolve, sees_face, view

__all__ = [
    "ABSENT",
    "COMMAND_TYPES",
    "Command",
    "Flip",
    "Move",
    "MoveMoney",
    "Rotate",
    "SetPos",
    "SetVar",
    "SetVisibility",
    "Outcome",
    "Shuffle",
    "command_from_json",
    "KindInfo",
    "Piece",
    "TableError",
    "Visibility",
    "Zone",
    "ZoneKind",
    "InsufficientFunds",
    "plan_change",
    "plan_payment",
    "Autosaver",
    "ReplayReport",
    "SaveError",
    "SaveFile",
    "read_save",
    "replay",
    "snapshot_of",
    "write_save",
    "atomic_write",
    "load_into",
    "Table",
    "Transaction",
    "Tx",
    "canonical_hash",
    "make_move",
    "PieceView",
    "TableView",
    "ZoneView",
    "resolve",
    "sees_face",
    "view",
]
