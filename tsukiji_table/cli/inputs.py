"""Files a user can hand the program, broken on purpose: the kit of the input attack.

Shared by the property test (``tests/test_bad_input_property.py``) and
``scripts/attack_inputs.py``.  Each :class:`Kind` of input (rules files,
overrides, saves, scripts, tower states, puzzles) has valid examples and
the commands that read them; :func:`mutate` breaks an example at random
(a value of another type or size, a key gone, a line cut, an alias bomb,
nesting thousands deep ...) and :func:`attempt` runs the commands on it in
this process.  The program passes when every command ends with exit code
0, 1 or 2, an error says what is wrong in a line or a few located lines,
nothing else is raised, and it answers within the time limit.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import shutil
import tempfile
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..games.session import Session
from ..games.sweep import TimeLimit, time_limit
from ..paths import rules_root
from . import main

# Values that do not belong: wrong types, sizes and signs, text where numbers go.
ODD_VALUES: list[Any] = [
    None,
    True,
    0,
    -1,
    1,
    7,
    2**31,
    10**9,
    -(10**12),
    10**40,
    0.5,
    -2.5,
    1e308,
    float("nan"),
    float("inf"),
    "",
    "x",
    "red:short_can",
    "c01",
    "x" * 5000,
    "日本語",
    [],
    [0],
    [1, 2, 3],
    ["a", "b"],
    [[1, 2], [3]],
    {},
    {"id": "x"},
    {"value": 1, "assumed": True},
]


@dataclass
class Outcome:
    kind: str
    ok: bool
    seconds: float
    problem: str = ""
    codes: list[int] = field(default_factory=list)


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(data, dict):
        for k, v in data.items():
            out += _paths(v, prefix + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += _paths(v, prefix + (i,))
    return out


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        data = data[key]
    return data


def mutate_data(data: Any, rng: random.Random) -> Any:
    """One structural change: a value replaced, removed, duplicated, moved or nested deeper."""
    data = json.loads(json.dumps(data, allow_nan=True))
    paths = [p for p in _paths(data) if p]
    if not paths:
        return rng.choice(ODD_VALUES)
    path = rng.choice(paths)
    parent, key = _get(data, path[:-1]), path[-1]
    op = rng.randrange(6)
    if op == 0:
        parent[key] = json.loads(json.dumps(rng.choice(ODD_VALUES), allow_nan=True))
    elif op == 1:
        del parent[key]
    elif op == 2 and isinstance(parent, list):
        parent.insert(key, json.loads(json.dumps(parent[key])))
    elif op == 3:
        other = rng.choice(paths)
        try:
            parent[key] = json.loads(json.dumps(_get(data, other)))
        except (KeyError, IndexError, TypeError):
            parent[key] = None
    elif op == 4:
        parent[key] = [parent[key]] if rng.random() < 0.5 else {"x": parent[key]}
    else:
        value = parent[key]
        if isinstance(value, bool):
            parent[key] = not value
        elif isinstance(value, int):
            parent[key] = rng.choice([value + 1, value - 1, -value, value * 1000, value + 10**8])
        elif isinstance(value, str):
            parent[key] = value[: rng.randrange(len(value) + 1)] + rng.choice(["", "x", "#", ":", "-", " "])
        else:
            parent[key] = rng.choice(ODD_VALUES)
    return data


def alias_bomb(levels: int = 8) -> str:
    lines = ['bomb0: &b0 ["x", "x", "x", "x", "x", "x", "x", "x", "x"]']
    lines += [f"bomb{i}: &b{i} [" + ", ".join([f"*b{i - 1}"] * 9) + "]" for i in range(1, levels + 1)]
    return "\n".join(lines) + "\n"


def mutate_text(text: str, rng: random.Random, fmt: str) -> str:
    """One change of the text itself: cut, a line lost or doubled, stray characters, a bomb, deep nesting."""
    lines = text.splitlines(keepends=True)
    op = rng.randrange(7)
    if op == 0:
        return text[: rng.randrange(len(text) + 1)]
    if op == 1 and lines:
        del lines[rng.randrange(len(lines))]
        return "".join(lines)
    if op == 2 and lines:
        i = rng.randrange(len(lines))
        lines.insert(i, lines[i])
        return "".join(lines)
    if op == 3:
        at = rng.randrange(len(text) + 1)
        return text[:at] + rng.choice(["\x00", "\ufeff", "{", "]", ":", "- ", "\t", "&a ", "*a ", "!!python/object:os.system ", "\udcff"]) + text[at:]
    if op == 4:
        depth = rng.choice([100, 5000, 100_000])
        deep = "[" * depth + "]" * depth
        return text.rstrip()[:-1] + f', "deep": {deep}}}' if fmt == "json" and text.rstrip().endswith("}") else text + f"\ndeep: {deep}\n"
    if op == 5 and fmt == "yaml":
        return text + alias_bomb(rng.choice([6, 9]))
    return text.replace(rng.choice(["1", "0", "a", "e", ":"]), rng.choice(["9" * 30, "", "-", "x"]), 1)


def _dump(data: Any, fmt: str) -> str:
    if fmt == "json":
        return json.dumps(data, ensure_ascii=False, allow_nan=True)
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)


def mutate(text: str, rng: random.Random, fmt: str) -> str:
    """A broken copy of a valid file: usually one structural change, sometimes one textual."""
    if rng.random() < 0.65:
        try:
            data = yaml.safe_load(text) if fmt == "yaml" else json.loads(text)
        except (yaml.YAMLError, ValueError):
            return mutate_text(text, rng, fmt)
        for _ in range(1 + (rng.random() < 0.3)):
            data = mutate_data(data, rng)
        return _dump(data, fmt)
    return mutate_text(text, rng, fmt)


def run_cli(argv: list[str]) -> tuple[int, str]:
    """``tsukiji-table ARGV`` in this process: (exit code, the message: stderr, or stdout's last line on a failure)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as exc:  # argparse's usage errors
            code = exc.code if isinstance(exc.code, int) else 2
    message = err.getvalue()
    if code and not message.strip():  # replay --verify reports a divergence on stdout
        message = (out.getvalue().strip().splitlines() or [""])[-1]
    return int(code), message


def _judge(code: int, err: str) -> str:
    """'' when an answer is a proper one, else what is wrong with it."""
    if code not in (0, 1, 2):
        return f"exit code {code}"
    if "Traceback" in err:
        return "a traceback"
    if code and not err.strip():
        return f"exit {code} without a message"
    if any(len(line) > 2000 for line in err.splitlines()):
        return "a message line of more than 2,000 characters"
    return ""


# ------------------------------------------------------------------ the kinds of input


@dataclass
class Kind:
    """One kind of file the program reads: valid examples and how it is read."""

    name: str
    fmt: str
    examples: Callable[[], list[tuple[str, str]]]  # (name, text)
    commands: Callable[[Path, Path], list[list[str]]]  # (the file, a scratch folder) -> argv per command
    place: Callable[[Path, str, str], Path] = field(default=lambda work, name, text: _write(work / name, text))


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    return path


def _rules_examples() -> list[tuple[str, str]]:
    root = rules_root()
    return [(f"{p.parent.name}/{p.name}", p.read_text(encoding="utf-8")) for p in sorted(root.glob("*/*.yaml"))]


def games_of_box(box: str) -> list[str]:
    """Every refereed game that reads rules of ``box`` (from the registry: a new game is attacked too)."""
    from ..games.registry import get
    from ..games.sweep import refereed_games

    return [g for g in refereed_games() if box in get(g).box_names()]


def start_script(work: Path, game_id: str) -> Path:
    """A script that only starts ``game_id`` (three players where it takes three, else its least)."""
    from ..games.registry import get

    cls = get(game_id)
    players = min(max(3, cls.min_players), cls.max_players)
    return _write(work / f"start-{game_id.replace(':', '-')}.yaml", f"game: {game_id}\nplayers: {players}\nseed: 3\nactions: []\n")


def _rules_place(work: Path, name: str, text: str) -> Path:
    rules = work / "rules"
    if not rules.is_dir():
        shutil.copytree(rules_root(), rules)
    box, file = name.split("/")
    for p in (rules / box).glob("*.yaml"):  # undo the last attempt's change
        original = rules_root() / box / p.name
        if p.read_bytes() != original.read_bytes():
            shutil.copyfile(original, p)
    return _write(rules / box / file, text)


def _rules_commands(path: Path, work: Path) -> list[list[str]]:
    rules = work / "rules"
    box = path.parent.name
    out = [["rules", "check", "--rules-dir", str(rules)]]
    out += [["script", str(start_script(work, g)), "--rules-dir", str(rules)] for g in games_of_box(box)]
    if box == "jidohanbaiki":
        out.append(["tower", "--drinks", "red:short_can,blue:long_can", "--mode", "batch", "--seed", "1", "--json", "--rules-dir", str(rules)])
    return out


def _override_examples() -> list[tuple[str, str]]:
    root = rules_root()
    out = []
    for box, file in (("turin", "game.yaml"), ("tsukiji", "harbor.yaml"), ("jidohanbaiki", "g08.yaml"), ("turin", "components.yaml")):
        data = yaml.safe_load((root / box / file).read_text(encoding="utf-8"))
        out.append((f"override-{box}-{file}", yaml.safe_dump({box: {file: data}}, allow_unicode=True, sort_keys=False)))
    return out


def _override_commands(path: Path, work: Path) -> list[list[str]]:
    from ..rulesdata import BOXES

    games = [g for box in BOXES if box in path.name for g in games_of_box(box)]
    return [["rules", "check", "--rules-override", str(path)]] + [["script", str(start_script(work, g)), "--rules-override", str(path)] for g in games]


def _script_examples() -> list[tuple[str, str]]:
    folder = Path(__file__).resolve().parents[2] / "tests" / "scenarios"
    found = [(p.name, p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*/*.yaml"))] if folder.is_dir() else []
    found.append(("g08-start.yaml", "game: jido:g08\nplayers: 1\nseed: 4\noptions: {layout: standard}\nactions:\n  - {seat: 0, action: end_turn}\n"))
    return found


def _save_examples() -> list[tuple[str, str]]:
    from ..games.selfplay import make_bot

    out = []
    # Turin mid-auction (sealed bids as seats' secrets), a game of two boxes, one with physics outcomes.
    examples = (("turin", 3, 5, 25), ("tsukiji", 3, 2, 40), ("jido:g07", 1, 3, 6), ("demo", 2, 1, 3), ("demo:stall", 3, 1, 4), ("jido:flick", 2, 1, 2))
    for game_id, players, seed, steps in examples:
        s = Session.new(game_id, players, seed)
        bots = [make_bot(s.game, "random", n, seed) for n in range(players)]
        for _ in range(steps):
            if s.game.is_over(s.table):
                break
            seat = s.game.to_move(s.table)[0]
            s.play(seat, bots[seat].act(s.game, s.table, seat))
        out.append((f"{game_id.replace(':', '-')}.json", json.dumps(s.snapshot().to_json(), ensure_ascii=False)))
    return out


def _save_place(work: Path, name: str, text: str) -> Path:
    """Half the time the hash is made to match, so the content itself is what is judged."""
    from ..table import canonical_hash

    try:
        data = json.loads(text)
        if isinstance(data, dict) and isinstance(data.get("snapshot"), dict) and zlib.crc32(text.encode("utf-8", "replace")) % 2:
            data["hash"] = canonical_hash(data["snapshot"])
            text = json.dumps(data, ensure_ascii=False, allow_nan=True)
    except (ValueError, RecursionError, TypeError):
        pass
    return _write(work / name, text)


def _save_commands(path: Path, work: Path) -> list[list[str]]:
    return [["replay", str(path)], ["replay", str(path), "--verify"], ["_load", str(path)]]


def _tower_examples() -> list[tuple[str, str]]:
    from ..physics import Tower, TowerState, spec_from_rules
    from ..rulesdata import load_rules

    tower = Tower(spec_from_rules(load_rules("jidohanbaiki")), TowerState())
    for seed in range(1, 40):  # until something stays inside: a state with poses to break
        tower.insert(["black:longest_bottle", "blue:long_can", "mint:square_bottle", "red:not_longest_bottle"], "batch", seed, None)
        if tower.state.to_json()["inside"]:
            break
    return [("tower.json", json.dumps(tower.state.to_json()))]


def _tower_commands(path: Path, work: Path) -> list[list[str]]:
    return [["tower", "--drinks", "red:short_can", "--mode", "single", "--seed", "1", "--json", "--state", str(path)]]


def _puzzle_examples() -> list[tuple[str, str]]:
    folder = rules_root() / "jidohanbaiki" / "puzzles"
    return [(p.name, p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*-0[12].yaml"))]


def _puzzle_place(work: Path, name: str, text: str) -> Path:
    folder = work / "puzzles"
    if folder.is_dir():
        shutil.rmtree(folder)
    return _write(folder / name, text)


def _puzzle_commands(path: Path, work: Path) -> list[list[str]]:
    return [["puzzles", "verify", "--dir", str(path.parent), "--budget", "200"]]


KINDS: dict[str, Kind] = {
    "rules": Kind("rules", "yaml", _rules_examples, _rules_commands, _rules_place),
    "override": Kind("override", "yaml", _override_examples, _override_commands),
    "save": Kind("save", "json", _save_examples, _save_commands, _save_place),
    "script": Kind("script", "yaml", _script_examples, lambda path, work: [["script", str(path)]]),
    "tower state": Kind("tower state", "json", _tower_examples, _tower_commands),
    "puzzle": Kind("puzzle", "yaml", _puzzle_examples, _puzzle_commands, _puzzle_place),
}


def _load_command(path: str) -> tuple[int, str]:
    """What ``play --load`` and the menu do before a window opens: a bad file is a SaveError or a rules error."""
    from ..rulesdata import RulesDataError
    from ..table import SaveError

    try:
        Session.load(path)
    except (SaveError, RulesDataError) as exc:
        return 1, f"tsukiji-table: {exc}\n"
    return 0, ""


def attempt(kind: Kind, name: str, text: str, work: Path, seconds: float = 20.0) -> Outcome:
    """Run every command of ``kind`` on ``text``; the outcome says whether each answered properly."""
    start = time.perf_counter()
    codes: list[int] = []
    path = kind.place(work, name, text)
    for argv in kind.commands(path, work):
        try:
            with time_limit(seconds):
                code, err = _load_command(argv[1]) if argv[0] == "_load" else run_cli(argv)
        except TimeLimit:
            return Outcome(kind.name, False, time.perf_counter() - start, f"{' '.join(argv[:2])}: no answer within {seconds:g} s of CPU time", codes)
        except Exception as exc:  # noqa: BLE001 - anything raised is the failure this looks for
            return Outcome(kind.name, False, time.perf_counter() - start, f"{' '.join(argv[:2])}: {type(exc).__name__}: {str(exc)[:200]}", codes)
        codes.append(code)
        problem = _judge(code, err)
        if problem:
            return Outcome(kind.name, False, time.perf_counter() - start, f"{' '.join(argv[:2])}: {problem}: {err[-300:]}", codes)
    return Outcome(kind.name, True, time.perf_counter() - start, "", codes)


@contextlib.contextmanager
def scratch() -> Any:
    """A scratch folder, and a private data folder so records and autosaves stay out of the user's."""
    import os

    with tempfile.TemporaryDirectory(prefix="tsukiji-attack-") as tmp:
        old = os.environ.get("TSUKIJI_TABLE_HOME")
        os.environ["TSUKIJI_TABLE_HOME"] = str(Path(tmp) / "home")
        try:
            yield Path(tmp)
        finally:
            if old is None:
                os.environ.pop("TSUKIJI_TABLE_HOME", None)
            else:
                os.environ["TSUKIJI_TABLE_HOME"] = old
