"""What the window knows about each kind of piece: shape, size, colour, names.

Everything comes from the rules data (``rules.components``) and the table's
kinds; a game without rules data (the demo) still gets sensible defaults.
This module does not import pygame: it is plain data the art and the layout
read.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..games.pieces import TOWER_SHAPES, footprint, shape_of, tower_spec
from ..rulesdata import Back, Component, Rules, Variant
from ..table import Table
from ..table.view import HIDDEN_KIND
from . import i18n
from .theme import Colour, hex_rgb

FALLBACK_COLOURS: tuple[Colour, ...] = (
    (192, 80, 77),
    (79, 129, 189),
    (155, 187, 89),
    (128, 100, 162),
    (75, 172, 198),
    (247, 150, 70),
    (170, 130, 90),
    (90, 150, 120),
    (200, 120, 160),
    (120, 120, 190),
)
SHAPE_COLOURS: dict[str, Colour] = {
    "board": (238, 226, 196),
    "card": (250, 247, 238),
    "coin": (201, 204, 209),
    "note": (127, 167, 201),
    "tile": (214, 196, 160),
    "boat": (200, 104, 64),
    "license": (244, 236, 214),
    "bag": (170, 136, 96),
    "crate": (242, 194, 48),
    "tower": (214, 60, 60),
    "sign": (250, 250, 250),
    "marker": (227, 201, 155),
    "piece": (240, 240, 236),
    "chip": (232, 214, 170),
    "token": (222, 200, 150),
    "disc": (170, 130, 90),
}


# What a box's pieces have printed on them, by box (registered by ``ui/games/<box>_art.py``): every table of
# that box, its refereed games and its free table alike, draws its cards with the same faces.
PRINTED_FACES: dict[str, Callable[[KindCatalog, Rules], None]] = {}


def register_faces(box: str, install: Callable[[KindCatalog, Rules], None]) -> None:
    """Declare how ``box``'s kinds are printed; a :class:`KindCatalog` of that box applies it when built."""
    PRINTED_FACES[box] = install


@dataclass(frozen=True)
class KindLook:
    """How one kind is drawn and described."""

    id: str
    shape: str
    size: tuple[float, float]  # mm, unrotated
    colour: Colour
    names: dict[str, str]
    component: str = ""
    component_names: dict[str, str] = field(default_factory=dict)
    variant: str | None = None
    denomination: int | None = None
    back: bool = False  # a back side: the common back of a component (what others see), or a piece's own
    hidden: bool = False  # the anonymous back of a kind without one
    peek: bool = False  # a face the viewer sees though it lies face down (their own card)
    props: dict[str, Any] = field(default_factory=dict)
    assumed: tuple[tuple[str, str], ...] = ()  # (field, note) of assumed values about this kind
    copies: int = 1
    box_names: dict[str, str] = field(default_factory=dict)
    tower: Any = None  # the TowerSpec that sizes drinks, crates and the machine (their art draws from it)


CLOTH_BAG = "cloth_bag"  # the look of a bag a game adds that has no piece of its own


def _species(variant_id: str) -> str:
    return re.sub(r"_\d+$", "", variant_id)


