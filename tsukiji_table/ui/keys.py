"""Every key the window answers to, declared once.

One table drives both the key handlers and the help overlay, so the help
can never list a key that does nothing nor leave out one that works: a
scene answers a key only through :func:`match` on this table, and its help
lists :func:`listed` of the same table.  A binding belongs to one or more
*scopes*: ``menu`` (the first screen), ``table`` (a game or free table with
nothing open over it), ``tower`` (a table with the vending machine, added to
``table``), ``floor`` (the solo games' crate floor), and ``dialog`` (any dialog or cover over the table; only the
keys every dialog shares live here, each dialog's own Enter and Esc are its
buttons).  ``when`` names a condition the scene answers (``bots``: there are
bots at the table); a binding whose condition does not hold is neither
listed nor answered.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pygame

from . import i18n

CTRL = pygame.KMOD_CTRL | pygame.KMOD_META


@dataclass(frozen=True)
class Key:
    """One key with its modifiers: ``ctrl`` must match; ``shift`` must too unless it is None (either)."""

    code: int
    ctrl: bool = False
    shift: bool | None = None

    def matches(self, code: int, mods: int) -> bool:
        if code != self.code or bool(mods & CTRL) != self.ctrl:
            return False
        return self.shift is None or bool(mods & pygame.KMOD_SHIFT) == self.shift


@dataclass(frozen=True)
class Binding:
    """A command (``id``, the name its handler is registered under) and the keys that run it."""

    id: str
    keys: tuple[Key, ...]
    label: str  # the keys as the help shows them (a catalogue key where words differ by language)
    what: str  # catalogue key: what it does
    scopes: frozenset[str]
    when: str | None = None

    @property
    def key_text(self) -> str:
        return i18n.tr(self.label) if self.label in i18n.CATALOGUE else self.label


def _b(id: str, keys: Iterable[Key | int], label: str, what: str, scopes: str, when: str | None = None) -> Binding:
    ks = tuple(k if isinstance(k, Key) else Key(k) for k in keys)
    return Binding(id, ks, label, what, frozenset(scopes.split()), when)


PLUS_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
MINUS_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)

BINDINGS: tuple[Binding, ...] = (
    _b("help", [pygame.K_F1], "F1", "key.help", "menu table dialog"),
    _b("language", [pygame.K_F2], "F2", "key.language", "menu table dialog"),
    _b("rules", [pygame.K_F3], "F3", "key.rules", "menu table dialog"),
    _b("start", ENTER_KEYS, "Enter", "key.start", "menu", when="no_typing"),
    _b("game_prev", [pygame.K_UP], "↑", "key.game_prev", "menu", when="no_typing"),
    _b("game_next", [pygame.K_DOWN], "↓", "key.game_next", "menu", when="no_typing"),
    _b("undo", [Key(pygame.K_z, ctrl=True, shift=False)], "Ctrl+Z", "key.undo", "table"),
    _b("redo", [Key(pygame.K_y, ctrl=True), Key(pygame.K_z, ctrl=True, shift=True)], "Ctrl+Y", "key.redo", "table"),
    _b("save", [Key(pygame.K_s, ctrl=True)], "Ctrl+S", "key.save", "table"),
    _b("flip", [Key(pygame.K_f, shift=None)], "F", "key.flip", "table"),
    _b("rotate_left", [Key(pygame.K_q, shift=None)], "Q", "key.rotate_left", "table"),
    _b("rotate_right", [Key(pygame.K_e, shift=None)], "E", "key.rotate_right", "table"),
    _b("shuffle", [Key(pygame.K_s, shift=None)], "S", "key.shuffle", "table"),
    _b("draw", [Key(pygame.K_d, shift=None)], "D", "key.draw", "table"),
    _b("fit", [pygame.K_HOME], "Home", "key.fit", "table"),
    _b("zoom_in", PLUS_KEYS, "+", "key.zoom_in", "table"),
    _b("zoom_out", MINUS_KEYS, "−", "key.zoom_out", "table"),
    _b("pan", [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN], "key.arrows", "key.pan", "table"),
    _b("pass_on", [pygame.K_TAB], "Tab", "key.pass_on", "table", when="people"),
    _b("bot_now", [pygame.K_SPACE], "key.space", "key.bot_now", "table", when="bots"),
    _b("bot_speed", [pygame.K_b], "B", "key.bot_speed", "table", when="bots"),
    _b("menu", [pygame.K_ESCAPE], "Esc", "key.menu", "table"),
    _b("fast_forward", [pygame.K_SPACE], "key.space", "key.fast_forward", "tower", when="animating"),
    _b("skip", ENTER_KEYS, "Enter", "key.skip", "tower", when="animating"),
    _b("throw_mode", [pygame.K_t], "T", "key.throw_mode", "tower"),
    _b("put_back", [pygame.K_ESCAPE], "Esc", "key.put_back", "tower", when="loaded"),
    _b("turn_crate", [pygame.K_r], "R", "key.turn_crate", "floor", when="dragging"),
)

# What the help overlay says about the mouse on a table (the mouse is not a key: its gestures live in table_input).
MOUSE_HELP = ("mouse.drag", "mouse.stack", "mouse.select", "mouse.pan", "mouse.menu", "mouse.zoom")

Condition = Callable[[str], bool]


def _holds(binding: Binding, cond: Condition | None) -> bool:
    return binding.when is None or (cond is not None and cond(binding.when))


def listed(scopes: Iterable[str], cond: Condition | None = None) -> list[Binding]:
    """The bindings of ``scopes`` whose condition holds, in the table's order (what the help shows)."""
    wanted = set(scopes)
    return [b for b in BINDINGS if b.scopes & wanted and _holds(b, cond)]


