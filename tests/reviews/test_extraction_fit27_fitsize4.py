"""fit-text-27 (issue 12), sizes on real English reviews (fitsize4): ``size_worn`` and
``usual_size`` (fit-labels.md, Measurements) in the families found on the fresh sets
fit_extra_real_blind, _blind2, _15 and _16. Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction_fit18_sizes import measured
from tests.reviews.test_extraction_fit_labels import labels


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        # the item named after the size, then a verdict on it: the size worn
        ("I usually take a 6 in skirts and the 4 in this skirt was perfect.", "4"),
        ("Sadly the large in this cardigan honestly looks sloppy on me.", "L"),
        # "wear ... in this <item>": the size worn of the item reviewed
        ("I managed to wear a small in this blouse without any trouble.", "S"),
    ],
)
def test_a_size_named_with_the_item_after_it_is_worn(text, worn):
    assert measured(text)["size_worn"] == worn


@pytest.mark.parametrize(
    "text",
    [
        # a colour, a brand or a kind after "in this" is not the item: no size worn
        "The small in this colour was gone within a day.",
        "I can wear a medium in this brand usually.",
    ],
)
def test_a_colour_or_brand_after_the_size_is_no_size_worn(text):
    assert "size_worn" not in measured(text)


@pytest.mark.parametrize(
    ("text", "usual", "worn"),
    [
        # "x small" / "x large" written with a space
        ("I am normally an x large, but got the large this time.", "XL", "L"),
        ("Typically I wear an xx small and went with that.", "XXS", None),
        # "sm" for small, as "med" for medium
        ("I'm normally a size sm but ordered the med.", "S", "M"),
        # the shop named between the article and the size ("retailer" in these reviews)
        ("I'm usually an retailer medium but bought a small.", "M", "S"),
    ],
)
def test_spellings_and_the_shop_before_the_usual_size(text, usual, worn):
    got = measured(text)
    assert got["usual_size"] == usual
    assert got.get("size_worn") == worn


def test_the_usual_size_comparison_follows_the_usual_size():
    # fit-labels.md: "usually M, the S fits" is +1; here usually XL, the L fits
    assert labels("I'm usually a x large but the large fits me great.", "en") == {"overall": 1}


def test_sm_alone_is_no_size():
    assert "size_worn" not in measured("Great for sm business owners who travel.")


def test_a_letter_x_alone_is_no_size():
    assert "usual_size" not in measured("I usually mark it with an x before washing.")


@pytest.mark.parametrize(
    ("text", "dimension", "cm"),
    [
        # a body figure as two neighbouring inches before its name: their middle
        ("Got the 4 (I have a 29/30 waist) and it zips fine.", "waist", 74.9),
        ("For reference 38-39 in hips, 120 lbs.", "hips", 97.8),
    ],
)
def test_a_figure_given_as_two_neighbouring_inches(text, dimension, cm):
    assert measured(text)[dimension] == pytest.approx(cm, abs=0.1)


def test_a_jeans_size_pair_is_no_waist():
    # "30/32 waist jeans": the jeans, and not two neighbouring inches
    assert "waist" not in measured("I bought the 30/32 waist jeans in black.")


@pytest.mark.parametrize(
    "text",
    [
        # small/large as the adjective of a noun that is no garment: no size
        "Only a small complaint: the tag itches.",
        "The large buttons look cheap on this cardigan.",
    ],
)
def test_small_or_large_before_a_noun_is_no_size(text):
    assert "size_worn" not in measured(text)


def test_a_size_before_a_verb_is_still_worn():
    assert measured("Ordered a small and it fits.")["size_worn"] == "S"
