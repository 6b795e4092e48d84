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
        # the line before or after the size: P first, regular first, "4r", "medium tall"
        ("I'm usually a ps. The pxs was perfect.", 1, "PXS"),
        ("I ordered the pxs and it is perfect.", 0, "PXS"),
        ("The regular 4 was perfect.", 0, "regular 4"),
        ("The 4r was perfect.", 0, "4R"),
        ("The medium tall was perfect.", 0, "M tall"),
        # a plain "fits" after the size, however written
        ("The small fits.", 0, "S"),
        ("The two fits.", 0, "2"),
        ("The xs petite fits.", 0, "XS petite"),
        ("The petite x-small fits.", 0, "petite XS"),
        ("I'm usually a medium and the pxs fits.", 1, "PXS"),
        # the size that fit best of those tried
        ("I usually wear a small and the small fit the best.", 0, "S"),
        ("I'm usually a medium and the small fit best.", 1, "S"),
        ("Size s worked best.", 0, "S"),
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


# --- a remark in brackets between the size worn and its verb: the size is still the one worn,
# as the verdict on a size already read it


@pytest.mark.parametrize(
    ("text", "overall", "worn"),
    [
        ("I'm normally a 6, but the 4 looked amazing.", 1, "4"),
        ("I'm normally a 6, but the 4 (while fitted) looked amazing.", 1, "4"),
        ("I'm normally a m, but the s (in black) fits great.", 1, "S"),
        ("The xxs petite (the only one left) was good on me.", 0, "XXS petite"),
    ],
)
def test_a_remark_in_brackets_after_the_size_worn(text, overall, worn):
    assert labels(text, "en") == {"overall": overall}
    assert measured(text)["size_worn"] == worn


# --- the usual size told as two that alternate, "sometimes" before both, is a choice, as
# "usually a medium or large" is


@pytest.mark.parametrize(
    ("text", "usual"),
    [
        ("I'm usually a medium or large.", "M or L"),
        ("I'm sometimes a medium sometimes a large.", "M or L"),
        ("Sometimes i'm a small and sometimes a medium.", "S or M"),
        ("Sometimes a regular size 4 works, sometimes a 6.", "4 or 6"),
    ],
)
def test_a_usual_size_that_alternates_is_a_choice(text, usual):
    assert measured(text)["usual_size"] == usual


@pytest.mark.parametrize(
    ("text", "overall"),
    [
        ("I'm usually a medium or large, and the small fits great.", 1),
        ("I'm sometimes a medium, sometimes a large, and the small fits great.", 1),
        ("I'm usually a medium or large, and the medium fits great.", 0),
        ("I'm sometimes a medium, sometimes a large, and the medium fits great.", 0),
    ],
)
def test_the_size_worn_against_a_usual_size_that_alternates(text, overall):
    assert labels(text, "en") == {"overall": overall}


def test_sometimes_once_is_no_usual_size():
    assert "usual_size" not in measured("I'm sometimes a medium.")
