"""Pictures of Turin Market's cards: what is printed on them, drawn from the rules.

A goods card shows its three goods as coloured squares with the count in
them, down its left edge, so a fanned hand or a row of won cards still shows
every card's goods; the bottom third stays plain, since offered money lies
there.  The loan card says what it gives and costs; the list card shows the
goods in scoring order with both sides' bonuses.  :func:`install` gives the
table's kinds these shapes; :mod:`..art` then caches the pictures per zoom.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from .. import art, i18n
from ..fonts import fonts
from ..kinds import register_faces
from ..theme import INK, PAPER, Colour, hex_rgb, ink_on, shade

if TYPE_CHECKING:
    from ...games.turin.data import TurinData
    from ...rulesdata import Rules
    from ..kinds import KindCatalog, KindLook

ROW_MM = 13.0  # one good's row on a card: three fit above the money an offer puts on the card
ROWS_TOP_MM = 3.0
SWATCH_X_MM = 3.0


def good_colour(catalog: KindCatalog, good: str) -> Colour:
    """The colour the window gives ``good`` (``rgb`` of the goods axis)."""
    return catalog.palette.get(good, (160, 160, 160))


def _text(surf: pygame.Surface, text: str, px: float, colour: Colour, rect: pygame.Rect, bold: bool = False, align: str = "center") -> None:
    if px < art.MIN_TEXT_PX or rect.w < 8 or not text:
        return
    img = fonts().fit(text, int(px), colour, rect.w, bold=bold, min_size=art.MIN_TEXT_PX)
    where = img.get_rect(center=rect.center) if align == "center" else img.get_rect(midleft=rect.midleft)
    surf.blit(img, where)


def _goods_card(surf: pygame.Surface, look: KindLook, z: float) -> None:
    rect = surf.get_rect()
    radius = max(2, int(3 * z))
    pygame.draw.rect(surf, PAPER, rect, border_radius=radius)
    goods: list[tuple[dict[str, str], int, Colour]] = look.props["goods"]
    main = goods[0][2]
    # The plain bottom: a wash of the main good's colour and the card's number.
    wash = pygame.Rect(rect.x, int(rect.h * 0.55), rect.w, rect.h - int(rect.h * 0.55))
    pygame.draw.rect(surf, shade(main, 1.75), wash, border_bottom_left_radius=radius, border_bottom_right_radius=radius)
    bar = pygame.Rect(int(4 * z), wash.y + int(5 * z), rect.w - int(8 * z), max(2, int(4 * z)))
    total = sum(n for _, n, _ in goods)
    x = bar.x
    for _, n, colour in goods:
        w = round(bar.w * n / total)
        pygame.draw.rect(surf, colour, (x, bar.y, w, bar.h))
        x += w
    pygame.draw.rect(surf, shade(main, 0.5), bar, width=1)
    _text(
        surf, look.props.get("number", ""), 6 * z, shade(main, 0.45), pygame.Rect(rect.right - int(16 * z), rect.bottom - int(10 * z), int(13 * z), int(8 * z))
    )
    side = ROW_MM * z - max(1, int(z))
    for k, (names, count, colour) in enumerate(goods):
        top = int((ROWS_TOP_MM + k * (ROW_MM + 1)) * z)
        swatch = pygame.Rect(int(SWATCH_X_MM * z), top, int(side), int(side))
        pygame.draw.rect(surf, colour, swatch, border_radius=max(2, int(2 * z)))
        pygame.draw.rect(surf, shade(colour, 0.55), swatch, width=max(1, int(0.4 * z)), border_radius=max(2, int(2 * z)))
        _text(surf, str(count), 11 * z, ink_on(colour), swatch, bold=True)
        name_rect = pygame.Rect(swatch.right + int(2 * z), top, rect.w - swatch.right - int(4 * z), int(side))
        # At table zoom the name is small print, but the colour and count carry the meaning.
        _text(surf, i18n.local(names), max(6.2 * z, 8.0) if z >= 1 else 6.2 * z, INK, name_rect, bold=k == 0, align="left")
    pygame.draw.rect(surf, (90, 86, 80), rect, width=max(1, int(0.5 * z)), border_radius=radius)


def _loan_card(surf: pygame.Surface, look: KindLook, z: float) -> None:
    rect = surf.get_rect()
    radius = max(2, int(3 * z))
    colour = (176, 58, 46)
    pygame.draw.rect(surf, (250, 236, 228), rect, border_radius=radius)
    head = pygame.Rect(0, 0, rect.w, int(24 * z))
    pygame.draw.rect(surf, colour, head, border_top_left_radius=radius, border_top_right_radius=radius)
    _text(surf, i18n.local(look.names), 8 * z, ink_on(colour), head.inflate(-int(4 * z), 0), bold=True)
    body = pygame.Rect(int(3 * z), head.bottom + int(4 * z), rect.w - int(6 * z), int(22 * z))
    _text(surf, i18n.tr("turin.art.loan_now", n=look.props.get("amount", 10)), 11 * z, INK, body, bold=True)
    _text(surf, i18n.tr("turin.art.loan_later", n=look.props.get("repay", 15)), 6.5 * z, shade(colour, 0.8), body.move(0, int(24 * z)))
    pygame.draw.rect(surf, shade(colour, 0.7), rect, width=max(1, int(0.6 * z)), border_radius=radius)


def _list_card(surf: pygame.Surface, look: KindLook, z: float) -> None:
    rect = surf.get_rect()
    radius = max(2, int(3 * z))
    pygame.draw.rect(surf, (252, 240, 196), rect, border_radius=radius)
    head = pygame.Rect(0, 0, rect.w, int(11 * z))
    pygame.draw.rect(surf, (214, 170, 40), head, border_top_left_radius=radius, border_top_right_radius=radius)
    _text(surf, i18n.local(look.names), 6 * z, INK, head.inflate(-int(4 * z), 0), bold=True)
    rows: list[tuple[Colour, int, int]] = look.props["list"]
    step = (rect.h - head.h - int(4 * z)) / max(1, len(rows))
    for k, (colour, classic, new) in enumerate(rows):
        y = int(head.bottom + int(2 * z) + k * step)
        cell = pygame.Rect(int(4 * z), y + 1, int(step) - 2, int(step) - 2)
        pygame.draw.rect(surf, colour, cell, border_radius=max(1, int(z)))
        pygame.draw.rect(surf, shade(colour, 0.55), cell, width=1, border_radius=max(1, int(z)))
        third = (rect.w - cell.right) // 2
        _text(surf, str(classic), 6 * z, INK, pygame.Rect(cell.right, y, third, int(step)), bold=True)
        _text(surf, str(new), 6 * z, (170, 40, 40), pygame.Rect(cell.right + third, y, third, int(step)), bold=True)
    pygame.draw.rect(surf, (150, 120, 40), rect, width=max(1, int(0.6 * z)), border_radius=radius)


art.DRAWERS.setdefault("turin_goods", _goods_card)
art.DRAWERS.setdefault("turin_loan", _loan_card)
art.DRAWERS.setdefault("turin_list", _list_card)


def card_goods(data: TurinData, catalog: KindCatalog, card: str) -> list[tuple[dict[str, str], int, Colour]]:
    """A card's goods, most first: (names, count, colour)."""
    rows = sorted(data.cards[card], key=lambda gc: -gc[1])
    return [(data.good_names[data.goods[g]], n, good_colour(catalog, data.goods[g])) for g, n in rows]


