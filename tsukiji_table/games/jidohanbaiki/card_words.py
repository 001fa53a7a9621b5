"""A stock card's name in a log line or a refusal, in English and Japanese.

The axes' Japanese colour names end in の (「赤の」) so that they read before a
shape (「赤の短い缶」); a card is named on its own (「赤のカード」, 「赤と長い缶」).
"""

from __future__ import annotations

from .common import Catalogue


def card_words(cat: Catalogue, card: int) -> dict[str, str]:
    """The card's colour or shape in each language, standing alone."""
    names = cat.card_names(card)
    return {lang: text.removesuffix("の") if lang == "ja" else text for lang, text in names.items()}
