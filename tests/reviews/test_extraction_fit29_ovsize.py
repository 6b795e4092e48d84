"""fit-text-29, `overall` from size stories (ovsize): metamorphic consistency. The usual size,
the size worn and the verdict on it vary independently; every combination that means the
same must read the same (fit-labels.md: "usually M, the S fits" is +1, the usual size worn
and fitting is 0, "fits perfectly" is 0). Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction_fit18_sizes import measured
from tests.reviews.test_extraction_fit_labels import labels

# --- the size worn named and judged right, however the size is written and whatever the
# verdict: a letter alone opening its clause as "small" does, a number word as its digit, the
# petite before or after; "ordered the X and it is ..." with the verdicts of "the X was ..."


@pytest.mark.parametrize(
    ("text", "overall", "worn"),
    [
        ("I typically wear m and the m was perfect.", 0, "M"),
        ("I typically wear m and m was perfect.", 0, "M"),
        ("I typically wear m and s was perfect.", 1, "S"),
        ("5'4, 120 lbs. s was perfect.", 0, "S"),
        ("I'm usually a 6 and the 6 was perfect.", 0, "6"),
        ("I'm usually a 6 and the six was perfect.", 0, "6"),
        ("I'm usually a 6 and the four was perfect.", 1, "4"),
        ("I ordered the x-small and it is perfect.", 0, "XS"),
        ("I ordered the petite x-small and it is perfect.", 0, "petite XS"),
        ("I ordered the xs petite and it is perfect.", 0, "XS petite"),
        ("I'm usually a medium. I ordered the medium and it was the right choice.", 0, "M"),
        ("I'm usually a medium. The medium was the right choice.", 0, "M"),
        ("I'm usually a medium. I ordered the small and it was the right choice.", 1, "S"),
    ],
)
def test_the_size_worn_judged_right_reads_alike_however_written(text, overall, worn):
    assert labels(text, "en") == {"overall": overall}
    assert measured(text)["size_worn"] == worn


@pytest.mark.parametrize(
    "text",
    [
        # no size named, a use, a list of sizes: no verdict
        "I ordered the blue and it is perfect.",
        "I ordered the large and it's perfect for work.",
        "Colors: s and m.",
    ],
)
def test_no_size_judged_no_verdict(text):
    assert "overall" not in labels(text, "en")
