#!/usr/bin/env python3
"""Hand the program every kind of bad input we know of, then random mutations of valid files.

    python scripts/attack_inputs.py                 # every class, 200 mutations per kind
    python scripts/attack_inputs.py --mutations 0   # only the named classes
    python scripts/attack_inputs.py --kinds save,script --mutations 500
    python scripts/attack_inputs.py --mutations 0 --only g19,override   # classes whose name holds a word
    python scripts/attack_inputs.py --list                              # the classes' names

Each named class is one way to break an input (a rules file deleted, an
alias bomb, a save with 99 players, ``screenshot -o`` a folder ...), tried
through the real command line in this process.  A class passes when every
trial answers with the exit code it should (1 or 2 for a problem, 0 where
the input is fine after all), a message naming the problem, no traceback,
within the time limit.  Then :mod:`tsukiji_table.cli.inputs` mutates valid
rules, overrides, saves, scripts, tower states and puzzles at random.
Prints each failure, then ``RESULT classes=N classes_passed=P trials=T
mutations=M mutations_passed=Q failures=F``.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import sqlite3
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tsukiji_table.cli.inputs import KINDS, _judge, _load_command, alias_bomb, attempt, games_of_box, mutate, run_cli, scratch, start_script  # noqa: E402
from tsukiji_table.games.sweep import TimeLimit, refereed_games, time_limit  # noqa: E402
from tsukiji_table.paths import rules_root  # noqa: E402
from tsukiji_table.table import canonical_hash  # noqa: E402

PROBLEM = {1, 2}
DEEP = "[" * 5000 + "]" * 5000
DEEPER = "[" * 100_000 + "]" * 100_000


@dataclass
class Trial:
    argv: list[str]
    codes: set[int]
    names: str = ""  # a pattern the message must hold (the file and line it blames)


@dataclass
class Case:
    name: str
    trials: Callable[[Path], list[Trial]]


def rules_with(work: Path, box: str, file: str, change: Callable[[str], str | bytes | None]) -> Path:
    """A copy of our rules with one file changed (``None``: deleted)."""
    root = work / f"rules-{len(list(work.glob('rules-*')))}"
    shutil.copytree(rules_root(), root)
    path = root / box / file
    new = change(path.read_text(encoding="utf-8"))
    if new is None:
        path.unlink()
    elif isinstance(new, bytes):
        path.write_bytes(new)
    else:
        path.write_text(new, encoding="utf-8")
    return root


def check_and_start(root: Path, work: Path, box: str) -> list[Trial]:
    out = [Trial(["rules", "check", "--rules-dir", str(root)], PROBLEM)]
    out += [Trial(["script", str(start_script(work, g)), "--rules-dir", str(root)], PROBLEM) for g in games_of_box(box)]
    return out


def rules_case(name: str, box: str, file: str, change: Callable[[str], str | bytes | None], codes: set[int] = PROBLEM) -> Case:
    def trials(work: Path) -> list[Trial]:
        out = check_and_start(rules_with(work, box, file, change), work, box)
        for trial in out:
            trial.codes = codes
        return out

    return Case(name, trials)


def write(work: Path, name: str, text: str | bytes) -> Path:
    path = work / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


# A number on a line of its own (``key: 12  # comment``): the value a per-file class breaks.
NUMBER_LINE = re.compile(r"^( *)([A-Za-z_][\w-]*):[ \t]+-?\d+(\.\d+)?[ \t]*(#.*)?$", re.M)


def first_number(text: str, top_level: bool = False) -> tuple[int, str, str] | None:
    """(line number, indent, key) of the first number-valued key of a rules file, if any."""
    for m in NUMBER_LINE.finditer(text):
        if not top_level or not m.group(1):
            return text.count("\n", 0, m.start()) + 1, m.group(1), m.group(2)
    return None


def with_value(text: str, line: int, indent: str, key: str, value: str) -> str:
    lines = text.split("\n")
    lines[line - 1] = f"{indent}{key}: {value}"
    return "\n".join(lines)


def games_of_file(box: str, file: str) -> list[str]:
    """The games that read ``file`` of ``box`` (a game's own file: that game; a shared one: every game of the box)."""
    own = [g for g in games_of_box(box) if g.split(":")[-1] == Path(file).stem]
    return own or games_of_box(box)


def file_case(name: str, box: str, file: str, change: Callable[[str, int, str, str], str], line: int, indent: str, key: str) -> Case:
    """One rules file broken at ``line``: ``rules check`` and every game that reads it name the file and that line."""

    def trials(work: Path) -> list[Trial]:
        root = rules_with(work, box, file, lambda t: change(t, line, indent, key))
        blame = rf"{re.escape(file)}:{line}\b"
        out = [Trial(["rules", "check", "--rules-dir", str(root)], PROBLEM, blame)]
        out += [Trial(["script", str(start_script(work, g)), "--rules-dir", str(root)], PROBLEM, blame) for g in games_of_file(box, file)]
        return out

    return Case(name, trials)


def override_file_case(box: str, file: str, key: str) -> Case:
    """An override giving ``key`` of ``box/file`` a word for its number: blamed on the override's line, not on our file."""

    def trials(work: Path) -> list[Trial]:
        path = write(work, f"override-{box}-{Path(file).stem}.yaml", f"{box}:\n  {file}:\n    {key}: lots\n")
        blame = rf"{re.escape(path.name)}:3\b"
        out = [Trial(["rules", "check", "--rules-override", str(path)], PROBLEM, blame)]
        out += [Trial(["script", str(start_script(work, g)), "--rules-override", str(path)], PROBLEM, blame) for g in games_of_file(box, file)]
        return out

    return Case(f"override wrong type: {box}/{file}", trials)


def per_file_cases() -> list[Case]:
    """Every rules file of every box (a new game's file too): broken YAML, a wrong type, the same through an override."""
    out = []
    for box in ("tsukiji", "turin", "jidohanbaiki"):
        for p in sorted((rules_root() / box).glob("*.yaml")):
            text = p.read_text(encoding="utf-8")
            found = first_number(text)
            if found is None:
                continue
            out.append(file_case(f"rules malformed YAML: {box}/{p.name}", box, p.name, lambda t, n, i, k: with_value(t, n, i, k, "@lots"), *found))
            out.append(file_case(f"rules wrong type: {box}/{p.name}", box, p.name, lambda t, n, i, k: with_value(t, n, i, k, "lots"), *found))
            top = first_number(text, top_level=True)
            if top is not None:
                out.append(override_file_case(box, p.name, top[2]))
    return out


# ------------------------------------------------------------------ saves


def a_save(work: Path) -> dict:
    from tsukiji_table.games.selfplay import make_bot
    from tsukiji_table.games.session import Session

    s = Session.new("turin", 3, 5)
    bots = [make_bot(s.game, "random", n, 5) for n in range(3)]
    for _ in range(20):
        seat = s.game.to_move(s.table)[0]
        s.play(seat, bots[seat].act(s.game, s.table, seat))
    return s.snapshot().to_json()


def game_players(game_id: str) -> int:
    from tsukiji_table.games.registry import get

    cls = get(game_id)
    return min(max(3, cls.min_players), cls.max_players)


def with_arguments(game_id: str, seed: int = 3, steps: int = 60) -> tuple[object, list[dict], int, dict] | None:
    """A game played by random bots until the seat to move has a legal action with arguments.

    (the session, the actions played, that seat, that action), or None when none came up.
    """
    from tsukiji_table.games.selfplay import make_bot
    from tsukiji_table.games.session import Session

    players = game_players(game_id)
    s = Session.new(game_id, players, seed)
    bots = [make_bot(s.game, "random", n, seed) for n in range(players)]
    played: list[dict] = []
    for _ in range(steps):
        if s.game.is_over(s.table):
            return None
        seat = s.game.to_move(s.table)[0]
        action = next((a for a in s.game.legal_actions(s.table, seat) if len(a) > 1), None)
        if action is not None:
            return s, played, seat, action
        action = bots[seat].act(s.game, s.table, seat)
        s.play(seat, action)
        played.append({"seat": seat, **action})
    return None


# A mapping, a list, a 31-digit number, a word, nothing.
WRONG_SHAPES = ({"a": 1}, [[1]], 10**30, "lots", None)


def game_script_case(game_id: str) -> Case:
    """Each argument of one of the game's own actions, given a value of the wrong shape, in a script."""

    def trials(work: Path) -> list[Trial]:
        found = with_arguments(game_id)
        if found is None:
            raise LookupError(f"{game_id}: no action with arguments came up in 60 random moves")
        s, played, seat, action = found
        from tsukiji_table.games.base import Num

        out = []
        spec = s.game.spec(action["action"])
        for arg in [k for k in action if k != "action"]:
            declared = spec.args.get(arg) if spec is not None else None
            for value in WRONG_SHAPES:
                if isinstance(value, int) and isinstance(declared, Num) and declared.lo is None and declared.hi is None:
                    continue  # any finite number is legal there (a flick's angle, taken modulo 360)
                bad = {"seat": seat, **action, arg: value}
                doc = {"game": game_id, "players": game_players(game_id), "seed": 3, "actions": [*played, bad]}
                path = write(work, f"{game_id.replace(':', '-')}-{arg}-{len(out)}.yaml", json.dumps(doc))
                out.append(Trial(["script", str(path)], PROBLEM))
        return out

    return Case(f"script action arguments of the wrong shape: {game_id}", trials)


def game_save_case(game_id: str) -> Case:
    """A save of the game whose last action's arguments have the wrong shape (hash remade), and one whose variables are nonsense."""

    def trials(work: Path) -> list[Trial]:
        found = with_arguments(game_id)
        if found is None:
            raise LookupError(f"{game_id}: no action with arguments came up in 60 random moves")
        s, _, seat, action = found
        s.play(seat, action)
        out = []
        for what in ("action", "vars"):
            data = s.snapshot().to_json()
            if what == "action":
                entry = data["log"][-1]
                entry["action"] = {k: ({"a": 1} if k != "action" else v) for k, v in entry["action"].items()}
            else:
                data["snapshot"]["vars"] = {k: "?" for k in data["snapshot"]["vars"]}
            data["hash"] = canonical_hash(data["snapshot"])
            path = write(work, f"{game_id.replace(':', '-')}-{what}.json", json.dumps(data, allow_nan=True))
            out += [Trial(["replay", str(path), "--verify"], PROBLEM), Trial(["_load", str(path)], PROBLEM)]
        return out

    return Case(f"save with nonsense in its last action and its variables: {game_id}", trials)


def save_case(name: str, change: Callable[[dict], None], rehash: bool = True, verify_codes: set[int] = PROBLEM) -> Case:
    def trials(work: Path) -> list[Trial]:
        data = a_save(work)
        change(data)
        if rehash and isinstance(data.get("snapshot"), dict):
            data["hash"] = canonical_hash(data["snapshot"])
        path = write(work, f"{name.replace(' ', '_')}.json", json.dumps(data, allow_nan=True))
        return [Trial(["replay", str(path), "--verify"], verify_codes), Trial(["_load", str(path)], PROBLEM)]

    return Case(name, trials)


def save_text_case(name: str, text: Callable[[dict], str | bytes]) -> Case:
    def trials(work: Path) -> list[Trial]:
        path = write(work, f"{name.replace(' ', '_')}.json", text(a_save(work)))
        return [Trial(["replay", str(path), "--verify"], PROBLEM), Trial(["replay", str(path)], PROBLEM), Trial(["_load", str(path)], PROBLEM)]

    return Case(name, trials)


def set_path(data: dict, keys: tuple, value: object) -> None:
    for key in keys[:-1]:
        data = data[key]
    data[keys[-1]] = value


def twice(data: dict) -> None:
    zones = data["snapshot"]["zones"]
    holder = next(z for z in zones.values() if z.get("ids"))
    other = next(z for z in zones.values() if z is not holder)
    other.setdefault("ids", []).append(holder["ids"][0])


# ------------------------------------------------------------------ scripts, towers, puzzles, arguments


def script_case(name: str, text: str) -> Case:
    return Case(name, lambda work: [Trial(["script", str(write(work, f"{name.replace(' ', '_')}.yaml", text))], PROBLEM)])


def override_case(name: str, text: str | None) -> Case:
    def trials(work: Path) -> list[Trial]:
        path = work / "no-such-override.yaml" if text is None else write(work, f"{name.replace(' ', '_')}.yaml", text)
        return [
            Trial(["rules", "check", "--rules-override", str(path)], PROBLEM),
            Trial(["script", str(start_script(work, "turin")), "--rules-override", str(path)], PROBLEM),
        ]

    return Case(name, trials)


def tower_case(name: str, text: str) -> Case:
    def trials(work: Path) -> list[Trial]:
        path = write(work, f"{name.replace(' ', '_')}.json", text)
        return [Trial(["tower", "--drinks", "red:short_can", "--mode", "single", "--seed", "1", "--state", str(path)], PROBLEM)]

    return Case(name, trials)


def puzzle_case(name: str, change: Callable[[str], str | bytes]) -> Case:
    def trials(work: Path) -> list[Trial]:
        folder = work / name.replace(" ", "_")
        folder.mkdir()
        original = (rules_root() / "jidohanbaiki" / "puzzles" / "g06-01.yaml").read_text(encoding="utf-8")
        for pid in ("g06-01", "g07-01", "g08-01"):
            text = (rules_root() / "jidohanbaiki" / "puzzles" / f"{pid}.yaml").read_text(encoding="utf-8")
            write(folder, f"{pid}.yaml", change(text) if pid == "g06-01" else text)
        del original
        return [Trial(["puzzles", "verify", "--dir", str(folder), "--budget", "200"], PROBLEM)]

    return Case(name, trials)


def cli_case(name: str, argv: Callable[[Path], list[str]], codes: set[int] = PROBLEM) -> Case:
    return Case(name, lambda work: [Trial(argv(work), codes)])


def home_case(name: str, prepare: Callable[[Path], Path], argv: list[str]) -> Case:
    """A command run with TSUKIJI_TABLE_HOME made unusable by ``prepare``: it must still run (exit 0)."""

    def trials(work: Path) -> list[Trial]:
        return [Trial(["_home", str(prepare(work)), *argv], {0})]

    return Case(name, trials)


def blocked_home(work: Path) -> Path:
    (work / "a-file").write_text("not a folder")
    return work / "a-file" / "home"


def newer_records(work: Path) -> Path:
    home = work / "newer-home"
    home.mkdir()
    conn = sqlite3.connect(home / "records.sqlite3")
    conn.execute(
        "CREATE TABLE results (id INTEGER PRIMARY KEY, key TEXT, game TEXT, won INTEGER, score INTEGER, moves INTEGER, lower_is_better INTEGER, ranked INTEGER, marks TEXT, date TEXT)"
    )
    conn.execute("PRAGMA user_version = 99")
    conn.commit()
    conn.close()
    return home


def cases() -> list[Case]:
    out: list[Case] = []
    for box in ("tsukiji", "turin", "jidohanbaiki"):
        for p in sorted((rules_root() / box).glob("*.yaml")):
            out.append(rules_case(f"rules file deleted: {box}/{p.name}", box, p.name, lambda t: None))
    out += [
        Case("rules folder empty", lambda work: [Trial(["rules", "check", "--rules-dir", str((work / "empty").mkdir() or work / "empty")], PROBLEM)]),
        Case("rules folder missing", lambda work: [Trial(["rules", "check", "--rules-dir", str(work / "nowhere")], PROBLEM)]),
        Case(
            "rules folder not a box",
            lambda work: [Trial(["rules", "check", "--rules-dir", str((work / "r" / "chess").mkdir(parents=True) or work / "r")], PROBLEM)],
        ),
        rules_case("rules alias bomb (6 levels)", "turin", "game.yaml", lambda t: t + alias_bomb(6)),
        rules_case("rules alias bomb (9 levels)", "turin", "game.yaml", lambda t: t + alias_bomb(9)),
        rules_case("rules alias inside itself", "turin", "game.yaml", lambda t: t + "loop: &x [1, *x]\n"),
        rules_case("rules nested 5,000 deep", "turin", "game.yaml", lambda t: t + f"deep: {DEEP}\n"),
        rules_case("rules count of 100,000,000", "turin", "components.yaml", lambda t: t.replace("    count: 5\n", "    count: 100000000\n", 1)),
        rules_case("rules number past the limit", "tsukiji", "harbor.yaml", lambda t: t.replace("start_money: 2000", "start_money: 20000000000")),
        rules_case("rules number of 5,000 digits", "tsukiji", "harbor.yaml", lambda t: t.replace("start_money: 2000", "start_money: " + "9" * 5000)),
        rules_case("rules NaN", "jidohanbaiki", "g08.yaml", lambda t: t.replace("spot_mm: 24", "spot_mm: .nan")),
        rules_case("rules not UTF-8", "turin", "list.yaml", lambda t: t.encode("utf-16")),
        rules_case("rules NUL character", "turin", "list.yaml", lambda t: t + "\x00\n"),
        rules_case("rules duplicate key", "turin", "game.yaml", lambda t: t + t.splitlines()[-1] + "\n"),
        rules_case("rules wrong type", "tsukiji", "harbor.yaml", lambda t: t.replace("license_spaces: 4 ", "license_spaces: four ")),
        rules_case("rules unknown key", "tsukiji", "harbor.yaml", lambda t: t + "licence_spaces: 4\n"),
        rules_case("rules unknown reference", "tsukiji", "setup.yaml", lambda t: t.replace("mackerel", "mackerell", 1)),
        rules_case("rules file too large", "turin", "game.yaml", lambda t: t + "# " + "x" * 2_100_000 + "\n"),
        rules_case("rules file empty", "turin", "game.yaml", lambda t: ""),
        rules_case("rules top level a list", "turin", "game.yaml", lambda t: "- 1\n- 2\n"),
        rules_case("rules python tag", "turin", "game.yaml", lambda t: t + "evil: !!python/object/apply:os.system ['true']\n"),
        rules_case("rules list as key", "turin", "game.yaml", lambda t: t + "? [1, 2]\n: 3\n"),
        # The schemas accept it; a game that needs the old name says so, one that does not starts.
        rules_case("rules component renamed", "jidohanbaiki", "components.yaml", lambda t: t.replace("longest_bottle", "longest_x", 1), {0, 1, 2}),
        override_case("override missing", None),
        override_case("override unknown box", "chess:\n  board.yaml: {}\n"),
        override_case("override unknown file", "turin:\n  cardz.yaml: {cards: []}\n"),
        override_case("override not a mapping", "- turin\n"),
        override_case("override bad value", "turin:\n  game.yaml:\n    start_money: lots\n"),
        override_case("override alias bomb", "turin:\n  game.yaml:\n    start_money: 5\n" + alias_bomb(9)),
        override_case("override list id that is a list", "turin:\n  cards.yaml:\n    cards:\n      - {id: [1], goods: []}\n"),
        save_text_case("save empty", lambda d: ""),
        save_text_case("save truncated", lambda d: json.dumps(d)[:5000]),
        save_text_case("save not JSON", lambda d: "this is not json"),
        save_text_case("save other format", lambda d: '{"format": "other"}'),
        save_text_case("save newer version", lambda d: json.dumps({**d, "version": 99})),
        save_text_case("save missing key", lambda d: json.dumps({k: v for k, v in d.items() if k != "seed"})),
        save_text_case("save nested 100,000 deep", lambda d: json.dumps(d)[:-1] + f', "deep": {DEEPER}}}'),
        save_text_case("save number of 5,000 digits", lambda d: json.dumps(d)[:-1] + ', "big": ' + "9" * 5000 + "}"),
        save_text_case("save binary garbage", lambda d: bytes(range(256)) * 10),
        save_text_case("save hash mismatch", lambda d: json.dumps({**d, "hash": "0" * 64})),
        save_case("save players 99", lambda d: set_path(d, ("players",), 99)),
        save_case("save players 0", lambda d: set_path(d, ("players",), 0)),
        save_case("save seats numbers", lambda d: set_path(d, ("seats",), [1, 2, 3])),
        save_case("save seats text", lambda d: set_path(d, ("seats",), "abc")),
        save_case("save seat colour", lambda d: set_path(d, ("seats", 0, "colour"), 12)),
        save_case("save unknown bot", lambda d: set_path(d, ("seats", 1, "bot"), "genius")),
        save_case("save unknown option", lambda d: set_path(d, ("options",), {"x": 1})),
        save_case("save bad option value", lambda d: set_path(d, ("options", "list"), [1, 2])),
        save_case("save seed of 31 digits", lambda d: set_path(d, ("seed",), 10**30)),
        save_case("save unknown game", lambda d: (set_path(d, ("game",), "chess"), set_path(d, ("snapshot", "game"), "chess"))),
        save_case("save extra of the wrong type", lambda d: set_path(d, ("extra",), {"setup_steps": [1]})),
        save_case("save command ids of the wrong type", lambda d: set_path(d, ("log", 3, "commands", 0, "ids"), [[1]])),
        save_case("save command unknown", lambda d: set_path(d, ("log", 3, "commands", 0), {"t": "explode"})),
        save_case("save log seat negative", lambda d: set_path(d, ("log", 3, "seat"), -4)),
        save_case("save snapshot piece twice", twice, verify_codes={1}),
        save_case("save snapshot unknown zone", lambda d: set_path(d, ("snapshot", "zones", "nowhere"), {"vis": "everyone"}), verify_codes={1}),
        save_case("save snapshot vars nonsense", lambda d: set_path(d, ("snapshot", "vars"), {k: "?" for k in d["snapshot"]["vars"]}), verify_codes={1}),
        save_case("save snapshot NaN position", lambda d: set_path(d, ("snapshot", "pieces"), {"goose": {"pos": [float("nan"), 1]}}), verify_codes={1}),
        Case("save is a folder", lambda work: [Trial(["replay", str((work / "dir.json").mkdir() or work / "dir.json")], PROBLEM)]),
        script_case("script not a mapping", "- 1\n"),
        script_case("script unknown key", "game: turin\nplayers: 3\nfoo: 1\n"),
        script_case("script unknown game", "game: chess\nplayers: 2\n"),
        script_case("script players of the wrong type", "game: turin\nplayers: many\n"),
        script_case("script players 0", "game: turin\nplayers: 0\n"),
        script_case("script actions not a list", "game: turin\nplayers: 3\nactions: go\n"),
        script_case("script action not a mapping", "game: turin\nplayers: 3\nactions: [go]\n"),
        script_case("script seat out of range", "game: turin\nplayers: 3\nactions:\n  - {seat: 7, action: bid, amount: 1}\n"),
        script_case("script illegal action", "game: turin\nplayers: 3\nactions:\n  - {seat: 0, action: fly}\n"),
        script_case("script argument of the wrong shape", "game: turin\nplayers: 3\nseed: 7\nactions:\n  - {seat: 0, action: choose_card, card: {a: 1}}\n"),
        script_case("script G08 crate far away", "game: jido:g08\nplayers: 1\nactions:\n  - {seat: 0, action: move_crate, crate: 1, at: [99, 99]}\n"),
        script_case("script alias bomb", "game: turin\nplayers: 3\n" + alias_bomb(9)),
        script_case("script nested 5,000 deep", f"game: turin\nplayers: 3\nactions: {DEEP}\n"),
        Case("script missing", lambda work: [Trial(["script", str(work / "nope.yaml")], PROBLEM)]),
        tower_case("tower state not JSON", "{"),
        tower_case("tower state wrong version", '{"version": 99, "inside": []}'),
        tower_case("tower state unknown drink", '{"version": 1, "inside": [{"drink": "gold:can", "x": 0, "y": 0.3, "angle": 0}]}'),
        tower_case("tower state nested 100,000 deep", '{"version": 1, "inside": ' + DEEPER + "}"),
        puzzle_case("puzzle schema error", lambda t: t.replace("difficulty: ", "difficulty: 9 #")),
        puzzle_case("puzzle unknown drink in start", lambda t: t.replace('"white:short_can"', '"gold:short_can"', 1)),
        puzzle_case("puzzle drink twice in start", lambda t: t.replace('"white:short_can"', '"white:long_can"', 1)),
        puzzle_case("puzzle tower state broken", lambda t: t.replace('"vx": 3.275595794205429e-13', '"vx": [1]', 1)),
        puzzle_case("puzzle crates of the wrong shape", lambda t: t.replace("start:", "start:\n  crates: 5\n  x:", 1)),
        puzzle_case("puzzle not UTF-8", lambda t: t.encode("utf-16")),
        puzzle_case("puzzle alias bomb", lambda t: t + alias_bomb(9)),
        Case("puzzle folder missing", lambda work: [Trial(["puzzles", "verify", "--dir", str(work / "nowhere")], PROBLEM)]),
        Case("puzzle folder empty", lambda work: [Trial(["puzzles", "verify", "--dir", str((work / "nothing").mkdir() or work / "nothing")], PROBLEM)]),
        cli_case("screenshot -o a folder", lambda work: ["screenshot", "turin", "-o", str(work)]),
        cli_case("screenshot -o not .png", lambda work: ["screenshot", "turin", "-o", str(work / "s.txt")]),
        cli_case("screenshot -o under a file", lambda work: ["screenshot", "turin", "-o", str(write(work, "f", "x") / "s.png")]),
        cli_case("screenshot --size bad", lambda work: ["screenshot", "turin", "--size", "huge", "-o", str(work / "s.png")]),
        cli_case("selfplay --players 0", lambda work: ["selfplay", "turin", "--players", "0"]),
        cli_case("selfplay --players 99", lambda work: ["selfplay", "turin", "--players", "99"]),
        cli_case("selfplay --games 0", lambda work: ["selfplay", "turin", "--games", "0"]),
        cli_case("selfplay --seed huge", lambda work: ["selfplay", "turin", "--seed", "9" * 40]),
        cli_case("selfplay unknown game", lambda work: ["selfplay", "chess"]),
        cli_case("selfplay unknown bot", lambda work: ["selfplay", "turin", "--players", "2", "--bots", "genius,random"]),
        cli_case("selfplay bots miscounted", lambda work: ["selfplay", "turin", "--players", "3", "--bots", "random"]),
        cli_case("selfplay --opt malformed", lambda work: ["selfplay", "turin", "--opt", "sticks"]),
        cli_case("selfplay unknown option", lambda work: ["selfplay", "turin", "--opt", "x=1"]),
        cli_case("puzzles solve --budget 0", lambda work: ["puzzles", "solve", "g07-01", "--budget", "0"]),
        cli_case("puzzles verify --budget -5", lambda work: ["puzzles", "verify", "--budget", "-5"]),
        cli_case("puzzles daily --budget 0", lambda work: ["puzzles", "daily", "--budget", "0"]),
        cli_case("puzzles daily --date bad", lambda work: ["puzzles", "daily", "--date", "tomorrow"]),
        cli_case("puzzles solve unknown id", lambda work: ["puzzles", "solve", "zz-99"]),
        cli_case("replay missing file", lambda work: ["replay", str(work / "nope.json")]),
        cli_case("tower --drinks unknown", lambda work: ["tower", "--drinks", "gold:can"]),
        cli_case("tower --throw not numbers", lambda work: ["tower", "--drinks", "red:short_can", "--mode", "throw", "--throw", "a,b,c,d"]),
        home_case("data folder cannot be made: puzzles list", blocked_home, ["puzzles", "list"]),
        home_case("data folder cannot be made: puzzles records", blocked_home, ["puzzles", "records"]),
        home_case("records of a newer version: puzzles records", newer_records, ["puzzles", "records"]),
    ]
    out += per_file_cases()
    for game_id in refereed_games():  # every game's own actions and saves (a new game is attacked too)
        out += [game_script_case(game_id), game_save_case(game_id)]
    return out


def run_trial(trial: Trial, seconds: float) -> str:
    """'' when the trial is answered as it should be, else what went wrong."""
    import os

    argv = trial.argv
    old_home = os.environ.get("TSUKIJI_TABLE_HOME")
    try:
        with time_limit(seconds):
            if argv[0] == "_load":
                code, err = _load_command(argv[1])
            elif argv[0] == "_home":
                os.environ["TSUKIJI_TABLE_HOME"] = argv[1]
                code, err = run_cli(argv[2:])
            else:
                code, err = run_cli(argv)
    except TimeLimit:
        return f"no answer within {seconds:g} s of CPU time"
    except Exception as exc:  # noqa: BLE001 - what this harness looks for
        return f"{type(exc).__name__}: {str(exc)[:200]}"
    finally:
        if old_home is not None:
            os.environ["TSUKIJI_TABLE_HOME"] = old_home
    problem = _judge(code, err)
    if problem:
        return problem
    if code not in trial.codes:
        return f"exit {code}, expected {sorted(trial.codes)} ({err.strip()[:160]})"
    if code and len(err.strip().splitlines()) > 12:
        return f"a message of {len(err.strip().splitlines())} lines"
    if code and trial.names and not re.search(trial.names, err):
        return f"the message does not name {trial.names!r} ({err.strip()[:200]})"
    return ""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mutations", type=int, default=200, help="random mutations per kind of input")
    ap.add_argument("--kinds", default=",".join(KINDS), help="kinds to mutate: " + ", ".join(KINDS))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=30.0, help="seconds an answer may take")
    ap.add_argument("--only", default="", help="comma-separated words: only the classes whose name holds one of them")
    ap.add_argument("--list", action="store_true", help="print the classes' names and stop")
    args = ap.parse_args()
    start = time.perf_counter()
    failures = 0
    passed_classes = 0
    trials = 0
    words = [w.strip().lower() for w in args.only.split(",") if w.strip()]
    all_cases = [c for c in cases() if not words or any(w in c.name.lower() for w in words)]
    if args.list:
        print("\n".join(c.name for c in all_cases))
        return 0
    with scratch() as work:
        for n, case in enumerate(all_cases):
            folder = work / f"case-{n}"
            folder.mkdir()
            problems = []
            try:
                case_trials = case.trials(folder)
            except Exception as exc:  # noqa: BLE001 - a class that cannot be set up is a failure, not the end of the run
                case_trials = []
                problems.append(f"setting up: {type(exc).__name__}: {str(exc)[:200]}")
            for trial in case_trials:
                trials += 1
                why = run_trial(trial, args.timeout)
                if why:
                    problems.append(f"{' '.join(trial.argv[:2])}: {why}")
            if problems:
                failures += 1
                print(f"FAIL {case.name}: " + "; ".join(problems), flush=True)
            else:
                passed_classes += 1
            print(f"\r{n + 1}/{len(all_cases)} classes ", end="", file=sys.stderr, flush=True)
        print(file=sys.stderr)
        print(f"{passed_classes} of {len(all_cases)} classes of bad input answered properly ({trials} trials)")
        rng = random.Random(args.seed)
        mutations = passed_mutations = 0
        per_kind = []
        for name in args.kinds.split(",") if args.mutations else []:
            kind = KINDS[name]
            examples = kind.examples()
            ok = 0
            for i in range(args.mutations):
                example, text = rng.choice(examples)
                out = attempt(kind, example, mutate(text, rng, kind.fmt), work / "mutants", args.timeout)
                mutations += 1
                if out.ok:
                    ok += 1
                else:
                    failures += 1
                    print(f"FAIL mutation {name} #{i} of {example}: {out.problem[:300]}", flush=True)
                print(f"\r{name}: {i + 1}/{args.mutations} mutations ", end="", file=sys.stderr, flush=True)
            passed_mutations += ok
            per_kind.append(f"{name.replace(' ', '_')}={ok}/{args.mutations}")
        print(file=sys.stderr)
        if per_kind:
            print("mutations answered properly: " + ", ".join(per_kind))
    print(
        f"RESULT classes={len(all_cases)} classes_passed={passed_classes} trials={trials} "
        f"mutations={mutations} mutations_passed={passed_mutations} failures={failures} seconds={time.perf_counter() - start:.0f}"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
