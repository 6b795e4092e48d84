"""fit-text-31, English consistency: phrasings the extractor read in one form and missed in a
near form that means the same (a pronoun for a noun, an auxiliary, a comma before "and", a
synonym). Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction_fit_labels import labels

# --- how it fits, liked: "love the way it fits" was read, "love the way these fit" and "love
# how they fit" were not (fit-labels.md: "fits well" is overall 0)


@pytest.mark.parametrize(
    "text",
    [
        "I love the way it fits.",
        "I love the way these fit.",
        "Love how they fit!",
        "I love how these shorts fit me.",
        "Really liked the way the blazer fitted.",
        "They fit my body type well.",
    ],
)
def test_how_it_fits_liked_is_overall_0(text):
    assert labels(text, "en") == {"overall": 0}


@pytest.mark.parametrize(
    "text",
    [
        "I did not like the way it fit.",
        "I don't like how they fit.",
    ],
)
def test_how_it_fits_not_liked_is_no_verdict(text):
    assert labels(text, "en") == {}


def test_how_it_fits_liked_in_a_part_is_that_part():
    assert labels("I love how it fits in the waist.", "en") == {"waist": 0}


# --- a bare "it fits" with an auxiliary: "it fits." was read, "it did fit." was not


@pytest.mark.parametrize(
    "text",
    [
        "I ordered a size 6 and it did fit.",
        "Otherwise it seems to fit.",
        "It does fit, and the colour is nice.",
    ],
)
def test_it_fits_with_an_auxiliary_is_overall_0(text):
    assert labels(text, "en") == {"overall": 0}


@pytest.mark.parametrize(
    "text",
    [
        "It didn't fit.",
        "If it did fit, I would keep it.",
    ],
)
def test_a_negated_or_conditional_fit_is_no_verdict(text):
    assert labels(text, "en") == {}


# --- the size bought judged right with the item named after it, or a comma before "and"


@pytest.mark.parametrize(
    "text",
    [
        "I purchased the small in this skirt and it is perfect.",
        "I ordered it in a large, and it's perfect.",
        "Got the 10 in these and they're perfect.",
    ],
)
def test_the_size_bought_judged_right_with_the_item_named(text):
    assert labels(text, "en") == {"overall": 0}


# --- "on the slim side" as "on the small side"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The sleeves are a bit on the slim side.", {"sleeves": -1}),
        ("The waist is on the narrow side.", {"waist": -1}),
        ("It's a little on the small side.", {"overall": -1}),
    ],
)
def test_on_the_slim_side_is_tight(text, expected):
    assert labels(text, "en") == expected


# --- a size up taken for one part, in any taken form (fit-labels.md: that part and overall)


@pytest.mark.parametrize(
    ("text", "part"),
    [
        ("I went up a size because of my hips.", "hips"),
        ("I ordered a size bigger because of the hips.", "hips"),
        ("I got a size up for my chest.", "chest"),
        ("I had to size up because of the sleeves.", "sleeves"),
    ],
)
def test_a_size_up_taken_for_a_part_is_that_part_and_overall(text, part):
    assert labels(text, "en") == {"overall": -1, part: -1}
