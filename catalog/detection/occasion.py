"""Occasion (what a product is worn for) and season, from product text in four languages.

Evidence adds up: each source that names an occasion word ("formal", "Sportschuhe" is
not a word match but "Sport" is, "de fiesta", "kurta") adds that source's weight; the
garment's usual occasion (``OCCASION_OF_FINE``) adds less than one word. The result is
a small score per occasion, so callers can tell a product that *says* "formal" from a
shirt that is only probably casual.
"""

from __future__ import annotations

from typing import NamedTuple

from ._lexicon import Lexicon, table_lexicon
from .vocab_habits import OCCASION_OF_FINE, SEASON_OF_FINE
from .vocab_words import DE_OCCASION_PREFIXES, OCCASION_WORDS, SEASON_WORDS

OCCASIONS: tuple[str, ...] = (
    "casual",
    "formal",
    "business",
    "sport",
    "party",
    "lounge",
    "ethnic",
    "beach",
)
SEASONS: tuple[str, ...] = ("summer", "winter")
# Evidence an occasion needs to count as the product's occasion (one word in the
# description, or a garment whose habit is clear such as jeans or a kurta).
_PRIMARY_MIN = 0.3
# Ties go to the more specific occasion: a "Salwar Suit" is ethnic before it is formal.
_SPECIFIC_FIRST = ("ethnic", "beach", "party", "sport", "formal", "business", "lounge", "casual")


OCCASION_LEXICON = table_lexicon(OCCASION_WORDS)
SEASON_LEXICON = table_lexicon(SEASON_WORDS)


def _context_lexicon() -> Lexicon[tuple[str | None, str | None]]:
    """One scan finds both: phrase -> (occasion, season) ("beach" is both)."""
    lex: Lexicon[tuple[str | None, str | None]] = Lexicon()
    for phrase in {*OCCASION_LEXICON.phrases(), *SEASON_LEXICON.phrases()}:
        lex.add(phrase, (OCCASION_LEXICON.get(phrase), SEASON_LEXICON.get(phrase)))
    return lex


_CONTEXT_LEXICON = _context_lexicon()


_DE_PREFIXES = tuple(DE_OCCASION_PREFIXES)


def named_in(lexicon: Lexicon[str], toks: list[str]) -> list[str]:
    """Values the lexicon finds in ``toks``, each once, in order of appearance."""
    found: list[str] = []
    for _s, _e, value in lexicon.scan(toks):
        if value is not None and value not in found:
            found.append(value)
    return found


def _compound_occasion(token: str) -> str | None:
    """ "laufshirt" -> sport: a German compound opening with an occasion word."""
    if len(token) < 8 or not token.startswith(_DE_PREFIXES):
        return None
    for prefix, occasion in DE_OCCASION_PREFIXES.items():
        if token.startswith(prefix) and len(token) - len(prefix) >= 4:
            return occasion
    return None


class Context(NamedTuple):
    """Occasions and seasons named in product text, per source."""

    named: list[list[str]]  # occasions each source names, in order of appearance
    words: dict[str, float]  # evidence per occasion
    season_votes: dict[str, float]


def read_context(sources: list[tuple[list[str], float]]) -> Context:
    """Occasion evidence and season votes from ``(tokens, weight)`` sources, one scan each.

    A source naming several occasions ("Salwar Suit", "Sports Formal Shoes") splits its
    weight between them, so one text never counts more than its weight.
    """
    named_by_source: list[list[str]] = []
    words: dict[str, float] = {}
    votes = {"summer": 0.0, "winter": 0.0}
    for toks, weight in sources:
        named: list[str] = []
        seasons: set[str] = set()
        if toks:
            for _s, _e, value in _CONTEXT_LEXICON.scan(toks):
                if value is None:
                    continue
                occasion, season = value
                if occasion is not None and occasion not in named:
                    named.append(occasion)
                if season is not None:
                    seasons.add(season)
            for token in toks:
                compound = _compound_occasion(token)
                if compound is not None and compound not in named:
                    named.append(compound)
        for occasion in named:
            words[occasion] = words.get(occasion, 0.0) + weight / len(named)
        for season in seasons:
            votes[season] += weight
        named_by_source.append(named)
    return Context(named_by_source, words, votes)


def with_habit(words: dict[str, float], fine: str | None) -> dict[str, float]:
    """Word evidence plus the garment's usual occasion (``OCCASION_OF_FINE``)."""
    scores = dict(words)
    for occasion, weight in OCCASION_OF_FINE.get(fine or "", ()):
        scores[occasion] = scores.get(occasion, 0.0) + weight
    return scores


def primary_occasion(scores: dict[str, float]) -> str | None:
    """The occasion with the most evidence, when it has enough (ties: the more specific)."""
    best = max(_SPECIFIC_FIRST, key=lambda o: scores.get(o, 0.0))
    return best if scores.get(best, 0.0) >= _PRIMARY_MIN else None


def season_of(votes: dict[str, float], fine: str | None = None) -> str | None:
    """ "summer", "winter" or None (all-season, or nothing says), from ``read_context``'s
    votes and the garment's season."""
    votes = dict(votes)
    habit = SEASON_OF_FINE.get(fine or "")
    if habit is not None:
        votes[habit] += 0.5
    if votes["summer"] == votes["winter"]:
        return None
    return "summer" if votes["summer"] > votes["winter"] else "winter"