class KindCatalog:
    """The :class:`KindLook` of every kind a table holds (and of backs and coins)."""

    def __init__(self, table: Table, rules: Rules | Sequence[Rules] | None):
        # Every box the game draws pieces from (``Game.all_rules()``), its own first. The window draws from
        # the whole box: what is printed on a piece may come from a file the game itself does not read.
        self.boxes: list[Rules] = [r.whole for r in ([] if rules is None else [rules] if isinstance(rules, Rules) else rules)]
        self.rules = self.boxes[0] if self.boxes else None
        self.looks: dict[str, KindLook] = {}
        self.palette: dict[str, Colour] = {}  # of every box, the game's own first
        self._palettes: dict[str, dict[str, Colour]] = {}  # per box
        self._assumed: dict[tuple[str, str | None], list[tuple[str, str]]] = {}
        self._box_of: dict[str, Rules] = {}  # component id -> its box (ids of two boxes never meet: `rules check`)
        comps: dict[str, Component] = {}
        self.backs: dict[str, Back] = {}  # kind -> its back, for the kinds that have one
        for box in self.boxes:
            self._palettes[box.box] = palette = self._read_palette(box)
            for key, colour in palette.items():
                self.palette.setdefault(key, colour)
            self._read_assumed(box)
            for component in box.components.values():
                comps.setdefault(component.id, component)
                self._box_of.setdefault(component.id, box)
                for kind_id, variant, _ in component.kinds():
                    back = component.back_of(variant)
                    if back is not None:
                        self.backs[kind_id] = back
        for kind_id, info in table.kinds.items():
            comp = comps.get(info.component)
            self.looks[kind_id] = self._look(kind_id, info.component, comp, info.denomination, is_back=comp is not None and kind_id == f"{comp.id}.back")
        self.looks[HIDDEN_KIND] = KindLook(HIDDEN_KIND, "hidden", (30.0, 30.0), (120, 124, 130), {"en": "Hidden piece", "ja": "見えない駒"}, hidden=True)
        self.looks["purse"] = KindLook("purse", "purse", (44.0, 40.0), (150, 100, 60), {"en": "Closed purse", "ja": "閉じた財布"})
        self.looks[CLOTH_BAG] = KindLook(CLOTH_BAG, "bag", (60.0, 70.0), (150, 120, 88), {"en": "Bag", "ja": "袋"})
        self.by_denomination: dict[int, str] = {}
        for kind_id, info in table.kinds.items():
            if info.denomination is not None:
                self.by_denomination.setdefault(info.denomination, kind_id)
        for box in self.boxes:
            if box.box in PRINTED_FACES:
                PRINTED_FACES[box.box](self, box)

    # ------------------------------------------------------------ reading

    @staticmethod
    def _read_palette(rules: Rules) -> dict[str, Colour]:
        palette: dict[str, Colour] = {}
        for comp in rules.components.values():
            for v in comp.variants:
                if v.colour:
                    palette.setdefault(_species(v.id), hex_rgb(v.colour))
        axes = rules.file("components.yaml").get("axes") or {}
        for items in axes.values():
            for item in items:
                rgb = (item.get("props") or {}).get("rgb")
                if rgb:
                    palette.setdefault(item["id"], hex_rgb(rgb))
        return palette

    def _read_assumed(self, rules: Rules) -> None:
        order = list(rules.components)
        for (file, path), note in rules.assumed.items():
            if file != "components.yaml":
                continue
            m = re.match(r"components\[(\d+)\](?:\.variants\[(\d+)\])?\.?(.*)", path)
            if not m or int(m.group(1)) >= len(order):
                continue
            comp = rules.components[order[int(m.group(1))]]
            variant = comp.variants[int(m.group(2))].id if m.group(2) is not None and int(m.group(2)) < len(comp.variants) else None
            field_name = m.group(3) or "value"
            self._assumed.setdefault((comp.id, variant), []).append((field_name, note))

    def _colour(self, comp: Component, variant: Variant | None, shape: str) -> Colour:
        if variant is not None:
            if variant.colour:
                return hex_rgb(variant.colour)
            rgb = variant.props.get("colour.rgb")
            if rgb:
                return hex_rgb(rgb)
            species = _species(variant.id)
            box = self._box_of.get(comp.id)
            palette = self._palettes.get(box.box, {}) if box is not None else self.palette
            if species in palette:
                return palette[species]
            for key, colour in palette.items():
                # "clam" and "oyster" tokens take the colour of "clams_oysters" barrels.
                if key.startswith(species) or species in key.split("_"):
                    return colour
        if comp.colour:
            return hex_rgb(comp.colour)
        if variant is not None and shape in ("token", "license", "chip"):
            return FALLBACK_COLOURS[zlib.crc32(variant.id.encode()) % len(FALLBACK_COLOURS)]
        return SHAPE_COLOURS.get(shape, (200, 200, 200))

    def _look(self, kind_id: str, comp_id: str, comp: Component | None, denomination: int | None, is_back: bool) -> KindLook:
        rules = self._box_of.get(comp.id, self.rules) if comp is not None else self.rules  # the piece's own box
        box_names = rules.names if rules is not None else {}
        if comp is None:
            shape = "coin" if denomination is not None else "piece"
            size = (24.0, 24.0) if denomination is not None else (14.0, 40.0)
            # A kind without rules data (a built-in game's): the catalogue's ``kind.<id>`` names it, else its id in words.
            names = dict(i18n.CATALOGUE.get(f"kind.{kind_id}") or {"en": kind_id.replace("_", " ").capitalize()})
            return KindLook(
                kind_id, shape, size, SHAPE_COLOURS.get(shape, (200, 200, 200)), names, comp_id, names, denomination=denomination, box_names=box_names
            )
        if is_back:
            return KindLook(
                kind_id,
                shape_of(comp),
                footprint(comp, None, rules),
                self._colour(comp, None, comp.shape),
                dict(comp.names),
                comp.id,
                dict(comp.names),
                back=True,
                assumed=tuple((f, n) for f, n in self._assumed.get((comp.id, None), []) if f.startswith("back")),
                box_names=box_names,
            )
        variant = None
        if kind_id != comp.id and kind_id.startswith(comp.id + "."):
            vid = kind_id[len(comp.id) + 1 :]
            variant = next((v for v in comp.variants if v.id == vid), None)
        shape = shape_of(comp, variant)
        names = dict(variant.names) if variant is not None else dict(comp.names)
        notes = tuple(
            (f, n)
            for f, n in self._assumed.get((comp.id, variant.id if variant else None), []) + self._assumed.get((comp.id, None), [])
            if not f.startswith("back")
        )  # what is assumed about the back is marked on the back
        props = {**comp.props, **(variant.props if variant is not None else {})}
        copies = variant.count if variant is not None else comp.count
        tower = tower_spec(rules) if shape in TOWER_SHAPES else None
        return KindLook(
            kind_id,
            shape,
            footprint(comp, variant, rules),
            self._colour(comp, variant, shape),
            names,
            comp.id,
            dict(comp.names),
            variant.id if variant else None,
            denomination,
            props=props,
            assumed=notes,
            copies=copies,
            box_names=box_names,
            tower=tower,
        )

    # ------------------------------------------------------------ queries

    def look(self, kind_id: str) -> KindLook:
        look = self.looks.get(kind_id)
        if look is None:
            look = self._look(kind_id, kind_id, None, None, False)
            self.looks[kind_id] = look
        return look

    def side(self, kind_id: str, down: bool) -> KindLook:
        """How a piece the viewer knows looks lying ``down`` (face down) or up.

        Face down, a kind whose back hides which piece it is shows its face
        with a turned-down corner (the owner's own card: the others see the
        back); a kind whose back does not hide it shows that back (a salmon
        token's "4" side, an upside-down crate); a kind without a back shows
        its face.
        """
        back = self.backs.get(kind_id) if down else None
        if back is None:
            return self.look(kind_id)
        key = f"{kind_id}~{'peek' if back.hides else 'back'}"
        look = self.looks.get(key)
        if look is None:
            face = self.look(kind_id)
            if back.hides:
                look = replace(face, id=key, peek=True)
            else:
                names = back.names or {"en": f"{face.names.get('en', '')} (back)", "ja": f"{face.names.get('ja', '')}（裏）"}
                look = replace(face, id=key, names=dict(names), props={**face.props, "back_colour": back.colour}, back=True, assumed=())
            self.looks[key] = look
        return look

    def coin_kind(self, denomination: int) -> KindLook:
        kind = self.by_denomination.get(denomination)
        if kind is not None:
            return self.look(kind)
        return KindLook(
            f"coin:{denomination}", "coin", (24.0, 24.0), SHAPE_COLOURS["coin"], {"en": str(denomination), "ja": str(denomination)}, denomination=denomination
        )
