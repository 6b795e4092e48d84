"""Text normalisation shared by every detector.

All vocabulary tables and all inputs go through :func:`fold` and :func:`tokens`, so the
tables can be written in natural spelling ("Größe", "tamaño", "T-Shirt") and still match
"groesse"-less ASCII input such as "grosse", "tamano" or "tshirt".
"""

from __future__ import annotations

import re
import unicodedata

# Characters NFKD does not decompose into ASCII, or that German writes as digraphs.
_SPECIAL = str.maketrans(
    {
        "ß": "ss",
        "ø": "o",
        "æ": "ae",
        "œ": "oe",
        "ł": "l",
        "đ": "d",
        "\u2019": "'",
        "`": "'",
        "\u00b4": "'",
    }
)
# Letters and digits split apart: "2briefs" -> "2 briefs", "32x30" -> "32 x 30".
_TOKEN_RE = re.compile(r"[a-z]+|[0-9]+")
# English possessive "'s" joins ("women's" -> "womens"); any other apostrophe separates
# (French elision: "boucles d'oreilles" -> "boucles d oreilles").
_ELISION_RE = re.compile(r"'(?!s\b)")


def fold(text: str) -> str:
    """Lowercase, normalise apostrophes (``women's`` -> ``womens``) and strip accents."""
    text = text.lower().translate(_SPECIAL)
    if "'" in text:
        text = _ELISION_RE.sub(" ", text).replace("'", "")
    if not text.isascii():
        text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    return text


def tokens(text: str) -> list[str]:
    """ASCII word tokens of ``text``; hyphens, slashes and punctuation separate words."""
    return _TOKEN_RE.findall(fold(text))


def terms(spec: str) -> tuple[str, ...]:
    """Split a ``"a|b c|d"`` vocabulary cell into normalised space-joined terms."""
    out = []
    for raw in spec.split("|"):
        toks = tokens(raw)
        if toks:
            out.append(" ".join(toks))
    return tuple(out)
