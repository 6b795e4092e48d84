"""fit-text-34, English measurements (fit-labels.md, Measurements: ``usual_size`` is the size
the reviewer normally wears, ``size_worn`` the size of this product worn or kept). Every
sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction_fit18_sizes import measured

# --- the reviewer described before a size named as a size: "i'm a size 14" was the usual
# size, "i'm a curvy size 14" was read as the size worn


@pytest.mark.parametrize(
    ("text", "usual"),
    [
        ("I'm a curvy size 14-16 and the xl fits perfectly.", "14-16"),
        ("I am an athletic size 8/10, the 10 fits well.", "8/10"),
        ("I'm a very consistent size small in dresses.", "S"),
        ("I am a tall, size 4/6 woman.", "4/6"),
        ("I'm consistently a size 27 in jeans.", "27"),
        ("I'm 5'3\" and curvy size medium, and the fit is true to size.", "M"),
    ],
)
def test_a_described_reviewer_before_a_size_is_the_usual_size(text, usual):
    assert measured(text)["usual_size"] == usual


@pytest.mark.parametrize(
    "text",
    [
        "I'm wearing a size 8 and it fits.",
        "I'm in a size 8 and it fits.",
        "I'm a bit of a size 8 fan, and the 8 fits.",
    ],
)
def test_a_size_worn_now_stays_the_size_worn(text):
    got = measured(text)
    assert got["size_worn"] == "8" and "usual_size" not in got


def test_a_described_size_still_gives_the_size_worn_beside_it():
    got = measured("I'm a curvy size 14-16 and the xl fits perfectly.")
    assert got["size_worn"] == "XL"


# --- the usual size, and this item "no exception": worn too


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("I wear a 28 in all pilcro and these are no exception.", "28"),
        ("I am consistently a size 27 in pilcro jeans and these are no exception.", "27"),
        ("I'm usually a medium, and this top was no exception.", "M"),
    ],
)
def test_the_usual_size_and_no_exception_is_worn(text, size):
    got = measured(text)
    assert got["usual_size"] == size and got["size_worn"] == size


def test_no_exception_about_something_else_is_no_size_worn():
    got = measured("I'm usually a medium. I love this brand and these are no exception.")
    assert got["usual_size"] == "M" and "size_worn" not in got
