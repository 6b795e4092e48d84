"""Colour family of a product title, option value or any short text."""

from __future__ import annotations

import re

from ._lexicon import Lexicon
from ._text import terms, tokens
from .vocab_words import COLOURS, DE_COLOUR_PREFIXES, DE_COLOUR_STEMS

COLOUR_FAMILIES: tuple[str, ...] = tuple(COLOURS)


def _inflect(lang: str, word: str) -> tuple[str, ...]:
    """French and Spanish adjective forms (noir -> noire/noirs/noires, rojo -> roja/rojos)."""
    if " " in word:
        return (word,)
    if lang == "fr":
        return (word, word + "e", word + "s", word + "es")
    if lang == "es":
        if word.endswith("o"):
            stem = word[:-1]
            return (word, stem + "a", word + "s", stem + "as")
        if word.endswith(("a", "e")):
            return (word, word + "s")
        return (word, word + "es")
    return (word,)


def _build() -> Lexicon[str]:
    lex: Lexicon[str] = Lexicon()
    for family, cells in COLOURS.items():
        for lang, cell in zip(("en", "de", "fr", "es"), cells, strict=True):
            for term in terms(cell):
                for form in _inflect(lang, term):
                    lex.add(form, family)
    return lex


COLOUR_LEXICON = _build()
_DE_COLOUR_RE = re.compile(
    rf"(?:{DE_COLOUR_PREFIXES})?({'|'.join(DE_COLOUR_STEMS)})(?:e|er|es|en|em|lich|liche|lichen)?"
)


def _colour_hits(toks: list[str]):
    for start, end, family in COLOUR_LEXICON.scan(toks):
        if family is not None:
            yield start, end, family
        elif len(toks[start]) >= 4:
            m = _DE_COLOUR_RE.fullmatch(toks[start])
            if m is not None:
                yield start, end, DE_COLOUR_STEMS[m.group(1)]


def colour_of_tokens(toks: list[str]) -> str | None:
    """First colour family named in ``toks`` (the dominant colour comes first in titles).

    A colour word that opens the text and is followed by a non-colour word is taken for
    a brand when another colour follows ("Red Tape Men Brown Shoes" is brown), since
    catalog titles often start with the brand.
    """
    first = None
    for start, end, family in _colour_hits(toks):
        if first is None:
            if start != 0:
                return family
            first = (end, family)
            continue
        if start == first[0]:  # "Red Black Check Shirt": two colours, not a brand
            return first[1]
        return family
    return first[1] if first is not None else None


def colour_family(text: str) -> str | None:
    """Colour family ("blue", "neutral", "multi", ...) named in ``text``, or None.

    "navy", "bleu marine" and "dunkelblau" are blue; "ecru" and "cream" are white; the
    first colour named wins ("Red & Black Check Shirt" is red).
    """
    if not text:
        return None
    return colour_of_tokens(tokens(text))
