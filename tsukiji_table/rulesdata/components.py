"""``components.yaml`` and ``decisions.yaml``: the files every box has.

``components.yaml`` lists every physical component of a box with its exact
count and names in Japanese and English.  A component is either uniform
(``count`` identical copies), a list of ``variants`` (their counts add up to
``count``), or the ``product`` of named axes (e.g. 6 colours x 6 shapes of
drinks, with ids ``colour:shape``).  Coins carry a ``denomination``.

A component may have a ``back``: ``false`` (none: both sides show the same,
or the piece is solid, like a drink), ``true`` (one back for every variant,
which hides which piece it is; the pieces come out of the box face down:
a deck), or a mapping ``{hides, names, face_down, colour}``: ``hides`` says
whether a face-down piece keeps its identity secret (one back for all its
variants) or shows it anyway (each piece's own back, such as a salmon
token's stale "4" side); ``names`` is what is printed on the back.  A
variant may give its own ``back`` (the Himono license's red X).

``decisions.yaml`` records how each ambiguity of the rulebook was read.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .schema import Any_, Bool, Checker, Def, Dict, Enum, FileSchema, Id, Int, List, Map, Names, Num, OneOf, Opt, Str

SHAPES = (
    "card",
    "coin",
    "note",
    "disc",
    "token",
    "tile",
    "board",
    "boat",
    "drink",
    "crate",
    "bag",
    "marker",
    "tower",
    "sign",
    "chip",
    "license",
    "piece",
)

MAX_COUNT = 1_000  # copies of one component: a box holds at most 119 of anything

BACK = OneOf(
    Bool(),
    Map(
        {
            "hides": Bool(),
            "names": Opt(Names()),
            "face_down": Opt(Bool(), False),
            "colour": Opt(Str(r"#[0-9a-fA-F]{6}")),
            "note": Opt(Str()),
        }
    ),
    what="true/false or a mapping with hides (and names, face_down, colour, note)",
)

AXIS_ITEM = Map({"id": Id(), "names": Names(), "props": Opt(Dict(Str(), Any_()), {})})


def _check_component(comp: dict[str, Any], path: tuple, ck: Checker) -> None:
    variants = comp.get("variants")
    product = comp.get("product")
    if variants and product:
        ck.error(path, "give either 'variants' or 'product', not both")
        return
    if variants:
        total = sum(v.get("count", 1) for v in variants)
        if total != comp["count"]:
            ck.error(path + ("count",), f"expected the variants' counts to add up to {comp['count']}, they add up to {total}")
    money = ("coin", "note", "chip")
    if comp.get("denomination") is not None and comp["shape"] not in money:
        ck.error(path + ("denomination",), f"only coins, notes and chips have a denomination, not a {comp['shape']}")
    for i, v in enumerate(variants or []):
        if v.get("denomination") is not None and (v.get("shape") or comp["shape"]) not in money:
            ck.error(path + ("variants", i, "denomination"), "only coins, notes and chips have a denomination")


COMPONENT = Map(
    {
        "id": Def("component", Id()),
        "names": Names(),
        "count": Int(0, MAX_COUNT),
        "shape": Enum(*SHAPES),
        "set": Opt(Enum("base", "expansion", "house_rule"), "base"),
        "back": Opt(BACK, False),
        "size": Opt(List(Num(0), length=2)),
        "colour": Opt(Str(r"#[0-9a-fA-F]{6}")),
        "denomination": Opt(Int(1)),
        "note": Opt(Str()),
        "props": Opt(Dict(Str(), Any_()), {}),
        "variants": Opt(
            List(
                Map(
                    {
                        "id": Id(),
                        "names": Names(),
                        "count": Opt(Int(1, MAX_COUNT), 1),
                        "colour": Opt(Str(r"#[0-9a-fA-F]{6}")),
                        "shape": Opt(Enum(*SHAPES)),
                        "denomination": Opt(Int(1)),
                        "props": Opt(Dict(Str(), Any_()), {}),
                        "back": Opt(BACK),
                    }
                ),
                min_len=1,
                unique="id",
            )
        ),
        "product": Opt(List(Id(), min_len=1)),
    },
    check=_check_component,
)


def _check_components_file(data: dict[str, Any], path: tuple, ck: Checker) -> None:
    axes = data.get("axes") or {}
    for i, comp in enumerate(data.get("components", [])):
        product = comp.get("product")
        if not product:
            continue
        missing = [a for a in product if a not in axes]
        if missing:
            ck.error(path + ("components", i, "product"), f"unknown axis {missing[0]!r}; defined axes: {', '.join(axes) or 'none'}")
            continue
        n = 1
        for a in product:
            n *= len(axes[a])
        if n != comp["count"]:
            ck.error(path + ("components", i, "count"), f"expected {n} (the product of the axes), got {comp['count']}")


COMPONENTS_FILE = FileSchema(
    Map(
        {
            "game": Id(),
            "names": Names(),
            "axes": Opt(Dict(Id(), List(AXIS_ITEM, min_len=1, unique="id")), {}),
            "components": List(COMPONENT, min_len=1, unique="id"),
        },
        check=_check_components_file,
    ),
    "every component of the box, with counts and names",
)

DECISIONS_FILE = FileSchema(
    Map(
        {
            "decisions": List(
                Map(
                    {
                        "id": Id(),
                        "topic": Str(),
                        "quote": Str(),
                        "reading": Str(),
                        "values": Opt(List(Str())),
                    }
                ),
                unique="id",
            )
        }
    ),
    "how each ambiguity of the rulebook is read",
)


@dataclass(frozen=True)
class Back:
    """The back of a component (or of one variant): what a face-down piece shows.

    ``hides``: the back is the same for every variant, so a face-down piece
    does not tell which it is (a stock card); otherwise the back shows what
    the piece is anyway (a salmon token's "4" side, an identical loan card).
    ``face_down``: the pieces come out of the box face down (a deck).
    """

    hides: bool
    names: dict[str, str] | None = None
    face_down: bool = False
    colour: str | None = None


def _back(value: Any) -> Back | None:
    if value is None or value is False:
        return None
    if value is True:
        return Back(hides=True, face_down=True)
    return Back(bool(value["hides"]), value.get("names"), bool(value.get("face_down")), value.get("colour"))


@dataclass(frozen=True)
class Variant:
    id: str
    names: dict[str, str]
    count: int = 1
    colour: str | None = None
    props: dict[str, Any] = field(default_factory=dict)
    shape: str | None = None
    denomination: int | None = None
    back: Back | None = None


@dataclass(frozen=True)
class Component:
    """One kind of physical component of a box."""

    id: str
    names: dict[str, str]
    count: int
    shape: str
    set: str = "base"
    back: Back | None = None
    size: tuple[float, float] | None = None
    colour: str | None = None
    denomination: int | None = None
    note: str | None = None
    props: dict[str, Any] = field(default_factory=dict)
    variants: tuple[Variant, ...] = ()

    def kinds(self) -> list[tuple[str, Variant | None, int]]:
        """(kind id, variant, copies) for every distinct printed thing."""
        if not self.variants:
            return [(self.id, None, self.count)]
        return [(f"{self.id}.{v.id}", v, v.count) for v in self.variants]

    def back_of(self, variant: Variant | None) -> Back | None:
        """The back of one kind: its variant's own, else the component's."""
        if variant is not None and variant.back is not None:
            return variant.back
        return self.back

    def denomination_of(self, variant: Variant | None) -> int | None:
        if variant is not None and variant.denomination is not None:
            return variant.denomination
        return self.denomination

    def coins(self) -> list[tuple[int, int]]:
        """``(denomination, count)`` of every kind of a coin component; ValueError if one has no denomination."""
        out = []
        for kind, variant, count in self.kinds():
            denom = self.denomination_of(variant)
            if denom is None:
                raise ValueError(f"{kind} is no coin: it has no denomination")
            out.append((denom, count))
        return out

    def name(self, lang: str, variant: Variant | None = None) -> str:
        names = variant.names if variant is not None else self.names
        return names.get(lang) or names["en"]


def build_components(data: dict[str, Any]) -> dict[str, Component]:
    axes = data.get("axes") or {}
    out: dict[str, Component] = {}
    for c in data["components"]:
        variants: list[Variant] = []
        if c.get("variants"):
            variants = [
                Variant(
                    v["id"], v["names"], v.get("count", 1), v.get("colour"), v.get("props") or {}, v.get("shape"), v.get("denomination"), _back(v.get("back"))
                )
                for v in c["variants"]
            ]
        elif c.get("product"):
            combos: list[tuple[list[str], dict[str, str], dict[str, Any]]] = [([], {"en": "", "ja": ""}, {})]
            for axis in c["product"]:
                nxt = []
                for ids, names, props in combos:
                    for item in axes[axis]:
                        joined = {
                            "en": (names["en"] + " " + item["names"]["en"]).strip(),
                            "ja": names["ja"] + item["names"]["ja"],
                        }
                        nxt.append(
                            (ids + [item["id"]], joined, {**props, axis: item["id"], **{f"{axis}.{k}": v for k, v in (item.get("props") or {}).items()}})
                        )
                combos = nxt
            variants = [Variant(":".join(ids), names, 1, None, props) for ids, names, props in combos]
        size = tuple(c["size"]) if c.get("size") else None
        out[c["id"]] = Component(
            id=c["id"],
            names=c["names"],
            count=c["count"],
            shape=c["shape"],
            set=c.get("set") or "base",
            back=_back(c.get("back")),
            size=size,
            colour=c.get("colour"),
            denomination=c.get("denomination"),
            note=c.get("note"),
            props=c.get("props") or {},
            variants=tuple(variants),
        )
    return out


@dataclass(frozen=True)
class Decision:
    id: str
    topic: str
    quote: str
    reading: str
