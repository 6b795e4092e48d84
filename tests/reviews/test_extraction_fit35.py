"""fit-text-35, English size labels (fit-labels.md, Measurements: ``usual_size`` is the size
the reviewer normally wears, ``size_worn`` the size of this product worn or kept; Signals: "a
comparison with the usual size"). Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction import directions
from tests.reviews.test_extraction_fit18_sizes import measured

# --- a size change told "from ... to ...": the size it came from is the usual one


@pytest.mark.parametrize(
    ("text", "usual", "worn"),
    [
        # a number before "to" and a number after it were read as a length ("28 to 30 inches")
        ("I sized down from my normal 30 to 29 and they fit.", "30", "29"),
        # in brackets
        ("I sized down from my normal size (27 to a 26) and they are fine.", "27", "26"),
        # with its modifier
        (
            "It runs small so i sized up from my usual petite xs to a petite s.",
            "petite XS",
            "petite S",
        ),
        ("I went up from my regular 6 to an 8.", "6", "8"),
    ],
)
def test_a_size_changed_from_one_to_another(text, usual, worn):
    got = measured(text)
    assert (got.get("usual_size"), got.get("size_worn")) == (usual, worn)


def test_a_length_range_is_still_no_size():
    assert "size_worn" not in measured("The hem hits me 28 to 30 inches from the waist.")


# --- the size worn, said in other words


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        # the usual size named in apposition, then judged
        ("The xxsp, my usual size, fit perfectly.", "XXSP"),
        ("The medium, my normal size, was far too big.", "M"),
        # "size" after the size, then its verb
        ("The small size fit perfectly.", "S"),
        ("The s size fit like the picture.", "S"),
        # how it sat
        ("I was swimming in a medium.", "M"),
        ("I found myself drowning in the large.", "L"),
        ("I'm usually a medium and fit comfortably into the small.", "S"),
        # a size chosen, then "size"
        ("I chose the medium size even though i usually wear a large.", "M"),
    ],
)
def test_the_size_worn_in_other_words(text, worn):
    assert measured(text)["size_worn"] == worn


@pytest.mark.parametrize(
    "text",
    [
        "The small size is sold out.",
        "The small sizes were all gone.",
        # a count bought at a price
        "After buying 1 at full price i waited for the sale.",
        "I ended up buying 2 on sale.",
    ],
)
def test_no_size_worn(text):
    assert "size_worn" not in measured(text)


# --- the usual size, said in other words


@pytest.mark.parametrize(
    ("text", "usual"),
    [
        ("I usually buy tops in a small.", "S"),
        ("I normally wear dresses in a size 6.", "6"),
        ("I consistently wear a petite small in this brand.", "petite S"),
        ("I historically wear 00p in most brands.", "00P"),
    ],
)
def test_the_usual_size_in_other_words(text, usual):
    assert measured(text)["usual_size"] == usual


# --- and the comparison that follows (fit-labels.md: "usually M, the S fits" is +1)


@pytest.mark.parametrize(
    ("text", "overall"),
    [
        ("I chose the medium size even though i usually wear a large.", 1),
        ("I usually buy tops in a small. I bought this one in a medium.", -1),
        ("I'm usually a medium and fit comfortably into the small.", 1),
        ("The xxsp, my usual size, fit perfectly.", 0),
    ],
)
def test_the_comparison_with_the_usual_size(text, overall):
    assert directions(text)["overall"] == overall


def test_a_size_word_as_an_adjective_is_no_size_worn():
    got = measured("I did get a 00 petite as i know that only this small size fits me.")
    assert got.get("size_worn") != "S"
