"""fit-text-29, ovdir: the direction of `overall` when a review holds more than one overall
statement. Made-up sentences only (docs/reviews.md, "fit-text-29: ovdir (consistency)")."""

from __future__ import annotations

import pytest

from bench.fit_signal_errors import reduce
from reviews.extraction import extract_fit


def read(text: str) -> dict[str, int]:
    return reduce(extract_fit("", text, "en").fit_signals)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a mild verdict on the sizing beside a confident "fits perfectly": the verdict wins
        ("Runs a bit big, the xxs fits perfectly.", {"overall": 1}),
        ("Runs a bit big. The xs fits perfectly.", {"overall": 1}),
        ("Runs a bit big but fits perfectly.", {"overall": 1}),
        ("Sizing is a bit small, the 10 fits perfectly.", {"overall": -1}),
        ("Runs a little small but fits great.", {"overall": -1}),
        ("I thought it fit a little bigger than to size. The s fit great.", {"overall": 1}),
        # already read so, the same family with a weaker or stronger statement
        ("It runs a tad big but fits me well.", {"overall": 1}),
        ("Runs big, the small fits great.", {"overall": 1}),
        # not a sizing verdict, or said of one part: unchanged
        ("It's a bit big but fits perfectly.", {"overall": 0}),
        ("It doesn't run small, it fits perfectly.", {"overall": 0}),
        ("Runs true to size and fits perfectly.", {"overall": 0}),
        ("Runs a little small in the bust, the rest fits perfectly.", {"overall": 0, "bust": -1}),
    ],
)
def test_a_sizing_verdict_beside_fits_perfectly_keeps_its_direction(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I sized down and it fits great.", {"overall": 1}),
        ("I went down a size and it's perfect.", {"overall": 1}),
        ("I'm usually a medium, the small fits perfectly.", {"overall": 1}),
        ("The small fits perfectly. I'm usually a medium.", {"overall": 1}),
        ("I'm usually a 6 but the 8 fits perfectly.", {"overall": -1}),
        ("Runs small, but the large fits perfectly.", {"overall": -1}),
        ("I probably could have sized down, but it fits well.", {"overall": 1}),
    ],
)
def test_a_size_change_or_comparison_beside_a_verdict(text, expected):
    """The forms that already read right (the consistency base of this round)."""
    assert read(text) == expected


def test_the_sizes_are_still_measured():
    ms = extract_fit("", "Runs a bit big, the xxs fits perfectly.", "en").measurements
    values = {v["dimension_code"]: v["raw_value"] for m in ms for v in m["values"]}
    assert values == {"size_worn": "XXS"}
