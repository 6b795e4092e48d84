"""Pairwise compatibility of product attributes, as small lookup matrices.

Values run from 0 (clash) to 1 (goes together). Codes index the vocabularies below;
code 0 is always "unknown".
"""

from __future__ import annotations

import numpy as np

AUDIENCES = ("unknown", "women", "men", "unisex", "kids")
STYLES = ("unknown", "casual", "sport", "formal", "party", "ethnic", "lounge")
COLOURS = (
    "unknown",
    "black",
    "white",
    "grey",
    "blue",
    "green",
    "red",
    "pink",
    "purple",
    "yellow",
    "orange",
    "brown",
    "neutral",
    "metallic",
    "multi",
)
_NEUTRAL = frozenset({"black", "white", "grey", "brown", "neutral", "metallic"})
# Chromatic pairs that are classic combinations (complementary or analogous).
_PAIRS = frozenset(
    frozenset(p)
    for p in (
        ("blue", "orange"),
        ("blue", "yellow"),
        ("blue", "pink"),
        ("blue", "red"),
        ("blue", "green"),
        ("purple", "yellow"),
        ("pink", "green"),
        ("pink", "purple"),
        ("red", "pink"),
        ("orange", "yellow"),
    )
)


def colour_harmony(a: str, b: str) -> float:
    if a == "unknown" or b == "unknown":
        return 0.6
    if a in _NEUTRAL and b in _NEUTRAL:
        return 1.0 if a != b or a != "metallic" else 0.7
    if a in _NEUTRAL or b in _NEUTRAL:
        # Blue (denim, navy) behaves almost like a neutral.
        return 0.9
    if a == "multi" or b == "multi":
        return 0.3 if a == b else 0.45
    if a == b:
        return 0.7
    if "blue" in (a, b):
        return 0.75
    return 0.65 if frozenset((a, b)) in _PAIRS else 0.3


_STYLE_PAIRS = {
    ("casual", "sport"): 0.55,
    ("casual", "formal"): 0.45,
    ("casual", "party"): 0.55,
    ("casual", "ethnic"): 0.4,
    ("casual", "lounge"): 0.45,
    ("formal", "party"): 0.6,
    ("sport", "formal"): 0.05,
    ("sport", "party"): 0.1,
    ("sport", "ethnic"): 0.05,
    ("sport", "lounge"): 0.4,
    ("formal", "ethnic"): 0.3,
    ("party", "ethnic"): 0.4,
    ("formal", "lounge"): 0.05,
    ("party", "lounge"): 0.05,
    ("ethnic", "lounge"): 0.1,
}


def style_compat(a: str, b: str) -> float:
    if a == b:
        return 1.0 if a != "unknown" else 0.7
    if "unknown" in (a, b):
        return 0.7 if "casual" in (a, b) else 0.6
    return _STYLE_PAIRS.get((a, b)) or _STYLE_PAIRS.get((b, a)) or 0.3


def audience_compat(a: str, b: str) -> float:
    if a == b:
        return 1.0 if a != "unknown" else 0.6
    if "unknown" in (a, b):
        return 0.6
    if "unisex" in (a, b):
        return 0.5 if "kids" in (a, b) else 0.8
    return 0.0  # women/men, kids/adult


def _matrix(names: tuple[str, ...], fn) -> np.ndarray:
    return np.array([[fn(a, b) for b in names] for a in names], dtype=np.float32)


COLOUR_HARMONY = _matrix(COLOURS, colour_harmony)
STYLE_COMPAT = _matrix(STYLES, style_compat)
AUDIENCE_COMPAT = _matrix(AUDIENCES, audience_compat)


def code(names: tuple[str, ...], value: str | None) -> int:
    try:
        return names.index(value) if value else 0
    except ValueError:
        return 0
