"""Audience (women, men, unisex, kids) named in product text."""

from __future__ import annotations

from ._lexicon import table_lexicon
from ._text import terms, tokens
from .vocab_words import AUDIENCE, KIDS_GENDER

AUDIENCES: tuple[str, ...] = ("women", "men", "unisex", "kids", "unknown")


AUDIENCE_LEXICON = table_lexicon(AUDIENCE)
# German compounds open with the audience: "Damenmantel", "Herrenhemd", "Kinderschuhe".
_DE_PREFIXES = (("damen", "women"), ("herren", "men"), ("kinder", "kids"), ("madchen", "kids"))
_DE_PREFIX_TUPLE = tuple(p for p, _a in _DE_PREFIXES)


def audience_of_tokens(toks: list[str]) -> str:
    found: set[str] = set()
    for start, _end, audience in AUDIENCE_LEXICON.scan(toks):
        if audience is not None:
            found.add(audience)
        elif len(toks[start]) > 8 and toks[start].startswith(_DE_PREFIX_TUPLE):
            for prefix, compound_audience in _DE_PREFIXES:
                if toks[start].startswith(prefix):
                    found.add(compound_audience)
    if not found:
        return "unknown"
    if "kids" in found:
        return "kids"
    if "unisex" in found or ("women" in found and "men" in found):
        return "unisex"
    return "women" if "women" in found else "men"


def detect_audience(text: str) -> str:
    """ "women", "men", "unisex", "kids" or "unknown".

    Kids' words win ("Girls' Dress" is kids); both women and men, or "unisex", is unisex.
    Whole words only: "boyfriend jeans" says nothing about the audience.
    """
    if not text:
        return "unknown"
    return audience_of_tokens(tokens(text))


_KIDS_GENDER = {term: g for g, cell in KIDS_GENDER.items() for term in terms(cell)}


def kids_gender_of_tokens(toks: list[str]) -> str | None:
    """ "girls" or "boys" when a kids' text names exactly one of them, else None."""
    found = {_KIDS_GENDER[t] for t in toks if t in _KIDS_GENDER}
    return found.pop() if len(found) == 1 else None
