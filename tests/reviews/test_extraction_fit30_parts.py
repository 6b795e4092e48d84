"""fit-text-30, body parts (parts): variants of phrasings already read right are read the
same ("runs small, especially around the bust" -> "... on top, especially around the bust and
sleeves", "large on me, especially around the shoulders"; "pulls across my shoulders" ->
"pulled so tightly across my shoulders"). Made-up examples: each family's base (already read
right) and its variants. Pure tests."""

from __future__ import annotations

import pytest

from bench.fit_signal_errors import reduce
from reviews.extraction import extract_fit


def reduced(text: str, language: str = "en") -> dict[str, int]:
    return reduce(extract_fit(None, text, language).fit_signals)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # base: a part singled out after a verdict on the whole (fit-text-11)
        (
            "Runs small, especially around the bust and sleeves.",
            {"overall": -1, "bust": -1, "sleeves": -1},
        ),
        ("The jacket was huge, especially in the shoulders.", {"overall": 1, "shoulders": 1}),
        # after the wearer
        ("The jacket was huge on me, especially in the shoulders.", {"overall": 1, "shoulders": 1}),
        (
            "This blouse was very big on me, particularly around the shoulders and upper arms.",
            {"overall": 1, "shoulders": 1, "sleeves": 1},
        ),
        ("It was way too snug on me, mostly through the hips.", {"overall": -1, "hips": -1}),
        # after a region or a part that took the verdict
        (
            "It runs small on top, especially around the bust and sleeves.",
            {"bust": -1, "sleeves": -1},
        ),
        ("It runs small on top especially in the arms.", {"bust": -1, "sleeves": -1}),
        ("These are tight in the hips, especially the thighs.", {"hips": -1, "thigh": -1}),
        # no verdict, nothing singled out; a verdict that it fits stays as it was
        ("I love it, especially the sleeves.", {}),
        ("It fits well on me, especially in the waist.", {"overall": 0}),
        ("The sleeves are too long, especially on me.", {"sleeves": 1}),
    ],
)
def test_part_singled_out(text, expected):
    assert reduced(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # base: pulling across a part is tight there
        ("It pulled across my shoulders.", {"shoulders": -1}),
        ("It pulls across the chest when I reach.", {"chest": -1}),
        ("The buttons pull a bit at the bust.", {"bust": -1}),
        # with a degree or manner between the verb and the part
        ("It pulled so tightly across my shoulders and chest.", {"shoulders": -1, "chest": -1}),
        ("The blouse pulls a bit across the bust.", {"bust": -1}),
        ("It pulls slightly across the chest.", {"chest": -1}),
        ("It strained uncomfortably across my shoulders.", {"shoulders": -1}),
        ("It pulls a lot at the hips.", {"hips": -1}),
        # negated, and pulling that names no part
        ("It doesn't pull across the chest.", {"chest": 0}),
        ("It didn't pull too tightly across my shoulders.", {}),
        ("I had to pull it on quickly across the room.", {}),
    ],
)
def test_pulls_with_a_degree(text, expected):
    assert reduced(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # base: the part as the subject of its verdict
        ("The 10 fit everywhere except the hips which were tight.", {"overall": 0, "hips": -1}),
        ("It fit well, but the hips were tight.", {"overall": 0, "hips": -1}),
        # a relative clause after the garment's part, with a comma or "that"
        ("The 10 fit everywhere except the hips, which were tight.", {"overall": 0, "hips": -1}),
        ("The 10 fit everywhere except the hips that were tight.", {"overall": 0, "hips": -1}),
        ("It fits well except for the bust area that is very snug.", {"overall": 0, "bust": -1}),
        ("It fit well except the sleeves, which were way too long.", {"overall": 0, "sleeves": 1}),
        # the reviewer's body, a position, and a neutral word stay as they were
        ("I have hips that are wide.", {}),
        ("For someone that is petite, it is great.", {}),
        ("It hits mid thigh, which is perfect for me.", {"length": 0}),
    ],
)
def test_part_before_a_relative_clause(text, expected):
    assert reduced(text) == expected
