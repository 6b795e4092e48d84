"""Size labels as reviewers write them, normalized.

Normal form: alpha sizes as upper-case codes (``XXS``, ``XS``, ``S``, ``M``, ``L``, ``XL``,
``XXL``, ``1X``...), numbers as written (``8``, ``38``, ``2/4``), and a ``P`` suffix for
petite (``SP``, ``XSP``, ``0P``), the way retailers print them on labels.
"""

from __future__ import annotations

import re

# Longest spellings first; the alternation is tried in order.
_ALPHA = (
    r"xxx-?small|xx-?small|x-?small|extra[- ]small|xxxs|xxs|xsp|xs|xxsp|small|sm|sp|"
    r"medium|med|mp|xxx-?large|xx-?large|x-?large|extra[- ]large|xxxl|xxl|xl|large|lg|lp|[1-4]x"
    r"|s|m|l"
)
_NUMBER = r"\d{1,2}(?:/\d{1,2})?"
# A size token: "petite small", "s petite", "xsp", "0p", "8", "2/4", "medium".
SIZE = (
    rf"(?:petite\s+)?(?:(?:{_ALPHA})(?:\s*petite|\s*regular|p)?(?![\w'/])"
    rf"|{_NUMBER}(?:\s*petite|\s*regular|p)?(?![\w'/])"
    r"(?!\s*(?:of|pairs?|times|colou?rs|more|sizes|days|weeks|months|years|inches|in\b|cm|lbs?|kg|%|\"|')))"
)
# Spelled-out alpha sizes only (no single letters): for looser patterns.
SIZE_WORD = (
    r"(?:petite\s+)?(?:x{0,3}-?small|medium|x{0,3}-?large|xxs|xs|xl|xxl)(?:\s*petite|p)?(?![\w'])"
)

_ALPHA_CODES = {
    "xxxsmall": "XXXS",
    "xxxs": "XXXS",
    "xxsmall": "XXS",
    "xxs": "XXS",
    "xsmall": "XS",
    "extrasmall": "XS",
    "xs": "XS",
    "small": "S",
    "sm": "S",
    "s": "S",
    "medium": "M",
    "med": "M",
    "m": "M",
    "large": "L",
    "lg": "L",
    "l": "L",
    "xlarge": "XL",
    "extralarge": "XL",
    "xl": "XL",
    "xxlarge": "XXL",
    "xxl": "XXL",
    "xxxlarge": "XXXL",
    "xxxl": "XXXL",
    "1x": "1X",
    "2x": "2X",
    "3x": "3X",
    "4x": "4X",
}
_ALPHA_RANK = {
    "XXXS": 0,
    "XXS": 1,
    "XS": 2,
    "S": 3,
    "M": 4,
    "L": 5,
    "XL": 6,
    "XXL": 7,
    "XXXL": 8,
    "1X": 7,
    "2X": 8,
    "3X": 9,
    "4X": 10,
}
_CLEAN = re.compile(r"[\s\-]+")
_NUM = re.compile(r"^\d{1,2}(?:/\d{1,2})?$")


def normalize_size(raw: str) -> str | None:
    """Normal form of a size token matched by ``SIZE``; None when it is not a plausible size."""
    text = _CLEAN.sub("", raw.lower())
    petite = False
    if text.startswith("petite"):
        petite, text = True, text[6:]
    if text.endswith("petite"):
        petite, text = True, text[:-6]
    if text.endswith("regular"):
        text = text[:-7]
    if text in _ALPHA_CODES:
        code = _ALPHA_CODES[text]
    elif text.endswith("p") and (text[:-1] in _ALPHA_CODES or _NUM.match(text[:-1])):
        petite = True
        code = _ALPHA_CODES.get(text[:-1]) or text[:-1]
    elif _NUM.match(text):
        if not all(_plausible_number(int(part)) for part in text.split("/")):
            return None
        code = text
    else:
        return None
    return code + "P" if petite else code


def _plausible_number(n: int) -> bool:
    # US women's even sizes, jeans waist sizes, EU sizes.
    return (n <= 24 and n % 2 == 0) or 25 <= n <= 34 or (34 <= n <= 56 and n % 2 == 0)


def size_rank(label: str) -> float | None:
    """Order of a normalized label within its own system (alpha or numeric), for comparing
    the size worn with the usual size; None when the label has no order."""
    base = label[:-1] if label.endswith("P") and len(label) > 1 else label
    if base in _ALPHA_RANK:
        return float(_ALPHA_RANK[base])
    if _NUM.match(base):
        parts = [int(p) for p in base.split("/")]
        return 1000.0 + sum(parts) / len(parts)  # offset keeps numeric apart from alpha
    return None


def same_system(a: float, b: float) -> bool:
    return (a >= 1000) == (b >= 1000)