def match(scope: str, event: pygame.event.Event, cond: Condition | None = None) -> Binding | None:
    """The binding of ``scope`` that a KEYDOWN ``event`` runs, if any (its condition must hold)."""
    if event.type != pygame.KEYDOWN:
        return None
    for b in BINDINGS:
        if scope in b.scopes and _holds(b, cond) and any(k.matches(event.key, event.mod) for k in b.keys):
            return b
    return None


def label_of(binding_id: str) -> str:
    """The keys of a binding as shown (button tooltips name the same keys as the help)."""
    return next(b.key_text for b in BINDINGS if b.id == binding_id)


def help_lines(scopes: Iterable[str], cond: Condition | None = None, mouse: bool = False) -> list[str]:
    """The help overlay's lines for ``scopes``: one per key binding, then the mouse if asked."""
    lines = [i18n.tr("help.line", keys=b.key_text, what=i18n.tr(b.what)) for b in listed(scopes, cond)]
    return lines + ([i18n.tr(m) for m in MOUSE_HELP] if mouse else [])


i18n.add_strings(
    {
        "key.space": {"en": "Space", "ja": "スペース"},
        "key.arrows": {"en": "Arrows", "ja": "矢印キー"},
        "key.help": {"en": "this help", "ja": "このヘルプ"},
        "key.language": {"en": "English/日本語", "ja": "English/日本語"},
        "key.rules": {"en": "the rules of the game: how to play, rules reference", "ja": "ゲームのルール：遊び方・ルール詳細"},
        "key.game_prev": {"en": "the game above in the list", "ja": "リストの上のゲーム"},
        "key.game_next": {"en": "the game below in the list", "ja": "リストの下のゲーム"},
        "key.start": {"en": "start the game (while typing in a box: end the typing)", "ja": "ゲーム開始（入力欄で入力中は入力を終える）"},
        "key.undo": {"en": "undo", "ja": "元に戻す"},
        "key.redo": {"en": "redo (also Ctrl+Shift+Z)", "ja": "やり直し（Ctrl+Shift+Zも）"},
        "key.save": {"en": "save", "ja": "セーブ"},
        "key.flip": {"en": "flip the piece under the mouse (Shift: its stack)", "ja": "マウスの下の駒を裏返す（Shift：山ごと）"},
        "key.rotate_left": {"en": "rotate left", "ja": "左に回す"},
        "key.rotate_right": {"en": "rotate right", "ja": "右に回す"},
        "key.shuffle": {"en": "shuffle the stack under the mouse", "ja": "マウスの下の山をシャッフル"},
        "key.draw": {"en": "draw from the stack under the mouse", "ja": "マウスの下の山から引く"},
        "key.fit": {"en": "fit the table", "ja": "全体表示"},
        "key.zoom_in": {"en": "zoom in", "ja": "拡大"},
        "key.zoom_out": {"en": "zoom out", "ja": "縮小"},
        "key.pan": {"en": "move the view", "ja": "画面を動かす"},
        "key.pass_on": {"en": "pass the screen to the next person", "ja": "次の人に画面を渡す"},
        "key.bot_now": {"en": "the waiting bot moves now", "ja": "CPUがすぐ動く"},
        "key.bot_speed": {"en": "paced or fast bots", "ja": "CPUの速さを切り替え"},
        "key.menu": {"en": "menu (or clear the selection)", "ja": "メニュー（選択中なら選択解除）"},
        "key.fast_forward": {"en": "hold: fast-forward the machine", "ja": "押している間：自動販売機を早送り"},
        "key.skip": {"en": "skip the animation", "ja": "アニメーションを飛ばす"},
        "key.throw_mode": {"en": "throw mode on/off", "ja": "投げ入れモードの切り替え"},
        "key.put_back": {"en": "put the drink in your hand back", "ja": "手に持ったドリンクを戻す"},
        "key.turn_crate": {"en": "turn the crate you are dragging", "ja": "ドラッグ中のクレートを回す"},
        "mouse.drag": {"en": "Drag a piece: move it", "ja": "駒をドラッグ：移動"},
        "mouse.stack": {"en": "Shift+drag: the whole stack", "ja": "Shift+ドラッグ：山ごと"},
        "mouse.select": {"en": "Ctrl+drag on the table: select several", "ja": "テーブルでCtrl+ドラッグ：範囲選択"},
        "mouse.pan": {"en": "Drag the table, right or middle drag: move the view", "ja": "テーブルをドラッグ・右/中ドラッグ：画面を動かす"},
        "mouse.menu": {"en": "Right-click: what a piece or place allows", "ja": "右クリック：駒や場所でできること"},
        "mouse.zoom": {"en": "Wheel: zoom", "ja": "ホイール：ズーム"},
        "help.keys": {"en": "Keys", "ja": "キー"},
        "help.line": {"en": "{keys}: {what}", "ja": "{keys}：{what}"},
        "help.dialog": {"en": "The table's keys work again once this dialog is closed.", "ja": "テーブルのキーはこのダイアログを閉じると使えます。"},
    }
)
