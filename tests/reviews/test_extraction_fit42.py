"""fit-text-42: forms three fresh sets of real reviews used that the extractor read unlike a
form that means the same (fit-labels.md, Signals: "the rest fits" next to a complaint about one
dimension is `overall` 0, a size changed because of one part is that part, "like on the model"
is `length` 0, "roomy" / too much fabric is +1, conditional advice sets no `overall` but the
reviewer's own report is labelled). Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction import directions

# --- "otherwise fine" beside a part's verdict: the rest fits


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Slightly tight in the arms but otherwise perfect.", {"sleeves": -1, "overall": 0}),
        (
            "It was a bit long and needed hemming, otherwise it's perfect!",
            {"length": 1, "overall": 0},
        ),
        ("The sleeves are tight, lovely otherwise.", {"sleeves": -1, "overall": 0}),
        ("Snug in the bust; otherwise, they're great.", {"bust": -1, "overall": 0}),
    ],
)
def test_otherwise_fine_beside_a_part_is_the_rest_fitting(text, expected):
    assert directions(text, language="en") == expected


@pytest.mark.parametrize(
    "text",
    [
        "Arrived a day late but otherwise fine.",
        "The zipper broke, lovely otherwise.",
        "The colour ran in the wash; otherwise great.",
    ],
)
def test_otherwise_fine_with_no_part_judged_says_nothing_of_the_fit(text):
    assert directions(text, language="en") == {}


def test_otherwise_great_before_a_noun_praises_the_item():
    # "an otherwise perfect tee": the item praised, no verdict on the rest of the fit
    assert directions(
        "I wish it was slightly longer but otherwise perfect tee!", language="en"
    ) == {"length": -1}


# --- more room gained by the size taken: the part was tight


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I ended up buying a medium so I had more room in the arms.",
            {"sleeves": -1},
        ),
        ("I got the large so I would have more room in the hips.", {"hips": -1}),
    ],
)
def test_more_room_gained_by_the_size_taken_is_that_part_tight(text, expected):
    assert directions(text, language="en") == expected


def test_more_room_there_is_still_roomy():
    assert directions("There is more room in the hips.", language="en") == {"hips": 1}


# --- the fit named as the object: the part fits


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The size 25 fit my waist and butt wonderfully.", {"waist": 0, "hips": 0}),
        ("The 29 fit my hips though.", {"hips": 0}),
        ("It fits my hips, thighs, and booty like a dream.", {"hips": 0, "thigh": 0}),
        (
            "It fit my waist and hips but was slightly loose at the top.",
            {"waist": 0, "hips": 0, "bust": 1},
        ),
    ],
)
def test_a_part_the_item_fits_is_that_part_fitting(text, expected):
    assert directions(text, language="en") == expected


@pytest.mark.parametrize("text", ["It doesn't fit my hips.", "It didn't fit my shoulders at all."])
def test_a_part_it_does_not_fit_is_no_neutral_verdict(text):
    assert "hips" not in directions(text, language="en")
    assert "shoulders" not in directions(text, language="en")


def test_a_size_taken_to_fit_a_part_is_no_neutral_verdict_on_it():
    assert "shoulders" not in directions("I sized up to fit my shoulders.", language="en")


# --- length the same as on the model; over-long


@pytest.mark.parametrize(
    "text",
    [
        "I am 5'8 and the length is similar to that on the model in the photo.",
        "The length is very similar to the model.",
    ],
)
def test_a_length_similar_to_the_models_is_length_zero(text):
    assert directions(text, language="en") == {"length": 0}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The sleeves seem over-long.", {"sleeves": 1}),
        ("The dress is overlong.", {"length": 1}),
    ],
)
def test_over_long_is_long(text, expected):
    assert directions(text, language="en") == expected


# --- surplus fabric with a word between


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("There was too much bunchy fabric at the waist.", {"waist": 1}),
        ("There is a lot of unnecessary fabric at the waist.", {"waist": 1}),
        ("This blouse has too much drapey fabric.", {"overall": 1}),
    ],
)
def test_too_much_fabric_with_a_word_between_is_loose(text, expected):
    assert directions(text, language="en") == expected


@pytest.mark.parametrize(
    "text", ["Lots of flowy fabric, perfect for summer.", "There's not too much extra fabric."]
)
def test_a_lot_of_described_fabric_is_no_verdict(text):
    assert directions(text, language="en") == {}


# --- no fit at all: a snag, "like" as a preposition, a listed fit with a verdict of its own


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "I noticed a pull in the fabric down the front after one wear.",
            "Fabric pulls very easily!",
        ),
        ("I felt like the fit was not flattering on me.", None),
        ("It's a nice shirt.", "Great color, fit was not flattering"),
    ],
)
def test_snags_and_unflattering_fits_are_no_fit_verdict(text, title):
    assert directions(text, title=title, language="en") == {}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The fabric pulls across the bust.", {"bust": -1}),
        ("I like the fit.", {"overall": 0}),
        ("Great color and fit.", {"overall": 0}),
    ],
)
def test_strain_and_liked_fits_still_read(text, expected):
    assert directions(text, language="en") == expected


# --- what a denied degree would lead to is no statement


@pytest.mark.parametrize(
    "text",
    [
        "They fit slim and not too loose in the legs to make you feel like they are huge.",
        "Not so loose that it makes you feel like you are swimming in it.",
    ],
)
def test_the_consequence_of_a_denied_degree_is_no_verdict(text):
    assert directions(text, language="en") in ({}, {"overall": 0})


def test_two_denied_degrees_in_a_row_are_both_read():
    text = "Not so tight that it shows your lumps, not too loose that it makes you lumpy."
    assert directions(text, language="en") == {"overall": 0}


# --- the reviewer's own reason after conditional advice


def test_own_reason_after_conditional_advice_is_labelled():
    text = (
        "If you have broad shoulders you may have to size up as I found the arms and shoulders "
        "to run a little small."
    )
    assert directions(text, language="en") == {"shoulders": -1, "sleeves": -1}


@pytest.mark.parametrize(
    "text",
    [
        "I wouldn't size down if you have thighs as I like some room in mine.",
        "If you have broad shoulders, size up.",
    ],
)
def test_a_taste_or_the_advice_alone_stays_conditional(text):
    assert directions(text, language="en") == {}


# --- how long it was kept or lasted is no length; a style's name with a typo


@pytest.mark.parametrize(
    "text",
    [
        "I expect this won't hold up long enough to wear again next summer.",
        "I didn't keep it long enough to measure and check this.",
        "It didn't last long enough.",
        "I haven't had them long enough to know.",
    ],
)
def test_long_enough_as_a_time_is_no_length(text):
    assert directions(text, language="en") == {}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The sleeves are not long enough.", {"sleeves": -1}),
        ("It wasn't long enough for me.", {"length": -1}),
        ("It is long enough to wear with leggings.", {"length": 0}),
    ],
)
def test_long_enough_of_the_garment_still_reads(text, expected):
    assert directions(text, language="en") == expected


def test_fit_an_flare_is_a_style_name():
    assert directions("Perfect fit an flare dress for a wedding.", language="en") == {}
