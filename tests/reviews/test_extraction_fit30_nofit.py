"""fit-text-30, nofit (no-fit precision): made-up sentences (docs/reviews.md, fit-text-30)."""

from __future__ import annotations

import pytest

from bench.fit_signal_errors import reduce
from reviews.extraction import extract_fit


def read(text: str) -> dict[str, int]:
    return reduce(extract_fit("", text, "en").fit_signals)


@pytest.mark.parametrize(
    "text",
    [
        "The straps tie, so you can wear them as loose or as tight as you want.",
        "You can tie it tight or loose depending on the day.",
        "The drawstring lets you wear the waist loose or a little more snug.",
        "The sash at the collar can be tied or left loose.",
        "The belt loops are handy and the tie can be worn loose.",
        "Love the colour. The wrap ties can be tied loosely or tightly.",
    ],
)
def test_a_tightness_left_to_the_wearer_is_no_verdict(text):
    """Two contrary tightness words as a choice, or a tie that can be left loose: no signal."""
    assert read(text) == {}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It is fitted but not too loose or tight.", {"overall": 0}),
        ("Neither loose nor tight, it fits well.", {"overall": 0}),
        ("It's a little tight or snug in the bust.", {"bust": -1}),
        ("The top is loose, I could size down.", {"overall": 1}),
        ("When I tie it, the waist is still too loose.", {"waist": 1}),
    ],
)
def test_a_verdict_near_a_tie_or_a_pair_stays(text, expected):
    """A negated pair fits; two words of one direction, or a verdict without a choice, stay."""
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I got the medium and I swing between a medium and a large in most brands.",
        "Bought the m. I waver between m and l.",
        "Got a 6, I hover between a 4 and a 6 depending on the cut.",
        "I got the small; I fluctuate between small and medium.",
    ],
)
def test_a_usual_range_holding_the_size_worn_is_no_size_change(text):
    """'swing / waver / hover between' names a usual range as 'fluctuate between' does: the size
    worn lies inside it, no comparison."""
    assert read(text) == {}


def test_a_usual_range_told_with_hover_still_compares_a_size_outside_it():
    assert read("I normally hover between a 4 and 6 but got the 8, it fits.") == {"overall": -1}
