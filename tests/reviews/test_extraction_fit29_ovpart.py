"""fit-text-29, precision of ``overall`` (ovpart): a size or looseness word scoped to a place
or part of the garment is that part, or nothing, never ``overall`` (fit-labels.md: "A remark
about one dimension does not imply overall"); a whole-item phrase keeps ``overall``.
Made-up examples: each family's base (already read right) and its variants. Pure tests."""

from __future__ import annotations

import pytest

from bench.fit_signal_errors import reduce
from reviews.extraction import extract_fit


def reduced(text: str, language: str = "en") -> dict[str, int]:
    return reduce(extract_fit(None, text, language).fit_signals)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # base: the hem of a top, a part that is no fit dimension
        ("This blouse is way too big at the hem.", {}),
        ("The shirt is baggy around the hem.", {}),
        # the bottom of a top, named with its article after a preposition
        ("This blouse is way too big at the bottom.", {}),
        ("The shirt is baggy around the bottom.", {}),
        ("This tee gets really wide at the bottom.", {}),
        # of a dress the bottom is the hips; the top of any garment after a preposition the bust
        ("This dress is way too big at the bottom.", {"hips": 1}),
        ("The shirt is loose at the top.", {"bust": 1}),
        # the bottom of something else, or a position, keeps its reading
        ("The jacket was a good length at the bottom of my hips.", {"length": 0}),
        # whole-item phrases keep overall
        ("This blouse is huge, especially at the bottom.", {"overall": 1}),
        ("The shirt is too big overall and wide at the bottom.", {"overall": 1}),
    ],
)
def test_the_bottom_of_a_top_is_no_overall(text, expected):
    assert reduced(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # base: a part of trousers that is no fit dimension
        ("These trousers are way too tight in the calves.", {}),
        ("The pants are baggy around the knees.", {}),
        # the legs of trousers, judged for their width: no overall, no thigh
        ("These trousers are way too tight in the legs.", {}),
        ("The pants are baggy around the legs.", {}),
        ("Way too much fabric in the legs.", {}),
        ("The legs are super wide.", {}),
        ("Snug in the leg but comfy.", {}),
        # the legs too long or short are the length (fit-labels.md), a coordinated part its own
        ("The legs are way too long.", {"length": 1}),
        ("A bit short in the legs.", {"length": -1}),
        # (fit-text-38) "leg length" names no inseam (fit-labels.md): the length
        ("The leg length is perfect.", {"length": 0}),
        ("Tight in the thighs and legs.", {"thigh": -1}),
        # whole-item phrases beside it keep overall
        ("These wide leg pants run big.", {"overall": 1}),
        ("Way too big everywhere, the legs too.", {"overall": 1}),
    ],
)
def test_the_legs_of_trousers_are_no_overall(text, expected):
    assert reduced(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "It's huge.",
        "It's too big everywhere.",
        "It's big all over.",
        "It's too wide overall.",
        "It runs wide.",
    ],
)
def test_whole_item_phrases_keep_overall(text):
    assert reduced(text) == {"overall": 1}
