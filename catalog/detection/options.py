"""Option kind detection: is a product option a colour, a size, a fit, a length, a width?

The option's name decides when it is recognised (decisions.md section 2); otherwise its
values vote. Each value lists the kinds it could belong to ("Regular" could be a fit, a
length or a width); the kind that covers most values wins, ties going to the kind with
more values only it explains ("Short/Regular/Long" is a length, "Petite/Regular/Tall"
a fit, "N/M/W" a width, "S/M/L" a size).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ._lexicon import Lexicon
from ._text import terms, tokens
from .colours import colour_of_tokens
from .vocab_words import (
    FIT_VALUES,
    LENGTH_VALUES,
    OPTION_NAMES,
    STYLE_VALUES,
    WIDTH_ONLY_VALUES,
    WIDTH_VALUES,
)

OPTION_KINDS: tuple[str, ...] = ("visual", "style", "size", "fit", "length", "width", "other")

# Tie-break when two kinds explain the same values equally well.
_PRIORITY = {"size": 0, "visual": 1, "length": 2, "fit": 3, "width": 4, "style": 5, "other": 6}
# Share of values a kind must explain before the values decide the option's kind.
_MIN_SHARE = 0.5
# Values looked at: enough to decide, bounded so a 1000-value option stays cheap.
_MAX_VALUES = 60


def _build_names() -> Lexicon[str]:
    lex: Lexicon[str] = Lexicon()
    for kind, cell in OPTION_NAMES.items():
        for term in terms(cell):
            lex.add(term, kind)
    return lex


_NAME_LEXICON = _build_names()

# Patterns run on the space-joined tokens, where letters and digits are split apart:
# "2XL" -> "2 xl", "32x30" -> "32 x 30", "W32 L30" -> "w 32 l 30", "8.5" -> "8 5".
# Every token of a value has one reading: "xs", "xl" and "xxs" are only ``x{1,5}[sl]``.
# (Listing them as alternatives too matched "xxs xxs ... xxs" two ways per token, and a
# value that then failed, "xs xs ... xs q", backtracked 2**n times: 22 tokens took 3.6 s.)
_ALPHA = r"(?:(?:[2-9] )?(?:x{1,5}[sl]|x)|s|m|l)"
_QUALIFIER = r"(?:petite|tall|plus|regular|reg|long|short|p|t|r)"
_SIZE_RES = (
    # S, XL, 2XL, S/M, XS-S, L Tall, Size M
    re.compile(rf"(?:size )?{_ALPHA}(?: {_ALPHA})*(?: {_QUALIFIER})?"),
    # 2, 38, EU 40, 8.5, 10W, US 8 M, 38 EU, 12 months, 3-4 years, 2T, 38-40
    re.compile(
        r"(?:(?:eu|us|uk|it|fr|de|au|jp|gr|size|taille|talla|grosse|w|waist|age|ages) )?"
        r"\d{1,3}(?: 5)?(?: \d{1,3}(?: 5)?)?"
        r"(?: (?:w|m|n|b|d|e|ee|wide|narrow|medium|y|yr|yrs|years|ans|jahre|anos|t|months|mo|"
        r"mths|cm|in|eu|us|uk|r|l|s|p|regular|long|short|petite|tall|plus))?"
    ),
    # 32x30, 32/34, W32 L30, 32W 30L
    re.compile(r"(?:w )?\d{2}(?: w)?(?: x)?(?: l)? \d{2}(?: l)?"),
    # bra sizes: 34B, 32 DD, 36DDD
    re.compile(r"\d{2} (?:aa|a|b|c|d|dd|ddd|e|f|ff|g|gg|h|hh|i|j|k)"),
    # one size
    re.compile(
        r"one size|onesize|os|osfa|one size fits all|free size|freesize|taille unique|tu|"
        r"einheitsgrosse|einheitsgroesse|talla unica|unica|unique|universal"
    ),
)


def _phrase_set(cell: str) -> frozenset[str]:
    return frozenset(terms(cell))


_FIT = _phrase_set(FIT_VALUES)
_LENGTH = _phrase_set(LENGTH_VALUES)
_WIDTH = _phrase_set(WIDTH_VALUES)
_WIDTH_ONLY = _phrase_set(WIDTH_ONLY_VALUES)
_STYLE = _phrase_set(STYLE_VALUES)
_FIT_SUFFIX = (" fit", " cut", " passform", " coupe")


def _value_kinds(value: str) -> frozenset[str]:
    """Every kind ``value`` could belong to (empty when it says nothing)."""
    toks = tokens(value)
    if not toks:
        return frozenset()
    joined = " ".join(toks)
    kinds = set()
    if any(rx.fullmatch(joined) for rx in _SIZE_RES):
        kinds.add("size")
    if joined in _WIDTH:
        kinds.add("width")
        if joined in _WIDTH_ONLY:
            kinds.discard("size")
    if joined in _FIT or joined.endswith(_FIT_SUFFIX):
        kinds.add("fit")
    if joined in _LENGTH:
        kinds.add("length")
    if not kinds and colour_of_tokens(toks) is not None:
        kinds.add("visual")
    if not kinds and joined in _STYLE:
        kinds.add("style")
    return frozenset(kinds)


def kind_from_name(*names: str | None) -> str | None:
    """Kind named by an option key or label ("Colour", "Größe", "Inseam"), else None.

    When a name holds several kind words the last one is the head ("Shoe Width" is a
    width, "Waist Size" a size); generic words such as "type" decide nothing.
    """
    for name in names:
        if not name:
            continue
        found = [kind for _s, _e, kind in _NAME_LEXICON.scan(tokens(name)) if kind is not None]
        if found:
            return found[-1]
    return None


def kind_from_values(values: Iterable[str]) -> str | None:
    """Kind the option values agree on, or None when they do not say."""
    counted = 0
    cover: dict[str, int] = {}
    only: dict[str, int] = {}
    for value in values:
        if counted >= _MAX_VALUES:
            break
        counted += 1
        kinds = _value_kinds(value)
        for kind in kinds:
            cover[kind] = cover.get(kind, 0) + 1
        if len(kinds) == 1:
            (kind,) = kinds
            only[kind] = only.get(kind, 0) + 1
    if not cover:
        return None
    best = min(cover, key=lambda k: (-cover[k], -only.get(k, 0), _PRIORITY[k]))
    if cover[best] < _MIN_SHARE * counted:
        return None
    return best


def detect_option_kind(key: str, source_name: str | None, values: list[str]) -> str:
    """Kind of a product option: "visual", "style", "size", "fit", "length", "width" or "other".

    The merchant-facing label and the machine key are read first (in that order); the
    values decide only when neither names a known kind.
    """
    kind = kind_from_name(source_name, key)
    if kind is not None:
        return kind
    return kind_from_values(values) or "other"


_WAIST_LENGTH_RE = _SIZE_RES[2]
_BRA_RE = _SIZE_RES[3]


def garment_hint_from_options(option_values: dict[str, list[str]] | None) -> str | None:
    """A fine category implied by option values alone: waist x length sizes are trousers,
    band+cup sizes a bra, a shoe-width option footwear. Used only when the text says nothing.
    """
    if not option_values:
        return None
    for key, values in option_values.items():
        if kind_from_name(key) == "width":
            return "shoes"
        sample = [" ".join(tokens(v)) for v in values[:20] if v]
        if not sample:
            continue
        if all(_WAIST_LENGTH_RE.fullmatch(v) for v in sample):
            return "trousers"
        if all(_BRA_RE.fullmatch(v) for v in sample):
            return "bra"
    return None