def install(catalog: KindCatalog, data: TurinData, game: dict[str, Any]) -> None:
    """Give the table's Turin kinds their printed pictures (looks keep their ids, so the art cache works)."""
    for kind_id, look in list(catalog.looks.items()):
        if look.back:
            continue
        if look.component == "goods_card" and look.variant in data.cards:
            number = "".join(ch for ch in look.variant if ch.isdigit()).lstrip("0")
            goods = card_goods(data, catalog, look.variant)
            props = {**look.props, "goods": goods, "number": number}
            # The tooltip names the card by what it shows.
            names = {
                lang: f"{look.names.get(lang) or look.names['en']}: " + " · ".join(f"{n[lang] if lang in n else n['en']} {c}" for n, c, _ in goods)
                for lang in i18n.LANGUAGES
            }
            catalog.looks[kind_id] = replace(look, shape="turin_goods", props=props, names=names)
        elif look.component == "loan_card":
            props = {**look.props, "amount": game["loan"]["amount"], "repay": game["loan"]["repay"]}
            catalog.looks[kind_id] = replace(look, shape="turin_loan", props=props)
        elif look.component == "list_card":
            rows = [(good_colour(catalog, g), data.bonus["classic"][k], data.bonus["new"][k]) for k, g in enumerate(data.goods)]
            catalog.looks[kind_id] = replace(look, shape="turin_list", props={**look.props, "list": rows})


def _install_from_rules(catalog: KindCatalog, rules: Rules) -> None:
    from ...games.turin.data import turin_data

    install(catalog, turin_data(rules), rules.file("game.yaml"))


register_faces("turin", _install_from_rules)


def colour_of(text: str | None) -> Colour:
    return hex_rgb(text)


i18n.add_strings(
    {
        "turin.art.loan_now": {"en": "+{n} now", "ja": "今すぐ+{n}"},
        "turin.art.loan_later": {"en": "repay {n} at the end", "ja": "終了時に{n}返済"},
    }
)
