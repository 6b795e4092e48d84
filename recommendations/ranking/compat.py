"""Pairwise compatibility of product attributes, as small lookup matrices.

Values run from 0 (clash) to 1 (goes together). Codes index the vocabularies below;
code 0 is always "unknown".
"""

from __future__ import annotations

import numpy as np

# "girls" and "boys" are kids' audiences whose text says which (they never mix).
AUDIENCES = ("unknown", "women", "men", "unisex", "kids", "girls", "boys")
# Same order as catalog.detection.OCCASIONS (checked in index.py).
OCCASIONS = ("casual", "formal", "business", "sport", "party", "lounge", "ethnic", "beach")
SEASONS = ("unknown", "summer", "winter")
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


# How well two occasions share an outfit (symmetric; same occasion 1.0, else 0.1).
_OCCASION_PAIRS = {
    ("casual", "beach"): 0.6,
    ("casual", "lounge"): 0.5,
    ("casual", "business"): 0.5,
    ("casual", "sport"): 0.3,
    ("casual", "party"): 0.35,
    ("casual", "ethnic"): 0.25,
    ("casual", "formal"): 0.2,
    ("business", "formal"): 0.7,
    ("formal", "party"): 0.5,
    ("business", "party"): 0.3,
    ("sport", "beach"): 0.4,
    ("sport", "lounge"): 0.35,
    ("lounge", "beach"): 0.3,
    ("ethnic", "party"): 0.4,
    ("ethnic", "formal"): 0.2,
}


def occasion_compat(a: str, b: str) -> float:
    if a == b:
        return 1.0
    return _OCCASION_PAIRS.get((a, b)) or _OCCASION_PAIRS.get((b, a)) or 0.1


def season_compat(a: str, b: str) -> float:
    return 0.0 if {a, b} == {"summer", "winter"} else 1.0


def audience_compat(a: str, b: str) -> float:
    """0 means never together: women/men, kids/adults, girls/boys."""
    if a == b:
        return 1.0 if a != "unknown" else 0.6
    if "unknown" in (a, b):
        return 0.6
    kids = {"kids", "girls", "boys"}
    if a in kids and b in kids:
        return 0.0 if {a, b} == {"girls", "boys"} else 0.8
    if "unisex" in (a, b):
        return 0.5 if a in kids or b in kids else 0.8
    return 0.0


def _matrix(names: tuple[str, ...], fn) -> np.ndarray:
    return np.array([[fn(a, b) for b in names] for a in names], dtype=np.float32)


COLOUR_HARMONY = _matrix(COLOURS, colour_harmony)
OCCASION_COMPAT = _matrix(OCCASIONS, occasion_compat)
SEASON_COMPAT = _matrix(SEASONS, season_compat)
AUDIENCE_COMPAT = _matrix(AUDIENCES, audience_compat)


def code(names: tuple[str, ...], value: str | None) -> int:
    try:
        return names.index(value) if value else 0
    except ValueError:
        return 0
